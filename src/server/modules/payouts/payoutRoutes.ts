// /api/Payouts[/Method]: the caller's payout method and payouts (instructors and affiliates alike:
// any signed-in customer); /api/Admin/Payouts: the admin's queue and decisions. Every answer is
// personal (Cache-Control: no-store, set for every request with a session).
import { Type } from '@sinclair/typebox';
import type { PayoutAccountName, PayoutStatus } from '../../../shared/constants';
import { MONEY_API_ROUTES } from '../../../shared/moneyApiPaths';
import { IdParamSchema } from '../../../shared/schemas/common';
import {
  AdminPayoutPageSchema, AdminPayoutQuerySchema, AdminPayoutSchema, PayoutMethodAnswerSchema, PayoutMethodSchema, PayoutMethodWriteSchema, PayoutPageSchema, PayoutPaidRequestSchema, PayoutQuerySchema,
  PayoutRejectRequestSchema, PayoutRequestSchema, PayoutSchema,
} from '../../../shared/schemas/money';
import { caller } from '../../plugins/auth';
import { optionalIfMatch, setVersionTag } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';

const tags = ['Payouts'];
const adminTags = ['Admin: payouts'];
const security = [{ bearer: [] }];
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The version of the stored method the change started from: 3 or "3" (needed once a method exists)' })) });

export const payoutRoutes: RouteModule = (app, { payouts, auth }) => {
  const admin = app.requireRole('admin');

  app.get(
    MONEY_API_ROUTES.payoutMethod,
    { onRequest: app.authenticate, schema: { tags, security, summary: "The caller's payout method (the number masked) with when it changed and when payouts open again, or null", response: { 200: PayoutMethodAnswerSchema } } },
    async (req, reply) => {
      const answer = await payouts.getMethod(caller(req));
      if (answer.method) setVersionTag(reply, answer.method.version);
      return answer;
    },
  );

  app.put(
    MONEY_API_ROUTES.payoutMethod,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Set the caller's payout method (checked per kind: 400 PAYOUT_METHOD_INVALID naming the field; a Vietnamese bank is one of VN_BANKS, by name or NAPAS BIN), with the current password (400 AUTH_PASSWORD_REQUIRED for an account without one, AUTH_WRONG_PASSWORD; throttled like log-ins). Once a method exists, If-Match: its version (428 without; 409 VERSION_CONFLICT when stale). The account's address is mailed (and the previous PayPal address, when the method was PayPal), and payouts open again after PAYOUT_METHOD_COOLDOWN_HOURS",
        headers: ifMatch,
        body: PayoutMethodWriteSchema,
        response: { 200: PayoutMethodSchema },
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const method = await payouts.setMethod(me, req.body, optionalIfMatch(req), (password) => auth.confirmPassword(me, password, req.ip));
      setVersionTag(reply, method.version);
      return method;
    },
  );

  app.get(
    MONEY_API_ROUTES.payouts,
    { onRequest: app.authenticate, schema: { tags, security, summary: "The caller's payouts, newest first (?account: one balance's)", querystring: PayoutQuerySchema, response: { 200: PayoutPageSchema } } },
    async (req) => payouts.list(caller(req), { ...req.query, account: req.query.account as PayoutAccountName | undefined }),
  );

  app.post(
    MONEY_API_ROUTES.payouts,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Ask for a payout of `amount` (minor units) in `currency` from the caller's instructor earnings (default for instructors and admins; 403 FORBIDDEN for a student) or affiliate commissions (default for students; 409 AFFILIATE_AGREEMENT_REQUIRED until the agreement is accepted) (201). Refusals, checked in this order: 409 PAYOUT_METHOD_REQUIRED, 409 PAYOUT_METHOD_RECENT (changed within PAYOUT_METHOD_COOLDOWN_HOURS), 409 PAYOUT_EMAIL_RECENT (the account's e-mail address changed, or a change was undone, within as many hours), 400 PAYOUT_CURRENCY_MISMATCH (the method receives another currency), 400 PAYOUT_BELOW_MINIMUM, 409 PAYOUT_IN_PROGRESS (one open payout per account and currency), 409 PAYOUT_INSUFFICIENT_BALANCE",
        body: PayoutRequestSchema,
        response: { 201: PayoutSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await payouts.request(caller(req), req.body)),
  );

  app.get(
    MONEY_API_ROUTES.adminPayouts,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          'Payout requests (?status: open = requested or approved, the default, oldest first; requested, approved, paid, rejected or all, newest first) with the whole method, the payee, their available balance and, for PromptPay and VietQR (a bank_vn method whose bank is the 6-digit NAPAS BIN), an EMVCo QR for the exact amount',
        querystring: AdminPayoutQuerySchema,
        response: { 200: AdminPayoutPageSchema },
      },
    },
    async (req) => payouts.adminList({ ...req.query, status: req.query.status as PayoutStatus | 'open' | 'all' | undefined }),
  );

  app.post(
    MONEY_API_ROUTES.adminPayoutApprove,
    {
      onRequest: admin,
      schema: { tags: adminTags, security, summary: 'Approve a requested payout (the payee is mailed; audited). 404 PAYOUT_NOT_FOUND; 409 PAYOUT_STATE_CONFLICT unless requested', params: IdParamSchema, response: { 200: AdminPayoutSchema } },
    },
    async (req) => payouts.approve(caller(req), req.params.id),
  );

  app.post(
    MONEY_API_ROUTES.adminPayoutPaid,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary: "The money of an approved payout was sent, with the bank's reference: paid (its ledger entry too; the payee is mailed with the reference; audited). 404 PAYOUT_NOT_FOUND; 409 PAYOUT_STATE_CONFLICT unless approved",
        params: IdParamSchema,
        body: PayoutPaidRequestSchema,
        response: { 200: AdminPayoutSchema },
      },
    },
    async (req) => payouts.markPaid(caller(req), req.params.id, req.body.reference),
  );

  app.post(
    MONEY_API_ROUTES.adminPayoutReject,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Reject a requested or approved payout with a reason: its ledger entry is reversed, so the amount is available again (the payee is mailed with the reason; audited). 404 PAYOUT_NOT_FOUND; 409 PAYOUT_STATE_CONFLICT once paid or rejected',
        params: IdParamSchema,
        body: PayoutRejectRequestSchema,
        response: { 200: AdminPayoutSchema },
      },
    },
    async (req) => payouts.reject(caller(req), req.params.id, req.body.reason),
  );
};
