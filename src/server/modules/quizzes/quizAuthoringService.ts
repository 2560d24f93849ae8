// Writing quizzes: a quiz's settings and fixed questions (versioned), its author's question bank, files
// of questions (CSV, GIFT) and per-student overrides. A quiz belongs to its course: the course's
// instructor edits it (admins any); questions live in the bank of the course's instructor. Another
// instructor's quiz or question answers the 404 of an id nobody has.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  FILE_FOLDERS, QUIZ_MAX_QUESTIONS, type QuizFeedbackMode, type QuizGradingMethod, type QuizLayout, type QuizQuestionType, type QuizShowAnswers,
} from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type {
  EditableQuiz, InstructorQuizList, QuestionBankQuery, QuestionInput, QuestionTags, QuizImportResult, QuizOverrideList, QuizOverrideRequest, QuizQuestion,
  QuizUpdateRequest,
} from '../../../shared/schemas/quiz';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { courses, customers, enrollments, files, quizOverrides, quizQuestionLinks, quizQuestions, quizzes, type CustomerRow, type QuizQuestionRow, type QuizRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkVersion } from '../../plugins/versioning';
import { questionData, rowToKeyedQuestion, rowToQuizQuestion, type KeyedQuestion } from './questionModel';
import { prepareQuestion, QuestionProblem, shapeProblem, type PreparedQuestion } from './questionRules';
import { ImportUnreadable, parseCsv, parseGift, writeCsv, writeGift } from './quizFiles';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
export type QuizFileFormat = 'csv' | 'gift';

export const quizNotFound = () => new AppError(404, ERROR_CODES.QUIZ_NOT_FOUND, 'No such quiz.');
export const questionNotFound = () => new AppError(404, ERROR_CODES.QUIZ_QUESTION_NOT_FOUND, 'No such question in your question bank.');
const questionInvalid = (detail: string) => new AppError(400, ERROR_CODES.QUIZ_QUESTION_INVALID, detail);
const settingsInvalid = (detail: string) => new AppError(400, ERROR_CODES.QUIZ_SETTINGS_INVALID, detail);

/** A quiz the caller may edit, with the bank its questions come from. */
interface OpenQuiz {
  quiz: QuizRow;
  /** The course's instructor (whose bank the quiz draws on); the caller when the course has none. */
  ownerId: string;
}

const round1 = (n: number | string | null): number | null => (n === null ? null : Math.round(Number(n) * 10) / 10);
const fullName = (first: string | null, last: string | null, username: string) => [first, last].filter(Boolean).join(' ') || username;

/** The lesson title of a quiz: from the course's draft revision when the lesson is there, else the live lesson. */
const lessonTitle = (quizAlias: string) =>
  sql.raw(`coalesce(
    (select x #>> '{}' from course_drafts d, jsonb_path_query_first(d.content, '$.sections[*].lessons[*] ? (@.id == $id).title', jsonb_build_object('id', ${quizAlias}.lesson_id)) x where d.course_id = ${quizAlias}.course_id),
    (select l.title from lessons l where l.id = ${quizAlias}.lesson_id), '')`);

export class QuizAuthoringService {
  constructor(private readonly ctx: ServerContext) {}

  private get db(): Database {
    return this.ctx.db;
  }

  // ---- Quizzes ---------------------------------------------------------------------------------------

  /** The quizzes of the caller's courses with their figures (previews never count). */
  async list(caller: CustomerRow): Promise<InstructorQuizList> {
    const { rows } = await this.db.execute<{
      id: number; lesson_id: number; course_id: number; course_title: string; title: string; question_count: number; attempts: number; students: number;
      pass_rate: string | number | null; average_percent: string | number | null; pending_essays: number;
    }>(sql`
      with mine as (
        select q.id, q.lesson_id, q.course_id, q.pass_mark_percent, q.grading_method, q.draws, c.title as course_title, ${lessonTitle('q')} as title
        from quizzes q join courses c on c.id = q.course_id
        where c.instructor_id = ${caller.id}
      ),
      grades as (
        select a.quiz_id, a.customer_id,
          case m.grading_method
            when 'highest' then max(a.score_percent)
            when 'average' then avg(a.score_percent)
            else (array_agg(a.score_percent order by a.submitted_at desc, a.number desc))[1]
          end as grade
        from quiz_attempts a join mine m on m.id = a.quiz_id
        where not a.is_preview and a.status = 'submitted' and a.score_percent is not null
        group by a.quiz_id, a.customer_id, m.grading_method
      )
      select m.id, m.lesson_id, m.course_id, m.course_title, m.title,
        ((select count(*) from quiz_question_links k where k.quiz_id = m.id)
          + coalesce((select sum((d->>'count')::int) from jsonb_array_elements(m.draws) d), 0))::int as question_count,
        (select count(*) from quiz_attempts a where a.quiz_id = m.id and not a.is_preview and a.status <> 'in_progress')::int as attempts,
        (select count(distinct a.customer_id) from quiz_attempts a where a.quiz_id = m.id and not a.is_preview and a.status <> 'in_progress')::int as students,
        (select 100.0 * count(*) filter (where g.grade >= m.pass_mark_percent) / nullif(count(*), 0) from grades g where g.quiz_id = m.id) as pass_rate,
        (select avg(g.grade) from grades g where g.quiz_id = m.id) as average_percent,
        (select count(*) from quiz_attempts a, jsonb_each(a.grades) e
          where a.quiz_id = m.id and not a.is_preview and a.status = 'pending_review' and jsonb_typeof(e.value->'points') = 'null')::int as pending_essays
      from mine m
      order by m.course_title, m.course_id, m.id`);
    return {
      items: rows.map((r) => ({
        id: r.id,
        lessonId: r.lesson_id,
        title: r.title,
        course: { id: r.course_id, title: r.course_title },
        questionCount: r.question_count,
        attempts: r.attempts,
        students: r.students,
        passRate: round1(r.pass_rate),
        averagePercent: round1(r.average_percent),
        pendingEssays: r.pending_essays,
      })),
    };
  }

  async get(caller: CustomerRow, quizId: number): Promise<EditableQuiz> {
    return this.db.transaction(async (tx) => this.view(tx, await this.open(tx, caller, quizId, false)));
  }

  /** Settings and the fixed questions' order, If-Match the quiz's version. */
  async update(caller: CustomerRow, quizId: number, expected: number, input: QuizUpdateRequest): Promise<EditableQuiz> {
    return this.db.transaction(async (tx) => {
      const open = await this.open(tx, caller, quizId, true);
      const current = expected === open.quiz.version ? null : await this.view(tx, open);
      checkVersion(expected, open.quiz.version, () => current);
      const seen = new Set<number>();
      for (const id of input.questionIds) {
        if (seen.has(id)) throw settingsInvalid(`Question ${id} is listed twice.`);
        seen.add(id);
      }
      if (input.questionIds.length) {
        const found = new Set(
          (await tx.select({ id: quizQuestions.id }).from(quizQuestions).where(and(eq(quizQuestions.ownerId, open.ownerId), inArray(quizQuestions.id, input.questionIds)))).map((r) => r.id),
        );
        const missing = input.questionIds.find((id) => !found.has(id));
        if (missing !== undefined) throw settingsInvalid(`Question ${missing} is not in the question bank of the course's instructor.`);
      }
      const draws = input.draws.map((d) => ({ tag: d.tag.trim(), count: d.count }));
      const pools = await this.poolSizes(tx, open.ownerId, draws.map((d) => d.tag));
      for (const draw of draws) {
        const available = pools.get(draw.tag) ?? 0;
        if (available < draw.count) throw settingsInvalid(`The draw from "${draw.tag}" asks for ${draw.count} question${draw.count === 1 ? '' : 's'}; the bank has ${available} with that tag.`);
      }
      // The schema checked the settings' words; its union of literals types them as plain strings.
      const settings = {
        timeLimitSeconds: input.timeLimitSeconds,
        attemptsAllowed: input.attemptsAllowed,
        cooldownSeconds: input.cooldownSeconds,
        passMarkPercent: input.passMarkPercent,
        gradingMethod: input.gradingMethod as QuizGradingMethod,
        shuffleQuestions: input.shuffleQuestions,
        shuffleOptions: input.shuffleOptions,
        feedbackMode: input.feedbackMode as QuizFeedbackMode,
        showCorrectAnswers: input.showCorrectAnswers as QuizShowAnswers,
        layout: input.layout as QuizLayout,
      };
      await tx
        .update(quizzes)
        .set({ ...settings, draws, version: open.quiz.version + 1, updatedAt: new Date() })
        .where(eq(quizzes.id, quizId));
      await tx.delete(quizQuestionLinks).where(eq(quizQuestionLinks.quizId, quizId));
      if (input.questionIds.length) await tx.insert(quizQuestionLinks).values(input.questionIds.map((questionId, sortOrder) => ({ quizId, questionId, sortOrder })));
      return this.view(tx, await this.open(tx, caller, quizId, false));
    });
  }

  // ---- Questions ---------------------------------------------------------------------------------------

  /** A new question in the bank of the course's instructor, appended to the quiz (whose version moves). */
  async addQuestion(caller: CustomerRow, quizId: number, input: QuestionInput): Promise<QuizQuestion> {
    const prepared = this.prepare(input, null);
    return this.db.transaction(async (tx) => {
      const open = await this.open(tx, caller, quizId, true);
      await this.checkImage(tx, caller, open.ownerId, prepared.image, null);
      const [row] = await this.append(tx, open, [prepared]);
      return rowToQuizQuestion(row!, 1);
    });
  }

  /** Edits a bank question, If-Match its version; the option ids sent back are kept. */
  async updateQuestion(caller: CustomerRow, questionId: number, expected: number, input: QuestionInput): Promise<QuizQuestion> {
    return this.db.transaction(async (tx) => {
      const row = await this.openQuestion(tx, caller, questionId);
      const usedBy = await this.usedBy(tx, [questionId]);
      checkVersion(expected, row.version, () => rowToQuizQuestion(row, usedBy.get(questionId) ?? 0));
      const previous = rowToKeyedQuestion(row);
      const prepared = this.prepare(input, previous);
      await this.checkImage(tx, caller, row.ownerId, prepared.image, previous.image);
      const [saved] = await tx
        .update(quizQuestions)
        .set({ ...this.columns(prepared), version: row.version + 1, updatedAt: new Date() })
        .where(eq(quizQuestions.id, questionId))
        .returning();
      return rowToQuizQuestion(saved!, usedBy.get(questionId) ?? 0);
    });
  }

  /** Removes a bank question from the bank and every quiz that uses it (those quizzes' versions move). Running attempts keep their frozen copy. */
  async deleteQuestion(caller: CustomerRow, questionId: number, expected: number | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.openQuestion(tx, caller, questionId);
      checkVersion(expected, row.version, () => rowToQuizQuestion(row, 0));
      const users = await tx.select({ quizId: quizQuestionLinks.quizId }).from(quizQuestionLinks).where(eq(quizQuestionLinks.questionId, questionId));
      if (users.length) {
        await tx
          .update(quizzes)
          .set({ version: sql`${quizzes.version} + 1`, updatedAt: new Date() })
          .where(inArray(quizzes.id, users.map((u) => u.quizId)));
      }
      await tx.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
    });
  }

  /** The caller's question bank, newest edit first. */
  async bank(caller: CustomerRow, query: QuestionBankQuery): Promise<Page<QuizQuestion>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const conditions = [eq(quizQuestions.ownerId, caller.id)];
    const tag = query.tag?.trim();
    if (tag) conditions.push(sql`${quizQuestions.tags} @> ${JSON.stringify([tag])}::jsonb`);
    if (query.type) conditions.push(eq(quizQuestions.type, query.type as QuizQuestionType));
    const search = query.search?.trim();
    if (search) conditions.push(sql`${quizQuestions.prompt} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    const rows = await this.db
      .select({ row: quizQuestions, total: sql<number>`count(*) over ()::int` })
      .from(quizQuestions)
      .where(and(...conditions))
      .orderBy(desc(quizQuestions.updatedAt), desc(quizQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) {
      const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(quizQuestions).where(and(...conditions));
      total = count?.n ?? 0;
    }
    const usedBy = await this.usedBy(this.db, rows.map((r) => r.row.id));
    return { items: rows.map((r) => rowToQuizQuestion(r.row, usedBy.get(r.row.id) ?? 0)), total, page, pageSize };
  }

  /** The tags of the caller's bank with how many questions carry each. */
  async tags(caller: CustomerRow): Promise<QuestionTags> {
    const { rows } = await this.db.execute<{ tag: string; count: number }>(sql`
      select t.tag, count(*)::int as count
      from quiz_questions q, jsonb_array_elements_text(q.tags) as t(tag)
      where q.owner_id = ${caller.id}
      group by t.tag order by t.tag`);
    return { items: rows.map((r) => ({ tag: r.tag, count: r.count })) };
  }

  // ---- Files -------------------------------------------------------------------------------------------

  /** The quiz's fixed questions as a file. */
  async exportFile(caller: CustomerRow, quizId: number, format: QuizFileFormat): Promise<{ text: string; fileName: string; contentType: string }> {
    const questions = await this.db.transaction(async (tx) => {
      await this.open(tx, caller, quizId, false);
      return (await this.fixedRows(tx, quizId)).map(rowToKeyedQuestion);
    });
    if (format === 'csv') return { text: writeCsv(questions), fileName: `quiz-${quizId}.csv`, contentType: 'text/csv; charset=utf-8' };
    return { text: writeGift(questions).text, fileName: `quiz-${quizId}.gift.txt`, contentType: 'text/plain; charset=utf-8' };
  }

  /** Questions from a file, appended to the quiz; what cannot be imported is reported with its line. */
  async importFile(caller: CustomerRow, quizId: number, format: QuizFileFormat, text: string): Promise<QuizImportResult> {
    if (text.trim() === '') throw new AppError(400, ERROR_CODES.QUIZ_IMPORT_INVALID, 'The file is empty.');
    let parsed;
    try {
      parsed = format === 'csv' ? parseCsv(text) : parseGift(text);
    } catch (err) {
      if (err instanceof ImportUnreadable) throw new AppError(400, ERROR_CODES.QUIZ_IMPORT_INVALID, err.detail);
      throw err;
    }
    const errors: QuizImportResult['errors'] = parsed.errors.map((e) => ({ line: e.line, code: ERROR_CODES.QUIZ_QUESTION_INVALID, detail: e.detail }));
    return this.db.transaction(async (tx) => {
      const open = await this.open(tx, caller, quizId, true);
      const [{ n: fixed }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(quizQuestionLinks).where(eq(quizQuestionLinks.quizId, quizId))) as [{ n: number }];
      const good: PreparedQuestion[] = [];
      for (const { line, input } of parsed.questions) {
        try {
          const prepared = this.prepare(input, null);
          await this.checkImage(tx, caller, open.ownerId, prepared.image, null);
          if (fixed + good.length >= QUIZ_MAX_QUESTIONS) throw questionInvalid(`The quiz already has ${QUIZ_MAX_QUESTIONS} questions.`);
          good.push(prepared);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          errors.push({ line, code: err.code, detail: err.detail ?? err.code });
        }
      }
      const rows = good.length ? await this.append(tx, open, good) : [];
      errors.sort((a, b) => a.line - b.line);
      return { imported: rows.length, questions: rows.map((r) => rowToQuizQuestion(r, 1)), errors, version: open.quiz.version + (rows.length ? 1 : 0) };
    });
  }

  // ---- Overrides ---------------------------------------------------------------------------------------

  async overrides(caller: CustomerRow, quizId: number): Promise<QuizOverrideList> {
    return this.db.transaction(async (tx) => {
      await this.open(tx, caller, quizId, false);
      return this.overrideList(tx, quizId);
    });
  }

  /** Extra time and attempts for one student enrolled in the quiz's course (replacing any earlier). */
  async putOverride(caller: CustomerRow, quizId: number, input: QuizOverrideRequest): Promise<QuizOverrideList> {
    return this.db.transaction(async (tx) => {
      const { quiz } = await this.open(tx, caller, quizId, true);
      const [student] = await tx
        .select({ id: customers.id })
        .from(customers)
        .innerJoin(enrollments, and(eq(enrollments.customerId, customers.id), eq(enrollments.courseId, quiz.courseId)))
        .where(sql`lower(${customers.username}) = lower(${input.username.trim()})`);
      if (!student) throw new AppError(404, ERROR_CODES.CUSTOMER_NOT_FOUND, 'No student by this username is enrolled in the course.');
      const values = { extraTimeSeconds: input.extraTimeSeconds, extraAttempts: input.extraAttempts, updatedAt: new Date() };
      await tx
        .insert(quizOverrides)
        .values({ quizId, customerId: student.id, ...values })
        .onConflictDoUpdate({ target: [quizOverrides.quizId, quizOverrides.customerId], set: values });
      return this.overrideList(tx, quizId);
    });
  }

  /** Removes one student's override (nothing to remove is fine). */
  async deleteOverride(caller: CustomerRow, quizId: number, username: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.open(tx, caller, quizId, true);
      await tx.execute(sql`delete from quiz_overrides o using customers c
        where o.quiz_id = ${quizId} and o.customer_id = c.id and lower(c.username) = lower(${username.trim()})`);
    });
  }

  // ---- The machinery -----------------------------------------------------------------------------------

  /** The quiz (locked when `lock`) if the caller may edit it: the course's instructor, or an admin. */
  private async open(tx: Tx, caller: CustomerRow, quizId: number, lock: boolean): Promise<OpenQuiz> {
    const query = tx.select({ quiz: quizzes, instructorId: courses.instructorId }).from(quizzes).innerJoin(courses, eq(courses.id, quizzes.courseId)).where(eq(quizzes.id, quizId));
    const [row] = lock ? await query.for('update', { of: quizzes }) : await query;
    if (!row || (caller.role !== 'admin' && row.instructorId !== caller.id)) throw quizNotFound();
    return { quiz: row.quiz, ownerId: row.instructorId ?? caller.id };
  }

  /** A bank question the caller may edit (locked): their own, or any for an admin. */
  private async openQuestion(tx: Tx, caller: CustomerRow, questionId: number): Promise<QuizQuestionRow> {
    const [row] = await tx.select().from(quizQuestions).where(eq(quizQuestions.id, questionId)).for('update');
    if (!row || (caller.role !== 'admin' && row.ownerId !== caller.id)) throw questionNotFound();
    return row;
  }

  private prepare(input: QuestionInput, previous: KeyedQuestion | null): PreparedQuestion {
    const shape = shapeProblem(input);
    if (shape) throw questionInvalid(shape);
    try {
      return prepareQuestion(input, previous);
    } catch (err) {
      if (err instanceof QuestionProblem) throw questionInvalid(err.detail);
      throw err;
    }
  }

  /**
   * A question's picture must be an upload in the quiz-image folder by the caller or the bank's owner
   * (an admin may use any), or the picture the question already had.
   */
  private async checkImage(tx: Tx, caller: CustomerRow, ownerId: string, image: string | null, previous: string | null): Promise<void> {
    if (image === null || image === previous) return;
    const [file] = await tx.select({ ownerId: files.ownerId }).from(files).where(and(eq(files.nameBySystem, image), eq(files.folder, FILE_FOLDERS.quizImage)));
    if (!file || (caller.role !== 'admin' && file.ownerId !== caller.id && file.ownerId !== ownerId)) {
      throw questionInvalid(`Upload the picture first (POST /Files/?folder=${FILE_FOLDERS.quizImage}); "${image.slice(0, 60)}" is not one of your quiz pictures.`);
    }
  }

  private columns(q: PreparedQuestion) {
    return { type: q.type, prompt: q.prompt, points: q.points, explanation: q.explanation, image: q.image, tags: q.tags, data: questionData(q) };
  }

  /** Stores new bank questions of the quiz's owner and appends them to the quiz; its version moves once. */
  private async append(tx: Tx, open: OpenQuiz, questions: PreparedQuestion[]): Promise<QuizQuestionRow[]> {
    const quizId = open.quiz.id;
    const [{ n: count, last }] = (await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${quizQuestionLinks.sortOrder}), -1)::int` })
      .from(quizQuestionLinks)
      .where(eq(quizQuestionLinks.quizId, quizId))) as [{ n: number; last: number }];
    if (count + questions.length > QUIZ_MAX_QUESTIONS) throw settingsInvalid(`A quiz has at most ${QUIZ_MAX_QUESTIONS} fixed questions.`);
    const rows = await tx.insert(quizQuestions).values(questions.map((q) => ({ ownerId: open.ownerId, ...this.columns(q) }))).returning();
    await tx.insert(quizQuestionLinks).values(rows.map((r, i) => ({ quizId, questionId: r.id, sortOrder: last + 1 + i })));
    await tx.update(quizzes).set({ version: open.quiz.version + 1, updatedAt: new Date() }).where(eq(quizzes.id, quizId));
    return rows;
  }

  /** How many quizzes use each question as a fixed one. */
  private async usedBy(db: Db, questionIds: number[]): Promise<Map<number, number>> {
    if (questionIds.length === 0) return new Map();
    const rows = await db
      .select({ id: quizQuestionLinks.questionId, n: sql<number>`count(*)::int` })
      .from(quizQuestionLinks)
      .where(inArray(quizQuestionLinks.questionId, questionIds))
      .groupBy(quizQuestionLinks.questionId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  private async fixedRows(tx: Tx, quizId: number): Promise<QuizQuestionRow[]> {
    const rows = await tx
      .select({ q: quizQuestions })
      .from(quizQuestionLinks)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizQuestionLinks.questionId))
      .where(eq(quizQuestionLinks.quizId, quizId))
      .orderBy(asc(quizQuestionLinks.sortOrder), asc(quizQuestions.id));
    return rows.map((r) => r.q);
  }

  /** For each tag: how many of the owner's bank questions carry it. */
  private async poolSizes(db: Db, ownerId: string, tags: string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(tags)];
    if (wanted.length === 0) return new Map();
    const { rows } = await db.execute<{ tag: string; n: number }>(sql`
      select t.tag, count(*)::int as n
      from quiz_questions q, jsonb_array_elements_text(q.tags) as t(tag)
      where q.owner_id = ${ownerId} and t.tag in (${sql.join(wanted.map((w) => sql`${w}`), sql`, `)})
      group by t.tag`);
    return new Map(rows.map((r) => [r.tag, r.n]));
  }

  private async view(tx: Tx, open: OpenQuiz): Promise<EditableQuiz> {
    const { quiz } = open;
    const rows = await this.fixedRows(tx, quiz.id);
    const usedBy = await this.usedBy(tx, rows.map((r) => r.id));
    const tags = [...new Set(quiz.draws.map((d) => d.tag))];
    const { rows: pools } = tags.length
      ? await tx.execute<{ tag: string; n: number; lo: number; hi: number; avg: string | number }>(sql`
          select t.tag, count(*)::int as n, min(q.points)::int as lo, max(q.points)::int as hi, avg(q.points) as avg
          from quiz_questions q, jsonb_array_elements_text(q.tags) as t(tag)
          where q.owner_id = ${open.ownerId} and t.tag in (${sql.join(tags.map((w) => sql`${w}`), sql`, `)})
          group by t.tag`)
      : { rows: [] };
    const pool = new Map(pools.map((p) => [p.tag, p]));
    // Drawn questions: their points when the pool's points are all equal, else an estimate from the average.
    const drawn = quiz.draws.reduce((sum, d) => {
      const p = pool.get(d.tag);
      if (!p) return sum;
      return sum + (p.lo === p.hi ? d.count * p.lo : Math.round(d.count * Number(p.avg)));
    }, 0);
    const [{ title, attempts }] = (
      await tx.execute<{ title: string; attempts: number }>(sql`
        select ${lessonTitle('q')} as title, (select count(*)::int from quiz_attempts a where a.quiz_id = q.id and not a.is_preview) as attempts
        from quizzes q where q.id = ${quiz.id}`)
    ).rows as [{ title: string; attempts: number }];
    return {
      id: quiz.id,
      lessonId: quiz.lessonId,
      courseId: quiz.courseId,
      title,
      version: quiz.version,
      questions: rows.map((r) => rowToQuizQuestion(r, usedBy.get(r.id) ?? 0)),
      drawPool: quiz.draws.map((d) => ({ tag: d.tag, available: pool.get(d.tag)?.n ?? 0 })),
      maxPoints: rows.reduce((sum, r) => sum + r.points, 0) + drawn,
      attemptCount: attempts,
      timeLimitSeconds: quiz.timeLimitSeconds,
      attemptsAllowed: quiz.attemptsAllowed,
      cooldownSeconds: quiz.cooldownSeconds,
      passMarkPercent: quiz.passMarkPercent,
      gradingMethod: quiz.gradingMethod,
      shuffleQuestions: quiz.shuffleQuestions,
      shuffleOptions: quiz.shuffleOptions,
      feedbackMode: quiz.feedbackMode,
      showCorrectAnswers: quiz.showCorrectAnswers,
      layout: quiz.layout,
      draws: quiz.draws,
    };
  }

  private async overrideList(tx: Tx, quizId: number): Promise<QuizOverrideList> {
    const rows = await tx
      .select({ o: quizOverrides, username: customers.username, firstName: customers.firstName, lastName: customers.lastName })
      .from(quizOverrides)
      .innerJoin(customers, eq(customers.id, quizOverrides.customerId))
      .where(eq(quizOverrides.quizId, quizId))
      .orderBy(asc(customers.username));
    return {
      items: rows.map((r) => ({
        username: r.username,
        fullName: fullName(r.firstName, r.lastName, r.username),
        extraTimeSeconds: r.o.extraTimeSeconds,
        extraAttempts: r.o.extraAttempts,
        updatedAt: r.o.updatedAt.toISOString(),
      })),
    };
  }
}
