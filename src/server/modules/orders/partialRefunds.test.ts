// Partial refunds: the buyer (or an admin) picks some lines of an order; each line's amount is what
// was paid for it (its share of the discount and the tax, as the ledger shares them), so the refunds of
// all lines sum to the total exactly; the lines' enrolments go and their ledger entries are reversed;
// the order is partially_refunded until every line is refunded, then refunded.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../../shared/schemas/adminOrders';
import type { AdminRefund, Coupon, Order } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import { ledgerEntries, orderLines } from '../../db/schema';
import { addToCart, approve, buyer, checkout, completeLessons, enrolment, paidCourse, unique } from '../../test-support/commerceFixtures';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { linePaidAmounts } from './refundLines';

let t: TestApp;
let admin: string;
let instructorToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await tokenFor(t, 'admin');
  instructorToken = await tokenFor(t, 'instructor');
});
afterAll(() => t.close());

async function coupon(percent: number, courseIds: number[] = []): Promise<Coupon> {
  const res = await t.request({
    method: 'POST',
    url: '/api/Instructor/Coupons',
    token: instructorToken,
    payload: { code: unique('PART').toUpperCase(), kind: 'percent', percent, courseIds, expiresAt: null, maxUses: null, oncePerCustomer: true, active: true },
  });
  if (res.statusCode !== 201) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  return res.json<Coupon>();
}

/** A paid order of three courses (VND in Vietnam), with an odd coupon when asked. */
async function paidOrder(options: { method?: string; country?: 174 | 999 | 193; percent?: number; freeFirst?: boolean } = {}) {
  const courses = [
    await paidCourse(t, { USD: 1599, THB: 49900, VND: 399_000 }, { lessons: 10, title: unique('Course A ') }),
    await paidCourse(t, { USD: 999, THB: 33_333, VND: 250_001 }, { lessons: 10, title: unique('Course B ') }),
    await paidCourse(t, { USD: 333, THB: 10_001, VND: 99_999 }, { lessons: 10, title: unique('Course C ') }),
  ];
  const me = await buyer(t, options.country ?? 193);
  for (const c of courses) await addToCart(t, me.token, c.id);
  if (options.percent) {
    const code = (await coupon(options.percent, options.freeFirst ? [courses[0]!.id] : [])).code;
    const applied = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code } });
    if (applied.statusCode !== 200) throw new Error(applied.body);
  }
  const order = await checkout(t, me.token, { method: options.method ?? 'card' });
  if (order.payment!.provider === 'qr') {
    const res = await t.request({ method: 'POST', url: `/api/Admin/Payments/${order.payment!.id}/Received`, token: admin, payload: { reference: 'BANK-REF-P' } });
    if (res.statusCode !== 200) throw new Error(res.body);
  } else await approve(t, order.payment!.id);
  return { courses, me, order: await view(me.token, order.id) };
}

const view = async (token: string, orderId: string) => (await t.request({ method: 'GET', url: `/api/Orders/${orderId}`, token })).json<Order>();
const ask = (token: string, orderId: string, payload: object) => t.request({ method: 'POST', url: `/api/Orders/${orderId}/Refund`, token, payload });
async function openRefund(orderId: string): Promise<AdminRefund> {
  const list = (await t.request({ method: 'GET', url: '/api/Admin/Refunds?status=requested&pageSize=100', token: admin })).json<Page<AdminRefund>>();
  return list.items.find((i) => i.orderId === orderId)!;
}
async function approveRefund(id: number): Promise<AdminRefund> {
  const res = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${id}/Approve`, token: admin });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<AdminRefund>();
}
/** What the ledger's sale entries (gross + discount) say was paid for each line of the order, by course. */
async function ledgerPaid(orderId: string): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select({ courseId: orderLines.courseId, amount: ledgerEntries.amountMinor })
    .from(ledgerEntries)
    .innerJoin(orderLines, eq(orderLines.id, ledgerEntries.orderLineId))
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.party, 'sale'), isNull(ledgerEntries.reversesId)));
  const map = new Map<number, number>();
  for (const r of rows) map.set(r.courseId, (map.get(r.courseId) ?? 0) + r.amount);
  return map;
}
/** The order's entries that are reversed (by the course of their line), and those that are not. */
async function reversedCourses(orderId: string): Promise<{ reversed: Set<number>; kept: Set<number> }> {
  const rows = await t.database.db
    .select({ id: ledgerEntries.id, reversesId: ledgerEntries.reversesId, courseId: ledgerEntries.courseId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));
  const reversedIds = new Set(rows.filter((r) => r.reversesId !== null).map((r) => r.reversesId));
  const originals = rows.filter((r) => r.reversesId === null);
  return {
    reversed: new Set(originals.filter((o) => reversedIds.has(o.id)).map((o) => o.courseId!)),
    kept: new Set(originals.filter((o) => !reversedIds.has(o.id)).map((o) => o.courseId!)),
  };
}

describe('the amounts of the lines', () => {
  it('are the totals when the tax is included, and share an added tax by largest remainder, summing to the total', () => {
    const lines = [{ totalMinor: 333 }, { totalMinor: 333 }, { totalMinor: 334 }];
    expect(linePaidAmounts({ taxMinor: 70, taxInclusive: true }, lines)).toEqual([333, 333, 334]);
    const added = linePaidAmounts({ taxMinor: 71, taxInclusive: false }, lines);
    expect(added.reduce((a, b) => a + b, 0)).toBe(1000 + 71);
    expect(added).toEqual([333 + 24, 333 + 23, 334 + 24]);
  });
});

describe('partial refunds', () => {
  it('refund one course, then the rest: partially_refunded, then refunded; the amounts sum to the total (VND, odd coupon)', async () => {
    const { courses, me, order } = await paidOrder({ percent: 33 });
    const [a, b, c] = courses as [(typeof courses)[0], (typeof courses)[0], (typeof courses)[0]];
    expect(order.discountMinor).toBeGreaterThan(0);
    expect(order.lines.every((l) => l.refundable === true && l.refundStatus === null)).toBe(true);
    const paidOf = new Map(order.lines.map((l) => [l.courseId, l.paidMinor!]));
    expect([...paidOf.values()].reduce((x, y) => x + y, 0)).toBe(order.totalMinor);
    // The same amounts as the ledger's per line.
    expect(await ledgerPaid(order.id)).toEqual(paidOf);

    const first = await ask(me.token, order.id, { reason: 'Only the first one', courseIds: [a.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json<Order>()).toMatchObject({ status: 'refund_requested', canRequestRefund: false, refund: { status: 'requested', amountMinor: paidOf.get(a.id), currency: 'VND', lines: [{ courseId: a.id, amountMinor: paidOf.get(a.id) }] } });
    const queued = await openRefund(order.id);
    expect(queued).toMatchObject({ partial: true, courseTitles: [order.lines[0]!.title], refund: { amountMinor: paidOf.get(a.id) } });
    expect((await approveRefund(queued.refund.id)).refund.status).toBe('refunded');

    const partly = await view(me.token, order.id);
    expect(partly).toMatchObject({ status: 'partially_refunded', canRequestRefund: true });
    expect(partly.lines.map((l) => [l.courseId, l.refundStatus, l.refundable])).toEqual([[a.id, 'refunded', false], [b.id, null, true], [c.id, null, true]]);
    expect(await enrolment(t, me.id, a.id)).toBeNull();
    expect(await enrolment(t, me.id, b.id)).toEqual({ order_id: order.id });
    expect(await reversedCourses(order.id)).toEqual({ reversed: new Set([a.id]), kept: new Set([b.id, c.id]) });
    expect((await t.services.ledger.problems()).orders).not.toContain(order.id);
    const mails = (await t.mails()).filter((m) => m.to === `${me.username}@example.com` && m.subject.includes('Part of order'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(order.lines[0]!.title);

    // The same line twice: refused with its code; a course not in the order too.
    const twice = await ask(me.token, order.id, { reason: 'Again', courseIds: [a.id, b.id] });
    expect([twice.statusCode, problemCode(twice)]).toEqual([409, 'REFUND_LINE_ALREADY_REFUNDED']);
    const foreign = await ask(me.token, order.id, { reason: 'Other', courseIds: [2147483000] });
    expect([foreign.statusCode, problemCode(foreign)]).toEqual([400, 'REFUND_LINE_NOT_IN_ORDER']);

    // The rest (no courseIds: every line not refunded yet).
    const rest = await ask(me.token, order.id, { reason: 'The rest too' });
    expect(rest.statusCode).toBe(200);
    const restAmount = paidOf.get(b.id)! + paidOf.get(c.id)!;
    expect(rest.json<Order>().refund).toMatchObject({ amountMinor: restAmount, lines: [{ courseId: b.id }, { courseId: c.id }] });
    const second = await openRefund(order.id);
    expect(second).toMatchObject({ partial: true, courseTitles: [order.lines[1]!.title, order.lines[2]!.title] });
    await approveRefund(second.refund.id);
    const done = await view(me.token, order.id);
    expect(done).toMatchObject({ status: 'refunded', canRequestRefund: false });
    expect(done.refunds!.map((r) => [r.status, r.amountMinor])).toEqual([['refunded', paidOf.get(a.id)], ['refunded', restAmount]]);
    expect(done.refunds!.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(order.totalMinor);
    expect(done.lines.every((l) => l.refundStatus === 'refunded')).toBe(true);
    expect(await enrolment(t, me.id, c.id)).toBeNull();
    expect((await reversedCourses(order.id)).kept.size).toBe(0);
    expect((await t.services.ledger.problems()).orders).not.toContain(order.id);
    const after = await ask(me.token, order.id, { reason: 'More?' });
    expect([after.statusCode, problemCode(after)]).toEqual([409, 'ORDER_STATE_CONFLICT']);
  });

  it('two requests at once: one is taken, the other refused', async () => {
    const { courses, me, order } = await paidOrder({ country: 174 });
    const [x, y] = await Promise.all([ask(me.token, order.id, { reason: 'One', courseIds: [courses[0]!.id] }), ask(me.token, order.id, { reason: 'Two', courseIds: [courses[1]!.id] })]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const loser = x.statusCode === 409 ? x : y;
    expect(problemCode(loser)).toBe('ORDER_STATE_CONFLICT');
    const open = (await view(me.token, order.id)).refunds!.filter((r) => r.status === 'requested');
    expect(open).toHaveLength(1);
    expect(open[0]!.lines).toHaveLength(1);
  });

  it("checks each chosen course's progress; a rejection after a partial refund goes back to partially_refunded", async () => {
    const { courses, me, order } = await paidOrder({ country: 999 });
    const [a, b, c] = courses as [(typeof courses)[0], (typeof courses)[0], (typeof courses)[0]];
    await completeLessons(t, me.id, b, 5);
    const lines = (await view(me.token, order.id)).lines;
    expect(lines.map((l) => l.refundable)).toEqual([true, false, true]);
    const tooFar = await ask(me.token, order.id, { reason: 'B', courseIds: [b.id] });
    expect([tooFar.statusCode, problemCode(tooFar)]).toEqual([409, 'REFUND_NOT_ALLOWED']);
    // The whole order includes B: refused too.
    const all = await ask(me.token, order.id, { reason: 'All' });
    expect([all.statusCode, problemCode(all)]).toEqual([409, 'REFUND_NOT_ALLOWED']);
    expect((await ask(me.token, order.id, { reason: 'A', courseIds: [a.id] })).statusCode).toBe(200);
    await approveRefund((await openRefund(order.id)).refund.id);
    expect((await ask(me.token, order.id, { reason: 'C', courseIds: [c.id] })).statusCode).toBe(200);
    const open = await openRefund(order.id);
    const rejected = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${open.refund.id}/Reject`, token: admin, payload: { reason: 'Watched offline' } });
    expect(rejected.statusCode).toBe(200);
    const back = await view(me.token, order.id);
    expect(back).toMatchObject({ status: 'partially_refunded', canRequestRefund: true });
    expect(back.lines.map((l) => l.refundStatus)).toEqual(['refunded', null, null]);
    expect(await enrolment(t, me.id, c.id)).toEqual({ order_id: order.id });
    // Asked again after the rejection.
    expect((await ask(me.token, order.id, { reason: 'C again', courseIds: [c.id] })).statusCode).toBe(200);
  });

  it("the admin order page's refund picks courses too, then refunds the rest", async () => {
    const { courses, me, order } = await paidOrder({ country: 174, percent: 13 });
    const refund = (payload: object) => t.request({ method: 'POST', url: `/api/Admin/Orders/${order.id}/Refund`, token: admin, payload });
    const first = await refund({ reason: 'Charged for the wrong course', courseIds: [courses[1]!.id] });
    expect(first.statusCode).toBe(200);
    const detail = first.json<AdminOrderDetail>();
    expect(detail).toMatchObject({ canRefund: true, refundRequested: false, order: { status: 'partially_refunded', refund: { status: 'refunded', amountMinor: order.lines[1]!.paidMinor } } });
    expect(detail.order.lines.map((l) => l.refundStatus)).toEqual([null, 'refunded', null]);
    expect(await enrolment(t, me.id, courses[1]!.id)).toBeNull();
    const twice = await refund({ reason: 'Again', courseIds: [courses[1]!.id] });
    expect([twice.statusCode, problemCode(twice)]).toEqual([409, 'REFUND_LINE_ALREADY_REFUNDED']);
    const rest = await refund({ reason: 'All of it' });
    expect(rest.json<AdminOrderDetail>()).toMatchObject({ canRefund: false, order: { status: 'refunded' } });
    expect(rest.json<AdminOrderDetail>().order.refunds!.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(order.totalMinor);
  });

  it('a course a coupon made free has nothing to refund: refused alone, and it goes with the last paid course', async () => {
    const { courses, me, order } = await paidOrder({ country: 999, percent: 100, freeFirst: true });
    expect(order.lines.map((l) => [l.paidMinor, l.refundable])).toEqual([[0, false], [order.lines[1]!.totalMinor, true], [order.lines[2]!.totalMinor, true]]);
    const free = await ask(me.token, order.id, { reason: 'Free one', courseIds: [courses[0]!.id] });
    expect([free.statusCode, problemCode(free)]).toEqual([409, 'REFUND_NOT_ALLOWED']);
    expect((await ask(me.token, order.id, { reason: 'B', courseIds: [courses[1]!.id] })).statusCode).toBe(200);
    await approveRefund((await openRefund(order.id)).refund.id);
    expect((await ask(me.token, order.id, { reason: 'C', courseIds: [courses[2]!.id] })).statusCode).toBe(200);
    await approveRefund((await openRefund(order.id)).refund.id);
    const done = await view(me.token, order.id);
    expect(done.status).toBe('refunded');
    expect(done.refunds!.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(order.totalMinor);
    expect(await enrolment(t, me.id, courses[0]!.id)).toBeNull();
    expect((await reversedCourses(order.id)).kept.size).toBe(0);
    expect((await t.services.ledger.problems()).orders).not.toContain(order.id);
  });

  it('a bank transfer: the lines wait to be paid out by hand, then the order is partially_refunded', async () => {
    const { courses, me, order } = await paidOrder({ method: 'vietqr', country: 193, percent: 17 });
    const res = await ask(me.token, order.id, { reason: 'Wrong one', courseIds: [courses[2]!.id], payoutAccount: { kind: 'bank_vn', holderName: 'Nguyen Van A', bank: 'VCB', value: '0011001234567' } });
    expect(res.statusCode).toBe(200);
    const amount = order.lines[2]!.paidMinor!;
    expect(res.json<Order>().refund).toMatchObject({ manual: true, amountMinor: amount });
    const open = await openRefund(order.id);
    expect((await approveRefund(open.refund.id)).refund).toMatchObject({ status: 'approved', manual: true });
    expect(await enrolment(t, me.id, courses[2]!.id)).toEqual({ order_id: order.id });
    const out = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${open.refund.id}/PaidOut`, token: admin, payload: { reference: 'OUT-P' } });
    expect(out.statusCode).toBe(200);
    expect(await enrolment(t, me.id, courses[2]!.id)).toBeNull();
    expect(await enrolment(t, me.id, courses[0]!.id)).toEqual({ order_id: order.id });
    expect((await view(me.token, order.id)).status).toBe('partially_refunded');
  });
});
