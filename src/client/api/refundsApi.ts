// The buyer's side of refunds and receipts: ask for a refund of a paid order, read the printable receipt.
import type { Order, Receipt, RefundRequest } from '../../shared/schemas/commerce';
import { apiPath } from '../../shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../shared/commerceApiPaths';
import { apiRequest } from './apiClient';

/**
 * Asks for a refund: a reason, and where the money goes when the order was paid by a QR transfer.
 * Answers the order with its refund; refused with REFUND_NOT_ALLOWED (window over, too much completed),
 * REFUND_ACCOUNT_REQUIRED, BILLING_INVALID.
 */
export function requestRefund(orderId: string, request: RefundRequest): Promise<Order> {
  return apiRequest<Order>('POST', apiPath(COMMERCE_API_ROUTES.orderRefund, { orderId }), { body: request });
}

/** The receipt of a paid order (seller, the buyer's billing snapshot, lines and tax). */
export function getReceipt(orderId: string): Promise<Receipt> {
  return apiRequest<Receipt>('GET', apiPath(COMMERCE_API_ROUTES.orderReceipt, { orderId }));
}
