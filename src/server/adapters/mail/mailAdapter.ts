import type { AppConfig } from '../../config';
import { OutboxMailAdapter } from './outboxMailAdapter';
import { SmtpMailAdapter } from './smtpMailAdapter';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the contact form: the visitor who wrote). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on course announcements. */
  headers?: Record<string, string>;
}

/** Sends one mail; the services know nothing of how. */
export interface MailAdapter {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise one `.eml` file per mail in DATA_DIR/mail, so that
 * development and tests can read what a user would receive.
 */
export function createMailAdapter(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>): MailAdapter {
  return config.smtpUrl ? new SmtpMailAdapter(config.smtpUrl, config.mailFrom) : new OutboxMailAdapter(config.mailDir, config.mailFrom);
}
