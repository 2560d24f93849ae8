import { sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../../shared/constants';
import {
  ANNOUNCEMENTS_PER_COURSE_PER_DAY,
  STUDENTS_CSV_MAX_ROWS,
  type AttentionCourse,
  type DashboardPeriod,
  type InstructorDashboard,
  type InstructorStudent,
  type InstructorStudentPage,
  type StudentsCsvQuery,
  type StudentsQuery,
  type TeachingCourse,
} from '../../../shared/schemas/studioTeaching';
import type { Database } from '../../db/client';
import type { CustomerRow } from '../../db/schema';
import { fullName, isoTime, isoTimeOrNull } from '../courses/courseSql';
import { containsPattern, courseScope } from './teachingAccess';

type Timestamp = string | Date;

interface StudentRow extends Record<string, unknown> {
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image: string | null;
  course_id: number;
  course_title: string;
  completed_lessons: number;
  total_lessons: number;
  last_accessed_at: Timestamp | null;
  enrolled_at: Timestamp;
  completed_at: Timestamp | null;
  total: number;
}

/** Students who get a course's announcements: enrolled, not unsubscribed (from it or from all), notifications on. */
export function recipientCondition(courseIdSql: SQL, customerIdSql: SQL): SQL {
  return sql`not exists (select 1 from announcement_unsubscribes u where u.customer_id = ${customerIdSql} and (u.course_id is null or u.course_id = ${courseIdSql}))
    and not exists (select 1 from customer_settings s where s.customer_id = ${customerIdSql} and not s.notify_course_announcements)
    and not exists (select 1 from deleted_accounts d where d.customer_id = ${customerIdSql})`;
}

const SORTS: Record<NonNullable<StudentsQuery['sort']>, SQL> = {
  progress: sql`(e.completed_lessons::float / greatest(coalesce(lc.n, 0), 1))`,
  lastActivity: sql`e.last_accessed_at`,
  enrolledAt: sql`e.enrolled_at`,
  name: sql`lower(coalesce(nullif(trim(concat_ws(' ', cu.first_name, cu.last_name)), ''), cu.username))`,
};

/** A cell a spreadsheet would run as a formula gets a leading quote (CSV injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const CSV_HEADERS: Record<Language, string[]> = {
  th: ['ผู้เรียน', 'ชื่อผู้ใช้', 'คอร์ส', 'ความคืบหน้า (%)', 'บทเรียนที่เรียนจบ', 'บทเรียนทั้งหมด', 'กิจกรรมล่าสุด', 'ลงทะเบียนเมื่อ', 'เรียนจบเมื่อ'],
  en: ['Student', 'Username', 'Course', 'Progress (%)', 'Completed lessons', 'Lessons', 'Last activity', 'Enrolled at', 'Completed at'],
  vi: ['Học viên', 'Tên đăng nhập', 'Khóa học', 'Tiến độ (%)', 'Bài học đã hoàn thành', 'Tổng số bài học', 'Hoạt động gần nhất', 'Ngày đăng ký', 'Ngày hoàn thành'],
  tl: ['Estudyante', 'Username', 'Kurso', 'Progreso (%)', 'Natapos na aralin', 'Lahat ng aralin', 'Huling aktibidad', 'Petsa ng pag-enroll', 'Petsa ng pagtatapos'],
};

export class TeachingService {
  constructor(private readonly db: Database) {}

  async dashboard(caller: CustomerRow, days: DashboardPeriod): Promise<InstructorDashboard> {
    const own = sql`c.instructor_id = ${caller.id}`;
    const bucket = days === 365 ? 'week' : 'day';
    // The first bucket: `days` days back including today (day buckets), or the week holding that day.
    const since = sql`(date_trunc('day', now() at time zone 'UTC') - make_interval(days => ${days - 1}))`;
    const [totals, courseCounts, ratings, series, recent, attention] = await Promise.all([
      this.db.execute<{ students: number; enrolments: number; completions: number; period_enrolments: number; period_completions: number }>(sql`
        select count(distinct e.customer_id)::int as students, count(*)::int as enrolments, count(e.completed_at)::int as completions,
          count(*) filter (where e.enrolled_at at time zone 'UTC' >= ${since})::int as period_enrolments,
          count(*) filter (where e.completed_at at time zone 'UTC' >= ${since})::int as period_completions
        from enrollments e join courses c on c.id = e.course_id where ${own}`),
      this.db.execute<{ courses: number; published: number }>(sql`
        select count(*)::int as courses, count(*) filter (where c.is_published)::int as published from courses c where ${own}`),
      this.db.execute<{ rating: number; n: number }>(sql`
        select r.rating::int as rating, count(*)::int as n from reviews r join courses c on c.id = r.course_id where ${own} group by r.rating`),
      this.db.execute<{ date: string; enrolments: number; completions: number }>(sql`
        with b as (
          select generate_series(date_trunc(${bucket}, ${since}), date_trunc(${bucket}, now() at time zone 'UTC'), make_interval(days => ${bucket === 'week' ? 7 : 1})) as d
        ), en as (
          select date_trunc(${bucket}, e.enrolled_at at time zone 'UTC') as d, count(*) as n
          from enrollments e join courses c on c.id = e.course_id
          where ${own} and e.enrolled_at at time zone 'UTC' >= date_trunc(${bucket}, ${since}) group by 1
        ), co as (
          select date_trunc(${bucket}, e.completed_at at time zone 'UTC') as d, count(*) as n
          from enrollments e join courses c on c.id = e.course_id
          where ${own} and e.completed_at at time zone 'UTC' >= date_trunc(${bucket}, ${since}) group by 1
        )
        select to_char(b.d, 'YYYY-MM-DD') as date, coalesce(en.n, 0)::int as enrolments, coalesce(co.n, 0)::int as completions
        from b left join en on en.d = b.d left join co on co.d = b.d order by b.d`),
      this.db.execute<{ id: number; course_id: number; course_title: string; course_lang: Language; rating: number; text: string; lang: Language | null; first_name: string | null; last_name: string | null; username: string; created_at: Timestamp; has_reply: boolean }>(sql`
        select r.id, r.course_id, c.title as course_title, c.language as course_lang, r.rating::int as rating, r.text, r.lang, cu.first_name, cu.last_name, cu.username, r.created_at,
          exists (select 1 from review_replies rr where rr.review_id = r.id) as has_reply
        from reviews r join courses c on c.id = r.course_id join customers cu on cu.id = r.customer_id
        where ${own} order by r.created_at desc, r.id desc limit 5`),
      this.db.execute<{ id: number; title: string; status: string; review_reason: string | null; draft_state: string | null; draft_reason: string | null; updated_at: Timestamp }>(sql`
        select c.id, c.title, c.status::text as status, c.review_reason, d.state as draft_state, d.reason as draft_reason, greatest(c.updated_at, d.updated_at) as updated_at
        from courses c left join course_drafts d on d.course_id = c.id
        where ${own} and (c.status in ('draft', 'in_review', 'rejected') or d.state is not null)
        order by case coalesce(nullif(d.state, 'editing'), c.status::text) when 'rejected' then 0 when 'draft' then 1 when 'editing' then 1 else 2 end,
          greatest(c.updated_at, d.updated_at) desc
        limit 20`),
    ]);
    const distribution = [0, 0, 0, 0, 0];
    let reviewCount = 0;
    let ratingSum = 0;
    for (const r of ratings.rows) {
      distribution[r.rating - 1] = r.n;
      reviewCount += r.n;
      ratingSum += r.n * r.rating;
    }
    const t = totals.rows[0]!;
    const counts = courseCounts.rows[0]!;
    return {
      days,
      bucket,
      totals: {
        students: t.students,
        enrolments: t.enrolments,
        completions: t.completions,
        averageRating: reviewCount ? Math.round((ratingSum / reviewCount) * 100) / 100 : 0,
        reviewCount,
        publishedCourses: counts.published,
        periodEnrolments: t.period_enrolments,
        periodCompletions: t.period_completions,
      },
      series: series.rows.map((r) => ({ date: r.date, enrolments: r.enrolments, completions: r.completions })),
      ratingDistribution: distribution,
      recentReviews: recent.rows.map((r) => ({
        id: r.id,
        courseId: r.course_id,
        courseTitle: r.course_title,
        courseLang: r.course_lang,
        rating: r.rating,
        text: r.text,
        lang: r.lang,
        authorName: fullName(r.first_name, r.last_name, r.username),
        createdAt: isoTime(r.created_at),
        hasReply: r.has_reply,
      })),
      attention: attention.rows.map((r): AttentionCourse => {
        const live = r.status === 'draft' || r.status === 'in_review' || r.status === 'rejected';
        const state = live ? r.status : r.draft_state === 'editing' ? 'draft' : r.draft_state;
        const reason = state === 'rejected' ? 'rejected' : state === 'in_review' ? 'in_review' : 'draft';
        return { id: r.id, title: r.title, reason, rejectionReason: reason === 'rejected' ? (live ? r.review_reason : r.draft_reason) : null, updatedAt: isoTime(r.updated_at) };
      }),
      hasCourses: counts.courses > 0,
    };
  }

  private async studentRows(caller: CustomerRow, query: StudentsCsvQuery, limit: number, offset: number): Promise<StudentRow[]> {
    const scope = await courseScope(this.db, caller, query.courseId);
    const search = query.search?.trim();
    const matches = search
      ? sql`and (cu.username ilike ${containsPattern(search)} or concat_ws(' ', cu.first_name, cu.last_name) ilike ${containsPattern(search)})`
      : sql``;
    const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    const sortBy = SORTS[query.sort ?? 'enrolledAt'];
    const { rows } = await this.db.execute<StudentRow>(sql`
      with lc as (select l.course_id, count(*)::int as n from lessons l join courses c on c.id = l.course_id where ${scope} group by l.course_id)
      select cu.username, cu.first_name, cu.last_name, cu.profile_image, c.id as course_id, c.title as course_title,
        e.completed_lessons, coalesce(lc.n, 0)::int as total_lessons, e.last_accessed_at, e.enrolled_at, e.completed_at,
        count(*) over ()::int as total
      from enrollments e
        join courses c on c.id = e.course_id
        join customers cu on cu.id = e.customer_id
        left join lc on lc.course_id = c.id
      where ${scope} ${matches}
      order by ${sortBy} ${direction} nulls last, e.enrolled_at desc, cu.id, c.id
      limit ${limit} offset ${offset}`);
    return rows;
  }

  private toStudent(r: StudentRow): InstructorStudent {
    const progress = r.completed_at !== null || (r.total_lessons > 0 && r.completed_lessons >= r.total_lessons) ? 100 : r.total_lessons > 0 ? Math.min(99, Math.floor((r.completed_lessons * 100) / r.total_lessons)) : 0;
    return {
      username: r.username ?? '',
      displayName: fullName(r.first_name, r.last_name, r.username),
      profileImage: r.profile_image,
      courseId: r.course_id,
      courseTitle: r.course_title,
      completedLessons: r.completed_lessons,
      totalLessons: r.total_lessons,
      progress,
      lastActivityAt: isoTimeOrNull(r.last_accessed_at),
      enrolledAt: isoTime(r.enrolled_at),
      completedAt: isoTimeOrNull(r.completed_at),
    };
  }

  async students(caller: CustomerRow, query: StudentsQuery): Promise<InstructorStudentPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [rows, courses] = await Promise.all([this.studentRows(caller, query, pageSize, (page - 1) * pageSize), this.courses(caller, query.courseId)]);
    return { items: rows.map((r) => this.toStudent(r)), total: rows[0]?.total ?? (page > 1 ? await this.count(caller, query) : 0), page, pageSize, courses };
  }

  private async count(caller: CustomerRow, query: StudentsQuery): Promise<number> {
    return (await this.studentRows(caller, query, 1, 0))[0]?.total ?? 0;
  }

  /** The students list as CSV for a spreadsheet: a BOM (Excel then reads UTF-8: Thai shows), headers in the caller's language. */
  async studentsCsv(caller: CustomerRow, query: StudentsCsvQuery): Promise<string> {
    const rows = (await this.studentRows(caller, query, STUDENTS_CSV_MAX_ROWS, 0)).map((r) => this.toStudent(r));
    const records = rows.map((s) => [s.displayName, s.username, s.courseTitle, String(s.progress), String(s.completedLessons), String(s.totalLessons), s.lastActivityAt ?? '', s.enrolledAt, s.completedAt ?? ''].map(safeCell));
    return `\uFEFF${stringify([CSV_HEADERS[caller.lang] ?? CSV_HEADERS.en, ...records], { record_delimiter: 'windows' })}`;
  }

  /** The caller's courses (and the one named, for an admin) with their students and what announcements they may send. */
  async courses(caller: CustomerRow, courseId?: number): Promise<TeachingCourse[]> {
    const named = courseId === undefined ? sql`false` : sql`c.id = ${courseId}`;
    const { rows } = await this.db.execute<{ id: number; title: string; is_published: boolean; students: number; recipients: number; sent: number }>(sql`
      select c.id, c.title, c.is_published,
        (select count(*)::int from enrollments e where e.course_id = c.id) as students,
        (select count(*)::int from enrollments e where e.course_id = c.id and ${recipientCondition(sql`c.id`, sql`e.customer_id`)}) as recipients,
        (select count(*)::int from course_announcements a where a.course_id = c.id and a.created_at > now() - interval '1 day') as sent
      from courses c where c.instructor_id = ${caller.id} or ${named}
      order by c.title, c.id limit 500`);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      isPublished: r.is_published,
      students: r.students,
      announcementRecipients: r.recipients,
      announcementsLeft: Math.max(0, ANNOUNCEMENTS_PER_COURSE_PER_DAY - r.sent),
    }));
  }
}
