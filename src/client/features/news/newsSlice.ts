import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewsItem } from '../../../shared/schemas/catalog';
import type { ErrorInfo } from '../../app/errors';

export interface NewsState {
  /** Already filtered to the stored country (default 999), newest first. */
  latest: NewsItem[];
  loading: boolean;
  error: ErrorInfo | null;
}

export const initialNewsState: NewsState = { latest: [], loading: false, error: null };

const newsSlice = createSlice({
  name: 'news',
  initialState: initialNewsState,
  reducers: {
    latestRequested(state) {
      state.loading = true;
      state.error = null;
    },
    latestLoaded(state, action: PayloadAction<NewsItem[]>) {
      state.latest = action.payload;
      state.loading = false;
    },
    latestFailed(state, action: PayloadAction<ErrorInfo>) {
      state.loading = false;
      state.error = action.payload;
    },
  },
});

export const newsActions = newsSlice.actions;
export const newsReducer = newsSlice.reducer;

interface WithNews {
  news: NewsState;
}
export const selectLatestNews = (state: WithNews): NewsItem[] => state.news.latest;
/** The mega menu shows only the first item. */
export const selectLatestNewsItem = (state: WithNews): NewsItem | undefined => state.news.latest[0];
export const selectNewsLoading = (state: WithNews): boolean => state.news.loading;
export const selectNewsError = (state: WithNews): ErrorInfo | null => state.news.error;
