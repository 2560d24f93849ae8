// The settings admins change at run time: read them (values, defaults, version), change some (If-Match).
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import { apiPath } from '../../shared/apiPaths';
import type { AdminSettings, AdminSettingsUpdate } from '../../shared/schemas/adminSettings';
import { apiRequest } from './apiClient';

export function getAdminSettings(): Promise<AdminSettings> {
  return apiRequest<AdminSettings>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminSettings));
}

/** 409 VERSION_CONFLICT when someone saved since `version`; 400 SETTING_INVALID naming the key. */
export function saveAdminSettings(changes: AdminSettingsUpdate, version: number): Promise<AdminSettings> {
  return apiRequest<AdminSettings>('PUT', apiPath(ADMIN_CONSOLE_API_ROUTES.adminSettings), { body: changes, headers: { 'If-Match': `"${version}"` } });
}
