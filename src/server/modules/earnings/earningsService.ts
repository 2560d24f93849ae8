// The read side of the ledger for instructors: earnings (balances, monthly totals), the statement
// (entries, CSV) and the orders of their courses (CSV). Nothing here writes: LedgerService owns the ledger.
//
// The statement reads one account's entries (beneficiary and party) through ledger_beneficiary_idx
// (beneficiary_id, party, created_at): a page takes the ids of its entries from the index alone, then
// its rows; the range's count and totals come from one aggregate; the breakdowns of a page's sales from
// one query over the page's orders. The CSV is written in batches read by keyset, never whole in memory.
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { isLanguage, type Currency, type Language, type LedgerEntryKind, type LedgerStatus, type OrderStatus, type PayoutAccountName, type SaleChannel } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type {
  Earnings,
  InstructorOrder,
  InstructorOrderPage,
  InstructorOrderQuery,
  MonthlyTotal,
  SaleBreakdown,
  SaleTerms,
  StatementEntry,
  StatementPage,
  StatementQuery,
  StatementState,
} from '../../../shared/schemas/money';
import type { ServerContext } from '../../context';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { isoTime, isoTimeOrNull } from '../courses/courseSql';
import { containsPattern } from '../teaching/teachingAccess';
import { TtlCache } from '../ttlCache';
import { safeCell } from '../teaching/teachingService';
import type { LedgerService } from './ledgerService';
import { minorToDecimal } from '../../../shared/money';

type Timestamp = string | Date;
/** bigint and numeric columns arrive as text from execute(); amounts stay far below 2^53. */
type DbInt = string | number;

const DEFAULT_PAGE_SIZE = 50;
/** How long a statement range's totals may serve its next pages (the newest entry unchanged). */
const STATEMENT_TOTALS_TTL_MS = 5_000;
/** Entries (or order lines) per read while a CSV is written. */
const CSV_BATCH = 2000;


/** "Somchai J." from the first name and the last name's initial; else the username's first letter and ***. */
export function maskedBuyer(firstName: string | null, lastName: string | null, username: string | null): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (first) return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
  const letter = [...(username?.trim() ?? '')][0];
  return `${letter ?? '?'}***`;
}

/** A day (YYYY-MM-DD) that exists in the calendar, or a 400 naming the field. */
function parseDay(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // Year 0 parses in JavaScript but not in PostgreSQL.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.toISOString().slice(0, 10) !== value) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'This date does not exist.', {}, [{ path: `querystring.${field}`, message: 'must be a date (YYYY-MM-DD)' }]);
  }
  return value;
}

/** from and to (both days included), checked: real dates, from not after to. */
function dayRange(query: { from?: string; to?: string }): { from?: string; to?: string } {
  const from = parseDay(query.from, 'from');
  const to = parseDay(query.to, 'to');
  if (from && to && from > to) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The range starts after it ends.', {}, [{ path: 'querystring.from', message: 'must not be after to' }]);
  }
  return { from, to };
}

/** The range as a condition on a timestamp column (UTC days, `to` included). */
function rangeCondition(column: SQL, range: { from?: string; to?: string }): SQL {
  const parts: SQL[] = [];
  if (range.from) parts.push(sql`${column} >= ${`${range.from}T00:00:00Z`}::timestamptz`);
  if (range.to) parts.push(sql`${column} < ${`${range.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** A timestamp read back for a keyset: PostgreSQL's own text keeps its microseconds (a Date would lose them). */
const cursorTime = (value: Timestamp): string => (value instanceof Date ? value.toISOString() : value);

const courseLang = (value: string | null): Language => (isLanguage(value) ? value : 'en');

interface EntryRow extends Record<string, unknown> {
  id: number;
  created_at: Timestamp;
  kind: LedgerEntryKind;
  status: LedgerStatus;
  amount_minor: DbInt;
  currency: Currency;
  reverses_id: number | null;
  channel: SaleChannel | null;
  available_at: Timestamp | null;
  order_id: string | null;
  order_line_id: number | null;
  order_number: string | null;
  course_id: number | null;
  course_title: string | null;
  course_language: string | null;
  payout_id: number | null;
  /** The parts payout_entries gives open payouts and paid ones, and the newest payout carrying it (not rejected). */
  in_payout: DbInt;
  paid_out: DbInt;
  carried_by: number | null;
}

interface OrderLineRow extends Record<string, unknown> {
  line_id: number;
  order_id: string;
  number: string;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  sort_at: Timestamp;
  status: OrderStatus;
  course_id: number;
  course_title: string;
  course_language: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  currency: Currency;
  paid_minor: DbInt;
  net_minor: DbInt;
  channel: SaleChannel | null;
  coupon_code: string | null;
}

type BreakdownAmount = Exclude<keyof SaleBreakdown, 'sharePercent' | 'affiliateCommissionPercent'>;
const BREAKDOWN_FIELDS: Partial<Record<LedgerEntryKind, BreakdownAmount>> = {
  gross: 'grossMinor',
  discount: 'discountMinor',
  tax: 'taxMinor',
  provider_fee: 'providerFeeMinor',
  platform_fee: 'platformFeeMinor',
  affiliate_commission: 'affiliateCommissionMinor',
  instructor_net: 'instructorNetMinor',
};

/** The statement CSV's columns of the entry itself (date to amount); the sale's split follows on an instructor's. */
const STATEMENT_CSV_ENTRY_COLUMNS = 7;
/** Whether a statement shows each sale's split: an instructor's does; an affiliate's shows the commission alone. */
const showsSplit = (query: StatementQuery) => (query.account ?? 'instructor') === 'instructor';
const STATEMENT_CSV_HEADERS: Record<Language, string[]> = {
  en: ['Date', 'Order', 'Course', 'Kind', 'Status', 'Currency', 'Amount', 'Gross', 'Discount', 'Tax', 'Fee', 'Platform', 'Affiliate', 'Net'],
  th: ['วันที่', 'คำสั่งซื้อ', 'คอร์ส', 'ประเภท', 'สถานะ', 'สกุลเงิน', 'จำนวนเงิน', 'ยอดขายรวม', 'ส่วนลด', 'ภาษี', 'ค่าธรรมเนียม', 'แพลตฟอร์ม', 'พันธมิตร', 'สุทธิ'],
  vi: ['Ngày', 'Đơn hàng', 'Khóa học', 'Loại', 'Trạng thái', 'Tiền tệ', 'Số tiền', 'Tổng', 'Giảm giá', 'Thuế', 'Phí', 'Nền tảng', 'Đối tác', 'Thực nhận'],
  tl: ['Petsa', 'Order', 'Kurso', 'Uri', 'Status', 'Pera', 'Halaga', 'Kabuuan', 'Diskwento', 'Buwis', 'Bayad', 'Plataporma', 'Affiliate', 'Netong kita'],
};

const ORDERS_CSV_HEADERS: Record<Language, string[]> = {
  en: ['Date', 'Order', 'Course', 'Buyer', 'Status', 'Currency', 'Paid', 'Net', 'Channel', 'Coupon'],
  th: ['วันที่', 'คำสั่งซื้อ', 'คอร์ส', 'ผู้ซื้อ', 'สถานะ', 'สกุลเงิน', 'ยอดชำระ', 'สุทธิ', 'ช่องทาง', 'คูปอง'],
  vi: ['Ngày', 'Đơn hàng', 'Khóa học', 'Người mua', 'Trạng thái', 'Tiền tệ', 'Đã thanh toán', 'Thực nhận', 'Kênh', 'Mã giảm giá'],
  tl: ['Petsa', 'Order', 'Kurso', 'Bumili', 'Status', 'Pera', 'Binayaran', 'Netong kita', 'Channel', 'Kupon'],
};

/** Order statuses an instructor sees: paid and what may follow it (never pending, expired, failed or cancelled). */
const SOLD_STATUSES: OrderStatus[] = ['paid', 'refund_requested', 'refunded', 'partially_refunded'];

export interface CsvDownload {
  filename: string;
  stream: Readable;
}

interface StatementTotals {
  newestId: number;
  total: number;
  totals: StatementPage['totals'];
}

export class EarningsService {
  /** A statement range's count and totals, by account and filter (see totals()). */
  private readonly totalsCache = new TtlCache<string, StatementTotals>({ ttlMs: STATEMENT_TOTALS_TTL_MS, maxEntries: 2000 });

  constructor(
    private readonly ctx: ServerContext,
    private readonly ledger: LedgerService,
  ) {}

  // ---- Earnings --------------------------------------------------------------------------------------

  /** Balances, the last 12 months per currency (oldest first) and the rules in force, of `target`'s instructor account. */
  async earnings(target: CustomerRow): Promise<Earnings> {
    const rules = this.ledger.rules;
    const [balances, monthly] = await Promise.all([this.ledger.balances(target.id, 'instructor'), this.monthly(target.id)]);
    return {
      balances,
      monthly,
      holdDays: rules.holdSeconds / 86_400,
      sharePercent: { ...rules.instructorSharePercent },
      affiliateCommissionPercent: rules.affiliateCommissionPercent,
    };
  }

  /**
   * Per UTC month and currency of the last 12: gross = the sales of the instructor's courses at their
   * gross (a line's gross entry is its unit price, written when the order is paid; refunds not
   * subtracted), counted as sales in the month paid and as refunds in the month refunded; net = the
   * instructor's net entries with their reversals (from ledger_statement_idx alone). Every currency
   * with a sale or an entry in the window gets 12 rows.
   */
  private async monthly(customerId: string): Promise<MonthlyTotal[]> {
    const sold = sql.join(SOLD_STATUSES.map((s) => sql`${s}`), sql`, `);
    const { rows } = await this.ctx.db.execute<{ month: string; currency: Currency; gross: DbInt; net: DbInt; sales: number; refunds: number }>(sql`
      with since as (select date_trunc('month', now() at time zone 'UTC') - interval '11 months' as m),
      lines as (
        select o.currency, o.paid_at, ol.unit_minor,
          -- when the line was refunded (a whole or a partial refund that names it), else null
          coalesce((select max(r.refunded_at) from refund_lines rl join refunds r on r.id = rl.refund_id
            where rl.order_line_id = ol.id and r.status = 'refunded'), case when o.status = 'refunded' then o.closed_at end) as refunded_at
        from courses c join order_lines ol on ol.course_id = c.id join orders o on o.id = ol.order_id
        where c.instructor_id = ${customerId} and o.status in (${sold}) and o.paid_at is not null
      ),
      sales as (
        select currency, date_trunc('month', paid_at at time zone 'UTC') as m, sum(unit_minor) as gross, count(*)::int as n
        from lines where paid_at >= (select m from since) at time zone 'UTC' group by 1, 2
      ),
      refunds as (
        select currency, date_trunc('month', refunded_at at time zone 'UTC') as m, count(*)::int as n
        from lines where refunded_at >= (select m from since) at time zone 'UTC' group by 1, 2
      ),
      earned as (
        select e.currency, date_trunc('month', e.created_at at time zone 'UTC') as m, sum(e.amount_minor) as net
        from ledger_entries e
        where e.beneficiary_id = ${customerId} and e.party = 'instructor' and e.kind = 'instructor_net'
          and e.created_at >= (select m from since) at time zone 'UTC'
        group by 1, 2
      ),
      currencies as (select currency from sales union select currency from refunds union select currency from earned),
      months as (select generate_series((select m from since), date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m)
      select to_char(months.m, 'YYYY-MM') as month, currencies.currency,
        coalesce(sales.gross, 0) as gross, coalesce(earned.net, 0) as net, coalesce(sales.n, 0) as sales, coalesce(refunds.n, 0) as refunds
      from months cross join currencies
        left join sales on sales.m = months.m and sales.currency = currencies.currency
        left join refunds on refunds.m = months.m and refunds.currency = currencies.currency
        left join earned on earned.m = months.m and earned.currency = currencies.currency
      order by months.m, currencies.currency`);
    return rows.map((r) => ({ month: r.month, currency: r.currency, grossMinor: Number(r.gross), netMinor: Number(r.net), sales: r.sales, refunds: r.refunds }));
  }

  // ---- Statement -------------------------------------------------------------------------------------

  private statementWhere(target: CustomerRow, query: StatementQuery): { where: SQL; range: { from?: string; to?: string } } {
    const range = dayRange(query);
    const account = (query.account ?? 'instructor') as PayoutAccountName;
    const where = sql`e.beneficiary_id = ${target.id} and e.party = ${account}
      and ${rangeCondition(sql`e.created_at`, range)}
      ${query.currency ? sql`and e.currency = ${query.currency}` : sql``}`;
    return { where, range };
  }

  /** One page of `target`'s entries of one account, newest first, with the range's count and totals per currency. */
  async statement(target: CustomerRow, query: StatementQuery): Promise<StatementPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { where, range } = this.statementWhere(target, query);
    const key = JSON.stringify([target.id, query.account ?? 'instructor', query.currency ?? null, range.from ?? null, range.to ?? null]);
    const [newest, rows] = await Promise.all([
      this.ctx.db.execute<{ id: number }>(sql`select e.id from ledger_entries e where ${where} order by e.created_at desc, e.id desc limit 1`),
      this.entryRows(sql`
        select e.id from ledger_entries e where ${where}
        order by e.created_at desc, e.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
    ]);
    // An affiliate sees their commission, not how the rest of the sale was split (the instructor's net is the instructor's).
    const [aggregate, breakdowns] = await Promise.all([this.totals(key, newest.rows[0]?.id ?? 0, where), showsSplit(query) ? this.breakdowns(rows) : new Map<number, SaleBreakdown>()]);
    return { items: rows.map((r) => this.toEntry(r, breakdowns)), total: aggregate.total, page, pageSize, totals: aggregate.totals };
  }

  /**
   * The range's count and totals per currency: one aggregate, kept a few seconds for the next pages of
   * the same range while its newest entry is the same (entries never change amount and are never
   * deleted: a new one is the only thing that changes these sums, and it is the newest; an entry
   * committed late with an older time waits out the few seconds).
   */
  private async totals(key: string, newestId: number, where: SQL): Promise<StatementTotals> {
    const cached = this.totalsCache.get(key);
    if (cached && cached.newestId === newestId) return cached;
    const { rows } = await this.ctx.db.execute<{ currency: Currency; n: number; amount: DbInt }>(sql`
      select e.currency, count(*)::int as n, sum(e.amount_minor) as amount from ledger_entries e where ${where} group by e.currency order by e.currency`);
    const totals: StatementTotals = { newestId, total: rows.reduce((n, r) => n + r.n, 0), totals: rows.map((r) => ({ currency: r.currency, amountMinor: Number(r.amount) })) };
    this.totalsCache.set(key, totals);
    return totals;
  }

  /** The entries whose ids `ids` selects (a query returning `id`, in its order), with their order and course. */
  private async entryRows(ids: SQL): Promise<EntryRow[]> {
    const { rows } = await this.ctx.db.execute<EntryRow>(sql`
      with page as (${ids})
      select e.id, e.created_at, e.kind, e.status, e.amount_minor, e.currency, e.reverses_id, e.channel, e.available_at,
        e.order_id, e.order_line_id, o.number as order_number, e.course_id, c.title as course_title, c.language as course_language, e.payout_id,
        coalesce(pe.in_payout, 0) as in_payout, coalesce(pe.paid_out, 0) as paid_out, pe.carried_by
      from page join ledger_entries e on e.id = page.id
        left join orders o on o.id = e.order_id
        left join courses c on c.id = e.course_id
        left join lateral (
          select sum(x.amount_minor) filter (where p.status in ('requested', 'approved')) as in_payout,
            sum(x.amount_minor) filter (where p.status = 'paid') as paid_out,
            max(x.payout_id) filter (where p.status <> 'rejected') as carried_by
          from payout_entries x join payouts p on p.id = x.payout_id
          where x.entry_id = e.id
        ) pe on e.kind <> 'payout'
      order by e.created_at desc, e.id desc`);
    return rows;
  }

  /**
   * How each sale of these entries was split (their order lines' original entries), in one query, with
   * the percentages written with the sale (its terms); an older sale without them gets percentages
   * computed from its own amounts (never today's rules, which may have changed since).
   */
  private async breakdowns(rows: EntryRow[]): Promise<Map<number, SaleBreakdown>> {
    const lines = [...new Set(rows.filter((r) => r.order_line_id !== null).map((r) => r.order_line_id!))];
    const orders = [...new Set(rows.filter((r) => r.order_id !== null).map((r) => r.order_id!))];
    const out = new Map<number, SaleBreakdown>();
    if (!lines.length) return out;
    const { rows: parts } = await this.ctx.db.execute<{ line: number; kind: LedgerEntryKind; amount: DbInt; terms: string | null }>(sql`
      select e.order_line_id as line, e.kind, sum(e.amount_minor) as amount, max(e.terms::text) as terms
      from ledger_entries e
      where e.order_id = any(${sql`array[${sql.join(orders.map((id) => sql`${id}`), sql`, `)}]::uuid[]`})
        and e.order_line_id = any(${sql`array[${sql.join(lines.map((id) => sql`${id}`), sql`, `)}]::int[]`})
        and e.reverses_id is null and e.kind <> 'payout'
      group by e.order_line_id, e.kind`);
    const terms = new Map<number, SaleTerms>();
    for (const p of parts) {
      const field = BREAKDOWN_FIELDS[p.kind];
      if (!field) continue;
      const breakdown = out.get(p.line) ?? { grossMinor: 0, discountMinor: 0, taxMinor: 0, providerFeeMinor: 0, platformFeeMinor: 0, affiliateCommissionMinor: 0, instructorNetMinor: 0, sharePercent: null, affiliateCommissionPercent: null };
      // The discount is written negative; the breakdown shows what was taken off.
      breakdown[field] = Math.abs(Number(p.amount));
      out.set(p.line, breakdown);
      if (p.terms !== null && !terms.has(p.line)) terms.set(p.line, JSON.parse(p.terms) as SaleTerms);
    }
    for (const [line, breakdown] of out) Object.assign(breakdown, salePercents(breakdown, terms.get(line) ?? null));
    return out;
  }

  private toEntry(r: EntryRow, breakdowns: Map<number, SaleBreakdown>): StatementEntry {
    return {
      id: r.id,
      createdAt: isoTime(r.created_at),
      kind: r.kind,
      status: r.status,
      amountMinor: Number(r.amount_minor),
      currency: r.currency,
      reversal: r.reverses_id !== null,
      channel: r.channel,
      availableAt: isoTimeOrNull(r.available_at),
      order: r.order_id && r.order_number ? { id: r.order_id, number: r.order_number } : null,
      course: r.course_id !== null && r.course_title !== null ? { id: r.course_id, title: r.course_title, lang: courseLang(r.course_language) } : null,
      payoutId: r.payout_id,
      ...statementState(r),
      breakdown: r.order_line_id !== null ? (breakdowns.get(r.order_line_id) ?? null) : null,
    };
  }

  /** Every entry of the range as CSV (a BOM, so spreadsheets read UTF-8), written in batches as they are read. */
  statementCsv(target: CustomerRow, query: StatementQuery, lang: Language): CsvDownload {
    const { where, range } = this.statementWhere(target, query);
    const today = new Date().toISOString().slice(0, 10);
    return { filename: `statement-${range.from ?? 'start'}-${range.to ?? today}.csv`, stream: Readable.from(this.statementChunks(where, lang, showsSplit(query)), { objectMode: false }) };
  }

  private async *statementChunks(where: SQL, lang: Language, withSplit: boolean): AsyncGenerator<string> {
    const headers = STATEMENT_CSV_HEADERS[lang] ?? STATEMENT_CSV_HEADERS.en;
    yield `\uFEFF${stringify([withSplit ? headers : headers.slice(0, STATEMENT_CSV_ENTRY_COLUMNS)], { record_delimiter: 'windows' })}`;
    let after: { createdAt: Timestamp; id: number } | null = null;
    for (;;) {
      const keyset: SQL = after ? sql`and e.created_at <= ${cursorTime(after.createdAt)}::timestamptz and (e.created_at, e.id) < (${cursorTime(after.createdAt)}::timestamptz, ${after.id})` : sql``;
      const rows = await this.entryRows(sql`select e.id, e.created_at from ledger_entries e where ${where} ${keyset} order by e.created_at desc, e.id desc limit ${CSV_BATCH}`);
      if (!rows.length) return;
      const breakdowns = withSplit ? await this.breakdowns(rows) : new Map<number, SaleBreakdown>();
      yield stringify(
        rows.map((r) => {
          const b = r.order_line_id !== null ? breakdowns.get(r.order_line_id) : undefined;
          const money = (v: number | undefined) => (v === undefined ? '' : minorToDecimal(v, r.currency));
          return [
            isoTime(r.created_at),
            safeCell(r.order_number ?? ''),
            safeCell(r.course_title ?? ''),
            r.reverses_id !== null ? `${r.kind} (reversal)` : r.kind,
            statementState(r).state,
            r.currency,
            minorToDecimal(Number(r.amount_minor), r.currency),
            money(b?.grossMinor),
            money(b?.discountMinor),
            money(b?.taxMinor),
            money(b?.providerFeeMinor),
            money(b?.platformFeeMinor),
            money(b?.affiliateCommissionMinor),
            money(b?.instructorNetMinor),
          ].slice(0, withSplit ? undefined : STATEMENT_CSV_ENTRY_COLUMNS);
        }),
        { record_delimiter: 'windows' },
      );
      if (rows.length < CSV_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }

  // ---- The instructor's orders -----------------------------------------------------------------------

  /** `target` null: every instructor's (an admin's list without customerId). */
  private ordersWhere(target: CustomerRow | null, query: InstructorOrderQuery): SQL {
    const range = dayRange(query);
    const statuses = !query.status || query.status === 'all' ? SOLD_STATUSES : [query.status];
    const search = query.search?.trim();
    return sql`o.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})
      ${target ? sql`and c.instructor_id = ${target.id}` : sql``}
      ${query.courseId !== undefined ? sql`and ol.course_id = ${query.courseId}` : sql``}
      and ${rangeCondition(sql`coalesce(o.paid_at, o.created_at)`, range)}
      ${search ? sql`and (o.number ilike ${containsPattern(search)} or c.title ilike ${containsPattern(search)} or ol.title ilike ${containsPattern(search)})` : sql``}`;
  }

  private async orderRows(where: SQL, limit: number, offset: number, after: { sortAt: Timestamp; lineId: number } | null = null): Promise<OrderLineRow[]> {
    const keyset = after ? sql`and (coalesce(o.paid_at, o.created_at), ol.id) < (${cursorTime(after.sortAt)}::timestamptz, ${after.lineId})` : sql``;
    const { rows } = await this.ctx.db.execute<OrderLineRow>(sql`
      select ol.id as line_id, o.id as order_id, o.number, o.created_at, o.paid_at, coalesce(o.paid_at, o.created_at) as sort_at, o.status,
        c.id as course_id, c.title as course_title, c.language as course_language,
        cu.first_name, cu.last_name, cu.username, o.currency, ol.total_minor as paid_minor,
        coalesce(le.net, 0) as net_minor, le.channel, o.coupon_code
      from order_lines ol
        join orders o on o.id = ol.order_id
        join courses c on c.id = ol.course_id
        join customers cu on cu.id = o.customer_id
        left join lateral (
          select sum(e.amount_minor) filter (where e.kind = 'instructor_net') as net, (array_agg(e.channel) filter (where e.channel is not null))[1] as channel
          from ledger_entries e where e.order_id = o.id and e.order_line_id = ol.id
        ) le on true
      where ${where} ${keyset}
      order by coalesce(o.paid_at, o.created_at) desc, ol.id desc
      limit ${limit} offset ${offset}`);
    return rows;
  }

  private toOrder(r: OrderLineRow): InstructorOrder {
    return {
      orderId: r.order_id,
      number: r.number,
      createdAt: isoTime(r.created_at),
      paidAt: isoTimeOrNull(r.paid_at),
      status: r.status,
      course: { id: r.course_id, title: r.course_title, lang: courseLang(r.course_language) },
      buyer: maskedBuyer(r.first_name, r.last_name, r.username),
      currency: r.currency,
      paidMinor: Number(r.paid_minor),
      netMinor: Number(r.net_minor),
      channel: r.channel,
      couponCode: r.coupon_code,
    };
  }

  /** Order lines of `target`'s courses (null: every course) that were paid, newest first. */
  async orders(target: CustomerRow | null, query: InstructorOrderQuery): Promise<InstructorOrderPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const where = this.ordersWhere(target, query);
    const [rows, count] = await Promise.all([
      this.orderRows(where, pageSize, (page - 1) * pageSize),
      this.ctx.db.execute<{ n: number }>(sql`
        select count(*)::int as n from order_lines ol join orders o on o.id = ol.order_id join courses c on c.id = ol.course_id where ${where}`),
    ]);
    return { items: rows.map((r) => this.toOrder(r)), total: count.rows[0]?.n ?? 0, page, pageSize };
  }

  /** The same list as CSV, every line of the filter, written in batches. */
  ordersCsv(target: CustomerRow | null, query: InstructorOrderQuery, lang: Language): CsvDownload {
    const where = this.ordersWhere(target, query);
    const range = dayRange(query);
    const today = new Date().toISOString().slice(0, 10);
    return { filename: `orders-${range.from ?? 'start'}-${range.to ?? today}.csv`, stream: Readable.from(this.orderChunks(where, lang), { objectMode: false }) };
  }

  private async *orderChunks(where: SQL, lang: Language): AsyncGenerator<string> {
    yield `\uFEFF${stringify([ORDERS_CSV_HEADERS[lang] ?? ORDERS_CSV_HEADERS.en], { record_delimiter: 'windows' })}`;
    let after: { sortAt: Timestamp; lineId: number } | null = null;
    for (;;) {
      const rows = await this.orderRows(where, CSV_BATCH, 0, after);
      if (!rows.length) return;
      yield stringify(
        rows.map((r) => {
          const o = this.toOrder(r);
          return [o.paidAt ?? o.createdAt, safeCell(o.number), safeCell(o.course.title), safeCell(o.buyer), o.status, o.currency, minorToDecimal(o.paidMinor, r.currency), minorToDecimal(o.netMinor, r.currency), o.channel ?? '', safeCell(o.couponCode ?? '')];
        }),
        { record_delimiter: 'windows' },
      );
      if (rows.length < CSV_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { sortAt: last.sort_at, lineId: last.line_id };
    }
  }
}

/**
 * Where a statement line's money is (STATEMENT_STATES): a payout's own line by its status; an earning
 * (or a refund's debt) still held is on hold, one refunded in the hold reversed; an available one is in
 * payout while an open payout carries any of it, paid once paid payouts carry all of it, else available
 * (a part may be paid out already: paidOutMinor says how much).
 */
export function statementState(r: Pick<EntryRow, 'kind' | 'status' | 'amount_minor' | 'in_payout' | 'paid_out' | 'carried_by'>): Pick<StatementEntry, 'state' | 'inPayoutMinor' | 'paidOutMinor' | 'carriedBy'> {
  const inPayoutMinor = Number(r.in_payout);
  const paidOutMinor = Number(r.paid_out);
  const carried = { inPayoutMinor, paidOutMinor, carriedBy: r.carried_by };
  if (r.kind === 'payout') return { state: r.status === 'paid' ? 'paid' : r.status === 'in_payout' ? 'in_payout' : 'reversed', inPayoutMinor: 0, paidOutMinor: 0, carriedBy: null };
  if (r.status === 'pending') return { ...carried, state: 'on_hold' };
  if (r.status === 'reversed') return { ...carried, state: 'reversed' };
  const state: StatementState = inPayoutMinor !== 0 ? 'in_payout' : paidOutMinor !== 0 && paidOutMinor === Number(r.amount_minor) ? 'paid' : 'available';
  return { ...carried, state };
}

/**
 * The percentages a sale's breakdown shows: those written with the sale, or (an older sale) those its
 * amounts imply: the net's part of what the instructor and the platform shared, and the commission's
 * part of what remained after tax and the fee, to one decimal; null when there was nothing to share.
 */
export function salePercents(
  b: Pick<SaleBreakdown, 'instructorNetMinor' | 'platformFeeMinor' | 'affiliateCommissionMinor'>,
  terms: SaleTerms | null,
): Pick<SaleBreakdown, 'sharePercent' | 'affiliateCommissionPercent'> {
  if (terms) return { sharePercent: terms.sharePercent, affiliateCommissionPercent: terms.affiliateCommissionPercent };
  const rest = b.instructorNetMinor + b.platformFeeMinor;
  const afterFees = rest + b.affiliateCommissionMinor;
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);
  return { sharePercent: percent(b.instructorNetMinor, rest), affiliateCommissionPercent: percent(b.affiliateCommissionMinor, afterFees) };
}
