import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { MailAdapter } from './adapters/mail/mailAdapter';
import type { StorageAdapter } from './adapters/storage/storageAdapter';
import type { MediaUrls } from './modules/media/mediaUrls';
import type { AccessTokens } from './modules/auth/accessTokens';
import type { OneTimeTokens } from './modules/auth/oneTimeTokens';
import type { LoginThrottle } from './modules/auth/loginThrottle';
import type { JobQueue } from './jobs/jobQueue';
import type { CacheBus } from './adapters/cache/cacheBus';

/** What every service needs, built once by buildApp(). */
export interface ServerContext {
  config: AppConfig;
  db: Database;
  /** Sends mail through the job queue (kept until delivered, retried); services use this one. */
  mailer: MailAdapter;
  /** The real delivery (SMTP or the outbox folder), used by the mail job only. */
  mailDelivery: MailAdapter;
  jobs: JobQueue;
  storage: StorageAdapter;
  /** Signs (and checks) the short-lived URLs of protected files such as lesson videos. */
  mediaUrls: MediaUrls;
  accessTokens: AccessTokens;
  oneTimeTokens: OneTimeTokens;
  loginThrottle: LoginThrottle;
  /** Clears named in-process caches here and, with Redis, on every node. */
  cacheBus: CacheBus;
  /** The app's log at warn level, for work no request owns (a batch of several requests, say). */
  warn: (msg: string, err?: unknown) => void;
}
