// The admin's news and posts as requests (app/request.ts): the lists, one item, save (create or update
// on the version the edit started from), delete. Only the lazily loaded admin content pages import this.
import type { AdminNewsInput, AdminNewsItem, AdminNewsPage, AdminNewsQuery, AdminPost, AdminPostInput, AdminPostPage, AdminPostQuery } from '../../../shared/schemas/adminContent';
import * as adminContentApi from '../../api/adminContentApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const ADMIN_CONTENT_PAGE_SIZE = 20;

export const adminNewsListRequest = defineRequest<AdminNewsQuery, AdminNewsPage>('adminContent/newsList', (query) => adminContentApi.listNews(query));
export const adminPostListRequest = defineRequest<AdminPostQuery, AdminPostPage>('adminContent/postList', (query) => adminContentApi.listPosts(query));

export const adminNewsItemRequest = defineRequest<number, AdminNewsItem>('adminContent/newsItem', (id) => adminContentApi.getNews(id), { keyOf: String });
export const adminPostItemRequest = defineRequest<number, AdminPost>('adminContent/post', (id) => adminContentApi.getPost(id), { keyOf: String });

export type SaveContentArg =
  | { type: 'news'; id: number | null; input: AdminNewsInput; version: number }
  | { type: 'post'; id: number | null; input: AdminPostInput; version: number };

export function* saveContent(arg: SaveContentArg) {
  if (arg.type === 'news') {
    const saved: AdminNewsItem = arg.id === null ? yield* callTracked(adminContentApi.createNews, arg.input) : yield* callTracked(adminContentApi.updateNews, arg.id, arg.input, arg.version);
    return saved as AdminNewsItem | AdminPost;
  }
  const saved: AdminPost = arg.id === null ? yield* callTracked(adminContentApi.createPost, arg.input) : yield* callTracked(adminContentApi.updatePost, arg.id, arg.input, arg.version);
  return saved as AdminNewsItem | AdminPost;
}
export const saveContentRequest = defineRequest('adminContent/save', saveContent, { mode: 'leading' });

export interface DeleteContentArg {
  type: 'news' | 'post';
  id: number;
  version: number;
}
export const deleteContentRequest = defineRequest<DeleteContentArg, true>(
  'adminContent/delete',
  function* remove({ type, id, version }) {
    yield* callTracked(type === 'news' ? adminContentApi.deleteNews : adminContentApi.deletePost, id, version);
    return true as const;
  },
  { mode: 'leading' },
);
