// The SPA's route table as data: the path patterns its router matches, in react-router's syntax
// (`:name` is one segment; matching ignores case and trailing slashes). The client builds its links
// and routes from it (src/client/app/paths.ts); the server answers 404 for a page path that no pattern
// matches. Part of /home's JavaScript: plain strings and small functions only.
import type { EventKind, PostKind } from './schemas/content';

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
  /** The link mailed to the current address to confirm an e-mail change (accounts without a password). */
  confirmEmail: 'confirm-email',
  /** The link mailed to the old address after an e-mail change: undo it. */
  revertEmail: 'revert-email',
} as const;

/** Sections of the student area (/student/{section}). */
export const STUDENT_SECTIONS = ['dashboard', 'course-list', 'certificates', 'bookmark', 'affiliate', 'edit-profile', 'change-password', 'social-login', 'payment-info', 'support-ticket', 'teach', 'settings', 'delete-profile'] as const;

/** Sections of the instructor area (/instructor/{section}). */
export const INSTRUCTOR_SECTIONS = ['dashboard', 'create-course', 'courses', 'quiz', 'coupons', 'earnings', 'students', 'orders', 'reviews', 'support', 'edit-profile', 'payouts', 'settings', 'delete-profile'] as const;

/** First segments that several patterns share (the builders in app/paths.ts use them too). */
export const ROUTE_SEGMENTS = { courses: 'courses', learn: 'learn', certificates: 'certificates', news: 'analysis-and-news' } as const;
const { courses: COURSES, learn: LEARN, certificates: CERTIFICATES, news: NEWS } = ROUTE_SEGMENTS;

/**
 * <Route path> patterns: the top-level ones relative to the root, the area pages relative to their
 * area (AUTH_PAGES, STUDENT_SECTIONS, INSTRUCTOR_SECTIONS; the admin's sections and the areas' item pages
 * are in areaRoutes.ts); `contentItem`, a section's item page.
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
  /** A public instructor page. */
  instructorProfile: 'instructors/:username',
  /** The cart, the checkout of one order (QR, countdown, card redirect), and the local test bank's page. */
  cart: 'cart',
  checkout: 'checkout/:orderId',
  testBank: 'pay/test/:paymentId',
} as const;
