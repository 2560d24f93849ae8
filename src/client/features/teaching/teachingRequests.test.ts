// The teaching requests: the CSV export saga step by step (redux-saga-test-plan), the others in a real store.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as teachingApi from '../../api/teachingApi';
import { ApiError } from '../../api/apiError';
import { runRequest } from '../../testing/requestStore';
import { saveFile } from './saveFile';
import { announcementRequest, exportStudentsCsv, replySaveRequest, studentsRequest } from './teachingRequests';

jest.mock('../../api/teachingApi');

beforeEach(() => jest.resetAllMocks());

describe('exportStudentsCsv', () => {
  it('downloads the CSV with the filters and hands it to the browser as a file', () => {
    const blob = new Blob(['\uFEFFStudent\r\n'], { type: 'text/csv' });
    return expectSaga(exportStudentsCsv, { courseId: 7, sort: 'name', order: 'asc' })
      .provide([
        [matchers.call.fn(teachingApi.downloadStudentsCsv), { blob, fileName: 'students-7.csv' }],
        [matchers.call.fn(saveFile), undefined],
      ])
      .call(teachingApi.downloadStudentsCsv, { courseId: 7, sort: 'name', order: 'asc' })
      .call(saveFile, blob, 'students-7.csv')
      .returns('students-7.csv')
      .run();
  });

  it('saves nothing when the download fails', () => {
    const error = new ApiError({ status: 404, code: 'COURSE_NOT_FOUND', message: 'No such course.' });
    return expectSaga(function* () {
      try {
        yield* exportStudentsCsv({ courseId: 9 });
      } catch (e) {
        return (e as ApiError).code;
      }
      return 'no error';
    })
      .provide([[matchers.call.fn(teachingApi.downloadStudentsCsv), throwError(error)]])
      .not.call.fn(saveFile)
      .returns('COURSE_NOT_FOUND')
      .run();
  });
});

describe('teaching requests in a store', () => {
  it('loads the students page for the query', async () => {
    jest.mocked(teachingApi.listStudents).mockResolvedValue({ items: [], total: 0, page: 2, pageSize: 20, courses: [] });
    const { state } = await runRequest(studentsRequest, { courseId: 3, search: 'ann', sort: 'progress', order: 'desc', page: 2, pageSize: 20 });
    expect(teachingApi.listStudents).toHaveBeenCalledWith({ courseId: 3, search: 'ann', sort: 'progress', order: 'desc', page: 2, pageSize: 20 });
    expect(state).toMatchObject({ status: 'succeeded', data: { page: 2 } });
  });

  it('keeps the code of a refused announcement for the dialog to translate', async () => {
    jest.mocked(teachingApi.sendAnnouncement).mockRejectedValue(new ApiError({ status: 429, code: 'ANNOUNCEMENT_RATE_LIMITED', message: 'Too many' }));
    const { state } = await runRequest(announcementRequest, { courseId: 4, subject: 'Hi', body: 'There' });
    expect(teachingApi.sendAnnouncement).toHaveBeenCalledWith(4, { subject: 'Hi', body: 'There' });
    expect(state).toMatchObject({ status: 'failed', error: { code: 'ANNOUNCEMENT_RATE_LIMITED', status: 429 } });
  });

  it('answers a saved reply with the review it belongs to', async () => {
    const reply = { text: 'Thanks', updatedAt: '2026-05-01T00:00:00.000Z', instructorName: 'Kru' };
    jest.mocked(teachingApi.saveReply).mockResolvedValue(reply);
    const { state } = await runRequest(replySaveRequest, { reviewId: 12, text: 'Thanks' });
    expect(state.data).toEqual({ reviewId: 12, reply });
  });
});
