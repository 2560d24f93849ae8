import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './plugins/mail';
import type { FileStorage } from './plugins/storage';
import type { AccessTokens } from './modules/auth/accessTokens';
import type { OneTimeTokens } from './modules/auth/oneTimeTokens';
import type { LoginThrottle } from './modules/auth/loginThrottle';

/** What every service needs, built once by buildApp(). */
export interface ServerContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  accessTokens: AccessTokens;
  oneTimeTokens: OneTimeTokens;
  loginThrottle: LoginThrottle;
}
