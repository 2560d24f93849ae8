// The settings form as text fields and back: percentages, days, amounts in the currency's major unit,
// tax rates in percent with two decimals, an address, switches. Pure, so it is tested on its own.
import { COUNTRY_IDS, CURRENCIES, CURRENCY_MINOR_DIGITS, type Currency } from '../../../shared/constants';
import type { SettingKey, SettingsValues } from '../../../shared/schemas/adminSettings';

/** The settings that change money (the console asks to confirm a change of one of them). */
export const MONEY_SETTING_KEYS: readonly SettingKey[] = ['instructorSharePercent', 'affiliateCommissionPercent', 'refundWindowDays', 'earningsHoldSeconds', 'payoutMinimumMinor', 'taxRateBasisPoints'];

/** How the console groups the settings. */
export const SETTING_GROUPS: readonly { group: 'money' | 'payouts' | 'tax' | 'contact' | 'features'; keys: readonly SettingKey[] }[] = [
  { group: 'money', keys: ['instructorSharePercent', 'affiliateCommissionPercent', 'refundWindowDays'] },
  { group: 'payouts', keys: ['earningsHoldSeconds', 'payoutMinimumMinor'] },
  { group: 'tax', keys: ['taxRateBasisPoints'] },
  { group: 'contact', keys: ['contactEmail', 'liveChatUrl'] },
  { group: 'features', keys: ['affiliateProgrammeEnabled', 'socialSignInEnabled', 'instructorApplicationsOpen'] },
];

export type FieldKind = 'percent' | 'days' | 'holdDays' | 'money' | 'taxPercent' | 'email' | 'url' | 'switch';

export interface SettingField {
  /** `key` or `key.part` (also the server's error path after `body.`). */
  id: string;
  key: SettingKey;
  part?: string;
  kind: FieldKind;
  currency?: Currency;
}

/** Every field of the form, by group, in order. */
export const SETTING_FIELDS: Record<(typeof SETTING_GROUPS)[number]['group'], SettingField[]> = {
  money: [
    ...(['organic', 'instructor', 'affiliate'] as const).map((part): SettingField => ({ id: `instructorSharePercent.${part}`, key: 'instructorSharePercent', part, kind: 'percent' })),
    { id: 'affiliateCommissionPercent', key: 'affiliateCommissionPercent', kind: 'percent' },
    { id: 'refundWindowDays', key: 'refundWindowDays', kind: 'days' },
  ],
  payouts: [
    { id: 'earningsHoldSeconds', key: 'earningsHoldSeconds', kind: 'holdDays' },
    ...CURRENCIES.map((currency): SettingField => ({ id: `payoutMinimumMinor.${currency}`, key: 'payoutMinimumMinor', part: currency, kind: 'money', currency })),
  ],
  tax: COUNTRY_IDS.map((id): SettingField => ({ id: `taxRateBasisPoints.${id}`, key: 'taxRateBasisPoints', part: String(id), kind: 'taxPercent' })),
  contact: [
    { id: 'contactEmail', key: 'contactEmail', kind: 'email' },
    { id: 'liveChatUrl', key: 'liveChatUrl', kind: 'url' },
  ],
  features: [
    { id: 'affiliateProgrammeEnabled', key: 'affiliateProgrammeEnabled', kind: 'switch' },
    { id: 'socialSignInEnabled', key: 'socialSignInEnabled', kind: 'switch' },
    { id: 'instructorApplicationsOpen', key: 'instructorApplicationsOpen', kind: 'switch' },
  ],
};
export const ALL_FIELDS: SettingField[] = Object.values(SETTING_FIELDS).flat();

export type FormValues = Record<string, string | boolean>;

function rawOf(values: SettingsValues, field: SettingField): unknown {
  const value = values[field.key] as unknown;
  return field.part !== undefined ? (value as Record<string, unknown>)[field.part] : value;
}

function minorText(minor: number, currency: Currency): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (digits === 0) return String(minor);
  const padded = String(minor).padStart(digits + 1, '0');
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** A value as the field shows it. */
export function fieldText(values: SettingsValues, field: SettingField): string | boolean {
  const raw = rawOf(values, field);
  switch (field.kind) {
    case 'switch':
      return raw === true;
    case 'holdDays':
      return String(Math.round(((raw as number) / 86_400) * 10_000) / 10_000);
    case 'money':
      return minorText(raw as number, field.currency!);
    case 'taxPercent':
      return String((raw as number) / 100);
    case 'url':
      return (raw as string | null) ?? '';
    default:
      return String(raw);
  }
}

export function toForm(values: SettingsValues): FormValues {
  return Object.fromEntries(ALL_FIELDS.map((f) => [f.id, fieldText(values, f)]));
}

/** The error key of a field's text, or the value it stands for. */
export function parseField(field: SettingField, text: string | boolean): { ok: true; value: unknown } | { ok: false; error: string } {
  if (field.kind === 'switch') return { ok: true, value: text === true };
  const s = String(text).trim();
  switch (field.kind) {
    case 'percent': {
      if (!/^\d{1,3}$/.test(s) || Number(s) > 100) return { ok: false, error: 'ADMIN_SETTINGS.ERROR_PERCENT' };
      return { ok: true, value: Number(s) };
    }
    case 'days': {
      if (!/^\d{1,3}$/.test(s) || Number(s) > 365) return { ok: false, error: 'ADMIN_SETTINGS.ERROR_DAYS' };
      return { ok: true, value: Number(s) };
    }
    case 'holdDays': {
      if (!/^\d{1,3}(\.\d{1,4})?$/.test(s) || Number(s) > 365) return { ok: false, error: 'ADMIN_SETTINGS.ERROR_DAYS' };
      return { ok: true, value: Math.round(Number(s) * 86_400) };
    }
    case 'money': {
      const digits = CURRENCY_MINOR_DIGITS[field.currency!];
      const match = new RegExp(digits ? `^(\\d{1,9})(?:\\.(\\d{1,${digits}}))?$` : '^(\\d{1,9})$').exec(s);
      if (!match) return { ok: false, error: 'ADMIN_SETTINGS.ERROR_AMOUNT' };
      return { ok: true, value: Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0) };
    }
    case 'taxPercent': {
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(s) || Number(s) > 50) return { ok: false, error: 'ADMIN_SETTINGS.ERROR_TAX' };
      return { ok: true, value: Math.round(Number(s) * 100) };
    }
    case 'email':
      return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(s) && s.length <= 254 ? { ok: true, value: s } : { ok: false, error: 'ADMIN_SETTINGS.ERROR_EMAIL' };
    case 'url':
      if (s === '') return { ok: true, value: null };
      return /^(https:\/\/[^\s<>"]+|\/[^/\s<>"][^\s<>"]*)$/.test(s) && s.length <= 500 ? { ok: true, value: s } : { ok: false, error: 'ADMIN_SETTINGS.ERROR_URL' };
  }
}

/** The form read back: the values (keys with their parts put together) or the error key per field id. */
export function fromForm(form: FormValues, base: SettingsValues): { values: SettingsValues; errors: Record<string, string> } {
  const values = JSON.parse(JSON.stringify(base)) as SettingsValues;
  const errors: Record<string, string> = {};
  for (const field of ALL_FIELDS) {
    const parsed = parseField(field, form[field.id] ?? '');
    if (!parsed.ok) {
      errors[field.id] = parsed.error;
      continue;
    }
    if (field.part !== undefined) (values[field.key] as unknown as Record<string, unknown>)[field.part] = parsed.value;
    else (values as Record<string, unknown>)[field.key] = parsed.value;
  }
  return { values, errors };
}

/** The keys whose value differs from `before`. */
export function changedKeys(before: SettingsValues, after: SettingsValues): SettingKey[] {
  return (Object.keys(after) as SettingKey[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}
