import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { POINTS_PER_LESSON } from '../../../shared/constants';
import { LEFT_ENROLLMENT_KEPT_DAYS } from '../../../shared/engagement';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { Enrollment } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { certificates, courses, enrollments, leftEnrollments, lessonProgress, lessons, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { canSee, courseNotFound, type CourseService } from '../courses/courseService';
import { isoTime, isoTimeOrNull } from '../courses/courseSql';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const notEnrolled = () => new AppError(403, ERROR_CODES.NOT_ENROLLED, 'Enrol in this course first.');

const KEPT = sql.raw(`interval '${LEFT_ENROLLMENT_KEPT_DAYS} days'`);

/** One student's enrolment changes in one course run one at a time (enrol, leave). */
async function lockEnrolment(tx: Transaction, customerId: string, courseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`enrolment:${customerId}:${courseId}`}, 0))`);
}

/**
 * Deletes the progress of left enrolments (all those left longer ago than the days kept, or one
 * student's in one course): the rows, and the lesson points and counters they had earned, so the
 * counters keep agreeing with the rows. Certificates stay. Returns the enrolments forgotten.
 */
async function forgetLeft(tx: Transaction, only?: { customerId: string; courseId: number }): Promise<number> {
  const which = only
    ? sql`customer_id = ${only.customerId} and course_id = ${only.courseId}`
    : sql`left_at <= now() - ${KEPT}`;
  const result = await tx.execute<{ forgotten: number }>(sql`with gone as (
      delete from left_enrollments where ${which} returning customer_id, course_id
    ), purged as (
      delete from lesson_progress p using gone g where p.customer_id = g.customer_id and p.course_id = g.course_id
      returning p.customer_id, p.completed_at
    ), lost as (
      select customer_id, count(*)::int as n from purged where completed_at is not null group by customer_id
    ), counted as (
      update customers c set
        completed_lessons = greatest(0, c.completed_lessons - lost.n),
        points = greatest(0, c.points - lost.n * ${POINTS_PER_LESSON}),
        updated_at = now()
      from lost where c.id = lost.customer_id
      returning c.id
    )
    select (select count(*)::int from gone) as forgotten, (select count(*) from counted) as customers`);
  return (result.rows[0] as { forgotten: number } | undefined)?.forgotten ?? 0;
}

/**
 * Paying enrols: inside the payment's transaction, the buyer is enrolled in each course of the order,
 * the enrolment naming the order (a refund removes exactly those). An enrolment there already stays
 * as it is. Progress kept from an earlier enrolment counts again. Returns the courses newly enrolled in.
 */
export async function enrollForOrder(tx: Transaction, customerId: string, courseIds: readonly number[], orderId: string): Promise<number[]> {
  const added: number[] = [];
  for (const courseId of [...courseIds].sort((a, b) => a - b)) {
    await lockEnrolment(tx, customerId, courseId);
    const inserted = await tx.execute<{ course_id: number }>(sql`insert into enrollments (customer_id, course_id, order_id, completed_lessons)
      values (${customerId}, ${courseId}, ${orderId},
        (select count(*)::int from lesson_progress p where p.customer_id = ${customerId} and p.course_id = ${courseId} and p.completed_at is not null))
      on conflict (customer_id, course_id) do nothing returning course_id`);
    if (inserted.rows.length === 0) continue;
    await tx.delete(leftEnrollments).where(and(eq(leftEnrollments.customerId, customerId), eq(leftEnrollments.courseId, courseId)));
    await tx.update(courses).set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` }).where(eq(courses.id, courseId));
    added.push(courseId);
  }
  return added;
}

/**
 * A refunded order takes its access back: the enrolments it paid for go, or only those of `courseIds`
 * (a partial refund), their progress staying for a later purchase. Returns the courses removed.
 */
export async function unenrollForOrder(tx: Transaction, orderId: string, courseIds?: readonly number[]): Promise<number[]> {
  if (courseIds && courseIds.length === 0) return [];
  const gone = await tx
    .delete(enrollments)
    .where(and(eq(enrollments.orderId, orderId), courseIds ? inArray(enrollments.courseId, [...courseIds]) : undefined))
    .returning({ courseId: enrollments.courseId });
  for (const { courseId } of gone) await tx.update(courses).set({ enrollmentCount: sql`greatest(0, ${courses.enrollmentCount} - 1)` }).where(eq(courses.id, courseId));
  return gone.map((g) => g.courseId);
}

export class EnrollmentService {
  constructor(
    private readonly db: Database,
    private readonly courses: CourseService,
  ) {}

  /**
   * Enrols the caller in a free, published course that they do not teach. Enrolling again changes
   * nothing. A course left less than LEFT_ENROLLMENT_KEPT_DAYS ago comes back with its progress; one
   * left longer ago starts afresh. The course's enrolment count moves in the same transaction, and
   * only when a row was inserted.
   */
  async enroll(caller: CustomerRow, courseId: number): Promise<{ created: boolean; enrollment: Enrollment }> {
    const course = await this.courses.findVisible(courseId, caller);
    if (!course.isPublished) throw courseNotFound();
    if (course.instructorId === caller.id) throw new AppError(409, ERROR_CODES.OWN_COURSE, 'You teach this course: instructors cannot enrol in their own courses.');
    if (course.price > 0) throw new AppError(402, ERROR_CODES.PAYMENT_REQUIRED, 'This course is paid: buy it through the cart.');
    const { created, enrollment: raw } = await this.db.transaction(async (tx) => {
      await lockEnrolment(tx, caller.id, courseId);
      const answer = async (isNew: boolean) => ({ created: isNew, enrollment: await this.rawRows(tx, caller.id, courseId, 1, 0) });
      const mine = and(eq(enrollments.customerId, caller.id), eq(enrollments.courseId, courseId));
      const [already] = await tx.select({ one: sql<number>`1` }).from(enrollments).where(mine);
      if (already) return answer(false);
      const [left] = await tx
        .select({
          lastLessonId: leftEnrollments.lastLessonId,
          lastAccessedAt: leftEnrollments.lastAccessedAt,
          completedAt: leftEnrollments.completedAt,
          enrolledAt: leftEnrollments.enrolledAt,
          kept: sql<boolean>`${leftEnrollments.leftAt} > now() - ${KEPT}`,
        })
        .from(leftEnrollments)
        .where(and(eq(leftEnrollments.customerId, caller.id), eq(leftEnrollments.courseId, courseId)));
      if (left && left.kept) {
        await tx.delete(leftEnrollments).where(and(eq(leftEnrollments.customerId, caller.id), eq(leftEnrollments.courseId, courseId)));
        const [done] = await tx
          .select({ n: count() })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.customerId, caller.id), eq(lessonProgress.courseId, courseId), sql`${lessonProgress.completedAt} is not null`));
        await tx.insert(enrollments).values({
          customerId: caller.id,
          courseId,
          completedLessons: done?.n ?? 0,
          lastLessonId: left.lastLessonId,
          lastAccessedAt: left.lastAccessedAt,
          completedAt: left.completedAt,
          enrolledAt: left.enrolledAt,
        });
      } else {
        // Left too long ago (and not purged yet): that progress is gone.
        if (left) await forgetLeft(tx, { customerId: caller.id, courseId });
        await tx.insert(enrollments).values({ customerId: caller.id, courseId });
      }
      await tx.update(courses).set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` }).where(eq(courses.id, courseId));
      return answer(true);
    });
    // The course card is read once committed, so it counts this enrolment.
    const [enrollment] = await this.withCourses(raw);
    if (!enrollment) throw courseNotFound();
    return { created, enrollment };
  }

  /**
   * Leaves a free course: the enrolment goes (and the course's count with it); its progress is kept
   * LEFT_ENROLLMENT_KEPT_DAYS for a return, then purged. A paid course answers 409 LEAVE_PAID_COURSE.
   * Leaving a course one is not enrolled in changes nothing.
   */
  async leave(caller: CustomerRow, courseId: number): Promise<void> {
    const [course] = await this.db.select({ price: courses.price, isPublished: courses.isPublished, instructorId: courses.instructorId }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw courseNotFound();
    // A course hidden from the caller (a draft) exists for them only if they are enrolled in it.
    if (!canSee(course, caller)) {
      const [enrolled] = await this.db.select({ one: sql<number>`1` }).from(enrollments).where(and(eq(enrollments.customerId, caller.id), eq(enrollments.courseId, courseId)));
      if (!enrolled) throw courseNotFound();
    }
    if (course.price > 0) throw new AppError(409, ERROR_CODES.LEAVE_PAID_COURSE, 'A paid course cannot be left: ask for a refund from its order instead.');
    await this.db.transaction(async (tx) => {
      await lockEnrolment(tx, caller.id, courseId);
      const [gone] = await tx
        .delete(enrollments)
        .where(and(eq(enrollments.customerId, caller.id), eq(enrollments.courseId, courseId)))
        .returning({ lastLessonId: enrollments.lastLessonId, lastAccessedAt: enrollments.lastAccessedAt, completedAt: enrollments.completedAt, enrolledAt: enrollments.enrolledAt });
      if (!gone) return;
      const kept = { ...gone, leftAt: sql`now()` };
      await tx
        .insert(leftEnrollments)
        .values({ customerId: caller.id, courseId, ...kept })
        .onConflictDoUpdate({ target: [leftEnrollments.customerId, leftEnrollments.courseId], set: kept });
      await tx.update(courses).set({ enrollmentCount: sql`greatest(0, ${courses.enrollmentCount} - 1)` }).where(eq(courses.id, courseId));
    });
  }

  /** The scheduled purge: progress of courses left more than LEFT_ENROLLMENT_KEPT_DAYS ago. Returns how many enrolments were forgotten. */
  async purgeLeft(): Promise<number> {
    return this.db.transaction((tx) => forgetLeft(tx));
  }

  /** The caller's enrolments, most recently studied first. */
  async list(caller: CustomerRow, page: number, pageSize: number): Promise<Page<Enrollment>> {
    const [[total], items] = await Promise.all([
      this.db.select({ n: count() }).from(enrollments).where(eq(enrollments.customerId, caller.id)),
      this.rows(caller.id, null, pageSize, (page - 1) * pageSize),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }
  private async rows(customerId: string, courseId: number | null, limit: number, offset: number): Promise<Enrollment[]> {
    return this.withCourses(await this.rawRows(this.db, customerId, courseId, limit, offset));
  }

  /** `db`: the enrolling transaction reads its own enrolment, which a leave right after it could remove. */
  private rawRows(db: Database | Transaction, customerId: string, courseId: number | null, limit: number, offset: number) {
    return db
      .select({
        courseId: enrollments.courseId,
        enrolledAt: enrollments.enrolledAt,
        completedAt: enrollments.completedAt,
        lastAccessedAt: enrollments.lastAccessedAt,
        lastLessonId: enrollments.lastLessonId,
        lastLessonTitle: lessons.title,
        lastPosition: lessonProgress.positionSeconds,
        certificateCode: certificates.code,
        completedLessons: sql<number>`(select count(*)::int from ${lessonProgress} p join ${lessons} pl on pl.id = p.lesson_id
          where p.customer_id = ${enrollments.customerId} and p.course_id = ${enrollments.courseId} and p.completed_at is not null)`,
        totalLessons: sql<number>`(select count(*)::int from ${lessons} tl where tl.course_id = ${enrollments.courseId})`,
      })
      .from(enrollments)
      .leftJoin(lessons, eq(lessons.id, enrollments.lastLessonId))
      .leftJoin(lessonProgress, and(eq(lessonProgress.customerId, enrollments.customerId), eq(lessonProgress.lessonId, enrollments.lastLessonId)))
      .leftJoin(certificates, and(eq(certificates.customerId, enrollments.customerId), eq(certificates.courseId, enrollments.courseId)))
      .where(courseId === null ? eq(enrollments.customerId, customerId) : and(eq(enrollments.customerId, customerId), eq(enrollments.courseId, courseId)))
      .orderBy(desc(sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`), desc(enrollments.courseId))
      .limit(limit)
      .offset(offset);
  }

  private async withCourses(rows: Awaited<ReturnType<EnrollmentService['rawRows']>>): Promise<Enrollment[]> {
    const cards = await this.courses.summaries(rows.map((r) => r.courseId));
    return rows.flatMap((r) => {
      const course = cards.get(r.courseId);
      if (!course) return [];
      return [
        {
          course,
          enrolledAt: isoTime(r.enrolledAt),
          completedAt: isoTimeOrNull(r.completedAt),
          completedLessons: r.completedLessons,
          totalLessons: r.totalLessons,
          progressPercent: r.totalLessons > 0 ? Math.min(100, Math.floor((r.completedLessons * 100) / r.totalLessons)) : 0,
          lastLesson: r.lastLessonId !== null && r.lastLessonTitle !== null ? { id: r.lastLessonId, title: r.lastLessonTitle, position: r.lastPosition ?? 0 } : null,
          lastAccessedAt: isoTimeOrNull(r.lastAccessedAt),
          certificateCode: r.certificateCode,
        },
      ];
    });
  }
}
