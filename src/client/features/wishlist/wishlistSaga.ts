import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import type { Page } from '../../../shared/schemas/common';
import type { WishlistItem } from '../../../shared/schemas/courses';
import * as wishlistApi from '../../api/wishlistApi';
import { toRequestError } from '../../app/request';
import { toErrorInfo } from '../../lib/errors';
import { wishlistActions } from './wishlistSlice';

export function* fetchWishlistSaga() {
  try {
    const page: Page<WishlistItem> = yield call(wishlistApi.list, { page: 1, pageSize: MAX_PAGE_SIZE });
    yield put(wishlistActions.fetchSucceeded(page));
  } catch (error) {
    yield put(wishlistActions.fetchFailed(toRequestError(error)));
  }
}

export function* removeFromWishlistSaga(action: PayloadAction<{ courseId: number }>) {
  const { courseId } = action.payload;
  try {
    yield call(wishlistApi.remove, courseId);
    yield put(wishlistActions.removed({ courseId }));
  } catch (error) {
    yield put(wishlistActions.removeFailed({ courseId, error: toErrorInfo(error) }));
  }
}

export function* wishlistSaga() {
  yield takeLatest(wishlistActions.fetchRequested.type, fetchWishlistSaga);
  yield takeEvery(wishlistActions.removeRequested.type, removeFromWishlistSaga);
}
