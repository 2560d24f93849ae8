// The teaching calls of the instructor area: dashboard, students (and their CSV), announcements, reviews.
import { apiPath } from '../../shared/apiPaths';
import { INSTRUCTOR_API_ROUTES } from '../../shared/studioApiPaths';
import type { ReviewReply } from '../../shared/schemas/courses';
import type {
  AnnouncementAccepted,
  AnnouncementRequest,
  DashboardPeriod,
  InstructorDashboard,
  InstructorReviewPage,
  InstructorReviewsQuery,
  InstructorStudentPage,
  StudentsCsvQuery,
  StudentsQuery,
} from '../../shared/schemas/studioTeaching';
import { apiRequest } from './apiClient';
import { downloadFile, type DownloadedFile } from './download';

export function getDashboard(days: DashboardPeriod): Promise<InstructorDashboard> {
  return apiRequest<InstructorDashboard>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorDashboard, null, { days }));
}

export function listStudents(query: StudentsQuery): Promise<InstructorStudentPage> {
  return apiRequest<InstructorStudentPage>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorStudents, null, { ...query }));
}

export type { DownloadedFile } from './download';

/** The students list as a CSV file (fetched with the Bearer token, so a plain link cannot do it). */
export function downloadStudentsCsv(query: StudentsCsvQuery): Promise<DownloadedFile> {
  return downloadFile(apiPath(INSTRUCTOR_API_ROUTES.instructorStudentsCsv, null, { ...query }), 'text/csv', 'students.csv');
}

export function sendAnnouncement(courseId: number, request: AnnouncementRequest): Promise<AnnouncementAccepted> {
  return apiRequest<AnnouncementAccepted>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorCourseAnnouncements, { id: courseId }), { body: request });
}

export function listReviews(query: InstructorReviewsQuery): Promise<InstructorReviewPage> {
  return apiRequest<InstructorReviewPage>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorReviews, null, { ...query }));
}

export function saveReply(reviewId: number, text: string): Promise<ReviewReply> {
  return apiRequest<ReviewReply>('PUT', apiPath(INSTRUCTOR_API_ROUTES.instructorReviewReply, { id: reviewId }), { body: { text } });
}

export function deleteReply(reviewId: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(INSTRUCTOR_API_ROUTES.instructorReviewReply, { id: reviewId }));
}

export function reportReview(reviewId: number, reason: string): Promise<void> {
  return apiRequest<void>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorReviewReport, { id: reviewId }), { body: { reason } });
}
