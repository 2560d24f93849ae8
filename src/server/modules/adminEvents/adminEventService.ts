// Events: the admin editor, registrations (CSV) and messages to registrants.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { ServerContext } from '../../context';
import type { Services } from '../../services';

export class AdminEventService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}
}
