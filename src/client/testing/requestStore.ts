// Test helper for requests (app/request.ts): a real store (makeStore: the root reducer and the watcher
// sagas, without the start-up flow) with one request's slice and saga added as its page would add them.
import { waitFor } from '@testing-library/react';
import type { RequestDefinition, RequestState } from '../app/request';
import { makeStore, type RootState } from '../app/store';
import './lazySlices';

export function storeForRequests(preloadedState: Partial<RootState> = {}) {
  return makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 }, ...preloadedState } });
}

/**
 * Asks `definition` for `arg` in a store (a new one by default) and waits until its answer is in: the
 * final state of the request and the store, to read the rest of its state.
 */
export async function runRequest<Arg, Data>(definition: RequestDefinition<Arg, Data>, arg: Arg, store = storeForRequests()) {
  store.injectReducer(definition.name, definition.reducer);
  store.injectSaga(definition.saga);
  store.dispatch(definition.actions.requested({ key: definition.keyOf(arg), arg }));
  await waitFor(() => expect(['succeeded', 'failed']).toContain(definition.select(store.getState()).status));
  const state: RequestState<Data> = definition.select(store.getState());
  return { store, state };
}
