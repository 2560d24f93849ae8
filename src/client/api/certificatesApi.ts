import type { Page } from '../../shared/schemas/common';
import type { Certificate } from '../../shared/schemas/courses';
import { apiPath, type PageParams } from '../../shared/apiPaths';
import { COURSE_API_ROUTES } from '../../shared/courseApiPaths';
import { apiRequest } from './apiClient';

/** My certificates, newest first. */
export function mine(params: PageParams = {}): Promise<Page<Certificate>> {
  return apiRequest<Page<Certificate>>('GET', apiPath(COURSE_API_ROUTES.certificates, null, { page: params.page, pageSize: params.pageSize }));
}

/** Public verification by code (no sign-in). */
export function verify(code: string): Promise<Certificate> {
  return apiRequest<Certificate>('GET', apiPath(COURSE_API_ROUTES.certificateVerify, { code }));
}
