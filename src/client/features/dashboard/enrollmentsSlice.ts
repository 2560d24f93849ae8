import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { Enrollment } from '../../../shared/schemas/courses';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';

/** The student's enrolments: the pages loaded so far, merged (pages after the first are appended: "show more"); `page` is the last one. */
export type EnrollmentsState = RequestState<Page<Enrollment>>;

export const initialEnrollmentsState: EnrollmentsState = idleRequest<Page<Enrollment>>();

const enrollmentsSlice = createSlice({
  name: 'enrollments',
  initialState: initialEnrollmentsState,
  reducers: {
    fetchRequested(state, _action: PayloadAction<{ page: number }>) {
      requestStarted(state);
    },
    fetchSucceeded(state, action: PayloadAction<Page<Enrollment>>) {
      const answer = action.payload;
      const shown = state.data?.items ?? [];
      const known = new Set(shown.map((e) => e.course.id));
      const items = answer.page <= 1 ? answer.items : [...shown, ...answer.items.filter((e) => !known.has(e.course.id))];
      requestSucceeded(state, { ...answer, items });
    },
    fetchFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state, action.payload);
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
