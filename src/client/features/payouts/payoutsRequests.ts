// Payouts as requests (app/request.ts): the balances of one account, the caller's payout method (read and
// set), their payouts (list and ask for one), and the admin's queue and decisions. Only the lazily loaded
// payout pages (and the affiliate page's panel) import this file.
import type { PayoutAccountName } from '../../../shared/constants';
import type { AdminPayoutPage, Balance, Payout, PayoutMethod, PayoutMethodAnswer, PayoutMethodWrite, PayoutPage, PayoutRequest } from '../../../shared/schemas/money';
import * as payoutsApi from '../../api/payoutsApi';
import type { AdminPayoutAnswer, AdminPayoutQuery, PayoutQuery } from '../../api/payoutsApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const HISTORY_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 20;

export const balancesRequest = defineRequest<PayoutAccountName, Balance[]>('payouts/balances', (account) => payoutsApi.getBalances(account), { keyOf: String });

export const payoutMethodRequest = defineRequest<'mine', PayoutMethodAnswer>('payouts/method', () => payoutsApi.getPayoutMethod(), { keyOf: String });

export const payoutMethodSaveRequest = defineRequest(
  'payouts/methodSave',
  function* ({ write, version }: { write: PayoutMethodWrite; version?: number }) {
    const method: PayoutMethod = yield* callTracked(payoutsApi.savePayoutMethod, write, version);
    return method;
  },
  { mode: 'leading', keyOf: () => 'save' },
);

export const payoutHistoryRequest = defineRequest<PayoutQuery, PayoutPage>('payouts/history', (query) => payoutsApi.listPayouts(query));

export const payoutCreateRequest = defineRequest(
  'payouts/create',
  function* (request: PayoutRequest) {
    const payout: Payout = yield* callTracked(payoutsApi.requestPayout, request);
    return payout;
  },
  { mode: 'leading', keyOf: () => 'create' },
);

export const adminPayoutsRequest = defineRequest<AdminPayoutQuery, AdminPayoutPage>('payouts/admin', (query) => payoutsApi.listAdminPayouts(query));

export type AdminDecision = { id: number; action: 'approve' } | { id: number; action: 'paid'; reference: string } | { id: number; action: 'reject'; reason: string };

/** One admin decision (approve, mark paid, reject); its answer replaces the row. */
export const adminDecisionRequest = defineRequest(
  'payouts/adminDecision',
  function* (decision: AdminDecision) {
    let answer: AdminPayoutAnswer;
    if (decision.action === 'approve') answer = yield* callTracked(payoutsApi.approvePayout, decision.id);
    else if (decision.action === 'paid') answer = yield* callTracked(payoutsApi.markPayoutPaid, decision.id, decision.reference);
    else answer = yield* callTracked(payoutsApi.rejectPayout, decision.id, decision.reason);
    return answer;
  },
  { mode: 'leading', keyOf: (d) => `${d.id}:${d.action}` },
);
