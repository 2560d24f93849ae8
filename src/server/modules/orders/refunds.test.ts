// Refunds: who may ask and when (window, progress, state), payout accounts for bank transfers, the
// admin's approval through the provider or by hand, rejection, access removed once refunded.
import { eq } from 'drizzle-orm';
import type { AdminRefund, Order } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import { orders } from '../../db/schema';
import { approve, buyer, completeLessons, enrolment, orderOf, paidCourse } from '../../test-support/commerceFixtures';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

async function paidOrder(method = 'test', country: 174 | 999 | 193 = 999) {
  const course = await paidCourse(t, { USD: 1599, THB: 49900, VND: 399000 }, { lessons: 10 });
  const me = await buyer(t, country);
  const order = await orderOf(t, me.token, [course.id], method);
  if (order.payment!.provider === 'qr') {
    const res = await t.request({ method: 'POST', url: `/api/Admin/Payments/${order.payment!.id}/Received`, token: admin, payload: { reference: 'BANK-REF-1' } });
    if (res.statusCode !== 200) throw new Error(res.body);
  } else await approve(t, order.payment!.id);
  return { course, me, order };
}

const ask = (token: string, orderId: string, payload: object) => t.request({ method: 'POST', url: `/api/Orders/${orderId}/Refund`, token, payload });
const mailsTo = async (username: string, part: string) => (await t.mails()).filter((m) => m.to === `${username}@example.com` && m.subject.includes(part));

describe('asking for a refund', () => {
  it('is for paid orders, within the window, with less than the limit of every course completed', async () => {
    const { course, me, order } = await paidOrder();
    // Not pending: a pending order is 409 ORDER_STATE_CONFLICT.
    const other = await paidCourse(t, { USD: 100 });
    const pending = await orderOf(t, me.token, [other.id]);
    const notPaid = await ask(me.token, pending.id, { reason: 'Changed my mind' });
    expect([notPaid.statusCode, problemCode(notPaid)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    // 3 of 10 lessons is 30 %: not less than 30 %.
    await completeLessons(t, me.id, course, 3);
    const tooFar = await ask(me.token, order.id, { reason: 'Not for me' });
    expect([tooFar.statusCode, problemCode(tooFar)]).toEqual([409, 'REFUND_NOT_ALLOWED']);
    expect(tooFar.json<{ detail: string }>().detail).toContain('30');
    const view = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(view.canRequestRefund).toBe(false);
    // Past the window.
    const late = await paidOrder();
    await t.database.db.update(orders).set({ paidAt: new Date(Date.now() - 15 * 86_400_000) }).where(eq(orders.id, late.order.id));
    const lateRes = await ask(late.me.token, late.order.id, { reason: 'Too late' });
    expect([lateRes.statusCode, problemCode(lateRes)]).toEqual([409, 'REFUND_NOT_ALLOWED']);
    expect(lateRes.json<{ detail: string }>().detail).toContain('14 days');
    // Another customer's order.
    const stranger = await buyer(t);
    const foreign = await ask(stranger.token, order.id, { reason: 'Mine?' });
    expect([foreign.statusCode, problemCode(foreign)]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it('goes back through the provider when approved: refunded, access removed, mailed', async () => {
    const { course, me, order } = await paidOrder('card');
    await completeLessons(t, me.id, course, 2);
    const res = await ask(me.token, order.id, { reason: 'Not what I expected' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({ status: 'refund_requested', canRequestRefund: false, refund: { status: 'requested', manual: false, amountMinor: 1599, currency: 'USD' } });
    const twice = await ask(me.token, order.id, { reason: 'Again' });
    expect([twice.statusCode, problemCode(twice)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    const list = (await t.request({ method: 'GET', url: '/api/Admin/Refunds?status=requested', token: admin })).json<Page<AdminRefund>>();
    const mine = list.items.find((i) => i.orderId === order.id)!;
    expect(mine).toMatchObject({ orderNumber: order.number, provider: 'test', method: 'card', progressPercent: 20, buyer: { username: me.username } });
    const approved = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${mine.refund.id}/Approve`, token: admin });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminRefund>().refund).toMatchObject({ status: 'refunded', reference: expect.stringMatching(/^test_rf_/) });
    expect(await enrolment(t, me.id, course.id)).toBeNull();
    const after = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(after).toMatchObject({ status: 'refunded', refund: { status: 'refunded' } });
    expect(await mailsTo(me.username, 'refunded')).toHaveLength(1);
    const lesson = await t.request({ method: 'GET', url: `/api/Lessons/${course.lockedLessonId}`, token: me.token });
    expect([lesson.statusCode, problemCode(lesson)]).toEqual([403, 'LESSON_LOCKED']);
    const again = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${mine.refund.id}/Approve`, token: admin });
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    // The receipt stays readable.
    expect((await t.request({ method: 'GET', url: `/api/Orders/${order.id}/Receipt`, token: me.token })).statusCode).toBe(200);
  });

  it('needs a payout account for a bank transfer, waits to be paid out by hand, then removes access', async () => {
    const { course, me, order } = await paidOrder('vietqr', 193);
    const none = await ask(me.token, order.id, { reason: 'Wrong course' });
    expect([none.statusCode, problemCode(none)]).toEqual([400, 'REFUND_ACCOUNT_REQUIRED']);
    const bad = await ask(me.token, order.id, { reason: 'Wrong course', payoutAccount: { kind: 'bank_vn', holderName: 'Nguyen Van A', value: '12345678' } });
    expect([bad.statusCode, problemCode(bad)]).toEqual([400, 'BILLING_INVALID']);
    expect(bad.json<{ detail: string }>().detail).toContain('payoutAccount.bank');
    const res = await ask(me.token, order.id, { reason: 'Wrong course', payoutAccount: { kind: 'bank_vn', holderName: 'Nguyen Van A', bank: 'VCB', value: '0011001234567' } });
    expect(res.statusCode).toBe(200);
    // The buyer sees the account masked; the admin whole.
    expect(res.json<Order>().refund).toMatchObject({ manual: true, payoutAccount: { kind: 'bank_vn', value: '*********4567' } });
    const list = (await t.request({ method: 'GET', url: '/api/Admin/Refunds', token: admin })).json<Page<AdminRefund>>();
    const mine = list.items.find((i) => i.orderId === order.id)!;
    expect(mine.refund.payoutAccount!.value).toBe('0011001234567');
    const notYet = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${mine.refund.id}/PaidOut`, token: admin, payload: { reference: 'OUT-1' } });
    expect([notYet.statusCode, problemCode(notYet)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
    const approved = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${mine.refund.id}/Approve`, token: admin });
    expect(approved.json<AdminRefund>().refund).toMatchObject({ status: 'approved', manual: true });
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    const out = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${mine.refund.id}/PaidOut`, token: admin, payload: { reference: 'OUT-1' } });
    expect(out.statusCode).toBe(200);
    expect(out.json<AdminRefund>().refund).toMatchObject({ status: 'refunded', reference: 'OUT-1' });
    expect(await enrolment(t, me.id, course.id)).toBeNull();
    expect(await mailsTo(me.username, order.number)).toHaveLength(2);
  });

  it('rejected with a reason: the order is paid again, access stays, the buyer is mailed', async () => {
    const { course, me, order } = await paidOrder();
    await ask(me.token, order.id, { reason: 'Please' });
    const list = (await t.request({ method: 'GET', url: '/api/Admin/Refunds?status=requested', token: admin })).json<Page<AdminRefund>>();
    const mine = list.items.find((i) => i.orderId === order.id)!;
    const res = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${mine.refund.id}/Reject`, token: admin, payload: { reason: 'Course mostly watched offline' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminRefund>().refund).toMatchObject({ status: 'rejected', rejectReason: 'Course mostly watched offline' });
    const view = (await t.request({ method: 'GET', url: `/api/Orders/${order.id}`, token: me.token })).json<Order>();
    expect(view).toMatchObject({ status: 'paid', refund: { status: 'rejected' } });
    expect(await enrolment(t, me.id, course.id)).toEqual({ order_id: order.id });
    const mails = await mailsTo(me.username, 'declined');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Course mostly watched offline');
    const student = await tokenFor(t, me.username);
    expect((await t.request({ method: 'GET', url: '/api/Admin/Refunds', token: student })).statusCode).toBe(403);
  });
});
