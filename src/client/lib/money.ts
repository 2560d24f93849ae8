// Money as the client shows it: integer amounts in the currency's minor unit (USD cents, THB satang,
// VND dong) in, text in the UI language out. No floating point: the integer is turned into an exact
// decimal string ("1999" -> "19.99") and Intl formats that string as it is.
import { CURRENCIES, CURRENCY_MINOR_DIGITS, PRICE_MAX_MINOR, type CountryId, type Currency, type Language } from '../../shared/constants';
import { minorToDecimal } from '../../shared/money';
import { numberFormat } from './format';


/**
 * "฿590.00" for 59000 THB in English, "₫250,000" for 250000 VND (no decimals), "$19.99" for 1999 USD:
 * the currency's symbol and exactly its minor digits, in the number format of `lang`.
 */
export function formatMoney(minor: number, currency: Currency, lang: Language): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const decimal = minorToDecimal(minor, currency);
  try {
    return numberFormat(lang, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(decimal);
  } catch {
    return `${currency} ${decimal}`;
  }
}

const REGION_CURRENCY: { readonly [C in CountryId]: Currency } = { 174: 'THB', 138: 'PHP', 193: 'VND', 999: 'USD' };

/** The currency a visitor of a region pays in: Thailand THB, Philippines PHP, Vietnam VND, Global USD. */
export function regionCurrency(countryId: CountryId): Currency {
  return REGION_CURRENCY[countryId] ?? 'USD';
}

export type Prices = Partial<Record<Currency, number>>;
export interface Price {
  minor: number;
  currency: Currency;
}

/**
 * The region's price, else the USD one, else (a course priced only in other currencies) the first one
 * there is; null without any price (a free course has none).
 */
export function priceFor(prices: Prices | undefined, countryId: CountryId): Price | null {
  const order: readonly Currency[] = [regionCurrency(countryId), 'USD', ...CURRENCIES];
  for (const currency of order) {
    const minor = prices?.[currency];
    if (minor !== undefined && minor > 0) return { minor, currency };
  }
  return null;
}

// Amounts as people type them (major units, "19.99", "1,000") <-> the integers in minor units the API
// keeps (course prices in the studio, a coupon's fixed amounts). No floating point: the decimal string
// is split and its digits counted.

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
