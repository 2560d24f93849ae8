import type { Action } from 'redux';
import type { Saga } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../app/rootReducer';
import './lazySlices';

/** The initial root state with some slices replaced (for expectSaga(...).withReducer(rootReducer, state)). */
export function rootStateWith(overrides: Partial<RootState> = {}): RootState {
  return { ...rootReducer(undefined, { type: '@@init' }), ...overrides };
}

/** Runs a watcher saga on the real reducer from `state`, dispatching `actions` in turn; the final state. */
export async function runWatcher(saga: Saga, state: RootState, ...actions: Action[]): Promise<RootState> {
  let run = expectSaga(saga).withReducer(rootReducer, state);
  for (const action of actions) run = run.dispatch(action);
  const { storeState } = await run.silentRun(30);
  return storeState as RootState;
}
