import { Type } from '@sinclair/typebox';
import {
  AuthResponseSchema, ChangePasswordRequestSchema, LoginRequestSchema, PasswordStrengthRequestSchema, PasswordStrengthSchema, PostResetPasswordRequestSchema,
  PreResetPasswordRequestSchema, ResetTokenSchema, ValidateResetResponseSchema,
} from '../../../shared/schemas/auth';
import { CustomerSchema } from '../../../shared/schemas/customer';
import { OkSchema } from '../../../shared/schemas/common';
import { caller } from '../../plugins/auth';
import { toCustomerDto } from '../customers/customerDto';
import { passwordStrength } from './passwordStrength';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Auth'];

export const authRoutes: RouteModule = (app, { auth }) => {
  app.post(API_ROUTES.auth, { schema: { tags, summary: 'Log in with username (or e-mail) and password', body: LoginRequestSchema, response: { 200: AuthResponseSchema } } }, async (req) =>
    auth.login(req.body.username, req.body.password, req.ip),
  );

  app.get(API_ROUTES.authMe, { onRequest: app.authenticate, schema: { tags, summary: 'The signed-in customer', security: [{ bearer: [] }], response: { 200: CustomerSchema } } }, async (req) =>
    toCustomerDto(caller(req)),
  );

  app.post(API_ROUTES.authSignOut, { onRequest: app.authenticate, schema: { tags, summary: 'Sign out everywhere (revokes every token)', security: [{ bearer: [] }] } }, async (req, reply) => {
    await auth.signOut(caller(req));
    return reply.code(204).send();
  });

  app.post(
    API_ROUTES.authToken,
    { schema: { tags, summary: 'Exchange a one-time sign-in token (from activation) for a session', params: Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }), response: { 200: AuthResponseSchema } } },
    async (req) => auth.signInWithToken(req.params.token),
  );

  app.post(
    API_ROUTES.authChangePassword,
    { onRequest: app.authenticate, schema: { tags, summary: 'Change the password; other sessions end', security: [{ bearer: [] }], body: ChangePasswordRequestSchema, response: { 200: AuthResponseSchema } } },
    async (req) => auth.changePassword(caller(req), req.body.currentPassword, req.body.newPassword, req.ip),
  );

  app.post(
    API_ROUTES.authPasswordStrength,
    {
      // A meter asks about once per pause in typing; a guesser gains nothing here that sign-up does not tell.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags, summary: 'How guessable a new password is (0-4), with the same check sign-up, reset and change apply', body: PasswordStrengthRequestSchema, response: { 200: PasswordStrengthSchema } },
    },
    async (req) => {
      const { password, ...owner } = req.body;
      const { score, feedback } = await passwordStrength(password, owner);
      return { score: score as 0 | 1 | 2 | 3 | 4, warning: feedback.warning || null, suggestions: feedback.suggestions };
    },
  );

  app.post(
    API_ROUTES.authPreResetPassword,
    { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } }, schema: { tags, summary: 'Mail a reset link when the account exists (same answer either way)', body: PreResetPasswordRequestSchema, response: { 202: OkSchema } } },
    async (req, reply) => {
      await auth.preResetPassword(req.body.email);
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    API_ROUTES.authValidatePostResetPassword,
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } }, schema: { tags, summary: 'Check a reset token before showing the form', body: ResetTokenSchema, response: { 200: ValidateResetResponseSchema } } },
    async (req) => auth.validateResetToken(req.body.token),
  );

  app.post(
    API_ROUTES.authPostResetPassword,
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } }, schema: { tags, summary: 'Set a new password with a reset token; every session ends', body: PostResetPasswordRequestSchema, response: { 200: OkSchema } } },
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.newPassword);
      return { ok: true };
    },
  );
};
