import { API_PATHS } from '../../shared/apiPaths';
import type { Category } from '../../shared/schemas/catalog';
import { apiRequest } from './apiClient';

export function list(): Promise<Category[]> {
  return apiRequest<Category[]>('GET', API_PATHS.categories);
}

export function getById(id: number): Promise<Category> {
  return apiRequest<Category>('GET', API_PATHS.category(id));
}
