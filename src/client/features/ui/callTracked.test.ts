import { expectSaga } from 'redux-saga-test-plan';
import { uiActions } from './uiSlice';
import { callTracked } from './callTracked';
import { rootReducer } from '../../app/rootReducer';

function* tracked(fn: (n: number) => Promise<number>) {
  try {
    const value: number = yield* callTracked(fn, 2);
    return value;
  } catch {
    return -1;
  }
}

describe('callTracked', () => {
  it('counts up before and down after a successful call, returning its result', async () => {
    const double = jest.fn((n: number) => Promise.resolve(n * 2));
    const result = await expectSaga(tracked, double)
      .withReducer(rootReducer)
      .put(uiActions.loadingStarted())
      .call(double, 2)
      .put(uiActions.loadingFinished())
      .returns(4)
      .run();
    expect(result.storeState.ui.loadingCount).toBe(0);
  });

  it('counts down after a failure too', async () => {
    const fail = jest.fn(() => Promise.reject(new Error('x')));
    const result = await expectSaga(tracked, fail).withReducer(rootReducer).put(uiActions.loadingFinished()).returns(-1).run();
    expect(result.storeState.ui.loadingCount).toBe(0);
  });
});
