// People: the admin search, a person's detail, role, disable/enable, activation and reset mails.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { RouteModule } from '../typedApp';

export const adminPeopleRoutes: RouteModule = () => {};
