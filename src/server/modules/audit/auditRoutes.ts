// /api/Admin/AuditLog: the audit trail for admins, read only. No route changes or deletes a line (the
// table's trigger refuses it too); lines older than a year go with the daily 'audit-log-retention' job.
import { API_ROUTES } from '../../../shared/apiPaths';
import { AuditLogPageSchema, AuditLogQuerySchema } from '../../../shared/schemas/adminAudit';
import type { RouteModule } from '../typedApp';

const tags = ['Admin: audit log'];
const security = [{ bearer: [] }];

export const auditRoutes: RouteModule = (app, { auditLog }) => {
  app.get(
    API_ROUTES.adminAuditLog,
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        security,
        summary:
          "The audit trail, newest first: who (null once the account is deleted), the action, its target, detail, before and after, the address. ?actor: a username, name or e-mail (contains) or an encryptId; ?action: an action or its area (`payout` or `payout.`); ?target: a type or type:id; ?from, ?to: days (UTC, both included). 400 VALIDATION_FAILED for a malformed day",
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema },
      },
    },
    async (req) => auditLog.search(req.query),
  );
};
