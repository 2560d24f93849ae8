// Every path of the SPA: the patterns the router matches and the builders that links, redirects,
// menus and sagas use. No other client module spells an SPA path (test/paths/noPathLiterals.test.ts).
// Part of /home's JavaScript: plain strings and small functions only.
import { queryString } from '../../shared/apiPaths';
import type { EventKind, PostKind } from '../../shared/schemas/content';

export type ContentKind = PostKind | EventKind;

/** Posts and events, kind -> section: the list at /{section}, an item at /{section}/{slug}. */
export const CONTENT_SECTIONS: { readonly [K in ContentKind]: string } = {
  blog: 'blogs',
  podcast: 'podcasts',
  seminar: 'seminars',
  'robo-camp': 'robo-camps',
  'road-trip': 'robo-road-trip',
  event: 'events',
};

/** Company pages at /{page}; the page's text is public/assets/content/{lang}/{page}.json. */
export const STATIC_PAGES = ['about-us', 'faqs', 'privacy-policy', 'terms-and-conditions', 'affiliate-agreement'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Pages of the auth area (/auth/{page}). */
export const AUTH_PAGES = {
  logIn: 'log-in',
  signUp: 'sign-up',
  signOut: 'sign-out',
  activate: 'activate',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
} as const;

/** 'course-list' -> 'courseList': the page id of a section. */
export type PageId<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<PageId<Tail>>}` : S;
export const pageId = <S extends string>(section: S) => section.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as PageId<S>;

/** Sections of the student area (/student/{section}); `paths.student.courseList()` and so on. */
export const STUDENT_SECTIONS = ['dashboard', 'course-list', 'certificates', 'bookmark', 'affiliate', 'edit-profile', 'change-password', 'social-login', 'payment-info', 'support-ticket'] as const;
export type StudentPageId = PageId<(typeof STUDENT_SECTIONS)[number]>;

/** Sections of the instructor area (/instructor/{section}). */
export const INSTRUCTOR_SECTIONS = ['dashboard', 'create-course', 'courses', 'quiz', 'earnings', 'students', 'orders', 'reviews', 'edit-profile', 'payouts', 'settings', 'delete-profile'] as const;
export type InstructorPageId = PageId<(typeof INSTRUCTOR_SECTIONS)[number]>;

/** The catalogue's URL parameters that links set: the site's `courses` (a category) and `search`. */
export const CATALOGUE_LINK_PARAMS = { category: 'courses', search: 'search' } as const;

const COURSES = 'courses';
const LEARN = 'learn';
const CERTIFICATES = 'certificates';
const NEWS = 'analysis-and-news';

/**
 * <Route path> patterns: the top-level ones relative to the root, the area pages relative to their
 * area (AUTH_PAGES, STUDENT_SECTIONS, INSTRUCTOR_SECTIONS); `contentItem`, a section's item page.
 */
export const ROUTES = {
  home: 'home',
  /** The site's sign-out target: redirects to the log-in page. */
  signIn: 'sign-in',
  courses: COURSES,
  course: `${COURSES}/:idOrSlug`,
  lesson: `${LEARN}/:courseIdOrSlug/:lessonId`,
  certificate: `${CERTIFICATES}/:code`,
  news: NEWS,
  newsArticle: `${NEWS}/:slug`,
  contactUs: 'contact-us',
  contentItem: (section: string) => `${section}/:slug`,
  auth: 'auth',
  student: 'student',
  instructor: 'instructor',
  admin: 'admin',
} as const;

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
  student: area(ROUTES.student, STUDENT_SECTIONS),
  instructor: area(ROUTES.instructor, INSTRUCTOR_SECTIONS),
  /** The admin area (its pages come later). */
  admin: { home: () => at(ROUTES.admin) },
};

/** Where a sign-in without a returnUrl lands (the site's default). */
export const DEFAULT_RETURN_URL = paths.instructor.dashboard();

/** True for the area's root and every path under it. */
export const isInArea = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);
