// Support tickets (issue 17): learners and instructors ask, the staff answers (with internal notes,
// assignment, merge, forwarding to a course's instructor), and the clocks count business hours.
//
// - Access: a requester reads only their own tickets, an instructor only the tickets forwarded to them
//   (the thread without internal notes, the requester by first name only), admins everything. Anything
//   else is 404 TICKET_NOT_FOUND, as if it did not exist.
// - Internal notes (kind 'note') are read only by the staff's queries: every learner's and
//   instructor's read filters on kind = 'public' in SQL, and so does the attachment check.
// - Status changes go through ticketStates.transition() (a table of edges), which also moves the
//   business-hours clock (ticket region's time zone, paused while pending).
// - Merge shows, it does not move: the duplicate keeps its messages, gets status closed and
//   mergedIntoId; the target's thread reads the messages of every ticket merged into it (recursively),
//   each marked with the ticket number it was written in.
// - Every staff change writes its audit line in its transaction; mails go through the job queue after
//   the commit, in the recipient's language, never for an internal note.
// - Rate limits per user: tickets opened and messages sent in the last hour are counted in the
//   database (so refused attempts do not count, and every node sees the same numbers), under a per-user
//   advisory lock so that two requests at once cannot both slip under the limit.
import { AREA_ROUTES } from '../../../shared/areaRoutes';
import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { isLanguage, type CountryId, type Language } from '../../../shared/constants';
import { type TicketAuthorRole, type TicketCategory, type TicketStatus } from '../../../shared/ticketConstants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { ROUTES } from '../../../shared/spaRoutes';
import {
  TICKET_LINK_COURSES_MAX,
  TICKET_LINK_LESSONS_MAX,
  TICKET_LINK_ORDERS_MAX,
  TICKET_MESSAGES_PER_HOUR,
  TICKET_OPEN_PER_HOUR,
  TICKET_REOPEN_DAYS,
  type AdminTicketDetail,
  type AdminTicketItem,
  type AdminTicketReply,
  type AdminTicketsPage,
  type AdminTicketsQuery,
  type AdminTicketUpdate,
  type CannedReply,
  type CannedReplyInput,
  type InstructorTicketDetail,
  type InstructorTicketsPage,
  type TicketAttachment,
  type TicketDashboardFigures,
  type TicketDetail,
  type TicketLinkOptions,
  type TicketLinks,
  type TicketMessage,
  type TicketOpen,
  type TicketReply,
  type TicketsPage,
  type TicketsQuery,
  type TicketSummary,
} from '../../../shared/schemas/tickets';
import type { MailMessage } from '../../adapters/mail/mailAdapter';
import type { ServerContext } from '../../context';
import { cannedReplies, customers, ticketAttachments, ticketMessages, tickets, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkVersion } from '../../plugins/versioning';
import type { Services } from '../../services';
import { audit, changedFields } from '../audit/audit';
import type { Executor, Transaction } from '../cart/cartLines';
import { fullName, isoTime, isoTimeOrNull } from '../courses/courseSql';
import { REGION_TIME_ZONES } from './businessHours';
import { staffDisplayName, ticketForwardedMail, ticketLearnerReplyMail, ticketMergedMail, ticketReplyMail, ticketStatusMail } from './ticketMails';
import { canTransition, transition, waitedSeconds } from './ticketStates';
import { TicketAttachmentStore } from './ticketAttachments';

export type TicketRow = typeof tickets.$inferSelect;

const PREVIEW_LENGTH = 140;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Auto-close handles at most this many tickets per run (the job runs every minute). */
const AUTO_CLOSE_BATCH = 200;

/** "T-000123". */
export function ticketNumber(id: number): string {
  return `T-${String(id).padStart(6, '0')}`;
}

/** A ticket id from "T-000123", "t123", "#123" or "123"; null when the text is not a number. */
export function parseTicketNumber(text: string): number | null {
  const match = /^\s*(?:T-?|#)?0*(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2147483647 ? id : null;
}

function languageOf(lang: string | null | undefined): Language {
  return isLanguage(lang) ? lang : 'th';
}

function timeZoneOf(countryId: number): string {
  return REGION_TIME_ZONES[countryId as CountryId] ?? 'UTC';
}

/** The start of a plain-text message on one line. */
function preview(body: string | null): string {
  if (!body) return '';
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

function notFound(): AppError {
  return new AppError(404, ERROR_CODES.TICKET_NOT_FOUND, 'No such ticket.');
}

/** Who reads a thread: decides which messages and which names they see. */
type Viewer = 'requester' | 'instructor' | 'staff';

type SummaryRaw = {
  id: number;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  created_at: string | Date;
  last_message_at: string | Date;
  order_id: string | null;
  order_number: string | null;
  course_id: number | null;
  course_title: string | null;
  course_slug: string | null;
  lesson_id: number | null;
  lesson_title: string | null;
  last_body: string | null;
  last_role: TicketAuthorRole | null;
  requester_encrypt_id: string;
  requester_username: string;
  requester_first_name: string;
  requester_last_name: string;
  assignee_encrypt_id: string | null;
  assignee_username: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  waiting_since: string | Date | null;
  forwarded_to_id: string | null;
  version: number;
  total: number | string;
};

/** The summary query: every list reads the same columns; `where` and `order` pick the rows. */
function summaryQuery(where: SQL, order: SQL, limit: number, offset: number): SQL {
  return sql`
    select t.id, t.subject, t.category, t.status, t.created_at, t.last_message_at,
      t.order_id, o.number as order_number, t.course_id, co.title as course_title, co.slug as course_slug,
      t.lesson_id, l.title as lesson_title, lm.body as last_body, lm.author_role as last_role,
      r.encrypt_id as requester_encrypt_id, r.username as requester_username, r.first_name as requester_first_name, r.last_name as requester_last_name,
      a.encrypt_id as assignee_encrypt_id, a.username as assignee_username, a.first_name as assignee_first_name, a.last_name as assignee_last_name,
      t.waiting_since, t.forwarded_to_id, t.version, count(*) over () as total
    from tickets t
    join customers r on r.id = t.requester_id
    left join customers a on a.id = t.assignee_id
    left join orders o on o.id = t.order_id
    left join courses co on co.id = t.course_id
    left join lessons l on l.id = t.lesson_id
    left join lateral (
      select m.body, m.author_role from ticket_messages m
      where m.ticket_id = t.id and m.kind = 'public'
      order by m.created_at desc, m.id desc limit 1
    ) lm on true
    where ${where}
    order by ${order}
    limit ${limit} offset ${offset}`;
}

function linksOf(row: Pick<SummaryRaw, 'order_id' | 'order_number' | 'course_id' | 'course_title' | 'course_slug' | 'lesson_id' | 'lesson_title'>): TicketLinks {
  const links: TicketLinks = {};
  if (row.order_id && row.order_number) links.order = { id: row.order_id, number: row.order_number };
  if (row.course_id !== null && row.course_title !== null) links.course = { id: row.course_id, title: row.course_title, slug: row.course_slug ?? '' };
  if (row.lesson_id !== null && row.lesson_title !== null) links.lesson = { id: row.lesson_id, title: row.lesson_title };
  return links;
}

function summaryOf(row: SummaryRaw, viewer: Viewer): TicketSummary {
  const lastRole = row.last_role ?? 'requester';
  const unread = viewer === 'requester' ? lastRole !== 'requester' : lastRole === 'requester';
  return {
    id: row.id,
    number: ticketNumber(row.id),
    subject: row.subject,
    category: row.category,
    status: row.status,
    links: linksOf(row),
    createdAt: isoTime(row.created_at),
    lastMessageAt: isoTime(row.last_message_at),
    lastMessagePreview: preview(row.last_body),
    lastMessageRole: lastRole,
    unread: row.status === 'closed' ? false : unread,
  };
}

function personOf(encryptId: string | null, username: string | null, first: string | null, last: string | null) {
  if (!encryptId) return null;
  return { encryptId, username: username ?? '', name: fullName(first, last, username) };
}

type MessageRaw = {
  id: number;
  ticket_id: number;
  author_id: string | null;
  author_role: TicketAuthorRole;
  kind: 'public' | 'note';
  body: string;
  lang: string | null;
  created_at: string | Date;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
};

export class TicketService {
  readonly attachments: TicketAttachmentStore;

  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {
    this.attachments = new TicketAttachmentStore(ctx);
  }

  // ---- Links ---------------------------------------------------------------------------------------

  /** The caller's orders, courses (enrolled or taught) and their lessons, to link a new ticket to. */
  async linkOptions(caller: CustomerRow): Promise<TicketLinkOptions> {
    const db = this.ctx.db;
    const orders = (
      await db.execute<{ id: string; number: string; created_at: string | Date; titles: string[] | null }>(sql`
        select o.id, o.number, o.created_at, array(select ol.title from order_lines ol where ol.order_id = o.id order by ol.id) as titles
        from orders o
        where o.customer_id = ${caller.id} and o.status in ('paid', 'refund_requested', 'refunded', 'partially_refunded')
        order by o.created_at desc limit ${TICKET_LINK_ORDERS_MAX}`)
    ).rows;
    const courses = (
      await db.execute<{ id: number; title: string; slug: string; language: string }>(sql`
        select c.id, c.title, c.slug, c.language from courses c
        where c.instructor_id = ${caller.id} or exists (select 1 from enrollments e where e.course_id = c.id and e.customer_id = ${caller.id})
        order by c.title, c.id limit ${TICKET_LINK_COURSES_MAX}`)
    ).rows;
    const courseIds = courses.map((c) => c.id);
    const lessons =
      courseIds.length === 0
        ? []
        : (
            await db.execute<{ id: number; course_id: number; title: string }>(sql`
              select l.id, l.course_id, l.title from lessons l join course_sections s on s.id = l.section_id
              where l.course_id = any(${sql.param(courseIds)}::int[])
              order by l.course_id, s.sort_order, s.id, l.sort_order, l.id limit ${TICKET_LINK_LESSONS_MAX}`)
          ).rows;
    return {
      orders: orders.map((o) => ({ id: o.id, number: o.number, createdAt: isoTime(o.created_at), courseTitles: o.titles ?? [] })),
      courses: courses.map((c) => ({ id: c.id, title: c.title, slug: c.slug, lang: languageOf(c.language) })),
      lessons: lessons.map((l) => ({ id: l.id, courseId: l.course_id, title: l.title })),
    };
  }

  /** Checks the links of a new ticket: the caller's own order, a course they take or teach, a lesson of such a course. */
  private async checkLinks(tx: Executor, caller: CustomerRow, input: Pick<TicketOpen, 'orderId' | 'courseId' | 'lessonId'>): Promise<{ orderId: string | null; courseId: number | null; lessonId: number | null }> {
    const invalid = (what: string) => new AppError(400, ERROR_CODES.TICKET_LINK_INVALID, `This ${what} is not one of yours.`);
    let courseId = input.courseId ?? null;
    if (input.orderId) {
      const found = (await tx.execute(sql`select 1 from orders where id = ${input.orderId}::uuid and customer_id = ${caller.id}`)).rows;
      if (found.length === 0) throw invalid('order');
    }
    if (input.lessonId) {
      const [lesson] = (await tx.execute<{ course_id: number }>(sql`select course_id from lessons where id = ${input.lessonId}`)).rows;
      if (!lesson) throw invalid('lesson');
      if (courseId !== null && courseId !== lesson.course_id) throw invalid('lesson');
      courseId = lesson.course_id;
    }
    if (courseId !== null) {
      const found = (
        await tx.execute(sql`
          select 1 from courses c where c.id = ${courseId}
            and (c.instructor_id = ${caller.id} or exists (select 1 from enrollments e where e.course_id = c.id and e.customer_id = ${caller.id}))`)
      ).rows;
      if (found.length === 0) throw invalid(input.lessonId ? 'lesson' : 'course');
    }
    return { orderId: input.orderId ?? null, courseId, lessonId: input.lessonId ?? null };
  }

  // ---- Rate limits ---------------------------------------------------------------------------------

  /** One user's ticket writes go one at a time (their counts are then exact). */
  private async lockUser(tx: Transaction, customerId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tickets:${customerId}`}, 0))`);
  }

  private async limitOpen(tx: Transaction, caller: CustomerRow): Promise<void> {
    const [row] = (
      await tx.execute<{ n: number | string; oldest: string | Date | null }>(sql`
        select count(*) as n, min(created_at) as oldest from tickets where requester_id = ${caller.id} and created_at > now() - interval '1 hour'`)
    ).rows;
    if (Number(row?.n ?? 0) >= TICKET_OPEN_PER_HOUR) {
      throw new AppError(429, ERROR_CODES.TICKET_OPEN_RATE_LIMITED, `At most ${TICKET_OPEN_PER_HOUR} new tickets an hour; try again later.`, { 'retry-after': retryAfter(row?.oldest ?? null) });
    }
  }

  private async limitMessages(tx: Transaction, caller: CustomerRow): Promise<void> {
    const [row] = (
      await tx.execute<{ n: number | string; oldest: string | Date | null }>(sql`
        select count(*) as n, min(created_at) as oldest from ticket_messages where author_id = ${caller.id} and created_at > now() - interval '1 hour'`)
    ).rows;
    if (Number(row?.n ?? 0) >= TICKET_MESSAGES_PER_HOUR) {
      throw new AppError(429, ERROR_CODES.TICKET_MESSAGE_RATE_LIMITED, `At most ${TICKET_MESSAGES_PER_HOUR} messages an hour; try again later.`, { 'retry-after': retryAfter(row?.oldest ?? null) });
    }
  }

  // ---- Writing messages ----------------------------------------------------------------------------

  /** Inserts a message and attaches the caller's unsent uploads to it (400 TICKET_ATTACHMENT_NOT_FOUND for any other id). */
  private async addMessage(
    tx: Transaction,
    ticketId: number,
    author: CustomerRow,
    authorRole: TicketAuthorRole,
    kind: 'public' | 'note',
    body: string,
    attachmentIds: readonly number[] | undefined,
    now: Date,
    /** The UI language the body was written in (the request's), else the author's profile language. */
    lang: Language | undefined,
  ): Promise<number> {
    const [message] = await tx.insert(ticketMessages).values({ ticketId, authorId: author.id, authorRole, kind, body, lang: lang ?? author.lang, createdAt: now }).returning({ id: ticketMessages.id });
    const ids = [...new Set(attachmentIds ?? [])];
    if (ids.length > 0) {
      const attached = await tx
        .update(ticketAttachments)
        .set({ messageId: message!.id })
        .where(and(inArray(ticketAttachments.id, ids), eq(ticketAttachments.uploaderId, author.id), isNull(ticketAttachments.messageId)))
        .returning({ id: ticketAttachments.id });
      if (attached.length !== ids.length) throw new AppError(400, ERROR_CODES.TICKET_ATTACHMENT_NOT_FOUND, 'An attachment is unknown, not your upload, or already sent; upload it again.');
    }
    if (kind === 'public') await tx.update(tickets).set({ lastMessageAt: now, updatedAt: now }).where(eq(tickets.id, ticketId));
    return message!.id;
  }

  private async lockTicket(tx: Transaction, id: number): Promise<TicketRow | null> {
    const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
    return row ?? null;
  }

  // ---- A requester's own tickets -------------------------------------------------------------------

  /** Opens a ticket (201): checked links, the first message and its attachments, in one transaction. */
  async open(caller: CustomerRow, input: TicketOpen): Promise<TicketDetail> {
    const now = new Date();
    const id = await this.ctx.db.transaction(async (tx) => {
      await this.lockUser(tx, caller.id);
      await this.limitOpen(tx, caller);
      await this.limitMessages(tx, caller);
      const links = await this.checkLinks(tx, caller, input);
      const [ticket] = await tx
        .insert(tickets)
        .values({
          requesterId: caller.id,
          subject: input.subject.trim() || input.subject,
          category: input.category,
          status: 'new',
          ...links,
          countryId: caller.country,
          waitingSince: now,
          lastMessageAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tickets.id });
      await this.addMessage(tx, ticket!.id, caller, 'requester', 'public', input.body, input.attachmentIds, now, input.lang);
      return ticket!.id;
    });
    return this.get(caller, id);
  }

  async list(caller: CustomerRow, query: TicketsQuery): Promise<TicketsPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const conditions: SQL[] = [sql`t.requester_id = ${caller.id}`];
    if (query.status === 'active') conditions.push(sql`t.status <> 'closed'`);
    else if (query.status) conditions.push(sql`t.status = ${query.status}`);
    const rows = (await this.ctx.db.execute<SummaryRaw>(summaryQuery(sql.join(conditions, sql` and `), sql`t.last_message_at desc, t.id desc`, pageSize, (page - 1) * pageSize))).rows;
    return { items: rows.map((r) => summaryOf(r, 'requester')), total: Number(rows[0]?.total ?? (await this.countWhere(sql.join(conditions, sql` and `)))), page, pageSize };
  }

  private async countWhere(where: SQL): Promise<number> {
    const [row] = (await this.ctx.db.execute<{ n: number | string }>(sql`select count(*) as n from tickets t join customers r on r.id = t.requester_id where ${where}`)).rows;
    return Number(row?.n ?? 0);
  }

  private async ownTicket(caller: CustomerRow, id: number, executor: Executor = this.ctx.db): Promise<TicketRow> {
    const [row] = await executor.select().from(tickets).where(and(eq(tickets.id, id), eq(tickets.requesterId, caller.id)));
    if (!row) throw notFound();
    return row;
  }

  /** One of the caller's tickets with its public thread (404 for anyone else's). */
  async get(caller: CustomerRow, id: number): Promise<TicketDetail> {
    const row = await this.ownTicket(caller, id);
    return this.detail(row, 'requester');
  }

  /**
   * The requester's reply. A pending or resolved ticket opens again (waiting for the staff); a closed one
   * is refused (409 TICKET_CLOSED: reopen it first). The forwarded instructor is mailed.
   */
  async reply(caller: CustomerRow, id: number, input: TicketReply): Promise<TicketDetail> {
    const now = new Date();
    const result = await this.ctx.db.transaction(async (tx) => {
      await this.lockUser(tx, caller.id);
      const row = await this.lockTicket(tx, id);
      if (!row || row.requesterId !== caller.id) throw notFound();
      if (row.status === 'closed') throw new AppError(409, ERROR_CODES.TICKET_CLOSED, 'This ticket is closed; reopen it to reply.');
      await this.limitMessages(tx, caller);
      await this.addMessage(tx, row.id, caller, 'requester', 'public', input.body, input.attachmentIds, now, input.lang);
      if (row.status === 'pending' || row.status === 'resolved') {
        await tx
          .update(tickets)
          .set({ ...transition(row, 'open', now, timeZoneOf(row.countryId)), version: row.version + 1, updatedAt: now })
          .where(eq(tickets.id, row.id));
      }
      return row;
    });
    if (result.forwardedToId) await this.mailInstructorLearnerReplied(result, caller, input.body);
    return this.get(caller, id);
  }

  /** The requester closes their ticket (any status but closed; 409 TICKET_STATE_CONFLICT when closed already). */
  async close(caller: CustomerRow, id: number): Promise<TicketDetail> {
    return this.requesterMoves(caller, id, 'closed', (row) =>
      canTransition(row.status, 'closed') ? null : new AppError(409, ERROR_CODES.TICKET_STATE_CONFLICT, 'This ticket is closed already.'),
    );
  }

  /**
   * The requester reopens a closed ticket within TICKET_REOPEN_DAYS of closing (409 TICKET_REOPEN_EXPIRED
   * after; TICKET_STATE_CONFLICT when not closed or merged into another ticket).
   */
  async reopen(caller: CustomerRow, id: number): Promise<TicketDetail> {
    return this.requesterMoves(caller, id, 'open', (row, now) => {
      if (row.status !== 'closed' || row.mergedIntoId !== null) {
        return new AppError(409, ERROR_CODES.TICKET_STATE_CONFLICT, row.mergedIntoId ? 'This ticket was merged into another one; reply there.' : 'Only a closed ticket can be reopened.');
      }
      if (row.closedAt && now.getTime() - row.closedAt.getTime() > TICKET_REOPEN_DAYS * DAY_MS) {
        return new AppError(409, ERROR_CODES.TICKET_REOPEN_EXPIRED, `A ticket can be reopened within ${TICKET_REOPEN_DAYS} days of closing; open a new one.`);
      }
      return null;
    });
  }

  /** Moves one of the requester's own tickets to `to` under its row lock, unless `refusal` says why not. */
  private async requesterMoves(caller: CustomerRow, id: number, to: 'closed' | 'open', refusal: (row: TicketRow, now: Date) => AppError | null): Promise<TicketDetail> {
    const now = new Date();
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.lockTicket(tx, id);
      if (!row || row.requesterId !== caller.id) throw notFound();
      const refused = refusal(row, now);
      if (refused) throw refused;
      await tx
        .update(tickets)
        .set({ ...transition(row, to, now, timeZoneOf(row.countryId)), version: row.version + 1, updatedAt: now })
        .where(eq(tickets.id, row.id));
    });
    return this.get(caller, id);
  }

  // ---- The instructor's forwarded tickets ----------------------------------------------------------

  async instructorList(caller: CustomerRow, query: TicketsQuery): Promise<InstructorTicketsPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const conditions: SQL[] = [sql`t.forwarded_to_id = ${caller.id}`];
    if (query.status === 'active') conditions.push(sql`t.status <> 'closed'`);
    else if (query.status) conditions.push(sql`t.status = ${query.status}`);
    const where = sql.join(conditions, sql` and `);
    const rows = (await this.ctx.db.execute<SummaryRaw>(summaryQuery(where, sql`t.last_message_at desc, t.id desc`, pageSize, (page - 1) * pageSize))).rows;
    return {
      items: rows.map((r) => {
        const summary = summaryOf(r, 'instructor');
        // The order is the learner's business, not the instructor's.
        delete summary.links.order;
        return { ...summary, requesterFirstName: firstNameOf(r.requester_first_name) };
      }),
      total: rows.length > 0 ? Number(rows[0]!.total) : await this.countWhere(where),
      page,
      pageSize,
    };
  }

  private async forwardedTicket(caller: CustomerRow, id: number): Promise<TicketRow> {
    const [row] = await this.ctx.db.select().from(tickets).where(and(eq(tickets.id, id), eq(tickets.forwardedToId, caller.id)));
    if (!row) throw notFound();
    return row;
  }

  async instructorGet(caller: CustomerRow, id: number): Promise<InstructorTicketDetail> {
    const row = await this.forwardedTicket(caller, id);
    const detail = await this.detail(row, 'instructor');
    delete detail.links.order;
    const [requester] = await this.ctx.db.select({ firstName: customers.firstName }).from(customers).where(eq(customers.id, row.requesterId));
    return { ...detail, requesterFirstName: firstNameOf(requester?.firstName ?? null) };
  }

  /** The instructor's answer (authorRole instructor): mailed to the requester; the ticket then waits for the learner. */
  async instructorReply(caller: CustomerRow, id: number, input: TicketReply): Promise<InstructorTicketDetail> {
    const now = new Date();
    const { row, status } = await this.ctx.db.transaction(async (tx) => {
      await this.lockUser(tx, caller.id);
      const row = await this.lockTicket(tx, id);
      if (!row || row.forwardedToId !== caller.id) throw notFound();
      if (row.status === 'closed') throw new AppError(409, ERROR_CODES.TICKET_CLOSED, 'This ticket is closed.');
      await this.limitMessages(tx, caller);
      await this.addMessage(tx, row.id, caller, 'instructor', 'public', input.body, input.attachmentIds, now, input.lang);
      const patch = this.respondedPatch(row, 'pending', now);
      await tx.update(tickets).set(patch).where(eq(tickets.id, row.id));
      return { row, status: patch.status ?? row.status };
    });
    await this.mailRequesterReply(row, 'instructor', fullName(caller.firstName, caller.lastName, caller.username), input.body, status);
    return this.instructorGet(caller, id);
  }

  /**
   * After a response from the academy's side (staff or instructor): the first one records
   * firstResponseAt and its business seconds; the status moves to `to` when the table allows it.
   */
  private respondedPatch(row: TicketRow, to: TicketStatus, now: Date): Partial<typeof tickets.$inferInsert> {
    const tz = timeZoneOf(row.countryId);
    const patch: Partial<typeof tickets.$inferInsert> = { updatedAt: now };
    if (row.firstResponseAt === null) {
      patch.firstResponseAt = now;
      patch.firstResponseSeconds = waitedSeconds(row, now, tz);
    }
    if (to !== row.status && canTransition(row.status, to)) {
      Object.assign(patch, transition(row, to, now, tz));
      patch.version = row.version + 1;
    }
    return patch;
  }

  // ---- The staff ------------------------------------------------------------------------------------

  async adminList(caller: CustomerRow, query: AdminTicketsQuery): Promise<AdminTicketsPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const conditions: SQL[] = [];
    const status = query.status ?? 'active';
    if (status === 'active') conditions.push(sql`t.status in ('new', 'open', 'pending')`);
    else if (status !== 'all') conditions.push(sql`t.status = ${status}`);
    if (query.category) conditions.push(sql`t.category = ${query.category}`);
    if (query.assignee === 'me') conditions.push(sql`t.assignee_id = ${caller.id}`);
    else if (query.assignee === 'none') conditions.push(sql`t.assignee_id is null`);
    else if (query.assignee) conditions.push(sql`a.encrypt_id = ${query.assignee}`);
    const search = query.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byNumber = parseTicketNumber(search);
      conditions.push(sql`(t.subject ilike ${like} or r.username ilike ${like} or r.email ilike ${like} or (r.first_name || ' ' || r.last_name) ilike ${like}${byNumber ? sql` or t.id = ${byNumber}` : sql``})`);
    }
    const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    const order = query.sort === 'newest' ? sql`t.last_message_at desc, t.id desc` : sql`t.waiting_since asc nulls last, t.last_message_at desc, t.id desc`;
    const rows = (await this.ctx.db.execute<SummaryRaw>(summaryQuery(where, order, pageSize, (page - 1) * pageSize))).rows;
    const total = rows.length > 0 ? Number(rows[0]!.total) : await this.countWhereAdmin(where);
    return { items: rows.map((r) => adminItemOf(r)), total, page, pageSize };
  }

  private async countWhereAdmin(where: SQL): Promise<number> {
    const [row] = (await this.ctx.db.execute<{ n: number | string }>(sql`select count(*) as n from tickets t join customers r on r.id = t.requester_id left join customers a on a.id = t.assignee_id where ${where}`)).rows;
    return Number(row?.n ?? 0);
  }

  private async anyTicket(id: number, executor: Executor = this.ctx.db): Promise<TicketRow> {
    const [row] = await executor.select().from(tickets).where(eq(tickets.id, id));
    if (!row) throw notFound();
    return row;
  }

  async adminGet(id: number): Promise<AdminTicketDetail> {
    const row = await this.anyTicket(id);
    const base = await this.detail(row, 'staff');
    const people = await this.ctx.db
      .select({ id: customers.id, encryptId: customers.encryptId, username: customers.username, firstName: customers.firstName, lastName: customers.lastName, email: customers.email, lang: customers.lang, country: customers.country })
      .from(customers)
      .where(inArray(customers.id, [row.requesterId, row.assigneeId, row.forwardedToId].filter((v): v is string => v !== null)));
    const byId = new Map(people.map((p) => [p.id, p]));
    const requester = byId.get(row.requesterId);
    const person = (pid: string | null) => {
      const p = pid ? byId.get(pid) : undefined;
      return p ? { encryptId: p.encryptId, username: p.username, name: fullName(p.firstName, p.lastName, p.username) } : null;
    };
    const mergedFrom = await this.ctx.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.mergedIntoId, row.id)).orderBy(asc(tickets.id));
    return {
      ...base,
      requester: {
        encryptId: requester?.encryptId ?? '',
        username: requester?.username ?? '',
        name: requester ? fullName(requester.firstName, requester.lastName, requester.username) : '',
        email: requester?.email ?? '',
        lang: languageOf(requester?.lang),
        country: (requester?.country ?? row.countryId) as CountryId,
      },
      assignee: person(row.assigneeId),
      forwardedTo: person(row.forwardedToId),
      mergedFrom: mergedFrom.map((m) => ({ id: m.id, number: ticketNumber(m.id) })),
      waitingSince: row.waitingSince ? row.waitingSince.toISOString() : null,
      firstResponseAt: row.firstResponseAt ? row.firstResponseAt.toISOString() : null,
      resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
      firstResponseSeconds: row.firstResponseSeconds,
      resolutionSeconds: row.resolutionSeconds,
      country: row.countryId,
      timeZone: timeZoneOf(row.countryId),
      version: row.version,
      canForward: await this.forwardTarget(row).then((t) => t !== null),
    };
  }

  /**
   * Status, assignee (an admin's encryptId, or null) and category, with the version the change
   * started from (409 VERSION_CONFLICT when stale). Each changed field writes its audit line
   * (ticket.status, ticket.assign, ticket.category); a status change is mailed to the requester.
   */
  async adminUpdate(caller: CustomerRow, id: number, input: AdminTicketUpdate, expectedVersion: number): Promise<AdminTicketDetail> {
    const now = new Date();
    const changed = await this.ctx.db.transaction(async (tx) => {
      const row = await this.lockTicket(tx, id);
      if (!row) throw notFound();
      checkVersion(expectedVersion, row.version, () => ({ status: row.status, category: row.category, assigneeId: row.assigneeId, version: row.version }));
      const patch: Partial<typeof tickets.$inferInsert> = {};
      let statusChanged = false;
      if (input.status !== undefined && input.status !== row.status) {
        if (!canTransition(row.status, input.status)) throw new AppError(409, ERROR_CODES.TICKET_STATE_CONFLICT, `A ${row.status} ticket cannot become ${input.status}.`);
        if (row.mergedIntoId !== null) throw new AppError(409, ERROR_CODES.TICKET_STATE_CONFLICT, 'This ticket was merged into another one.');
        Object.assign(patch, transition(row, input.status, now, timeZoneOf(row.countryId)));
        statusChanged = true;
      }
      let assigneeChanged = false;
      if (input.assigneeId !== undefined) {
        let assigneeId: string | null = null;
        if (input.assigneeId !== null) {
          const [admin] = await tx.select({ id: customers.id, role: customers.role, disabledAt: customers.disabledAt }).from(customers).where(eq(customers.encryptId, input.assigneeId));
          if (!admin || admin.role !== 'admin' || admin.disabledAt !== null) throw new AppError(400, ERROR_CODES.TICKET_ASSIGNEE_INVALID, 'Tickets can only be assigned to an admin.');
          assigneeId = admin.id;
        }
        if (assigneeId !== row.assigneeId) {
          patch.assigneeId = assigneeId;
          assigneeChanged = true;
          // Taking a new ticket means working on it.
          if (!statusChanged && row.status === 'new' && assigneeId !== null) {
            Object.assign(patch, transition(row, 'open', now, timeZoneOf(row.countryId)));
            statusChanged = true;
          }
        }
      }
      const categoryChanged = input.category !== undefined && input.category !== row.category;
      if (categoryChanged) patch.category = input.category;
      if (!statusChanged && !assigneeChanged && !categoryChanged) return null;
      const [saved] = await tx
        .update(tickets)
        .set({ ...patch, version: row.version + 1, updatedAt: now })
        .where(eq(tickets.id, row.id))
        .returning();
      const target = { targetType: 'ticket', targetId: String(row.id) };
      if (statusChanged) await audit(tx, { actorId: caller.id, action: 'ticket.status', ...target, before: { status: row.status }, after: { status: saved!.status } });
      if (assigneeChanged) await audit(tx, { actorId: caller.id, action: 'ticket.assign', ...target, before: { assigneeId: row.assigneeId }, after: { assigneeId: saved!.assigneeId } });
      if (categoryChanged) await audit(tx, { actorId: caller.id, action: 'ticket.category', ...target, ...changedFields({ category: row.category }, { category: saved!.category }) });
      return statusChanged ? saved! : null;
    });
    if (changed) {
      await this.mailRequesterStatus(changed);
      await this.scheduleAutoClose(changed);
    }
    return this.adminGet(id);
  }

  /**
   * The staff's public reply: mailed to the requester; the ticket becomes pending (waiting for the
   * learner) unless `status` says open or resolved. The first one records the first response time.
   */
  async adminReply(caller: CustomerRow, id: number, input: AdminTicketReply): Promise<AdminTicketDetail> {
    const now = new Date();
    const saved = await this.ctx.db.transaction(async (tx) => {
      const row = await this.lockTicket(tx, id);
      if (!row) throw notFound();
      if (row.status === 'closed') throw new AppError(409, ERROR_CODES.TICKET_CLOSED, 'This ticket is closed; set it open first.');
      const messageId = await this.addMessage(tx, row.id, caller, 'staff', 'public', input.body, input.attachmentIds, now, input.lang);
      const to = input.status ?? 'pending';
      const patch = this.respondedPatch(row, to, now);
      // Answering an unassigned ticket takes it.
      if (row.assigneeId === null) patch.assigneeId = caller.id;
      const [saved] = await tx.update(tickets).set(patch).where(eq(tickets.id, row.id)).returning();
      await audit(tx, { actorId: caller.id, action: 'ticket.reply', targetType: 'ticket', targetId: String(row.id), before: { status: row.status }, after: { status: saved!.status }, detail: { messageId } });
      return saved!;
    });
    await this.mailRequesterReply(saved, 'staff', caller.firstName, input.body, saved.status);
    await this.scheduleAutoClose(saved);
    return this.adminGet(id);
  }

  /** An internal note: never shown to the learner or the instructor, never mailed; audited without its text. */
  async adminNote(caller: CustomerRow, id: number, input: { body: string; attachmentIds?: number[]; lang?: Language }): Promise<AdminTicketDetail> {
    const now = new Date();
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.lockTicket(tx, id);
      if (!row) throw notFound();
      const messageId = await this.addMessage(tx, row.id, caller, 'staff', 'note', input.body, input.attachmentIds, now, input.lang);
      await tx.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, row.id));
      await audit(tx, { actorId: caller.id, action: 'ticket.note', targetType: 'ticket', targetId: String(row.id), detail: { messageId, length: input.body.length } });
    });
    return this.adminGet(id);
  }

  /**
   * Merges ticket `id` (the duplicate) into `intoId` of the same requester: the duplicate is closed with
   * mergedIntoId, and its messages are shown in the target's thread. 409 TICKET_MERGE_INVALID when the
   * target is the same ticket, another requester's, closed or merged itself, or the duplicate is merged already.
   */
  async adminMerge(caller: CustomerRow, id: number, intoId: number): Promise<AdminTicketDetail> {
    const now = new Date();
    const merged = await this.ctx.db.transaction(async (tx) => {
      // Both rows locked in id order, so two merges of the same pair cannot deadlock.
      const locked = await tx.select().from(tickets).where(inArray(tickets.id, [id, intoId])).orderBy(asc(tickets.id)).for('update');
      const row = locked.find((r) => r.id === id);
      const into = locked.find((r) => r.id === intoId);
      if (!row) throw notFound();
      if (!into) throw new AppError(404, ERROR_CODES.TICKET_NOT_FOUND, 'No ticket with that number to merge into.');
      const invalid = (why: string) => new AppError(409, ERROR_CODES.TICKET_MERGE_INVALID, why);
      if (row.id === into.id) throw invalid('A ticket cannot be merged into itself.');
      if (row.requesterId !== into.requesterId) throw invalid('Only tickets of the same person can be merged.');
      if (row.mergedIntoId !== null) throw invalid('This ticket was merged already.');
      if (into.mergedIntoId !== null || into.status === 'closed') throw invalid('The other ticket is closed or merged; choose an open one.');
      const patch = row.status === 'closed' ? { closedAt: row.closedAt } : transition(row, 'closed', now, timeZoneOf(row.countryId));
      const [saved] = await tx
        .update(tickets)
        .set({ ...patch, mergedIntoId: into.id, version: row.version + 1, updatedAt: now })
        .where(eq(tickets.id, row.id))
        .returning();
      // The target's thread now holds newer messages perhaps.
      const lastAt = row.lastMessageAt > into.lastMessageAt ? row.lastMessageAt : into.lastMessageAt;
      await tx.update(tickets).set({ lastMessageAt: lastAt, updatedAt: now }).where(eq(tickets.id, into.id));
      await audit(tx, { actorId: caller.id, action: 'ticket.merge', targetType: 'ticket', targetId: String(row.id), before: { status: row.status, mergedIntoId: null }, after: { status: saved!.status, mergedIntoId: into.id } });
      return { saved: saved!, into };
    });
    await this.mailRequesterMerged(merged.saved, merged.into);
    return this.adminGet(intoId);
  }

  /** The course's instructor to forward to: a course_content ticket linked to a course with an instructor. */
  private async forwardTarget(row: TicketRow, executor: Executor = this.ctx.db): Promise<{ instructor: CustomerRow; courseTitle: string } | null> {
    if (row.category !== 'course_content' || row.courseId === null) return null;
    const [found] = (
      await executor.execute<{ instructor_id: string | null; title: string }>(sql`select instructor_id, title from courses where id = ${row.courseId}`)
    ).rows;
    if (!found?.instructor_id) return null;
    const [instructor] = await executor.select().from(customers).where(eq(customers.id, found.instructor_id));
    if (!instructor || instructor.disabledAt !== null) return null;
    return { instructor, courseTitle: found.title };
  }

  /** Forwards a course_content ticket to its course's instructor (409 TICKET_FORWARD_UNAVAILABLE otherwise); they are mailed. */
  async adminForward(caller: CustomerRow, id: number): Promise<AdminTicketDetail> {
    const now = new Date();
    const result = await this.ctx.db.transaction(async (tx) => {
      const row = await this.lockTicket(tx, id);
      if (!row) throw notFound();
      if (row.status === 'closed') throw new AppError(409, ERROR_CODES.TICKET_CLOSED, 'This ticket is closed.');
      const target = await this.forwardTarget(row, tx);
      if (!target) throw new AppError(409, ERROR_CODES.TICKET_FORWARD_UNAVAILABLE, 'Only a course-content ticket linked to a course that has an instructor can be forwarded.');
      if (row.forwardedToId === target.instructor.id) return null;
      await tx.update(tickets).set({ forwardedToId: target.instructor.id, version: row.version + 1, updatedAt: now }).where(eq(tickets.id, row.id));
      await audit(tx, { actorId: caller.id, action: 'ticket.forward', targetType: 'ticket', targetId: String(row.id), before: { forwardedToId: row.forwardedToId }, after: { forwardedToId: target.instructor.id }, detail: { courseId: row.courseId } });
      return { row, ...target };
    });
    if (result) {
      const { row, instructor, courseTitle } = result;
      await this.send(
        ticketForwardedMail({
          lang: languageOf(instructor.lang),
          to: instructor.email,
          name: fullName(instructor.firstName, instructor.lastName, instructor.username),
          number: ticketNumber(row.id),
          subject: row.subject,
          link: this.link('instructor', row.id),
          courseTitle,
        }),
      );
    }
    return this.adminGet(id);
  }

  // ---- Canned replies ------------------------------------------------------------------------------

  async cannedList(): Promise<CannedReply[]> {
    const rows = await this.ctx.db.select().from(cannedReplies).orderBy(asc(cannedReplies.id));
    return rows.map(cannedOf);
  }

  async cannedCreate(caller: CustomerRow, input: CannedReplyInput): Promise<CannedReply> {
    checkCanned(input);
    return this.ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(cannedReplies).values({ title: input.title, body: input.body, createdBy: caller.id }).returning();
      await audit(tx, { actorId: caller.id, action: 'canned_reply.create', targetType: 'canned_reply', targetId: String(row!.id), after: { title: input.title.en } });
      return cannedOf(row!);
    });
  }

  async cannedUpdate(caller: CustomerRow, id: number, input: CannedReplyInput): Promise<CannedReply> {
    checkCanned(input);
    return this.ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for('update');
      if (!before) throw new AppError(404, ERROR_CODES.CANNED_REPLY_NOT_FOUND, 'No such canned reply.');
      const [row] = await tx.update(cannedReplies).set({ title: input.title, body: input.body, updatedAt: new Date() }).where(eq(cannedReplies.id, id)).returning();
      await audit(tx, { actorId: caller.id, action: 'canned_reply.update', targetType: 'canned_reply', targetId: String(id), ...changedFields({ title: before.title, body: before.body }, { title: input.title, body: input.body }) });
      return cannedOf(row!);
    });
  }

  async cannedDelete(caller: CustomerRow, id: number): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const [gone] = await tx.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
      if (!gone) throw new AppError(404, ERROR_CODES.CANNED_REPLY_NOT_FOUND, 'No such canned reply.');
      await audit(tx, { actorId: caller.id, action: 'canned_reply.delete', targetType: 'canned_reply', targetId: String(id), before: { title: gone.title.en ?? '' } });
    });
  }

  // ---- Jobs ------------------------------------------------------------------------------------------

  /** Closes resolved tickets TICKET_AUTO_CLOSE_SECONDS after they were resolved, and mails the requesters (job tickets-auto-close). */
  async autoClose(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.ctx.config.ticketAutoCloseSeconds * 1000);
    const closed = await this.ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(tickets)
        .where(and(eq(tickets.status, 'resolved'), lt(tickets.resolvedAt, cutoff)))
        .orderBy(asc(tickets.resolvedAt))
        .limit(AUTO_CLOSE_BATCH)
        .for('update', { skipLocked: true });
      const saved: TicketRow[] = [];
      for (const row of due) {
        const [after] = await tx
          .update(tickets)
          .set({ ...transition(row, 'closed', now, timeZoneOf(row.countryId)), version: row.version + 1, updatedAt: now })
          .where(eq(tickets.id, row.id))
          .returning();
        saved.push(after!);
      }
      return saved;
    });
    for (const row of closed) await this.mailRequesterStatus(row);
    return closed.length;
  }

  /** Removes uploads never sent with a message once they are a day old (job uploads-purge). */
  purgeUnsentAttachments(maxAgeMs = DAY_MS): Promise<number> {
    return this.attachments.purgeUnsent(maxAgeMs);
  }

  // ---- Dashboard -------------------------------------------------------------------------------------

  /** Open tickets, those waiting for the staff, and the medians over the last 30 days in business hours. */
  async dashboardFigures(): Promise<TicketDashboardFigures> {
    const [row] = (
      await this.ctx.db.execute<{ open: number | string; waiting: number | string; first: number | string | null; resolution: number | string | null }>(sql`
        select
          (select count(*) from tickets where status in ('new', 'open', 'pending')) as open,
          (select count(*) from tickets where status in ('new', 'open')) as waiting,
          (select percentile_cont(0.5) within group (order by first_response_seconds) from tickets
            where first_response_at > now() - interval '30 days' and first_response_seconds is not null) as first,
          (select percentile_cont(0.5) within group (order by resolution_seconds) from tickets
            where resolved_at > now() - interval '30 days' and resolution_seconds is not null and merged_into_id is null) as resolution`)
    ).rows;
    const hours = (s: number | string | null | undefined) => (s === null || s === undefined ? null : Math.round((Number(s) / 3600) * 10) / 10);
    return { openTickets: Number(row?.open ?? 0), waitingForStaff: Number(row?.waiting ?? 0), medianFirstResponseHours: hours(row?.first), medianResolutionHours: hours(row?.resolution) };
  }

  // ---- Attachments -------------------------------------------------------------------------------------

  /**
   * An attachment of ticket `ticketId`'s thread the caller may read: the requester and the forwarded
   * instructor read those of public messages, admins every one. 404 TICKET_ATTACHMENT_NOT_FOUND otherwise.
   */
  async attachmentFor(caller: CustomerRow, ticketId: number, attachmentId: number): Promise<{ fileName: string; name: string; contentType: string; size: number }> {
    const missing = () => new AppError(404, ERROR_CODES.TICKET_ATTACHMENT_NOT_FOUND, 'No such attachment.');
    const [ticket] = await this.ctx.db.select().from(tickets).where(eq(tickets.id, ticketId));
    const isStaff = caller.role === 'admin';
    if (!ticket || (!isStaff && ticket.requesterId !== caller.id && ticket.forwardedToId !== caller.id)) throw missing();
    const threadIds = await this.threadIds(ticket.id);
    const [found] = (
      await this.ctx.db.execute<{ file_name: string; original_name: string; content_type: string; size_bytes: number; kind: 'public' | 'note' }>(sql`
        select a.file_name, a.original_name, a.content_type, a.size_bytes, m.kind
        from ticket_attachments a join ticket_messages m on m.id = a.message_id
        where a.id = ${attachmentId} and m.ticket_id = any(${sql.param(threadIds)}::int[])`)
    ).rows;
    if (!found || (found.kind !== 'public' && !isStaff)) throw missing();
    return { fileName: found.file_name, name: found.original_name, contentType: found.content_type, size: Number(found.size_bytes) };
  }

  // ---- Reading a thread ----------------------------------------------------------------------------

  /** The ticket and every ticket merged into it (recursively). */
  private async threadIds(id: number): Promise<number[]> {
    const rows = (
      await this.ctx.db.execute<{ id: number }>(sql`
        with recursive thread(id) as (
          select ${id}::int
          union
          select t.id from tickets t join thread on t.merged_into_id = thread.id
        )
        select id from thread`)
    ).rows;
    return rows.map((r) => Number(r.id));
  }

  private async detail(row: TicketRow, viewer: Viewer): Promise<TicketDetail> {
    const [summaryRow] = (await this.ctx.db.execute<SummaryRaw>(summaryQuery(sql`t.id = ${row.id}`, sql`t.id`, 1, 0))).rows;
    const summary = summaryOf(summaryRow!, viewer);
    const ids = await this.threadIds(row.id);
    const kinds = viewer === 'staff' ? sql`true` : sql`m.kind = 'public'`;
    const messages = (
      await this.ctx.db.execute<MessageRaw>(sql`
        select m.id, m.ticket_id, m.author_id, m.author_role, m.kind, m.body, m.lang, m.created_at, c.first_name, c.last_name, c.username
        from ticket_messages m left join customers c on c.id = m.author_id
        where m.ticket_id = any(${sql.param(ids)}::int[]) and ${kinds}
        order by m.created_at, m.id`)
    ).rows;
    const files = messages.length
      ? await this.ctx.db
          .select()
          .from(ticketAttachments)
          .where(
            inArray(
              ticketAttachments.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(ticketAttachments.id))
      : [];
    const filesByMessage = new Map<number, TicketAttachment[]>();
    for (const f of files) {
      const list = filesByMessage.get(f.messageId!) ?? [];
      list.push({ id: f.id, name: f.originalName, contentType: f.contentType, size: f.sizeBytes });
      filesByMessage.set(f.messageId!, list);
    }
    let mergedInto: TicketDetail['mergedInto'] = null;
    if (row.mergedIntoId !== null) mergedInto = { id: row.mergedIntoId, number: ticketNumber(row.mergedIntoId) };
    return {
      ...summary,
      closedAt: row.closedAt ? row.closedAt.toISOString() : null,
      reopenUntil: row.status === 'closed' && row.closedAt && row.mergedIntoId === null ? new Date(row.closedAt.getTime() + TICKET_REOPEN_DAYS * DAY_MS).toISOString() : null,
      mergedInto,
      messages: messages.map((m): TicketMessage => {
        const message: TicketMessage = {
          id: m.id,
          authorRole: m.author_role,
          authorName: authorName(m, viewer),
          kind: m.kind,
          body: m.body,
          lang: isLanguage(m.lang) ? m.lang : null,
          createdAt: isoTime(m.created_at),
          attachments: filesByMessage.get(m.id) ?? [],
        };
        if (m.ticket_id !== row.id) message.fromTicketNumber = ticketNumber(m.ticket_id);
        return message;
      }),
    };
  }

  // ---- Mail ------------------------------------------------------------------------------------------

  /** The thread's page for its reader (student area for the requester, instructor area, admin console). */
  link(area: 'student' | 'instructor' | 'admin', id: number): string {
    const page = area === 'student' ? AREA_ROUTES.studentTicket : area === 'instructor' ? AREA_ROUTES.instructorTicket : AREA_ROUTES.adminTicket;
    const root = area === 'student' ? ROUTES.student : area === 'instructor' ? ROUTES.instructor : ROUTES.admin;
    return `${this.ctx.config.publicUrl}/${root}/${page.replace(':id', String(id))}`;
  }

  private async send(message: MailMessage): Promise<void> {
    await this.ctx.mailer.send(message);
  }

  private async requesterOf(row: TicketRow): Promise<CustomerRow | null> {
    const [requester] = await this.ctx.db.select().from(customers).where(eq(customers.id, row.requesterId));
    return requester ?? null;
  }

  private async mailRequesterReply(row: TicketRow, from: 'staff' | 'instructor', authorName: string, body: string, status: TicketStatus): Promise<void> {
    const requester = await this.requesterOf(row);
    if (!requester) return;
    await this.send(
      ticketReplyMail({
        lang: languageOf(requester.lang),
        to: requester.email,
        name: fullName(requester.firstName, requester.lastName, requester.username),
        number: ticketNumber(row.id),
        subject: row.subject,
        link: this.link('student', row.id),
        from,
        authorName,
        body,
        status,
      }),
    );
  }

  /**
   * A ticket just resolved: an auto-close run is queued for the moment its period ends (the job's
   * every-minute schedule is the backstop), so a short TICKET_AUTO_CLOSE_SECONDS closes it on time.
   */
  private async scheduleAutoClose(row: TicketRow): Promise<void> {
    if (row.status !== 'resolved') return;
    await this.ctx.jobs.send('tickets-auto-close', {}, { startAfterSeconds: this.ctx.config.ticketAutoCloseSeconds + 1 });
  }

  private async mailRequesterStatus(row: TicketRow): Promise<void> {
    const requester = await this.requesterOf(row);
    if (!requester) return;
    await this.send(
      ticketStatusMail({
        lang: languageOf(requester.lang),
        to: requester.email,
        name: fullName(requester.firstName, requester.lastName, requester.username),
        number: ticketNumber(row.id),
        subject: row.subject,
        link: this.link('student', row.id),
        status: row.status,
        autoCloseDays: Math.max(1, Math.round(this.ctx.config.ticketAutoCloseSeconds / 86_400)),
      }),
    );
  }

  private async mailRequesterMerged(row: TicketRow, into: TicketRow): Promise<void> {
    const requester = await this.requesterOf(row);
    if (!requester) return;
    await this.send(
      ticketMergedMail({
        lang: languageOf(requester.lang),
        to: requester.email,
        name: fullName(requester.firstName, requester.lastName, requester.username),
        number: ticketNumber(row.id),
        subject: row.subject,
        link: this.link('student', into.id),
        intoNumber: ticketNumber(into.id),
      }),
    );
  }

  private async mailInstructorLearnerReplied(row: TicketRow, learner: CustomerRow, body: string): Promise<void> {
    if (!row.forwardedToId) return;
    const [instructor] = await this.ctx.db.select().from(customers).where(eq(customers.id, row.forwardedToId));
    if (!instructor) return;
    await this.send(
      ticketLearnerReplyMail({
        lang: languageOf(instructor.lang),
        to: instructor.email,
        name: fullName(instructor.firstName, instructor.lastName, instructor.username),
        number: ticketNumber(row.id),
        subject: row.subject,
        link: this.link('instructor', row.id),
        learnerFirstName: firstNameOf(learner.firstName),
        body,
      }),
    );
  }
}

/** The requester as an instructor sees them: the first name only. */
function firstNameOf(firstName: string | null): string {
  const first = (firstName ?? '').trim();
  return first || 'Learner';
}

function authorName(m: MessageRaw, viewer: Viewer): string {
  if (m.author_role === 'staff') return viewer === 'staff' ? fullName(m.first_name, m.last_name, m.username) : staffDisplayName(m.first_name);
  if (m.author_role === 'requester' && viewer === 'instructor') return firstNameOf(m.first_name);
  return fullName(m.first_name, m.last_name, m.username);
}

function adminItemOf(r: SummaryRaw): AdminTicketItem {
  return {
    ...summaryOf(r, 'staff'),
    requester: personOf(r.requester_encrypt_id, r.requester_username, r.requester_first_name, r.requester_last_name)!,
    assignee: personOf(r.assignee_encrypt_id, r.assignee_username, r.assignee_first_name, r.assignee_last_name),
    waitingSince: isoTimeOrNull(r.waiting_since),
    forwarded: r.forwarded_to_id !== null,
    version: Number(r.version),
  };
}

function retryAfter(oldest: string | Date | null): string {
  if (oldest === null) return '3600';
  const at = oldest instanceof Date ? oldest.getTime() : new Date(isoTime(oldest)).getTime();
  return String(Math.max(1, Math.ceil((at + HOUR_MS - Date.now()) / 1000)));
}

function checkCanned(input: CannedReplyInput): void {
  if (!input.title.en.trim() || !input.body.en.trim()) throw new AppError(400, ERROR_CODES.CANNED_REPLY_INVALID, 'A canned reply needs at least its English title and text.');
}

function cannedOf(row: typeof cannedReplies.$inferSelect): CannedReply {
  const text = (t: Partial<Record<Language, string>>) => ({ th: t.th ?? '', en: t.en ?? '', vi: t.vi ?? '', tl: t.tl ?? '' });
  return { id: row.id, title: text(row.title), body: text(row.body), updatedAt: row.updatedAt.toISOString() };
}
