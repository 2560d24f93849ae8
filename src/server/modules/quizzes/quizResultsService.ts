// A quiz's results for its course's instructor (admins any): the attempts, a CSV of every answer, the
// item analysis, a regrade with the questions' current keys, and the essays waiting for a grade.
// Someone else's quiz answers 404 QUIZ_NOT_FOUND, like one that does not exist.
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { Answer, EssayGradeRequest, EssayQueue, EssayQueueItem, ItemAnalysis, ItemAnalysisRow, QuizAttemptRow as QuizAttemptRowDto, RegradeResult } from '../../../shared/schemas/quiz';
import { ROUTES } from '../../../shared/spaRoutes';
import type { ServerContext } from '../../context';
import { courses, customers, lessons, quizAttempts, quizQuestions, quizzes, type CustomerRow, type QuizAttemptRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { fullName } from '../courses/courseSql';
import { safeCell } from '../teaching/teachingService';
import { wrongChoices } from './grading';
import { rowToKeyedQuestion, type AttemptQuestionSnapshot, type KeyedQuestion } from './questionModel';
import { QuizAttemptService, attemptNotFound, quizNotFound, scoreAttempt, snapshotsOf, type QuizPlace } from './quizAttemptService';
import { quizResultMail, type QuizResultChange } from './quizResultMail';

const gradeInvalid = (status: 400 | 409, detail: string) => new AppError(status, ERROR_CODES.QUIZ_GRADE_INVALID, detail);

/** A prompt (rich text) as plain text, shortened. */
export function plainPrompt(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An answer as a reader of the CSV understands it: option texts rather than ids. */
export function answerText(question: KeyedQuestion, answer: Answer | undefined): string {
  if (answer === undefined) return '';
  const textOf = (list: { id: string; text: string }[], id: string) => list.find((o) => o.id === id)?.text ?? id;
  switch (question.type) {
    case 'single':
      return typeof answer === 'string' ? textOf(question.options, answer) : JSON.stringify(answer);
    case 'multiple':
      return Array.isArray(answer) ? answer.map((id) => textOf(question.options, id)).join('; ') : JSON.stringify(answer);
    case 'ordering':
      return Array.isArray(answer) ? answer.map((id) => textOf(question.items, id)).join(' > ') : JSON.stringify(answer);
    case 'fill_blanks':
      return Array.isArray(answer) ? answer.join(' | ') : JSON.stringify(answer);
    case 'matching': {
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return JSON.stringify(answer);
      return question.pairs
        .filter((p) => answer[p.leftId] !== undefined)
        .map((p) => `${p.left} = ${question.pairs.find((r) => r.rightId === answer[p.leftId])?.right ?? answer[p.leftId]}`)
        .join('; ');
    }
    default:
      return typeof answer === 'string' ? answer : JSON.stringify(answer);
  }
}

/** A snapshot with the question's current keys from the bank, keeping the order its choices were shown in. */
export function withCurrentKeys(snapshot: AttemptQuestionSnapshot, current: KeyedQuestion): AttemptQuestionSnapshot {
  const ids =
    current.type === 'single' || current.type === 'multiple'
      ? current.options.map((o) => o.id)
      : current.type === 'ordering'
        ? current.items.map((i) => i.id)
        : current.type === 'matching'
          ? current.pairs.map((p) => p.rightId)
          : null;
  if (!ids) return { question: current };
  const kept = (snapshot.shownOrder ?? []).filter((id) => ids.includes(id));
  return { question: current, shownOrder: [...kept, ...ids.filter((id) => !kept.includes(id))] };
}

/** Upper minus lower 27 % (by score) share correct, or null with fewer than 4 attempts or nobody of a group asked. */
function discrimination(ranked: { correct: boolean | null }[]): number | null {
  if (ranked.length < 4) return null;
  const k = Math.max(1, Math.round(ranked.length * 0.27));
  const share = (group: { correct: boolean | null }[]) => {
    const asked = group.filter((g) => g.correct !== null);
    return asked.length ? asked.filter((g) => g.correct).length / asked.length : null;
  };
  const top = share(ranked.slice(-k));
  const bottom = share(ranked.slice(0, k));
  return top === null || bottom === null ? null : Math.round((top - bottom) * 100) / 100;
}

export class QuizResultsService {
  constructor(private readonly ctx: ServerContext, private readonly attempts: QuizAttemptService) {}

  private get db() {
    return this.ctx.db;
  }

  /** The quiz when the caller teaches its course (admins any), else 404 QUIZ_NOT_FOUND. */
  async reachable(caller: CustomerRow, quizId: number): Promise<QuizPlace> {
    const place = await this.attempts.place(quizId);
    if (!QuizAttemptService.isOwner(place, caller)) throw quizNotFound();
    return place;
  }

  private toRow(a: QuizAttemptRow, student: { username: string; firstName: string | null; lastName: string | null }): QuizAttemptRowDto {
    return {
      id: a.id,
      student: { username: student.username, fullName: fullName(student.firstName, student.lastName, student.username) },
      number: a.number,
      status: a.status,
      scorePercent: a.scorePercent,
      passed: a.passed,
      timeTakenSeconds: a.submittedAt ? Math.max(0, Math.round((a.submittedAt.getTime() - a.startedAt.getTime()) / 1000)) : null,
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
    };
  }

  private learnerAttempts(quizId: number) {
    return and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.isPreview, false));
  }

  /** GET /Instructor/Quizzes/{quizId}/Attempts: every learner's attempt, the latest first (previews excluded). */
  async attemptsPage(caller: CustomerRow, quizId: number, page: number, pageSize: number): Promise<Page<QuizAttemptRowDto>> {
    await this.reachable(caller, quizId);
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(quizAttempts).where(this.learnerAttempts(quizId)),
      this.db
        .select({ attempt: quizAttempts, username: customers.username, firstName: customers.firstName, lastName: customers.lastName })
        .from(quizAttempts)
        .innerJoin(customers, eq(customers.id, quizAttempts.customerId))
        .where(this.learnerAttempts(quizId))
        .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return { items: rows.map((r) => this.toRow(r.attempt, r)), total: total?.n ?? 0, page, pageSize };
  }

  /** GET .../Attempts/Csv: one row per attempt and question, with the answer given and its points; a BOM for spreadsheets. */
  async attemptsCsv(caller: CustomerRow, quizId: number): Promise<string> {
    await this.reachable(caller, quizId);
    const rows = await this.db
      .select({ attempt: quizAttempts, username: customers.username, firstName: customers.firstName, lastName: customers.lastName })
      .from(quizAttempts)
      .innerJoin(customers, eq(customers.id, quizAttempts.customerId))
      .where(this.learnerAttempts(quizId))
      .orderBy(asc(quizAttempts.startedAt), asc(quizAttempts.id));
    const header = ['attempt', 'username', 'name', 'number', 'status', 'started_at', 'submitted_at', 'score_percent', 'passed', 'question_id', 'question_type', 'question', 'answer', 'points', 'max_points', 'seconds'];
    const records: string[][] = [];
    for (const { attempt: a, ...student } of rows) {
      const name = fullName(student.firstName, student.lastName, student.username);
      for (const { question: q } of snapshotsOf(a)) {
        const key = String(q.id);
        const points = a.grades[key]?.points;
        records.push(
          [
            String(a.id), student.username, name, String(a.number), a.status, a.startedAt.toISOString(), a.submittedAt?.toISOString() ?? '',
            a.scorePercent === null ? '' : String(a.scorePercent), a.passed === null ? '' : String(a.passed),
            key, q.type, plainPrompt(q.prompt, 500), answerText(q, a.answers[key]), points === undefined || points === null ? '' : String(points), String(q.points),
            a.answerTimes[key] === undefined ? '' : String(a.answerTimes[key]),
          ].map(safeCell),
        );
      }
    }
    return `\uFEFF${stringify([header, ...records], { record_delimiter: 'windows' })}`;
  }

  /**
   * GET .../ItemAnalysis over the learners' submitted attempts: per question how many answered it, the
   * share with full points, the discrimination index (share correct in the best 27 % of attempts by
   * score minus the worst 27 %), the wrong choice picked most, the average time spent on it (from the
   * times answers were saved, each question's time since the answer before it) and a flag when nobody
   * or everybody got it right.
   */
  async itemAnalysis(caller: CustomerRow, quizId: number): Promise<ItemAnalysis> {
    await this.reachable(caller, quizId);
    const rows = await this.db
      .select()
      .from(quizAttempts)
      .where(and(this.learnerAttempts(quizId), inArray(quizAttempts.status, ['submitted', 'pending_review'])))
      .orderBy(asc(quizAttempts.id));
    const order: number[] = [];
    const questions = new Map<number, KeyedQuestion>();
    const stats = new Map<number, { answered: number; correct: number; wrong: Map<string, number>; seconds: number[] }>();
    for (const a of rows) {
      // Time spent on each question: from the answer saved before it (or the start) to its own.
      const timed = Object.entries(a.answerTimes).sort((x, y) => x[1] - y[1]);
      const spent = new Map<string, number>();
      let previous = 0;
      for (const [key, at] of timed) {
        spent.set(key, Math.max(0, at - previous));
        previous = at;
      }
      for (const { question: q } of snapshotsOf(a)) {
        if (!questions.has(q.id)) {
          order.push(q.id);
          questions.set(q.id, q);
          stats.set(q.id, { answered: 0, correct: 0, wrong: new Map(), seconds: [] });
        }
        const key = String(q.id);
        const points = a.grades[key]?.points;
        const s = stats.get(q.id)!;
        if (a.answers[key] !== undefined && points !== null && points !== undefined) {
          s.answered++;
          if (points >= q.points) s.correct++;
          for (const choice of wrongChoices(q, a.answers[key])) s.wrong.set(choice, (s.wrong.get(choice) ?? 0) + 1);
        }
        if (spent.has(key)) s.seconds.push(spent.get(key)!);
      }
    }
    const ranked = rows.filter((a) => a.status === 'submitted' && a.scorePercent !== null).sort((x, y) => x.scorePercent! - y.scorePercent! || x.id - y.id);
    const items: ItemAnalysisRow[] = order.map((id) => {
      const q = questions.get(id)!;
      const s = stats.get(id)!;
      const key = String(id);
      const percentCorrect = s.answered ? Math.round((s.correct / s.answered) * 1000) / 10 : null;
      let mostChosenWrong: ItemAnalysisRow['mostChosenWrong'] = null;
      for (const [answer, n] of s.wrong) if (!mostChosenWrong || n > mostChosenWrong.count) mostChosenWrong = { answer, count: n };
      const correctness = ranked.map((a) => {
        if (!snapshotsOf(a).some((snap) => snap.question.id === id)) return { correct: null };
        const points = a.grades[key]?.points;
        return { correct: points === null || points === undefined ? null : points >= q.points };
      });
      return {
        questionId: id,
        type: q.type,
        prompt: plainPrompt(q.prompt),
        answered: s.answered,
        percentCorrect,
        discrimination: discrimination(correctness),
        mostChosenWrong,
        averageSeconds: s.seconds.length ? Math.round((s.seconds.reduce((x, y) => x + y, 0) / s.seconds.length) * 10) / 10 : null,
        flag: percentCorrect === 0 ? 'nobody_correct' : percentCorrect === 100 ? 'everybody_correct' : null,
      };
    });
    return { quizId, attempts: rows.length, items };
  }

  /**
   * POST .../Regrade: every learner's submitted attempt graded again with its questions' keys as the
   * bank has them now (matched by question id; a question deleted from the bank keeps its frozen keys;
   * the order choices were shown in stays). Learners who now pass complete the lesson (points,
   * certificate); each learner whose result changed is mailed once, through the job queue.
   */
  async regrade(caller: CustomerRow, quizId: number): Promise<RegradeResult> {
    const place = await this.reachable(caller, quizId);
    const changedLearners = new Set<string>();
    let attemptCount = 0;
    let changed = 0;
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.isPreview, false), inArray(quizAttempts.status, ['submitted', 'pending_review'])))
        .orderBy(asc(quizAttempts.id))
        .for('update');
      const ids = [...new Set(rows.flatMap((a) => snapshotsOf(a).map((s) => s.question.id)))];
      const bank = ids.length ? await tx.select().from(quizQuestions).where(inArray(quizQuestions.id, ids)) : [];
      const current = new Map(bank.map((r) => [r.id, rowToKeyedQuestion(r)]));
      for (const a of rows) {
        attemptCount++;
        const snapshots = snapshotsOf(a).map((s) => {
          const now = current.get(s.question.id);
          return now ? withCurrentKeys(s, now) : s;
        });
        // Manual essay grades stay (scoreAttempt keeps them); everything else is graded again.
        const score = scoreAttempt(snapshots, a.answers, a.grades, place.quiz.passMarkPercent);
        const differs = score.scorePercent !== a.scorePercent || score.passed !== a.passed || score.status !== a.status || score.points !== a.points;
        await tx
          .update(quizAttempts)
          .set({ questions: snapshots, grades: score.grades, points: score.points, maxPoints: score.maxPoints, scorePercent: score.scorePercent, passed: score.passed, status: score.status })
          .where(eq(quizAttempts.id, a.id));
        if (differs) {
          changed++;
          changedLearners.add(a.customerId);
        }
      }
    });
    for (const learner of changedLearners) await this.attempts.afterGraded(learner, quizId, false);
    const notified = await this.tellLearners('regraded', place, [...changedLearners]);
    return { attempts: attemptCount, changed, notified };
  }

  /** Mails each learner their grade in the quiz now (through the job queue), saying why it changed; answers how many were mailed. */
  private async tellLearners(change: QuizResultChange, place: QuizPlace, learnerIds: string[]): Promise<number> {
    if (learnerIds.length === 0) return 0;
    const learners = await this.db.select().from(customers).where(inArray(customers.id, learnerIds));
    const grades = await this.attempts.gradesOf(place.quiz, learnerIds);
    const [course] = await this.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, place.courseId));
    const link = `${this.ctx.config.publicUrl}/${ROUTES.lesson.replace(':courseIdOrSlug', course?.slug ?? String(place.courseId)).replace(':lessonId', String(place.lessonId))}`;
    for (const learner of learners) {
      const grade = grades.get(learner.id) ?? null;
      const name = fullName(learner.firstName, learner.lastName, learner.username);
      await this.ctx.mailer.send(quizResultMail(change, learner.lang, learner.email, name, place.lessonTitle, place.courseTitle, grade, grade !== null && grade >= place.quiz.passMarkPercent, link));
    }
    return learners.length;
  }

  /** GET /Instructor/EssayQueue[?quizId]: essay answers waiting for a grade in the caller's quizzes (or the one named), oldest first. */
  async essayQueue(caller: CustomerRow, quizId?: number): Promise<EssayQueue> {
    if (quizId !== undefined) await this.reachable(caller, quizId);
    const scope = quizId !== undefined ? eq(quizzes.id, quizId) : eq(courses.instructorId, caller.id);
    const rows = await this.db
      .select({ attempt: quizAttempts, quizId: quizzes.id, lessonTitle: lessons.title, courseId: courses.id, courseTitle: courses.title, username: customers.username, firstName: customers.firstName, lastName: customers.lastName })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(customers, eq(customers.id, quizAttempts.customerId))
      .where(and(eq(quizAttempts.status, 'pending_review'), eq(quizAttempts.isPreview, false), scope))
      .orderBy(asc(quizAttempts.submittedAt), asc(quizAttempts.id))
      .limit(500);
    const items: EssayQueueItem[] = [];
    for (const r of rows) {
      for (const { question: q } of snapshotsOf(r.attempt)) {
        const key = String(q.id);
        if (q.type !== 'essay' || r.attempt.grades[key]?.points !== null) continue;
        const answer = r.attempt.answers[key];
        items.push({
          attemptId: r.attempt.id,
          questionId: q.id,
          quiz: { id: r.quizId, title: r.lessonTitle },
          course: { id: r.courseId, title: r.courseTitle },
          student: { username: r.username, fullName: fullName(r.firstName, r.lastName, r.username) },
          prompt: q.prompt,
          guidance: q.guidance,
          answer: typeof answer === 'string' ? answer : '',
          maxPoints: q.points,
          submittedAt: (r.attempt.submittedAt ?? r.attempt.startedAt).toISOString(),
        });
      }
    }
    return { items };
  }

  /**
   * POST /Instructor/Attempts/{attemptId}/Questions/{questionId}/Grade: points (up to the question's) and a
   * comment for one essay answer waiting for its grade. The last essay graded finalises the attempt (its
   * score and pass), and a passing grade completes the lesson.
   */
  async gradeEssay(caller: CustomerRow, attemptId: number, questionId: number, body: EssayGradeRequest): Promise<QuizAttemptRowDto> {
    const [found] = await this.db.select({ quizId: quizAttempts.quizId, isPreview: quizAttempts.isPreview }).from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    if (!found) throw attemptNotFound();
    const place = await this.attempts.place(found.quizId).catch(() => null);
    if (!place || !QuizAttemptService.isOwner(place, caller)) throw attemptNotFound();
    const updated = await this.db.transaction(async (tx) => {
      const [a] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
      if (!a) throw attemptNotFound();
      const snapshot = snapshotsOf(a).find((s) => s.question.id === questionId);
      if (!snapshot || snapshot.question.type !== 'essay') throw gradeInvalid(400, `Question ${questionId} is not an essay of this attempt.`);
      const key = String(questionId);
      if (a.status !== 'pending_review' || a.grades[key]?.points !== null) throw gradeInvalid(409, 'This answer is not waiting for a grade.');
      if (body.points > snapshot.question.points) throw gradeInvalid(400, `At most ${snapshot.question.points} points.`);
      const grades = { ...a.grades, [key]: { points: body.points, comment: body.comment.trim() || null } };
      const score = scoreAttempt(snapshotsOf(a), a.answers, grades, place.quiz.passMarkPercent);
      const [row] = await tx
        .update(quizAttempts)
        .set({ grades: score.grades, points: score.points, maxPoints: score.maxPoints, scorePercent: score.scorePercent, passed: score.passed, status: score.status })
        .where(eq(quizAttempts.id, attemptId))
        .returning();
      return row!;
    });
    // The attempt's last essay is graded: the attempt counts now, and its learner is told.
    if (updated.status === 'submitted' && !updated.isPreview) {
      await this.attempts.afterGraded(updated.customerId, updated.quizId, updated.isPreview);
      await this.tellLearners('essay_graded', place, [updated.customerId]);
    }
    const [student] = await this.db.select({ username: customers.username, firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, updated.customerId));
    return this.toRow(updated, student ?? { username: '', firstName: null, lastName: null });
  }

  /** Essays waiting in one quiz (tests and the quiz list). */
  async pendingEssays(quizId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(quizAttempts).where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.status, 'pending_review')));
    return row?.n ?? 0;
  }
}
