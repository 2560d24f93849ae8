import type { Page } from '../../shared/schemas/common';
import type { Enrollment } from '../../shared/schemas/courses';
import { apiPath, type PageParams } from '../../shared/apiPaths';
import { COURSE_API_ROUTES } from '../../shared/courseApiPaths';
import { apiRequest } from './apiClient';

/** Enrols in a free course (a paid one answers 402 PAYMENT_REQUIRED). */
export function enroll(courseId: number): Promise<Enrollment> {
  return apiRequest<Enrollment>('POST', apiPath(COURSE_API_ROUTES.courseEnroll, { id: courseId }));
}

/** Leaves a free course (its progress is kept 30 days for a return); a paid one answers 409 LEAVE_PAID_COURSE. */
export function leave(courseId: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(COURSE_API_ROUTES.courseEnroll, { id: courseId }));
}

/** My enrolments, most recent first. */
export function list(params: PageParams = {}): Promise<Page<Enrollment>> {
  return apiRequest<Page<Enrollment>>('GET', apiPath(COURSE_API_ROUTES.enrollments, null, { page: params.page, pageSize: params.pageSize }));
}
