// The cart, checkout and the paid path end to end over HTTP (embedded PostgreSQL): regions and
// currencies, coupons, double clicks, the test bank's signed webhooks, free orders, receipts.
import { and, eq, sql } from 'drizzle-orm';
import type { Cart, Coupon, Order, OrderSummary, Receipt } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import { PaymentProviderError } from '../../adapters/payments/paymentProvider';
import { carts, coupons, courses, orders, payments } from '../../db/schema';
import { addToCart, approve, buyer, checkout, enrolment, orderOf, paidCourse, unique } from '../../test-support/commerceFixtures';
import { customerRow, makeCourse, problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';

let t: TestApp;
let instructorToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  instructorToken = await tokenFor(t, 'instructor');
});
afterAll(() => t.close());

async function coupon(body: Partial<Record<string, unknown>> & { code: string }): Promise<Coupon> {
  const res = await t.request({
    method: 'POST',
    url: '/api/Instructor/Coupons',
    token: instructorToken,
    payload: { kind: 'percent', percent: 20, courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  return res.json<Coupon>();
}

describe('cart', () => {
  it("prices in the region's currency, USD where the course has no price in it, with the tax included", async () => {
    const thb = await paidCourse(t, { USD: 1599, THB: 49900 });
    const usdOnly = await paidCourse(t, { USD: 1000 });
    const me = await buyer(t, 174);
    let res = await t.request({ method: 'POST', url: `/api/Cart/${thb.id}`, token: me.token });
    expect(res.statusCode).toBe(201);
    res = await t.request({ method: 'POST', url: `/api/Cart/${thb.id}`, token: me.token });
    expect(res.statusCode).toBe(200);
    const cart = await addToCart(t, me.token, usdOnly.id);
    expect(cart.country).toBe(174);
    expect(cart.currency).toBe('THB');
    expect(cart.lines.map((l) => [l.courseId, l.currency, l.priceMinor])).toEqual([
      [thb.id, 'THB', 49900],
      [usdOnly.id, 'USD', 1000],
    ]);
    expect(cart.totals).toEqual([
      { currency: 'THB', subtotalMinor: 49900, discountMinor: 0, taxMinor: 3264, totalMinor: 49900, methods: ['promptpay', 'card', 'test'] },
      { currency: 'USD', subtotalMinor: 1000, discountMinor: 0, taxMinor: 65, totalMinor: 1000, methods: ['card', 'test'] },
    ]);
    // Another region by ?country=: Global, all USD, no tax.
    const global = (await t.request({ method: 'GET', url: '/api/Cart?country=999', token: me.token })).json<Cart>();
    expect(global.totals).toEqual([{ currency: 'USD', subtotalMinor: 2599, discountMinor: 0, taxMinor: 0, totalMinor: 2599, methods: ['card', 'test'] }]);
    // Removing answers the whole cart.
    const after = await t.request({ method: 'DELETE', url: `/api/Cart/${usdOnly.id}`, token: me.token });
    expect(after.statusCode).toBe(200);
    expect(after.json<Cart>().lines.map((l) => l.courseId)).toEqual([thb.id]);
  });

  it('prices VND without minor digits', async () => {
    const a = await paidCourse(t, { USD: 1599, VND: 399000 });
    const b = await paidCourse(t, { USD: 999, VND: 249000 });
    const me = await buyer(t, 193);
    await addToCart(t, me.token, a.id);
    const cart = await addToCart(t, me.token, b.id);
    expect(cart.totals).toEqual([{ currency: 'VND', subtotalMinor: 648000, discountMinor: 0, taxMinor: 58909, totalMinor: 648000, methods: ['vietqr', 'card', 'test'] }]);
  });

  it('refuses owned, own, free, unknown and unpublished courses', async () => {
    const me = await buyer(t);
    const free = await makeCourse(t, { slug: unique('free-') });
    const hidden = await paidCourse(t, { USD: 500 });
    await t.database.db.update(courses).set({ isPublished: false }).where(eq(courses.id, hidden.id));
    const bought = await paidCourse(t, { USD: 500 });
    await t.database.db.execute(sql`insert into enrollments (customer_id, course_id) values (${me.id}, ${bought.id})`);
    const mine = await paidCourse(t, { USD: 500 });
    const cases: [string, number, number, string][] = [
      [me.token, free.id, 409, 'CART_COURSE_FREE'],
      [me.token, bought.id, 409, 'CART_COURSE_OWNED'],
      [instructorToken, mine.id, 409, 'CART_COURSE_OWNED'],
      [me.token, hidden.id, 404, 'COURSE_NOT_FOUND'],
      [me.token, 2147483647, 404, 'COURSE_NOT_FOUND'],
    ];
    for (const [token, id, status, code] of cases) {
      const res = await t.request({ method: 'POST', url: `/api/Cart/${id}`, token });
      expect([id, res.statusCode, problemCode(res)]).toEqual([id, status, code]);
    }
    expect((await t.request({ method: 'GET', url: '/api/Cart' })).statusCode).toBe(401);
  });

  it('merges a local cart, skipping owned and free courses, and prices a visitor cart without an account', async () => {
    const me = await buyer(t, 138);
    const free = await makeCourse(t, { slug: unique('free-') });
    const owned = await paidCourse(t, { USD: 500 });
    await t.database.db.execute(sql`insert into enrollments (customer_id, course_id) values (${me.id}, ${owned.id})`);
    const wanted = await paidCourse(t, { USD: 700, PHP: 39900 });
    const preview = await t.request({ method: 'GET', url: `/api/Cart/Preview?courseIds=${wanted.id},${free.id},2147483647&country=138` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<Cart>().lines.map((l) => [l.courseId, l.currency, l.priceMinor])).toEqual([[wanted.id, 'PHP', 39900]]);
    expect(preview.json<Cart>().skipped).toEqual([{ courseId: free.id, code: 'CART_COURSE_FREE' }]);
    const res = await t.request({ method: 'POST', url: '/api/Cart/Merge', token: me.token, payload: { courseIds: [wanted.id, owned.id, free.id, 2147483647] } });
    expect(res.statusCode).toBe(200);
    const cart = res.json<Cart>();
    expect(cart.lines.map((l) => l.courseId)).toEqual([wanted.id]);
    expect(cart.skipped).toEqual([
      { courseId: owned.id, code: 'CART_COURSE_OWNED' },
      { courseId: free.id, code: 'CART_COURSE_FREE' },
    ]);
    const emptied = await t.request({ method: 'DELETE', url: '/api/Cart', token: me.token });
    expect(emptied.json<Cart>().lines).toEqual([]);
  });

  it('applies coupons per line with the refusals', async () => {
    const a = await paidCourse(t, { USD: 1599, THB: 49900 });
    const other = await paidCourse(t, { USD: 1000 }, { instructor: 'admin' });
    const percent = await coupon({ code: unique('PCT').toUpperCase(), percent: 20, courseIds: [a.id] });
    const me = await buyer(t, 174);
    await addToCart(t, me.token, other.id);
    const notApplicable = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code: percent.code } });
    expect([notApplicable.statusCode, problemCode(notApplicable)]).toEqual([409, 'COUPON_NOT_APPLICABLE']);
    await addToCart(t, me.token, a.id);
    const applied = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code: percent.code.toLowerCase() } });
    expect(applied.statusCode).toBe(200);
    const cart = applied.json<Cart>();
    expect(cart.coupon).toEqual({ code: percent.code, kind: 'percent' });
    expect(cart.lines.find((l) => l.courseId === a.id)).toMatchObject({ priceMinor: 49900, discountMinor: 9980, totalMinor: 39920 });
    expect(cart.lines.find((l) => l.courseId === other.id)).toMatchObject({ discountMinor: 0 });
    const unknown = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code: 'NO-SUCH-CODE' } });
    expect([unknown.statusCode, problemCode(unknown)]).toEqual([404, 'COUPON_NOT_FOUND']);
    const expired = await coupon({ code: unique('EXP').toUpperCase(), expiresAt: new Date(Date.now() - 1000).toISOString() });
    const exp = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code: expired.code } });
    expect([exp.statusCode, problemCode(exp)]).toEqual([409, 'COUPON_EXPIRED']);
    const usedUp = await coupon({ code: unique('UP').toUpperCase(), maxUses: 1 });
    await t.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, usedUp.id));
    const up = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code: usedUp.code } });
    expect([up.statusCode, problemCode(up)]).toEqual([409, 'COUPON_USED_UP']);
    const removed = await t.request({ method: 'DELETE', url: '/api/Cart/Coupon', token: me.token });
    expect(removed.json<Cart>().coupon).toBeNull();
  });
});

describe('instructor coupons', () => {
  it('are unique in any case, coherent, for own courses only, edited with If-Match, deleted or deactivated', async () => {
    const code = unique('CODE').toUpperCase();
    const created = await coupon({ code });
    const taken = await t.request({ method: 'POST', url: '/api/Instructor/Coupons', token: instructorToken, payload: { code: code.toLowerCase(), kind: 'percent', percent: 5, courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true } });
    expect([taken.statusCode, problemCode(taken)]).toEqual([409, 'COUPON_CODE_TAKEN']);
    const others = await paidCourse(t, { USD: 100 }, { instructor: 'admin' });
    for (const payload of [
      { code: unique('BAD'), kind: 'percent', courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true },
      { code: unique('BAD'), kind: 'fixed', courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true },
      { code: unique('BAD'), kind: 'percent', percent: 10, courseIds: [others.id], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/Instructor/Coupons', token: instructorToken, payload });
      expect([res.statusCode, problemCode(res)]).toEqual([400, 'COUPON_INVALID']);
    }
    const body = { code, kind: 'fixed', amounts: { THB: 10000 }, courseIds: [], expiresAt: null, maxUses: 10, oncePerCustomer: false, active: true };
    const noMatch = await t.request({ method: 'PUT', url: `/api/Instructor/Coupons/${created.id}`, token: instructorToken, payload: body });
    expect(noMatch.statusCode).toBe(428);
    const stale = await t.request({ method: 'PUT', url: `/api/Instructor/Coupons/${created.id}`, token: instructorToken, payload: body, headers: { 'if-match': '7' } });
    expect([stale.statusCode, problemCode(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    const saved = await t.request({ method: 'PUT', url: `/api/Instructor/Coupons/${created.id}`, token: instructorToken, payload: body, headers: { 'if-match': '1' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Coupon>()).toMatchObject({ kind: 'fixed', amounts: { THB: 10000 }, percent: null, version: 2, maxUses: 10 });
    const list = (await t.request({ method: 'GET', url: '/api/Instructor/Coupons', token: instructorToken })).json<Coupon[]>();
    expect(list.some((c) => c.id === created.id)).toBe(true);
    const student = await buyer(t);
    expect((await t.request({ method: 'GET', url: '/api/Instructor/Coupons', token: student.token })).statusCode).toBe(403);
    // Used: deactivated; never used: deleted.
    await t.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, created.id));
    expect((await t.request({ method: 'DELETE', url: `/api/Instructor/Coupons/${created.id}`, token: instructorToken })).statusCode).toBe(204);
    const [kept] = await t.database.db.select().from(coupons).where(eq(coupons.id, created.id));
    expect(kept!.active).toBe(false);
    const fresh = await coupon({ code: unique('DEL').toUpperCase() });
    expect((await t.request({ method: 'DELETE', url: `/api/Instructor/Coupons/${fresh.id}`, token: instructorToken })).statusCode).toBe(204);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.id, fresh.id))).toEqual([]);
  });
});

describe('checkout', () => {
  it('makes one pending order with the test bank, answers the same checkout again, and a new method replaces the payment', async () => {
    const course = await paidCourse(t, { USD: 1599, THB: 49900 });
    const me = await buyer(t, 174);
    await addToCart(t, me.token, course.id);
    const res = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({ status: 'pending', currency: 'THB', country: 174, subtotalMinor: 49900, totalMinor: 49900, taxMinor: 3264, taxRateBasisPoints: 700, method: 'test', couponCode: null });
    expect(order.number).toMatch(/^AC-\d{4}-\d{6}$/);
    // Each line with what was paid for it and its refund (none; a pending order's line cannot be refunded).
    expect(order.lines).toEqual([{ courseId: course.id, slug: course.slug, title: expect.any(String), language: 'en', unitMinor: 49900, discountMinor: 0, totalMinor: 49900, paidMinor: 49900, refundStatus: null, refundable: false }]);
    expect(order.payment).toMatchObject({ provider: 'test', method: 'test', status: 'pending', amountMinor: 49900, currency: 'THB', redirectUrl: `/pay/test/${order.payment!.id}`, reference: order.number });
    expect(order.billing).toMatchObject({ email: `${me.username}@example.com` });
    const again = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } });
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().payment!.id).toBe(order.payment!.id);
    const promptpay = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'promptpay' } });
    expect(promptpay.statusCode).toBe(200);
    const replaced = promptpay.json<Order>();
    expect(replaced.id).toBe(order.id);
    expect(replaced.payment!.id).not.toBe(order.payment!.id);
    expect(replaced.payment).toMatchObject({ method: 'promptpay', provider: 'test' });
    expect(replaced.payment!.qrPayload).toMatch(/^000201/);
    expect(replaced.payment!.qrSvg).toContain('<svg');
    const rows = await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
    // The buyer's list and another customer's view.
    const list = (await t.request({ method: 'GET', url: '/api/Orders', token: me.token })).json<Page<OrderSummary>>();
    expect(list.items.map((o) => o.id)).toEqual([order.id]);
    const stranger = await buyer(t);
    const hidden = await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: stranger.token });
    expect([hidden.statusCode, problemCode(hidden)]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it('answers 502 when the provider refuses: the order stays pending, and checking out again pays it', async () => {
    const course = await paidCourse(t, { USD: 1599 });
    const me = await buyer(t, 999);
    await addToCart(t, me.token, course.id);
    const bank = t.services.payments.providers.test!;
    const createPayment = bank.createPayment;
    bank.createPayment = async () => {
      throw new PaymentProviderError('the bank is down');
    };
    let refused;
    try {
      refused = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } });
    } finally {
      bank.createPayment = createPayment;
    }
    expect([refused.statusCode, problemCode(refused)]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
    const list = (await t.request({ method: 'GET', url: '/api/Orders', token: me.token })).json<Page<OrderSummary>>();
    expect(list.items.map((o) => o.status)).toEqual(['pending']);
    const pending = (await t.request({ method: 'GET', url: `/api/Orders/${list.items[0]!.id}`, token: me.token })).json<Order>();
    expect(pending.payment).toBeNull();
    const again = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } });
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>()).toMatchObject({ id: pending.id, payment: { status: 'pending', provider: 'test' } });
  });

  it('refuses an empty cart, a mixed cart without a currency, and a method not offered', async () => {
    const me = await buyer(t, 174);
    const empty = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } });
    expect([empty.statusCode, problemCode(empty)]).toEqual([409, 'CART_EMPTY']);
    const thb = await paidCourse(t, { USD: 1599, THB: 49900 });
    const usd = await paidCourse(t, { USD: 1000 });
    await addToCart(t, me.token, thb.id);
    await addToCart(t, me.token, usd.id);
    const mixed = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } });
    expect([mixed.statusCode, problemCode(mixed)]).toEqual([400, 'CART_CURRENCY_REQUIRED']);
    const qrForUsd = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'promptpay', currency: 'USD' } });
    expect([qrForUsd.statusCode, problemCode(qrForUsd)]).toEqual([400, 'PAYMENT_METHOD_UNAVAILABLE']);
    const usdOrder = await checkout(t, me.token, { method: 'card', currency: 'USD' });
    expect(usdOrder).toMatchObject({ currency: 'USD', totalMinor: 1000, lines: [expect.objectContaining({ courseId: usd.id })] });
  });

  it('serializes double clicks: 20 checkouts at once make one order and one payment', async () => {
    const course = await paidCourse(t, { USD: 1599 });
    const me = await buyer(t, 999);
    await addToCart(t, me.token, course.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'test' } })));
    expect(answers.map((a) => a.statusCode).sort((x, y) => x - y)).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(answers.map((a) => a.json<Order>().id));
    const paymentIds = new Set(answers.map((a) => a.json<Order>().payment!.id));
    expect([ids.size, paymentIds.size]).toEqual([1, 1]);
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where customer_id = ${me.id}`)).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it('batches a crowd checking out at once: each buyer one order and one payment, a double click among them too', async () => {
    const course = await paidCourse(t, { USD: 1599, THB: 49900 });
    const crowd = await Promise.all(Array.from({ length: 12 }, async (_, k) => ({ ...(await buyer(t, k % 2 ? 174 : 999)), country: k % 2 ? 174 : 999 })));
    for (const b of crowd) await addToCart(t, b.token, course.id);
    const startMany = jest.spyOn(t.services.payments, 'startMany');
    let answers;
    try {
      const sends = crowd.flatMap((b, k) => (k === 0 ? [b, b] : [b]));
      answers = await Promise.all(sends.map(async (b) => ({ b, res: await t.request({ method: 'POST', url: '/api/Orders', token: b.token, payload: { method: 'test' } }) })));
      // Several were written together (one transaction, one update of their payments).
      expect(Math.max(...startMany.mock.calls.map(([items]) => items.length))).toBeGreaterThan(1);
    } finally {
      startMany.mockRestore();
    }
    expect(answers.map((a) => a.res.statusCode).sort()).toEqual([200, ...Array<number>(12).fill(201)]);
    for (const b of crowd) {
      const mine = answers.filter((a) => a.b === b).map((a) => a.res.json<Order>());
      expect(new Set(mine.map((o) => `${o.id}/${o.payment!.id}`)).size).toBe(1);
      const o = mine[0]!;
      expect(o).toMatchObject(b.country === 174 ? { currency: 'THB', totalMinor: 49900, taxMinor: 3264 } : { currency: 'USD', totalMinor: 1599, taxMinor: 0 });
      expect(o.payment).toMatchObject({ provider: 'test', status: 'pending', amountMinor: o.totalMinor, redirectUrl: `/pay/test/${o.payment!.id}` });
      expect(o.lines.map((l) => l.courseId)).toEqual([course.id]);
      const rows = await t.database.db.select({ id: payments.id, ref: payments.providerRef }).from(payments).where(eq(payments.orderId, o.id));
      expect(rows).toEqual([{ id: o.payment!.id, ref: o.payment!.id }]);
      const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where customer_id = ${b.id}`)).rows as [{ n: number }];
      expect(n).toBe(1);
    }
  });

  it('pays through the test bank: enrolled with the order, cart emptied, receipt mailed once', async () => {
    const course = await paidCourse(t, { USD: 1599, THB: 49900 });
    const me = await buyer(t, 174, 'th');
    const order = await orderOf(t, me.token, [course.id]);
    await approve(t, order.payment!.id);
    const paid = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'succeeded' }, canRequestRefund: true, expiresAt: null });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.refundableUntil).not.toBeNull();
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    const cart = (await t.request({ method: 'GET', url: '/api/Cart', token: me.token })).json<Cart>();
    expect(cart.lines).toEqual([]);
    const mails = (await t.mails()).filter((m) => m.to === `${me.username}@example.com` && m.subject.includes(order.number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.number);
    expect(mails[0]!.subject).toContain('ใบเสร็จ');
    expect(mails[0]!.text).toContain(`http://academy.test/student/orders/${order.id}/receipt`);
    // Approving again: the payment is no longer pending.
    const twice = await t.request({ method: 'POST', url: `/api/Payments/Test/${order.payment!.id}/Approve` });
    expect([twice.statusCode, problemCode(twice)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    // Enrolled now: the course cannot be added again.
    const owned = await t.request({ method: 'POST', url: `/api/Cart/${course.id}`, token: me.token });
    expect(problemCode(owned)).toBe('CART_COURSE_OWNED');
  });

  it('declines through the test bank: payment and order failed, the cart keeps the course for another try', async () => {
    const course = await paidCourse(t, { USD: 1599 });
    const me = await buyer(t, 999);
    const order = await orderOf(t, me.token, [course.id]);
    const view = await t.request({ method: 'GET', url: `/api/Payments/Test/${order.payment!.id}` });
    expect(view.json()).toMatchObject({ id: order.payment!.id, status: 'pending', amountMinor: 1599, currency: 'USD', orderNumber: order.number, returnUrl: `/checkout/${order.id}` });
    const res = await t.request({ method: 'POST', url: `/api/Payments/Test/${order.payment!.id}/Decline` });
    expect(res.statusCode).toBe(200);
    const failed = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(failed).toMatchObject({ status: 'failed', payment: { status: 'failed' } });
    expect(await enrolment(t, me.id, course.id)).toBeNull();
    const cart = (await t.request({ method: 'GET', url: '/api/Cart', token: me.token })).json<Cart>();
    expect(cart.lines.map((l) => l.courseId)).toEqual([course.id]);
    const second = await checkout(t, me.token, { method: 'test' });
    expect(second.id).not.toBe(order.id);
    expect(second.status).toBe('pending');
  });

  it('pays a 100 % coupon at once without a payment, and counts the use', async () => {
    const course = await paidCourse(t, { USD: 1599, PHP: 89900 });
    const code = unique('FREE').toUpperCase();
    const c = await coupon({ code, percent: 100, courseIds: [course.id] });
    const me = await buyer(t, 138, 'tl');
    await addToCart(t, me.token, course.id);
    expect((await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code } })).statusCode).toBe(200);
    const res = await t.request({ method: 'POST', url: '/api/Orders', token: me.token, payload: { method: 'qrph' } });
    expect(res.statusCode).toBe(201);
    expect(res.json<Order>()).toMatchObject({ status: 'paid', totalMinor: 0, discountMinor: 89900, method: null, payment: null, couponCode: code, canRequestRefund: false });
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: res.json<Order>().id });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.usedCount).toBe(1);
    const mails = (await t.mails()).filter((m) => m.to === `${me.username}@example.com` && m.subject.includes(res.json<Order>().number));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('resibo')]);
    // Once per customer: the same coupon again is refused (another course of the instructor's in the cart).
    const next = await paidCourse(t, { USD: 500 });
    await t.database.db.update(coupons).set({ courseIds: [] }).where(eq(coupons.id, c.id));
    await addToCart(t, me.token, next.id);
    const again = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code } });
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'COUPON_ALREADY_USED']);
  });

  it('counts a limited coupon exactly under concurrency', async () => {
    const course = await paidCourse(t, { USD: 2000 });
    const code = unique('LIMIT').toUpperCase();
    const c = await coupon({ code, percent: 50, maxUses: 3, courseIds: [course.id] });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer(t, 999)));
    for (const b of buyers) {
      await addToCart(t, b.token, course.id);
      expect((await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: b.token, payload: { code } })).statusCode).toBe(200);
    }
    const answers = await Promise.all(buyers.map((b) => t.request({ method: 'POST', url: '/api/Orders', token: b.token, payload: { method: 'test' } })));
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok).toHaveLength(3);
    expect(ok.every((a) => a.json<Order>().totalMinor === 1000)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => problemCode(a))).toEqual(Array<string>(5).fill('COUPON_USED_UP'));
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.usedCount).toBe(3);
    // Cancelling gives a use back.
    const first = ok[0]!.json<Order>();
    const owner = buyers[answers.indexOf(ok[0]!)]!;
    const cancelled = await t.request({ method: 'POST', url: `/api/Orders/${first.id}/Cancel`, token: owner.token });
    expect(cancelled.json<Order>()).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(after!.usedCount).toBe(2);
    const cancelAgain = await t.request({ method: 'POST', url: `/api/Orders/${first.id}/Cancel`, token: owner.token });
    expect([cancelAgain.statusCode, problemCode(cancelAgain)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
  });

  it('cancels the pending orders of the same courses when a new order is made', async () => {
    const a = await paidCourse(t, { USD: 1000 });
    const b = await paidCourse(t, { USD: 2000 });
    const me = await buyer(t, 999);
    const first = await orderOf(t, me.token, [a.id]);
    await addToCart(t, me.token, b.id);
    const second = await checkout(t, me.token, { method: 'test' });
    expect(second.id).not.toBe(first.id);
    expect(second.lines.map((l) => l.courseId).sort()).toEqual([a.id, b.id].sort());
    const [old] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, first.id));
    expect(old!.status).toBe('cancelled');
  });

  it('pays a pending order again by another method, and refuses once it is not pending', async () => {
    const course = await paidCourse(t, { USD: 1000 });
    const me = await buyer(t, 999);
    const order = await orderOf(t, me.token, [course.id]);
    const res = await t.request({ method: 'POST', url: `/api/Orders/${order.id}/Payment`, token: me.token, payload: { method: 'card' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>().payment).toMatchObject({ method: 'card', provider: 'test', status: 'pending' });
    await approve(t, res.json<Order>().payment!.id);
    const paid = await t.request({ method: 'POST', url: `/api/Orders/${order.id}/Payment`, token: me.token, payload: { method: 'test' } });
    expect([paid.statusCode, problemCode(paid)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    const receipt = await t.request({ method: 'GET', url: `/api/Orders/${order.id}/Receipt`, token: me.token });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json<Receipt>()).toMatchObject({ kind: 'receipt', number: order.number.replace(/^AC-/, 'RC-'), seller: { name: expect.any(String) } });
  });

  it('issues a Thai tax invoice for a buyer with a tax ID, and checks tax IDs per country', async () => {
    const me = await buyer(t, 174);
    const bad = await t.request({ method: 'PUT', url: '/api/Customers/Billing', token: me.token, payload: { name: 'Somchai Co.', address: 'Bangkok', countryCode: 'TH', taxId: '1101700207082', preferredMethods: { 174: 'promptpay' } } });
    expect([bad.statusCode, problemCode(bad)]).toEqual([400, 'BILLING_INVALID']);
    expect(bad.json<{ detail: string }>().detail).toContain('taxId');
    const ok = await t.request({ method: 'PUT', url: '/api/Customers/Billing', token: me.token, payload: { name: 'Somchai Co.', address: 'Bangkok', countryCode: 'TH', taxId: '1101700207081', preferredMethods: { 174: 'promptpay' } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Somchai Co.', taxId: '1101700207081', preferredMethods: { 174: 'promptpay' } });
    const course = await paidCourse(t, { USD: 1000, THB: 35000 });
    const order = await orderOf(t, me.token, [course.id]);
    expect(order.billing).toMatchObject({ name: 'Somchai Co.', taxId: '1101700207081', countryCode: 'TH' });
    const early = await t.request({ method: 'GET', url: `/api/Orders/${order.id}/Receipt`, token: me.token });
    expect([early.statusCode, problemCode(early)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    await approve(t, order.payment!.id);
    const receipt = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}/Receipt`, token: me.token })).json<Receipt>();
    expect(receipt.kind).toBe('tax_invoice');
  });

  it('makes the tax invoice follow the buyer\'s billing country and tax ID, not the order\'s region', async () => {
    const course = await paidCourse(t, { USD: 1000, THB: 35000 });
    const receiptOf = async (token: string, order: Order) => {
      await approve(t, order.payment!.id);
      return (await t.request({ method: 'GET', url: `/api/Orders/${order.id}/Receipt`, token })).json<Receipt>();
    };
    // A Thai company buying in the Global region (priced in USD): a tax invoice.
    const thai = await buyer(t, 999);
    const thaiBilling = await t.request({ method: 'PUT', url: '/api/Customers/Billing', token: thai.token, payload: { name: 'Somchai Co.', address: 'Bangkok', countryCode: 'TH', taxId: '1101700207081', preferredMethods: {} } });
    expect(thaiBilling.statusCode).toBe(200);
    const global = await orderOf(t, thai.token, [course.id]);
    expect(global.currency).toBe('USD');
    expect((await receiptOf(thai.token, global)).kind).toBe('tax_invoice');
    // A Philippine buyer with a TIN buying in the Thai region (priced in THB): a plain receipt.
    const filipino = await buyer(t, 174);
    const phBilling = await t.request({ method: 'PUT', url: '/api/Customers/Billing', token: filipino.token, payload: { name: 'Juan Dela Cruz', address: 'Makati', countryCode: 'PH', taxId: '123-456-789', preferredMethods: {} } });
    expect(phBilling.statusCode).toBe(200);
    const inThailand = await orderOf(t, filipino.token, [course.id]);
    expect(inThailand.currency).toBe('THB');
    expect((await receiptOf(filipino.token, inThailand)).kind).toBe('receipt');
  });

  it('answers the runtime payments config', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.json<{ payments: unknown }>().payments).toEqual({ testMode: true, methods: ['test', 'promptpay', 'vietqr', 'qrph', 'card'], payoutMinimumMinor: { USD: 1000, THB: 35000, PHP: 56000, VND: 250000 } });
  });

  it('keeps 402 for enrolling in a paid course directly', async () => {
    const course = await paidCourse(t, { USD: 1000 });
    const me = await buyer(t);
    const res = await t.request({ method: 'POST', url: `/api/Courses/${course.id}/Enroll`, token: me.token });
    expect([res.statusCode, problemCode(res)]).toEqual([402, 'PAYMENT_REQUIRED']);
    expect(res.body).toContain('cart');
  });

  it('leaves the cart row when checking out and clears its coupon after paying', async () => {
    const course = await paidCourse(t, { USD: 1000 });
    const code = unique('HALF').toUpperCase();
    await coupon({ code, percent: 50, courseIds: [course.id] });
    const me = await buyer(t, 999);
    await addToCart(t, me.token, course.id);
    await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code } });
    const order = await checkout(t, me.token, { method: 'test' });
    expect(order).toMatchObject({ totalMinor: 500, discountMinor: 500, couponCode: code });
    await approve(t, order.payment!.id);
    const [cart] = await t.database.db.select().from(carts).where(and(eq(carts.customerId, (await customerRow(t, me.username)).id)));
    expect(cart!.couponId).toBeNull();
  });
});

describe('the demo shop', () => {
  it('prices the paid demo courses in every region and has the demo coupons', async () => {
    const [course] = (await t.database.db.execute<{ id: number; price: number }>(sql`select id, price::float8 as price from courses where slug = 'modern-javascript-async'`)).rows;
    const rows = (await t.database.db.execute<{ currency: string; amount_minor: string }>(sql`select currency, amount_minor from course_prices where course_id = ${course!.id} order by currency`)).rows;
    expect(rows.map((r) => [r.currency, Number(r.amount_minor)])).toEqual([
      ['PHP', 119900],
      ['THB', 69900],
      ['USD', 1999],
      ['VND', 499000],
    ]);
    const me = await buyer(t, 174);
    const cart = await addToCart(t, me.token, course!.id);
    expect(cart.totals[0]).toMatchObject({ currency: 'THB', totalMinor: 69900 });
    const save = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code: 'save20' } });
    expect(save.json<Cart>().totals[0]).toMatchObject({ discountMinor: 13980, totalMinor: 55920 });
    const [free] = (await t.database.db.execute<{ percent: number; course_ids: number[] }>(sql`select percent, course_ids from coupons where code = 'WELCOME100'`)).rows;
    expect(free).toMatchObject({ percent: 100 });
    expect(free!.course_ids).toHaveLength(1);
  });
});
