import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { API_BASE, API_ROUTES, apiPath } from '../../../shared/apiPaths';
import { SOCIAL_API_ROUTES } from '../../../shared/socialApiPaths';
import { BULK_MAX_IDS, type PeopleBulkResult } from '../../../shared/schemas/adminBulk';
import type { AdminPeoplePage, AdminPersonDetail } from '../../../shared/schemas/adminPeople';
import type { Customer } from '../../../shared/schemas/customer';
import { auditLog, courses, customerIdentities, customers, enrollments, tickets } from '../../db/schema';
import { type AppError } from '../../plugins/errors';
import { customerRow, freshIp, problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, tokenFromMail, type TestApp } from '../../test-support/testApp';
import { resetMail } from '../customers/mailTemplates';
import type { FirebaseTokenVerifier } from '../social/firebaseTokenVerifier';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  // The identity service stands in: every ID token is a Google sign-in of the uid it comes with.
  const firebaseVerifier: FirebaseTokenVerifier = {
    verify: async (_idToken, uid) => ({ uid, signInProvider: 'google.com', email: null, emailVerified: true, displayName: null }),
    close: async () => {},
  };
  t = await createTestApp({ seed: true, firebaseVerifier });
  adminToken = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const R = ADMIN_CONSOLE_API_ROUTES;
const url = (path: string) => `${API_BASE}${path}`;
const list = (query: Record<string, string | number> = {}, token = adminToken) =>
  t.request({ method: 'GET', url: url(apiPath(R.adminCustomers, null, query)), token, remoteAddress: freshIp() });
const detail = (id: string, token = adminToken) => t.request({ method: 'GET', url: url(apiPath(R.adminCustomer, { id })), token, remoteAddress: freshIp() });
const put = (id: string, payload: object, version: number | string | null, token = adminToken) =>
  t.request({
    method: 'PUT',
    url: url(apiPath(R.adminCustomer, { id })),
    token,
    remoteAddress: freshIp(),
    payload,
    headers: version === null ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version },
  });
const resend = (id: string, token = adminToken) => t.request({ method: 'POST', url: url(apiPath(R.adminCustomerResendActivation, { id })), token, remoteAddress: freshIp() });
const reset = (id: string, token = adminToken) => t.request({ method: 'POST', url: url(apiPath(R.adminCustomerResetPassword, { id })), token, remoteAddress: freshIp() });
const me = (token: string) => t.request({ method: 'GET', url: url(API_ROUTES.authMe), token, remoteAddress: freshIp() });
const logIn = (username: string, password: string) => t.request({ method: 'POST', url: url(API_ROUTES.auth), remoteAddress: freshIp(), payload: { username, password } });

let counter = 0;
/** A new person with a unique name (the run's own), signed up through the API. */
async function person(extra: Record<string, unknown> = {}) {
  counter++;
  const username = `ppl${Date.now().toString(36)}x${counter}`;
  const { customer, token, password } = await t.signUp(username, undefined, { firstName: `Zebulon${counter}`, lastName: 'Quartermaine', ...extra });
  return { username, customer, token, password, email: `${username}@example.com` };
}

const versionOf = async (id: string, token = adminToken) => (await detail(id, token)).json<AdminPersonDetail>().version;
const auditOf = (targetId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
const setRole = (username: string, role: 'student' | 'instructor' | 'admin') => t.database.db.update(customers).set({ role }).where(eq(customers.username, username));

describe('access', () => {
  it('answers 401 without a session and 403 to students and instructors on every route', async () => {
    const { customer } = await person();
    const id = customer.encryptId;
    const calls = (token?: string) => [
      t.request({ method: 'GET', url: url(R.adminCustomers), token, remoteAddress: freshIp() }),
      t.request({ method: 'GET', url: url(apiPath(R.adminCustomer, { id })), token, remoteAddress: freshIp() }),
      t.request({ method: 'PUT', url: url(apiPath(R.adminCustomer, { id })), token, remoteAddress: freshIp(), payload: { role: 'admin' }, headers: { 'if-match': '"1"' } }),
      t.request({ method: 'POST', url: url(apiPath(R.adminCustomerResendActivation, { id })), token, remoteAddress: freshIp() }),
      t.request({ method: 'POST', url: url(apiPath(R.adminCustomerResetPassword, { id })), token, remoteAddress: freshIp() }),
    ];
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(401);
    for (const who of ['student', 'instructor']) {
      for (const res of await Promise.all(calls(await tokenFor(t, who)))) {
        expect(res.statusCode).toBe(403);
        expect(problemCode(res)).toBe('FORBIDDEN');
      }
    }
    expect((await customerRow(t, 'student')).role).toBe('student');
  });
});

describe('GET /Admin/Customers', () => {
  it('finds people by part of a name, username or e-mail in any case, with the public id only', async () => {
    const a = await person({ firstName: 'Mårten', lastName: 'Oyelaran-Spring' });
    const byName = (await list({ search: 'oyelaran-SPRING' })).json<AdminPeoplePage>();
    expect(byName.items.map((p) => p.username)).toEqual([a.username]);
    const item = byName.items[0]!;
    expect(item).toMatchObject({ encryptId: a.customer.encryptId, email: a.email, role: 'student', isEmailVerified: false, disabled: false, disabledAt: null, lang: a.customer.lang });
    expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['id']));
    expect(JSON.stringify(byName)).not.toMatch(/passwordHash|argon2/);
    const full = (await list({ search: `mårten oyelaran` })).json<AdminPeoplePage>();
    expect(full.items.map((p) => p.username)).toEqual([a.username]);
    expect((await list({ search: a.username.slice(2).toUpperCase() })).json<AdminPeoplePage>().items.map((p) => p.username)).toEqual([a.username]);
    expect((await list({ search: `${a.username}@EXAMPLE` })).json<AdminPeoplePage>().total).toBe(1);
    // % and _ are searched for as typed, not as wildcards.
    expect((await list({ search: '%_%' })).json<AdminPeoplePage>().items.every((p) => `${p.firstName} ${p.lastName} ${p.username} ${p.email}`.includes('%_%'))).toBe(true);
  });

  it('filters by role and status, and pages', async () => {
    const stem = `flt${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await person({ lastName: stem }));
    await setRole(made[0]!.username, 'instructor');
    await t.database.db.update(customers).set({ isEmailVerified: true }).where(eq(customers.username, made[1]!.username));
    await t.database.db.update(customers).set({ disabledAt: new Date() }).where(eq(customers.username, made[2]!.username));
    const names = async (q: Record<string, string>) => (await list({ search: stem, ...q })).json<AdminPeoplePage>().items.map((p) => p.username).sort();
    expect(await names({ role: 'instructor' })).toEqual([made[0]!.username]);
    expect(await names({ role: 'admin' })).toEqual([]);
    expect(await names({ status: 'active' })).toEqual([made[1]!.username]);
    expect(await names({ status: 'disabled' })).toEqual([made[2]!.username]);
    expect(await names({ status: 'unverified' })).toEqual([made[0]!.username]);
    const page1 = (await list({ search: stem, pageSize: 2, page: 1 })).json<AdminPeoplePage>();
    const page2 = (await list({ search: stem, pageSize: 2, page: 2 })).json<AdminPeoplePage>();
    expect([page1.total, page1.page, page1.pageSize, page1.items.length, page2.items.length]).toEqual([3, 1, 2, 2, 1]);
    expect(new Set([...page1.items, ...page2.items].map((p) => p.username)).size).toBe(3);
    expect((await list({ role: 'owner' })).statusCode).toBe(400);
    expect((await list({ status: 'gone' })).statusCode).toBe(400);
    expect((await list({ pageSize: 1000 })).statusCode).toBe(400);
  });
});

describe('GET /Admin/Customers/{id}', () => {
  it('shows enrolments, orders, sign-in methods, the application and the version; 404 for an unknown id', async () => {
    const p = await person();
    const row = await customerRow(t, p.username);
    const [course] = await t.database.db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.isPublished, true)).limit(1);
    await t.database.db.insert(enrollments).values({ customerId: row.id, courseId: course!.id, completedLessons: 1 });
    await t.database.db.insert(customerIdentities).values({ customerId: row.id, provider: 'google', subject: `g-${p.username}`, email: p.email });
    const applied = await t.request({ method: 'POST', url: url(API_ROUTES.instructorApplication), token: p.token, remoteAddress: freshIp(), payload: { bio: 'I have taught robotics to teenagers for eight years.', topics: ['Robotics'] } });
    expect(applied.statusCode).toBe(201);

    const res = await detail(p.customer.encryptId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const d = res.json<AdminPersonDetail>();
    expect(res.headers.etag).toBe(`"${d.version}"`);
    expect(d.person.encryptId).toBe(p.customer.encryptId);
    expect(d.isSelf).toBe(false);
    expect(d.enrollments).toEqual([expect.objectContaining({ courseId: course!.id, courseTitle: course!.title, completedLessons: 1, completedAt: null })]);
    expect(d.enrollments[0]!.totalLessons).toBeGreaterThan(0);
    expect(d.enrollments[0]!.progress).toBe(Math.floor(100 / d.enrollments[0]!.totalLessons));
    expect(d.orders).toEqual([]);
    expect(d.signIn).toEqual({ password: true, social: [expect.objectContaining({ provider: 'Google', email: p.email })] });
    expect(d.instructorApplication).toMatchObject({ status: 'pending', topics: ['Robotics'] });
    expect(JSON.stringify(d)).not.toContain(row.id);

    const mine = (await detail((await customerRow(t, 'admin')).encryptId)).json<AdminPersonDetail>();
    expect(mine.isSelf).toBe(true);
    const missing = await detail('no-such-person');
    expect([missing.statusCode, problemCode(missing)]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
  });

  it("lists the seeded student's orders with number, status, total and currency", async () => {
    const student = await customerRow(t, 'student');
    const d = (await detail(student.encryptId)).json<AdminPersonDetail>();
    for (const o of d.orders) expect(o).toEqual({ id: expect.any(String), number: expect.any(String), createdAt: expect.any(String), status: expect.any(String), totalMinor: expect.any(Number), currency: expect.stringMatching(/^(USD|THB|PHP|VND)$/) });
  });
});

describe('PUT /Admin/Customers/{id}', () => {
  it('changes the role with If-Match, audited; 428 without it, 409 when stale, 400 for a body that is not exactly one change', async () => {
    const p = await person();
    const id = p.customer.encryptId;
    const v1 = await versionOf(id);
    expect(problemCode(await put(id, { role: 'instructor' }, null))).toBe('PRECONDITION_REQUIRED');
    expect((await put(id, { role: 'instructor' }, null)).statusCode).toBe(428);
    expect((await put(id, { role: 'instructor', disabled: true }, v1)).statusCode).toBe(400);
    expect((await put(id, {}, v1)).statusCode).toBe(400);
    expect((await put(id, { role: 'owner' }, v1)).statusCode).toBe(400);

    const res = await put(id, { role: 'instructor' }, v1);
    expect(res.statusCode).toBe(200);
    const after = res.json<AdminPersonDetail>();
    expect(after.person.role).toBe('instructor');
    expect(after.version).toBeGreaterThan(v1);
    expect(res.headers.etag).toBe(`"${after.version}"`);
    // The person's own session goes on, with the new role.
    expect((await me(p.token)).json<Customer>().role).toBe('instructor');
    const [line] = await auditOf(id, 'people.role');
    expect(line).toMatchObject({ actorId: (await customerRow(t, 'admin')).id, targetType: 'customer', before: { role: 'student' }, after: { role: 'instructor' } });

    const stale = await put(id, { role: 'admin' }, v1);
    expect([stale.statusCode, problemCode(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    expect(stale.json<{ currentVersion: number }>().currentVersion).toBe(after.version);
    expect((await customerRow(t, p.username)).role).toBe('instructor');
    expect((await put('no-such-person', { role: 'admin' }, v1)).statusCode).toBe(404);
  });

  it("refuses an admin's change of their own role or account", async () => {
    const self = await customerRow(t, 'admin');
    const v = await versionOf(self.encryptId);
    for (const body of [{ role: 'student' }, { role: 'instructor' }, { disabled: true }]) {
      const res = await put(self.encryptId, body, v);
      expect([res.statusCode, problemCode(res)]).toEqual([409, 'PEOPLE_SELF_CHANGE']);
    }
    expect(await customerRow(t, 'admin')).toMatchObject({ role: 'admin', disabledAt: null, tokenVersion: self.tokenVersion });
  });

  it('disabling ends every session at once and refuses every way in; enabling undoes it; both audited', async () => {
    const p = await person();
    const id = p.customer.encryptId;
    const second = await t.login(p.username, p.password);
    await t.database.db.insert(customerIdentities).values({ customerId: (await customerRow(t, p.username)).id, provider: 'google', subject: `g-${p.username}`, email: p.email });
    expect((await me(p.token)).statusCode).toBe(200);

    const res = await put(id, { disabled: true }, await versionOf(id));
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPersonDetail>().person).toMatchObject({ disabled: true, disabledAt: expect.any(String) });
    for (const token of [p.token, second.accessToken]) {
      const gone = await me(token);
      expect([gone.statusCode, problemCode(gone)]).toEqual([401, 'AUTH_ACCOUNT_DISABLED']);
    }
    // Password (new and legacy log-in), a one-time sign-in link: all refused with the code; a wrong password tells nothing.
    const denied = await logIn(p.username, p.password);
    expect([denied.statusCode, problemCode(denied)]).toEqual([403, 'AUTH_ACCOUNT_DISABLED']);
    expect(problemCode(await logIn(p.email, p.password))).toBe('AUTH_ACCOUNT_DISABLED');
    expect(problemCode(await logIn(p.username, 'Wrong-Horse-9'))).toBe('AUTH_INVALID_CREDENTIALS');
    const legacy = await t.request({ method: 'POST', url: url(API_ROUTES.legacyLogin), remoteAddress: freshIp(), payload: { email: p.email, password: p.password } });
    expect(problemCode(legacy)).toBe('AUTH_ACCOUNT_DISABLED');
    const row = await customerRow(t, p.username);
    const signInToken = await t.context.oneTimeTokens.create(row.id, 'signin');
    const link = await t.request({ method: 'POST', url: url(apiPath(API_ROUTES.authToken, { token: signInToken })), remoteAddress: freshIp() });
    expect(problemCode(link)).toBe('AUTH_ACCOUNT_DISABLED');
    // Social sign-in with the account's linked Google identity.
    const google = () =>
      t.request({ method: 'POST', url: url(apiPath(SOCIAL_API_ROUTES.authFirebase, { provider: 'Google' })), remoteAddress: freshIp(), payload: { uid: `g-${p.username}`, idToken: 'x'.repeat(40) } });
    const social = await google();
    expect([social.statusCode, problemCode(social)]).toEqual([403, 'AUTH_ACCOUNT_DISABLED']);
    await expect(t.services.auth.session(row)).rejects.toMatchObject({ code: 'AUTH_ACCOUNT_DISABLED' } satisfies Partial<AppError>);

    const [disableLine] = await auditOf(id, 'people.disable');
    expect(disableLine).toMatchObject({ before: { disabledAt: null }, after: { disabledAt: expect.any(String) } });

    const enabled = await put(id, { disabled: false }, await versionOf(id));
    expect(enabled.json<AdminPersonDetail>().person).toMatchObject({ disabled: false, disabledAt: null });
    expect((await logIn(p.username, p.password)).statusCode).toBe(200);
    expect((await google()).statusCode).toBe(200);
    // The sessions that ended stay ended.
    expect((await me(p.token)).statusCode).toBe(401);
    const [enableLine] = await auditOf(id, 'people.enable');
    expect(enableLine).toMatchObject({ before: { disabledAt: expect.any(String) }, after: { disabledAt: null } });
  });

  describe('the last enabled admin', () => {
    let a: Awaited<ReturnType<typeof person>>;
    let b: Awaited<ReturnType<typeof person>>;
    let others: string[] = [];
    beforeEach(async () => {
      a = await person();
      b = await person();
      await setRole(a.username, 'admin');
      await setRole(b.username, 'admin');
      // Only these two are enabled admins while the test runs.
      const rows = await t.database.db
        .update(customers)
        .set({ disabledAt: new Date() })
        .where(and(eq(customers.role, 'admin'), sql`${customers.disabledAt} is null`, ne(customers.username, a.username), ne(customers.username, b.username)))
        .returning({ id: customers.id });
      others = rows.map((r) => r.id);
    });
    afterEach(async () => {
      if (others.length) await t.database.db.update(customers).set({ disabledAt: null }).where(inArray(customers.id, others));
    });
    const enabledAdmins = async () => (await t.database.db.select({ u: customers.username }).from(customers).where(and(eq(customers.role, 'admin'), sql`${customers.disabledAt} is null`))).map((r) => r.u);

    it('two admins demoting each other at once: one change wins, the other is refused, an admin remains', async () => {
      const [rowA, rowB] = [await customerRow(t, a.username), await customerRow(t, b.username)];
      const [va, vb] = [await versionOf(rowA.encryptId, a.token), await versionOf(rowB.encryptId, a.token)];
      // Straight through the service, so both certainly reach the transaction with their admin rights.
      const results = await Promise.allSettled([
        t.services.adminPeople.update(rowA, rowB.encryptId, { role: 'student' }, vb),
        t.services.adminPeople.update(rowB, rowA.encryptId, { role: 'student' }, va),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
      expect(refused.reason).toMatchObject({ status: 409, code: 'PEOPLE_LAST_ADMIN' });
      expect(await enabledAdmins()).toHaveLength(1);
    });

    it('the same race over HTTP, with disabling', async () => {
      const [rowA, rowB] = [await customerRow(t, a.username), await customerRow(t, b.username)];
      const [va, vb] = [await versionOf(rowA.encryptId, a.token), await versionOf(rowB.encryptId, a.token)];
      const answers = await Promise.all([put(rowB.encryptId, { disabled: true }, vb, a.token), put(rowA.encryptId, { disabled: true }, va, b.token)]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const loser = answers.find((r) => r.statusCode !== 200)!;
      // Refused in the transaction (the last admin), or before it when the winner had already ended the loser's session.
      expect(['PEOPLE_LAST_ADMIN', 'AUTH_ACCOUNT_DISABLED']).toContain(problemCode(loser));
      expect(await enabledAdmins()).toHaveLength(1);
    });

    it('a stale admin cannot remove the last admin after losing the role', async () => {
      const [rowA, rowB] = [await customerRow(t, a.username), await customerRow(t, b.username)];
      const ok = await put(rowB.encryptId, { role: 'instructor' }, await versionOf(rowB.encryptId, a.token), a.token);
      expect(ok.statusCode).toBe(200);
      await expect(t.services.adminPeople.update(rowB, rowA.encryptId, { role: 'student' }, await versionOf(rowA.encryptId, a.token))).rejects.toMatchObject({ code: 'PEOPLE_LAST_ADMIN' });
      await expect(t.services.adminPeople.update(rowB, rowA.encryptId, { disabled: true }, await versionOf(rowA.encryptId, a.token))).rejects.toMatchObject({ code: 'PEOPLE_LAST_ADMIN' });
      expect((await put(rowA.encryptId, { role: 'student' }, await versionOf(rowA.encryptId, a.token), b.token)).statusCode).toBe(403);
      expect(await enabledAdmins()).toEqual([a.username]);
    });
  });
});

describe('POST /Admin/Customers/{id}/Resend-Activation and /Reset-Password', () => {
  it('mails a new activation link to an unconfirmed address only; audited', async () => {
    const p = await person();
    const before = (await t.mails()).length;
    const res = await resend(p.customer.encryptId);
    expect([res.statusCode, res.json()]).toEqual([202, { ok: true, email: p.email }]);
    const mails = (await t.mails()).slice(before).filter((m) => m.to.includes(p.email));
    expect(mails).toHaveLength(1);
    const token = tokenFromMail(mails[0]!.text, '/auth/activate');
    const activated = await t.request({ method: 'POST', url: url(API_ROUTES.customersActivate), remoteAddress: freshIp(), payload: { token } });
    expect(activated.statusCode).toBe(200);
    const again = await resend(p.customer.encryptId);
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'PEOPLE_ALREADY_VERIFIED']);
    expect(await auditOf(p.customer.encryptId, 'people.resendActivation')).toHaveLength(1);
    expect((await resend('no-such-person')).statusCode).toBe(404);
  });

  it("mails a reset link in the person's language, never to the admin; audited", async () => {
    const p = await person({ lang: 'th' });
    const before = (await t.mails()).length;
    const res = await reset(p.customer.encryptId);
    expect([res.statusCode, res.json()]).toEqual([202, { ok: true, email: p.email }]);
    expect(res.body).not.toMatch(/token/i);
    const mails = (await t.mails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain(p.email);
    expect(mails[0]!.subject).toBe(resetMail('th', p.email, 'x', 'https://x').subject);
    const token = tokenFromMail(mails[0]!.text, '/auth/reset-password');
    const done = await t.request({ method: 'POST', url: url(API_ROUTES.authPostResetPassword), remoteAddress: freshIp(), payload: { token, newPassword: 'Brand-New-Harbor-42' } });
    expect(done.statusCode).toBe(200);
    expect((await logIn(p.username, 'Brand-New-Harbor-42')).statusCode).toBe(200);
    const [line] = await auditOf(p.customer.encryptId, 'people.resetPassword');
    expect(JSON.stringify(line)).not.toContain(token);
  });
});

describe('POST /Admin/Customers/Bulk', () => {
  const bulk = (payload: object, token = adminToken) => t.request({ method: 'POST', url: url(R.adminCustomersBulk), token, remoteAddress: freshIp(), payload });

  it('disables several people at once, each audited and signed out as by the single action; refusals per person; enable undoes it', async () => {
    const p = await person();
    const q = await person();
    const already = await person();
    const self = await customerRow(t, 'admin');
    const disabledBefore = await put(already.customer.encryptId, { disabled: true }, await versionOf(already.customer.encryptId));
    expect(disabledBefore.statusCode).toBe(200);

    const res = await bulk({ ids: [p.customer.encryptId, self.encryptId, q.customer.encryptId, already.customer.encryptId, 'no-such-person', p.customer.encryptId], action: 'disable' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PeopleBulkResult>()).toEqual({
      results: [
        { id: p.customer.encryptId, outcome: 'done', code: null },
        { id: self.encryptId, outcome: 'refused', code: 'PEOPLE_SELF_CHANGE' },
        { id: q.customer.encryptId, outcome: 'done', code: null },
        { id: already.customer.encryptId, outcome: 'unchanged', code: null },
        { id: 'no-such-person', outcome: 'refused', code: 'CUSTOMER_NOT_FOUND' },
      ],
      done: 2,
      unchanged: 1,
      refused: 2,
    });
    // Their sessions end at once, as with the single PUT; the admin's own account is untouched.
    expect((await me(p.token)).statusCode).toBe(401);
    expect((await me(q.token)).statusCode).toBe(401);
    expect(await customerRow(t, 'admin')).toMatchObject({ disabledAt: null, tokenVersion: self.tokenVersion });
    for (const who of [p, q]) {
      const lines = await auditOf(who.customer.encryptId, 'people.disable');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ actorId: self.id, targetType: 'customer', before: { disabledAt: null }, detail: { username: who.username, sessionsEnded: true } });
    }
    expect(await auditOf(already.customer.encryptId, 'people.disable')).toHaveLength(1);
    expect(await auditOf(self.encryptId, 'people.disable')).toHaveLength(0);

    const back = await bulk({ ids: [p.customer.encryptId, q.customer.encryptId], action: 'enable' });
    expect(back.json<PeopleBulkResult>()).toMatchObject({ done: 2, unchanged: 0, refused: 0 });
    expect(await auditOf(p.customer.encryptId, 'people.enable')).toHaveLength(1);
    expect((await logIn(p.username, p.password)).statusCode).toBe(200);
  });

  it(`caps a request at ${BULK_MAX_IDS} people (400 BULK_TOO_MANY, nothing done), checks the body, admins only`, async () => {
    const p = await person();
    const ids = [p.customer.encryptId, ...Array.from({ length: BULK_MAX_IDS }, (_, i) => `nobody-${i}`)];
    const tooMany = await bulk({ ids, action: 'disable' });
    expect([tooMany.statusCode, problemCode(tooMany)]).toEqual([400, 'BULK_TOO_MANY']);
    expect(await customerRow(t, p.username)).toMatchObject({ disabledAt: null });
    expect(await auditOf(p.customer.encryptId, 'people.disable')).toHaveLength(0);
    expect((await bulk({ ids: ids.slice(0, BULK_MAX_IDS), action: 'disable' })).json<PeopleBulkResult>()).toMatchObject({ done: 1, refused: BULK_MAX_IDS - 1 });
    expect((await bulk({ ids: [], action: 'disable' })).statusCode).toBe(400);
    expect((await bulk({ ids: [p.customer.encryptId], action: 'promote' })).statusCode).toBe(400);
    expect((await bulk({ ids: [p.customer.encryptId], action: 'enable' }, p.token)).statusCode).toBe(401);
    const student = await person();
    expect((await bulk({ ids: [p.customer.encryptId], action: 'enable' }, student.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: url(R.adminCustomersBulk), remoteAddress: freshIp(), payload: { ids: ['x'], action: 'enable' } })).statusCode).toBe(401);
  });
});

describe("a person's support tickets", () => {
  it('lists the tickets the person opened, the latest activity first, with subject and status', async () => {
    const p = await person();
    const row = await customerRow(t, p.username);
    const other = await person();
    const [older, newer] = await t.database.db
      .insert(tickets)
      .values([
        { requesterId: row.id, subject: 'Refund for the watercolour course', category: 'refund', status: 'resolved', countryId: row.country, lastMessageAt: new Date('2026-11-01T10:00:00Z') },
        { requesterId: row.id, subject: 'Certificate has my old name', category: 'certificate', status: 'open', countryId: row.country, lastMessageAt: new Date('2026-11-20T10:00:00Z') },
      ])
      .returning({ id: tickets.id });
    await t.database.db.insert(tickets).values({ requesterId: (await customerRow(t, other.username)).id, subject: 'Not theirs', category: 'other', countryId: row.country });

    const d = (await detail(p.customer.encryptId)).json<AdminPersonDetail>();
    expect(d.tickets).toEqual([
      { id: newer!.id, subject: 'Certificate has my old name', status: 'open', lastMessageAt: '2026-11-20T10:00:00.000Z' },
      { id: older!.id, subject: 'Refund for the watercolour course', status: 'resolved', lastMessageAt: '2026-11-01T10:00:00.000Z' },
    ]);
    expect((await detail(other.customer.encryptId)).json<AdminPersonDetail>().tickets.map((k) => k.subject)).toEqual(['Not theirs']);
  });
});
