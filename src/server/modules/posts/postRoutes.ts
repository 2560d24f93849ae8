import { ERROR_CODES } from '../../../shared/errorCodes';
import { ContentLangQuerySchema, SlugParamSchema } from '../../../shared/schemas/catalog';
import { PostListQuerySchema, PostPageSchema, PostSchema, type PostListQuery } from '../../../shared/schemas/content';
import { AppError } from '../../plugins/errors';
import { sendJsonBytes, type RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Posts'];
const notFound = () => new AppError(404, ERROR_CODES.POST_NOT_FOUND, 'No such post.');

export const postRoutes: RouteModule = (app, { posts, publicCache }) => {
  app.get(
    API_ROUTES.posts,
    { schema: { tags, summary: 'Published blogs and podcasts, newest first; ?kind=blog|podcast filters; ?lang= gives the text in that language where translated (`lang` says which)', querystring: PostListQuerySchema, response: { 200: PostPageSchema } } },
    async (req, reply) => {
      const query: PostListQuery = { kind: req.query.kind, lang: req.query.lang, page: req.query.page ?? 1, pageSize: req.query.pageSize ?? 12 };
      reply.header('cache-control', 'public, max-age=30');
      return sendJsonBytes(reply, await publicCache.get(`posts:${query.kind ?? 'all'}:${query.lang ?? 'own'}:${query.page}:${query.pageSize}`, () => posts.list(query)));
    },
  );

  app.get(API_ROUTES.postBySlug, { schema: { tags, summary: 'One post by slug (a podcast with its show notes; ?lang as the list)', params: SlugParamSchema, querystring: ContentLangQuerySchema, response: { 200: PostSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return (await posts.bySlug(req.params.slug, req.query.lang)) ?? Promise.reject(notFound());
  });
};
