import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeLatest } from 'redux-saga/effects';
import { LOCAL_STORAGE_KEYS, type ThemeMode } from '../../../shared/constants';
import { uiActions } from './uiSlice';

export function storeTheme(theme: ThemeMode): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.theme, theme);
  } catch {
    /* storage unavailable: the theme lasts for this page only */
  }
}

export function* themeChangedSaga(action: PayloadAction<ThemeMode>) {
  yield call(storeTheme, action.payload);
}

export function* uiSaga() {
  yield takeLatest(uiActions.themeChanged.type, themeChangedSaga);
}
