// The ledger check (ledgerCheck.ts) against a real PostgreSQL: real sales pass; then each kind of
// corruption is planted (entries being immutable, by inserting, or by the moves the trigger allows) and
// the check reports exactly it, and mails the admins. And the trigger that keeps entries immutable:
// an amount, a party, an order or the sale's terms cannot change, nothing can be deleted, while the
// status moves the ledger makes still work.
import { and, eq, sql } from 'drizzle-orm';
import { customers, ledgerEntries, payouts } from '../../db/schema';
import { approve, buyer, orderOf, paidCourse, unique } from '../../test-support/commerceFixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import type { LedgerProblems } from './ledgerCheck';

type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const ledger = () => t.services.ledger;

async function teacher(): Promise<{ id: string; username: string }> {
  const username = unique('lcteach');
  await t.signUp(username);
  const [row] = await db().update(customers).set({ role: 'instructor' }).where(eq(customers.username, username)).returning({ id: customers.id });
  return { id: row!.id, username };
}

/** A course of `owner` bought through the test bank: the paid order's id. */
async function sale(owner: { username: string }): Promise<string> {
  const course = await paidCourse(t, { USD: 1599 }, { instructor: owner.username });
  const me = await buyer(t, 999);
  const order = await orderOf(t, me.token, [course.id]);
  await approve(t, order.payment!.id);
  return order.id;
}

const entriesOf = (orderId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(ledgerEntries.id);
const entryOf = async (orderId: string, kind: LedgerEntryRow['kind']) => (await entriesOf(orderId)).find((e) => e.kind === kind)!;
/** A copy of an entry as a new row (the id and time its own). */
const copy = (e: LedgerEntryRow, change: Partial<LedgerEntryRow>) => ({ ...e, id: undefined, createdAt: undefined, ...change });
const insertEntry = async (values: typeof ledgerEntries.$inferInsert) => (await db().insert(ledgerEntries).values(values).returning({ id: ledgerEntries.id }))[0]!.id;

/** What the check finds now that it did not find before. */
function added(before: LedgerProblems, after: LedgerProblems): LedgerProblems {
  return {
    orders: after.orders.filter((id) => !before.orders.includes(id)),
    payouts: after.payouts.filter((id) => !before.payouts.includes(id)),
    entries: after.entries.filter((id) => !before.entries.includes(id)),
  };
}

describe('the ledger check', () => {
  it('passes on real sales and reports each planted corruption: what it belongs to, its party and beneficiary, its hold, its payout', async () => {
    const owner = await teacher();
    const other = await teacher();
    const orderId = await sale(owner);
    const second = await sale(owner);
    expect(await ledger().check()).toEqual([]);
    let seen = await ledger().problems();
    expect(seen).toEqual({ orders: [], payouts: [], entries: [] });
    const plant = async (what: () => Promise<unknown>): Promise<LedgerProblems> => {
      await what();
      const now = await ledger().problems();
      const diff = added(seen, now);
      seen = now;
      return diff;
    };
    const net = await entryOf(orderId, 'instructor_net');

    // An instructor_net with neither order nor payout (counted in balances()).
    let id = 0;
    expect(await plant(async () => (id = await insertEntry({ kind: 'instructor_net', party: 'instructor', beneficiaryId: owner.id, amountMinor: 5000, currency: 'USD', status: 'available', availableAt: new Date(Date.now() - 1000) })))).toEqual({ orders: [], payouts: [], entries: [id] });
    // An affiliate commission the same.
    expect(await plant(async () => (id = await insertEntry({ kind: 'affiliate_commission', party: 'affiliate', beneficiaryId: other.id, amountMinor: 700, currency: 'USD', status: 'pending', channel: 'affiliate', availableAt: new Date(Date.now() + 1000) })))).toEqual({ orders: [], payouts: [], entries: [id] });
    // A sale's entry on an order but no order line.
    expect(await plant(async () => (id = await insertEntry(copy(net, { orderLineId: null, amountMinor: 0 }))))).toEqual({ orders: [], payouts: [], entries: [id] });
    // A sale's entry whose line is another order's.
    const otherLine = (await entryOf(second, 'gross')).orderLineId;
    expect(await plant(async () => (id = await insertEntry(copy(net, { orderLineId: otherLine, amountMinor: 0 }))))).toEqual({ orders: [orderId], payouts: [], entries: [id] });
    // The instructor's net of a sale paid to someone who does not own the course (the line now has two nets: the order too).
    const second2 = await sale(owner);
    const net2 = await entryOf(second2, 'instructor_net');
    expect(await plant(async () => (id = await insertEntry(copy(net2, { beneficiaryId: other.id, amountMinor: 0 }))))).toEqual({ orders: [second2], payouts: [], entries: [id] });
    // A kind in another party's name: a platform fee written as the instructor's.
    const third = await sale(owner);
    const fee = await entryOf(third, 'platform_fee');
    expect(await plant(async () => (id = await insertEntry(copy(fee, { party: 'instructor', beneficiaryId: owner.id, amountMinor: 0 }))))).toEqual({ orders: [third], payouts: [], entries: [id] });
    // A commission on a sale that had no affiliate, to the buyer.
    const fourth = await sale(owner);
    const [buyerRow] = await db().execute<{ customer_id: string }>(sql`select customer_id from orders where id = ${fourth}`).then((r) => r.rows);
    const net4 = await entryOf(fourth, 'instructor_net');
    expect(await plant(async () => (id = await insertEntry(copy(net4, { kind: 'affiliate_commission', party: 'affiliate', beneficiaryId: buyerRow!.customer_id, amountMinor: 0 }))))).toEqual({ orders: [], payouts: [], entries: [id] });

    // Available before its time: a pending net's release moved a day later (allowed while pending), then made available (a status move the trigger allows).
    const fifth = await sale(owner);
    const net5 = await entryOf(fifth, 'instructor_net');
    expect(
      await plant(async () => {
        await db().update(ledgerEntries).set({ availableAt: new Date(Date.now() + 86_400_000) }).where(eq(ledgerEntries.id, net5.id));
        await db().update(ledgerEntries).set({ status: 'available' }).where(eq(ledgerEntries.id, net5.id));
      }),
    ).toEqual({ orders: [], payouts: [], entries: [net5.id] });

    // A payout whose entries do not sum to its amount: a second payout entry.
    const method = { kind: 'paypal' as const, holderName: 'T', value: 't@example.com' };
    const [p] = await db().insert(payouts).values({ customerId: owner.id, account: 'instructor', amountMinor: 1000, currency: 'USD', method }).returning();
    await db().transaction((tx) => ledger().payoutEntryIn(tx, { id: p!.id, customerId: owner.id, account: 'instructor', currency: 'USD', amountMinor: 1000 }));
    expect((await ledger().problems()).payouts).not.toContain(p!.id);
    expect(await plant(() => insertEntry({ kind: 'payout', party: 'instructor', beneficiaryId: owner.id, amountMinor: -1, currency: 'USD', status: 'in_payout', payoutId: p!.id }))).toEqual({ orders: [], payouts: [p!.id], entries: [] });
    // A payout entry written with an order.
    const [q] = await db().insert(payouts).values({ customerId: other.id, account: 'instructor', amountMinor: 500, currency: 'USD', method }).returning();
    const planted = await plant(async () => (id = await insertEntry({ kind: 'payout', party: 'instructor', beneficiaryId: other.id, amountMinor: -500, currency: 'USD', status: 'in_payout', payoutId: q!.id, orderId: fifth })));
    expect(planted.entries).toEqual([id]);
    expect(planted.orders).toEqual([fifth]);

    // The job's check mails every admin one alert naming the entries.
    const before = (await t.mails()).length;
    const labels = await ledger().check();
    expect(labels).toEqual(expect.arrayContaining([`entry ${net5.id}`, `payout ${p!.id}`, orderId]));
    const [admin] = await db().select({ email: customers.email }).from(customers).where(eq(customers.username, 'admin'));
    const alerts = (await t.mails()).slice(before).filter((m) => m.subject.startsWith('Ledger check failed') && m.to === admin!.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toContain(`${seen.entries.length} entries`);
    expect(alerts[0]!.text).toContain(`- ${net5.id}`);
  });
});

describe('ledger entries are immutable (trigger)', () => {
  it('refuses changing an amount, a party, an order or the terms, and deleting; allows the status moves the ledger makes', async () => {
    const found = await ledger().problems();
    const owner = await teacher();
    const orderId = await sale(owner);
    const net = await entryOf(orderId, 'instructor_net');
    const gross = await entryOf(orderId, 'gross');
    expect(net.terms).toEqual({ sharePercent: 70, affiliateCommissionPercent: 20, providerFeeBasisPoints: expect.any(Number) });
    const refused = async (statement: ReturnType<typeof sql>) => {
      const err = await db().execute(statement).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(String((err as { cause?: unknown }).cause ?? err)).toMatch(/ledger entr/);
    };
    await refused(sql`update ledger_entries set amount_minor = amount_minor + 1 where id = ${net.id}`);
    await refused(sql`update ledger_entries set party = 'platform', beneficiary_id = null where id = ${net.id}`);
    await refused(sql`update ledger_entries set currency = 'THB' where id = ${gross.id}`);
    await refused(sql`update ledger_entries set kind = 'platform_fee' where id = ${net.id}`);
    await refused(sql`update ledger_entries set order_id = null, order_line_id = null where id = ${net.id}`);
    await refused(sql`update ledger_entries set terms = null where id = ${net.id}`);
    await refused(sql`delete from ledger_entries where id = ${net.id}`);
    await refused(sql`delete from ledger_entries where order_id = ${orderId}`);
    // An available entry does not go back to pending, nor a paid one anywhere.
    await refused(sql`update ledger_entries set status = 'pending' where id = ${gross.id}`);
    await refused(sql`update ledger_entries set available_at = now() + interval '1 day' where id = ${gross.id}`);
    expect(await entryOf(orderId, 'instructor_net')).toEqual(net);

    // The moves the ledger makes: the release (pending -> available), a payout sent (in_payout -> paid).
    await db().update(ledgerEntries).set({ availableAt: new Date(Date.now() - 1000) }).where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.status, 'pending')));
    expect(await ledger().release()).toBeGreaterThanOrEqual(2);
    expect((await entryOf(orderId, 'instructor_net')).status).toBe('available');
    const method = { kind: 'paypal' as const, holderName: 'T', value: 't@example.com' };
    const [p] = await db().insert(payouts).values({ customerId: owner.id, account: 'instructor', amountMinor: net.amountMinor, currency: 'USD', method, status: 'paid', paidAt: new Date() }).returning();
    await db().transaction(async (tx) => {
      await ledger().payoutEntryIn(tx, { id: p!.id, customerId: owner.id, account: 'instructor', currency: 'USD', amountMinor: net.amountMinor });
      expect(await ledger().settlePayoutEntryIn(tx, p!.id, 'paid')).toBe(true);
    });
    await refused(sql`update ledger_entries set status = 'reversed' where payout_id = ${p!.id}`);
    // A refund after it: reversals written, the paid-out net stays (the balance goes negative).
    await db().transaction(async (tx) => {
      await tx.execute(sql`update orders set status = 'refunded' where id = ${orderId}`);
      await ledger().reverseOrderIn(tx, orderId);
    });
    expect(added(found, await ledger().problems())).toEqual({ orders: [], payouts: [], entries: [] });
  });
});
