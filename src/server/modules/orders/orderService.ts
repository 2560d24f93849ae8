// Checkout and the buyer's orders. A checkout locks the buyer's cart row, so double clicks and two
// tabs run one after the other: the second finds the pending order the first made for the same cart
// (same currency, region, courses and coupon) and answers it again. The order's amounts are computed
// here from the database (the client never sends a price); the payment is started with the provider
// after the transaction commits.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_PAYMENT_WINDOW_SECONDS, type Currency, type PaymentMethod, type PaymentProviderName } from '../../../shared/constants';
import { STRIPE_MIN_SESSION_SECONDS } from '../../adapters/payments/stripeProvider';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { BillingProfile, BillingProfileWrite, BillingSnapshot, CreateOrderRequest, Order, OrderSummary, Receipt } from '../../../shared/schemas/commerce';
import type { Page } from '../../../shared/schemas/common';
import type { ServerContext } from '../../context';
import type { SettingsService } from '../settings/settingsService';
import { billingProfiles, orders, payments, type CustomerRow, type OrderRow, type PaymentRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkoutReads, checkoutReadsMany, findCoupon, methodsForCurrency, priceCourses, regionOf, type CouponRow, type SellableCourse } from '../cart/cartLines';
import { insertOrder, insertOrders, type NewLine, type NewOrder } from './orderWrites';
import { couponRefusal, type CartService } from '../cart/cartService';
import { totalsByCurrency } from '../cart/pricing';
import { fullName } from '../courses/courseSql';
import type { PaymentService } from '../payments/paymentService';
import { taxIdProblem } from './billingRules';
import { receiptKind } from './receiptKind';
import { findOrder, orderDto, titlesOf } from './orderViews';
import { orderNotFound, orderStateConflict, type Settlement } from './settlement';
import { coupons } from '../../db/schema';

const sellable = (courses: SellableCourse[]) => courses.filter((c) => c.isPublished && !c.free && !c.owned);

interface CheckoutOutcome {
  orderId: string;
  created: boolean;
  /** A payment this request must start with the provider. */
  start: string | null;
  /** A payment another request is starting. */
  waitFor: string | null;
  paidNow: boolean;
  /** A new order to pay: what was written, to start the payment and answer without reading it back. */
  fresh?: { order: OrderRow; payment: PaymentRow; lines: { courseId: number; title: string; unitMinor: number; discountMinor: number; totalMinor: number; slug: string; language: string }[] };
}

type CheckoutAnswer = { created: boolean; order: Order };

interface QueuedCheckout {
  caller: CustomerRow;
  body: CreateOrderRequest;
  resolve: (answer: CheckoutAnswer) => void;
  reject: (err: unknown) => void;
}

/** A batched buyer's new order, as planned from the batch's reads. */
interface PlannedOrder {
  q: QueuedCheckout;
  order: NewOrder;
  lines: (NewLine & { slug: string; language: string })[];
  payment: { provider: PaymentProviderName; method: PaymentMethod };
}


/**
 * How long a new order waits for its payment: ORDER_PAYMENT_WINDOW_SECONDS, or for a card paid on
 * Stripe's page as long as Stripe keeps that page open (at least 30 minutes; two more of margin, which
 * Stripe then takes as the session's own expiry), so a card paid there never finds its order expired.
 */
export function paymentWindowSeconds(provider: PaymentProviderName | null): number {
  return provider === 'stripe' ? STRIPE_MIN_SESSION_SECONDS + 2 * 60 : ORDER_PAYMENT_WINDOW_SECONDS;
}
export class OrderService {
  /** Checkouts waiting for the next batch, and whether a batch is being written. */
  private queued: QueuedCheckout[] = [];
  private draining = false;
  /** The checkouts being answered, by buyer and request: a double click waits for its twin. */
  private readonly answering = new Map<string, Promise<CheckoutAnswer>>();

  constructor(
    private readonly ctx: ServerContext,
    private readonly cart: CartService,
    private readonly settlement: Settlement,
    private readonly payments: PaymentService,
    /** The refund window and the tax rates in force (settings admins change). */
    private readonly settings: SettingsService,
  ) {}

  private get rules() {
    return { ...this.ctx.config.payments, refundWindowDays: this.settings.current().refundWindowDays };
  }

  /** The order answer (payment with its QR image, refund, whether a refund can be asked for). */
  async dto(order: OrderRow, admin = false): Promise<Order> {
    return orderDto(this.ctx.db, order, this.rules, { admin });
  }

  /**
   * Turns the cart (its lines in one currency) into a pending order with a payment by `method`; the
   * same checkout again answers the same order (created false). A free total (100 % coupon) is paid at
   * once without a payment. 409 CART_EMPTY; 400 CART_CURRENCY_REQUIRED, PAYMENT_METHOD_UNAVAILABLE;
   * coupon refusals as when applying it; 502 PAYMENT_PROVIDER_ERROR (the order stays pending).
   */
  async checkout(caller: CustomerRow, body: CreateOrderRequest): Promise<CheckoutAnswer> {
    // The same checkout again while the first is still being answered (a double click): the first's
    // order (200), without a transaction of its own; if the first failed, this one tries alone.
    const key = `${caller.id}|${body.method}|${body.currency ?? ''}|${body.country ?? ''}`;
    const first = this.answering.get(key);
    if (first) return first.then((answer) => ({ created: false, order: answer.order }), () => this.checkoutOne(caller, body));
    const answer = new Promise<CheckoutAnswer>((resolve, reject) => {
      this.queued.push({ caller, body, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    });
    this.answering.set(key, answer);
    const forget = () => {
      if (this.answering.get(key) === answer) this.answering.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  }

  /**
   * The checkouts that arrive while a batch is written (or in the same turn of the event loop) make
   * the next batch (group commit; a lone checkout is a batch of one): a crowd checking out at once costs a few statements per batch
   * instead of six per buyer. Only the plain case is batched (a buyer's first checkout in the batch,
   * no coupon, no pending order, a payment to start); anything else, and a batch that fails, goes
   * the one-at-a-time way (checkoutOne) after the batch has committed, so a double click in the same
   * batch finds the order its twin made.
   */
  private async drain(): Promise<void> {
    try {
      while (this.queued.length) {
        const batch = this.queued;
        this.queued = [];
        await this.writeBatch(batch);
      }
    } finally {
      this.draining = false;
    }
  }

  private one(q: QueuedCheckout): void {
    this.checkoutOne(q.caller, q.body).then(q.resolve, q.reject);
  }

  /** Writes a batch's plain checkouts in one transaction; answers them once their payments are started (not awaited by the next batch). */
  private async writeBatch(batch: QueuedCheckout[]): Promise<void> {
    const firsts = new Map<string, QueuedCheckout>();
    const later: QueuedCheckout[] = [];
    for (const q of batch) {
      if (firsts.has(q.caller.id)) later.push(q);
      else firsts.set(q.caller.id, q);
    }
    let planned: PlannedOrder[] = [];
    let written: { order: OrderRow; payment: PaymentRow | null }[] = [];
    try {
      [planned, written] = await this.ctx.db.transaction(async (tx) => {
        const ids = [...firsts.keys()];
        const locks = await this.cart.lockCarts(tx, ids);
        const reads = await checkoutReadsMany(tx, ids);
        const plans: PlannedOrder[] = [];
        for (const [id, q] of firsts) {
          const plan = locks.get(id)?.couponId === null ? this.planPlain(q, reads.get(id)) : null;
          if (plan) plans.push(plan);
        }
        return [plans, await insertOrders(tx, plans)] as const;
      });
    } catch (err) {
      if (this.ctx.config.logLevel !== 'silent') console.error('checkout batch failed, each checkout goes alone', err);
      // A batch that could not be written (a deadlock, a lost connection): each goes alone.
      for (const q of batch) this.one(q);
      return;
    }
    const batched = new Set(planned.map((p) => p.q));
    const rest = [...[...firsts.values()].filter((q) => !batched.has(q)), ...later];
    // The rest go alone now: the batch has committed, so a twin's second click finds its order (and waits for its payment).
    for (const q of rest) this.one(q);
    void this.startBatch(planned, written);
  }

  private async startBatch(planned: PlannedOrder[], written: { order: OrderRow; payment: PaymentRow | null }[]): Promise<void> {
    try {
      const started = await this.payments.startMany(planned.map((p, k) => ({ row: written[k]!.payment!, order: written[k]!.order, titles: p.lines.map((l) => l.title), buyerEmail: p.q.caller.email })));
      await Promise.all(
        planned.map(async (p, k) => {
          const payment = started[k]!;
          if (payment instanceof AppError) return p.q.reject(payment);
          try {
            p.q.resolve({ created: true, order: await orderDto(this.ctx.db, written[k]!.order, this.rules, { known: { lines: p.lines, payments: [payment], refund: null } }) });
          } catch (err) {
            p.q.reject(err);
          }
        }),
      );
    } catch (err) {
      for (const p of planned) p.q.reject(err);
    }
  }

  /** A batched buyer's order when it is the plain case (see drain), else null (checked again alone). */
  private planPlain(q: QueuedCheckout, reads: Awaited<ReturnType<typeof checkoutReads>> | undefined): PlannedOrder | null {
    const { caller, body } = q;
    if (!reads || reads.pendings.length > 0) return null;
    const country = regionOf(body.country, caller);
    const method = body.method as PaymentMethod;
    const wanted = body.currency as Currency | undefined;
    const pricing = priceCourses(sellable(reads.courses), country, null);
    const currencies = [...new Set(pricing.lines.map((l) => l.currency))];
    const currency = wanted ?? (currencies.length === 1 ? currencies[0] : undefined);
    if (!currency || !currencies.includes(currency)) return null;
    const lines = pricing.lines.filter((l) => l.currency === currency);
    const [total] = totalsByCurrency(lines, country, this.settings.taxRate(country));
    if (!total || total.totalMinor === 0 || !methodsForCurrency(currency, this.payments.providers.methods).includes(method)) return null;
    const provider = this.payments.providers.forMethod(method);
    if (!provider) return null;
    const courseIds = lines.map((l) => l.courseId).sort((x, y) => x - y);
    const billing: BillingSnapshot = {
      name: reads.billing?.name.trim() || fullName(caller.firstName, caller.lastName, caller.username),
      address: reads.billing?.address ?? '',
      countryCode: reads.billing?.country_code ?? null,
      taxId: reads.billing?.tax_id ?? null,
      email: caller.email,
    };
    return {
      q,
      order: {
        customerId: caller.id, countryId: country, currency, subtotalMinor: total.subtotalMinor, discountMinor: total.discountMinor, taxMinor: total.taxMinor,
        taxRateBasisPoints: total.taxRateBasisPoints, taxInclusive: total.taxInclusive, totalMinor: total.totalMinor, couponId: null, couponCode: null,
        method, billing, cartKey: [currency, country, courseIds.join(','), ''].join('|'), expiresAt: new Date(Date.now() + paymentWindowSeconds(provider.name) * 1000),
      },
      lines: lines.map((l) => ({ courseId: l.courseId, title: l.course.title, unitMinor: l.priceMinor, discountMinor: l.discountMinor, totalMinor: l.totalMinor, slug: l.course.slug, language: l.course.language })),
      payment: { provider: provider.name, method },
    };
  }

  /** One checkout in a transaction of its own (see checkout). */
  private async checkoutOne(caller: CustomerRow, body: CreateOrderRequest): Promise<CheckoutAnswer> {
    const country = regionOf(body.country, caller);
    const method = body.method as PaymentMethod;
    const wantedCurrency = body.currency as Currency | undefined;
    const outcome = await this.ctx.db.transaction(async (tx): Promise<CheckoutOutcome> => {
      const locked = await this.cart.lockCart(tx, caller.id);
      // The cart's coupon is locked too (its uses are counted one order at a time). One that stopped
      // working is refused, never dropped silently (the buyer would pay more than the cart showed).
      let coupon: CouponRow | null = null;
      if (locked.couponId !== null) {
        coupon = await findCoupon(tx, { id: locked.couponId }, true);
        if (!coupon || !coupon.active || (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now())) throw (await couponRefusal(tx, coupon, null))!;
      }
      // One statement after the lock: the cart's courses, the buyer's pending orders, the billing profile.
      const reads = await checkoutReads(tx, caller.id);
      const pricing = priceCourses(sellable(reads.courses), country, coupon);
      if (pricing.lines.length === 0) throw new AppError(409, ERROR_CODES.CART_EMPTY, 'Your cart is empty.');
      const currencies = [...new Set(pricing.lines.map((l) => l.currency))];
      let currency: Currency;
      if (wantedCurrency) {
        if (!currencies.includes(wantedCurrency)) throw new AppError(409, ERROR_CODES.CART_EMPTY, `Your cart has nothing priced in ${wantedCurrency}.`);
        currency = wantedCurrency;
      } else if (currencies.length > 1) {
        throw new AppError(400, ERROR_CODES.CART_CURRENCY_REQUIRED, `Your cart mixes ${currencies.join(' and ')}: choose which to pay now.`);
      } else currency = currencies[0]!;
      const lines = pricing.lines.filter((l) => l.currency === currency);
      const [total] = totalsByCurrency(lines, country, this.settings.taxRate(country));
      const usedCoupon = coupon && lines.some((l) => l.discountMinor > 0) ? coupon : null;
      const free = total!.totalMinor === 0;
      if (!free && !methodsForCurrency(currency, this.payments.providers.methods).includes(method)) {
        throw new AppError(400, ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, `${method} is not offered for ${currency}.`);
      }
      const courseIds = lines.map((l) => l.courseId).sort((x, y) => x - y);
      const cartKey = [currency, country, courseIds.join(','), usedCoupon?.code ?? ''].join('|');

      // The same checkout again (a double click, another tab): the same order.
      const again = reads.pendings.find((r) => r.cartKey === cartKey && r.live);
      if (again) {
        if (again.paymentId && again.paymentMethod === method) return { orderId: again.id, created: false, start: null, waitFor: again.providerRef === null ? again.paymentId : null, paidNow: false };
        if (again.paymentId) await tx.update(payments).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(payments.id, again.paymentId));
        const [order] = await tx.update(orders).set({ method, updatedAt: new Date() }).where(eq(orders.id, again.id)).returning();
        const fresh = await this.payments.addPendingPayment(tx, order!, method);
        return { orderId: again.id, created: false, start: fresh.id, waitFor: null, paidNow: false };
      }
      // A new order replaces the buyer's other pending orders of any of these courses.
      for (const r of reads.pendings) if (r.courseIds.some((id) => courseIds.includes(id))) await this.settlement.closeOrderIn(tx, r.id, 'cancelled');

      // The coupon's use is counted now, under its row lock (read again: a cancelled order may have given one back).
      if (usedCoupon) {
        const refusal = await couponRefusal(tx, await findCoupon(tx, { id: usedCoupon.id }), caller.id);
        if (refusal) throw refusal;
        await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, usedCoupon.id));
      }

      const billing: BillingSnapshot = {
        name: reads.billing?.name.trim() || fullName(caller.firstName, caller.lastName, caller.username),
        address: reads.billing?.address ?? '',
        countryCode: reads.billing?.country_code ?? null,
        taxId: reads.billing?.tax_id ?? null,
        email: caller.email,
      };
      const views = lines.map((l) => ({ courseId: l.courseId, title: l.course.title, unitMinor: l.priceMinor, discountMinor: l.discountMinor, totalMinor: l.totalMinor, slug: l.course.slug, language: l.course.language }));
      const provider = free ? null : this.payments.providers.forMethod(method);
      const written = await insertOrder(tx, {
        customerId: caller.id, countryId: country, currency, subtotalMinor: total!.subtotalMinor, discountMinor: total!.discountMinor, taxMinor: total!.taxMinor,
        taxRateBasisPoints: total!.taxRateBasisPoints, taxInclusive: total!.taxInclusive, totalMinor: total!.totalMinor, couponId: usedCoupon?.id ?? null, couponCode: usedCoupon?.code ?? null,
        method: free ? null : method, billing, cartKey, expiresAt: new Date(Date.now() + paymentWindowSeconds(provider?.name ?? null) * 1000),
      }, views, provider ? { provider: provider.name, method } : null);
      if (free) {
        await this.settlement.markOrderPaidIn(tx, written.order.id, null);
        return { orderId: written.order.id, created: true, start: null, waitFor: null, paidNow: true };
      }
      return { orderId: written.order.id, created: true, start: null, waitFor: null, paidNow: false, fresh: { order: written.order, payment: written.payment!, lines: views } };
    });
    if (outcome.fresh) {
      // A new order: its payment is started and the answer made from what was just written (no read back).
      const { order, payment, lines } = outcome.fresh;
      const started = await this.payments.startWith(payment, order, lines.map((l) => l.title), caller.email);
      return { created: true, order: await orderDto(this.ctx.db, order, this.rules, { known: { lines, payments: [started], refund: null } }) };
    }
    await this.afterCheckout(caller, outcome);
    const order = await findOrder(this.ctx.db, outcome.orderId);
    return { created: outcome.created, order: await this.dto(order!) };
  }

  private async afterCheckout(caller: CustomerRow, outcome: CheckoutOutcome): Promise<void> {
    if (outcome.paidNow) await this.settlement.mailReceipt(outcome.orderId);
    if (outcome.start) {
      const order = await findOrder(this.ctx.db, outcome.orderId);
      await this.payments.start(outcome.start, order!, caller.email);
    }
    if (outcome.waitFor) await this.payments.waitUntilStarted(outcome.waitFor);
  }

  /** Pays a pending order another way (or again after the provider failed): a new payment replaces the pending one. */
  async payAgain(caller: CustomerRow, orderId: string, method: PaymentMethod): Promise<Order> {
    const outcome = await this.ctx.db.transaction(async (tx): Promise<CheckoutOutcome> => {
      await tx.execute(sql`select 1 from orders where id = ${orderId} and customer_id = ${caller.id} for update`);
      const order = await findOrder(tx, orderId, caller.id);
      if (!order) throw orderNotFound();
      if (order.status !== 'pending' || (order.expiresAt && order.expiresAt.getTime() <= Date.now())) throw orderStateConflict(`This order is ${order.status}: it cannot be paid now.`);
      if (!methodsForCurrency(order.currency, this.payments.providers.methods).includes(method)) throw new AppError(400, ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, `${method} is not offered for ${order.currency}.`);
      const [pending] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
      if (pending && pending.method === method && pending.providerRef !== null) return { orderId, created: false, start: null, waitFor: null, paidNow: false };
      if (pending && pending.method === method) return { orderId, created: false, start: null, waitFor: pending.id, paidNow: false };
      if (pending) await tx.update(payments).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(payments.id, pending.id));
      await tx.update(orders).set({ method, updatedAt: new Date() }).where(eq(orders.id, order.id));
      const fresh = await this.payments.addPendingPayment(tx, order, method);
      return { orderId, created: false, start: fresh.id, waitFor: null, paidNow: false };
    });
    await this.afterCheckout(caller, outcome);
    return this.get(caller, orderId);
  }

  async list(caller: CustomerRow, page: number, pageSize: number): Promise<Page<OrderSummary>> {
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerId, caller.id)),
      this.ctx.db.select().from(orders).where(eq(orders.customerId, caller.id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset((page - 1) * pageSize),
    ]);
    const titles = await titlesOf(this.ctx.db, rows.map((r) => r.id));
    return {
      items: rows.map((o) => ({
        id: o.id,
        number: o.number,
        status: o.status,
        currency: o.currency,
        totalMinor: o.totalMinor,
        method: o.method,
        courseTitles: titles.get(o.id) ?? [],
        createdAt: o.createdAt.toISOString(),
        paidAt: o.paidAt ? o.paidAt.toISOString() : null,
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
    };
  }

  /** One of the caller's orders; another customer's is 404 ORDER_NOT_FOUND. */
  async get(caller: CustomerRow, orderId: string): Promise<Order> {
    let order = await findOrder(this.ctx.db, orderId, caller.id);
    if (!order) throw orderNotFound();
    // Past its time and not yet swept by the job: expired now, so the buyer never sees a dead QR as payable.
    if (order.status === 'pending' && order.expiresAt && order.expiresAt.getTime() <= Date.now()) {
      await this.ctx.db.transaction((tx) => this.settlement.closeOrderIn(tx, orderId, 'expired'));
      order = (await findOrder(this.ctx.db, orderId, caller.id))!;
    }
    return this.dto(order);
  }

  /** Cancels a pending order (409 ORDER_STATE_CONFLICT otherwise); its coupon use is given back. */
  async cancel(caller: CustomerRow, orderId: string): Promise<Order> {
    const order = await findOrder(this.ctx.db, orderId, caller.id);
    if (!order) throw orderNotFound();
    const closed = await this.ctx.db.transaction((tx) => this.settlement.closeOrderIn(tx, orderId, 'cancelled'));
    if (!closed) throw orderStateConflict(`This order is ${order.status}: only a pending order can be cancelled.`);
    return this.get(caller, orderId);
  }

  /** The printable receipt of a paid order (also once refunded); 409 ORDER_STATE_CONFLICT before payment. */
  async receipt(caller: CustomerRow, orderId: string): Promise<Receipt> {
    const order = await findOrder(this.ctx.db, orderId, caller.id);
    if (!order) throw orderNotFound();
    if (!['paid', 'refund_requested', 'refunded', 'partially_refunded'].includes(order.status) || !order.paidAt) throw orderStateConflict('There is a receipt once the order is paid.');
    const tail = order.number.replace(/^AC-/, '');
    const seller = this.rules.seller;
    return {
      order: await this.dto(order),
      seller: { name: seller.name, address: seller.address, taxId: seller.taxId, email: seller.email },
      kind: receiptKind(order.billing),
      number: `RC-${tail}`,
      issuedAt: order.paidAt.toISOString(),
    };
  }

  // ---- Billing details ----------------------------------------------------------------------------

  async billing(caller: CustomerRow): Promise<BillingProfile> {
    const [profile] = await this.ctx.db.select().from(billingProfiles).where(eq(billingProfiles.customerId, caller.id));
    return {
      name: profile?.name || fullName(caller.firstName, caller.lastName, caller.username),
      address: profile?.address ?? '',
      countryCode: profile?.countryCode ?? null,
      taxId: profile?.taxId ?? null,
      preferredMethods: (profile?.preferredMethods ?? {}) as BillingProfile['preferredMethods'],
    };
  }

  /** Saves the billing details; a tax ID not valid for the country is 400 BILLING_INVALID naming `taxId`. */
  async saveBilling(caller: CustomerRow, body: BillingProfileWrite): Promise<BillingProfile> {
    const taxId = body.taxId?.trim() ? body.taxId.trim() : null;
    if (taxId) {
      const problem = taxIdProblem(taxId, body.countryCode);
      if (problem) throw new AppError(400, ERROR_CODES.BILLING_INVALID, `taxId: ${problem}`, {}, [{ path: 'body.taxId', message: problem }]);
    }
    const values = { name: body.name.trim(), address: body.address.trim(), countryCode: body.countryCode, taxId, preferredMethods: body.preferredMethods as Partial<Record<string, PaymentMethod>>, updatedAt: new Date() };
    await this.ctx.db.insert(billingProfiles).values({ customerId: caller.id, ...values }).onConflictDoUpdate({ target: billingProfiles.customerId, set: values });
    return this.billing(caller);
  }

  /** For tests and the admin: the payments of an order. */
  async paymentsOf(orderId: string): Promise<PaymentRow[]> {
    return this.ctx.db.select().from(payments).where(inArray(payments.orderId, [orderId])).orderBy(desc(payments.createdAt));
  }
}
