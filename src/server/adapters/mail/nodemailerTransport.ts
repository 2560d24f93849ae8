import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';

/**
 * A nodemailer transport made on the first mail: nodemailer costs ~12 MB of memory, which a server
 * that never mails (or not yet) should not pay at start.
 */
export function lazyTransport(options: string | SMTPTransport.Options | StreamTransport.Options): () => Promise<Transporter> {
  let transport: Transporter | null = null;
  return async () => {
    if (!transport) {
      const { default: nodemailer } = await import('nodemailer');
      transport = nodemailer.createTransport(options);
    }
    return transport;
  };
}
