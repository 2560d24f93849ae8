import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';

interface DeletedTemplate {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  footer: string;
}

const ACCOUNT_DELETED: Record<Language, DeletedTemplate> = {
  th: {
    subject: 'บัญชี Academy ของคุณถูกลบแล้ว',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: 'ตามที่คุณขอ เราได้ลบบัญชีของคุณแล้ว ข้อมูลส่วนตัวของคุณถูกลบหรือทำให้ไม่สามารถระบุตัวตนได้ ทุกอุปกรณ์ถูกออกจากระบบ รีวิวของคุณยังคงแสดงโดยไม่ระบุชื่อ',
    footer: 'หากคุณไม่ได้ลบบัญชีนี้ กรุณาติดต่อเราโดยตอบกลับผ่านหน้าติดต่อของ Academy',
  },
  en: {
    subject: 'Your Academy account was deleted',
    greeting: (n) => `Hello ${n},`,
    body: 'As you asked, your account has been deleted. Your personal data was erased or anonymised and every device was signed out. Your reviews stay on the site without your name.',
    footer: 'If you did not delete this account, please contact us through the contact page of Academy.',
  },
  vi: {
    subject: 'Tài khoản Academy của bạn đã bị xóa',
    greeting: (n) => `Xin chào ${n},`,
    body: 'Theo yêu cầu của bạn, tài khoản đã được xóa. Dữ liệu cá nhân của bạn đã được xóa hoặc ẩn danh và mọi thiết bị đã được đăng xuất. Các đánh giá của bạn vẫn hiển thị nhưng không kèm tên.',
    footer: 'Nếu bạn không xóa tài khoản này, vui lòng liên hệ với chúng tôi qua trang liên hệ của Academy.',
  },
  tl: {
    subject: 'Nabura na ang iyong Academy account',
    greeting: (n) => `Kumusta ${n},`,
    body: 'Ayon sa iyong hiling, nabura na ang iyong account. Binura o ginawang anonymous ang iyong personal na datos at na-log out ang lahat ng device. Mananatili ang iyong mga review nang walang pangalan.',
    footer: 'Kung hindi ikaw ang nagbura ng account na ito, makipag-ugnayan sa amin sa contact page ng Academy.',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** To the address the account had, sent before the address is erased. */
export function accountDeletedMail(lang: Language, to: string, name: string): MailMessage {
  const t = ACCOUNT_DELETED[lang];
  const text = `${t.greeting(name)}\n\n${t.body}\n\n${t.footer}\n\nAcademy`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p><p style="font-size:12px;color:#666">${escapeHtml(t.footer)}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}
