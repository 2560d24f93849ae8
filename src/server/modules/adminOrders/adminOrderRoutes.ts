// Orders: search, detail with payments and webhook events, refund and mark-received; the dashboard figures.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { RouteModule } from '../typedApp';

export const adminOrderRoutes: RouteModule = () => {};
