// /api/Affiliate, /api/Affiliate/Accept, /api/Affiliate/Clicks. Being built.
import type { RouteModule } from '../typedApp';

export const affiliateRoutes: RouteModule = () => {};
