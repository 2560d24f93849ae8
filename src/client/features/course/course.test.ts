import { waitFor } from '@testing-library/react';
import type { Action } from 'redux';
import type { CourseDetail, ReviewPage } from '../../../shared/schemas/courses';
import { ApiError } from '../../api/apiError';
import * as coursesApi from '../../api/coursesApi';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import * as reviewsApi from '../../api/reviewsApi';
import * as wishlistApi from '../../api/wishlistApi';
import type { RootState } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import '../../testing/lazySlices';
import { rootStateWith, runWatcher } from '../../testing/rootState';
import { aCourseDetail, aCourseSummary, anEnrolledViewer, anEnrollment, aReview, aReviewPage } from '../../testing/courseFixtures';
import { courseSaga, REVIEWS_PAGE_SIZE } from './courseSaga';
import { courseActions, firstLessonId, initialCourseState, resumeLessonId, selectCourse } from './courseSlice';

/** A course page showing `detail`, with `reviews` loaded when given. */
const showing = (detail: CourseDetail = aCourseDetail(), reviews: ReviewPage | null = null) =>
  rootStateWith({
    course: {
      ...initialCourseState,
      detail: { status: 'succeeded', key: detail.slug, data: detail, error: null },
      reviews: reviews ? { status: 'succeeded', key: String(detail.id), data: reviews, error: null } : initialCourseState.reviews,
    },
  });

const run = (state: RootState, ...actions: Action[]) => runWatcher(courseSaga, state, ...actions);

afterEach(() => jest.restoreAllMocks());

describe('course helpers', () => {
  it('resumes at the last lesson, else the first not completed, else the first', () => {
    const course = aCourseDetail();
    expect(firstLessonId(course)).toBe(101);
    expect(resumeLessonId({ ...course, viewer: anEnrolledViewer({ lastLessonId: 103 }) })).toBe(103);
    const started = aCourseDetail();
    started.sections[0]!.lessons[0]!.isCompleted = true;
    expect(resumeLessonId({ ...started, viewer: anEnrolledViewer() })).toBe(102);
  });
});

describe('loading a course', () => {
  it('loads the course, then its first page of reviews', async () => {
    const detail = aCourseDetail();
    const reviews = aReviewPage([aReview()], { pageSize: REVIEWS_PAGE_SIZE });
    const get = jest.spyOn(coursesApi, 'get').mockResolvedValue(detail);
    const list = jest.spyOn(reviewsApi, 'list').mockResolvedValue(reviews);
    const state = await run(rootStateWith(), courseActions.loadRequested('react-fundamentals'));
    expect(get).toHaveBeenCalledWith('react-fundamentals');
    expect(list).toHaveBeenCalledWith(7, { page: 1, pageSize: REVIEWS_PAGE_SIZE });
    expect(selectCourse(state).detail).toEqual({ status: 'succeeded', key: 'react-fundamentals', data: detail, error: null });
    expect(selectCourse(state).reviews).toEqual({ status: 'succeeded', key: '7', data: reviews, error: null });
  });

  it('stores a 404 and asks for no reviews', async () => {
    jest.spyOn(coursesApi, 'get').mockRejectedValue(new ApiError({ status: 404, code: 'COURSE_NOT_FOUND', message: 'No such course.' }));
    const list = jest.spyOn(reviewsApi, 'list');
    const state = await run(rootStateWith(), courseActions.loadRequested('nope'));
    expect(selectCourse(state).detail).toMatchObject({ status: 'failed', key: 'nope', data: null, error: { code: 'COURSE_NOT_FOUND', status: 404 } });
    expect(list).not.toHaveBeenCalled();
    expect(selectCourse(state).reviews.status).toBe('idle');
  });
});

describe('loading reviews', () => {
  it('appends later pages', async () => {
    const first = aReview({ id: 1 });
    const second = aReview({ id: 2 });
    const list = jest.spyOn(reviewsApi, 'list').mockResolvedValue(aReviewPage([second], { total: 2, page: 2, pageSize: REVIEWS_PAGE_SIZE }));
    const state = await run(showing(aCourseDetail(), aReviewPage([first], { total: 2, pageSize: REVIEWS_PAGE_SIZE })), courseActions.reviewsRequested({ courseId: 7, page: 2 }));
    expect(list).toHaveBeenCalledWith(7, { page: 2, pageSize: REVIEWS_PAGE_SIZE });
    expect(selectCourse(state).reviews.data?.items.map((r) => r.id)).toEqual([1, 2]);
    expect(selectCourse(state).reviews.data).toMatchObject({ total: 2, page: 2 });
  });

  it('stores the failure', async () => {
    jest.spyOn(reviewsApi, 'list').mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    const state = await run(showing(), courseActions.reviewsRequested({ courseId: 7, page: 1 }));
    expect(selectCourse(state).reviews).toMatchObject({ status: 'failed', key: '7', error: { code: 'NETWORK', message: 'offline' } });
  });
});

describe('enrolling', () => {
  it('marks the caller enrolled with the new count, without leaving the overlay on', async () => {
    const enrollment = anEnrollment({ course: aCourseSummary({ enrollmentCount: 341 }), completedLessons: 0, lastLesson: null, progressPercent: 0 });
    const enroll = jest.spyOn(enrollmentsApi, 'enroll').mockResolvedValue(enrollment);
    const state = await run(showing(), courseActions.enrolRequested({ courseId: 7 }));
    expect(enroll).toHaveBeenCalledWith(7);
    expect(selectCourse(state).enrol).toEqual({ status: 'success', error: null });
    expect(selectCourse(state).detail.data?.viewer).toMatchObject({ isEnrolled: true, completedLessons: 0, lastLessonId: null });
    expect(selectCourse(state).detail.data?.enrollmentCount).toBe(341);
    expect(state.ui.loadingCount).toBe(0);
    // The live region says so (the button that was focused is gone).
    expect(state.ui.announcement).toMatchObject({ key: 'A11Y.ENROLLED', values: { title: aCourseDetail().title } });
  });

  it('sends one request for a double click (real store)', async () => {
    const enroll = jest.spyOn(enrollmentsApi, 'enroll').mockResolvedValue(anEnrollment({ completedLessons: 0, lastLesson: null }));
    const store = makeStore({ startup: false, preloadedState: { ...showing(), locale: { lang: 'en', country: 999 } } });
    store.injectSaga(courseSaga);
    store.dispatch(courseActions.enrolRequested({ courseId: 7 }));
    store.dispatch(courseActions.enrolRequested({ courseId: 7 }));
    await waitFor(() => expect(selectCourse(store.getState()).enrol.status).toBe('success'));
    expect(enroll).toHaveBeenCalledTimes(1);
  });

  it('keeps 402 PAYMENT_REQUIRED for the notice', async () => {
    jest.spyOn(enrollmentsApi, 'enroll').mockRejectedValue(new ApiError({ status: 402, code: 'PAYMENT_REQUIRED', message: 'Pay' }));
    const state = await run(showing(), courseActions.enrolRequested({ courseId: 7 }));
    expect(selectCourse(state).enrol).toEqual({ status: 'failure', error: { code: 'PAYMENT_REQUIRED', message: 'Pay' } });
    expect(selectCourse(state).detail.data?.viewer).toBeNull();
  });
});

describe('coming back to a course left', () => {
  it('reads the course again when the enrolment comes back with progress (for the ticks)', async () => {
    const back = anEnrollment({ completedLessons: 1, lastLesson: { id: 102, title: 'Components and JSX', position: 33 } });
    const reloaded = aCourseDetail({ viewer: anEnrolledViewer({ completedLessons: 1, lastLessonId: 102 }) });
    reloaded.sections[0]!.lessons[0]!.isCompleted = true;
    jest.spyOn(enrollmentsApi, 'enroll').mockResolvedValue(back);
    const get = jest.spyOn(coursesApi, 'get').mockResolvedValue(reloaded);
    jest.spyOn(reviewsApi, 'list').mockResolvedValue(aReviewPage([]));
    const state = await run(showing(), courseActions.enrolRequested({ courseId: 7 }));
    expect(get).toHaveBeenCalledWith('react-fundamentals');
    expect(selectCourse(state).detail.data).toEqual(reloaded);
  });

  it('does not read a fresh enrolment again', async () => {
    jest.spyOn(enrollmentsApi, 'enroll').mockResolvedValue(anEnrollment({ completedLessons: 0, lastLesson: null }));
    const get = jest.spyOn(coursesApi, 'get');
    await run(showing(), courseActions.enrolRequested({ courseId: 7 }));
    expect(get).not.toHaveBeenCalled();
  });
});

describe('leaving', () => {
  it('leaves: the page shows the course as to a student not enrolled, one enrolment fewer', async () => {
    const detail = aCourseDetail({ enrollmentCount: 341, viewer: anEnrolledViewer({ completedLessons: 1, lastLessonId: 102, certificateCode: 'ACAD-1' }) });
    detail.sections[0]!.lessons[0]!.isCompleted = true;
    const leave = jest.spyOn(enrollmentsApi, 'leave').mockResolvedValue(undefined);
    const state = await run(showing(detail), courseActions.leaveRequested({ courseId: 7 }));
    expect(leave).toHaveBeenCalledWith(7);
    expect(selectCourse(state).leave).toEqual({ status: 'success', error: null });
    expect(selectCourse(state).detail.data).toMatchObject({ enrollmentCount: 340, viewer: { isEnrolled: false, completedLessons: 0, lastLessonId: null, certificateCode: 'ACAD-1' } });
    expect(selectCourse(state).detail.data?.sections.flatMap((s) => s.lessons).some((l) => 'isCompleted' in l)).toBe(false);
  });

  it('keeps 409 LEAVE_PAID_COURSE for the message, enrolled as before', async () => {
    jest.spyOn(enrollmentsApi, 'leave').mockRejectedValue(new ApiError({ status: 409, code: 'LEAVE_PAID_COURSE', message: 'Paid' }));
    const state = await run(showing(aCourseDetail({ viewer: anEnrolledViewer() })), courseActions.leaveRequested({ courseId: 7 }));
    expect(selectCourse(state).leave).toEqual({ status: 'failure', error: { code: 'LEAVE_PAID_COURSE', message: 'Paid' } });
    expect(selectCourse(state).detail.data?.viewer?.isEnrolled).toBe(true);
  });
});

describe('the wishlist button', () => {
  it('saves the course', async () => {
    const add = jest.spyOn(wishlistApi, 'add').mockResolvedValue({ courseId: 7, addedAt: '2026-01-01T00:00:00.000Z' });
    const remove = jest.spyOn(wishlistApi, 'remove');
    const state = await run(showing(aCourseDetail({ viewer: anEnrolledViewer() })), courseActions.wishlistToggleRequested({ courseId: 7, wishlisted: true }));
    expect(add).toHaveBeenCalledWith(7);
    expect(remove).not.toHaveBeenCalled();
    expect(selectCourse(state).detail.data?.viewer?.isWishlisted).toBe(true);
    expect(selectCourse(state).wishlist).toEqual({ busy: false, error: null });
    expect(state.ui.announcement).toMatchObject({ key: 'A11Y.WISHLIST_ADDED', values: { title: aCourseDetail().title } });
  });

  it('removes the course', async () => {
    const add = jest.spyOn(wishlistApi, 'add');
    const remove = jest.spyOn(wishlistApi, 'remove').mockResolvedValue(undefined);
    const state = await run(showing(aCourseDetail({ viewer: anEnrolledViewer({ isWishlisted: true }) })), courseActions.wishlistToggleRequested({ courseId: 7, wishlisted: false }));
    expect(remove).toHaveBeenCalledWith(7);
    expect(add).not.toHaveBeenCalled();
    expect(selectCourse(state).detail.data?.viewer?.isWishlisted).toBe(false);
    expect(state.ui.announcement).toMatchObject({ key: 'A11Y.WISHLIST_REMOVED', values: { title: aCourseDetail().title } });
  });

  it('reports a failure and keeps the state', async () => {
    jest.spyOn(wishlistApi, 'add').mockRejectedValue(new ApiError({ status: 401, code: 'AUTH_REQUIRED', message: 'x' }));
    const state = await run(showing(aCourseDetail({ viewer: anEnrolledViewer() })), courseActions.wishlistToggleRequested({ courseId: 7, wishlisted: true }));
    expect(selectCourse(state).wishlist).toEqual({ busy: false, error: { code: 'AUTH_REQUIRED', message: 'x' } });
    expect(selectCourse(state).detail.data?.viewer?.isWishlisted).toBe(false);
  });
});

describe('reviewing', () => {
  it('adds the review, updates the rating and hides the form', async () => {
    const review = aReview({ id: 9, rating: 5 });
    const create = jest.spyOn(reviewsApi, 'create').mockResolvedValue(review);
    const state = await run(
      showing(aCourseDetail({ ratingAvg: 4, ratingCount: 1, viewer: anEnrolledViewer() }), aReviewPage([aReview({ id: 1 })])),
      courseActions.reviewSubmitted({ courseId: 7, rating: 5, text: 'Clear' }),
    );
    expect(create).toHaveBeenCalledWith(7, { rating: 5, text: 'Clear' });
    // The UI language the review is written in goes with it.
    await run(showing(aCourseDetail({ viewer: anEnrolledViewer() })), courseActions.reviewSubmitted({ courseId: 7, rating: 4, text: 'ดีมาก', lang: 'th' }));
    expect(create).toHaveBeenLastCalledWith(7, { rating: 4, text: 'ดีมาก', lang: 'th' });
    expect(selectCourse(state).reviewForm).toEqual({ status: 'success', error: null });
    expect(selectCourse(state).reviews.data?.items.map((r) => r.id)).toEqual([9, 1]);
    expect(selectCourse(state).reviews.data?.total).toBe(2);
    expect(selectCourse(state).detail.data).toMatchObject({ ratingAvg: 4.5, ratingCount: 2, viewer: { hasReviewed: true } });
  });

  it('409 REVIEW_EXISTS: keeps the code for the translated message and hides the form', async () => {
    jest.spyOn(reviewsApi, 'create').mockRejectedValue(new ApiError({ status: 409, code: 'REVIEW_EXISTS', message: 'Already' }));
    const state = await run(showing(aCourseDetail({ viewer: anEnrolledViewer() })), courseActions.reviewSubmitted({ courseId: 7, rating: 3, text: '' }));
    expect(selectCourse(state).reviewForm).toEqual({ status: 'failure', error: { code: 'REVIEW_EXISTS', message: 'Already' } });
    expect(selectCourse(state).detail.data?.viewer?.hasReviewed).toBe(true);
  });
});
