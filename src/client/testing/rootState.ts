import { rootReducer, type RootState } from '../app/rootReducer';

/** The initial root state with some slices replaced (for expectSaga(...).withReducer(rootReducer, state)). */
export function rootStateWith(overrides: Partial<RootState> = {}): RootState {
  return { ...rootReducer(undefined, { type: '@@init' }), ...overrides };
}
