import type { Page } from '../../shared/schemas/common';
import type { Review, ReviewRequest } from '../../shared/schemas/courses';
import { API_ROUTES, apiPath, type PageParams } from '../../shared/apiPaths';
import { apiRequest } from './apiClient';

export function list(courseId: number, params: PageParams = {}): Promise<Page<Review>> {
  return apiRequest<Page<Review>>('GET', apiPath(API_ROUTES.courseReviews, { id: courseId }, { page: params.page, pageSize: params.pageSize }));
}

/** Enrolled students only (403 NOT_ENROLLED), once per course (409 REVIEW_EXISTS). */
export function create(courseId: number, review: ReviewRequest): Promise<Review> {
  return apiRequest<Review>('POST', apiPath(API_ROUTES.courseReviews, { id: courseId }), { body: review });
}
