// The admin's news and posts (/api/Admin/News, /api/Admin/Posts): lists, one item, create, save (If-Match
// with the item's version; a stale one is 409 VERSION_CONFLICT), delete; and a podcast's audio
// (POST /api/Admin/Content/Files/podcast-audio). Covers are images: filesApi.upload.
import { apiPath } from '../../shared/apiPaths';
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import { FILE_FOLDERS } from '../../shared/constants';
import type {
  AdminNewsInput, AdminNewsItem, AdminNewsPage, AdminNewsQuery, AdminPost, AdminPostInput, AdminPostPage, AdminPostQuery, ContentFile,
} from '../../shared/schemas/adminContent';
import { apiRequest } from './apiClient';

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export function listNews(query: AdminNewsQuery, signal?: AbortSignal): Promise<AdminNewsPage> {
  return apiRequest<AdminNewsPage>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminNews, null, { ...query }), { signal });
}

export function getNews(id: number): Promise<AdminNewsItem> {
  return apiRequest<AdminNewsItem>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminNewsItem, { id }));
}

export function createNews(input: AdminNewsInput): Promise<AdminNewsItem> {
  return apiRequest<AdminNewsItem>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminNews), { body: input });
}

export function updateNews(id: number, input: AdminNewsInput, version: number): Promise<AdminNewsItem> {
  return apiRequest<AdminNewsItem>('PUT', apiPath(ADMIN_CONSOLE_API_ROUTES.adminNewsItem, { id }), { body: input, headers: ifMatch(version) });
}

export async function deleteNews(id: number, version: number): Promise<void> {
  await apiRequest<undefined>('DELETE', apiPath(ADMIN_CONSOLE_API_ROUTES.adminNewsItem, { id }), { headers: ifMatch(version) });
}

export function listPosts(query: AdminPostQuery, signal?: AbortSignal): Promise<AdminPostPage> {
  return apiRequest<AdminPostPage>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminPosts, null, { ...query }), { signal });
}

export function getPost(id: number): Promise<AdminPost> {
  return apiRequest<AdminPost>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminPost, { id }));
}

export function createPost(input: AdminPostInput): Promise<AdminPost> {
  return apiRequest<AdminPost>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminPosts), { body: input });
}

export function updatePost(id: number, input: AdminPostInput, version: number): Promise<AdminPost> {
  return apiRequest<AdminPost>('PUT', apiPath(ADMIN_CONSOLE_API_ROUTES.adminPost, { id }), { body: input, headers: ifMatch(version) });
}

export async function deletePost(id: number, version: number): Promise<void> {
  await apiRequest<undefined>('DELETE', apiPath(ADMIN_CONSOLE_API_ROUTES.adminPost, { id }), { headers: ifMatch(version) });
}

/** Multipart upload, field `file`: MP3, M4A or OGG (checked by its bytes on the server). */
export function uploadAudio(file: Blob, signal?: AbortSignal): Promise<ContentFile> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<ContentFile>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminContentFile, { folder: FILE_FOLDERS.podcastAudio }), { formData, signal });
}
