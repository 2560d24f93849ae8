import type { Page } from '../../shared/schemas/common';
import type { Review, ReviewRequest } from '../../shared/schemas/courses';
import { apiRequest } from './apiClient';
import { COURSE_PATHS, type PageParams } from './coursePaths';

export function list(courseId: number, params: PageParams = {}): Promise<Page<Review>> {
  return apiRequest<Page<Review>>('GET', COURSE_PATHS.reviews(courseId, params));
}

/** Enrolled students only (403 NOT_ENROLLED), once per course (409 REVIEW_EXISTS). */
export function create(courseId: number, review: ReviewRequest): Promise<Review> {
  return apiRequest<Review>('POST', COURSE_PATHS.reviews(courseId), { body: review });
}
