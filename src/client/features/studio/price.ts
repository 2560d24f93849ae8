// Prices as authors type them (major units, "19.99", "1,000") <-> the integers in minor units the API
// keeps. No floating point: the decimal string is split and its digits counted.
import { CURRENCY_MINOR_DIGITS, PRICE_MAX_MINOR, type Currency } from '../../../shared/constants';

export type PriceParseResult = { ok: true; minor: number } | { ok: false; error: 'format' | 'tooManyDecimals' | 'zero' | 'tooLarge' };

/**
 * "19.99" USD -> 1999, "1,000" VND -> 1000, "5" THB -> 500. Group separators (comma, space) are allowed
 * in the whole part; more decimals than the currency has is refused ("1.5" VND), as is zero.
 */
export function parsePrice(text: string, currency: Currency): PriceParseResult {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const trimmed = text.trim();
  const match = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return { ok: false, error: 'format' };
  const whole = (match[1] ?? '').replace(/[, ]/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { ok: false, error: 'tooManyDecimals' };
  const minorText = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  if (minorText.length > 15) return { ok: false, error: 'tooLarge' };
  const minor = Number(minorText);
  if (minor === 0) return { ok: false, error: 'zero' };
  if (minor > PRICE_MAX_MINOR) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor };
}

/** 1999 USD -> "19.99", 1000 VND -> "1000": what the field shows for a stored price. */
export function formatMinor(minor: number, currency: Currency): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const text = String(Math.trunc(minor));
  if (digits === 0) return text;
  const padded = text.padStart(digits + 1, '0');
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
