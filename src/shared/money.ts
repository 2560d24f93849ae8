// Money as exact text: an integer amount in its currency's minor unit as a decimal string in major
// units, by integer arithmetic only ("1999" USD -> "19.99", 250000 VND -> "250000", -5 THB -> "-0.05").
// The SPA and the mails format that string with Intl; the CSV exports and the QR codes use it as it is.
import { CURRENCY_MINOR_DIGITS, type Currency } from './constants';

export function minorToDecimal(minor: number, currency: Currency): `${number}` {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const whole = Math.trunc(minor);
  const sign = whole < 0 ? '-' : '';
  const text = String(Math.abs(whole));
  if (digits === 0) return `${sign}${text}` as `${number}`;
  const padded = text.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}` as `${number}`;
}
