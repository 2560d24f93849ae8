import { API_PATHS } from '../../shared/apiPaths';
import type { NewsItem } from '../../shared/schemas/catalog';
import { apiRequest } from './apiClient';

/**
 * Newest first. The spec's client filters by country itself (the callers keep doing so); with
 * `countryId` the server filters too, so only that region's items travel.
 */
export function list(countryId?: number, signal?: AbortSignal): Promise<NewsItem[]> {
  const path = countryId === undefined ? API_PATHS.news : `${API_PATHS.news}?countryId=${countryId}`;
  return apiRequest<NewsItem[]>('GET', path, { signal });
}

export function getById(id: number): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', API_PATHS.newsById(id));
}

export function getBySlug(slug: string): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', API_PATHS.newsBySlug(slug));
}
