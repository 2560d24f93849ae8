import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { Enrollment } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { certificates, courses, enrollments, lessonProgress, lessons, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { courseNotFound, type CourseService } from '../courses/courseService';
import { isoTime, isoTimeOrNull } from '../courses/courseSql';

export const notEnrolled = () => new AppError(403, ERROR_CODES.NOT_ENROLLED, 'Enrol in this course first.');

export class EnrollmentService {
  constructor(
    private readonly db: Database,
    private readonly courses: CourseService,
  ) {}

  /**
   * Enrols the caller in a free, published course. Enrolling again changes nothing. The course's
   * enrolment count moves in the same transaction as the insert, and only when a row was inserted.
   */
  async enroll(caller: CustomerRow, courseId: number): Promise<{ created: boolean; enrollment: Enrollment }> {
    const course = await this.courses.findVisible(courseId, caller);
    if (!course.isPublished) throw courseNotFound();
    if (course.price > 0) throw new AppError(402, ERROR_CODES.PAYMENT_REQUIRED, 'This course is paid; payments are not available yet.');
    const created = await this.db.transaction(async (tx) => {
      const inserted = await tx.insert(enrollments).values({ customerId: caller.id, courseId }).onConflictDoNothing().returning({ courseId: enrollments.courseId });
      if (inserted.length === 0) return false;
      await tx.update(courses).set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` }).where(eq(courses.id, courseId));
      return true;
    });
    const [enrollment] = await this.rows(caller.id, courseId, 1, 0);
    if (!enrollment) throw courseNotFound();
    return { created, enrollment };
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
    const rows = await this.db
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
