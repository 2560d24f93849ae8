// The applicant's mails after an admin's decision, in the applicant's language.
import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';

interface DecisionTemplate {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  /** Rejections only: the line before the admin's reason. */
  reasonLabel?: string;
  action: string;
  footer: string;
}

const APPROVED: Record<Language, DecisionTemplate> = {
  th: {
    subject: 'ใบสมัครผู้สอนของคุณได้รับการอนุมัติแล้ว',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: 'ยินดีด้วย! ใบสมัครเป็นผู้สอนของคุณที่ Academy ได้รับการอนุมัติแล้ว ตอนนี้คุณสร้างคอร์สแรกได้จากแดชบอร์ดผู้สอน',
    action: 'ไปที่แดชบอร์ดผู้สอน',
    footer: 'ไม่ต้องออกจากระบบ บัญชีของคุณเป็นบัญชีผู้สอนแล้ว',
  },
  en: {
    subject: 'Your application to teach was approved',
    greeting: (n) => `Hello ${n},`,
    body: 'Congratulations! Your application to teach on Academy was approved. You can create your first course from the instructor dashboard now.',
    action: 'Open the instructor dashboard',
    footer: 'No need to sign out: your account is an instructor account already.',
  },
  vi: {
    subject: 'Đơn đăng ký giảng dạy của bạn đã được duyệt',
    greeting: (n) => `Xin chào ${n},`,
    body: 'Chúc mừng! Đơn đăng ký giảng dạy của bạn trên Academy đã được duyệt. Giờ bạn có thể tạo khóa học đầu tiên từ bảng điều khiển giảng viên.',
    action: 'Mở bảng điều khiển giảng viên',
    footer: 'Không cần đăng xuất: tài khoản của bạn đã là tài khoản giảng viên.',
  },
  tl: {
    subject: 'Naaprubahan ang iyong aplikasyon para magturo',
    greeting: (n) => `Kumusta ${n},`,
    body: 'Binabati kita! Naaprubahan ang iyong aplikasyon para magturo sa Academy. Maaari ka nang gumawa ng iyong unang kurso mula sa instructor dashboard.',
    action: 'Buksan ang instructor dashboard',
    footer: 'Hindi mo kailangang mag-sign out: instructor account na ang iyong account.',
  },
};

const REJECTED: Record<Language, DecisionTemplate> = {
  th: {
    subject: 'ผลการพิจารณาใบสมัครผู้สอนของคุณ',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: 'ขอบคุณที่สนใจสอนกับ Academy ครั้งนี้เรายังไม่สามารถอนุมัติใบสมัครของคุณได้',
    reasonLabel: 'เหตุผลจากผู้ดูแลระบบ:',
    action: 'แก้ไขและสมัครอีกครั้ง',
    footer: 'คุณสมัครใหม่ได้ทุกเมื่อ',
  },
  en: {
    subject: 'About your application to teach',
    greeting: (n) => `Hello ${n},`,
    body: 'Thank you for your interest in teaching on Academy. This time we could not approve your application.',
    reasonLabel: 'The reviewer’s reason:',
    action: 'Improve it and apply again',
    footer: 'You may apply again at any time.',
  },
  vi: {
    subject: 'Về đơn đăng ký giảng dạy của bạn',
    greeting: (n) => `Xin chào ${n},`,
    body: 'Cảm ơn bạn đã quan tâm đến việc giảng dạy trên Academy. Lần này chúng tôi chưa thể duyệt đơn của bạn.',
    reasonLabel: 'Lý do của người duyệt:',
    action: 'Chỉnh sửa và nộp lại',
    footer: 'Bạn có thể nộp đơn lại bất cứ lúc nào.',
  },
  tl: {
    subject: 'Tungkol sa iyong aplikasyon para magturo',
    greeting: (n) => `Kumusta ${n},`,
    body: 'Salamat sa iyong interes na magturo sa Academy. Sa ngayon, hindi namin maaprubahan ang iyong aplikasyon.',
    reasonLabel: 'Ang dahilan ng tagasuri:',
    action: 'Ayusin ito at mag-apply muli',
    footer: 'Maaari kang mag-apply muli anumang oras.',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function render(t: DecisionTemplate, to: string, name: string, link: string, reason?: string): MailMessage {
  const reasonText = reason && t.reasonLabel ? `\n\n${t.reasonLabel}\n${reason}` : '';
  const text = `${t.greeting(name)}\n\n${t.body}${reasonText}\n\n${t.action}: ${link}\n\n${t.footer}\n\nAcademy`;
  const reasonHtml =
    reason && t.reasonLabel ? `<p>${escapeHtml(t.reasonLabel)}</p><blockquote style="margin:0 0 1em;padding:8px 12px;border-left:3px solid #6c5ce7;white-space:pre-wrap">${escapeHtml(reason)}</blockquote>` : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>${reasonHtml}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6c5ce7;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(t.footer)}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}

export function applicationApprovedMail(lang: Language, to: string, name: string, dashboardLink: string): MailMessage {
  return render(APPROVED[lang], to, name, dashboardLink);
}

export function applicationRejectedMail(lang: Language, to: string, name: string, applyLink: string, reason: string): MailMessage {
  return render(REJECTED[lang], to, name, applyLink, reason);
}
