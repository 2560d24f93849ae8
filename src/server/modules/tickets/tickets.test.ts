// Support tickets through the real routes: opening with links (only the caller's own), the thread,
// replies and the state machine, attachments checked by their bytes, rate limits, the staff's queue
// (If-Match, assignment, internal notes, merge, forward, canned replies, audit lines), the instructor's
// forwarded tickets, the auto-close job and the mails. Every learner's and instructor's answer is kept
// and searched for the internal notes' text at the end.
import { AREA_ROUTES } from '../../../shared/areaRoutes';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { API_BASE, apiPath, fileUploadPath } from '../../../shared/apiPaths';
import type { AdminStats } from '../../../shared/schemas/adminOrders';
import type { Language, Role } from '../../../shared/constants';
import type { TicketCategory } from '../../../shared/ticketConstants';
import { FILE_FOLDERS } from '../../../shared/constants';
import { ROUTES } from '../../../shared/spaRoutes';
import type { AdminTicketDetail, AdminTicketsPage, CannedReply, InstructorTicketDetail, InstructorTicketsPage, TicketDetail, TicketLinkOptions, TicketsPage, TicketUpload } from '../../../shared/schemas/tickets';
import { TICKET_API_ROUTES as R } from '../../../shared/ticketApiPaths';
import { auditLog, customers, enrollments, orders, ticketAttachments, ticketMessages, tickets } from '../../db/schema';
import { orderOf, paidCourse, unique } from '../../test-support/commerceFixtures';
import { fileForm, makeCourse, makeImage, problemCode, tokenFor, type TestCourse } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { ticketNumber } from './ticketService';

let t: TestApp;
let adminToken: string;
let adminId: string;
let adminEncryptId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await tokenFor(t, 'admin');
  const [admin] = await t.database.db.select().from(customers).where(eq(customers.username, 'admin'));
  adminId = admin!.id;
  adminEncryptId = admin!.encryptId;
});
afterAll(() => t.close());

const url = (p: string) => `${API_BASE}${p}`;

/** Every answer a learner or an instructor got: no internal note may be in any of them. */
const nonStaffAnswers: string[] = [];
const NOTE_TEXTS: string[] = [];

interface Person {
  id: string;
  username: string;
  email: string;
  token: string;
  encryptId: string;
}

async function person(role: Role = 'student', options: { lang?: Language; firstName?: string; country?: 174 | 193 | 138 | 999 } = {}): Promise<Person> {
  const username = unique(role === 'student' ? 'tk' : role.slice(0, 4));
  const { token } = await t.signUp(username);
  const [row] = await t.database.db
    .update(customers)
    .set({ role, lang: options.lang ?? 'en', firstName: options.firstName ?? 'Anong', lastName: 'Learner', country: options.country ?? 174 })
    .where(eq(customers.username, username))
    .returning();
  return { id: row!.id, username, email: row!.email, token, encryptId: row!.encryptId };
}

type Req = Parameters<TestApp['request']>[0];
async function call(who: Person | string, options: Omit<Req, 'token'>) {
  const token = typeof who === 'string' ? who : who.token;
  const res = await t.request({ ...options, token });
  if (token !== adminToken) nonStaffAnswers.push(res.body);
  return res;
}

function openTicket(who: Person, body: Partial<{ subject: string; category: TicketCategory; body: string; orderId: string; courseId: number; lessonId: number; attachmentIds: number[]; lang: string }> = {}) {
  return call(who, { method: 'POST', url: url(R.tickets), payload: { subject: 'Payment did not go through', category: 'payment', body: 'I paid but the course is locked.', ...body } });
}

async function opened(who: Person, body: Parameters<typeof openTicket>[1] = {}): Promise<TicketDetail> {
  const res = await openTicket(who, body);
  if (res.statusCode !== 201) throw new Error(`open: ${res.statusCode} ${res.body}`);
  return res.json<TicketDetail>();
}

const get = (who: Person, id: number) => call(who, { method: 'GET', url: url(apiPath(R.ticket, { id })) });
const reply = (who: Person, id: number, body: string, attachmentIds?: number[]) => call(who, { method: 'POST', url: url(apiPath(R.ticketMessages, { id })), payload: { body, ...(attachmentIds ? { attachmentIds } : {}) } });
const adminGet = async (id: number) => {
  const res = await t.request({ method: 'GET', url: url(apiPath(R.adminTicket, { id })), token: adminToken });
  expect(res.statusCode).toBe(200);
  return res.json<AdminTicketDetail>();
};
const adminPut = (id: number, body: object, version?: number | string) =>
  t.request({ method: 'PUT', url: url(apiPath(R.adminTicket, { id })), token: adminToken, payload: body, headers: version === undefined ? {} : { 'if-match': String(version) } });
const adminReply = (id: number, body: string, extra: object = {}) => t.request({ method: 'POST', url: url(apiPath(R.adminTicketMessages, { id })), token: adminToken, payload: { body, ...extra } });
const adminNote = (id: number, body: string, attachmentIds?: number[]) => {
  NOTE_TEXTS.push(body);
  return t.request({ method: 'POST', url: url(apiPath(R.adminTicketNotes, { id })), token: adminToken, payload: { body, ...(attachmentIds ? { attachmentIds } : {}) } });
};
const upload = (who: Person | string, data: Buffer | string, filename: string, contentType: string) => call(who, { method: 'POST', url: url(R.ticketUploads), ...fileForm(data, filename, contentType) });
const studentLink = (id: number) => `${t.config.publicUrl}/${ROUTES.student}/${AREA_ROUTES.studentTicket.replace(':id', String(id))}`;
const instructorLink = (id: number) => `${t.config.publicUrl}/${ROUTES.instructor}/${AREA_ROUTES.instructorTicket.replace(':id', String(id))}`;

async function mailsTo(email: string) {
  return (await t.mails()).filter((m) => m.to.includes(email));
}

/** The mails about one ticket (not the sign-up's activation mail). */
async function ticketMailsTo(email: string, number: string) {
  return (await mailsTo(email)).filter((m) => m.subject.includes(number));
}

async function auditLines(action: string, targetId: number) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

function pdfBytes(extra = ''): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${extra}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

async function enrol(who: Person, course: TestCourse) {
  await t.database.db.insert(enrollments).values({ customerId: who.id, courseId: course.id });
}

describe('a learner opens and reads tickets', () => {
  it('opens one (201): number, status new, the message kept as plain text (HTML as sent), listed with its last reply', async () => {
    const me = await person();
    const html = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';
    const res = await openTicket(me, { subject: '<i>Refund</i> please', category: 'refund', body: html });
    expect(res.statusCode).toBe(201);
    const ticket = res.json<TicketDetail>();
    expect(ticket).toMatchObject({ number: ticketNumber(ticket.id), subject: '<i>Refund</i> please', category: 'refund', status: 'new', links: {}, mergedInto: null, closedAt: null, reopenUntil: null });
    expect(ticket.number).toMatch(/^T-\d{6,}$/);
    expect(ticket.messages).toEqual([{ id: expect.any(Number), authorRole: 'requester', authorName: 'Anong Learner', kind: 'public', body: html, lang: 'en', createdAt: expect.any(String), attachments: [] }]);

    const list = await call(me, { method: 'GET', url: url(R.tickets) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    const page = list.json<TicketsPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: ticket.id, status: 'new', lastMessageRole: 'requester', unread: false });
    expect(page.items[0]!.lastMessagePreview).toBe(html);
    expect((await call(me, { method: 'GET', url: url(apiPath(R.tickets, null, { status: 'closed' })) })).json<TicketsPage>().total).toBe(0);
    expect((await call(me, { method: 'GET', url: url(apiPath(R.tickets, null, { status: 'active' })) })).json<TicketsPage>().total).toBe(1);
  });

  it('keeps the language each message was written in: the UI language sent, else the author\'s profile language', async () => {
    const me = await person('student', { lang: 'th' });
    const ticket = await opened(me, { body: 'Paano ko makukuha ang sertipiko?', lang: 'tl' });
    expect(ticket.messages.map((m) => m.lang)).toEqual(['tl']);
    expect((await reply(me, ticket.id, 'ขอบคุณครับ')).statusCode).toBe(201);
    expect((await adminReply(ticket.id, 'Xin chào', { lang: 'vi' })).statusCode).toBe(201);
    const thread = (await get(me, ticket.id)).json<TicketDetail>().messages;
    expect(thread.map((m) => m.lang)).toEqual(['tl', 'th', 'vi']);
    expect((await openTicket(me, { lang: 'xx' })).statusCode).toBe(400);
  });

  it('refuses bad input with 400', async () => {
    const me = await person();
    const bad = [
      { subject: 'x'.repeat(151) },
      { subject: '' },
      { body: '' },
      { body: '  \n\t ' },
      { subject: '   ' },
      { body: 'x'.repeat(5001) },
      { category: 'billing' as TicketCategory },
      { attachmentIds: [1, 2, 3, 4, 5, 6] },
      { orderId: 'not-a-uuid' },
    ];
    for (const body of bad) {
      const res = await openTicket(me, body);
      expect([JSON.stringify(body).slice(0, 40), res.statusCode]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
    }
    expect((await openTicket(me, { body: 'x'.repeat(5000) })).statusCode).toBe(201);
  });

  it('links only the caller\'s own order, a course they take or teach, and a lesson of it', async () => {
    const me = await person();
    const other = await person();
    const course = await paidCourse(t, { USD: 1900, THB: 59000 });
    const mine = await orderOf(t, me.token, [course.id]);
    const theirs = await orderOf(t, other.token, [course.id]);
    await t.database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, mine.id));

    const refused = async (body: Parameters<typeof openTicket>[1]) => {
      const res = await openTicket(me, body);
      expect([res.statusCode, problemCode(res)]).toEqual([400, 'TICKET_LINK_INVALID']);
    };
    await refused({ orderId: theirs.id });
    await refused({ orderId: '00000000-0000-4000-8000-000000000000' });
    await refused({ courseId: course.id });
    await refused({ lessonId: course.lessonIds[0] });
    // Nothing was written for the refusals.
    expect((await t.database.db.select().from(tickets).where(eq(tickets.requesterId, me.id))).length).toBe(0);

    await enrol(me, course);
    const withOrder = await opened(me, { orderId: mine.id });
    expect(withOrder.links).toEqual({ order: { id: mine.id, number: mine.number } });
    const withLesson = await opened(me, { lessonId: course.lessonIds[1], category: 'course_content' });
    expect(withLesson.links).toMatchObject({ course: { id: course.id, slug: course.slug }, lesson: { id: course.lessonIds[1], title: 'Lesson 2' } });
    // A lesson of another course than the one named.
    const otherCourse = await makeCourse(t, { slug: unique('tk-other-') });
    await enrol(me, otherCourse);
    await refused({ courseId: course.id, lessonId: otherCourse.lessonIds[0] });

    // An instructor may link a course they teach.
    const teacher = await person('instructor');
    const taught = await makeCourse(t, { slug: unique('tk-taught-'), instructor: teacher.username });
    expect((await opened(teacher, { courseId: taught.id, category: 'other' })).links.course?.id).toBe(taught.id);

    const links = (await call(me, { method: 'GET', url: url(R.ticketLinks) })).json<TicketLinkOptions>();
    expect(links.orders.map((o) => o.id)).toEqual([mine.id]);
    expect(links.orders[0]!.courseTitles).toHaveLength(1);
    expect(links.courses.map((c) => c.id).sort()).toEqual([course.id, otherCourse.id].sort());
    expect(links.lessons.filter((l) => l.courseId === course.id).map((l) => l.id)).toEqual(course.lessonIds);
    const theirLinks = (await call(other, { method: 'GET', url: url(R.ticketLinks) })).json<TicketLinkOptions>();
    expect(theirLinks).toEqual({ orders: [], courses: [], lessons: [] });
  });

  it("answers 404 for another learner's ticket on every route, and changes nothing", async () => {
    const owner = await person();
    const stranger = await person();
    const ticket = await opened(owner);
    const routes: Omit<Req, 'token'>[] = [
      { method: 'GET', url: url(apiPath(R.ticket, { id: ticket.id })) },
      { method: 'POST', url: url(apiPath(R.ticketMessages, { id: ticket.id })), payload: { body: 'hijack' } },
      { method: 'POST', url: url(apiPath(R.ticketClose, { id: ticket.id })) },
      { method: 'POST', url: url(apiPath(R.ticketReopen, { id: ticket.id })) },
      { method: 'GET', url: url(apiPath(R.ticket, { id: 2147483647 })) },
    ];
    for (const route of routes) {
      const res = await call(stranger, route);
      expect([route.method, route.url, res.statusCode, problemCode(res)]).toEqual([route.method, route.url, 404, 'TICKET_NOT_FOUND']);
    }
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row!.status).toBe('new');
    expect((await t.database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id))).length).toBe(1);
    expect((await t.request({ method: 'GET', url: url(R.tickets) })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: url(R.tickets), payload: {} })).statusCode).toBe(401);
  });
});

describe('the life of a ticket: staff, learner, mails, clocks', () => {
  it('assign (If-Match), note, reply, learner reply, resolve, close, reopen, with audit lines and mails', async () => {
    const me = await person('student', { lang: 'th', firstName: 'Somchai' });
    const ticket = await opened(me, { subject: 'Charged twice', body: 'Please check my card.' });

    // The queue (default: open ones), by number and by requester.
    const queue = (query: Record<string, string>) => t.request({ method: 'GET', url: url(apiPath(R.adminTickets, null, query)), token: adminToken });
    const byNumber = (await queue({ search: ticket.number })).json<AdminTicketsPage>();
    expect(byNumber.items.map((i) => i.id)).toEqual([ticket.id]);
    expect(byNumber.items[0]).toMatchObject({ status: 'new', requester: { encryptId: me.encryptId, username: me.username }, assignee: null, forwarded: false, version: 1, unread: true });
    expect(byNumber.items[0]!.waitingSince).toEqual(expect.any(String));
    expect((await queue({ search: me.username })).json<AdminTicketsPage>().items.map((i) => i.id)).toEqual([ticket.id]);
    expect((await queue({ search: me.username, assignee: 'none', category: 'payment' })).json<AdminTicketsPage>().total).toBe(1);
    expect((await queue({ search: me.username, category: 'refund' })).json<AdminTicketsPage>().total).toBe(0);

    // PUT needs the version.
    expect((await adminPut(ticket.id, { assigneeId: adminEncryptId })).statusCode).toBe(428);
    const stale = await adminPut(ticket.id, { assigneeId: adminEncryptId }, 7);
    expect([stale.statusCode, problemCode(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    const notAdmin = await adminPut(ticket.id, { assigneeId: me.encryptId }, 1);
    expect([notAdmin.statusCode, problemCode(notAdmin)]).toEqual([400, 'TICKET_ASSIGNEE_INVALID']);
    const assigned = await adminPut(ticket.id, { assigneeId: adminEncryptId }, 1);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.headers.etag).toBe('"2"');
    expect(assigned.json<AdminTicketDetail>()).toMatchObject({ status: 'open', assignee: { encryptId: adminEncryptId }, version: 2, requester: { email: me.email, lang: 'th', country: 174 }, timeZone: 'Asia/Bangkok' });
    expect(await auditLines('ticket.assign', ticket.id)).toEqual([expect.objectContaining({ actorId: adminId, after: { assigneeId: adminId } })]);
    expect((await queue({ search: ticket.number, assignee: 'me' })).json<AdminTicketsPage>().total).toBe(1);
    // Taking a new ticket opened it: a status change, mailed in Thai.
    expect((await ticketMailsTo(me.email, ticket.number)).map((m) => m.subject)).toEqual([`คำร้อง ${ticket.number} ของคุณ: กำลังดำเนินการ`]);
    const badEdge = await adminPut(ticket.id, { status: 'new' }, 2);
    expect([badEdge.statusCode, problemCode(badEdge)]).toEqual([409, 'TICKET_STATE_CONFLICT']);

    // An internal note: the staff see it, the learner never; no mail; audited without its text.
    const noteText = `Internal: card ends 4242, customer seems upset ${unique('n')}`;
    const noted = await adminNote(ticket.id, noteText);
    expect(noted.statusCode).toBe(201);
    expect(noted.json<AdminTicketDetail>().messages.map((m) => [m.kind, m.body])).toContainEqual(['note', noteText]);
    const noteAudit = await auditLines('ticket.note', ticket.id);
    expect(noteAudit).toHaveLength(1);
    expect(JSON.stringify(noteAudit)).not.toContain('4242');
    expect((await get(me, ticket.id)).json<TicketDetail>().messages.map((m) => m.kind)).toEqual(['public']);
    expect(await ticketMailsTo(me.email, ticket.number)).toHaveLength(1);

    // The staff's reply: pending, first response recorded, mailed (in Thai) with the link to the thread.
    const answered = await adminReply(ticket.id, 'We refunded the second charge.\n<b>Thanks</b>');
    expect(answered.statusCode).toBe(201);
    const afterReply = answered.json<AdminTicketDetail>();
    expect(afterReply).toMatchObject({ status: 'pending', waitingSince: null, version: 3 });
    expect(afterReply.firstResponseAt).toEqual(expect.any(String));
    expect(afterReply.firstResponseSeconds).toEqual(expect.any(Number));
    expect(await auditLines('ticket.reply', ticket.id)).toEqual([expect.objectContaining({ before: { status: 'open' }, after: { status: 'pending' } })]);
    let mails = await ticketMailsTo(me.email, ticket.number);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('มีคำตอบใหม่');
    expect(mails[1]!.text).toContain('We refunded the second charge.\n<b>Thanks</b>');
    expect(mails[1]!.text).toContain(studentLink(ticket.id));
    for (const mail of await mailsTo(me.email)) expect(mail.text).not.toContain(noteText);
    const learnerView = (await get(me, ticket.id)).json<TicketDetail>();
    expect(learnerView.status).toBe('pending');
    expect(learnerView.messages.map((m) => [m.authorRole, m.authorName])).toEqual([
      ['requester', 'Somchai Learner'],
      ['staff', expect.stringMatching(/^Academy team/)],
    ]);
    expect(learnerView.unread).toBe(true);

    // The learner replies: open again, waiting for the staff.
    const back = await reply(me, ticket.id, 'Thanks, but I still see two charges.');
    expect(back.statusCode).toBe(201);
    expect(back.json<TicketDetail>().status).toBe('open');
    const [openRow] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(openRow!.waitingSince).not.toBeNull();

    // Resolved by the staff: the learner is mailed.
    const resolved = await adminPut(ticket.id, { status: 'resolved' }, 4);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<AdminTicketDetail>()).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    expect(await auditLines('ticket.status', ticket.id)).toEqual(expect.arrayContaining([expect.objectContaining({ before: { status: 'open' }, after: { status: 'resolved' } })]));
    mails = await ticketMailsTo(me.email, ticket.number);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toContain('แก้ไขแล้ว');

    // A learner's reply to a resolved ticket reopens it; then they close it.
    expect((await reply(me, ticket.id, 'One more thing.')).json<TicketDetail>().status).toBe('open');
    const closed = await call(me, { method: 'POST', url: url(apiPath(R.ticketClose, { id: ticket.id })) });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<TicketDetail>()).toMatchObject({ status: 'closed', closedAt: expect.any(String), reopenUntil: expect.any(String) });
    const again = await call(me, { method: 'POST', url: url(apiPath(R.ticketClose, { id: ticket.id })) });
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'TICKET_STATE_CONFLICT']);
    const onClosed = await reply(me, ticket.id, 'hello?');
    expect([onClosed.statusCode, problemCode(onClosed)]).toEqual([409, 'TICKET_CLOSED']);
    const staffOnClosed = await adminReply(ticket.id, 'late');
    expect([staffOnClosed.statusCode, problemCode(staffOnClosed)]).toEqual([409, 'TICKET_CLOSED']);
    // The learner's own actions mail nobody.
    expect(await ticketMailsTo(me.email, ticket.number)).toHaveLength(3);

    // Reopen within 7 days; not after.
    const reopened = await call(me, { method: 'POST', url: url(apiPath(R.ticketReopen, { id: ticket.id })) });
    expect([reopened.statusCode, reopened.json<TicketDetail>().status]).toEqual([200, 'open']);
    const notClosed = await call(me, { method: 'POST', url: url(apiPath(R.ticketReopen, { id: ticket.id })) });
    expect([notClosed.statusCode, problemCode(notClosed)]).toEqual([409, 'TICKET_STATE_CONFLICT']);
    await call(me, { method: 'POST', url: url(apiPath(R.ticketClose, { id: ticket.id })) });
    await t.database.db.update(tickets).set({ closedAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(tickets.id, ticket.id));
    const late = await call(me, { method: 'POST', url: url(apiPath(R.ticketReopen, { id: ticket.id })) });
    expect([late.statusCode, problemCode(late)]).toEqual([409, 'TICKET_REOPEN_EXPIRED']);
  });

  it('a staff reply may keep the ticket open or resolve it; the first response is recorded once', async () => {
    const me = await person();
    const ticket = await opened(me);
    const first = await adminReply(ticket.id, 'Looking into it.', { status: 'open' });
    expect(first.json<AdminTicketDetail>()).toMatchObject({ status: 'open', assignee: { encryptId: adminEncryptId } });
    const firstAt = first.json<AdminTicketDetail>().firstResponseAt;
    const second = await adminReply(ticket.id, 'Fixed.', { status: 'resolved' });
    expect(second.json<AdminTicketDetail>()).toMatchObject({ status: 'resolved', firstResponseAt: firstAt });
    expect((await adminReply(ticket.id, 'x', { status: 'closed' })).statusCode).toBe(400);
  });

  it('closes resolved tickets after TICKET_AUTO_CLOSE_SECONDS through the job, and mails the requester', async () => {
    const me = await person();
    const ticket = await opened(me, { subject: 'Auto close me' });
    await adminReply(ticket.id, 'Done.', { status: 'resolved' });
    const fresh = await opened(me, { subject: 'Resolved just now' });
    await adminReply(fresh.id, 'Done too.', { status: 'resolved' });
    // Resolving queued a run for the end of the period (the every-minute schedule is the backstop).
    const queued = await t.database.db.execute<{ n: string }>(sql`select count(*) as n from pgboss.job where name = 'tickets-auto-close' and state = 'created' and start_after > now() + interval '6 days 23 hours'`);
    expect(Number(queued.rows[0]!.n)).toBeGreaterThanOrEqual(2);
    await t.database.db.update(tickets).set({ resolvedAt: new Date(Date.now() - t.config.ticketAutoCloseSeconds * 1000 - 60_000) }).where(eq(tickets.id, ticket.id));
    await t.jobs.send('tickets-auto-close', {});
    await t.jobs.drain(['tickets-auto-close']);
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'closed', version: 3 });
    expect(row!.closedAt).not.toBeNull();
    const [still] = await t.database.db.select().from(tickets).where(eq(tickets.id, fresh.id));
    expect(still!.status).toBe('resolved');
    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.subject)).toContainEqual(`Your ticket ${ticket.number}: Closed`);
    expect(t.config.ticketAutoCloseSeconds).toBe(7 * 86_400);
  });

  it('changes the category and audits it; refuses non-admins everywhere on the staff routes', async () => {
    const me = await person();
    const ticket = await opened(me);
    const res = await adminPut(ticket.id, { category: 'refund' }, 1);
    expect(res.json<AdminTicketDetail>()).toMatchObject({ category: 'refund', status: 'new', version: 2 });
    expect(await auditLines('ticket.category', ticket.id)).toEqual([expect.objectContaining({ before: { category: 'payment' }, after: { category: 'refund' } })]);
    const instructorToken = await tokenFor(t, 'instructor');
    const staffRoutes: Omit<Req, 'token'>[] = [
      { method: 'GET', url: url(R.adminTickets) },
      { method: 'GET', url: url(apiPath(R.adminTicket, { id: ticket.id })) },
      { method: 'PUT', url: url(apiPath(R.adminTicket, { id: ticket.id })), payload: { status: 'open' }, headers: { 'if-match': '2' } },
      { method: 'POST', url: url(apiPath(R.adminTicketMessages, { id: ticket.id })), payload: { body: 'x' } },
      { method: 'POST', url: url(apiPath(R.adminTicketNotes, { id: ticket.id })), payload: { body: 'x' } },
      { method: 'POST', url: url(apiPath(R.adminTicketMerge, { id: ticket.id })), payload: { intoId: ticket.id } },
      { method: 'POST', url: url(apiPath(R.adminTicketForward, { id: ticket.id })) },
      { method: 'GET', url: url(R.adminCannedReplies) },
      { method: 'POST', url: url(R.adminCannedReplies), payload: {} },
      { method: 'PUT', url: url(apiPath(R.adminCannedReply, { id: 1 })), payload: {} },
      { method: 'DELETE', url: url(apiPath(R.adminCannedReply, { id: 1 })) },
    ];
    for (const route of staffRoutes) {
      expect([route.method, route.url, (await t.request({ ...route, token: me.token })).statusCode]).toEqual([route.method, route.url, 403]);
      expect([route.method, route.url, (await t.request({ ...route, token: instructorToken })).statusCode]).toEqual([route.method, route.url, 403]);
      expect([route.method, route.url, (await t.request(route)).statusCode]).toEqual([route.method, route.url, 401]);
    }
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'new', version: 2 });
    expect(await t.database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id))).toHaveLength(1);
  });
});

describe('merge', () => {
  it('closes the duplicate and shows its messages in the other ticket\'s thread', async () => {
    const me = await person();
    const target = await opened(me, { subject: 'Cannot pay', body: 'First try.' });
    const duplicate = await opened(me, { subject: 'Cannot pay (again)', body: 'Second try.' });
    await adminNote(duplicate.id, `Duplicate note ${unique('n')}`);
    const res = await t.request({ method: 'POST', url: url(apiPath(R.adminTicketMerge, { id: duplicate.id })), token: adminToken, payload: { intoId: target.id } });
    expect(res.statusCode).toBe(200);
    const merged = res.json<AdminTicketDetail>();
    expect(merged.id).toBe(target.id);
    expect(merged.mergedFrom).toEqual([{ id: duplicate.id, number: duplicate.number }]);
    expect(merged.messages.map((m) => [m.body.slice(0, 11), m.fromTicketNumber])).toEqual([
      ['First try.', undefined],
      ['Second try.', duplicate.number],
      ['Duplicate n', duplicate.number],
    ]);
    const dup = (await get(me, duplicate.id)).json<TicketDetail>();
    expect(dup).toMatchObject({ status: 'closed', mergedInto: { id: target.id, number: target.number }, reopenUntil: null });
    const thread = (await get(me, target.id)).json<TicketDetail>();
    expect(thread.messages.map((m) => m.body)).toEqual(['First try.', 'Second try.']);
    expect(await auditLines('ticket.merge', duplicate.id)).toEqual([expect.objectContaining({ after: { status: 'closed', mergedIntoId: target.id } })]);
    const mails = await mailsTo(me.email);
    expect(mails.some((m) => m.text.includes(target.number) && m.text.includes(studentLink(target.id)))).toBe(true);
    const reopen = await call(me, { method: 'POST', url: url(apiPath(R.ticketReopen, { id: duplicate.id })) });
    expect([reopen.statusCode, problemCode(reopen)]).toEqual([409, 'TICKET_STATE_CONFLICT']);

    // Refused: itself, twice, another requester's, a closed target.
    const merge = (id: number, intoId: number) => t.request({ method: 'POST', url: url(apiPath(R.adminTicketMerge, { id })), token: adminToken, payload: { intoId } });
    const other = await opened(await person());
    const third = await opened(me, { subject: 'Third' });
    for (const [id, into] of [
      [third.id, third.id],
      [duplicate.id, target.id],
      [third.id, other.id],
      [third.id, duplicate.id],
    ] as const) {
      const refused = await merge(id, into);
      expect([id, into, refused.statusCode, problemCode(refused)]).toEqual([id, into, 409, 'TICKET_MERGE_INVALID']);
    }
    expect((await merge(third.id, 2147483647)).statusCode).toBe(404);
  });
});

describe('forwarding to the course\'s instructor', () => {
  it('lets the instructor read the public thread only and answer; each side is mailed', async () => {
    const teacher = await person('instructor', { firstName: 'Kru', lang: 'en' });
    const course = await makeCourse(t, { slug: unique('tk-fwd-'), instructor: teacher.username, title: 'Candles 101' });
    const learner = await person('student', { firstName: 'Nok' });
    await enrol(learner, course);
    const own = await orderOf(t, learner.token, [(await paidCourse(t, { USD: 500 })).id]);
    const ticket = await opened(learner, { category: 'course_content', subject: 'Lesson 2 video is broken', lessonId: course.lessonIds[1], body: 'It stops at 1:20.' });
    const paymentTicket = await opened(learner, { orderId: own.id });
    const noteText = `Learner's e-mail is ${learner.email}; check refund ${unique('n')}`;
    await adminNote(ticket.id, noteText);

    const forward = (id: number) => t.request({ method: 'POST', url: url(apiPath(R.adminTicketForward, { id })), token: adminToken });
    const refused = await forward(paymentTicket.id);
    expect([refused.statusCode, problemCode(refused)]).toEqual([409, 'TICKET_FORWARD_UNAVAILABLE']);
    const orphan = await makeCourse(t, { slug: unique('tk-orphan-'), instructor: null });
    await enrol(learner, orphan);
    const orphanTicket = await opened(learner, { category: 'course_content', courseId: orphan.id });
    expect(problemCode(await forward(orphanTicket.id))).toBe('TICKET_FORWARD_UNAVAILABLE');
    expect((await adminGet(ticket.id)).canForward).toBe(true);

    // Not forwarded yet: the instructor cannot see it.
    expect((await call(teacher, { method: 'GET', url: url(apiPath(R.instructorTicket, { id: ticket.id })) })).statusCode).toBe(404);
    const done = await forward(ticket.id);
    expect(done.statusCode).toBe(200);
    expect(done.json<AdminTicketDetail>().forwardedTo).toMatchObject({ encryptId: teacher.encryptId });
    expect(await auditLines('ticket.forward', ticket.id)).toHaveLength(1);
    const forwardMail = (await mailsTo(teacher.email)).find((m) => m.subject.includes(ticket.number));
    expect(forwardMail?.subject).toContain('Candles 101');
    expect(forwardMail?.text).toContain(instructorLink(ticket.id));

    const list = await call(teacher, { method: 'GET', url: url(R.instructorTickets) });
    expect(list.statusCode).toBe(200);
    const page = list.json<InstructorTicketsPage>();
    expect(page.items.map((i) => i.id)).toEqual([ticket.id]);
    expect(page.items[0]).toMatchObject({ requesterFirstName: 'Nok', links: { course: { id: course.id }, lesson: { id: course.lessonIds[1] } } });
    const view = await call(teacher, { method: 'GET', url: url(apiPath(R.instructorTicket, { id: ticket.id })) });
    expect(view.statusCode).toBe(200);
    const detail = view.json<InstructorTicketDetail>();
    expect(detail.messages.map((m) => [m.authorRole, m.authorName, m.kind])).toEqual([['requester', 'Nok', 'public']]);
    expect(view.body).not.toContain(learner.email);
    expect(view.body).not.toContain(learner.username);
    expect(view.body).not.toContain('Learner'); // the last name
    expect(Object.keys(detail)).not.toContain('requester');

    // Another instructor, a student and the learner on the instructor's routes.
    const otherTeacher = await person('instructor');
    expect((await call(otherTeacher, { method: 'GET', url: url(apiPath(R.instructorTicket, { id: ticket.id })) })).statusCode).toBe(404);
    expect((await call(otherTeacher, { method: 'POST', url: url(apiPath(R.instructorTicketMessages, { id: ticket.id })), payload: { body: 'x' } })).statusCode).toBe(404);
    expect((await call(otherTeacher, { method: 'GET', url: url(R.instructorTickets) })).json<InstructorTicketsPage>().total).toBe(0);
    expect((await call(learner, { method: 'GET', url: url(apiPath(R.instructorTicket, { id: ticket.id })) })).statusCode).toBe(403);

    // The instructor answers: the learner sees it (and gets the mail); the ticket waits for the learner.
    const answer = await call(teacher, { method: 'POST', url: url(apiPath(R.instructorTicketMessages, { id: ticket.id })), payload: { body: 'Re-uploaded, try again.' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<InstructorTicketDetail>()).toMatchObject({ status: 'pending' });
    const seen = (await get(learner, ticket.id)).json<TicketDetail>();
    expect(seen.messages.map((m) => [m.authorRole, m.authorName, m.body])).toEqual([
      ['requester', 'Nok Learner', 'It stops at 1:20.'],
      ['instructor', 'Kru Learner', 'Re-uploaded, try again.'],
    ]);
    expect((await mailsTo(learner.email)).some((m) => m.text.includes('Re-uploaded, try again.'))).toBe(true);

    // The learner replies: the instructor is mailed with the link to their area.
    await reply(learner, ticket.id, 'Works now, thank you!');
    const replyMail = (await mailsTo(teacher.email)).find((m) => m.text.includes('Works now, thank you!'));
    expect(replyMail?.text).toContain(instructorLink(ticket.id));
    expect(replyMail?.text).toContain('Nok');
  });
});

describe('attachments', () => {
  it('checks the bytes, renames by what they are, serves images inline and PDFs as downloads, to readers only', async () => {
    const me = await person();
    const png = await makeImage('png');
    const pic = await upload(me, png, 'screenshot.png', 'image/png');
    expect(pic.statusCode).toBe(201);
    expect(pic.json<TicketUpload>()).toMatchObject({ name: 'screenshot.png', contentType: 'image/png' });
    // A PNG called .pdf is a PNG; a PDF called .png is a PDF.
    const renamedPng = (await upload(me, png, 'receipt.pdf', 'application/pdf')).json<TicketUpload>();
    expect(renamedPng).toMatchObject({ name: 'receipt.png', contentType: 'image/png' });
    const renamedPdf = (await upload(me, pdfBytes(), 'photo.png', 'image/png')).json<TicketUpload>();
    expect(renamedPdf).toMatchObject({ name: 'photo.pdf', contentType: 'application/pdf' });
    const pdf = (await upload(me, pdfBytes('<html><script>alert(1)</script></html>'), '../../etc/สลิป.pdf', 'application/pdf')).json<TicketUpload>();
    expect(pdf.name).toBe('สลิป.pdf');

    for (const [data, name] of [
      ['just text, not a PDF', 'notes.pdf'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.png'],
      [await makeImage('gif'), 'anim.gif'],
      [Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)]), 'broken.png'],
    ] as const) {
      const res = await upload(me, data, name, 'image/png');
      expect([name, res.statusCode, problemCode(res)]).toEqual([name, 400, 'TICKET_ATTACHMENT_INVALID']);
    }
    const big = await upload(me, Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf', 'application/pdf');
    expect([big.statusCode, problemCode(big)]).toEqual([413, 'TICKET_ATTACHMENT_TOO_LARGE']);
    const noFile = await call(me, { method: 'POST', url: url(R.ticketUploads), payload: { a: 1 } });
    expect(noFile.statusCode).toBe(415);

    // Stored in the protected folder, which /storage does not serve.
    const [stored] = await t.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, pic.json<TicketUpload>().id));
    expect(fs.existsSync(path.join(t.config.storageDir, FILE_FOLDERS.ticketAttachment, stored!.fileName))).toBe(true);
    expect((await t.request({ method: 'GET', url: `${t.config.storageBaseUrl}/${FILE_FOLDERS.ticketAttachment}/${stored!.fileName}` })).statusCode).toBe(403);

    // Someone else's upload cannot be attached; an upload is attached once.
    const other = await person();
    const theirs = (await upload(other, png, 'theirs.png', 'image/png')).json<TicketUpload>();
    const stolen = await openTicket(me, { attachmentIds: [theirs.id] });
    expect([stolen.statusCode, problemCode(stolen)]).toEqual([400, 'TICKET_ATTACHMENT_NOT_FOUND']);
    expect((await t.database.db.select().from(tickets).where(eq(tickets.requesterId, me.id))).length).toBe(0);

    const ticket = await opened(me, { attachmentIds: [pic.json<TicketUpload>().id, pdf.id] });
    expect(ticket.messages[0]!.attachments.map((a) => a.contentType)).toEqual(['image/png', 'application/pdf']);
    const reused = await reply(me, ticket.id, 'again', [pdf.id]);
    expect(problemCode(reused)).toBe('TICKET_ATTACHMENT_NOT_FOUND');

    const fetchFile = (who: Person | string, id: number, attachmentId: number) => call(who, { method: 'GET', url: url(apiPath(R.ticketAttachment, { id, attachmentId })) });
    const image = await fetchFile(me, ticket.id, ticket.messages[0]!.attachments[0]!.id);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(String(image.headers['content-disposition'])).toMatch(/^inline; filename="screenshot.png"/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(0, 8)).toEqual(png.subarray(0, 8));
    const download = await fetchFile(me, ticket.id, pdf.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; /);
    expect(String(download.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('สลิป.pdf')}`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.toString('latin1')).toBe(pdfBytes('<html><script>alert(1)</script></html>').toString('latin1'));
    expect((await fetchFile(adminToken, ticket.id, pdf.id)).statusCode).toBe(200);

    // Another learner: 404, by this ticket or their own.
    const othersTicket = await opened(other);
    for (const [id, attachmentId] of [
      [ticket.id, pdf.id],
      [othersTicket.id, pdf.id],
      [othersTicket.id, theirs.id],
    ] as const) {
      const res = await fetchFile(other, id, attachmentId);
      expect([id, attachmentId, res.statusCode, problemCode(res)]).toEqual([id, attachmentId, 404, 'TICKET_ATTACHMENT_NOT_FOUND']);
    }

    // An internal note's attachment: the staff only.
    const adminPdf = (await upload(adminToken, pdfBytes('staff only'), 'internal.pdf', 'application/pdf')).json<TicketUpload>();
    expect((await adminNote(ticket.id, `See the internal file ${unique('n')}`, [adminPdf.id])).statusCode).toBe(201);
    expect((await fetchFile(me, ticket.id, adminPdf.id)).statusCode).toBe(404);
    expect((await fetchFile(adminToken, ticket.id, adminPdf.id)).statusCode).toBe(200);
    expect((await get(me, ticket.id)).body).not.toContain('internal.pdf');
  });

  it('purges uploads never sent after a day, records and files', async () => {
    const me = await person();
    const sent = (await upload(me, pdfBytes(), 'sent.pdf', 'application/pdf')).json<TicketUpload>();
    const unsent = (await upload(me, pdfBytes(), 'unsent.pdf', 'application/pdf')).json<TicketUpload>();
    const recent = (await upload(me, pdfBytes(), 'recent.pdf', 'application/pdf')).json<TicketUpload>();
    await opened(me, { attachmentIds: [sent.id] });
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.database.db.update(ticketAttachments).set({ createdAt: dayAgo }).where(sql`${ticketAttachments.id} in (${sent.id}, ${unsent.id})`);
    const [gone] = await t.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, unsent.id));
    await t.jobs.send('uploads-purge', {});
    await t.jobs.drain(['uploads-purge']);
    const left = await t.database.db.select({ id: ticketAttachments.id }).from(ticketAttachments).where(eq(ticketAttachments.uploaderId, me.id));
    expect(left.map((r) => r.id).sort()).toEqual([sent.id, recent.id].sort());
    expect(fs.existsSync(path.join(t.config.storageDir, FILE_FOLDERS.ticketAttachment, gone!.fileName))).toBe(false);
  });

  it('is not an /api/Files folder', async () => {
    const me = await person();
    const res = await call(me, { method: 'POST', url: `${API_BASE}${fileUploadPath(FILE_FOLDERS.ticketAttachment)}`, ...fileForm(await makeImage('png')) });
    expect([res.statusCode, problemCode(res)]).toEqual([400, 'FILE_FOLDER_INVALID']);
  });
});

describe('rate limits', () => {
  it('allows 5 new tickets an hour, then 429 TICKET_OPEN_RATE_LIMITED with Retry-After', async () => {
    const me = await person();
    for (let i = 0; i < 5; i++) await opened(me, { subject: `Ticket ${i}` });
    const res = await openTicket(me);
    expect([res.statusCode, problemCode(res)]).toEqual([429, 'TICKET_OPEN_RATE_LIMITED']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // An hour later it is allowed again.
    await t.database.db.update(tickets).set({ createdAt: new Date(Date.now() - 3_700_000) }).where(eq(tickets.requesterId, me.id));
    expect((await openTicket(me)).statusCode).toBe(201);
  });

  it('allows 30 messages an hour, then 429 TICKET_MESSAGE_RATE_LIMITED', async () => {
    const me = await person();
    const ticket = await opened(me);
    // 28 more written straight to the table (the first message counts too): 29 so far.
    await t.database.db.insert(ticketMessages).values(Array.from({ length: 28 }, (_, i) => ({ ticketId: ticket.id, authorId: me.id, authorRole: 'requester' as const, body: `m${i}` })));
    expect((await reply(me, ticket.id, 'the 30th')).statusCode).toBe(201);
    const res = await reply(me, ticket.id, 'the 31st');
    expect([res.statusCode, problemCode(res)]).toEqual([429, 'TICKET_MESSAGE_RATE_LIMITED']);
    const refusedOpen = await openTicket(me);
    expect(problemCode(refusedOpen)).toBe('TICKET_MESSAGE_RATE_LIMITED');
    // The staff have no limit.
    expect((await adminReply(ticket.id, 'ok')).statusCode).toBe(201);
  });
});

describe('canned replies', () => {
  it('are created, listed, changed and deleted by admins, audited', async () => {
    const text = (en: string) => ({ th: `${en} (th)`, en, vi: `${en} (vi)`, tl: `${en} (tl)` });
    const title = unique('Refund steps ');
    const created = await t.request({ method: 'POST', url: url(R.adminCannedReplies), token: adminToken, payload: { title: text(title), body: text('Go to Orders, then Request a refund.') } });
    expect(created.statusCode).toBe(201);
    const reply1 = created.json<CannedReply>();
    expect(reply1.title.th).toBe(`${title} (th)`);
    const list = (await t.request({ method: 'GET', url: url(R.adminCannedReplies), token: adminToken })).json<CannedReply[]>();
    expect(list.map((c) => c.id)).toContain(reply1.id);
    const invalid = await t.request({ method: 'POST', url: url(R.adminCannedReplies), token: adminToken, payload: { title: { ...text('x'), en: ' ' }, body: text('y') } });
    expect([invalid.statusCode, problemCode(invalid)]).toEqual([400, 'CANNED_REPLY_INVALID']);
    expect((await t.request({ method: 'POST', url: url(R.adminCannedReplies), token: adminToken, payload: { title: { en: 'only en' }, body: text('y') } })).statusCode).toBe(400);
    const changed = await t.request({ method: 'PUT', url: url(apiPath(R.adminCannedReply, { id: reply1.id })), token: adminToken, payload: { title: text(`${title} v2`), body: text('New steps.') } });
    expect(changed.json<CannedReply>().body.en).toBe('New steps.');
    expect((await t.request({ method: 'DELETE', url: url(apiPath(R.adminCannedReply, { id: reply1.id })), token: adminToken })).statusCode).toBe(204);
    const gone = await t.request({ method: 'DELETE', url: url(apiPath(R.adminCannedReply, { id: reply1.id })), token: adminToken });
    expect([gone.statusCode, problemCode(gone)]).toEqual([404, 'CANNED_REPLY_NOT_FOUND']);
    const missing = await t.request({ method: 'PUT', url: url(apiPath(R.adminCannedReply, { id: reply1.id })), token: adminToken, payload: { title: text('a'), body: text('b') } });
    expect(problemCode(missing)).toBe('CANNED_REPLY_NOT_FOUND');
    for (const action of ['canned_reply.create', 'canned_reply.update', 'canned_reply.delete']) expect(await auditLines(action, reply1.id)).toHaveLength(1);
  });
});

describe('dashboard figures', () => {
  it('counts open tickets and those waiting for the staff, with medians in business hours', async () => {
    const before = await t.services.tickets.dashboardFigures();
    const me = await person();
    await opened(me);
    const after = await t.services.tickets.dashboardFigures();
    expect(after.openTickets).toBeGreaterThanOrEqual(before.openTickets + 1);
    expect(after.waitingForStaff).toBeGreaterThanOrEqual(1);
    expect(after.medianFirstResponseHours === null || after.medianFirstResponseHours >= 0).toBe(true);
    expect(after.medianResolutionHours === null || after.medianResolutionHours >= 0).toBe(true);
    // The admin dashboard (GET /Admin/Stats) carries them.
    const stats = await t.request({ method: 'GET', url: url(ADMIN_CONSOLE_API_ROUTES.adminStats), token: adminToken });
    expect(stats.statusCode).toBe(200);
    const figures = stats.json<AdminStats>().tickets!;
    expect(Object.keys(figures).sort()).toEqual(['medianFirstResponseHours', 'medianResolutionHours', 'openTickets', 'waitingForStaff']);
    expect(figures.openTickets).toBeGreaterThanOrEqual(after.openTickets);
  });
});

// Last: every answer a learner or an instructor got in this file.
describe('internal notes', () => {
  it('never appear in any learner or instructor answer', () => {
    expect(NOTE_TEXTS.length).toBeGreaterThanOrEqual(4);
    expect(nonStaffAnswers.length).toBeGreaterThan(50);
    for (const note of NOTE_TEXTS) for (const body of nonStaffAnswers) expect(body.includes(note)).toBe(false);
    for (const body of nonStaffAnswers) expect(body).not.toContain('"kind":"note"');
  });
});
