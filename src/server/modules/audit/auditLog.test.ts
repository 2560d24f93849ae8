// The audit trail: the admin's search, append only (the table's trigger), deleted actors, and the retention job.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import type { AuditLogPage } from '../../../shared/schemas/adminAudit';
import { JOBS } from '../../jobs/jobHandlers';
import { auditLog, customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { tokenFor } from '../../test-support/fixtures';
import { audit } from './audit';

const URL = `/api${ADMIN_CONSOLE_API_ROUTES.adminAuditLog}`;

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const unique = () => crypto.randomUUID().slice(0, 8);

/** A second admin account of the test's own. */
async function newAdmin(name: string) {
  const { customer } = await t.signUp(name);
  const [row] = await t.database.db.update(customers).set({ role: 'admin' }).where(eq(customers.encryptId, customer.encryptId)).returning();
  return row!;
}

const search = async (query: string, token = adminToken) => t.request({ method: 'GET', url: `${URL}?${query}`, token });

describe('GET /Admin/AuditLog', () => {
  it('admins only: 401 without a session, 403 for a student', async () => {
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    const student = await tokenFor(t, 'student');
    const res = await search('', student);
    expect(res.statusCode).toBe(403);
  });

  it('filters by actor (username or encryptId), action area, target and days; newest first with the actor and the address', async () => {
    const name = `aud${unique()}`;
    const admin = await newAdmin(name);
    const id = unique();
    await audit(t.database.db, { actorId: admin.id, action: 'payout.approve', targetType: 'payout', targetId: id, detail: { amountMinor: 1000 }, ip: '192.0.2.10' });
    await audit(t.database.db, { actorId: admin.id, action: 'payout.reject', targetType: 'payout', targetId: id, before: { status: 'approved' }, after: { status: 'rejected' } });
    await audit(t.database.db, { actorId: admin.id, action: 'course.unpublish', targetType: 'course', targetId: id });

    const byName = (await search(`actor=${name}`)).json<AuditLogPage>();
    expect(byName.total).toBe(3);
    expect(byName.items.map((i) => i.action)).toEqual(['course.unpublish', 'payout.reject', 'payout.approve']);
    expect(byName.items[0]!.actor).toEqual({ encryptId: admin.encryptId, username: name, name: expect.any(String) });
    expect(byName.items[1]).toMatchObject({ before: { status: 'approved' }, after: { status: 'rejected' } });
    expect(byName.items[2]).toMatchObject({ ip: '192.0.2.10', detail: { amountMinor: 1000 }, targetType: 'payout', targetId: id });

    const byEncryptId = (await search(`actor=${admin.encryptId}&action=payout.`)).json<AuditLogPage>();
    expect(byEncryptId.items.map((i) => i.action)).toEqual(['payout.reject', 'payout.approve']);
    expect((await search(`actor=${name}&action=payout`)).json<AuditLogPage>().total).toBe(2);
    expect((await search(`actor=${name}&action=payout.approve`)).json<AuditLogPage>().total).toBe(1);
    expect((await search(`target=course:${id}`)).json<AuditLogPage>().items.map((i) => i.action)).toEqual(['course.unpublish']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`actor=${name}&from=${today}&to=${today}`)).json<AuditLogPage>().total).toBe(3);
    expect((await search(`actor=${name}&to=2000-01-01`)).json<AuditLogPage>().total).toBe(0);
    expect((await search('from=yesterday')).json<{ code: string }>().code).toBe('VALIDATION_FAILED');

    const paged = (await search(`actor=${name}&pageSize=2&page=2`)).json<AuditLogPage>();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((i) => i.action)).toEqual(['payout.approve']);
  });

  it('a line written by a request of the app carries the address (req.ip through the request context)', async () => {
    // The settings change is audited by the real route; its line gets the address without being told.
    const current = await t.request({ method: 'GET', url: `/api${ADMIN_CONSOLE_API_ROUTES.adminSettings}`, token: adminToken });
    const version = current.json<{ version: number }>().version;
    const res = await t.request({ method: 'PUT', url: `/api${ADMIN_CONSOLE_API_ROUTES.adminSettings}`, token: adminToken, remoteAddress: '198.51.100.23', headers: { 'if-match': String(version) }, payload: { refundWindowDays: 13 } });
    expect(res.statusCode).toBe(200);
    const lines = (await search('action=settings.update')).json<AuditLogPage>();
    expect(lines.items[0]).toMatchObject({ ip: '198.51.100.23', before: { refundWindowDays: 14 }, after: { refundWindowDays: 13 }, actor: { username: 'admin' } });
  });

  it('names a person target with their encryptId (for a link to their page)', async () => {
    const { customer } = await t.signUp(`tgt${unique()}`);
    await audit(t.database.db, { actorId: null, action: 'people.disable', targetType: 'customer', targetId: customer.encryptId });
    const [item] = (await search(`target=customer:${customer.encryptId}`)).json<AuditLogPage>().items;
    expect(item).toMatchObject({ actor: null, targetPerson: { encryptId: customer.encryptId, username: customer.username } });
  });
});

describe('append only', () => {
  it('the trigger refuses a raw update or delete of a line younger than a year', async () => {
    const id = unique();
    await audit(t.database.db, { actorId: null, action: 'test.line', targetType: 'test', targetId: id });
    // PostgreSQL's own message (drizzle wraps it as the cause).
    const refusal = (query: Promise<unknown>) => query.then(() => 'done', (err: Error & { cause?: Error }) => (err.cause ?? err).message);
    expect(await refusal(t.database.db.execute(sql`update audit_log set action = 'test.changed' where target_id = ${id}`))).toBe('audit_log is append only');
    expect(await refusal(t.database.db.execute(sql`update audit_log set ip = '10.0.0.1' where target_id = ${id}`))).toBe('audit_log is append only');
    expect(await refusal(t.database.db.execute(sql`delete from audit_log where target_id = ${id}`))).toBe('audit_log lines are kept for a year');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(1);
  });

  it('deleting an admin account keeps their lines with the actor cleared', async () => {
    const name = `gone${unique()}`;
    const admin = await newAdmin(name);
    const id = unique();
    await audit(t.database.db, { actorId: admin.id, action: 'course.feature', targetType: 'course', targetId: id, ip: '192.0.2.77' });
    await t.database.db.delete(customers).where(eq(customers.id, admin.id));
    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(line).toMatchObject({ actorId: null, actorUsername: name, action: 'course.feature', ip: '192.0.2.77' });
    const [item] = (await search(`target=course:${id}`)).json<AuditLogPage>().items;
    // Who it was stays on the line (the name at write time), marked as a former account.
    expect(item).toMatchObject({ actor: null, formerActor: { username: name, name: expect.any(String) }, action: 'course.feature' });
    expect(item!.formerActor!.name.length).toBeGreaterThan(0);
    // The actor filter still finds the deleted account's lines by the kept name.
    expect((await search(`actor=${name}&target=course:${id}`)).json<AuditLogPage>().items).toHaveLength(1);
  });

  it('a line of a living actor keeps the name too, and reports no former actor', async () => {
    const name = `here${unique()}`;
    const admin = await newAdmin(name);
    const id = unique();
    await audit(t.database.db, { actorId: admin.id, action: 'course.feature', targetType: 'course', targetId: id });
    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(line).toMatchObject({ actorId: admin.id, actorUsername: name });
    const [item] = (await search(`target=course:${id}`)).json<AuditLogPage>().items;
    expect(item).toMatchObject({ actor: { username: name }, formerActor: null });
    // The kept name cannot be changed afterwards.
    const refusal = await t.database.db.execute(sql`update audit_log set actor_name = 'someone else' where target_id = ${id}`).then(() => 'done', (err: Error & { cause?: Error }) => (err.cause ?? err).message);
    expect(refusal).toBe('audit_log is append only');
  });
});

describe('retention', () => {
  it('is a daily scheduled job', () => {
    expect(JOBS['audit-log-retention'].schedule?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('the job deletes the lines older than a year and keeps the others', async () => {
    const old = unique();
    const young = unique();
    await t.database.db.insert(auditLog).values([
      { actorId: null, action: 'test.old', targetType: 'test', targetId: old, createdAt: new Date(Date.now() - 366 * 86_400_000) },
      { actorId: null, action: 'test.young', targetType: 'test', targetId: young, createdAt: new Date(Date.now() - 364 * 86_400_000) },
    ]);
    await t.jobs.send('audit-log-retention', {});
    await t.jobs.drain(['audit-log-retention']);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, old))).toHaveLength(0);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, young))).toHaveLength(1);
  });
});
