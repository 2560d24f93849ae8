// Content sections: posts (blogs, podcasts), events and their registrations, the contact form.
// Shapes: src/shared/schemas/content.ts; calls: src/shared/API.md "Content sections".
import type { Page } from '../../shared/schemas/common';
import type { ContactRequest, EventDetail, EventKind, EventRegistration, EventSummary, Post, PostKind, PostSummary } from '../../shared/schemas/content';
import { apiPath } from '../../shared/apiPaths';
import type { Language } from '../../shared/constants';
import { CONTENT_API_ROUTES } from '../../shared/contentApiPaths';
import { apiRequest } from './apiClient';

const enc = encodeURIComponent;

export interface PostListParams {
  kind: PostKind;
  /** The reader's language: posts translated into it come in it (each says its `lang`). */
  lang?: Language;
  page?: number;
  pageSize?: number;
}

export function listPosts({ kind, lang, page, pageSize }: PostListParams, signal?: AbortSignal): Promise<Page<PostSummary>> {
  return apiRequest<Page<PostSummary>>('GET', apiPath(CONTENT_API_ROUTES.posts, null, { kind, lang, page, pageSize }), { signal });
}

/** `lang`: the reader's language (the text in it when the post is translated). */
export function getPost(slug: string, lang?: Language, signal?: AbortSignal): Promise<Post> {
  return apiRequest<Post>('GET', apiPath(CONTENT_API_ROUTES.postBySlug, { slug }, { lang }), { signal });
}

export type EventWhen = 'upcoming' | 'past';

export interface EventListParams {
  kind: EventKind;
  when: EventWhen;
  countryId?: number;
  /** The reader's language: texts translated into it come in it. */
  lang?: Language;
  page?: number;
  pageSize?: number;
}

export function listEvents({ kind, when, countryId, lang, page, pageSize }: EventListParams, signal?: AbortSignal): Promise<Page<EventSummary>> {
  return apiRequest<Page<EventSummary>>('GET', apiPath(CONTENT_API_ROUTES.events, null, { kind, when, countryId, lang, page, pageSize }), { signal });
}

/** `lang`: the reader's language (the texts in it when the event is translated). */
export function getEvent(slug: string, lang?: Language, signal?: AbortSignal): Promise<EventDetail> {
  return apiRequest<EventDetail>('GET', apiPath(CONTENT_API_ROUTES.eventBySlug, { slug }, { lang }), { signal });
}

export function registerForEvent(id: number): Promise<EventRegistration> {
  return apiRequest<EventRegistration>('POST', apiPath(CONTENT_API_ROUTES.eventRegister, { id }));
}

export async function cancelRegistration(id: number): Promise<void> {
  await apiRequest<undefined>('DELETE', apiPath(CONTENT_API_ROUTES.eventRegister, { id }));
}

export function myEvents(signal?: AbortSignal): Promise<EventRegistration[]> {
  return apiRequest<EventRegistration[]>('GET', CONTENT_API_ROUTES.eventsMine, { signal });
}

export async function sendContact(request: ContactRequest): Promise<void> {
  await apiRequest<{ ok: boolean }>('POST', CONTENT_API_ROUTES.contact, { body: request });
}

/** Static page content of public/assets/content/{lang}/{page}.json (long texts kept out of the i18n bundles). */
export async function fetchStaticContent<T>(lang: string, page: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/assets/content/${enc(lang)}/${enc(page)}.json`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Content ${lang}/${page}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
