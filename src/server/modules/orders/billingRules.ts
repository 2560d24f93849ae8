// Checks of what a buyer types for money: a tax ID per country, and the account a hand-sent refund
// goes to per kind. Pure functions; the services answer 400 BILLING_INVALID with the field named.
import { vnBankOf, VN_BANKS } from '../../../shared/payoutBanks';
import type { PayoutAccount } from '../../../shared/schemas/commerce';

/** Thailand's 13-digit tax / national ID: the last digit is (11 - sum(d[i] * (13 - i)) mod 11) mod 10. */
export function isThaiId(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** Why a tax ID is not valid for the billing country, or null. */
export function taxIdProblem(taxId: string, countryCode: string | null): string | null {
  const value = taxId.trim();
  switch (countryCode) {
    case 'TH':
      return isThaiId(value) ? null : 'A Thai tax ID is 13 digits with a valid check digit.';
    case 'PH':
      return /^[\d-]+$/.test(value) && /^(\d{9}|\d{12})$/.test(value.replace(/-/g, '')) ? null : 'A Philippine TIN is 9 or 12 digits (dashes allowed).';
    case 'VN':
      return /^\d{10}(-\d{3})?$/.test(value) ? null : 'A Vietnamese tax code (MST) is 10 digits, or 10 digits, a dash and 3 digits.';
    default:
      return /^[A-Za-z0-9-]{1,20}$/.test(value) ? null : 'A tax ID is 1 to 20 letters, digits and dashes.';
  }
}

/** Why a payout account is not valid for its kind (with the field), or null. */
export function payoutAccountProblem(account: PayoutAccount): { field: string; detail: string } | null {
  const compact = account.value.replace(/[\s-]/g, '');
  if (!account.holderName.trim()) return { field: 'payoutAccount.holderName', detail: "The account holder's name is needed." };
  switch (account.kind) {
    case 'promptpay':
      return /^0\d{9}$/.test(compact) || isThaiId(compact) ? null : { field: 'payoutAccount.value', detail: 'A PromptPay ID is a Thai mobile number (0XXXXXXXXX) or a 13-digit ID with a valid check digit.' };
    case 'gcash':
    case 'maya':
      return /^09\d{9}$/.test(compact) ? null : { field: 'payoutAccount.value', detail: 'A GCash or Maya account is a mobile number 09XXXXXXXXX.' };
    case 'bank_th':
    case 'bank_ph':
    case 'bank_vn':
      if (!account.bank || !account.bank.trim()) return { field: 'payoutAccount.bank', detail: 'Name the bank.' };
      return /^\d{6,20}$/.test(compact) ? null : { field: 'payoutAccount.value', detail: 'A bank account number is 6 to 20 digits.' };
    case 'paypal':
      return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(account.value.trim()) ? null : { field: 'payoutAccount.value', detail: 'A PayPal account is an e-mail address.' };
    default:
      return { field: 'payoutAccount.kind', detail: 'Unknown kind of account.' };
  }
}

/**
 * Why an account is not valid as a payout method: the account's rules, and a Vietnamese bank must
 * be one of VN_BANKS (by name or NAPAS BIN) so the admin gets a VietQR for it. (A refund account
 * keeps a typed bank: the buyer's bank may be any.)
 */
export function payoutMethodProblem(account: PayoutAccount): { field: string; detail: string } | null {
  const problem = payoutAccountProblem(account);
  if (problem) return problem;
  if (account.kind === 'bank_vn' && !vnBankOf(account.bank)) {
    return { field: 'payoutAccount.bank', detail: `Choose the bank from the list: ${VN_BANKS.map((b) => b.name).join(', ')}.` };
  }
  return null;
}

/** The account as its owner sees it in lists: only the last digits (an e-mail: its first letter and domain). */
export function maskPayoutAccount(account: PayoutAccount): PayoutAccount {
  const v = account.value;
  if (account.kind === 'paypal') {
    const at = v.indexOf('@');
    return { ...account, value: at > 0 ? `${v[0]}***${v.slice(at)}` : '***' };
  }
  const keep = Math.min(4, Math.max(0, v.length - 2));
  return { ...account, value: `${'*'.repeat(Math.max(3, v.length - keep))}${v.slice(v.length - keep)}` };
}
