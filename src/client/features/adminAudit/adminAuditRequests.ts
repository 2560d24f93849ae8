// The audit trail as a request (app/request.ts); only the lazily loaded audit page imports this file.
import type { AuditLogPage, AuditLogQuery } from '../../../shared/schemas/adminAudit';
import * as adminAuditApi from '../../api/adminAuditApi';
import { defineRequest } from '../../app/request';

export const AUDIT_PAGE_SIZE = 50;

export const auditLogRequest = defineRequest<AuditLogQuery, AuditLogPage>('adminAudit/list', (query) => adminAuditApi.listAuditLog(query));
