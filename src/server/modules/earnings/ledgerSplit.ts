// The arithmetic of the earnings ledger, pure and in integers only (BigInt on the way, so no product
// overflows and nothing is rounded by floating point): an order's tax shared over its lines by largest
// remainder, one line's split between tax, the provider, an affiliate, the platform and the instructor,
// and the sale's channel (organic, the instructor's own coupon or link, an affiliate).
import { REFERRAL_COOKIE_DAYS, type PaymentProviderName, type SaleChannel } from '../../../shared/constants';
import type { EarningsConfig } from '../../config';
import { sameEmailOwner, shareMoneyTrail } from '../affiliate/sameperson';

/** floor(a * b / c) for non-negative safe integers (c > 0). */
export function mulDivFloor(a: number, b: number, c: number): number {
  if (![a, b, c].every(Number.isSafeInteger) || a < 0 || b < 0 || c <= 0) throw new RangeError(`mulDivFloor needs non-negative safe integers, got ${a}*${b}/${c}`);
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/**
 * Shares `total` over `weights` in proportion, by largest remainder: each gets floor(total * w / sum),
 * the units left go one each to the largest remainders (ties: the earlier line). The shares sum to
 * `total` exactly. All weights zero: the first line takes it all.
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (!Number.isSafeInteger(total) || total < 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('largestRemainder needs non-negative safe integers');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const T = BigInt(total);
  const S = BigInt(sum);
  const shares = weights.map((w) => Number((T * BigInt(w)) / S));
  const remainders = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % S }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

export interface SaleLine {
  /** The course's price (order_lines.unit_minor). */
  unitMinor: number;
  /** The coupon's part (order_lines.discount_minor, positive). */
  discountMinor: number;
  /** unit - discount (order_lines.total_minor). */
  totalMinor: number;
  /** The line's share of the order's tax (largestRemainder over the lines' totals). */
  taxMinor: number;
  /** Whether the tax is inside the total (every region today) or added on top of it. */
  taxInclusive?: boolean;
  /** The provider of the succeeded payment; null for a free order (no payment, no fee). */
  provider: PaymentProviderName | null;
  channel: SaleChannel;
}

/** One line's entries' amounts. gross + discount = paid = tax + providerFee + affiliateCommission + platformFee + instructorNet. */
export interface LineSplit {
  /** What the buyer paid for the line (tax included). */
  paidMinor: number;
  gross: number;
  /** Negative (or 0). */
  discount: number;
  tax: number;
  providerFee: number;
  affiliateCommission: number;
  platformFee: number;
  instructorNet: number;
}

export type SplitRules = Pick<EarningsConfig, 'instructorSharePercent' | 'affiliateCommissionPercent' | 'providerFeeBasisPoints'>;

/**
 * The split of one paid line. P = what was paid for it (total, plus its tax when the tax is added on
 * top); provider fee = floor(P * bp / 10000); affiliate commission (affiliate channel only) =
 * floor((P - tax - fee) * commission% / 100); of the rest R the instructor gets floor(R * share% / 100)
 * and the platform R minus that. Commission and shares are computed after the discount.
 */
export function splitLine(line: SaleLine, rules: SplitRules): LineSplit {
  const inclusive = line.taxInclusive ?? true;
  if (line.totalMinor !== line.unitMinor - line.discountMinor) throw new RangeError(`line total ${line.totalMinor} is not unit ${line.unitMinor} - discount ${line.discountMinor}`);
  if (line.totalMinor < 0 || line.discountMinor < 0 || line.taxMinor < 0) throw new RangeError('a line has no negative amount');
  const paid = inclusive ? line.totalMinor : line.totalMinor + line.taxMinor;
  const gross = inclusive ? line.unitMinor : line.unitMinor + line.taxMinor;
  const tax = Math.min(line.taxMinor, paid);
  const providerFee = line.provider ? mulDivFloor(paid, rules.providerFeeBasisPoints[line.provider] ?? 0, 10_000) : 0;
  const afterFees = Math.max(0, paid - tax - providerFee);
  const fee = paid - tax - afterFees; // the fee as far as the money goes (never more than what is left after tax)
  const affiliateCommission = line.channel === 'affiliate' ? mulDivFloor(afterFees, rules.affiliateCommissionPercent, 100) : 0;
  const rest = afterFees - affiliateCommission;
  const instructorNet = mulDivFloor(rest, rules.instructorSharePercent[line.channel], 100);
  return { paidMinor: paid, gross, discount: line.discountMinor === 0 ? 0 : -line.discountMinor, tax, providerFee: fee, affiliateCommission, platformFee: rest - instructorNet, instructorNet };
}

export interface ChannelFacts {
  /** The course's owner (null: the instructor's account is gone). */
  ownerId: string | null;
  /** The owner of the order's coupon, if any. */
  couponOwnerId: string | null;
  /**
   * `trail`: the payout and refund accounts and tax IDs a person gave (moneyTrailKey), when known.
   * `linkOwnerId`, `linkClickedAt`: whose referral link the buyer last followed before a checkout, and when.
   */
  buyer: { id: string; email: string; referredBy: string | null; createdAt: Date; trail?: readonly string[]; linkOwnerId?: string | null; linkClickedAt?: Date | null };
  /** The customer in buyer.referredBy, if any. */
  referrer: { id: string; email: string; affiliateAcceptedAt: Date | null; trail?: readonly string[] } | null;
  saleAt: Date;
  attributionDays: number;
}

/** Whether the buyer's last followed referral link is the course owner's, followed at most REFERRAL_COOKIE_DAYS before the sale. */
function viaOwnersLink(ownerId: string, buyer: ChannelFacts['buyer'], saleAt: Date): boolean {
  if (buyer.linkOwnerId !== ownerId || !buyer.linkClickedAt) return false;
  const age = saleAt.getTime() - buyer.linkClickedAt.getTime();
  return age >= 0 && age < REFERRAL_COOKIE_DAYS * 86_400_000;
}

/**
 * How a line sold. `instructor`: the order's coupon is the course owner's, the owner referred the
 * buyer, or the last referral link the buyer followed (within the cookie's days) is the owner's. `affiliate` (with the affiliate): someone else referred the buyer, had accepted the affiliate
 * agreement by the sale, the buyer signed up less than `attributionDays` before the sale, and the
 * referrer is not the buyer (nor the same person: the same normalized e-mail, or a payout or refund account
 * or tax ID in common). Else `organic`.
 */
export function saleChannel(facts: ChannelFacts): { channel: SaleChannel; affiliateId: string | null } {
  const { ownerId, couponOwnerId, buyer, referrer, saleAt } = facts;
  if (ownerId !== null && (couponOwnerId === ownerId || buyer.referredBy === ownerId || viaOwnersLink(ownerId, buyer, saleAt))) return { channel: 'instructor', affiliateId: null };
  if (!referrer || buyer.referredBy !== referrer.id) return { channel: 'organic', affiliateId: null };
  const accepted = referrer.affiliateAcceptedAt !== null && referrer.affiliateAcceptedAt.getTime() <= saleAt.getTime();
  const attributed = saleAt.getTime() - buyer.createdAt.getTime() < facts.attributionDays * 86_400_000;
  const samePerson = referrer.id === buyer.id || sameEmailOwner(referrer.email, buyer.email) || shareMoneyTrail(referrer.trail ?? [], buyer.trail ?? []);
  return accepted && attributed && !samePerson ? { channel: 'affiliate', affiliateId: referrer.id } : { channel: 'organic', affiliateId: null };
}
