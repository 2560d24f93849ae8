import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import type { Page } from '../../../shared/schemas/common';
import type { Certificate } from '../../../shared/schemas/courses';
import * as certificatesApi from '../../api/certificatesApi';
import { toRequestError } from '../../app/request';
import { certificatesActions } from './certificatesSlice';

export function* loadMyCertificatesSaga() {
  try {
    const page: Page<Certificate> = yield call(certificatesApi.mine, { page: 1, pageSize: MAX_PAGE_SIZE });
    yield put(certificatesActions.mineLoaded(page));
  } catch (error) {
    yield put(certificatesActions.mineFailed(toRequestError(error)));
  }
}

export function* verifyCertificateSaga(action: PayloadAction<string>) {
  try {
    const certificate: Certificate = yield call(certificatesApi.verify, action.payload);
    yield put(certificatesActions.verified(certificate));
  } catch (error) {
    yield put(certificatesActions.verifyFailed(toRequestError(error)));
  }
}

export function* certificatesSaga() {
  yield takeLatest(certificatesActions.mineRequested.type, loadMyCertificatesSaga);
  yield takeLatest(certificatesActions.verifyRequested.type, verifyCertificateSaga);
}
