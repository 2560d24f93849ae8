// Taking a quiz: starting (or resuming) an attempt, saving answers, checking one answer, submitting,
// and the quiz as GET /Lessons/{id} shows it. An attempt freezes its questions when it starts
// (AttemptQuestionSnapshot), so grading reads only the attempt's own row. What leaves this service
// for a learner never carries a key: questions go out through shownQuestion(), feedback only as the
// quiz's settings allow (revealFor()).
import crypto from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { QUIZ_DEADLINE_GRACE_SECONDS, type QuizGradingMethod } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Answers, Attempt, AttemptQuestion, AttemptSummary, LessonQuiz, QuestionFeedback, SaveAnswersRequest, SavedAnswers } from '../../../shared/schemas/quiz';
import { executePrepared, type Database } from '../../db/client';
import {
  courses, customers, enrollments, lessons, quizAttempts, quizOverrides, quizQuestionLinks, quizQuestions, quizzes,
  type CustomerRow, type QuizAttemptRow, type QuizQuestionRow, type QuizRow,
} from '../../db/schema';
import { tokenInvalid } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { LessonService } from '../lessons/lessonService';
import { assertAnswer, correctAnswerOf, gradeQuestion, roundPoints } from './grading';
import { rowToKeyedQuestion, type AttemptQuestionSnapshot, type KeyedQuestion } from './questionModel';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
type Grades = QuizAttemptRow['grades'];

const GRACE_MS = QUIZ_DEADLINE_GRACE_SECONDS * 1000;
/** The most passing submits closed and completed in one transaction (closeAndComplete); more run side by side. */
const PASSES_PER_TRANSACTION = 8;
/** First key of the advisory lock that puts one learner's starts of one quiz in order. */
const START_LOCK = 7_301;

export const quizNotFound = () => new AppError(404, ERROR_CODES.QUIZ_NOT_FOUND, 'No such quiz.');
export const attemptNotFound = () => new AppError(404, ERROR_CODES.QUIZ_ATTEMPT_NOT_FOUND, 'No such attempt.');
const attemptClosed = () => new AppError(409, ERROR_CODES.QUIZ_ATTEMPT_CLOSED, 'This attempt was submitted; answers can no longer change.');
const answerInvalid = (detail: string) => new AppError(400, ERROR_CODES.QUIZ_ANSWER_INVALID, detail);

/** Whether an open attempt's time (and the grace after it) is over: it is then submitted with what was saved. */
export function isOverdue(attempt: Pick<QuizAttemptRow, 'status' | 'deadline'>, now: Date): boolean {
  return attempt.status === 'in_progress' && attempt.deadline !== null && now.getTime() > attempt.deadline.getTime() + GRACE_MS;
}

/** 0-100 to one decimal. */
export function percentOf(points: number, max: number): number {
  return max > 0 ? Math.round((points / max) * 1000) / 10 : 0;
}

/** The grade by a quiz's grading method from graded scores in the order they were submitted; null without one. */
export function gradeByMethod(method: QuizGradingMethod, scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  switch (method) {
    case 'highest':
      return Math.max(...scores);
    case 'last':
      return scores[scores.length - 1]!;
    case 'average':
      return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
    default: {
      const unknown: never = method;
      throw new Error(`no grading method ${String(unknown)}`);
    }
  }
}

/** A learner's other graded attempts of a quiz as the submit reads them: [scorePercent, submitted at (epoch ms), number]. */
type GradedScores = [number | null, number, number][];

/**
 * A learner's grade in a quiz once `row` is graded (learnerQuizGrade() after the update, without
 * reading again): their other graded attempts and `row`, in the order they were submitted.
 */
export function gradeWith(method: QuizGradingMethod, others: GradedScores, row: Pick<QuizAttemptRow, 'status' | 'isPreview' | 'scorePercent' | 'submittedAt' | 'number'>): number | null {
  const graded = others.map(([score, at, number]) => ({ score: score ?? 0, at, number }));
  if (row.status === 'submitted' && !row.isPreview && row.submittedAt) graded.push({ score: row.scorePercent ?? 0, at: row.submittedAt.getTime(), number: row.number });
  graded.sort((a, b) => a.at - b.at || a.number - b.number);
  return gradeByMethod(method, graded.map((g) => g.score));
}

/** A learner's grade in one quiz: their graded (fully, essays included) non-preview attempts by the quiz's method. */
export async function learnerQuizGrade(db: Reader, customerId: string, quiz: Pick<QuizRow, 'id' | 'gradingMethod'>): Promise<number | null> {
  const rows = await db
    .select({ score: quizAttempts.scorePercent })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.customerId, customerId), eq(quizAttempts.isPreview, false), eq(quizAttempts.status, 'submitted')))
    .orderBy(asc(quizAttempts.submittedAt), asc(quizAttempts.number));
  return gradeByMethod(quiz.gradingMethod, rows.map((r) => r.score ?? 0));
}

/** The quiz of a lesson, if it has one. */
export async function quizOfLesson(db: Reader, lessonId: number): Promise<QuizRow | null> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.lessonId, lessonId));
  return quiz ?? null;
}

/**
 * A learner's final grade in a course for the certificate: the average of their grades in the course's
 * quizzes that have one (0-100, one decimal), or null when the course has no graded quiz for them.
 */
export async function courseQuizGrade(db: Reader, customerId: string, courseId: number): Promise<number | null> {
  const rows = await db
    .select({ id: quizzes.id, gradingMethod: quizzes.gradingMethod })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.kind, 'quiz')));
  const grades: number[] = [];
  // One query at a time: inside a transaction there is one connection.
  for (const quiz of rows) {
    const grade = await learnerQuizGrade(db, customerId, quiz);
    if (grade !== null) grades.push(grade);
  }
  return grades.length ? Math.round((grades.reduce((a, b) => a + b, 0) / grades.length) * 10) / 10 : null;
}

// ---- Questions as shown -----------------------------------------------------------------------------

/** A uniformly random permutation (crypto randomness: the order is not guessable). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A shuffle that differs from the given order (when it can): ordering items and matching sides must not come solved. */
function scrambled(ids: readonly string[]): string[] {
  if (ids.length < 2) return [...ids];
  for (let tries = 0; tries < 8; tries++) {
    const order = shuffled(ids);
    if (order.some((id, i) => id !== ids[i])) return order;
  }
  return [...ids.slice(1), ids[0]!];
}

/** What an attempt freezes of a question: the order its choices are shown in. */
export function snapshotOf(question: KeyedQuestion, shuffleOptions: boolean): AttemptQuestionSnapshot {
  switch (question.type) {
    case 'single':
    case 'multiple': {
      const ids = question.options.map((o) => o.id);
      return { question, shownOrder: shuffleOptions ? shuffled(ids) : ids };
    }
    case 'ordering':
      return { question, shownOrder: scrambled(question.items.map((i) => i.id)) };
    case 'matching':
      return { question, shownOrder: scrambled(question.pairs.map((p) => p.rightId)) };
    default:
      return { question };
  }
}

/** `list` in the shown order (ids the order does not know, e.g. added by a regrade, at the end). */
function inShownOrder<T>(list: readonly T[], idOf: (item: T) => string, order: readonly string[] | undefined): T[] {
  if (!order) return [...list];
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...list].sort((a, b) => (rank.get(idOf(a)) ?? order.length) - (rank.get(idOf(b)) ?? order.length));
}

/** A frozen question as the learner sees it: the prompt, points and choices, never a key. */
export function shownQuestion(snapshot: AttemptQuestionSnapshot): AttemptQuestion {
  const q = snapshot.question;
  const base: AttemptQuestion = { id: q.id, type: q.type, prompt: q.prompt, points: q.points, image: q.image };
  switch (q.type) {
    case 'single':
    case 'multiple':
      return { ...base, options: inShownOrder(q.options, (o) => o.id, snapshot.shownOrder).map((o) => ({ id: o.id, text: o.text })) };
    case 'ordering':
      return { ...base, options: inShownOrder(q.items, (i) => i.id, snapshot.shownOrder).map((i) => ({ id: i.id, text: i.text })) };
    case 'matching':
      return {
        ...base,
        left: q.pairs.map((p) => ({ id: p.leftId, text: p.left })),
        right: inShownOrder(q.pairs, (p) => p.rightId, snapshot.shownOrder).map((p) => ({ id: p.rightId, text: p.right })),
      };
    case 'fill_blanks':
      return { ...base, blankCount: q.blanks.length };
    case 'essay':
      return { ...base, minWords: q.minWords };
    default:
      return base;
  }
}

// ---- Scoring ------------------------------------------------------------------------------------------

export interface AttemptScore {
  grades: Grades;
  points: number;
  maxPoints: number;
  scorePercent: number | null;
  passed: boolean | null;
  status: 'submitted' | 'pending_review';
}

/**
 * Grades every frozen question against the saved answers. An essay keeps the grade a grader gave it;
 * while one waits, the attempt is pending review (no percentage, no pass yet).
 */
export function scoreAttempt(snapshots: readonly AttemptQuestionSnapshot[], answers: Answers, previous: Grades, passMarkPercent: number): AttemptScore {
  const grades: Grades = {};
  let points = 0;
  let maxPoints = 0;
  let waiting = false;
  for (const { question } of snapshots) {
    const key = String(question.id);
    maxPoints += question.points;
    const before = previous[key];
    if (question.type === 'essay' && before && before.points !== null && before.points !== undefined) {
      grades[key] = { points: Math.min(before.points, question.points), comment: before.comment ?? null };
    } else {
      const grade = gradeQuestion(question, answers[key]);
      grades[key] = question.type === 'essay' ? { points: grade.points, comment: before?.comment ?? null } : { points: grade.points };
    }
    const scored = grades[key]!.points;
    if (scored === null) waiting = true;
    else points += scored;
  }
  points = roundPoints(points);
  if (waiting) return { grades, points, maxPoints, scorePercent: null, passed: null, status: 'pending_review' };
  const scorePercent = percentOf(points, maxPoints);
  return { grades, points, maxPoints, scorePercent, passed: scorePercent >= passMarkPercent, status: 'submitted' };
}

export const snapshotsOf = (row: Pick<QuizAttemptRow, 'questions'>): AttemptQuestionSnapshot[] => row.questions as AttemptQuestionSnapshot[];

/** One question's feedback: points, right or not, and with `reveal` the correct answer and the explanation. */
export function feedbackOf(snapshot: AttemptQuestionSnapshot, grades: Grades, reveal: boolean): QuestionFeedback {
  const q = snapshot.question;
  const grade = grades[String(q.id)];
  const points = grade ? grade.points : 0;
  const feedback: QuestionFeedback = { questionId: q.id, points, maxPoints: q.points, correct: points === null ? null : points >= q.points };
  if (reveal) {
    const correctAnswer = correctAnswerOf(q);
    if (correctAnswer !== undefined) feedback.correctAnswer = correctAnswer;
    feedback.explanation = q.explanation;
  }
  if (q.type === 'essay') feedback.comment = grade?.comment ?? null;
  return feedback;
}

/** What closing an open attempt writes: its status, when it was submitted, and its grades. */
type Closing = Pick<QuizAttemptRow, 'status' | 'submittedAt' | 'grades' | 'points' | 'maxPoints' | 'scorePercent' | 'passed'>;

/** Grades an open attempt: what closing it writes. An attempt whose time ran out ended at its deadline, whenever it is noticed. */
export function closingOf(row: QuizAttemptRow, quiz: Pick<QuizRow, 'passMarkPercent'>, now: Date): Closing {
  const score = scoreAttempt(snapshotsOf(row), row.answers, row.grades, quiz.passMarkPercent);
  const submittedAt = isOverdue(row, now) && row.deadline ? row.deadline : now;
  return { status: score.status, submittedAt, grades: score.grades, points: score.points, maxPoints: score.maxPoints, scorePercent: score.scorePercent, passed: score.passed };
}

/** What the submit reads of a learner: their token version, and the attempt asked (null when it is not theirs). */
interface SubmitRead {
  tokenVersion: number;
  row: QuizAttemptRow | null;
  quiz: QuizRow | null;
  lessonCourseId: number | null;
  lessonKind: string | null;
  others: GradedScores;
  version: string | null;
}

/** The lesson completion a passing grade brings (QuizAttemptService.completionFor). */
interface Completing {
  lesson: { id: number; courseId: number };
  passedQuiz: { gradePercent: number; passMarkPercent: number };
}

/**
 * One closing as a row of json_to_recordset(): the batch travels as one JSON text (JSON.stringify, native)
 * instead of a PostgreSQL array per column, which node-postgres escapes element by element in JavaScript
 * (a class's grades, each a JSON text, were most of that work).
 */
function closingRecord(id: number, version: string, set: Closing) {
  return { id, version, status: set.status, submitted_at: set.submittedAt, grades: set.grades, points: set.points, max_points: set.maxPoints, score_percent: set.scorePercent, passed: set.passed };
}
/** closingRecord()'s columns, as json_to_recordset() types them. */
const CLOSING_COLUMNS = 'id int, version text, status text, submitted_at timestamptz, grades jsonb, points real, max_points int, score_percent real, passed boolean';

/**
 * closeAndComplete()'s first statement: closes each passing attempt still in the version read (as
 * closeBatch), and touches (locks, in a fixed order) the enrolments of the learners whose attempt it
 * closed, as touchEnrolment() does; answers every attempt closed, and whether its learner is enrolled (by the
 * lock: two attempts of one learner in one course touch their enrolment once, and both complete).
 */
function closePassesSql(batch: readonly { row: QuizAttemptRow; version: string; set: Closing; completion: Completing }[]): SQL {
  const rows = batch.map((p) => ({ ...closingRecord(p.row.id, p.version, p.set), customer_id: p.row.customerId, lesson_id: p.completion.lesson.id, course_id: p.completion.lesson.courseId }));
  return sql`with v as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json)
        as v(${sql.raw(CLOSING_COLUMNS)}, customer_id uuid, lesson_id int, course_id int)),
    closed as (update quiz_attempts a set status = v.status::quiz_attempt_status, submitted_at = v.submitted_at, grades = v.grades,
        points = v.points, max_points = v.max_points, score_percent = v.score_percent, passed = v.passed
      from v where a.id = v.id and a.status = 'in_progress' and a.xmin = v.version::xid
      returning a.id, v.customer_id, v.lesson_id, v.course_id),
    locked as (select e.customer_id, e.course_id, c.id, c.lesson_id from enrollments e join closed c on c.customer_id = e.customer_id and c.course_id = e.course_id
      order by e.customer_id, e.course_id for update of e),
    touched as (update enrollments e set last_lesson_id = l.lesson_id, last_accessed_at = now()
      from locked l where e.customer_id = l.customer_id and e.course_id = l.course_id)
    select c.id, exists (select 1 from locked l where l.id = c.id) as enrolled from closed c`;
}

/**
 * An attempt with its quiz, the quiz's lesson and the learner's other graded attempts of the quiz (for
 * the grade once this one is graded), in one query.
 */
const lockedColumns = {
  row: quizAttempts,
  quiz: quizzes,
  lessonCourseId: lessons.courseId,
  lessonKind: lessons.kind,
  others: sql<GradedScores>`(select coalesce(json_agg(json_build_array(o.score_percent, extract(epoch from o.submitted_at) * 1000, o.number)), '[]'::json)
    from quiz_attempts o where o.quiz_id = ${quizAttempts.quizId} and o.customer_id = ${quizAttempts.customerId}
    and o.id <> ${quizAttempts.id} and not o.is_preview and o.status = 'submitted')`,
};

// ---- The service --------------------------------------------------------------------------------------

/** A quiz with its lesson and course: what every call checks access against. */
export interface QuizPlace {
  quiz: QuizRow;
  lessonId: number;
  courseId: number;
  lessonTitle: string;
  courseTitle: string;
  isPublished: boolean;
  instructorId: string | null;
}

/** Where a learner stands in a quiz. */
export interface Standing {
  /** Non-preview attempts, by number. */
  attempts: QuizAttemptRow[];
  used: number;
  allowed: number | null;
  left: number | null;
  gradePercent: number | null;
  passed: boolean;
  cooldownUntil: Date | null;
  extraTimeSeconds: number;
}

/** An attempt under its row lock, with what grading it needs. */
interface Locked {
  row: QuizAttemptRow;
  quiz: QuizRow;
  /** The quiz's lesson: its course and kind (null without one). */
  lessonCourseId: number | null;
  lessonKind: string | null;
  /** The learner's other graded (submitted, non-preview) attempts of the quiz. */
  others: GradedScores;
}

export class QuizAttemptService {
  /** The time deadlines and cooldowns are measured with; tests replace it to move time on. */
  clock: () => Date = () => new Date();

  /** `lessons` completes a quiz lesson once its grade passes (the same completion as POST /Lessons/{id}/Complete). */
  /**
   * `warn`: where a shared pass transaction that failed and was rolled back is reported (the app's log);
   * its submits are then graded one by one under their row locks, so no learner sees the failure.
   */
  constructor(private readonly db: Database, private readonly lessons: LessonService, public warn: (msg: string, err: unknown) => void = () => {}) {}

  /** The quiz with its lesson and course, or 404 QUIZ_NOT_FOUND (also when its lesson is not live or not a quiz). */
  async place(quizId: number): Promise<QuizPlace> {
    const [row] = await this.db
      .select({ quiz: quizzes, lessonId: lessons.id, courseId: lessons.courseId, lessonTitle: lessons.title, lessonKind: lessons.kind, courseTitle: courses.title, isPublished: courses.isPublished, instructorId: courses.instructorId })
      .from(quizzes)
      .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(quizzes.id, quizId));
    if (!row || row.lessonKind !== 'quiz') throw quizNotFound();
    return { quiz: row.quiz, lessonId: row.lessonId, courseId: row.courseId, lessonTitle: row.lessonTitle, courseTitle: row.courseTitle, isPublished: row.isPublished, instructorId: row.instructorId };
  }

  /** The course's instructor and admins take a quiz as a preview. */
  static isOwner(place: Pick<QuizPlace, 'instructorId'>, viewer: CustomerRow): boolean {
    return viewer.role === 'admin' || (viewer.role === 'instructor' && viewer.id === place.instructorId);
  }

  private async isEnrolled(customerId: string, courseId: number): Promise<boolean> {
    const [row] = await this.db.select({ one: sql<number>`1` }).from(enrollments).where(and(eq(enrollments.customerId, customerId), eq(enrollments.courseId, courseId)));
    return Boolean(row);
  }

  /** Where a learner stands: attempts used and left (with their override), grade, cooldown. */
  async standing(db: Reader, customerId: string, quiz: QuizRow, now: Date): Promise<Standing> {
    // One after the other: `db` may be a transaction's single connection, which runs one query at a time.
    const attempts = await db.select().from(quizAttempts).where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.customerId, customerId), eq(quizAttempts.isPreview, false))).orderBy(asc(quizAttempts.number));
    const [override] = await db.select().from(quizOverrides).where(and(eq(quizOverrides.quizId, quiz.id), eq(quizOverrides.customerId, customerId)));
    const allowed = quiz.attemptsAllowed === null ? null : quiz.attemptsAllowed + (override?.extraAttempts ?? 0);
    const used = attempts.length;
    const graded = attempts.filter((a) => a.status === 'submitted' && a.submittedAt !== null).sort((a, b) => a.submittedAt!.getTime() - b.submittedAt!.getTime() || a.number - b.number);
    const gradePercent = gradeByMethod(quiz.gradingMethod, graded.map((a) => a.scorePercent ?? 0));
    const last = attempts[attempts.length - 1];
    let cooldownUntil: Date | null = null;
    if (quiz.cooldownSeconds > 0 && last && last.status === 'submitted' && last.passed === false && last.submittedAt) {
      const until = new Date(last.submittedAt.getTime() + quiz.cooldownSeconds * 1000);
      if (until > now) cooldownUntil = until;
    }
    return {
      attempts,
      used,
      allowed,
      left: allowed === null ? null : Math.max(0, allowed - used),
      gradePercent,
      passed: gradePercent !== null && gradePercent >= quiz.passMarkPercent,
      cooldownUntil,
      extraTimeSeconds: override?.extraTimeSeconds ?? 0,
    };
  }

  /** The questions of a new attempt: the fixed ones in order, then each draw's random pick of its tag (no question twice). */
  private async drawQuestions(tx: Tx, place: QuizPlace): Promise<AttemptQuestionSnapshot[]> {
    const fixed = await tx
      .select({ question: quizQuestions })
      .from(quizQuestionLinks)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizQuestionLinks.questionId))
      .where(eq(quizQuestionLinks.quizId, place.quiz.id))
      .orderBy(asc(quizQuestionLinks.sortOrder), asc(quizQuestionLinks.questionId));
    const rows: QuizQuestionRow[] = fixed.map((f) => f.question);
    const taken = new Set(rows.map((r) => r.id));
    // Draws come from the bank of the course's instructor (the quiz's author).
    if (place.instructorId) {
      for (const draw of place.quiz.draws) {
        const picked = await tx
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.ownerId, place.instructorId), sql`${quizQuestions.tags} @> ${JSON.stringify([draw.tag])}::jsonb`, taken.size ? notInArray(quizQuestions.id, [...taken]) : undefined))
          .orderBy(sql`random()`)
          .limit(draw.count);
        for (const row of picked) {
          taken.add(row.id);
          rows.push(row);
        }
      }
    }
    const questions = rows.map(rowToKeyedQuestion);
    return (place.quiz.shuffleQuestions ? shuffled(questions) : questions).map((q) => snapshotOf(q, place.quiz.shuffleOptions));
  }

  /**
   * Grades and closes an open attempt (exactly once: the update only takes an attempt still in progress;
   * callers hold the row's lock, so the row they read is the row updated). Answers the row as updated.
   */
  private async finalize(tx: Tx, row: QuizAttemptRow, quiz: QuizRow, now: Date): Promise<QuizAttemptRow> {
    const set = closingOf(row, quiz, now);
    const updated = await tx
      .update(quizAttempts)
      .set(set)
      .where(and(eq(quizAttempts.id, row.id), eq(quizAttempts.status, 'in_progress')))
      .returning({ id: quizAttempts.id })
      .prepare('quiz_attempt_finalize')
      .execute();
    return updated.length ? { ...row, ...set } : row;
  }

  /**
   * Closes an open attempt with `set` only when its row is still the version read (xmin: any update since,
   * a save, a check, another submit, gives the row a new one). True when it did; false when the row changed
   * and nothing was written. Without a lock held, this single statement is what grades an attempt once.
   * Outside a transaction, with the other closes of the same turn of the event loop: one statement and one
   * commit for a class submitting at once. closePassesSql() is the same update for passing attempts, in a transaction.
   */
  private closeUnchanged(attemptId: number, version: string, set: Closing): Promise<boolean> {
    // The same attempt twice in one batch (two submits at once): the second writes nothing, and finds it graded under the lock.
    if (this.closes.some((c) => c.attemptId === attemptId)) return Promise.resolve(false);
    return new Promise((resolve, reject) => {
      if (this.closes.push({ attemptId, version, set, resolve, reject }) === 1) setImmediate(() => void this.closeBatch());
    });
  }

  private closes: { attemptId: number; version: string; set: Closing; resolve: (closed: boolean) => void; reject: (err: unknown) => void }[] = [];

  private async closeBatch(): Promise<void> {
    const batch = this.closes;
    this.closes = [];
    try {
      const records = JSON.stringify(batch.map((c) => closingRecord(c.attemptId, c.version, c.set)));
      const { rows } = await executePrepared<{ id: number }>(
        this.db,
        'quiz_attempts_close',
        sql`update quiz_attempts a set status = v.status::quiz_attempt_status, submitted_at = v.submitted_at, grades = v.grades,
            points = v.points, max_points = v.max_points, score_percent = v.score_percent, passed = v.passed
          from json_to_recordset(${records}::json) as v(${sql.raw(CLOSING_COLUMNS)})
          where a.id = v.id and a.status = 'in_progress' and a.xmin = v.version::xid
          returning a.id`,
      );
      const closed = new Set(rows.map((r) => r.id));
      for (const c of batch) c.resolve(closed.has(c.attemptId));
    } catch (err) {
      for (const c of batch) c.reject(err);
    }
  }

  /**
   * Closes a passing attempt (only in the version read, as closeUnchanged) and completes its lesson, in one
   * transaction with the other passes of this turn of the event loop: one statement closes them all and
   * touches (locks) the enrolments of those it closed, then each learner's completion (completeIn, under
   * that lock), then one commit, instead of a transaction of four statements each. True when it closed
   * the attempt. False when the row changed since it was read (nothing written for it), and also when the
   * shared transaction failed (a deadlock, say): everything of it was rolled back, and each submit of the
   * batch is graded again under its row lock on its own (submitLocked), as when its row changed.
   */
  private closeAndComplete(row: QuizAttemptRow, version: string, set: Closing, completion: Completing, now: Date): Promise<boolean> {
    if (this.passes.some((p) => p.row.id === row.id)) return Promise.resolve(false);
    return new Promise((resolve) => {
      if (this.passes.push({ row, version, set, completion, now, resolve }) === 1) setImmediate(() => void this.passBatch());
    });
  }

  private passes: { row: QuizAttemptRow; version: string; set: Closing; completion: Completing; now: Date; resolve: (closed: boolean) => void }[] = [];

  private async passBatch(): Promise<void> {
    const batch = this.passes;
    this.passes = [];
    // A large turn in a few transactions side by side (each locks its enrolments in the same order).
    const chunks: (typeof batch)[] = [];
    for (let i = 0; i < batch.length; i += PASSES_PER_TRANSACTION) chunks.push(batch.slice(i, i + PASSES_PER_TRANSACTION));
    await Promise.all(chunks.map((chunk) => this.closeAndCompleteIn(chunk)));
  }

  private async closeAndCompleteIn(chunk: typeof this.passes): Promise<void> {
    const closed = await this.db
      .transaction(async (tx) => {
        const { rows } = await executePrepared<{ id: number; enrolled: boolean }>(tx, 'quiz_passes_close', closePassesSql(chunk));
        const enrolled = new Map(rows.map((r) => [r.id, r.enrolled]));
        // One completion at a time: a transaction has one connection.
        for (const p of chunk) {
          if (!enrolled.get(p.row.id)) continue;
          await this.lessons.completeIn(tx, p.row.customerId, p.completion.lesson, p.now, { passedQuiz: p.completion.passedQuiz }, { enrolmentTouched: true });
        }
        return new Set(enrolled.keys());
      })
      .catch((err: unknown) => {
        this.warn(`quiz submits: a shared pass transaction of ${chunk.length} was rolled back; each is graded again on its own`, err);
        return new Set<number>();
      });
    for (const p of chunk) p.resolve(closed.has(p.row.id));
  }

  /**
   * The submits' read (no lock), for every submit that reached the server in the same turn of the event
   * loop (a class submitting at once is read in a few queries, not one per learner): each learner's token
   * version, and their attempts among those asked with what grading needs (lockedColumns) and the row's
   * version (xmin). Built once.
   */
  private readQuery?: ReturnType<typeof this.prepareRead>;
  private prepareRead() {
    return this.db
      .select({ customerId: customers.id, tokenVersion: customers.tokenVersion, ...lockedColumns, version: sql<string>`${quizAttempts}.xmin::text` })
      .from(customers)
      .leftJoin(quizAttempts, and(sql`${quizAttempts.id} = any(${sql.placeholder('attemptIds')}::int[])`, eq(quizAttempts.customerId, customers.id)))
      .leftJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .leftJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .where(sql`${customers.id} = any(${sql.placeholder('customerIds')}::uuid[])`)
      .prepare('quiz_attempts_read');
  }

  private reads: { attemptId: number; customerId: string; resolve: (row: SubmitRead | null) => void; reject: (err: unknown) => void }[] = [];

  /** One learner's attempt as the submit reads it (null: no such customer), read with the others of this turn. */
  private readForSubmit(customerId: string, attemptId: number): Promise<SubmitRead | null> {
    return new Promise((resolve, reject) => {
      if (this.reads.push({ attemptId, customerId, resolve, reject }) === 1) setImmediate(() => void this.readBatch());
    });
  }

  private async readBatch(): Promise<void> {
    const batch = this.reads;
    this.reads = [];
    try {
      this.readQuery ??= this.prepareRead();
      const rows = await this.readQuery.execute({ attemptIds: [...new Set(batch.map((r) => r.attemptId))], customerIds: [...new Set(batch.map((r) => r.customerId))] });
      for (const wanted of batch) {
        const mine = rows.filter((r) => r.customerId === wanted.customerId);
        if (mine.length === 0) wanted.resolve(null);
        else wanted.resolve({ ...mine[0]!, ...(mine.find((r) => r.row?.id === wanted.attemptId) ?? { row: null, quiz: null, version: null }) });
      }
    } catch (err) {
      for (const wanted of batch) wanted.reject(err);
    }
  }

  /**
   * After an attempt is graded (submit, time out, essay grade, regrade): a learner whose grade now
   * passes completes the quiz lesson, with its points and, on the course's last lesson, the certificate.
   * Never for previews; a learner no longer enrolled keeps the grade only.
   */
  async afterGraded(customerId: string, quizId: number, isPreview: boolean): Promise<boolean> {
    if (isPreview) return false;
    const place = await this.place(quizId).catch(() => null);
    if (!place) return false;
    const grade = await learnerQuizGrade(this.db, customerId, place.quiz);
    if (grade === null || grade < place.quiz.passMarkPercent) return false;
    const now = this.clock();
    const completion = await this.db.transaction((tx) =>
      this.lessons.completeIn(tx, customerId, { id: place.lessonId, courseId: place.courseId }, now, { passedQuiz: { gradePercent: grade, passMarkPercent: place.quiz.passMarkPercent } }),
    );
    return completion?.newlyCompleted ?? false;
  }

  /**
   * The caller's attempt, locked for the transaction, in one query with its quiz, the quiz's lesson and
   * the learner's other graded attempts of the quiz (for the grade once this one is graded); someone
   * else's attempt is 404 like none.
   */
  private async lockOwn(tx: Tx, caller: Pick<CustomerRow, 'id'>, attemptId: number): Promise<Locked> {
    const [found] = await tx
      .select(lockedColumns)
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .leftJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.customerId, caller.id)))
      .for('update', { of: quizAttempts })
      // Named: PostgreSQL parses and plans it once per connection.
      .prepare('quiz_attempt_lock')
      .execute();
    if (!found) throw attemptNotFound();
    return found;
  }

  /**
   * POST /Quizzes/{quizId}/Attempts: the open attempt (resume), else a new one. Enrolled students within
   * their attempts and past any cooldown; the course's instructor and admins as an uncounted preview.
   * Two starts at once open one attempt: an advisory lock orders them, and the partial unique index
   * (one open attempt per quiz and learner) would refuse a second anyway.
   */
  async start(caller: CustomerRow, quizId: number): Promise<Attempt> {
    const place = await this.place(quizId);
    const isPreview = QuizAttemptService.isOwner(place, caller);
    const enrolled = isPreview ? false : await this.isEnrolled(caller.id, place.courseId);
    if (!isPreview && !enrolled) {
      if (!place.isPublished) throw quizNotFound();
      throw new AppError(403, ERROR_CODES.QUIZ_NOT_ENROLLED, 'Enrol in the course to take this quiz.');
    }
    const now = this.clock();
    // An open attempt whose time ran out is submitted first, on its own: whatever the start answers
    // next (a new attempt, or no attempts left), that attempt stays submitted.
    const [open] = await this.db
      .select({ id: quizAttempts.id, status: quizAttempts.status, deadline: quizAttempts.deadline })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.customerId, caller.id), eq(quizAttempts.status, 'in_progress')));
    if (open && isOverdue(open, now)) await this.get(caller, open.id);
    const closed: QuizAttemptRow[] = [];
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK}, hashtext(${`${quizId}:${caller.id}`}))`);
      const open = () =>
        tx.select().from(quizAttempts).where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.customerId, caller.id), eq(quizAttempts.status, 'in_progress'))).for('update');
      const [current] = await open();
      if (current && !isOverdue(current, now)) return current;
      if (current) closed.push(await this.finalize(tx, current, place.quiz, now));

      let extraTimeSeconds = 0;
      if (!isPreview) {
        const standing = await this.standing(tx, caller.id, place.quiz, now);
        if (standing.left === 0) throw new AppError(409, ERROR_CODES.QUIZ_NO_ATTEMPTS_LEFT, `Every attempt allowed (${standing.allowed}) was used.`);
        if (standing.cooldownUntil) {
          const secondsLeft = Math.ceil((standing.cooldownUntil.getTime() - now.getTime()) / 1000);
          throw new AppError(409, ERROR_CODES.QUIZ_COOLDOWN, `The next attempt can start in ${secondsLeft} s.`, {}, undefined, { secondsLeft });
        }
        extraTimeSeconds = standing.extraTimeSeconds;
      }
      const questions = await this.drawQuestions(tx, place);
      if (questions.length === 0) throw new AppError(409, ERROR_CODES.QUIZ_EMPTY, 'This quiz has no questions yet.');
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${quizAttempts.number}), 0)::int + 1` })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.customerId, caller.id), eq(quizAttempts.isPreview, isPreview)))) as [{ next: number }];
      const limit = place.quiz.timeLimitSeconds;
      const inserted = await tx
        .insert(quizAttempts)
        .values({
          quizId,
          customerId: caller.id,
          number: next,
          isPreview,
          startedAt: now,
          deadline: limit === null ? null : new Date(now.getTime() + (limit + extraTimeSeconds) * 1000),
          questions,
          maxPoints: questions.reduce((sum, s) => sum + s.question.points, 0),
        })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return inserted[0];
      const [again] = await open();
      if (!again) throw new Error('attempt neither started nor found');
      return again;
    });
    for (const done of closed) await this.afterGraded(done.customerId, done.quizId, done.isPreview);
    return this.present(row, place.quiz, now, place.courseId);
  }

  /**
   * Runs `work` on the caller's attempt under its row lock. An attempt past its deadline (and the grace)
   * is first submitted with what was saved; `work` then sees it closed.
   */
  private async withAttempt<T>(
    caller: CustomerRow,
    attemptId: number,
    work: (tx: Tx, row: QuizAttemptRow, quiz: QuizRow, now: Date) => Promise<T>,
  ): Promise<{ result: T; row: QuizAttemptRow; quiz: QuizRow; courseId: number; graded: boolean }> {
    const now = this.clock();
    let graded = false;
    let quiz: QuizRow | null = null;
    let courseId = 0;
    let latest: QuizAttemptRow | null = null;
    const result = await this.db.transaction(async (tx) => {
      const locked = await this.lockOwn(tx, caller, attemptId);
      let row = locked.row;
      const found = locked.quiz;
      quiz = found;
      courseId = locked.lessonCourseId ?? found.courseId;
      if (isOverdue(row, now)) {
        row = await this.finalize(tx, row, found, now);
        graded = true;
      }
      latest = row;
      return work(tx, row, found, now);
    });
    return { result, row: latest!, quiz: quiz!, courseId, graded };
  }

  /** GET /Attempts/{id}: the caller's attempt (an overdue one is submitted first). */
  async get(caller: CustomerRow, attemptId: number): Promise<Attempt> {
    const { row, quiz, courseId, graded } = await this.withAttempt(caller, attemptId, async () => null);
    if (graded) await this.afterGraded(row.customerId, row.quizId, row.isPreview);
    return this.present(row, quiz, this.clock(), courseId);
  }

  /**
   * PUT /Attempts/{id}/Answers: merges answers into those saved (null removes one) and records when each
   * was given. Refused once the attempt is closed (after its deadline it is submitted with what was saved),
   * for a checked question, and for an answer that does not fit its question.
   */
  async saveAnswers(caller: CustomerRow, attemptId: number, answers: SaveAnswersRequest['answers']): Promise<SavedAnswers> {
    const { result, row, graded } = await this.withAttempt(caller, attemptId, async (tx, current, _quiz, now): Promise<SavedAnswers | null> => {
      if (current.status !== 'in_progress') return null;
      const byId = new Map(snapshotsOf(current).map((s) => [String(s.question.id), s.question]));
      const merged: Answers = { ...current.answers };
      const times: Record<string, number> = { ...current.answerTimes };
      const seconds = Math.max(0, Math.round((now.getTime() - current.startedAt.getTime()) / 1000));
      for (const [key, value] of Object.entries(answers)) {
        const question = byId.get(key);
        if (!question) throw answerInvalid(`Question ${key} is not in this attempt.`);
        if (current.checked.includes(question.id)) throw new AppError(409, ERROR_CODES.QUIZ_ANSWER_LOCKED, `Question ${key} was checked; its answer can no longer change.`);
        if (value === null) {
          delete merged[key];
          delete times[key];
          continue;
        }
        assertAnswer(question, value);
        merged[key] = value;
        times[key] = seconds;
      }
      await tx.update(quizAttempts).set({ answers: merged, answerTimes: times }).where(eq(quizAttempts.id, current.id));
      return { attemptId: current.id, answers: merged, savedAt: now.toISOString(), deadline: current.deadline?.toISOString() ?? null };
    });
    if (graded) await this.afterGraded(row.customerId, row.quizId, row.isPreview);
    if (!result) throw attemptClosed();
    return result;
  }

  /** POST /Attempts/{id}/Check: with feedback after each question, grades one answered question and locks it. */
  async check(caller: CustomerRow, attemptId: number, questionId: number): Promise<QuestionFeedback> {
    const { result, row, quiz, graded } = await this.withAttempt(caller, attemptId, async (tx, current, found) => {
      if (current.status !== 'in_progress') return null;
      if (found.feedbackMode !== 'each') throw answerInvalid('This quiz gives its feedback after the attempt is submitted.');
      const snapshot = snapshotsOf(current).find((s) => s.question.id === questionId);
      if (!snapshot) throw answerInvalid(`Question ${questionId} is not in this attempt.`);
      const key = String(questionId);
      if (current.checked.includes(questionId)) return { snapshot, grades: current.grades };
      if (current.answers[key] === undefined) throw answerInvalid(`Answer question ${questionId} before checking it.`);
      const grade = gradeQuestion(snapshot.question, current.answers[key]);
      const grades: Grades = { ...current.grades, [key]: { points: grade.points } };
      await tx.update(quizAttempts).set({ grades, checked: [...current.checked, questionId] }).where(eq(quizAttempts.id, current.id));
      return { snapshot, grades };
    });
    if (graded) await this.afterGraded(row.customerId, row.quizId, row.isPreview);
    if (!result) throw attemptClosed();
    const reveal = await this.revealFor({ ...row, status: 'in_progress' }, quiz, this.clock());
    return feedbackOf(result.snapshot, result.grades, reveal.answersOfChecked);
  }

  /**
   * POST /Attempts/{id}/Submit: grades on the server, once, and in the same transaction what the grade
   * brings: a learner whose grade now passes completes the quiz lesson (points, and on the course's last
   * lesson the certificate; never for previews, nor for a learner no longer enrolled). A second submit (at
   * the same moment or later) finds the attempt graded and answers the same result. An attempt past its
   * deadline is graded the same way, as submitted at its deadline.
   *
   * Fast path, no lock held while grading: the attempt is read as it is, graded, and closed by one update
   * that only takes the row in the version read (closeUnchanged); with no completion to add, that update
   * is the whole write, outside any transaction; with one, the close and the completion are one transaction,
   * shared by the passes of the same turn of the event loop (closeAndComplete). When the row changed in between (answers saved, a check,
   * another submit), nothing was written, and the locked path (submitLocked) grades it again.
   */
  async submit(learner: Pick<CustomerRow, 'id' | 'tokenVersion'>, attemptId: number): Promise<Attempt> {
    const read = await this.readForSubmit(learner.id, attemptId);
    // The route checks only the token: the customer and the token's version are checked here, in the same read.
    if (!read || read.tokenVersion !== learner.tokenVersion) throw tokenInvalid();
    const version = read.version;
    if (!read.row || !read.quiz || version === null) throw attemptNotFound();
    const found: Locked = { row: read.row, quiz: read.quiz, lessonCourseId: read.lessonCourseId, lessonKind: read.lessonKind, others: read.others };
    const courseId = found.lessonCourseId ?? found.quiz.courseId;
    if (found.row.status !== 'in_progress') return this.present(found.row, found.quiz, this.clock(), courseId);
    const now = this.clock();
    const set = closingOf(found.row, found.quiz, now);
    const row: QuizAttemptRow = { ...found.row, ...set };
    const completion = this.completionFor(found, row);
    // With no completion, closing is the whole write, outside any transaction; a passing grade closes and
    // completes in one transaction with the other passes of this turn (closeAndComplete).
    const closed = completion ? await this.closeAndComplete(row, version, set, completion, now) : await this.closeUnchanged(row.id, version, set);
    if (!closed) return this.submitLocked(learner, attemptId);
    return this.present(row, found.quiz, this.clock(), courseId);
  }

  /** The submit under the attempt's row lock, in one transaction with the completion it brings. */
  private async submitLocked(caller: Pick<CustomerRow, 'id'>, attemptId: number): Promise<Attempt> {
    const now = this.clock();
    const { row, quiz, courseId } = await this.db.transaction(async (tx) => {
      const locked = await this.lockOwn(tx, caller, attemptId);
      const courseId = locked.lessonCourseId ?? locked.quiz.courseId;
      if (locked.row.status !== 'in_progress') return { row: locked.row, quiz: locked.quiz, courseId };
      const row = await this.finalize(tx, locked.row, locked.quiz, now);
      const completion = this.completionFor(locked, row);
      if (completion) await this.lessons.completeIn(tx, row.customerId, completion.lesson, now, { passedQuiz: completion.passedQuiz });
      return { row, quiz: locked.quiz, courseId };
    });
    return this.present(row, quiz, this.clock(), courseId);
  }

  /**
   * The lesson completion a just graded attempt brings, or null: when the learner's grade (their other
   * graded attempts and this one once fully graded, by the quiz's method) passes; never for a preview, nor
   * for a quiz whose lesson is not a quiz lesson any more.
   */
  private completionFor(locked: Locked, row: QuizAttemptRow): Completing | null {
    if (row.isPreview) return null;
    const grade = gradeWith(locked.quiz.gradingMethod, locked.others, row);
    if (grade === null || grade < locked.quiz.passMarkPercent || locked.lessonKind !== 'quiz' || locked.lessonCourseId === null) return null;
    return { lesson: { id: locked.quiz.lessonId, courseId: locked.lessonCourseId }, passedQuiz: { gradePercent: grade, passMarkPercent: locked.quiz.passMarkPercent } };
  }

  /** The cron job: submits every open attempt whose deadline (and grace) has passed, with what was saved. */
  async sweepOverdue(limit = 500): Promise<number> {
    const now = this.clock();
    const due = await this.db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.status, 'in_progress'), sql`${quizAttempts.deadline} < ${new Date(now.getTime() - GRACE_MS)}`))
      .orderBy(asc(quizAttempts.deadline))
      .limit(limit);
    let submitted = 0;
    for (const { id } of due) {
      const done = await this.db.transaction(async (tx) => {
        // Another node (or the learner's own request) may hold it: it is then being handled there.
        const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, id)).for('update', { skipLocked: true });
        if (!row || !isOverdue(row, now)) return null;
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, row.quizId));
        return quiz ? this.finalize(tx, row, quiz, now) : null;
      });
      if (done) {
        submitted++;
        await this.afterGraded(done.customerId, done.quizId, done.isPreview);
      }
    }
    return submitted;
  }

  /**
   * What the learner may be told of an attempt. Feedback: 'never' nothing per question; 'submit' every
   * question once submitted; 'each' the checked questions, and every question once submitted. The correct
   * answers and explanations: 'after_submit' once submitted (a checked question counts as submitted);
   * 'after_pass' once the learner's grade passes; 'after_last_attempt' once no attempt is left; 'never'
   * never. A preview (unlimited, uncounted) reveals them once submitted unless 'never'.
   */
  async revealFor(row: QuizAttemptRow, quiz: QuizRow, now: Date): Promise<{ answersOfChecked: boolean; answersAfterSubmit: boolean }> {
    const rule = quiz.showCorrectAnswers;
    if (rule === 'never') return { answersOfChecked: false, answersAfterSubmit: false };
    const submitted = row.status !== 'in_progress';
    if (rule === 'after_submit') return { answersOfChecked: true, answersAfterSubmit: submitted };
    if (row.isPreview) return { answersOfChecked: submitted, answersAfterSubmit: submitted };
    const standing = await this.standing(this.db, row.customerId, quiz, now);
    const allowed = rule === 'after_pass' ? standing.passed : standing.left === 0;
    return { answersOfChecked: allowed, answersAfterSubmit: allowed && submitted };
  }

  /** An attempt as its learner sees it; `courseId` is the course of the quiz's lesson, read here when not given. */
  async present(row: QuizAttemptRow, quiz: QuizRow, now: Date, courseId?: number): Promise<Attempt> {
    const snapshots = snapshotsOf(row);
    const [lesson] = courseId !== undefined ? [{ courseId }] : await this.db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, quiz.lessonId));
    const submitted = row.status !== 'in_progress';
    const reveal = quiz.feedbackMode === 'never' ? { answersOfChecked: false, answersAfterSubmit: false } : await this.revealFor(row, quiz, now);
    const checked = quiz.feedbackMode === 'each' ? snapshots.filter((s) => row.checked.includes(s.question.id)).map((s) => feedbackOf(s, row.grades, reveal.answersOfChecked)) : [];
    return {
      id: row.id,
      quizId: row.quizId,
      lessonId: quiz.lessonId,
      courseId: lesson?.courseId ?? quiz.courseId,
      number: row.number,
      status: row.status,
      isPreview: row.isPreview,
      startedAt: row.startedAt.toISOString(),
      deadline: row.deadline?.toISOString() ?? null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      layout: quiz.layout,
      feedbackMode: quiz.feedbackMode,
      questions: snapshots.map(shownQuestion),
      answers: row.answers,
      checked,
      result: submitted
        ? {
            scorePercent: row.scorePercent,
            points: row.points ?? 0,
            maxPoints: row.maxPoints,
            passed: row.passed,
            questions: quiz.feedbackMode === 'never' ? [] : snapshots.map((s) => feedbackOf(s, row.grades, reveal.answersAfterSubmit)),
          }
        : null,
    };
  }

  /** Questions an attempt asks and the points it is worth: the fixed ones, plus each draw's pick at its pool's average points. */
  private async size(place: Pick<QuizPlace, 'quiz' | 'instructorId'>): Promise<{ questionCount: number; maxPoints: number }> {
    const [fixed] = await this.db
      .select({ n: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(${quizQuestions.points}), 0)::int` })
      .from(quizQuestionLinks)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizQuestionLinks.questionId))
      .where(eq(quizQuestionLinks.quizId, place.quiz.id));
    let questionCount = fixed?.n ?? 0;
    let maxPoints = fixed?.points ?? 0;
    if (place.instructorId && place.quiz.draws.length) {
      const fixedIds = (await this.db.select({ id: quizQuestionLinks.questionId }).from(quizQuestionLinks).where(eq(quizQuestionLinks.quizId, place.quiz.id))).map((r) => r.id);
      for (const draw of place.quiz.draws) {
        const [pool] = await this.db
          .select({ n: sql<number>`count(*)::int`, avg: sql<number>`coalesce(avg(${quizQuestions.points}), 0)::float8` })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.ownerId, place.instructorId), sql`${quizQuestions.tags} @> ${JSON.stringify([draw.tag])}::jsonb`, fixedIds.length ? notInArray(quizQuestions.id, fixedIds) : undefined));
        const n = Math.min(draw.count, pool?.n ?? 0);
        questionCount += n;
        maxPoints += Math.round(n * (pool?.avg ?? 0));
      }
    }
    return { questionCount, maxPoints };
  }

  /**
   * GET /Lessons/{id}'s `quiz` for a quiz lesson: the settings a learner needs and where the caller stands.
   * Learners (enrolled) see their own attempts; the course's instructor and admins their previews.
   */
  async lessonQuiz(lessonId: number, viewer: CustomerRow | null, as: { enrolled: boolean; owner: boolean }): Promise<LessonQuiz | null> {
    const quiz = await quizOfLesson(this.db, lessonId);
    if (!quiz) return null;
    const [course] = await this.db.select({ instructorId: courses.instructorId }).from(courses).innerJoin(lessons, eq(lessons.courseId, courses.id)).where(eq(lessons.id, lessonId));
    const now = this.clock();
    // An open attempt past its deadline is submitted before it is reported.
    if (viewer && (as.enrolled || as.owner)) {
      const overdue = await this.db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.customerId, viewer.id), eq(quizAttempts.status, 'in_progress'), sql`${quizAttempts.deadline} < ${new Date(now.getTime() - GRACE_MS)}`));
      for (const { id } of overdue) await this.get(viewer, id);
    }
    const size = await this.size({ quiz, instructorId: course?.instructorId ?? null });
    const base = {
      quizId: quiz.id,
      questionCount: size.questionCount,
      maxPoints: size.maxPoints,
      timeLimitSeconds: quiz.timeLimitSeconds,
      cooldownSeconds: quiz.cooldownSeconds,
      passMarkPercent: quiz.passMarkPercent,
      gradingMethod: quiz.gradingMethod,
      feedbackMode: quiz.feedbackMode,
      layout: quiz.layout,
    };
    const summary = (a: QuizAttemptRow): AttemptSummary => ({
      id: a.id,
      number: a.number,
      status: a.status,
      scorePercent: a.scorePercent,
      passed: a.passed,
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
    });
    if (viewer && as.owner && !as.enrolled) {
      const previews = await this.db.select().from(quizAttempts).where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.customerId, viewer.id), eq(quizAttempts.isPreview, true))).orderBy(asc(quizAttempts.number));
      return {
        ...base,
        attemptsAllowed: quiz.attemptsAllowed,
        attemptsUsed: 0,
        attemptsLeft: quiz.attemptsAllowed,
        cooldownUntil: null,
        gradePercent: null,
        passed: false,
        inProgressAttemptId: previews.find((a) => a.status === 'in_progress')?.id ?? null,
        attempts: previews.map(summary),
      };
    }
    if (!viewer || !as.enrolled) {
      return { ...base, attemptsAllowed: quiz.attemptsAllowed, attemptsUsed: 0, attemptsLeft: quiz.attemptsAllowed, cooldownUntil: null, gradePercent: null, passed: false, inProgressAttemptId: null, attempts: [] };
    }
    const standing = await this.standing(this.db, viewer.id, quiz, now);
    return {
      ...base,
      attemptsAllowed: standing.allowed,
      attemptsUsed: standing.used,
      attemptsLeft: standing.left,
      cooldownUntil: standing.cooldownUntil?.toISOString() ?? null,
      gradePercent: standing.gradePercent,
      passed: standing.passed,
      inProgressAttemptId: standing.attempts.find((a) => a.status === 'in_progress')?.id ?? null,
      attempts: standing.attempts.map(summary),
    };
  }

  /** Several attempts' learners' grades (for results and regrades). */
  async gradesOf(quiz: QuizRow, customerIds: readonly string[]): Promise<Map<string, number | null>> {
    const out = new Map<string, number | null>();
    if (customerIds.length === 0) return out;
    const rows = await this.db
      .select({ customerId: quizAttempts.customerId, score: quizAttempts.scorePercent })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), inArray(quizAttempts.customerId, [...customerIds]), eq(quizAttempts.isPreview, false), eq(quizAttempts.status, 'submitted')))
      .orderBy(asc(quizAttempts.submittedAt), asc(quizAttempts.number));
    const scores = new Map<string, number[]>();
    for (const r of rows) scores.set(r.customerId, [...(scores.get(r.customerId) ?? []), r.score ?? 0]);
    for (const id of customerIds) out.set(id, gradeByMethod(quiz.gradingMethod, scores.get(id) ?? []));
    return out;
  }
}
