// Refunds: the buyer asks for one (a paid order, within the window, little of each course completed);
// an admin approves (the provider sends the money back, or for a QR rail the refund waits for an admin
// to send it by hand and mark it paid out) or rejects it (the order is paid again). Refunded, the
// order's enrolments go.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { isLanguage, QR_METHOD_CURRENCY, type RefundStatus } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { AdminRefund, Order, RefundRequest } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import type { ServerContext } from '../../context';
import type { PaymentProviders } from '../../adapters/payments/createPaymentProviders';
import { customers, orders, payments, refunds, type CustomerRow, type OrderRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { fullName } from '../courses/courseSql';
import { unenrollForOrder } from '../enrollments/enrollmentService';
import type { LedgerService } from '../earnings/ledgerService';
import { payoutAccountProblem } from './billingRules';
import { refundDecisionMail } from './orderMails';
import { transitionOrder } from './orderStates';
import { findOrder, highestPercent, orderDto, orderProgress, refundableUntil, refundDto, titlesOf, underProgressLimit } from './orderViews';
import { orderNotFound, orderPath, orderStateConflict } from './settlement';

type RefundRow = typeof refunds.$inferSelect;

const refundNotFound = () => new AppError(404, ERROR_CODES.REFUND_NOT_FOUND, 'No such refund request.');
const notAllowed = (detail: string) => new AppError(409, ERROR_CODES.REFUND_NOT_ALLOWED, detail);

export class RefundService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly providers: PaymentProviders,
    private readonly ledger: LedgerService,
  ) {}

  private get rules() {
    return this.ctx.config.payments;
  }

  /**
   * The buyer asks for a refund of a paid order: 409 ORDER_STATE_CONFLICT unless paid; 409
   * REFUND_NOT_ALLOWED after the window, with too much of a course completed, or for a free order;
   * 400 REFUND_ACCOUNT_REQUIRED for a QR-rail payment without the account to send the money to; 400
   * BILLING_INVALID for an account not valid for its kind.
   */
  async request(caller: CustomerRow, orderId: string, body: RefundRequest): Promise<Order> {
    const order = await findOrder(this.ctx.db, orderId, caller.id);
    if (!order) throw orderNotFound();
    if (order.status !== 'paid') throw orderStateConflict(`This order is ${order.status}: only a paid order can be refunded.`);
    if (order.totalMinor === 0) throw notAllowed('Nothing was paid for this order.');
    const until = refundableUntil(order, this.rules);
    if (!until || until.getTime() <= Date.now()) throw notAllowed(`Refunds can be asked for within ${this.rules.refundWindowDays} days of payment.`);
    const progress = await orderProgress(this.ctx.db, orderId, caller.id);
    if (!underProgressLimit(progress, this.rules.refundMaxProgressPercent)) throw notAllowed(`A refund needs less than ${this.rules.refundMaxProgressPercent} % of each course completed.`);
    const [payment] = await this.ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    const manual = payment ? payment.method in QR_METHOD_CURRENCY || payment.provider === 'qr' : false;
    if (manual && !body.payoutAccount) throw new AppError(400, ERROR_CODES.REFUND_ACCOUNT_REQUIRED, 'This payment was a bank transfer: give the account to send the money back to.');
    if (body.payoutAccount) {
      const problem = payoutAccountProblem(body.payoutAccount);
      if (problem) throw new AppError(400, ERROR_CODES.BILLING_INVALID, `${problem.field}: ${problem.detail}`, {}, [{ path: `body.${problem.field}`, message: problem.detail }]);
    }
    await this.ctx.db.transaction(async (tx) => {
      const moved = await transitionOrder(tx, orderId, 'refund_requested', { from: 'paid' });
      if (!moved) throw orderStateConflict('This order changed meanwhile.');
      const values = {
        status: 'requested' as const,
        amountMinor: order.totalMinor,
        currency: order.currency,
        reason: body.reason.trim(),
        payoutAccount: manual ? (body.payoutAccount ?? null) : null,
        manual,
        progressPercent: highestPercent(progress),
        rejectReason: null,
        decidedBy: null,
        decidedAt: null,
        requestedAt: new Date(),
      };
      const saved = await tx
        .insert(refunds)
        .values({ orderId, ...values })
        .onConflictDoUpdate({ target: refunds.orderId, set: values, setWhere: eq(refunds.status, 'rejected') })
        .returning({ id: refunds.id });
      if (saved.length === 0) throw notAllowed('A refund was already asked for this order.');
    });
    const fresh = await findOrder(this.ctx.db, orderId);
    return orderDto(this.ctx.db, fresh!, this.rules);
  }

  async list(query: { status?: RefundStatus; page?: number; pageSize?: number }): Promise<Page<AdminRefund>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const where: SQL | undefined = query.status ? eq(refunds.status, query.status) : undefined;
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(refunds).where(where),
      this.ctx.db
        .select({ refund: refunds, order: orders, username: customers.username, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(where)
        .orderBy(desc(refunds.requestedAt), desc(refunds.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    const titles = await titlesOf(this.ctx.db, rows.map((r) => r.order.id));
    const pays = rows.length ? await this.ctx.db.select({ orderId: payments.orderId, provider: payments.provider, method: payments.method }).from(payments).where(and(eq(payments.status, 'succeeded'), inArray(payments.orderId, rows.map((r) => r.order.id)))) : [];
    const payOf = new Map(pays.map((p) => [p.orderId, p]));
    return {
      items: rows.map((r) => ({
        refund: refundDto(r.refund, false),
        orderId: r.order.id,
        orderNumber: r.order.number,
        provider: payOf.get(r.order.id)?.provider ?? null,
        method: payOf.get(r.order.id)?.method ?? null,
        buyer: { username: r.username, name: fullName(r.firstName, r.lastName, r.username), email: r.email },
        courseTitles: titles.get(r.order.id) ?? [],
        progressPercent: r.refund.progressPercent,
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
    };
  }

  private async one(refundId: number): Promise<AdminRefund> {
    const [r] = await this.ctx.db
      .select({ refund: refunds, order: orders, username: customers.username, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(refunds.id, refundId));
    if (!r) throw refundNotFound();
    const [pay] = await this.ctx.db.select().from(payments).where(and(eq(payments.orderId, r.order.id), eq(payments.status, 'succeeded')));
    return {
      refund: refundDto(r.refund, false),
      orderId: r.order.id,
      orderNumber: r.order.number,
      provider: pay?.provider ?? null,
      method: pay?.method ?? null,
      buyer: { username: r.username, name: fullName(r.firstName, r.lastName, r.username), email: r.email },
      courseTitles: (await titlesOf(this.ctx.db, [r.order.id])).get(r.order.id) ?? [],
      progressPercent: r.refund.progressPercent,
    };
  }

  /**
   * Approves a requested refund: through the provider's API when it can (then refunded, access
   * removed, buyer mailed), else it waits as approved for an admin to send the money by hand. 409
   * ORDER_STATE_CONFLICT when it is not requested; 502 PAYMENT_PROVIDER_ERROR (it stays requested).
   */
  async approve(admin: CustomerRow, refundId: number): Promise<AdminRefund> {
    const [claimed] = await this.ctx.db
      .update(refunds)
      .set({ status: 'approved', decidedAt: new Date(), decidedBy: admin.id })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')))
      .returning();
    if (!claimed) {
      await this.one(refundId);
      throw orderStateConflict('This refund was decided already.');
    }
    if (!claimed.manual) {
      const [pay] = await this.ctx.db.select().from(payments).where(and(eq(payments.orderId, claimed.orderId), eq(payments.status, 'succeeded')));
      const provider = pay ? this.providers.byName(pay.provider) : null;
      let result: Awaited<ReturnType<NonNullable<typeof provider>['refund']>> | null = null;
      try {
        if (pay && provider && pay.providerRef) result = await provider.refund(pay.providerRef, claimed.amountMinor, claimed.currency);
        else if (!pay) result = { kind: 'refunded', refundRef: 'free-order' };
        else throw new Error('the provider of this payment is not configured');
      } catch {
        await this.ctx.db.update(refunds).set({ status: 'requested', decidedAt: null, decidedBy: null }).where(eq(refunds.id, refundId));
        throw new AppError(502, ERROR_CODES.PAYMENT_PROVIDER_ERROR, 'The payment provider could not refund now; the request is still waiting. Try again.');
      }
      if (result.kind === 'manual') await this.ctx.db.update(refunds).set({ manual: true }).where(eq(refunds.id, refundId));
      else await this.finish(refundId, 'approved', { providerRefundRef: result.refundRef, reference: result.refundRef });
    }
    return this.one(refundId);
  }

  /** A hand-sent refund went out (approved, manual): refunded, access removed, buyer mailed. 409 ORDER_STATE_CONFLICT otherwise. */
  async paidOut(refundId: number, reference: string): Promise<AdminRefund> {
    const [row] = await this.ctx.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!row) throw refundNotFound();
    if (row.status !== 'approved' || !row.manual) throw orderStateConflict('Only an approved refund sent by hand can be marked paid out.');
    await this.finish(refundId, 'approved', { reference });
    return this.one(refundId);
  }

  /** Rejects a requested refund with the reason: the order is paid again, the buyer mailed. */
  async reject(admin: CustomerRow, refundId: number, reason: string): Promise<AdminRefund> {
    const done = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({ status: 'rejected', rejectReason: reason.trim(), decidedAt: new Date(), decidedBy: admin.id })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')))
        .returning();
      if (!row) return null;
      const order = await transitionOrder(tx, row.orderId, 'paid', { from: 'refund_requested' });
      if (!order) throw orderStateConflict('The order of this refund is not waiting for a decision.');
      return { row, order };
    });
    if (!done) {
      await this.one(refundId);
      throw orderStateConflict('This refund was decided already.');
    }
    await this.mail('rejected', done.order, done.row);
    return this.one(refundId);
  }

  /** Refunded: the refund, the order (refunded) and its enrolments (gone), in one transaction; then the buyer's mail. */
  private async finish(refundId: number, from: 'approved', refs: { providerRefundRef?: string; reference: string }): Promise<void> {
    const done = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({ status: 'refunded', refundedAt: new Date(), reference: refs.reference, providerRefundRef: refs.providerRefundRef ?? null })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, from)))
        .returning();
      if (!row) throw orderStateConflict('This refund changed meanwhile.');
      const order = await transitionOrder(tx, row.orderId, 'refunded', { from: 'refund_requested', set: { closedAt: new Date() } });
      if (!order) throw orderStateConflict('The order of this refund is not waiting for it.');
      await unenrollForOrder(tx, order.id);
      // The sale's entries reversed in the earnings ledger, in the same transaction.
      await this.ledger.reverseOrderIn(tx, order.id);
      return { row, order };
    });
    await this.mail('refunded', done.order, done.row);
  }

  private async mail(decision: 'refunded' | 'rejected', order: OrderRow, refund: RefundRow): Promise<void> {
    const [buyer] = await this.ctx.db.select().from(customers).where(eq(customers.id, order.customerId));
    if (!buyer) return;
    await this.ctx.mailer.send(
      refundDecisionMail(decision, {
        lang: isLanguage(buyer.lang) ? buyer.lang : 'th',
        to: buyer.email,
        name: order.billing.name || fullName(buyer.firstName, buyer.lastName, buyer.username),
        orderNumber: order.number,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        link: `${this.ctx.config.publicUrl}${orderPath(order.id)}`,
        ...(decision === 'rejected' && refund.rejectReason ? { reason: refund.rejectReason } : {}),
      }),
    );
  }
}
