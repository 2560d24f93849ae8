// What the cart and the checkout read about courses to sell: the course's card, its prices per
// currency (course_prices; a paid course without rows there still has its USD price in courses.price),
// whether the buyer owns it already, and the coupon rows. Shared by the cart and the orders.
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_COUNTRY, isCountryId, isLanguage, REGION_CURRENCY, REGION_PAYMENT_METHODS, QR_METHOD_CURRENCY, COUNTRY_IDS, type CountryId, type Currency, type Language, type PaymentMethod } from '../../../shared/constants';
import type { AmountsByCurrency, Cart, CartLine } from '../../../shared/schemas/commerce';
import type { Database } from '../../db/client';
import type { CustomerRow } from '../../db/schema';
import { fullName } from '../courses/courseSql';
import { priceLine, totalsByCurrency, type CouponTerms, type PricedCourse, type PricedLine } from './pricing';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface SellableCourse extends PricedCourse {
  slug: string;
  title: string;
  language: Language;
  coverImage: string | null;
  instructorName: string;
  isPublished: boolean;
  /** No price in any currency (or marked free): enrolled in for nothing, never sold. */
  free: boolean;
  /** The buyer is enrolled, or teaches it. */
  owned: boolean;
}

interface CourseSqlRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  language: string;
  cover_image: string | null;
  instructor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  is_published: boolean;
  is_free: boolean;
  prices: Record<string, number> | null;
  usd_fallback: string | number | null;
  owned: boolean;
}

/** `customerId`: the buyer's id, an SQL expression naming it (a batch's column), or null (a visitor). */
const COURSE_COLUMNS = (customerId: string | SQL | null) => sql`c.id, c.slug, c.title, c.language, c.cover_image, c.instructor_id, i.first_name, i.last_name, i.username,
      c.is_published, c.is_free,
      (select jsonb_object_agg(p.currency, p.amount_minor) from course_prices p where p.course_id = c.id) as prices,
      case when c.price > 0 then round(c.price * 100)::bigint else null end as usd_fallback,
      ${customerId === null ? sql`false` : sql`(c.instructor_id = ${customerId} or exists (select 1 from enrollments e where e.customer_id = ${customerId} and e.course_id = c.id))`} as owned`;

function toSellable(row: CourseSqlRow): SellableCourse {
  const prices: Partial<Record<Currency, number>> = {};
  for (const [currency, amount] of Object.entries(row.prices ?? {})) if ((REGION_CURRENCY_LIST as string[]).includes(currency) && Number(amount) > 0) prices[currency as Currency] = Number(amount);
  if (prices.USD === undefined && row.usd_fallback !== null && Number(row.usd_fallback) > 0) prices.USD = Number(row.usd_fallback);
  const free = row.is_free || Object.keys(prices).length === 0;
  return {
    courseId: row.id,
    instructorId: row.instructor_id,
    prices: free ? {} : prices,
    slug: row.slug,
    title: row.title,
    language: isLanguage(row.language) ? row.language : 'en',
    coverImage: row.cover_image,
    instructorName: fullName(row.first_name, row.last_name, row.username),
    isPublished: row.is_published,
    free,
    owned: row.owned,
  };
}

/** The courses by id (unknown ids are left out), with `owned` for `customerId` (null: a visitor). */
export async function sellableCourses(db: Executor, courseIds: readonly number[], customerId: string | null): Promise<Map<number, SellableCourse>> {
  const map = new Map<number, SellableCourse>();
  if (courseIds.length === 0) return map;
  const ids = sql.join(courseIds.map((id) => sql`${id}`), sql`, `);
  const result = await db.execute<CourseSqlRow>(sql`select ${COURSE_COLUMNS(customerId)}
    from courses c left join customers i on i.id = c.instructor_id
    where c.id in (${ids})`);
  for (const row of result.rows) map.set(row.id, toSellable(row));
  return map;
}

/** A pending order of the buyer's, as the checkout reads it. */
export interface PendingOrderBrief {
  id: string;
  cartKey: string;
  live: boolean;
  courseIds: number[];
  paymentId: string | null;
  paymentMethod: string | null;
  providerRef: string | null;
}

/**
 * Everything a checkout reads, in one statement (run after the cart's row is locked, so it sees what
 * a checkout that held the lock committed): the cart's courses (oldest first), the buyer's pending
 * orders (newest first) with their pending payment, and the billing profile.
 */
export async function checkoutReads(
  db: Executor,
  customerId: string,
): Promise<{ courses: SellableCourse[]; pendings: PendingOrderBrief[]; billing: { name: string; address: string; country_code: string | null; tax_id: string | null } | null }> {
  const result = await db.execute<{ courses: CourseSqlRow[]; pendings: PendingOrderBrief[]; billing: { name: string; address: string; country_code: string | null; tax_id: string | null } | null }>(sql`select
      (select coalesce(jsonb_agg(to_jsonb(x) - 'added_at' order by x.added_at, x.id), '[]'::jsonb) from (
        select ${COURSE_COLUMNS(customerId)}, ci.added_at
        from cart_items ci join courses c on c.id = ci.course_id left join customers i on i.id = c.instructor_id
        where ci.customer_id = ${customerId}) x) as courses,
      (select coalesce(jsonb_agg(y order by y.created_at desc), '[]'::jsonb) from (
        select o.id, o.cart_key as "cartKey", o.expires_at > now() as live, o.created_at,
          array(select l.course_id from order_lines l where l.order_id = o.id) as "courseIds",
          p.id as "paymentId", p.method as "paymentMethod", p.provider_ref as "providerRef"
        from orders o left join payments p on p.order_id = o.id and p.status = 'pending'
        where o.customer_id = ${customerId} and o.status = 'pending') y) as pendings,
      (select jsonb_build_object('name', b.name, 'address', b.address, 'country_code', b.country_code, 'tax_id', b.tax_id) from billing_profiles b where b.customer_id = ${customerId}) as billing`);
  const row = result.rows[0]!;
  return { courses: row.courses.map(toSellable), pendings: row.pendings, billing: row.billing };
}

export type CheckoutReads = Awaited<ReturnType<typeof checkoutReads>>;

/** checkoutReads for several buyers at once (a batch of checkouts), in one statement; by customer id. */
export async function checkoutReadsMany(db: Executor, customerIds: readonly string[]): Promise<Map<string, CheckoutReads>> {
  const ids = `{${customerIds.join(',')}}`;
  const result = await db.execute<{ customer_id: string; courses: CourseSqlRow[]; pendings: PendingOrderBrief[]; billing: CheckoutReads['billing'] }>(sql`select cu.id as customer_id,
      (select coalesce(jsonb_agg(to_jsonb(x) - 'added_at' order by x.added_at, x.id), '[]'::jsonb) from (
        select ${COURSE_COLUMNS(sql`cu.id`)}, ci.added_at
        from cart_items ci join courses c on c.id = ci.course_id left join customers i on i.id = c.instructor_id
        where ci.customer_id = cu.id) x) as courses,
      (select coalesce(jsonb_agg(y order by y.created_at desc), '[]'::jsonb) from (
        select o.id, o.cart_key as "cartKey", o.expires_at > now() as live, o.created_at,
          array(select l.course_id from order_lines l where l.order_id = o.id) as "courseIds",
          p.id as "paymentId", p.method as "paymentMethod", p.provider_ref as "providerRef"
        from orders o left join payments p on p.order_id = o.id and p.status = 'pending'
        where o.customer_id = cu.id and o.status = 'pending') y) as pendings,
      (select jsonb_build_object('name', b.name, 'address', b.address, 'country_code', b.country_code, 'tax_id', b.tax_id) from billing_profiles b where b.customer_id = cu.id) as billing
    from unnest(${ids}::uuid[]) as cu(id)`);
  return new Map(result.rows.map((row) => [row.customer_id, { courses: row.courses.map(toSellable), pendings: row.pendings, billing: row.billing }]));
}

/** The courses in a customer's cart, oldest first, in one query. */
export async function cartCourses(db: Executor, customerId: string): Promise<SellableCourse[]> {
  const result = await db.execute<CourseSqlRow>(sql`select ${COURSE_COLUMNS(customerId)}
    from cart_items ci join courses c on c.id = ci.course_id left join customers i on i.id = c.instructor_id
    where ci.customer_id = ${customerId}
    order by ci.added_at, ci.course_id`);
  return result.rows.map(toSellable);
}
const REGION_CURRENCY_LIST: readonly Currency[] = ['USD', 'THB', 'PHP', 'VND'];

export interface CouponRow extends CouponTerms {
  id: number;
  code: string;
  expiresAt: Date | null;
  maxUses: number | null;
  usedCount: number;
  oncePerCustomer: boolean;
  active: boolean;
}

interface CouponSqlRow extends Record<string, unknown> {
  id: number;
  owner_id: string;
  code: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amounts: AmountsByCurrency | null;
  course_ids: number[];
  expires_at: string | Date | null;
  max_uses: number | null;
  used_count: number;
  once_per_customer: boolean;
  active: boolean;
}

function toCoupon(row: CouponSqlRow): CouponRow {
  return {
    id: row.id,
    ownerId: row.owner_id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amounts: row.amounts,
    courseIds: row.course_ids ?? [],
    expiresAt: row.expires_at === null ? null : new Date(typeof row.expires_at === 'string' ? row.expires_at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00') : row.expires_at),
    maxUses: row.max_uses,
    usedCount: row.used_count,
    oncePerCustomer: row.once_per_customer,
    active: row.active,
  };
}

/** A coupon by id or by code (any case); `lock`: FOR UPDATE, so its uses are counted one order at a time. */
export async function findCoupon(db: Executor, by: { id: number } | { code: string }, lock = false): Promise<CouponRow | null> {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`code = ${by.code.toUpperCase()}`;
  const result = await db.execute<CouponSqlRow>(sql`select id, owner_id, code, kind, percent, amounts, course_ids, expires_at, max_uses, used_count, once_per_customer, active
    from coupons where ${where} ${lock ? sql`for update` : sql``}`);
  const row = result.rows[0];
  return row ? toCoupon(row) : null;
}

/** Orders that count as a use of a coupon by its buyer (a cancelled, expired or failed one gave it back). */
export const COUPON_USING_STATUSES = sql`('pending', 'paid', 'refund_requested', 'partially_refunded', 'refunded')`;

export async function customerUsedCoupon(db: Executor, couponId: number, customerId: string, exceptPending = false): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from orders where coupon_id = ${couponId} and customer_id = ${customerId}
    and status in ${COUPON_USING_STATUSES} ${exceptPending ? sql`and status <> 'pending'` : sql``}`);
  return (result.rows[0]?.n ?? 0) > 0;
}

/** The region for prices: `?country=`, else the customer's stored country, else the default. */
export function regionOf(query: number | undefined, customer: Pick<CustomerRow, 'country'> | null): CountryId {
  if (query !== undefined && isCountryId(query)) return query;
  if (customer && isCountryId(customer.country)) return customer.country;
  return DEFAULT_COUNTRY;
}

/** The region whose currency this is (USD: Global). */
export function regionOfCurrency(currency: Currency): CountryId {
  return COUNTRY_IDS.find((c) => REGION_CURRENCY[c] === currency) ?? 999;
}

/** The methods a currency can be paid with: its region's (a QR method only in its own currency), plus `test` while on, among those configured. */
export function methodsForCurrency(currency: Currency, configured: readonly PaymentMethod[]): PaymentMethod[] {
  const regional = REGION_PAYMENT_METHODS[regionOfCurrency(currency)].filter((m) => {
    const qrCurrency = (QR_METHOD_CURRENCY as Partial<Record<PaymentMethod, Currency>>)[m];
    return qrCurrency === undefined || qrCurrency === currency;
  });
  const wanted: PaymentMethod[] = [...regional, 'test'];
  return wanted.filter((m) => configured.includes(m));
}

export interface CartPricing {
  country: CountryId;
  lines: (PricedLine & { course: SellableCourse })[];
  coupon: CouponRow | null;
}

/** Prices the courses (in the given order) for a region with a coupon; courses without a price are left out. */
export function priceCourses(courses: readonly SellableCourse[], country: CountryId, coupon: CouponRow | null): CartPricing {
  const lines = courses.flatMap((course) => {
    const line = priceLine(course, country, coupon);
    return line ? [{ ...line, course }] : [];
  });
  return { country, lines, coupon };
}

/** The Cart answer. */
export function cartDto(pricing: CartPricing, configuredMethods: readonly PaymentMethod[], skipped: Cart['skipped'] = [], taxRateBasisPoints?: number): Cart {
  const lines: CartLine[] = pricing.lines.map((l) => ({
    courseId: l.courseId,
    slug: l.course.slug,
    title: l.course.title,
    language: l.course.language,
    coverImage: l.course.coverImage,
    instructorName: l.course.instructorName,
    currency: l.currency,
    priceMinor: l.priceMinor,
    discountMinor: l.discountMinor,
    totalMinor: l.totalMinor,
  }));
  return {
    country: pricing.country,
    currency: REGION_CURRENCY[pricing.country],
    lines,
    totals: totalsByCurrency(pricing.lines, pricing.country, taxRateBasisPoints).map((t) => ({
      currency: t.currency,
      subtotalMinor: t.subtotalMinor,
      discountMinor: t.discountMinor,
      taxMinor: t.taxMinor,
      totalMinor: t.totalMinor,
      methods: methodsForCurrency(t.currency, configuredMethods),
    })),
    coupon: pricing.coupon ? { code: pricing.coupon.code, kind: pricing.coupon.kind } : null,
    skipped,
  };
}
