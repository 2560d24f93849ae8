// The admin's courses and categories as requests (app/request.ts): the course list, an action on one
// course (its answer replaces the row), the category tree and saving it. Only the admin pages import this.
import type { AdminCategoryTree, AdminCourseItem, AdminCoursePage, AdminCourseQuery, CategoryWrite } from '../../../shared/schemas/adminCourses';
import type { CoursesBulkRequest, CoursesBulkResult } from '../../../shared/schemas/adminBulk';
import * as adminCoursesApi from '../../api/adminCoursesApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const ADMIN_COURSES_PAGE_SIZE = 20;

export const adminCoursesRequest = defineRequest<AdminCourseQuery, AdminCoursePage>('adminCourses/list', (query) => adminCoursesApi.listCourses(query));

export type CourseAction = { id: number; action: 'unpublish'; reason: string } | { id: number; action: 'republish' } | { id: number; action: 'feature' | 'unfeature' };

/** One action on a course; a second click while one runs is ignored. */
export const courseActionRequest = defineRequest(
  'adminCourses/action',
  function* (a: CourseAction) {
    let item: AdminCourseItem;
    if (a.action === 'unpublish') item = yield* callTracked(adminCoursesApi.unpublishCourse, a.id, a.reason);
    else if (a.action === 'republish') item = yield* callTracked(adminCoursesApi.republishCourse, a.id);
    else item = yield* callTracked(adminCoursesApi.featureCourse, a.id, a.action === 'feature');
    return { action: a.action, item };
  },
  { mode: 'leading', keyOf: (a) => `${a.id}:${a.action}` },
);

export const categoryTreeRequest = defineRequest<number, AdminCategoryTree>('adminCourses/categories', () => adminCoursesApi.getCategories(), { keyOf: (n) => String(n) });

export const saveCategoriesRequest = defineRequest(
  'adminCourses/saveCategories',
  function* (arg: { items: CategoryWrite[]; version: number }) {
    return yield* callTracked(adminCoursesApi.saveCategories, arg.items, arg.version);
  },
  { mode: 'leading', keyOf: () => 'tree' },
);

/** A bulk action on the selected courses (one at a time); the list is read again by the page. */
export const coursesBulkRequest = defineRequest<CoursesBulkRequest, CoursesBulkResult>('adminCourses/bulk', (request) => adminCoursesApi.bulkCourses(request), { mode: 'leading', keyOf: () => 'bulk' });
