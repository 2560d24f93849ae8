// Orders of the signed-in buyer: check out the cart, read an order (the checkout page polls it), the
// order history, cancel a pending order, pay a pending order another way. Amounts come from the server.
import type { Page } from '../../shared/schemas/common';
import type { CreateOrderRequest, Order, OrderSummary, TestBankApproveRequest, TestBankPayment } from '../../shared/schemas/commerce';
import type { PaymentMethod } from '../../shared/constants';
import { apiPath, type PageParams } from '../../shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../shared/commerceApiPaths';
import { apiRequest } from './apiClient';

/** Turns the cart (its lines in `currency`) into a pending order with a payment; the same checkout sent twice answers the same order. */
export function createOrder(request: CreateOrderRequest): Promise<Order> {
  return apiRequest<Order>('POST', apiPath(COMMERCE_API_ROUTES.orders), { body: request });
}

/** One of the caller's orders with its payment. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>('GET', apiPath(COMMERCE_API_ROUTES.order, { orderId }), { signal });
}

/** The caller's orders, newest first. */
export function listOrders(params: PageParams = {}): Promise<Page<OrderSummary>> {
  return apiRequest<Page<OrderSummary>>('GET', apiPath(COMMERCE_API_ROUTES.orders, null, { page: params.page, pageSize: params.pageSize }));
}

/** Cancels a pending order (its payment too). */
export function cancelOrder(orderId: string): Promise<Order> {
  return apiRequest<Order>('POST', apiPath(COMMERCE_API_ROUTES.orderCancel, { orderId }));
}

/** Pays a pending order another way: a new payment, the old one cancelled. */
export function payOrderAgain(orderId: string, method: PaymentMethod): Promise<Order> {
  return apiRequest<Order>('POST', apiPath(COMMERCE_API_ROUTES.orderPayment, { orderId }), { body: { method } });
}

/** The local test bank's view of a payment (404 when the test provider is off). */
export function getTestPayment(paymentId: string): Promise<TestBankPayment> {
  return apiRequest<TestBankPayment>('GET', apiPath(COMMERCE_API_ROUTES.testPayment, { paymentId }));
}

/**
 * The test bank approves (or declines) the payment, an approval paid with a test card when one is given;
 * it then sends the signed webhook. Answers the payment as the bank sees it now.
 */
export async function decideTestPayment(paymentId: string, decision: 'approve' | 'decline', card?: string): Promise<TestBankPayment> {
  const route = decision === 'approve' ? COMMERCE_API_ROUTES.testPaymentApprove : COMMERCE_API_ROUTES.testPaymentDecline;
  const body: TestBankApproveRequest | undefined = decision === 'approve' && card ? { card } : undefined;
  const answer = await apiRequest<TestBankPayment | undefined>('POST', apiPath(route, { paymentId }), { body });
  return answer && typeof answer === 'object' && 'returnUrl' in answer ? answer : getTestPayment(paymentId);
}
