import type { Page } from '../../shared/schemas/common';
import type { Enrollment } from '../../shared/schemas/courses';
import { apiRequest } from './apiClient';
import { COURSE_PATHS, type PageParams } from './coursePaths';

/** Enrols in a free course (a paid one answers 402 PAYMENT_REQUIRED). */
export function enroll(courseId: number): Promise<Enrollment> {
  return apiRequest<Enrollment>('POST', COURSE_PATHS.enroll(courseId));
}

/** My enrolments, most recent first. */
export function list(params: PageParams = {}): Promise<Page<Enrollment>> {
  return apiRequest<Page<Enrollment>>('GET', COURSE_PATHS.enrollments(params));
}
