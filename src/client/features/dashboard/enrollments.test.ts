import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { aCourseSummary, anEnrollment, pageOf } from '../../testing/courseFixtures';
import { rootStateWith } from '../../testing/rootState';
import { ENROLLMENTS_PAGE_SIZE, enrollmentsSaga } from './enrollmentsSaga';
import { enrollmentCounts, enrollmentsActions, initialEnrollmentsState, selectEnrollments } from './enrollmentsSlice';

afterEach(() => jest.restoreAllMocks());

/** Runs the enrolments' watcher on the real reducer, asking for `page`; the final state. */
async function loadEnrollments(page: number, state = rootStateWith()) {
  const { storeState } = await expectSaga(enrollmentsSaga).withReducer(rootReducer, state).dispatch(enrollmentsActions.fetchRequested({ page })).silentRun(30);
  return storeState as RootState;
}

describe('enrolments', () => {
  it('counts enrolled, in progress, completed and certificates', () => {
    const done = anEnrollment({ course: aCourseSummary({ id: 2 }), completedAt: '2026-03-01T00:00:00.000Z', completedLessons: 3, progressPercent: 100, certificateCode: 'C' });
    expect(enrollmentCounts([anEnrollment(), done])).toEqual({ enrolled: 2, inProgress: 1, completed: 1, certificates: 1 });
  });

  it('loads the first page', async () => {
    const page = pageOf([anEnrollment()]);
    const list = jest.spyOn(enrollmentsApi, 'list').mockResolvedValue(page);
    const state = await loadEnrollments(1);
    expect(list).toHaveBeenCalledWith({ page: 1, pageSize: ENROLLMENTS_PAGE_SIZE });
    expect(selectEnrollments(state)).toEqual({ status: 'succeeded', key: null, data: page, error: null });
  });

  it('appends a later page ("show more") without repeating a course', async () => {
    const first = anEnrollment({ course: aCourseSummary({ id: 1 }) });
    const second = anEnrollment({ course: aCourseSummary({ id: 2 }) });
    const shown = rootStateWith({ enrollments: { ...initialEnrollmentsState, status: 'succeeded', data: pageOf([first], { total: 2, pageSize: 1 }) } });
    const list = jest.spyOn(enrollmentsApi, 'list').mockResolvedValue(pageOf([first, second], { total: 2, page: 2, pageSize: 1 }));
    const state = await loadEnrollments(2, shown);
    expect(list).toHaveBeenCalledWith({ page: 2, pageSize: ENROLLMENTS_PAGE_SIZE });
    expect(state.enrollments.data?.items.map((e) => e.course.id)).toEqual([1, 2]);
    expect(state.enrollments.data).toMatchObject({ total: 2, page: 2 });
  });

  it('stores a failure, keeping what was shown', async () => {
    const shown = rootStateWith({ enrollments: { ...initialEnrollmentsState, status: 'succeeded', data: pageOf([anEnrollment()]) } });
    jest.spyOn(enrollmentsApi, 'list').mockRejectedValue(new ApiError({ status: 401, code: 'AUTH_REQUIRED', message: 'x' }));
    const state = await loadEnrollments(1, shown);
    expect(state.enrollments.status).toBe('failed');
    expect(state.enrollments.error).toMatchObject({ code: 'AUTH_REQUIRED', message: 'x', status: 401 });
    expect(state.enrollments.data?.items).toHaveLength(1);
  });
});
