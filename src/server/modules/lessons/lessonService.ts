import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { POINTS_PER_COURSE, POINTS_PER_LESSON } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Completion, Lesson } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { certificates, courseSections, courses, customers, enrollments, lessonProgress, lessons, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { canSee } from '../courses/courseService';
import { notEnrolled } from '../enrollments/enrollmentService';
import type { MediaUrls } from '../media/mediaUrls';

const lessonNotFound = () => new AppError(404, ERROR_CODES.LESSON_NOT_FOUND, 'No such lesson.');

/** 80 random bits in Crockford-like base32 without look-alikes, grouped: ACAD-XXXX-XXXX-XXXX-XXXX. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return `ACAD-${out.match(/.{4}/g)!.join('-')}`;
}

export class LessonService {
  /** `media` turns a protected video's stored URL into a short-lived one signed for the viewer. */
  constructor(private readonly db: Database, private readonly media: Pick<MediaUrls, 'lessonVideoUrl'>) {}

  private async find(lessonId: number) {
    const [row] = await this.db
      .select({
        id: lessons.id,
        courseId: lessons.courseId,
        sectionId: lessons.sectionId,
        title: lessons.title,
        kind: lessons.kind,
        duration: lessons.durationSeconds,
        isPreview: lessons.isPreview,
        body: lessons.body,
        videoUrl: lessons.videoUrl,
        courseSlug: courses.slug,
        isPublished: courses.isPublished,
        instructorId: courses.instructorId,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.id, lessonId));
    if (!row) throw lessonNotFound();
    return row;
  }

  private async isEnrolled(customerId: string, courseId: number): Promise<boolean> {
    const [row] = await this.db.select({ one: sql<number>`1` }).from(enrollments).where(and(eq(enrollments.customerId, customerId), eq(enrollments.courseId, courseId)));
    return Boolean(row);
  }

  /**
   * A lesson's content: for students enrolled in its course, for the course's instructor and admins,
   * and for anyone when it is a free preview of a published course. Otherwise 403 LESSON_LOCKED.
   */
  async get(lessonId: number, viewer: CustomerRow | null): Promise<Lesson> {
    const lesson = await this.find(lessonId);
    const enrolled = viewer ? await this.isEnrolled(viewer.id, lesson.courseId) : false;
    const owner = viewer !== null && canSee({ isPublished: false, instructorId: lesson.instructorId }, viewer);
    // An unpublished course stays open to those already enrolled in it, and hidden from everyone else.
    if (!lesson.isPublished && !enrolled && !owner) throw lessonNotFound();
    if (!lesson.isPreview && !enrolled && !owner) throw new AppError(403, ERROR_CODES.LESSON_LOCKED, 'Enrol in the course to open this lesson.');

    const [order, progress] = await Promise.all([
      this.db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(courseSections, eq(courseSections.id, lessons.sectionId))
        .where(eq(lessons.courseId, lesson.courseId))
        .orderBy(asc(courseSections.sortOrder), asc(courseSections.id), asc(lessons.sortOrder), asc(lessons.id)),
      viewer
        ? this.db.select({ position: lessonProgress.positionSeconds, completedAt: lessonProgress.completedAt }).from(lessonProgress).where(and(eq(lessonProgress.customerId, viewer.id), eq(lessonProgress.lessonId, lessonId)))
        : Promise.resolve([]),
    ]);
    const at = order.findIndex((l) => l.id === lessonId);
    return {
      id: lesson.id,
      courseId: lesson.courseId,
      courseSlug: lesson.courseSlug,
      sectionId: lesson.sectionId,
      title: lesson.title,
      kind: lesson.kind,
      duration: lesson.duration,
      isPreview: lesson.isPreview,
      body: lesson.body,
      videoUrl: this.media.lessonVideoUrl(lesson.videoUrl, viewer),
      position: progress[0]?.position ?? 0,
      isCompleted: Boolean(progress[0]?.completedAt),
      prevLessonId: at > 0 ? order[at - 1]!.id : null,
      nextLessonId: at >= 0 && at < order.length - 1 ? order[at + 1]!.id : null,
    };
  }

  /** Remembers where the student is in a lesson, and that it is the course's last lesson studied. */
  async setPosition(caller: CustomerRow, lessonId: number, position: number): Promise<{ lessonId: number; position: number }> {
    const lesson = await this.find(lessonId);
    await this.db.transaction(async (tx) => {
      const touched = await tx
        .update(enrollments)
        .set({ lastLessonId: lessonId, lastAccessedAt: sql`now()` })
        .where(and(eq(enrollments.customerId, caller.id), eq(enrollments.courseId, lesson.courseId)))
        .returning({ courseId: enrollments.courseId });
      if (touched.length === 0) throw notEnrolled();
      await tx
        .insert(lessonProgress)
        .values({ customerId: caller.id, lessonId, courseId: lesson.courseId, positionSeconds: position })
        .onConflictDoUpdate({ target: [lessonProgress.customerId, lessonProgress.lessonId], set: { positionSeconds: position, updatedAt: sql`now()` } });
    });
    return { lessonId, position };
  }

  /**
   * Marks a lesson complete. Exact under repeats and concurrency:
   * - the enrolment row is locked first, so one student's completions in one course run one at a time;
   * - the progress upsert returns a row only when it set completed_at for the first time, and only
   *   then are the lesson's points and counter added;
   * - the course bonus follows the certificate insert, which a unique (customer, course) index lets happen once.
   */
  async complete(caller: CustomerRow, lessonId: number): Promise<Completion> {
    const lesson = await this.find(lessonId);
    return this.db.transaction(async (tx) => {
      const mine = and(eq(enrollments.customerId, caller.id), eq(enrollments.courseId, lesson.courseId));
      const locked = await tx.update(enrollments).set({ lastLessonId: lessonId, lastAccessedAt: sql`now()` }).where(mine).returning({ courseId: enrollments.courseId });
      if (locked.length === 0) throw notEnrolled();

      const first = await tx
        .insert(lessonProgress)
        .values({ customerId: caller.id, lessonId, courseId: lesson.courseId, completedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [lessonProgress.customerId, lessonProgress.lessonId],
          set: { completedAt: sql`now()`, updatedAt: sql`now()` },
          setWhere: sql`${lessonProgress.completedAt} is null`,
        })
        .returning({ lessonId: lessonProgress.lessonId });
      const newlyCompleted = first.length > 0;
      let pointsAwarded = 0;
      let lessonsAdded = 0;
      let coursesAdded = 0;
      if (newlyCompleted) {
        pointsAwarded += POINTS_PER_LESSON;
        lessonsAdded = 1;
      }

      // Counted against the course's current lessons; under the lock these counts cannot race.
      const [{ done, total }] = (
        await tx.execute<{ done: number; total: number }>(sql`select
          (select count(*)::int from lesson_progress p join lessons l on l.id = p.lesson_id
             where p.customer_id = ${caller.id} and p.course_id = ${lesson.courseId} and p.completed_at is not null) as done,
          (select count(*)::int from lessons where course_id = ${lesson.courseId}) as total`)
      ).rows as [{ done: number; total: number }];

      let certificateCode: string | null = null;
      if (total > 0 && done >= total) {
        const issued = await tx
          .insert(certificates)
          .values({ code: newCertificateCode(), customerId: caller.id, courseId: lesson.courseId })
          .onConflictDoNothing({ target: [certificates.customerId, certificates.courseId] })
          .returning({ code: certificates.code });
        if (issued[0]) {
          certificateCode = issued[0].code;
          pointsAwarded += POINTS_PER_COURSE;
          coursesAdded = 1;
        }
      }
      await tx
        .update(enrollments)
        .set({ completedLessons: done, ...(certificateCode ? { completedAt: sql`now()` } : {}) })
        .where(mine);
      const counters = { points: customers.points, completedLessons: customers.completedLessons, completedCourses: customers.completedCourses };
      const [me] =
        pointsAwarded > 0
          ? await tx
              .update(customers)
              .set({
                points: sql`${customers.points} + ${pointsAwarded}`,
                completedLessons: sql`${customers.completedLessons} + ${lessonsAdded}`,
                completedCourses: sql`${customers.completedCourses} + ${coursesAdded}`,
                updatedAt: sql`now()`,
              })
              .where(eq(customers.id, caller.id))
              .returning(counters)
          : await tx.select(counters).from(customers).where(eq(customers.id, caller.id));
      return {
        lessonId,
        courseId: lesson.courseId,
        newlyCompleted,
        courseCompleted: total > 0 && done >= total,
        certificateCode,
        pointsAwarded,
        completedLessons: done,
        totalLessons: total,
        points: me!.points,
        customerCompletedLessons: me!.completedLessons,
        customerCompletedCourses: me!.completedCourses,
      };
    });
  }
}
