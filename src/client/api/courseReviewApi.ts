// The admin's review of submitted courses and draft revisions (/api/Admin/Courses).
import { apiPath } from '../../shared/apiPaths';
import type { CourseInReview, CourseReview } from '../../shared/schemas/studio';
import { ADMIN_API_ROUTES } from '../../shared/studioApiPaths';
import { apiRequest } from './apiClient';

export function inReview(): Promise<CourseInReview[]> {
  return apiRequest<CourseInReview[]>('GET', apiPath(ADMIN_API_ROUTES.adminCourseReviews));
}

export function review(id: number): Promise<CourseReview> {
  return apiRequest<CourseReview>('GET', apiPath(ADMIN_API_ROUTES.adminCourseReview, { id }));
}

export function approve(id: number): Promise<unknown> {
  return apiRequest<unknown>('POST', apiPath(ADMIN_API_ROUTES.adminCourseApprove, { id }));
}

export function reject(id: number, reason: string): Promise<unknown> {
  return apiRequest<unknown>('POST', apiPath(ADMIN_API_ROUTES.adminCourseReject, { id }), { body: { reason } });
}
