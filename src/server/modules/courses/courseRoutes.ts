import { CourseDetailSchema, CourseListQuerySchema, CoursePageSchema, IdOrSlugParamSchema, type CourseListQuery } from '../../../shared/schemas/courses';
import { sendJsonBytes, type RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Courses'];

/** The same page whatever order the parameters came in. */
function cacheKey(query: CourseListQuery): string {
  return `courses:${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;
}

export const courseRoutes: RouteModule = (app, { courses, catalogueCache }) => {
  app.get(
    API_ROUTES.courses,
    {
      schema: {
        tags,
        summary: 'The catalogue: filters, ranked and typo-tolerant search, sorts, pages. A category includes its sub-categories.',
        querystring: CourseListQuerySchema,
        response: { 200: CoursePageSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=10');
      if (!catalogueCache) return courses.list(req.query);
      return sendJsonBytes(reply, await catalogueCache.get(cacheKey(req.query), () => courses.list(req.query)));
    },
  );

  app.get(
    API_ROUTES.course,
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags,
        summary: 'One course by id or slug with its sections and lessons; a signed-in caller also gets their progress (viewer, isCompleted)',
        params: IdOrSlugParamSchema,
        response: { 200: CourseDetailSchema },
      },
    },
    async (req, reply) => {
      // Anonymous answers may be shared briefly; the no-store plugin marks a signed-in caller's as personal.
      reply.header('vary', 'authorization').header('cache-control', 'public, max-age=10');
      return courses.detail(req.params.idOrSlug, req.customer);
    },
  );
};
