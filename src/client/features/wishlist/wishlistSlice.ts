import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { WishlistItem } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';

export interface WishlistState {
  /** The saved courses (a removal takes its course out of the loaded list). */
  list: RequestState<Page<WishlistItem>>;
  /** Course ids being removed. */
  removing: number[];
  removeError: ErrorInfo | null;
}

export const initialWishlistState: WishlistState = { list: idleRequest<Page<WishlistItem>>(), removing: [], removeError: null };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    fetchRequested(state) {
      requestStarted(state.list);
    },
    fetchSucceeded(state, action: PayloadAction<Page<WishlistItem>>) {
      requestSucceeded(state.list, action.payload);
    },
    fetchFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.list, action.payload);
    },
    removeRequested(state, action: PayloadAction<{ courseId: number }>) {
      if (!state.removing.includes(action.payload.courseId)) state.removing.push(action.payload.courseId);
      state.removeError = null;
    },
    removed(state, action: PayloadAction<{ courseId: number }>) {
      const { courseId } = action.payload;
      state.removing = state.removing.filter((id) => id !== courseId);
      const page = state.list.data;
      if (page) {
        const before = page.items.length;
        page.items = page.items.filter((i) => i.course.id !== courseId);
        page.total = Math.max(0, page.total - (before - page.items.length));
      }
    },
    removeFailed(state, action: PayloadAction<{ courseId: number; error: ErrorInfo }>) {
      state.removing = state.removing.filter((id) => id !== action.payload.courseId);
      state.removeError = action.payload.error;
    },
  },
});

export const wishlistActions = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

interface WithWishlist {
  wishlist: WishlistState;
}
export const selectWishlist = (state: WithWishlist): WishlistState => state.wishlist;
