import { and, eq } from 'drizzle-orm';
import { auditLog, instructorApplications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, freshIp, problemCode, tokenFor } from '../../test-support/fixtures';
import type { Page } from '../../../shared/schemas/common';
import type { Customer } from '../../../shared/schemas/customer';
import type { InstructorApplication } from '../../../shared/schemas/studio';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const BIO = 'I have taught robotics to teenagers for eight years.';
const apply = (token: string, payload: unknown = { bio: BIO, topics: ['Robotics', 'Arduino'] }) =>
  t.request({ method: 'POST', url: '/api/Instructor/Application', token, remoteAddress: freshIp(), payload: payload as object });
const mine = (token: string) => t.request({ method: 'GET', url: '/api/Instructor/Application', token, remoteAddress: freshIp() });
const approve = (id: number, token = adminToken) => t.request({ method: 'POST', url: `/api/Admin/InstructorApplications/${id}/Approve`, token, remoteAddress: freshIp() });
const reject = (id: number, reason: unknown, token = adminToken) =>
  t.request({ method: 'POST', url: `/api/Admin/InstructorApplications/${id}/Reject`, token, remoteAddress: freshIp(), payload: { reason } as object });
const list = (query = '', token = adminToken) => t.request({ method: 'GET', url: `/api/Admin/InstructorApplications${query}`, token, remoteAddress: freshIp() });
const me = (token: string) => t.request({ method: 'GET', url: '/api/Auth/Me', token, remoteAddress: freshIp() });

/** The one mail to exactly this address whose text has `part`. */
const mailTo = async (email: string, part: string) => {
  const found = (await t.mails()).filter((m) => m.to.replace(/^.*</, '').replace(/>.*$/, '').trim() === email && m.text.includes(part));
  expect(found).toHaveLength(1);
  return found[0];
};

let counter = 0;
async function student(lang = 'en') {
  counter++;
  const username = `applicant.${counter}`;
  const { token } = await t.signUp(username, undefined, { lang, firstName: `Ann${counter}` });
  return { username, email: `${username}@example.com`, token };
}

/** The audit lines written about a person (the admin's decisions on their application). */
async function auditOf(username: string, action: string) {
  const row = await customerRow(t, username);
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, row.encryptId), eq(auditLog.action, action)));
}

describe('POST /api/Instructor/Application', () => {
  it('takes a student’s application (201, pending, topics trimmed and once each) and shows it as theirs', async () => {
    const s = await student();
    const res = await apply(s.token, { bio: `  ${BIO}  `, topics: [' Robotics ', 'robotics', 'Arduino  Uno'] });
    expect(res.statusCode).toBe(201);
    const app = res.json<InstructorApplication>();
    expect(app).toMatchObject({ status: 'pending', bio: BIO, topics: ['Robotics', 'Arduino Uno'], reason: null, decidedAt: null });
    expect(app.applicant).toBeUndefined();
    const own = await mine(s.token);
    expect(own.statusCode).toBe(200);
    expect(own.json<InstructorApplication>()).toEqual(app);
    expect(own.headers['cache-control']).toContain('no-store');
  });

  it('refuses a second application while one is pending (409 INSTRUCTOR_APPLICATION_PENDING)', async () => {
    const s = await student();
    expect((await apply(s.token)).statusCode).toBe(201);
    const again = await apply(s.token);
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'INSTRUCTOR_APPLICATION_PENDING']);
  });

  it('refuses instructors and admins (409 INSTRUCTOR_APPLICATION_ALREADY_INSTRUCTOR)', async () => {
    for (const username of ['instructor', 'admin']) {
      const res = await apply(await tokenFor(t, username));
      expect([username, res.statusCode, problemCode(res)]).toEqual([username, 409, 'INSTRUCTOR_APPLICATION_ALREADY_INSTRUCTOR']);
    }
  });

  it.each([
    ['an empty body', {}, 'VALIDATION_FAILED'],
    ['a short bio', { bio: 'too short', topics: ['x'] }, 'VALIDATION_FAILED'],
    ['no topics', { bio: BIO, topics: [] }, 'VALIDATION_FAILED'],
    ['too many topics', { bio: BIO, topics: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'VALIDATION_FAILED'],
    ['a topic too long', { bio: BIO, topics: ['x'.repeat(61)] }, 'VALIDATION_FAILED'],
    ['a bio too long', { bio: 'x'.repeat(2001), topics: ['x'] }, 'VALIDATION_FAILED'],
    ['a blank bio', { bio: ' '.repeat(30), topics: ['x'] }, 'INSTRUCTOR_APPLICATION_INVALID'],
    ['a blank topic', { bio: BIO, topics: ['   '] }, 'INSTRUCTOR_APPLICATION_INVALID'],
  ])('400 for %s, and nothing stored', async (_name, payload, code) => {
    const s = await student();
    const res = await apply(s.token, payload);
    expect([res.statusCode, problemCode(res)]).toEqual([400, code]);
    const row = await customerRow(t, s.username);
    expect(await t.database.db.select().from(instructorApplications).where(eq(instructorApplications.customerId, row.id))).toHaveLength(0);
    expect(row.role).toBe('student');
  });

  it('needs a session (401)', async () => {
    const res = await t.request({ method: 'POST', url: '/api/Instructor/Application', payload: { bio: BIO, topics: ['x'] }, remoteAddress: freshIp() });
    expect([res.statusCode, problemCode(res)]).toEqual([401, 'AUTH_REQUIRED']);
  });
});

describe('GET /api/Instructor/Application', () => {
  it('is 404 INSTRUCTOR_APPLICATION_NOT_FOUND before any application', async () => {
    const s = await student();
    const res = await mine(s.token);
    expect([res.statusCode, problemCode(res)]).toEqual([404, 'INSTRUCTOR_APPLICATION_NOT_FOUND']);
  });
});

describe('the admin’s decision', () => {
  it('approval makes the applicant an instructor at once (same token), mails them in their language, and cannot happen twice', async () => {
    const s = await student('th');
    const { id } = (await apply(s.token)).json<InstructorApplication>();
    expect((await me(s.token)).json<Customer>().role).toBe('student');
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    expect(res.json<InstructorApplication>()).toMatchObject({ id, status: 'approved', reason: null, applicant: { username: s.username, email: s.email } });
    expect(res.json<InstructorApplication>().decidedAt).not.toBeNull();
    // The same token, no new sign-in: the role comes from the account.
    expect((await me(s.token)).json<Customer>().role).toBe('instructor');
    expect((await mine(s.token)).json<InstructorApplication>().status).toBe('approved');
    const mail = await mailTo(s.email, '/instructor/dashboard');
    expect(mail?.text).toContain('ใบสมัครเป็นผู้สอนของคุณที่ Academy ได้รับการอนุมัติแล้ว');
    expect(mail?.text).toContain('http://academy.test/instructor/dashboard');
    // The decision is on the audit trail: who, the role before and after.
    const [line] = await auditOf(s.username, 'application.approve');
    expect(line).toMatchObject({ actorId: (await customerRow(t, 'admin')).id, targetType: 'customer', before: { role: 'student' }, after: { role: 'instructor' }, detail: { applicationId: id, username: s.username } });
    // Twice: 409, and a rejection after it too.
    const twice = await approve(id);
    expect([twice.statusCode, problemCode(twice)]).toEqual([409, 'INSTRUCTOR_APPLICATION_ALREADY_DECIDED']);
    const late = await reject(id, 'Too late');
    expect([late.statusCode, problemCode(late)]).toEqual([409, 'INSTRUCTOR_APPLICATION_ALREADY_DECIDED']);
    expect((await customerRow(t, s.username)).role).toBe('instructor');
    // And now they teach: applying again is refused.
    const again = await apply(s.token);
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'INSTRUCTOR_APPLICATION_ALREADY_INSTRUCTOR']);
  });

  it('rejection keeps the student a student, mails the reason, shows it, and lets them apply again', async () => {
    const s = await student('vi');
    const { id } = (await apply(s.token)).json<InstructorApplication>();
    const res = await reject(id, '  Please describe the courses you would teach.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json<InstructorApplication>()).toMatchObject({ status: 'rejected', reason: 'Please describe the courses you would teach.' });
    expect((await me(s.token)).json<Customer>().role).toBe('student');
    expect((await mine(s.token)).json<InstructorApplication>()).toMatchObject({ id, status: 'rejected', reason: 'Please describe the courses you would teach.' });
    const mail = await mailTo(s.email, '/student/teach');
    expect(mail?.text).toContain('Lý do của người duyệt:');
    expect(mail?.text).toContain('Please describe the courses you would teach.');
    expect(mail?.text).toContain('http://academy.test/student/teach');
    const twice = await reject(id, 'again');
    expect([twice.statusCode, problemCode(twice)]).toEqual([409, 'INSTRUCTOR_APPLICATION_ALREADY_DECIDED']);
    const lines = await auditOf(s.username, 'application.reject');
    expect(lines.map((l) => l.detail)).toEqual([{ applicationId: id, username: s.username, reason: 'Please describe the courses you would teach.' }]);
    // A new application; the latest is the one shown.
    const second = await apply(s.token);
    expect(second.statusCode).toBe(201);
    expect((await mine(s.token)).json<InstructorApplication>()).toMatchObject({ id: second.json<InstructorApplication>().id, status: 'pending', reason: null });
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a reason that is an object', { reason: { text: 'x' } }],
    ['a reason too long', { reason: 'x'.repeat(2001) }],
  ])('rejecting with %s is 400 and leaves it pending', async (_name, payload) => {
    const s = await student();
    const { id } = (await apply(s.token)).json<InstructorApplication>();
    const res = await t.request({ method: 'POST', url: `/api/Admin/InstructorApplications/${id}/Reject`, token: adminToken, remoteAddress: freshIp(), payload });
    expect(res.statusCode).toBe(400);
    expect(['VALIDATION_FAILED', 'INSTRUCTOR_APPLICATION_INVALID']).toContain(problemCode(res));
    expect((await mine(s.token)).json<InstructorApplication>().status).toBe('pending');
  });

  it('an unknown or malformed id: 404 / 400', async () => {
    const unknown = await approve(2_000_000_000);
    expect([unknown.statusCode, problemCode(unknown)]).toEqual([404, 'INSTRUCTOR_APPLICATION_NOT_FOUND']);
    const unknownReject = await reject(2_000_000_000, 'x');
    expect([unknownReject.statusCode, problemCode(unknownReject)]).toEqual([404, 'INSTRUCTOR_APPLICATION_NOT_FOUND']);
    const bad = await t.request({ method: 'POST', url: '/api/Admin/InstructorApplications/abc/Approve', token: adminToken, remoteAddress: freshIp() });
    expect([bad.statusCode, problemCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('students and instructors may not list or decide (403), anonymous callers 401; the application stays pending', async () => {
    const s = await student();
    const { id } = (await apply(s.token)).json<InstructorApplication>();
    for (const token of [s.token, await tokenFor(t, 'instructor'), await tokenFor(t, 'student')]) {
      for (const res of [await list('', token), await approve(id, token), await reject(id, 'no', token)]) {
        expect([res.statusCode, problemCode(res)]).toEqual([403, 'FORBIDDEN']);
      }
    }
    const anonymous = await t.request({ method: 'POST', url: `/api/Admin/InstructorApplications/${id}/Approve`, remoteAddress: freshIp() });
    expect(anonymous.statusCode).toBe(401);
    expect((await mine(s.token)).json<InstructorApplication>().status).toBe('pending');
    expect((await customerRow(t, s.username)).role).toBe('student');
  });
});

describe('GET /api/Admin/InstructorApplications', () => {
  it('lists with the applicant, filters by status, pages (pending oldest first)', async () => {
    const a = await student();
    const b = await student();
    const c = await student();
    const idA = (await apply(a.token)).json<InstructorApplication>().id;
    const idB = (await apply(b.token)).json<InstructorApplication>().id;
    const idC = (await apply(c.token)).json<InstructorApplication>().id;
    await reject(idC, 'Not now');

    const pending = (await list('?status=pending&pageSize=100')).json<Page<InstructorApplication>>();
    const ids = pending.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([idA, idB]));
    expect(ids).not.toContain(idC);
    expect(ids.indexOf(idA)).toBeLessThan(ids.indexOf(idB));
    expect(pending.items.every((i) => i.status === 'pending')).toBe(true);
    expect(pending.items.find((i) => i.id === idA)?.applicant).toEqual({ username: a.username, fullName: expect.stringContaining('Ann'), email: a.email, profileImage: null });
    expect(pending.total).toBe(pending.items.length);

    const rejected = (await list('?status=rejected')).json<Page<InstructorApplication>>();
    expect(rejected.items.map((i) => i.id)).toContain(idC);
    expect(rejected.items.every((i) => i.status === 'rejected')).toBe(true);

    const all = (await list('?pageSize=1&page=2')).json<Page<InstructorApplication>>();
    expect(all).toMatchObject({ page: 2, pageSize: 1 });
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(3);

    const badStatus = await list('?status=maybe');
    expect([badStatus.statusCode, problemCode(badStatus)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
