// The audit trail for admins (read only): newest first, filtered by actor, action, target and days.
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import { apiPath } from '../../shared/apiPaths';
import type { AuditLogPage, AuditLogQuery } from '../../shared/schemas/adminAudit';
import { apiRequest } from './apiClient';

export function listAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  return apiRequest<AuditLogPage>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminAuditLog, null, { ...query }));
}
