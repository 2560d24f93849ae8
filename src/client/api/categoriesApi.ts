import { API_ROUTES, apiPath } from '../../shared/apiPaths';
import type { Category } from '../../shared/schemas/catalog';
import { apiRequest } from './apiClient';

export function list(): Promise<Category[]> {
  return apiRequest<Category[]>('GET', API_ROUTES.categories);
}

export function getById(id: number): Promise<Category> {
  return apiRequest<Category>('GET', apiPath(API_ROUTES.category, { id }));
}
