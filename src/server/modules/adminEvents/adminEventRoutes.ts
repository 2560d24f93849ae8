// Events: the admin editor, registrations (CSV) and messages to registrants.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { RouteModule } from '../typedApp';

export const adminEventRoutes: RouteModule = () => {};
