// The lines of an order as refunds see them: what was paid for each (the order's tax shared over the
// lines by largest remainder, as the earnings ledger shares it, so the lines' amounts sum to the order's
// total exactly) and which refund, if any, covers it. A line is refunded at most once: a line in a
// refund that is requested, approved or refunded is taken; a rejected refund frees its lines.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { RefundStatus } from '../../../shared/constants';
import type { RefundLine } from '../../../shared/schemas/commerce';
import { orderLines, refundLines, refunds, type OrderRow } from '../../db/schema';
import type { Executor } from '../cart/cartLines';
import { largestRemainder } from '../earnings/ledgerSplit';

export interface RefundableLine {
  id: number;
  courseId: number;
  title: string;
  totalMinor: number;
  /** What was paid for the line (total, plus its share of the tax when the tax is added on top). */
  paidMinor: number;
  /** The status of the refund that covers it (never `rejected`); null when none. */
  refundStatus: Exclude<RefundStatus, 'rejected'> | null;
}

/**
 * What was paid for each line, in the lines' order: the line's total (after its discount), plus its
 * share of the order's tax when the tax is added on top (largestRemainder over the lines' totals, the
 * ledger's split). Sums to the order's total.
 */
export function linePaidAmounts(order: Pick<OrderRow, 'taxMinor' | 'taxInclusive'>, lines: readonly { totalMinor: number }[]): number[] {
  if (order.taxInclusive) return lines.map((l) => l.totalMinor);
  const taxes = largestRemainder(order.taxMinor, lines.map((l) => l.totalMinor));
  return lines.map((l, i) => l.totalMinor + (taxes[i] ?? 0));
}

/** The order's lines (by id) with their paid amounts and the refund covering each. */
export async function refundableLines(db: Executor, order: Pick<OrderRow, 'id' | 'taxMinor' | 'taxInclusive'>): Promise<RefundableLine[]> {
  const [lines, covered] = await Promise.all([
    db.select({ id: orderLines.id, courseId: orderLines.courseId, title: orderLines.title, totalMinor: orderLines.totalMinor }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select({ lineId: refundLines.orderLineId, status: refunds.status })
      .from(refundLines)
      .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
      .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'rejected'))),
  ]);
  const statusOf = new Map(covered.map((c) => [c.lineId, c.status as Exclude<RefundStatus, 'rejected'>]));
  const paid = linePaidAmounts(order, lines);
  return lines.map((l, i) => ({ ...l, paidMinor: paid[i] ?? l.totalMinor, refundStatus: statusOf.get(l.id) ?? null }));
}

/** The lines of each refund (course, title, amount), by refund id. */
export async function linesOfRefunds(db: Executor, refundIds: readonly number[]): Promise<Map<number, RefundLine[]>> {
  const map = new Map<number, RefundLine[]>();
  if (refundIds.length === 0) return map;
  const rows = await db
    .select({ refundId: refundLines.refundId, courseId: orderLines.courseId, title: orderLines.title, amountMinor: refundLines.amountMinor })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(inArray(refundLines.refundId, [...refundIds]))
    .orderBy(asc(refundLines.orderLineId));
  for (const r of rows) map.set(r.refundId, [...(map.get(r.refundId) ?? []), { courseId: r.courseId, title: r.title, amountMinor: r.amountMinor }]);
  return map;
}
