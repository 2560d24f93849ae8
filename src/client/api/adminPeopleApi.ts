// The admin's People section (/api/Admin/Customers): search, one person's detail, role and disable /
// enable (If-Match: the detail's version), and the activation and password-reset mails.
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import { apiPath } from '../../shared/apiPaths';
import type { AdminPeoplePage, AdminPeopleQuery, AdminPersonDetail, AdminPersonMailResult, AdminPersonUpdate } from '../../shared/schemas/adminPeople';
import type { PeopleBulkRequest, PeopleBulkResult } from '../../shared/schemas/adminBulk';
import { apiRequest } from './apiClient';

export function listPeople(query: AdminPeopleQuery): Promise<AdminPeoplePage> {
  return apiRequest<AdminPeoplePage>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCustomers, null, { ...query }));
}

export function getPerson(encryptId: string): Promise<AdminPersonDetail> {
  return apiRequest<AdminPersonDetail>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCustomer, { id: encryptId }));
}

/** {role} or {disabled}; `version` from the detail (409 VERSION_CONFLICT when someone changed the person meanwhile). */
export function updatePerson(encryptId: string, change: AdminPersonUpdate, version: number): Promise<AdminPersonDetail> {
  return apiRequest<AdminPersonDetail>('PUT', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCustomer, { id: encryptId }), { body: change, headers: { 'If-Match': `"${version}"` } });
}

export function resendActivation(encryptId: string): Promise<AdminPersonMailResult> {
  return apiRequest<AdminPersonMailResult>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCustomerResendActivation, { id: encryptId }));
}

export function sendPasswordReset(encryptId: string): Promise<AdminPersonMailResult> {
  return apiRequest<AdminPersonMailResult>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCustomerResetPassword, { id: encryptId }));
}

/** Disable or enable up to BULK_MAX_IDS people at once; the answer says what became of each. */
export function bulkPeople(request: PeopleBulkRequest): Promise<PeopleBulkResult> {
  return apiRequest<PeopleBulkResult>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCustomersBulk), { body: request });
}
