import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { CountryId, Language } from '../../../shared/constants';
import { changeI18nLanguage } from '../../lib/i18nInstance';
import { REGION_KEYS } from '../../lib/localeNames';
import { reloadPage } from '../../lib/navigation';
import { setChatLanguage } from '../chat';
import { storePendingAnnouncement } from '../ui';
import { localeActions } from './localeSlice';
import { applyThaiFont } from './thaiFont';
import { storeCountry, storeLanguage } from './localeStorage';

/** <html lang>, and the Thai web font for Thai (or, in another language, once Thai content shows). */
export function setDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  applyThaiFont(lang);
}

/** Store the language, switch the translations, <html lang> and the chat widget. */
export function* changeLanguageSaga(action: PayloadAction<Language>) {
  const lang = action.payload;
  yield call(storeLanguage, lang);
  try {
    yield call(changeI18nLanguage, lang);
  } catch (error) {
    // A missing translation file must not block the rest of the switch.
    yield call([console, console.warn], 'Translations for the language did not load', error);
  }
  yield call(setDocumentLanguage, lang);
  yield call(setChatLanguage, lang);
  yield put(localeActions.languageChanged(lang));
}

/** Store the country, then reload the page so everything reads it afresh; the reloaded page announces the change. */
export function* changeRegionSaga(action: PayloadAction<CountryId>) {
  yield call(storeCountry, action.payload);
  yield put(localeActions.regionChanged(action.payload));
  yield call(storePendingAnnouncement, { key: 'A11Y.REGION_CHANGED', keyValues: { region: REGION_KEYS[action.payload] } });
  yield call(reloadPage);
}

export function* localeSaga() {
  yield takeLatest(localeActions.languageChangeRequested.type, changeLanguageSaga);
  yield takeLatest(localeActions.regionChangeRequested.type, changeRegionSaga);
}
