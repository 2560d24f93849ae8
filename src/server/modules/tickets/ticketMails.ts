// The mails of support tickets, in the recipient's language: a public reply (to the requester), a
// status change (to the requester), the learner's reply and a forwarded ticket (to the course's
// instructor). Message bodies are the plain text as sent: the HTML frame escapes them. Internal notes
// are never mailed.
import type { Language } from '../../../shared/constants';
import type { TicketStatus } from '../../../shared/ticketConstants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';
import { moneyMailHtml } from '../moneyMailHtml';

export const STATUS_NAMES: Record<Language, Record<TicketStatus, string>> = {
  th: { new: 'ใหม่', open: 'กำลังดำเนินการ', pending: 'รอคำตอบจากคุณ', resolved: 'แก้ไขแล้ว', closed: 'ปิดแล้ว' },
  en: { new: 'New', open: 'Open', pending: 'Waiting for your reply', resolved: 'Resolved', closed: 'Closed' },
  vi: { new: 'Mới', open: 'Đang xử lý', pending: 'Đang chờ bạn trả lời', resolved: 'Đã giải quyết', closed: 'Đã đóng' },
  tl: { new: 'Bago', open: 'Bukas', pending: 'Naghihintay ng sagot mo', resolved: 'Nalutas na', closed: 'Sarado' },
};

interface Texts {
  greeting: (name: string) => string;
  replySubject: (number: string, subject: string) => string;
  replyBody: (who: string, number: string) => string;
  statusLine: (status: string) => string;
  statusSubject: (number: string, status: string) => string;
  statusBody: (number: string, subject: string, status: string) => string;
  resolvedHint: (days: number) => string;
  closedHint: string;
  mergedBody: (number: string, into: string) => string;
  learnerSubject: (number: string, subject: string) => string;
  learnerBody: (name: string, number: string) => string;
  forwardSubject: (number: string, course: string) => string;
  forwardBody: (number: string, course: string) => string;
  team: string;
  action: string;
  noReply: string;
}

const TEXTS: Record<Language, Texts> = {
  th: {
    greeting: (n) => `สวัสดีคุณ ${n}`,
    replySubject: (no, s) => `มีคำตอบใหม่ในคำร้อง ${no}: ${s}`,
    replyBody: (who, no) => `${who} ตอบคำร้อง ${no} ของคุณแล้ว:`,
    statusLine: (st) => `สถานะตอนนี้: ${st}`,
    statusSubject: (no, st) => `คำร้อง ${no} ของคุณ: ${st}`,
    statusBody: (no, s, st) => `สถานะของคำร้อง ${no} "${s}" เปลี่ยนเป็น "${st}"`,
    resolvedHint: (d) => `หากยังมีปัญหา ตอบกลับในคำร้องได้เลย มิฉะนั้นคำร้องจะปิดอัตโนมัติใน ${d} วัน`,
    closedHint: 'คุณเปิดคำร้องนี้ใหม่ได้ภายใน 7 วัน',
    mergedBody: (no, into) => `คำร้อง ${no} ถูกรวมเข้ากับคำร้อง ${into} ซึ่งเป็นเรื่องเดียวกัน เราจะตอบคุณที่นั่น`,
    learnerSubject: (no, s) => `ผู้เรียนตอบกลับในคำร้อง ${no}: ${s}`,
    learnerBody: (n, no) => `${n} ตอบกลับในคำร้อง ${no} ที่ส่งต่อถึงคุณ:`,
    forwardSubject: (no, c) => `คำถามเกี่ยวกับคอร์ส ${c} ถูกส่งต่อถึงคุณ (${no})`,
    forwardBody: (no, c) => `ทีมงาน Academy ส่งต่อคำร้อง ${no} เกี่ยวกับเนื้อหาคอร์ส "${c}" ให้คุณตอบ`,
    team: 'ทีมงาน Academy',
    action: 'ดูคำร้อง',
    noReply: 'กรุณาตอบกลับผ่านหน้าคำร้อง ไม่ใช่ทางอีเมลนี้',
  },
  en: {
    greeting: (n) => `Hello ${n},`,
    replySubject: (no, s) => `New reply to your ticket ${no}: ${s}`,
    replyBody: (who, no) => `${who} replied to your ticket ${no}:`,
    statusLine: (st) => `Status now: ${st}`,
    statusSubject: (no, st) => `Your ticket ${no}: ${st}`,
    statusBody: (no, s, st) => `The status of your ticket ${no} "${s}" changed to "${st}".`,
    resolvedHint: (d) => `If something is still wrong, just reply in the ticket; otherwise it closes automatically in ${d} days.`,
    closedHint: 'You can reopen this ticket within 7 days.',
    mergedBody: (no, into) => `Your ticket ${no} was merged into ticket ${into}, which is about the same question. We will answer you there.`,
    learnerSubject: (no, s) => `The learner replied to ticket ${no}: ${s}`,
    learnerBody: (n, no) => `${n} replied to ticket ${no}, which was forwarded to you:`,
    forwardSubject: (no, c) => `A question about your course ${c} was forwarded to you (${no})`,
    forwardBody: (no, c) => `The Academy team forwarded ticket ${no} about the content of your course "${c}" for you to answer.`,
    team: 'The Academy team',
    action: 'View the ticket',
    noReply: 'Please reply on the ticket page, not to this e-mail.',
  },
  vi: {
    greeting: (n) => `Xin chào ${n},`,
    replySubject: (no, s) => `Có phản hồi mới cho yêu cầu ${no}: ${s}`,
    replyBody: (who, no) => `${who} đã trả lời yêu cầu ${no} của bạn:`,
    statusLine: (st) => `Trạng thái hiện tại: ${st}`,
    statusSubject: (no, st) => `Yêu cầu ${no} của bạn: ${st}`,
    statusBody: (no, s, st) => `Trạng thái của yêu cầu ${no} "${s}" đã chuyển thành "${st}".`,
    resolvedHint: (d) => `Nếu vẫn còn vấn đề, hãy trả lời trong yêu cầu; nếu không, yêu cầu sẽ tự động đóng sau ${d} ngày.`,
    closedHint: 'Bạn có thể mở lại yêu cầu này trong vòng 7 ngày.',
    mergedBody: (no, into) => `Yêu cầu ${no} của bạn đã được gộp vào yêu cầu ${into} có cùng nội dung. Chúng tôi sẽ trả lời bạn ở đó.`,
    learnerSubject: (no, s) => `Học viên đã trả lời yêu cầu ${no}: ${s}`,
    learnerBody: (n, no) => `${n} đã trả lời yêu cầu ${no} được chuyển tiếp cho bạn:`,
    forwardSubject: (no, c) => `Một câu hỏi về khóa học ${c} đã được chuyển tiếp cho bạn (${no})`,
    forwardBody: (no, c) => `Đội ngũ Academy đã chuyển tiếp yêu cầu ${no} về nội dung khóa học "${c}" để bạn trả lời.`,
    team: 'Đội ngũ Academy',
    action: 'Xem yêu cầu',
    noReply: 'Vui lòng trả lời trên trang yêu cầu, không trả lời email này.',
  },
  tl: {
    greeting: (n) => `Kumusta ${n},`,
    replySubject: (no, s) => `May bagong sagot sa iyong ticket ${no}: ${s}`,
    replyBody: (who, no) => `Sumagot si ${who} sa iyong ticket ${no}:`,
    statusLine: (st) => `Status ngayon: ${st}`,
    statusSubject: (no, st) => `Ang iyong ticket ${no}: ${st}`,
    statusBody: (no, s, st) => `Nagbago ang status ng iyong ticket ${no} "${s}" at ito na ngayon ay "${st}".`,
    resolvedHint: (d) => `Kung may problema pa, sumagot lang sa ticket; kung wala, kusa itong magsasara sa loob ng ${d} araw.`,
    closedHint: 'Maaari mong buksang muli ang ticket na ito sa loob ng 7 araw.',
    mergedBody: (no, into) => `Pinagsama ang iyong ticket ${no} sa ticket ${into}, na tungkol sa parehong tanong. Doon ka namin sasagutin.`,
    learnerSubject: (no, s) => `Sumagot ang mag-aaral sa ticket ${no}: ${s}`,
    learnerBody: (n, no) => `Sumagot si ${n} sa ticket ${no} na ipinasa sa iyo:`,
    forwardSubject: (no, c) => `Ipinasa sa iyo ang isang tanong tungkol sa iyong kursong ${c} (${no})`,
    forwardBody: (no, c) => `Ipinasa ng Academy team ang ticket ${no} tungkol sa nilalaman ng iyong kursong "${c}" para sagutin mo.`,
    team: 'Ang Academy team',
    action: 'Tingnan ang ticket',
    noReply: 'Pakisagot sa pahina ng ticket, hindi sa e-mail na ito.',
  },
};

/** The staff's name as the requester sees it: the team, and the admin's first name when there is one. */
export function staffDisplayName(firstName: string | null | undefined, lang: Language = 'en'): string {
  const team = lang === 'en' ? 'Academy team' : TEXTS[lang].team;
  const first = (firstName ?? '').trim();
  return first ? `${team} · ${first}` : team;
}

function message(to: string, subject: string, paragraphs: string[], link: string, action: string): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${action}: ${link}\n\nAcademy`;
  return { to, subject, text, html: moneyMailHtml(paragraphs, link, action) };
}

export interface TicketMailBase {
  lang: Language;
  to: string;
  /** The recipient's name for the greeting. */
  name: string;
  number: string;
  subject: string;
  link: string;
}

/** A public reply (staff or instructor) to the requester, with the reply's text and the status now. */
export function ticketReplyMail(input: TicketMailBase & { from: 'staff' | 'instructor'; authorName: string; body: string; status: TicketStatus }): MailMessage {
  const t = TEXTS[input.lang];
  const who = input.from === 'staff' ? staffDisplayName(input.authorName, input.lang) : input.authorName;
  return message(input.to, t.replySubject(input.number, input.subject), [t.greeting(input.name), t.replyBody(who, input.number), input.body, t.statusLine(STATUS_NAMES[input.lang][input.status]), t.noReply], input.link, t.action);
}

/** The ticket's status changed (not by the requester). */
export function ticketStatusMail(input: TicketMailBase & { status: TicketStatus; autoCloseDays: number }): MailMessage {
  const t = TEXTS[input.lang];
  const status = STATUS_NAMES[input.lang][input.status];
  const paragraphs = [t.greeting(input.name), t.statusBody(input.number, input.subject, status)];
  if (input.status === 'resolved') paragraphs.push(t.resolvedHint(input.autoCloseDays));
  if (input.status === 'closed') paragraphs.push(t.closedHint);
  return message(input.to, t.statusSubject(input.number, status), paragraphs, input.link, t.action);
}

/** The duplicate was merged into another ticket (the link goes to that one). */
export function ticketMergedMail(input: TicketMailBase & { intoNumber: string }): MailMessage {
  const t = TEXTS[input.lang];
  const status = STATUS_NAMES[input.lang].closed;
  return message(input.to, t.statusSubject(input.number, status), [t.greeting(input.name), t.mergedBody(input.number, input.intoNumber)], input.link, t.action);
}

/** To the instructor of a forwarded ticket: the learner replied. */
export function ticketLearnerReplyMail(input: TicketMailBase & { learnerFirstName: string; body: string }): MailMessage {
  const t = TEXTS[input.lang];
  return message(input.to, t.learnerSubject(input.number, input.subject), [t.greeting(input.name), t.learnerBody(input.learnerFirstName, input.number), input.body, t.noReply], input.link, t.action);
}

/** To the course's instructor: a ticket about their course was forwarded to them. */
export function ticketForwardedMail(input: TicketMailBase & { courseTitle: string }): MailMessage {
  const t = TEXTS[input.lang];
  return message(input.to, t.forwardSubject(input.number, input.courseTitle), [t.greeting(input.name), t.forwardBody(input.number, input.courseTitle), `"${input.subject}"`], input.link, t.action);
}
