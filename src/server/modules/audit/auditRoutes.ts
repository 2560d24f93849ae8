// The audit trail for admins: search (read only), and the retention job.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { RouteModule } from '../typedApp';

export const auditRoutes: RouteModule = () => {};
