import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Page } from '../../../shared/schemas/common';
import type { CourseListQuery, CourseSummary } from '../../../shared/schemas/courses';
import * as coursesApi from '../../api/coursesApi';
import { toRequestError } from '../../app/request';
import { catalogueActions } from './catalogueSlice';

/** Not through callTracked: the list shows skeleton cards while it loads, not the page overlay. */
export function* fetchCatalogueSaga(action: PayloadAction<CourseListQuery>) {
  try {
    const page: Page<CourseSummary> = yield call(coursesApi.list, action.payload);
    yield put(catalogueActions.fetchSucceeded(page));
  } catch (error) {
    yield put(catalogueActions.fetchFailed(toRequestError(error)));
  }
}

export function* catalogueSaga() {
  // takeLatest: a quicker filter change cancels the list still on its way.
  yield takeLatest(catalogueActions.fetchRequested.type, fetchCatalogueSaga);
}
