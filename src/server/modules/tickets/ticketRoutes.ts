// /api/Tickets (the caller's own tickets), /api/Instructor/Tickets (forwarded to the course's
// instructor) and /api/Admin/Tickets (the staff's queue). (Stub of the contract.)
import type { RouteModule } from '../typedApp';

export const ticketRoutes: RouteModule = () => {};
