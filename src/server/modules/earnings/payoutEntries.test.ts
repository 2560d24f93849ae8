// Which entries a payout carries (payout_entries) and what the statement says of each sale: a request
// carries the oldest available earnings up to its amount (the last one in part) in its currency; they
// are in payout while it is open, paid once it is paid, available again when it is rejected; a refund
// after a payout leaves a debt that the next payout carries. The ledger check after every step, and
// the corruptions of payout_entries it reports.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../shared/constants';
import type { Payout, StatementEntry, StatementPage } from '../../../shared/schemas/money';
import { courses, customers, ledgerEntries, orderLines, orders, payments, payoutMethods, payouts } from '../../db/schema';
import { unique } from '../../test-support/commerceFixtures';
import { problemCode } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const username = unique('peadmin');
  admin = (await t.signUp(username)).token;
  await t.database.db.update(customers).set({ role: 'admin' }).where(eq(customers.username, username));
}, 120_000);
afterAll(() => t.close());

const DAY = 86_400_000;

interface Instructor {
  id: string;
  token: string;
  courseId: number;
}

async function instructor(): Promise<Instructor> {
  const username = unique('pe');
  const { token } = await t.signUp(username);
  const [row] = await t.database.db.update(customers).set({ role: 'instructor', lang: 'en' }).where(eq(customers.username, username)).returning({ id: customers.id });
  const [course] = await t.database.db.insert(courses).values({ slug: unique('pe-course-'), title: 'Payout course', instructorId: row!.id, isPublished: true, isFree: false }).returning({ id: courses.id });
  const at = new Date(Date.now() - 2 * DAY);
  await t.database.db.insert(payoutMethods).values({ customerId: row!.id, method: { kind: 'promptpay', holderName: 'P', value: '0812345678' }, createdAt: at, updatedAt: at });
  return { id: row!.id, token, courseId: course!.id };
}

let buyerId: string | null = null;
async function buyerOf(): Promise<string> {
  if (buyerId) return buyerId;
  const n = unique('peb');
  const [row] = await t.database.db.insert(customers).values({ encryptId: crypto.randomBytes(16).toString('hex'), username: n, email: `${n}@example.com`, referralCode: n.toUpperCase() }).returning({ id: customers.id });
  buyerId = row!.id;
  return buyerId;
}

interface Sale {
  orderId: string;
  netId: number;
  net: number;
}

/** A paid one-line order of the instructor's course, `daysAgo` days ago, as settlement writes it (recordSaleIn); released when its hold has passed. */
async function sale(who: Instructor, price: number, daysAgo: number, currency: Currency = 'THB'): Promise<Sale> {
  const paidAt = new Date(Date.now() - daysAgo * DAY);
  const orderId = await t.database.db.transaction(async (tx) => {
    const number = unique('PE-');
    const [order] = await tx
      .insert(orders)
      .values({
        number, customerId: await buyerOf(), status: 'paid', countryId: 999, currency, subtotalMinor: price, discountMinor: 0, taxMinor: 0, taxRateBasisPoints: 0, taxInclusive: true, totalMinor: price,
        billing: { name: '', address: '', countryCode: null, taxId: null, email: 'b@example.com' }, cartKey: number, paidAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values({ orderId: order!.id, courseId: who.courseId, title: 'Payout course', unitMinor: price, discountMinor: 0, totalMinor: price });
    await tx.insert(payments).values({ orderId: order!.id, provider: 'test', method: 'card', status: 'succeeded', amountMinor: price, currency, expiresAt: paidAt, confirmedAt: paidAt });
    await t.services.ledger.recordSaleIn(tx, order!.id);
    return order!.id;
  });
  await t.services.ledger.release();
  const [net] = await t.database.db.select().from(ledgerEntries).where(sql`${ledgerEntries.orderId} = ${orderId} and ${ledgerEntries.kind} = 'instructor_net'`);
  return { orderId, netId: net!.id, net: net!.amountMinor };
}

async function refund(s: Sale): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.update(orders).set({ status: 'refunded', closedAt: new Date() }).where(eq(orders.id, s.orderId));
    await t.services.ledger.reverseOrderIn(tx, s.orderId);
  });
}

const ask = async (who: Instructor, amount: number, currency: Currency = 'THB') => t.request({ method: 'POST', url: '/api/Payouts', token: who.token, payload: { amount, currency } });
async function payout(who: Instructor, amount: number): Promise<number> {
  const res = await ask(who, amount);
  if (res.statusCode !== 201) throw new Error(`payout: ${res.statusCode} ${res.body}`);
  return res.json<Payout>().id;
}
/** An admin's decision; Paid approves a requested payout first (requested -> approved -> paid). */
async function decide(id: number, action: 'Approve' | 'Paid' | 'Reject'): Promise<void> {
  const [row] = await t.database.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, id));
  if (action === 'Paid' && row?.status === 'requested') await decide(id, 'Approve');
  const payload = action === 'Paid' ? { reference: `REF-${id}` } : action === 'Reject' ? { reason: 'Wrong account' } : undefined;
  const res = await t.request({ method: 'POST', url: `/api/Admin/Payouts/${id}/${action}`, token: admin, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
}

/** The instructor's statement lines by entry id. */
async function statement(who: Instructor): Promise<Map<number, StatementEntry>> {
  const res = await t.request({ method: 'GET', url: '/api/Instructor/Statement?pageSize=200', token: who.token });
  expect(res.statusCode).toBe(200);
  return new Map(res.json<StatementPage>().items.map((e) => [e.id, e]));
}
const place = (e: StatementEntry | undefined) => e && { state: e.state, inPayoutMinor: e.inPayoutMinor, paidOutMinor: e.paidOutMinor, carriedBy: e.carriedBy };

async function carried(payoutId: number): Promise<[number, number][]> {
  const { rows } = await t.database.db.execute<{ entry_id: number; amount_minor: string }>(sql`select entry_id, amount_minor from payout_entries where payout_id = ${payoutId} order by entry_id`);
  return rows.map((r) => [r.entry_id, Number(r.amount_minor)]);
}

const balance = async (who: Instructor) => (await t.services.ledger.balances(who.id, 'instructor')).find((b) => b.currency === 'THB')!;

describe('a payout carries entries', () => {
  it('requested: the oldest available sales up to the amount are in payout (the last in part), a held one and another currency are not', async () => {
    const me = await instructor();
    const a = await sale(me, 100_000, 40);
    const b = await sale(me, 200_000, 35);
    const c = await sale(me, 50_000, 33);
    const held = await sale(me, 80_000, 2);
    const usd = await sale(me, 5_000, 40, 'USD');
    const id = await payout(me, a.net + 1000);
    expect(await carried(id)).toEqual([
      [a.netId, a.net],
      [b.netId, 1000],
    ]);
    const lines = await statement(me);
    expect(place(lines.get(a.netId))).toEqual({ state: 'in_payout', inPayoutMinor: a.net, paidOutMinor: 0, carriedBy: id });
    expect(place(lines.get(b.netId))).toEqual({ state: 'in_payout', inPayoutMinor: 1000, paidOutMinor: 0, carriedBy: id });
    expect(place(lines.get(c.netId))).toEqual({ state: 'available', inPayoutMinor: 0, paidOutMinor: 0, carriedBy: null });
    expect(place(lines.get(held.netId))).toEqual({ state: 'on_hold', inPayoutMinor: 0, paidOutMinor: 0, carriedBy: null });
    expect(place(lines.get(usd.netId))?.state).toBe('available');
    const own = [...lines.values()].find((e) => e.kind === 'payout')!;
    expect([own.state, own.payoutId, own.amountMinor]).toEqual(['in_payout', id, -(a.net + 1000)]);
    // Approved: still in payout.
    await decide(id, 'Approve');
    expect(place((await statement(me)).get(a.netId))?.state).toBe('in_payout');
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('paid: what it carried is paid (a sale carried in part says how much), the next payout carries the rest', async () => {
    const me = await instructor();
    const a = await sale(me, 100_000, 40);
    const b = await sale(me, 200_000, 35);
    const first = await payout(me, a.net + 1000);
    await decide(first, 'Approve');
    await decide(first, 'Paid');
    let lines = await statement(me);
    expect(place(lines.get(a.netId))).toEqual({ state: 'paid', inPayoutMinor: 0, paidOutMinor: a.net, carriedBy: first });
    expect(place(lines.get(b.netId))).toEqual({ state: 'available', inPayoutMinor: 0, paidOutMinor: 1000, carriedBy: first });
    expect([...lines.values()].find((e) => e.payoutId === first)?.state).toBe('paid');
    expect(await t.services.ledger.check()).toEqual([]);

    // The rest of b: in payout next to its paid part, then paid whole. Nothing is carried twice.
    const second = await payout(me, b.net - 1000);
    expect(await carried(second)).toEqual([[b.netId, b.net - 1000]]);
    expect(place((await statement(me)).get(b.netId))).toEqual({ state: 'in_payout', inPayoutMinor: b.net - 1000, paidOutMinor: 1000, carriedBy: second });
    await decide(second, 'Paid');
    lines = await statement(me);
    expect(place(lines.get(b.netId))).toEqual({ state: 'paid', inPayoutMinor: 0, paidOutMinor: b.net, carriedBy: second });
    expect(await balance(me)).toMatchObject({ availableMinor: 0, inPayoutMinor: 0, paidMinor: a.net + b.net });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('rejected (from requested or approved): its sales are available again and the next payout carries them', async () => {
    const me = await instructor();
    const a = await sale(me, 100_000, 40);
    const first = await payout(me, a.net);
    await decide(first, 'Reject');
    expect(place((await statement(me)).get(a.netId))).toEqual({ state: 'available', inPayoutMinor: 0, paidOutMinor: 0, carriedBy: null });
    expect([...(await statement(me)).values()].find((e) => e.payoutId === first)?.state).toBe('reversed');
    expect(await t.services.ledger.check()).toEqual([]);

    const second = await payout(me, a.net);
    expect(await carried(second)).toEqual([[a.netId, a.net]]);
    await decide(second, 'Approve');
    await decide(second, 'Reject');
    expect(place((await statement(me)).get(a.netId))?.state).toBe('available');
    const third = await payout(me, a.net);
    await decide(third, 'Paid');
    expect(place((await statement(me)).get(a.netId))).toEqual({ state: 'paid', inPayoutMinor: 0, paidOutMinor: a.net, carriedBy: third });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('a refund after the payout is a debt: the balance goes negative, and the next payout carries it with new sales', async () => {
    const me = await instructor();
    const a = await sale(me, 100_000, 40);
    const first = await payout(me, a.net);
    await decide(first, 'Paid');
    await refund(a);
    const [reversal] = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reversesId, a.netId));
    expect(reversal!.amountMinor).toBe(-a.net);
    expect((await balance(me)).availableMinor).toBe(-a.net);
    let lines = await statement(me);
    // The sale stays paid (the money was sent); its refund is owed.
    expect(place(lines.get(a.netId))?.state).toBe('paid');
    expect(place(lines.get(reversal!.id))).toEqual({ state: 'available', inPayoutMinor: 0, paidOutMinor: 0, carriedBy: null });
    // Nothing to pay out while the debt is larger than what is available.
    const none = await ask(me, 100_000);
    expect([none.statusCode, problemCode(none)]).toEqual([409, 'PAYOUT_INSUFFICIENT_BALANCE']);

    const b = await sale(me, 300_000, 35);
    const rest = b.net - a.net;
    const second = await payout(me, rest);
    expect((await carried(second)).sort((x, y) => x[1] - y[1])).toEqual([
      [reversal!.id, -a.net],
      [b.netId, b.net],
    ]);
    lines = await statement(me);
    expect(place(lines.get(reversal!.id))).toEqual({ state: 'in_payout', inPayoutMinor: -a.net, paidOutMinor: 0, carriedBy: second });
    expect(place(lines.get(b.netId))?.state).toBe('in_payout');
    expect(await t.services.ledger.check()).toEqual([]);
    await decide(second, 'Paid');
    lines = await statement(me);
    expect(place(lines.get(reversal!.id))?.state).toBe('paid');
    expect(place(lines.get(b.netId))?.state).toBe('paid');
    expect(await balance(me)).toMatchObject({ availableMinor: 0, paidMinor: a.net + rest });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('the CSV says each line\'s state', async () => {
    const me = await instructor();
    const a = await sale(me, 100_000, 40);
    await sale(me, 100_000, 38);
    const id = await payout(me, a.net);
    await decide(id, 'Paid');
    const res = await t.request({ method: 'GET', url: '/api/Instructor/Statement?format=csv', token: me.token });
    expect(res.statusCode).toBe(200);
    const statuses = res.body.trim().split('\r\n').slice(1).map((line) => line.split(',')[4]);
    expect(statuses.sort()).toEqual(['available', 'paid', 'paid']);
  });
});

describe('the ledger check of payout_entries', () => {
  it('reports a payout whose parts do not make its amount, an entry carried beyond its amount, a part of another account', async () => {
    const me = await instructor();
    const other = await instructor();
    const a = await sale(me, 100_000, 40);
    const b = await sale(other, 100_000, 40);
    const id = await payout(me, a.net - 500);
    expect(await t.services.ledger.check()).toEqual([]);
    // A part removed: the payout does not add up.
    await t.database.db.execute(sql`update payout_entries set amount_minor = amount_minor - 1 where payout_id = ${id}`);
    expect(await t.services.ledger.check()).toEqual([`payout ${id}`]);
    // Carried beyond its amount (nothing may be paid twice): the entry, and the payout that no longer adds up.
    await t.database.db.execute(sql`update payout_entries set amount_minor = ${a.net + 1} where payout_id = ${id}`);
    expect(await t.services.ledger.check()).toEqual([`payout ${id}`, `entry ${a.netId}`]);
    // A part of someone else's earning.
    await t.database.db.execute(sql`update payout_entries set amount_minor = ${a.net - 500} where payout_id = ${id}`);
    await t.database.db.execute(sql`insert into payout_entries (payout_id, entry_id, amount_minor) values (${id}, ${b.netId}, 1)`);
    expect(await t.services.ledger.check()).toEqual([`payout ${id}`]);
    await t.database.db.execute(sql`delete from payout_entries where payout_id = ${id} and entry_id = ${b.netId}`);
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
