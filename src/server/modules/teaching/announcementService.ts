import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_BASE } from '../../../shared/apiPaths';
import { isLanguage, type Language } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { ROUTES } from '../../../shared/spaRoutes';
import { PEOPLE_API_ROUTES } from '../../../shared/studioApiPaths';
import { ANNOUNCEMENTS_PER_COURSE_PER_DAY, type AnnouncementAccepted, type AnnouncementRequest } from '../../../shared/schemas/studioTeaching';
import type { ServerContext } from '../../context';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { courseNotFound } from '../courses/courseService';
import { fullName } from '../courses/courseSql';
import { announcementMail, unsubscribedPage } from './announcementMail';
import { recipientCondition } from './teachingService';

/** Mails queued by one run of the announcement job; the next batch is a job of its own. */
export const ANNOUNCEMENT_BATCH_SIZE = 100;

export type UnsubscribeScope = 'course' | 'all';

export interface UnsubscribeResult {
  lang: Language;
  /** The course unsubscribed from; null: from every course. */
  courseTitle: string | null;
}

export const unsubscribeInvalid = () => new AppError(400, ERROR_CODES.ANNOUNCEMENT_UNSUBSCRIBE_INVALID, 'This unsubscribe link is not valid.');

/** A uuid[] literal of bound parameters. */
const uuidArray = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

const blank = () => new AppError(400, ERROR_CODES.TEACHING_TEXT_BLANK, 'The text is empty.');

export class AnnouncementService {
  constructor(private readonly ctx: ServerContext) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * Records the announcement and queues its mails. At most ANNOUNCEMENTS_PER_COURSE_PER_DAY per course
   * in 24 hours: the course row is locked while counting, so two at once cannot both pass the limit.
   */
  async announce(caller: CustomerRow, courseId: number, input: AnnouncementRequest): Promise<AnnouncementAccepted> {
    const subject = input.subject.trim().replace(/[\r\n]+/g, ' ');
    const body = input.body.trim();
    if (!subject || !body) throw blank();
    const accepted = await this.db.transaction(async (tx) => {
      const { rows: courses } = await tx.execute<{ id: number; instructor_id: string | null }>(sql`select id, instructor_id from courses where id = ${courseId} for update`);
      const course = courses[0];
      if (!course || (caller.role !== 'admin' && course.instructor_id !== caller.id)) throw courseNotFound();
      const { rows: sent } = await tx.execute<{ n: number; oldest: string | Date | null }>(sql`
        select count(*)::int as n, min(created_at) as oldest from course_announcements where course_id = ${courseId} and created_at > now() - interval '1 day'`);
      const { n, oldest } = sent[0]!;
      if (n >= ANNOUNCEMENTS_PER_COURSE_PER_DAY) {
        const oldestMs = oldest ? new Date(oldest).getTime() : Date.now();
        const retryAfter = Math.max(1, Math.ceil((oldestMs + 86_400_000 - Date.now()) / 1000));
        throw new AppError(429, ERROR_CODES.ANNOUNCEMENT_RATE_LIMITED, `A course may send ${ANNOUNCEMENTS_PER_COURSE_PER_DAY} announcements a day.`, { 'retry-after': String(retryAfter) });
      }
      const { rows: counted } = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from enrollments e where e.course_id = ${courseId} and ${recipientCondition(sql`${courseId}`, sql`e.customer_id`)}`);
      const recipients = counted[0]!.n;
      if (recipients === 0) throw new AppError(409, ERROR_CODES.ANNOUNCEMENT_NO_RECIPIENTS, 'No student would receive this announcement.');
      const { rows: inserted } = await tx.execute<{ id: number }>(sql`
        insert into course_announcements (course_id, sender_id, subject, body, recipients) values (${courseId}, ${caller.id}, ${subject}, ${body}, ${recipients}) returning id`);
      return { id: inserted[0]!.id, recipients, announcementsLeft: ANNOUNCEMENTS_PER_COURSE_PER_DAY - n - 1 };
    });
    await this.ctx.jobs.send('course-announcement', { announcementId: accepted.id, after: null });
    return accepted;
  }

  /**
   * One batch of an announcement's mails: the next ANNOUNCEMENT_BATCH_SIZE recipients after `after`
   * (by customer id), each mail queued as a job of its own; then the next batch is queued. Who
   * unsubscribed in the meantime is skipped.
   */
  async sendBatch(announcementId: number, after: string | null): Promise<void> {
    const { rows: found } = await this.db.execute<{ course_id: number; slug: string; title: string; subject: string; body: string; first_name: string | null; last_name: string | null; username: string | null }>(sql`
      select a.course_id, c.slug, c.title, a.subject, a.body, s.first_name, s.last_name, s.username
      from course_announcements a join courses c on c.id = a.course_id left join customers s on s.id = a.sender_id
      where a.id = ${announcementId}`);
    const a = found[0];
    if (!a) return;
    const { rows: recipients } = await this.db.execute<{ id: string; email: string; first_name: string | null; last_name: string | null; username: string; lang: string }>(sql`
      select cu.id, cu.email, cu.first_name, cu.last_name, cu.username, cu.lang
      from enrollments e join customers cu on cu.id = e.customer_id
      where e.course_id = ${a.course_id} and ${after === null ? sql`true` : sql`cu.id > ${after}::uuid`}
        and ${recipientCondition(sql`${a.course_id}`, sql`e.customer_id`)}
      order by cu.id limit ${ANNOUNCEMENT_BATCH_SIZE}`);
    const instructorName = a.username ? fullName(a.first_name, a.last_name, a.username) : 'Academy';
    const courseUrl = `${this.ctx.config.publicUrl}/${ROUTES.course.replace(':idOrSlug', encodeURIComponent(a.slug))}`;
    // Claim the batch's students first: a batch that runs again (a retry) skips who already has the mail queued.
    const ids = recipients.map((r) => r.id);
    const { rows: claimed } = ids.length
      ? await this.db.execute<{ customer_id: string }>(sql`
          insert into announcement_deliveries (announcement_id, customer_id) select ${announcementId}, unnest(${uuidArray(ids)})
          on conflict do nothing returning customer_id`)
      : { rows: [] };
    const fresh = new Set(claimed.map((c) => c.customer_id));
    const pending = recipients.filter((r) => fresh.has(r.id));
    for (const [index, r] of pending.entries()) {
      try {
        await this.ctx.mailer.send(
          announcementMail({
            lang: isLanguage(r.lang) ? r.lang : 'en',
            to: r.email,
            studentName: fullName(r.first_name, r.last_name, r.username),
            instructorName,
            courseTitle: a.title,
            courseUrl,
            unsubscribeUrl: this.unsubscribeUrl(r.id, a.course_id),
            subject: a.subject,
            body: a.body,
          }),
        );
      } catch (error) {
        // Not queued: release these students so that the retry mails them.
        const left = pending.slice(index).map((p) => p.id);
        await this.db.execute(sql`delete from announcement_deliveries where announcement_id = ${announcementId} and customer_id = any(${uuidArray(left)})`);
        throw error;
      }
    }
    const last = recipients[recipients.length - 1];
    if (recipients.length === ANNOUNCEMENT_BATCH_SIZE && last) await this.ctx.jobs.send('course-announcement', { announcementId, after: last.id });
  }

  // ---- Unsubscribe links ----------------------------------------------------------------------

  private sign(payload: string): string {
    return crypto.createHmac('sha256', this.ctx.config.jwtSecret).update(`announcement-unsubscribe:${payload}`).digest('base64url').slice(0, 32);
  }

  /** An opaque token naming the student and the course, signed so that nobody can forge another's. */
  unsubscribeToken(customerId: string, courseId: number): string {
    const payload = Buffer.from(`${customerId}.${courseId}`).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  unsubscribeUrl(customerId: string, courseId: number): string {
    return `${this.ctx.config.publicUrl}${API_BASE}${PEOPLE_API_ROUTES.announcementsUnsubscribe.replace(':token', this.unsubscribeToken(customerId, courseId))}`;
  }

  private parse(token: string): { customerId: string; courseId: number } | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = this.sign(payload);
    if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
    const match = /^([0-9a-f-]{36})\.(\d{1,10})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
    return match ? { customerId: match[1]!, courseId: Number(match[2]) } : null;
  }

  /** Unsubscribes the token's student from the course's announcements, or from all; null: not a token we made. */
  async unsubscribe(token: string, scope: UnsubscribeScope): Promise<UnsubscribeResult | null> {
    const parsed = this.parse(token);
    if (!parsed) return null;
    const { rows } = await this.db.execute<{ lang: string; title: string | null }>(sql`
      select cu.lang, c.title from customers cu left join courses c on c.id = ${parsed.courseId} where cu.id = ${parsed.customerId}`);
    const row = rows[0];
    if (!row) return null;
    const courseId = scope === 'all' || row.title === null ? null : parsed.courseId;
    await this.db.execute(sql`
      insert into announcement_unsubscribes (customer_id, course_id) values (${parsed.customerId}, ${courseId})
      on conflict (customer_id, coalesce(course_id, 0)) do nothing`);
    return { lang: isLanguage(row.lang) ? row.lang : 'en', courseTitle: courseId === null ? null : row.title };
  }

  /** What the unsubscribe link's page shows after doing it (not a link we made: 400 ANNOUNCEMENT_UNSUBSCRIBE_INVALID, as every API error). */
  async unsubscribePage(token: string, scope: UnsubscribeScope): Promise<{ status: number; html: string }> {
    const home = `${this.ctx.config.publicUrl}/${ROUTES.home}`;
    const result = await this.unsubscribe(token, scope);
    if (!result) throw unsubscribeInvalid();
    const all = `${this.ctx.config.publicUrl}${API_BASE}${PEOPLE_API_ROUTES.announcementsUnsubscribe.replace(':token', token)}?scope=all`;
    return { status: 200, html: unsubscribedPage(result.lang, result.courseTitle, all, home) };
  }
}
