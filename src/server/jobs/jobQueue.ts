import type { MailMessage } from '../adapters/mail/mailAdapter';

/**
 * Every background job by name, with the data it carries (JSON: what is stored in the queue table).
 * Add a job here, then its handler in jobs/jobHandlers.ts.
 */
export interface JobPayloads {
  /** One mail to deliver; retried with backoff when SMTP fails. */
  mail: MailMessage;
  /** Deletes the progress of courses left more than 30 days ago (daily). */
  'left-enrolments-purge': Record<string, never>;
  /** A forgotten-password request: looks the address up and mails a reset link when an account has it. */
  'password-reset-request': { email: string };
  /** Removes uploads nothing uses once they are a day old (hourly). */
  'uploads-purge': Record<string, never>;
  /** A course announcement: queues the mails of the next batch of its students (after `after`, by customer id), then the next batch. */
  'course-announcement': { announcementId: number; after: string | null };
  /** Submits, with what was saved, every quiz attempt whose deadline has passed (every minute). */
  'quiz-attempts-sweep': Record<string, never>;
  /** Asks providers about pending payments older than a minute, then expires pending orders past their time (every 2 minutes). */
  'payments-reconcile': Record<string, never>;
  /** A test bank event whose delivery to the webhook route failed: signed again and sent again. */
  'payment-test-webhook': { body: string };
  /** Pending earnings whose hold has passed become available (scheduled, and sent for the moment a sale's hold ends). */
  'ledger-release': Record<string, never>;
  /** Proves the ledger balances (every order's entries sum to what was paid); alerts the admins when not (hourly). */
  'ledger-check': Record<string, never>;
  /** Deletes the audit lines older than a year (daily). */
  'audit-log-retention': Record<string, never>;
  /** Closes support tickets resolved more than TICKET_AUTO_CLOSE_SECONDS ago and mails their requesters (every minute). */
  'tickets-auto-close': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface SendOptions {
  /**
   * pg-boss's singletonKey. On our queues (pg-boss's `standard` policy) it does NOT stop a second job with
   * the same key from being queued: a caller that must not queue twice guards itself (as the ledger's release does).
   */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

/**
 * Background work stored in PostgreSQL: a job sent is kept until a worker has finished it (a crash
 * or `kill -9` loses nothing), runs once, and is retried with backoff when its handler throws.
 */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<void>;
}
