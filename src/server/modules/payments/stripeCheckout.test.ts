// Cards through Stripe end to end, offline: the real provider and the `stripe` library talk to a local
// fake (test-support/fakeStripe), whose hosted page pays and sends a signed event to this server's real
// webhook route over HTTP. Then a refund goes back through Stripe's API.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { AdminRefund, Order } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import { payments } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test-support/fakeStripe';
import { buyer, enrolment, orderOf, paidCourse } from '../../test-support/commerceFixtures';
import { tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';

const WEBHOOK_SECRET = 'whsec_test_academy_matrix_secret_0123456789';
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ webhookUrl: 'http://127.0.0.1:1/unused', webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({ seed: true, env: { STRIPE_SECRET_KEY: 'sk_test_academy', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/Payments/Webhooks/stripe`;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('cards through Stripe', () => {
  it('pays on the hosted page, settles once from the signed webhook, and refunds through the API', async () => {
    const course = await paidCourse(t, { USD: 2499 });
    const me = await buyer(t, 999);
    const order = await orderOf(t, me.token, [course.id], 'card');
    expect(order.payment).toMatchObject({ provider: 'stripe', method: 'card', status: 'pending', amountMinor: 2499, currency: 'USD', qrPayload: null });
    expect(order.payment!.redirectUrl).toContain(stripe.url);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, order.payment!.id));
    const session = stripe.sessions.get(row!.providerRef!)!;
    expect(session).toMatchObject({ amount_total: 2499, currency: 'usd' });
    const delivery = await stripe.pay(session.id, '4242424242424242');
    expect(delivery.status).toBe(200);
    const paid = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    // The event names no card: Stripe was asked for the charge, and its card's fingerprint is kept (never the number).
    const [settledRow] = await t.database.db.select({ payerKey: payments.payerKey }).from(payments).where(eq(payments.id, order.payment!.id));
    expect(settledRow?.payerKey).toMatch(/^stripe:/);
    expect(settledRow?.payerKey).not.toContain('4242');
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    // Stripe retries the same event: stored once, nothing changes.
    const again = await stripe.resend(delivery);
    expect([again.status, JSON.parse(again.responseBody)]).toEqual([200, { received: true, outcome: 'duplicate' }]);
    // A forged and an old event are refused.
    expect((await stripe.sendEvent('checkout.session.completed', session.id, { secret: 'whsec_forged_secret_forged_secret_0000' })).status).toBe(400);
    expect((await stripe.sendEvent('checkout.session.completed', session.id, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    const receipts = (await t.mails()).filter((m) => m.to === `${me.username}@example.com` && m.subject.includes(order.number));
    expect(receipts).toHaveLength(1);

    // Refund: asked, approved, sent back through Stripe; access removed.
    expect((await t.request({ method: 'POST', url: `/api/Orders/${order.id}/Refund`, token: me.token, payload: { reason: 'Bought by mistake' } })).statusCode).toBe(200);
    const admin = await tokenFor(t, 'admin');
    const list = (await t.request({ method: 'GET', url: '/api/Admin/Refunds?status=requested', token: admin })).json<Page<AdminRefund>>();
    const refund = list.items.find((i) => i.orderId === order.id)!;
    expect(refund).toMatchObject({ provider: 'stripe', method: 'card', refund: { manual: false } });
    const approved = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${refund.refund.id}/Approve`, token: admin });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminRefund>().refund.status).toBe('refunded');
    expect([...stripe.refunds.values()].map((r) => [r.amount, r.currency])).toEqual([[2499, 'usd']]);
    expect(await enrolment(t, me.id, course.id)).toBeNull();
  });

  it("keeps a card order open as long as Stripe's page takes payment, so a card paid late is never refused", async () => {
    const course = await paidCourse(t, { USD: 1299 });
    const me = await buyer(t, 999);
    const before = Date.now();
    const order = await orderOf(t, me.token, [course.id], 'card');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, order.payment!.id));
    const session = stripe.sessions.get(row!.providerRef!)!;
    // At least Stripe's 30 minutes, and the session ends when the order does (not after it).
    expect(Date.parse(order.expiresAt!) - before).toBeGreaterThanOrEqual(30 * 60 * 1000);
    expect(session.expires_at).toBe(Math.floor(Date.parse(order.expiresAt!) / 1000));
    // A QR order keeps the short window.
    const other = await buyer(t, 174);
    const qr = await orderOf(t, other.token, [(await paidCourse(t, { USD: 1299, THB: 45900 })).id], 'promptpay');
    expect(Date.parse(qr.expiresAt!) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('closes the order when Stripe says the session expired', async () => {
    const course = await paidCourse(t, { USD: 999 });
    const me = await buyer(t, 999);
    const order = await orderOf(t, me.token, [course.id], 'card');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, order.payment!.id));
    const delivery = await stripe.expire(row!.providerRef!);
    expect(delivery.status).toBe(200);
    const view = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(view).toMatchObject({ status: 'expired', payment: { status: 'expired' } });
  });
});
