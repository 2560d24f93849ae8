// Every API path, under the API base `/api`: the route patterns in Fastify's syntax, which the server
// registers and the client fills with `apiPath`, and the one query-string builder. The social sign-in
// patterns sit in socialApiPaths.ts, out of /home's JavaScript. No other module of src/client or
// src/server spells an API path (test/paths/noPathLiterals.test.ts).
export const API_BASE = '/api';
export const STORAGE_BASE = '/storage';

export const API_ROUTES = {
  auth: '/Auth',
  authMe: '/Auth/Me',
  authSignOut: '/Auth/SignOut',
  authToken: '/Auth/Token/:token',
  authChangePassword: '/Auth/ChangePassword',
  authPreResetPassword: '/Auth/PreResetPassword',
  authValidatePostResetPassword: '/Auth/ValidatePostResetPassword',
  authPostResetPassword: '/Auth/PostResetPassword',
  customers: '/Customers',
  customersActivate: '/Customers/Activate',
  customersActivateResend: '/Customers/Activate/Resend',
  customersProfileImage: '/Customers/ProfileImage',
  customerByToken: '/Customers/Token/:token',
  customerReferral: '/Customers/Referral/:code',
  customerCheckUsername: '/Customers/CheckUsername/:username',
  categories: '/Categories',
  category: '/Categories/:id',
  news: '/AnalysisAndNews',
  newsItem: '/AnalysisAndNews/:id',
  newsBySlug: '/AnalysisAndNews/Slug/:slug',
  files: '/Files',
  courses: '/Courses',
  course: '/Courses/:idOrSlug',
  courseEnroll: '/Courses/:id/Enroll',
  courseReviews: '/Courses/:id/Reviews',
  lesson: '/Lessons/:id',
  lessonComplete: '/Lessons/:id/Complete',
  lessonPosition: '/Lessons/:id/Position',
  enrollments: '/Enrollments',
  certificates: '/Certificates',
  certificateVerify: '/Certificates/Verify/:code',
  wishlist: '/Wishlist',
  wishlistItem: '/Wishlist/:courseId',
  posts: '/Posts',
  postBySlug: '/Posts/Slug/:slug',
  events: '/Events',
  eventsMine: '/Events/Mine',
  eventBySlug: '/Events/Slug/:slug',
  eventRegister: '/Events/:id/Register',
  contact: '/Contact',
  legacyLogin: '/login',
  legacySignup: '/signup',
  config: '/config',
  health: '/health',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/** The names of a pattern's `:params`: 'id' | 'slug' for '/A/:id/B/:slug'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [Name in PathParamNames<P>]: string | number };
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** `?page&pageSize` of the paginated lists. */
export interface PageParams {
  page?: number;
  pageSize?: number;
}

/** `?a=1&b=x` of the values in their order (form encoding), leaving out undefined, null and ''; '' when none is left. */
export function queryString(params: QueryParams = {}): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') qs.append(key, String(value));
  const text = qs.toString();
  return text ? `?${text}` : '';
}

type ApiPathArgs<P extends string> = [PathParamNames<P>] extends [never]
  ? [params?: Record<string, never> | null, query?: QueryParams]
  : [params: PathParams<P>, query?: QueryParams];

/**
 * A pattern with its `:params` filled (each URI-encoded; the compiler checks that every one is given)
 * and the query appended:
 * `apiPath(API_ROUTES.lesson, { id: 7 })` -> '/Lessons/7', `apiPath(API_ROUTES.posts, null, { kind: 'blog' })` -> '/Posts?kind=blog'.
 */
export function apiPath<P extends string>(pattern: P, ...[params, query]: ApiPathArgs<P>): string {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  return `${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])))}${queryString(query ?? {})}`;
}

/** POST /Files/?folder=: the specification's call table spells the upload with a slash before the query (the server ignores it). */
export const fileUploadPath = (folder: string): string => `${API_ROUTES.files}/${queryString({ folder })}`;
