// A quiz lesson's quiz lives and dies with its lesson. Course authoring creates it with the lesson (the
// lesson may exist only in a published course's draft revision, so quizzes.lesson_id has no foreign
// key) and, after an edit that drops lessons, removes the quizzes whose lesson is gone for good: in
// neither the live rows nor the draft revision. Attempts, overrides and question links go with them.
import { inArray, sql } from 'drizzle-orm';
import { QUIZ_DEFAULT_ATTEMPTS, QUIZ_DEFAULT_PASS_MARK } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { quizzes } from '../../db/schema';

type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

/** A new quiz lesson's quiz with the default settings; its id. */
export async function createQuizForLesson(db: Executor, lessonId: number, courseId: number): Promise<number> {
  const [row] = await db
    .insert(quizzes)
    .values({ lessonId, courseId, attemptsAllowed: QUIZ_DEFAULT_ATTEMPTS, passMarkPercent: QUIZ_DEFAULT_PASS_MARK })
    .onConflictDoNothing({ target: quizzes.lessonId })
    .returning({ id: quizzes.id });
  if (row) return row.id;
  const [existing] = await db.select({ id: quizzes.id }).from(quizzes).where(sql`${quizzes.lessonId} = ${lessonId}`);
  return existing!.id;
}

/** The quiz of each lesson that has one. */
export async function quizIdsOfLessons(db: Pick<Database, 'select'>, lessonIds: number[]): Promise<Map<number, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db.select({ id: quizzes.id, lessonId: quizzes.lessonId }).from(quizzes).where(inArray(quizzes.lessonId, lessonIds));
  return new Map(rows.map((r) => [r.lessonId, r.id]));
}

/** Removes the course's quizzes whose lesson is in neither its live rows nor its draft revision. */
export async function dropOrphanQuizzes(db: Pick<Database, 'execute'>, courseId: number): Promise<void> {
  await db.execute(sql`
    delete from quizzes q
    where q.course_id = ${courseId}
      and not exists (select 1 from lessons l where l.id = q.lesson_id)
      and not exists (
        select 1 from course_drafts d
        where d.course_id = q.course_id
          and jsonb_path_exists(d.content, '$.sections[*].lessons[*] ? (@.id == $id)', jsonb_build_object('id', q.lesson_id)))`);
}
