// Money taken after an order closed: a verified success (webhook, reconciliation, an admin's "received")
// settles an expired, cancelled or failed order as a late payment (enrolled, ledger, receipt); a course
// the buyer owns meanwhile opens a refund request (duplicate payment); a wrong amount stays flagged;
// a second payment of a paid order is flagged. Also: the flagged events list, and the "ask the provider
// before trusting an unsigned webhook" branch with a fake provider whose getPayment decides.
import { and, eq, sql } from 'drizzle-orm';
import { API_BASE, apiPath } from '../../../shared/apiPaths';
import { COMMERCE_API_ROUTES as C } from '../../../shared/commerceApiPaths';
import { ADMIN_CONSOLE_API_ROUTES as R } from '../../../shared/adminApiPaths';
import type { AdminPayment, AdminRefund } from '../../../shared/schemas/commerce';
import type { AdminOrderDetail } from '../../../shared/schemas/adminOrders';
import type { Page } from '../../../shared/schemas/common';
import type { AdminFlaggedEvent } from '../../../shared/schemas/flaggedEvents';
import { createPaymentProviders } from '../../adapters/payments/createPaymentProviders';
import { WebhookSignatureError, type PaymentProvider, type ProviderPayment } from '../../adapters/payments/paymentProvider';
import { auditLog, coupons, ledgerEntries, orders, paymentEvents, payments, refunds } from '../../db/schema';
import { buyer, checkout, enrolment, orderOf, paidCourse, postWebhook, signTest, testEvent, addToCart } from '../../test-support/commerceFixtures';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { DUPLICATE_PAYMENT_REASON } from '../orders/settlement';
import { PaymentService } from './paymentService';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const api = (path: string) => `${API_BASE}${path}`;
const statusOf = async (orderId: string) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
const paymentStatus = async (id: string) => (await t.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.s;
const ledgerOf = async (orderId: string) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
const receiptsOf = async (username: string, number: string) => (await t.mails()).filter((m) => m.to === `${username}@example.com` && m.subject.includes(number));
const refundOf = async (orderId: string) => (await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0] ?? null;
const send = async (body: string) => (await postWebhook(t, body, signTest(t, body))).json<{ outcome: string }>().outcome;

async function pendingOrder(country: 174 | 999 | 193 = 999, method = 'test') {
  const course = await paidCourse(t, { USD: 1599, THB: 49900, VND: 399000 });
  const me = await buyer(t, country);
  const order = await orderOf(t, me.token, [course.id], method);
  return { course, me, order, payment: order.payment! };
}

describe('a late payment by webhook', () => {
  it('settles an order the expiry job closed: paid, enrolled, ledger, one receipt; replays and other events change nothing', async () => {
    const { payment, order, me, course } = await pendingOrder();
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    await t.services.settlement.expireOverdue();
    expect([await statusOf(order.id), await paymentStatus(payment.id)]).toEqual(['expired', 'expired']);
    const body = testEvent(payment);
    expect(await send(body)).toBe('applied');
    expect(await statusOf(order.id)).toBe('paid');
    expect(await paymentStatus(payment.id)).toBe('succeeded');
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    expect((await ledgerOf(order.id)).length).toBeGreaterThan(0);
    const [row] = await t.database.db.select({ closedAt: orders.closedAt, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order.id));
    expect(row!.closedAt).toBeNull();
    expect(row!.paidAt).not.toBeNull();
    expect(await send(body)).toBe('duplicate');
    expect(await send(testEvent(payment))).toBe('ignored');
    expect(await receiptsOf(me.username, order.number)).toHaveLength(1);
    expect(await refundOf(order.id)).toBeNull();
  });

  it('settles once when distinct success events of an expired payment arrive at once', async () => {
    const { payment, order, me, course } = await pendingOrder();
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    await t.services.settlement.expireOverdue();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => send(testEvent(payment))));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'applied').every((o) => o === 'ignored')).toBe(true);
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from enrollments where customer_id = ${me.id} and course_id = ${course.id}`)).rows as [{ n: number }];
    expect(n).toBe(1);
    expect(await receiptsOf(me.username, order.number)).toHaveLength(1);
  });

  it('a failed order paid after all', async () => {
    const { payment, order, me, course } = await pendingOrder();
    expect(await send(testEvent(payment, { type: 'payment.failed' }))).toBe('applied');
    expect(await statusOf(order.id)).toBe('failed');
    expect(await send(testEvent(payment))).toBe('applied');
    expect(await statusOf(order.id)).toBe('paid');
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
  });

  it('a wrong amount or currency of a closed payment stays flagged and never enrols', async () => {
    const { payment, order, me, course } = await pendingOrder();
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    await t.services.settlement.expireOverdue();
    expect(await send(testEvent(payment, { amountMinor: payment.amountMinor + 1 }))).toBe('flagged');
    expect(await send(testEvent(payment, { currency: 'THB' }))).toBe('flagged');
    expect(await statusOf(order.id)).toBe('expired');
    expect(await enrolment(t, me.id, course.id)).toBeNull();
  });

  it('takes the coupon use back that closing gave back', async () => {
    const course = await paidCourse(t, { USD: 2000 });
    const instructor = await tokenFor(t, 'instructor');
    const code = `LATE${Date.now().toString(36).toUpperCase()}`;
    const made = await t.request({ method: 'POST', url: api(C.instructorCoupons), token: instructor, payload: { code, kind: 'percent', percent: 10, courseIds: [course.id], expiresAt: null, maxUses: 5, oncePerCustomer: true, active: true } });
    expect(made.statusCode).toBe(201);
    const me = await buyer(t, 999);
    await addToCart(t, me.token, course.id);
    expect((await t.request({ method: 'POST', url: api(C.cartCoupon), token: me.token, payload: { code } })).statusCode).toBe(200);
    const order = await checkout(t, me.token, { method: 'test' });
    const used = async () => (await t.database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]!.n;
    expect(await used()).toBe(1);
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    await t.services.settlement.expireOverdue();
    expect(await used()).toBe(0);
    expect(await send(testEvent(order.payment!))).toBe('applied');
    expect(await used()).toBe(1);
  });
});

describe('two checkouts, both paid', () => {
  it('the old tab pays the cancelled order (paid), then the new order is paid too: it opens a duplicate-payment refund request in the queue', async () => {
    const course = await paidCourse(t, { USD: 1599 });
    const other = await paidCourse(t, { USD: 900 });
    const me = await buyer(t, 999);
    const first = await orderOf(t, me.token, [course.id]);
    // A newer checkout with one more course cancels the first order (and its payment).
    const second = await orderOf(t, me.token, [other.id]);
    expect(second.id).not.toBe(first.id);
    expect([await statusOf(first.id), await paymentStatus(first.payment!.id)]).toEqual(['cancelled', 'cancelled']);
    // The buyer pays in the old tab.
    expect(await send(testEvent(first.payment!))).toBe('applied');
    expect(await statusOf(first.id)).toBe('paid');
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: first.id });
    expect(await receiptsOf(me.username, first.number)).toHaveLength(1);
    // ... and in the new one.
    expect(await send(testEvent(second.payment!))).toBe('applied');
    expect(await statusOf(second.id)).toBe('refund_requested');
    expect(await enrolment(t, me.id, other.id)).toEqual({ order_id: second.id });
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: first.id });
    expect((await ledgerOf(second.id)).length).toBeGreaterThan(0);
    expect(await receiptsOf(me.username, second.number)).toHaveLength(1);
    const refund = await refundOf(second.id);
    // Only the course owned already is refunded (a partial refund), not the new one.
    const ownedLine = second.lines.find((l) => l.courseId === course.id)!;
    expect(refund).toMatchObject({ status: 'requested', amountMinor: ownedLine.totalMinor, currency: 'USD', manual: false });
    expect(refund!.reason.startsWith(DUPLICATE_PAYMENT_REASON)).toBe(true);
    const queue = (await t.request({ method: 'GET', url: api(apiPath(C.adminRefunds, null, { status: 'requested', pageSize: 100 })), token: admin })).json<Page<AdminRefund>>();
    expect(queue.items.some((i) => i.orderId === second.id)).toBe(true);
    // The existing flow refunds it: approved through the provider; the order keeps its other course.
    const approved = await t.request({ method: 'POST', url: api(apiPath(C.adminRefundApprove, { refundId: refund!.id })), token: admin });
    expect(approved.statusCode).toBe(200);
    expect(await statusOf(second.id)).toBe('partially_refunded');
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: first.id });
    expect(await enrolment(t, me.id, other.id)).toEqual({ order_id: second.id });
  });

  it('a second payment of an order paid another way is flagged and listed for the admin', async () => {
    const { payment, order } = await pendingOrder();
    // Another way of paying replaced the pending payment (as POST /Orders/{id}/Payment does); that one is paid.
    await t.database.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, payment.id));
    await t.database.db.insert(payments).values({ orderId: order.id, provider: 'test', method: 'test', amountMinor: payment.amountMinor, currency: payment.currency, expiresAt: new Date(Date.now() + 900_000) });
    const [newer] = await t.database.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    expect(await send(testEvent(newer!))).toBe('applied');
    const late = testEvent(payment);
    expect(await send(late)).toBe('flagged');
    expect(await paymentStatus(payment.id)).toBe('cancelled');
    const [stored] = await t.database.db.select().from(paymentEvents).where(sql`${paymentEvents.payload}->>'id' = ${JSON.parse(late).id as string}`);
    expect(stored).toMatchObject({ outcome: 'flagged' });
    expect(stored!.flagReason).toMatch(/refunded by hand/);
    const list = (await t.request({ method: 'GET', url: api(apiPath(C.adminPaymentsFlagged, null, { pageSize: 100 })), token: admin })).json<Page<AdminFlaggedEvent>>();
    expect(list.items.find((i) => i.id === stored!.id)).toMatchObject({ provider: 'test', orderId: order.id, orderNumber: order.number, paymentId: payment.id, amountMinor: payment.amountMinor, currency: 'USD' });
  });
});

describe('an admin confirms a transfer after the order expired', () => {
  it('from the payments queue and from the order: paid as a late payment, audited with the status it had; twice is 409', async () => {
    for (const via of ['payment', 'order'] as const) {
      const course = await paidCourse(t, { USD: 1599, VND: 399000 });
      const me = await buyer(t, 193, 'vi');
      const order = await orderOf(t, me.token, [course.id], 'vietqr');
      await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
      await t.services.payments.reconcile();
      expect(await statusOf(order.id)).toBe('expired');
      const detailBefore = (await t.request({ method: 'GET', url: api(apiPath(R.adminOrder, { id: order.id })), token: admin })).json<AdminOrderDetail>();
      expect(detailBefore.canMarkReceived).toBe(true);
      const url = via === 'payment' ? api(apiPath(C.adminPaymentReceived, { paymentId: order.payment!.id })) : api(apiPath(R.adminOrderMarkReceived, { id: order.id }));
      const res = await t.request({ method: 'POST', url, token: admin, payload: { reference: 'LATE-1' } });
      expect(res.statusCode).toBe(200);
      if (via === 'payment') expect(res.json<AdminPayment>()).toMatchObject({ orderStatus: 'paid', bankReference: 'LATE-1', payment: { status: 'succeeded' } });
      else expect(res.json<AdminOrderDetail>()).toMatchObject({ order: { status: 'paid' }, canMarkReceived: false });
      expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
      expect((await ledgerOf(order.id)).length).toBeGreaterThan(0);
      expect(await receiptsOf(me.username, order.number)).toHaveLength(1);
      const action = via === 'payment' ? 'payment.received' : 'order.mark_received';
      const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
      const line = lines.find((l) => (l.detail as { orderId?: string }).orderId === order.id);
      expect(line).toMatchObject({ before: { status: 'expired' }, after: { status: 'paid' }, detail: expect.objectContaining({ late: true, reference: 'LATE-1' }) });
      const again = await t.request({ method: 'POST', url, token: admin, payload: { reference: 'LATE-1' } });
      expect([again.statusCode, problemCode(again)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    }
  });

  it('a cancelled order too; a failed one (the provider said so) is not a transfer to confirm from the order page', async () => {
    const course = await paidCourse(t, { USD: 1599, VND: 399000 });
    const me = await buyer(t, 193, 'vi');
    const order = await orderOf(t, me.token, [course.id], 'vietqr');
    await t.database.db.transaction((tx) => t.services.settlement.closeOrderIn(tx, order.id, 'cancelled'));
    const res = await t.request({ method: 'POST', url: api(apiPath(R.adminOrderMarkReceived, { id: order.id })), token: admin, payload: { reference: 'C-1' } });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('paid');
    const other = await buyer(t, 193, 'vi');
    const failed = await orderOf(t, other.token, [course.id], 'vietqr');
    await t.database.db.transaction((tx) => t.services.settlement.closeOrderIn(tx, failed.id, 'failed'));
    const refused = await t.request({ method: 'POST', url: api(apiPath(R.adminOrderMarkReceived, { id: failed.id })), token: admin, payload: { reference: 'F-1' } });
    expect([refused.statusCode, problemCode(refused)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
  });
});

/** A provider whose webhooks are not signed: the body is parsed as is; getPayment's answer decides. */
function unsignedFake(answers: Map<string, ProviderPayment | 'unreachable'>): PaymentProvider {
  return {
    name: 'test',
    signedWebhooks: false,
    createPayment: async () => ({ providerRef: 'x', qrPayload: null, redirectUrl: null }),
    getPayment: async (ref) => {
      const answer = answers.get(ref);
      if (!answer || answer === 'unreachable') throw new Error('provider unreachable');
      return answer;
    },
    refund: async () => ({ kind: 'manual' }),
    verifyWebhook: (raw) => {
      const body = JSON.parse(raw.toString('utf8')) as { id?: string; type?: string; ref?: string; amountMinor?: number; currency?: string };
      if (!body.id) throw new WebhookSignatureError('no id');
      const type = body.type === 'payment.succeeded' || body.type === 'payment.failed' ? body.type : 'other';
      return { eventId: body.id, type, providerRef: body.ref ?? null, paymentId: null, amountMinor: body.amountMinor ?? null, currency: body.currency ?? null, occurredAt: new Date(), raw: body };
    },
  };
}

describe('an unsigned webhook is checked with the provider first', () => {
  const answers = new Map<string, ProviderPayment | 'unreachable'>();
  let service: PaymentService;
  beforeAll(() => {
    service = new PaymentService(t.context, createPaymentProviders(t.config.payments, { test: unsignedFake(answers) }), t.services.settlement);
  });
  const hook = (body: object) => service.webhook('test', Buffer.from(JSON.stringify(body)), {});
  const ref = async (paymentId: string) => (await t.database.db.select({ r: payments.providerRef }).from(payments).where(eq(payments.id, paymentId)))[0]!.r!;

  it('trusts what getPayment answers, not what the body claims', async () => {
    const { payment, order, me, course } = await pendingOrder();
    const providerRef = await ref(payment.id);
    const claim = { type: 'payment.succeeded', ref: providerRef, amountMinor: payment.amountMinor, currency: payment.currency };
    // Unreachable, or still pending at the provider: nothing happens.
    answers.set(providerRef, 'unreachable');
    expect(await hook({ id: `u1-${payment.id}`, ...claim })).toBe('ignored');
    answers.set(providerRef, { providerRef, status: 'pending', amountMinor: payment.amountMinor, currency: 'USD' });
    expect(await hook({ id: `u2-${payment.id}`, ...claim })).toBe('ignored');
    expect(await statusOf(order.id)).toBe('pending');
    // The provider saw another amount: flagged with the provider's amount, never enrols.
    answers.set(providerRef, { providerRef, status: 'succeeded', amountMinor: payment.amountMinor - 100, currency: 'USD' });
    expect(await hook({ id: `u3-${payment.id}`, ...claim })).toBe('flagged');
    const [flagged] = await t.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.provider, 'test'), eq(paymentEvents.eventId, `u3-${payment.id}`)));
    expect(flagged).toMatchObject({ outcome: 'flagged', amountMinor: payment.amountMinor - 100 });
    expect(await enrolment(t, me.id, course.id)).toBeNull();
    // Succeeded with the right amount, even when the body says it failed.
    answers.set(providerRef, { providerRef, status: 'succeeded', amountMinor: payment.amountMinor, currency: 'USD' });
    expect(await hook({ id: `u4-${payment.id}`, ...claim, type: 'payment.failed', amountMinor: 1 })).toBe('applied');
    expect(await statusOf(order.id)).toBe('paid');
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
  });

  it('a success the body claims but the provider calls failed closes the payment', async () => {
    const { payment, order } = await pendingOrder();
    const providerRef = await ref(payment.id);
    answers.set(providerRef, { providerRef, status: 'failed', amountMinor: payment.amountMinor, currency: 'USD' });
    expect(await hook({ id: `u5-${payment.id}`, type: 'payment.succeeded', ref: providerRef, amountMinor: payment.amountMinor, currency: 'USD' })).toBe('applied');
    expect(await statusOf(order.id)).toBe('failed');
  });
});

describe('reconciliation of closed payments', () => {
  it('settles a payment the provider saw succeed after the order expired; flags a wrong amount once', async () => {
    const answers = new Map<string, ProviderPayment['status']>();
    const amounts = new Map<string, number>();
    const fake: PaymentProvider = {
      ...unsignedFake(new Map()),
      signedWebhooks: true,
      getPayment: async (ref) => {
        const [row] = await t.database.db.select().from(payments).where(eq(payments.providerRef, ref));
        return { providerRef: ref, status: answers.get(ref) ?? 'pending', amountMinor: amounts.get(ref) ?? row!.amountMinor, currency: row!.currency };
      },
    };
    const service = new PaymentService(t.context, createPaymentProviders(t.config.payments, { test: fake }), t.services.settlement);
    const late = await pendingOrder();
    const wrong = await pendingOrder();
    for (const o of [late, wrong]) await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, o.order.id));
    await t.services.settlement.expireOverdue();
    const lateRef = (await t.database.db.select({ r: payments.providerRef }).from(payments).where(eq(payments.id, late.payment.id)))[0]!.r!;
    const wrongRef = (await t.database.db.select({ r: payments.providerRef }).from(payments).where(eq(payments.id, wrong.payment.id)))[0]!.r!;
    answers.set(lateRef, 'succeeded');
    answers.set(wrongRef, 'succeeded');
    amounts.set(wrongRef, wrong.payment.amountMinor * 2);
    const result = await service.reconcile();
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(late.order.id)).toBe('paid');
    expect(await enrolment(t, late.me.id, late.course.id)).toEqual({ order_id: late.order.id });
    expect(await statusOf(wrong.order.id)).toBe('expired');
    await service.reconcile();
    const flags = await t.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, wrong.payment.id), eq(paymentEvents.outcome, 'flagged')));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.flagReason).toMatch(/reconciliation: amount/);
    expect(flags[0]!.amountMinor).toBe(wrong.payment.amountMinor * 2);
  });

  it('flags a replaced payment the provider saw succeed after the order was paid another way', async () => {
    const fake: PaymentProvider = {
      ...unsignedFake(new Map()),
      signedWebhooks: true,
      getPayment: async (ref) => {
        const [row] = await t.database.db.select().from(payments).where(eq(payments.providerRef, ref));
        return { providerRef: ref, status: row!.status === 'cancelled' ? 'succeeded' : 'pending', amountMinor: row!.amountMinor, currency: row!.currency };
      },
    };
    const service = new PaymentService(t.context, createPaymentProviders(t.config.payments, { test: fake }), t.services.settlement);
    const { payment, order } = await pendingOrder();
    await t.database.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, payment.id));
    const [newer] = await t.database.db.insert(payments).values({ orderId: order.id, provider: 'test', method: 'test', amountMinor: payment.amountMinor, currency: payment.currency, expiresAt: new Date(Date.now() + 900_000) }).returning();
    expect(await send(testEvent(newer!))).toBe('applied');
    await service.reconcile();
    expect(await paymentStatus(payment.id)).toBe('cancelled');
    const flags = await t.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.outcome, 'flagged')));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.flagReason).toMatch(/refunded by hand/);
  });
});

describe('the flagged events list', () => {
  it('lists an unknown payment without an order, newest first, paginated; admins only', async () => {
    const ghost = testEvent({ id: '00000000-0000-4000-8000-00000000abcd', amountMinor: 4242, currency: 'THB' });
    expect(await send(ghost)).toBe('flagged');
    const page = (await t.request({ method: 'GET', url: api(apiPath(C.adminPaymentsFlagged, null, { pageSize: 1 })), token: admin })).json<Page<AdminFlaggedEvent>>();
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items[0]).toMatchObject({ provider: 'test', eventId: JSON.parse(ghost).id as string, reason: 'unknown payment', amountMinor: 4242, currency: 'THB', orderId: null, orderNumber: null, paymentId: null });
    const student = await tokenFor(t, 'student');
    expect((await t.request({ method: 'GET', url: api(C.adminPaymentsFlagged), token: student })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api(C.adminPaymentsFlagged) })).statusCode).toBe(401);
  });
});
