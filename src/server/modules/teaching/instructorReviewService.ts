import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Language } from '../../../shared/constants';
import type { InstructorReview, InstructorReviewPage, InstructorReviewsQuery, ReviewReply } from '../../../shared/schemas/studioTeaching';
import type { Database } from '../../db/client';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { fullName, isoTime } from '../courses/courseSql';
import { courseScope } from './teachingAccess';

type Timestamp = string | Date;

const reviewNotFound = () => new AppError(404, ERROR_CODES.REVIEW_NOT_FOUND, 'No such review.');
const blank = () => new AppError(400, ERROR_CODES.TEACHING_TEXT_BLANK, 'The text is empty.');

interface ReviewRow extends Record<string, unknown> {
  id: number;
  course_id: number;
  course_title: string;
  course_lang: Language;
  rating: number;
  text: string;
  lang: Language | null;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_image: string | null;
  created_at: Timestamp;
  reply_text: string | null;
  reply_updated_at: Timestamp | null;
  reply_first_name: string | null;
  reply_last_name: string | null;
  reply_username: string | null;
  reported: boolean;
  total: number;
}

export class InstructorReviewService {
  constructor(
    private readonly db: Database,
    /** The course's catalogue and page caches: a reply shows on the public course page. */
    private readonly onReplyChanged: () => void = () => {},
  ) {}

  async list(caller: CustomerRow, query: InstructorReviewsQuery): Promise<InstructorReviewPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const scope = await courseScope(this.db, caller, query.courseId);
    const rating = query.rating === undefined ? sql`` : sql`and r.rating = ${query.rating}`;
    const unanswered = query.unanswered ? sql`and rr.review_id is null` : sql``;
    const [{ rows }, { rows: courses }] = await Promise.all([
      this.db.execute<ReviewRow>(sql`
        select r.id, r.course_id, c.title as course_title, c.language as course_lang, r.rating::int as rating, r.text, r.lang, cu.username, cu.first_name, cu.last_name, cu.profile_image, r.created_at,
          rr.text as reply_text, rr.updated_at as reply_updated_at, ra.first_name as reply_first_name, ra.last_name as reply_last_name, ra.username as reply_username,
          exists (select 1 from review_reports rp where rp.review_id = r.id and rp.reporter_id = ${caller.id}) as reported,
          count(*) over ()::int as total
        from reviews r
          join courses c on c.id = r.course_id
          join customers cu on cu.id = r.customer_id
          left join review_replies rr on rr.review_id = r.id
          left join customers ra on ra.id = rr.author_id
        where ${scope} ${rating} ${unanswered}
        order by r.created_at desc, r.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`),
      this.db.execute<{ id: number; title: string }>(sql`
        select c.id, c.title from courses c where c.instructor_id = ${caller.id} ${query.courseId === undefined ? sql`` : sql`or c.id = ${query.courseId}`} order by c.title, c.id limit 500`),
    ]);
    return { items: rows.map(toReview), total: rows[0]?.total ?? 0, page, pageSize, courses };
  }

  /** The review, when it is of a course the caller reaches (else 404, as if there were none). */
  private async reachable(caller: CustomerRow, reviewId: number): Promise<{ id: number; course_id: number }> {
    const { rows } = await this.db.execute<{ id: number; course_id: number; instructor_id: string | null }>(sql`
      select r.id, r.course_id, c.instructor_id from reviews r join courses c on c.id = r.course_id where r.id = ${reviewId}`);
    const row = rows[0];
    if (!row || (caller.role !== 'admin' && row.instructor_id !== caller.id)) throw reviewNotFound();
    return row;
  }

  /** Writes the one reply of a review (a second PUT edits it). */
  async reply(caller: CustomerRow, reviewId: number, input: { text: string }): Promise<ReviewReply> {
    const text = input.text.trim();
    if (!text) throw blank();
    await this.reachable(caller, reviewId);
    const { rows } = await this.db.execute<{ updated_at: Timestamp }>(sql`
      insert into review_replies (review_id, author_id, text) values (${reviewId}, ${caller.id}, ${text})
      on conflict (review_id) do update set text = excluded.text, author_id = excluded.author_id, updated_at = now()
      returning updated_at`);
    this.onReplyChanged();
    return { text, updatedAt: isoTime(rows[0]!.updated_at), instructorName: fullName(caller.firstName, caller.lastName, caller.username) };
  }

  async deleteReply(caller: CustomerRow, reviewId: number): Promise<void> {
    await this.reachable(caller, reviewId);
    const { rows } = await this.db.execute<{ review_id: number }>(sql`delete from review_replies where review_id = ${reviewId} returning review_id`);
    if (rows.length === 0) throw new AppError(404, ERROR_CODES.REVIEW_REPLY_NOT_FOUND, 'This review has no reply.');
    this.onReplyChanged();
  }

  /** An abuse report for the admins; once per review and reporter (the unique index decides). */
  async report(caller: CustomerRow, reviewId: number, input: { reason: string }): Promise<void> {
    const reason = input.reason.trim();
    if (!reason) throw blank();
    await this.reachable(caller, reviewId);
    const { rows } = await this.db.execute<{ id: number }>(sql`
      insert into review_reports (review_id, reporter_id, reason) values (${reviewId}, ${caller.id}, ${reason})
      on conflict (review_id, reporter_id) do nothing returning id`);
    if (rows.length === 0) throw new AppError(409, ERROR_CODES.REVIEW_ALREADY_REPORTED, 'You have reported this review already.');
  }
}

function toReview(r: ReviewRow): InstructorReview {
  return {
    id: r.id,
    courseId: r.course_id,
    courseTitle: r.course_title,
    courseLang: r.course_lang,
    rating: r.rating,
    text: r.text,
    lang: r.lang,
    author: { username: r.username, fullName: fullName(r.first_name, r.last_name, r.username), profileImage: r.profile_image },
    createdAt: isoTime(r.created_at),
    reply:
      r.reply_text === null || r.reply_updated_at === null
        ? null
        : { text: r.reply_text, updatedAt: isoTime(r.reply_updated_at), instructorName: fullName(r.reply_first_name, r.reply_last_name, r.reply_username) || 'Academy' },
    reported: r.reported,
  };
}
