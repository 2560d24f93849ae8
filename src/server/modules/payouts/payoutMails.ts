// The payee's mails about money out, in the payee's language: the payout method changed (sent to the
// account's address, so a stolen session cannot redirect payouts unnoticed), and what became of a
// payout request (approved, paid with the bank's reference, or rejected with the admin's reason).
// The method is always shown masked: a mail may be read by someone else.
import type { Currency, Language, PayoutAccountKind } from '../../../shared/constants';
import type { PayoutAccount } from '../../../shared/schemas/commerce';
import type { MailMessage } from '../../adapters/mail/mailAdapter';
import { maskPayoutAccount } from '../orders/billingRules';
import { formatMoney } from '../orders/orderMails';
import { moneyMailHtml } from '../moneyMailHtml';

/** The kinds of payout method as people call them (the same names as the account forms'). */
const KIND_NAMES: Record<Language, Record<PayoutAccountKind, string>> = {
  th: { promptpay: 'พร้อมเพย์', bank_th: 'บัญชีธนาคารในไทย', bank_ph: 'บัญชีธนาคารในฟิลิปปินส์', bank_vn: 'บัญชีธนาคารในเวียดนาม', gcash: 'วอลเล็ต GCash', maya: 'วอลเล็ต Maya', paypal: 'บัญชี PayPal' },
  en: { promptpay: 'PromptPay', bank_th: 'Thai bank account', bank_ph: 'Philippine bank account', bank_vn: 'Vietnamese bank account', gcash: 'GCash', maya: 'Maya', paypal: 'PayPal' },
  vi: { promptpay: 'Tài khoản PromptPay', bank_th: 'Tài khoản ngân hàng Thái Lan', bank_ph: 'Tài khoản ngân hàng Philippines', bank_vn: 'Tài khoản ngân hàng Việt Nam', gcash: 'Ví GCash', maya: 'Ví Maya', paypal: 'Tài khoản PayPal' },
  tl: { promptpay: 'PromptPay account', bank_th: 'Bank account sa Thailand', bank_ph: 'Bank account sa Pilipinas', bank_vn: 'Bank account sa Vietnam', gcash: 'GCash wallet', maya: 'Maya wallet', paypal: 'PayPal account' },
};

/** "Vietnamese bank account VCB *********4567": the kind, the bank for bank kinds, the masked number. */
export function describeMethod(method: PayoutAccount, lang: Language): string {
  const masked = maskPayoutAccount(method);
  const bank = method.kind.startsWith('bank_') && method.bank ? ` ${method.bank}` : '';
  return `${KIND_NAMES[lang][method.kind as PayoutAccountKind] ?? method.kind}${bank} ${masked.value}`;
}

interface MethodChangedTexts {
  subject: string;
  greeting: (name: string) => string;
  body: (method: string) => string;
  wait: string;
  notYou: string;
  action: string;
}
const METHOD_CHANGED: Record<Language, MethodChangedTexts> = {
  th: {
    subject: 'มีการเปลี่ยนช่องทางรับเงินของคุณ',
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: (m) => `ช่องทางรับเงินของบัญชี Academy ของคุณถูกเปลี่ยนเป็น ${m}`,
    wait: 'เพื่อความปลอดภัย คุณจะขอถอนเงินได้อีกครั้งหลังการเปลี่ยนแปลง 24 ชั่วโมง',
    notYou: 'หากคุณไม่ได้เป็นผู้เปลี่ยน โปรดเปลี่ยนรหัสผ่านทันทีและติดต่อเรา ก่อนที่จะมีการขอถอนเงินไปยังบัญชีนี้',
    action: 'ดูการถอนเงิน',
  },
  en: {
    subject: 'Your payout method was changed',
    greeting: (n) => `Hello ${n},`,
    body: (m) => `The payout method of your Academy account was changed to ${m}.`,
    wait: 'For your safety, payouts can be requested again 24 hours after the change.',
    notYou: 'If this was not you, change your password now and contact us before a payout is requested to this account.',
    action: 'View your payouts',
  },
  vi: {
    subject: 'Phương thức nhận tiền của bạn đã được thay đổi',
    greeting: (n) => `Xin chào ${n},`,
    body: (m) => `Phương thức nhận tiền của tài khoản Academy của bạn đã được đổi thành ${m}.`,
    wait: 'Vì sự an toàn của bạn, bạn chỉ có thể yêu cầu rút tiền lại sau 24 giờ kể từ khi thay đổi.',
    notYou: 'Nếu không phải bạn thực hiện, hãy đổi mật khẩu ngay và liên hệ với chúng tôi trước khi có yêu cầu rút tiền về tài khoản này.',
    action: 'Xem các lần rút tiền',
  },
  tl: {
    subject: 'Napalitan ang iyong payout method',
    greeting: (n) => `Kumusta ${n},`,
    body: (m) => `Napalitan ang payout method ng iyong Academy account. Ito na ngayon: ${m}.`,
    wait: 'Para sa iyong kaligtasan, maaari ka lamang humiling muli ng payout 24 na oras pagkatapos ng pagbabago.',
    notYou: 'Kung hindi ikaw ang gumawa nito, palitan agad ang iyong password at makipag-ugnayan sa amin bago may humiling ng payout sa account na ito.',
    action: 'Tingnan ang iyong mga payout',
  },
};

export type PayoutDecision = 'approved' | 'paid' | 'rejected';

interface DecisionTexts {
  subject: (amount: string) => string;
  greeting: (name: string) => string;
  body: (amount: string, method: string) => string;
  /** Paid: the line before the bank's reference; rejected: before the admin's reason. */
  label: string;
  action: string;
}
const DECISIONS: Record<PayoutDecision, Record<Language, DecisionTexts>> = {
  approved: {
    th: { subject: (a) => `อนุมัติการถอนเงิน ${a} แล้ว`, greeting: (n) => `สวัสดีคุณ ${n}`, body: (a, m) => `คำขอถอนเงิน ${a} ของคุณได้รับการอนุมัติแล้ว เราจะโอนเงินไปยัง ${m} เร็ว ๆ นี้`, label: '', action: 'ดูการถอนเงิน' },
    en: { subject: (a) => `Your payout of ${a} was approved`, greeting: (n) => `Hello ${n},`, body: (a, m) => `Your payout request of ${a} was approved. We will send the money to ${m} shortly.`, label: '', action: 'View your payouts' },
    vi: { subject: (a) => `Yêu cầu rút ${a} đã được duyệt`, greeting: (n) => `Xin chào ${n},`, body: (a, m) => `Yêu cầu rút ${a} của bạn đã được duyệt. Chúng tôi sẽ sớm chuyển tiền đến ${m}.`, label: '', action: 'Xem các lần rút tiền' },
    tl: { subject: (a) => `Naaprubahan ang iyong payout na ${a}`, greeting: (n) => `Kumusta ${n},`, body: (a, m) => `Naaprubahan ang hiling mong payout na ${a}. Ipapadala namin ang pera sa ${m} sa lalong madaling panahon.`, label: '', action: 'Tingnan ang iyong mga payout' },
  },
  paid: {
    th: { subject: (a) => `โอนเงิน ${a} ให้คุณแล้ว`, greeting: (n) => `สวัสดีคุณ ${n}`, body: (a, m) => `เราได้โอนเงิน ${a} ไปยัง ${m} แล้ว`, label: 'เลขอ้างอิงการโอน', action: 'ดูการถอนเงิน' },
    en: { subject: (a) => `Your payout of ${a} was sent`, greeting: (n) => `Hello ${n},`, body: (a, m) => `We have sent ${a} to ${m}.`, label: 'Transfer reference', action: 'View your payouts' },
    vi: { subject: (a) => `Đã chuyển ${a} cho bạn`, greeting: (n) => `Xin chào ${n},`, body: (a, m) => `Chúng tôi đã chuyển ${a} đến ${m}.`, label: 'Mã tham chiếu giao dịch', action: 'Xem các lần rút tiền' },
    tl: { subject: (a) => `Naipadala na ang iyong payout na ${a}`, greeting: (n) => `Kumusta ${n},`, body: (a, m) => `Naipadala na namin ang ${a} sa ${m}.`, label: 'Reference ng transfer', action: 'Tingnan ang iyong mga payout' },
  },
  rejected: {
    th: { subject: (a) => `คำขอถอนเงิน ${a} ไม่ได้รับการอนุมัติ`, greeting: (n) => `สวัสดีคุณ ${n}`, body: (a) => `ผู้ดูแลไม่อนุมัติคำขอถอนเงิน ${a} ของคุณ ยอดเงินนี้กลับไปอยู่ในยอดที่ถอนได้ของคุณแล้ว`, label: 'เหตุผล', action: 'ดูการถอนเงิน' },
    en: { subject: (a) => `Your payout request of ${a} was declined`, greeting: (n) => `Hello ${n},`, body: (a) => `An admin declined your payout request of ${a}. The amount is back in your available balance.`, label: 'Reason', action: 'View your payouts' },
    vi: { subject: (a) => `Yêu cầu rút ${a} bị từ chối`, greeting: (n) => `Xin chào ${n},`, body: (a) => `Quản trị viên đã từ chối yêu cầu rút ${a} của bạn. Số tiền này đã trở lại số dư khả dụng của bạn.`, label: 'Lý do', action: 'Xem các lần rút tiền' },
    tl: { subject: (a) => `Tinanggihan ang hiling mong payout na ${a}`, greeting: (n) => `Kumusta ${n},`, body: (a) => `Tinanggihan ng admin ang hiling mong payout na ${a}. Bumalik na ang halagang ito sa iyong available balance.`, label: 'Dahilan', action: 'Tingnan ang iyong mga payout' },
  },
};

function message(to: string, subject: string, paragraphs: string[], link: string, action: string): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${action}: ${link}\n\nAcademy`;
  return { to, subject, text, html: moneyMailHtml(paragraphs, link, action) };
}

export interface MethodChangedMailInput {
  lang: Language;
  to: string;
  name: string;
  /** The new method (masked here). */
  method: PayoutAccount;
  link: string;
}

/** To the account's address: the payout method is now <masked>; if this was not you, ... */
export function methodChangedMail(input: MethodChangedMailInput): MailMessage {
  const t = METHOD_CHANGED[input.lang];
  return message(input.to, t.subject, [t.greeting(input.name), t.body(describeMethod(input.method, input.lang)), t.wait, t.notYou], input.link, t.action);
}

export interface PayoutDecisionMailInput {
  lang: Language;
  to: string;
  name: string;
  amountMinor: number;
  currency: Currency;
  /** The method the payout goes to (masked here). */
  method: PayoutAccount;
  link: string;
  /** Paid: the bank's reference. */
  reference?: string | null;
  /** Rejected: the admin's reason. */
  reason?: string | null;
}

/** What became of a payout request: approved, sent (with the reference) or declined (with the reason). */
export function payoutDecisionMail(decision: PayoutDecision, input: PayoutDecisionMailInput): MailMessage {
  const t = DECISIONS[decision][input.lang];
  const amount = formatMoney(input.amountMinor, input.currency, input.lang);
  const extra = decision === 'paid' ? input.reference : decision === 'rejected' ? input.reason : null;
  const paragraphs = [t.greeting(input.name), t.body(amount, describeMethod(input.method, input.lang))];
  if (extra) paragraphs.push(`${t.label}:\n${extra}`);
  return message(input.to, t.subject(amount), paragraphs, input.link, t.action);
}
