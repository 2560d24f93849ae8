// The mail of a course announcement (in the student's language) and the page the unsubscribe link shows.
import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';

interface AnnouncementTexts {
  greeting: (name: string) => string;
  intro: (instructor: string, course: string) => string;
  open: string;
  why: (course: string) => string;
  unsubscribe: string;
}

const ANNOUNCEMENT: Record<Language, AnnouncementTexts> = {
  th: {
    greeting: (n) => `สวัสดีคุณ ${n}`,
    intro: (i, c) => `${i} ผู้สอนคอร์ส "${c}" มีประกาศถึงผู้เรียน:`,
    open: 'ไปที่คอร์ส',
    why: (c) => `คุณได้รับอีเมลนี้เพราะคุณลงทะเบียนเรียนคอร์ส "${c}" ที่ Academy`,
    unsubscribe: 'เลิกรับประกาศของคอร์สนี้',
  },
  en: {
    greeting: (n) => `Hello ${n},`,
    intro: (i, c) => `${i}, the instructor of "${c}", has an announcement for the students:`,
    open: 'Go to the course',
    why: (c) => `You receive this mail because you are enrolled in "${c}" at Academy.`,
    unsubscribe: 'Stop announcements of this course',
  },
  vi: {
    greeting: (n) => `Xin chào ${n},`,
    intro: (i, c) => `${i}, giảng viên khóa học "${c}", có một thông báo gửi học viên:`,
    open: 'Đến khóa học',
    why: (c) => `Bạn nhận được thư này vì bạn đã đăng ký khóa học "${c}" tại Academy.`,
    unsubscribe: 'Ngừng nhận thông báo của khóa học này',
  },
  tl: {
    greeting: (n) => `Kumusta ${n},`,
    intro: (i, c) => `May anunsyo si ${i}, ang instructor ng "${c}", para sa mga estudyante:`,
    open: 'Pumunta sa kurso',
    why: (c) => `Natanggap mo ang mail na ito dahil naka-enroll ka sa "${c}" sa Academy.`,
    unsubscribe: 'Itigil ang mga anunsyo ng kursong ito',
  },
};

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Plain text to HTML paragraphs: blank lines split paragraphs, single newlines become <br>. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export interface AnnouncementMailInput {
  lang: Language;
  to: string;
  studentName: string;
  instructorName: string;
  courseTitle: string;
  courseUrl: string;
  unsubscribeUrl: string;
  subject: string;
  body: string;
}

/**
 * The announcement as the instructor wrote it (plain text, never HTML), framed by who sends it and why,
 * with a one-click unsubscribe link in the body and in the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
export function announcementMail(m: AnnouncementMailInput): MailMessage {
  const t = ANNOUNCEMENT[m.lang];
  const text = [
    t.greeting(m.studentName),
    t.intro(m.instructorName, m.courseTitle),
    m.body,
    `${t.open}: ${m.courseUrl}`,
    '______',
    t.why(m.courseTitle),
    `${t.unsubscribe}: ${m.unsubscribeUrl}`,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(m.studentName))}</p><p>${escapeHtml(t.intro(m.instructorName, m.courseTitle))}</p>
<h2 style="font-size:18px">${escapeHtml(m.subject)}</h2>
<div style="border-left:3px solid #6c5ce7;padding-left:12px">${paragraphs(m.body)}</div>
<p><a href="${escapeHtml(m.courseUrl)}" style="display:inline-block;padding:10px 18px;background:#6c5ce7;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.open)}</a></p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#666">${escapeHtml(t.why(m.courseTitle))}<br><a href="${escapeHtml(m.unsubscribeUrl)}" style="color:#666">${escapeHtml(t.unsubscribe)}</a></p>
</body></html>`;
  return {
    to: m.to,
    subject: `[${m.courseTitle}] ${m.subject}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

interface UnsubscribeTexts {
  title: string;
  course: (course: string) => string;
  all: string;
  allLink: string;
  home: string;
}

const UNSUBSCRIBE: Record<Language, UnsubscribeTexts> = {
  th: {
    title: 'เลิกรับประกาศแล้ว',
    course: (c) => `คุณจะไม่ได้รับประกาศของคอร์ส "${c}" ทางอีเมลอีก`,
    all: 'คุณจะไม่ได้รับประกาศของคอร์สใด ๆ ทางอีเมลอีก',
    allLink: 'เลิกรับประกาศของทุกคอร์ส',
    home: 'กลับสู่ Academy',
  },
  en: {
    title: 'Unsubscribed',
    course: (c) => `You will receive no more announcements of "${c}" by e-mail.`,
    all: 'You will receive no more course announcements by e-mail.',
    allLink: 'Stop announcements of every course',
    home: 'Back to Academy',
  },
  vi: {
    title: 'Đã hủy đăng ký',
    course: (c) => `Bạn sẽ không nhận thêm thông báo nào của khóa học "${c}" qua email.`,
    all: 'Bạn sẽ không nhận thêm thông báo khóa học nào qua email.',
    allLink: 'Ngừng nhận thông báo của mọi khóa học',
    home: 'Quay lại Academy',
  },
  tl: {
    title: 'Hindi ka na naka-subscribe',
    course: (c) => `Hindi ka na makakatanggap ng mga anunsyo ng "${c}" sa email.`,
    all: 'Hindi ka na makakatanggap ng anumang anunsyo ng kurso sa email.',
    allLink: 'Itigil ang mga anunsyo ng lahat ng kurso',
    home: 'Bumalik sa Academy',
  },
};

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The page after a click on the unsubscribe link: what was done, and the link to stop every course's announcements. */
export function unsubscribedPage(lang: Language, courseTitle: string | null, allUrl: string, homeUrl: string): string {
  const t = UNSUBSCRIBE[lang];
  const body =
    courseTitle === null
      ? `<p>${escapeHtml(t.all)}</p><p><a href="${escapeHtml(homeUrl)}">${escapeHtml(t.home)}</a></p>`
      : `<p>${escapeHtml(t.course(courseTitle))}</p><p><a href="${escapeHtml(allUrl)}">${escapeHtml(t.allLink)}</a></p><p><a href="${escapeHtml(homeUrl)}">${escapeHtml(t.home)}</a></p>`;
  return page(lang, t.title, body);
}
