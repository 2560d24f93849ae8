// Who reaches which course in the teaching pages: an instructor their own courses, an admin any course.
// Someone else's course is answered like a course that does not exist (404), so ids reveal nothing.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CustomerRow } from '../../db/schema';
import { courseNotFound } from '../courses/courseService';

export interface TeachingCourseRow extends Record<string, unknown> {
  id: number;
  title: string;
  instructor_id: string | null;
}

export async function reachableCourse(db: Database, caller: CustomerRow, courseId: number): Promise<TeachingCourseRow> {
  const { rows } = await db.execute<TeachingCourseRow>(sql`select id, title, instructor_id from courses where id = ${courseId}`);
  const row = rows[0];
  if (!row || (caller.role !== 'admin' && row.instructor_id !== caller.id)) throw courseNotFound();
  return row;
}

/**
 * The courses a list covers: the named one (once reachable), else the caller's own courses (an admin's
 * lists, like an instructor's, start from their own courses and may name any other).
 */
export async function courseScope(db: Database, caller: CustomerRow, courseId: number | undefined, alias = 'c'): Promise<SQL> {
  if (courseId !== undefined) {
    await reachableCourse(db, caller, courseId);
    return sql`${sql.identifier(alias)}.id = ${courseId}`;
  }
  return sql`${sql.identifier(alias)}.instructor_id = ${caller.id}`;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
