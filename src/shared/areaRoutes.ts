// The pages that live inside the account areas' lazy chunks: the admin area's sections and every area's
// item pages (one order, one ticket, one course's editor…), as <Route path> patterns relative to their
// area's root. Only the area chunks (src/client/app/areaPaths.ts and ./areas), the server (the 404 of
// unknown page paths, the links it mails) and tests import this module, so /home's JavaScript carries
// none of it. The top-level patterns and the student's and instructor's sections are in spaRoutes.ts.
import { AUTH_PAGES, CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, ROUTE_SEGMENTS, ROUTES, STATIC_PAGES, STUDENT_SECTIONS } from './spaRoutes';

/** Sections of the admin area (/admin/{section}). */
export const ADMIN_SECTIONS = [
  'people', 'instructor-applications', 'courses', 'course-reviews', 'categories', 'news', 'posts', 'events', 'orders', 'payments', 'refunds', 'payouts', 'support', 'audit-log', 'settings',
] as const;

const { courses: COURSES } = ROUTE_SEGMENTS;

/** Item pages inside the areas, relative to the area's root. */
export const AREA_ROUTES = {
  /** Student area: one order (payment, refund request) and its printable receipt. */
  studentOrder: 'orders/:orderId',
  studentOrderReceipt: 'orders/:orderId/receipt',
  /** Instructor area: the course editor, and the course as a student would see it. */
  instructorCourseEdit: `${COURSES}/:id/edit`,
  instructorCoursePreview: `${COURSES}/:id/preview`,
  /** Instructor area: one quiz's results (attempts, item analysis, essays to grade). */
  instructorQuizResults: 'quiz/:quizId',
  /** Admin area: one course (or draft revision) to approve or reject. */
  adminCourseReview: 'course-reviews/:id',
  /** Admin area: one person; one content item's editor (`new` to create); one order. */
  adminPerson: 'people/:id',
  adminNewsEdit: 'news/:id',
  adminPostEdit: 'posts/:id',
  adminEventEdit: 'events/:id',
  adminOrder: 'orders/:id',
  /** One support ticket's thread: the learner's (student area), a forwarded one (instructor area), the staff's view (admin area). */
  studentTicket: 'support-ticket/:id',
  instructorTicket: 'support/:id',
  adminTicket: 'support/:id',
} as const;

/**
 * The full pattern of every page the SPA shows (redirects included; its 404 page excluded), each
 * starting with '/'.
 */
export function spaPagePatterns(): string[] {
  const top = [
    '',
    ROUTES.signIn,
    ROUTES.home,
    ROUTES.courses,
    ROUTES.course,
    ROUTES.certificate,
    ROUTES.lesson,
    ROUTES.news,
    ROUTES.newsArticle,
    ...Object.values(CONTENT_SECTIONS).flatMap((section) => [section, ROUTES.contentItem(section)]),
    ...STATIC_PAGES,
    ROUTES.contactUs,
    ROUTES.instructorProfile,
    ROUTES.cart,
    ROUTES.checkout,
    ROUTES.testBank,
  ];
  const areas: [root: string, pages: readonly string[]][] = [
    [ROUTES.auth, Object.values(AUTH_PAGES)],
    [ROUTES.student, [...STUDENT_SECTIONS, AREA_ROUTES.studentOrder, AREA_ROUTES.studentOrderReceipt, AREA_ROUTES.studentTicket]],
    [ROUTES.instructor, [...INSTRUCTOR_SECTIONS, AREA_ROUTES.instructorCourseEdit, AREA_ROUTES.instructorCoursePreview, AREA_ROUTES.instructorQuizResults, AREA_ROUTES.instructorTicket]],
    [ROUTES.admin, [...ADMIN_SECTIONS, AREA_ROUTES.adminCourseReview, AREA_ROUTES.adminPerson, AREA_ROUTES.adminNewsEdit, AREA_ROUTES.adminPostEdit, AREA_ROUTES.adminEventEdit, AREA_ROUTES.adminOrder, AREA_ROUTES.adminTicket]],
  ];
  const nested = areas.flatMap(([root, pages]) => [root, ...pages.map((page) => `${root}/${page}`)]);
  return [...top, ...nested].map((pattern) => `/${pattern}`);
}
