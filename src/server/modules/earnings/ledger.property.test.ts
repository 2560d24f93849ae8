// Property-based test of the earnings ledger (fast-check) against a real PostgreSQL: random sequences
// of sales (prices, currencies, tax rates, providers, coupons, channels), refunds, the clock moving
// and releases, and payouts through PayoutService as the routes use it: requests of any part of the
// balance or more (request), and an admin's approve, paid and reject (decide) on any payout, in any
// order. The service's refusals are part of the property: a request above the available balance, below
// the minimum, while one is open, or of an affiliate without the agreement is refused with its code; a
// decision its status does not allow (paying twice, paying a rejected one) with PAYOUT_STATE_CONFLICT.
// After every step: the check finds nothing; no balance is negative unless a refund came after a
// payout of that balance; what was paid per balance is the sum of its paid payouts, what is in payout
// the sum of its open ones; and the statement agrees (payout_entries): its lines' parts in payout and
// paid out sum to those balances, each line's state follows from them, none is carried beyond its amount.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { CURRENCIES, type Currency, type PaymentProviderName, type PayoutAccountName, type PayoutStatus } from '../../../shared/constants';
import type { ErrorCode } from '../../../shared/errorCodes';
import type { PayoutAccount } from '../../../shared/schemas/commerce';
import { coupons, courses, customers, ledgerEntries, orderLines, orders, payments, payoutMethods, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { PAYOUT_TRANSITIONS } from '../payouts/payoutService';
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
  | { kind: 'decide'; pick: number; to: 'approved' | 'paid' | 'rejected' };

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
  // Up to 150 % of the available balance: the service refuses what is above it.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payout' as const), who: fc.nat({ max: 3 }), currency, percent: fc.integer({ min: 1, max: 150 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), to: fc.constantFrom('approved' as const, 'paid' as const, 'rejected' as const) }) },
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

/** A payout method receiving each currency (the method decides the currency a payout may be in). */
const METHOD_FOR: Record<Currency, PayoutAccount> = {
  THB: { kind: 'promptpay', holderName: 'P', value: '0812345678' },
  PHP: { kind: 'gcash', holderName: 'P', value: '09171234567' },
  VND: { kind: 'bank_vn', holderName: 'P', bank: 'Test bank', value: '0123456789' },
  USD: { kind: 'paypal', holderName: 'P', value: 'p@example.com' },
};

/** The payee's method for `currency`, set two days ago (past the cooldown after a change, which the payouts tests cover). */
async function methodFor(customerId: string, currency: Currency): Promise<void> {
  const at = new Date(Date.now() - 2 * DAY);
  await t.database.db
    .insert(payoutMethods)
    .values({ customerId, method: METHOD_FOR[currency], createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: payoutMethods.customerId, set: { method: METHOD_FOR[currency], updatedAt: at } });
}

async function row(id: string): Promise<CustomerRow> {
  const [r] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  return r!;
}

/** What a call answered: ok, or the code of the AppError it was refused with (anything else is thrown). */
async function outcome<T>(call: Promise<T>): Promise<{ ok: T } | { refused: ErrorCode }> {
  try {
    return { ok: await call };
  } catch (err) {
    if (err instanceof AppError) return { refused: err.code };
    throw err;
  }
}

it('balances after every step of random sales, refunds, releases and payouts through the payout service', async () => {
  const ledger = t.services.ledger;
  const service = t.services.payouts;
  const admin = await row(await person({ role: 'admin' }));
  const minimum = (await ledger.settings.values()).payoutMinimumMinor;
  let refusals = 0;
  let paidPayouts = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
      // Sales in 2020 and after: their holds end long before today, as the check wants of what is available.
      let clock = new Date(Date.UTC(2020, 0, 1) + serial * 1000);
      const w = await world(clock);
      const paidOrders: string[] = [];
      /** Every payout of the run, with the status the model expects. */
      const made: { id: number; payee: (typeof w.payees)[number]; currency: Currency; amount: number; status: PayoutStatus }[] = [];
      const isOpen = (p: (typeof made)[number]) => p.status === 'requested' || p.status === 'approved';
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
          await methodFor(payee.id, s.currency);
          const caller = await row(payee.id);
          const available = (await ledger.balances(payee.id, payee.account)).find((b) => b.currency === s.currency)?.availableMinor ?? 0;
          const amount = Math.max(1, Math.floor((Math.max(0, available) * s.percent) / 100));
          const expected: ErrorCode | null =
            payee.account === 'affiliate' && caller.affiliateAcceptedAt === null ? 'AFFILIATE_AGREEMENT_REQUIRED'
            : amount < minimum[s.currency] ? 'PAYOUT_BELOW_MINIMUM'
            : made.some((p) => p.payee === payee && p.currency === s.currency && isOpen(p)) ? 'PAYOUT_IN_PROGRESS'
            : amount > available ? 'PAYOUT_INSUFFICIENT_BALANCE'
            : null;
          const result = await outcome(service.request(caller, { amount, currency: s.currency, account: payee.account }));
          if ('refused' in result) {
            refusals++;
            expect(result.refused).toBe(expected);
          } else {
            expect(expected).toBeNull();
            expect(result.ok).toMatchObject({ status: 'requested', amountMinor: amount, currency: s.currency });
            made.push({ id: result.ok.id, payee, currency: s.currency, amount, status: 'requested' });
            hadPayouts.add(key(payee.id, payee.account, s.currency));
          }
        } else if (s.kind === 'decide' && made.length) {
          const p = made[s.pick % made.length]!;
          const allowed = PAYOUT_TRANSITIONS[p.status].includes(s.to);
          const call = s.to === 'approved' ? service.approve(admin, p.id) : s.to === 'paid' ? service.markPaid(admin, p.id, `REF-${p.id}`) : service.reject(admin, p.id, 'No');
          const result = await outcome(call);
          if ('refused' in result) {
            refusals++;
            // Paid twice, paid after a rejection, approved again: refused, and nothing moves.
            expect([p.status, s.to, result.refused]).toEqual([p.status, s.to, 'PAYOUT_STATE_CONFLICT']);
            expect(allowed).toBe(false);
          } else {
            expect([p.status, s.to, allowed]).toEqual([p.status, s.to, true]);
            expect(result.ok.payout.status).toBe(s.to);
            p.status = s.to;
            if (s.to === 'paid') {
              paidPayouts++;
              const k = key(p.payee.id, p.payee.account, p.currency);
              paidSum.set(k, (paidSum.get(k) ?? 0) + p.amount);
            }
          }
        }

        // After every step.
        expect(await ledger.check()).toEqual([]);
        for (const payee of w.payees) {
          for (const b of await ledger.balances(payee.id, payee.account)) {
            const k = key(payee.id, payee.account, b.currency);
            expect(b.pendingMinor).toBeGreaterThanOrEqual(0);
            expect(b.inPayoutMinor).toBeGreaterThanOrEqual(0);
            expect(b.paidMinor).toBe(paidSum.get(k) ?? 0);
            expect(b.inPayoutMinor).toBe(made.filter((p) => p.payee === payee && p.currency === b.currency && isOpen(p)).reduce((a, p) => a + p.amount, 0));
            if (!mayBeNegative.has(k)) expect(b.availableMinor).toBeGreaterThanOrEqual(0);
          }
          // The statement's lines (earnings and refunds) say the same: the parts in payout sum to the open
          // payouts, the parts paid to the paid ones; a line is in payout exactly when a part of it is, paid
          // when paid payouts carried all of it.
          const lines = (await t.services.earnings.statement(await row(payee.id), { account: payee.account, pageSize: 200 })).items.filter((e) => e.kind !== 'payout');
          for (const b of await ledger.balances(payee.id, payee.account)) {
            const mine = lines.filter((e) => e.currency === b.currency);
            expect([b.currency, mine.reduce((a, e) => a + e.inPayoutMinor, 0), mine.reduce((a, e) => a + e.paidOutMinor, 0)]).toEqual([b.currency, b.inPayoutMinor, b.paidMinor]);
          }
          for (const e of lines) {
            const expected = e.status === 'pending' ? 'on_hold' : e.status === 'reversed' ? 'reversed' : e.inPayoutMinor !== 0 ? 'in_payout' : e.paidOutMinor === e.amountMinor ? 'paid' : 'available';
            expect([e.id, e.state]).toEqual([e.id, expected]);
            // Never carried beyond its amount, nor against its sign.
            expect(Math.abs(e.inPayoutMinor + e.paidOutMinor)).toBeLessThanOrEqual(Math.abs(e.amountMinor));
            expect((e.inPayoutMinor + e.paidOutMinor) * e.amountMinor).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }),
    {
      numRuns: 20,
      // One sequence always run first: a sale, the hold passes, a payout asked, approved, paid, paid
      // again (refused), one above the balance (refused), the sale refunded (the balance goes negative),
      // and a payout asked from the negative balance (refused).
      examples: [
        [
          [
            { kind: 'sale', buyer: 0, lines: [{ course: 0, price: 2_000_000 }], currency: 'THB', taxBp: 700, provider: 'test', coupon: null },
            { kind: 'advance', days: 31 },
            { kind: 'payout', who: 0, currency: 'THB', percent: 50 },
            { kind: 'decide', pick: 0, to: 'approved' },
            { kind: 'decide', pick: 0, to: 'paid' },
            { kind: 'decide', pick: 0, to: 'paid' },
            { kind: 'payout', who: 0, currency: 'THB', percent: 150 },
            { kind: 'refund', pick: 0 },
            { kind: 'payout', who: 0, currency: 'THB', percent: 100 },
          ],
        ],
      ],
    },
  );
  // The refusals were exercised, and payouts were paid, not only refused.
  expect(refusals).toBeGreaterThanOrEqual(3);
  expect(paidPayouts).toBeGreaterThan(0);
}, 120_000);
