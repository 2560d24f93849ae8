import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { FILE_FOLDERS, POINTS_PER_COURSE, POINTS_PER_LESSON, QUIZ_POINTS_BONUS_MAX, type LessonKind } from '../../../shared/constants';
import { requiredReadingSeconds, VIDEO_REQUIRED_PERCENT } from '../../../shared/engagement';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Completion, Lesson, LessonEngagement, PositionResponse } from '../../../shared/schemas/courses';
import { executePrepared, type Database } from '../../db/client';
import { courseSections, courses, enrollments, lessonAttachments, lessonProgress, lessons, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { issueCertificate } from '../certificates/certificateService';
import { canSee } from '../courses/courseService';
import { notEnrolled } from '../enrollments/enrollmentService';
import { addReport, watchedPercent, type Segment } from './watchCoverage';
import type { MediaUrls } from '../media/mediaUrls';
import { learnerQuizGrade, quizOfLesson, type QuizAttemptService } from '../quizzes/quizAttemptService';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const lessonNotFound = () => new AppError(404, ERROR_CODES.LESSON_NOT_FOUND, 'No such lesson.');

/** What the engagement rules read of a lesson and of the student's progress in it. */
interface EngagementInput {
  kind: LessonKind;
  duration: number;
  body: string;
}
interface ProgressInput {
  openedAt: Date | null;
  watchedSegments: Segment[];
}
/** A quiz lesson's quiz: the learner's grade (null before a graded attempt) and the pass mark. */
interface QuizGradeInput {
  gradePercent: number | null;
  passMarkPercent: number;
}

/** A quiz lesson's grade and pass mark for one learner, or undefined when the lesson has no quiz. */
async function quizGradeInput(db: Pick<Database, 'select'>, customerId: string, lessonId: number): Promise<QuizGradeInput | undefined> {
  const quiz = await quizOfLesson(db, lessonId);
  if (!quiz) return undefined;
  return { gradePercent: await learnerQuizGrade(db, customerId, quiz), passMarkPercent: quiz.passMarkPercent };
}

/** How far a student is from completing a lesson, and whether they may. */
export function engagementOf(lesson: EngagementInput, progress: ProgressInput | undefined, now: Date, quiz?: QuizGradeInput): LessonEngagement & { met: boolean } {
  const read = (): LessonEngagement & { met: boolean } => {
    const requiredSeconds = requiredReadingSeconds(lesson.body);
    const openedAt = progress?.openedAt ?? null;
    const elapsed = openedAt ? (now.getTime() - openedAt.getTime()) / 1000 : 0;
    const secondsLeft = openedAt ? Math.max(0, Math.ceil(requiredSeconds - elapsed)) : requiredSeconds;
    return { rule: 'read', requiredSeconds, secondsLeft, watchedPercent: 0, requiredPercent: 0, met: openedAt !== null && secondsLeft === 0 };
  };
  switch (lesson.kind) {
    case 'video': {
      // A video of unknown length cannot be measured: its notes are read instead.
      if (lesson.duration <= 0) return read();
      const percent = watchedPercent(progress?.watchedSegments ?? [], lesson.duration);
      return { rule: 'watch', requiredSeconds: 0, secondsLeft: 0, watchedPercent: percent, requiredPercent: VIDEO_REQUIRED_PERCENT, met: percent >= VIDEO_REQUIRED_PERCENT };
    }
    // A quiz is passed: the learner's grade (by the quiz's grading method) reaches the pass mark. A quiz
    // lesson without a quiz yet is read like a text.
    case 'quiz': {
      if (!quiz) return read();
      const grade = quiz.gradePercent;
      return { rule: 'pass', requiredSeconds: 0, secondsLeft: 0, watchedPercent: Math.floor(grade ?? 0), requiredPercent: quiz.passMarkPercent, met: grade !== null && grade >= quiz.passMarkPercent };
    }
    // A text and an attachment's notes are read.
    case 'text':
    case 'attachment':
      return read();
    default: {
      // Every kind of lesson needs its rule here (a quiz: passed when its best attempt passed).
      const unknownKind: never = lesson.kind;
      throw new Error(`no engagement rule for lesson kind ${String(unknownKind)}`);
    }
  }
}

function notEngaged(engagement: LessonEngagement): AppError {
  if (engagement.rule === 'pass') {
    return new AppError(
      409,
      ERROR_CODES.LESSON_NOT_ENGAGED,
      `Pass the quiz first: a grade of ${engagement.requiredPercent} % is needed (${engagement.watchedPercent} % so far).`,
      {},
      undefined,
      { watchedPercent: engagement.watchedPercent, requiredPercent: engagement.requiredPercent },
    );
  }
  if (engagement.rule === 'watch') {
    return new AppError(
      409,
      ERROR_CODES.LESSON_NOT_ENGAGED,
      `Watch at least ${engagement.requiredPercent} % of the video first (${engagement.watchedPercent} % watched so far).`,
      {},
      undefined,
      { watchedPercent: engagement.watchedPercent, requiredPercent: engagement.requiredPercent },
    );
  }
  return new AppError(
    409,
    ERROR_CODES.LESSON_NOT_ENGAGED,
    `Read the lesson first: it can be completed ${engagement.secondsLeft} s from now (${engagement.requiredSeconds} s after it was opened).`,
    {},
    undefined,
    { secondsLeft: engagement.secondsLeft, requiredSeconds: engagement.requiredSeconds },
  );
}

/**
 * How a lesson's completion starts (completeIn): the learner's enrolment in the lesson's course touched
 * (last lesson, last access), which locks it, so one learner's completions in one course run one at a
 * time. Returns a row when the learner is enrolled.
 */
export function touchEnrolment(customerId: string, lesson: { id: number; courseId: number }): SQL {
  return sql`update enrollments set last_lesson_id = ${lesson.id}, last_accessed_at = now()
    where customer_id = ${customerId} and course_id = ${lesson.courseId} returning course_id`;
}

export class LessonService {
  /**
   * The time engagement is measured with (reading time, time between position reports). Tests replace
   * it to move time on without waiting.
   */
  clock: () => Date = () => new Date();

  /** Quizzes (set once the services are built): a quiz lesson's `quiz` in GET. */
  quizzes: QuizAttemptService | null = null;

  /** `media` turns a protected video's stored URL into a short-lived one signed for the viewer. */
  constructor(private readonly db: Database, private readonly media: Pick<MediaUrls, 'lessonVideoUrl' | 'urlFor'>) {}

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

  private progressOf(customerId: string, lessonId: number) {
    return this.db
      .select({ position: lessonProgress.positionSeconds, completedAt: lessonProgress.completedAt, openedAt: lessonProgress.openedAt, watchedSegments: lessonProgress.watchedSegments })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.customerId, customerId), eq(lessonProgress.lessonId, lessonId)));
  }

  /**
   * A lesson's content: for students enrolled in its course, for the course's instructor and admins,
   * and for anyone when it is a free preview of a published course. Otherwise 403 LESSON_LOCKED.
   * An enrolled student's first opening starts the lesson's reading time.
   */
  async get(lessonId: number, viewer: CustomerRow | null): Promise<Lesson> {
    const lesson = await this.find(lessonId);
    const enrolled = viewer ? await this.isEnrolled(viewer.id, lesson.courseId) : false;
    const owner = viewer !== null && canSee({ isPublished: false, instructorId: lesson.instructorId }, viewer);
    // An unpublished course stays open to those already enrolled in it, and hidden from everyone else.
    if (!lesson.isPublished && !enrolled && !owner) throw lessonNotFound();
    if (!lesson.isPreview && !enrolled && !owner) throw new AppError(403, ERROR_CODES.LESSON_LOCKED, 'Enrol in the course to open this lesson.');

    const now = this.clock();
    const [order, found] = await Promise.all([
      this.db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(courseSections, eq(courseSections.id, lessons.sectionId))
        .where(eq(lessons.courseId, lesson.courseId))
        .orderBy(asc(courseSections.sortOrder), asc(courseSections.id), asc(lessons.sortOrder), asc(lessons.id)),
      viewer ? this.progressOf(viewer.id, lessonId) : Promise.resolve([]),
    ]);
    let progress = found[0];
    if (viewer && enrolled && !progress?.openedAt) {
      await this.db
        .insert(lessonProgress)
        .values({ customerId: viewer.id, lessonId, courseId: lesson.courseId, openedAt: now })
        .onConflictDoUpdate({ target: [lessonProgress.customerId, lessonProgress.lessonId], set: { openedAt: now }, setWhere: sql`${lessonProgress.openedAt} is null` });
      [progress] = await this.progressOf(viewer.id, lessonId);
    }
    const isCompleted = Boolean(progress?.completedAt);
    let engagement: LessonEngagement | null = null;
    if (enrolled && !isCompleted) {
      const quizGrade = lesson.kind === 'quiz' && viewer ? await quizGradeInput(this.db, viewer.id, lessonId) : undefined;
      const { met: _met, ...shown } = engagementOf(lesson, progress, now, quizGrade);
      engagement = shown;
    }
    const quiz = lesson.kind === 'quiz' && this.quizzes ? await this.quizzes.lessonQuiz(lessonId, viewer, { enrolled, owner }) : undefined;
    const at = order.findIndex((l) => l.id === lessonId);
    const [attachment] = await this.db.select().from(lessonAttachments).where(eq(lessonAttachments.lessonId, lessonId));
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
      // A download signed for this viewer, like the video.
      attachmentUrl: attachment ? this.media.urlFor(FILE_FOLDERS.lessonAttachment, attachment.nameBySystem, viewer?.encryptId ?? null) : null,
      attachment: attachment ? { fileName: attachment.fileName, size: attachment.size, contentType: attachment.contentType } : null,
      position: progress?.position ?? 0,
      isCompleted,
      prevLessonId: at > 0 ? order[at - 1]!.id : null,
      nextLessonId: at >= 0 && at < order.length - 1 ? order[at + 1]!.id : null,
      engagement,
      ...(quiz !== undefined ? { quiz } : {}),
    };
  }

  /**
   * Remembers where the student is in a lesson, and that it is the course's last lesson studied. For a
   * video, the stretch played since the previous report counts as watched (watchCoverage.ts).
   */
  async setPosition(caller: CustomerRow, lessonId: number, position: number): Promise<PositionResponse> {
    const lesson = await this.find(lessonId);
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      // The enrolment row's lock puts one student's reports in one course in order.
      const touched = await tx
        .update(enrollments)
        .set({ lastLessonId: lessonId, lastAccessedAt: sql`now()` })
        .where(and(eq(enrollments.customerId, caller.id), eq(enrollments.courseId, lesson.courseId)))
        .returning({ courseId: enrollments.courseId });
      if (touched.length === 0) throw notEnrolled();
      const [before] = await tx
        .select({ position: lessonProgress.positionSeconds, reportedAt: lessonProgress.reportedAt, watchedSegments: lessonProgress.watchedSegments })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.customerId, caller.id), eq(lessonProgress.lessonId, lessonId)));
      const isVideo = lesson.kind === 'video';
      const segments = isVideo
        ? addReport(before?.watchedSegments ?? [], lesson.duration, { previous: { position: before?.position ?? 0, at: before?.reportedAt ?? null }, position, at: now })
        : [];
      const values = { positionSeconds: position, reportedAt: now, ...(isVideo ? { watchedSegments: segments } : {}) };
      await tx
        .insert(lessonProgress)
        .values({ customerId: caller.id, lessonId, courseId: lesson.courseId, ...values })
        .onConflictDoUpdate({ target: [lessonProgress.customerId, lessonProgress.lessonId], set: { ...values, updatedAt: sql`now()` } });
      return { lessonId, position, watchedPercent: isVideo ? watchedPercent(segments, lesson.duration) : 0 };
    });
  }

  /**
   * Marks a lesson complete, once the student has engaged with it (engagementOf: watched, read);
   * otherwise 409 LESSON_NOT_ENGAGED with what is missing. On a completed course every call answers the
   * certificate's code. The work is completeIn(), in a transaction of its own.
   */
  async complete(caller: CustomerRow, lessonId: number): Promise<Completion> {
    const lesson = await this.find(lessonId);
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const completion = await this.completeIn(tx, caller.id, lesson, now, { engagement: lesson });
      if (!completion) throw notEnrolled();
      return completion;
    });
  }

  /**
   * A lesson's completion inside the caller's transaction; null when the learner is not enrolled. With
   * `enrolmentTouched`, the caller already ran touchEnrolment() in this transaction and found them enrolled.
   * `check` is what allows it: the learner's engagement with the lesson, checked here (a quiz lesson's
   * grade read under the enrolment's lock), or a quiz grade the caller already knows passes (grading
   * just closed an attempt in this transaction). Exact under repeats and concurrency:
   * - the enrolment row is locked first, so one student's completions in one course run one at a time;
   * - the progress upsert counts only when it set completed_at for the first time, and only then are
   *   the lesson's points and counter added;
   * - the course bonus follows the certificate insert, which a unique (customer, course) index lets happen once.
   */
  async completeIn(
    tx: Tx,
    customerId: string,
    lesson: { id: number; courseId: number },
    now: Date,
    check: { engagement: EngagementInput } | { passedQuiz: QuizGradeInput },
    options: { enrolmentTouched?: boolean } = {},
  ): Promise<Completion | null> {
    // The caller may have run touchEnrolment() itself in this transaction (in a statement of its own), and found the learner enrolled.
    if (!options.enrolmentTouched && (await tx.execute(touchEnrolment(customerId, lesson))).rows.length === 0) return null;

    let quizGrade: QuizGradeInput | undefined;
    if ('passedQuiz' in check) {
      quizGrade = check.passedQuiz;
    } else {
      const [progress] = await tx
        .select({ completedAt: lessonProgress.completedAt, openedAt: lessonProgress.openedAt, watchedSegments: lessonProgress.watchedSegments })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.customerId, customerId), eq(lessonProgress.lessonId, lesson.id)));
      quizGrade = check.engagement.kind === 'quiz' ? await quizGradeInput(tx, customerId, lesson.id) : undefined;
      if (!progress?.completedAt) {
        const engagement = engagementOf(check.engagement, progress, now, quizGrade);
        if (!engagement.met) throw notEngaged(engagement);
      }
    }

    // A passed quiz adds a bonus for its grade: QUIZ_POINTS_BONUS_MAX at 100 %.
    const lessonPoints = POINTS_PER_LESSON + Math.round((QUIZ_POINTS_BONUS_MAX * (quizGrade?.gradePercent ?? 0)) / 100);
    // One statement: the upsert (a row only when it set completed_at for the first time), the counts
    // against the course's current lessons, the enrolment's counter, and the learner's points and counter
    // when the lesson is newly completed. The counts see the rows as they were before the upsert (one
    // snapshot), so this lesson is counted by its row as it was, or, new, as the row the upsert wrote.
    // Under the enrolment's lock these counts cannot race.
    const [counted] = (
      await executePrepared<{ newly: number; done: number; total: number; points: number; completedLessons: number; completedCourses: number }>(tx, 'lesson_complete', sql`with first as (
          insert into lesson_progress (customer_id, lesson_id, course_id, completed_at)
          values (${customerId}, ${lesson.id}, ${lesson.courseId}, now())
          on conflict (customer_id, lesson_id) do update set completed_at = now(), updated_at = now()
            where lesson_progress.completed_at is null
          returning lesson_id),
        counts as (select
          (select count(*)::int from first) as newly,
          (select count(*)::int from lesson_progress p join lessons l on l.id = p.lesson_id
             where p.customer_id = ${customerId} and p.course_id = ${lesson.courseId} and p.completed_at is not null and p.lesson_id <> ${lesson.id})
          + coalesce((select (p.course_id = ${lesson.courseId})::int from lesson_progress p where p.customer_id = ${customerId} and p.lesson_id = ${lesson.id}), 1) as done,
          (select count(*)::int from lessons where course_id = ${lesson.courseId}) as total),
        enrolment as (update enrollments set completed_lessons = counts.done from counts where customer_id = ${customerId} and course_id = ${lesson.courseId}),
        me as (update customers set points = points + ${lessonPoints}, completed_lessons = completed_lessons + 1, updated_at = now()
          from counts where id = ${customerId} and counts.newly > 0
          returning points, completed_lessons, completed_courses)
        select counts.newly, counts.done, counts.total, coalesce(me.points, c.points) as points,
          coalesce(me.completed_lessons, c.completed_lessons) as "completedLessons", coalesce(me.completed_courses, c.completed_courses) as "completedCourses"
        from counts cross join customers c left join me on true where c.id = ${customerId}`)
    ).rows as [{ newly: number; done: number; total: number; points: number; completedLessons: number; completedCourses: number }];
    const { newly, done, total } = counted;
    let me = { points: counted.points, completedLessons: counted.completedLessons, completedCourses: counted.completedCourses };
    const newlyCompleted = newly > 0;
    let pointsAwarded = newlyCompleted ? lessonPoints : 0;

    const courseCompleted = total > 0 && done >= total;
    let certificateCode: string | null = null;
    if (courseCompleted) {
      const certificate = await issueCertificate(tx, customerId, lesson.courseId);
      certificateCode = certificate.code;
      if (certificate.issued) {
        // The course's bonus and counter, and the enrolment's completion, in one statement.
        pointsAwarded += POINTS_PER_COURSE;
        [me] = (
          await tx.execute<typeof me>(sql`with enrolment as (update enrollments set completed_at = now() where customer_id = ${customerId} and course_id = ${lesson.courseId})
            update customers set points = points + ${POINTS_PER_COURSE}, completed_courses = completed_courses + 1, updated_at = now()
            where id = ${customerId}
            returning points, completed_lessons as "completedLessons", completed_courses as "completedCourses"`)
        ).rows as [typeof me];
      }
    }
    return {
      lessonId: lesson.id,
      courseId: lesson.courseId,
      newlyCompleted,
      courseCompleted,
      certificateCode,
      pointsAwarded,
      completedLessons: done,
      totalLessons: total,
      points: me.points,
      customerCompletedLessons: me.completedLessons,
      customerCompletedCourses: me.completedCourses,
    };
  }
}
