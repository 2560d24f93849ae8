// Payments: starting one with the provider of the chosen method (after the order's transaction has
// committed: no transaction waits on a provider), the providers' webhooks (verified on the raw body,
// stored once per event id, checked against the payment's amount and currency), the local test bank,
// the reconciliation job, and the admin's view of payments with "the transfer arrived".
import { and, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_PAYMENT_WINDOW_SECONDS, QR_METHOD_CURRENCY, type PaymentMethod } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { ROUTES } from '../../../shared/spaRoutes';
import type { AdminPayment, TestBankPayment } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import type { AdminFlaggedEvent, AdminFlaggedEventQuery } from '../../../shared/schemas/flaggedEvents';
import type { ServerContext } from '../../context';
import type { PaymentProviders } from '../../adapters/payments/createPaymentProviders';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider, type ProviderPayment, type WebhookEvent } from '../../adapters/payments/paymentProvider';
import type { TestBankEvent } from '../../adapters/payments/testProvider';
import { customers, orderLines, orders, paymentEvents, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { audit } from '../audit/audit';
import type { Transaction } from '../cart/cartLines';
import { fullName } from '../courses/courseSql';
import { paymentDto } from '../orders/orderViews';
import type { Settlement } from '../orders/settlement';

export const paymentNotFound = () => new AppError(404, ERROR_CODES.PAYMENT_NOT_FOUND, 'No such payment.');
export const providerError = () => new AppError(502, ERROR_CODES.PAYMENT_PROVIDER_ERROR, 'The payment provider could not be reached or refused; nothing was charged. Try again.');

/** Sends a signed test bank event to the webhook route; throws when it was not accepted (then it is retried through the job queue). */
export type TestWebhookSender = (body: string, headers: Record<string, string>) => Promise<void>;

/** How long after a payment closed the reconciliation job still asks its provider (a late payment). */
export const LATE_PAYMENT_LOOKBACK_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The checkout page of an order (where a provider's hosted page sends the buyer back). */
export function checkoutPath(orderId: string): string {
  return `/${ROUTES.checkout.replace(':orderId', encodeURIComponent(orderId))}`;
}

export type WebhookOutcome = 'applied' | 'ignored' | 'flagged' | 'duplicate';

export class PaymentService {
  /** Replaced by app.ts (the server's own address) and by tests (app.inject). */
  sendTestWebhook: TestWebhookSender = async () => {
    throw new Error('no test webhook sender');
  };

  constructor(
    private readonly ctx: ServerContext,
    readonly providers: PaymentProviders,
    private readonly settlement: Settlement,
  ) {}

  /** Inside the order's transaction: a pending payment row for `method` (the provider is asked after the commit). */
  async addPendingPayment(tx: Transaction, order: OrderRow, method: PaymentMethod): Promise<PaymentRow> {
    const provider = this.providers.forMethod(method);
    if (!provider) throw new AppError(400, ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, 'This payment method is not offered.');
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.name,
        method,
        amountMinor: order.totalMinor,
        currency: order.currency,
        expiresAt: order.expiresAt ?? new Date(Date.now() + ORDER_PAYMENT_WINDOW_SECONDS * 1000),
      })
      .returning();
    return row!;
  }

  /** Asks the provider to start the payment and keeps what it answers; a refusal removes the row (502 PAYMENT_PROVIDER_ERROR; the order stays pending). */
  async start(paymentId: string, order: OrderRow, buyerEmail: string): Promise<void> {
    const [row] = await this.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row || row.providerRef !== null || row.status !== 'pending') return;
    const titles = await this.ctx.db.select({ title: orderLines.title }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    await this.startWith(row, order, titles.map((t) => t.title), buyerEmail);
  }

  /** start() with the payment row and the course titles in hand (a checkout that just wrote them); answers the row as stored. */
  async startWith(row: PaymentRow, order: OrderRow, titles: readonly string[], buyerEmail: string): Promise<PaymentRow> {
    const provider = this.providers.byName(row.provider);
    try {
      if (!provider) throw new PaymentProviderError(`provider ${row.provider} is not configured`);
      const created = await provider.createPayment({
        paymentId: row.id,
        orderId: order.id,
        orderNumber: order.number,
        method: row.method,
        amountMinor: row.amountMinor,
        currency: row.currency,
        description: titles.join(', ').slice(0, 300) || order.number,
        buyerEmail,
        returnUrl: `${this.ctx.config.publicUrl}${checkoutPath(order.id)}`,
        expiresAt: row.expiresAt,
      });
      const values = { providerRef: created.providerRef, qrPayload: created.qrPayload, redirectUrl: created.redirectUrl, updatedAt: new Date() };
      await this.ctx.db.update(payments).set(values).where(eq(payments.id, row.id));
      return { ...row, ...values };
    } catch (err) {
      await this.ctx.db.delete(payments).where(and(eq(payments.id, row.id), sql`${payments.providerRef} is null`, eq(payments.status, 'pending')));
      // Anything from a provider (a refusal, a network error, a library's own error) is the same for the buyer.
      if (!(err instanceof PaymentProviderError)) this.log('payment provider failed', err);
      throw providerError();
    }
  }

  /**
   * startWith for a batch of new payments: the providers are asked at once and their answers stored in
   * one update. Each answers its row as stored, or the error startWith would have thrown (its row removed).
   */
  async startMany(items: readonly { row: PaymentRow; order: OrderRow; titles: readonly string[]; buyerEmail: string }[]): Promise<(PaymentRow | AppError)[]> {
    const updatedAt = new Date();
    const created = await Promise.all(
      items.map(async ({ row, order, titles, buyerEmail }): Promise<PaymentRow | null> => {
        const provider = this.providers.byName(row.provider);
        try {
          if (!provider) throw new PaymentProviderError(`provider ${row.provider} is not configured`);
          const answer = await provider.createPayment({
            paymentId: row.id, orderId: order.id, orderNumber: order.number, method: row.method, amountMinor: row.amountMinor, currency: row.currency,
            description: titles.join(', ').slice(0, 300) || order.number, buyerEmail, returnUrl: `${this.ctx.config.publicUrl}${checkoutPath(order.id)}`, expiresAt: row.expiresAt,
          });
          return { ...row, providerRef: answer.providerRef, qrPayload: answer.qrPayload, redirectUrl: answer.redirectUrl, updatedAt };
        } catch (err) {
          if (!(err instanceof PaymentProviderError)) this.log('payment provider failed', err);
          return null;
        }
      }),
    );
    const ok = created.filter((r): r is PaymentRow => r !== null);
    const failed = items.filter((_, k) => created[k] === null).map((i) => i.row.id);
    if (ok.length) {
      const values = JSON.stringify(ok.map((r) => ({ id: r.id, ref: r.providerRef, qr: r.qrPayload, url: r.redirectUrl })));
      await this.ctx.db.execute(sql`update payments p set provider_ref = v.ref, qr_payload = v.qr, redirect_url = v.url, updated_at = ${updatedAt.toISOString()}::timestamptz
        from jsonb_to_recordset(${values}::jsonb) as v(id uuid, ref text, qr text, url text) where p.id = v.id`);
    }
    for (const id of failed) await this.ctx.db.delete(payments).where(and(eq(payments.id, id), sql`${payments.providerRef} is null`, eq(payments.status, 'pending')));
    return created.map((r) => r ?? providerError());
  }

  /** Another request (a double click) started this payment: waits until the provider's answer is stored, or the row is gone (the provider refused: 502). */
  async waitUntilStarted(paymentId: string, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.ctx.db.select({ providerRef: payments.providerRef, status: payments.status }).from(payments).where(eq(payments.id, paymentId));
      if (!row) throw providerError();
      if (row.providerRef !== null || row.status !== 'pending') return;
      if (Date.now() > until) throw providerError();
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  private log(msg: string, err: unknown): void {
    // Services have no logger of their own; the job queue's and Fastify's see thrown errors. Keep it quiet in tests.
    if (this.ctx.config.logLevel !== 'silent') console.error(msg, err);
  }

  // ---- Webhooks ---------------------------------------------------------------------------------

  /**
   * A provider's event: verified (400 WEBHOOK_SIGNATURE_INVALID), stored once by (provider, event id)
   * (a duplicate changes nothing), then applied when it names a pending payment of ours with the same
   * amount and currency; an unknown payment or a wrong amount or currency is stored as flagged and never enrols.
   */
  async webhook(providerName: string, rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookOutcome> {
    const provider = this.providers.byName(providerName);
    if (!provider) throw new AppError(404, ERROR_CODES.WEBHOOK_PROVIDER_UNKNOWN, 'No such payment provider here.');
    let event: WebhookEvent;
    try {
      event = provider.verifyWebhook(rawBody, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new AppError(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, 'The signature is missing, wrong or too old.');
      throw err;
    }
    // A provider whose webhooks are not signed is asked itself before anything is trusted.
    if (!provider.signedWebhooks && event.providerRef && (event.type === 'payment.succeeded' || event.type === 'payment.failed')) {
      const fetched = await provider.getPayment(event.providerRef).catch(() => null);
      if (!fetched) event = { ...event, type: 'other' };
      else event = { ...event, amountMinor: fetched.amountMinor, currency: fetched.currency, payerKey: fetched.payerKey ?? null, type: fetched.status === 'succeeded' ? 'payment.succeeded' : fetched.status === 'pending' ? 'other' : 'payment.failed' };
    }
    // A success whose event does not name the card that paid (Stripe's sessions): the provider is asked, once, before the sale is split.
    if (provider.signedWebhooks && event.type === 'payment.succeeded' && !event.payerKey && event.providerRef) {
      const seen = await provider.getPayment(event.providerRef).catch(() => null);
      event = { ...event, payerKey: seen?.payerKey ?? null };
    }
    const payment = await this.paymentOfEvent(provider, event);
    let settled: OrderRow | null = null;
    const outcome = await this.ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
      const judged = this.judge(event, payment);
      const inserted = await tx
        .insert(paymentEvents)
        .values({
          provider: provider.name,
          eventId: event.eventId.slice(0, 255),
          type: event.type,
          paymentId: payment?.id ?? null,
          amountMinor: event.amountMinor,
          currency: event.currency?.slice(0, 10) ?? null,
          payload: event.raw ?? {},
          outcome: judged.outcome === 'apply' ? 'applied' : judged.outcome,
          flagReason: judged.reason,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) return 'duplicate';
      if (judged.outcome !== 'apply' || !payment) return judged.outcome === 'apply' ? 'ignored' : judged.outcome;
      if (event.type === 'payment.succeeded') {
        // In a savepoint: a payment whose order was paid another way (or refunded) rolls back, and the event stays stored, flagged.
        const refused: { reason?: string } = {};
        settled = await tx
          .transaction((savepoint) => this.settlement.settlePaymentIn(savepoint, payment.id, { payerKey: event.payerKey ?? null }))
          .catch((err: unknown) => {
            if (!(err instanceof AppError)) throw err;
            refused.reason = err.message;
            return null;
          });
        if (!settled) {
          const flagged = refused.reason !== undefined;
          await tx
            .update(paymentEvents)
            .set({ outcome: flagged ? 'flagged' : 'ignored', flagReason: refused.reason ?? 'the payment succeeded already' })
            .where(eq(paymentEvents.id, inserted[0]!.id));
          return flagged ? 'flagged' : 'ignored';
        }
        return 'applied';
      }
      return 'applied';
    });
    if (settled) await this.settlement.mailReceipt((settled as OrderRow).id);
    if (outcome === 'applied' && payment && (event.type === 'payment.failed' || event.type === 'payment.expired')) {
      await this.settlement.failPayment(payment.id, event.type === 'payment.failed' ? 'failed' : 'expired');
    }
    return outcome;
  }

  private async paymentOfEvent(provider: PaymentProvider, event: WebhookEvent): Promise<PaymentRow | null> {
    if (event.paymentId && UUID.test(event.paymentId)) {
      const [row] = await this.ctx.db.select().from(payments).where(and(eq(payments.id, event.paymentId), eq(payments.provider, provider.name)));
      if (row) return row;
    }
    if (event.providerRef) {
      const [row] = await this.ctx.db.select().from(payments).where(and(eq(payments.provider, provider.name), eq(payments.providerRef, event.providerRef)));
      if (row) return row;
    }
    return null;
  }

  private judge(event: WebhookEvent, payment: PaymentRow | null): { outcome: 'apply' | 'ignored' | 'flagged'; reason: string | null } {
    if (event.type !== 'payment.succeeded' && event.type !== 'payment.failed' && event.type !== 'payment.expired') return { outcome: 'ignored', reason: null };
    if (!payment) return { outcome: 'flagged', reason: 'unknown payment' };
    if (event.type === 'payment.succeeded') {
      if (event.amountMinor !== payment.amountMinor) return { outcome: 'flagged', reason: `amount ${String(event.amountMinor)} is not the payment's ${payment.amountMinor}` };
      if ((event.currency ?? '').toUpperCase() !== payment.currency) return { outcome: 'flagged', reason: `currency ${String(event.currency)} is not the payment's ${payment.currency}` };
    }
    // A verified success settles a payment that closed meanwhile too (a late payment: access, or a refund).
    if (event.type === 'payment.succeeded' && payment.status !== 'succeeded') return { outcome: 'apply', reason: null };
    if (payment.status !== 'pending') return { outcome: 'ignored', reason: `the payment is ${payment.status}` };
    return { outcome: 'apply', reason: null };
  }

  // ---- The local test bank -------------------------------------------------------------------------

  private testBankOn(): NonNullable<PaymentProviders['test']> {
    const test = this.providers.test;
    if (!test) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'The test bank is off.');
    return test;
  }

  private async testPaymentRow(paymentId: string): Promise<{ payment: PaymentRow; order: OrderRow }> {
    this.testBankOn();
    const [row] = await this.ctx.db.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(and(eq(payments.id, paymentId), eq(payments.provider, 'test')));
    if (!row) throw paymentNotFound();
    return row;
  }

  async testBankView(paymentId: string): Promise<TestBankPayment> {
    const { payment, order } = await this.testPaymentRow(paymentId);
    const dto = await paymentDto(payment, order.number);
    return {
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      orderNumber: order.number,
      merchantName: this.ctx.config.payments.merchant.merchantName,
      qrPayload: dto.qrPayload,
      qrSvg: dto.qrSvg,
      returnUrl: checkoutPath(order.id),
    };
  }

  /**
   * The test bank approves or declines: it sends a signed event to the webhook route over HTTP (as a
   * real provider would); when that fails the delivery is retried through the job queue. 409
   * ORDER_STATE_CONFLICT when the payment is not pending.
   */
  async testBankDecide(paymentId: string, decision: 'approve' | 'decline', card?: string): Promise<TestBankPayment> {
    const test = this.testBankOn();
    const { payment } = await this.testPaymentRow(paymentId);
    if (payment.status !== 'pending') throw new AppError(409, ERROR_CODES.ORDER_STATE_CONFLICT, `This payment is ${payment.status}.`);
    if (card !== undefined && payment.method in QR_METHOD_CURRENCY) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'This payment is a QR transfer, not paid with a card.', {}, [{ path: 'body.card', message: 'only a card payment is paid with a card' }]);
    }
    const payerKey = decision === 'approve' && card !== undefined ? test.cardKey(card) : null;
    const event: TestBankEvent = {
      id: `evt_${crypto.randomUUID()}`,
      type: decision === 'approve' ? 'payment.succeeded' : 'payment.failed',
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      occurredAt: new Date().toISOString(),
      ...(payerKey ? { payerKey } : {}),
    };
    test.decide(payment.providerRef ?? payment.id, decision === 'approve' ? 'succeeded' : 'failed', payerKey);
    const body = JSON.stringify(event);
    try {
      await this.deliverTestWebhook(body);
    } catch {
      await this.ctx.jobs.send('payment-test-webhook', { body });
    }
    return this.testBankView(paymentId);
  }

  /** Signs (now) and sends a test bank event; throws unless the webhook route accepted it. */
  async deliverTestWebhook(body: string): Promise<void> {
    const test = this.testBankOn();
    await this.sendTestWebhook(body, { 'content-type': 'application/json', 'academy-signature': test.sign(body) });
  }

  // ---- Reconciliation -------------------------------------------------------------------------------

  /**
   * Pending payments older than a minute, and those closed in the last day with their order (a buyer
   * may still pay in the provider's page), are asked about (providers that can be asked): succeeded
   * ones settle (a closed one as a late payment) when amount and currency match, else the answer is
   * stored as a flagged event (once); failed and expired pending ones close. Then pending orders past
   * their time expire. Returns what it did.
   */
  async reconcile(now = new Date()): Promise<{ settled: number; failed: number; expired: number }> {
    const due = await this.ctx.db
      .select()
      .from(payments)
      .where(
        and(
          ne(payments.provider, 'qr'),
          sql`${payments.providerRef} is not null`,
          or(
            and(eq(payments.status, 'pending'), lte(payments.createdAt, new Date(now.getTime() - 60_000))),
            and(inArray(payments.status, ['expired', 'cancelled']), gte(payments.updatedAt, new Date(now.getTime() - LATE_PAYMENT_LOOKBACK_MS))),
          ),
        ),
      )
      .limit(200);
    let settled = 0;
    let failed = 0;
    for (const payment of due) {
      const provider = this.providers.byName(payment.provider);
      if (!provider || !payment.providerRef) continue;
      const seen = await provider.getPayment(payment.providerRef).catch(() => null);
      if (!seen) continue;
      if (seen.status === 'succeeded') {
        if (seen.amountMinor !== payment.amountMinor || seen.currency !== payment.currency) {
          await this.flagReconciled(payment, seen);
          continue;
        }
        const paid = await this.settlement.settlePayment(payment.id, { payerKey: seen.payerKey ?? null }).catch(async (err: unknown) => {
          // A second payment of an order paid another way (or refunded): flagged, to refund by hand.
          if (err instanceof AppError) await this.flagReconciled(payment, seen, err.message);
          return null;
        });
        if (paid) settled++;
      } else if (payment.status === 'pending' && (seen.status === 'failed' || seen.status === 'expired')) {
        if (await this.settlement.failPayment(payment.id, seen.status)) failed++;
      }
    }
    const expired = await this.settlement.expireOverdue(now);
    return { settled, failed, expired };
  }

  /** The provider reports a success of another amount or currency, or of a second payment of a paid order: stored as a flagged event (once per answer), never settled. */
  private async flagReconciled(payment: PaymentRow, seen: ProviderPayment, refusal?: string): Promise<void> {
    const eventId = `reconcile:${payment.providerRef ?? payment.id}:${seen.amountMinor}:${seen.currency}`.slice(0, 255);
    const reason =
      refusal ?? (seen.amountMinor !== payment.amountMinor ? `amount ${seen.amountMinor} is not the payment's ${payment.amountMinor}` : `currency ${seen.currency} is not the payment's ${payment.currency}`);
    await this.ctx.db
      .insert(paymentEvents)
      .values({
        provider: payment.provider,
        eventId,
        type: 'payment.succeeded',
        paymentId: payment.id,
        amountMinor: seen.amountMinor,
        currency: seen.currency.slice(0, 10),
        payload: { source: 'reconciliation', providerRef: seen.providerRef, status: seen.status },
        outcome: 'flagged',
        flagReason: `reconciliation: ${reason}`,
      })
      .onConflictDoNothing();
  }

  // ---- Admin ------------------------------------------------------------------------------------------

  async adminList(query: { status?: 'awaiting' | 'all'; search?: string; page?: number; pageSize?: number }): Promise<Page<AdminPayment>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const filters: SQL[] = [];
    if ((query.status ?? 'awaiting') === 'awaiting') filters.push(and(eq(payments.status, 'pending'), eq(payments.provider, 'qr'))!);
    if (query.search?.trim()) {
      const like = `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(or(ilike(orders.number, like), ilike(customers.username, like), ilike(customers.email, like))!);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).innerJoin(customers, eq(customers.id, orders.customerId)).where(where),
      this.ctx.db
        .select({ payment: payments, order: orders, username: customers.username, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(where)
        .orderBy(desc(payments.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    const items = await Promise.all(rows.map((r) => this.adminPaymentDto(r)));
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /** Flagged events, newest first, with the order of their payment when it is one of ours. */
  async flaggedList(query: AdminFlaggedEventQuery): Promise<Page<AdminFlaggedEvent>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const flagged = eq(paymentEvents.outcome, 'flagged');
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(paymentEvents).where(flagged),
      this.ctx.db
        .select({ event: paymentEvents, orderId: orders.id, orderNumber: orders.number })
        .from(paymentEvents)
        .leftJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .where(flagged)
        .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return {
      items: rows.map(({ event: e, orderId, orderNumber }) => ({
        id: e.id,
        provider: e.provider,
        eventId: e.eventId,
        type: e.type,
        reason: e.flagReason,
        amountMinor: e.amountMinor,
        currency: e.currency,
        receivedAt: e.receivedAt.toISOString(),
        paymentId: e.paymentId,
        orderId: orderId ?? null,
        orderNumber: orderNumber ?? null,
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
    };
  }

  private async adminPaymentDto(r: { payment: PaymentRow; order: OrderRow; username: string; email: string; firstName: string | null; lastName: string | null }): Promise<AdminPayment> {
    return {
      payment: await paymentDto(r.payment, r.order.number),
      orderId: r.order.id,
      orderNumber: r.order.number,
      orderStatus: r.order.status,
      buyer: { username: r.username, name: fullName(r.firstName, r.lastName, r.username), email: r.email },
      createdAt: r.payment.createdAt.toISOString(),
      confirmedAt: r.payment.confirmedAt ? r.payment.confirmedAt.toISOString() : null,
      bankReference: r.payment.bankReference,
    };
  }

  /**
   * An admin saw the transfer arrive: the paid path with the bank's reference, also after the order
   * expired or was cancelled (a late payment). 404 PAYMENT_NOT_FOUND; 409 ORDER_STATE_CONFLICT when it
   * succeeded already or its order was paid another way or refunded.
   */
  async received(admin: { id: string }, paymentId: string, reference: string, auditAs: { action: string; onOrder?: boolean } = { action: 'payment.received' }): Promise<AdminPayment> {
    const [exists] = await this.ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    if (!exists) throw paymentNotFound();
    // The paid path and its audit line in one transaction; the receipt is mailed after the commit.
    const order = await this.ctx.db.transaction(async (tx) => {
      const paid = await this.settlement.settlePaymentIn(tx, paymentId, { confirmedBy: admin.id, bankReference: reference });
      if (paid) {
        await audit(tx, {
          actorId: admin.id,
          action: auditAs.action,
          targetType: auditAs.onOrder ? 'order' : 'payment',
          targetId: auditAs.onOrder ? paid.id : paymentId,
          before: { status: exists.status },
          after: { status: paid.status },
          detail: { paymentId, orderId: paid.id, orderNumber: paid.number, amountMinor: paid.totalMinor, currency: paid.currency, reference, ...(exists.status !== 'pending' ? { late: true } : {}) },
        });
      }
      return paid;
    });
    if (!order) throw new AppError(409, ERROR_CODES.ORDER_STATE_CONFLICT, 'This payment was confirmed already.');
    await this.settlement.mailReceipt(order.id);
    const [row] = await this.ctx.db
      .select({ payment: payments, order: orders, username: customers.username, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(payments.id, paymentId));
    return this.adminPaymentDto(row!);
  }
}
