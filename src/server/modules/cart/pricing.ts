// The arithmetic of buying, in integers only: a line's currency and price in a region, a coupon's part
// of it, and the totals per currency with the tax included. Amounts are minor units (USD cents, THB
// satang, VND dong); no floating point is used anywhere on the way, so a sum never drifts.
import { REGION_CURRENCY, REGION_TAX, type CountryId, type CouponKind, type Currency } from '../../../shared/constants';
import type { AmountsByCurrency } from '../../../shared/schemas/commerce';

/** numerator / denominator rounded half up, for non-negative integers (exact: BigInt on the way). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`divideRoundHalfUp needs non-negative safe integers, got ${numerator}/${denominator}`);
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** A course's prices per currency (course_prices), and who teaches it (a coupon covers its owner's courses only). */
export interface PricedCourse {
  courseId: number;
  instructorId: string | null;
  prices: Partial<Record<Currency, number>>;
}

/** The currency a course is shown and charged in for a region: the region's when it has a price in it, else USD. */
export function linePrice(course: PricedCourse, country: CountryId): { currency: Currency; priceMinor: number } | null {
  const regional = REGION_CURRENCY[country];
  const inRegion = course.prices[regional];
  if (inRegion !== undefined && inRegion > 0) return { currency: regional, priceMinor: inRegion };
  const usd = course.prices.USD;
  if (usd !== undefined && usd > 0) return { currency: 'USD', priceMinor: usd };
  return null;
}

export interface CouponTerms {
  ownerId: string;
  kind: CouponKind;
  percent: number | null;
  amounts: AmountsByCurrency | null;
  /** Empty: every course of the owner's. */
  courseIds: readonly number[];
}

/** Whether a coupon covers a course: only its owner's courses, and only the listed ones when it lists any. */
export function couponCovers(coupon: CouponTerms, course: Pick<PricedCourse, 'courseId' | 'instructorId'>): boolean {
  if (course.instructorId === null || course.instructorId !== coupon.ownerId) return false;
  return coupon.courseIds.length === 0 || coupon.courseIds.includes(course.courseId);
}

/** The coupon's part of one line: percent rounded half up; fixed: its amount in the line's currency, at most the price (none in that currency: nothing). */
export function lineDiscount(coupon: CouponTerms, currency: Currency, priceMinor: number): number {
  if (coupon.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, coupon.percent ?? 0));
    return Math.min(priceMinor, divideRoundHalfUp(priceMinor * percent, 100));
  }
  const amount = coupon.amounts?.[currency];
  return amount === undefined ? 0 : Math.min(amount, priceMinor);
}

export interface PricedLine {
  courseId: number;
  currency: Currency;
  priceMinor: number;
  discountMinor: number;
  totalMinor: number;
}

/** One line priced for the region, with the coupon's part when it covers the course; null when the course has no price (free). */
export function priceLine(course: PricedCourse, country: CountryId, coupon: CouponTerms | null): PricedLine | null {
  const price = linePrice(course, country);
  if (!price) return null;
  const discountMinor = coupon && couponCovers(coupon, course) ? lineDiscount(coupon, price.currency, price.priceMinor) : 0;
  return { courseId: course.courseId, currency: price.currency, priceMinor: price.priceMinor, discountMinor, totalMinor: price.priceMinor - discountMinor };
}

export interface CurrencyTotal {
  currency: Currency;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
}

/**
 * The tax of an amount at a rate in basis points: included (the part of the total that is tax:
 * total * rate / (10000 + rate)) or added on top (total * rate / 10000), rounded half up.
 */
export function taxOf(amountMinor: number, rateBasisPoints: number, inclusive: boolean): number {
  if (rateBasisPoints <= 0 || amountMinor <= 0) return 0;
  return inclusive ? divideRoundHalfUp(amountMinor * rateBasisPoints, 10_000 + rateBasisPoints) : divideRoundHalfUp(amountMinor * rateBasisPoints, 10_000);
}

/**
 * The totals per currency, in the order the currencies first appear; the region's tax rule applies to
 * each (`rateBasisPoints`: the rate in force, a setting admins change; REGION_TAX's by default).
 */
export function totalsByCurrency(lines: readonly PricedLine[], country: CountryId, rateBasisPoints: number = REGION_TAX[country].rateBasisPoints): CurrencyTotal[] {
  const { inclusive } = REGION_TAX[country];
  const sums = new Map<Currency, { subtotal: number; discount: number }>();
  for (const line of lines) {
    const sum = sums.get(line.currency) ?? { subtotal: 0, discount: 0 };
    sum.subtotal += line.priceMinor;
    sum.discount += line.discountMinor;
    sums.set(line.currency, sum);
  }
  return [...sums].map(([currency, { subtotal, discount }]) => {
    const net = subtotal - discount;
    const taxMinor = taxOf(net, rateBasisPoints, inclusive);
    return { currency, subtotalMinor: subtotal, discountMinor: discount, taxMinor, totalMinor: inclusive ? net : net + taxMinor, taxRateBasisPoints: rateBasisPoints, taxInclusive: inclusive };
  });
}
