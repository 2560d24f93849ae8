import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailAdapter, MailMessage } from './mailAdapter';
import { lazyTransport } from './nodemailerTransport';

/** Each mail as an `.eml` file in an outbox folder, named by time and recipient: readable by people and tests. */
export class OutboxMailAdapter implements MailAdapter {
  private readonly transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly outboxDir: string, private readonly from: string) {}

  async send(message: MailMessage): Promise<void> {
    const info = await (await this.transport()).sendMail({ from: this.from, ...message });
    await fs.mkdir(this.outboxDir, { recursive: true });
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${crypto.randomBytes(4).toString('hex')}.eml`;
    const tmp = path.join(this.outboxDir, `.${name}.tmp`);
    // Write then rename, so a reader never sees half a mail.
    await fs.writeFile(tmp, info.message as Buffer);
    await fs.rename(tmp, path.join(this.outboxDir, name));
  }
}
