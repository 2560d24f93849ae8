// Every path of the SPA: the patterns the router matches (the route table itself is shared with the
// server: src/shared/spaRoutes.ts) and the builders that links, redirects, menus and sagas use. No
// other client module spells an SPA path (test/paths/noPathLiterals.test.ts).
// Part of /home's JavaScript: plain strings and small functions only.
import { queryString } from '../../shared/apiPaths';
import type { Role } from '../../shared/constants';
import { AUTH_PAGES, CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, ROUTE_SEGMENTS, ROUTES, STUDENT_SECTIONS, type ContentKind, type StaticPage } from '../../shared/spaRoutes';

export { AUTH_PAGES, CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, ROUTES, STATIC_PAGES, STUDENT_SECTIONS, type ContentKind, type StaticPage } from '../../shared/spaRoutes';

/** 'course-list' -> 'courseList': the page id of a section. */
export type PageId<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<PageId<Tail>>}` : S;
export const pageId = <S extends string>(section: S) => section.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as PageId<S>;

/** Page ids of the area sections ('course-list' -> `paths.student.courseList()`). */
export type StudentPageId = PageId<(typeof STUDENT_SECTIONS)[number]>;
export type InstructorPageId = PageId<(typeof INSTRUCTOR_SECTIONS)[number]>;

/** The catalogue's URL parameters that links set: the site's `courses` (a category) and `search`. */
export const CATALOGUE_LINK_PARAMS = { category: 'courses', search: 'search' } as const;

const { courses: COURSES, learn: LEARN, certificates: CERTIFICATES, news: NEWS } = ROUTE_SEGMENTS;

export const enc = (value: string | number) => encodeURIComponent(String(value));
export const at = (...segments: (string | number)[]) => `/${segments.join('/')}`;
const authPage = (page: string, returnUrl?: string | null) => `${at(ROUTES.auth, page)}${queryString({ returnUrl })}`;

type Sections<S extends readonly string[]> = { readonly [K in S[number] as PageId<K>]: () => string };
/** A builder per section of an area ('course-list' -> `courseList()`). */
export function sectionPaths<S extends readonly string[]>(root: string, sections: S): Sections<S> {
  const builders: Record<string, () => string> = {};
  for (const section of sections) builders[pageId(section)] = () => at(root, section);
  return builders as Sections<S>;
}
const area = <S extends readonly string[]>(root: string, sections: S) => ({ home: () => at(root), ...sectionPaths(root, sections) });

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
  /** The areas' sections; their item pages (one order, one ticket…) and the admin's sections: areaPaths.ts. */
  student: area(ROUTES.student, STUDENT_SECTIONS),
  cart: () => at(ROUTES.cart),
  checkout: (orderId: string) => at('checkout', enc(orderId)),
  testBank: (paymentId: string) => at('pay', 'test', enc(paymentId)),
  instructor: area(ROUTES.instructor, INSTRUCTOR_SECTIONS),
  /** A public instructor page. */
  instructorProfile: (username: string) => at('instructors', enc(username)),
  admin: { home: () => at(ROUTES.admin) },
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
