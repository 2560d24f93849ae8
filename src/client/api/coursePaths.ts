// Paths of the course, learning and student-library calls (under the API base /api).
import type { CourseListQuery } from '../../shared/schemas/courses';

const enc = encodeURIComponent;

export interface PageParams {
  page?: number;
  pageSize?: number;
}

/** `?a=1&b=x` of the defined values, in a stable order; '' when there are none. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') qs.set(key, String(value));
  const text = qs.toString();
  return text ? `?${text}` : '';
}

export const COURSE_PATHS = {
  courses: (query: CourseListQuery = {}) =>
    `/Courses${queryString({
      categoryId: query.categoryId,
      search: query.search,
      level: query.level,
      price: query.price,
      language: query.language,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    })}`,
  course: (idOrSlug: string | number) => `/Courses/${enc(String(idOrSlug))}`,
  enroll: (courseId: number) => `/Courses/${courseId}/Enroll`,
  enrollments: (p: PageParams = {}) => `/Enrollments${queryString({ page: p.page, pageSize: p.pageSize })}`,
  lesson: (id: number) => `/Lessons/${id}`,
  lessonComplete: (id: number) => `/Lessons/${id}/Complete`,
  lessonPosition: (id: number) => `/Lessons/${id}/Position`,
  certificates: (p: PageParams = {}) => `/Certificates${queryString({ page: p.page, pageSize: p.pageSize })}`,
  certificateVerify: (code: string) => `/Certificates/Verify/${enc(code)}`,
  wishlist: (p: PageParams = {}) => `/Wishlist${queryString({ page: p.page, pageSize: p.pageSize })}`,
  wishlistItem: (courseId: number) => `/Wishlist/${courseId}`,
  reviews: (courseId: number, p: PageParams = {}) => `/Courses/${courseId}/Reviews${queryString({ page: p.page, pageSize: p.pageSize })}`,
} as const;
