import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { IdParamSchema, PageQuerySchema } from '../../../shared/schemas/common';
import { ReviewPageSchema, ReviewRequestSchema, ReviewSchema } from '../../../shared/schemas/courses';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Reviews'];

export const reviewRoutes: RouteModule = (app, { reviews }) => {
  app.get(
    API_ROUTES.courseReviews,
    { onRequest: app.authenticateOptional, schema: { tags, summary: 'Reviews of a course, newest first', params: IdParamSchema, querystring: PageQuerySchema, response: { 200: ReviewPageSchema } } },
    async (req) => reviews.list(req.params.id, req.customer, req.query.page ?? 1, req.query.pageSize ?? DEFAULT_PAGE_SIZE),
  );

  app.post(
    API_ROUTES.courseReviews,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Review a course: 1 to 5 stars and text; enrolled students only (403 NOT_ENROLLED), once (409 REVIEW_EXISTS)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: ReviewRequestSchema,
        response: { 201: ReviewSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await reviews.create(caller(req), req.params.id, req.body)),
  );
};
