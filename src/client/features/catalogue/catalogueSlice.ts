import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { CourseListQuery, CourseSummary } from '../../../shared/schemas/courses';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';

/** One page of the list; the key is the JSON of its query (the page's URL parameters). */
export type CatalogueState = RequestState<Page<CourseSummary>>;

export const initialCatalogueState: CatalogueState = idleRequest<Page<CourseSummary>>();

/** The key of a query: the same JSON the page derives from its URL. */
export const catalogueKey = (query: CourseListQuery): string => JSON.stringify(query);

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    /** The URL changed: load this page of the list (a newer request replaces an older one). */
    fetchRequested(state, action: PayloadAction<CourseListQuery>) {
      requestStarted(state, catalogueKey(action.payload));
    },
    fetchSucceeded(state, action: PayloadAction<Page<CourseSummary>>) {
      requestSucceeded(state, action.payload);
    },
    fetchFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state, action.payload);
    },
  },
});

export const catalogueActions = catalogueSlice.actions;
export const catalogueReducer = catalogueSlice.reducer;

interface WithCatalogue {
  catalogue: CatalogueState;
}
export const selectCatalogue = (state: WithCatalogue): CatalogueState => state.catalogue;
