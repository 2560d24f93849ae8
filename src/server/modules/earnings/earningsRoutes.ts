// The instructor's earnings, statement and orders (/api/Instructor/Earnings|Statement|Orders). Being built.
import type { RouteModule } from '../typedApp';

export const earningsRoutes: RouteModule = () => {};
