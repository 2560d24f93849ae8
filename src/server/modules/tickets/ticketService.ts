// Support tickets (issue 17): learners and instructors ask, the staff answers (with internal notes,
// assignment, merge, forwarding to a course's instructor), and the clocks count business hours.
// (Stub of the contract: the section's author fills it in.)
import type { ServerContext } from '../../context';
import type { Services } from '../../services';

export class TicketService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}
}
