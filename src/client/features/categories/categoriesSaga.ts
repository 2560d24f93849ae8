import { call, put, takeLatest } from 'redux-saga/effects';
import type { Category } from '../../../shared/schemas/catalog';
import * as categoriesApi from '../../api/categoriesApi';
import { toErrorInfo } from '../../app/errors';
import { categoriesActions } from './categoriesSlice';

export function* fetchCategoriesSaga() {
  try {
    const items: Category[] = yield call(categoriesApi.list);
    yield put(categoriesActions.fetchSucceeded(items));
  } catch (error) {
    yield put(categoriesActions.fetchFailed(toErrorInfo(error)));
  }
}

export function* categoriesSaga() {
  yield takeLatest(categoriesActions.fetchRequested.type, fetchCategoriesSaga);
}
