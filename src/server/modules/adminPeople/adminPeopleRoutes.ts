// People: the admin search, a person's detail, role, disable/enable, activation and reset mails.
// /api/Admin/Customers…: admins only (401 without a session, 403 for any other role). A person is named
// by the public encryptId. Every answer is personal (no-store, as for every request with a session).
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import {
  AdminPeoplePageSchema, AdminPeopleQuerySchema, AdminPersonDetailSchema, AdminPersonMailResultSchema, AdminPersonParamsSchema, AdminPersonUpdateSchema,
} from '../../../shared/schemas/adminPeople';
import { PeopleBulkRequestSchema, PeopleBulkResultSchema } from '../../../shared/schemas/adminBulk';
import { caller } from '../../plugins/auth';
import { requireIfMatch } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';

const tags = ['Admin: people'];
const security = [{ bearer: [] }];
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: "The detail's version the change started from: 1764232606123 or \"1764232606123\"" })) });

export const adminPeopleRoutes: RouteModule = (app, { adminPeople }) => {
  const admin = app.requireRole('admin');

  app.get(
    API_ROUTES.adminCustomers,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'People, newest first: ?search (part of a name, username or e-mail, any case), ?role, ?status (active | disabled | unverified), paginated',
        querystring: AdminPeopleQuerySchema,
        response: { 200: AdminPeoplePageSchema },
      },
    },
    async (req) => adminPeople.list(req.query),
  );

  app.get(
    API_ROUTES.adminCustomer,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'One person (by encryptId) with enrolments, orders, sign-in methods, the latest instructor application and the version for PUT (404 CUSTOMER_NOT_FOUND)',
        params: AdminPersonParamsSchema,
        response: { 200: AdminPersonDetailSchema },
      },
    },
    async (req, reply) => {
      const detail = await adminPeople.detail(caller(req), req.params.id);
      reply.header('etag', `"${detail.version}"`);
      return detail;
    },
  );

  app.put(
    API_ROUTES.adminCustomer,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Change the role ({role}) or disable / enable ({disabled}); exactly one. If-Match: the version (428 PRECONDITION_REQUIRED without; 409 VERSION_CONFLICT when stale). Disabling ends every session at once and refuses every sign-in (AUTH_ACCOUNT_DISABLED). Refused: your own record (409 PEOPLE_SELF_CHANGE), leaving no enabled admin (409 PEOPLE_LAST_ADMIN). Audited (people.role, people.disable, people.enable)',
        headers: ifMatch,
        params: AdminPersonParamsSchema,
        body: AdminPersonUpdateSchema,
        response: { 200: AdminPersonDetailSchema },
      },
    },
    async (req, reply) => {
      const expected = requireIfMatch(req, 'timestamp');
      const detail = await adminPeople.update(caller(req), req.params.id, req.body, expected);
      reply.header('etag', `"${detail.version}"`);
      return detail;
    },
  );

  app.post(
    API_ROUTES.adminCustomersBulk,
    {
      onRequest: admin,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary:
          'Disable or enable up to 50 people at once ({ids: encryptIds, action}; 400 BULK_TOO_MANY beyond). Each person as the single PUT without If-Match: its own transaction and audit line (people.disable, people.enable); refusals per person (PEOPLE_SELF_CHANGE, PEOPLE_LAST_ADMIN, CUSTOMER_NOT_FOUND) do not stop the others. Answer: per id done, unchanged (already so) or refused with its code',
        body: PeopleBulkRequestSchema,
        response: { 200: PeopleBulkResultSchema },
      },
    },
    async (req) => adminPeople.bulk(caller(req), req.body),
  );

  app.post(
    API_ROUTES.adminCustomerResendActivation,
    {
      onRequest: admin,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Mail a new activation link to a person whose address is not confirmed (409 PEOPLE_ALREADY_VERIFIED otherwise). Audited (people.resendActivation)',
        params: AdminPersonParamsSchema,
        response: { 202: AdminPersonMailResultSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await adminPeople.resendActivation(caller(req), req.params.id)),
  );

  app.post(
    API_ROUTES.adminCustomerResetPassword,
    {
      onRequest: admin,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: "Mail the person a password-reset link in their language (the admin never sees or sets a password). Audited (people.resetPassword)",
        params: AdminPersonParamsSchema,
        response: { 202: AdminPersonMailResultSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await adminPeople.sendPasswordReset(caller(req), req.params.id)),
  );
};
