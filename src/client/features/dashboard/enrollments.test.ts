import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import { rootReducer } from '../../app/rootReducer';
import { aCourseSummary, anEnrollment, pageOf } from '../../testing/courseFixtures';
import { ENROLLMENTS_PAGE_SIZE, fetchEnrollmentsSaga } from './enrollmentsSaga';
import { enrollmentCounts, enrollmentsActions } from './enrollmentsSlice';

describe('enrolments', () => {
  it('counts enrolled, in progress, completed and certificates', () => {
    const done = anEnrollment({ course: aCourseSummary({ id: 2 }), completedAt: '2026-03-01T00:00:00.000Z', completedLessons: 3, progressPercent: 100, certificateCode: 'C' });
    expect(enrollmentCounts([anEnrollment(), done])).toEqual({ enrolled: 2, inProgress: 1, completed: 1, certificates: 1 });
  });

  it('loads the first page', async () => {
    const page = pageOf([anEnrollment()]);
    const { storeState } = await expectSaga(fetchEnrollmentsSaga, enrollmentsActions.fetchRequested({ page: 1 }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(enrollmentsApi.list), page]])
      .call(enrollmentsApi.list, { page: 1, pageSize: ENROLLMENTS_PAGE_SIZE })
      .run();
    expect(storeState.enrollments).toMatchObject({ status: 'loaded', total: 1, page: 1 });
  });

  it('stores a failure', () =>
    expectSaga(fetchEnrollmentsSaga, enrollmentsActions.fetchRequested({ page: 1 }))
      .provide([[matchers.call.fn(enrollmentsApi.list), throwError(new ApiError({ status: 401, code: 'AUTH_REQUIRED', message: 'x' }))]])
      .put(enrollmentsActions.fetchFailed({ code: 'AUTH_REQUIRED', message: 'x' }))
      .run());
});
