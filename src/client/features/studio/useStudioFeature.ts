// The studio's slice and saga arrive with the instructor chunk: the first studio page adds them to the store.
import { useStore } from 'react-redux';
import type { Reducer } from 'redux';
import { useSaga } from '../../lib/useSaga';
import { studioSaga } from './studioSaga';
import { studioReducer } from './studioSlice';

interface ReducerInjectingStore {
  injectReducer?: (name: string, reducer: Reducer) => void;
}

export function useStudioFeature(): void {
  const store = useStore() as ReducerInjectingStore;
  store.injectReducer?.('studio', studioReducer as Reducer);
  useSaga(studioSaga);
}
