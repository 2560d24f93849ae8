// The instructor's earnings, statement and orders (/api/Instructor/Earnings|Statement|Orders): their own;
// an admin any instructor's (?customerId=<encryptId>), and every course's orders without it.
// Personal answers: the no-store plugin marks them (they are asked with a session).
import type { FastifyReply } from 'fastify';
import { MONEY_API_ROUTES } from '../../../shared/moneyApiPaths';
import {
  EarningsQuerySchema,
  EarningsSchema,
  InstructorOrderPageSchema,
  InstructorOrderQuerySchema,
  StatementPageSchema,
  StatementQuerySchema,
} from '../../../shared/schemas/money';
import { caller } from '../../plugins/auth';
import type { CsvDownload } from './earningsService';
import type { RouteModule } from '../typedApp';

const tags = ['Instructor: earnings'];
const security = [{ bearer: [] }];
export const csvNote = 'format=csv: text/csv (UTF-8 with a BOM) as an attachment, every row of the filter, amounts as decimals in major units';

/** A CSV download as an attachment, streamed. */
export function sendCsv(reply: FastifyReply, csv: CsvDownload) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('cache-control', 'no-store')
    .send(csv.stream);
}

export const earningsRoutes: RouteModule = (app, { earnings, customers }) => {
  const teach = app.requireRole('instructor', 'admin');

  app.get(
    MONEY_API_ROUTES.instructorEarnings,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: "The caller's balances per currency (pending, available, in payout, paid), the last 12 months' gross and net per currency, and the split rules. Admins: ?customerId=<encryptId> for another instructor (404 CUSTOMER_NOT_FOUND; 403 FORBIDDEN for anyone else's from a non-admin)",
        querystring: EarningsQuerySchema,
        response: { 200: EarningsSchema },
      },
    },
    async (req) => earnings.earnings(await customers.resolveTarget(caller(req), req.query.customerId)),
  );

  app.get(
    MONEY_API_ROUTES.instructorStatement,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: `The caller's ledger entries of one account (instructor by default; affiliate), newest first, each with its order, course and the split of its sale, and the range's totals per currency. from/to: UTC days, both included. ${csvNote}. 400 VALIDATION_FAILED (a date that does not exist, from after to); admins: ?customerId (404 CUSTOMER_NOT_FOUND)`,
        querystring: StatementQuerySchema,
        // A CSV is a stream: Fastify sends it as it is, the schema serializes the JSON page only.
        response: { 200: StatementPageSchema },
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const target = await customers.resolveTarget(me, req.query.customerId);
      if (req.query.format === 'csv') return sendCsv(reply, earnings.statementCsv(target, req.query, me.lang));
      return earnings.statement(target, req.query);
    },
  );

  app.get(
    MONEY_API_ROUTES.instructorOrders,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: `Paid order lines of the caller's courses (paid, refund requested, refunded), newest first: masked buyer, what was paid, the instructor's net (after refunds), channel, coupon. Filters: status, courseId, from/to (UTC days of payment), search (order number or course title). Admins: every course, or ?customerId's. ${csvNote}. 400 VALIDATION_FAILED (bad dates); 404 CUSTOMER_NOT_FOUND`,
        querystring: InstructorOrderQuerySchema,
        response: { 200: InstructorOrderPageSchema },
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const target = me.role === 'admin' && !req.query.customerId ? null : await customers.resolveTarget(me, req.query.customerId);
      if (req.query.format === 'csv') return sendCsv(reply, earnings.ordersCsv(target, req.query, me.lang));
      return earnings.orders(target, req.query);
    },
  );
};
