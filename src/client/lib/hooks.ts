// The store's hooks, without the app's root state: every selector declares the slices it reads
// (`(state: WithAuth) => ...`), so a feature depends on its own state only, never on the whole app.
import { useDeferredValue } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from 'redux';

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector;

/** For useDeferredArrival: a request's state has arrived once it holds data. */
export const hasData = (state: { data: unknown }): boolean => state.data !== null;

/**
 * `value`, except that when what a screen shows arrives (`arrived(value)` turns true: a course, a page of
 * cards), the screen goes on showing the value before (a skeleton) while React renders the arrival in the
 * background, in slices that leave the browser free between them. A store update is otherwise rendered
 * at once in one task, and a page of MUI cards blocks a slow phone for hundreds of milliseconds (what
 * Lighthouse counts as blocking time). Later changes of something already shown (after an action: a
 * status, a version) render at once, so what a screen shows and what its buttons send stay in step.
 */
export function useDeferredArrival<T>(value: T, arrived: (value: T) => boolean): T {
  const deferred = useDeferredValue(value);
  return arrived(value) && !arrived(deferred) ? deferred : value;
}
