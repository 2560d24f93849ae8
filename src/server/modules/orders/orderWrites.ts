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
  const row = result.rows[0]!;
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  const orderRow: OrderRow = {
    ...order,
    id: row.id,
    number: row.number,
    status: 'pending',
    paidAt: null,
    closedAt: null,
    version: 1,
    createdAt,
    updatedAt: createdAt,
  };
  const paymentRow: PaymentRow | null =
    payment && row.payment_id
      ? {
          id: row.payment_id,
          orderId: row.id,
          provider: payment.provider,
          method: payment.method,
          status: 'pending',
          amountMinor: order.totalMinor,
          currency: order.currency,
          providerRef: null,
          qrPayload: null,
          redirectUrl: null,
          expiresAt: order.expiresAt,
          confirmedAt: null,
          confirmedBy: null,
          bankReference: null,
          createdAt,
          updatedAt: createdAt,
        }
      : null;
  return { order: orderRow, payment: paymentRow };
}
