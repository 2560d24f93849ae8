// The mail an admin's message to an event's registrants becomes: the message as written (plain text,
// never HTML), framed in the registrant's language by what event it is about, when (in the event's
// time zone) and why they receive it.
import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';
import { moneyMailHtml } from '../moneyMailHtml';

interface FrameTexts {
  greeting: (name: string) => string;
  intro: (event: string, when: string) => string;
  open: string;
  why: (event: string) => string;
}

const FRAME: Record<Language, FrameTexts> = {
  th: {
    greeting: (n) => `สวัสดีคุณ ${n}`,
    intro: (e, w) => `ข้อความจาก Academy เกี่ยวกับกิจกรรม "${e}" (${w}) ที่คุณลงทะเบียนไว้:`,
    open: 'ดูรายละเอียดกิจกรรม',
    why: (e) => `คุณได้รับอีเมลนี้เพราะคุณลงทะเบียนกิจกรรม "${e}" ที่ Academy`,
  },
  en: {
    greeting: (n) => `Hello ${n},`,
    intro: (e, w) => `A message from Academy about "${e}" (${w}), which you registered for:`,
    open: 'See the event',
    why: (e) => `You receive this mail because you registered for "${e}" at Academy.`,
  },
  vi: {
    greeting: (n) => `Xin chào ${n},`,
    intro: (e, w) => `Tin nhắn từ Academy về sự kiện "${e}" (${w}) mà bạn đã đăng ký:`,
    open: 'Xem sự kiện',
    why: (e) => `Bạn nhận được thư này vì bạn đã đăng ký "${e}" tại Academy.`,
  },
  tl: {
    greeting: (n) => `Kumusta ${n},`,
    intro: (e, w) => `Isang mensahe mula sa Academy tungkol sa "${e}" (${w}), na pinagparehistruhan mo:`,
    open: 'Tingnan ang event',
    why: (e) => `Natanggap mo ang mail na ito dahil nagparehistro ka sa "${e}" sa Academy.`,
  },
};

const LOCALES: Record<Language, string> = { th: 'th-TH', en: 'en-GB', vi: 'vi-VN', tl: 'fil-PH' };

/** The start in the event's time zone, in the reader's language, with the zone's name. */
export function eventStartText(startsAt: Date, timeZone: string, lang: Language): string {
  const when = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(startsAt);
  return `${when} (${timeZone})`;
}

export interface EventMessageMailInput {
  lang: Language;
  to: string;
  name: string;
  eventTitle: string;
  startsAt: Date;
  timeZone: string;
  eventUrl: string;
  subject: string;
  body: string;
}

export function eventMessageMail(m: EventMessageMailInput): MailMessage {
  const t = FRAME[m.lang];
  const intro = t.intro(m.eventTitle, eventStartText(m.startsAt, m.timeZone, m.lang));
  const paragraphs = [t.greeting(m.name), intro, m.subject, ...m.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean), '______', t.why(m.eventTitle)];
  return {
    to: m.to,
    subject: `[${m.eventTitle}] ${m.subject}`,
    text: [...paragraphs.slice(0, -2), `${t.open}: ${m.eventUrl}`, ...paragraphs.slice(-2)].join('\n\n'),
    html: moneyMailHtml(paragraphs, m.eventUrl, t.open),
  };
}
