// Every path of the SPA: the patterns the router matches (the route table itself is shared with the
// server: src/shared/spaRoutes.ts) and the builders that links, redirects, menus and sagas use. No
// other client module spells an SPA path (test/paths/noPathLiterals.test.ts).
// Part of /home's JavaScript: plain strings and small functions only.
import { queryString } from '../../shared/apiPaths';
import type { Role } from '../../shared/constants';
import { ADMIN_SECTIONS, AUTH_PAGES, CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, ROUTE_SEGMENTS, ROUTES, STUDENT_SECTIONS, type ContentKind, type StaticPage } from '../../shared/spaRoutes';

export { ADMIN_SECTIONS, AUTH_PAGES, CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, ROUTES, STATIC_PAGES, STUDENT_SECTIONS, type ContentKind, type StaticPage } from '../../shared/spaRoutes';

/** 'course-list' -> 'courseList': the page id of a section. */
export type PageId<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<PageId<Tail>>}` : S;
export const pageId = <S extends string>(section: S) => section.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as PageId<S>;

/** Page ids of the area sections ('course-list' -> `paths.student.courseList()`). */
export type StudentPageId = PageId<(typeof STUDENT_SECTIONS)[number]>;
export type InstructorPageId = PageId<(typeof INSTRUCTOR_SECTIONS)[number]>;
export type AdminPageId = PageId<(typeof ADMIN_SECTIONS)[number]>;

/** The catalogue's URL parameters that links set: the site's `courses` (a category) and `search`. */
export const CATALOGUE_LINK_PARAMS = { category: 'courses', search: 'search' } as const;

const { courses: COURSES, learn: LEARN, certificates: CERTIFICATES, news: NEWS } = ROUTE_SEGMENTS;

const enc = (value: string | number) => encodeURIComponent(String(value));
const at = (...segments: (string | number)[]) => `/${segments.join('/')}`;
const authPage = (page: string, returnUrl?: string | null) => `${at(ROUTES.auth, page)}${queryString({ returnUrl })}`;

type Area<S extends readonly string[]> = { readonly [K in S[number] as PageId<K>]: () => string } & { readonly home: () => string };
function area<S extends readonly string[]>(root: string, sections: S): Area<S> {
  const builders: Record<string, () => string> = { home: () => at(root) };
  for (const section of sections) builders[pageId(section)] = () => at(root, section);
  return builders as Area<S>;
}

export interface CatalogueLink {
  /** A category id (`?courses=`). */
  category?: number | null;
  /** A keyword (`?search=`), trimmed; none when blank. */
  search?: string | null;
}

/** Builders of every SPA path; a returnUrl or query is form-encoded and left out when empty. */
export const paths = {
  root: () => '/',
  home: () => at(ROUTES.home),
  logIn: (returnUrl?: string | null) => authPage(AUTH_PAGES.logIn, returnUrl),
  signUp: (returnUrl?: string | null) => authPage(AUTH_PAGES.signUp, returnUrl),
  signOut: () => authPage(AUTH_PAGES.signOut),
  activate: () => authPage(AUTH_PAGES.activate),
  forgotPassword: () => authPage(AUTH_PAGES.forgotPassword),
  resetPassword: () => authPage(AUTH_PAGES.resetPassword),
  confirmEmail: () => authPage(AUTH_PAGES.confirmEmail),
  revertEmail: () => authPage(AUTH_PAGES.revertEmail),
  courses: ({ category, search }: CatalogueLink = {}) =>
    `${at(COURSES)}${queryString({ [CATALOGUE_LINK_PARAMS.category]: category, [CATALOGUE_LINK_PARAMS.search]: search?.trim() })}`,
  course: (idOrSlug: string | number) => at(COURSES, enc(idOrSlug)),
  lesson: (courseIdOrSlug: string | number, lessonId: number) => at(LEARN, enc(courseIdOrSlug), lessonId),
  certificate: (code: string) => at(CERTIFICATES, enc(code)),
  news: () => at(NEWS),
  newsArticle: (slug: string) => at(NEWS, enc(slug)),
  content: (kind: ContentKind) => at(CONTENT_SECTIONS[kind]),
  contentItem: (kind: ContentKind, slug: string) => at(CONTENT_SECTIONS[kind], enc(slug)),
  page: (page: StaticPage) => at(page),
  contactUs: () => at(ROUTES.contactUs),
  student: {
    ...area(ROUTES.student, STUDENT_SECTIONS),
    order: (orderId: string) => at(ROUTES.student, 'orders', enc(orderId)),
    orderReceipt: (orderId: string) => at(ROUTES.student, 'orders', enc(orderId), 'receipt'),
    ticket: (id: number) => at(ROUTES.student, 'support-ticket', id),
  },
  cart: () => at(ROUTES.cart),
  checkout: (orderId: string) => at('checkout', enc(orderId)),
  testBank: (paymentId: string) => at('pay', 'test', enc(paymentId)),
  instructor: {
    ...area(ROUTES.instructor, INSTRUCTOR_SECTIONS),
    courseEdit: (id: number) => at(ROUTES.instructor, COURSES, id, 'edit'),
    coursePreview: (id: number) => at(ROUTES.instructor, COURSES, id, 'preview'),
    /** One quiz's results: attempts, item analysis, regrade and the essays to grade. */
    quizResults: (quizId: number) => at(ROUTES.instructor, 'quiz', quizId),
    ticket: (id: number) => at(ROUTES.instructor, 'support', id),
  },
  /** A public instructor page. */
  instructorProfile: (username: string) => at('instructors', enc(username)),
  admin: {
    ...area(ROUTES.admin, ADMIN_SECTIONS),
    courseReview: (id: number) => at(ROUTES.admin, 'course-reviews', id),
    person: (id: string) => at(ROUTES.admin, 'people', enc(id)),
    /** A content item's editor; 'new' creates one. */
    newsEdit: (id: number | 'new') => at(ROUTES.admin, 'news', id),
    postEdit: (id: number | 'new') => at(ROUTES.admin, 'posts', id),
    eventEdit: (id: number | 'new') => at(ROUTES.admin, 'events', id),
    order: (id: string) => at(ROUTES.admin, 'orders', enc(id)),
    ticket: (id: number) => at(ROUTES.admin, 'support', id),
  },
};

/**
 * Where a sign-in without a returnUrl lands, by role: instructors on their dashboard (the site's
 * default), admins in the admin area, students (and an unknown role) on the student dashboard.
 */
export function landingPath(role: Role | null | undefined): string {
  if (role === 'admin') return paths.admin.home();
  if (role === 'instructor') return paths.instructor.dashboard();
  return paths.student.dashboard();
}

/**
 * The returnUrl of a "sign in" link on this page: the page itself (path, query and hash), or none
 * on the auth pages (signing in from the log-in page should not come back to it).
 */
export function returnUrlHere(location: { pathname: string; search: string; hash: string }): string | null {
  if (isInArea(location.pathname, at(ROUTES.auth)) || location.pathname === at(ROUTES.signIn)) return null;
  return `${location.pathname}${location.search}${location.hash}`;
}

/** True for the area's root and every path under it. */
export const isInArea = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);
