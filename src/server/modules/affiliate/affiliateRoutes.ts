// The affiliate programme: /api/Affiliate (the caller's code, link, agreement, stats, balances),
// /api/Affiliate/Accept (the agreement, once), /api/Affiliate/Statement (the commission lines and their
// states, or CSV) and /api/Affiliate/Clicks (a referral link was opened).
import { MONEY_API_ROUTES } from '../../../shared/moneyApiPaths';
import { AffiliateClickAnswerSchema, AffiliateClickSchema, AffiliateSchema, AffiliateStatementQuerySchema, StatementPageSchema } from '../../../shared/schemas/money';
import { caller } from '../../plugins/auth';
import { csvNote, sendCsv } from '../earnings/earningsRoutes';
import type { RouteModule } from '../typedApp';

const tags = ['Affiliate'];
const security = [{ bearer: [] }];

export const affiliateRoutes: RouteModule = (app, { affiliates, earnings }) => {
  app.get(
    MONEY_API_ROUTES.affiliate,
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: "The caller's referral code and link, when they accepted the affiliate agreement, their stats (clicks, sign-ups, purchases) and commission balances per currency", response: { 200: AffiliateSchema } },
    },
    async (req) => affiliates.get(caller(req)),
  );

  app.get(
    MONEY_API_ROUTES.affiliateStatement,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: `The caller's commission entries (the affiliate account), newest first: each sale's commission with its order and course and its state (on hold until its date, available, in payout, paid; a refund's reversal), and the range's totals per currency. from/to: UTC days, both included. ${csvNote}. 400 VALIDATION_FAILED (a date that does not exist, from after to)`,
        querystring: AffiliateStatementQuerySchema,
        response: { 200: StatementPageSchema },
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const query = { ...req.query, account: 'affiliate' as const };
      if (req.query.format === 'csv') return sendCsv(reply, earnings.statementCsv(me, query, me.lang));
      return earnings.statement(me, query);
    },
  );

  app.post(
    MONEY_API_ROUTES.affiliateAccept,
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Accept the affiliate agreement (commissions are earned from then on); accepting again keeps the first time', response: { 200: AffiliateSchema } },
    },
    async (req) => affiliates.accept(caller(req)),
  );

  app.post(
    MONEY_API_ROUTES.affiliateClick,
    {
      onRequest: app.authenticateOptional,
      // As GET /Customers/Referral/{code}: nobody tries codes faster than this by hand.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A referral link (?ref=CODE) was opened: a known code (any case) that is not the signed-in caller's own is counted and sets the first-party referral cookie (CODE.unixSeconds, 30 days, the last click wins); anything else answers accepted: false and sets nothing. With the affiliate programme off, only an instructor's (or admin's) own link counts (it sells their own courses on the instructor channel)",
        body: AffiliateClickSchema,
        response: { 200: AffiliateClickAnswerSchema },
      },
    },
    async (req, reply) => {
      const result = await affiliates.click(req.body, req.customer?.id ?? null);
      if (result.setCookie) reply.header('set-cookie', result.setCookie);
      return { accepted: result.accepted };
    },
  );
};
