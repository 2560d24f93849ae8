// The admin's courses and categories (/api/Admin/Courses, /api/Admin/Categories): every course with its
// status and owner, what a course or its revision changes (the review's diff), unpublish / republish,
// feature; the category tree (read, and saved whole with If-Match: the tree's version).
import { apiPath } from '../../shared/apiPaths';
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import type { AdminCategoryTree, AdminCourseItem, AdminCoursePage, AdminCourseQuery, CategoryWrite, CourseDiff } from '../../shared/schemas/adminCourses';
import type { CoursesBulkRequest, CoursesBulkResult } from '../../shared/schemas/adminBulk';
import { apiRequest } from './apiClient';

export function listCourses(query: AdminCourseQuery): Promise<AdminCoursePage> {
  return apiRequest<AdminCoursePage>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCourses, null, { ...query }));
}

export function courseDiff(id: number): Promise<CourseDiff> {
  return apiRequest<CourseDiff>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCourseDiff, { id }));
}

export function unpublishCourse(id: number, reason: string): Promise<AdminCourseItem> {
  return apiRequest<AdminCourseItem>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCourseUnpublish, { id }), { body: reason ? { reason } : {} });
}

export function republishCourse(id: number): Promise<AdminCourseItem> {
  return apiRequest<AdminCourseItem>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCourseRepublish, { id }));
}

export function featureCourse(id: number, featured: boolean): Promise<AdminCourseItem> {
  return apiRequest<AdminCourseItem>('PUT', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCourseFeature, { id }), { body: { featured } });
}

export function getCategories(): Promise<AdminCategoryTree> {
  return apiRequest<AdminCategoryTree>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCategories));
}

export function saveCategories(items: CategoryWrite[], version: number): Promise<AdminCategoryTree> {
  return apiRequest<AdminCategoryTree>('PUT', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCategories), { body: { items }, headers: { 'If-Match': `"${version}"` } });
}

/** Unpublish or republish up to BULK_MAX_IDS courses at once; the answer says what became of each. */
export function bulkCourses(request: CoursesBulkRequest): Promise<CoursesBulkResult> {
  return apiRequest<CoursesBulkResult>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCoursesBulk), { body: request });
}
