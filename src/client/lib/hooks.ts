// The store's hooks, without the app's root state: every selector declares the slices it reads
// (`(state: WithAuth) => ...`), so a feature depends on its own state only, never on the whole app.
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from 'redux';

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector;
