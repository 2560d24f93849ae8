import type { Page } from '../../shared/schemas/common';
import type { CourseDetail, CourseListQuery, CourseSummary } from '../../shared/schemas/courses';
import { apiPath } from '../../shared/apiPaths';
import { COURSE_API_ROUTES } from '../../shared/courseApiPaths';
import { apiRequest } from './apiClient';

/** The catalogue: filters, search, sort and a page. A category includes its sub-categories. */
export function list(query: CourseListQuery = {}): Promise<Page<CourseSummary>> {
  // The parameters in one order, whatever the caller's: equal queries, equal URLs (the catalogue cache's key).
  return apiRequest<Page<CourseSummary>>('GET', apiPath(COURSE_API_ROUTES.courses, null, {
      categoryId: query.categoryId,
      search: query.search,
      level: query.level,
      price: query.price,
      language: query.language,
      sort: query.sort,
      featured: query.featured || undefined,
      page: query.page,
      pageSize: query.pageSize,
    }));
}

/** One course with its curriculum; a signed-in caller also gets `viewer` (progress, wishlist, review). */
export function get(idOrSlug: string | number): Promise<CourseDetail> {
  return apiRequest<CourseDetail>('GET', apiPath(COURSE_API_ROUTES.course, { idOrSlug }));
}
