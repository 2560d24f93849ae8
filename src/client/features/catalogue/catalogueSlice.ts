import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { CourseListQuery, CourseSummary } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CatalogueState {
  /** The query of the list shown (or being loaded). */
  query: CourseListQuery | null;
  status: LoadStatus;
  items: CourseSummary[];
  total: number;
  page: number;
  pageSize: number;
  error: ErrorInfo | null;
}

export const initialCatalogueState: CatalogueState = { query: null, status: 'idle', items: [], total: 0, page: 1, pageSize: 0, error: null };

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    /** The URL changed: load this page of the list (a newer request replaces an older one). */
    fetchRequested(state, action: PayloadAction<CourseListQuery>) {
      state.query = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<Page<CourseSummary>>) {
      state.status = 'loaded';
      state.items = action.payload.items;
      state.total = action.payload.total;
      state.page = action.payload.page;
      state.pageSize = action.payload.pageSize;
    },
    fetchFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.items = [];
      state.total = 0;
      state.error = action.payload;
    },
  },
});

export const catalogueActions = catalogueSlice.actions;
export const catalogueReducer = catalogueSlice.reducer;

interface WithCatalogue {
  catalogue: CatalogueState;
}
export const selectCatalogue = (state: WithCatalogue): CatalogueState => state.catalogue;
export const selectCatalogueStatus = (state: WithCatalogue): LoadStatus => state.catalogue.status;
