import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { CategorySchema } from '../../../shared/schemas/catalog';
import { IdParamSchema } from '../../../shared/schemas/common';
import { AppError } from '../../plugins/errors';
import { sendJsonBytes, type RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Categories'];

export const categoryRoutes: RouteModule = (app, { categories, publicCache }) => {
  app.get(API_ROUTES.categories, { schema: { tags, summary: 'Every category (an array, as the specification expects)', response: { 200: Type.Array(CategorySchema) } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return sendJsonBytes(reply, await publicCache.get('categories', () => categories.list()));
  });

  app.get(API_ROUTES.category, { schema: { tags, summary: 'One category', params: IdParamSchema, response: { 200: CategorySchema } } }, async (req) => {
    const category = await categories.get(req.params.id);
    if (!category) throw new AppError(404, ERROR_CODES.CATEGORY_NOT_FOUND, 'No such category.');
    return category;
  });
};
