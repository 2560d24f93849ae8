import type { Review, ReviewPage, ReviewRequest } from '../../shared/schemas/courses';
import { apiPath, type PageParams } from '../../shared/apiPaths';
import { COURSE_API_ROUTES } from '../../shared/courseApiPaths';
import { apiRequest } from './apiClient';

/** A page of the course's reviews, newest first, with how many gave each number of stars. */
export function list(courseId: number, params: PageParams = {}): Promise<ReviewPage> {
  return apiRequest<ReviewPage>('GET', apiPath(COURSE_API_ROUTES.courseReviews, { id: courseId }, { page: params.page, pageSize: params.pageSize }));
}

/** Enrolled students only (403 NOT_ENROLLED), once per course (409 REVIEW_EXISTS). */
export function create(courseId: number, review: ReviewRequest): Promise<Review> {
  return apiRequest<Review>('POST', apiPath(COURSE_API_ROUTES.courseReviews, { id: courseId }), { body: review });
}
