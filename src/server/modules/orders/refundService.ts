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
import { audit, type AuditLine } from '../audit/audit';
import type { Executor } from '../cart/cartLines';
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

/** How an admin's refund decision is written in the audit trail: as a refund's (the refunds queue) or as an order's (the orders section). */
export interface RefundAuditAs {
  action: string;
  /** The order is the target (its id) instead of the refund. */
  onOrder?: boolean;
  detail?: Record<string, unknown>;
}
const REFUND_APPROVE: RefundAuditAs = { action: 'refund.approve' };

/** The audit line of a refund decision (never the payout account's number). */
function refundLine(admin: { id: string }, as: RefundAuditAs, row: RefundRow, before: string, after: string, extra: Record<string, unknown> = {}): AuditLine {
  return {
    actorId: admin.id,
    action: as.action,
    targetType: as.onOrder ? 'order' : 'refund',
    targetId: as.onOrder ? row.orderId : String(row.id),
    before: { status: before },
    after: { status: after },
    detail: { refundId: row.id, orderId: row.orderId, amountMinor: row.amountMinor, currency: row.currency, manual: row.manual, ...extra, ...as.detail },
  };
}

export class RefundService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly providers: PaymentProviders,
    private readonly ledger: LedgerService,
  ) {}

  /** The refund rules in force (the window is a setting admins change). */
  private get rules() {
    return { ...this.ctx.config.payments, refundWindowDays: this.ledger.settings.current().refundWindowDays };
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
    await this.recordRequest(order, { reason: body.reason, payoutAccount: manual ? (body.payoutAccount ?? null) : null, manual, progressPercent: highestPercent(progress) });
    const fresh = await findOrder(this.ctx.db, orderId);
    return orderDto(this.ctx.db, fresh!, this.rules);
  }

  /** The paid order moves to refund_requested with its refund request (a rejected one is asked again); answers the refund's id. */
  private async recordRequest(order: OrderRow, request: { reason: string; payoutAccount: RefundRow['payoutAccount']; manual: boolean; progressPercent: number }): Promise<number> {
    return this.ctx.db.transaction(async (tx) => {
      const moved = await transitionOrder(tx, order.id, 'refund_requested', { from: 'paid' });
      if (!moved) throw orderStateConflict('This order changed meanwhile.');
      const values = {
        status: 'requested' as const,
        amountMinor: order.totalMinor,
        currency: order.currency,
        reason: request.reason.trim(),
        payoutAccount: request.payoutAccount,
        manual: request.manual,
        progressPercent: request.progressPercent,
        rejectReason: null,
        decidedBy: null,
        decidedAt: null,
        requestedAt: new Date(),
      };
      const saved = await tx
        .insert(refunds)
        .values({ orderId: order.id, ...values })
        .onConflictDoUpdate({ target: refunds.orderId, set: values, setWhere: eq(refunds.status, 'rejected') })
        .returning({ id: refunds.id });
      if (saved.length === 0) throw notAllowed('A refund was already asked for this order.');
      return saved[0]!.id;
    });
  }

  /**
   * An admin refunds an order (audited as order.refund, on the order): a paid one gets a refund request
   * with the admin's reason (whatever the window or the progress), then it is approved like any request;
   * an order whose refund was asked for has that request approved. Through the provider when it can,
   * else it waits (approved) for the money to be sent by hand and marked paid out. 404 ORDER_NOT_FOUND;
   * 409 REFUND_NOT_ALLOWED for a free order; 409 ORDER_STATE_CONFLICT in any other state (pending,
   * closed, refunded, or approved already and waiting to be sent by hand); 502 PAYMENT_PROVIDER_ERROR
   * (the request stays open).
   */
  async refundOrder(admin: Pick<CustomerRow, 'id'>, orderId: string, reason: string): Promise<void> {
    const order = await findOrder(this.ctx.db, orderId);
    if (!order) throw orderNotFound();
    const as: RefundAuditAs = { action: 'order.refund', onOrder: true, detail: { orderNumber: order.number, reason: reason.trim() } };
    if (order.status === 'refund_requested') {
      const [open] = await this.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      if (open?.status === 'requested') {
        await this.approve(admin, open.id, as);
        return;
      }
      throw orderStateConflict('The refund of this order was approved already: it waits to be sent by hand and marked paid out.');
    }
    if (order.status !== 'paid') throw orderStateConflict(`This order is ${order.status}: only a paid order can be refunded.`);
    if (order.totalMinor === 0) throw notAllowed('Nothing was paid for this order.');
    const [payment] = await this.ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    const manual = payment ? payment.method in QR_METHOD_CURRENCY || payment.provider === 'qr' : false;
    const progress = await orderProgress(this.ctx.db, orderId, order.customerId);
    const refundId = await this.recordRequest(order, { reason, payoutAccount: null, manual, progressPercent: highestPercent(progress) });
    await this.approve(admin, refundId, as);
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
  async approve(admin: Pick<CustomerRow, 'id'>, refundId: number, as: RefundAuditAs = REFUND_APPROVE): Promise<AdminRefund> {
    // A refund sent by hand is decided by the claim itself (audited with it); one through the provider once the provider answered.
    const [claimed] = await this.ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(refunds)
        .set({ status: 'approved', decidedAt: new Date(), decidedBy: admin.id })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')))
        .returning();
      if (rows[0]?.manual) await audit(tx, refundLine(admin, as, rows[0], 'requested', 'approved'));
      return rows;
    });
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
      if (result.kind === 'manual') {
        await this.ctx.db.transaction(async (tx) => {
          const [row] = await tx.update(refunds).set({ manual: true }).where(eq(refunds.id, refundId)).returning();
          await audit(tx, refundLine(admin, as, row!, 'requested', 'approved'));
        });
      } else {
        const refundRef = result.refundRef;
        await this.finish(refundId, 'approved', { providerRefundRef: refundRef, reference: refundRef }, (tx, row) => audit(tx, refundLine(admin, as, row, 'requested', 'refunded', { reference: refundRef })));
      }
    }
    return this.one(refundId);
  }

  /** A hand-sent refund went out (approved, manual): refunded, access removed, buyer mailed. 409 ORDER_STATE_CONFLICT otherwise. */
  async paidOut(admin: Pick<CustomerRow, 'id'>, refundId: number, reference: string): Promise<AdminRefund> {
    const [row] = await this.ctx.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!row) throw refundNotFound();
    if (row.status !== 'approved' || !row.manual) throw orderStateConflict('Only an approved refund sent by hand can be marked paid out.');
    await this.finish(refundId, 'approved', { reference }, (tx, done) => audit(tx, refundLine(admin, { action: 'refund.paid_out' }, done, 'approved', 'refunded', { reference })));
    return this.one(refundId);
  }

  /** Rejects a requested refund with the reason: the order is paid again, the buyer mailed. */
  async reject(admin: Pick<CustomerRow, 'id'>, refundId: number, reason: string): Promise<AdminRefund> {
    const done = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({ status: 'rejected', rejectReason: reason.trim(), decidedAt: new Date(), decidedBy: admin.id })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')))
        .returning();
      if (!row) return null;
      const order = await transitionOrder(tx, row.orderId, 'paid', { from: 'refund_requested' });
      if (!order) throw orderStateConflict('The order of this refund is not waiting for a decision.');
      await audit(tx, refundLine(admin, { action: 'refund.reject' }, row, 'requested', 'rejected', { reason: row.rejectReason }));
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
  private async finish(refundId: number, from: 'approved', refs: { providerRefundRef?: string; reference: string }, auditIn: (tx: Executor, row: RefundRow) => Promise<void>): Promise<void> {
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
      await auditIn(tx, row);
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
