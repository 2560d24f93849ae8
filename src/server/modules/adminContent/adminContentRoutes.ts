// /api/Admin/News, /api/Admin/Posts (admins only): news items, blog posts and podcasts in four
// languages, as drafts, scheduled or published; /api/Admin/Content/Files/podcast-audio: a podcast's
// audio. Covers are images and go through POST /api/Files/?folder= like every other image.
// PUT needs If-Match: the item's `version` (its updatedAt in epoch milliseconds; 428 without, 409
// VERSION_CONFLICT when someone saved since); DELETE takes one optionally.
import { Type } from '@sinclair/typebox';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { IdParamSchema } from '../../../shared/schemas/common';
import {
  AdminNewsInputSchema, AdminNewsItemSchema, AdminNewsPageSchema, AdminNewsQuerySchema, AdminPostInputSchema, AdminPostPageSchema, AdminPostQuerySchema, AdminPostSchema,
  ContentFileParamsSchema, ContentFileSchema, MAX_AUDIO_BYTES,
} from '../../../shared/schemas/adminContent';
import { caller } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { optionalIfMatch, requireIfMatch } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';

const newsTags = ['Admin: content'];
const security = [{ bearer: [] }];
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The item\'s version (epoch milliseconds of its last change): 1764230400000 or "1764230400000"' })) });

export const adminContentRoutes: RouteModule = (app, { adminContent }) => {
  const onRequest = app.requireRole('admin');
  const tag = (reply: { header: (k: string, v: string) => unknown }, version: number) => reply.header('etag', `"${version}"`);

  app.get(ADMIN_CONSOLE_API_ROUTES.adminNews, { onRequest, schema: { tags: newsTags, security, summary: 'News items (drafts, scheduled and published), newest first: ?search (title, slug, translations) &status &country &page', querystring: AdminNewsQuerySchema, response: { 200: AdminNewsPageSchema } } }, async (req) =>
    adminContent.listNews(req.query),
  );
  app.post(
    ADMIN_CONSOLE_API_ROUTES.adminNews,
    { onRequest, schema: { tags: newsTags, security, summary: 'Create a news item (400 CONTENT_TITLE_REQUIRED, CONTENT_SLUG_INVALID, CONTENT_REGION_INVALID, CONTENT_PUBLISH_AT_INVALID, CONTENT_COVER_INVALID; 409 CONTENT_SLUG_TAKEN); audited news.create', body: AdminNewsInputSchema, response: { 201: AdminNewsItemSchema } } },
    async (req, reply) => {
      const item = await adminContent.createNews(caller(req), req.body);
      tag(reply, item.version);
      return reply.code(201).send(item);
    },
  );
  app.get(ADMIN_CONSOLE_API_ROUTES.adminNewsItem, { onRequest, schema: { tags: newsTags, security, summary: 'One news item with its translations (404 NEWS_NOT_FOUND)', params: IdParamSchema, response: { 200: AdminNewsItemSchema } } }, async (req, reply) => {
    const item = await adminContent.getNews(req.params.id);
    tag(reply, item.version);
    return item;
  });
  app.put(
    ADMIN_CONSOLE_API_ROUTES.adminNewsItem,
    { onRequest, schema: { tags: newsTags, security, summary: 'Change a news item; If-Match: its version (428 without, 409 VERSION_CONFLICT); the codes of create; audited news.update', params: IdParamSchema, headers: ifMatch, body: AdminNewsInputSchema, response: { 200: AdminNewsItemSchema } } },
    async (req, reply) => {
      const item = await adminContent.updateNews(caller(req), req.params.id, req.body, requireIfMatch(req, 'timestamp'));
      tag(reply, item.version);
      return item;
    },
  );
  app.delete(ADMIN_CONSOLE_API_ROUTES.adminNewsItem, { onRequest, schema: { tags: newsTags, security, summary: 'Delete a news item (If-Match optional; 409 VERSION_CONFLICT when stale); audited news.delete', params: IdParamSchema, headers: ifMatch } }, async (req, reply) => {
    await adminContent.deleteNews(caller(req), req.params.id, optionalIfMatch(req, 'timestamp'));
    return reply.code(204).send();
  });

  app.get(ADMIN_CONSOLE_API_ROUTES.adminPosts, { onRequest, schema: { tags: newsTags, security, summary: 'Blog posts and podcasts (drafts, scheduled and published), newest first: ?kind &search &status &page', querystring: AdminPostQuerySchema, response: { 200: AdminPostPageSchema } } }, async (req) =>
    adminContent.listPosts(req.query),
  );
  app.post(
    ADMIN_CONSOLE_API_ROUTES.adminPosts,
    { onRequest, schema: { tags: newsTags, security, summary: 'Create a blog post or podcast (400 CONTENT_TITLE_REQUIRED, CONTENT_SLUG_INVALID, CONTENT_PUBLISH_AT_INVALID, CONTENT_COVER_INVALID, CONTENT_AUDIO_INVALID; 409 CONTENT_SLUG_TAKEN); audited post.create', body: AdminPostInputSchema, response: { 201: AdminPostSchema } } },
    async (req, reply) => {
      const post = await adminContent.createPost(caller(req), req.body);
      tag(reply, post.version);
      return reply.code(201).send(post);
    },
  );
  app.get(ADMIN_CONSOLE_API_ROUTES.adminPost, { onRequest, schema: { tags: newsTags, security, summary: 'One post with its translations (404 POST_NOT_FOUND)', params: IdParamSchema, response: { 200: AdminPostSchema } } }, async (req, reply) => {
    const post = await adminContent.getPost(req.params.id);
    tag(reply, post.version);
    return post;
  });
  app.put(
    ADMIN_CONSOLE_API_ROUTES.adminPost,
    { onRequest, schema: { tags: newsTags, security, summary: 'Change a post; If-Match: its version (428 without, 409 VERSION_CONFLICT); the codes of create; audited post.update', params: IdParamSchema, headers: ifMatch, body: AdminPostInputSchema, response: { 200: AdminPostSchema } } },
    async (req, reply) => {
      const post = await adminContent.updatePost(caller(req), req.params.id, req.body, requireIfMatch(req, 'timestamp'));
      tag(reply, post.version);
      return post;
    },
  );
  app.delete(ADMIN_CONSOLE_API_ROUTES.adminPost, { onRequest, schema: { tags: newsTags, security, summary: 'Delete a post (If-Match optional; 409 VERSION_CONFLICT when stale); audited post.delete', params: IdParamSchema, headers: ifMatch } }, async (req, reply) => {
    await adminContent.deletePost(caller(req), req.params.id, optionalIfMatch(req, 'timestamp'));
    return reply.code(204).send();
  });

  app.post(
    ADMIN_CONSOLE_API_ROUTES.adminContentFile,
    {
      onRequest,
      bodyLimit: MAX_AUDIO_BYTES + 64 * 1024,
      schema: {
        tags: newsTags,
        security,
        summary: "A podcast's audio (folder podcast-audio; multipart field `file`): MP3, M4A or OGG by its bytes (400 CONTENT_AUDIO_INVALID), at most 100 MB; answers the stored name and the duration when the file says it. Covers: POST /api/Files/?folder=",
        params: ContentFileParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: ContentFileSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Send the file as multipart/form-data in the field "file".');
      const part = await req.file({ limits: { fileSize: MAX_AUDIO_BYTES } });
      if (!part || part.fieldname !== 'file') throw new AppError(400, ERROR_CODES.FILE_MISSING, 'Send the file in the form field "file".');
      const data = await part.toBuffer();
      return reply.code(201).send(await adminContent.storeAudio(caller(req), req.params.folder, data));
    },
  );
};
