// How an order ends: paid (ONE path for a provider's webhook, an admin's "received", the
// reconciliation job and a free order), failed, expired or cancelled. Each runs in one transaction
// and changes a payment and an order only from the status it expects (compare-and-set), so duplicate
// webhooks, the expiry job and a buyer's click racing each other make exactly one change; the mail of
// that change is queued once, after the commit.
import { AREA_ROUTES } from '../../../shared/areaRoutes';
import { and, eq, sql } from 'drizzle-orm';
import { isLanguage } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { ROUTES } from '../../../shared/spaRoutes';
import type { ServerContext } from '../../context';
import { coupons, customers, orderLines, orders, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { Executor, Transaction } from '../cart/cartLines';
import type { CartService } from '../cart/cartService';
import { fullName } from '../courses/courseSql';
import { enrollForOrder } from '../enrollments/enrollmentService';
import type { LedgerService } from '../earnings/ledgerService';
import { receiptMail } from './orderMails';
import { transitionOrder } from './orderStates';

export const orderNotFound = () => new AppError(404, ERROR_CODES.ORDER_NOT_FOUND, 'No such order.');
export const orderStateConflict = (detail: string) => new AppError(409, ERROR_CODES.ORDER_STATE_CONFLICT, detail);

/** The SPA page of an order's receipt in the student area. */
export function receiptPath(orderId: string): string {
  return `/${ROUTES.student}/${AREA_ROUTES.studentOrderReceipt.replace(':orderId', encodeURIComponent(orderId))}`;
}
export function orderPath(orderId: string): string {
  return `/${ROUTES.student}/${AREA_ROUTES.studentOrder.replace(':orderId', encodeURIComponent(orderId))}`;
}

export interface PaymentConfirmation {
  /** The admin who saw a transfer arrive, and the bank's reference. */
  confirmedBy?: string;
  bankReference?: string;
}

export class Settlement {
  constructor(
    private readonly ctx: ServerContext,
    private readonly cart: CartService,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * Inside a transaction: the order (pending) becomes paid, the buyer is enrolled in each of its
   * courses (the enrolments name the order) and those leave the cart. Null when the order was not
   * pending any more (someone else settled or closed it).
   */
  async markOrderPaidIn(tx: Transaction, orderId: string, method: PaymentRow['method'] | null): Promise<OrderRow | null> {
    const order = await transitionOrder(tx, orderId, 'paid', { from: 'pending', set: { paidAt: new Date(), expiresAt: null } });
    if (!order) return null;
    if (method) await tx.update(orders).set({ method }).where(eq(orders.id, orderId));
    const lines = await tx.select({ courseId: orderLines.courseId }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const courseIds = lines.map((l) => l.courseId);
    await enrollForOrder(tx, order.customerId, courseIds, orderId);
    await this.cart.removeBought(tx, order.customerId, courseIds, order.couponId);
    // The sale's split into the earnings ledger, in the same transaction as the payment.
    await this.ledger.recordSaleIn(tx, orderId);
    return order;
  }

  /**
   * Inside a transaction: the payment (pending) succeeded and its order is paid. Null when the
   * payment was not pending (a duplicate); throws ORDER_STATE_CONFLICT (rolling back) when the
   * payment was pending but its order was not.
   */
  async settlePaymentIn(tx: Transaction, paymentId: string, confirmation: PaymentConfirmation = {}): Promise<OrderRow | null> {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'succeeded', confirmedAt: new Date(), confirmedBy: confirmation.confirmedBy ?? null, bankReference: confirmation.bankReference ?? null, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) return null;
    const order = await this.markOrderPaidIn(tx, payment.orderId, payment.method);
    if (!order) throw orderStateConflict('The order of this payment is not waiting for payment any more.');
    return order;
  }

  /** The paid path in its own transaction, with the receipt mailed once after the commit. Null: nothing changed (not pending). */
  async settlePayment(paymentId: string, confirmation: PaymentConfirmation = {}): Promise<OrderRow | null> {
    const order = await this.ctx.db.transaction((tx) => this.settlePaymentIn(tx, paymentId, confirmation));
    if (order) await this.mailReceipt(order.id);
    return order;
  }

  /** Gives back the use an order held of its coupon. */
  async releaseCoupon(tx: Executor, order: Pick<OrderRow, 'couponId'>): Promise<void> {
    if (order.couponId === null) return;
    await tx.update(coupons).set({ usedCount: sql`greatest(0, ${coupons.usedCount} - 1)` }).where(eq(coupons.id, order.couponId));
  }

  /** Inside a transaction: a pending order closes (cancelled, expired or failed), with its pending payments, and gives its coupon use back. */
  async closeOrderIn(tx: Transaction, orderId: string, to: 'cancelled' | 'expired' | 'failed'): Promise<OrderRow | null> {
    const order = await transitionOrder(tx, orderId, to, { from: 'pending', set: { closedAt: new Date() } });
    if (!order) return null;
    await tx
      .update(payments)
      .set({ status: to === 'cancelled' ? 'cancelled' : to === 'expired' ? 'expired' : 'failed', updatedAt: new Date() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    await this.releaseCoupon(tx, order);
    return order;
  }

  /** A payment the provider reports failed or expired: it and its order close (the cart keeps the courses). False when it was not pending. */
  async failPayment(paymentId: string, status: 'failed' | 'expired'): Promise<boolean> {
    return this.ctx.db.transaction(async (tx) => {
      const [payment] = await tx.update(payments).set({ status, updatedAt: new Date() }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'))).returning();
      if (!payment) return false;
      await this.closeOrderIn(tx, payment.orderId, status);
      return true;
    });
  }

  /** Pending orders past their time: expired, their payments too, their coupon uses given back. Returns how many. */
  async expireOverdue(now = new Date()): Promise<number> {
    const due = await this.ctx.db.select({ id: orders.id }).from(orders).where(and(eq(orders.status, 'pending'), sql`${orders.expiresAt} <= ${now}`)).limit(500);
    let n = 0;
    for (const { id } of due) {
      const closed = await this.ctx.db.transaction((tx) => this.closeOrderIn(tx, id, 'expired'));
      if (closed) n++;
    }
    return n;
  }

  /** Queues the receipt mail of a paid order, in the buyer's language. */
  async mailReceipt(orderId: string): Promise<void> {
    const [row] = await this.ctx.db
      .select({ order: orders, email: customers.email, lang: customers.lang, firstName: customers.firstName, lastName: customers.lastName, username: customers.username })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    const lines = await this.ctx.db.select({ title: orderLines.title }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
    await this.ctx.mailer.send(
      receiptMail({
        lang: isLanguage(row.lang) ? row.lang : 'th',
        to: row.order.billing.email || row.email,
        name: row.order.billing.name || fullName(row.firstName, row.lastName, row.username),
        orderNumber: row.order.number,
        courseTitles: lines.map((l) => l.title),
        totalMinor: row.order.totalMinor,
        currency: row.order.currency,
        link: `${this.ctx.config.publicUrl}${receiptPath(orderId)}`,
      }),
    );
  }
}
