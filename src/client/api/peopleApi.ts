// People: an instructor's own profile, the public instructor page, a customer's settings, and deleting
// one's own account.
import { apiPath } from '../../shared/apiPaths';
import type { Language } from '../../shared/constants';
import type {
  CustomerSettings, CustomerSettingsUpdate, DeleteAccountRequest, InstructorProfile, InstructorProfileUpdate, PublicInstructor,
} from '../../shared/schemas/people';
import { INSTRUCTOR_API_ROUTES, PEOPLE_API_ROUTES } from '../../shared/studioApiPaths';
import { apiRequest } from './apiClient';

export function getInstructorProfile(): Promise<InstructorProfile> {
  return apiRequest<InstructorProfile>('GET', INSTRUCTOR_API_ROUTES.instructorProfile);
}

export function updateInstructorProfile(update: InstructorProfileUpdate): Promise<InstructorProfile> {
  return apiRequest<InstructorProfile>('PUT', INSTRUCTOR_API_ROUTES.instructorProfile, { body: update });
}

export function getPublicInstructor(username: string, lang: Language): Promise<PublicInstructor> {
  return apiRequest<PublicInstructor>('GET', apiPath(PEOPLE_API_ROUTES.instructorByUsername, { username }, { lang }));
}

export function getSettings(): Promise<CustomerSettings> {
  return apiRequest<CustomerSettings>('GET', PEOPLE_API_ROUTES.customersMeSettings);
}

export function updateSettings(update: CustomerSettingsUpdate): Promise<CustomerSettings> {
  return apiRequest<CustomerSettings>('PUT', PEOPLE_API_ROUTES.customersMeSettings, { body: update });
}

/** 204 when deleted; a 409 ACCOUNT_DELETION_BLOCKED problem carries `reasons` and `courses`. */
export function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  return apiRequest<void>('DELETE', PEOPLE_API_ROUTES.customersMe, { body: request });
}
