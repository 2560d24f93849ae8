// A new order, its lines and its pending payment written in one statement (the checkout's hot path):
// the order number is taken from its sequence there, and the rows come back as the ORM would read them.
import { sql } from 'drizzle-orm';
import type { CountryId, Currency, PaymentMethod, PaymentProviderName } from '../../../shared/constants';
import type { BillingSnapshot } from '../../../shared/schemas/commerce';
import type { OrderRow, PaymentRow } from '../../db/schema';
import type { Executor } from '../cart/cartLines';

export interface NewOrder {
  customerId: string;
  countryId: CountryId;
  currency: Currency;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
  totalMinor: number;
  couponId: number | null;
  couponCode: string | null;
  method: PaymentMethod | null;
  billing: BillingSnapshot;
  cartKey: string;
  expiresAt: Date;
}

export interface NewLine {
  courseId: number;
  title: string;
  unitMinor: number;
  discountMinor: number;
  totalMinor: number;
}

export async function insertOrder(tx: Executor, order: NewOrder, lines: readonly NewLine[], payment: { provider: PaymentProviderName; method: PaymentMethod } | null): Promise<{ order: OrderRow; payment: PaymentRow | null }> {
  const lineJson = JSON.stringify(lines.map((l) => ({ course_id: l.courseId, title: l.title, unit: l.unitMinor, discount: l.discountMinor, total: l.totalMinor })));
  const result = await tx.execute<{ id: string; number: string; created_at: string | Date; payment_id: string | null }>(sql`with o as (
      insert into orders (number, customer_id, country_id, currency, subtotal_minor, discount_minor, tax_minor, tax_rate_basis_points, tax_inclusive, total_minor,
        coupon_id, coupon_code, method, billing, cart_key, expires_at)
      values ('AC-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
        ${order.customerId}, ${order.countryId}, ${order.currency}, ${order.subtotalMinor}, ${order.discountMinor}, ${order.taxMinor}, ${order.taxRateBasisPoints}, ${order.taxInclusive}, ${order.totalMinor},
        ${order.couponId}, ${order.couponCode}, ${order.method}, ${JSON.stringify(order.billing)}::jsonb, ${order.cartKey}, ${order.expiresAt.toISOString()}::timestamptz)
      returning id, number, created_at, total_minor, currency, expires_at
    ), l as (
      insert into order_lines (order_id, course_id, title, unit_minor, discount_minor, total_minor)
      select o.id, x.course_id, x.title, x.unit, x.discount, x.total
      from o, jsonb_to_recordset(${lineJson}::jsonb) as x(course_id int, title text, unit bigint, discount bigint, total bigint)
    ), p as (
      insert into payments (order_id, provider, method, amount_minor, currency, expires_at)
      select o.id, ${payment?.provider ?? 'test'}::payment_provider, ${payment?.method ?? ''}, o.total_minor, o.currency, o.expires_at from o where ${payment !== null}
      returning id
    )
    select o.id, o.number, o.created_at, (select id from p) as payment_id from o`);
  return writtenRows(order, payment, result.rows[0]!);
}

/** The rows insertOrder would answer, made from what was written and what the database gave back. */
function writtenRows(order: NewOrder, payment: { provider: PaymentProviderName; method: PaymentMethod } | null, row: { id: string; number: string; created_at: string | Date; payment_id: string | null }): { order: OrderRow; payment: PaymentRow | null } {
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  const orderRow: OrderRow = { ...order, id: row.id, number: row.number, status: 'pending', paidAt: null, closedAt: null, version: 1, createdAt, updatedAt: createdAt };
  const paymentRow: PaymentRow | null =
    payment && row.payment_id
      ? {
          id: row.payment_id, orderId: row.id, provider: payment.provider, method: payment.method, status: 'pending', amountMinor: order.totalMinor, currency: order.currency,
          providerRef: null, qrPayload: null, redirectUrl: null, expiresAt: order.expiresAt, confirmedAt: null, confirmedBy: null, bankReference: null, payerKey: null, createdAt, updatedAt: createdAt,
        }
      : null;
  return { order: orderRow, payment: paymentRow };
}

/**
 * insertOrder for a batch of checkouts (one order per customer, each with a payment), in one statement:
 * the orders, all their lines and their pending payments. Answers the rows in the order given.
 */
export async function insertOrders(
  tx: Executor,
  items: readonly { order: NewOrder; lines: readonly NewLine[]; payment: { provider: PaymentProviderName; method: PaymentMethod } }[],
): Promise<{ order: OrderRow; payment: PaymentRow | null }[]> {
  if (items.length === 0) return [];
  const input = JSON.stringify(
    items.map(({ order: o, lines, payment }, k) => ({
      k, customer_id: o.customerId, country_id: o.countryId, currency: o.currency, subtotal: o.subtotalMinor, discount: o.discountMinor, tax: o.taxMinor, rate: o.taxRateBasisPoints,
      inclusive: o.taxInclusive, total: o.totalMinor, coupon_id: o.couponId, coupon_code: o.couponCode, method: o.method, billing: o.billing, cart_key: o.cartKey, expires_at: o.expiresAt.toISOString(),
      provider: payment.provider, pay_method: payment.method,
      lines: lines.map((l, n) => ({ n, course_id: l.courseId, title: l.title, unit: l.unitMinor, discount: l.discountMinor, total: l.totalMinor })),
    })),
  );
  const result = await tx.execute<{ k: number; id: string; number: string; created_at: string | Date; payment_id: string | null }>(sql`with i as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(k int, customer_id uuid, country_id int, currency text, subtotal bigint, discount bigint, tax bigint, rate int, inclusive boolean,
        total bigint, coupon_id int, coupon_code text, method text, billing jsonb, cart_key text, expires_at timestamptz, provider text, pay_method text, lines jsonb)
    ), o as (
      insert into orders (number, customer_id, country_id, currency, subtotal_minor, discount_minor, tax_minor, tax_rate_basis_points, tax_inclusive, total_minor,
        coupon_id, coupon_code, method, billing, cart_key, expires_at)
      select 'AC-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
        i.customer_id, i.country_id, i.currency, i.subtotal, i.discount, i.tax, i.rate, i.inclusive, i.total, i.coupon_id, i.coupon_code, i.method, i.billing, i.cart_key, i.expires_at
      from i order by i.k
      returning id, number, created_at, customer_id, total_minor, currency, expires_at
    ), l as (
      insert into order_lines (order_id, course_id, title, unit_minor, discount_minor, total_minor)
      select o.id, x.course_id, x.title, x.unit, x.discount, x.total
      from o join i on i.customer_id = o.customer_id, jsonb_to_recordset(i.lines) as x(n int, course_id int, title text, unit bigint, discount bigint, total bigint)
      order by i.k, x.n
    ), p as (
      insert into payments (order_id, provider, method, amount_minor, currency, expires_at)
      select o.id, i.provider::payment_provider, i.pay_method, o.total_minor, o.currency, o.expires_at from o join i on i.customer_id = o.customer_id
      returning id, order_id
    )
    select i.k, o.id, o.number, o.created_at, p.id as payment_id from o join i on i.customer_id = o.customer_id left join p on p.order_id = o.id order by i.k`);
  const byK = new Map(result.rows.map((r) => [Number(r.k), r]));
  return items.map((item, k) => writtenRows(item.order, item.payment, byK.get(k)!));
}
