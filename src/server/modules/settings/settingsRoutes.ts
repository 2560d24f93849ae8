// Settings admins change at run time: validated, audited, applied without a restart.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { RouteModule } from '../typedApp';

export const settingsRoutes: RouteModule = () => {};
