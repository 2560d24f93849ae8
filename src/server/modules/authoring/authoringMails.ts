// The instructor's mails about a review: approved (live now) or rejected (with the admin's reason).
import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';

interface Texts {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  body: (title: string) => string;
  reasonLabel: string;
  action: string;
}

const APPROVED: Record<Language, Texts> = {
  th: {
    subject: (t) => `คอร์ส "${t}" ได้รับการอนุมัติแล้ว`,
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: (t) => `ผู้ดูแลได้อนุมัติคอร์ส "${t}" ของคุณแล้ว ผู้เรียนสามารถเห็นเวอร์ชันนี้ได้ทันที`,
    reasonLabel: '',
    action: 'เปิดคอร์สในสตูดิโอ',
  },
  en: {
    subject: (t) => `Your course "${t}" is approved`,
    greeting: (n) => `Hello ${n},`,
    body: (t) => `An admin approved your course "${t}". Students see this version from now on.`,
    reasonLabel: '',
    action: 'Open the course in the studio',
  },
  vi: {
    subject: (t) => `Khóa học "${t}" của bạn đã được duyệt`,
    greeting: (n) => `Xin chào ${n},`,
    body: (t) => `Quản trị viên đã duyệt khóa học "${t}" của bạn. Từ bây giờ học viên sẽ thấy phiên bản này.`,
    reasonLabel: '',
    action: 'Mở khóa học trong studio',
  },
  tl: {
    subject: (t) => `Naaprubahan na ang iyong kurso na "${t}"`,
    greeting: (n) => `Kumusta ${n},`,
    body: (t) => `Inaprubahan ng isang admin ang iyong kurso na "${t}". Ang bersyong ito na ang makikita ng mga mag-aaral.`,
    reasonLabel: '',
    action: 'Buksan ang kurso sa studio',
  },
};

const REJECTED: Record<Language, Texts> = {
  th: {
    subject: (t) => `คอร์ส "${t}" ต้องแก้ไขก่อนเผยแพร่`,
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: (t) => `ผู้ดูแลยังไม่อนุมัติคอร์ส "${t}" ของคุณ กรุณาแก้ไขตามเหตุผลด้านล่างแล้วส่งตรวจอีกครั้ง`,
    reasonLabel: 'เหตุผล',
    action: 'แก้ไขคอร์ส',
  },
  en: {
    subject: (t) => `Your course "${t}" needs changes`,
    greeting: (n) => `Hello ${n},`,
    body: (t) => `An admin did not approve your course "${t}" yet. Please make the changes below and submit it again.`,
    reasonLabel: 'Reason',
    action: 'Edit the course',
  },
  vi: {
    subject: (t) => `Khóa học "${t}" của bạn cần chỉnh sửa`,
    greeting: (n) => `Xin chào ${n},`,
    body: (t) => `Quản trị viên chưa duyệt khóa học "${t}" của bạn. Vui lòng chỉnh sửa theo lý do bên dưới rồi gửi lại.`,
    reasonLabel: 'Lý do',
    action: 'Chỉnh sửa khóa học',
  },
  tl: {
    subject: (t) => `Kailangang baguhin ang iyong kurso na "${t}"`,
    greeting: (n) => `Kumusta ${n},`,
    body: (t) => `Hindi pa inaprubahan ng admin ang iyong kurso na "${t}". Pakigawa ang mga pagbabago sa ibaba at isumite itong muli.`,
    reasonLabel: 'Dahilan',
    action: 'I-edit ang kurso',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function render(t: Texts, to: string, name: string, title: string, link: string, reason?: string): MailMessage {
  const reasonText = reason ? `${t.reasonLabel}:\n${reason}\n\n` : '';
  const text = `${t.greeting(name)}\n\n${t.body(title)}\n\n${reasonText}${t.action}: ${link}\n\nAcademy`;
  const reasonHtml = reason ? `<p><strong>${escapeHtml(t.reasonLabel)}:</strong></p><blockquote style="white-space:pre-line;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(reason)}</blockquote>` : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body(title))}</p>${reasonHtml}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6c5ce7;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p></body></html>`;
  return { to, subject: t.subject(title), text, html };
}

export function courseApprovedMail(lang: Language, to: string, name: string, title: string, link: string): MailMessage {
  return render(APPROVED[lang], to, name, title, link);
}

export function courseRejectedMail(lang: Language, to: string, name: string, title: string, reason: string, link: string): MailMessage {
  return render(REJECTED[lang], to, name, title, link, reason);
}
