// Applying to teach (/api/Instructor/Application) and the admin's decisions (/api/Admin/InstructorApplications).
import { apiPath } from '../../shared/apiPaths';
import type { Page } from '../../shared/schemas/common';
import type { APPLICATION_STATUSES, InstructorApplication, InstructorApplicationRequest } from '../../shared/schemas/studio';
import { ADMIN_API_ROUTES, INSTRUCTOR_API_ROUTES } from '../../shared/studioApiPaths';
import { apiRequest } from './apiClient';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ApplicationListQuery {
  /** All statuses when absent. */
  status?: ApplicationStatus | null;
  page?: number;
  pageSize?: number;
}

export function apply(request: InstructorApplicationRequest): Promise<InstructorApplication> {
  return apiRequest<InstructorApplication>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorApplication), { body: request });
}

/** The caller's latest application; a 404 INSTRUCTOR_APPLICATION_NOT_FOUND when none. */
export function mine(): Promise<InstructorApplication> {
  return apiRequest<InstructorApplication>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorApplication));
}

export function list({ status, page, pageSize }: ApplicationListQuery = {}): Promise<Page<InstructorApplication>> {
  return apiRequest<Page<InstructorApplication>>('GET', apiPath(ADMIN_API_ROUTES.adminInstructorApplications, null, { status, page, pageSize }));
}

export function approve(id: number): Promise<InstructorApplication> {
  return apiRequest<InstructorApplication>('POST', apiPath(ADMIN_API_ROUTES.adminInstructorApplicationApprove, { id }));
}

export function reject(id: number, reason: string): Promise<InstructorApplication> {
  return apiRequest<InstructorApplication>('POST', apiPath(ADMIN_API_ROUTES.adminInstructorApplicationReject, { id }), { body: { reason } });
}
