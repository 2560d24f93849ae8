// How an order ends: paid (ONE path for a provider's webhook, an admin's "received", the
// reconciliation job and a free order; also after it closed, a late payment), failed, expired or cancelled. Each runs in one transaction
// and changes a payment and an order only from the status it expects (compare-and-set), so duplicate
// webhooks, the expiry job and a buyer's click racing each other make exactly one change; the mail of
// that change is queued once, after the commit.
import { AREA_ROUTES } from '../../../shared/areaRoutes';
import { and, eq, sql } from 'drizzle-orm';
import { isLanguage, QR_METHOD_CURRENCY, REFUND_REASON_MAX_LENGTH, type OrderStatus } from '../../../shared/constants';
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
import { isLatePaymentFrom, transitionOrder } from './orderStates';
import { refundableLines } from './refundLines';
import type { RefundService } from './refundService';

export const orderNotFound = () => new AppError(404, ERROR_CODES.ORDER_NOT_FOUND, 'No such order.');
export const orderStateConflict = (detail: string) => new AppError(409, ERROR_CODES.ORDER_STATE_CONFLICT, detail);

/** The SPA page of an order's receipt in the student area. */
export function receiptPath(orderId: string): string {
  return `/${ROUTES.student}/${AREA_ROUTES.studentOrderReceipt.replace(':orderId', encodeURIComponent(orderId))}`;
}
export function orderPath(orderId: string): string {
  return `/${ROUTES.student}/${AREA_ROUTES.studentOrder.replace(':orderId', encodeURIComponent(orderId))}`;
}

/** How an automatic refund request for a payment of courses the buyer owned already begins its reason. */
export const DUPLICATE_PAYMENT_REASON = 'Duplicate payment';

export interface PaymentConfirmation {
  /** The admin who saw a transfer arrive, and the bank's reference. */
  confirmedBy?: string;
  bankReference?: string;
  /** The provider's fingerprint of the card that paid (payments.payerKey). */
  payerKey?: string | null;
}

export class Settlement {
  constructor(
    private readonly ctx: ServerContext,
    private readonly cart: CartService,
    private readonly ledger: LedgerService,
    private readonly refunds: RefundService,
  ) {}

  /**
   * Inside a transaction: the order (pending, or closed for a late payment) becomes paid, the buyer is
   * enrolled in each of its courses (the enrolments name the order), those leave the cart and the sale
   * goes into the ledger. A course the buyer owned already (another order) means they paid twice: the
   * order still becomes paid and a refund request is opened at once (the admins' refund queue). Null
   * when the order was not in `from` any more (someone else settled or closed it).
   */
  async markOrderPaidIn(tx: Transaction, orderId: string, method: PaymentRow['method'] | null, from: OrderStatus = 'pending'): Promise<OrderRow | null> {
    const late = from !== 'pending';
    const order = await transitionOrder(tx, orderId, 'paid', { from, set: { paidAt: new Date(), expiresAt: null, ...(late ? { closedAt: null } : {}) } });
    if (!order) return null;
    if (method) await tx.update(orders).set({ method }).where(eq(orders.id, orderId));
    // Closing gave the coupon's use back; paid after all, it is used again.
    if (late && order.couponId !== null) await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, order.couponId));
    const lines = await tx.select({ courseId: orderLines.courseId }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const courseIds = lines.map((l) => l.courseId);
    const added = await enrollForOrder(tx, order.customerId, courseIds, orderId);
    await this.cart.removeBought(tx, order.customerId, courseIds, order.couponId);
    // The sale's split into the earnings ledger, in the same transaction as the payment.
    await this.ledger.recordSaleIn(tx, orderId);
    const owned = courseIds.filter((id) => !added.includes(id));
    if (owned.length > 0 && order.totalMinor > 0) return (await this.openDuplicateRefundIn(tx, order, owned)) ?? order;
    return order;
  }

  /**
   * The buyer paid for courses they already own: the paid order asks for the refund of those lines
   * itself (reason: duplicate payment; a partial refund when the order has other courses), which an
   * admin approves like any request (the provider, or sent by hand).
   */
  private async openDuplicateRefundIn(tx: Transaction, order: OrderRow, ownedCourseIds: readonly number[]): Promise<OrderRow | null> {
    const lines = (await refundableLines(tx, order)).filter((l) => ownedCourseIds.includes(l.courseId) && l.refundStatus === null && l.paidMinor > 0);
    if (lines.length === 0) return null;
    const [payment] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
    const manual = payment ? payment.method in QR_METHOD_CURRENCY || payment.provider === 'qr' : false;
    const moved = await transitionOrder(tx, order.id, 'refund_requested', { from: 'paid' });
    if (!moved) return null;
    const reason = `${DUPLICATE_PAYMENT_REASON}: already owned ${lines.map((l) => l.title).join(', ')}`.slice(0, REFUND_REASON_MAX_LENGTH);
    await this.refunds.insertRequestIn(tx, order, lines, { reason, payoutAccount: null, manual, progressPercent: 0 });
    return moved;
  }

  /**
   * Inside a transaction: a verified success of the payment (a provider's event, the reconciliation job,
   * an admin's "received"): the payment succeeded and its order is paid. The payment may be pending, or
   * closed with its order (expired, cancelled, failed: a late payment, which settles all the same; a
   * payment replaced by another method while the order waits settles it too, the other one cancelled).
   * Null when the payment succeeded already (a duplicate); throws ORDER_STATE_CONFLICT (rolling back)
   * when its order was paid another way or refunded (a second payment: refund it by hand).
   */
  async settlePaymentIn(tx: Transaction, paymentId: string, confirmation: PaymentConfirmation = {}): Promise<OrderRow | null> {
    const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!found) return null;
    // The order's row first (as closing and checkout take it), then the payment as it is under that lock.
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [current] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    if (!locked || !current || current.status === 'succeeded') return null;
    if (locked.status !== 'pending' && !isLatePaymentFrom(locked.status)) throw orderStateConflict(`The order of this payment is ${locked.status}: this second payment must be refunded by hand.`);
    const [payment] = await tx
      .update(payments)
      .set({ status: 'succeeded', confirmedAt: new Date(), confirmedBy: confirmation.confirmedBy ?? null, bankReference: confirmation.bankReference ?? null, payerKey: confirmation.payerKey ?? null, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, current.status)))
      .returning();
    if (!payment) return null;
    await tx.update(payments).set({ status: 'cancelled', updatedAt: new Date() }).where(and(eq(payments.orderId, payment.orderId), eq(payments.status, 'pending')));
    const order = await this.markOrderPaidIn(tx, payment.orderId, payment.method, locked.status);
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
