// The providers' webhooks (raw body), the local test bank (public, only while it is on), and the
// admin's payments and refunds.
import { Type } from '@sinclair/typebox';
import { COMMERCE_API_ROUTES } from '../../../shared/commerceApiPaths';
import type { RefundStatus } from '../../../shared/constants';
import {
  AdminPaymentPageSchema, AdminPaymentQuerySchema, AdminPaymentSchema, AdminRefundPageSchema, AdminRefundQuerySchema, AdminRefundSchema, PaymentIdParamSchema, PaymentReceivedRequestSchema,
  RefundIdParamSchema, RefundPaidOutRequestSchema, RefundRejectRequestSchema, TestBankApproveRequestSchema, TestBankPaymentSchema,
} from '../../../shared/schemas/commerce';
import { AdminFlaggedEventPageSchema, AdminFlaggedEventQuerySchema } from '../../../shared/schemas/flaggedEvents';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';

const security = [{ bearer: [] }];
/** A webhook body is read as bytes (the signature covers them exactly), at most this many. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export const paymentRoutes: RouteModule = (app, { payments, refunds }) => {
  // Webhooks: an encapsulated context whose only parser keeps the raw bytes, for this route alone.
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    raw.post(
      COMMERCE_API_ROUTES.paymentWebhook,
      {
        schema: {
          tags: ['Payments'],
          summary:
            "A payment provider's event, verified on the raw body (400 WEBHOOK_SIGNATURE_INVALID: unsigned, wrong, or signed more than 5 minutes ago; 404 WEBHOOK_PROVIDER_UNKNOWN). Stored once per event id (a duplicate answers 200 and changes nothing); an unknown payment or a wrong amount or currency is stored as flagged and never enrols (200)",
          params: Type.Object({ provider: Type.String({ maxLength: 40 }) }),
          response: { 200: Type.Object({ received: Type.Literal(true), outcome: Type.String() }) },
        },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const outcome = await payments.webhook((req.params as { provider: string }).provider, body, req.headers);
        return { received: true as const, outcome };
      },
    );
  });

  const testTags = ['Payments: test bank'];
  app.get(
    COMMERCE_API_ROUTES.testPayment,
    { schema: { tags: testTags, summary: "The local test bank's view of a payment (amount, QR); 404 while the test provider is off", params: PaymentIdParamSchema, response: { 200: TestBankPaymentSchema } } },
    async (req) => payments.testBankView(req.params.paymentId),
  );
  const decisionSummary = (decision: 'approve' | 'decline') =>
    `The test bank ${decision === 'approve' ? 'approves' : 'declines'} the payment, like a bank app (no sign-in): it sends a signed webhook to POST /api/Payments/Webhooks/test (retried through the job queue when that fails). 409 ORDER_STATE_CONFLICT when not pending; 404 while the test provider is off`;
  app.post(
    COMMERCE_API_ROUTES.testPaymentApprove,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      // No body is the same as {} (the card is optional).
      preValidation: async (req) => {
        req.body ??= {};
      },
      schema: {
        tags: testTags,
        summary: `${decisionSummary('approve')}. Body (optional): {card}, a test card number paying a card or test payment (400 VALIDATION_FAILED for a QR payment); the bank sends only its fingerprint`,
        params: PaymentIdParamSchema,
        body: TestBankApproveRequestSchema,
        response: { 200: TestBankPaymentSchema },
      },
    },
    async (req) => payments.testBankDecide(req.params.paymentId, 'approve', req.body.card),
  );
  app.post(
    COMMERCE_API_ROUTES.testPaymentDecline,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: testTags, summary: decisionSummary('decline'), params: PaymentIdParamSchema, response: { 200: TestBankPaymentSchema } },
    },
    async (req) => payments.testBankDecide(req.params.paymentId, 'decline'),
  );

  const admin = app.requireRole('admin');
  const adminTags = ['Admin: payments'];
  app.get(
    COMMERCE_API_ROUTES.adminPayments,
    { onRequest: admin, schema: { tags: adminTags, security, summary: 'Payments: ?status=awaiting (default; QR transfers an admin must confirm) or all; ?search= order number, username or e-mail', querystring: AdminPaymentQuerySchema, response: { 200: AdminPaymentPageSchema } } },
    async (req) => payments.adminList(req.query),
  );
  app.get(
    COMMERCE_API_ROUTES.adminPaymentsFlagged,
    {
      onRequest: admin,
      schema: { tags: adminTags, security, summary: 'Flagged payment events, newest first: an unknown payment, a wrong amount or currency (from a webhook or the reconciliation job), a second payment of an order paid another way; with the order when the payment is ours', querystring: AdminFlaggedEventQuerySchema, response: { 200: AdminFlaggedEventPageSchema } },
    },
    async (req) => payments.flaggedList(req.query),
  );
  app.post(
    COMMERCE_API_ROUTES.adminPaymentReceived,
    {
      onRequest: admin,
      schema: { tags: adminTags, security, summary: "The transfer arrived (with the bank's reference): the order is paid, the buyer enrolled and mailed the receipt; also after the order expired or was cancelled (a late payment; a course owned meanwhile opens a refund request). 404 PAYMENT_NOT_FOUND; 409 ORDER_STATE_CONFLICT when confirmed already or the order was paid another way", params: PaymentIdParamSchema, body: PaymentReceivedRequestSchema, response: { 200: AdminPaymentSchema } },
    },
    async (req) => payments.received(caller(req), req.params.paymentId, req.body.reference),
  );

  const refundTags = ['Admin: refunds'];
  app.get(
    COMMERCE_API_ROUTES.adminRefunds,
    { onRequest: admin, schema: { tags: refundTags, security, summary: 'Refund requests, newest first (?status=requested|approved|rejected|refunded), with the payout account whole', querystring: AdminRefundQuerySchema, response: { 200: AdminRefundPageSchema } } },
    async (req) => refunds.list({ ...req.query, status: req.query.status as RefundStatus | undefined }),
  );
  app.post(
    COMMERCE_API_ROUTES.adminRefundApprove,
    {
      onRequest: admin,
      schema: { tags: refundTags, security, summary: "Approve: the provider refunds (refunded; access removed; the buyer mailed), or for a bank transfer it waits as approved until marked paid out. 404 REFUND_NOT_FOUND; 409 ORDER_STATE_CONFLICT when decided already; 502 PAYMENT_PROVIDER_ERROR", params: RefundIdParamSchema, response: { 200: AdminRefundSchema } },
    },
    async (req) => refunds.approve(caller(req), req.params.refundId),
  );
  app.post(
    COMMERCE_API_ROUTES.adminRefundReject,
    {
      onRequest: admin,
      schema: { tags: refundTags, security, summary: 'Reject with a reason: the order is paid again; the buyer is mailed. 409 ORDER_STATE_CONFLICT when decided already', params: RefundIdParamSchema, body: RefundRejectRequestSchema, response: { 200: AdminRefundSchema } },
    },
    async (req) => refunds.reject(caller(req), req.params.refundId, req.body.reason),
  );
  app.post(
    COMMERCE_API_ROUTES.adminRefundPaidOut,
    {
      onRequest: admin,
      schema: { tags: refundTags, security, summary: "A refund sent by hand went out (the bank's reference): refunded, access removed, the buyer mailed. 409 ORDER_STATE_CONFLICT unless approved and sent by hand", params: RefundIdParamSchema, body: RefundPaidOutRequestSchema, response: { 200: AdminRefundSchema } },
    },
    async (req) => refunds.paidOut(caller(req), req.params.refundId, req.body.reference),
  );
};
