// Payouts (instructors and affiliates alike): the caller's payout method, their payout requests and the
// balances they are drawn from; the admin's queue (approve, mark paid with the bank's reference, reject
// with a reason). Amounts are integers in the currency's minor unit.
import type { Static } from '@sinclair/typebox';
import type { PayoutAccountName } from '../../shared/constants';
import { apiPath } from '../../shared/apiPaths';
import { MONEY_API_ROUTES } from '../../shared/moneyApiPaths';
import type {
  AdminPayout,
  AdminPayoutPage,
  AdminPayoutQuerySchema,
  Affiliate,
  Balance,
  Earnings,
  Payout,
  PayoutMethod,
  PayoutMethodAnswer,
  PayoutMethodWrite,
  PayoutPage,
  PayoutQuerySchema,
  PayoutRequest,
} from '../../shared/schemas/money';
import { apiRequest } from './apiClient';

export type PayoutQuery = Static<typeof PayoutQuerySchema>;
export type AdminPayoutQuery = Static<typeof AdminPayoutQuerySchema>;

/** The balances of one account, per currency: an instructor's earnings or the caller's affiliate commissions. */
export async function getBalances(account: PayoutAccountName): Promise<Balance[]> {
  if (account === 'instructor') return (await apiRequest<Earnings>('GET', apiPath(MONEY_API_ROUTES.instructorEarnings))).balances;
  return (await apiRequest<Affiliate>('GET', apiPath(MONEY_API_ROUTES.affiliate))).balances;
}

/** The caller's payout method (masked), or `{ method: null }`. */
export function getPayoutMethod(): Promise<PayoutMethodAnswer> {
  return apiRequest<PayoutMethodAnswer>('GET', apiPath(MONEY_API_ROUTES.payoutMethod));
}

/**
 * Sets the method (the current password confirms it; the account's address is mailed, payouts pause for a
 * day). Changing one carries If-Match with the version it was read at (a stale one is 409 VERSION_CONFLICT).
 */
export function savePayoutMethod(write: PayoutMethodWrite, version?: number): Promise<PayoutMethod> {
  return apiRequest<PayoutMethod>('PUT', apiPath(MONEY_API_ROUTES.payoutMethod), { body: write, ...(version !== undefined ? { headers: { 'If-Match': `"${version}"` } } : {}) });
}

export function listPayouts(query: PayoutQuery): Promise<PayoutPage> {
  return apiRequest<PayoutPage>('GET', apiPath(MONEY_API_ROUTES.payouts, null, { ...query }));
}

/** Asks for a payout; refusals are PAYOUT_* codes (above the balance, below the minimum, one already open...). */
export function requestPayout(request: PayoutRequest): Promise<Payout> {
  return apiRequest<Payout>('POST', apiPath(MONEY_API_ROUTES.payouts), { body: request });
}

export function listAdminPayouts(query: AdminPayoutQuery): Promise<AdminPayoutPage> {
  return apiRequest<AdminPayoutPage>('GET', apiPath(MONEY_API_ROUTES.adminPayouts, null, { ...query }));
}

/**
 * The admin's decisions answer the payout as it now stands: the admin's view of it (AdminPayout), or the
 * bare payout, which the page merges into the row it came from. A payout that moved meanwhile is 409
 * PAYOUT_STATE_CONFLICT.
 */
export type AdminPayoutAnswer = AdminPayout | Payout;

export function approvePayout(id: number): Promise<AdminPayoutAnswer> {
  return apiRequest<AdminPayoutAnswer>('POST', apiPath(MONEY_API_ROUTES.adminPayoutApprove, { id }));
}

/** The money was sent (the bank's reference of the transfer). */
export function markPayoutPaid(id: number, reference: string): Promise<AdminPayoutAnswer> {
  return apiRequest<AdminPayoutAnswer>('POST', apiPath(MONEY_API_ROUTES.adminPayoutPaid, { id }), { body: { reference } });
}

/** Refuses it: the money returns to the payee's available balance; the reason is shown to them. */
export function rejectPayout(id: number, reason: string): Promise<AdminPayoutAnswer> {
  return apiRequest<AdminPayoutAnswer>('POST', apiPath(MONEY_API_ROUTES.adminPayoutReject, { id }), { body: { reason } });
}
