import { eq, sql } from 'drizzle-orm';
import type { ContactRequest } from '../../../shared/schemas/content';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { ServerContext } from '../../context';
import type { SettingsService } from '../settings/settingsService';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { MailMessage } from '../../adapters/mail/mailAdapter';

const USER_AGENT_MAX = 300;
const IP_MAX = 64;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** One line of header text: no control characters (a subject must not carry a line break). */
function oneLine(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

interface ContactMeta {
  ip: string;
  userAgent: string;
}

/** The mail to the academy: the visitor's words as plain text, and escaped in the HTML part. */
function contactMail(to: string, message: ContactRequest, meta: ContactMeta, id: number): MailMessage {
  const subject = `[Contact #${id}] ${oneLine(message.subject)}`.slice(0, 200);
  const lines: [string, string][] = [
    ['From', `${oneLine(message.name)} <${message.email}>`],
    ['Language', message.lang ?? '-'],
    ['Address', meta.ip || '-'],
    ['Subject', oneLine(message.subject)],
  ];
  const text = `${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message.message}\n\n-- \nSent from the contact form of Academy. Reply to this mail to answer the sender.`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<table>${lines.map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p style="font-size:12px;color:#666">Sent from the contact form of Academy. Reply to this mail to answer the sender.</p></body></html>`;
  return { to, subject, text, html, replyTo: message.email };
}

/** The contact form: every message is stored first, then mailed to the academy (CONTACT_EMAIL). */
export class ContactService {
  constructor(
    private readonly ctx: ServerContext,
    /** Where the messages go (a setting admins change). */
    private readonly settings: SettingsService,
  ) {}

  /**
   * Stores the message and mails it. A mail failure does not lose the message: the row stays with
   * mailed_at null (to be sent again) and the error is passed to `onMailError`.
   */
  async submit(message: ContactRequest, meta: ContactMeta, onMailError: (err: unknown) => void): Promise<{ id: number; mailed: boolean }> {
    const clean: ContactRequest = { ...message, name: oneLine(message.name), subject: oneLine(message.subject), message: message.message.trim() };
    const blank = (['name', 'subject'] as const).find((k) => clean[k] === '') ?? (clean.message.length < 10 ? 'message' : undefined);
    if (blank) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Some fields are missing or invalid.', {}, [{ path: `body.${blank}`, message: 'must not be blank' }]);
    const stored = { ip: meta.ip.slice(0, IP_MAX), userAgent: oneLine(meta.userAgent).slice(0, USER_AGENT_MAX) };
    const [row] = await this.ctx.db
      .insert(contactMessages)
      .values({ name: clean.name, email: clean.email, subject: clean.subject, message: clean.message, lang: clean.lang ?? null, ...stored })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    try {
      await this.ctx.mailer.send(contactMail((await this.settings.values()).contactEmail, clean, stored, id));
      await this.ctx.db.update(contactMessages).set({ mailedAt: sql`now()` }).where(eq(contactMessages.id, id));
      return { id, mailed: true };
    } catch (err) {
      onMailError(err);
      return { id, mailed: false };
    }
  }
}
