import type { Page } from '../../shared/schemas/common';
import type { WishlistItem } from '../../shared/schemas/courses';
import { apiRequest } from './apiClient';
import { COURSE_PATHS, type PageParams } from './coursePaths';

export function list(params: PageParams = {}): Promise<Page<WishlistItem>> {
  return apiRequest<Page<WishlistItem>>('GET', COURSE_PATHS.wishlist(params));
}

export function add(courseId: number): Promise<{ courseId: number; addedAt: string }> {
  return apiRequest<{ courseId: number; addedAt: string }>('POST', COURSE_PATHS.wishlistItem(courseId));
}

export function remove(courseId: number): Promise<void> {
  return apiRequest<void>('DELETE', COURSE_PATHS.wishlistItem(courseId));
}
