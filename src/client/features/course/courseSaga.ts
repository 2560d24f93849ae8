import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CourseDetail, Enrollment, Review, ReviewPage } from '../../../shared/schemas/courses';
import * as coursesApi from '../../api/coursesApi';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import * as reviewsApi from '../../api/reviewsApi';
import * as wishlistApi from '../../api/wishlistApi';
import { toRequestError } from '../../app/request';
import { toErrorInfo } from '../../lib/errors';
import { uiActions } from '../ui';
import { courseActions, selectCourse, type CourseState, type ReviewSubmittedPayload } from './courseSlice';

export const REVIEWS_PAGE_SIZE = 5;

export function* loadCourseSaga(action: PayloadAction<string>) {
  let course: CourseDetail;
  try {
    course = yield call(coursesApi.get, action.payload);
  } catch (error) {
    yield put(courseActions.loadFailed(toRequestError(error)));
    return;
  }
  yield put(courseActions.loaded(course));
  yield put(courseActions.reviewsRequested({ courseId: course.id, page: 1 }));
}

export function* loadReviewsSaga(action: PayloadAction<{ courseId: number; page: number }>) {
  try {
    const page: ReviewPage = yield call(reviewsApi.list, action.payload.courseId, { page: action.payload.page, pageSize: REVIEWS_PAGE_SIZE });
    yield put(courseActions.reviewsLoaded(page));
  } catch (error) {
    yield put(courseActions.reviewsFailed(toRequestError(error)));
  }
}

/**
 * A free course enrols at once; a paid one answers 402 PAYMENT_REQUIRED, which the page explains. A
 * return within 30 days of leaving brings the progress back: the course is read again for its ticks.
 */
export function* enrolSaga(action: PayloadAction<{ courseId: number }>) {
  let enrollment: Enrollment;
  try {
    enrollment = yield call(enrollmentsApi.enroll, action.payload.courseId);
  } catch (error) {
    yield put(courseActions.enrolFailed(toErrorInfo(error)));
    return;
  }
  yield put(courseActions.enrolled(enrollment));
  const { detail }: CourseState = yield select(selectCourse);
  yield put(uiActions.announced({ key: 'A11Y.ENROLLED', values: { title: courseTitle(detail, action.payload.courseId) } }));
  if (enrollment.completedLessons > 0 && detail.key && detail.data?.id === action.payload.courseId) {
    try {
      const course: CourseDetail = yield call(coursesApi.get, detail.key);
      yield put(courseActions.loaded(course));
    } catch (error) {
      // The page stays as the enrolment left it; the ticks come with the next visit.
      yield call(logWarning, 'Reading the course again failed', error);
    }
  }
}

/** The title of the course on the page, for announcements ('' when another course is shown). */
function courseTitle(detail: CourseState['detail'], courseId: number): string {
  return detail.data?.id === courseId ? detail.data.title : '';
}

function logWarning(message: string, error: unknown): void {
  console.warn(message, error);
}

/** Leaves a free course (the page asked for confirmation first). */
export function* leaveSaga(action: PayloadAction<{ courseId: number }>) {
  try {
    yield call(enrollmentsApi.leave, action.payload.courseId);
    yield put(courseActions.left({ courseId: action.payload.courseId }));
  } catch (error) {
    yield put(courseActions.leaveFailed(toErrorInfo(error)));
  }
}

export function* toggleWishlistSaga(action: PayloadAction<{ courseId: number; wishlisted: boolean }>) {
  const { courseId, wishlisted } = action.payload;
  try {
    if (wishlisted) yield call(wishlistApi.add, courseId);
    else yield call(wishlistApi.remove, courseId);
    yield put(courseActions.wishlistToggled({ courseId, wishlisted }));
    const { detail }: CourseState = yield select(selectCourse);
    yield put(uiActions.announced({ key: wishlisted ? 'A11Y.WISHLIST_ADDED' : 'A11Y.WISHLIST_REMOVED', values: { title: courseTitle(detail, courseId) } }));
  } catch (error) {
    yield put(courseActions.wishlistFailed(toErrorInfo(error)));
  }
}

export function* submitReviewSaga(action: PayloadAction<ReviewSubmittedPayload>) {
  const { courseId, ...request } = action.payload;
  try {
    const review: Review = yield call(reviewsApi.create, courseId, request);
    yield put(courseActions.reviewCreated(review));
  } catch (error) {
    yield put(courseActions.reviewFailed(toErrorInfo(error)));
  }
}

export function* courseSaga() {
  yield takeLatest(courseActions.loadRequested.type, loadCourseSaga);
  yield takeLatest(courseActions.reviewsRequested.type, loadReviewsSaga);
  // takeLeading: a double click sends one request.
  yield takeLeading(courseActions.enrolRequested.type, enrolSaga);
  yield takeLeading(courseActions.leaveRequested.type, leaveSaga);
  yield takeLeading(courseActions.wishlistToggleRequested.type, toggleWishlistSaga);
  yield takeLeading(courseActions.reviewSubmitted.type, submitReviewSaga);
}
