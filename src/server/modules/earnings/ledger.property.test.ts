// Property-based test of the earnings ledger (fast-check) against a real PostgreSQL: random sequences
// of sales (prices, currencies, tax rates, providers, coupons, channels), refunds, the clock moving
// and releases, payout requests (only up to the available balance read under the lock, as the payout
// service does) and payouts paid or rejected. After every step: the check finds nothing; no balance
// is negative unless a refund came after a payout of that balance; each payout's entry ends once; what
// was paid per balance is the sum of its paid payouts.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { CURRENCIES, type Currency, type PaymentProviderName, type PayoutAccountName } from '../../../shared/constants';
import { coupons, courses, customers, ledgerEntries, orderLines, orders, payments, payouts } from '../../db/schema';
import { taxOf } from '../cart/pricing';
import { createTestApp, type TestApp } from '../../test-support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const DAY = 86_400_000;

type Step =
  | { kind: 'sale'; buyer: number; lines: { course: number; price: number }[]; currency: Currency; taxBp: number; provider: PaymentProviderName; coupon: { owner: number; percent: number } | null }
  | { kind: 'refund'; pick: number }
  | { kind: 'advance'; days: number }
  | { kind: 'payout'; who: number; currency: Currency; percent: number }
  | { kind: 'end'; pick: number; to: 'paid' | 'rejected' };

const currency = fc.constantFrom(...CURRENCIES);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      buyer: fc.nat({ max: 3 }),
      lines: fc.uniqueArray(fc.record({ course: fc.nat({ max: 3 }), price: fc.integer({ min: 1, max: 3_000_000 }) }), { minLength: 1, maxLength: 3, selector: (l) => l.course }),
      currency,
      taxBp: fc.constantFrom(0, 700, 1000, 1200),
      provider: fc.constantFrom<PaymentProviderName>('test', 'qr', 'stripe'),
      coupon: fc.option(fc.record({ owner: fc.nat({ max: 1 }), percent: fc.integer({ min: 1, max: 100 }) }), { freq: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 0, max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payout' as const), who: fc.nat({ max: 3 }), currency, percent: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('end' as const), pick: fc.nat(), to: fc.constantFrom('paid' as const, 'rejected' as const) }) },
);

let serial = 0;
async function person(extra: Partial<typeof customers.$inferInsert> = {}): Promise<string> {
  const n = `pt${Date.now().toString(36)}${(++serial).toString(36)}`;
  const [row] = await t.database.db
    .insert(customers)
    .values({ encryptId: crypto.randomBytes(16).toString('hex'), username: n, email: `${n}@example.com`, referralCode: n.toUpperCase(), ...extra })
    .returning({ id: customers.id });
  return row!.id;
}

/** One run's world: two instructors (courses 0, 1 and 2, 3), two affiliates (one accepted the agreement), four buyers (none, affiliate 0, instructor 0, affiliate 1). */
async function world(clock: Date) {
  const instructors = [await person({ role: 'instructor' }), await person({ role: 'instructor' })];
  const affiliates = [await person({ affiliateAcceptedAt: new Date(clock.getTime() - DAY) }), await person()];
  const referredBy = [null, affiliates[0]!, instructors[0]!, affiliates[1]!];
  const buyers: string[] = [];
  for (const r of referredBy) buyers.push(await person({ referredBy: r, createdAt: clock }));
  const courseIds: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [c] = await t.database.db.insert(courses).values({ slug: `pt-${++serial}-${Date.now().toString(36)}`, title: `Course ${i}`, instructorId: instructors[i < 2 ? 0 : 1]!, isPublished: true, isFree: false }).returning({ id: courses.id });
    courseIds.push(c!.id);
  }
  const couponIds: number[] = [];
  for (const owner of instructors) {
    const [c] = await t.database.db.insert(coupons).values({ ownerId: owner, code: `PT${++serial}X${Date.now().toString(36)}`.toUpperCase(), kind: 'percent', percent: 10 }).returning({ id: coupons.id });
    couponIds.push(c!.id);
  }
  // The payees of payout requests: [instructor 0, instructor 1, affiliate 0, affiliate 1].
  const payees: { id: string; account: PayoutAccountName }[] = [
    { id: instructors[0]!, account: 'instructor' },
    { id: instructors[1]!, account: 'instructor' },
    { id: affiliates[0]!, account: 'affiliate' },
    { id: affiliates[1]!, account: 'affiliate' },
  ];
  return { instructors, affiliates, buyers, courseIds, couponIds, payees };
}

/** A paid order written as checkout and settlement would (order, lines, succeeded payment), then recordSaleIn in the paying transaction. */
async function sell(w: Awaited<ReturnType<typeof world>>, s: Extract<Step, { kind: 'sale' }>, clock: Date): Promise<string> {
  const lines = s.lines.map((l) => {
    const ownerIndex = l.course < 2 ? 0 : 1;
    const discount = s.coupon && s.coupon.owner === ownerIndex ? Math.floor((l.price * s.coupon.percent + 50) / 100) : 0;
    return { courseId: w.courseIds[l.course]!, unitMinor: l.price, discountMinor: Math.min(discount, l.price), totalMinor: l.price - Math.min(discount, l.price) };
  });
  const subtotal = lines.reduce((a, l) => a + l.unitMinor, 0);
  const discount = lines.reduce((a, l) => a + l.discountMinor, 0);
  const total = subtotal - discount;
  const tax = taxOf(total, s.taxBp, true);
  return t.database.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        number: `PT-${++serial}-${Date.now().toString(36)}`, customerId: w.buyers[s.buyer]!, status: 'paid', countryId: 999, currency: s.currency,
        subtotalMinor: subtotal, discountMinor: discount, taxMinor: tax, taxRateBasisPoints: s.taxBp, taxInclusive: true, totalMinor: total,
        couponId: s.coupon ? w.couponIds[s.coupon.owner]! : null, billing: { name: '', address: '', countryCode: null, taxId: null, email: 'b@example.com' }, cartKey: 'pt', paidAt: clock,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id, title: 'Course' })));
    if (total > 0) {
      await tx.insert(payments).values({ orderId: order!.id, provider: s.provider, method: s.provider === 'qr' ? 'promptpay' : 'card', status: 'succeeded', amountMinor: total, currency: s.currency, expiresAt: clock, confirmedAt: clock });
    }
    await t.services.ledger.recordSaleIn(tx, order!.id);
    return order!.id;
  });
}

const key = (id: string, account: string, c: string) => `${id}|${account}|${c}`;

it('balances after every step of random sales, refunds, releases and payouts', async () => {
  const ledger = t.services.ledger;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
      let clock = new Date(Date.UTC(2026, 0, 1) + serial * 1000);
      const w = await world(clock);
      const paidOrders: string[] = [];
      const open: { id: number; payee: (typeof w.payees)[number]; currency: Currency; amount: number }[] = [];
      const paidSum = new Map<string, number>();
      /** Balances a refund touched while they had payouts (in payout or paid): these may go negative. */
      const mayBeNegative = new Set<string>();
      const hadPayouts = new Set<string>();

      for (const s of steps) {
        if (s.kind === 'sale') paidOrders.push(await sell(w, s, clock));
        else if (s.kind === 'refund' && paidOrders.length) {
          const [orderId] = paidOrders.splice(s.pick % paidOrders.length, 1);
          const touched = await t.database.db
            .selectDistinct({ id: ledgerEntries.beneficiaryId, party: ledgerEntries.party, currency: ledgerEntries.currency })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.orderId, orderId!), inArray(ledgerEntries.party, ['instructor', 'affiliate'])));
          for (const b of touched) if (b.id && hadPayouts.has(key(b.id, b.party, b.currency))) mayBeNegative.add(key(b.id, b.party, b.currency));
          await t.database.db.transaction(async (tx) => {
            await tx.update(orders).set({ status: 'refunded', closedAt: clock }).where(eq(orders.id, orderId!));
            await ledger.reverseOrderIn(tx, orderId!);
            // Twice in the same transaction changes nothing.
            await ledger.reverseOrderIn(tx, orderId!);
          });
        } else if (s.kind === 'advance') {
          clock = new Date(clock.getTime() + s.days * DAY);
          await ledger.release(clock);
        } else if (s.kind === 'payout') {
          const payee = w.payees[s.who]!;
          if (open.some((p) => p.payee === payee && p.currency === s.currency)) continue;
          const made = await t.database.db.transaction(async (tx) => {
            const available = await ledger.availableIn(tx, payee.id, payee.account, s.currency);
            if (available < 1) return null;
            const amount = Math.max(1, Math.floor((available * s.percent) / 100));
            const [p] = await tx
              .insert(payouts)
              .values({ customerId: payee.id, account: payee.account, amountMinor: amount, currency: s.currency, method: { kind: 'paypal', holderName: 'P', value: 'p@example.com' } })
              .returning({ id: payouts.id });
            await ledger.payoutEntryIn(tx, { id: p!.id, customerId: payee.id, account: payee.account, currency: s.currency, amountMinor: amount });
            return { id: p!.id, payee, currency: s.currency, amount };
          });
          if (made) {
            open.push(made);
            hadPayouts.add(key(payee.id, payee.account, s.currency));
          }
        } else if (s.kind === 'end' && open.length) {
          const [p] = open.splice(s.pick % open.length, 1);
          const changed = await t.database.db.transaction(async (tx) => {
            await tx.update(payouts).set(s.to === 'paid' ? { status: 'paid', paidAt: clock } : { status: 'rejected', rejectedAt: clock, rejectReason: 'no' }).where(eq(payouts.id, p!.id));
            const first = await ledger.settlePayoutEntryIn(tx, p!.id, s.to === 'paid' ? 'paid' : 'reversed');
            // A second settlement (a double click, a retry) finds it ended.
            const second = await ledger.settlePayoutEntryIn(tx, p!.id, 'paid');
            return [first, second];
          });
          expect(changed).toEqual([true, false]);
          if (s.to === 'paid') {
            const k = key(p!.payee.id, p!.payee.account, p!.currency);
            paidSum.set(k, (paidSum.get(k) ?? 0) + p!.amount);
          }
        }

        // After every step.
        expect(await ledger.check()).toEqual([]);
        expect((await ledger.problems()).payouts).toEqual([]);
        for (const payee of w.payees) {
          for (const b of await ledger.balances(payee.id, payee.account)) {
            const k = key(payee.id, payee.account, b.currency);
            expect(b.pendingMinor).toBeGreaterThanOrEqual(0);
            expect(b.inPayoutMinor).toBeGreaterThanOrEqual(0);
            expect(b.paidMinor).toBe(paidSum.get(k) ?? 0);
            expect(b.inPayoutMinor).toBe(open.filter((p) => p.payee === payee && p.currency === b.currency).reduce((a, p) => a + p.amount, 0));
            if (!mayBeNegative.has(k)) expect(b.availableMinor).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }),
    { numRuns: 30 },
  );
}, 120_000);
