// /api/Payouts[/Method] and /api/Admin/Payouts. Being built.
import type { RouteModule } from '../typedApp';

export const payoutRoutes: RouteModule = () => {};
