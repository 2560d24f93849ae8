/**
 * Who may call what, on whose object. One table: each route lists the status every actor gets, on
 * their own object and on someone else's; the cases below are generated from it. After a refused
 * call the object is checked to be unchanged.
 */
import type { InjectOptions } from 'fastify';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { cannedReplies, contactMessages, customers, oneTimeTokens, eventRegistrations, events, files, lessonAttachments, ledgerEntries, newsItems, payoutMethods, payouts, posts, ticketAttachments, ticketMessages, tickets } from './db/schema';
import { makeMp4 } from './modules/videoUploads/videoFixtures';
import { essayQuestion, makeQuiz, sampleQuestions, type QuizFixture } from './test-support/quizFixtures';
import { createTestApp, type TestApp } from './test-support/testApp';
import { engage, engageAll } from './test-support/engagement';
import {
  customerRow, freshIp, problemCode, tokenFor, uploadImage, fileForm, makeImage, makeCourse, learnerState, type LearnerState, type TestCourse,
} from './test-support/fixtures';
import type { Page } from '../shared/schemas/common';
import type { Certificate, Completion, CourseDetail, CourseSummary, Enrollment, Lesson, Review, WishlistItem } from '../shared/schemas/courses';
import type { EventDetail, EventRegistration, EventSummary, Post, PostSummary } from '../shared/schemas/content';
import { DEMO_STUDENT_EVENT, EVENTS } from './seed/eventsData';
import { POSTS } from './seed/postsData';
import { MediaUrls } from './modules/media/mediaUrls';

type Actor = 'anonymous' | 'studentA' | 'studentB' | 'instructor' | 'admin';
type SignedIn = Exclude<Actor, 'anonymous'>;
type Statuses = Record<Actor, number>;
const ACTORS: Actor[] = ['anonymous', 'studentA', 'studentB', 'instructor', 'admin'];

const ACCOUNTS: Record<SignedIn, { username: string; password: string }> = {
  studentA: { username: 'matrix.a', password: 'Correct-Horse-9' },
  studentB: { username: 'matrix.b', password: 'Correct-Horse-9' },
  instructor: { username: 'instructor', password: 'Teak-Harbor-77' },
  admin: { username: 'admin', password: 'Quartz-Monsoon-19' },
};

/** Everyone gets the same answer. */
const everyone = (s: number): Statuses => ({ anonymous: s, studentA: s, studentB: s, instructor: s, admin: s });
/** A session is needed; then everyone gets the same answer. */
const signedIn = (s: number): Statuses => ({ ...everyone(s), anonymous: 401 });
/** Instructors and admins only. */
const staff = (s: number): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: s, admin: s });
/** Someone else's object through a route for one's own: nobody, admins included (they use /api/Admin, which is audited). */
const nobodyElse: Statuses = { anonymous: 401, studentA: 403, studentB: 403, instructor: 403, admin: 403 };
/** Someone else's object: only an admin. */
const adminOnly = (s: number): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: 403, admin: s });

interface Ctx {
  t: TestApp;
  actor: Actor;
  /** The object's owner (own: the actor; other: student A, or B when the actor is A). */
  owner: SignedIn;
  ownerToken: string;
  encryptId: string;
  unique: string;
  /** Course rows: a course made for this case alone, so no case sees another's enrolments. */
  course?: TestCourse;
  /** Course rows: the owner's and the actor's state in that course just before the call. */
  before?: { owner: LearnerState; actor: LearnerState | null };
  /** Event rows: an event made for this case alone, and its seats just before the call. */
  event?: TestEvent;
  seats?: Seats;
  /** Whatever a row's request set up and its check reads (a certificate code, a count). */
  memo: Record<string, unknown>;
}
interface Row {
  route: string;
  /** Without an object: one expectation. With one: for the actor's own object and for another's. */
  expect: Statuses | { own: Omit<Statuses, 'anonymous'>; other: Statuses };
  request(ctx: Ctx, actor: Actor): Promise<InjectOptions> | InjectOptions;
  /** Expected problem codes by status, where not the usual ones. */
  codes?: Record<number, string>;
  /** After a refusal: the object is as it was. */
  unchanged?(ctx: Ctx, req: InjectOptions): Promise<void>;
  /** After any answer with the expected status: what it showed or did is right for this actor. */
  check?(ctx: Ctx, res: Res): Promise<void> | void;
}
type Res = Awaited<ReturnType<TestApp['request']>>;

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({ method, url, ...(payload ? { payload } : {}) });

const TABLE: Row[] = [
  // Public reads
  { route: 'GET /api/Categories', expect: everyone(200), request: () => json('GET', '/api/Categories') },
  { route: 'GET /api/Categories/{id}', expect: everyone(200), request: () => json('GET', '/api/Categories/1') },
  { route: 'GET /api/AnalysisAndNews', expect: everyone(200), request: () => json('GET', '/api/AnalysisAndNews?countryId=174') },
  { route: 'GET /api/AnalysisAndNews/{id}', expect: everyone(200), request: () => json('GET', '/api/AnalysisAndNews/1') },
  { route: 'GET /api/AnalysisAndNews/Slug/{slug}', expect: everyone(200), request: () => json('GET', '/api/AnalysisAndNews/Slug/global-markets-week-ahead') },
  { route: 'GET /api/config', expect: everyone(200), request: () => json('GET', '/api/config') },
  { route: 'GET /api/health', expect: everyone(200), request: () => json('GET', '/api/health') },
  { route: 'GET /api/docs/json', expect: everyone(200), request: () => json('GET', '/api/docs/json') },
  { route: 'GET /api/Customers/CheckUsername/{username}', expect: everyone(200), request: () => json('GET', '/api/Customers/CheckUsername/free.name') },
  { route: 'GET /api/Customers/Referral/{code}', expect: everyone(200), request: () => json('GET', '/api/Customers/Referral/STUDENT2026') },
  // Public writes: a session changes nothing
  { route: 'POST /api/Customers', expect: everyone(201), request: (c) => json('POST', '/api/Customers', { username: `m${c.unique}`, email: `m${c.unique}@example.com`, password: 'Correct-Horse-9' }) },
  { route: 'POST /api/signup', expect: everyone(201), request: (c) => json('POST', '/api/signup', { name: 'Matrix Person', email: `s${c.unique}@example.com`, password: 'Correct-Horse-9' }) },
  { route: 'POST /api/Auth (unknown user)', expect: everyone(401), codes: { 401: 'AUTH_INVALID_CREDENTIALS' }, request: (c) => json('POST', '/api/Auth', { username: `nobody-${c.unique}`, password: 'not-the-password' }) },
  { route: 'POST /api/login (unknown user)', expect: everyone(401), codes: { 401: 'AUTH_INVALID_CREDENTIALS' }, request: (c) => json('POST', '/api/login', { email: `nobody-${c.unique}@example.com`, password: 'not-the-password' }) },
  { route: 'POST /api/Auth/Token/{token} (unknown)', expect: everyone(400), request: () => json('POST', '/api/Auth/Token/unknown-token-123') },
  { route: 'POST /api/Auth/PasswordStrength', expect: everyone(200), request: () => json('POST', '/api/Auth/PasswordStrength', { password: 'Mango-Lantern-42', username: 'somchai' }) },
  { route: 'POST /api/Auth/PreResetPassword', expect: everyone(202), request: () => json('POST', '/api/Auth/PreResetPassword', { email: 'nobody@example.com' }) },
  { route: 'POST /api/Auth/ValidatePostResetPassword (unknown)', expect: everyone(400), request: () => json('POST', '/api/Auth/ValidatePostResetPassword', { token: 'unknown-token-123' }) },
  { route: 'POST /api/Auth/PostResetPassword (unknown)', expect: everyone(400), request: () => json('POST', '/api/Auth/PostResetPassword', { token: 'unknown-token-123', newPassword: 'Correct-Horse-9' }) },
  { route: 'POST /api/Customers/Activate (unknown)', expect: everyone(400), request: () => json('POST', '/api/Customers/Activate', { token: 'unknown-token-123' }) },
  { route: 'POST /api/Customers/Email/Confirm (unknown)', expect: everyone(400), codes: { 400: 'CUSTOMER_EMAIL_TOKEN_INVALID' }, request: () => json('POST', '/api/Customers/Email/Confirm', { token: 'unknown-token-123' }) },
  { route: 'POST /api/Customers/Email/Revert (unknown)', expect: everyone(400), codes: { 400: 'CUSTOMER_EMAIL_TOKEN_INVALID' }, request: () => json('POST', '/api/Customers/Email/Revert', { token: 'unknown-token-123' }) },
  // Signed in, no object
  { route: 'GET /api/Auth/Me', expect: signedIn(200), request: () => json('GET', '/api/Auth/Me') },
  { route: 'POST /api/Auth/SignOut', expect: signedIn(204), request: () => json('POST', '/api/Auth/SignOut') },
  {
    route: 'POST /api/Auth/ChangePassword',
    expect: signedIn(200),
    request: (_c, actor) => {
      const password = actor === 'anonymous' ? 'whatever-it-is' : ACCOUNTS[actor].password;
      return json('POST', '/api/Auth/ChangePassword', { currentPassword: password, newPassword: password });
    },
  },
  // Social sign-in (this app has no Firebase configuration; the verified paths are in social/*.test.ts)
  { route: 'POST /api/Auth/Firebase/Google', expect: everyone(404), codes: { 404: 'SOCIAL_NOT_CONFIGURED' }, request: () => json('POST', '/api/Auth/Firebase/Google', { uid: 'u1', idToken: 'x'.repeat(40) }) },
  { route: 'POST /api/Auth/Firebase/Facebook', expect: everyone(404), codes: { 404: 'SOCIAL_NOT_CONFIGURED' }, request: () => json('POST', '/api/Auth/Firebase/Facebook', { uid: 'u1', idToken: 'x'.repeat(40) }) },
  { route: 'GET /api/Customers/Social', expect: signedIn(200), request: () => json('GET', '/api/Customers/Social') },
  { route: 'POST /api/Customers/Social/Google', expect: signedIn(404), codes: { 404: 'SOCIAL_NOT_CONFIGURED' }, request: () => json('POST', '/api/Customers/Social/Google', { uid: 'u1', idToken: 'x'.repeat(40) }) },
  { route: 'POST /api/Customers/Social/Facebook/Revoke', expect: signedIn(404), codes: { 404: 'SOCIAL_NOT_LINKED' }, request: () => json('POST', '/api/Customers/Social/Facebook/Revoke') },
  { route: 'POST /api/Customers/Activate/Resend', expect: signedIn(202), request: () => json('POST', '/api/Customers/Activate/Resend') },
  { route: 'POST /api/Files/?folder=customer-profile-image', expect: signedIn(201), request: async () => ({ method: 'POST', url: '/api/Files/?folder=customer-profile-image', ...fileForm(await makeImage('png')) }) },
  { route: 'POST /api/Files/?folder=course-cover-image', expect: staff(201), request: async () => ({ method: 'POST', url: '/api/Files/?folder=course-cover-image', ...fileForm(await makeImage('png')) }) },
  { route: 'POST /api/Files/?folder=analysis-and-news-cover-image', expect: staff(201), request: async () => ({ method: 'POST', url: '/api/Files/?folder=analysis-and-news-cover-image', ...fileForm(await makeImage('png')) }) },
  // Objects: a customer record by encryptId, a stored file
  {
    route: 'GET /api/Customers/Token/{encryptId}',
    expect: { own: signedIn(200), other: nobodyElse },
    request: (c) => json('GET', `/api/Customers/Token/${c.encryptId}`),
  },
  {
    route: 'PUT /api/Customers {encryptId}',
    expect: { own: signedIn(200), other: nobodyElse },
    request: (c) => json('PUT', '/api/Customers', { encryptId: c.encryptId, firstName: `changed-${c.unique}` }),
    unchanged: async (c) => expect((await customerRow(c.t, ACCOUNTS[c.owner].username)).firstName).not.toBe(`changed-${c.unique}`),
  },
  {
    // A new address needs the caller's current password: without it even the owner is refused.
    route: 'PUT /api/Customers {encryptId, email} without the password',
    expect: { own: signedIn(400), other: nobodyElse },
    codes: { 400: 'AUTH_PASSWORD_REQUIRED' },
    request: (c) => json('PUT', '/api/Customers', { encryptId: c.encryptId, email: `moved-${c.unique}@example.com` }),
    unchanged: async (c) => expect((await customerRow(c.t, ACCOUNTS[c.owner].username)).email).not.toBe(`moved-${c.unique}@example.com`),
  },
  {
    route: "PUT /api/Customers {encryptId, email, the caller's password}",
    expect: { own: signedIn(200), other: nobodyElse },
    request: (c, actor) =>
      json('PUT', '/api/Customers', { encryptId: c.encryptId, email: `moved-${c.unique}@example.com`, currentPassword: actor === 'anonymous' ? 'whatever-it-is' : ACCOUNTS[actor].password }),
    unchanged: async (c) => expect((await customerRow(c.t, ACCOUNTS[c.owner].username)).email).not.toBe(`moved-${c.unique}@example.com`),
    check: async (c, res) => {
      if (res.statusCode === 200) expect((await customerRow(c.t, ACCOUNTS[c.owner].username)).email).toBe(`moved-${c.unique}@example.com`);
    },
  },
  {
    route: 'PUT /api/Customers/ProfileImage {encryptId}',
    expect: { own: signedIn(200), other: nobodyElse },
    request: async (c) => {
      const image = await uploadImage(c.t, c.ownerToken);
      await c.t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token: c.ownerToken, payload: { profileImage: image.nameBySystem } });
      return json('PUT', '/api/Customers/ProfileImage', { encryptId: c.encryptId, profileImage: null });
    },
    unchanged: async (c) => expect((await customerRow(c.t, ACCOUNTS[c.owner].username)).profileImage).not.toBeNull(),
  },
  {
    route: "PUT /api/Customers/ProfileImage {owner's file}",
    // Only one's own upload can become one's picture, for an admin too.
    expect: { own: signedIn(200), other: { ...everyone(400), anonymous: 401 } },
    request: async (c) => json('PUT', '/api/Customers/ProfileImage', { profileImage: (await uploadImage(c.t, c.ownerToken)).nameBySystem }),
  },
  {
    route: 'DELETE /api/Files?nameBySystem=',
    expect: { own: signedIn(204), other: adminOnly(204) },
    request: async (c) => json('DELETE', `/api/Files?nameBySystem=${(await uploadImage(c.t, c.ownerToken)).nameBySystem}`),
    unchanged: async (c, req) => {
      const name = new URL(req.url as string, 'http://x').searchParams.get('nameBySystem')!;
      expect(await c.t.database.db.select().from(files).where(eq(files.nameBySystem, name))).toHaveLength(1);
    },
  },
];


// ---- Courses and learning -------------------------------------------------------------------

/** Only the demo instructor's own drafts are open to them; admins see every course. */
const draft = (s: number, missing: number): Statuses => ({ anonymous: missing, studentA: missing, studentB: missing, instructor: s, admin: s });
const isOwn = (c: Ctx) => c.actor !== 'anonymous' && c.actor === c.owner;
const tokenOf = (c: Ctx) => (c.actor === 'anonymous' ? Promise.resolve(undefined) : tokenFor(c.t, ACCOUNTS[c.actor].username));

/** The case's own course (made once per case). */
async function courseOf(c: Ctx, options: Partial<Parameters<typeof makeCourse>[1]> = {}): Promise<TestCourse> {
  c.course ??= await makeCourse(c.t, { slug: `matrix-${c.unique}`, ...options });
  return c.course;
}

/** A call made as someone while setting a case up; it must succeed. */
async function as(c: Ctx, token: string, method: InjectOptions['method'], url: string, payload?: object): Promise<Res> {
  const res = await c.t.request({ method, url, token, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`setup ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

async function snapshot(c: Ctx): Promise<{ owner: LearnerState; actor: LearnerState | null }> {
  const courseId = c.course!.id;
  const [owner, actor] = await Promise.all([
    learnerState(c.t, ACCOUNTS[c.owner].username, courseId),
    c.actor === 'anonymous' ? null : learnerState(c.t, ACCOUNTS[c.actor].username, courseId),
  ]);
  return { owner, actor };
}

/** Records the state the refusal check compares with, then hands back the request. */
async function ready(c: Ctx, req: InjectOptions): Promise<InjectOptions> {
  c.before = await snapshot(c);
  return req;
}

/** Nothing of the owner's or the caller's in the course moved: counters, enrolment, progress, wishlist, review, certificate, course totals. */
async function sameState(c: Ctx): Promise<void> {
  expect(await snapshot(c)).toEqual(c.before);
}

/**
 * The owner enrolled in the case's course (and, with `position`, resumed its locked lesson there). The
 * course is the demo instructor's, unless the owner is that instructor (who cannot enrol in their own).
 */
async function ownerEnrolled(c: Ctx, options: { position?: number; wishlisted?: boolean; reviewed?: boolean; completed?: boolean } = {}): Promise<TestCourse> {
  const course = await courseOf(c, c.owner === 'instructor' ? { instructor: 'admin' } : {});
  await as(c, c.ownerToken, 'POST', `/api/Courses/${course.id}/Enroll`);
  if (options.position !== undefined) await as(c, c.ownerToken, 'PUT', `/api/Lessons/${course.lockedLessonId}/Position`, { position: options.position });
  if (options.wishlisted) await as(c, c.ownerToken, 'POST', `/api/Wishlist/${course.id}`);
  if (options.reviewed) await as(c, c.ownerToken, 'POST', `/api/Courses/${course.id}/Reviews`, { rating: 4, text: `Owner review ${c.unique}` });
  if (options.completed) {
    let last: Completion | null = null;
    await engageAll(c.t, c.ownerToken, course.lessonIds);
    for (const id of course.lessonIds) last = (await as(c, c.ownerToken, 'POST', `/api/Lessons/${id}/Complete`)).json<Completion>();
    if (!last?.certificateCode) throw new Error('setup: completing every lesson issued no certificate');
    c.memo.certificateCode = last.certificateCode;
  }
  return course;
}

/** Nothing about the owner appears that a stranger should not read. */
async function noPrivateOwnerData(c: Ctx, res: Res): Promise<void> {
  const owner = await customerRow(c.t, ACCOUNTS[c.owner].username);
  for (const secret of [owner.id, owner.email, owner.encryptId, owner.passwordHash]) if (secret) expect(res.body).not.toContain(secret);
}

const COURSE_ROWS: Row[] = [
  {
    route: 'GET /api/Courses?search&level&language&price&sort&page&pageSize',
    expect: everyone(200),
    request: async (c) => {
      // Two courses share a word only they have: the published one is found, the draft never (not even by its instructor or an admin).
      const word = `zq${c.unique}`;
      await courseOf(c, { title: `Matrix ${word} published` });
      c.memo.draftId = (await makeCourse(c.t, { slug: `matrix-draft-${c.unique}`, title: `Matrix ${word} draft`, isPublished: false })).id;
      return json('GET', `/api/Courses?search=${word}&level=all&language=en&price=free&sort=newest&page=1&pageSize=5`);
    },
    check: (c, res) => {
      const page = res.json<Page<CourseSummary>>();
      expect([page.total, page.items.map((i) => i.id)]).toEqual([1, [c.course!.id]]);
    },
  },
  {
    route: 'GET /api/Courses/{slug} (viewer)',
    // Anyone may read a published course; `viewer` is the caller's own relation to it, never the owner's.
    expect: { own: signedIn(200), other: everyone(200) },
    request: async (c) => json('GET', `/api/Courses/${(await ownerEnrolled(c, { position: 42, wishlisted: true })).slug}`),
    check: (c, res) => {
      const detail = res.json<CourseDetail>();
      const outline = detail.sections.flatMap((s) => s.lessons);
      if (c.actor === 'anonymous') expect(detail.viewer).toBeNull();
      else expect(detail.viewer).toMatchObject({ isEnrolled: isOwn(c), isWishlisted: isOwn(c), lastLessonId: isOwn(c) ? c.course!.lockedLessonId : null });
      expect(outline.every((l) => (isOwn(c) ? l.isCompleted === false : l.isCompleted === undefined))).toBe(true);
      expect(res.body).not.toContain('Secret body');
    },
  },
  {
    route: "GET /api/Courses/{id} (the instructor's draft)",
    expect: draft(200, 404),
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Courses/${(await courseOf(c, { isPublished: false })).id}`),
  },
  {
    route: "GET /api/Courses/{slug} (another instructor's draft)",
    expect: { ...everyone(404), admin: 200 },
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Courses/${(await courseOf(c, { isPublished: false, instructor: null })).slug}`),
  },
  {
    route: 'GET /api/Lessons/{id} (free preview)',
    expect: everyone(200),
    request: async (c) => json('GET', `/api/Lessons/${(await courseOf(c)).previewLessonId}`),
    check: (c, res) => expect(res.json<Lesson>()).toMatchObject({ id: c.course!.previewLessonId, isPreview: true, position: 0, isCompleted: false }),
  },
  {
    route: 'GET /api/Lessons/{id} (locked; owner enrolled)',
    // Enrolment is the owner's alone: it opens the lesson to them, not to others. The course's instructor and admins read every lesson.
    expect: { own: signedIn(200), other: { anonymous: 403, studentA: 403, studentB: 403, instructor: 200, admin: 200 } },
    codes: { 403: 'LESSON_LOCKED' },
    request: async (c) => ready(c, json('GET', `/api/Lessons/${(await ownerEnrolled(c, { position: 42 })).lockedLessonId}`)),
    check: (c, res) => {
      if (res.statusCode !== 200) return expect(res.body).not.toContain('Secret body');
      // The resume position is the caller's own.
      expect(res.json<Lesson>()).toMatchObject({ id: c.course!.lockedLessonId, body: expect.stringContaining('Secret body 2'), position: isOwn(c) ? 42 : 0 });
    },
    unchanged: sameState,
  },
  {
    route: 'GET /api/Lessons/{id} (a draft course)',
    expect: draft(200, 404),
    codes: { 404: 'LESSON_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Lessons/${(await courseOf(c, { isPublished: false })).previewLessonId}`),
    check: (_c, res) => {
      if (res.statusCode !== 200) expect(res.body).not.toContain('Secret body');
    },
  },
  {
    route: 'POST /api/Courses/{id}/Enroll',
    // Own: the owner is enrolled already (200, nothing moves); other: the caller enrols themselves (201), the owner's enrolment
    // untouched; the course's own instructor may not enrol (409).
    expect: { own: signedIn(200), other: { ...signedIn(201), instructor: 409 } },
    codes: { 409: 'OWN_COURSE' },
    request: async (c) => ready(c, json('POST', `/api/Courses/${(await ownerEnrolled(c, { position: 42 })).id}/Enroll`)),
    check: async (c, res) => {
      if (res.statusCode >= 400) return;
      const after = await snapshot(c);
      expect(after.owner.enrollment).toEqual(c.before!.owner.enrollment);
      expect(after.owner.course!.enrollmentCount).toBe(c.before!.owner.course!.enrollmentCount + (isOwn(c) ? 0 : 1));
      expect(res.json<Enrollment>()).toMatchObject({ course: { id: c.course!.id }, lastLesson: isOwn(c) ? { id: c.course!.lockedLessonId, position: 42 } : null });
    },
    unchanged: sameState,
  },
  {
    route: 'POST /api/Courses/{id}/Enroll (paid)',
    // Its instructor is refused for teaching it before any payment question.
    expect: { ...signedIn(402), instructor: 409 },
    codes: { 402: 'PAYMENT_REQUIRED', 409: 'OWN_COURSE' },
    request: async (c) => ready(c, json('POST', `/api/Courses/${(await courseOf(c, { price: 19.99 })).id}/Enroll`)),
    unchanged: sameState,
  },
  {
    route: 'POST /api/Courses/{id}/Enroll (draft)',
    expect: signedIn(404),
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => ready(c, json('POST', `/api/Courses/${(await courseOf(c, { isPublished: false })).id}/Enroll`)),
    unchanged: sameState,
  },
  {
    route: 'DELETE /api/Courses/{id}/Enroll',
    // 204 either way; only the caller's own enrolment goes (its progress kept for a return).
    expect: { own: signedIn(204), other: signedIn(204) },
    request: async (c) => ready(c, json('DELETE', `/api/Courses/${(await ownerEnrolled(c, { position: 42 })).id}/Enroll`)),
    check: async (c, res) => {
      if (res.statusCode !== 204) return;
      const after = await snapshot(c);
      expect(after.owner.enrollment).toEqual(isOwn(c) ? [] : c.before!.owner.enrollment);
      expect(after.owner.progress).toEqual(c.before!.owner.progress);
      expect(after.owner.course!.enrollmentCount).toBe(c.before!.owner.course!.enrollmentCount - (isOwn(c) ? 1 : 0));
    },
    unchanged: sameState,
  },
  {
    route: 'DELETE /api/Courses/{id}/Enroll (draft)',
    // A draft exists only for its instructor and admins (who are not enrolled: nothing to leave).
    expect: { ...draft(204, 404), anonymous: 401 },
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => ready(c, json('DELETE', `/api/Courses/${(await courseOf(c, { isPublished: false })).id}/Enroll`)),
    unchanged: sameState,
  },
  {
    route: 'DELETE /api/Courses/{id}/Enroll (paid)',
    expect: signedIn(409),
    codes: { 409: 'LEAVE_PAID_COURSE' },
    request: async (c) => ready(c, json('DELETE', `/api/Courses/${(await courseOf(c, { price: 19.99 })).id}/Enroll`)),
    unchanged: sameState,
  },
  {
    route: 'POST /api/Lessons/{id}/Complete (not engaged)',
    // Enrolled but the lesson was never opened: refused with what is missing, for the owner too.
    expect: { own: signedIn(409), other: signedIn(403) },
    codes: { 403: 'NOT_ENROLLED', 409: 'LESSON_NOT_ENGAGED' },
    request: async (c) => ready(c, json('POST', `/api/Lessons/${(await ownerEnrolled(c)).lockedLessonId}/Complete`)),
    unchanged: sameState,
  },
  {
    route: 'POST /api/Lessons/{id}/Complete',
    expect: { own: signedIn(200), other: signedIn(403) },
    codes: { 403: 'NOT_ENROLLED' },
    request: async (c) => {
      const course = await ownerEnrolled(c, { position: 42 });
      await engage(c.t, c.ownerToken, course.lockedLessonId);
      return ready(c, json('POST', `/api/Lessons/${course.lockedLessonId}/Complete`));
    },
    check: async (c, res) => {
      if (res.statusCode !== 200) return;
      const after = await snapshot(c);
      expect(res.json<Completion>()).toMatchObject({ newlyCompleted: true, pointsAwarded: 10, completedLessons: 1, certificateCode: null, points: c.before!.owner.counters.points + 10 });
      expect(after.owner.counters).toEqual({ ...c.before!.owner.counters, points: c.before!.owner.counters.points + 10, completedLessons: c.before!.owner.counters.completedLessons + 1 });
    },
    unchanged: sameState,
  },
  {
    route: 'PUT /api/Lessons/{id}/Position',
    expect: { own: signedIn(200), other: signedIn(403) },
    codes: { 403: 'NOT_ENROLLED' },
    request: async (c) => ready(c, json('PUT', `/api/Lessons/${(await ownerEnrolled(c, { position: 42 })).lockedLessonId}/Position`, { position: 77 })),
    check: async (c, res) => {
      if (res.statusCode !== 200) return;
      expect((await snapshot(c)).owner.progress.map((p) => [p.lessonId, p.positionSeconds])).toEqual([[c.course!.lockedLessonId, 77]]);
    },
    unchanged: sameState,
  },
  {
    route: 'GET /api/Enrollments',
    // Lists hold the caller's own only: the owner's enrolment shows for the owner alone.
    expect: { own: signedIn(200), other: signedIn(200) },
    request: async (c) => {
      await ownerEnrolled(c, { position: 42 });
      return ready(c, json('GET', '/api/Enrollments?page=1&pageSize=100'));
    },
    check: (c, res) => {
      if (res.statusCode !== 200) return;
      const mine = res.json<Page<Enrollment>>().items.filter((e) => e.course.id === c.course!.id);
      expect(mine.map((e) => e.lastLesson)).toEqual(isOwn(c) ? [{ id: c.course!.lockedLessonId, title: 'Lesson 2', position: 42 }] : []);
    },
    unchanged: sameState,
  },
  {
    route: 'GET /api/Certificates',
    expect: { own: signedIn(200), other: signedIn(200) },
    request: async (c) => {
      await ownerEnrolled(c, { completed: true });
      return ready(c, json('GET', '/api/Certificates?page=1&pageSize=100'));
    },
    check: (c, res) => {
      if (res.statusCode !== 200) return;
      const codes = res.json<Page<Certificate>>().items.map((i) => i.code);
      expect(codes.includes(c.memo.certificateCode as string)).toBe(isOwn(c));
    },
    unchanged: sameState,
  },
  {
    route: 'GET /api/Certificates/Verify/{code}',
    // Public by design: whoever holds the code sees the name and the course, and nothing else of the owner's.
    expect: everyone(200),
    request: async (c) => {
      await ownerEnrolled(c, { completed: true });
      return json('GET', `/api/Certificates/Verify/${(c.memo.certificateCode as string).toLowerCase()}`);
    },
    check: async (c, res) => {
      expect(res.json<Certificate>()).toMatchObject({ code: c.memo.certificateCode, course: { id: c.course!.id } });
      await noPrivateOwnerData(c, res);
    },
  },
  {
    route: 'GET /api/Certificates/Verify/{code} (unknown)',
    expect: everyone(404),
    codes: { 404: 'CERTIFICATE_NOT_FOUND' },
    request: () => json('GET', '/api/Certificates/Verify/ACAD-0000-0000-0000-0000'),
  },
  {
    route: 'GET /api/Wishlist',
    expect: { own: signedIn(200), other: signedIn(200) },
    request: async (c) => {
      await ownerEnrolled(c, { wishlisted: true });
      return ready(c, json('GET', '/api/Wishlist?page=1&pageSize=100'));
    },
    check: (c, res) => {
      if (res.statusCode !== 200) return;
      const ids = res.json<Page<WishlistItem>>().items.map((i) => i.course.id);
      expect(ids.includes(c.course!.id)).toBe(isOwn(c));
    },
    unchanged: sameState,
  },
  {
    route: 'POST /api/Wishlist/{courseId}',
    // Own: already saved (200, its date kept); other: the caller saves it for themselves (201).
    expect: { own: signedIn(200), other: signedIn(201) },
    request: async (c) => {
      const course = await ownerEnrolled(c, { wishlisted: true });
      return ready(c, json('POST', `/api/Wishlist/${course.id}`));
    },
    check: async (c, res) => {
      if (res.statusCode >= 400) return;
      const after = await snapshot(c);
      expect(after.owner.wishlist).toEqual(c.before!.owner.wishlist);
      expect(after.actor!.wishlist.map((w) => w.courseId)).toEqual([c.course!.id]);
    },
    unchanged: sameState,
  },
  {
    route: 'POST /api/Wishlist/{courseId} (draft)',
    expect: signedIn(404),
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => ready(c, json('POST', `/api/Wishlist/${(await courseOf(c, { isPublished: false })).id}`)),
    unchanged: sameState,
  },
  {
    route: 'DELETE /api/Wishlist/{courseId}',
    // 204 either way; only the caller's own saved course goes.
    expect: { own: signedIn(204), other: signedIn(204) },
    request: async (c) => {
      const course = await ownerEnrolled(c, { wishlisted: true });
      return ready(c, json('DELETE', `/api/Wishlist/${course.id}`));
    },
    check: async (c, res) => {
      if (res.statusCode >= 400) return;
      const after = await snapshot(c);
      expect(after.owner.wishlist).toEqual(isOwn(c) ? [] : c.before!.owner.wishlist);
    },
    unchanged: sameState,
  },
  {
    route: 'GET /api/Courses/{id}/Reviews',
    expect: everyone(200),
    request: async (c) => json('GET', `/api/Courses/${(await ownerEnrolled(c, { reviewed: true })).id}/Reviews?page=1&pageSize=10`),
    check: async (c, res) => {
      const page = res.json<Page<Review>>();
      expect(page.items.map((r) => [r.author.username, r.text])).toEqual([[ACCOUNTS[c.owner].username, `Owner review ${c.unique}`]]);
      await noPrivateOwnerData(c, res);
    },
  },
  {
    route: 'GET /api/Courses/{id}/Reviews (draft)',
    expect: draft(200, 404),
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Courses/${(await courseOf(c, { isPublished: false })).id}/Reviews`),
  },
  {
    route: 'POST /api/Courses/{id}/Reviews',
    // Enrolled students only: the owner's enrolment does not let anyone else review.
    expect: { own: signedIn(201), other: signedIn(403) },
    codes: { 403: 'NOT_ENROLLED' },
    request: async (c) => {
      const course = await ownerEnrolled(c);
      return ready(c, json('POST', `/api/Courses/${course.id}/Reviews`, { rating: 5, text: `Review ${c.unique}` }));
    },
    check: async (c, res) => {
      if (res.statusCode !== 201) return;
      const after = await snapshot(c);
      expect(after.owner.course).toEqual({ ...c.before!.owner.course, ratingSum: c.before!.owner.course!.ratingSum + 5, ratingCount: c.before!.owner.course!.ratingCount + 1 });
      expect(res.json<Review>()).toMatchObject({ rating: 5, text: `Review ${c.unique}`, author: { username: ACCOUNTS[c.owner].username } });
    },
    unchanged: sameState,
  },
  {
    route: 'POST /api/Courses/{id}/Reviews (owner reviewed)',
    // Once each: the owner's second review is refused; another enrolled student's first is not. The
    // course's instructor cannot enrol in it, so cannot review it either.
    expect: { own: signedIn(409), other: { ...signedIn(201), instructor: 403 } },
    codes: { 403: 'NOT_ENROLLED', 409: 'REVIEW_EXISTS' },
    request: async (c) => {
      const course = await ownerEnrolled(c, { reviewed: true });
      const token = await tokenOf(c);
      if (token && !isOwn(c) && c.actor !== 'instructor') await as(c, token, 'POST', `/api/Courses/${course.id}/Enroll`);
      return ready(c, json('POST', `/api/Courses/${course.id}/Reviews`, { rating: 1, text: 'Again' }));
    },
    check: async (c, res) => {
      if (res.statusCode !== 201) return;
      const after = await snapshot(c);
      expect(after.owner.review).toEqual(c.before!.owner.review);
      expect(after.actor!.review.map((r) => r.rating)).toEqual([1]);
    },
    unchanged: sameState,
  },
];

TABLE.push(...COURSE_ROWS);

// ---- Content: posts, events and their seats, the contact form -------------------------------

interface TestEvent {
  id: number;
  slug: string;
  /** A region of the case's own, so a list filtered by it shows this event alone. */
  countryId: number;
  capacity: number;
}
/** An event's counter and who holds its seats (usernames, sorted). */
interface Seats {
  registeredCount: number;
  holders: string[];
}

const usernameOf = (actor: SignedIn) => ACCOUNTS[actor].username;
let regionCounter = 5000;

/** The case's own event, written straight to the database: upcoming (in two days) unless told otherwise. */
async function eventOf(c: Ctx, options: { capacity?: number; startsInHours?: number } = {}): Promise<TestEvent> {
  if (c.event) return c.event;
  const startsAt = new Date(Date.now() + (options.startsInHours ?? 48) * 3_600_000);
  const values = {
    kind: 'seminar' as const,
    slug: `matrix-event-${c.unique}`,
    title: `Matrix event ${c.unique}`,
    description: `What happens at the matrix event ${c.unique}.`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
    place: 'Matrix hall',
    ctlCountryId: ++regionCounter,
    capacity: options.capacity ?? 10,
  };
  const [row] = await c.t.database.db.insert(events).values(values).returning({ id: events.id });
  c.event = { id: row!.id, slug: values.slug, countryId: values.ctlCountryId, capacity: values.capacity };
  return c.event;
}

/** The owner holds a seat at the case's event (taken through the API; for an ended event, written to the database). */
async function ownerRegistered(c: Ctx, options: { capacity?: number; ended?: boolean } = {}): Promise<TestEvent> {
  const event = await eventOf(c, { capacity: options.capacity, startsInHours: options.ended ? -48 : 48 });
  if (!options.ended) {
    await as(c, c.ownerToken, 'POST', `/api/Events/${event.id}/Register`);
    return event;
  }
  const owner = await customerRow(c.t, usernameOf(c.owner));
  await c.t.database.db.insert(eventRegistrations).values({ eventId: event.id, customerId: owner.id });
  await c.t.database.db.update(events).set({ registeredCount: sql`${events.registeredCount} + 1` }).where(eq(events.id, event.id));
  return event;
}

async function seatsAt(c: Ctx, eventId: number): Promise<Seats> {
  const db = c.t.database.db;
  const [[event], holders] = await Promise.all([
    db.select({ registeredCount: events.registeredCount }).from(events).where(eq(events.id, eventId)),
    db.select({ username: customers.username }).from(eventRegistrations).innerJoin(customers, eq(customers.id, eventRegistrations.customerId)).where(eq(eventRegistrations.eventId, eventId)),
  ]);
  if (!event) throw new Error(`no event ${eventId}`);
  return { registeredCount: event.registeredCount, holders: holders.map((h) => h.username).sort() };
}

/** Records the seats of the event the call is about, for the checks, then hands back the request. */
async function watch(c: Ctx, eventId: number, req: InjectOptions): Promise<InjectOptions> {
  c.memo.eventId = eventId;
  c.seats = await seatsAt(c, eventId);
  return req;
}

/** Nobody's seat at the event moved, nor its counter. */
async function sameSeats(c: Ctx): Promise<void> {
  expect(await seatsAt(c, c.memo.eventId as number)).toEqual(c.seats);
}

/** The ids of the events someone holds a seat at, in order. */
async function seatsOf(c: Ctx, username: string): Promise<number[]> {
  const rows = await c.t.database.db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .innerJoin(customers, eq(customers.id, eventRegistrations.customerId))
    .where(eq(customers.username, username));
  return rows.map((r) => r.eventId).sort((a, b) => a - b);
}

/** A seeded event by slug; `full` also makes sure every seat is still taken. */
async function seededEvent(c: Ctx, slug: string, full = false): Promise<number> {
  const [row] = await c.t.database.db.select({ id: events.id, capacity: events.capacity, registeredCount: events.registeredCount }).from(events).where(eq(events.slug, slug));
  if (!row || (full && row.registeredCount !== row.capacity)) throw new Error(`setup: seeded event ${slug}: ${JSON.stringify(row)}`);
  return row.id;
}
const SEEDED_FULL_EVENT = EVENTS.find((e) => e.inDays > 0 && e.taken === e.capacity)!.slug;
const SEEDED_PODCAST = POSTS.find((p) => p.kind === 'podcast' && p.daysAgo > 0)!;

/** A blog of the case's own that is scheduled for tomorrow: not published yet. */
async function scheduledPost(c: Ctx): Promise<{ slug: string; title: string }> {
  const values = { kind: 'blog' as const, slug: `matrix-scheduled-${c.unique}`, title: `Matrix scheduled ${c.unique}`, body: `Embargoed body ${c.unique}`, publishedAt: new Date(Date.now() + 86_400_000) };
  await c.t.database.db.insert(posts).values(values);
  return values;
}

const contactForm = (c: Ctx, extra: Record<string, unknown> = {}) => ({
  name: 'Matrix Visitor',
  email: `c${c.unique}@example.com`,
  subject: `Matrix ${c.unique}`,
  message: `A question from the access matrix, case ${c.unique}.`,
  lang: 'en',
  ...extra,
});
const contactRows = (c: Ctx) => c.t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, `Matrix ${c.unique}`));

const CONTENT_ROWS: Row[] = [
  // Posts: published ones are public; a scheduled one is nobody's yet, not even an admin's.
  {
    route: 'GET /api/Posts?kind&page&pageSize',
    expect: everyone(200),
    request: async (c) => {
      c.memo.scheduled = (await scheduledPost(c)).slug;
      return json('GET', '/api/Posts?kind=blog&page=1&pageSize=50');
    },
    check: async (c, res) => {
      const page = res.json<Page<PostSummary>>();
      const [published] = await c.t.database.db.select({ n: sql<number>`count(*)::int` }).from(posts).where(and(eq(posts.kind, 'blog'), lte(posts.publishedAt, sql`now()`)));
      expect(page).toMatchObject({ total: published!.n, page: 1, pageSize: 50 });
      expect(page.items.length).toBe(Math.min(50, published!.n));
      expect(page.items.every((p) => p.kind === 'blog')).toBe(true);
      expect(page.items.map((p) => p.slug)).not.toContain(c.memo.scheduled);
      expect(res.body).not.toContain('Embargoed body');
    },
  },
  {
    route: 'GET /api/Posts/Slug/{slug}',
    expect: everyone(200),
    request: () => json('GET', `/api/Posts/Slug/${SEEDED_PODCAST.slug}`),
    check: (_c, res) => expect(res.json<Post>()).toMatchObject({ slug: SEEDED_PODCAST.slug, kind: 'podcast', title: SEEDED_PODCAST.title, audioFile: expect.any(String), body: expect.stringMatching(/\S/) }),
  },
  {
    route: 'GET /api/Posts/Slug/{slug} (scheduled)',
    expect: everyone(404),
    codes: { 404: 'POST_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Posts/Slug/${(await scheduledPost(c)).slug}`),
    check: (c, res) => expect(res.body).not.toMatch(new RegExp(`Embargoed|Matrix scheduled ${c.unique}`)),
  },
  { route: 'GET /api/Posts/Slug/{slug} (unknown)', expect: everyone(404), codes: { 404: 'POST_NOT_FOUND' }, request: () => json('GET', '/api/Posts/Slug/no-such-post') },
  { route: 'GET /api/Posts?kind=video', expect: everyone(400), codes: { 400: 'VALIDATION_FAILED' }, request: () => json('GET', '/api/Posts?kind=video') },

  // Events: anyone may read them; `isRegistered` is the caller's own seat, never the owner's.
  {
    route: 'GET /api/Events?countryId&kind&when&page&pageSize (isRegistered)',
    expect: { own: signedIn(200), other: everyone(200) },
    request: async (c) => {
      const event = await ownerRegistered(c);
      return json('GET', `/api/Events?countryId=${event.countryId}&kind=seminar&when=upcoming&page=1&pageSize=5`);
    },
    check: async (c, res) => {
      const page = res.json<Page<EventSummary>>();
      expect(page.items.map((e) => [e.id, e.isRegistered, e.registeredCount, e.seatsLeft])).toEqual([[c.event!.id, isOwn(c), 1, c.event!.capacity - 1]]);
      await noPrivateOwnerData(c, res);
    },
  },
  {
    route: 'GET /api/Events/Slug/{slug} (isRegistered)',
    expect: { own: signedIn(200), other: everyone(200) },
    request: async (c) => json('GET', `/api/Events/Slug/${(await ownerRegistered(c)).slug}`),
    check: async (c, res) => {
      expect(res.json<EventDetail>()).toMatchObject({ id: c.event!.id, isRegistered: isOwn(c), registeredCount: 1, seatsLeft: c.event!.capacity - 1, description: `<p>What happens at the matrix event ${c.unique}.</p>` });
      await noPrivateOwnerData(c, res);
    },
  },
  { route: 'GET /api/Events/Slug/{slug} (unknown)', expect: everyone(404), codes: { 404: 'EVENT_NOT_FOUND' }, request: () => json('GET', '/api/Events/Slug/no-such-event') },
  {
    route: 'GET /api/Events/Mine',
    // The caller's own seats, all of them and nobody else's: the owner's shows for the owner alone.
    expect: { own: signedIn(200), other: signedIn(200) },
    request: async (c) => watch(c, (await ownerRegistered(c)).id, json('GET', '/api/Events/Mine')),
    check: async (c, res) => {
      if (res.statusCode !== 200) return;
      const mine = res.json<EventRegistration[]>();
      expect(mine.some((r) => r.eventId === c.event!.id)).toBe(isOwn(c));
      expect(mine.map((r) => r.eventId).sort((a, b) => a - b)).toEqual(await seatsOf(c, usernameOf(c.actor as SignedIn)));
      expect(mine.every((r) => r.event.isRegistered && r.event.id === r.eventId)).toBe(true);
    },
    unchanged: sameSeats,
  },
  {
    route: 'POST /api/Events/{id}/Register',
    // Own: the owner holds a seat already (409, nothing moves); other: the caller takes a seat of their own (201), the owner's untouched.
    expect: { own: signedIn(409), other: signedIn(201) },
    codes: { 409: 'EVENT_ALREADY_REGISTERED' },
    request: async (c) => watch(c, (await ownerRegistered(c)).id, json('POST', `/api/Events/${c.event!.id}/Register`)),
    check: async (c, res) => {
      if (res.statusCode !== 201) return;
      const holders = [...c.seats!.holders, usernameOf(c.actor as SignedIn)].sort();
      expect(await seatsAt(c, c.event!.id)).toEqual({ registeredCount: c.seats!.registeredCount + 1, holders });
      expect(res.json<EventRegistration>()).toMatchObject({ eventId: c.event!.id, event: { id: c.event!.id, isRegistered: true, registeredCount: 2, seatsLeft: c.event!.capacity - 2 } });
    },
    unchanged: sameSeats,
  },
  {
    route: 'POST /api/Events/{id}/Register (the owner holds the last seat)',
    // Own: already registered; other: full. Neither frees or takes a seat.
    expect: { own: signedIn(409), other: signedIn(409) },
    request: async (c) => watch(c, (await ownerRegistered(c, { capacity: 1 })).id, json('POST', `/api/Events/${c.event!.id}/Register`)),
    check: (c, res) => {
      if (res.statusCode === 409) expect(problemCode(res)).toBe(isOwn(c) ? 'EVENT_ALREADY_REGISTERED' : 'EVENT_FULL');
    },
    unchanged: sameSeats,
  },
  {
    route: 'POST /api/Events/{id}/Register (the seeded full event)',
    expect: signedIn(409),
    codes: { 409: 'EVENT_FULL' },
    request: async (c) => {
      const id = await seededEvent(c, SEEDED_FULL_EVENT, true);
      return watch(c, id, json('POST', `/api/Events/${id}/Register`));
    },
    unchanged: sameSeats,
  },
  {
    route: 'POST /api/Events/{id}/Register (ended)',
    expect: signedIn(400),
    codes: { 400: 'EVENT_OVER' },
    request: async (c) => watch(c, (await eventOf(c, { startsInHours: -48 })).id, json('POST', `/api/Events/${c.event!.id}/Register`)),
    unchanged: sameSeats,
  },
  { route: 'POST /api/Events/{id}/Register (unknown)', expect: signedIn(404), codes: { 404: 'EVENT_NOT_FOUND' }, request: () => json('POST', '/api/Events/2147483647/Register') },
  {
    route: 'DELETE /api/Events/{id}/Register',
    // Only one's own seat can be given back, by anyone: naming the owner in a body changes nothing, and an admin
    // cannot free another's seat either (404: the caller holds none).
    expect: { own: signedIn(204), other: signedIn(404) },
    codes: { 404: 'EVENT_REGISTRATION_NOT_FOUND' },
    request: async (c) => watch(c, (await ownerRegistered(c)).id, json('DELETE', `/api/Events/${c.event!.id}/Register`, { encryptId: c.encryptId })),
    check: async (c, res) => {
      if (res.statusCode !== 204) return;
      expect(await seatsAt(c, c.event!.id)).toEqual({ registeredCount: c.seats!.registeredCount - 1, holders: c.seats!.holders.filter((h) => h !== usernameOf(c.owner)) });
    },
    unchanged: sameSeats,
  },
  {
    route: 'DELETE /api/Events/{id}/Register (ended)',
    // A seat can be given back after the event too; still only one's own.
    expect: { own: signedIn(204), other: signedIn(404) },
    codes: { 404: 'EVENT_REGISTRATION_NOT_FOUND' },
    request: async (c) => watch(c, (await ownerRegistered(c, { ended: true })).id, json('DELETE', `/api/Events/${c.event!.id}/Register`)),
    check: async (c, res) => {
      if (res.statusCode !== 204) return;
      expect(await seatsAt(c, c.event!.id)).toEqual({ registeredCount: 0, holders: [] });
    },
    unchanged: sameSeats,
  },
  {
    route: "DELETE /api/Events/{id}/Register (the demo student's seat)",
    expect: signedIn(404),
    codes: { 404: 'EVENT_REGISTRATION_NOT_FOUND' },
    request: async (c) => {
      const id = await seededEvent(c, DEMO_STUDENT_EVENT);
      return watch(c, id, json('DELETE', `/api/Events/${id}/Register`));
    },
    unchanged: async (c) => {
      expect(c.seats!.holders).toContain('student');
      await sameSeats(c);
    },
  },
  { route: 'DELETE /api/Events/{id}/Register (unknown)', expect: signedIn(404), codes: { 404: 'EVENT_REGISTRATION_NOT_FOUND' }, request: () => json('DELETE', '/api/Events/2147483647/Register') },

  // The contact form: anyone may write; a session changes nothing, neither does it lift the per-address limit.
  {
    route: 'POST /api/Contact',
    expect: everyone(202),
    request: (c) => json('POST', '/api/Contact', contactForm(c)),
    check: async (c, res) => {
      expect(res.json()).toEqual({ ok: true });
      const form = contactForm(c);
      expect((await contactRows(c)).map((r) => [r.name, r.email, r.message, r.lang, r.mailedAt !== null])).toEqual([[form.name, form.email, form.message, 'en', true]]);
      expect((await c.t.mails()).filter((m) => m.subject.includes(form.subject))).toHaveLength(1);
    },
  },
  {
    route: 'POST /api/Contact (blank message)',
    expect: everyone(400),
    codes: { 400: 'VALIDATION_FAILED' },
    request: (c) => json('POST', '/api/Contact', contactForm(c, { message: ' '.repeat(20) })),
    unchanged: async (c) => expect(await contactRows(c)).toEqual([]),
  },
  {
    route: 'POST /api/Contact (the 6th in 10 minutes from one address)',
    expect: everyone(429),
    codes: { 429: 'RATE_LIMITED' },
    request: async (c) => {
      // Five from this address first (anonymous), then the call itself from the same address.
      const remoteAddress = freshIp();
      for (let i = 0; i < 5; i++) {
        const res = await c.t.request({ ...json('POST', '/api/Contact', contactForm(c)), remoteAddress });
        if (res.statusCode !== 202) throw new Error(`setup contact ${i}: ${res.statusCode} ${res.body}`);
      }
      return { ...json('POST', '/api/Contact', contactForm(c)), remoteAddress };
    },
    unchanged: async (c) => expect(await contactRows(c)).toHaveLength(5),
  },
];

// ---- Stored files and protected media ------------------------------------------------------------

/** A seeded lesson video (a protected file) and a seeded course cover (a public one). */
async function seededFile(c: Ctx, kind: 'video' | 'cover'): Promise<string> {
  const query =
    kind === 'video'
      ? sql`select substring(video_url from '[^/]+$') as name from lessons where video_url is not null and not is_preview limit 1`
      : sql`select cover_image as name from courses where cover_image is not null limit 1`;
  return (await c.t.database.db.execute<{ name: string }>(query)).rows[0]!.name;
}

const MEDIA_ROWS: Row[] = [
  {
    route: 'GET /storage/{folder}/{name} (a public cover)',
    expect: everyone(200),
    request: async (c) => json('GET', `/storage/course-cover-image/${await seededFile(c, 'cover')}`),
    // Kept by any cache for a week (what is asked with a session is personal: not checked here).
    check: (c, res) => {
      if (c.actor === 'anonymous') expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
    },
  },
  {
    route: 'GET /storage/course-video/{name} (no signature)',
    // A session changes nothing: lesson videos are read only through the signed URL the lesson hands out.
    expect: everyone(403),
    codes: { 403: 'MEDIA_URL_INVALID' },
    request: async (c) => json('GET', `/storage/course-video/${await seededFile(c, 'video')}`),
  },
  {
    route: 'GET /storage/course-video/{name} (expired signature)',
    expect: everyone(403),
    codes: { 403: 'MEDIA_URL_EXPIRED' },
    request: async (c) => {
      const config = c.t.config;
      const past = new MediaUrls({ secret: config.jwtSecret, ttlSeconds: config.mediaUrlTtlSeconds, storageBaseUrl: config.storageBaseUrl }, () => Date.now() - 2 * 3600_000);
      return json('GET', past.urlFor('course-video', await seededFile(c, 'video'), c.encryptId));
    },
  },
  {
    route: 'GET /api/Lessons/{id} (locked video) -> GET its signed videoUrl',
    // Whoever may open the lesson gets a URL signed for themselves, which serves the video privately.
    expect: { own: signedIn(206), other: { anonymous: 403, studentA: 403, studentB: 403, instructor: 206, admin: 206 } },
    codes: { 403: 'LESSON_LOCKED' },
    request: async (c) => {
      const course = await ownerEnrolled(c);
      const video = await seededFile(c, 'video');
      await c.t.database.db.execute(sql`update lessons set kind = 'video', video_url = ${`/storage/course-video/${video}`} where id = ${course.lockedLessonId}`);
      const token = await tokenOf(c);
      const lesson = await c.t.request({ method: 'GET', url: `/api/Lessons/${course.lockedLessonId}`, ...(token ? { token } : {}) });
      if (lesson.statusCode !== 200) return json('GET', `/api/Lessons/${course.lockedLessonId}`);
      const url = lesson.json<Lesson>().videoUrl!;
      c.memo.signedFor = new URL(url, 'http://x').searchParams.get('customer');
      return { method: 'GET', url, headers: { range: 'bytes=0-9' } };
    },
    check: async (c, res) => {
      if (res.statusCode !== 206) return;
      expect(c.memo.signedFor).toBe((await customerRow(c.t, ACCOUNTS[c.actor as SignedIn].username)).encryptId);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(String(res.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
    },
  },
  {
    route: 'DELETE /api/Files?nameBySystem= (a course cover in use)',
    // Its owner (the instructor) and admins are refused while a course shows it; students may not touch it at all.
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 409, admin: 409 },
    codes: { 409: 'FILE_IN_USE' },
    request: async (c) => {
      const cover = await uploadImage(c.t, await tokenFor(c.t, 'instructor'), 'course-cover-image');
      const course = await courseOf(c);
      await c.t.database.db.execute(sql`update courses set cover_image = ${cover.nameBySystem} where id = ${course.id}`);
      return json('DELETE', `/api/Files?nameBySystem=${cover.nameBySystem}`);
    },
    unchanged: async (c, req) => {
      const name = new URL(req.url as string, 'http://x').searchParams.get('nameBySystem')!;
      expect(await c.t.database.db.select().from(files).where(eq(files.nameBySystem, name))).toHaveLength(1);
    },
  },
];

// ---- Teaching rows' set-up ----

/** The case's course taught by `teacher`, with studentA enrolled. */
async function teachingCourse(c: Ctx, teacher: 'instructor' | 'admin'): Promise<TestCourse> {
  if (c.course) return c.course;
  const course = await courseOf(c, { instructor: teacher });
  await as(c, await tokenFor(c.t, ACCOUNTS.studentA.username), 'POST', `/api/Courses/${course.id}/Enroll`);
  return course;
}

/** A review by studentA of the case's course taught by `teacher`. */
async function teachingReview(c: Ctx, teacher: 'instructor' | 'admin'): Promise<number> {
  const course = await teachingCourse(c, teacher);
  const res = await as(c, await tokenFor(c.t, ACCOUNTS.studentA.username), 'POST', `/api/Courses/${course.id}/Reviews`, { rating: 3, text: `Matrix ${c.unique}` });
  c.memo.reviewId = res.json<Review>().id;
  return c.memo.reviewId as number;
}

async function teachingCount(c: Ctx, table: 'review_replies' | 'review_reports'): Promise<number> {
  const { rows } = await c.t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where review_id = ${c.memo.reviewId as number}`);
  return rows[0]!.n;
}

async function announcementsOf(c: Ctx): Promise<number> {
  const { rows } = await c.t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from course_announcements where course_id = ${c.course!.id}`);
  return rows[0]!.n;
}

async function unsubscribeToken(c: Ctx): Promise<string> {
  const course = await teachingCourse(c, 'instructor');
  return c.t.services.announcements.unsubscribeToken((await customerRow(c.t, ACCOUNTS.studentA.username)).id, course.id);
}

/** Video upload rows: an upload started by the demo instructor (or an admin) on a lesson of a new draft course. */
async function videoUploadOf(c: Ctx, by: 'instructor' | 'admin' = 'instructor'): Promise<string> {
  const course = await makeCourse(c.t, { slug: `vu-${c.unique}`, isPublished: false, ...(by === 'admin' ? { instructor: null } : {}) });
  const res = await c.t.request({ method: 'POST', url: '/api/Instructor/VideoUploads', token: await tokenFor(c.t, by), remoteAddress: freshIp(), payload: { lessonId: course.lockedLessonId, fileName: 'clip.mp4', size: 6000 } });
  if (res.statusCode !== 201) throw new Error(`setup video upload: ${res.statusCode} ${res.body}`);
  c.memo.uploadId = res.json<{ id: string }>().id;
  return c.memo.uploadId as string;
}

/** The instructor studio, one block per part (each part adds its rows below its own line). */
const STUDIO_ROWS: Row[] = [
  // -- instructor applications --
  {
    route: 'POST /api/Instructor/Application',
    // Students apply (each once); instructors and admins teach already.
    expect: { anonymous: 401, studentA: 201, studentB: 201, instructor: 409, admin: 409 },
    codes: { 409: 'INSTRUCTOR_APPLICATION_ALREADY_INSTRUCTOR' },
    request: () => json('POST', '/api/Instructor/Application', { bio: 'Ten years of teaching robotics in schools.', topics: ['Robotics'] }),
    check: async (c, res) => {
      if (res.statusCode === 201) expect(res.json<{ status: string; applicant?: unknown }>()).toMatchObject({ status: 'pending' });
      // Applying changes no role.
      if (c.actor !== 'anonymous') expect((await customerRow(c.t, ACCOUNTS[c.actor].username)).role).toBe(c.actor === 'instructor' || c.actor === 'admin' ? c.actor : 'student');
    },
  },
  {
    route: 'GET /api/Instructor/Application',
    // Only ever one's own: students who applied see theirs; instructors and admins never applied.
    expect: { anonymous: 401, studentA: 200, studentB: 200, instructor: 404, admin: 404 },
    codes: { 404: 'INSTRUCTOR_APPLICATION_NOT_FOUND' },
    request: async (c, actor) => {
      if (actor === 'studentA' || actor === 'studentB') {
        const token = await tokenFor(c.t, ACCOUNTS[actor].username);
        await c.t.request({ method: 'POST', url: '/api/Instructor/Application', token, remoteAddress: freshIp(), payload: { bio: 'Ten years of teaching robotics in schools.', topics: ['Robotics'] } });
      }
      return json('GET', '/api/Instructor/Application');
    },
    check: (c, res) => {
      if (res.statusCode === 200) expect(res.json<{ applicant?: unknown }>().applicant).toBeUndefined();
    },
  },
  {
    route: 'GET /api/Admin/InstructorApplications',
    expect: adminOnly(200),
    request: () => json('GET', '/api/Admin/InstructorApplications?status=pending'),
    check: (_c, res) => {
      if (res.statusCode === 200) expect(res.json<Page<{ status: string; applicant?: { username: string } }>>().items.every((i) => i.status === 'pending' && i.applicant?.username)).toBe(true);
    },
  },
  ...(['Approve', 'Reject'] as const).map(
    (decision): Row => ({
      route: `POST /api/Admin/InstructorApplications/{id}/${decision}`,
      // Someone else's application, made for this case: only an admin decides.
      expect: adminOnly(200),
      request: async (c) => {
        const { token } = await c.t.signUp(`ap${c.unique}`);
        const res = await c.t.request({ method: 'POST', url: '/api/Instructor/Application', token, remoteAddress: freshIp(), payload: { bio: 'Ten years of teaching robotics in schools.', topics: ['Robotics'] } });
        const id = res.json<{ id: number }>().id;
        c.memo.applicationId = id;
        return decision === 'Approve' ? json('POST', `/api/Admin/InstructorApplications/${id}/Approve`) : json('POST', `/api/Admin/InstructorApplications/${id}/Reject`, { reason: 'Not yet' });
      },
      unchanged: async (c) => {
        const { rows } = await c.t.database.db.execute<{ status: string }>(sql`select status from instructor_applications where id = ${c.memo.applicationId as number}`);
        expect(rows[0]?.status).toBe('pending');
        expect((await customerRow(c.t, `ap${c.unique}`)).role).toBe('student');
      },
      check: async (c, res) => {
        expect((await customerRow(c.t, `ap${c.unique}`)).role).toBe(decision === 'Approve' && res.statusCode === 200 ? 'instructor' : 'student');
      },
    }),
  ),
  // -- course authoring --
  // Each object is made for the case: a course of the demo instructor ('own': the instructor and admins
  // reach it), or of the admin ('another': the instructor gets the 404 of an id nobody has).
  ...((): Row[] => {
    type Owner = 'instructor' | 'admin';
    const S = (staffStatus: number, instructorOnOther = staffStatus): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: instructorOnOther, admin: staffStatus });
    /** A course with one section and one lesson; `stage` takes it on to review or publication. */
    const course = async (c: Ctx, owner: Owner, stage: 'draft' | 'ready' | 'in_review' | 'published' = 'draft') => {
      const svc = c.t.services.authoring;
      const who = await customerRow(c.t, owner);
      const admin = await customerRow(c.t, 'admin');
      const created = await svc.create(who, { title: `Matrix ${c.unique}`, language: 'en', categoryId: 1 });
      const section = await svc.addSection(who, created.id, 'Part one');
      const lesson = await svc.addLesson(who, section.id, { title: 'First', kind: 'text' });
      let version = created.version;
      if (stage !== 'draft') {
        const { id: _id, slug: _s, status: _st, hasDraftChanges: _h, review: _r, version: _v, sections: _sec, updatedAt: _u, publishedAt: _p, ...fields } = await svc.get(who, created.id);
        version = (await svc.updateFields(who, created.id, version, { ...fields, isFree: true })).version;
      }
      if (stage === 'in_review' || stage === 'published') await svc.submit(who, created.id);
      if (stage === 'published') await svc.approve(admin, created.id);
      c.memo.courseId = created.id;
      c.memo.title = created.title;
      return { id: created.id, sectionId: section.id, lessonId: lesson.id, version };
    };
    const titleUnchanged = async (c: Ctx) => {
      const admin = await customerRow(c.t, 'admin');
      expect((await c.t.services.authoring.get(admin, c.memo.courseId as number)).title).toBe(c.memo.title);
    };
    const outlineOf = async (c: Ctx) => (await c.t.services.authoring.get(await customerRow(c.t, 'admin'), c.memo.courseId as number)).sections.map((s) => [s.id, s.title, s.lessons.map((l) => l.title)]);
    const both = (route: string, status: number, code: string, make: (c: Ctx, owner: Owner) => Promise<InjectOptions>, extra: Partial<Row> = {}): Row[] =>
      (['instructor', 'admin'] as const).map((owner) => ({
        route: `${route} (${owner === 'instructor' ? "the instructor's course" : "another's course"})`,
        expect: S(status, owner === 'instructor' ? status : 404),
        codes: { 404: code },
        request: async (c: Ctx) => {
          const req = await make(c, owner);
          c.memo.outline = await outlineOf(c);
          return req;
        },
        ...extra,
      }));
    const outlineUnchanged = { unchanged: async (c: Ctx) => expect(await outlineOf(c)).toEqual(c.memo.outline) };
    return [
      {
        route: 'GET /api/Instructor/Courses',
        expect: S(200),
        request: () => json('GET', '/api/Instructor/Courses'),
        check: async (c, res) => {
          if (res.statusCode !== 200) return;
          const me = await customerRow(c.t, ACCOUNTS[c.actor as SignedIn].username);
          const { rows } = await c.t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from courses where instructor_id = ${me.id}`);
          expect(res.json<{ items: unknown[] }>().items).toHaveLength(rows[0]!.n);
        },
      },
      {
        route: 'POST /api/Instructor/Courses',
        expect: S(201),
        request: (c) => json('POST', '/api/Instructor/Courses', { title: `Matrix new ${c.unique}`, language: 'th', categoryId: 1 }),
        unchanged: async (c) => {
          const { rows } = await c.t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from courses where title = ${`Matrix new ${c.unique}`}`);
          expect(rows[0]!.n).toBe(0);
        },
      },
      ...both('GET /api/Instructor/Courses/{id}', 200, 'COURSE_NOT_FOUND', async (c, o) => json('GET', `/api/Instructor/Courses/${(await course(c, o)).id}`)),
      ...both('PUT /api/Instructor/Courses/{id}', 200, 'COURSE_NOT_FOUND', async (c, o) => {
        const k = await course(c, o);
        const { id: _id, slug: _s, status: _st, hasDraftChanges: _h, review: _r, version: _v, sections: _sec, updatedAt: _u, publishedAt: _p, ...fields } = await c.t.services.authoring.get(await customerRow(c.t, o), k.id);
        return { ...json('PUT', `/api/Instructor/Courses/${k.id}`, { ...fields, title: 'Taken over' }), headers: { 'if-match': String(k.version) } };
      }, { unchanged: titleUnchanged }),
      ...both('POST /api/Instructor/Courses/{id}/Sections', 201, 'COURSE_NOT_FOUND', async (c, o) => json('POST', `/api/Instructor/Courses/${(await course(c, o)).id}/Sections`, { title: 'Intruder' }), outlineUnchanged),
      ...both('PUT /api/Instructor/Courses/{id}/Outline', 200, 'COURSE_NOT_FOUND', async (c, o) => {
        const k = await course(c, o);
        return { ...json('PUT', `/api/Instructor/Courses/${k.id}/Outline`, { sections: [{ id: k.sectionId, lessonIds: [k.lessonId] }] }), headers: { 'if-match': String(k.version) } };
      }),
      ...both('POST /api/Instructor/Courses/{id}/Submit', 200, 'COURSE_NOT_FOUND', async (c, o) => json('POST', `/api/Instructor/Courses/${(await course(c, o, 'ready')).id}/Submit`), {
        unchanged: async (c) => {
          const { rows } = await c.t.database.db.execute<{ status: string }>(sql`select status from courses where id = ${c.memo.courseId as number}`);
          expect(rows[0]!.status).toBe('draft');
        },
      }),
      ...both('POST /api/Instructor/Courses/{id}/Unpublish', 200, 'COURSE_NOT_FOUND', async (c, o) => json('POST', `/api/Instructor/Courses/${(await course(c, o, 'published')).id}/Unpublish`), {
        unchanged: async (c) => {
          const { rows } = await c.t.database.db.execute<{ is_published: boolean }>(sql`select is_published from courses where id = ${c.memo.courseId as number}`);
          expect(rows[0]!.is_published).toBe(true);
        },
      }),
      ...both('POST /api/Instructor/Courses/{id}/DiscardDraft', 200, 'COURSE_NOT_FOUND', async (c, o) => json('POST', `/api/Instructor/Courses/${(await course(c, o, 'published')).id}/DiscardDraft`)),
      ...both('PUT /api/Instructor/Sections/{id}', 200, 'SECTION_NOT_FOUND', async (c, o) => ({ ...json('PUT', `/api/Instructor/Sections/${(await course(c, o)).sectionId}`, { title: 'Renamed' }), headers: { 'if-match': '1' } }), outlineUnchanged),
      ...both('DELETE /api/Instructor/Sections/{id}', 204, 'SECTION_NOT_FOUND', async (c, o) => json('DELETE', `/api/Instructor/Sections/${(await course(c, o)).sectionId}`), outlineUnchanged),
      ...both('POST /api/Instructor/Sections/{id}/Lessons', 201, 'SECTION_NOT_FOUND', async (c, o) => json('POST', `/api/Instructor/Sections/${(await course(c, o)).sectionId}/Lessons`, { title: 'Intruder', kind: 'text' }), outlineUnchanged),
      ...both('PUT /api/Instructor/Lessons/{id}', 200, 'LESSON_NOT_FOUND', async (c, o) => ({
        ...json('PUT', `/api/Instructor/Lessons/${(await course(c, o)).lessonId}`, { title: 'Renamed', duration: 60, isPreview: false, body: '<p>x</p>', video: null }),
        headers: { 'if-match': '1' },
      }), outlineUnchanged),
      ...both('DELETE /api/Instructor/Lessons/{id}', 204, 'LESSON_NOT_FOUND', async (c, o) => json('DELETE', `/api/Instructor/Lessons/${(await course(c, o)).lessonId}`), outlineUnchanged),
      { route: 'GET /api/Admin/Courses/InReview', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Courses/InReview') },
      { route: 'GET /api/Admin/Courses/{id}/Review', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/Courses/${(await course(c, 'instructor', 'in_review')).id}/Review`) },
      ...(['Approve', 'Reject'] as const).map(
        (decision): Row => ({
          route: `POST /api/Admin/Courses/{id}/${decision}`,
          expect: adminOnly(200),
          request: async (c) => json('POST', `/api/Admin/Courses/${(await course(c, 'instructor', 'in_review')).id}/${decision}`, decision === 'Reject' ? { reason: 'Needs work' } : undefined),
          unchanged: async (c) => {
            const { rows } = await c.t.database.db.execute<{ status: string }>(sql`select status from courses where id = ${c.memo.courseId as number}`);
            expect(rows[0]!.status).toBe('in_review');
          },
        }),
      ),
    ];
  })(),
  // -- video upload --
  // A draft course of the demo instructor's (or, 'theirs', of nobody's: only an admin reaches it), a lesson of its own per case.
  {
    route: 'POST /api/Instructor/VideoUploads',
    expect: staff(201),
    request: async (c) => json('POST', '/api/Instructor/VideoUploads', { lessonId: (await makeCourse(c.t, { slug: `vu-${c.unique}`, isPublished: false })).lockedLessonId, fileName: 'clip.mp4', size: 5000 }),
    check: (_c, res) => {
      if (res.statusCode === 201) expect(res.headers['upload-offset']).toBe('0');
    },
  },
  {
    route: "POST /api/Instructor/VideoUploads (another instructor's lesson)",
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 404, admin: 201 },
    codes: { 404: 'LESSON_NOT_FOUND' },
    request: async (c) => json('POST', '/api/Instructor/VideoUploads', { lessonId: (await makeCourse(c.t, { slug: `vu-${c.unique}`, isPublished: false, instructor: null })).lockedLessonId, fileName: 'clip.mp4', size: 5000 }),
  },
  // A HEAD answer has no body to carry a problem code.
  { route: 'HEAD /api/Instructor/VideoUploads/{id}', expect: staff(204), codes: { 401: '', 403: '' }, request: async (c) => json('HEAD', `/api/Instructor/VideoUploads/${await videoUploadOf(c)}`) },
  { route: 'GET /api/Instructor/VideoUploads/{id}', expect: staff(200), request: async (c) => json('GET', `/api/Instructor/VideoUploads/${await videoUploadOf(c)}`) },
  {
    route: "GET /api/Instructor/VideoUploads/{id} (another instructor's upload)",
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 404, admin: 200 },
    codes: { 404: 'VIDEO_UPLOAD_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Instructor/VideoUploads/${await videoUploadOf(c, 'admin')}`),
  },
  {
    route: 'PATCH /api/Instructor/VideoUploads/{id}',
    expect: staff(204),
    request: async (c) => ({
      method: 'PATCH',
      url: `/api/Instructor/VideoUploads/${await videoUploadOf(c)}`,
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      payload: makeMp4({ seconds: 3, mediaBytes: 6000 }).subarray(0, 1000),
    }),
    unchanged: async (c) => {
      const res = await c.t.request({ method: 'HEAD', url: `/api/Instructor/VideoUploads/${c.memo.uploadId as string}`, token: await tokenFor(c.t, 'instructor') });
      expect(res.headers['upload-offset']).toBe('0');
    },
  },
  {
    route: 'POST /api/Instructor/Lessons/{id}/Attachment',
    expect: staff(200),
    request: async (c) => ({ method: 'POST', url: `/api/Instructor/Lessons/${(await makeCourse(c.t, { slug: `la-${c.unique}`, isPublished: false })).lockedLessonId}/Attachment`, ...fileForm(Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf', 'application/pdf') }),
  },
  {
    route: "POST /api/Instructor/Lessons/{id}/Attachment (another instructor's lesson)",
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 404, admin: 200 },
    codes: { 404: 'LESSON_NOT_FOUND' },
    request: async (c) => ({ method: 'POST', url: `/api/Instructor/Lessons/${(await makeCourse(c.t, { slug: `la-${c.unique}`, isPublished: false, instructor: null })).lockedLessonId}/Attachment`, ...fileForm(Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf', 'application/pdf') }),
  },
  {
    route: 'DELETE /api/Instructor/Lessons/{id}/Attachment',
    expect: staff(200),
    request: async (c) => {
      const lessonId = (await makeCourse(c.t, { slug: `la-${c.unique}`, isPublished: false })).lockedLessonId;
      const res = await c.t.request({ method: 'POST', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: await tokenFor(c.t, 'instructor'), ...fileForm(Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf', 'application/pdf') });
      if (res.statusCode !== 200) throw new Error(`setup attachment: ${res.statusCode} ${res.body}`);
      c.memo.lessonId = lessonId;
      return json('DELETE', `/api/Instructor/Lessons/${lessonId}/Attachment`);
    },
    unchanged: async (c) => {
      expect(await c.t.database.db.select().from(lessonAttachments).where(eq(lessonAttachments.lessonId, c.memo.lessonId as number))).toHaveLength(1);
    },
  },
  // -- teaching: students, announcements, reviews --
  // The demo instructor's course ('instructor') or one they do not teach ('admin'), with studentA enrolled and reviewing.
  { route: 'GET /api/Instructor/Dashboard', expect: staff(200), request: () => json('GET', '/api/Instructor/Dashboard?days=90') },
  {
    route: 'GET /api/Instructor/Students',
    expect: staff(200),
    request: () => json('GET', '/api/Instructor/Students?sort=progress&order=asc'),
    check: (_c, res) => expect(res.body).not.toMatch(/"email"/),
  },
  {
    route: 'GET /api/Instructor/Students?courseId={not theirs}',
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 404, admin: 200 },
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Instructor/Students?courseId=${(await teachingCourse(c, 'admin')).id}`),
  },
  { route: 'GET /api/Instructor/Students/Csv', expect: staff(200), request: () => json('GET', '/api/Instructor/Students/Csv') },
  {
    route: 'POST /api/Instructor/Courses/{id}/Announcements (own course)',
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 202, admin: 202 },
    request: async (c) => json('POST', `/api/Instructor/Courses/${(await teachingCourse(c, 'instructor')).id}/Announcements`, { subject: 'Matrix', body: 'Hello' }),
    unchanged: async (c) => expect(await announcementsOf(c)).toBe(0),
  },
  {
    route: 'POST /api/Instructor/Courses/{id}/Announcements (not theirs)',
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 404, admin: 202 },
    codes: { 404: 'COURSE_NOT_FOUND' },
    request: async (c) => json('POST', `/api/Instructor/Courses/${(await teachingCourse(c, 'admin')).id}/Announcements`, { subject: 'Matrix', body: 'Hello' }),
    unchanged: async (c) => expect(await announcementsOf(c)).toBe(0),
  },
  {
    route: 'GET /api/Announcements/Unsubscribe/{token}',
    expect: everyone(200),
    request: async (c) => json('GET', `/api/Announcements/Unsubscribe/${await unsubscribeToken(c)}`),
    check: (_c, res) => expect(res.headers['content-type']).toMatch(/^text\/html/),
  },
  { route: 'POST /api/Announcements/Unsubscribe/{token}', expect: everyone(204), request: async (c) => json('POST', `/api/Announcements/Unsubscribe/${await unsubscribeToken(c)}`) },
  {
    route: 'POST /api/Announcements/Unsubscribe/{forged token}',
    expect: everyone(400),
    codes: { 400: 'ANNOUNCEMENT_UNSUBSCRIBE_INVALID' },
    request: async (c) => json('POST', `/api/Announcements/Unsubscribe/${(await unsubscribeToken(c)).slice(0, -4)}AAAA`),
  },
  { route: 'GET /api/Instructor/Reviews', expect: staff(200), request: () => json('GET', '/api/Instructor/Reviews?unanswered=true') },
  ...(['instructor', 'admin'] as const).flatMap((teacher): Row[] => {
    const which = teacher === 'instructor' ? 'own course' : 'not theirs';
    const expectFor = (s: number): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: teacher === 'instructor' ? s : 404, admin: s });
    return [
      {
        route: `PUT /api/Instructor/Reviews/{id}/Reply (${which})`,
        expect: expectFor(200),
        codes: { 404: 'REVIEW_NOT_FOUND' },
        request: async (c) => json('PUT', `/api/Instructor/Reviews/${await teachingReview(c, teacher)}/Reply`, { text: 'Thank you' }),
        unchanged: async (c) => expect(await teachingCount(c, 'review_replies')).toBe(0),
      },
      {
        route: `DELETE /api/Instructor/Reviews/{id}/Reply (${which})`,
        expect: expectFor(204),
        codes: { 404: 'REVIEW_NOT_FOUND' },
        request: async (c) => {
          const id = await teachingReview(c, teacher);
          await c.t.database.db.execute(sql`insert into review_replies (review_id, text) values (${id}, 'Earlier reply')`);
          return json('DELETE', `/api/Instructor/Reviews/${id}/Reply`);
        },
        unchanged: async (c) => expect(await teachingCount(c, 'review_replies')).toBe(1),
      },
      {
        route: `POST /api/Instructor/Reviews/{id}/Report (${which})`,
        expect: expectFor(201),
        codes: { 404: 'REVIEW_NOT_FOUND' },
        request: async (c) => json('POST', `/api/Instructor/Reviews/${await teachingReview(c, teacher)}/Report`, { reason: 'Abusive' }),
        unchanged: async (c) => expect(await teachingCount(c, 'review_reports')).toBe(0),
      },
    ];
  }),
  // -- people: instructor profile, settings, account deletion --
  { route: 'GET /api/Instructor/Profile', expect: staff(200), request: () => json('GET', '/api/Instructor/Profile') },
  {
    route: 'PUT /api/Instructor/Profile',
    expect: staff(200),
    request: (c) => json('PUT', '/api/Instructor/Profile', { headline: { en: `Teaches ${c.unique}` }, bio: {}, links: { website: 'https://example.com' } }),
    check: (c, res) => {
      if (res.statusCode === 200) expect(res.json<{ headline: { en?: string } }>().headline.en).toBe(`Teaches ${c.unique}`);
    },
  },
  { route: 'GET /api/Instructors/{username}', expect: everyone(200), request: () => json('GET', '/api/Instructors/instructor?lang=en') },
  // A student's username answers exactly like an unknown one: the page never tells who studies here.
  { route: 'GET /api/Instructors/{username} (a student)', expect: everyone(404), codes: { 404: 'INSTRUCTOR_NOT_FOUND' }, request: () => json('GET', '/api/Instructors/student') },
  { route: 'GET /api/Instructors/{username} (unknown)', expect: everyone(404), codes: { 404: 'INSTRUCTOR_NOT_FOUND' }, request: () => json('GET', '/api/Instructors/nobody-teaches-here') },
  { route: 'GET /api/Customers/Me/Settings', expect: signedIn(200), request: () => json('GET', '/api/Customers/Me/Settings') },
  {
    route: 'PUT /api/Customers/Me/Settings',
    expect: signedIn(200),
    request: () => json('PUT', '/api/Customers/Me/Settings', { notifications: { marketing: false } }),
    check: (_c, res) => {
      if (res.statusCode === 200) expect(res.json<{ notifications: { marketing: boolean } }>().notifications.marketing).toBe(false);
    },
  },
  {
    // Deleting needs the current password (the cases that delete are in people.test.ts); nothing changes without it.
    route: 'DELETE /api/Customers/Me without the password',
    expect: signedIn(400),
    codes: { 400: 'AUTH_PASSWORD_REQUIRED' },
    request: () => json('DELETE', '/api/Customers/Me', {}),
    unchanged: async (c) => {
      if (c.actor !== 'anonymous') expect((await customerRow(c.t, ACCOUNTS[c.actor].username)).firstName).not.toBe('Deleted user');
    },
  },
];

// -- Quizzes: authoring --
// Each quiz is made for the case: a quiz lesson of a course of the demo instructor ('own': the
// instructor and admins reach it), or of the admin (the instructor gets the 404 of an id nobody has).
const QUIZ_AUTHORING_ROWS: Row[] = ((): Row[] => {
  type Owner = 'instructor' | 'admin';
  const S = (staffStatus: number, instructorOnOther = staffStatus): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: instructorOnOther, admin: staffStatus });
  const question = { type: 'single', prompt: '<p>Capital of Thailand?</p>', points: 1, explanation: '', image: null, tags: ['matrix'], options: [{ text: 'Bangkok', correct: true }, { text: 'Hanoi', correct: false }] } as const;
  const quizOf = async (c: Ctx, owner: Owner) => {
    const svc = c.t.services.authoring;
    const who = await customerRow(c.t, owner);
    const created = await svc.create(who, { title: `Quiz matrix ${c.unique}`, language: 'en', categoryId: 1 });
    const section = await svc.addSection(who, created.id, 'Part one');
    const lesson = await svc.addLesson(who, section.id, { title: 'Check', kind: 'quiz' });
    c.memo.quizId = lesson.quizId!;
    c.memo.courseId = created.id;
    return { quizId: lesson.quizId!, courseId: created.id, who };
  };
  const questionOf = async (c: Ctx, owner: Owner) => {
    const k = await quizOf(c, owner);
    const q = await c.t.services.quizAuthoring.addQuestion(k.who, k.quizId, { ...question, options: question.options.map((o) => ({ ...o })), tags: [...question.tags] });
    c.memo.questionId = q.id;
    return { ...k, questionId: q.id };
  };
  const count = async (c: Ctx, query: ReturnType<typeof sql>) => (await c.t.database.db.execute<{ n: number }>(query)).rows[0]!.n;
  const noQuestions = { unchanged: async (c: Ctx) => expect(await count(c, sql`select count(*)::int as n from quiz_question_links where quiz_id = ${c.memo.quizId as number}`)).toBe(0) };
  const both = (route: string, status: number, code: string, make: (c: Ctx, owner: Owner) => Promise<InjectOptions>, extra: Partial<Row> = {}): Row[] =>
    (['instructor', 'admin'] as const).map((owner) => ({
      route: `${route} (${owner === 'instructor' ? "the instructor's quiz" : "another's quiz"})`,
      expect: S(status, owner === 'instructor' ? status : 404),
      codes: { 404: code },
      request: (c: Ctx) => make(c, owner),
      ...extra,
    }));
  const settings = { timeLimitSeconds: 600, attemptsAllowed: 3, cooldownSeconds: 0, passMarkPercent: 70, gradingMethod: 'highest', shuffleQuestions: true, shuffleOptions: false, feedbackMode: 'submit', showCorrectAnswers: 'after_submit', layout: 'one_per_page', draws: [], questionIds: [] };
  const enrol = async (c: Ctx, courseId: number) => {
    const learner = await customerRow(c.t, 'matrix.a');
    await c.t.database.db.execute(sql`insert into enrollments (customer_id, course_id) values (${learner.id}, ${courseId}) on conflict do nothing`);
    return learner;
  };
  return [
    {
      route: 'GET /api/Instructor/Quizzes',
      expect: S(200),
      request: () => json('GET', '/api/Instructor/Quizzes'),
      check: async (c, res) => {
        if (res.statusCode !== 200) return;
        const me = await customerRow(c.t, ACCOUNTS[c.actor as SignedIn].username);
        const mine = await count(c, sql`select count(*)::int as n from quizzes q join courses k on k.id = q.course_id where k.instructor_id = ${me.id}`);
        expect(res.json<{ items: unknown[] }>().items).toHaveLength(mine);
      },
    },
    ...both('GET /api/Instructor/Quizzes/{quizId}', 200, 'QUIZ_NOT_FOUND', async (c, o) => json('GET', `/api/Instructor/Quizzes/${(await quizOf(c, o)).quizId}`)),
    ...both('PUT /api/Instructor/Quizzes/{quizId}', 200, 'QUIZ_NOT_FOUND', async (c, o) => ({ ...json('PUT', `/api/Instructor/Quizzes/${(await quizOf(c, o)).quizId}`, settings), headers: { 'if-match': '1' } }), {
      unchanged: async (c) => expect(await count(c, sql`select version as n from quizzes where id = ${c.memo.quizId as number}`)).toBe(1),
    }),
    ...both('POST /api/Instructor/Quizzes/{quizId}/Questions', 201, 'QUIZ_NOT_FOUND', async (c, o) => json('POST', `/api/Instructor/Quizzes/${(await quizOf(c, o)).quizId}/Questions`, question), noQuestions),
    ...both('GET /api/Instructor/Quizzes/{quizId}/Export', 200, 'QUIZ_NOT_FOUND', async (c, o) => json('GET', `/api/Instructor/Quizzes/${(await questionOf(c, o)).quizId}/Export?format=csv`), {
      check: (_c, res) => {
        if (res.statusCode === 200) expect(res.body).toContain('Capital of Thailand?');
      },
    }),
    ...both('POST /api/Instructor/Quizzes/{quizId}/Import', 200, 'QUIZ_NOT_FOUND', async (c, o) => ({
      method: 'POST',
      url: `/api/Instructor/Quizzes/${(await quizOf(c, o)).quizId}/Import?format=gift`,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      payload: 'Capital of Thailand? {=Bangkok ~Hanoi}\n',
    }), noQuestions),
    ...both('GET /api/Instructor/Quizzes/{quizId}/Overrides', 200, 'QUIZ_NOT_FOUND', async (c, o) => json('GET', `/api/Instructor/Quizzes/${(await quizOf(c, o)).quizId}/Overrides`)),
    ...both('PUT /api/Instructor/Quizzes/{quizId}/Overrides', 200, 'QUIZ_NOT_FOUND', async (c, o) => {
      const k = await quizOf(c, o);
      await enrol(c, k.courseId);
      return json('PUT', `/api/Instructor/Quizzes/${k.quizId}/Overrides`, { username: 'matrix.a', extraTimeSeconds: 120, extraAttempts: 1 });
    }, { unchanged: async (c) => expect(await count(c, sql`select count(*)::int as n from quiz_overrides where quiz_id = ${c.memo.quizId as number}`)).toBe(0) }),
    ...both('DELETE /api/Instructor/Quizzes/{quizId}/Overrides/{username}', 204, 'QUIZ_NOT_FOUND', async (c, o) => {
      const k = await quizOf(c, o);
      const learner = await enrol(c, k.courseId);
      await c.t.database.db.execute(sql`insert into quiz_overrides (quiz_id, customer_id, extra_attempts) values (${k.quizId}, ${learner.id}, 2)`);
      return json('DELETE', `/api/Instructor/Quizzes/${k.quizId}/Overrides/matrix.a`);
    }, { unchanged: async (c) => expect(await count(c, sql`select count(*)::int as n from quiz_overrides where quiz_id = ${c.memo.quizId as number}`)).toBe(1) }),
    {
      route: 'GET /api/Instructor/Questions',
      expect: S(200),
      request: () => json('GET', '/api/Instructor/Questions?pageSize=100'),
      check: async (c, res) => {
        if (res.statusCode !== 200) return;
        const me = await customerRow(c.t, ACCOUNTS[c.actor as SignedIn].username);
        expect(res.json<{ total: number }>().total).toBe(await count(c, sql`select count(*)::int as n from quiz_questions where owner_id = ${me.id}`));
      },
    },
    { route: 'GET /api/Instructor/Questions/Tags', expect: S(200), request: () => json('GET', '/api/Instructor/Questions/Tags') },
    ...both('PUT /api/Instructor/Questions/{id}', 200, 'QUIZ_QUESTION_NOT_FOUND', async (c, o) => ({ ...json('PUT', `/api/Instructor/Questions/${(await questionOf(c, o)).questionId}`, { ...question, prompt: '<p>Taken over</p>' }), headers: { 'if-match': '1' } }), {
      unchanged: async (c) => expect(await count(c, sql`select version as n from quiz_questions where id = ${c.memo.questionId as number}`)).toBe(1),
    }),
    ...both('DELETE /api/Instructor/Questions/{id}', 204, 'QUIZ_QUESTION_NOT_FOUND', async (c, o) => json('DELETE', `/api/Instructor/Questions/${(await questionOf(c, o)).questionId}`), {
      unchanged: async (c) => expect(await count(c, sql`select count(*)::int as n from quiz_questions where id = ${c.memo.questionId as number}`)).toBe(1),
    }),
    { route: 'POST /api/Files/?folder=quiz-image', expect: staff(201), request: async () => ({ method: 'POST', url: '/api/Files/?folder=quiz-image', ...fileForm(await makeImage('png')) }) },
  ];
})();

// -- Quizzes: attempts --
// A quiz of its own per case on a course of the demo instructor's (the owner, when a student, enrolled
// and with an attempt). Attempts are their learner's alone: anyone else, admins too, gets the 404 of an
// attempt nobody has. Results are the course's instructor's (another instructor's quiz: 404) and admins'.
async function quizOf(c: Ctx, options: { feedbackMode?: 'each'; essay?: boolean; teacher?: 'instructor' | 'admin' } = {}): Promise<QuizFixture> {
  const questions = options.essay ? [essayQuestion()] : sampleQuestions().slice(0, 2);
  c.memo.quiz ??= await makeQuiz(c.t, { slug: `mq-${c.unique}`, questions, instructor: options.teacher ?? 'instructor', settings: options.feedbackMode ? { feedbackMode: options.feedbackMode } : {} });
  return c.memo.quiz as QuizFixture;
}
/** The owner's attempt (enrolled first when a student; the instructor and admins take previews). */
async function ownerAttempt(c: Ctx, options: Parameters<typeof quizOf>[1] & { answered?: boolean; submitted?: boolean } = {}): Promise<number> {
  const quiz = await quizOf(c, options);
  if (c.owner === 'studentA' || c.owner === 'studentB') await as(c, c.ownerToken, 'POST', `/api/Courses/${quiz.course.id}/Enroll`);
  const attempt = (await as(c, c.ownerToken, 'POST', `/api/Quizzes/${quiz.quizId}/Attempts`)).json<{ id: number }>();
  const first = quiz.questions[0]!;
  if (options.answered || options.essay) await as(c, c.ownerToken, 'PUT', `/api/Attempts/${attempt.id}/Answers`, { answers: { [first.id]: first.type === 'essay' ? 'My essay.' : 'b' } });
  if (options.submitted) await as(c, c.ownerToken, 'POST', `/api/Attempts/${attempt.id}/Submit`);
  c.memo.attemptId = attempt.id;
  return attempt.id;
}
/** The owner's attempt as stored: a refused call changed nothing of it. */
async function attemptRow(c: Ctx) {
  const [row] = await c.t.database.db.execute<{ status: string; answers: unknown; checked: unknown; grades: unknown }>(sql`select status, answers, checked, grades from quiz_attempts where id = ${c.memo.attemptId as number}`).then((r) => r.rows);
  return row;
}
async function attemptUnchanged(c: Ctx): Promise<void> {
  if (c.memo.attemptBefore === undefined) return;
  expect(await attemptRow(c)).toEqual(c.memo.attemptBefore);
}
async function attemptReady(c: Ctx, req: InjectOptions): Promise<InjectOptions> {
  c.memo.attemptBefore = await attemptRow(c);
  return req;
}
const learnerOnly = (s: number): { own: Omit<Statuses, 'anonymous'>; other: Statuses } => ({
  own: { studentA: s, studentB: s, instructor: s, admin: s },
  other: { anonymous: 401, studentA: 404, studentB: 404, instructor: 404, admin: 404 },
});
const QUIZ_ATTEMPT_ROWS: Row[] = [
  {
    route: 'POST /api/Quizzes/{id}/Attempts',
    // Own: the owner is enrolled (students) or teaches it (previews); other: a student not enrolled is refused.
    expect: { own: { studentA: 200, studentB: 200, instructor: 200, admin: 200 }, other: { anonymous: 401, studentA: 403, studentB: 403, instructor: 200, admin: 200 } },
    codes: { 403: 'QUIZ_NOT_ENROLLED' },
    request: async (c) => {
      const quiz = await quizOf(c);
      if (isOwn(c) && (c.owner === 'studentA' || c.owner === 'studentB')) await as(c, c.ownerToken, 'POST', `/api/Courses/${quiz.course.id}/Enroll`);
      return json('POST', `/api/Quizzes/${quiz.quizId}/Attempts`);
    },
    check: (c, res) => {
      if (res.statusCode === 200) expect(res.json<{ isPreview: boolean }>().isPreview).toBe(c.actor === 'instructor' || c.actor === 'admin');
    },
  },
  { route: 'POST /api/Quizzes/{id}/Attempts (unknown)', expect: signedIn(404), codes: { 404: 'QUIZ_NOT_FOUND' }, request: () => json('POST', '/api/Quizzes/2147483647/Attempts') },
  {
    route: 'GET /api/Attempts/{id}',
    expect: learnerOnly(200),
    codes: { 404: 'QUIZ_ATTEMPT_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Attempts/${await ownerAttempt(c, { answered: true })}`),
    check: (c, res) => expect(res.body).not.toContain('"correct"'),
  },
  {
    route: 'PUT /api/Attempts/{id}/Answers',
    expect: learnerOnly(200),
    codes: { 404: 'QUIZ_ATTEMPT_NOT_FOUND' },
    request: async (c) => {
      const id = await ownerAttempt(c);
      return attemptReady(c, json('PUT', `/api/Attempts/${id}/Answers`, { answers: { [(c.memo.quiz as QuizFixture).questions[0]!.id]: 'a' } }));
    },
    unchanged: attemptUnchanged,
  },
  {
    route: 'POST /api/Attempts/{id}/Check',
    expect: learnerOnly(200),
    codes: { 404: 'QUIZ_ATTEMPT_NOT_FOUND' },
    request: async (c) => {
      const id = await ownerAttempt(c, { feedbackMode: 'each', answered: true });
      return attemptReady(c, json('POST', `/api/Attempts/${id}/Check`, { questionId: (c.memo.quiz as QuizFixture).questions[0]!.id }));
    },
    unchanged: attemptUnchanged,
  },
  {
    route: 'POST /api/Attempts/{id}/Submit',
    expect: learnerOnly(200),
    codes: { 404: 'QUIZ_ATTEMPT_NOT_FOUND' },
    request: async (c) => attemptReady(c, json('POST', `/api/Attempts/${await ownerAttempt(c, { answered: true })}/Submit`)),
    unchanged: attemptUnchanged,
  },
  ...(['instructor', 'admin'] as const).flatMap((teacher): Row[] => {
    const which = teacher === 'instructor' ? "the instructor's quiz" : "another's quiz";
    const expectFor = (s: number): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: teacher === 'instructor' ? s : 404, admin: s });
    const quizPath = async (c: Ctx, tail: string) => {
      await ownerAttempt(c, { teacher, answered: true, submitted: true });
      return `/api/Instructor/Quizzes/${(c.memo.quiz as QuizFixture).quizId}/${tail}`;
    };
    return [
      { route: `GET /api/Instructor/Quizzes/{id}/Attempts (${which})`, expect: expectFor(200), codes: { 404: 'QUIZ_NOT_FOUND' }, request: async (c) => json('GET', await quizPath(c, 'Attempts?page=1&pageSize=5')) },
      { route: `GET /api/Instructor/Quizzes/{id}/Attempts/Csv (${which})`, expect: expectFor(200), codes: { 404: 'QUIZ_NOT_FOUND' }, request: async (c) => json('GET', await quizPath(c, 'Attempts/Csv')) },
      { route: `GET /api/Instructor/Quizzes/{id}/ItemAnalysis (${which})`, expect: expectFor(200), codes: { 404: 'QUIZ_NOT_FOUND' }, request: async (c) => json('GET', await quizPath(c, 'ItemAnalysis')) },
      {
        route: `POST /api/Instructor/Quizzes/{id}/Regrade (${which})`,
        expect: expectFor(200),
        codes: { 404: 'QUIZ_NOT_FOUND' },
        request: async (c) => attemptReady(c, json('POST', await quizPath(c, 'Regrade'))),
        unchanged: attemptUnchanged,
      },
      {
        route: `POST /api/Instructor/Attempts/{id}/Questions/{id}/Grade (${which})`,
        expect: expectFor(200),
        codes: { 404: 'QUIZ_ATTEMPT_NOT_FOUND' },
        request: async (c) => {
          const id = await ownerAttempt(c, { teacher, essay: true, submitted: true });
          return attemptReady(c, json('POST', `/api/Instructor/Attempts/${id}/Questions/${(c.memo.quiz as QuizFixture).questions[0]!.id}/Grade`, { points: 3, comment: 'Fine' }));
        },
        unchanged: attemptUnchanged,
      },
    ];
  }),
  { route: 'GET /api/Instructor/EssayQueue', expect: staff(200), request: () => json('GET', '/api/Instructor/EssayQueue') },
  {
    route: "GET /api/Instructor/EssayQueue?quizId={another's quiz}",
    expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 404, admin: 200 },
    codes: { 404: 'QUIZ_NOT_FOUND' },
    request: async (c) => json('GET', `/api/Instructor/EssayQueue?quizId=${(await quizOf(c, { teacher: 'admin' })).quizId}`),
  },
];

// -- Buying courses --
// Each case buys a course of its own (no instructor, so anyone may buy it), as the object's owner;
// orders are the buyer's alone (even an admin gets 404 on the buyer's routes), coupons the
// instructor's (an admin any), payments and refunds the admin's. Set-up goes through the services.
const COMMERCE_ROWS: Row[] = ((): Row[] => {
  const rowOf = (c: Ctx, who: SignedIn) => customerRow(c.t, ACCOUNTS[who].username);
  const freshCourse = async (c: Ctx, prices: { USD: number; VND?: number } = { USD: 1500 }) => {
    const course = await makeCourse(c.t, { slug: `matrix-buy-${c.unique}-${Math.random().toString(36).slice(2, 7)}`, price: prices.USD / 100, instructor: null });
    await c.t.database.db.execute(sql`insert into course_prices (course_id, currency, amount_minor) select ${course.id}, key, value::bigint from jsonb_each_text(${JSON.stringify(prices)}::jsonb)`);
    return course;
  };
  /** The owner's order for a fresh course: pending (test bank), paid, or paid by a bank transfer confirmed by the admin. */
  const ownerOrder = async (c: Ctx, state: 'pending' | 'paid' | 'transfer' = 'pending') => {
    const owner = await rowOf(c, c.owner);
    await c.t.services.cart.clear(owner);
    const course = await freshCourse(c, state === 'transfer' ? { USD: 1500, VND: 350000 } : { USD: 1500 });
    await c.t.services.cart.add(owner, course.id);
    const { order } = await c.t.services.orders.checkout(owner, state === 'transfer' ? { method: 'vietqr', country: 193 } : { method: 'test' });
    if (state === 'paid') await c.t.services.settlement.settlePayment(order.payment!.id);
    if (state === 'transfer') await c.t.services.payments.received(await rowOf(c, 'admin'), order.payment!.id, 'BANK-1');
    c.memo.orderId = order.id;
    c.memo.paymentId = order.payment?.id;
    return order;
  };
  const orderStatus = async (c: Ctx) => (await c.t.database.db.execute<{ s: string }>(sql`select status::text as s from orders where id = ${c.memo.orderId as string}`)).rows[0]!.s;
  const unchangedOrder = (status: string) => async (c: Ctx) => expect(await orderStatus(c)).toBe(status);
  /** A refund request of the owner's (a card payment, or a bank transfer with its payout account), optionally approved. */
  const ownerRefund = async (c: Ctx, kind: 'card' | 'transfer', approved = false) => {
    const order = await ownerOrder(c, kind === 'card' ? 'paid' : 'transfer');
    const owner = await rowOf(c, c.owner);
    await c.t.services.refunds.request(owner, order.id, { reason: 'Matrix', ...(kind === 'transfer' ? { payoutAccount: { kind: 'bank_vn', holderName: 'Owner', bank: 'VCB', value: '0011001234567' } } : {}) });
    const [row] = (await c.t.database.db.execute<{ id: number }>(sql`select id from refunds where order_id = ${order.id}`)).rows;
    if (approved) await c.t.services.refunds.approve(await rowOf(c, 'admin'), row!.id);
    c.memo.refundId = row!.id;
    return row!.id;
  };
  const refundStatus = async (c: Ctx) => (await c.t.database.db.execute<{ s: string }>(sql`select status::text as s from refunds where id = ${c.memo.refundId as number}`)).rows[0]!.s;
  /** A coupon of the demo instructor's or of the admin's. */
  const couponOf = async (c: Ctx, who: 'instructor' | 'admin') => {
    const coupon = await c.t.services.coupons.create(await rowOf(c, who), { code: `M-${c.unique}`.toUpperCase().slice(0, 32), kind: 'percent', percent: 10, courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true });
    c.memo.couponId = coupon.id;
    return coupon.id;
  };
  const couponBody = (c: Ctx) => ({ code: `N-${c.unique}`.toUpperCase().slice(0, 32), kind: 'percent', percent: 15, courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true });
  const couponVersion = async (c: Ctx) => (await c.t.database.db.execute<{ n: number }>(sql`select version as n from coupons where id = ${c.memo.couponId as number}`)).rows[0]?.n;
  const buyerOnly = (s: number): Row['expect'] => ({ own: { studentA: s, studentB: s, instructor: s, admin: s }, other: { anonymous: 401, studentA: 404, studentB: 404, instructor: 404, admin: 404 } });
  const teacher = (mine: number, others: number): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: mine, admin: others });
  const emptyCart = async (c: Ctx) => {
    if (c.actor !== 'anonymous') await c.t.services.cart.clear(await rowOf(c, c.actor));
  };

  return [
    { route: 'GET /api/Cart', expect: signedIn(200), request: () => json('GET', '/api/Cart?country=999') },
    { route: 'DELETE /api/Cart', expect: signedIn(200), request: () => json('DELETE', '/api/Cart'), check: (_c, res) => {
        if (res.statusCode === 200) expect(res.json<{ lines: unknown[] }>().lines).toEqual([]);
      },
    },
    {
      route: 'POST /api/Cart/{courseId}',
      expect: signedIn(201),
      request: async (c) => json('POST', `/api/Cart/${(await freshCourse(c)).id}`),
    },
    { route: 'POST /api/Cart/{courseId} (unknown)', expect: signedIn(404), codes: { 404: 'COURSE_NOT_FOUND' }, request: () => json('POST', '/api/Cart/2147483647') },
    { route: 'DELETE /api/Cart/{courseId}', expect: signedIn(200), request: async (c) => json('DELETE', `/api/Cart/${(await freshCourse(c)).id}`) },
    { route: 'POST /api/Cart/Merge', expect: signedIn(200), request: async (c) => json('POST', '/api/Cart/Merge', { courseIds: [(await freshCourse(c)).id] }) },
    { route: 'GET /api/Cart/Preview', expect: everyone(200), request: async (c) => json('GET', `/api/Cart/Preview?courseIds=${(await freshCourse(c)).id}&country=174`) },
    { route: 'POST /api/Cart/Coupon (unknown code)', expect: signedIn(404), codes: { 404: 'COUPON_NOT_FOUND' }, request: () => json('POST', '/api/Cart/Coupon', { code: 'NO-SUCH-COUPON' }) },
    { route: 'DELETE /api/Cart/Coupon', expect: signedIn(200), request: () => json('DELETE', '/api/Cart/Coupon') },
    {
      route: 'POST /api/Orders',
      expect: signedIn(201),
      request: async (c) => {
        await emptyCart(c);
        if (c.actor !== 'anonymous') await c.t.services.cart.add(await rowOf(c, c.actor), (await freshCourse(c)).id);
        return json('POST', '/api/Orders', { method: 'test' });
      },
      check: (_c, res) => {
        if (res.statusCode === 201) expect(res.json<{ status: string }>().status).toBe('pending');
      },
    },
    {
      route: 'GET /api/Orders',
      expect: { own: signedIn(200), other: signedIn(200) },
      request: async (c) => {
        await ownerOrder(c);
        return json('GET', '/api/Orders?page=1&pageSize=100');
      },
      check: (c, res) => {
        if (res.statusCode !== 200) return;
        const ids = res.json<Page<{ id: string }>>().items.map((o) => o.id);
        expect(ids.includes(c.memo.orderId as string)).toBe(isOwn(c));
      },
    },
    { route: 'GET /api/Orders/{orderId}', expect: buyerOnly(200), codes: { 404: 'ORDER_NOT_FOUND' }, request: async (c) => json('GET', `/api/Orders/${(await ownerOrder(c)).id}`) },
    {
      route: 'POST /api/Orders/{orderId}/Cancel',
      expect: buyerOnly(200),
      codes: { 404: 'ORDER_NOT_FOUND' },
      request: async (c) => json('POST', `/api/Orders/${(await ownerOrder(c)).id}/Cancel`),
      unchanged: unchangedOrder('pending'),
    },
    {
      route: 'POST /api/Orders/{orderId}/Payment',
      expect: buyerOnly(200),
      codes: { 404: 'ORDER_NOT_FOUND' },
      request: async (c) => json('POST', `/api/Orders/${(await ownerOrder(c)).id}/Payment`, { method: 'card' }),
      unchanged: async (c) => {
        const rows = (await c.t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from payments where order_id = ${c.memo.orderId as string}`)).rows;
        expect(rows[0]!.n).toBe(1);
      },
    },
    {
      route: 'POST /api/Orders/{orderId}/Refund',
      expect: buyerOnly(200),
      codes: { 404: 'ORDER_NOT_FOUND' },
      request: async (c) => {
        const order = await ownerOrder(c, 'paid');
        return json('POST', `/api/Orders/${order.id}/Refund`, { reason: 'Matrix', courseIds: order.lines.map((l) => l.courseId) });
      },
      unchanged: unchangedOrder('paid'),
    },
    { route: 'GET /api/Orders/{orderId}/Receipt', expect: buyerOnly(200), codes: { 404: 'ORDER_NOT_FOUND' }, request: async (c) => json('GET', `/api/Orders/${(await ownerOrder(c, 'paid')).id}/Receipt`) },
    { route: 'GET /api/Customers/Billing', expect: signedIn(200), request: () => json('GET', '/api/Customers/Billing') },
    { route: 'PUT /api/Customers/Billing', expect: signedIn(200), request: () => json('PUT', '/api/Customers/Billing', { name: 'Matrix Buyer', address: 'Bangkok', countryCode: 'TH', taxId: null, preferredMethods: {} }) },
    // The test bank is public, like a bank app (the payment id is the secret).
    { route: 'GET /api/Payments/Test/{paymentId}', expect: everyone(200), request: async (c) => json('GET', `/api/Payments/Test/${(await ownerOrder(c)).payment!.id}`) },
    { route: 'POST /api/Payments/Test/{paymentId}/Approve', expect: everyone(200), request: async (c) => json('POST', `/api/Payments/Test/${(await ownerOrder(c)).payment!.id}/Approve`), check: async (c, res) => expect(await orderStatus(c)).toBe(res.statusCode === 200 ? 'paid' : 'pending') },
    { route: 'POST /api/Payments/Test/{paymentId}/Decline', expect: everyone(200), request: async (c) => json('POST', `/api/Payments/Test/${(await ownerOrder(c)).payment!.id}/Decline`), check: async (c, res) => expect(await orderStatus(c)).toBe(res.statusCode === 200 ? 'failed' : 'pending') },
    {
      route: 'POST /api/Payments/Webhooks/test (unsigned)',
      expect: everyone(400),
      codes: { 400: 'WEBHOOK_SIGNATURE_INVALID' },
      request: async (c) => {
        const order = await ownerOrder(c);
        return { method: 'POST', url: '/api/Payments/Webhooks/test', payload: JSON.stringify({ id: `evt-${c.unique}`, type: 'payment.succeeded', paymentId: order.payment!.id, amountMinor: order.totalMinor, currency: order.currency }), headers: { 'content-type': 'application/json' } };
      },
      unchanged: unchangedOrder('pending'),
    },
    { route: 'GET /api/Instructor/Coupons', expect: staff(200), request: () => json('GET', '/api/Instructor/Coupons') },
    { route: 'POST /api/Instructor/Coupons', expect: staff(201), request: (c) => json('POST', '/api/Instructor/Coupons', couponBody(c)) },
    {
      route: "PUT /api/Instructor/Coupons/{id} (the instructor's coupon)",
      expect: teacher(200, 200),
      request: async (c) => ({ ...json('PUT', `/api/Instructor/Coupons/${await couponOf(c, 'instructor')}`, couponBody(c)), headers: { 'if-match': '1' } }),
      unchanged: async (c) => expect(await couponVersion(c)).toBe(1),
    },
    {
      route: "PUT /api/Instructor/Coupons/{id} (another's coupon)",
      expect: teacher(404, 200),
      codes: { 404: 'COUPON_NOT_FOUND' },
      request: async (c) => ({ ...json('PUT', `/api/Instructor/Coupons/${await couponOf(c, 'admin')}`, couponBody(c)), headers: { 'if-match': '1' } }),
      unchanged: async (c) => expect(await couponVersion(c)).toBe(1),
    },
    {
      route: "DELETE /api/Instructor/Coupons/{id} (another's coupon)",
      expect: teacher(404, 204),
      codes: { 404: 'COUPON_NOT_FOUND' },
      request: async (c) => json('DELETE', `/api/Instructor/Coupons/${await couponOf(c, 'admin')}`),
      unchanged: async (c) => expect(await couponVersion(c)).toBe(1),
    },
    { route: 'GET /api/Admin/Payments', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Payments?status=all') },
    { route: 'GET /api/Admin/Payments/Flagged', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Payments/Flagged?page=1&pageSize=5') },
    {
      route: 'POST /api/Admin/Payments/{paymentId}/Received',
      expect: adminOnly(200),
      request: async (c) => {
        const owner = await rowOf(c, c.owner);
        await c.t.services.cart.clear(owner);
        const course = await freshCourse(c, { USD: 1500, VND: 350000 });
        await c.t.services.cart.add(owner, course.id);
        const { order } = await c.t.services.orders.checkout(owner, { method: 'vietqr', country: 193 });
        c.memo.orderId = order.id;
        return json('POST', `/api/Admin/Payments/${order.payment!.id}/Received`, { reference: 'BANK-2' });
      },
      unchanged: unchangedOrder('pending'),
    },
    { route: 'GET /api/Admin/Refunds', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Refunds') },
    {
      route: 'POST /api/Admin/Refunds/{refundId}/Approve',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Refunds/${await ownerRefund(c, 'card')}/Approve`),
      unchanged: async (c) => expect(await refundStatus(c)).toBe('requested'),
      check: async (c, res) => expect(await orderStatus(c)).toBe(res.statusCode === 200 ? 'refunded' : 'refund_requested'),
    },
    {
      route: 'POST /api/Admin/Refunds/{refundId}/Reject',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Refunds/${await ownerRefund(c, 'card')}/Reject`, { reason: 'No' }),
      unchanged: async (c) => expect(await refundStatus(c)).toBe('requested'),
      check: async (c, res) => expect(await orderStatus(c)).toBe(res.statusCode === 200 ? 'paid' : 'refund_requested'),
    },
    {
      route: 'POST /api/Admin/Refunds/{refundId}/PaidOut',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Refunds/${await ownerRefund(c, 'transfer', true)}/PaidOut`, { reference: 'OUT-1' }),
      unchanged: async (c) => expect(await refundStatus(c)).toBe('approved'),
      check: async (c, res) => expect(await orderStatus(c)).toBe(res.statusCode === 200 ? 'refunded' : 'refund_requested'),
    },
  ];
})();

// -- Money out --
// Earnings, the statement and the instructor's orders are staff-only and the caller's own (an admin may
// name another with ?customerId); payout methods, payouts and the affiliate page are every signed-in
// person's own; the payout queue is the admin's. A payout to decide is made for the object's owner (an
// affiliate with a PromptPay method past its cooldown and a credited commission) through the services.
const MONEY_ROWS: Row[] = ((): Row[] => {
  const rowOf = (c: Ctx, who: SignedIn) => customerRow(c.t, ACCOUNTS[who].username);
  /** The owner's requested payout (any open one of theirs rejected first), optionally approved. */
  const ownerPayout = async (c: Ctx, approved = false) => {
    const owner = await rowOf(c, c.owner);
    const admin = await rowOf(c, 'admin');
    const open = await c.t.database.db.select({ id: payouts.id }).from(payouts).where(and(eq(payouts.customerId, owner.id), inArray(payouts.status, ['requested', 'approved'])));
    for (const { id } of open) await c.t.services.payouts.reject(admin, id, 'Matrix');
    await c.t.database.db.update(customers).set({ affiliateAcceptedAt: new Date() }).where(eq(customers.id, owner.id));
    const method = { kind: 'promptpay' as const, holderName: 'Matrix Owner', value: '0812345678' };
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await c.t.database.db.insert(payoutMethods).values({ customerId: owner.id, method, updatedAt: dayAgo }).onConflictDoUpdate({ target: payoutMethods.customerId, set: { method, updatedAt: dayAgo } });
    // Other rows change the owner's e-mail (and undo it): payouts wait a day after that, so those changes are dated a day back.
    await c.t.database.db
      .update(oneTimeTokens)
      .set({ createdAt: dayAgo, usedAt: sql`case when ${oneTimeTokens.usedAt} is null then null else ${dayAgo.toISOString()}::timestamptz end` })
      .where(and(eq(oneTimeTokens.customerId, owner.id), eq(oneTimeTokens.purpose, 'email-revert')));
    await c.t.database.db.insert(ledgerEntries).values({ kind: 'affiliate_commission', party: 'affiliate', beneficiaryId: owner.id, amountMinor: 40000, currency: 'THB', status: 'available' });
    const payout = await c.t.services.payouts.request(await rowOf(c, c.owner), { amount: 35000, currency: 'THB', account: 'affiliate' });
    if (approved) await c.t.services.payouts.approve(admin, payout.id);
    c.memo.payoutId = payout.id;
    return payout.id;
  };
  const payoutStatus = async (c: Ctx) => (await c.t.database.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, c.memo.payoutId as number)))[0]!.status;
  const methodVersion = async (c: Ctx, actor: Actor) => {
    if (actor === 'anonymous') return null;
    const me = await rowOf(c, actor);
    return (await c.t.database.db.select({ version: payoutMethods.version }).from(payoutMethods).where(eq(payoutMethods.customerId, me.id)))[0]?.version ?? null;
  };
  return [
    { route: 'GET /api/Instructor/Earnings', expect: staff(200), request: () => json('GET', '/api/Instructor/Earnings') },
    {
      route: "GET /api/Instructor/Earnings?customerId (a student's)",
      expect: { ...staff(200), instructor: 403 },
      request: (c) => json('GET', `/api/Instructor/Earnings?customerId=${encodeURIComponent(c.encryptId)}`),
    },
    { route: 'GET /api/Instructor/Statement', expect: staff(200), request: () => json('GET', '/api/Instructor/Statement?from=2026-01-01&to=2026-12-31') },
    { route: 'GET /api/Instructor/Statement?format=csv', expect: staff(200), request: () => json('GET', '/api/Instructor/Statement?format=csv') },
    { route: 'GET /api/Instructor/Orders', expect: staff(200), request: () => json('GET', '/api/Instructor/Orders?status=all') },
    { route: 'GET /api/Payouts/Method', expect: signedIn(200), request: () => json('GET', '/api/Payouts/Method') },
    {
      route: 'PUT /api/Payouts/Method (with the caller\'s password)',
      expect: signedIn(200),
      request: async (c, actor) => {
        const version = await methodVersion(c, actor);
        const password = actor === 'anonymous' ? 'x' : ACCOUNTS[actor].password;
        return { ...json('PUT', '/api/Payouts/Method', { method: { kind: 'paypal', holderName: 'Matrix', value: `matrix-${c.unique}@example.com` }, currentPassword: password }), headers: version === null ? {} : { 'if-match': String(version) } };
      },
    },
    { route: 'GET /api/Payouts', expect: signedIn(200), request: () => json('GET', '/api/Payouts') },
    {
      route: "POST /api/Payouts (the instructor's balance, nothing available)",
      expect: { anonymous: 401, studentA: 403, studentB: 403, instructor: 409, admin: 409 },
      request: () => json('POST', '/api/Payouts', { amount: 100000, currency: 'USD', account: 'instructor' }),
    },
    { route: 'GET /api/Affiliate', expect: signedIn(200), request: () => json('GET', '/api/Affiliate') },
    { route: 'POST /api/Affiliate/Accept', expect: signedIn(200), request: () => json('POST', '/api/Affiliate/Accept') },
    { route: 'GET /api/Affiliate/Statement', expect: signedIn(200), request: () => json('GET', '/api/Affiliate/Statement?from=2026-01-01&to=2026-12-31') },
    { route: 'GET /api/Affiliate/Statement?format=csv', expect: signedIn(200), request: () => json('GET', '/api/Affiliate/Statement?format=csv') },
    { route: 'POST /api/Affiliate/Clicks', expect: everyone(200), request: () => json('POST', '/api/Affiliate/Clicks', { code: 'STUDENT2026', path: '/home' }) },
    { route: 'GET /api/Admin/Payouts', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Payouts?status=all') },
    {
      route: 'POST /api/Admin/Payouts/{id}/Approve',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Payouts/${await ownerPayout(c)}/Approve`),
      unchanged: async (c) => expect(await payoutStatus(c)).toBe('requested'),
      check: async (c, res) => expect(await payoutStatus(c)).toBe(res.statusCode === 200 ? 'approved' : 'requested'),
    },
    {
      route: 'POST /api/Admin/Payouts/{id}/Paid',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Payouts/${await ownerPayout(c, true)}/Paid`, { reference: 'PP-MATRIX-1' }),
      unchanged: async (c) => expect(await payoutStatus(c)).toBe('approved'),
      check: async (c, res) => expect(await payoutStatus(c)).toBe(res.statusCode === 200 ? 'paid' : 'approved'),
    },
    {
      route: 'POST /api/Admin/Payouts/{id}/Reject',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Payouts/${await ownerPayout(c)}/Reject`, { reason: 'Matrix' }),
      unchanged: async (c) => expect(await payoutStatus(c)).toBe('requested'),
      check: async (c, res) => expect(await payoutStatus(c)).toBe(res.statusCode === 200 ? 'rejected' : 'requested'),
    },
  ];
})();

/** The admin's event editor: every route is the admin's alone, on an event made for the case. */
const ADMIN_EVENT_ROWS: Row[] = (() => {
  const write = (c: Ctx) => ({
    kind: 'seminar',
    lang: 'en',
    title: `Admin matrix ${c.unique}`,
    summary: '',
    description: '',
    translations: {},
    coverImage: null,
    ctlCountryId: 174,
    place: 'Matrix hall',
    timeZone: 'Asia/Bangkok',
    startsLocal: '2031-03-01T09:00',
    endsLocal: '2031-03-01T12:00',
    capacity: 10,
    schedule: [],
    isDraft: true,
  });
  const titleOf = async (c: Ctx) => (await c.t.database.db.select({ title: events.title }).from(events).where(eq(events.id, (await eventOf(c)).id)))[0]?.title ?? null;
  const versionOf = async (c: Ctx) => (await c.t.database.db.select({ updatedAt: events.updatedAt }).from(events).where(eq(events.id, (await eventOf(c)).id)))[0]!.updatedAt.getTime();
  return [
    { route: 'GET /api/Admin/Events', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Events?status=draft') },
    {
      route: 'POST /api/Admin/Events',
      expect: adminOnly(201),
      request: (c) => json('POST', '/api/Admin/Events', write(c)),
      unchanged: async (c) => expect(await c.t.database.db.select({ id: events.id }).from(events).where(eq(events.title, `Admin matrix ${c.unique}`))).toEqual([]),
    },
    { route: 'GET /api/Admin/Events/{id}', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/Events/${(await eventOf(c)).id}`) },
    {
      route: 'PUT /api/Admin/Events/{id}',
      expect: adminOnly(200),
      request: async (c) => ({ ...json('PUT', `/api/Admin/Events/${(await eventOf(c)).id}`, write(c)), headers: { 'if-match': String(await versionOf(c)) } }),
      unchanged: async (c) => expect(await titleOf(c)).toBe(`Matrix event ${c.unique}`),
    },
    {
      route: 'DELETE /api/Admin/Events/{id}',
      expect: adminOnly(204),
      request: async (c) => json('DELETE', `/api/Admin/Events/${(await eventOf(c)).id}`),
      unchanged: async (c) => expect(await titleOf(c)).toBe(`Matrix event ${c.unique}`),
    },
    { route: 'GET /api/Admin/Events/{id}/Registrations', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/Events/${(await eventOf(c)).id}/Registrations`) },
    {
      route: 'POST /api/Admin/Events/{id}/Message (nobody registered)',
      expect: adminOnly(409),
      codes: { 409: 'EVENT_NO_REGISTRANTS' },
      request: async (c) => json('POST', `/api/Admin/Events/${(await eventOf(c)).id}/Message`, { subject: 'Matrix', body: 'Hello' }),
    },
  ];
})();

/** The admin's news, posts and podcast audio: every route is the admin's alone, on an item made for the case. */
const ADMIN_CONTENT_ROWS: Row[] = (() => {
  const common = (c: Ctx) => ({ title: `Admin matrix ${c.unique}`, summary: '', body: '', lang: 'en', translations: {}, slug: '', coverImage: null, status: 'draft', publishAt: null });
  const newsWrite = (c: Ctx) => ({ ...common(c), ctlCountryId: 174 });
  const postWrite = (c: Ctx) => ({ ...common(c), kind: 'blog', audioFile: null, durationSeconds: null });
  type Made = { id: number; title: string; updatedAt: Date };
  const newsOf = async (c: Ctx): Promise<Made> => {
    if (!c.memo.news) [c.memo.news] = await c.t.database.db.insert(newsItems).values({ title: `Matrix news ${c.unique}`, slug: `matrix-news-${c.unique}`, ctlCountryId: 174, isDraft: true }).returning();
    return c.memo.news as Made;
  };
  const postOf = async (c: Ctx): Promise<Made> => {
    if (!c.memo.post) [c.memo.post] = await c.t.database.db.insert(posts).values({ kind: 'blog', title: `Matrix post ${c.unique}`, slug: `matrix-post-${c.unique}`, isDraft: true }).returning();
    return c.memo.post as Made;
  };
  const newsNow = async (c: Ctx) => (await c.t.database.db.select({ title: newsItems.title }).from(newsItems).where(eq(newsItems.id, (await newsOf(c)).id)))[0]?.title ?? null;
  const postNow = async (c: Ctx) => (await c.t.database.db.select({ title: posts.title }).from(posts).where(eq(posts.id, (await postOf(c)).id)))[0]?.title ?? null;
  // Ten MPEG-1 layer III frames (128 kbit/s, 44.1 kHz).
  const mp3 = () => Buffer.concat(Array.from({ length: 10 }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(413)])));
  return [
    { route: 'GET /api/Admin/News', expect: adminOnly(200), request: () => json('GET', '/api/Admin/News?status=draft') },
    {
      route: 'POST /api/Admin/News',
      expect: adminOnly(201),
      request: (c) => json('POST', '/api/Admin/News', newsWrite(c)),
      unchanged: async (c) => expect(await c.t.database.db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.title, `Admin matrix ${c.unique}`))).toEqual([]),
    },
    { route: 'GET /api/Admin/News/{id}', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/News/${(await newsOf(c)).id}`) },
    {
      route: 'PUT /api/Admin/News/{id}',
      expect: adminOnly(200),
      request: async (c) => ({ ...json('PUT', `/api/Admin/News/${(await newsOf(c)).id}`, newsWrite(c)), headers: { 'if-match': String((await newsOf(c)).updatedAt.getTime()) } }),
      unchanged: async (c) => expect(await newsNow(c)).toBe(`Matrix news ${c.unique}`),
    },
    {
      route: 'DELETE /api/Admin/News/{id}',
      expect: adminOnly(204),
      request: async (c) => json('DELETE', `/api/Admin/News/${(await newsOf(c)).id}`),
      unchanged: async (c) => expect(await newsNow(c)).toBe(`Matrix news ${c.unique}`),
    },
    { route: 'GET /api/Admin/Posts', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Posts?kind=podcast') },
    {
      route: 'POST /api/Admin/Posts',
      expect: adminOnly(201),
      request: (c) => json('POST', '/api/Admin/Posts', postWrite(c)),
      unchanged: async (c) => expect(await c.t.database.db.select({ id: posts.id }).from(posts).where(eq(posts.title, `Admin matrix ${c.unique}`))).toEqual([]),
    },
    { route: 'GET /api/Admin/Posts/{id}', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/Posts/${(await postOf(c)).id}`) },
    {
      route: 'PUT /api/Admin/Posts/{id}',
      expect: adminOnly(200),
      request: async (c) => ({ ...json('PUT', `/api/Admin/Posts/${(await postOf(c)).id}`, postWrite(c)), headers: { 'if-match': String((await postOf(c)).updatedAt.getTime()) } }),
      unchanged: async (c) => expect(await postNow(c)).toBe(`Matrix post ${c.unique}`),
    },
    {
      route: 'DELETE /api/Admin/Posts/{id}',
      expect: adminOnly(204),
      request: async (c) => json('DELETE', `/api/Admin/Posts/${(await postOf(c)).id}`),
      unchanged: async (c) => expect(await postNow(c)).toBe(`Matrix post ${c.unique}`),
    },
    { route: 'POST /api/Admin/Content/Files/podcast-audio', expect: adminOnly(201), request: () => ({ method: 'POST', url: '/api/Admin/Content/Files/podcast-audio', ...fileForm(mp3(), 'episode.mp3', 'audio/mpeg') }) },
  ];
})();

TABLE.push(...QUIZ_ATTEMPT_ROWS);
TABLE.push(...MEDIA_ROWS);
TABLE.push(...STUDIO_ROWS);
TABLE.push(...CONTENT_ROWS);
TABLE.push(...QUIZ_AUTHORING_ROWS);
TABLE.push(...COMMERCE_ROWS);
TABLE.push(...MONEY_ROWS);
TABLE.push(...ADMIN_CONTENT_ROWS);
TABLE.push(...ADMIN_EVENT_ROWS);

/** The admin's courses and categories: every route is the admin's alone; a course made for the case. */
const ADMIN_COURSE_ROWS: Row[] = (() => {
  const published = async (c: Ctx) => {
    const course = await courseOf(c);
    await c.t.database.db.execute(sql`update courses set status = 'published', is_published = true where id = ${course.id}`);
    return course;
  };
  const statusOf = async (c: Ctx) => (await c.t.database.db.execute<{ status: string; featured: boolean }>(sql`select status, featured_at is not null as featured from courses where id = ${c.course!.id}`)).rows[0];
  const adminToken = (c: Ctx) => tokenFor(c.t, 'admin');
  return [
    { route: 'GET /api/Admin/Courses', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Courses?status=published&search=matrix') },
    { route: 'GET /api/Admin/Courses/{id}/Diff', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/Courses/${(await courseOf(c)).id}/Diff`) },
    {
      route: 'POST /api/Admin/Courses/{id}/Unpublish',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Courses/${(await published(c)).id}/Unpublish`, { reason: 'Matrix' }),
      unchanged: async (c) => expect((await statusOf(c))?.status).toBe('published'),
    },
    {
      route: 'POST /api/Admin/Courses/{id}/Republish',
      expect: adminOnly(200),
      request: async (c) => {
        const course = await published(c);
        await as(c, await adminToken(c), 'POST', `/api/Admin/Courses/${course.id}/Unpublish`, {});
        return json('POST', `/api/Admin/Courses/${course.id}/Republish`);
      },
      unchanged: async (c) => expect((await statusOf(c))?.status).toBe('unpublished'),
    },
    {
      route: 'PUT /api/Admin/Courses/{id}/Feature',
      expect: adminOnly(200),
      request: async (c) => json('PUT', `/api/Admin/Courses/${(await published(c)).id}/Feature`, { featured: true }),
      unchanged: async (c) => expect((await statusOf(c))?.featured).toBe(false),
    },
    {
      route: 'POST /api/Admin/Courses/Bulk',
      expect: adminOnly(200),
      request: async (c) => json('POST', '/api/Admin/Courses/Bulk', { ids: [(await published(c)).id], action: 'unpublish' }),
      unchanged: async (c) => expect((await statusOf(c))?.status).toBe('published'),
      check: async (c, res) => {
        if (res.statusCode === 200) expect((await statusOf(c))?.status).toBe('unpublished');
      },
    },
    { route: 'GET /api/Admin/Categories', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Categories') },
    {
      route: 'PUT /api/Admin/Categories',
      expect: adminOnly(200),
      request: async (c) => {
        const tree = (await as(c, await adminToken(c), 'GET', '/api/Admin/Categories')).json<{ version: number; items: { id: number; title: string; titleTh: string; titleVi: string; titleTl: string; parentId: number | null }[] }>();
        const items = tree.items.map(({ id, title, titleTh, titleVi, titleTl, parentId }) => ({ id, title, titleTh: titleTh || title, titleVi: titleVi || title, titleTl: titleTl || title, parentId }));
        return { ...json('PUT', '/api/Admin/Categories', { items }), headers: { 'if-match': `"${tree.version}"` } };
      },
    },
  ];
})();

TABLE.push(...ADMIN_COURSE_ROWS);

/**
 * The admin's people, orders, dashboard, audit trail and settings: every route is the admin's alone (the
 * others: 401 without a session, 403 signed in), and a refused call changes nothing.
 */
const ADMIN_CONSOLE_ROWS: Row[] = (() => {
  const adminToken = (c: Ctx) => tokenFor(c.t, 'admin');
  /** A person made for the case (unverified), and the version an admin's change starts from. */
  const person = async (c: Ctx) => {
    const { customer } = await c.t.signUp(`ppl${c.unique}`);
    const detail = await as(c, await adminToken(c), 'GET', `/api/Admin/Customers/${customer.encryptId}`);
    c.memo.person = customer.encryptId;
    return { encryptId: customer.encryptId, version: String(detail.json<{ version: number }>().version) };
  };
  const disabledAt = async (c: Ctx) => (await customerRow(c.t, `ppl${c.unique}`)).disabledAt;
  const mailsFor = async (c: Ctx) => (await c.t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where target_id = ${String(c.memo.person)}`)).rows[0]!.n;
  /** An order made for the case: paid by the test bank, or a Vietnamese bank transfer still waiting. */
  const order = async (c: Ctx, state: 'paid' | 'transfer') => {
    const owner = await customerRow(c.t, ACCOUNTS[c.owner].username);
    await c.t.services.cart.clear(owner);
    const course = await makeCourse(c.t, { slug: `matrix-admin-order-${c.unique}`, price: 15, instructor: null });
    await c.t.database.db.execute(sql`insert into course_prices (course_id, currency, amount_minor) values (${course.id}, 'USD', 1500), (${course.id}, 'VND', 350000)`);
    await c.t.services.cart.add(owner, course.id);
    const { order: made } = await c.t.services.orders.checkout(owner, state === 'transfer' ? { method: 'vietqr', country: 193 } : { method: 'test' });
    if (state === 'paid') await c.t.services.settlement.settlePayment(made.payment!.id);
    c.memo.orderId = made.id;
    return made.id;
  };
  const orderStatus = async (c: Ctx) => (await c.t.database.db.execute<{ s: string }>(sql`select status::text as s from orders where id = ${c.memo.orderId as string}`)).rows[0]!.s;
  const settingsVersion = async (c: Ctx) => (await as(c, await adminToken(c), 'GET', '/api/Admin/Settings')).json<{ version: number; values: { contactEmail: string } }>();
  return [
    { route: 'GET /api/Admin/Customers', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Customers?search=matrix&role=student&status=active') },
    { route: 'GET /api/Admin/Customers/{id}', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/Customers/${(await person(c)).encryptId}`) },
    {
      route: 'PUT /api/Admin/Customers/{id} {disabled}',
      expect: adminOnly(200),
      request: async (c) => {
        const { encryptId, version } = await person(c);
        return { ...json('PUT', `/api/Admin/Customers/${encryptId}`, { disabled: true }), headers: { 'if-match': version } };
      },
      unchanged: async (c) => expect(await disabledAt(c)).toBeNull(),
      check: async (c, res) => {
        if (res.statusCode === 200) expect(await disabledAt(c)).not.toBeNull();
      },
    },
    {
      route: 'PUT /api/Admin/Customers/{id} {role}',
      expect: adminOnly(200),
      request: async (c) => {
        const { encryptId, version } = await person(c);
        return { ...json('PUT', `/api/Admin/Customers/${encryptId}`, { role: 'instructor' }), headers: { 'if-match': version } };
      },
      unchanged: async (c) => expect((await customerRow(c.t, `ppl${c.unique}`)).role).toBe('student'),
    },
    {
      route: 'POST /api/Admin/Customers/Bulk',
      expect: adminOnly(200),
      request: async (c) => json('POST', '/api/Admin/Customers/Bulk', { ids: [(await person(c)).encryptId], action: 'disable' }),
      unchanged: async (c) => expect(await disabledAt(c)).toBeNull(),
      check: async (c, res) => {
        if (res.statusCode === 200) expect(await disabledAt(c)).not.toBeNull();
      },
    },
    {
      route: 'POST /api/Admin/Customers/{id}/Resend-Activation',
      expect: adminOnly(202),
      request: async (c) => json('POST', `/api/Admin/Customers/${(await person(c)).encryptId}/Resend-Activation`),
      unchanged: async (c) => expect(await mailsFor(c)).toBe(0),
    },
    {
      route: 'POST /api/Admin/Customers/{id}/Reset-Password',
      expect: adminOnly(202),
      request: async (c) => json('POST', `/api/Admin/Customers/${(await person(c)).encryptId}/Reset-Password`),
      unchanged: async (c) => expect(await mailsFor(c)).toBe(0),
    },
    { route: 'GET /api/Admin/Orders', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Orders?status=paid&search=AC-') },
    { route: 'GET /api/Admin/Orders/{id}', expect: adminOnly(200), request: async (c) => json('GET', `/api/Admin/Orders/${await order(c, 'paid')}`) },
    {
      route: 'POST /api/Admin/Orders/{id}/Refund',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Orders/${await order(c, 'paid')}/Refund`, { reason: 'Matrix refund' }),
      unchanged: async (c) => expect(await orderStatus(c)).toBe('paid'),
      check: async (c, res) => {
        if (res.statusCode === 200) expect(await orderStatus(c)).toBe('refunded');
      },
    },
    {
      route: 'POST /api/Admin/Orders/{id}/MarkReceived',
      expect: adminOnly(200),
      request: async (c) => json('POST', `/api/Admin/Orders/${await order(c, 'transfer')}/MarkReceived`, { reference: 'BANK-MATRIX' }),
      unchanged: async (c) => expect(await orderStatus(c)).toBe('pending'),
      check: async (c, res) => {
        if (res.statusCode === 200) expect(await orderStatus(c)).toBe('paid');
      },
    },
    { route: 'GET /api/Admin/Stats', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Stats') },
    { route: 'GET /api/Admin/AuditLog', expect: adminOnly(200), request: () => json('GET', '/api/Admin/AuditLog?action=people.') },
    { route: 'GET /api/Admin/Settings', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Settings') },
    {
      route: 'PUT /api/Admin/Settings',
      expect: adminOnly(200),
      request: async (c) => {
        const current = await settingsVersion(c);
        c.memo.contactEmail = current.values.contactEmail;
        return { ...json('PUT', '/api/Admin/Settings', { contactEmail: `matrix-${c.unique}@example.com` }), headers: { 'if-match': String(current.version) } };
      },
      unchanged: async (c) => expect((await settingsVersion(c)).values.contactEmail).toBe(c.memo.contactEmail),
      check: async (c, res) => {
        if (res.statusCode !== 200) return;
        // Put it back, so no other case sees a changed address.
        const now = await settingsVersion(c);
        expect(now.values.contactEmail).toBe(`matrix-${c.unique}@example.com`);
        const back = await c.t.request({ method: 'PUT', url: '/api/Admin/Settings', token: await adminToken(c), remoteAddress: freshIp(), payload: { contactEmail: c.memo.contactEmail }, headers: { 'if-match': String(now.version) } });
        expect(back.statusCode).toBe(200);
      },
    },
  ];
})();

TABLE.push(...ADMIN_CONSOLE_ROWS);

/**
 * Support tickets: one's own tickets (anyone else's: 404, admins included: they use /api/Admin/Tickets),
 * the tickets forwarded to an instructor (nobody else's), and the staff's queue (admins only). Every
 * ticket made for a case carries an internal note that no answer but an admin's may show. Tickets and
 * messages made for a case are dated two hours back, so the per-hour limits count only the calls.
 */
const NOTE = 'MATRIX-INTERNAL-NOTE-never-shown';
const TICKET_ROWS: Row[] = (() => {
  const twoHoursAgo = () => new Date(Date.now() - 2 * 3600_000);
  const rowOf = (c: Ctx, who: SignedIn) => customerRow(c.t, ACCOUNTS[who].username);
  /** A ticket of the owner's (with a public message and an internal note), made for this case. */
  const ownerTicket = async (c: Ctx, options: { status?: 'open' | 'closed'; forwardTo?: SignedIn; courseId?: number; category?: 'other' | 'course_content' } = {}) => {
    const owner = await rowOf(c, c.owner);
    const admin = await rowOf(c, 'admin');
    const forwardedToId = options.forwardTo ? (await rowOf(c, options.forwardTo)).id : null;
    const at = twoHoursAgo();
    const [ticket] = await c.t.database.db
      .insert(tickets)
      .values({
        requesterId: owner.id, subject: `Matrix ticket ${c.unique}`, category: options.category ?? 'other', status: options.status ?? 'open', countryId: 174,
        courseId: options.courseId ?? null, forwardedToId, waitingSince: options.status === 'closed' ? null : at, lastMessageAt: at,
        closedAt: options.status === 'closed' ? new Date() : null, createdAt: at, updatedAt: at,
      })
      .returning();
    await c.t.database.db.insert(ticketMessages).values([
      { ticketId: ticket!.id, authorId: owner.id, authorRole: 'requester', kind: 'public', body: `Help with matrix case ${c.unique}`, createdAt: at },
      { ticketId: ticket!.id, authorId: admin.id, authorRole: 'staff', kind: 'note', body: NOTE, createdAt: at },
    ]);
    c.memo.ticketId = ticket!.id;
    return ticket!.id;
  };
  const ticketState = async (c: Ctx) => {
    const [row] = await c.t.database.db.select({ status: tickets.status, forwardedToId: tickets.forwardedToId, mergedIntoId: tickets.mergedIntoId }).from(tickets).where(eq(tickets.id, c.memo.ticketId as number));
    const messages = await c.t.database.db.select({ id: ticketMessages.id }).from(ticketMessages).where(eq(ticketMessages.ticketId, c.memo.ticketId as number));
    return { ...row, messages: messages.length };
  };
  const unchangedTicket = async (c: Ctx) => expect(await ticketState(c)).toEqual(c.memo.ticketBefore);
  /** Remembers the ticket's state before the call, for `unchangedTicket`. */
  const remember = async (c: Ctx) => {
    c.memo.ticketBefore = await ticketState(c);
  };
  const noNote = (_c: Ctx, res: Res) => expect(res.body).not.toContain(NOTE);
  const notTheirs: Statuses = { anonymous: 401, studentA: 404, studentB: 404, instructor: 404, admin: 404 };
  const own = <T extends number>(status: T) => ({ own: { studentA: status, studentB: status, instructor: status, admin: status }, other: notTheirs });
  /** Forwarded to the demo instructor: theirs only (an admin works it through /api/Admin/Tickets). */
  const forwarded: Statuses = { anonymous: 401, studentA: 403, studentB: 403, instructor: 200, admin: 404 };
  const instructorCourse = async (c: Ctx) => (await courseOf(c)).id;
  return [
    // First, while nobody has opened a ticket this hour.
    { route: 'POST /api/Tickets', expect: signedIn(201), request: (c) => json('POST', '/api/Tickets', { subject: `Matrix question ${c.unique}`, category: 'other', body: 'How do I get my certificate?' }) },
    { route: 'GET /api/Tickets', expect: signedIn(200), request: () => json('GET', '/api/Tickets?status=active'), check: noNote },
    { route: 'GET /api/Tickets/Links', expect: signedIn(200), request: () => json('GET', '/api/Tickets/Links') },
    { route: 'POST /api/Tickets/Attachments', expect: signedIn(201), request: async () => ({ method: 'POST', url: '/api/Tickets/Attachments', ...fileForm(await makeImage('png')) }) },
    {
      route: 'GET /api/Tickets/{id}',
      expect: own(200),
      request: async (c) => json('GET', `/api/Tickets/${await ownerTicket(c)}`),
      check: noNote,
    },
    {
      route: 'POST /api/Tickets/{id}/Messages',
      expect: own(201),
      request: async (c) => {
        const id = await ownerTicket(c);
        await remember(c);
        return json('POST', `/api/Tickets/${id}/Messages`, { body: 'One more detail from the matrix.' });
      },
      check: noNote,
      unchanged: unchangedTicket,
    },
    {
      route: 'POST /api/Tickets/{id}/Close',
      expect: own(200),
      request: async (c) => {
        const id = await ownerTicket(c);
        await remember(c);
        return json('POST', `/api/Tickets/${id}/Close`);
      },
      check: noNote,
      unchanged: unchangedTicket,
    },
    {
      route: 'POST /api/Tickets/{id}/Reopen',
      expect: own(200),
      request: async (c) => {
        const id = await ownerTicket(c, { status: 'closed' });
        await remember(c);
        return json('POST', `/api/Tickets/${id}/Reopen`);
      },
      check: noNote,
      unchanged: unchangedTicket,
    },
    {
      route: 'GET /api/Tickets/{id}/Attachments/{attachmentId}',
      // The staff read every attachment through this route (the admin's thread shows them).
      expect: { own: own(200).own, other: { ...notTheirs, admin: 200 } },
      request: async (c) => {
        const id = await ownerTicket(c);
        const upload = await c.t.request({ method: 'POST', url: '/api/Tickets/Attachments', token: c.ownerToken, remoteAddress: freshIp(), ...fileForm(await makeImage('png')) });
        if (upload.statusCode !== 201) throw new Error(`setup: attachment upload answered ${upload.statusCode} ${upload.body}`);
        const attachmentId = upload.json<{ id: number }>().id;
        const [message] = await c.t.database.db.select({ id: ticketMessages.id }).from(ticketMessages).where(and(eq(ticketMessages.ticketId, id), eq(ticketMessages.kind, 'public')));
        await c.t.database.db.update(ticketAttachments).set({ messageId: message!.id }).where(eq(ticketAttachments.id, attachmentId));
        return json('GET', `/api/Tickets/${id}/Attachments/${attachmentId}`);
      },
      check: (_c, res) => {
        if (res.statusCode === 200) expect([res.headers['content-type'], res.headers['x-content-type-options']]).toEqual(['image/png', 'nosniff']);
      },
    },
    { route: 'GET /api/Instructor/Tickets', expect: staff(200), request: () => json('GET', '/api/Instructor/Tickets'), check: noNote },
    {
      route: 'GET /api/Instructor/Tickets/{id} (forwarded to the demo instructor)',
      expect: forwarded,
      request: async (c) => json('GET', `/api/Instructor/Tickets/${await ownerTicket(c, { category: 'course_content', courseId: await instructorCourse(c), forwardTo: 'instructor' })}`),
      check: noNote,
    },
    {
      route: 'POST /api/Instructor/Tickets/{id}/Messages (forwarded to the demo instructor)',
      expect: { ...forwarded, instructor: 201 },
      request: async (c) => {
        const id = await ownerTicket(c, { category: 'course_content', courseId: await instructorCourse(c), forwardTo: 'instructor' });
        await remember(c);
        return json('POST', `/api/Instructor/Tickets/${id}/Messages`, { body: 'The instructor answers.' });
      },
      check: noNote,
      unchanged: unchangedTicket,
    },
    { route: 'GET /api/Admin/Tickets', expect: adminOnly(200), request: () => json('GET', '/api/Admin/Tickets?status=active&search=Matrix') },
    {
      route: 'GET /api/Admin/Tickets/{id}',
      expect: adminOnly(200),
      request: async (c) => json('GET', `/api/Admin/Tickets/${await ownerTicket(c)}`),
      // The staff's view is the one that shows the internal note.
      check: (_c, res) => {
        if (res.statusCode === 200) expect(res.body).toContain(NOTE);
      },
    },
    {
      route: 'PUT /api/Admin/Tickets/{id}',
      expect: adminOnly(200),
      request: async (c) => {
        const id = await ownerTicket(c);
        await remember(c);
        return { ...json('PUT', `/api/Admin/Tickets/${id}`, { status: 'pending' }), headers: { 'if-match': '1' } };
      },
      unchanged: unchangedTicket,
    },
    {
      route: 'POST /api/Admin/Tickets/{id}/Messages',
      expect: adminOnly(201),
      request: async (c) => {
        const id = await ownerTicket(c);
        await remember(c);
        return json('POST', `/api/Admin/Tickets/${id}/Messages`, { body: 'The academy answers.' });
      },
      unchanged: unchangedTicket,
    },
    {
      route: 'POST /api/Admin/Tickets/{id}/Notes',
      expect: adminOnly(201),
      request: async (c) => {
        const id = await ownerTicket(c);
        await remember(c);
        return json('POST', `/api/Admin/Tickets/${id}/Notes`, { body: 'Another internal note.' });
      },
      unchanged: unchangedTicket,
    },
    {
      route: 'POST /api/Admin/Tickets/{id}/Merge',
      expect: adminOnly(200),
      request: async (c) => {
        const into = await ownerTicket(c);
        const duplicate = await ownerTicket(c);
        await remember(c);
        return json('POST', `/api/Admin/Tickets/${duplicate}/Merge`, { intoId: into });
      },
      unchanged: unchangedTicket,
    },
    {
      route: 'POST /api/Admin/Tickets/{id}/Forward',
      expect: adminOnly(200),
      request: async (c) => {
        const id = await ownerTicket(c, { category: 'course_content', courseId: await instructorCourse(c) });
        await remember(c);
        return json('POST', `/api/Admin/Tickets/${id}/Forward`);
      },
      unchanged: unchangedTicket,
    },
    { route: 'GET /api/Admin/CannedReplies', expect: adminOnly(200), request: () => json('GET', '/api/Admin/CannedReplies') },
    {
      route: 'POST /api/Admin/CannedReplies',
      expect: adminOnly(201),
      request: (c) => json('POST', '/api/Admin/CannedReplies', { title: { th: 'ขอบคุณ', en: `Thanks ${c.unique}`, vi: 'Cảm ơn', tl: 'Salamat' }, body: { th: 'ขอบคุณที่ติดต่อเรา', en: 'Thank you for writing.', vi: 'Cảm ơn bạn.', tl: 'Salamat sa pagsulat.' } }),
    },
    {
      route: 'PUT /api/Admin/CannedReplies/{id}',
      expect: adminOnly(200),
      request: async (c) => {
        const [row] = await c.t.database.db.insert(cannedReplies).values({ title: { en: `Canned ${c.unique}` }, body: { en: 'Text' } }).returning();
        c.memo.cannedId = row!.id;
        return json('PUT', `/api/Admin/CannedReplies/${row!.id}`, { title: { th: 'ก', en: 'Changed', vi: 'a', tl: 'a' }, body: { th: 'ข', en: 'Changed text', vi: 'b', tl: 'b' } });
      },
      unchanged: async (c) => expect((await c.t.database.db.select().from(cannedReplies).where(eq(cannedReplies.id, c.memo.cannedId as number)))[0]?.title).toEqual({ en: `Canned ${c.unique}` }),
    },
    {
      route: 'DELETE /api/Admin/CannedReplies/{id}',
      expect: adminOnly(204),
      request: async (c) => {
        const [row] = await c.t.database.db.insert(cannedReplies).values({ title: { en: `Canned ${c.unique}` }, body: { en: 'Text' } }).returning();
        c.memo.cannedId = row!.id;
        return json('DELETE', `/api/Admin/CannedReplies/${row!.id}`);
      },
      unchanged: async (c) => expect(await c.t.database.db.select().from(cannedReplies).where(eq(cannedReplies.id, c.memo.cannedId as number))).toHaveLength(1),
    },
  ];
})();

TABLE.push(...TICKET_ROWS);

// Public files for crawlers (modules/seo): the same for everyone.
TABLE.push(
  { route: 'GET /robots.txt', expect: everyone(200), request: () => json('GET', '/robots.txt'), check: (_c, res) => expect(res.body).toContain('Disallow: /admin') },
  { route: 'GET /sitemap.xml', expect: everyone(200), request: () => json('GET', '/sitemap.xml'), check: (_c, res) => expect(res.body).toContain('<urlset') },
);

interface Case {
  row: Row;
  actor: Actor;
  scope: 'own' | 'other' | null;
  status: number;
}

const CASES: Case[] = TABLE.flatMap((row) =>
  ACTORS.flatMap((actor): Case[] => {
    if (!('own' in row.expect)) return [{ row, actor, scope: null, status: (row.expect as Statuses)[actor] }];
    const { own, other } = row.expect;
    const cases: Case[] = [{ row, actor, scope: 'other', status: other[actor] }];
    if (actor !== 'anonymous') cases.unshift({ row, actor, scope: 'own', status: own[actor] });
    return cases;
  }),
);

const CODE_FOR: Record<number, string> = { 401: 'AUTH_REQUIRED', 403: 'FORBIDDEN' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const actor of ['studentA', 'studentB'] as const) await t.signUp(ACCOUNTS[actor].username, ACCOUNTS[actor].password);
});
afterAll(() => t.close());

let counter = 0;
describe('access matrix', () => {
  it('covers every actor of every route', () => {
    expect(CASES.length).toBeGreaterThan(TABLE.length * ACTORS.length);
  });

  it.each(CASES.map((c) => [`${c.row.route} | ${c.actor}${c.scope ? ` | ${c.scope}` : ''} -> ${c.status}`, c] as const))('%s', async (_title, c) => {
    counter++;
    const owner: SignedIn = c.scope === 'own' && c.actor !== 'anonymous' ? c.actor : c.actor === 'studentA' ? 'studentB' : 'studentA';
    const ownerRow = await customerRow(t, ACCOUNTS[owner].username);
    const ctx: Ctx = { t, actor: c.actor, owner, ownerToken: await tokenFor(t, ACCOUNTS[owner].username), encryptId: ownerRow.encryptId, unique: `x${counter}${Date.now().toString(36)}`, memo: {} };
    const req = await c.row.request(ctx, c.actor);
    const token = c.actor === 'anonymous' ? undefined : await tokenFor(t, ACCOUNTS[c.actor].username);
    // Each case from a fresh address, unless the row names one (the rate-limit rows).
    const res = await t.request({ remoteAddress: freshIp(), ...req, ...(token ? { token } : {}) });
    // The body is shown only when the status is not the expected one.
    expect([res.statusCode, res.statusCode === c.status ? '' : res.body]).toEqual([c.status, '']);
    const code = c.row.codes?.[c.status] ?? CODE_FOR[c.status];
    if (code) expect(problemCode(res)).toBe(code);
    await c.row.check?.(ctx, res);
    if (c.status >= 400) await c.row.unchanged?.(ctx, req);
  });
});
