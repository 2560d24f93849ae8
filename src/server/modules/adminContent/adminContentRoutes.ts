// Content: news, blog posts and podcasts written by admins in four languages; content files.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { RouteModule } from '../typedApp';

export const adminContentRoutes: RouteModule = () => {};
