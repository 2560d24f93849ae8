import type { Page } from '../../shared/schemas/common';
import type { Review, ReviewRequest } from '../../shared/schemas/courses';
import { apiPath, type PageParams } from '../../shared/apiPaths';
import { COURSE_API_ROUTES } from '../../shared/courseApiPaths';
import { apiRequest } from './apiClient';

export function list(courseId: number, params: PageParams = {}): Promise<Page<Review>> {
  return apiRequest<Page<Review>>('GET', apiPath(COURSE_API_ROUTES.courseReviews, { id: courseId }, { page: params.page, pageSize: params.pageSize }));
}

/** Enrolled students only (403 NOT_ENROLLED), once per course (409 REVIEW_EXISTS). */
export function create(courseId: number, review: ReviewRequest): Promise<Review> {
  return apiRequest<Review>('POST', apiPath(COURSE_API_ROUTES.courseReviews, { id: courseId }), { body: review });
}
