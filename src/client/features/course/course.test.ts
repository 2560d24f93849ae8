import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as coursesApi from '../../api/coursesApi';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import * as reviewsApi from '../../api/reviewsApi';
import * as wishlistApi from '../../api/wishlistApi';
import { rootReducer } from '../../app/rootReducer';
import { rootStateWith } from '../../testing/rootState';
import { aCourseDetail, aCourseSummary, anEnrolledViewer, anEnrollment, aReview, pageOf } from '../../testing/courseFixtures';
import { enrolSaga, loadCourseSaga, loadReviewsSaga, REVIEWS_PAGE_SIZE, submitReviewSaga, toggleWishlistSaga } from './courseSaga';
import { courseActions, firstLessonId, initialCourseState, resumeLessonId } from './courseSlice';

const withCourse = (detail = aCourseDetail()) => rootStateWith({ course: { ...initialCourseState, idOrSlug: detail.slug, detail, status: 'loaded' } });

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

describe('loadCourseSaga', () => {
  it('loads the course, then its first page of reviews', async () => {
    const detail = aCourseDetail();
    const { storeState } = await expectSaga(loadCourseSaga, courseActions.loadRequested('react-fundamentals'))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(coursesApi.get), detail]])
      .call(coursesApi.get, 'react-fundamentals')
      .put(courseActions.loaded(detail))
      .put(courseActions.reviewsRequested({ courseId: 7, page: 1 }))
      .run();
    expect(storeState.course.detail).toEqual(detail);
  });

  it('stores a 404', async () => {
    const { storeState } = await expectSaga(loadCourseSaga, courseActions.loadRequested('nope'))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(coursesApi.get), throwError(new ApiError({ status: 404, code: 'COURSE_NOT_FOUND', message: 'No such course.' }))]])
      .put(courseActions.loadFailed({ code: 'COURSE_NOT_FOUND', message: 'No such course.' }))
      .not.put.actionType(courseActions.reviewsRequested.type)
      .run();
    expect(storeState.course.status).toBe('failed');
  });
});

describe('loadReviewsSaga', () => {
  it('appends later pages', async () => {
    const first = aReview({ id: 1 });
    const second = aReview({ id: 2 });
    const state = withCourse();
    state.course.reviews = { items: [first], total: 2, page: 1, pageSize: REVIEWS_PAGE_SIZE, status: 'loaded', error: null };
    const { storeState } = await expectSaga(loadReviewsSaga, courseActions.reviewsRequested({ courseId: 7, page: 2 }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(reviewsApi.list), pageOf([second], { total: 2, page: 2, pageSize: REVIEWS_PAGE_SIZE })]])
      .call(reviewsApi.list, 7, { page: 2, pageSize: REVIEWS_PAGE_SIZE })
      .run();
    expect((storeState.course.reviews.items as { id: number }[]).map((r) => r.id)).toEqual([1, 2]);
  });

  it('stores the failure', () =>
    expectSaga(loadReviewsSaga, courseActions.reviewsRequested({ courseId: 7, page: 1 }))
      .provide([[matchers.call.fn(reviewsApi.list), throwError(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }))]])
      .put(courseActions.reviewsFailed({ code: 'NETWORK', message: 'offline' }))
      .run());
});

describe('enrolSaga', () => {
  it('marks the caller enrolled with the new count', async () => {
    const enrollment = anEnrollment({ course: aCourseSummary({ enrollmentCount: 341 }), completedLessons: 0, lastLesson: null, progressPercent: 0 });
    const { storeState } = await expectSaga(enrolSaga, courseActions.enrolRequested({ courseId: 7 }))
      .withReducer(rootReducer, withCourse())
      .provide([[matchers.call.fn(enrollmentsApi.enroll), enrollment]])
      .call(enrollmentsApi.enroll, 7)
      .put(courseActions.enrolled(enrollment))
      .run();
    expect(storeState.course.detail?.viewer).toMatchObject({ isEnrolled: true, completedLessons: 0, lastLessonId: null });
    expect(storeState.course.detail?.enrollmentCount).toBe(341);
    expect(storeState.ui.loadingCount).toBe(0);
  });

  it('keeps 402 PAYMENT_REQUIRED for the notice', async () => {
    const { storeState } = await expectSaga(enrolSaga, courseActions.enrolRequested({ courseId: 7 }))
      .withReducer(rootReducer, withCourse())
      .provide([[matchers.call.fn(enrollmentsApi.enroll), throwError(new ApiError({ status: 402, code: 'PAYMENT_REQUIRED', message: 'Pay' }))]])
      .put(courseActions.enrolFailed({ code: 'PAYMENT_REQUIRED', message: 'Pay' }))
      .run();
    expect(storeState.course.enrol).toEqual({ status: 'failure', error: { code: 'PAYMENT_REQUIRED', message: 'Pay' } });
    expect(storeState.course.detail?.viewer).toBeNull();
  });
});

describe('toggleWishlistSaga', () => {
  it('saves the course', async () => {
    const { storeState } = await expectSaga(toggleWishlistSaga, courseActions.wishlistToggleRequested({ courseId: 7, wishlisted: true }))
      .withReducer(rootReducer, withCourse(aCourseDetail({ viewer: anEnrolledViewer() })))
      .provide([[matchers.call.fn(wishlistApi.add), { courseId: 7, addedAt: '2026-01-01T00:00:00.000Z' }]])
      .call(wishlistApi.add, 7)
      .not.call.fn(wishlistApi.remove)
      .run();
    expect(storeState.course.detail?.viewer?.isWishlisted).toBe(true);
    expect(storeState.course.wishlist.busy).toBe(false);
  });

  it('removes the course', async () => {
    const { storeState } = await expectSaga(toggleWishlistSaga, courseActions.wishlistToggleRequested({ courseId: 7, wishlisted: false }))
      .withReducer(rootReducer, withCourse(aCourseDetail({ viewer: anEnrolledViewer({ isWishlisted: true }) })))
      .provide([[matchers.call.fn(wishlistApi.remove), undefined]])
      .call(wishlistApi.remove, 7)
      .run();
    expect(storeState.course.detail?.viewer?.isWishlisted).toBe(false);
  });

  it('reports a failure and keeps the state', async () => {
    const { storeState } = await expectSaga(toggleWishlistSaga, courseActions.wishlistToggleRequested({ courseId: 7, wishlisted: true }))
      .withReducer(rootReducer, withCourse(aCourseDetail({ viewer: anEnrolledViewer() })))
      .provide([[matchers.call.fn(wishlistApi.add), throwError(new ApiError({ status: 401, code: 'AUTH_REQUIRED', message: 'x' }))]])
      .put(courseActions.wishlistFailed({ code: 'AUTH_REQUIRED', message: 'x' }))
      .run();
    expect(storeState.course.detail?.viewer?.isWishlisted).toBe(false);
  });
});

describe('submitReviewSaga', () => {
  it('adds the review, updates the rating and hides the form', async () => {
    const review = aReview({ id: 9, rating: 5 });
    const { storeState } = await expectSaga(submitReviewSaga, courseActions.reviewSubmitted({ courseId: 7, rating: 5, text: 'Clear' }))
      .withReducer(rootReducer, withCourse(aCourseDetail({ ratingAvg: 4, ratingCount: 1, viewer: anEnrolledViewer() })))
      .provide([[matchers.call.fn(reviewsApi.create), review]])
      .call(reviewsApi.create, 7, { rating: 5, text: 'Clear' })
      .run();
    expect(storeState.course.reviews.items[0]).toEqual(review);
    expect(storeState.course.detail).toMatchObject({ ratingAvg: 4.5, ratingCount: 2, viewer: { hasReviewed: true } });
  });

  it('409 REVIEW_EXISTS: keeps the code for the translated message and hides the form', async () => {
    const { storeState } = await expectSaga(submitReviewSaga, courseActions.reviewSubmitted({ courseId: 7, rating: 3, text: '' }))
      .withReducer(rootReducer, withCourse(aCourseDetail({ viewer: anEnrolledViewer() })))
      .provide([[matchers.call.fn(reviewsApi.create), throwError(new ApiError({ status: 409, code: 'REVIEW_EXISTS', message: 'Already' }))]])
      .put(courseActions.reviewFailed({ code: 'REVIEW_EXISTS', message: 'Already' }))
      .run();
    expect(storeState.course.reviewForm.status).toBe('failure');
    expect(storeState.course.detail?.viewer?.hasReviewed).toBe(true);
  });
});
