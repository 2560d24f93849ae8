// Webhooks end to end: signatures on the raw body (missing, wrong, old, replayed), events stored once,
// wrong amounts and unknown payments flagged and never enrolling, duplicates at once settling once;
// the admin's confirmation of a QR transfer; the reconciliation job with a fake provider.
import { eq, sql } from 'drizzle-orm';
import type { AdminPayment, Order } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import { createPaymentProviders } from '../../adapters/payments/createPaymentProviders';
import type { PaymentProvider, ProviderPayment } from '../../adapters/payments/paymentProvider';
import { orders, paymentEvents, payments } from '../../db/schema';
import { buyer, enrolment, orderOf, paidCourse, postWebhook, signTest, testEvent } from '../../test-support/commerceFixtures';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { PaymentService } from './paymentService';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

async function pendingOrder(country: 174 | 999 | 193 = 999, method = 'test') {
  const course = await paidCourse(t, { USD: 1599, THB: 49900, VND: 399000 });
  const me = await buyer(t, country);
  const order = await orderOf(t, me.token, [course.id], method);
  return { course, me, order, payment: order.payment! };
}

const receiptsOf = async (username: string, number: string) => (await t.mails()).filter((m) => m.to === `${username}@example.com` && m.subject.includes(number));

describe('webhook signatures', () => {
  it('refuses unsigned, wrong, tampered and old events, and unknown providers', async () => {
    const { payment, me, course } = await pendingOrder();
    const body = testEvent(payment);
    const cases: [string | null, string][] = [
      [null, 'unsigned'],
      [signTest(t, body, undefined, 'another-secret-of-at-least-32-characters'), 'wrong key'],
      [signTest(t, body, Math.floor(Date.now() / 1000) - 301), 'older than 5 minutes'],
      ['t=abc,v1=00', 'malformed'],
    ];
    for (const [signature, what] of cases) {
      const res = await postWebhook(t, body, signature);
      expect([what, res.statusCode, problemCode(res)]).toEqual([what, 400, 'WEBHOOK_SIGNATURE_INVALID']);
    }
    // Signed for one body, sent with another.
    const tampered = await postWebhook(t, body.replace(String(payment.amountMinor), '1'), signTest(t, body));
    expect([tampered.statusCode, problemCode(tampered)]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    const unknown = await postWebhook(t, body, signTest(t, body), 'paypal');
    expect([unknown.statusCode, problemCode(unknown)]).toEqual([404, 'WEBHOOK_PROVIDER_UNKNOWN']);
    // The QR provider sends no webhooks: nothing it "sends" is trusted.
    const qr = await postWebhook(t, body, signTest(t, body), 'qr');
    expect(qr.statusCode).toBe(400);
    expect(await enrolment(t, me.id, course.id)).toBeNull();
    const stored = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(stored).toEqual([]);
  });

  it('stores an event once: a replay answers 200 and changes nothing', async () => {
    const { payment, me, course, order } = await pendingOrder();
    const body = testEvent(payment);
    const first = await postWebhook(t, body, signTest(t, body));
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const replay = await postWebhook(t, body, signTest(t, body));
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    // Another event id for the same payment: stored, ignored (already paid).
    const other = testEvent(payment);
    expect((await postWebhook(t, other, signTest(t, other))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    const events = await t.database.db.select({ outcome: paymentEvents.outcome }).from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(events.map((e) => e.outcome).sort()).toEqual(['applied', 'ignored']);
    expect(await receiptsOf(me.username, order.number)).toHaveLength(1);
  });

  it('flags a wrong amount, a wrong currency and an unknown payment, and never enrols', async () => {
    const { payment, me, course, order } = await pendingOrder();
    for (const [overrides, reason] of [
      [{ amountMinor: payment.amountMinor - 1 }, /amount/],
      [{ currency: 'THB' }, /currency/],
    ] as const) {
      const body = testEvent(payment, overrides);
      const res = await postWebhook(t, body, signTest(t, body));
      expect(res.json()).toEqual({ received: true, outcome: 'flagged' });
      const [row] = await t.database.db.select().from(paymentEvents).where(sql`${paymentEvents.payload}->>'id' = ${JSON.parse(body).id as string}`);
      expect(row).toMatchObject({ outcome: 'flagged', paymentId: payment.id });
      expect(row!.flagReason).toMatch(reason);
    }
    const ghost = testEvent({ id: '00000000-0000-4000-8000-000000000000', amountMinor: 100, currency: 'USD' });
    const res = await postWebhook(t, ghost, signTest(t, ghost));
    expect(res.json()).toEqual({ received: true, outcome: 'flagged' });
    expect(await enrolment(t, me.id, course.id)).toBeNull();
    const [still] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(still!.status).toBe('pending');
  });

  it('settles once when 50 duplicates of a signed webhook arrive at once', async () => {
    const { payment, me, course, order } = await pendingOrder();
    const body = testEvent(payment);
    const signature = signTest(t, body);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postWebhook(t, body, signature)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json<{ outcome: string }>().outcome === 'applied')).toHaveLength(1);
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from enrollments where customer_id = ${me.id} and course_id = ${course.id}`)).rows as [{ n: number }];
    expect(n).toBe(1);
    const succeeded = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(succeeded.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await receiptsOf(me.username, order.number)).toHaveLength(1);
  });

  it('settles once when the test bank approves and distinct events race', async () => {
    const { payment, me, course, order } = await pendingOrder();
    const bodies = Array.from({ length: 10 }, () => testEvent(payment));
    await Promise.all([t.request({ method: 'POST', url: `/api/Payments/Test/${payment.id}/Approve` }), ...bodies.map((b) => postWebhook(t, b, signTest(t, b)))]);
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    expect(await receiptsOf(me.username, order.number)).toHaveLength(1);
  });
});

describe('a payment whose order closed meanwhile', () => {
  it('settles it anyway (a late payment): the order is paid and the buyer enrolled', async () => {
    const { payment, order, me, course } = await pendingOrder();
    await t.database.db.transaction((tx) => t.services.settlement.closeOrderIn(tx, order.id, 'cancelled'));
    const body = testEvent(payment);
    const res = await postWebhook(t, body, signTest(t, body));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    const [row] = await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('succeeded');
    const [o] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(o!.status).toBe('paid');
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
  });

  it('an order past its time reads as expired even before the job runs', async () => {
    const { order, me } = await pendingOrder();
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    const view = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(view).toMatchObject({ status: 'expired', payment: { status: 'expired' } });
  });
});

describe('the test bank card', () => {
  it("keeps the card's fingerprint (the same card, the same key; never the number) and refuses a card for a QR transfer or a malformed one", async () => {
    const keyOf = async (card?: string) => {
      const { payment } = await pendingOrder();
      const res = await t.request({ method: 'POST', url: `/api/Payments/Test/${payment.id}/Approve`, ...(card ? { payload: { card } } : {}) });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select({ status: payments.status, payerKey: payments.payerKey }).from(payments).where(eq(payments.id, payment.id));
      expect(row?.status).toBe('succeeded');
      return row?.payerKey;
    };
    const first = await keyOf('4242 4242 4242 4242');
    expect(first).toMatch(/^test:[A-Za-z0-9_-]{24}$/);
    expect(await keyOf('4242424242424242')).toBe(first);
    expect(await keyOf('5555 5555 5555 4444')).not.toBe(first);
    expect(await keyOf()).toBeNull();

    const qr = await pendingOrder(174, 'promptpay');
    const refused = await t.request({ method: 'POST', url: `/api/Payments/Test/${qr.payment.id}/Approve`, payload: { card: '4242424242424242' } });
    expect([refused.statusCode, problemCode(refused)]).toEqual([400, 'VALIDATION_FAILED']);
    const { payment } = await pendingOrder();
    for (const card of ['4242', '4242-4242-4242-4242', 'x'.repeat(16), '4'.repeat(20)]) {
      const res = await t.request({ method: 'POST', url: `/api/Payments/Test/${payment.id}/Approve`, payload: { card } });
      expect([card, res.statusCode, problemCode(res)]).toEqual([card, 400, 'VALIDATION_FAILED']);
    }
    const [still] = await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    expect(still?.status).toBe('pending');
  });
});

describe('test bank deliveries', () => {
  it('retries a delivery that failed through the job queue, signed again', async () => {
    const { payment, me, course, order } = await pendingOrder();
    const real = t.services.payments.sendTestWebhook;
    const sent: string[] = [];
    t.services.payments.sendTestWebhook = async (body) => {
      sent.push(body);
      throw new Error('connection refused');
    };
    try {
      const res = await t.request({ method: 'POST', url: `/api/Payments/Test/${payment.id}/Approve` });
      expect(res.statusCode).toBe(200);
    } finally {
      t.services.payments.sendTestWebhook = real;
    }
    expect(sent).toHaveLength(1);
    expect(await enrolment(t, me.id, course.id)).toBeNull();
    await t.jobs.drain(['payment-test-webhook']);
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
  });
});

describe('QR transfers confirmed by an admin', () => {
  it('lists awaiting transfers and marks one received: paid, enrolled, mailed; twice is 409', async () => {
    const course = await paidCourse(t, { USD: 1599, VND: 399000 });
    const me = await buyer(t, 193, 'vi');
    const order = await orderOf(t, me.token, [course.id], 'vietqr');
    expect(order.payment).toMatchObject({ provider: 'qr', method: 'vietqr', redirectUrl: null, currency: 'VND', amountMinor: 399000 });
    expect(order.payment!.qrPayload).toContain('A000000727');
    const admin = await tokenFor(t, 'admin');
    const list = (await t.request({ method: 'GET', url: '/api/Admin/Payments?status=awaiting', token: admin })).json<Page<AdminPayment>>();
    expect(list.items.some((i) => i.payment.id === order.payment!.id && i.orderNumber === order.number && i.buyer.username === me.username)).toBe(true);
    const res = await t.request({ method: 'POST', url: `/api/Admin/Payments/${order.payment!.id}/Received`, token: admin, payload: { reference: 'FT26331ABC' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPayment>()).toMatchObject({ orderStatus: 'paid', bankReference: 'FT26331ABC', payment: { status: 'succeeded' } });
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    const mails = await receiptsOf(me.username, order.number);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Biên lai')]);
    const again = await t.request({ method: 'POST', url: `/api/Admin/Payments/${order.payment!.id}/Received`, token: admin, payload: { reference: 'FT26331ABC' } });
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    const missing = await t.request({ method: 'POST', url: '/api/Admin/Payments/00000000-0000-4000-8000-000000000000/Received', token: admin, payload: { reference: 'X' } });
    expect([missing.statusCode, problemCode(missing)]).toEqual([404, 'PAYMENT_NOT_FOUND']);
  });
});

describe('reconciliation', () => {
  it('asks the provider about pending payments older than a minute, then expires overdue orders', async () => {
    const answers = new Map<string, ProviderPayment['status']>();
    const fake: PaymentProvider = {
      name: 'test',
      signedWebhooks: true,
      createPayment: async () => ({ providerRef: 'x', qrPayload: null, redirectUrl: null }),
      getPayment: async (ref) => {
        const [row] = await t.database.db.select().from(payments).where(eq(payments.providerRef, ref));
        return { providerRef: ref, status: answers.get(ref) ?? 'pending', amountMinor: row!.amountMinor, currency: row!.currency };
      },
      refund: async () => ({ kind: 'manual' }),
      verifyWebhook: () => {
        throw new Error('unused');
      },
    };
    const providers = createPaymentProviders(t.config.payments, { test: fake });
    const service = new PaymentService(t.context, providers, t.services.settlement);
    const paid = await pendingOrder();
    const declined = await pendingOrder();
    const young = await pendingOrder();
    const overdue = await pendingOrder();
    answers.set(paid.payment.id, 'succeeded');
    answers.set(declined.payment.id, 'failed');
    answers.set(young.payment.id, 'succeeded');
    const old = new Date(Date.now() - 5 * 60_000);
    for (const p of [paid, declined, overdue]) await t.database.db.update(payments).set({ createdAt: old }).where(eq(payments.id, p.payment.id));
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, overdue.order.id));
    const result = await service.reconcile();
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const status = async (id: string) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
    expect(await status(paid.order.id)).toBe('paid');
    expect(await enrolment(t, paid.me.id, paid.course.id)).toEqual({ order_id: paid.order.id });
    expect(await status(declined.order.id)).toBe('failed');
    expect(await status(young.order.id)).toBe('pending');
    expect(await status(overdue.order.id)).toBe('expired');
    const view = (await t.request({ method: 'GET', url: `/api/Orders/${overdue.order.id}`, token: overdue.me.token })).json<Order>();
    expect(view).toMatchObject({ status: 'expired', payment: { status: 'expired' }, expiresAt: null });
  });

  it('runs as the payments-reconcile job', async () => {
    const overdue = await pendingOrder();
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, overdue.order.id));
    await t.jobs.send('payments-reconcile', {});
    await t.jobs.drain(['payments-reconcile']);
    const [row] = await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, overdue.order.id));
    expect(row!.s).toBe('expired');
  });
});

describe('with the test provider off', () => {
  it('has no test bank, no test webhooks and no test method; the QR methods are the shop own, confirmed by an admin', async () => {
    const off = await createTestApp({ seed: true, env: { PAYMENT_TEST_PROVIDER: 'off' } });
    try {
      const unknownPayment = '00000000-0000-4000-8000-000000000000';
      const bank = await off.request({ method: 'GET', url: `/api/Payments/Test/${unknownPayment}` });
      expect([bank.statusCode, problemCode(bank)]).toEqual([404, 'NOT_FOUND']);
      const approve = await off.request({ method: 'POST', url: `/api/Payments/Test/${unknownPayment}/Approve` });
      expect(approve.statusCode).toBe(404);
      const hook = await off.request({ method: 'POST', url: '/api/Payments/Webhooks/test', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect([hook.statusCode, problemCode(hook)]).toEqual([404, 'WEBHOOK_PROVIDER_UNKNOWN']);
      expect((await off.request({ method: 'GET', url: '/api/config' })).json<{ payments: unknown }>().payments).toEqual({ testMode: false, methods: ['promptpay', 'vietqr', 'qrph'], payoutMinimumMinor: { USD: 1000, THB: 35000, PHP: 56000, VND: 250000 } });
      const course = await paidCourse(off, { USD: 1599, THB: 49900 });
      const me = await buyer(off, 174);
      const cart = (await off.request({ method: 'POST', url: `/api/Cart/${course.id}`, token: me.token })).json<{ totals: { methods: string[] }[] }>();
      expect(cart.totals[0]!.methods).toEqual(['promptpay']);
      const test = await off.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } });
      expect([test.statusCode, problemCode(test)]).toEqual([400, 'PAYMENT_METHOD_UNAVAILABLE']);
      const order = (await off.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'promptpay' } })).json<Order>();
      expect(order.payment).toMatchObject({ provider: 'qr', method: 'promptpay', redirectUrl: null });
      expect(order.payment!.qrPayload).toContain('A000000677010111');
    } finally {
      await off.close();
    }
  });
});
