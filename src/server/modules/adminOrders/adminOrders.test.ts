// The admin's orders: search and filters, one order with payments, webhook events and refund, refunding
// in each state (through RefundService's one path), a transfer marked received, the audit lines of those
// and of the refunds and payments queues, and the dashboard's figures (deltas: the database is shared).
import { and, eq } from 'drizzle-orm';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { API_BASE, apiPath } from '../../../shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../../shared/commerceApiPaths';
import type { AdminOrderDetail, AdminOrderPage, AdminStats, StatsPeriod } from '../../../shared/schemas/adminOrders';
import type { AdminRefund } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import { auditLog, courses, enrollments, orders } from '../../db/schema';
import { approve, buyer, orderOf, paidCourse, unique } from '../../test-support/commerceFixtures';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const R = ADMIN_CONSOLE_API_ROUTES;
const C = COMMERCE_API_ROUTES;
const api = (path: string) => `${API_BASE}${path}`;
const get = <T>(path: string, token = admin) => t.request({ method: 'GET', url: api(path), token }).then((r) => ({ res: r, body: r.json<T>() }));
const post = (path: string, payload: object, token = admin) => t.request({ method: 'POST', url: api(path), token, payload });
const detail = async (id: string) => (await get<AdminOrderDetail>(apiPath(R.adminOrder, { id }))).body;
const refund = (id: string, reason = 'Asked by phone') => post(apiPath(R.adminOrderRefund, { id }), { reason });
const markReceived = (id: string, reference: string) => post(apiPath(R.adminOrderMarkReceived, { id }), { reference });
const auditOf = (action: string, targetId: string) => t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

/** A paid order (test bank, or a QR transfer confirmed through the payments queue) of a new buyer for a new course. */
async function paidOrder(method = 'test', country: 174 | 999 | 193 = 999, title?: string) {
  const course = await paidCourse(t, { USD: 1599, THB: 49900, VND: 399000 }, { lessons: 10, title });
  const me = await buyer(t, country);
  const order = await orderOf(t, me.token, [course.id], method);
  if (order.payment!.provider === 'qr') {
    const res = await post(apiPath(C.adminPaymentReceived, { paymentId: order.payment!.id }), { reference: 'BANK-REF-1' });
    if (res.statusCode !== 200) throw new Error(res.body);
  } else await approve(t, order.payment!.id);
  return { course, me, order };
}

describe('searching orders', () => {
  it('finds by number, buyer, e-mail and course title; filters by status, method, currency and days; admins only', async () => {
    const title = unique('Sourdough baking ');
    const { me, order } = await paidOrder('test', 999, title);
    const pendingCourse = await paidCourse(t, { USD: 500, THB: 9900, VND: 99000 }, { title });
    const other = await buyer(t, 174);
    const pending = await orderOf(t, other.token, [pendingCourse.id], 'promptpay');
    const list = (query: Record<string, string>) => get<AdminOrderPage>(apiPath(R.adminOrders, undefined, query)).then((r) => r.body);
    const byTitle = await list({ search: title });
    expect(byTitle.items.map((o) => o.number).sort()).toEqual([order.number, pending.number].sort());
    expect(byTitle.total).toBe(2);
    const mine = byTitle.items.find((o) => o.id === order.id)!;
    expect(mine).toMatchObject({ status: 'paid', currency: 'USD', totalMinor: 1599, method: 'test', provider: 'test', buyer: { username: me.username, email: `${me.username}@example.com` }, courseTitles: [title], refundStatus: null });
    expect((await list({ search: order.number })).items.map((o) => o.id)).toEqual([order.id]);
    expect((await list({ search: me.username.toUpperCase() })).items.map((o) => o.id)).toEqual([order.id]);
    expect((await list({ search: `${other.username}@example` })).items.map((o) => o.id)).toEqual([pending.id]);
    expect((await list({ search: title, status: 'pending' })).items.map((o) => o.id)).toEqual([pending.id]);
    expect((await list({ search: title, method: 'promptpay' })).items.map((o) => o.id)).toEqual([pending.id]);
    expect((await list({ search: title, currency: 'USD' })).items.map((o) => o.id)).toEqual([order.id]);
    // Days in Asia/Bangkok: today's finds both, yesterday's none.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() - 86_400_000));
    expect((await list({ search: title, from: today, to: today })).total).toBe(2);
    expect((await list({ search: title, to: yesterday })).total).toBe(0);
    const paged = await list({ search: title, pageSize: '1', page: '2' });
    expect([paged.items.length, paged.total, paged.page, paged.pageSize]).toEqual([1, 2, 2, 1]);
    // A wildcard is a character, not a pattern.
    expect((await list({ search: `${title.slice(0, 5)}%${title.slice(6)}` })).total).toBe(0);
    for (const query of [{ from: '2026-02-30' }, { from: '2026-03-02', to: '2026-03-01' }, { status: 'lost' }, { currency: 'EUR' }, { pageSize: '1000' }]) {
      const res = await t.request({ method: 'GET', url: api(apiPath(R.adminOrders, undefined, query)), token: admin });
      expect([res.statusCode, problemCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const student = await tokenFor(t, me.username);
    expect((await t.request({ method: 'GET', url: api(R.adminOrders), token: student })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api(apiPath(R.adminOrder, { id: order.id })), token: student })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api(R.adminStats) })).statusCode).toBe(401);
  });
});

describe('one order', () => {
  it('has its lines, totals, buyer, payments with provider and status, webhook events and what may be done', async () => {
    const { course, me, order } = await paidOrder();
    const d = await detail(order.id);
    expect(d.order).toMatchObject({ id: order.id, number: order.number, status: 'paid', currency: 'USD', totalMinor: 1599, lines: [{ courseId: course.id, totalMinor: 1599 }], refund: null });
    expect(d.buyer).toMatchObject({ username: me.username, email: `${me.username}@example.com` });
    expect(d.payments).toEqual([expect.objectContaining({ id: order.payment!.id, provider: 'test', method: 'test', status: 'succeeded', amountMinor: 1599, currency: 'USD' })]);
    expect(d.events.length).toBeGreaterThanOrEqual(1);
    expect(d.events[0]).toMatchObject({ provider: 'test', type: 'payment.succeeded', verified: true, outcome: 'applied', amountMinor: 1599, currency: 'USD' });
    expect(d).toMatchObject({ canRefund: true, refundRequested: false, canMarkReceived: false });
    const missing = await t.request({ method: 'GET', url: api(apiPath(R.adminOrder, { id: '00000000-0000-4000-8000-000000000000' })), token: admin });
    expect([missing.statusCode, problemCode(missing)]).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});

describe('refunding an order', () => {
  it('through the provider: refunded, access removed, audited as order.refund; again is 409', async () => {
    const { course, me, order } = await paidOrder();
    const res = await refund(order.id, 'Charged twice');
    expect(res.statusCode).toBe(200);
    const d = res.json<AdminOrderDetail>();
    expect(d.order).toMatchObject({ status: 'refunded', refund: { status: 'refunded', reason: 'Charged twice', manual: false } });
    expect(d.canRefund).toBe(false);
    const gone = await t.database.db.select().from(enrollments).where(and(eq(enrollments.customerId, me.id), eq(enrollments.courseId, course.id)));
    expect(gone).toHaveLength(0);
    const lines = await auditOf('order.refund', order.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ targetType: 'order', before: { status: 'requested' }, after: { status: 'refunded' }, detail: expect.objectContaining({ reason: 'Charged twice', orderNumber: order.number, amountMinor: 1599, currency: 'USD' }) });
    expect(lines[0]!.actorId).not.toBeNull();
    const again = await refund(order.id);
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
  });

  it('approves the open refund request of an order', async () => {
    const { me, order } = await paidOrder();
    expect((await post(apiPath(C.orderRefund, { orderId: order.id }), { reason: 'Not for me' }, me.token)).statusCode).toBe(200);
    expect(await detail(order.id)).toMatchObject({ canRefund: true, refundRequested: true });
    const res = await refund(order.id, 'Approved after a call');
    expect(res.json<AdminOrderDetail>().order).toMatchObject({ status: 'refunded', refund: { status: 'refunded', reason: 'Not for me' } });
    expect(await auditOf('order.refund', order.id)).toHaveLength(1);
  });

  it('a bank transfer waits as approved to be sent by hand; pending, unknown and free orders are refused', async () => {
    const { order } = await paidOrder('vietqr', 193);
    const res = await refund(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderDetail>().order).toMatchObject({ status: 'refund_requested', refund: { status: 'approved', manual: true, payoutAccount: null } });
    expect(res.json<AdminOrderDetail>().canRefund).toBe(false);
    expect(await auditOf('order.refund', order.id)).toEqual([expect.objectContaining({ after: { status: 'approved' } })]);
    const again = await refund(order.id);
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    // Paid out in the refunds queue: refunded, audited there.
    const refundId = res.json<AdminOrderDetail>().order.refund!.id;
    const out = await post(apiPath(C.adminRefundPaidOut, { refundId }), { reference: 'OUT-77' });
    expect(out.json<AdminRefund>().refund).toMatchObject({ status: 'refunded', reference: 'OUT-77' });
    expect(await auditOf('refund.paid_out', String(refundId))).toEqual([expect.objectContaining({ targetType: 'refund', detail: expect.objectContaining({ reference: 'OUT-77', orderId: order.id }) })]);

    const course = await paidCourse(t, { USD: 700 });
    const someone = await buyer(t);
    const pending = await orderOf(t, someone.token, [course.id]);
    const notPaid = await refund(pending.id);
    expect([notPaid.statusCode, problemCode(notPaid)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    const unknown = await refund('00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, problemCode(unknown)]).toEqual([404, 'ORDER_NOT_FOUND']);
    const free = await paidOrder();
    await t.database.db.update(orders).set({ totalMinor: 0, subtotalMinor: 0 }).where(eq(orders.id, free.order.id));
    const nothing = await refund(free.order.id);
    expect([nothing.statusCode, problemCode(nothing)]).toEqual([409, 'REFUND_NOT_ALLOWED']);
    const blank = await post(apiPath(R.adminOrderRefund, { id: order.id }), { reason: '' });
    expect([blank.statusCode, problemCode(blank)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('the refunds queue audits approve and reject', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    for (const x of [a, b]) await post(apiPath(C.orderRefund, { orderId: x.order.id }), { reason: 'Please' }, x.me.token);
    const queue = (await get<Page<AdminRefund>>(apiPath(C.adminRefunds, undefined, { status: 'requested', pageSize: 100 }))).body;
    const idOf = (orderId: string) => queue.items.find((i) => i.orderId === orderId)!.refund.id;
    await post(apiPath(C.adminRefundApprove, { refundId: idOf(a.order.id) }), {});
    await post(apiPath(C.adminRefundReject, { refundId: idOf(b.order.id) }), { reason: 'Watched offline' });
    expect(await auditOf('refund.approve', String(idOf(a.order.id)))).toEqual([expect.objectContaining({ targetType: 'refund', after: { status: 'refunded' } })]);
    expect(await auditOf('refund.reject', String(idOf(b.order.id)))).toEqual([expect.objectContaining({ after: { status: 'rejected' }, detail: expect.objectContaining({ reason: 'Watched offline' }) })]);
  });
});

describe('marking a transfer received', () => {
  it('pays a pending QR order with the bank reference, audited as order.mark_received; otherwise 409', async () => {
    const course = await paidCourse(t, { USD: 1599, VND: 499000 });
    const me = await buyer(t, 193);
    const order = await orderOf(t, me.token, [course.id], 'vietqr');
    expect(await detail(order.id)).toMatchObject({ canMarkReceived: true, canRefund: false });
    const res = await markReceived(order.id, ' KBANK-778899 ');
    expect(res.statusCode).toBe(200);
    const d = res.json<AdminOrderDetail>();
    expect(d.order.status).toBe('paid');
    expect(d.payments[0]).toMatchObject({ provider: 'qr', status: 'succeeded', bankReference: 'KBANK-778899', confirmedBy: 'admin' });
    expect(d.canMarkReceived).toBe(false);
    expect(await auditOf('order.mark_received', order.id)).toEqual([expect.objectContaining({ targetType: 'order', after: { status: 'paid' }, detail: expect.objectContaining({ reference: 'KBANK-778899', amountMinor: 499000, currency: 'VND' }) })]);
    const again = await markReceived(order.id, 'X');
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    // A card (test bank) payment is not a transfer.
    const other = await buyer(t);
    const card = await orderOf(t, other.token, [course.id]);
    const notTransfer = await markReceived(card.id, 'X');
    expect([notTransfer.statusCode, problemCode(notTransfer)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    // The payments queue's "received" is audited too.
    const third = await buyer(t, 193);
    const vn = await orderOf(t, third.token, [(await paidCourse(t, { USD: 100, VND: 99000 })).id], 'vietqr');
    await post(apiPath(C.adminPaymentReceived, { paymentId: vn.payment!.id }), { reference: 'VCB-1' });
    expect(await auditOf('payment.received', vn.payment!.id)).toEqual([expect.objectContaining({ targetType: 'payment', detail: expect.objectContaining({ orderId: vn.id, reference: 'VCB-1' }) })]);
  });
});

describe('the dashboard', () => {
  const stats = async () => (await get<AdminStats>(R.adminStats)).body;
  const money = (p: StatsPeriod, currency: string) => p.revenue.find((r) => r.currency === currency)?.amountMinor ?? 0;

  it('counts today and the last 30 days in Asia/Bangkok, the queues, and a daily series', async () => {
    const before = await stats();
    // One sign-up, a THB sale (enrolment, then completed), a USD sale refunded today after being paid 40 days ago,
    // a VND transfer waiting, a refund asked for, a course sent for review.
    await t.signUp(unique('dash'));
    const thai = await paidOrder('test', 174);
    await t.database.db.update(enrollments).set({ completedAt: new Date() }).where(and(eq(enrollments.customerId, thai.me.id), eq(enrollments.courseId, thai.course.id)));
    const old = await paidOrder('test', 999);
    await t.database.db.update(orders).set({ paidAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(orders.id, old.order.id));
    expect((await refund(old.order.id)).statusCode).toBe(200);
    const waiting = await buyer(t, 193);
    await orderOf(t, waiting.token, [(await paidCourse(t, { USD: 100, VND: 99000 })).id], 'vietqr');
    const asked = await paidOrder('test', 999);
    await post(apiPath(C.orderRefund, { orderId: asked.order.id }), { reason: 'Please' }, asked.me.token);
    const review = await paidCourse(t, { USD: 100 });
    await t.database.db.update(courses).set({ status: 'in_review', isPublished: false }).where(eq(courses.id, review.id));

    const started = Date.now();
    const after = await stats();
    const took = Date.now() - started;
    expect(after.timeZone).toBe('Asia/Bangkok');
    // Sign-ups: the dashboard's own and the four buyers (paidOrder and buyer sign up).
    expect(after.today.signUps - before.today.signUps).toBe(5);
    expect(after.last30Days.signUps - before.last30Days.signUps).toBe(5);
    // Enrolments: thai, asked (old's went with its refund); completions: thai.
    expect(after.today.enrolments - before.today.enrolments).toBe(2);
    expect(after.today.completions - before.today.completions).toBe(1);
    expect(after.last30Days.completions - before.last30Days.completions).toBe(1);
    expect(money(after.today, 'THB') - money(before.today, 'THB')).toBe(49900);
    // USD: asked's 1599 paid today, old's 1599 refunded today (its sale is 40 days old).
    expect(money(after.today, 'USD') - money(before.today, 'USD')).toBe(0);
    expect(money(after.last30Days, 'USD') - money(before.last30Days, 'USD')).toBe(0);
    expect(after.queues.transfersAwaitingConfirmation - before.queues.transfersAwaitingConfirmation).toBe(1);
    expect(after.queues.refundRequestsOpen - before.queues.refundRequestsOpen).toBe(1);
    expect(after.queues.coursesAwaitingReview - before.queues.coursesAwaitingReview).toBe(1);
    expect(after.queues.payoutsAwaitingApproval).toBe(before.queues.payoutsAwaitingApproval);
    // 30 days, oldest first, ending today (Bangkok).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect(after.series).toHaveLength(30);
    expect(after.series.at(-1)!.day).toBe(today);
    expect(after.series[0]!.day < after.series[1]!.day).toBe(true);
    const last = after.series.at(-1)!;
    expect([last.signUps, last.enrolments]).toEqual([after.today.signUps, after.today.enrolments]);
    expect(last.revenue).toEqual(after.today.revenue);
    expect(after.series.reduce((n, d) => n + d.signUps, 0)).toBe(after.last30Days.signUps);
    expect(after.currencies).toEqual(expect.arrayContaining(['THB', 'USD']));
    // One statement of aggregates: cheap on the seeded database (generous for a loaded test machine).
    expect(took).toBeLessThan(2000);
  });
});
