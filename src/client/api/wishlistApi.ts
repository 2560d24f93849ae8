import type { Page } from '../../shared/schemas/common';
import type { WishlistItem } from '../../shared/schemas/courses';
import { API_ROUTES, apiPath, type PageParams } from '../../shared/apiPaths';
import { apiRequest } from './apiClient';

export function list(params: PageParams = {}): Promise<Page<WishlistItem>> {
  return apiRequest<Page<WishlistItem>>('GET', apiPath(API_ROUTES.wishlist, null, { page: params.page, pageSize: params.pageSize }));
}

export function add(courseId: number): Promise<{ courseId: number; addedAt: string }> {
  return apiRequest<{ courseId: number; addedAt: string }>('POST', apiPath(API_ROUTES.wishlistItem, { courseId }));
}

export function remove(courseId: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(API_ROUTES.wishlistItem, { courseId }));
}
