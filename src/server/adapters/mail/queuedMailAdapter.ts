import type { JobQueue } from '../../jobs/jobQueue';
import type { MailAdapter, MailMessage } from './mailAdapter';

/**
 * What services send mail through: the mail becomes a job (stored in the same database, so it is
 * not lost on a crash) and the mail worker delivers it, retrying with backoff while SMTP fails.
 * The caller never waits for SMTP, and never learns from the timing whether a mail went out.
 */
export class QueuedMailAdapter implements MailAdapter {
  constructor(private readonly jobs: JobQueue) {}

  send(message: MailMessage): Promise<void> {
    return this.jobs.send('mail', message);
  }
}
