import type { Page } from '../../shared/schemas/common';
import type { CourseDetail, CourseListQuery, CourseSummary } from '../../shared/schemas/courses';
import { apiRequest } from './apiClient';
import { COURSE_PATHS } from './coursePaths';

/** The catalogue: filters, search, sort and a page. A category includes its sub-categories. */
export function list(query: CourseListQuery = {}): Promise<Page<CourseSummary>> {
  return apiRequest<Page<CourseSummary>>('GET', COURSE_PATHS.courses(query));
}

/** One course with its curriculum; a signed-in caller also gets `viewer` (progress, wishlist, review). */
export function get(idOrSlug: string | number): Promise<CourseDetail> {
  return apiRequest<CourseDetail>('GET', COURSE_PATHS.course(idOrSlug));
}
