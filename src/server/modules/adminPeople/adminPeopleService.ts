// People: the admin search, a person's detail, role, disable/enable, activation and reset mails.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { ServerContext } from '../../context';
import type { Services } from '../../services';

export class AdminPeopleService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}
}
