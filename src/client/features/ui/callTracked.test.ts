// callTracked in a real store: the global overlay (ui.loadingCount) is on while the call runs and off
// afterwards, whatever the outcome; the call's result or error reaches the caller.
import { runSaga, type Task } from 'redux-saga';
import { makeStore } from '../../app/store';
import { callTracked } from './callTracked';
import { selectIsLoading } from './uiSlice';

function* tracked(fn: (n: number) => Promise<number>) {
  try {
    const value: number = yield* callTracked(fn, 2);
    return value;
  } catch {
    return -1;
  }
}

/** Runs `tracked(fn)` against a real store; the store, the task, and whether the overlay was on during the call. */
function runTracked(fn: (n: number) => Promise<number>) {
  const store = makeStore({ runSagas: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
  const seen: boolean[] = [];
  const spy = jest.fn((n: number) => {
    seen.push(selectIsLoading(store.getState()));
    return fn(n);
  });
  const task: Task = runSaga({ dispatch: store.dispatch, getState: store.getState }, tracked, spy);
  return { store, task, spy, seen };
}

describe('callTracked', () => {
  it('shows the overlay during a successful call and hides it after, returning its result', async () => {
    const { store, task, spy, seen } = runTracked((n) => Promise.resolve(n * 2));
    await expect(task.toPromise()).resolves.toBe(4);
    expect(spy).toHaveBeenCalledWith(2);
    expect(seen).toEqual([true]);
    expect(store.getState().ui.loadingCount).toBe(0);
  });

  it('hides it after a failure too, passing the error on', async () => {
    const { store, task, seen } = runTracked(() => Promise.reject(new Error('x')));
    await expect(task.toPromise()).resolves.toBe(-1);
    expect(seen).toEqual([true]);
    expect(store.getState().ui.loadingCount).toBe(0);
  });

  it('hides it when the calling saga is cancelled mid-call', async () => {
    const { store, task, seen } = runTracked(() => new Promise<number>(() => undefined));
    expect(seen).toEqual([true]);
    expect(selectIsLoading(store.getState())).toBe(true);
    task.cancel();
    await task.toPromise();
    expect(task.isCancelled()).toBe(true);
    expect(store.getState().ui.loadingCount).toBe(0);
  });
});
