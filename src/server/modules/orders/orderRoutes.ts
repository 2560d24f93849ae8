// The buyer's orders (/api/Orders): checkout, paying again, cancelling, refund requests, receipts;
// and the buyer's billing details (/api/Customers/Billing).
import { Type } from '@sinclair/typebox';
import { COMMERCE_API_ROUTES } from '../../../shared/commerceApiPaths';
import { DEFAULT_PAGE_SIZE, type PaymentMethod } from '../../../shared/constants';
import {
  BillingProfileSchema, BillingProfileWriteSchema, CreateOrderRequestSchema, CreateOrderResponseSchema, OrderIdParamSchema, OrderPageSchema, OrderSchema, PaymentMethodSchema, ReceiptSchema,
  RefundRequestSchema,
} from '../../../shared/schemas/commerce';
import { PageQuerySchema } from '../../../shared/schemas/common';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';

const tags = ['Orders'];
const security = [{ bearer: [] }];

export const orderRoutes: RouteModule = (app, { orders, refunds, affiliates }) => {
  app.post(
    COMMERCE_API_ROUTES.orders,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Check out: the cart's lines (in `currency` when it mixes currencies) become a pending order with a payment by `method` (201). The same checkout again (double click, another tab) answers the same order and payment (200; another method: a new payment replaces the pending one). Other pending orders of the same courses are cancelled. A 100 % coupon pays at once (status paid, no payment). 409 CART_EMPTY; 400 CART_CURRENCY_REQUIRED, PAYMENT_METHOD_UNAVAILABLE; coupon refusals (COUPON_*); 502 PAYMENT_PROVIDER_ERROR (the order stays pending: POST /Orders/{id}/Payment retries)",
        body: CreateOrderRequestSchema,
        response: { 200: CreateOrderResponseSchema, 201: CreateOrderResponseSchema },
      },
    },
    async (req, reply) => {
      // The referral link the buyer last followed (the instructor's own link earns its channel); never blocks a checkout.
      await affiliates.noteLinkAtCheckout(caller(req).id, req.headers.cookie).catch((err: unknown) => req.log.warn({ err }, 'referral link not kept at checkout'));
      const { created, order } = await orders.checkout(caller(req), req.body);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    COMMERCE_API_ROUTES.orders,
    { onRequest: app.authenticate, schema: { tags, security, summary: "The caller's orders, newest first", querystring: PageQuerySchema, response: { 200: OrderPageSchema } } },
    async (req) => orders.list(caller(req), req.query.page ?? 1, req.query.pageSize ?? DEFAULT_PAGE_SIZE),
  );

  app.get(
    COMMERCE_API_ROUTES.order,
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: "One of the caller's orders with its payment (QR payload and image, or the page to go to), refund, and whether a refund can be asked for now; 404 ORDER_NOT_FOUND for another's", params: OrderIdParamSchema, response: { 200: OrderSchema } },
    },
    async (req) => orders.get(caller(req), req.params.orderId),
  );

  app.post(
    COMMERCE_API_ROUTES.orderCancel,
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Cancel a pending order (its coupon use is given back); 409 ORDER_STATE_CONFLICT otherwise', params: OrderIdParamSchema, response: { 200: OrderSchema } } },
    async (req) => orders.cancel(caller(req), req.params.orderId),
  );

  app.post(
    COMMERCE_API_ROUTES.orderPayment,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Pay a pending order by `method` (another way, or again after the provider failed): a new payment replaces the pending one. 409 ORDER_STATE_CONFLICT unless pending; 400 PAYMENT_METHOD_UNAVAILABLE; 502 PAYMENT_PROVIDER_ERROR',
        params: OrderIdParamSchema,
        body: Type.Object({ method: PaymentMethodSchema }, { additionalProperties: false }),
        response: { 200: OrderSchema },
      },
    },
    async (req) => orders.payAgain(caller(req), req.params.orderId, req.body.method as PaymentMethod),
  );

  app.post(
    COMMERCE_API_ROUTES.orderRefund,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Ask for a refund of a paid or partially refunded order: of the courses in `courseIds` (order lines), or without it of every course not refunded yet; each line refunds what was paid for it (then refund_requested, an admin decides; refunded: partially_refunded until every line is refunded, then refunded). 409 ORDER_STATE_CONFLICT unless paid or partially_refunded (one open request at a time); 400 REFUND_LINE_NOT_IN_ORDER; 409 REFUND_LINE_ALREADY_REFUNDED (a course refunded or asked for already); 409 REFUND_NOT_ALLOWED after the refund window or with too much of a chosen course completed (detail says which); a bank-transfer (QR) payment needs `payoutAccount` (400 REFUND_ACCOUNT_REQUIRED), checked per kind (400 BILLING_INVALID)',
        params: OrderIdParamSchema,
        body: RefundRequestSchema,
        response: { 200: OrderSchema },
      },
    },
    async (req) => refunds.request(caller(req), req.params.orderId, req.body),
  );

  app.get(
    COMMERCE_API_ROUTES.orderReceipt,
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: "The printable receipt of a paid order (a buyer billing in Thailand with a tax ID: a tax invoice, whatever the order's region); 409 ORDER_STATE_CONFLICT before payment", params: OrderIdParamSchema, response: { 200: ReceiptSchema } },
    },
    async (req) => orders.receipt(caller(req), req.params.orderId),
  );

  app.get(
    COMMERCE_API_ROUTES.billing,
    { onRequest: app.authenticate, schema: { tags, security, summary: "The caller's billing details (the name defaults to their full name)", response: { 200: BillingProfileSchema } } },
    async (req) => orders.billing(caller(req)),
  );

  app.put(
    COMMERCE_API_ROUTES.billing,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the billing details; the tax ID is checked for the country (TH 13 digits with the check digit, PH 9 or 12 digits, VN 10 or 10-3 digits): 400 BILLING_INVALID naming taxId',
        body: BillingProfileWriteSchema,
        response: { 200: BillingProfileSchema },
      },
    },
    async (req) => orders.saveBilling(caller(req), req.body),
  );
};
