/**
 * Who may call what, on whose object. One table: each route lists the status every actor gets, on
 * their own object and on someone else's; the cases below are generated from it. After a refused
 * call the object is checked to be unchanged.
 */
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { files } from './db/schema';
import { createTestApp, type TestApp } from './test-support/testApp';
import { customerRow, freshIp, problemCode, tokenFor, uploadImage, fileForm, makeImage } from './test-support/fixtures';

type Actor = 'anonymous' | 'studentA' | 'studentB' | 'instructor' | 'admin';
type SignedIn = Exclude<Actor, 'anonymous'>;
type Statuses = Record<Actor, number>;
const ACTORS: Actor[] = ['anonymous', 'studentA', 'studentB', 'instructor', 'admin'];

const ACCOUNTS: Record<SignedIn, { username: string; password: string }> = {
  studentA: { username: 'matrix.a', password: 'Correct-Horse-9' },
  studentB: { username: 'matrix.b', password: 'Correct-Horse-9' },
  instructor: { username: 'instructor', password: 'Instructor#2026' },
  admin: { username: 'admin', password: 'Admin#2026' },
};

/** Everyone gets the same answer. */
const everyone = (s: number): Statuses => ({ anonymous: s, studentA: s, studentB: s, instructor: s, admin: s });
/** A session is needed; then everyone gets the same answer. */
const signedIn = (s: number): Statuses => ({ ...everyone(s), anonymous: 401 });
/** Instructors and admins only. */
const staff = (s: number): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: s, admin: s });
/** Someone else's object: only an admin. */
const adminOnly = (s: number): Statuses => ({ anonymous: 401, studentA: 403, studentB: 403, instructor: 403, admin: s });

interface Ctx {
  t: TestApp;
  /** The object's owner (own: the actor; other: student A, or B when the actor is A). */
  owner: SignedIn;
  ownerToken: string;
  encryptId: string;
  unique: string;
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
}

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
  { route: 'POST /api/Auth/PreResetPassword', expect: everyone(202), request: () => json('POST', '/api/Auth/PreResetPassword', { email: 'nobody@example.com' }) },
  { route: 'POST /api/Auth/ValidatePostResetPassword (unknown)', expect: everyone(400), request: () => json('POST', '/api/Auth/ValidatePostResetPassword', { token: 'unknown-token-123' }) },
  { route: 'POST /api/Auth/PostResetPassword (unknown)', expect: everyone(400), request: () => json('POST', '/api/Auth/PostResetPassword', { token: 'unknown-token-123', newPassword: 'Correct-Horse-9' }) },
  { route: 'POST /api/Customers/Activate (unknown)', expect: everyone(400), request: () => json('POST', '/api/Customers/Activate', { token: 'unknown-token-123' }) },
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
  { route: 'POST /api/Customers/Activate/Resend', expect: signedIn(202), request: () => json('POST', '/api/Customers/Activate/Resend') },
  { route: 'POST /api/Files/?folder=customer-profile-image', expect: signedIn(201), request: async () => ({ method: 'POST', url: '/api/Files/?folder=customer-profile-image', ...fileForm(await makeImage('png')) }) },
  { route: 'POST /api/Files/?folder=course-cover-image', expect: staff(201), request: async () => ({ method: 'POST', url: '/api/Files/?folder=course-cover-image', ...fileForm(await makeImage('png')) }) },
  { route: 'POST /api/Files/?folder=analysis-and-news-cover-image', expect: staff(201), request: async () => ({ method: 'POST', url: '/api/Files/?folder=analysis-and-news-cover-image', ...fileForm(await makeImage('png')) }) },
  // Objects: a customer record by encryptId, a stored file
  {
    route: 'GET /api/Customers/Token/{encryptId}',
    expect: { own: signedIn(200), other: adminOnly(200) },
    request: (c) => json('GET', `/api/Customers/Token/${c.encryptId}`),
  },
  {
    route: 'PUT /api/Customers {encryptId}',
    expect: { own: signedIn(200), other: adminOnly(200) },
    request: (c) => json('PUT', '/api/Customers', { encryptId: c.encryptId, firstName: `changed-${c.unique}` }),
    unchanged: async (c) => expect((await customerRow(c.t, ACCOUNTS[c.owner].username)).firstName).not.toBe(`changed-${c.unique}`),
  },
  {
    route: 'PUT /api/Customers/ProfileImage {encryptId}',
    expect: { own: signedIn(200), other: adminOnly(200) },
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
    const ctx: Ctx = { t, owner, ownerToken: await tokenFor(t, ACCOUNTS[owner].username), encryptId: ownerRow.encryptId, unique: `x${counter}${Date.now().toString(36)}` };
    const req = await c.row.request(ctx, c.actor);
    const token = c.actor === 'anonymous' ? undefined : await tokenFor(t, ACCOUNTS[c.actor].username);
    const res = await t.request({ ...req, remoteAddress: freshIp(), ...(token ? { token } : {}) });
    // The body is shown only when the status is not the expected one.
    expect([res.statusCode, res.statusCode === c.status ? '' : res.body]).toEqual([c.status, '']);
    const code = c.row.codes?.[c.status] ?? CODE_FOR[c.status];
    if (code) expect(problemCode(res)).toBe(code);
    if (c.status >= 400) await c.row.unchanged?.(ctx, req);
  });
});
