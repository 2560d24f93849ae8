// The coupon dialog's form: what the instructor types (texts) <-> the coupon the API takes. Fixed amounts
// are typed per currency in major units and parsed without floating point (lib/money parsePrice).
import { COUPON_CODE_PATTERN, CURRENCIES, type Currency } from '../../../shared/constants';
import type { Coupon, CouponWrite } from '../../../shared/schemas/commerce';
import { formatMinor, parsePrice } from '../../lib/money';

export interface CouponDraft {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amounts: Record<Currency, string>;
  /** Empty: every course of the instructor. */
  courseIds: number[];
  /** YYYY-MM-DD or '' (no end). */
  expiresOn: string;
  maxUses: string;
  oncePerCustomer: boolean;
  active: boolean;
}

export type CouponField = 'code' | 'percent' | 'amounts' | 'maxUses' | 'expiresOn' | `amount_${Currency}`;

const noAmounts = (): Record<Currency, string> => ({ USD: '', THB: '', PHP: '', VND: '' });

export function emptyDraft(): CouponDraft {
  return { code: '', kind: 'percent', percent: '', amounts: noAmounts(), courseIds: [], expiresOn: '', maxUses: '', oncePerCustomer: true, active: true };
}

/** "2026-12-31T16:59:59.000Z" -> the local calendar day "2026-12-31". */
export function isoToDay(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last moment of the local day: a coupon valid "until 31 Dec" works all that day. */
export function dayToIso(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const d = new Date(`${day}T23:59:59`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function draftOf(coupon: Coupon): CouponDraft {
  const amounts = noAmounts();
  for (const currency of CURRENCIES) {
    const minor = coupon.amounts?.[currency];
    if (minor !== undefined) amounts[currency] = formatMinor(minor, currency);
  }
  return {
    code: coupon.code,
    kind: coupon.kind === 'fixed' ? 'fixed' : 'percent',
    percent: coupon.percent === null ? '' : String(coupon.percent),
    amounts,
    courseIds: [...coupon.courseIds],
    expiresOn: isoToDay(coupon.expiresAt),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    oncePerCustomer: coupon.oncePerCustomer,
    active: coupon.active,
  };
}

const CODE = new RegExp(COUPON_CODE_PATTERN);

/** Each wrong field with the translation key of its message. */
/** `keptExpiry`: the day the coupon already ends on (an edit may keep a day that has passed). */
export function draftErrors(draft: CouponDraft, today = isoToDay(new Date().toISOString()), keptExpiry = ''): Partial<Record<CouponField, string>> {
  const errors: Partial<Record<CouponField, string>> = {};
  if (!CODE.test(draft.code.trim())) errors.code = 'COUPONS.FORM.CODE_INVALID';
  if (draft.kind === 'percent') {
    const n = Number(draft.percent);
    if (!/^\d{1,3}$/.test(draft.percent.trim()) || n < 1 || n > 100) errors.percent = 'COUPONS.FORM.PERCENT_INVALID';
  } else {
    let any = false;
    for (const currency of CURRENCIES) {
      const text = draft.amounts[currency].trim();
      if (text === '') continue;
      any = true;
      if (!parsePrice(text, currency).ok) errors[`amount_${currency}`] = 'COUPONS.FORM.AMOUNT_INVALID';
    }
    if (!any) errors.amounts = 'COUPONS.FORM.AMOUNTS_REQUIRED';
  }
  if (draft.maxUses.trim() !== '' && !/^[1-9]\d{0,6}$/.test(draft.maxUses.trim())) errors.maxUses = 'COUPONS.FORM.MAX_USES_INVALID';
  if (draft.expiresOn !== '' && draft.expiresOn !== keptExpiry && (dayToIso(draft.expiresOn) === null || draft.expiresOn < today)) errors.expiresOn = 'COUPONS.FORM.EXPIRY_PAST';
  return errors;
}

/** The coupon to send; call only when draftErrors is empty. */
export function toWrite(draft: CouponDraft): CouponWrite {
  const amounts: Partial<Record<Currency, number>> = {};
  if (draft.kind === 'fixed') {
    for (const currency of CURRENCIES) {
      const parsed = parsePrice(draft.amounts[currency], currency);
      if (draft.amounts[currency].trim() !== '' && parsed.ok) amounts[currency] = parsed.minor;
    }
  }
  return {
    code: draft.code.trim().toUpperCase(),
    kind: draft.kind,
    percent: draft.kind === 'percent' ? Number(draft.percent) : null,
    amounts: draft.kind === 'fixed' ? amounts : null,
    courseIds: draft.courseIds,
    expiresAt: draft.expiresOn === '' ? null : dayToIso(draft.expiresOn),
    maxUses: draft.maxUses.trim() === '' ? null : Number(draft.maxUses),
    oncePerCustomer: draft.oncePerCustomer,
    active: draft.active,
  };
}
