import { SITE_API_ROUTES, apiPath } from '../../shared/apiPaths';
import type { NewsItem } from '../../shared/schemas/catalog';
import { apiRequest } from './apiClient';

/**
 * Newest first. The client filters by country itself (the callers keep doing so); with
 * `countryId` the server filters too, so only that region's items travel.
 */
export function list(countryId?: number, signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>('GET', apiPath(SITE_API_ROUTES.news, null, { countryId }), { signal });
}

export function getById(id: number): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', apiPath(SITE_API_ROUTES.newsItem, { id }));
}

export function getBySlug(slug: string): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', apiPath(SITE_API_ROUTES.newsBySlug, { slug }));
}
