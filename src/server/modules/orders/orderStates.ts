// An order's life as a table: which status may follow which. Every change of an order's status goes
// through transitionOrder, which changes the row only if it is still in a status the table allows
// (a compare-and-set in one UPDATE), so two requests racing (a webhook and the expiry job, two
// webhooks) make one change and the other sees that it lost.
//
// expired, failed and cancelled may still become paid: a late payment (the provider's verified success,
// or an admin's "received", arriving after the order closed: money taken must give access or a refund).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';

export const ORDER_TRANSITIONS: { readonly [From in OrderStatus]: readonly OrderStatus[] } = {
  pending: ['paid', 'expired', 'failed', 'cancelled'],
  paid: ['refund_requested', 'refunded', 'partially_refunded'],
  refund_requested: ['paid', 'refunded', 'partially_refunded'],
  refunded: [],
  partially_refunded: ['refund_requested', 'refunded'],
  expired: ['paid'],
  failed: ['paid'],
  cancelled: ['paid'],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Closed orders a late payment may still settle (paid from them only through Settlement.settlePaymentIn). */
export const LATE_PAYMENT_FROM: readonly OrderStatus[] = ['expired', 'failed', 'cancelled'];
export const isLatePaymentFrom = (status: OrderStatus): boolean => LATE_PAYMENT_FROM.includes(status);

/** The statuses an order may be in to move to `to`. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) => ORDER_TRANSITIONS[from].includes(to));
}

type Executor = Pick<Database, 'update'>;

/**
 * Moves the order to `to` if its status allows it (optionally only from `from`); returns the updated
 * row, or null when the order is not in such a status (someone else changed it first).
 */
export async function transitionOrder(db: Executor, orderId: string, to: OrderStatus, options: { from?: OrderStatus; set?: Partial<Pick<OrderRow, 'paidAt' | 'closedAt' | 'expiresAt'>> } = {}): Promise<OrderRow | null> {
  const allowed = options.from ? (canTransition(options.from, to) ? [options.from] : []) : statusesBefore(to);
  if (allowed.length === 0) return null;
  const [row] = await db
    .update(orders)
    .set({ status: to, ...options.set, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, allowed)))
    .returning();
  return row ?? null;
}
