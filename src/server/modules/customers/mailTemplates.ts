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

/** A template whose body names an address (the new one). */
interface AddressTemplate extends Omit<Template, 'body'> {
  body: (address: string) => string;
}

const EMAIL_CHANGE_CONFIRM: Record<Language, AddressTemplate> = {
  th: {
    subject: 'ยืนยันอีเมลใหม่ของบัญชี Academy ของคุณ',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: (e) => `มีคำขอเปลี่ยนอีเมลของบัญชีคุณเป็น ${e} เปิดลิงก์ด้านล่างเพื่อยืนยันการเปลี่ยนแปลง ลิงก์นี้ใช้ได้ครั้งเดียวภายใน 24 ชั่วโมง`,
    action: 'ยืนยันการเปลี่ยนอีเมล',
    footer: 'หากคุณไม่ได้ขอ ไม่ต้องดำเนินการใด ๆ อีเมลของคุณจะไม่เปลี่ยนแปลง',
  },
  en: {
    subject: 'Confirm the new e-mail address of your Academy account',
    greeting: (n) => `Hello ${n},`,
    body: (e) => `Someone asked to change the e-mail address of your account to ${e}. Open the link below to confirm the change. The link works once, for 24 hours.`,
    action: 'Confirm the change',
    footer: 'If you did not ask for this, you can ignore this message: your address stays the same.',
  },
  vi: {
    subject: 'Xác nhận email mới cho tài khoản Academy của bạn',
    greeting: (n) => `Xin chào ${n},`,
    body: (e) => `Có yêu cầu đổi địa chỉ email của tài khoản bạn thành ${e}. Mở liên kết bên dưới để xác nhận thay đổi. Liên kết chỉ dùng được một lần, trong 24 giờ.`,
    action: 'Xác nhận thay đổi',
    footer: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: địa chỉ email của bạn vẫn giữ nguyên.',
  },
  tl: {
    subject: 'Kumpirmahin ang bagong email ng iyong Academy account',
    greeting: (n) => `Kumusta ${n},`,
    body: (e) => `May humiling na palitan ng ${e} ang email address ng iyong account. Buksan ang link sa ibaba para kumpirmahin ang pagbabago. Isang beses lang gumagana ang link, sa loob ng 24 na oras.`,
    action: 'Kumpirmahin ang pagbabago',
    footer: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang mensaheng ito: hindi magbabago ang iyong email address.',
  },
};

const EMAIL_CHANGED_NOTICE: Record<Language, AddressTemplate> = {
  th: {
    subject: 'อีเมลของบัญชี Academy ของคุณถูกเปลี่ยนแล้ว',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: (e) =>
      `อีเมลของบัญชีคุณถูกเปลี่ยนเป็น ${e} หากคุณเป็นผู้เปลี่ยนเอง ไม่ต้องดำเนินการใด ๆ หากไม่ใช่ กรุณาเปิดลิงก์ด้านล่างภายใน 7 วัน เพื่อคืนอีเมลนี้ ออกจากระบบในทุกอุปกรณ์ และรับลิงก์สำหรับตั้งรหัสผ่านใหม่`,
    action: 'ฉันไม่ได้เปลี่ยน: คืนอีเมลเดิม',
    footer: 'ข้อความนี้ส่งถึงอีเมลเดิมของบัญชีคุณ',
  },
  en: {
    subject: 'The e-mail address of your Academy account was changed',
    greeting: (n) => `Hello ${n},`,
    body: (e) =>
      `The e-mail address of your account was changed to ${e}. If you made this change, there is nothing to do. If you did not, open the link below within 7 days: it restores this address, signs out every device and sends you a link to choose a new password.`,
    action: 'This was not me: restore my address',
    footer: 'This message was sent to the previous address of your account.',
  },
  vi: {
    subject: 'Địa chỉ email của tài khoản Academy đã được thay đổi',
    greeting: (n) => `Xin chào ${n},`,
    body: (e) =>
      `Địa chỉ email của tài khoản bạn đã được đổi thành ${e}. Nếu chính bạn đã thay đổi, bạn không cần làm gì. Nếu không phải bạn, hãy mở liên kết bên dưới trong vòng 7 ngày: địa chỉ này sẽ được khôi phục, mọi thiết bị sẽ bị đăng xuất và bạn sẽ nhận được liên kết để chọn mật khẩu mới.`,
    action: 'Không phải tôi: khôi phục địa chỉ cũ',
    footer: 'Thư này được gửi đến địa chỉ email trước đây của tài khoản bạn.',
  },
  tl: {
    subject: 'Napalitan ang email address ng iyong Academy account',
    greeting: (n) => `Kumusta ${n},`,
    body: (e) =>
      `Napalitan ng ${e} ang email address ng iyong account. Kung ikaw ang nagpalit nito, wala kang kailangang gawin. Kung hindi, buksan ang link sa ibaba sa loob ng 7 araw: ibabalik nito ang address na ito, ila-log out ang lahat ng device, at padadalhan ka ng link para pumili ng bagong password.`,
    action: 'Hindi ako ito: ibalik ang dating address',
    footer: 'Ipinadala ang mensaheng ito sa dating email address ng iyong account.',
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

/** To the current address of an account without a password: confirm the change to `newEmail`. */
export function emailChangeConfirmMail(lang: Language, to: string, name: string, newEmail: string, link: string): MailMessage {
  const t = EMAIL_CHANGE_CONFIRM[lang];
  return render({ ...t, body: t.body(newEmail) }, to, name, link);
}

/** To the previous address after a change to `newEmail`: the way back, valid 7 days. */
export function emailChangedNoticeMail(lang: Language, to: string, name: string, newEmail: string, link: string): MailMessage {
  const t = EMAIL_CHANGED_NOTICE[lang];
  return render({ ...t, body: t.body(newEmail) }, to, name, link);
}
