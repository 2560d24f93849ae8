import type { Page } from '../../shared/schemas/common';
import type { Certificate } from '../../shared/schemas/courses';
import { apiRequest } from './apiClient';
import { COURSE_PATHS, type PageParams } from './coursePaths';

/** My certificates, newest first. */
export function mine(params: PageParams = {}): Promise<Page<Certificate>> {
  return apiRequest<Page<Certificate>>('GET', COURSE_PATHS.certificates(params));
}

/** Public verification by code (no sign-in). */
export function verify(code: string): Promise<Certificate> {
  return apiRequest<Certificate>('GET', COURSE_PATHS.certificateVerify(code));
}
