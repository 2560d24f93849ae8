// The admin's side of money: QR transfers waiting to be confirmed (and every payment), refund requests
// to approve, reject, or mark as paid out by hand.
import type { Static } from '@sinclair/typebox';
import type { Page } from '../../shared/schemas/common';
import type { AdminPayment, AdminPaymentQuerySchema, AdminRefund, AdminRefundQuerySchema, Refund } from '../../shared/schemas/commerce';
import type { AdminFlaggedEvent, AdminFlaggedEventQuery } from '../../shared/schemas/flaggedEvents';
import { apiPath } from '../../shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../shared/commerceApiPaths';
import { apiRequest } from './apiClient';

export type AdminPaymentQuery = Static<typeof AdminPaymentQuerySchema>;
export type AdminRefundQuery = Static<typeof AdminRefundQuerySchema>;

export function listPayments(query: AdminPaymentQuery): Promise<Page<AdminPayment>> {
  return apiRequest<Page<AdminPayment>>('GET', apiPath(COMMERCE_API_ROUTES.adminPayments, null, { ...query }));
}

/** The transfer arrived (with the bank's reference): the order is paid and the buyer enrolled. */
export function markPaymentReceived(paymentId: string, reference: string): Promise<AdminPayment> {
  return apiRequest<AdminPayment>('POST', apiPath(COMMERCE_API_ROUTES.adminPaymentReceived, { paymentId }), { body: { reference } });
}

/** Payment events stored as flagged (unknown payment, wrong amount or currency, a second payment), newest first. */
export function listFlaggedEvents(query: AdminFlaggedEventQuery): Promise<Page<AdminFlaggedEvent>> {
  return apiRequest<Page<AdminFlaggedEvent>>('GET', apiPath(COMMERCE_API_ROUTES.adminPaymentsFlagged, null, { ...query }));
}

export function listRefunds(query: AdminRefundQuery): Promise<Page<AdminRefund>> {
  return apiRequest<Page<AdminRefund>>('GET', apiPath(COMMERCE_API_ROUTES.adminRefunds, null, { ...query }));
}

/** Approves: a card refund goes back through the provider; a QR one then waits to be paid out by hand. */
export function approveRefund(refundId: number): Promise<Refund> {
  return apiRequest<Refund>('POST', apiPath(COMMERCE_API_ROUTES.adminRefundApprove, { refundId }));
}

export function rejectRefund(refundId: number, reason: string): Promise<Refund> {
  return apiRequest<Refund>('POST', apiPath(COMMERCE_API_ROUTES.adminRefundReject, { refundId }), { body: { reason } });
}

/** A QR-rail refund was sent by hand (the bank's reference); access to the courses goes. */
export function markRefundPaidOut(refundId: number, reference: string): Promise<Refund> {
  return apiRequest<Refund>('POST', apiPath(COMMERCE_API_ROUTES.adminRefundPaidOut, { refundId }), { body: { reference } });
}
