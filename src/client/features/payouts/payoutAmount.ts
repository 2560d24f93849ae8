// The payout request's rules on the client: the amount typed in major units ("1,250.50" baht) becomes an
// integer in minor units (125050 satang; dong have none) with lib/money's parsePrice, no floating point;
// then the minimum and the available balance. And why a request cannot be made at all right now.
import { PAYOUT_MINIMUM_MINOR, type Currency } from '../../../shared/constants';

/** The smallest payout per currency (the setting in force, from the runtime configuration). */
export type PayoutMinimums = { readonly [C in Currency]: number };

/**
 * The minimums in force: the admins' setting from the runtime configuration, the built-in default until
 * it is read. Here rather than in the config feature, so that /home does not carry the default table.
 */
export const selectPayoutMinimums = (state: Parameters<typeof selectPaymentsRuntime>[0]): PayoutMinimums => selectPaymentsRuntime(state)?.payoutMinimumMinor ?? PAYOUT_MINIMUM_MINOR;
import type { Balance, Payout, PayoutMethod } from '../../../shared/schemas/money';
import { parsePrice } from '../../lib/money';
import { selectPaymentsRuntime } from '../config';

export type AmountCheck = { ok: true; minor: number } | { ok: false; key: string; minor?: number };

/** The amount typed, checked: a valid number with at most the currency's decimals, at least the minimum, at most what is available. */
export function checkPayoutAmount(text: string, currency: Currency, availableMinor: number, minimums: PayoutMinimums = PAYOUT_MINIMUM_MINOR): AmountCheck {
  if (text.trim() === '') return { ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_REQUIRED' };
  const parsed = parsePrice(text, currency);
  if (!parsed.ok) {
    switch (parsed.error) {
      case 'tooManyDecimals':
        return { ok: false, key: currency === 'VND' ? 'PAYOUTS.REQUEST.AMOUNT_NO_DECIMALS' : 'PAYOUTS.REQUEST.AMOUNT_TWO_DECIMALS' };
      case 'zero':
        return { ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_BELOW_MINIMUM' };
      case 'tooLarge':
        return { ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_ABOVE_AVAILABLE' };
      default:
        return { ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_FORMAT' };
    }
  }
  if (parsed.minor < minimums[currency]) return { ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_BELOW_MINIMUM', minor: parsed.minor };
  if (parsed.minor > availableMinor) return { ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_ABOVE_AVAILABLE', minor: parsed.minor };
  return { ok: true, minor: parsed.minor };
}

export type RequestBlock =
  | { reason: 'noMethod' }
  | { reason: 'recentChange'; usableFrom: string }
  | { reason: 'openPayout'; amountMinor: number }
  | { reason: 'tooLittle'; availableMinor: number };

const isOpen = (p: Payout) => p.status === 'requested' || p.status === 'approved';

/**
 * Why no payout can be asked for now, or null: no method; the method changed less than a day ago; a
 * payout of this balance is still requested or approved; less than the minimum is available.
 */
export function requestBlock({
  method,
  balance,
  currency,
  recentPayouts,
  now,
  minimums = PAYOUT_MINIMUM_MINOR,
}: {
  method: PayoutMethod | null;
  /** The balance in the method's currency (undefined: nothing ever earned in it). */
  balance: Balance | undefined;
  currency: Currency | null;
  /** The newest payouts of the account (an open one is among them). */
  recentPayouts: readonly Payout[];
  now: number;
  minimums?: PayoutMinimums;
}): RequestBlock | null {
  if (!method || !currency) return { reason: 'noMethod' };
  if (Date.parse(method.usableFrom) > now) return { reason: 'recentChange', usableFrom: method.usableFrom };
  const open = recentPayouts.find((p) => isOpen(p) && p.currency === currency);
  if (open) return { reason: 'openPayout', amountMinor: open.amountMinor };
  if (balance && balance.inPayoutMinor > 0) return { reason: 'openPayout', amountMinor: balance.inPayoutMinor };
  const available = balance?.availableMinor ?? 0;
  if (available < minimums[currency]) return { reason: 'tooLittle', availableMinor: available };
  return null;
}
