// One place for the global loading counter (the overlay shows while any customer,
// file or auth call runs): sagas call those APIs through callTracked instead of call.
import { call, put, type CallEffect, type PutEffect } from 'redux-saga/effects';
import { uiActions } from './uiSlice';

export function* callTracked<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  ...args: Args
): Generator<CallEffect<R> | PutEffect, R, R> {
  yield put(uiActions.loadingStarted());
  try {
    return yield call(fn, ...args);
  } finally {
    // Runs on success, failure and cancellation alike, so the counter never leaks.
    yield put(uiActions.loadingFinished());
  }
}
