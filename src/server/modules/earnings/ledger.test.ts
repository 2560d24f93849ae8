// The earnings ledger against a real PostgreSQL, through the real buying path (cart, checkout, the
// test bank's webhook, refunds): each channel's split with exact figures in THB, VND and USD, coupons,
// the tax shared over lines, the affiliate rules, refunds within the hold and after a payout, the
// release, balances, payout entries and the check (a tampered entry is caught and alerted).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CountryId } from '../../../shared/constants';
import type { AdminRefund, Coupon, Order } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import type { StatementPage } from '../../../shared/schemas/money';
import { billingProfiles, customers, ledgerEntries, orders, payoutMethods, payouts } from '../../db/schema';
import { JOBS } from '../../jobs/jobHandlers';
import { addToCart, approve, buyer, checkout, paidCourse, unique } from '../../test-support/commerceFixtures';
import { tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';

let t: TestApp;
let adminToken: string;
const HOLD = 30 * 86_400;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const ledger = () => t.services.ledger;

/** A new instructor of their own (so balances start at zero). */
async function teacher(): Promise<{ id: string; username: string; token: string }> {
  const username = unique('teach');
  await t.signUp(username);
  const [row] = await db().update(customers).set({ role: 'instructor' }).where(eq(customers.username, username)).returning({ id: customers.id });
  return { id: row!.id, username, token: await tokenFor(t, username) };
}

async function couponOf(token: string, body: Record<string, unknown>): Promise<Coupon> {
  const res = await t.request({
    method: 'POST', url: '/api/Instructor/Coupons', token,
    payload: { code: unique('LC').toUpperCase(), kind: 'percent', percent: 20, courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  return res.json<Coupon>();
}

/** Cart, coupon, checkout with the test bank, approved: the paid order. */
async function sell(me: { token: string }, courseIds: number[], options: { coupon?: string; card?: string } = {}): Promise<Order> {
  for (const id of courseIds) await addToCart(t, me.token, id);
  if (options.coupon) {
    const res = await t.request({ method: 'POST', url: '/api/Cart/Coupon', token: me.token, payload: { code: options.coupon } });
    if (res.statusCode !== 200) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  }
  const order = await checkout(t, me.token, { method: 'test' });
  if (order.payment) await approve(t, order.payment.id, options.card);
  const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  expect(row?.status).toBe('paid');
  return order;
}

/**
 * The hold passes: the pending entries' time is moved to now (what the trigger lets change while they
 * are pending), then the release runs. (Releasing with a clock in the future would make entries
 * available before their time, which the check rightly reports.)
 */
async function holdPasses(): Promise<number> {
  await db().update(ledgerEntries).set({ availableAt: new Date(Date.now() - 1000) }).where(eq(ledgerEntries.status, 'pending'));
  return ledger().release();
}

/** The buyer asks, an admin approves (the test bank refunds): the order is refunded. */
async function refund(me: { token: string }, orderId: string): Promise<void> {
  const asked = await t.request({ method: 'POST', url: `/api/Orders/${orderId}/Refund`, token: me.token, payload: { reason: 'Not for me' } });
  expect(asked.statusCode).toBe(200);
  const list = (await t.request({ method: 'GET', url: '/api/Admin/Refunds?status=requested', token: adminToken })).json<Page<AdminRefund>>();
  const mine = list.items.find((i) => i.orderId === orderId)!;
  const approved = await t.request({ method: 'POST', url: `/api/Admin/Refunds/${mine.refund.id}/Approve`, token: adminToken });
  expect(approved.statusCode).toBe(200);
}

const entriesOf = (orderId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(asc(ledgerEntries.id));
/** Per line (in line order): kind -> amount of its original entries. */
async function splitOf(orderId: string): Promise<Record<string, number>[]> {
  const rows = (await entriesOf(orderId)).filter((e) => e.reversesId === null);
  const byLine = new Map<number, Record<string, number>>();
  for (const e of rows) byLine.set(e.orderLineId!, { ...byLine.get(e.orderLineId!), [e.kind]: e.amountMinor });
  return [...byLine.keys()].sort((a, b) => a - b).map((k) => byLine.get(k)!);
}
const channelsOf = async (orderId: string) => [...new Set((await entriesOf(orderId)).map((e) => e.channel))];
const balance = async (customerId: string, account: 'instructor' | 'affiliate', currency: string) => (await ledger().balances(customerId, account)).find((b) => b.currency === currency);

async function student(country: CountryId = 999) {
  return buyer(t, country);
}

describe('a sale', () => {
  it('THB, three lines, VAT 7 % included: the tax shared exactly over the lines, organic split, earnings held', async () => {
    const owner = await teacher();
    const a = await paidCourse(t, { USD: 1599, THB: 49900 }, { instructor: owner.username });
    const b = await paidCourse(t, { USD: 999, THB: 29900 }, { instructor: owner.username });
    const c = await paidCourse(t, { USD: 599, THB: 19900 }, { instructor: owner.username });
    const me = await student(174);
    const order = await sell(me, [a.id, b.id, c.id]);
    expect(order).toMatchObject({ currency: 'THB', totalMinor: 99700, taxMinor: 6522 });
    // Tax 6522 over 49900 : 29900 : 19900 -> 3264, 1956, 1302; fee floor(P * 3.65 %); organic 70 % of the rest.
    expect(await splitOf(order.id)).toEqual([
      { gross: 49900, tax: 3264, provider_fee: 1821, platform_fee: 13445, instructor_net: 31370 },
      { gross: 29900, tax: 1956, provider_fee: 1091, platform_fee: 8056, instructor_net: 18797 },
      { gross: 19900, tax: 1302, provider_fee: 726, platform_fee: 5362, instructor_net: 12510 },
    ]);
    const rows = await entriesOf(order.id);
    expect(rows.filter((e) => e.kind === 'tax').reduce((s, e) => s + e.amountMinor, 0)).toBe(6522);
    expect(await channelsOf(order.id)).toEqual(['organic']);
    const [paid] = await db().select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order.id));
    for (const e of rows) {
      expect(e.currency).toBe('THB');
      if (['platform_fee', 'instructor_net'].includes(e.kind)) {
        expect(e.status).toBe('pending');
        expect(e.availableAt!.getTime()).toBe(paid!.paidAt!.getTime() + HOLD * 1000);
      } else expect(e.status).toBe('available');
      expect(e.beneficiaryId).toBe(e.kind === 'instructor_net' ? owner.id : null);
    }
    expect(await balance(owner.id, 'instructor', 'THB')).toMatchObject({ pendingMinor: 31370 + 18797 + 12510, availableMinor: 0, inPayoutMinor: 0, paidMinor: 0 });
    // A release job is queued for the end of the hold (its minute).
    const minuteEnd = (Math.floor((paid!.paidAt!.getTime() + HOLD * 1000) / 60_000) + 1) * 60_000;
    const key = `ledger-release:${new Date(minuteEnd).toISOString()}`;
    const jobs = await db().execute<{ n: string }>(sql`select count(*) as n from pgboss.job where name = 'ledger-release' and singleton_key = ${key} and start_after > now() + interval '29 days'`);
    expect(Number(jobs.rows[0]!.n)).toBe(1);
    expect(await ledger().check()).toEqual([]);
  });

  it('VND (no minor unit), VAT 10 %', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599, VND: 399000 }, { instructor: owner.username });
    const me = await student(193);
    const order = await sell(me, [course.id]);
    // Tax 36273, fee 14563, rest 348164: instructor 243714, platform 104450.
    expect(await splitOf(order.id)).toEqual([{ gross: 399000, tax: 36273, provider_fee: 14563, platform_fee: 104450, instructor_net: 243714 }]);
  });

  it("USD with the instructor's own coupon: instructor channel (97 %), commission computed after the discount", async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    const coupon = await couponOf(owner.token, { percent: 20 });
    const me = await student(999);
    const order = await sell(me, [course.id], { coupon: coupon.code });
    // 1599 - 320 = 1279 paid; fee 46; rest 1233: 97 % -> 1196, platform 37.
    expect(await splitOf(order.id)).toEqual([{ gross: 1599, discount: -320, provider_fee: 46, platform_fee: 37, instructor_net: 1196 }]);
    expect(await channelsOf(order.id)).toEqual(['instructor']);
  });

  it('a free order (100 % coupon): gross and discount only, no fee', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    const coupon = await couponOf(owner.token, { percent: 100 });
    const me = await student(999);
    const order = await sell(me, [course.id], { coupon: coupon.code });
    expect(order.payment).toBeNull();
    expect(await splitOf(order.id)).toEqual([{ gross: 1599, discount: -1599 }]);
    expect(await ledger().check()).toEqual([]);
  });

  it('is written once: recording the same order again changes nothing', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1000 }, { instructor: owner.username });
    const me = await student();
    const order = await sell(me, [course.id]);
    const before = await entriesOf(order.id);
    await db().transaction((tx) => ledger().recordSaleIn(tx, order.id));
    expect(await entriesOf(order.id)).toEqual(before);
  });
});

describe('affiliates', () => {
  /** A customer who referred `me` (referred_by), with the agreement accepted unless told otherwise. */
  async function referral(me: { id: string }, options: { accepted?: boolean; email?: string; signedUpDaysAgo?: number } = {}) {
    const username = unique('aff');
    await t.signUp(username);
    const [aff] = await db()
      .update(customers)
      .set({ affiliateAcceptedAt: options.accepted === false ? null : new Date(Date.now() - 1000), ...(options.email ? { email: options.email } : {}) })
      .where(eq(customers.username, username))
      .returning({ id: customers.id });
    await db()
      .update(customers)
      .set({ referredBy: aff!.id, ...(options.signedUpDaysAgo ? { createdAt: new Date(Date.now() - options.signedUpDaysAgo * 86_400_000) } : {}) })
      .where(eq(customers.id, me.id));
    return aff!.id;
  }

  it('a referred buyer within 90 days: the affiliate earns 20 % of what is left after tax and the fee, pending', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    const me = await student();
    const affId = await referral(me, { signedUpDaysAgo: 89 });
    const order = await sell(me, [course.id]);
    expect(await splitOf(order.id)).toEqual([{ gross: 1599, provider_fee: 58, affiliate_commission: 308, platform_fee: 370, instructor_net: 863 }]);
    const commission = (await entriesOf(order.id)).find((e) => e.kind === 'affiliate_commission')!;
    expect(commission).toMatchObject({ party: 'affiliate', beneficiaryId: affId, status: 'pending', channel: 'affiliate' });
    expect(await balance(affId, 'affiliate', 'USD')).toMatchObject({ pendingMinor: 308, availableMinor: 0 });
  });

  it("the affiliate's own statement: each commission's state from on hold to paid, without the rest of the sale's split; CSV too", async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    const me = await student();
    const affId = await referral(me);
    const [aff] = await db().select({ username: customers.username }).from(customers).where(eq(customers.id, affId));
    const token = await tokenFor(t, aff!.username);
    const statementNow = async () => {
      const res = await t.request({ method: 'GET', url: '/api/Affiliate/Statement', token });
      expect(res.statusCode).toBe(200);
      return res.json<StatementPage>();
    };
    expect(await statementNow()).toMatchObject({ items: [], total: 0, totals: [] });
    const order = await sell(me, [course.id]);
    const held = await statementNow();
    expect(held.items).toHaveLength(1);
    expect(held.items[0]).toMatchObject({ kind: 'affiliate_commission', state: 'on_hold', amountMinor: 308, currency: 'USD', order: { number: order.number }, course: { id: course.id }, breakdown: null });
    expect(held.items[0]!.availableAt).not.toBeNull();
    expect(held.totals).toEqual([{ currency: 'USD', amountMinor: 308 }]);
    await holdPasses();
    expect((await statementNow()).items[0]).toMatchObject({ state: 'available' });
    const payoutId = await db().transaction(async (tx) => {
      const [p] = await tx.insert(payouts).values({ customerId: affId, account: 'affiliate', amountMinor: 308, currency: 'USD', method: { kind: 'paypal', holderName: 'A', value: 'a@example.com' } }).returning();
      await ledger().payoutEntryIn(tx, { id: p!.id, customerId: affId, account: 'affiliate', currency: 'USD', amountMinor: 308 });
      return p!.id;
    });
    const inPayout = await statementNow();
    expect(inPayout.items.find((e) => e.kind === 'affiliate_commission')).toMatchObject({ state: 'in_payout', inPayoutMinor: 308, carriedBy: payoutId });
    await db().transaction(async (tx) => {
      await tx.update(payouts).set({ status: 'paid', paidAt: new Date() }).where(eq(payouts.id, payoutId));
      await ledger().settlePayoutEntryIn(tx, payoutId, 'paid');
    });
    expect((await statementNow()).items.find((e) => e.kind === 'affiliate_commission')).toMatchObject({ state: 'paid', paidOutMinor: 308 });
    // The CSV: the entry's own columns, no instructor net.
    const csv = await t.request({ method: 'GET', url: '/api/Affiliate/Statement?format=csv', token });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    // (A new account's language is Thai.)
    expect(header).toBe('วันที่,คำสั่งซื้อ,คอร์ส,ประเภท,สถานะ,สกุลเงิน,จำนวนเงิน');
    expect(lines.some((l) => l.includes(order.number) && l.endsWith(',paid,USD,3.08'))).toBe(true);
    // Only one's own: the buyer (no commissions) sees none; the instructor route stays closed to a student.
    expect((await t.request({ method: 'GET', url: '/api/Affiliate/Statement', token: me.token })).json<StatementPage>().total).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/Instructor/Statement?account=affiliate', token })).statusCode).toBe(403);
  });

  it('organic when: own code, the same normalized e-mail, the agreement not accepted, signed up 90 days ago or more', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    // Own code.
    const self = await student();
    await db().update(customers).set({ referredBy: self.id, affiliateAcceptedAt: new Date(Date.now() - 1000) }).where(eq(customers.id, self.id));
    expect(await channelsOf((await sell(self, [course.id])).id)).toEqual(['organic']);
    // Same person: Jo.Doe+aff@ ... is jodoe@ ... (Gmail ignores dots and +tags).
    const twin = await student();
    const local = unique('jodoe');
    await db().update(customers).set({ email: `${local}@gmail.com` }).where(eq(customers.id, twin.id));
    await referral(twin, { email: `${local.slice(0, 2)}.${local.slice(2)}+aff@googlemail.com` });
    expect(await channelsOf((await sell(twin, [course.id])).id)).toEqual(['organic']);
    // Agreement not accepted.
    const notAccepted = await student();
    await referral(notAccepted, { accepted: false });
    expect(await channelsOf((await sell(notAccepted, [course.id])).id)).toEqual(['organic']);
    // Too old a sign-up.
    const old = await student();
    await referral(old, { signedUpDaysAgo: 91 });
    const oldOrder = await sell(old, [course.id]);
    expect(await channelsOf(oldOrder.id)).toEqual(['organic']);
    expect((await entriesOf(oldOrder.id)).some((e) => e.kind === 'affiliate_commission')).toBe(false);
  });

  it('organic when buyer and affiliate paid with the same card (the bank\'s fingerprint of it); another card earns', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    const first = await paidCourse(t, { USD: 999 });
    const card = '4000 0025 0000 3155';
    // The affiliate bought a course with the card; the buyer they "referred" pays with it too.
    const twin = await student();
    const affId = await referral(twin);
    const [aff] = await db().select({ username: customers.username }).from(customers).where(eq(customers.id, affId));
    await sell({ token: await tokenFor(t, aff!.username) }, [first.id], { card: card.replace(/ /g, '') });
    const twinOrder = await sell(twin, [course.id], { card });
    expect(await channelsOf(twinOrder.id)).toEqual(['organic']);
    expect((await entriesOf(twinOrder.id)).some((e) => e.kind === 'affiliate_commission')).toBe(false);
    // Another buyer of that affiliate pays with a card of their own: a commission.
    const other = await student();
    await db().update(customers).set({ referredBy: affId }).where(eq(customers.id, other.id));
    expect(await channelsOf((await sell(other, [course.id], { card: '4242 4242 4242 4242' })).id)).toEqual(['affiliate']);
  });

  it('organic when buyer and affiliate share a way of being paid: a payout account, a refund account or a tax ID', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    // The affiliate's PromptPay number is the one the buyer's payout method names (spaces and dashes aside).
    const samePhone = await student();
    const affA = await referral(samePhone);
    await db().insert(payoutMethods).values([
      { customerId: affA, method: { kind: 'promptpay', holderName: 'A', value: '081-234-5678' } },
      { customerId: samePhone.id, method: { kind: 'promptpay', holderName: 'B', value: '0812345678' } },
    ]);
    expect(await channelsOf((await sell(samePhone, [course.id])).id)).toEqual(['organic']);
    // The same Thai tax ID in both billing profiles.
    const sameTax = await student();
    const affB = await referral(sameTax);
    await db().insert(billingProfiles).values([
      { customerId: affB, taxId: '1101700207081' },
      { customerId: sameTax.id, taxId: '1101700207081' },
    ]);
    expect(await channelsOf((await sell(sameTax, [course.id])).id)).toEqual(['organic']);
    // Different accounts: the affiliate earns.
    const stranger = await student();
    const affC = await referral(stranger);
    await db().insert(payoutMethods).values([
      { customerId: affC, method: { kind: 'promptpay', holderName: 'C', value: '0899999999' } },
      { customerId: stranger.id, method: { kind: 'promptpay', holderName: 'D', value: '0811111111' } },
    ]);
    expect(await channelsOf((await sell(stranger, [course.id])).id)).toEqual(['affiliate']);
  });

  it("referred by the course's owner: the instructor channel", async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    const other = await paidCourse(t, { USD: 1599 });
    await db().update(customers).set({ affiliateAcceptedAt: new Date(Date.now() - 1000) }).where(eq(customers.id, owner.id));
    const me = await student();
    await db().update(customers).set({ referredBy: owner.id }).where(eq(customers.id, me.id));
    const order = await sell(me, [course.id, other.id]);
    // Line 1: the owner's own channel. Line 2: another instructor's course, so the owner is an affiliate there.
    const rows = await entriesOf(order.id);
    const lineIds = [...new Set(rows.map((e) => e.orderLineId))].sort((x, y) => x! - y!);
    const courseOf = (lineId: number | null) => rows.find((e) => e.orderLineId === lineId)!.courseId;
    const channelOfCourse = (courseId: number) => rows.find((e) => e.courseId === courseId)!.channel;
    expect(lineIds).toHaveLength(2);
    expect(courseOf(lineIds[0]!)).toBe(course.id);
    expect(channelOfCourse(course.id)).toBe('instructor');
    expect(channelOfCourse(other.id)).toBe('affiliate');
    expect(rows.find((e) => e.kind === 'affiliate_commission')).toMatchObject({ beneficiaryId: owner.id, courseId: other.id });
  });
});

describe('refunds, release and payouts', () => {
  it('a refund within the hold reverses everything; the pending earnings and their reversals are reversed', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username, lessons: 10 });
    const me = await student();
    const order = await sell(me, [course.id]);
    await refund(me, order.id);
    const rows = await entriesOf(order.id);
    const originals = rows.filter((e) => e.reversesId === null);
    const reversals = rows.filter((e) => e.reversesId !== null);
    expect(reversals).toHaveLength(originals.length);
    for (const o of originals) {
      const r = reversals.find((x) => x.reversesId === o.id)!;
      expect(r).toMatchObject({ kind: o.kind, party: o.party, amountMinor: -o.amountMinor, beneficiaryId: o.beneficiaryId });
      const held = ['platform_fee', 'instructor_net'].includes(o.kind);
      expect([o.status, r.status]).toEqual(held ? ['reversed', 'reversed'] : ['available', 'available']);
    }
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ pendingMinor: 0, availableMinor: 0 });
    // Idempotent.
    await db().transaction((tx) => ledger().reverseOrderIn(tx, order.id));
    expect(await entriesOf(order.id)).toHaveLength(rows.length);
    // Released later: nothing of it becomes available.
    await holdPasses();
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ pendingMinor: 0, availableMinor: 0 });
    expect(await ledger().check()).toEqual([]);
  });

  it('release makes held earnings available when their time comes, in batches; then a payout; a refund after it leaves the balance negative', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username, lessons: 10 });
    const me = await student();
    const order = await sell(me, [course.id]);
    expect(await ledger().release(new Date(Date.now() + (HOLD - 60) * 1000))).toBe(0);
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ pendingMinor: 1078, availableMinor: 0 });
    expect((await balance(owner.id, 'instructor', 'USD'))!.nextReleaseAt).not.toBeNull();
    expect(await holdPasses()).toBeGreaterThanOrEqual(2);
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ pendingMinor: 0, availableMinor: 1078, nextReleaseAt: null });

    // A payout of all of it: the available balance reads 1078 under the lock, the entry takes it out.
    const payoutId = await db().transaction(async (tx) => {
      expect(await ledger().availableIn(tx, owner.id, 'instructor', 'USD')).toBe(1078);
      const [p] = await tx.insert(payouts).values({ customerId: owner.id, account: 'instructor', amountMinor: 1078, currency: 'USD', method: { kind: 'paypal', holderName: 'T', value: 't@example.com' } }).returning();
      await ledger().payoutEntryIn(tx, { id: p!.id, customerId: owner.id, account: 'instructor', currency: 'USD', amountMinor: 1078 });
      await ledger().payoutEntryIn(tx, { id: p!.id, customerId: owner.id, account: 'instructor', currency: 'USD', amountMinor: 1078 });
      return p!.id;
    });
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ availableMinor: 0, inPayoutMinor: 1078, paidMinor: 0 });
    const settled = await db().transaction(async (tx) => {
      await tx.update(payouts).set({ status: 'paid', paidAt: new Date() }).where(eq(payouts.id, payoutId));
      return [await ledger().settlePayoutEntryIn(tx, payoutId, 'paid'), await ledger().settlePayoutEntryIn(tx, payoutId, 'reversed')];
    });
    expect(settled).toEqual([true, false]);
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ availableMinor: 0, inPayoutMinor: 0, paidMinor: 1078 });

    // The buyer is refunded after the payout: the instructor owes it back.
    await refund(me, order.id);
    const rows = await entriesOf(order.id);
    const net = rows.filter((e) => e.kind === 'instructor_net');
    expect(net.map((e) => [e.amountMinor, e.status])).toEqual([[1078, 'available'], [-1078, 'available']]);
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ pendingMinor: 0, availableMinor: -1078, paidMinor: 1078 });
    expect(await ledger().check()).toEqual([]);
    expect(await ledger().problems()).toEqual({ orders: [], payouts: [], entries: [] });
  });

  it('a rejected payout gives the money back; two payouts of one balance at once wait for each other (advisory lock)', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1000 }, { instructor: owner.username });
    await sell(await student(), [course.id]);
    await holdPasses();
    // 1000 - fee 36 = 964: 70 % -> 674.
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ availableMinor: 674 });
    const method = { kind: 'paypal' as const, holderName: 'T', value: 't@example.com' };

    // A reads 674 under the lock and holds it; B asks meanwhile and must see A's payout once A commits.
    let letA!: () => void;
    const gate = new Promise<void>((resolve) => (letA = resolve));
    let aLocked!: () => void;
    const locked = new Promise<void>((resolve) => (aLocked = resolve));
    const a = db().transaction(async (tx) => {
      const amount = await ledger().availableIn(tx, owner.id, 'instructor', 'USD');
      aLocked();
      await gate;
      const [p] = await tx.insert(payouts).values({ customerId: owner.id, account: 'instructor', amountMinor: amount, currency: 'USD', method }).returning();
      await ledger().payoutEntryIn(tx, { id: p!.id, customerId: owner.id, account: 'instructor', currency: 'USD', amountMinor: amount });
      return { id: p!.id, amount };
    });
    await locked;
    const b = db().transaction((tx) => ledger().availableIn(tx, owner.id, 'instructor', 'USD'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    letA();
    const [first, seenByB] = await Promise.all([a, b]);
    expect(first.amount).toBe(674);
    expect(seenByB).toBe(0);
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ availableMinor: 0, inPayoutMinor: 674 });

    // Rejected: the entry is reversed and the money is available again; settling it again changes nothing.
    const changed = await db().transaction(async (tx) => {
      await tx.update(payouts).set({ status: 'rejected', rejectedAt: new Date(), rejectReason: 'test' }).where(eq(payouts.id, first.id));
      return [await ledger().settlePayoutEntryIn(tx, first.id, 'reversed'), await ledger().settlePayoutEntryIn(tx, first.id, 'paid')];
    });
    expect(changed).toEqual([true, false]);
    expect(await balance(owner.id, 'instructor', 'USD')).toMatchObject({ availableMinor: 674, inPayoutMinor: 0, paidMinor: 0 });
    expect(await ledger().problems()).toEqual({ orders: [], payouts: [], entries: [] });
  });

  it('the ledger-release job releases what is due', async () => {
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1000 }, { instructor: owner.username });
    const order = await sell(await student(), [course.id]);
    await db().update(ledgerEntries).set({ availableAt: new Date(Date.now() - 1000) }).where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.status, 'pending')));
    await JOBS['ledger-release'].run({}, { ctx: t.context, services: t.services });
    expect((await entriesOf(order.id)).every((e) => e.status === 'available')).toBe(true);
  });
});

describe('check', () => {
  it('passes on good data, catches a tampered entry and mails the admins once', async () => {
    expect(await ledger().check()).toEqual([]);
    const owner = await teacher();
    const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
    const order = await sell(await student(), [course.id]);
    const other = await sell(await student(), [course.id]);
    expect(await ledger().check()).toEqual([]);
    // Someone writes one more cent to the instructor.
    const [net] = (await entriesOf(order.id)).filter((e) => e.kind === 'instructor_net');
    await db().insert(ledgerEntries).values({ ...net!, id: undefined, amountMinor: 1, createdAt: undefined });
    // And a reversal that does not negate its original.
    const [gross] = (await entriesOf(other.id)).filter((e) => e.kind === 'gross');
    await db().insert(ledgerEntries).values({ ...gross!, id: undefined, amountMinor: -gross!.amountMinor + 1, reversesId: gross!.id, createdAt: undefined });
    const before = (await t.mails()).length;
    expect(await ledger().check()).toEqual([order.id, other.id].sort());
    const mails = (await t.mails()).slice(before);
    const [adminRow] = await db().select({ email: customers.email }).from(customers).where(eq(customers.username, 'admin'));
    const alerts = mails.filter((m) => m.subject.startsWith('Ledger check failed'));
    expect(alerts.map((m) => m.to)).toContain(adminRow!.email);
    expect(alerts.filter((m) => m.to === adminRow!.email)).toHaveLength(1);
    expect(alerts[0]!.text).toContain(order.id);
  });
});
