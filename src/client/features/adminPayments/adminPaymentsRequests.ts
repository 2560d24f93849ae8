// The admin's money pages as requests (app/request.ts): payments (QR transfers awaiting confirmation,
// or all), marking a transfer received, refund requests and their decisions. Only the lazily loaded
// "admin-payments" pages import this file.
import type { Page } from '../../../shared/schemas/common';
import type { AdminPayment, AdminRefund, Refund } from '../../../shared/schemas/commerce';
import type { AdminFlaggedEvent, AdminFlaggedEventQuery } from '../../../shared/schemas/flaggedEvents';
import * as adminPaymentsApi from '../../api/adminPaymentsApi';
import type { AdminPaymentQuery, AdminRefundQuery } from '../../api/adminPaymentsApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const ADMIN_PAGE_SIZE = 20;

export const paymentsRequest = defineRequest<AdminPaymentQuery, Page<AdminPayment>>('adminPayments/payments', (query) => adminPaymentsApi.listPayments(query));

export const flaggedEventsRequest = defineRequest<AdminFlaggedEventQuery, Page<AdminFlaggedEvent>>('adminPayments/flagged', (query) => adminPaymentsApi.listFlaggedEvents(query));

export interface ReferenceArg<Id> {
  id: Id;
  reference: string;
}

export const paymentReceivedRequest = defineRequest(
  'adminPayments/received',
  function* ({ id, reference }: ReferenceArg<string>) {
    const payment: AdminPayment = yield* callTracked(adminPaymentsApi.markPaymentReceived, id, reference);
    return payment;
  },
  { mode: 'leading', keyOf: ({ id }) => id },
);

export const refundsRequest = defineRequest<AdminRefundQuery, Page<AdminRefund>>('adminPayments/refunds', (query) => adminPaymentsApi.listRefunds(query));

export const refundApproveRequest = defineRequest(
  'adminPayments/refundApprove',
  function* (refundId: number) {
    const refund: Refund = yield* callTracked(adminPaymentsApi.approveRefund, refundId);
    return refund;
  },
  { mode: 'leading', keyOf: String },
);

export const refundRejectRequest = defineRequest(
  'adminPayments/refundReject',
  function* ({ id, reason }: { id: number; reason: string }) {
    const refund: Refund = yield* callTracked(adminPaymentsApi.rejectRefund, id, reason);
    return refund;
  },
  { mode: 'leading', keyOf: ({ id }) => String(id) },
);

export const refundPaidOutRequest = defineRequest(
  'adminPayments/refundPaidOut',
  function* ({ id, reference }: ReferenceArg<number>) {
    const refund: Refund = yield* callTracked(adminPaymentsApi.markRefundPaidOut, id, reference);
    return refund;
  },
  { mode: 'leading', keyOf: ({ id }) => String(id) },
);
