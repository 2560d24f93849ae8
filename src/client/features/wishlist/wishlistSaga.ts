import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import type { Page } from '../../../shared/schemas/common';
import type { WishlistItem } from '../../../shared/schemas/courses';
import * as wishlistApi from '../../api/wishlistApi';
import { toRequestError } from '../../app/request';
import { toErrorInfo } from '../../lib/errors';
import { uiActions } from '../ui';
import { selectWishlist, wishlistActions, type WishlistState } from './wishlistSlice';

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
    const { list }: WishlistState = yield select(selectWishlist);
    const title = list.data?.items.find((item) => item.course.id === courseId)?.course.title ?? '';
    yield put(wishlistActions.removed({ courseId }));
    yield put(uiActions.announced({ key: 'A11Y.WISHLIST_REMOVED', values: { title } }));
  } catch (error) {
    yield put(wishlistActions.removeFailed({ courseId, error: toErrorInfo(error) }));
  }
}

export function* wishlistSaga() {
  yield takeLatest(wishlistActions.fetchRequested.type, fetchWishlistSaga);
  yield takeEvery(wishlistActions.removeRequested.type, removeFromWishlistSaga);
}
