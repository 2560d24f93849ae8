import type { Page } from '../../shared/schemas/common';
import type { Certificate } from '../../shared/schemas/courses';
import { API_ROUTES, apiPath, type PageParams } from '../../shared/apiPaths';
import { apiRequest } from './apiClient';

/** My certificates, newest first. */
export function mine(params: PageParams = {}): Promise<Page<Certificate>> {
  return apiRequest<Page<Certificate>>('GET', apiPath(API_ROUTES.certificates, null, { page: params.page, pageSize: params.pageSize }));
}

/** Public verification by code (no sign-in). */
export function verify(code: string): Promise<Certificate> {
  return apiRequest<Certificate>('GET', apiPath(API_ROUTES.certificateVerify, { code }));
}
