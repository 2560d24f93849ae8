import type { ServerContext } from '../context';
import type { Services } from '../services';
import type { JobName, JobPayloads } from './jobQueue';

export interface JobDeps {
  ctx: ServerContext;
  services: Services;
}

export interface JobDefinition<N extends JobName> {
  run(data: JobPayloads[N], deps: JobDeps): Promise<void>;
  /** Tries after the first (default 5), with exponential backoff from `retryDelaySeconds` (default 30). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A cron line (UTC): the queue sends this job on that schedule, once across every node. */
  schedule?: { cron: string; data: JobPayloads[N] };
}

/** What each job does. A handler that throws is retried; one that returns is done for good. */
export const JOBS: { [N in JobName]: JobDefinition<N> } = {
  mail: {
    run: (message, { ctx }) => ctx.mailDelivery.send(message),
    retryLimit: 8,
    retryDelaySeconds: 30,
  },
  'left-enrolments-purge': {
    run: async (_data, { services }) => {
      await services.enrollments.purgeLeft();
    },
    retryLimit: 2,
    schedule: { cron: '41 3 * * *', data: {} },
  },
  'password-reset-request': {
    run: ({ email }, { services }) => services.auth.resetRequested(email),
    retryLimit: 3,
    retryDelaySeconds: 10,
  },
  'uploads-purge': {
    run: async (_data, { services }) => {
      await services.files.purgeUnused();
      // Lesson videos whose upload was not finished within 24 h.
      await services.videoUploads.purgeUnfinished();
      await services.attachments.purgeOrphans();
      // Ticket attachments uploaded but never sent with a message.
      await services.tickets.purgeUnsentAttachments();
    },
    retryLimit: 2,
    schedule: { cron: '17 * * * *', data: {} },
  },
  'course-announcement': {
    run: ({ announcementId, after }, { services }) => services.announcements.sendBatch(announcementId, after),
    retryLimit: 5,
    retryDelaySeconds: 30,
  },
  'quiz-attempts-sweep': {
    run: async (_data, { services }) => {
      await services.quizAttempts.sweepOverdue();
    },
    retryLimit: 1,
    schedule: { cron: '* * * * *', data: {} },
  },
  'payments-reconcile': {
    run: async (_data, { services }) => {
      await services.payments.reconcile();
    },
    retryLimit: 1,
    schedule: { cron: '*/2 * * * *', data: {} },
  },
  'payment-test-webhook': {
    run: ({ body }, { services }) => services.payments.deliverTestWebhook(body),
    retryLimit: 6,
    retryDelaySeconds: 5,
  },
  'ledger-release': {
    run: async (_data, { services }) => {
      await services.ledger.release();
    },
    retryLimit: 2,
    schedule: { cron: '*/5 * * * *', data: {} },
  },
  'ledger-check': {
    run: async (_data, { services }) => {
      await services.ledger.check();
    },
    retryLimit: 1,
    schedule: { cron: '23 * * * *', data: {} },
  },
  'audit-log-retention': {
    run: async (_data, { services }) => {
      await services.auditLog.purgeExpired();
    },
    retryLimit: 2,
    schedule: { cron: '37 2 * * *', data: {} },
  },
  'tickets-auto-close': {
    run: async (_data, { services }) => {
      await services.tickets.autoClose();
    },
    retryLimit: 1,
    schedule: { cron: '* * * * *', data: {} },
  },
};
