// Courses: the admin list, diff, unpublish/republish, feature; the categories editor.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { RouteModule } from '../typedApp';

export const adminCourseRoutes: RouteModule = () => {};
