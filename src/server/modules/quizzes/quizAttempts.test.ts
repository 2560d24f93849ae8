// Taking quizzes through the API on a real PostgreSQL: starting and resuming, answers and their shapes,
// deadlines (on the service's clock, moved instead of waited for), attempts, cooldowns, overrides,
// previews, submits under concurrency, feedback without leaking keys, and finishing the lesson.
import { and, eq, sql } from 'drizzle-orm';
import { POINTS_PER_LESSON, QUIZ_POINTS_BONUS_MAX } from '../../../shared/constants';
import type { Problem } from '../../../shared/schemas/common';
import type { Certificate, Completion, Lesson } from '../../../shared/schemas/courses';
import type { Attempt, QuestionFeedback, SavedAnswers } from '../../../shared/schemas/quiz';
import { certificates, customers, enrollments, lessons, quizAttempts, quizQuestionLinks, quizQuestions, quizzes } from '../../db/schema';
import { engage } from '../../test-support/engagement';
import { customerRow, problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { essayQuestion, makeQuiz, perfectAnswers, sampleQuestions, setOverride, type QuizFixture } from '../../test-support/quizFixtures';
import { rowToKeyedQuestion, type KeyedQuestion } from './questionModel';

let t: TestApp;
let offsetMs = 0;
/** Moves the quizzes' clock on (deadlines, cooldowns); it only moves forward. */
const advance = (seconds: number) => {
  offsetMs += seconds * 1000;
};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  t.services.quizAttempts.clock = () => new Date(Date.now() + offsetMs);
}, 60_000);
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const start = (token: string, quizId: number) => t.request({ method: 'POST', url: `/api/Quizzes/${quizId}/Attempts`, token });
const read = (token: string, id: number) => t.request({ method: 'GET', url: `/api/Attempts/${id}`, token });
const save = (token: string, id: number, answers: Record<string, unknown>) => t.request({ method: 'PUT', url: `/api/Attempts/${id}/Answers`, token, payload: { answers } });
const check = (token: string, id: number, questionId: number) => t.request({ method: 'POST', url: `/api/Attempts/${id}/Check`, token, payload: { questionId } });
const submit = (token: string, id: number) => t.request({ method: 'POST', url: `/api/Attempts/${id}/Submit`, token });
const lesson = async (token: string, id: number) => {
  const res = await t.request({ method: 'GET', url: `/api/Lessons/${id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<Lesson>();
};
const ok = <T>(res: Res, status = 200): T => {
  expect([res.statusCode, res.statusCode === status ? '' : res.body]).toEqual([status, '']);
  return res.json<T>();
};
const refused = (res: Res, status: number, code: string): Problem => {
  expect([res.statusCode, problemCode(res)]).toEqual([status, code]);
  return res.json<Problem>();
};

let students = 0;
/** A new student enrolled in the quiz's course. */
async function student(quiz: Pick<QuizFixture, 'course'> | { course: { id: number } }): Promise<{ token: string; username: string }> {
  students++;
  const username = `quiz.taker${students}`;
  const { token } = await t.signUp(username);
  ok(await t.request({ method: 'POST', url: `/api/Courses/${quiz.course.id}/Enroll`, token }), 201);
  return { token, username };
}

/** Everything in a body that would give an answer away before the settings allow it. */
function expectNoKeys(body: string, questions: readonly KeyedQuestion[], options: { rightOrWrong?: boolean } = {}): void {
  const keys = ['"accepted":', '"explanation":', '"correctAnswer":', '"value":', '"tolerance":', '"blanks":', '"pairs":', '"guidance":', '"scoring":', '"matching":', '"items":'];
  // Whether a checked answer was right may show (feedback after each question); its key never.
  if (!options.rightOrWrong) keys.push('"correct":');
  for (const key of keys) expect([key, body.includes(key)]).toEqual([key, false]);
  for (const q of questions) {
    if (q.explanation) expect(body).not.toContain(q.explanation);
    if (q.type === 'short') for (const a of q.accepted) expect(body).not.toContain(a);
    if (q.type === 'fill_blanks') for (const b of q.blanks) for (const a of b.accepted) expect(body).not.toContain(`"${a}"`);
    if (q.type === 'essay') expect(body).not.toContain(q.guidance);
  }
}

describe('taking a quiz', () => {
  it('starts, resumes, saves and submits: graded on the server; a pass completes the lesson with the grade bonus', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-happy' });
    const { token, username } = await student(quiz);
    const before = await customerRow(t, username);
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    expect(attempt).toMatchObject({ quizId: quiz.quizId, lessonId: quiz.lessonId, courseId: quiz.course.id, number: 1, status: 'in_progress', isPreview: false, deadline: null, result: null, answers: {} });
    expect(attempt.questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id));
    // Resuming answers the same attempt.
    expect(ok<Attempt>(await start(token, quiz.quizId)).id).toBe(attempt.id);
    expect((await lesson(token, quiz.lessonId)).quiz).toMatchObject({ quizId: quiz.quizId, questionCount: 8, maxPoints: 19, attemptsUsed: 1, attemptsAllowed: null, inProgressAttemptId: attempt.id, passed: false, gradePercent: null });

    const answers = perfectAnswers(quiz.questions);
    const saved = ok<SavedAnswers>(await save(token, attempt.id, answers));
    // Numbers stay numbers and booleans booleans (no coercion to text on the way).
    expect(saved.answers).toEqual(answers);
    expect(ok<Attempt>(await read(token, attempt.id)).answers).toEqual(answers);

    const done = ok<Attempt>(await submit(token, attempt.id));
    expect(done).toMatchObject({ status: 'submitted', result: { scorePercent: 100, points: 19, maxPoints: 19, passed: true } });
    expect(done.result!.questions).toHaveLength(8);
    expect(done.result!.questions.every((f) => f.correct === true && f.correctAnswer !== undefined)).toBe(true);

    const after = await lesson(token, quiz.lessonId);
    expect(after).toMatchObject({ isCompleted: true, engagement: null, quiz: { attemptsUsed: 1, gradePercent: 100, passed: true, inProgressAttemptId: null } });
    const me = await customerRow(t, username);
    expect(me.points - before.points).toBe(POINTS_PER_LESSON + QUIZ_POINTS_BONUS_MAX);
    // A second submit answers the same result and adds nothing.
    expect(ok<Attempt>(await submit(token, attempt.id)).result).toEqual(done.result);
    expect((await customerRow(t, username)).points).toBe(me.points);
    refused(await save(token, attempt.id, answers), 409, 'QUIZ_ATTEMPT_CLOSED');
  });

  it('keeps POST /Lessons/{id}/Complete closed until the grade passes, with the grade and the pass mark', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-complete', settings: { passMarkPercent: 70 } });
    const { token } = await student(quiz);
    const complete = () => t.request({ method: 'POST', url: `/api/Lessons/${quiz.lessonId}/Complete`, token });
    expect(refused(await complete(), 409, 'LESSON_NOT_ENGAGED').missing).toEqual({ watchedPercent: 0, requiredPercent: 70 });
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    // Only the single choice (2 of 19 points): 10.5 %.
    const single = quiz.questions[0]!;
    ok(await save(token, attempt.id, { [single.id]: 'b' }));
    expect(ok<Attempt>(await submit(token, attempt.id)).result).toMatchObject({ scorePercent: 10.5, passed: false });
    expect((await lesson(token, quiz.lessonId)).engagement).toEqual({ rule: 'pass', requiredSeconds: 0, secondsLeft: 0, watchedPercent: 10, requiredPercent: 70 });
    expect(refused(await complete(), 409, 'LESSON_NOT_ENGAGED').missing).toEqual({ watchedPercent: 10, requiredPercent: 70 });

    const second = ok<Attempt>(await start(token, quiz.quizId));
    expect(second.number).toBe(2);
    ok(await save(token, second.id, perfectAnswers(quiz.questions)));
    ok(await submit(token, second.id));
    // Completed by the passing submit: the call now answers the completion, adding nothing.
    expect(ok<Completion>(await complete())).toMatchObject({ newlyCompleted: false, pointsAwarded: 0 });
  });

  it('refuses answers of the wrong shape naming the question, questions not in the attempt, and removes an answer sent as null', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-shapes' });
    const { token } = await student(quiz);
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    const [single, multiple, trueFalse, , numeric, blanks, matching, ordering] = quiz.questions;
    const wrong: [KeyedQuestion, unknown][] = [
      [single!, 'nope'], [single!, ['b']], [multiple!, 'p2'], [multiple!, ['p2', 'p2']], [trueFalse!, 'false'], [numeric!, '3.14'],
      [blanks!, ['red']], [matching!, { l1: 'zz' }], [ordering!, ['i1', 'i2']], [single!, 1],
    ];
    for (const [q, answer] of wrong) {
      const problem = refused(await save(token, attempt.id, { [q.id]: answer }), 400, 'QUIZ_ANSWER_INVALID');
      expect(problem.detail).toContain(`question ${q.id}`);
    }
    refused(await save(token, attempt.id, { '999999': 'x' }), 400, 'QUIZ_ANSWER_INVALID');
    ok(await save(token, attempt.id, { [single!.id]: 'a', [numeric!.id]: 3 }));
    const saved = ok<SavedAnswers>(await save(token, attempt.id, { [single!.id]: null }));
    expect(saved.answers).toEqual({ [numeric!.id]: 3 });
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(Object.keys(row!.answerTimes)).toEqual([String(numeric!.id)]);
  });

  it('answers 404 for an unknown quiz and for another learner’s attempt, 403 to those not enrolled, 409 for an empty quiz', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-access' });
    const owner = await student(quiz);
    const attempt = ok<Attempt>(await start(owner.token, quiz.quizId));
    const { token: stranger } = await t.signUp('quiz.stranger');
    refused(await start(stranger, quiz.quizId), 403, 'QUIZ_NOT_ENROLLED');
    refused(await start(stranger, 2147483647), 404, 'QUIZ_NOT_FOUND');
    for (const res of [await read(stranger, attempt.id), await save(stranger, attempt.id, {}), await submit(stranger, attempt.id), await check(stranger, attempt.id, quiz.questions[0]!.id)]) {
      refused(res, 404, 'QUIZ_ATTEMPT_NOT_FOUND');
    }
    const hidden = await makeQuiz(t, { slug: 'quiz-draft-course', isPublished: false });
    refused(await start(stranger, hidden.quizId), 404, 'QUIZ_NOT_FOUND');
    const empty = await makeQuiz(t, { slug: 'quiz-empty', questions: [] });
    refused(await start((await student(empty)).token, empty.quizId), 409, 'QUIZ_EMPTY');
  });
});

describe('keys and feedback', () => {
  it('never shows a key during an attempt: every body before the submit is inspected', async () => {
    const quiz = await makeQuiz(t, {
      slug: 'quiz-leaks',
      questions: [...sampleQuestions(), essayQuestion()],
      settings: { shuffleOptions: true, shuffleQuestions: true, feedbackMode: 'submit', showCorrectAnswers: 'after_submit' },
    });
    const { token } = await student(quiz);
    const bodies: string[] = [];
    const keep = (res: Res) => {
      bodies.push(res.body);
      return res;
    };
    keep(await t.request({ method: 'GET', url: `/api/Lessons/${quiz.lessonId}`, token }));
    const attempt = ok<Attempt>(keep(await start(token, quiz.quizId)));
    keep(await start(token, quiz.quizId));
    keep(await read(token, attempt.id));
    // Right answers typed differently from the accepted texts (the learner's own text comes back to them).
    const answers = { ...perfectAnswers(quiz.questions), [quiz.questions[3]!.id]: 'ha noi', [quiz.questions[5]!.id]: ['RED', 'BLUE'] };
    for (const [id, answer] of Object.entries(answers)) keep(await save(token, attempt.id, { [id]: answer }));
    keep(await save(token, attempt.id, { [quiz.questions[0]!.id]: 'zz' }));
    keep(await check(token, attempt.id, quiz.questions[0]!.id));
    keep(await t.request({ method: 'GET', url: `/api/Lessons/${quiz.lessonId}`, token }));
    keep(await t.request({ method: 'GET', url: `/api/Courses/${quiz.course.id}`, token }));
    for (const body of bodies) expectNoKeys(body, quiz.questions);
    // Ordering items and matching right sides never come in the solved order.
    const ordering = attempt.questions.find((q) => q.type === 'ordering')!;
    expect(ordering.options!.map((o) => o.id)).not.toEqual(['i1', 'i2', 'i3', 'i4']);
    const matching = attempt.questions.find((q) => q.type === 'matching')!;
    expect(matching.right!.map((o) => o.id)).not.toEqual(['r1', 'r2', 'r3']);
    expect(matching.left!.map((o) => o.id)).toEqual(['l1', 'l2', 'l3']);

    // After the submit the settings allow the keys: correct answers and explanations.
    const done = ok<Attempt>(await submit(token, attempt.id));
    expect(done.status).toBe('pending_review');
    expect(done.result).toMatchObject({ scorePercent: null, passed: null, points: 19, maxPoints: 24 });
    const single = done.result!.questions.find((f) => f.questionId === quiz.questions[0]!.id)!;
    expect(single).toMatchObject({ correct: true, correctAnswer: 'b', explanation: 'Two and two make four.' });
    expect(done.result!.questions.find((f) => f.questionId === quiz.questions[8]!.id)).toMatchObject({ points: null, correct: null, comment: null });
  });

  it("with feedback 'never': a score only; with answers 'never': right or wrong without the key", async () => {
    const silent = await makeQuiz(t, { slug: 'quiz-feedback-never', settings: { feedbackMode: 'never' } });
    const a = await student(silent);
    const attempt = ok<Attempt>(await start(a.token, silent.quizId));
    refused(await check(a.token, attempt.id, silent.questions[0]!.id), 400, 'QUIZ_ANSWER_INVALID');
    const done = ok<Attempt>(await submit(a.token, attempt.id));
    expect(done.result).toMatchObject({ scorePercent: 0, passed: false, questions: [] });
    expectNoKeys(JSON.stringify(done), silent.questions, { rightOrWrong: true });

    const closed = await makeQuiz(t, { slug: 'quiz-answers-never', settings: { showCorrectAnswers: 'never' } });
    const b = await student(closed);
    const other = ok<Attempt>(await start(b.token, closed.quizId));
    const result = ok<Attempt>(await submit(b.token, other.id)).result!;
    expect(result.questions).toHaveLength(8);
    expect(result.questions.every((f) => f.correct === false && f.correctAnswer === undefined && f.explanation === undefined)).toBe(true);
  });

  it("with feedback after each question: a check grades and locks one answer; keys once the learner's grade passes", async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-each', settings: { feedbackMode: 'each', showCorrectAnswers: 'after_pass' } });
    const { token } = await student(quiz);
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    const [single, multiple] = quiz.questions;
    refused(await check(token, attempt.id, single!.id), 400, 'QUIZ_ANSWER_INVALID');
    ok(await save(token, attempt.id, { [single!.id]: 'a', [multiple!.id]: ['p2'] }));
    const feedback = ok<QuestionFeedback>(await check(token, attempt.id, single!.id));
    expect(feedback).toEqual({ questionId: single!.id, points: 0, maxPoints: 2, correct: false });
    // Checking again answers the same; the answer is locked.
    expect(ok<QuestionFeedback>(await check(token, attempt.id, single!.id))).toEqual(feedback);
    refused(await save(token, attempt.id, { [single!.id]: 'b' }), 409, 'QUIZ_ANSWER_LOCKED');
    expect(ok<QuestionFeedback>(await check(token, attempt.id, multiple!.id))).toMatchObject({ points: 1, correct: false });
    const current = ok<Attempt>(await read(token, attempt.id));
    expect(current.checked.map((c) => c.questionId)).toEqual([single!.id, multiple!.id]);
    expectNoKeys(JSON.stringify(current), quiz.questions, { rightOrWrong: true });
    const failed = ok<Attempt>(await submit(token, attempt.id));
    expect(failed.result!.questions.every((f) => f.correctAnswer === undefined)).toBe(true);

    // A passing second attempt: the keys show now, on both attempts.
    const second = ok<Attempt>(await start(token, quiz.quizId));
    ok(await save(token, second.id, perfectAnswers(quiz.questions)));
    expect(ok<Attempt>(await submit(token, second.id)).result!.questions.every((f) => f.correctAnswer !== undefined)).toBe(true);
    expect(ok<Attempt>(await read(token, attempt.id)).result!.questions.every((f) => f.correctAnswer !== undefined)).toBe(true);
  });

  it("with answers 'after_last_attempt': hidden while an attempt is left", async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-last-attempt', settings: { attemptsAllowed: 2, showCorrectAnswers: 'after_last_attempt' } });
    const { token } = await student(quiz);
    const first = ok<Attempt>(await start(token, quiz.quizId));
    expect(ok<Attempt>(await submit(token, first.id)).result!.questions[0]!.correctAnswer).toBeUndefined();
    const last = ok<Attempt>(await start(token, quiz.quizId));
    expect(ok<Attempt>(await submit(token, last.id)).result!.questions[0]!.correctAnswer).toBe('b');
  });
});

describe('attempts, cooldowns, overrides, previews', () => {
  it('allows attemptsAllowed plus the extra attempts of an override, then 409 QUIZ_NO_ATTEMPTS_LEFT', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-attempts', settings: { attemptsAllowed: 1 } });
    const { token, username } = await student(quiz);
    ok(await submit(token, ok<Attempt>(await start(token, quiz.quizId)).id));
    refused(await start(token, quiz.quizId), 409, 'QUIZ_NO_ATTEMPTS_LEFT');
    expect((await lesson(token, quiz.lessonId)).quiz).toMatchObject({ attemptsAllowed: 1, attemptsUsed: 1, attemptsLeft: 0 });
    await setOverride(t, quiz.quizId, username, { extraAttempts: 1 });
    expect((await lesson(token, quiz.lessonId)).quiz).toMatchObject({ attemptsAllowed: 2, attemptsLeft: 1 });
    ok(await submit(token, ok<Attempt>(await start(token, quiz.quizId)).id));
    refused(await start(token, quiz.quizId), 409, 'QUIZ_NO_ATTEMPTS_LEFT');
  });

  it('waits out the cooldown after a failed attempt, telling the seconds left; none after a pass', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-cooldown', settings: { cooldownSeconds: 600 } });
    const { token } = await student(quiz);
    ok(await submit(token, ok<Attempt>(await start(token, quiz.quizId)).id));
    const problem = refused(await start(token, quiz.quizId), 409, 'QUIZ_COOLDOWN');
    expect(problem.missing!.secondsLeft).toBeGreaterThan(590);
    expect(problem.missing!.secondsLeft).toBeLessThanOrEqual(600);
    expect((await lesson(token, quiz.lessonId)).quiz!.cooldownUntil).not.toBeNull();
    advance(450);
    expect(refused(await start(token, quiz.quizId), 409, 'QUIZ_COOLDOWN').missing!.secondsLeft).toBeLessThanOrEqual(150);
    advance(151);
    const next = ok<Attempt>(await start(token, quiz.quizId));
    ok(await save(token, next.id, perfectAnswers(quiz.questions)));
    ok(await submit(token, next.id));
    expect((await lesson(token, quiz.lessonId)).quiz!.cooldownUntil).toBeNull();
    ok(await start(token, quiz.quizId));
  });

  it('gives the instructor and admins uncounted previews: unlimited, no cooldown, nothing completed', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-preview', settings: { attemptsAllowed: 1, cooldownSeconds: 600 } });
    const learner = await student(quiz);
    for (const who of ['instructor', 'admin']) {
      const token = await tokenFor(t, who);
      for (let i = 1; i <= 3; i++) {
        const attempt = ok<Attempt>(await start(token, quiz.quizId));
        expect(attempt).toMatchObject({ isPreview: true, number: i });
        if (i === 3) ok(await save(token, attempt.id, perfectAnswers(quiz.questions)));
        expect(ok<Attempt>(await submit(token, attempt.id)).result!.passed).toBe(i === 3);
      }
      expect((await lesson(token, quiz.lessonId)).quiz).toMatchObject({ attemptsUsed: 0, attempts: [{ number: 1 }, { number: 2 }, { number: 3 }] });
    }
    // The learner still has their one attempt, numbered 1.
    expect(ok<Attempt>(await start(learner.token, quiz.quizId))).toMatchObject({ number: 1, isPreview: false });
    const instructor = await customerRow(t, 'instructor');
    const [counted] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from lesson_progress where lesson_id = ${quiz.lessonId} and customer_id = ${instructor.id}`)).rows;
    expect(counted!.n).toBe(0);
  });

  it('grades by the quiz’s method: highest, last or average', async () => {
    for (const [method, expected] of [['highest', 100], ['last', 10.5], ['average', 55.3]] as const) {
      const quiz = await makeQuiz(t, { slug: `quiz-method-${method}`, settings: { gradingMethod: method } });
      const { token } = await student(quiz);
      const good = ok<Attempt>(await start(token, quiz.quizId));
      ok(await save(token, good.id, perfectAnswers(quiz.questions)));
      ok(await submit(token, good.id));
      const poor = ok<Attempt>(await start(token, quiz.quizId));
      ok(await save(token, poor.id, { [quiz.questions[0]!.id]: 'b' }));
      ok(await submit(token, poor.id));
      expect([method, (await lesson(token, quiz.lessonId)).quiz!.gradePercent]).toEqual([method, expected]);
    }
  });
});

describe('deadlines', () => {
  it('takes answers until the deadline plus the grace, then submits what was saved', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-deadline', settings: { timeLimitSeconds: 60 } });
    const { token } = await student(quiz);
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    expect(new Date(attempt.deadline!).getTime() - new Date(attempt.startedAt).getTime()).toBe(60_000);
    const [single, multiple] = quiz.questions;
    advance(30);
    ok(await save(token, attempt.id, { [single!.id]: 'b' }));
    advance(33);
    // Past the deadline, within the grace: still saved.
    ok(await save(token, attempt.id, { [multiple!.id]: ['p2', 'p3', 'p5'] }));
    advance(3);
    refused(await save(token, attempt.id, { [single!.id]: 'a' }), 409, 'QUIZ_ATTEMPT_CLOSED');
    const closed = ok<Attempt>(await read(token, attempt.id));
    expect(closed).toMatchObject({ status: 'submitted', submittedAt: attempt.deadline, result: { points: 5 } });
  });

  it('submits a timed-out attempt when its learner tries to start again, even when no attempt is left', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-deadline-restart', settings: { timeLimitSeconds: 60, attemptsAllowed: 1 } });
    const { token } = await student(quiz);
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    ok(await save(token, attempt.id, perfectAnswers(quiz.questions)));
    advance(70);
    refused(await start(token, quiz.quizId), 409, 'QUIZ_NO_ATTEMPTS_LEFT');
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'submitted', passed: true });
    expect((await lesson(token, quiz.lessonId)).isCompleted).toBe(true);
  });

  it('lets an override add time, and the sweep job submits attempts nobody came back to', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-sweep', settings: { timeLimitSeconds: 60 } });
    const slow = await student(quiz);
    await setOverride(t, quiz.quizId, slow.username, { extraTimeSeconds: 60 });
    const gone = await student(quiz);
    const extended = ok<Attempt>(await start(slow.token, quiz.quizId));
    expect(new Date(extended.deadline!).getTime() - new Date(extended.startedAt).getTime()).toBe(120_000);
    const left = ok<Attempt>(await start(gone.token, quiz.quizId));
    ok(await save(gone.token, left.id, perfectAnswers(quiz.questions)));
    advance(90);
    ok(await save(slow.token, extended.id, { [quiz.questions[0]!.id]: 'b' }));
    await t.context.jobs.send('quiz-attempts-sweep', {});
    await t.jobs.drain(['quiz-attempts-sweep']);
    const [gonesRow] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, left.id));
    expect(gonesRow).toMatchObject({ status: 'submitted', scorePercent: 100, passed: true });
    // The swept pass completed the lesson.
    expect((await lesson(gone.token, quiz.lessonId)).isCompleted).toBe(true);
    const [slowRow] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, extended.id));
    expect(slowRow!.status).toBe('in_progress');
    advance(40);
    expect(await t.services.quizAttempts.sweepOverdue()).toBe(1);
    expect(ok<Attempt>(await read(slow.token, extended.id)).status).toBe('submitted');
  });
});

describe('concurrency', () => {
  it('grades two submits at once once, and awards the points once', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-double-submit' });
    const { token, username } = await student(quiz);
    const before = (await customerRow(t, username)).points;
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    ok(await save(token, attempt.id, perfectAnswers(quiz.questions)));
    const [a, b, c] = await Promise.all([submit(token, attempt.id), submit(token, attempt.id), submit(token, attempt.id)]);
    const results = [a!, b!, c!].map((r) => ok<Attempt>(r));
    expect(results.map((r) => r.submittedAt)).toEqual([results[0]!.submittedAt, results[0]!.submittedAt, results[0]!.submittedAt]);
    expect((await customerRow(t, username)).points - before).toBe(POINTS_PER_LESSON + QUIZ_POINTS_BONUS_MAX);
  });

  it('grades a class submitting at once (read and closed together) each with their own answers, and twice the same attempt once', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-class-submit' });
    const perfect = perfectAnswers(quiz.questions);
    const firstKey = Object.keys(perfect)[0]!;
    const takers = await Promise.all([0, 1, 2, 3].map(() => student(quiz)));
    const attempts = await Promise.all(takers.map(async ({ token }) => ok<Attempt>(await start(token, quiz.quizId))));
    // Learner 0 answers everything right, 1 nothing, 2 the first question, 3 everything right but the first.
    ok(await save(takers[0]!.token, attempts[0]!.id, perfect));
    ok(await save(takers[2]!.token, attempts[2]!.id, { [firstKey]: perfect[firstKey]! }));
    ok(await save(takers[3]!.token, attempts[3]!.id, Object.fromEntries(Object.entries(perfect).filter(([k]) => k !== firstKey))));
    const sent = [0, 1, 2, 3, 1, 2].map((i) => ({ i, res: submit(takers[i]!.token, attempts[i]!.id) }));
    const answered = await Promise.all(sent.map(async ({ i, res }) => ({ i, attempt: ok<Attempt>(await res) })));
    for (const { i, attempt } of answered) {
      expect(attempt.id).toBe(attempts[i]!.id);
      expect(attempt.result).toEqual(ok<Attempt>(await read(takers[i]!.token, attempts[i]!.id)).result);
      expect(attempt.submittedAt).toBe(answered.find((a) => a.i === i)!.attempt.submittedAt);
    }
    const score = (i: number) => answered.find((a) => a.i === i)!.attempt.result!.scorePercent!;
    expect(score(0)).toBe(100);
    expect(score(1)).toBe(0);
    expect(score(2)).toBeGreaterThan(0);
    expect(score(2) + score(3)).toBeCloseTo(100, 0);
  });

  it('completes the lesson of each learner passing at once (closed and completed in one transaction), once each; a learner passing two quizzes of one course at once completes both; one no longer enrolled keeps the grade only', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-class-pass' });
    const perfect = perfectAnswers(quiz.questions);
    const takers = await Promise.all([0, 1, 2, 3].map(() => student(quiz)));
    const attempts = await Promise.all(takers.map(async ({ token }) => ok<Attempt>(await start(token, quiz.quizId))));
    for (const [i, { token }] of takers.entries()) ok(await save(token, attempts[i]!.id, perfect));
    // Learner 0 also passes a second quiz of the same course at the same moment: one enrolment, two completions.
    const db = t.database.db;
    const [{ sectionId }] = (await db.select({ sectionId: lessons.sectionId }).from(lessons).where(eq(lessons.id, quiz.lessonId))) as [{ sectionId: number }];
    const [other] = await db.insert(lessons).values({ sectionId, courseId: quiz.course.id, title: 'Second quiz', kind: 'quiz', durationSeconds: 0, sortOrder: 100, body: '' }).returning({ id: lessons.id });
    const [otherQuiz] = await db.insert(quizzes).values({ lessonId: other!.id, courseId: quiz.course.id, passMarkPercent: 80, attemptsAllowed: null }).returning();
    await db.insert(quizQuestionLinks).values(quiz.questions.map((q, i) => ({ quizId: otherQuiz!.id, questionId: q.id, sortOrder: i })));
    const otherAttempt = ok<Attempt>(await start(takers[0]!.token, otherQuiz!.id));
    ok(await save(takers[0]!.token, otherAttempt.id, perfect));
    const gone = await customerRow(t, takers[3]!.username);
    await db.delete(enrollments).where(and(eq(enrollments.customerId, gone.id), eq(enrollments.courseId, quiz.course.id)));
    const before = await Promise.all(takers.map(({ username }) => customerRow(t, username)));
    const done = await Promise.all([...[0, 1, 2, 3].map((i) => submit(takers[i]!.token, attempts[i]!.id)), submit(takers[0]!.token, otherAttempt.id)]);
    for (const res of done) expect(ok<Attempt>(res).result).toMatchObject({ scorePercent: 100, passed: true });
    const after = await Promise.all(takers.map(({ username }) => customerRow(t, username)));
    const bonus = POINTS_PER_LESSON + QUIZ_POINTS_BONUS_MAX;
    expect(after.map((row, i) => row.points - before[i]!.points)).toEqual([2 * bonus, bonus, bonus, 0]);
    for (const i of [0, 1, 2]) expect((await lesson(takers[i]!.token, quiz.lessonId)).isCompleted).toBe(true);
    expect((await lesson(takers[0]!.token, other!.id)).isCompleted).toBe(true);
    const [stored] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempts[3]!.id));
    expect([stored!.status, stored!.scorePercent]).toEqual(['submitted', 100]);
  });

  it('grades each pass again on its own when their shared transaction fails (a deadlock, say), says so in the log, and awards the points once each', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-pass-batch-fails' });
    const perfect = perfectAnswers(quiz.questions);
    const takers = await Promise.all([0, 1].map(() => student(quiz)));
    const attempts = await Promise.all(takers.map(async ({ token }) => ok<Attempt>(await start(token, quiz.quizId))));
    for (const [i, { token }] of takers.entries()) ok(await save(token, attempts[i]!.id, perfect));
    const before = await Promise.all(takers.map(({ username }) => customerRow(t, username)));
    const service = t.services.quizAttempts;
    const lessonsService = t.services.lessons;
    const completeIn = lessonsService.completeIn;
    const warned: { msg: string; err: unknown }[] = [];
    const warn = service.warn;
    let failures = 0;
    // The first completion inside the shared transaction fails: the whole transaction rolls back.
    lessonsService.completeIn = async (...args: Parameters<typeof completeIn>) => {
      if (failures++ === 0) throw new Error('deadlock detected');
      return completeIn.apply(lessonsService, args);
    };
    service.warn = (msg, err) => warned.push({ msg, err });
    let done: Attempt[];
    try {
      done = (await Promise.all(takers.map(({ token }, i) => submit(token, attempts[i]!.id)))).map((res) => ok<Attempt>(res));
    } finally {
      lessonsService.completeIn = completeIn;
      service.warn = warn;
    }
    for (const attempt of done) expect(attempt.result).toMatchObject({ scorePercent: 100, passed: true });
    expect(warned).toEqual([{ msg: expect.stringContaining('rolled back') as string, err: expect.objectContaining({ message: 'deadlock detected' }) as Error }]);
    const after = await Promise.all(takers.map(({ username }) => customerRow(t, username)));
    expect(after.map((row, i) => row.points - before[i]!.points)).toEqual([POINTS_PER_LESSON + QUIZ_POINTS_BONUS_MAX, POINTS_PER_LESSON + QUIZ_POINTS_BONUS_MAX]);
    for (const { token } of takers) expect((await lesson(token, quiz.lessonId)).isCompleted).toBe(true);
  });

  it('grades what is stored when the attempt changed between the submit reading and closing it', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-changed-under-submit' });
    const { token, username } = await student(quiz);
    const before = (await customerRow(t, username)).points;
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    // Between the submit's read (no answers) and its close, the answers are saved: its close finds the
    // row changed and writes nothing; the submit grades again under the row's lock, with the answers saved.
    const service = t.services.quizAttempts as unknown as { closeUnchanged: (...args: unknown[]) => Promise<boolean> };
    const close = service.closeUnchanged;
    service.closeUnchanged = async (...args: unknown[]) => {
      await t.database.db.update(quizAttempts).set({ answers: perfectAnswers(quiz.questions) }).where(eq(quizAttempts.id, attempt.id));
      return close.apply(service, args);
    };
    let done: Attempt;
    try {
      done = ok<Attempt>(await submit(token, attempt.id));
    } finally {
      service.closeUnchanged = close;
    }
    expect(done.result).toMatchObject({ scorePercent: 100, passed: true });
    expect(ok<Attempt>(await read(token, attempt.id)).result).toEqual(done.result);
    const me = await customerRow(t, username);
    const [stored] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect([stored!.status, stored!.scorePercent, stored!.customerId]).toEqual(['submitted', 100, me.id]);
    expect(me.points - before).toBe(POINTS_PER_LESSON + QUIZ_POINTS_BONUS_MAX);
  });

  it('completes nothing when a passing attempt changed between the submit reading and closing it (graded again as stored)', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-pass-changed-under-submit' });
    const { token, username } = await student(quiz);
    const before = (await customerRow(t, username)).points;
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    ok(await save(token, attempt.id, perfectAnswers(quiz.questions)));
    // The submit reads a passing attempt; before its transaction closes it, the answers are cleared: the
    // close and the enrolment's touch are rolled back, and the locked path grades what is stored.
    const service = t.services.quizAttempts as unknown as { db: { transaction: (...args: unknown[]) => Promise<unknown> } };
    const transaction = service.db.transaction;
    service.db.transaction = async (...args: unknown[]) => {
      service.db.transaction = transaction;
      await t.database.db.update(quizAttempts).set({ answers: {} }).where(eq(quizAttempts.id, attempt.id));
      return transaction.apply(service.db, args);
    };
    let done: Attempt;
    try {
      done = ok<Attempt>(await submit(token, attempt.id));
    } finally {
      service.db.transaction = transaction;
    }
    expect(done.result).toMatchObject({ scorePercent: 0, passed: false });
    expect((await customerRow(t, username)).points - before).toBe(0);
    expect((await lesson(token, quiz.lessonId)).isCompleted).toBe(false);
  });

  it('refuses a submit with a revoked token (the route checks only the token; the submit checks its version)', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-revoked-submit' });
    const { token, username } = await student(quiz);
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    await t.database.db.update(customers).set({ tokenVersion: sql`${customers.tokenVersion} + 1` }).where(eq(customers.username, username));
    refused(await submit(token, attempt.id), 401, 'AUTH_TOKEN_INVALID');
    refused(await t.request({ method: 'POST', url: `/api/Attempts/${attempt.id}/Submit` }), 401, 'AUTH_REQUIRED');
    const [stored] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(stored!.status).toBe('in_progress');
    // With a token of the current version, the same submit goes through.
    expect(ok<Attempt>(await submit(await tokenFor(t, username), attempt.id)).status).toBe('submitted');
  });

  it('opens one attempt for two starts at once', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-double-start', settings: { attemptsAllowed: 3 } });
    const { token, username } = await student(quiz);
    const started = await Promise.all([start(token, quiz.quizId), start(token, quiz.quizId), start(token, quiz.quizId)]);
    const ids = started.map((r) => ok<Attempt>(r).id);
    expect(new Set(ids).size).toBe(1);
    const me = await customerRow(t, username);
    const rows = await t.database.db.select().from(quizAttempts).where(and(eq(quizAttempts.quizId, quiz.quizId), eq(quizAttempts.customerId, me.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('draws', () => {
  it('adds N random questions of a tag after the fixed ones, never one twice', async () => {
    const tagged = sampleQuestions()
      .slice(0, 4)
      .map((q) => ({ ...q, tags: ['pool-draws'] }));
    const quiz = await makeQuiz(t, { slug: 'quiz-draws', questions: sampleQuestions().slice(0, 2), bank: tagged, settings: { draws: [{ tag: 'pool-draws', count: 3 }] } });
    const { token } = await student(quiz);
    expect((await lesson(token, quiz.lessonId)).quiz!.questionCount).toBe(5);
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    const ids = attempt.questions.map((q) => q.id);
    expect(ids.slice(0, 2)).toEqual(quiz.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(5);
  });
});

describe('certificates', () => {
  it('freeze the final grade (the average of the course’s quiz grades) when the passing quiz finishes the course', async () => {
    const quiz = await makeQuiz(t, { slug: 'quiz-certificate' });
    const { token } = await student(quiz);
    for (const id of quiz.course.lessonIds.slice(0, 2)) {
      await engage(t, token, id);
      ok(await t.request({ method: 'POST', url: `/api/Lessons/${id}/Complete`, token }));
    }
    const attempt = ok<Attempt>(await start(token, quiz.quizId));
    const answers = perfectAnswers(quiz.questions);
    // Everything right but the true/false (1 of 19 points): 94.7 %.
    delete answers[String(quiz.questions[2]!.id)];
    ok(await save(token, attempt.id, answers));
    expect(ok<Attempt>(await submit(token, attempt.id)).result!.scorePercent).toBe(94.7);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.courseId, quiz.course.id));
    expect(row!.gradePercent).toBeCloseTo(94.7, 3);
    const verified = ok<Certificate>(await t.request({ method: 'GET', url: `/api/Certificates/Verify/${row!.code}` }));
    expect(verified.gradePercent).toBe(94.7);
    const mine = ok<{ items: Certificate[] }>(await t.request({ method: 'GET', url: '/api/Certificates', token }));
    expect(mine.items.find((c) => c.code === row!.code)!.gradePercent).toBe(94.7);
  });
});

describe('the demo quizzes', () => {
  it('end two free courses the demo student has not started, and a new learner can pass one', async () => {
    const rows = (
      await t.database.db.execute<{ slug: string; lesson_id: number; quiz_id: number; price: number; questions: number; student_enrolled: boolean }>(sql`
        select c.slug, l.id as lesson_id, q.id as quiz_id, c.price::float8 as price,
               (select count(*)::int from quiz_question_links k where k.quiz_id = q.id) as questions,
               exists (select 1 from enrollments e join customers s on s.id = e.customer_id where s.username = 'student' and e.course_id = c.id) as student_enrolled
        from quizzes q join lessons l on l.id = q.lesson_id join courses c on c.id = l.course_id
        where l.kind = 'quiz' and c.slug in ('lap-trinh-javascript-co-ban', 'python-data-analysis-thai') order by c.slug`)
    ).rows;
    expect(rows.map((r) => [r.slug, r.price, r.questions, r.student_enrolled])).toEqual([
      ['lap-trinh-javascript-co-ban', 0, 6, false],
      ['python-data-analysis-thai', 0, 6, false],
    ]);
    for (const row of rows) {
      const [course] = (await t.database.db.execute<{ id: number }>(sql`select id from courses where slug = ${row.slug}`)).rows;
      const { token } = await student({ course: { id: course!.id } });
      const attempt = ok<Attempt>(await start(token, row.quiz_id));
      expect(attempt).toMatchObject({ number: 1, layout: 'one_per_page' });
      expect(new Set(attempt.questions.map((q) => q.type)).size).toBeGreaterThanOrEqual(5);
      const keyed = await Promise.all(attempt.questions.map(async (q) => rowToKeyedQuestion((await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.id, q.id)))[0]!)));
      ok(await save(token, attempt.id, perfectAnswers(keyed)));
      expect(ok<Attempt>(await submit(token, attempt.id)).result).toMatchObject({ scorePercent: 100, passed: true });
      expect((await lesson(token, row.lesson_id)).isCompleted).toBe(true);
    }
  });
});
