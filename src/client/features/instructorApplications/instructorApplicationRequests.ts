// Applying to teach and the admin's decisions, as requests (app/request.ts). Only the lazily loaded
// student "teach" page and the admin pages import this file.
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { InstructorApplication, InstructorApplicationRequest } from '../../../shared/schemas/studio';
import { isApiError } from '../../api/apiError';
import * as applicationsApi from '../../api/instructorApplicationsApi';
import type { ApplicationListQuery } from '../../api/instructorApplicationsApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

/** The caller's latest application; null when they never applied (the API's 404). */
async function myApplicationOrNull(): Promise<InstructorApplication | null> {
  try {
    return await applicationsApi.mine();
  } catch (error) {
    if (isApiError(error) && error.code === ERROR_CODES.INSTRUCTOR_APPLICATION_NOT_FOUND) return null;
    throw error;
  }
}

/** The signed-in customer's latest application, or null. Keyed by the customer (another sign-in never sees it). */
export const myApplicationRequest = defineRequest<string, InstructorApplication | null>('instructorApplications/mine', () => myApplicationOrNull(), {
  keyOf: (customerId) => customerId,
});

/** Apply (once at a time): the new application is the caller's latest. */
export const applyRequest = defineRequest<InstructorApplicationRequest, InstructorApplication>(
  'instructorApplications/apply',
  function* (request) {
    return yield* callTracked(applicationsApi.apply, request);
  },
  { mode: 'leading' },
);

/** The admin's list, by status and page. */
export const applicationListRequest = defineRequest<ApplicationListQuery, Page<InstructorApplication>>('admin/instructorApplications', (query) =>
  applicationsApi.list(query),
);

export type ApplicationDecision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** Approve or reject one application (a second click while one runs is ignored). */
export const applicationDecisionRequest = defineRequest<ApplicationDecision, InstructorApplication>(
  'admin/instructorApplicationDecision',
  function* (decision) {
    if (decision.decision === 'approve') return yield* callTracked(applicationsApi.approve, decision.id);
    return yield* callTracked(applicationsApi.reject, decision.id, decision.reason);
  },
  { mode: 'leading' },
);
