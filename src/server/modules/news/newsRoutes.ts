import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { NewsItemSchema, NewsQuerySchema, SlugParamSchema } from '../../../shared/schemas/catalog';
import { IdParamSchema } from '../../../shared/schemas/common';
import { AppError } from '../../plugins/errors';
import { sendJsonBytes, type RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['AnalysisAndNews'];
const notFound = () => new AppError(404, ERROR_CODES.NEWS_NOT_FOUND, 'No such article.');

export const newsRoutes: RouteModule = (app, { news, publicCache }) => {
  app.get(
    API_ROUTES.news,
    { schema: { tags, summary: 'Published analysis and news, newest first; ?countryId= filters by region', querystring: NewsQuerySchema, response: { 200: Type.Array(NewsItemSchema) } } },
    async (req, reply) => {
      const { countryId } = req.query;
      reply.header('cache-control', 'public, max-age=30');
      return sendJsonBytes(reply, await publicCache.get(`news:${countryId ?? 'all'}`, () => news.list(countryId)));
    },
  );

  app.get(API_ROUTES.newsItem, { schema: { tags, summary: 'One item by id', params: IdParamSchema, response: { 200: NewsItemSchema } } }, async (req) => {
    return (await news.byId(req.params.id)) ?? Promise.reject(notFound());
  });

  app.get(API_ROUTES.newsBySlug, { schema: { tags, summary: 'One item by slug', params: SlugParamSchema, response: { 200: NewsItemSchema } } }, async (req) => {
    return (await news.bySlug(req.params.slug)) ?? Promise.reject(notFound());
  });
};
