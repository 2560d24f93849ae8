import { Type } from '@sinclair/typebox';
import {
  ActivateRequestSchema, ActivateResponseSchema, CustomerSchema, CustomerUpdateSchema, EmailChangeResultSchema, EmailChangeTokenSchema,
  ProfileImageUpdateSchema, ReferralCheckSchema, SignUpRequestSchema, UsernameAvailabilitySchema,
} from '../../../shared/schemas/customer';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Customers'];
const security = [{ bearer: [] }];

export const customerRoutes: RouteModule = (app, { customers, auth, affiliates }) => {
  app.post(
    API_ROUTES.customers,
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } }, schema: { tags, summary: 'Sign up; an activation mail is sent', body: SignUpRequestSchema, response: { 201: CustomerSchema } } },
    async (req, reply) => {
      const created = await customers.signUp(req.body, { cookieHeader: req.headers.cookie });
      // The referral cookie has done its work: a second account made in this browser is nobody's referral.
      const forget = affiliates.cookieAfterSignUp(req.headers.cookie);
      if (forget) reply.header('set-cookie', forget);
      return reply.code(201).send(created);
    },
  );

  app.post(
    API_ROUTES.customersActivate,
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } }, schema: { tags, summary: 'Confirm the e-mail address with the mailed token', body: ActivateRequestSchema, response: { 200: ActivateResponseSchema } } },
    async (req) => customers.activate(req.body.token),
  );

  app.post(
    API_ROUTES.customersActivateResend,
    { onRequest: app.authenticate, config: { rateLimit: { max: 5, timeWindow: '15 minutes' } }, schema: { tags, summary: 'Send the activation mail again', security } },
    async (req, reply) => {
      const me = caller(req);
      if (!me.isEmailVerified) await customers.sendActivation(me);
      return reply.code(202).send({ ok: true });
    },
  );

  app.put(
    API_ROUTES.customers,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Update one\'s own customer record (anyone else\'s: 403, admins included: they use /api/Admin/Customers). Role, points, counters and verification are ignored. A new e-mail needs the caller\'s currentPassword (without a password: a confirmation link goes to the current address); the old address gets a revert link valid 7 days.',
        security,
        body: CustomerUpdateSchema,
        response: { 200: CustomerSchema },
      },
    },
    async (req) => {
      const me = caller(req);
      return customers.update(me, req.body, (password) => auth.confirmPassword(me, password, req.ip));
    },
  );

  app.post(
    API_ROUTES.customersEmailConfirm,
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } }, schema: { tags, summary: 'Apply an e-mail change confirmed from the current address (accounts without a password)', body: EmailChangeTokenSchema, response: { 200: EmailChangeResultSchema } } },
    async (req) => customers.confirmEmailChange(req.body.token),
  );

  app.post(
    API_ROUTES.customersEmailRevert,
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { tags, summary: 'Undo an e-mail change from the old address: restores it, ends every session and mails a link to set a new password', body: EmailChangeTokenSchema, response: { 200: EmailChangeResultSchema } },
    },
    async (req) => {
      const row = await customers.revertEmailChange(req.body.token);
      await auth.mailResetLink(row);
      return { email: row.email };
    },
  );

  app.put(
    API_ROUTES.customersProfileImage,
    { onRequest: app.authenticate, schema: { tags, summary: 'Set the profile image to an uploaded file of the caller', security, body: ProfileImageUpdateSchema, response: { 200: CustomerSchema } } },
    async (req) => customers.updateProfileImage(caller(req), req.body),
  );

  app.get(
    API_ROUTES.customerByToken,
    { onRequest: app.authenticate, schema: { tags, summary: 'One\'s own customer record by encryptId (anyone else\'s: 403, admins included)', security, params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: CustomerSchema } } },
    async (req) => customers.getByToken(caller(req), req.params.token),
  );

  app.get(
    API_ROUTES.customerReferral,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, summary: 'Check a referral code', params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }), response: { 200: ReferralCheckSchema } } },
    async (req) => customers.checkReferral(req.params.code),
  );

  app.get(
    API_ROUTES.customerCheckUsername,
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags, summary: 'Is a username free?', params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: UsernameAvailabilitySchema } } },
    async (req) => customers.checkUsername(req.params.username),
  );
};
