// The admin's orders (/api/Admin/Orders): search, one order with its payments, webhook events and refund,
// refunding it (or approving its refund request) and marking its bank transfer received; and the
// dashboard's figures (/api/Admin/Stats).
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import { apiPath } from '../../shared/apiPaths';
import type { AdminOrderDetail, AdminOrderPage, AdminOrderQuery, AdminOrderRefundRequest, AdminStats } from '../../shared/schemas/adminOrders';
import { apiRequest } from './apiClient';

export function listOrders(query: AdminOrderQuery): Promise<AdminOrderPage> {
  return apiRequest<AdminOrderPage>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminOrders, null, { ...query }));
}

export function getOrder(id: string): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminOrder, { id }));
}

/**
 * Refunds a paid (or partly refunded) order, all its lines not refunded yet or those of `courseIds`,
 * or approves its open refund request (a bank transfer then waits to be sent by hand).
 */
export function refundOrder(id: string, reason: string, courseIds?: number[]): Promise<AdminOrderDetail> {
  const body: AdminOrderRefundRequest = { reason, ...(courseIds ? { courseIds } : {}) };
  return apiRequest<AdminOrderDetail>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminOrderRefund, { id }), { body });
}

/** The order's bank transfer arrived (the bank's reference): paid, the buyer enrolled. */
export function markOrderReceived(id: string, reference: string): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminOrderMarkReceived, { id }), { body: { reference } });
}

export function getStats(): Promise<AdminStats> {
  return apiRequest<AdminStats>('GET', ADMIN_CONSOLE_API_ROUTES.adminStats);
}
