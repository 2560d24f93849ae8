import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { PageQuerySchema } from '../../../shared/schemas/common';
import { CourseIdParamSchema, WishlistAddedSchema, WishlistPageSchema } from '../../../shared/schemas/courses';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Wishlist'];
const security = [{ bearer: [] }];

export const wishlistRoutes: RouteModule = (app, { wishlist }) => {
  app.get(
    API_ROUTES.wishlist,
    { onRequest: app.authenticate, schema: { tags, summary: 'My saved courses, newest saved first', security, querystring: PageQuerySchema, response: { 200: WishlistPageSchema } } },
    async (req) => wishlist.list(caller(req), req.query.page ?? 1, req.query.pageSize ?? DEFAULT_PAGE_SIZE),
  );

  app.post(
    API_ROUTES.wishlistItem,
    { onRequest: app.authenticate, schema: { tags, summary: 'Save a course (201; 200 when already saved)', security, params: CourseIdParamSchema, response: { 200: WishlistAddedSchema, 201: WishlistAddedSchema } } },
    async (req, reply) => {
      const { created, ...added } = await wishlist.add(caller(req), req.params.courseId);
      return reply.code(created ? 201 : 200).send(added);
    },
  );

  app.delete(
    API_ROUTES.wishlistItem,
    { onRequest: app.authenticate, schema: { tags, summary: 'Remove a saved course (204, also when it was not saved)', security, params: CourseIdParamSchema} },
    async (req, reply) => {
      await wishlist.remove(caller(req), req.params.courseId);
      return reply.code(204).send();
    },
  );
};
