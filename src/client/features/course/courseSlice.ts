import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CourseDetail, CourseViewer, Enrollment, Review, ReviewPage, ReviewRequest } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';

/** A change the student asks for (enrol, review): not server data, its own small status. */
export type ActionStatus = 'idle' | 'requested' | 'success' | 'failure';

export interface CourseState {
  /** The course shown, keyed by the id or slug of its URL. */
  detail: RequestState<CourseDetail>;
  enrol: { status: ActionStatus; error: ErrorInfo | null };
  /** Leaving the course (a free one; its progress is kept 30 days). */
  leave: { status: ActionStatus; error: ErrorInfo | null };
  wishlist: { busy: boolean; error: ErrorInfo | null };
  /** Its reviews, keyed by the course id: the pages loaded so far, merged ("more reviews" appends); `page` is the last one. */
  reviews: RequestState<ReviewPage>;
  reviewForm: { status: ActionStatus; error: ErrorInfo | null };
}

export const initialCourseState: CourseState = {
  detail: idleRequest<CourseDetail>(),
  enrol: { status: 'idle', error: null },
  leave: { status: 'idle', error: null },
  wishlist: { busy: false, error: null },
  reviews: idleRequest<ReviewPage>(),
  reviewForm: { status: 'idle', error: null },
};

const NO_VIEWER: CourseViewer = { isEnrolled: false, isWishlisted: false, hasReviewed: false, completedLessons: 0, lastLessonId: null, certificateCode: null, isInstructor: false };

/** Forgets the reviews shown: another course, or page 1 asked for afresh. */
function forgetReviews(state: CourseState): void {
  state.reviews = idleRequest<ReviewPage>();
}

export interface ReviewSubmittedPayload extends ReviewRequest {
  courseId: number;
}

const courseSlice = createSlice({
  name: 'course',
  initialState: initialCourseState,
  reducers: {
    loadRequested(state, action: PayloadAction<string>) {
      // Another course forgets the old one and its reviews; the same one keeps them while it reloads.
      if (state.detail.key !== action.payload) forgetReviews(state);
      requestStarted(state.detail, action.payload);
      state.enrol = { status: 'idle', error: null };
      state.leave = { status: 'idle', error: null };
      state.wishlist = { busy: false, error: null };
      state.reviewForm = { status: 'idle', error: null };
    },
    loaded(state, action: PayloadAction<CourseDetail>) {
      requestSucceeded(state.detail, action.payload);
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.detail, action.payload);
    },

    enrolRequested(state, _action: PayloadAction<{ courseId: number }>) {
      state.enrol = { status: 'requested', error: null };
    },
    enrolled(state, action: PayloadAction<Enrollment>) {
      state.enrol = { status: 'success', error: null };
      const e = action.payload;
      const detail = state.detail.data;
      if (detail && detail.id === e.course.id) {
        detail.enrollmentCount = e.course.enrollmentCount;
        detail.viewer = {
          ...(detail.viewer ?? NO_VIEWER),
          isEnrolled: true,
          completedLessons: e.completedLessons,
          lastLessonId: e.lastLesson?.id ?? null,
          certificateCode: e.certificateCode,
        };
      }
    },
    enrolFailed(state, action: PayloadAction<ErrorInfo>) {
      state.enrol = { status: 'failure', error: action.payload };
    },

    leaveRequested(state, _action: PayloadAction<{ courseId: number }>) {
      state.leave = { status: 'requested', error: null };
    },
    /** The course is left: the page shows it as to a student who is not enrolled (the server keeps the progress 30 days). */
    left(state, action: PayloadAction<{ courseId: number }>) {
      state.leave = { status: 'success', error: null };
      state.enrol = { status: 'idle', error: null };
      const detail = state.detail.data;
      if (detail && detail.id === action.payload.courseId && detail.viewer?.isEnrolled) {
        detail.enrollmentCount = Math.max(0, detail.enrollmentCount - 1);
        detail.viewer = { ...detail.viewer, isEnrolled: false, completedLessons: 0, lastLessonId: null };
        for (const section of detail.sections) for (const lesson of section.lessons) delete lesson.isCompleted;
      }
    },
    leaveFailed(state, action: PayloadAction<ErrorInfo>) {
      state.leave = { status: 'failure', error: action.payload };
    },

    /** `wishlisted`: what the student wants (true: save the course, false: remove it). */
    wishlistToggleRequested(state, _action: PayloadAction<{ courseId: number; wishlisted: boolean }>) {
      state.wishlist = { busy: true, error: null };
    },
    wishlistToggled(state, action: PayloadAction<{ courseId: number; wishlisted: boolean }>) {
      state.wishlist = { busy: false, error: null };
      const detail = state.detail.data;
      if (detail && detail.id === action.payload.courseId) {
        detail.viewer = { ...(detail.viewer ?? NO_VIEWER), isWishlisted: action.payload.wishlisted };
      }
    },
    wishlistFailed(state, action: PayloadAction<ErrorInfo>) {
      state.wishlist = { busy: false, error: action.payload };
    },

    reviewsRequested(state, action: PayloadAction<{ courseId: number; page: number }>) {
      // Page 1 starts the list afresh.
      if (action.payload.page <= 1) forgetReviews(state);
      requestStarted(state.reviews, String(action.payload.courseId));
    },
    /** Page 1 replaces the list; later pages are appended ("more reviews"). */
    reviewsLoaded(state, action: PayloadAction<ReviewPage>) {
      const answer = action.payload;
      const shown = state.reviews.data?.items ?? [];
      const known = new Set(shown.map((r) => r.id));
      const items = answer.page <= 1 ? answer.items : [...shown, ...answer.items.filter((r) => !known.has(r.id))];
      requestSucceeded(state.reviews, { ...answer, items });
    },
    reviewsFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.reviews, action.payload);
    },

    reviewSubmitted(state, _action: PayloadAction<ReviewSubmittedPayload>) {
      state.reviewForm = { status: 'requested', error: null };
    },
    reviewCreated(state, action: PayloadAction<Review>) {
      state.reviewForm = { status: 'success', error: null };
      const review = action.payload;
      // The new review goes first in the list shown (in one still loading too, as its first item).
      const list = state.reviews.data ?? { items: [], total: 0, page: 0, pageSize: 0, ratingCounts: [0, 0, 0, 0, 0] };
      list.items = [review, ...list.items.filter((r) => r.id !== review.id)];
      list.total += 1;
      // ratingCounts[0] is 5 stars.
      const row = 5 - review.rating;
      if (row >= 0 && row < list.ratingCounts.length) list.ratingCounts[row] = (list.ratingCounts[row] ?? 0) + 1;
      state.reviews.data = list;
      const d = state.detail.data;
      if (d && d.id === review.courseId) {
        d.ratingAvg = (d.ratingAvg * d.ratingCount + review.rating) / (d.ratingCount + 1);
        d.ratingCount += 1;
        d.viewer = { ...(d.viewer ?? NO_VIEWER), hasReviewed: true };
      }
    },
    reviewFailed(state, action: PayloadAction<ErrorInfo>) {
      state.reviewForm = { status: 'failure', error: action.payload };
      // 409 REVIEW_EXISTS: the student has reviewed already (another tab); the form goes away.
      const detail = state.detail.data;
      if (action.payload.code === 'REVIEW_EXISTS' && detail) detail.viewer = { ...(detail.viewer ?? NO_VIEWER), hasReviewed: true };
    },
  },
});

export const courseActions = courseSlice.actions;
export const courseReducer = courseSlice.reducer;

/** The slice joins the store with the course page (useSlice): until then the initial state. */
interface WithCourse {
  course?: CourseState;
  [slice: string]: unknown;
}
export const selectCourse = (state: WithCourse): CourseState => state.course ?? initialCourseState;
export const selectCourseDetail = (state: WithCourse): CourseDetail | null => selectCourse(state).detail.data;

/** The first lesson of the curriculum (where a new student starts), or null for an empty course. */
export function firstLessonId(course: Pick<CourseDetail, 'sections'>): number | null {
  for (const section of course.sections) if (section.lessons[0]) return section.lessons[0].id;
  return null;
}

/** Where "continue" goes: the last lesson studied, else the first one not completed, else the first. */
export function resumeLessonId(course: Pick<CourseDetail, 'sections' | 'viewer'>): number | null {
  if (course.viewer?.lastLessonId) return course.viewer.lastLessonId;
  for (const section of course.sections) for (const lesson of section.lessons) if (!lesson.isCompleted) return lesson.id;
  return firstLessonId(course);
}
