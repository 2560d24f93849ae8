import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { ContentLangQuerySchema, NewsItemSchema, NewsQuerySchema, SlugParamSchema } from '../../../shared/schemas/catalog';
import { IdParamSchema } from '../../../shared/schemas/common';
import { AppError } from '../../plugins/errors';
import { sendJsonBytes, type RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['AnalysisAndNews'];
const notFound = () => new AppError(404, ERROR_CODES.NEWS_NOT_FOUND, 'No such article.');

export const newsRoutes: RouteModule = (app, { news, publicCache }) => {
  app.get(
    API_ROUTES.news,
    { schema: { tags, summary: 'Published analysis and news, newest first; ?countryId= filters by region; ?lang= gives the text in that language where translated (`lang` says which)', querystring: NewsQuerySchema, response: { 200: Type.Array(NewsItemSchema) } } },
    async (req, reply) => {
      const { countryId, lang } = req.query;
      reply.header('cache-control', 'public, max-age=30');
      // One entry per region and language (the URL differs too, so shared HTTP caches keep them apart).
      return sendJsonBytes(reply, await publicCache.get(`news:${countryId ?? 'all'}:${lang ?? 'own'}`, () => news.list(countryId, lang)));
    },
  );

  app.get(API_ROUTES.newsItem, { schema: { tags, summary: 'One item by id (?lang as the list)', params: IdParamSchema, querystring: ContentLangQuerySchema, response: { 200: NewsItemSchema } } }, async (req) => {
    return (await news.byId(req.params.id, req.query.lang)) ?? Promise.reject(notFound());
  });

  app.get(API_ROUTES.newsBySlug, { schema: { tags, summary: 'One item by slug (?lang as the list)', params: SlugParamSchema, querystring: ContentLangQuerySchema, response: { 200: NewsItemSchema } } }, async (req) => {
    return (await news.bySlug(req.params.slug, req.query.lang)) ?? Promise.reject(notFound());
  });
};
