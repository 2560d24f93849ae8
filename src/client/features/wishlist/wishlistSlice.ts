import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { WishlistItem } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface WishlistState {
  items: WishlistItem[];
  total: number;
  status: LoadStatus;
  error: ErrorInfo | null;
  /** Course ids being removed. */
  removing: number[];
  removeError: ErrorInfo | null;
}

export const initialWishlistState: WishlistState = { items: [], total: 0, status: 'idle', error: null, removing: [], removeError: null };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    fetchRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<Page<WishlistItem>>) {
      state.status = 'loaded';
      state.items = action.payload.items;
      state.total = action.payload.total;
    },
    fetchFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    removeRequested(state, action: PayloadAction<{ courseId: number }>) {
      if (!state.removing.includes(action.payload.courseId)) state.removing.push(action.payload.courseId);
      state.removeError = null;
    },
    removed(state, action: PayloadAction<{ courseId: number }>) {
      const { courseId } = action.payload;
      state.removing = state.removing.filter((id) => id !== courseId);
      const before = state.items.length;
      state.items = state.items.filter((i) => i.course.id !== courseId);
      state.total = Math.max(0, state.total - (before - state.items.length));
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
