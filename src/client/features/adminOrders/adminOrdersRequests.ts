// The admin's orders and the dashboard's figures as requests (app/request.ts). The orders pages and the
// admin home page (through index.ts: the stats request only) import this file.
import type { AdminOrderDetail, AdminOrderPage, AdminOrderQuery, AdminStats } from '../../../shared/schemas/adminOrders';
import * as adminOrdersApi from '../../api/adminOrdersApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const ORDERS_PAGE_SIZE = 20;

export const ordersRequest = defineRequest<AdminOrderQuery, AdminOrderPage>('adminOrders/list', (query) => adminOrdersApi.listOrders(query));

export const orderRequest = defineRequest<string, AdminOrderDetail>('adminOrders/order', (id) => adminOrdersApi.getOrder(id), { keyOf: (id) => id });

export const orderRefundRequest = defineRequest(
  'adminOrders/refund',
  function* ({ id, reason, courseIds }: { id: string; reason: string; courseIds?: number[] }) {
    const order: AdminOrderDetail = courseIds ? yield* callTracked(adminOrdersApi.refundOrder, id, reason, courseIds) : yield* callTracked(adminOrdersApi.refundOrder, id, reason);
    return order;
  },
  { mode: 'leading', keyOf: ({ id }) => id },
);

export const orderReceivedRequest = defineRequest(
  'adminOrders/received',
  function* ({ id, reference }: { id: string; reference: string }) {
    const order: AdminOrderDetail = yield* callTracked(adminOrdersApi.markOrderReceived, id, reference);
    return order;
  },
  { mode: 'leading', keyOf: ({ id }) => id },
);

/** The argument only names the load (useRequest reads null as nothing to load). */
export const statsRequest = defineRequest<'dashboard', AdminStats>('adminOrders/stats', () => adminOrdersApi.getStats(), { keyOf: () => 'dashboard' });
