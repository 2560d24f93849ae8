import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { PageOf, PageQuerySchema } from '../../../shared/schemas/common';
import { ApplicationStatusSchema, IdParamSchema, InstructorApplicationRequestSchema, InstructorApplicationSchema, ReasonRequestSchema } from '../../../shared/schemas/studio';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';

const security = [{ bearer: [] }];
const AdminListQuerySchema = Type.Composite([PageQuerySchema, Type.Object({ status: Type.Optional(ApplicationStatusSchema) })]);
const ApplicationPageSchema = PageOf(InstructorApplicationSchema);

export const instructorApplicationRoutes: RouteModule = (app, { instructorApplications }) => {
  const tags = ['Instructor applications'];
  const admin = app.requireRole('admin');

  app.post(
    API_ROUTES.instructorApplication,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Apply to teach (201); 409 when an application is pending or the caller teaches already',
        security,
        body: InstructorApplicationRequestSchema,
        response: { 201: InstructorApplicationSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await instructorApplications.apply(caller(req), req.body)),
  );

  app.get(
    API_ROUTES.instructorApplication,
    { onRequest: app.authenticate, schema: { tags, summary: 'My latest application to teach (404 when none)', security, response: { 200: InstructorApplicationSchema } } },
    async (req) => instructorApplications.mine(caller(req)),
  );

  app.get(
    API_ROUTES.adminInstructorApplications,
    {
      onRequest: admin,
      schema: { tags, summary: 'Applications to teach, with the applicant (admins)', security, querystring: AdminListQuerySchema, response: { 200: ApplicationPageSchema } },
    },
    async (req) => instructorApplications.list(req.query.status, req.query.page ?? 1, req.query.pageSize ?? DEFAULT_PAGE_SIZE),
  );

  app.post(
    API_ROUTES.adminInstructorApplicationApprove,
    {
      onRequest: admin,
      schema: { tags, summary: 'Approve: the applicant is an instructor at once, and is mailed (409 when decided already)', security, params: IdParamSchema, response: { 200: InstructorApplicationSchema } },
    },
    async (req) => instructorApplications.approve(caller(req), req.params.id),
  );

  app.post(
    API_ROUTES.adminInstructorApplicationReject,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Reject with a reason, mailed to the applicant, who may apply again (409 when decided already)',
        security,
        params: IdParamSchema,
        body: ReasonRequestSchema,
        response: { 200: InstructorApplicationSchema },
      },
    },
    async (req) => instructorApplications.reject(caller(req), req.params.id, req.body.reason),
  );
};
