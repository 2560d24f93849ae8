// Starts a feature's watcher saga in the app's store when a lazily loaded page that needs it renders,
// so that the saga (and the API module behind it) arrives with the page's chunk instead of /home's.
// It runs once per store and for the store's life; with makeStore({ runSagas: false }) it does nothing.
// useSlice does the same for a slice's reducer (the state appears with the next action; the slice's
// selectors answer its initial state until then).
import { useStore } from 'react-redux';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';

/** What makeStore's store adds for sagas and reducers that arrive later (see app/store.ts). */
interface SagaInjectingStore {
  injectSaga?: (saga: Saga) => void;
  injectReducer?: (name: string, reducer: Reducer) => void;
}

export function useSaga(saga: Saga): void {
  const store = useStore() as SagaInjectingStore;
  // During render, not in an effect: the page's (and its children's) first effects may already dispatch
  // the actions it watches. Starting it twice is harmless (the store keeps one run per saga).
  store.injectSaga?.(saga);
}

export function useSlice(name: string, reducer: Reducer): void {
  const store = useStore() as SagaInjectingStore;
  // During render, like useSaga: the page's first effects may dispatch what the reducer takes.
  store.injectReducer?.(name, reducer);
}
