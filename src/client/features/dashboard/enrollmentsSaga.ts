import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Page } from '../../../shared/schemas/common';
import type { Enrollment } from '../../../shared/schemas/courses';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import { toRequestError } from '../../app/request';
import { enrollmentsActions } from './enrollmentsSlice';

export const ENROLLMENTS_PAGE_SIZE = 50;

export function* fetchEnrollmentsSaga(action: PayloadAction<{ page: number }>) {
  try {
    const page: Page<Enrollment> = yield call(enrollmentsApi.list, { page: action.payload.page, pageSize: ENROLLMENTS_PAGE_SIZE });
    yield put(enrollmentsActions.fetchSucceeded(page));
  } catch (error) {
    yield put(enrollmentsActions.fetchFailed(toRequestError(error)));
  }
}

export function* enrollmentsSaga() {
  yield takeLatest(enrollmentsActions.fetchRequested.type, fetchEnrollmentsSaga);
}
