// The latest news of the visitor's region (the header's mega menu and the home page), loaded at start-up.
import { NEWS_DEFAULT_COUNTRY, type CountryId } from '../../../shared/constants';
import type { NewsItem } from '../../../shared/schemas/catalog';
import * as newsApi from '../../api/newsApi';
import type { ErrorInfo } from '../../lib/errors';
import { defineRequest, idleRequest, type RequestState } from '../../app/request';
import { call } from 'redux-saga/effects';
import { readStoredCountry } from '../locale';

export type NewsState = RequestState<NewsItem[]>;
export const initialNewsState: NewsState = idleRequest<NewsItem[]>();

/** Newest first, filtered to the stored country (999 when none is stored); the server filters on ?countryId= too. */
export function* fetchLatestNews() {
  const stored: CountryId | null = yield call(readStoredCountry);
  const country = stored ?? NEWS_DEFAULT_COUNTRY;
  const items: NewsItem[] = yield call(newsApi.list, country);
  return items.filter((item) => item.ctlCountryId === country);
}

export const latestNewsRequest = defineRequest<void, NewsItem[]>('news', fetchLatestNews);
export const newsReducer = latestNewsRequest.reducer;
export const newsSaga = latestNewsRequest.saga;
export const newsActions = {
  latestRequested: () => latestNewsRequest.actions.requested({ key: '', arg: undefined }),
};

interface WithNews {
  news: NewsState;
}
export const selectLatestNews = (state: WithNews): NewsItem[] => state.news.data ?? [];
/** The mega menu shows only the first item. */
export const selectLatestNewsItem = (state: WithNews): NewsItem | undefined => state.news.data?.[0];
export const selectNewsLoading = (state: WithNews): boolean => state.news.status === 'loading';
export const selectNewsError = (state: WithNews): ErrorInfo | null => state.news.error;
