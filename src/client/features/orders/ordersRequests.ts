// The buyer's account side of buying as requests (app/request.ts): billing details, the order history,
// one order, a refund request and the receipt. Only the lazily loaded "orders" pages import this file.
import type { Page } from '../../../shared/schemas/common';
import type { BillingProfile, BillingProfileWrite, Order, OrderSummary, Receipt, RefundRequest } from '../../../shared/schemas/commerce';
import * as billingApi from '../../api/billingApi';
import { getOrder, listOrders } from '../../api/ordersApi';
import * as refundsApi from '../../api/refundsApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const ORDER_HISTORY_PAGE_SIZE = 10;

export const billingRequest = defineRequest<'me', BillingProfile>('orders/billing', () => billingApi.getBilling(), { keyOf: String });

export const billingSaveRequest = defineRequest(
  'orders/billingSave',
  function* (profile: BillingProfileWrite) {
    const saved: BillingProfile = yield* callTracked(billingApi.saveBilling, profile);
    // The form shows what the server kept (e.g. a normalised tax ID).
    return saved;
  },
  { mode: 'leading' },
);

export const orderHistoryRequest = defineRequest<number, Page<OrderSummary>>('orders/history', (page) => listOrders({ page, pageSize: ORDER_HISTORY_PAGE_SIZE }), { keyOf: String });

export const orderRequest = defineRequest<string, Order>('orders/order', (orderId) => getOrder(orderId), { keyOf: (id) => id });

export interface RefundArg {
  orderId: string;
  request: RefundRequest;
}

export const refundSubmitRequest = defineRequest(
  'orders/refund',
  function* ({ orderId, request }: RefundArg) {
    const order: Order = yield* callTracked(refundsApi.requestRefund, orderId, request);
    return order;
  },
  { mode: 'leading', keyOf: ({ orderId }) => orderId },
);

export const receiptRequest = defineRequest<string, Receipt>('orders/receipt', (orderId) => refundsApi.getReceipt(orderId), { keyOf: (id) => id });
