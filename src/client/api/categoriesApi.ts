import { SITE_API_ROUTES, apiPath } from '../../shared/apiPaths';
import type { Category } from '../../shared/schemas/catalog';
import { apiRequest } from './apiClient';

export function list(): Promise<Category[]> {
  return apiRequest<Category[]>('GET', SITE_API_ROUTES.categories);
}

export function getById(id: number): Promise<Category> {
  return apiRequest<Category>('GET', apiPath(SITE_API_ROUTES.category, { id }));
}
