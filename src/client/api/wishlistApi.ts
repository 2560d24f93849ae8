import type { Page } from '../../shared/schemas/common';
import type { WishlistItem } from '../../shared/schemas/courses';
import { apiPath, type PageParams } from '../../shared/apiPaths';
import { COURSE_API_ROUTES } from '../../shared/courseApiPaths';
import { apiRequest } from './apiClient';

export function list(params: PageParams = {}): Promise<Page<WishlistItem>> {
  return apiRequest<Page<WishlistItem>>('GET', apiPath(COURSE_API_ROUTES.wishlist, null, { page: params.page, pageSize: params.pageSize }));
}

export function add(courseId: number): Promise<{ courseId: number; addedAt: string }> {
  return apiRequest<{ courseId: number; addedAt: string }>('POST', apiPath(COURSE_API_ROUTES.wishlistItem, { courseId }));
}

export function remove(courseId: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(COURSE_API_ROUTES.wishlistItem, { courseId }));
}
