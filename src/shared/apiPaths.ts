// Every API path, under the API base `/api`: the route patterns in Fastify's syntax, which the server
// registers and the client fills with `apiPath`, and the one query-string builder. The patterns that only
// lazily loaded pages call sit beside this module, one module per area (accountApiPaths.ts,
// courseApiPaths.ts, contentApiPaths.ts, socialApiPaths.ts), so that /home's JavaScript, which carries
// this module, carries only SITE_API_ROUTES; API_ROUTES gathers every pattern but the social ones for
// the server and the tests. No other module of src/client or src/server spells an API path
// (test/paths/noPathLiterals.test.ts).
import { ACCOUNT_API_ROUTES } from './accountApiPaths';
import { ADMIN_CONSOLE_API_ROUTES } from './adminApiPaths';
import { TICKET_API_ROUTES } from './ticketApiPaths';
import { COMMERCE_API_ROUTES } from './commerceApiPaths';
import { MONEY_API_ROUTES } from './moneyApiPaths';
import { CONTENT_API_ROUTES } from './contentApiPaths';
import { COURSE_API_ROUTES } from './courseApiPaths';
import { QUIZ_API_ROUTES, QUIZ_AUTHORING_API_ROUTES } from './quizApiPaths';
import { ADMIN_API_ROUTES, INSTRUCTOR_API_ROUTES, PEOPLE_API_ROUTES } from './studioApiPaths';

export const API_BASE = '/api';
export const STORAGE_BASE = '/storage';

/** What the pages every visit loads call (start-up, header, home page, sign-in and sign-up, profile photo). */
export const SITE_API_ROUTES = {
  auth: '/Auth',
  authMe: '/Auth/Me',
  authSignOut: '/Auth/SignOut',
  authToken: '/Auth/Token/:token',
  authChangePassword: '/Auth/ChangePassword',
  customers: '/Customers',
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
  config: '/config',
} as const;

/** Served for the specification's older clients and for monitoring; the SPA calls none of them. */
const SERVER_API_ROUTES = {
  legacyLogin: '/login',
  legacySignup: '/signup',
  health: '/health',
} as const;

/**
 * Every pattern but the social sign-in ones (socialApiPaths.ts), for the server and the tests. The client
 * takes its area's object instead: this one is left out of the bundles (pure, and unused there).
 */
export const API_ROUTES = /* @__PURE__ */ Object.assign(
  {},
  // Nested: Object.assign keeps the literal types of at most three sources.
  /* @__PURE__ */ Object.assign({}, SITE_API_ROUTES, ACCOUNT_API_ROUTES),
  /* @__PURE__ */ Object.assign({}, COURSE_API_ROUTES, CONTENT_API_ROUTES, SERVER_API_ROUTES),
  /* @__PURE__ */ Object.assign(
    {},
    /* @__PURE__ */ Object.assign({}, INSTRUCTOR_API_ROUTES, ADMIN_API_ROUTES, PEOPLE_API_ROUTES),
    /* @__PURE__ */ Object.assign({}, QUIZ_AUTHORING_API_ROUTES, QUIZ_API_ROUTES, /* @__PURE__ */ Object.assign({}, COMMERCE_API_ROUTES, MONEY_API_ROUTES, /* @__PURE__ */ Object.assign({}, ADMIN_CONSOLE_API_ROUTES, TICKET_API_ROUTES))),
  ),
);

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
export const fileUploadPath = (folder: string): string => `${SITE_API_ROUTES.files}/${queryString({ folder })}`;
