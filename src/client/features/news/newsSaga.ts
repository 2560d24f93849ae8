import { call, put, takeLatest } from 'redux-saga/effects';
import { NEWS_DEFAULT_COUNTRY, type CountryId } from '../../../shared/constants';
import type { NewsItem } from '../../../shared/schemas/catalog';
import * as newsApi from '../../api/newsApi';
import { toErrorInfo } from '../../app/errors';
import { readStoredCountry } from '../locale/localeStorage';
import { newsActions } from './newsSlice';

/** Spec section 7: the list filtered here to the stored country (999 when none is stored). */
export function* fetchLatestNewsSaga() {
  try {
    const stored: CountryId | null = yield call(readStoredCountry);
    const country = stored ?? NEWS_DEFAULT_COUNTRY;
    // The server filters on ?countryId= too; the client filter of the spec stays.
    const items: NewsItem[] = yield call(newsApi.list, country);
    yield put(newsActions.latestLoaded(items.filter((item) => item.ctlCountryId === country)));
  } catch (error) {
    yield put(newsActions.latestFailed(toErrorInfo(error)));
  }
}

export function* newsSaga() {
  yield takeLatest(newsActions.latestRequested.type, fetchLatestNewsSaga);
}
