// Refunds: the buyer asks for one, of some or all of the order's lines (a paid or partly refunded order,
// within the window, less than the limit of each chosen course completed); an admin approves (the
// provider sends the lines' amount back, or for a QR rail the refund waits for an admin to send it by
// hand and mark it paid out) or rejects it (the order is as it was). Refunded, the lines' enrolments go,
// their ledger entries are reversed, and the order is partially_refunded, or refunded once every line is.
// One open request per order at a time (the order's state change serializes them); a line is refunded once.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { isLanguage, QR_METHOD_CURRENCY, type RefundStatus } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { AdminRefund, Order, RefundRequest } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import type { ServerContext } from '../../context';
import type { PaymentProviders } from '../../adapters/payments/createPaymentProviders';
import { customers, orderLines, orders, payments, refundLines, refunds, type CustomerRow, type OrderRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { audit, type AuditLine } from '../audit/audit';
import type { Executor, Transaction } from '../cart/cartLines';
import { fullName } from '../courses/courseSql';
import { unenrollForOrder } from '../enrollments/enrollmentService';
import type { LedgerService } from '../earnings/ledgerService';
import { payoutAccountProblem } from './billingRules';
import { refundDecisionMail } from './orderMails';
import { transitionOrder } from './orderStates';
import { findOrder, highestPercent, orderDto, orderProgress, refundableUntil, refundDto, underProgressLimit } from './orderViews';
import { linesOfRefunds, refundableLines, type RefundableLine } from './refundLines';
import { orderNotFound, orderPath, orderStateConflict } from './settlement';

type RefundRow = typeof refunds.$inferSelect;
/** What a new refund request says besides its lines. */
export interface RefundRequestFields {
  reason: string;
  payoutAccount: RefundRow['payoutAccount'];
  manual: boolean;
  progressPercent: number;
}

const refundNotFound = () => new AppError(404, ERROR_CODES.REFUND_NOT_FOUND, 'No such refund request.');
const notAllowed = (detail: string) => new AppError(409, ERROR_CODES.REFUND_NOT_ALLOWED, detail);
const lineTaken = () => new AppError(409, ERROR_CODES.REFUND_LINE_ALREADY_REFUNDED, 'A chosen course was refunded already, or is in the open refund request.');
/** The statuses a refund may be asked from. */
const REFUNDABLE_STATUSES = ['paid', 'partially_refunded'] as const;
type RefundableStatus = (typeof REFUNDABLE_STATUSES)[number];
const isRefundable = (status: string): status is RefundableStatus => (REFUNDABLE_STATUSES as readonly string[]).includes(status);

/**
 * The lines to refund: those of `courseIds` (400 REFUND_LINE_NOT_IN_ORDER for a course not in the
 * order; 409 REFUND_LINE_ALREADY_REFUNDED for one refunded or asked for already), or without them every
 * line no refund covers.
 */
function chooseLines(lines: readonly RefundableLine[], courseIds: readonly number[] | undefined): RefundableLine[] {
  if (!courseIds) return lines.filter((l) => l.refundStatus === null);
  const byCourse = new Map(lines.map((l) => [l.courseId, l]));
  const chosen = courseIds.map((id) => byCourse.get(id));
  if (chosen.some((l) => l === undefined)) throw new AppError(400, ERROR_CODES.REFUND_LINE_NOT_IN_ORDER, 'A chosen course is not part of this order.', {}, [{ path: 'body.courseIds', message: 'not a course of this order' }]);
  const found = chosen as RefundableLine[];
  if (found.some((l) => l.refundStatus !== null)) throw lineTaken();
  return [...found].sort((a, b) => a.id - b.id);
}

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
    if (!isRefundable(order.status)) throw orderStateConflict(`This order is ${order.status}: only a paid (or partly refunded) order can be refunded.`);
    if (order.totalMinor === 0) throw notAllowed('Nothing was paid for this order.');
    const until = refundableUntil(order, this.rules);
    if (!until || until.getTime() <= Date.now()) throw notAllowed(`Refunds can be asked for within ${this.rules.refundWindowDays} days of payment.`);
    const chosen = chooseLines(await refundableLines(this.ctx.db, order), body.courseIds);
    if (chosen.length === 0) throw lineTaken();
    if (chosen.every((l) => l.paidMinor === 0)) throw notAllowed('Nothing was paid for these courses.');
    const courseIds = new Set(chosen.map((l) => l.courseId));
    const progress = (await orderProgress(this.ctx.db, orderId, caller.id)).filter((p) => courseIds.has(p.courseId));
    if (!underProgressLimit(progress, this.rules.refundMaxProgressPercent)) throw notAllowed(`A refund needs less than ${this.rules.refundMaxProgressPercent} % of each chosen course completed.`);
    const [payment] = await this.ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    const manual = payment ? payment.method in QR_METHOD_CURRENCY || payment.provider === 'qr' : false;
    if (manual && !body.payoutAccount) throw new AppError(400, ERROR_CODES.REFUND_ACCOUNT_REQUIRED, 'This payment was a bank transfer: give the account to send the money back to.');
    if (body.payoutAccount) {
      const problem = payoutAccountProblem(body.payoutAccount);
      if (problem) throw new AppError(400, ERROR_CODES.BILLING_INVALID, `${problem.field}: ${problem.detail}`, {}, [{ path: `body.${problem.field}`, message: problem.detail }]);
    }
    await this.recordRequest(order, order.status, chosen, { reason: body.reason, payoutAccount: manual ? (body.payoutAccount ?? null) : null, manual, progressPercent: highestPercent(progress) });
    const fresh = await findOrder(this.ctx.db, orderId);
    return orderDto(this.ctx.db, fresh!, this.rules);
  }

  /**
   * The order moves from `from` (paid or partially_refunded) to refund_requested with a new refund
   * request of `lines`, each with its paid amount; answers the refund's id. The order's state change is
   * the lock: a second request at once finds the order changed (409 ORDER_STATE_CONFLICT), and the lines
   * are checked again under it (409 REFUND_LINE_ALREADY_REFUNDED).
   */
  private async recordRequest(
    order: OrderRow,
    from: RefundableStatus,
    lines: readonly RefundableLine[],
    request: RefundRequestFields,
  ): Promise<number> {
    return this.ctx.db.transaction(async (tx) => {
      const moved = await transitionOrder(tx, order.id, 'refund_requested', { from });
      if (!moved) throw orderStateConflict('This order changed meanwhile.');
      const now = await refundableLines(tx, moved);
      const taken = new Set(now.filter((l) => l.refundStatus !== null).map((l) => l.id));
      if (lines.some((l) => taken.has(l.id))) throw lineTaken();
      return this.insertRequestIn(tx, order, lines, { ...request, reason: request.reason.trim() });
    });
  }

  /**
   * Inside a transaction that moved the order to refund_requested: the refund request of `lines`, each
   * with its paid amount (the request's amount is their sum); answers its id. 409 ORDER_STATE_CONFLICT
   * when a refund of the order is open already. The buyer's and an admin's requests and the automatic
   * one of a duplicate payment all write it here.
   */
  async insertRequestIn(tx: Transaction, order: OrderRow, lines: readonly RefundableLine[], request: RefundRequestFields): Promise<number> {
    const [saved] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        status: 'requested',
        amountMinor: lines.reduce((sum, l) => sum + l.paidMinor, 0),
        currency: order.currency,
        reason: request.reason,
        payoutAccount: request.payoutAccount,
        manual: request.manual,
        progressPercent: request.progressPercent,
        requestedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: refunds.id });
    if (!saved) throw orderStateConflict('A refund of this order is open already.');
    await tx.insert(refundLines).values(lines.map((l) => ({ refundId: saved.id, orderLineId: l.id, amountMinor: l.paidMinor })));
    return saved.id;
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
  async refundOrder(admin: Pick<CustomerRow, 'id'>, orderId: string, reason: string, courseIds?: readonly number[]): Promise<void> {
    const order = await findOrder(this.ctx.db, orderId);
    if (!order) throw orderNotFound();
    const as: RefundAuditAs = { action: 'order.refund', onOrder: true, detail: { orderNumber: order.number, reason: reason.trim() } };
    if (order.status === 'refund_requested') {
      const [open] = await this.ctx.db.select().from(refunds).where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['requested', 'approved'])));
      if (open?.status === 'requested') {
        await this.approve(admin, open.id, as);
        return;
      }
      throw orderStateConflict('The refund of this order was approved already: it waits to be sent by hand and marked paid out.');
    }
    if (!isRefundable(order.status)) throw orderStateConflict(`This order is ${order.status}: only a paid (or partly refunded) order can be refunded.`);
    if (order.totalMinor === 0) throw notAllowed('Nothing was paid for this order.');
    const chosen = chooseLines(await refundableLines(this.ctx.db, order), courseIds);
    if (chosen.length === 0) throw lineTaken();
    if (chosen.every((l) => l.paidMinor === 0)) throw notAllowed('Nothing was paid for these courses.');
    const chosenCourses = new Set(chosen.map((l) => l.courseId));
    const [payment] = await this.ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    const manual = payment ? payment.method in QR_METHOD_CURRENCY || payment.provider === 'qr' : false;
    const progress = (await orderProgress(this.ctx.db, orderId, order.customerId)).filter((p) => chosenCourses.has(p.courseId));
    const refundId = await this.recordRequest(order, order.status, chosen, { reason, payoutAccount: null, manual, progressPercent: highestPercent(progress) });
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
    const [linesOf, lineCounts] = await Promise.all([linesOfRefunds(this.ctx.db, rows.map((r) => r.refund.id)), this.lineCounts(rows.map((r) => r.order.id))]);
    const pays = rows.length ? await this.ctx.db.select({ orderId: payments.orderId, provider: payments.provider, method: payments.method }).from(payments).where(and(eq(payments.status, 'succeeded'), inArray(payments.orderId, rows.map((r) => r.order.id)))) : [];
    const payOf = new Map(pays.map((p) => [p.orderId, p]));
    return {
      items: rows.map((r) => {
        const lines = linesOf.get(r.refund.id) ?? [];
        return {
          refund: refundDto(r.refund, false, lines),
          orderId: r.order.id,
          orderNumber: r.order.number,
          provider: payOf.get(r.order.id)?.provider ?? null,
          method: payOf.get(r.order.id)?.method ?? null,
          buyer: { username: r.username, name: fullName(r.firstName, r.lastName, r.username), email: r.email },
          courseTitles: lines.map((l) => l.title),
          partial: lines.length < (lineCounts.get(r.order.id) ?? 0),
          progressPercent: r.refund.progressPercent,
        };
      }),
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
    const [[pay], linesOf, lineCounts] = await Promise.all([
      this.ctx.db.select().from(payments).where(and(eq(payments.orderId, r.order.id), eq(payments.status, 'succeeded'))),
      linesOfRefunds(this.ctx.db, [refundId]),
      this.lineCounts([r.order.id]),
    ]);
    const lines = linesOf.get(refundId) ?? [];
    return {
      refund: refundDto(r.refund, false, lines),
      orderId: r.order.id,
      orderNumber: r.order.number,
      provider: pay?.provider ?? null,
      method: pay?.method ?? null,
      buyer: { username: r.username, name: fullName(r.firstName, r.lastName, r.username), email: r.email },
      courseTitles: lines.map((l) => l.title),
      partial: lines.length < (lineCounts.get(r.order.id) ?? 0),
      progressPercent: r.refund.progressPercent,
    };
  }

  /** How many lines each order has. */
  private async lineCounts(orderIds: readonly string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.ctx.db.select({ orderId: orderLines.orderId, n: count() }).from(orderLines).where(inArray(orderLines.orderId, [...new Set(orderIds)])).groupBy(orderLines.orderId);
    return new Map(rows.map((r) => [r.orderId, r.n]));
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
        if (pay && provider && pay.providerRef) result = await provider.refund(pay.providerRef, claimed.amountMinor, claimed.currency, `refund-${claimed.id}`);
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

  /** Rejects a requested refund with the reason: the order is paid again (or partly refunded, as before the request), the buyer mailed. */
  async reject(admin: Pick<CustomerRow, 'id'>, refundId: number, reason: string): Promise<AdminRefund> {
    const done = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({ status: 'rejected', rejectReason: reason.trim(), decidedAt: new Date(), decidedBy: admin.id })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')))
        .returning();
      if (!row) return null;
      // Back to what it was: partly refunded when an earlier refund went through, else paid.
      const [earlier] = await tx.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, row.orderId), eq(refunds.status, 'refunded'))).limit(1);
      const order = await transitionOrder(tx, row.orderId, earlier ? 'partially_refunded' : 'paid', { from: 'refund_requested' });
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

  /**
   * Refunded, in one transaction: the refund; its lines' enrolments (gone) and ledger entries (reversed,
   * affiliate commission included); the order, refunded when every line is, else partially_refunded.
   * Then the buyer's mail.
   */
  private async finish(refundId: number, from: 'approved', refs: { providerRefundRef?: string; reference: string }, auditIn: (tx: Executor, row: RefundRow) => Promise<void>): Promise<void> {
    const done = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({ status: 'refunded', refundedAt: new Date(), reference: refs.reference, providerRefundRef: refs.providerRefundRef ?? null })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, from)))
        .returning();
      if (!row) throw orderStateConflict('This refund changed meanwhile.');
      const [order0] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
      const lines = await refundableLines(tx, order0!);
      const mine = (await tx.select({ lineId: refundLines.orderLineId }).from(refundLines).where(eq(refundLines.refundId, row.id))).map((l) => l.lineId);
      // Refunded once every line with something paid for it is (a line a coupon made free has nothing to refund: it goes with the last one).
      const all = lines.every((l) => l.refundStatus === 'refunded' || l.paidMinor === 0);
      const order = await transitionOrder(tx, row.orderId, all ? 'refunded' : 'partially_refunded', { from: 'refund_requested', ...(all ? { set: { closedAt: new Date() } } : {}) });
      if (!order) throw orderStateConflict('The order of this refund is not waiting for it.');
      const gone = all ? lines.filter((l) => mine.includes(l.id) || l.refundStatus === null) : lines.filter((l) => mine.includes(l.id));
      await unenrollForOrder(tx, order.id, gone.map((l) => l.courseId));
      // The lines' entries reversed in the earnings ledger (the affiliate's commission with them), in the same transaction.
      await this.ledger.reverseOrderIn(tx, order.id, gone.map((l) => l.id));
      await auditIn(tx, row);
      return { row, order };
    });
    await this.mail('refunded', done.order, done.row);
  }

  private async mail(decision: 'refunded' | 'rejected', order: OrderRow, refund: RefundRow): Promise<void> {
    const [[buyer], linesOf, lineCounts] = await Promise.all([
      this.ctx.db.select().from(customers).where(eq(customers.id, order.customerId)),
      linesOfRefunds(this.ctx.db, [refund.id]),
      this.lineCounts([order.id]),
    ]);
    if (!buyer) return;
    const lines = linesOf.get(refund.id) ?? [];
    await this.ctx.mailer.send(
      refundDecisionMail(decision, {
        lang: isLanguage(buyer.lang) ? buyer.lang : 'th',
        to: buyer.email,
        name: order.billing.name || fullName(buyer.firstName, buyer.lastName, buyer.username),
        orderNumber: order.number,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        courseTitles: lines.map((l) => l.title),
        partial: lines.length < (lineCounts.get(order.id) ?? 0),
        link: `${this.ctx.config.publicUrl}${orderPath(order.id)}`,
        ...(decision === 'rejected' && refund.rejectReason ? { reason: refund.rejectReason } : {}),
      }),
    );
  }
}
