// Orders: search, detail with payments and webhook events, refund and mark-received; the dashboard figures.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { ServerContext } from '../../context';
import type { Services } from '../../services';

export class AdminOrderService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}
}
