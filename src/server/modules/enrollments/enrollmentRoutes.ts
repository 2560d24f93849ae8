import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { IdParamSchema, PageQuerySchema } from '../../../shared/schemas/common';
import { EnrollmentPageSchema, EnrollmentSchema } from '../../../shared/schemas/courses';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Enrollments'];
const security = [{ bearer: [] }];

export const enrollmentRoutes: RouteModule = (app, { enrollments }) => {
  app.post(
    API_ROUTES.courseEnroll,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Enrol in a free course (201; 200 when already enrolled). Within 30 days of leaving it, the progress comes back. A paid course answers 402 PAYMENT_REQUIRED (buy it through the cart); the course's own instructor 409 OWN_COURSE.",
        security,
        params: IdParamSchema,
        response: { 200: EnrollmentSchema, 201: EnrollmentSchema },
      },
    },
    async (req, reply) => {
      const { created, enrollment } = await enrollments.enroll(caller(req), req.params.id);
      return reply.code(created ? 201 : 200).send(enrollment);
    },
  );

  app.delete(
    API_ROUTES.courseEnroll,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Leave a free course (204, also when not enrolled). Its progress is kept 30 days for a return, then deleted with the lesson points it earned; certificates stay. A paid course answers 409 LEAVE_PAID_COURSE.',
        security,
        params: IdParamSchema,
      },
    },
    async (req, reply) => {
      await enrollments.leave(caller(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    API_ROUTES.enrollments,
    { onRequest: app.authenticate, schema: { tags, summary: 'My enrolments with progress and the last lesson studied, most recent first', security, querystring: PageQuerySchema, response: { 200: EnrollmentPageSchema } } },
    async (req) => enrollments.list(caller(req), req.query.page ?? 1, req.query.pageSize ?? DEFAULT_PAGE_SIZE),
  );
};
