// Orders: search, detail with payments and webhook events, refund and mark-received; the dashboard figures.
// Admins only (403 for everyone else, 401 without a session).
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import {
  AdminOrderDetailSchema, AdminOrderIdParamSchema, AdminOrderMarkReceivedRequestSchema, AdminOrderPageSchema, AdminOrderQuerySchema, AdminOrderRefundRequestSchema, AdminStatsSchema,
} from '../../../shared/schemas/adminOrders';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';

const tags = ['Admin: orders'];
const security = [{ bearer: [] }];

export const adminOrderRoutes: RouteModule = (app, { adminOrders }) => {
  const admin = app.requireRole('admin');

  app.get(
    ADMIN_CONSOLE_API_ROUTES.adminOrders,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Orders, newest first: ?search (order number, buyer username or e-mail, course title), status, method, currency, from/to (days placed, both included, in Asia/Bangkok), page, pageSize. Amounts in minor units with the currency. 400 VALIDATION_FAILED (a date that does not exist, from after to)',
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderPageSchema },
      },
    },
    async (req) => adminOrders.list(req.query),
  );

  app.get(
    ADMIN_CONSOLE_API_ROUTES.adminOrder,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'One order: lines, totals, tax, coupon, billing, buyer, every payment (provider, status, bank reference), the webhook events of its payments and the refund; what may be done now. 404 ORDER_NOT_FOUND',
        params: AdminOrderIdParamSchema,
        response: { 200: AdminOrderDetailSchema },
      },
    },
    async (req) => adminOrders.detail(req.params.id),
  );

  app.post(
    ADMIN_CONSOLE_API_ROUTES.adminOrderRefund,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Refund a paid or partially refunded order (the courses in `courseIds`, or every course not refunded yet), or approve its open refund request, with a reason (audited: order.refund): through the provider (those courses refunded, their access removed, the order partially_refunded or refunded, the buyer mailed), or for a bank transfer it waits as approved until marked paid out in the refunds queue. 404 ORDER_NOT_FOUND; 400 REFUND_LINE_NOT_IN_ORDER; 409 REFUND_LINE_ALREADY_REFUNDED; 409 ORDER_STATE_CONFLICT (not paid, or approved already); 409 REFUND_NOT_ALLOWED (nothing was paid); 502 PAYMENT_PROVIDER_ERROR (the request stays open)',
        params: AdminOrderIdParamSchema,
        body: AdminOrderRefundRequestSchema,
        response: { 200: AdminOrderDetailSchema },
      },
    },
    async (req) => adminOrders.refund(caller(req), req.params.id, req.body.reason, req.body.courseIds),
  );

  app.post(
    ADMIN_CONSOLE_API_ROUTES.adminOrderMarkReceived,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          "The order's bank (QR) transfer arrived, with the bank's reference (audited: order.mark_received): paid, the buyer enrolled and mailed the receipt. 404 ORDER_NOT_FOUND; 409 ORDER_STATE_CONFLICT when the order is not pending or has no transfer waiting",
        params: AdminOrderIdParamSchema,
        body: AdminOrderMarkReceivedRequestSchema,
        response: { 200: AdminOrderDetailSchema },
      },
    },
    async (req) => adminOrders.markReceived(caller(req), req.params.id, req.body.reference),
  );

  app.get(
    ADMIN_CONSOLE_API_ROUTES.adminStats,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'The dashboard: today and the last 30 days, in days of the Asia/Bangkok time zone: sign-ups, enrolments, completions, revenue per currency (paid orders minus refunds, minor units); courses awaiting review, payouts awaiting approval, open refund requests, transfers awaiting confirmation; a daily series',
        response: { 200: AdminStatsSchema },
      },
    },
    async () => adminOrders.stats(),
  );
};
