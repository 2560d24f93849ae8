// The earnings ledger: the ONLY writer of ledger_entries. The contract other modules rely on:
//  - recordSaleIn(tx, orderId): called in the transaction that marks an order paid (Settlement).
//  - reverseOrderIn(tx, orderId, lineIds?): called in the transaction that marks an order (or some of its lines) refunded (RefundService).
//  - balances(customerId, account): an account's balances per currency (earnings page, affiliate page).
//  - availableIn(tx, customerId, account, currency): the available balance, read under the payout's lock.
//  - payoutEntryIn / settlePayoutEntryIn: the one negative `payout` entry of a payout (with the entries
//    it carries, payout_entries), and its end.
// Balances are sums of entries (never counters):
//   pending   = sum(amount) of the account's non-payout entries with status 'pending'
//   available = sum(amount) of its entries with status 'available' + sum(amount) of its payout entries in_payout or paid
//   inPayout  = -sum(amount) of its payout entries in_payout;  paid = -sum(amount) of its payout entries paid
// Statuses of a sale's entries: the earnings (instructor_net, affiliate_commission) and the platform's
// fee are `pending` until available_at (paid time + the hold), then `available` (release()); the sale's
// own entries (gross, discount) and what is not held (tax, provider_fee) are `available` at once.
// Which earnings a payout carries: payout_entries (allocateIn), written with the payout: the account's
// available entries not carried by another payout that is not rejected, oldest first, every negative one
// (a refund after a payout: the debt goes with the next payout) and positive ones up to the amount (the
// last one in part). The entries never change for it: an entry is in payout while a payout carrying it
// is requested or approved, paid once payouts paid carry all of it, and available again when its payout
// is rejected (EarningsService derives a statement line's state so).
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { ServerContext } from '../../context';
import { REFERRAL_ATTRIBUTION_DAYS, type Currency, type LedgerEntryKind, type LedgerParty, type PayoutAccountName } from '../../../shared/constants';
import type { Balance, SaleTerms } from '../../../shared/schemas/money';
import { billingProfiles, coupons, courses, customers, ledgerEntries, orderLines, orders, payments, payoutMethods, refunds } from '../../db/schema';
import { moneyTrailKey } from '../affiliate/sameperson';
import type { Executor, Transaction } from '../cart/cartLines';
import { largestRemainder, saleChannel, splitLine } from './ledgerSplit';
import { ledgerBalances, ledgerProblems, mailLedgerAlert, problemLabels, type LedgerProblems } from './ledgerCheck';
import type { SettingsService } from '../settings/settingsService';

type NewEntry = typeof ledgerEntries.$inferInsert;

const RELEASE_BATCH = 1000;
/** The advisory lock of one balance (customer, account, currency), taken by availableIn. */
const balanceLockKey = (customerId: string, account: PayoutAccountName, currency: Currency) => `ledger:${customerId}:${account}:${currency}`;

export type { LedgerProblems } from './ledgerCheck';

export class LedgerService {
  /** The release buckets this process queued a job for already: a burst of sales sends one job per minute. */
  private readonly queuedBuckets = new Set<number>();

  constructor(
    private readonly ctx: ServerContext,
    /** The split, the hold and the affiliate programme in force (the admin's settings). */
    readonly settings: SettingsService,
  ) {}

  /** The earnings rules in force: the configuration's, with the shares, commission and hold of the settings. */
  get rules(): AppConfig['earnings'] {
    const s = this.settings.current();
    return { ...this.ctx.config.earnings, instructorSharePercent: s.instructorSharePercent, affiliateCommissionPercent: s.affiliateCommissionPercent, holdSeconds: s.earningsHoldSeconds };
  }

  /**
   * Inside the transaction that marks the order paid: writes every entry of the order's lines (see
   * ledgerSplit), then queues a 'ledger-release' for when the hold ends. Does nothing when the order
   * has entries already, or is not `paid`.
   */
  async recordSaleIn(tx: Transaction, orderId: string): Promise<void> {
    const { affiliateProgrammeEnabled } = await this.settings.values();
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'paid') return;
    const [existing] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).limit(1);
    if (existing) return;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    if (lines.length === 0) return;
    const [payment] = await tx.select({ provider: payments.provider }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'))).limit(1);
    const owners = new Map(
      (await tx.select({ id: courses.id, ownerId: courses.instructorId }).from(courses).where(inArray(courses.id, lines.map((l) => l.courseId)))).map((c) => [c.id, c.ownerId]),
    );
    const [coupon] = order.couponId === null ? [] : await tx.select({ ownerId: coupons.ownerId }).from(coupons).where(eq(coupons.id, order.couponId));
    const person = { id: customers.id, email: customers.email, referredBy: customers.referredBy, createdAt: customers.createdAt, affiliateAcceptedAt: customers.affiliateAcceptedAt, linkOwnerId: customers.linkOwnerId, linkClickedAt: customers.linkClickedAt };
    const [buyer] = await tx.select(person).from(customers).where(eq(customers.id, order.customerId));
    if (!buyer) return;
    // With the affiliate programme off, a referred sale is an organic one (no commission).
    const [referrer] = buyer.referredBy === null || !affiliateProgrammeEnabled ? [] : await tx.select(person).from(customers).where(eq(customers.id, buyer.referredBy));
    // Only a referred sale asks whether buyer and referrer share a way of being paid (then they are one person).
    const trails = referrer ? await moneyTrails(tx, [buyer.id, referrer.id]) : new Map<string, string[]>();

    const saleAt = order.paidAt ?? new Date();
    const releaseAt = new Date(saleAt.getTime() + this.rules.holdSeconds * 1000);
    const taxes = largestRemainder(order.taxMinor, lines.map((l) => l.totalMinor));
    const rows: NewEntry[] = [];
    lines.forEach((line, i) => {
      const ownerId = owners.get(line.courseId) ?? null;
      const { channel, affiliateId } = saleChannel({
        ownerId,
        couponOwnerId: coupon?.ownerId ?? null,
        buyer: { ...buyer, trail: trails.get(buyer.id) ?? [] },
        referrer: referrer ? { ...referrer, trail: trails.get(referrer.id) ?? [] } : null,
        saleAt,
        attributionDays: REFERRAL_ATTRIBUTION_DAYS,
      });
      // The discount as taken off the line (unit - total: checkout writes them so), so that a sale never fails on its split.
      const split = splitLine(
        { unitMinor: line.unitMinor, discountMinor: line.unitMinor - line.totalMinor, totalMinor: line.totalMinor, taxMinor: taxes[i] ?? 0, taxInclusive: order.taxInclusive, provider: payment?.provider ?? null, channel },
        this.rules,
      );
      // The percentages in force now, kept with the sale's entries (the breakdown shows them, whatever the rules become).
      const terms: SaleTerms = {
        sharePercent: this.rules.instructorSharePercent[channel],
        affiliateCommissionPercent: this.rules.affiliateCommissionPercent,
        providerFeeBasisPoints: payment?.provider ? (this.rules.providerFeeBasisPoints[payment.provider] ?? 0) : 0,
      };
      const base = { currency: order.currency, channel, orderId, orderLineId: line.id, courseId: line.courseId, terms };
      const now = { status: 'available' as const, availableAt: saleAt };
      const held = { status: 'pending' as const, availableAt: releaseAt };
      const entry = (kind: LedgerEntryKind, party: LedgerParty, amountMinor: number, when: typeof now | typeof held, beneficiaryId: string | null = null) => {
        if (amountMinor !== 0 || kind === 'gross') rows.push({ ...base, ...when, kind, party, amountMinor, beneficiaryId });
      };
      entry('gross', 'sale', split.gross, now);
      entry('discount', 'sale', split.discount, now);
      entry('tax', 'tax', split.tax, now);
      entry('provider_fee', 'provider', split.providerFee, now);
      entry('affiliate_commission', 'affiliate', split.affiliateCommission, held, affiliateId);
      // A course whose instructor's account is gone: the platform keeps the instructor's part.
      if (ownerId === null) entry('platform_fee', 'platform', split.platformFee + split.instructorNet, held);
      else {
        entry('platform_fee', 'platform', split.platformFee, held);
        entry('instructor_net', 'instructor', split.instructorNet, held, ownerId);
      }
    });
    await tx.insert(ledgerEntries).values(rows);
    // Not awaited: the queue writes on its own connection, and the sale's transaction (with its row
    // locks) must not wait for one (under a burst of payments that wait reached the connect timeout).
    if (rows.some((r) => r.status === 'pending')) void this.queueRelease(releaseAt);
  }

  /**
   * A 'ledger-release' job for the end of the minute `at` falls in (of its 5 seconds when the hold is
   * under 10 minutes, as in end-to-end tests), keyed by that moment; one per bucket and process (the
   * scheduled release every 5 minutes catches anything missed). The queue writes on its own
   * connection, so a failure here is logged and never fails the sale; it never throws.
   */
  private async queueRelease(at: Date): Promise<void> {
    const bucketMs = this.rules.holdSeconds < 600 ? 5_000 : 60_000;
    const bucket = Math.floor(at.getTime() / bucketMs);
    if (this.queuedBuckets.has(bucket)) return;
    this.queuedBuckets.add(bucket);
    if (this.queuedBuckets.size > 500) this.queuedBuckets.delete(this.queuedBuckets.values().next().value as number);
    const end = (bucket + 1) * bucketMs;
    const startAfterSeconds = Math.max(1, Math.ceil((end - Date.now()) / 1000));
    try {
      await this.ctx.jobs.send('ledger-release', {}, { startAfterSeconds, singletonKey: `ledger-release:${new Date(end).toISOString()}` });
    } catch (err) {
      this.queuedBuckets.delete(bucket);
      this.log('ledger: the release job was not queued (the scheduled release will run it)', err);
    }
  }

  /**
   * Inside the transaction that marks the order (or some of its lines) refunded: one reversing entry
   * (negated amount, reverses_id = the original) per entry of the order, or only of the order lines
   * `lineIds` (a partial refund: those lines' gross, discount, tax, fees, commission and net). An
   * original still `pending` becomes `reversed` and so does its reversal; an original already
   * available keeps its status and its reversal is `available` (an earning paid out already leaves the
   * balance negative). Does nothing for entries reversed already (or when there are none).
   */
  async reverseOrderIn(tx: Transaction, orderId: string, lineIds?: readonly number[]): Promise<void> {
    if (lineIds && lineIds.length === 0) return;
    const originals = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), isNull(ledgerEntries.reversesId), ne(ledgerEntries.kind, 'payout'), lineIds ? inArray(ledgerEntries.orderLineId, [...lineIds]) : undefined))
      .orderBy(asc(ledgerEntries.id))
      .for('update');
    if (originals.length === 0) return;
    const reversed = await tx
      .select({ reversesId: ledgerEntries.reversesId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), isNotNull(ledgerEntries.reversesId)));
    const done = new Set(reversed.map((r) => r.reversesId));
    const todo = originals.filter((o) => !done.has(o.id));
    if (todo.length === 0) return;
    const pendingIds = todo.filter((o) => o.status === 'pending').map((o) => o.id);
    if (pendingIds.length) await tx.update(ledgerEntries).set({ status: 'reversed' }).where(and(inArray(ledgerEntries.id, pendingIds), eq(ledgerEntries.status, 'pending')));
    const now = new Date();
    await tx
      .insert(ledgerEntries)
      .values(
        todo.map((o): NewEntry => {
          const wasPending = o.status === 'pending';
          return {
            kind: o.kind, party: o.party, beneficiaryId: o.beneficiaryId, amountMinor: -o.amountMinor, currency: o.currency, channel: o.channel,
            orderId: o.orderId, orderLineId: o.orderLineId, courseId: o.courseId, reversesId: o.id,
            status: wasPending ? 'reversed' : 'available', availableAt: wasPending ? null : now,
          };
        }),
      )
      .onConflictDoNothing({ target: ledgerEntries.reversesId });
  }

  /** An account's balances, one per currency it has entries in (see the formulas above), by currency. */
  async balances(customerId: string, account: PayoutAccountName, db: Executor = this.ctx.db): Promise<Balance[]> {
    const e = ledgerEntries;
    const sum = (cond: ReturnType<typeof sql>, sign = 1) => sql<number>`(${sign} * coalesce(sum(${e.amountMinor}) filter (where ${cond}), 0))::bigint`.mapWith(Number);
    const rows = await db
      .select({
        currency: e.currency,
        pending: sum(sql`${e.kind} <> 'payout' and ${e.status} = 'pending'`),
        available: sum(sql`(${e.kind} <> 'payout' and ${e.status} = 'available') or (${e.kind} = 'payout' and ${e.status} in ('in_payout', 'paid'))`),
        inPayout: sum(sql`${e.kind} = 'payout' and ${e.status} = 'in_payout'`, -1),
        paid: sum(sql`${e.kind} = 'payout' and ${e.status} = 'paid'`, -1),
        nextReleaseAt: sql<string | null>`to_char(min(${e.availableAt}) filter (where ${e.kind} <> 'payout' and ${e.status} = 'pending') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(e)
      .where(and(eq(e.beneficiaryId, customerId), eq(e.party, account)))
      .groupBy(e.currency)
      .orderBy(asc(e.currency));
    return rows.map((r) => ({ currency: r.currency, pendingMinor: r.pending, availableMinor: r.available, inPayoutMinor: r.inPayout, paidMinor: r.paid, nextReleaseAt: r.nextReleaseAt }));
  }

  /**
   * The available balance of one account and currency, after taking the transaction's advisory lock
   * of that balance (pg_advisory_xact_lock): two payouts of the same balance at once run one after the
   * other, the second seeing the first's entry. Call payoutEntryIn in the same transaction.
   */
  async availableIn(tx: Transaction, customerId: string, account: PayoutAccountName, currency: Currency): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${balanceLockKey(customerId, account, currency)}))`);
    const e = ledgerEntries;
    const [row] = await tx
      .select({
        available: sql<number>`coalesce(sum(${e.amountMinor}) filter (where (${e.kind} <> 'payout' and ${e.status} = 'available') or (${e.kind} = 'payout' and ${e.status} in ('in_payout', 'paid'))), 0)::bigint`.mapWith(Number),
      })
      .from(e)
      .where(and(eq(e.beneficiaryId, customerId), eq(e.party, account), eq(e.currency, currency)));
    return row?.available ?? 0;
  }

  /** Writes the payout's entry: -amount, status in_payout, party = the account, beneficiary = the payee. Nothing when the payout has its entry already. */
  async payoutEntryIn(tx: Transaction, payout: { id: number; customerId: string; account: PayoutAccountName; currency: Currency; amountMinor: number }): Promise<void> {
    if (!Number.isSafeInteger(payout.amountMinor) || payout.amountMinor <= 0) throw new RangeError('a payout is a positive amount');
    const [existing] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.payoutId, payout.id), eq(ledgerEntries.kind, 'payout'))).limit(1);
    if (existing) return;
    await tx.insert(ledgerEntries).values({
      kind: 'payout', party: payout.account, beneficiaryId: payout.customerId, amountMinor: -payout.amountMinor, currency: payout.currency, status: 'in_payout', payoutId: payout.id,
    });
    await this.allocateIn(tx, payout);
  }

  /**
   * Writes which entries the payout carries (payout_entries; see the top of this file), under the
   * balance's lock that availableIn took. Every negative part is carried when the positive ones can
   * still make up the amount (always, while the ledger holds together: the amount is at most the
   * available balance, which is the sum of these parts); the positive ones oldest first (available_at,
   * id) up to the amount. Writes what it can: a payout it cannot cover is the check's to report.
   * Returns the sum carried.
   */
  async allocateIn(tx: Transaction, payout: { id: number; customerId: string; account: PayoutAccountName; currency: Currency; amountMinor: number }): Promise<number> {
    const { rows } = await tx.execute<{ id: number; rest: string | number }>(sql`
      with carried as (
        select pe.entry_id, sum(pe.amount_minor) as amount
        from payout_entries pe join payouts p on p.id = pe.payout_id
        where p.customer_id = ${payout.customerId} and p.account = ${payout.account} and p.currency = ${payout.currency} and p.status <> 'rejected' and p.id <> ${payout.id}
        group by pe.entry_id
      )
      select e.id, e.amount_minor - coalesce(c.amount, 0) as rest
      from ledger_entries e left join carried c on c.entry_id = e.id
      where e.beneficiary_id = ${payout.customerId} and e.party = ${payout.account} and e.currency = ${payout.currency}
        and e.kind <> 'payout' and e.status = 'available' and e.amount_minor <> coalesce(c.amount, 0)
      order by e.available_at, e.id`);
    const parts = rows.map((r) => ({ id: r.id, rest: Number(r.rest) }));
    const negative = parts.filter((p) => p.rest < 0).reduce((a, p) => a + p.rest, 0);
    const positive = parts.filter((p) => p.rest > 0).reduce((a, p) => a + p.rest, 0);
    const carryDebts = positive >= payout.amountMinor - negative;
    const ids: number[] = [];
    const amounts: number[] = [];
    let need = payout.amountMinor;
    if (carryDebts) {
      for (const p of parts.filter((x) => x.rest < 0)) {
        ids.push(p.id);
        amounts.push(p.rest);
      }
      need -= negative;
    }
    for (const p of parts) {
      if (need <= 0) break;
      if (p.rest <= 0) continue;
      const part = Math.min(p.rest, need);
      ids.push(p.id);
      amounts.push(part);
      need -= part;
    }
    if (ids.length === 0) return 0;
    await tx.execute(sql`
      insert into payout_entries (payout_id, entry_id, amount_minor)
      select ${payout.id}, unnest(${`{${ids.join(',')}}`}::int[]), unnest(${`{${amounts.join(',')}}`}::bigint[])
      on conflict do nothing`);
    return amounts.reduce((a, n) => a + n, 0);
  }

  /**
   * A payout ended: its entry becomes paid (sent) or reversed (rejected: the money is available again).
   * Compare-and-set from in_payout only: true when it changed, false when it had ended already (or has no entry).
   */
  async settlePayoutEntryIn(tx: Transaction, payoutId: number, to: 'paid' | 'reversed'): Promise<boolean> {
    const changed = await tx
      .update(ledgerEntries)
      .set({ status: to, ...(to === 'paid' ? { availableAt: new Date() } : {}) })
      .where(and(eq(ledgerEntries.payoutId, payoutId), eq(ledgerEntries.kind, 'payout'), eq(ledgerEntries.status, 'in_payout')))
      .returning({ id: ledgerEntries.id });
    return changed.length > 0;
  }

  /** Pending entries whose hold has passed (available_at <= now) become available, in batches. Returns how many. */
  async release(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await this.ctx.db.execute(sql`
        update ledger_entries set status = 'available'
        where id in (
          select id from ledger_entries
          where status = 'pending' and available_at <= ${now}
          order by available_at, id
          limit ${RELEASE_BATCH}
          for update skip locked
        ) and status = 'pending'`);
      const n = result.rowCount ?? 0;
      total += n;
      if (n < RELEASE_BATCH) return total;
    }
  }

  /**
   * Proves the ledger balances (see ledgerCheck.ts for every rule). Returns one label per problem (an
   * order's id, `payout <id>`, `entry <id>`; none when it balances); when any, logs an error and mails
   * every admin one alert.
   */
  async check(): Promise<string[]> {
    const found = await this.problems();
    if (!ledgerBalances(found)) {
      this.log(`ledger check failed: orders ${found.orders.join(', ') || '-'}; payouts ${found.payouts.join(', ') || '-'}; entries ${found.entries.join(', ') || '-'}`);
      await mailLedgerAlert(this.ctx, found);
    }
    return problemLabels(found);
  }

  /** What check() finds, without logging or mailing. */
  problems(db: Executor = this.ctx.db): Promise<LedgerProblems> {
    return ledgerProblems(db);
  }

  private log(message: string, err?: unknown): void {
    if (this.ctx.config.logLevel !== 'silent') console.error(message, ...(err === undefined ? [] : [err]));
  }
}

/** Each customer's payout method, the accounts they gave for refunds, their billing tax ID and the cards they paid with, as moneyTrailKey values. */
async function moneyTrails(tx: Executor, customerIds: string[]): Promise<Map<string, string[]>> {
  const trails = new Map<string, string[]>(customerIds.map((id) => [id, []]));
  const add = (id: string, key: string) => trails.get(id)?.push(key);
  for (const row of await tx.select({ id: payoutMethods.customerId, method: payoutMethods.method }).from(payoutMethods).where(inArray(payoutMethods.customerId, customerIds))) {
    add(row.id, moneyTrailKey(row.method.kind, row.method.value));
  }
  const given = await tx
    .select({ id: orders.customerId, account: refunds.payoutAccount })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(inArray(orders.customerId, customerIds), isNotNull(refunds.payoutAccount)));
  for (const row of given) if (row.account) add(row.id, moneyTrailKey(row.account.kind, row.account.value));
  for (const row of await tx.select({ id: billingProfiles.customerId, taxId: billingProfiles.taxId }).from(billingProfiles).where(inArray(billingProfiles.customerId, customerIds))) {
    if (row.taxId) add(row.id, moneyTrailKey('tax', row.taxId));
  }
  const cards = await tx
    .selectDistinct({ id: orders.customerId, payerKey: payments.payerKey })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(inArray(orders.customerId, customerIds), isNotNull(payments.payerKey)));
  for (const row of cards) if (row.payerKey) add(row.id, moneyTrailKey('card', row.payerKey));
  return trails;
}
