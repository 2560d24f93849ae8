import type { MailAdapter, MailMessage } from './mailAdapter';
import { lazyTransport } from './nodemailerTransport';

/** Mail through the SMTP server of SMTP_URL (`smtp://` or `smtps://`). */
export class SmtpMailAdapter implements MailAdapter {
  private readonly transport;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = lazyTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await (await this.transport()).sendMail({ from: this.from, ...message });
  }
}
