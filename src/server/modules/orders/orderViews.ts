// Orders as the buyer and the admin read them: one order with its lines, payment and refund, and
// the refund rule (window and progress) that decides whether a refund can be asked for.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isLanguage, type PaymentMethod } from '../../../shared/constants';
import type { Order, OrderLine, Payment, Refund, RefundLine } from '../../../shared/schemas/commerce';
import type { PaymentsConfig } from '../../config';
import { qrSvg } from '../../adapters/payments/emvco';
import { courses, orderLines, orders, payments, refunds, type OrderRow, type PaymentRow } from '../../db/schema';
import type { Executor } from '../cart/cartLines';
import { maskPayoutAccount } from './billingRules';
import { linesOfRefunds, refundableLines } from './refundLines';

type RefundRow = typeof refunds.$inferSelect;

/** The QR images drawn lately, by payload (a checkout page polled, a double click): drawn once. */
const QR_CACHE_SIZE = 500;
const qrImages = new Map<string, Promise<string>>();
function cachedQrSvg(payload: string): Promise<string> {
  let image = qrImages.get(payload);
  if (!image) {
    image = qrSvg(payload);
    qrImages.set(payload, image);
    image.catch(() => qrImages.delete(payload));
    if (qrImages.size > QR_CACHE_SIZE) qrImages.delete(qrImages.keys().next().value!);
  }
  return image;
}

export async function paymentDto(row: PaymentRow, orderNumber: string, log?: (err: unknown) => void): Promise<Payment> {
  let svg: string | null = null;
  if (row.qrPayload) {
    try {
      svg = await cachedQrSvg(row.qrPayload);
    } catch (err) {
      log?.(err);
    }
  }
  return {
    id: row.id,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    qrPayload: row.qrPayload,
    qrSvg: svg,
    redirectUrl: row.redirectUrl,
    expiresAt: row.expiresAt.toISOString(),
    reference: orderNumber,
  };
}

export function refundDto(row: RefundRow, masked: boolean, lines?: RefundLine[]): Refund {
  return {
    ...(lines ? { lines } : {}),
    id: row.id,
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    reason: row.reason,
    payoutAccount: row.payoutAccount ? (masked ? maskPayoutAccount(row.payoutAccount) : row.payoutAccount) : null,
    manual: row.manual,
    rejectReason: row.rejectReason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
    reference: row.reference,
  };
}

/** The buyer's progress in each course of an order: percent completed (floor) and whether it is under the limit. */
export async function orderProgress(db: Executor, orderId: string, customerId: string): Promise<{ courseId: number; done: number; total: number }[]> {
  const result = await db.execute<{ course_id: number; done: number; total: number }>(sql`select l.course_id,
      (select count(*)::int from lesson_progress p where p.customer_id = ${customerId} and p.course_id = l.course_id and p.completed_at is not null) as done,
      (select count(*)::int from lessons x where x.course_id = l.course_id) as total
    from order_lines l where l.order_id = ${orderId}`);
  return result.rows.map((r) => ({ courseId: r.course_id, done: r.done, total: r.total }));
}

/** The highest percent completed among the courses (floor). */
export function highestPercent(progress: readonly { done: number; total: number }[]): number {
  return progress.reduce((max, p) => Math.max(max, p.total > 0 ? Math.floor((Math.min(p.done, p.total) * 100) / p.total) : 0), 0);
}

/** One course completed less than `maxPercent` (integer comparison: done / total < max / 100). */
export function courseUnderLimit(p: { done: number; total: number }, maxPercent: number): boolean {
  return p.total === 0 || p.done * 100 < maxPercent * p.total;
}

/** Every course completed less than `maxPercent` (integer comparison: done / total < max / 100). */
export function underProgressLimit(progress: readonly { done: number; total: number }[], maxPercent: number): boolean {
  return progress.every((p) => courseUnderLimit(p, maxPercent));
}

export function refundableUntil(order: Pick<OrderRow, 'paidAt'>, rules: Pick<PaymentsConfig, 'refundWindowDays'>): Date | null {
  return order.paidAt ? new Date(order.paidAt.getTime() + rules.refundWindowDays * 86_400_000) : null;
}

/** The payment to show: the one that paid, else the one in progress, else the latest. */
export function currentPayment(rows: readonly PaymentRow[]): PaymentRow | null {
  return rows.find((p) => p.status === 'succeeded') ?? rows.find((p) => p.status === 'pending') ?? rows[0] ?? null;
}

type LineView = { courseId: number; title: string; unitMinor: number; discountMinor: number; totalMinor: number; slug: string; language: string };

/**
 * The order answer. `known`: what the caller has in hand already (a checkout that just wrote the
 * order, its lines and its payment), so nothing is read again.
 */
export async function orderDto(
  db: Executor,
  order: OrderRow,
  rules: Pick<PaymentsConfig, 'refundWindowDays' | 'refundMaxProgressPercent'>,
  options: { admin?: boolean; log?: (err: unknown) => void; known?: { lines: LineView[]; payments: PaymentRow[]; refund: RefundRow | null } } = {},
): Promise<Order> {
  const [lines, pays, refundRows, refundable] = options.known
    ? [options.known.lines, options.known.payments, options.known.refund ? [options.known.refund] : [], null]
    : await Promise.all([
        db
          .select({ courseId: orderLines.courseId, title: orderLines.title, unitMinor: orderLines.unitMinor, discountMinor: orderLines.discountMinor, totalMinor: orderLines.totalMinor, slug: courses.slug, language: courses.language })
          .from(orderLines)
          .innerJoin(courses, eq(courses.id, orderLines.courseId))
          .where(eq(orderLines.orderId, order.id))
          .orderBy(orderLines.id),
        db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.createdAt)),
        db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.requestedAt), asc(refunds.id)),
        refundableLines(db, order),
      ]);
  const payment = currentPayment(pays);
  const until = refundableUntil(order, rules);
  const lineOf = new Map((refundable ?? []).map((l) => [l.courseId, l]));
  // A line may be refunded while the order is paid or partly refunded, within the window, if no refund covers it and less than the limit of its course was completed.
  let open = new Set<number>();
  if ((order.status === 'paid' || order.status === 'partially_refunded') && until && until.getTime() > Date.now() && order.totalMinor > 0) {
    const free = (refundable ?? []).filter((l) => l.refundStatus === null && l.paidMinor > 0);
    if (free.length) {
      const progress = await orderProgress(db, order.id, order.customerId);
      const freeCourses = new Set(free.map((l) => l.courseId));
      open = new Set(progress.filter((p) => courseUnderLimit(p, rules.refundMaxProgressPercent)).map((p) => p.courseId).filter((id) => freeCourses.has(id)));
    }
  }
  const orderLinesDto: OrderLine[] = lines.map((l) => ({
    courseId: l.courseId,
    slug: l.slug,
    title: l.title,
    language: isLanguage(l.language) ? l.language : 'en',
    unitMinor: l.unitMinor,
    discountMinor: l.discountMinor,
    totalMinor: l.totalMinor,
    paidMinor: lineOf.get(l.courseId)?.paidMinor ?? l.totalMinor,
    refundStatus: lineOf.get(l.courseId)?.refundStatus ?? null,
    refundable: open.has(l.courseId),
  }));
  const refundLinesOf = await linesOfRefunds(db, refundRows.map((r) => r.id));
  const refundDtos = refundRows.map((r) => refundDto(r, !options.admin, refundLinesOf.get(r.id) ?? []));
  // The open request, else the latest refund.
  const shown = refundDtos.find((r) => r.status === 'requested' || r.status === 'approved') ?? refundDtos[refundDtos.length - 1] ?? null;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    country: order.countryId,
    currency: order.currency,
    lines: orderLinesDto,
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    taxMinor: order.taxMinor,
    taxRateBasisPoints: order.taxRateBasisPoints,
    taxInclusive: order.taxInclusive,
    totalMinor: order.totalMinor,
    couponCode: order.couponCode,
    method: (order.method as PaymentMethod | null) ?? null,
    payment: payment ? await paymentDto(payment, order.number, options.log) : null,
    billing: order.billing,
    refund: shown,
    refunds: refundDtos,
    canRequestRefund: open.size > 0,
    refundableUntil: until && order.status !== 'pending' ? until.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    expiresAt: order.status === 'pending' && order.expiresAt ? order.expiresAt.toISOString() : null,
    version: order.version,
  };
}

/** Course titles per order, for lists. */
export async function titlesOf(db: Executor, orderIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!orderIds.length) return map;
  const rows = await db.select({ orderId: orderLines.orderId, title: orderLines.title }).from(orderLines).where(inArray(orderLines.orderId, [...orderIds])).orderBy(orderLines.id);
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r.title]);
  return map;
}

export async function findOrder(db: Executor, orderId: string, customerId?: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(customerId ? and(eq(orders.id, orderId), eq(orders.customerId, customerId)) : eq(orders.id, orderId));
  return row ?? null;
}
