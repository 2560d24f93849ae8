// The buyer's mails: the receipt of a paid order, and what became of a refund request (refunded, or
// rejected with the admin's reason). In the buyer's language; amounts formatted for it.
import { CURRENCY_MINOR_DIGITS, type Currency, type Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';
import { minorToDecimal } from '../../../shared/money';
import { moneyMailHtml } from '../moneyMailHtml';

const LOCALES: Record<Language, string> = { th: 'th-TH', en: 'en-US', vi: 'vi-VN', tl: 'fil-PH' };

/** An amount in minor units as people read it (integer arithmetic up to the formatter: the digits are split as text). */
export function formatMoney(amountMinor: number, currency: Currency, lang: Language): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const major = minorToDecimal(amountMinor, currency);
  // Intl takes a decimal string exactly (no binary rounding) since ES2023.
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major as unknown as number);
}

interface ReceiptTexts {
  subject: (n: string) => string;
  greeting: (name: string) => string;
  body: string;
  total: string;
  order: (n: string) => string;
  action: string;
}
const RECEIPT: Record<Language, ReceiptTexts> = {
  th: { subject: (n) => `ใบเสร็จรับเงิน คำสั่งซื้อ ${n}`, greeting: (n) => `สวัสดีคุณ ${n}`, body: 'ขอบคุณสำหรับการสั่งซื้อ ชำระเงินเรียบร้อยแล้ว คุณเริ่มเรียนคอร์สเหล่านี้ได้ทันที:', total: 'ยอดรวม', order: (n) => `คำสั่งซื้อ ${n}`, action: 'ดูใบเสร็จ' },
  en: { subject: (n) => `Your receipt for order ${n}`, greeting: (n) => `Hello ${n},`, body: 'Thank you for your purchase. Your payment is complete and you can start these courses now:', total: 'Total', order: (n) => `Order ${n}`, action: 'View the receipt' },
  vi: { subject: (n) => `Biên lai cho đơn hàng ${n}`, greeting: (n) => `Xin chào ${n},`, body: 'Cảm ơn bạn đã mua hàng. Thanh toán đã hoàn tất và bạn có thể bắt đầu học các khóa học này ngay:', total: 'Tổng cộng', order: (n) => `Đơn hàng ${n}`, action: 'Xem biên lai' },
  tl: { subject: (n) => `Ang resibo mo para sa order ${n}`, greeting: (n) => `Kumusta ${n},`, body: 'Salamat sa iyong pagbili. Kumpleto na ang bayad at maaari mo nang simulan ang mga kursong ito:', total: 'Kabuuan', order: (n) => `Order ${n}`, action: 'Tingnan ang resibo' },
};

interface RefundTexts {
  subject: (n: string) => string;
  greeting: (name: string) => string;
  body: (amount: string) => string;
  /** Some of the order's courses (the list follows). */
  partialBody: (amount: string) => string;
  /** The subject when only some courses were refunded. */
  partialSubject?: (n: string) => string;
  reasonLabel: string;
  action: string;
}
const REFUNDED: Record<Language, RefundTexts> = {
  th: { subject: (n) => `คืนเงินคำสั่งซื้อ ${n} แล้ว`, partialSubject: (n) => `คืนเงินบางคอร์สในคำสั่งซื้อ ${n} แล้ว`, greeting: (n) => `สวัสดีคุณ ${n}`, body: (a) => `เราได้คืนเงิน ${a} ให้คุณแล้ว สิทธิ์เข้าเรียนคอร์สในคำสั่งซื้อนี้สิ้นสุดลงแล้ว`, partialBody: (a) => `เราได้คืนเงิน ${a} ให้คุณแล้วสำหรับคอร์สต่อไปนี้ สิทธิ์เข้าเรียนคอร์สเหล่านี้สิ้นสุดลงแล้ว ส่วนคอร์สอื่นในคำสั่งซื้อนี้ยังเรียนได้ตามปกติ:`, reasonLabel: '', action: 'ดูคำสั่งซื้อ' },
  en: { subject: (n) => `Order ${n} refunded`, partialSubject: (n) => `Part of order ${n} refunded`, greeting: (n) => `Hello ${n},`, body: (a) => `We have refunded ${a} to you. Access to the courses of this order has ended.`, partialBody: (a) => `We have refunded ${a} to you for these courses. Access to them has ended; you keep the other courses of this order:`, reasonLabel: '', action: 'View the order' },
  vi: { subject: (n) => `Đơn hàng ${n} đã được hoàn tiền`, partialSubject: (n) => `Một phần đơn hàng ${n} đã được hoàn tiền`, greeting: (n) => `Xin chào ${n},`, body: (a) => `Chúng tôi đã hoàn ${a} cho bạn. Quyền truy cập các khóa học của đơn hàng này đã kết thúc.`, partialBody: (a) => `Chúng tôi đã hoàn ${a} cho bạn cho các khóa học sau. Quyền truy cập các khóa học này đã kết thúc; bạn vẫn học được các khóa học khác của đơn hàng:`, reasonLabel: '', action: 'Xem đơn hàng' },
  tl: { subject: (n) => `Na-refund na ang order ${n}`, partialSubject: (n) => `Na-refund na ang bahagi ng order ${n}`, greeting: (n) => `Kumusta ${n},`, body: (a) => `Ibinalik na namin sa iyo ang ${a}. Tapos na ang access sa mga kurso ng order na ito.`, partialBody: (a) => `Ibinalik na namin sa iyo ang ${a} para sa mga kursong ito. Tapos na ang access sa mga ito; mananatili sa iyo ang iba pang kurso ng order na ito:`, reasonLabel: '', action: 'Tingnan ang order' },
};
const REJECTED: Record<Language, RefundTexts> = {
  th: { subject: (n) => `คำขอคืนเงินคำสั่งซื้อ ${n} ไม่ได้รับการอนุมัติ`, greeting: (n) => `สวัสดีคุณ ${n}`, body: () => 'ผู้ดูแลไม่อนุมัติคำขอคืนเงินของคุณ คุณยังเรียนคอร์สในคำสั่งซื้อนี้ได้ตามปกติ', partialBody: () => 'ผู้ดูแลไม่อนุมัติคำขอคืนเงินของคุณสำหรับคอร์สต่อไปนี้ คุณยังเรียนคอร์สเหล่านี้ได้ตามปกติ:', reasonLabel: 'เหตุผล', action: 'ดูคำสั่งซื้อ' },
  en: { subject: (n) => `Refund request for order ${n} declined`, greeting: (n) => `Hello ${n},`, body: () => 'An admin declined your refund request. You keep access to the courses of this order.', partialBody: () => 'An admin declined your refund request for these courses. You keep access to them:', reasonLabel: 'Reason', action: 'View the order' },
  vi: { subject: (n) => `Yêu cầu hoàn tiền đơn hàng ${n} bị từ chối`, greeting: (n) => `Xin chào ${n},`, body: () => 'Quản trị viên đã từ chối yêu cầu hoàn tiền của bạn. Bạn vẫn học được các khóa học của đơn hàng này.', partialBody: () => 'Quản trị viên đã từ chối yêu cầu hoàn tiền của bạn cho các khóa học sau. Bạn vẫn học được các khóa học này:', reasonLabel: 'Lý do', action: 'Xem đơn hàng' },
  tl: { subject: (n) => `Tinanggihan ang hiling na refund para sa order ${n}`, greeting: (n) => `Kumusta ${n},`, body: () => 'Tinanggihan ng admin ang iyong hiling na refund. Mananatili ang access mo sa mga kurso ng order na ito.', partialBody: () => 'Tinanggihan ng admin ang iyong hiling na refund para sa mga kursong ito. Mananatili ang access mo sa mga ito:', reasonLabel: 'Dahilan', action: 'Tingnan ang order' },
};

export interface ReceiptMailInput {
  lang: Language;
  to: string;
  name: string;
  orderNumber: string;
  courseTitles: string[];
  totalMinor: number;
  currency: Currency;
  link: string;
}

export function receiptMail(input: ReceiptMailInput): MailMessage {
  const t = RECEIPT[input.lang];
  const total = `${t.total}: ${formatMoney(input.totalMinor, input.currency, input.lang)}`;
  const order = t.order(input.orderNumber);
  const text = `${t.greeting(input.name)}\n\n${t.body}\n${input.courseTitles.map((c) => `- ${c}`).join('\n')}\n\n${order}\n${total}\n\n${t.action}: ${input.link}\n\nAcademy`;
  return { to: input.to, subject: t.subject(input.orderNumber), text, html: moneyMailHtml([t.greeting(input.name), t.body], input.link, t.action, { listItems: input.courseTitles, facts: [order, total] }) };
}

export interface RefundMailInput {
  lang: Language;
  to: string;
  name: string;
  orderNumber: string;
  amountMinor: number;
  currency: Currency;
  link: string;
  reason?: string;
  /** The refund's courses; listed when `partial` (some of the order's courses only). */
  courseTitles?: string[];
  partial?: boolean;
}

export function refundDecisionMail(decision: 'refunded' | 'rejected', input: RefundMailInput): MailMessage {
  const t = (decision === 'refunded' ? REFUNDED : REJECTED)[input.lang];
  const amount = formatMoney(input.amountMinor, input.currency, input.lang);
  const courses = input.partial && input.courseTitles?.length ? input.courseTitles : null;
  const body = courses ? t.partialBody(amount) : t.body(amount);
  const reason = input.reason ? `${t.reasonLabel}:\n${input.reason}` : '';
  const list = courses ? `\n${courses.map((c) => `- ${c}`).join('\n')}` : '';
  const text = `${t.greeting(input.name)}\n\n${body}${list}\n\n${reason ? `${reason}\n\n` : ''}${t.action}: ${input.link}\n\nAcademy`;
  return {
    to: input.to,
    subject: (courses && t.partialSubject ? t.partialSubject : t.subject)(input.orderNumber),
    text,
    html: moneyMailHtml([t.greeting(input.name), body, ...(reason ? [reason] : [])], input.link, t.action, courses ? { listItems: courses } : undefined),
  };
}
