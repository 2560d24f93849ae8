import { SITE_API_ROUTES, apiPath } from '../../shared/apiPaths';
import type { Language } from '../../shared/constants';
import type { NewsItem } from '../../shared/schemas/catalog';
import { apiRequest } from './apiClient';

/**
 * Newest first. The client filters by country itself (the callers keep doing so); with
 * `countryId` the server filters too, so only that region's items travel.
 */
export function list(countryId?: number, signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>('GET', apiPath(SITE_API_ROUTES.news, null, { countryId }), { signal });
}

/** One region's items in the reader's language where translated (each says its `lang`). */
export function listForReader(countryId: number, lang: Language): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>('GET', apiPath(SITE_API_ROUTES.news, null, { countryId, lang }));
}

export function getById(id: number): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', apiPath(SITE_API_ROUTES.newsItem, { id }));
}

/** `lang`: the reader's language (the text in it when the item is translated). */
export function getBySlug(slug: string, lang?: Language): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', apiPath(SITE_API_ROUTES.newsBySlug, { slug }, { lang }));
}
