// The teaching calls of the instructor area: dashboard, students (and their CSV), announcements, reviews.
import { API_BASE, apiPath } from '../../shared/apiPaths';
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
import { ApiError, CLIENT_ERROR_CODES, apiRequest, currentAccessToken } from './apiClient';

export function getDashboard(days: DashboardPeriod): Promise<InstructorDashboard> {
  return apiRequest<InstructorDashboard>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorDashboard, null, { days }));
}

export function listStudents(query: StudentsQuery): Promise<InstructorStudentPage> {
  return apiRequest<InstructorStudentPage>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorStudents, null, { ...query }));
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The students list as a CSV file (fetched with the Bearer token, so a plain link cannot do it). */
export async function downloadStudentsCsv(query: StudentsCsvQuery): Promise<DownloadedFile> {
  const token = currentAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${apiPath(INSTRUCTOR_API_ROUTES.instructorStudentsCsv, null, { ...query })}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: error instanceof Error ? error.message : 'Network error' });
  }
  if (!response.ok) {
    let code: string = CLIENT_ERROR_CODES.UNKNOWN;
    try {
      const problem = (await response.json()) as { code?: unknown };
      if (typeof problem.code === 'string') code = problem.code;
    } catch {
      // not problem+json: the generic message
    }
    throw new ApiError({ status: response.status, code, message: `HTTP ${response.status}` });
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'students.csv';
  return { blob: await response.blob(), fileName };
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
