// The builders of the paths inside the account areas: the admin's sections and every area's item pages
// (one order, one ticket, one course's editor…). Only pages in the areas' lazy chunks (and the checkout)
// link there, so this module stays out of /home's JavaScript; the shell's builders are in paths.ts.
import { ADMIN_SECTIONS } from '../../shared/areaRoutes';
import { ROUTE_SEGMENTS, ROUTES } from '../../shared/spaRoutes';
import { at, enc, sectionPaths, type PageId } from './paths';

export { ADMIN_SECTIONS, AREA_ROUTES } from '../../shared/areaRoutes';

/** Page ids of the admin's sections ('audit-log' -> `adminPaths.auditLog()`). */
export type AdminPageId = PageId<(typeof ADMIN_SECTIONS)[number]>;

export const studentPaths = {
  order: (orderId: string) => at(ROUTES.student, 'orders', enc(orderId)),
  orderReceipt: (orderId: string) => at(ROUTES.student, 'orders', enc(orderId), 'receipt'),
  ticket: (id: number) => at(ROUTES.student, 'support-ticket', id),
};

export const instructorPaths = {
  courseEdit: (id: number) => at(ROUTES.instructor, ROUTE_SEGMENTS.courses, id, 'edit'),
  coursePreview: (id: number) => at(ROUTES.instructor, ROUTE_SEGMENTS.courses, id, 'preview'),
  /** One quiz's results: attempts, item analysis, regrade and the essays to grade. */
  quizResults: (quizId: number) => at(ROUTES.instructor, 'quiz', quizId),
  ticket: (id: number) => at(ROUTES.instructor, 'support', id),
};

/** The admin area's sections and item pages (its home: `paths.admin.home()`). */
export const adminPaths = {
  ...sectionPaths(ROUTES.admin, ADMIN_SECTIONS),
  courseReview: (id: number) => at(ROUTES.admin, 'course-reviews', id),
  person: (id: string) => at(ROUTES.admin, 'people', enc(id)),
  /** A content item's editor; 'new' creates one. */
  newsEdit: (id: number | 'new') => at(ROUTES.admin, 'news', id),
  postEdit: (id: number | 'new') => at(ROUTES.admin, 'posts', id),
  eventEdit: (id: number | 'new') => at(ROUTES.admin, 'events', id),
  order: (id: string) => at(ROUTES.admin, 'orders', enc(id)),
  ticket: (id: number) => at(ROUTES.admin, 'support', id),
};
