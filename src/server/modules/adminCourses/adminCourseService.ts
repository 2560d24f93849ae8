// Courses: the admin list, diff, unpublish/republish, feature; the categories editor.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { ServerContext } from '../../context';
import type { Services } from '../../services';

export class AdminCourseService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}
}
