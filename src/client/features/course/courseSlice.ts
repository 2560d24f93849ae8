import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { CourseDetail, CourseViewer, Enrollment, Review, ReviewRequest } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type ActionStatus = 'idle' | 'requested' | 'success' | 'failure';

export interface CourseState {
  idOrSlug: string | null;
  detail: CourseDetail | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  enrol: { status: ActionStatus; error: ErrorInfo | null };
  wishlist: { busy: boolean; error: ErrorInfo | null };
  reviews: { items: Review[]; total: number; page: number; pageSize: number; status: LoadStatus; error: ErrorInfo | null };
  reviewForm: { status: ActionStatus; error: ErrorInfo | null };
}

const initialReviews: CourseState['reviews'] = { items: [], total: 0, page: 0, pageSize: 0, status: 'idle', error: null };

export const initialCourseState: CourseState = {
  idOrSlug: null,
  detail: null,
  status: 'idle',
  error: null,
  enrol: { status: 'idle', error: null },
  wishlist: { busy: false, error: null },
  reviews: initialReviews,
  reviewForm: { status: 'idle', error: null },
};

const NO_VIEWER: CourseViewer = { isEnrolled: false, isWishlisted: false, hasReviewed: false, completedLessons: 0, lastLessonId: null, certificateCode: null };

export interface ReviewSubmittedPayload extends ReviewRequest {
  courseId: number;
}

const courseSlice = createSlice({
  name: 'course',
  initialState: initialCourseState,
  reducers: {
    loadRequested(state, action: PayloadAction<string>) {
      const sameCourse = state.idOrSlug === action.payload;
      state.idOrSlug = action.payload;
      state.status = 'loading';
      state.error = null;
      if (!sameCourse) {
        state.detail = null;
        state.reviews = initialReviews;
      }
      state.enrol = { status: 'idle', error: null };
      state.wishlist = { busy: false, error: null };
      state.reviewForm = { status: 'idle', error: null };
    },
    loaded(state, action: PayloadAction<CourseDetail>) {
      state.status = 'loaded';
      state.detail = action.payload;
    },
    loadFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.detail = null;
      state.error = action.payload;
    },

    enrolRequested(state, _action: PayloadAction<{ courseId: number }>) {
      state.enrol = { status: 'requested', error: null };
    },
    enrolled(state, action: PayloadAction<Enrollment>) {
      state.enrol = { status: 'success', error: null };
      const e = action.payload;
      if (state.detail && state.detail.id === e.course.id) {
        state.detail.enrollmentCount = e.course.enrollmentCount;
        state.detail.viewer = {
          ...(state.detail.viewer ?? NO_VIEWER),
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

    /** `wishlisted`: what the student wants (true: save the course, false: remove it). */
    wishlistToggleRequested(state, _action: PayloadAction<{ courseId: number; wishlisted: boolean }>) {
      state.wishlist = { busy: true, error: null };
    },
    wishlistToggled(state, action: PayloadAction<{ courseId: number; wishlisted: boolean }>) {
      state.wishlist = { busy: false, error: null };
      if (state.detail && state.detail.id === action.payload.courseId) {
        state.detail.viewer = { ...(state.detail.viewer ?? NO_VIEWER), isWishlisted: action.payload.wishlisted };
      }
    },
    wishlistFailed(state, action: PayloadAction<ErrorInfo>) {
      state.wishlist = { busy: false, error: action.payload };
    },

    reviewsRequested(state, action: PayloadAction<{ courseId: number; page: number }>) {
      state.reviews.status = 'loading';
      state.reviews.error = null;
      if (action.payload.page <= 1) state.reviews.items = [];
    },
    /** Page 1 replaces the list; later pages are appended ("more reviews"). */
    reviewsLoaded(state, action: PayloadAction<Page<Review>>) {
      const { items, total, page, pageSize } = action.payload;
      const known = new Set(state.reviews.items.map((r) => r.id));
      state.reviews = {
        items: page <= 1 ? items : [...state.reviews.items, ...items.filter((r) => !known.has(r.id))],
        total,
        page,
        pageSize,
        status: 'loaded',
        error: null,
      };
    },
    reviewsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.reviews.status = 'failed';
      state.reviews.error = action.payload;
    },

    reviewSubmitted(state, _action: PayloadAction<ReviewSubmittedPayload>) {
      state.reviewForm = { status: 'requested', error: null };
    },
    reviewCreated(state, action: PayloadAction<Review>) {
      state.reviewForm = { status: 'success', error: null };
      const review = action.payload;
      state.reviews.items = [review, ...state.reviews.items.filter((r) => r.id !== review.id)];
      state.reviews.total += 1;
      if (state.detail && state.detail.id === review.courseId) {
        const d = state.detail;
        d.ratingAvg = (d.ratingAvg * d.ratingCount + review.rating) / (d.ratingCount + 1);
        d.ratingCount += 1;
        d.viewer = { ...(d.viewer ?? NO_VIEWER), hasReviewed: true };
      }
    },
    reviewFailed(state, action: PayloadAction<ErrorInfo>) {
      state.reviewForm = { status: 'failure', error: action.payload };
      // 409 REVIEW_EXISTS: the student has reviewed already (another tab); the form goes away.
      if (action.payload.code === 'REVIEW_EXISTS' && state.detail) state.detail.viewer = { ...(state.detail.viewer ?? NO_VIEWER), hasReviewed: true };
    },
  },
});

export const courseActions = courseSlice.actions;
export const courseReducer = courseSlice.reducer;

interface WithCourse {
  course: CourseState;
}
export const selectCourse = (state: WithCourse): CourseState => state.course;
export const selectCourseDetail = (state: WithCourse): CourseDetail | null => state.course.detail;

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
