import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';

interface Template {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

const ACTIVATION: Record<Language, Template> = {
  th: {
    subject: 'ยืนยันอีเมลของคุณที่ Academy',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: 'ขอบคุณที่สมัครเรียนกับ Academy กรุณายืนยันอีเมลของคุณโดยเปิดลิงก์ด้านล่าง ลิงก์นี้ใช้ได้ 48 ชั่วโมง',
    action: 'ยืนยันอีเมล',
    footer: 'หากคุณไม่ได้สมัครบัญชีนี้ ไม่ต้องดำเนินการใด ๆ',
  },
  en: {
    subject: 'Confirm your e-mail for Academy',
    greeting: (n) => `Hello ${n},`,
    body: 'Thank you for joining Academy. Please confirm your e-mail address by opening the link below. The link works for 48 hours.',
    action: 'Confirm e-mail',
    footer: 'If you did not create this account, you can ignore this message.',
  },
  vi: {
    subject: 'Xác nhận email của bạn tại Academy',
    greeting: (n) => `Xin chào ${n},`,
    body: 'Cảm ơn bạn đã tham gia Academy. Vui lòng xác nhận địa chỉ email bằng cách mở liên kết bên dưới. Liên kết có hiệu lực trong 48 giờ.',
    action: 'Xác nhận email',
    footer: 'Nếu bạn không tạo tài khoản này, hãy bỏ qua thư này.',
  },
  tl: {
    subject: 'Kumpirmahin ang iyong email para sa Academy',
    greeting: (n) => `Kumusta ${n},`,
    body: 'Salamat sa pagsali sa Academy. Pakikumpirma ang iyong email address sa pagbukas ng link sa ibaba. Gumagana ang link sa loob ng 48 oras.',
    action: 'Kumpirmahin ang email',
    footer: 'Kung hindi ikaw ang gumawa ng account na ito, huwag pansinin ang mensaheng ito.',
  },
};

const RESET: Record<Language, Template> = {
  th: {
    subject: 'ตั้งรหัสผ่านใหม่สำหรับ Academy',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: 'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ เปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ 1 ชั่วโมงและใช้ได้ครั้งเดียว',
    action: 'ตั้งรหัสผ่านใหม่',
    footer: 'หากคุณไม่ได้ขอ ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมยังใช้ได้',
  },
  en: {
    subject: 'Reset your Academy password',
    greeting: (n) => `Hello ${n},`,
    body: 'Someone asked to reset the password of your account. Open the link below to choose a new one. The link works once, for 1 hour.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, you can ignore this message: your password stays the same.',
  },
  vi: {
    subject: 'Đặt lại mật khẩu Academy của bạn',
    greeting: (n) => `Xin chào ${n},`,
    body: 'Có yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở liên kết bên dưới để chọn mật khẩu mới. Liên kết chỉ dùng được một lần, trong 1 giờ.',
    action: 'Chọn mật khẩu mới',
    footer: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.',
  },
  tl: {
    subject: 'I-reset ang iyong password sa Academy',
    greeting: (n) => `Kumusta ${n},`,
    body: 'May humiling na i-reset ang password ng iyong account. Buksan ang link sa ibaba para pumili ng bago. Isang beses lang gumagana ang link, sa loob ng 1 oras.',
    action: 'Pumili ng bagong password',
    footer: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang mensaheng ito: hindi magbabago ang iyong password.',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function render(t: Template, to: string, name: string, link: string): MailMessage {
  const text = `${t.greeting(name)}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.footer}\n\nAcademy`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6c5ce7;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p><p style="font-size:12px;color:#666">${escapeHtml(t.footer)}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}

export function activationMail(lang: Language, to: string, name: string, link: string): MailMessage {
  return render(ACTIVATION[lang], to, name, link);
}

export function resetMail(lang: Language, to: string, name: string, link: string): MailMessage {
  return render(RESET[lang], to, name, link);
}
