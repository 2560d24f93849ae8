// Orders: search, detail with payments and webhook events, refund and mark-received; the dashboard figures.
// Refunds and "transfer received" are the refunds' and payments' own paths (RefundService.refundOrder,
// PaymentService.received), audited there as order.refund and order.mark_received.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CURRENCIES, type Currency, type OrderStatus, type PaymentMethod } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import {
  ADMIN_STATS_DAYS, ADMIN_STATS_TIME_ZONE, type AdminOrderDetail, type AdminOrderPage, type AdminOrderQuery, type AdminStats, type CurrencyAmount, type StatsPeriod,
} from '../../../shared/schemas/adminOrders';
import type { ServerContext } from '../../context';
import { customers, orderLines, orders, paymentEvents, payments, refunds, type OrderRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { Services } from '../../services';
import { fullName } from '../courses/courseSql';
import { currentPayment, findOrder, orderDto, titlesOf } from '../orders/orderViews';
import { orderNotFound, orderStateConflict } from '../orders/settlement';

/** Orders whose transfer an admin may mark received (expired and cancelled ones as a late payment). */
const MARK_RECEIVED_FROM: readonly OrderStatus[] = ['pending', 'expired', 'cancelled'];

type CustomerBits = { encryptId: string; username: string; email: string; firstName: string | null; lastName: string | null };
const buyerOf = (c: CustomerBits) => ({ encryptId: c.encryptId, username: c.username, name: fullName(c.firstName, c.lastName, c.username), email: c.email });

/** A day (YYYY-MM-DD) that exists in the calendar, or a 400 naming the field. */
function parseDay(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.toISOString().slice(0, 10) !== value) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'This date does not exist.', {}, [{ path: `querystring.${field}`, message: 'must be a date (YYYY-MM-DD)' }]);
  }
  return value;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Amounts per currency in CURRENCIES order, the zero ones left out. */
function perCurrency(rows: readonly { currency: string; amount: number | string }[]): CurrencyAmount[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + Number(r.amount));
  return CURRENCIES.filter((c) => (sums.get(c) ?? 0) !== 0).map((c) => ({ currency: c, amountMinor: sums.get(c)! }));
}

interface StatsRow extends Record<string, unknown> {
  today: string;
  days: { day: string; sign_ups: number; enrolments: number; completions: number }[] | null;
  money: { day: string; currency: string; amount: number | string }[] | null;
  reviews: number;
  payouts: number;
  refunds: number;
  transfers: number;
}

export class AdminOrderService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}

  /** Orders, newest first: search (number, buyer's username or e-mail, course title), status, method, currency, days placed (site's time zone). */
  async list(query: AdminOrderQuery): Promise<AdminOrderPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const from = parseDay(query.from, 'from');
    const to = parseDay(query.to, 'to');
    if (from && to && from > to) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The range starts after it ends.', {}, [{ path: 'querystring.from', message: 'must not be after to' }]);
    const filters: SQL[] = [];
    const search = query.search?.trim();
    if (search) {
      const like = likeOf(search);
      filters.push(
        or(
          ilike(orders.number, like),
          ilike(customers.username, like),
          ilike(customers.email, like),
          sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.title} ilike ${like})`,
        )!,
      );
    }
    if (query.status) filters.push(eq(orders.status, query.status));
    if (query.method) filters.push(eq(orders.method, query.method));
    if (query.currency) filters.push(eq(orders.currency, query.currency));
    if (from) filters.push(sql`${orders.createdAt} >= (${from}::date)::timestamp at time zone ${ADMIN_STATS_TIME_ZONE}`);
    if (to) filters.push(sql`${orders.createdAt} < (${to}::date + 1)::timestamp at time zone ${ADMIN_STATS_TIME_ZONE}`);
    const where = filters.length ? and(...filters) : undefined;
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(where),
      this.ctx.db
        .select({ order: orders, encryptId: customers.encryptId, username: customers.username, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    const ids = rows.map((r) => r.order.id);
    const [titles, pays, refundRows] = await Promise.all([
      titlesOf(this.ctx.db, ids),
      ids.length ? this.ctx.db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.createdAt)) : Promise.resolve([]),
      // Oldest first: an order's latest refund (one order may have several partial ones) is the one kept.
      ids.length ? this.ctx.db.select({ orderId: refunds.orderId, status: refunds.status }).from(refunds).where(inArray(refunds.orderId, ids)).orderBy(refunds.requestedAt, refunds.id) : Promise.resolve([]),
    ]);
    const refundOf = new Map(refundRows.map((r) => [r.orderId, r.status]));
    return {
      items: rows.map((r) => ({
        id: r.order.id,
        number: r.order.number,
        status: r.order.status,
        currency: r.order.currency,
        totalMinor: r.order.totalMinor,
        method: (r.order.method as PaymentMethod | null) ?? null,
        provider: currentPayment(pays.filter((p) => p.orderId === r.order.id))?.provider ?? null,
        buyer: buyerOf(r),
        courseTitles: titles.get(r.order.id) ?? [],
        refundStatus: refundOf.get(r.order.id) ?? null,
        createdAt: r.order.createdAt.toISOString(),
        paidAt: r.order.paidAt ? r.order.paidAt.toISOString() : null,
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
    };
  }

  /** One order: lines, totals, buyer, every payment, the webhook events of those payments, the refund; what may be done now. 404 ORDER_NOT_FOUND. */
  async detail(orderId: string): Promise<AdminOrderDetail> {
    const order = await findOrder(this.ctx.db, orderId);
    if (!order) throw orderNotFound();
    return this.detailOf(order);
  }

  private async detailOf(order: OrderRow): Promise<AdminOrderDetail> {
    const db = this.ctx.db;
    const [[buyer], pays, events, [refund]] = await Promise.all([
      db.select({ encryptId: customers.encryptId, username: customers.username, email: customers.email, firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, order.customerId)),
      db.select({ payment: payments, confirmer: customers.username }).from(payments).leftJoin(customers, eq(customers.id, payments.confirmedBy)).where(eq(payments.orderId, order.id)).orderBy(desc(payments.createdAt)),
      db
        .select({ event: paymentEvents })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .where(eq(payments.orderId, order.id))
        .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id)),
      // The open request, if any (an order may have older, decided refunds).
      db.select({ status: refunds.status }).from(refunds).where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'requested'))),
    ]);
    const dto = await orderDto(db, order, this.ctx.config.payments, { admin: true });
    const refundRequested = order.status === 'refund_requested' && refund?.status === 'requested';
    return {
      order: dto,
      buyer: buyerOf(buyer!),
      payments: pays.map(({ payment: p, confirmer }) => ({
        id: p.id,
        provider: p.provider,
        method: p.method,
        status: p.status,
        amountMinor: p.amountMinor,
        currency: p.currency,
        providerRef: p.providerRef,
        createdAt: p.createdAt.toISOString(),
        confirmedAt: p.confirmedAt ? p.confirmedAt.toISOString() : null,
        confirmedBy: p.confirmedBy ? (confirmer ?? null) : null,
        bankReference: p.bankReference,
      })),
      events: events.map(({ event: e }) => ({
        id: e.id,
        provider: e.provider,
        eventId: e.eventId,
        type: e.type,
        verified: true,
        outcome: e.outcome,
        flagReason: e.flagReason,
        amountMinor: e.amountMinor,
        currency: e.currency,
        receivedAt: e.receivedAt.toISOString(),
      })),
      canRefund: ((order.status === 'paid' || order.status === 'partially_refunded') && order.totalMinor > 0) || refundRequested,
      refundRequested,
      canMarkReceived: (await this.transferToConfirm(order)) !== null,
    };
  }

  /** Refunds the order (or approves its open refund request): RefundService's one path. Answers the order as it is then. */
  async refund(admin: { id: string }, orderId: string, reason: string, courseIds?: readonly number[]): Promise<AdminOrderDetail> {
    await this.services.refunds.refundOrder(admin, orderId, reason, courseIds);
    return this.detail(orderId);
  }

  /**
   * A QR transfer of the order arrived: PaymentService's "received" (paid, enrolled, receipt mailed),
   * audited as order.mark_received. The order may be pending, or expired or cancelled meanwhile (the
   * buyer paid late: its last transfer settles it as a late payment). 404 ORDER_NOT_FOUND; 409
   * ORDER_STATE_CONFLICT when the order is paid, refunded or failed, or has no transfer to confirm.
   */
  async markReceived(admin: { id: string }, orderId: string, reference: string): Promise<AdminOrderDetail> {
    const order = await findOrder(this.ctx.db, orderId);
    if (!order) throw orderNotFound();
    if (!MARK_RECEIVED_FROM.includes(order.status)) throw orderStateConflict(`This order is ${order.status}: only a pending, expired or cancelled transfer can be marked received.`);
    const transfer = await this.transferToConfirm(order);
    if (!transfer) throw orderStateConflict('This order has no bank transfer waiting for confirmation.');
    await this.services.payments.received(admin, transfer, reference.trim(), { action: 'order.mark_received', onOrder: true });
    return this.detail(orderId);
  }

  /** The QR transfer an admin may confirm: the pending one, or for a closed order the newest one it closed with. */
  private async transferToConfirm(order: OrderRow): Promise<string | null> {
    if (!MARK_RECEIVED_FROM.includes(order.status)) return null;
    const statuses = order.status === 'pending' ? (['pending'] as const) : (['pending', 'expired', 'cancelled'] as const);
    const [row] = await this.ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, [...statuses]), eq(payments.provider, 'qr')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * The dashboard in one statement: today and the last 30 days (days in Asia/Bangkok) of sign-ups,
   * enrolments, completions and revenue (paid orders by day of payment minus refunds by day refunded,
   * per currency), what waits in each queue, and the daily series.
   */
  async stats(): Promise<AdminStats> {
    const tz = ADMIN_STATS_TIME_ZONE;
    const result = await this.ctx.db.execute<StatsRow>(sql`
      with b as (
        select (now() at time zone ${tz})::date as today,
          (((now() at time zone ${tz})::date - ${ADMIN_STATS_DAYS - 1}::int)::timestamp at time zone ${tz}) as since
      ),
      s as (select (cu.created_at at time zone ${tz})::date as day, count(*)::int as n from customers cu, b where cu.created_at >= b.since group by 1),
      e as (select (x.enrolled_at at time zone ${tz})::date as day, count(*)::int as n from enrollments x, b where x.enrolled_at >= b.since group by 1),
      c as (select (x.completed_at at time zone ${tz})::date as day, count(*)::int as n from enrollments x, b where x.completed_at >= b.since group by 1),
      m as (
        select day, currency, sum(amount)::bigint as amount from (
          select (o.paid_at at time zone ${tz})::date as day, o.currency, o.total_minor as amount from orders o, b where o.paid_at >= b.since
          union all
          select (r.refunded_at at time zone ${tz})::date, r.currency, -r.amount_minor from refunds r, b where r.status = 'refunded' and r.refunded_at >= b.since
        ) x group by 1, 2
      ),
      d as (select (b.today - g)::date as day from b, generate_series(0, ${ADMIN_STATS_DAYS - 1}::int) g)
      select (select today::text from b) as today,
        (select json_agg(json_build_object('day', d.day::text, 'sign_ups', coalesce(s.n, 0), 'enrolments', coalesce(e.n, 0), 'completions', coalesce(c.n, 0)) order by d.day)
          from d left join s on s.day = d.day left join e on e.day = d.day left join c on c.day = d.day) as days,
        (select json_agg(json_build_object('day', m.day::text, 'currency', m.currency, 'amount', m.amount)) from m) as money,
        (select count(*)::int from courses x left join course_drafts dr on dr.course_id = x.id where dr.state = 'in_review' or (dr.course_id is null and x.status = 'in_review')) as reviews,
        (select count(*)::int from payouts where status = 'requested') as payouts,
        (select count(*)::int from refunds where status = 'requested' or (status = 'approved' and manual)) as refunds,
        (select count(*)::int from payments where status = 'pending' and provider = 'qr') as transfers`);
    const row = result.rows[0]!;
    const days = row.days ?? [];
    const money = row.money ?? [];
    const period = (which: (day: string) => boolean): StatsPeriod => {
      const inside = days.filter((d) => which(d.day));
      return {
        signUps: inside.reduce((n, d) => n + d.sign_ups, 0),
        enrolments: inside.reduce((n, d) => n + d.enrolments, 0),
        completions: inside.reduce((n, d) => n + d.completions, 0),
        revenue: perCurrency(money.filter((m) => which(m.day))),
      };
    };
    const currencies = CURRENCIES.filter((c) => money.some((m) => m.currency === c)) as Currency[];
    return {
      timeZone: tz,
      generatedAt: new Date().toISOString(),
      today: period((day) => day === row.today),
      last30Days: period(() => true),
      queues: { coursesAwaitingReview: row.reviews, payoutsAwaitingApproval: row.payouts, refundRequestsOpen: row.refunds, transfersAwaitingConfirmation: row.transfers },
      series: days.map((d) => ({ day: d.day, signUps: d.sign_ups, enrolments: d.enrolments, revenue: perCurrency(money.filter((m) => m.day === d.day)) })),
      currencies,
      tickets: await this.services.tickets.dashboardFigures(),
    };
  }
}
