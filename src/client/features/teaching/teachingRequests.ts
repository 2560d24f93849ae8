// Teaching as requests (app/request.ts): the dashboard, the students list, its CSV export, course
// announcements, and the reviews with their replies and reports. Only the lazily loaded teaching pages
// import this file, so its code stays in the instructor chunk.
import { call } from 'redux-saga/effects';
import type { ReviewReply } from '../../../shared/schemas/courses';
import type {
  AnnouncementAccepted,
  DashboardPeriod,
  InstructorDashboard,
  InstructorReviewPage,
  InstructorReviewsQuery,
  InstructorStudentPage,
  StudentsCsvQuery,
  StudentsQuery,
} from '../../../shared/schemas/studioTeaching';
import * as teachingApi from '../../api/teachingApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';
import { saveFile } from './saveFile';

export const dashboardRequest = defineRequest<DashboardPeriod, InstructorDashboard>('teaching/dashboard', (days) => teachingApi.getDashboard(days), { keyOf: String });

export const studentsRequest = defineRequest<StudentsQuery, InstructorStudentPage>('teaching/students', (query) => teachingApi.listStudents(query));

/** Downloads the CSV of the students list (same filters) and saves it as a file. */
export function* exportStudentsCsv(query: StudentsCsvQuery) {
  const file: teachingApi.DownloadedFile = yield* callTracked(teachingApi.downloadStudentsCsv, query);
  yield call(saveFile, file.blob, file.fileName);
  return file.fileName;
}
export const studentsCsvRequest = defineRequest('teaching/studentsCsv', exportStudentsCsv, { mode: 'leading' });

export interface AnnouncementArg {
  courseId: number;
  subject: string;
  body: string;
}

export const announcementRequest = defineRequest(
  'teaching/announcement',
  function* ({ courseId, subject, body }: AnnouncementArg) {
    const accepted: AnnouncementAccepted = yield* callTracked(teachingApi.sendAnnouncement, courseId, { subject, body });
    return accepted;
  },
  { mode: 'leading' },
);

export const reviewsRequest = defineRequest<InstructorReviewsQuery, InstructorReviewPage>('teaching/reviews', (query) => teachingApi.listReviews(query));

export interface ReplyArg {
  reviewId: number;
  text: string;
}

export const replySaveRequest = defineRequest(
  'teaching/replySave',
  function* ({ reviewId, text }: ReplyArg) {
    const reply: ReviewReply = yield* callTracked(teachingApi.saveReply, reviewId, text);
    return { reviewId, reply };
  },
  { mode: 'leading' },
);

export const replyDeleteRequest = defineRequest(
  'teaching/replyDelete',
  function* (reviewId: number) {
    yield* callTracked(teachingApi.deleteReply, reviewId);
    return reviewId;
  },
  { mode: 'leading', keyOf: String },
);

export interface ReportArg {
  reviewId: number;
  reason: string;
}

export const reportRequest = defineRequest(
  'teaching/report',
  function* ({ reviewId, reason }: ReportArg) {
    yield* callTracked(teachingApi.reportReview, reviewId, reason);
    return reviewId;
  },
  { mode: 'leading' },
);
