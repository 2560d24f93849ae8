// Content: news, blog posts and podcasts written by admins in four languages; content files.
// (Stub of issue 16's contract: the section's author fills it in.)
import type { ServerContext } from '../../context';
import type { Services } from '../../services';

export class AdminContentService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}
}
