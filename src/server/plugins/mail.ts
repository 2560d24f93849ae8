import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the contact form: the visitor who wrote). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise one `.eml` file per mail in the outbox folder, so that
 * development and tests can read what a user would receive.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  // nodemailer costs ~12 MB of memory: loaded on the first mail, not at start.
  let transport: Transporter | null = null;
  const getTransport = async (): Promise<Transporter> => {
    if (!transport) {
      const { default: nodemailer } = await import('nodemailer');
      transport = options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
    return transport;
  };
  if (options.smtpUrl) {
    return {
      async send(message) {
        await (await getTransport()).sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      const info = await (await getTransport()).sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const tmp = path.join(options.outboxDir, `.${name}.tmp`);
      // Write then rename, so a reader never sees half a mail.
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(options.outboxDir, name));
    },
  };
}
