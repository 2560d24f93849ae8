// A payout method as its owner types it, and the checks the form makes before sending it: the same
// rules as the server's (a PromptPay ID is a Thai mobile number or a 13-digit ID with a valid check
// digit; a bank account 6 to 20 digits and the bank named (a Vietnamese one from the list); GCash and Maya 09 and 9 digits; PayPal an
// e-mail), so a refusal from the server is the exception. The kinds' names and hints are the refund
// dialog's (features/orders).
import { PAYOUT_ACCOUNT_KINDS, PAYOUT_KIND_CURRENCY, type Currency, type PayoutAccountKind } from '../../../shared/constants';
import type { PayoutAccount } from '../../../shared/schemas/commerce';
import { vnBankOf } from '../../../shared/payoutBanks';
import { isBankKind } from '../orders';

/** Every kind, in the order the form offers them (PromptPay, Thai bank, Philippine bank, Vietnamese bank, GCash, Maya, PayPal). */
export const PAYOUT_METHOD_KINDS: readonly PayoutAccountKind[] = PAYOUT_ACCOUNT_KINDS;

export const HOLDER_MAX_LENGTH = 200;
export const BANK_MAX_LENGTH = 100;
export const VALUE_MAX_LENGTH = 100;

export interface PayoutMethodDraft {
  kind: PayoutAccountKind | '';
  holderName: string;
  bank: string;
  value: string;
}

export type PayoutMethodField = 'kind' | 'holderName' | 'bank' | 'value' | 'currentPassword';

/** A kind as the API spells it, or null for one this build does not know. */
export const kindOf = (value: string): PayoutAccountKind | null => ((PAYOUT_ACCOUNT_KINDS as readonly string[]).includes(value) ? (value as PayoutAccountKind) : null);

/** The currency a kind receives (PromptPay baht, GCash pesos, PayPal US dollars...). */
export function currencyOfKind(kind: PayoutAccountKind): Currency {
  return PAYOUT_KIND_CURRENCY[kind];
}

/** Thailand's 13-digit ID: the last digit is (11 - sum(d[i] * (13 - i)) mod 11) mod 10. */
export function isThaiId(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

const compact = (value: string) => value.replace(/[\s-]/g, '');

/** The value fits its kind (spaces and dashes between digits are allowed). */
export function methodValueValid(kind: PayoutAccountKind, value: string): boolean {
  const digits = compact(value.trim());
  switch (kind) {
    case 'promptpay':
      return /^0\d{9}$/.test(digits) || isThaiId(digits);
    case 'gcash':
    case 'maya':
      return /^09\d{9}$/.test(digits);
    case 'bank_th':
    case 'bank_ph':
    case 'bank_vn':
      return /^\d{6,20}$/.test(digits);
    case 'paypal':
      return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value.trim());
  }
}

/** What a wrong value of the kind should look like. */
export const INVALID_VALUE_KEYS: { readonly [K in PayoutAccountKind]: string } = {
  promptpay: 'PAYOUTS.METHOD.INVALID_PROMPTPAY',
  bank_th: 'PAYOUTS.METHOD.INVALID_BANK',
  bank_ph: 'PAYOUTS.METHOD.INVALID_BANK',
  bank_vn: 'PAYOUTS.METHOD.INVALID_BANK',
  gcash: 'PAYOUTS.METHOD.INVALID_WALLET',
  maya: 'PAYOUTS.METHOD.INVALID_WALLET',
  paypal: 'PAYOUTS.METHOD.INVALID_PAYPAL',
};

/** The fields that are wrong, as translation keys (empty: the method can be sent). */
export function payoutMethodErrors(draft: PayoutMethodDraft, currentPassword: string): Partial<Record<PayoutMethodField, string>> {
  const errors: Partial<Record<PayoutMethodField, string>> = {};
  if (currentPassword === '') errors.currentPassword = 'PAYOUTS.METHOD.PASSWORD_REQUIRED';
  if (draft.kind === '') {
    errors.kind = 'ORDERS.PAYOUT.KIND_REQUIRED';
    return errors;
  }
  if (draft.holderName.trim() === '') errors.holderName = 'ORDERS.PAYOUT.HOLDER_REQUIRED';
  if (draft.kind === 'bank_vn' && !vnBankOf(draft.bank)) errors.bank = 'PAYOUTS.METHOD.BANK_CHOOSE';
  else if (isBankKind(draft.kind) && draft.bank.trim() === '') errors.bank = 'ORDERS.PAYOUT.BANK_REQUIRED';
  if (!methodValueValid(draft.kind, draft.value)) errors.value = INVALID_VALUE_KEYS[draft.kind];
  return errors;
}

/** The method as the API takes it: numbers without separators, the bank only for bank kinds. */
export function toPayoutMethod(draft: PayoutMethodDraft & { kind: PayoutAccountKind }): PayoutAccount {
  const value = draft.kind === 'paypal' ? draft.value.trim() : compact(draft.value.trim());
  return { kind: draft.kind, holderName: draft.holderName.trim(), ...(isBankKind(draft.kind) ? { bank: draft.bank.trim() } : {}), value };
}
