import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What may hold a stored file. */
export type FileUseKind = 'profile' | 'courseCover' | 'lessonVideo' | 'lessonAttachment' | 'newsCover' | 'postCover' | 'podcastAudio' | 'eventCover' | 'quizImage' | 'ticketAttachment';
export interface FileUse {
  kind: FileUseKind;
  /** The row that uses it (a customer's uuid, a course's id, ...). */
  id: string;
}

/**
 * Every column that refers to a stored file, each as a query of the rows whose value names `name`.
 * Most hold the file's name; a lesson holds its video's URL, which ends in the name. A new column
 * that stores a file name belongs here, so that the file is neither deleted nor purged while in use.
 */
const USES: ((name: SQL) => SQL)[] = [
  (name) => sql`select 'profile' as kind, id::text as id from customers where profile_image = ${name}`,
  (name) => sql`select 'courseCover', id::text from courses where cover_image = ${name}`,
  (name) => sql`select 'lessonVideo', id::text from lessons where substring(video_url from '[^/]+$') = ${name}`,
  (name) => sql`select 'lessonAttachment', lesson_id::text from lesson_attachments where name_by_system = ${name}`,
  // A published course's draft revision (course authoring) may name a new cover or an uploaded video.
  (name) => sql`select 'courseCover', course_id::text from course_drafts where content->'fields'->>'coverImage' = ${name}`,
  (name) => sql`select 'lessonVideo', course_id::text from course_drafts where jsonb_path_exists(content, '$.sections[*].lessons[*].video ? (@.source == "upload" && @.ref == $n)', jsonb_build_object('n', ${name}))`,
  (name) => sql`select 'newsCover', id::text from news_items where cover_image = ${name}`,
  (name) => sql`select 'postCover', id::text from posts where cover_image = ${name}`,
  (name) => sql`select 'podcastAudio', id::text from posts where audio_file = ${name}`,
  (name) => sql`select 'eventCover', id::text from events where cover_image = ${name}`,
  // A bank question's picture (attempts keep their own copy of the question, not of the file).
  (name) => sql`select 'quizImage', id::text from quiz_questions where image = ${name}`,
  // Support ticket attachments (their own records; the tickets module purges unsent ones).
  (name) => sql`select 'ticketAttachment', id::text from ticket_attachments where file_name = ${name}`,
];

/** The rows using the file `name` (at most a few of each kind is enough to say it is in use). */
export async function fileUses(db: Pick<Database, 'execute'>, name: string): Promise<FileUse[]> {
  const param = sql`${name}::text`;
  const query = sql.join(
    USES.map((use) => sql`(${use(param)} limit 5)`),
    sql` union all `,
  );
  return (await db.execute<{ kind: FileUseKind; id: string }>(query)).rows.map((r) => ({ kind: r.kind, id: r.id }));
}

/** An SQL condition: nothing uses the file whose name is the expression `name` (e.g. a column). */
export function unusedFile(name: SQL): SQL {
  return sql.join(
    USES.map((use) => sql`not exists (${use(name)})`),
    sql` and `,
  );
}
