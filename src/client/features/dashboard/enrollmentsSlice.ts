import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { Enrollment } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface EnrollmentsState {
  items: Enrollment[];
  total: number;
  /** The last page loaded (pages after the first are appended: "show more"). */
  page: number;
  status: LoadStatus;
  error: ErrorInfo | null;
}

export const initialEnrollmentsState: EnrollmentsState = { items: [], total: 0, page: 0, status: 'idle', error: null };

const enrollmentsSlice = createSlice({
  name: 'enrollments',
  initialState: initialEnrollmentsState,
  reducers: {
    fetchRequested(state, _action: PayloadAction<{ page: number }>) {
      state.status = 'loading';
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<Page<Enrollment>>) {
      const { items, total, page } = action.payload;
      const known = new Set(state.items.map((e) => e.course.id));
      state.items = page <= 1 ? items : [...state.items, ...items.filter((e) => !known.has(e.course.id))];
      state.total = total;
      state.page = page;
      state.status = 'loaded';
    },
    fetchFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const enrollmentsActions = enrollmentsSlice.actions;
export const enrollmentsReducer = enrollmentsSlice.reducer;

interface WithEnrollments {
  enrollments: EnrollmentsState;
}
export const selectEnrollments = (state: WithEnrollments): EnrollmentsState => state.enrollments;

export function isCompleted(e: Pick<Enrollment, 'completedAt' | 'progressPercent' | 'totalLessons' | 'completedLessons'>): boolean {
  return e.completedAt !== null || (e.totalLessons > 0 && e.completedLessons >= e.totalLessons);
}

/** Counters of the dashboard. */
export function enrollmentCounts(items: readonly Enrollment[]): { enrolled: number; inProgress: number; completed: number; certificates: number } {
  const completed = items.filter(isCompleted).length;
  return { enrolled: items.length, inProgress: items.length - completed, completed, certificates: items.filter((e) => e.certificateCode !== null).length };
}
