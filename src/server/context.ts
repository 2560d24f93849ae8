import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { MailAdapter } from './adapters/mail/mailAdapter';
import type { StorageAdapter } from './adapters/storage/storageAdapter';
import type { AccessTokens } from './modules/auth/accessTokens';
import type { OneTimeTokens } from './modules/auth/oneTimeTokens';
import type { LoginThrottle } from './modules/auth/loginThrottle';

/** What every service needs, built once by buildApp(). */
export interface ServerContext {
  config: AppConfig;
  db: Database;
  mailer: MailAdapter;
  storage: StorageAdapter;
  accessTokens: AccessTokens;
  oneTimeTokens: OneTimeTokens;
  loginThrottle: LoginThrottle;
}
