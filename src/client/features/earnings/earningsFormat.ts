// How the earnings pages read the ledger: an entry's kind as a person says it (a sale, a refund, a
// payout), the translated statuses and channels, signed amounts, the twelve months of the chart and the
// currency's name. Amounts stay integers in minor units; only formatMoney turns them into text.
import { LEDGER_STATUSES, SALE_CHANNELS, type Currency, type Language, type LedgerStatus, type SaleChannel } from '../../../shared/constants';
import type { MonthlyTotal, StatementEntry, StatementState } from '../../../shared/schemas/money';
import { STATEMENT_STATES } from '../../../shared/statementStates';
import { dateTimeFormat, intlLocale, numberFormat } from '../../lib/format';
import { formatMoney } from '../../lib/money';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const LEDGER_STATUS: { readonly [S in LedgerStatus]: { key: string; color: ChipColor } } = {
  pending: { key: 'EARNINGS.STATUS.PENDING', color: 'warning' },
  available: { key: 'EARNINGS.STATUS.AVAILABLE', color: 'success' },
  in_payout: { key: 'EARNINGS.STATUS.IN_PAYOUT', color: 'info' },
  paid: { key: 'EARNINGS.STATUS.PAID', color: 'primary' },
  reversed: { key: 'EARNINGS.STATUS.REVERSED', color: 'default' },
};

/** A statement line's state (where its money is): on hold, available, in payout, paid out, reversed. */
export const STATEMENT_STATE: { readonly [S in StatementState]: { key: string; color: ChipColor } } = {
  on_hold: { key: 'EARNINGS.STATUS.ON_HOLD', color: 'warning' },
  available: LEDGER_STATUS.available,
  in_payout: LEDGER_STATUS.in_payout,
  paid: LEDGER_STATUS.paid,
  reversed: LEDGER_STATUS.reversed,
};

/** The line's state; from a server without it, the nearest one its ledger status says. */
export function statementStateOf(entry: Pick<StatementEntry, 'status'> & { state?: string }): StatementState {
  if (entry.state !== undefined && (STATEMENT_STATES as readonly string[]).includes(entry.state)) return entry.state as StatementState;
  const status = ledgerStatusOf(entry.status);
  return status === 'pending' ? 'on_hold' : status;
}

/**
 * The parts of a line its state does not say, as [translation key, signed amount]: what paid payouts
 * carried of a line not wholly paid, what an open payout carries of a line partly in payout, what is
 * still available of a line partly carried.
 */
export function statementParts(entry: Pick<StatementEntry, 'amountMinor' | 'inPayoutMinor' | 'paidOutMinor' | 'kind'>, state: StatementState): [string, number][] {
  if (entry.kind === 'payout' || state === 'on_hold' || state === 'reversed') return [];
  const parts: [string, number][] = [];
  const rest = entry.amountMinor - entry.inPayoutMinor - entry.paidOutMinor;
  if (entry.paidOutMinor !== 0 && state !== 'paid') parts.push(['EARNINGS.STATEMENT.PART_PAID', entry.paidOutMinor]);
  if (entry.inPayoutMinor !== 0 && entry.inPayoutMinor !== entry.amountMinor) parts.push(['EARNINGS.STATEMENT.PART_IN_PAYOUT', entry.inPayoutMinor]);
  if (rest !== 0 && rest !== entry.amountMinor) parts.push(['EARNINGS.STATEMENT.PART_AVAILABLE', rest]);
  return parts;
}

export const CHANNEL_KEYS: { readonly [C in SaleChannel]: string } = {
  organic: 'EARNINGS.CHANNEL.ORGANIC',
  instructor: 'EARNINGS.CHANNEL.INSTRUCTOR',
  affiliate: 'EARNINGS.CHANNEL.AFFILIATE',
};

// The contract's types spell these as strings; an unknown value from a newer server reads as the
// nearest safe one instead of breaking the page.
export const ledgerStatusOf = (value: string): LedgerStatus => ((LEDGER_STATUSES as readonly string[]).includes(value) ? (value as LedgerStatus) : 'pending');
export const channelOf = (value: string | null): SaleChannel | null => (value !== null && (SALE_CHANNELS as readonly string[]).includes(value) ? (value as SaleChannel) : null);

/** The hold as a person says it in the UI language: "30 days", "12 hours", "20 seconds" (Intl's units). */
export function formatHold(days: number, lang: Language): string {
  const seconds = Math.round(days * 86_400);
  const [value, unit] = seconds >= 86_400 ? [Math.round(seconds / 8_640) / 10, 'day'] : seconds >= 3_600 ? [Math.round(seconds / 360) / 10, 'hour'] : seconds >= 60 ? [Math.round(seconds / 6) / 10, 'minute'] : [seconds, 'second'];
  return numberFormat(lang, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

export type EntryKind = 'sale' | 'commission' | 'refund' | 'payout';
export const ENTRY_KIND_KEYS: { readonly [K in EntryKind]: string } = {
  sale: 'EARNINGS.KIND.SALE',
  commission: 'EARNINGS.KIND.COMMISSION',
  refund: 'EARNINGS.KIND.REFUND',
  payout: 'EARNINGS.KIND.PAYOUT',
};

/** A payout entry is a payout; a reversal is a refund; an affiliate's share of a sale is a commission; anything else comes from a sale. */
export function entryKind(entry: Pick<StatementEntry, 'kind' | 'reversal'>): EntryKind {
  if (entry.kind === 'payout') return 'payout';
  if (entry.reversal) return 'refund';
  return entry.kind === 'affiliate_commission' ? 'commission' : 'sale';
}

/** "+฿70.00", "-฿70.00", "฿0.00": an amount of the ledger with its sign. */
export function signedMoney(minor: number, currency: Currency, lang: Language): string {
  const text = formatMoney(minor, currency, lang);
  return minor > 0 ? `+${text}` : text;
}

/** "Thai baht" in English, "บาท" in Thai (Intl), the code where Intl has no name. */
export function currencyName(currency: Currency, lang: Language): string {
  try {
    return new Intl.DisplayNames([intlLocale(lang)], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** "2026-11" -> "2026-10" (one month back, UTC). */
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** YYYY-MM of a moment (UTC). */
export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/**
 * The twelve months (oldest first) that end with this month, or with the newest month of the data if
 * that is later (a clock behind the server's).
 */
export function twelveMonths(monthly: readonly MonthlyTotal[], now: Date): string[] {
  let last = monthOf(now);
  for (const m of monthly) if (m.month > last) last = m.month;
  const months = [last];
  while (months.length < 12) months.unshift(previousMonth(months[0] ?? last));
  return months;
}

/** One currency's row per month (a month without sales: zeros). */
export function monthlySeries(monthly: readonly MonthlyTotal[], currency: MonthlyTotal['currency'], months: readonly string[]): MonthlyTotal[] {
  return months.map((month) => monthly.find((m) => m.month === month && m.currency === currency) ?? { month, currency, grossMinor: 0, netMinor: 0, sales: 0, refunds: 0 });
}

/** "Nov 26" / "พ.ย. 69": a month of the chart in the UI language. */
export function formatMonth(month: string, lang: Language, long = false): string {
  try {
    return dateTimeFormat(lang, long ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  } catch {
    return month;
  }
}

/** A day typed in a date field: YYYY-MM-DD or nothing. */
export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);
