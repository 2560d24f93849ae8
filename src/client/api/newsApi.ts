import { API_PATHS } from '../../shared/apiPaths';
import type { NewsItem } from '../../shared/schemas/catalog';
import { apiRequest } from './apiClient';

/** Newest first. The spec's client asks for everything and filters by country itself. */
export function list(): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>('GET', API_PATHS.news);
}

export function getById(id: number): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', API_PATHS.newsById(id));
}

export function getBySlug(slug: string): Promise<NewsItem> {
  return apiRequest<NewsItem>('GET', API_PATHS.newsBySlug(slug));
}
