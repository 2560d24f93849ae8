import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import { ERROR_CODES } from '../../../shared/errorCodes';
import {
  CustomerSettingsSchema, CustomerSettingsUpdateSchema, DeleteAccountRequestSchema, InstructorProfileSchema, InstructorProfileUpdateSchema,
  PublicInstructorQuerySchema, PublicInstructorSchema,
} from '../../../shared/schemas/people';
import { caller } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { RouteModule } from '../typedApp';
import { DeletionBlockedError, PeopleService } from './peopleService';

const security = [{ bearer: [] }];

export const peopleRoutes: RouteModule = (app, { people, auth }) => {
  app.get(
    API_ROUTES.instructorProfile,
    { onRequest: app.requireRole('instructor', 'admin'), schema: { tags: ['Instructor'], summary: "The caller's instructor profile (headline and bio per language, links)", security, response: { 200: InstructorProfileSchema } } },
    async (req) => people.getInstructorProfile(caller(req)),
  );

  app.put(
    API_ROUTES.instructorProfile,
    {
      onRequest: app.requireRole('instructor', 'admin'),
      schema: { tags: ['Instructor'], summary: "Replace the caller's instructor profile; links must be https:// addresses (the photo is the profile image)", security, body: InstructorProfileUpdateSchema, response: { 200: InstructorProfileSchema } },
    },
    async (req) => people.updateInstructorProfile(caller(req), req.body),
  );

  app.get(
    API_ROUTES.instructorByUsername,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Instructors'],
        summary: "An instructor's public page: profile (in ?lang=, else any language, marked), links, published courses and totals. 404 INSTRUCTOR_NOT_FOUND for anyone who does not teach",
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: PublicInstructorQuerySchema,
        response: { 200: PublicInstructorSchema },
      },
    },
    async (req) => people.publicInstructor(req.params.username, req.query.lang),
  );

  app.get(
    API_ROUTES.customersMeSettings,
    { onRequest: app.authenticate, schema: { tags: ['Customers'], summary: 'Notification preferences, language and region of the caller', security, response: { 200: CustomerSettingsSchema } } },
    async (req) => people.getSettings(caller(req)),
  );

  app.put(
    API_ROUTES.customersMeSettings,
    {
      onRequest: app.authenticate,
      schema: { tags: ['Customers'], summary: 'Change notification preferences, language or region (only the fields sent)', security, body: CustomerSettingsUpdateSchema, response: { 200: CustomerSettingsSchema } },
    },
    async (req) => people.updateSettings(caller(req), req.body),
  );

  app.delete(
    API_ROUTES.customersMe,
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Customers'],
        summary:
          "Delete the caller's account: the current password (accounts without one: the confirmation phrase). 409 ACCOUNT_DELETION_BLOCKED with `reasons` and `courses` while published courses have students or money is held; otherwise personal data is erased or anonymised, every session ends and a confirmation is mailed",
        security,
        body: DeleteAccountRequestSchema,
      },
    },
    async (req, reply) => {
      const me = caller(req);
      if (me.passwordHash) await auth.confirmPassword(me, req.body.password, req.ip);
      else if (!PeopleService.phraseMatches(req.body.confirmation)) {
        throw new AppError(400, ERROR_CODES.ACCOUNT_DELETION_CONFIRMATION_INVALID, 'Type the confirmation phrase exactly as shown.');
      }
      try {
        await people.deleteAccount(me);
      } catch (err) {
        if (!(err instanceof DeletionBlockedError)) throw err;
        return reply
          .code(409)
          .type('application/problem+json; charset=utf-8')
          .send({
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: ERROR_CODES.ACCOUNT_DELETION_BLOCKED,
            detail: 'The account cannot be deleted yet: unpublish or hand over the courses listed, and settle any balance or payout.',
            reasons: err.reasons,
            courses: err.courses,
          });
      }
      return reply.code(204).send();
    },
  );
};
