// Where a refund of a QR-paid order goes: the kinds of account that make sense for the order's currency,
// each one's hint, and the checks the dialog makes before sending (the server checks again).
import type { Currency, PayoutAccountKind } from '../../../shared/constants';
import type { PayoutAccount } from '../../../shared/schemas/commerce';

/** Accounts that can receive money in the currency (Thai baht to PromptPay or a Thai bank, pesos to a wallet or a Philippine bank...). */
export const PAYOUT_KINDS_BY_CURRENCY: { readonly [C in Currency]: readonly PayoutAccountKind[] } = {
  THB: ['promptpay', 'bank_th'],
  PHP: ['gcash', 'maya', 'bank_ph'],
  VND: ['bank_vn'],
  USD: ['paypal'],
};

export const PAYOUT_KIND_KEYS: { readonly [K in PayoutAccountKind]: { name: string; value: string; hint: string } } = {
  promptpay: { name: 'ORDERS.PAYOUT.KIND_PROMPTPAY', value: 'ORDERS.PAYOUT.VALUE_PROMPTPAY', hint: 'ORDERS.PAYOUT.HINT_PROMPTPAY' },
  bank_th: { name: 'ORDERS.PAYOUT.KIND_BANK_TH', value: 'ORDERS.PAYOUT.VALUE_BANK', hint: 'ORDERS.PAYOUT.HINT_BANK' },
  bank_ph: { name: 'ORDERS.PAYOUT.KIND_BANK_PH', value: 'ORDERS.PAYOUT.VALUE_BANK', hint: 'ORDERS.PAYOUT.HINT_BANK' },
  bank_vn: { name: 'ORDERS.PAYOUT.KIND_BANK_VN', value: 'ORDERS.PAYOUT.VALUE_BANK', hint: 'ORDERS.PAYOUT.HINT_BANK' },
  gcash: { name: 'ORDERS.PAYOUT.KIND_GCASH', value: 'ORDERS.PAYOUT.VALUE_WALLET', hint: 'ORDERS.PAYOUT.HINT_WALLET' },
  maya: { name: 'ORDERS.PAYOUT.KIND_MAYA', value: 'ORDERS.PAYOUT.VALUE_WALLET', hint: 'ORDERS.PAYOUT.HINT_WALLET' },
  paypal: { name: 'ORDERS.PAYOUT.KIND_PAYPAL', value: 'ORDERS.PAYOUT.VALUE_PAYPAL', hint: 'ORDERS.PAYOUT.HINT_PAYPAL' },
};

export function payoutKindsFor(currency: Currency): readonly PayoutAccountKind[] {
  return PAYOUT_KINDS_BY_CURRENCY[currency];
}

export function isBankKind(kind: PayoutAccountKind): boolean {
  return kind === 'bank_th' || kind === 'bank_ph' || kind === 'bank_vn';
}

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The account value fits its kind: PromptPay a 10-digit phone (0...) or a 13-digit ID; a bank account 6 to 20 digits; GCash/Maya 09 and 9 digits; PayPal an e-mail. */
export function payoutValueValid(kind: PayoutAccountKind, value: string): boolean {
  const compact = digitsOf(value.trim());
  switch (kind) {
    case 'promptpay':
      return /^0\d{9}$/.test(compact) || /^\d{13}$/.test(compact);
    case 'bank_th':
    case 'bank_ph':
    case 'bank_vn':
      return /^\d{6,20}$/.test(compact);
    case 'gcash':
    case 'maya':
      return /^09\d{9}$/.test(compact);
    case 'paypal':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
  }
}

export interface PayoutDraft {
  kind: PayoutAccountKind | '';
  holderName: string;
  bank: string;
  value: string;
}

export type PayoutField = 'kind' | 'holderName' | 'bank' | 'value';

/** The fields that are wrong (empty when the account can be sent). */
export function payoutErrors(draft: PayoutDraft): Partial<Record<PayoutField, string>> {
  const errors: Partial<Record<PayoutField, string>> = {};
  if (draft.kind === '') {
    errors.kind = 'ORDERS.PAYOUT.KIND_REQUIRED';
    return errors;
  }
  if (draft.holderName.trim() === '') errors.holderName = 'ORDERS.PAYOUT.HOLDER_REQUIRED';
  if (isBankKind(draft.kind) && draft.bank.trim() === '') errors.bank = 'ORDERS.PAYOUT.BANK_REQUIRED';
  if (!payoutValueValid(draft.kind, draft.value)) errors.value = 'ORDERS.PAYOUT.VALUE_INVALID';
  return errors;
}

/** The account as the API takes it (numbers without separators; the bank only for bank kinds). */
export function toPayoutAccount(draft: PayoutDraft & { kind: PayoutAccountKind }): PayoutAccount {
  const value = draft.kind === 'paypal' ? draft.value.trim() : digitsOf(draft.value.trim());
  return { kind: draft.kind, holderName: draft.holderName.trim(), ...(isBankKind(draft.kind) ? { bank: draft.bank.trim() } : {}), value };
}
