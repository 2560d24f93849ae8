// A quiz's results for its instructor: attempts, the CSV of every answer, the item analysis, a regrade
// after a key is fixed (with mails), and grading essays from the queue.
import { eq } from 'drizzle-orm';
import type { Lesson } from '../../../shared/schemas/courses';
import type { Page } from '../../../shared/schemas/common';
import type { Attempt, EssayQueue, ItemAnalysis, QuizAttemptRow, RegradeResult } from '../../../shared/schemas/quiz';
import { quizQuestions } from '../../db/schema';
import { customerRow, problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { questionData, type KeyedQuestion, type KeyedQuestionOf } from './questionModel';
import { essayQuestion, makeQuiz, perfectAnswers, sampleQuestions, type QuizFixture } from '../../test-support/quizFixtures';

let t: TestApp;
let instructor: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  instructor = await tokenFor(t, 'instructor');
  admin = await tokenFor(t, 'admin');
}, 60_000);
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const ok = <T>(res: Res, status = 200): T => {
  expect([res.statusCode, res.statusCode === status ? '' : res.body]).toEqual([status, '']);
  return res.json<T>();
};
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

let students = 0;
/** A new enrolled student who takes the quiz once with these answers and submits. */
async function takes(quiz: QuizFixture, answers: Record<string, unknown>): Promise<{ token: string; username: string; attempt: Attempt }> {
  students++;
  const username = `results.taker${students}`;
  const { token } = await t.signUp(username);
  ok(await call('POST', `/api/Courses/${quiz.course.id}/Enroll`, token), 201);
  const started = ok<Attempt>(await call('POST', `/api/Quizzes/${quiz.quizId}/Attempts`, token));
  ok(await t.request({ method: 'PUT', url: `/api/Attempts/${started.id}/Answers`, token, payload: { answers } }));
  const attempt = ok<Attempt>(await call('POST', `/api/Attempts/${started.id}/Submit`, token));
  return { token, username, attempt };
}

describe('results of a quiz', () => {
  it('lists the attempts, exports every answer as CSV and analyses each question', async () => {
    const quiz = await makeQuiz(t, { slug: 'results-analysis', questions: sampleQuestions().slice(0, 3) });
    const [single, multiple, trueFalse] = quiz.questions as [KeyedQuestionOf<'single'>, KeyedQuestionOf<'multiple'>, KeyedQuestionOf<'true_false'>];
    const perfect = perfectAnswers(quiz.questions);
    // Five learners: two perfect, one without the true/false, two with the wrong single option '3'.
    await takes(quiz, perfect);
    await takes(quiz, perfect);
    await takes(quiz, { [single.id]: 'b', [multiple.id]: ['p2', 'p3', 'p5'] });
    await takes(quiz, { [single.id]: 'a', [multiple.id]: ['p2'], [trueFalse.id]: true });
    await takes(quiz, { [single.id]: 'a', [trueFalse.id]: false });
    // A preview is not counted anywhere.
    ok(await call('POST', `/api/Attempts/${ok<Attempt>(await call('POST', `/api/Quizzes/${quiz.quizId}/Attempts`, instructor)).id}/Submit`, instructor));

    const page = ok<Page<QuizAttemptRow>>(await call('GET', `/api/Instructor/Quizzes/${quiz.quizId}/Attempts?page=1&pageSize=3`, instructor));
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({ number: 1, status: 'submitted', student: { username: expect.stringMatching(/^results\.taker/) } });
    expect(page.items[0]!.timeTakenSeconds).toBeGreaterThanOrEqual(0);

    const csv = await call('GET', `/api/Instructor/Quizzes/${quiz.quizId}/Attempts/Csv`, instructor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="quiz-\d+-attempts-\d{4}-\d\d-\d\d\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    // A header, then five attempts x three questions.
    expect(lines).toHaveLength(1 + 15);
    expect(lines[0]).toBe('attempt,username,name,number,status,started_at,submitted_at,score_percent,passed,question_id,question_type,question,answer,points,max_points,seconds');
    expect(lines.filter((l) => l.includes(',single,') && l.includes(',3,0,2,'))).toHaveLength(2);
    expect(lines.some((l) => l.includes('2; 3; 5'))).toBe(true);

    const analysis = ok<ItemAnalysis>(await call('GET', `/api/Instructor/Quizzes/${quiz.quizId}/ItemAnalysis`, instructor));
    expect(analysis).toMatchObject({ quizId: quiz.quizId, attempts: 5 });
    const row = (id: number) => analysis.items.find((i) => i.questionId === id)!;
    expect(row(single.id)).toMatchObject({ type: 'single', prompt: '2 + 2?', answered: 5, percentCorrect: 60, mostChosenWrong: { answer: '3', count: 2 }, flag: null });
    // The best attempts got the single right, the worst did not: it discriminates.
    expect(row(single.id).discrimination).toBe(1);
    expect(row(multiple.id)).toMatchObject({ answered: 4, percentCorrect: 75, mostChosenWrong: null });
    expect(row(trueFalse.id)).toMatchObject({ answered: 4, percentCorrect: 75, mostChosenWrong: { answer: 'true', count: 1 } });
    expect(row(single.id).averageSeconds).not.toBeNull();
  });

  it('flags a question nobody or everybody got right, and gives no discrimination under four attempts', async () => {
    const quiz = await makeQuiz(t, { slug: 'results-flags', questions: sampleQuestions().slice(0, 2) });
    const [single, multiple] = quiz.questions;
    for (let i = 0; i < 2; i++) await takes(quiz, { [single!.id]: 'b', [multiple!.id]: ['p4'] });
    const analysis = ok<ItemAnalysis>(await call('GET', `/api/Instructor/Quizzes/${quiz.quizId}/ItemAnalysis`, instructor));
    expect(analysis.items.map((i) => [i.flag, i.discrimination])).toEqual([['everybody_correct', null], ['nobody_correct', null]]);
  });

  it('answers 404 QUIZ_NOT_FOUND to another instructor, 403 to students; admins read any', async () => {
    const quiz = await makeQuiz(t, { slug: 'results-access', instructor: 'admin' });
    const { token: learner } = await t.signUp('results.nosy');
    for (const path of ['Attempts', 'Attempts/Csv', 'ItemAnalysis']) {
      const res = await call('GET', `/api/Instructor/Quizzes/${quiz.quizId}/${path}`, instructor);
      expect([res.statusCode, problemCode(res)]).toEqual([404, 'QUIZ_NOT_FOUND']);
      expect((await call('GET', `/api/Instructor/Quizzes/${quiz.quizId}/${path}`, learner)).statusCode).toBe(403);
    }
    ok(await call('GET', `/api/Instructor/Quizzes/${quiz.quizId}/ItemAnalysis`, admin));
  });
});

describe('regrading', () => {
  it("grades again with a fixed key: results change, the learners who now pass complete the lesson, and are mailed", async () => {
    const wrongKey = sampleQuestions()[0] as Omit<KeyedQuestionOf<'single'>, 'id'>;
    // The author marked '3' correct by mistake.
    const broken = { ...wrongKey, options: wrongKey.options.map((o) => ({ ...o, correct: o.id === 'a' })) };
    const quiz = await makeQuiz(t, { slug: 'results-regrade', questions: [broken], settings: { passMarkPercent: 100 } });
    const right = await takes(quiz, { [quiz.questions[0]!.id]: 'b' });
    const wrong = await takes(quiz, { [quiz.questions[0]!.id]: 'a' });
    expect([right.attempt.result!.passed, wrong.attempt.result!.passed]).toEqual([false, true]);
    const mailsBefore = (await t.mails()).length;

    const fixed = { ...broken, id: quiz.questions[0]!.id, options: wrongKey.options } as KeyedQuestion;
    await t.database.db.update(quizQuestions).set({ data: questionData(fixed), version: 2 }).where(eq(quizQuestions.id, fixed.id));
    const result = ok<RegradeResult>(await call('POST', `/api/Instructor/Quizzes/${quiz.quizId}/Regrade`, instructor));
    expect(result).toEqual({ attempts: 2, changed: 2, notified: 2 });

    const attempt = ok<Attempt>(await call('GET', `/api/Attempts/${right.attempt.id}`, right.token));
    expect(attempt.result).toMatchObject({ scorePercent: 100, passed: true });
    // The order the options were shown in stays.
    expect(attempt.questions[0]!.options!.map((o) => o.id)).toEqual(right.attempt.questions[0]!.options!.map((o) => o.id));
    const lesson = ok<Lesson>(await call('GET', `/api/Lessons/${quiz.lessonId}`, right.token));
    expect(lesson).toMatchObject({ isCompleted: true, quiz: { passed: true, gradePercent: 100 } });
    // The one who had passed by the wrong key fails now; the completion earned stays.
    expect(ok<Attempt>(await call('GET', `/api/Attempts/${wrong.attempt.id}`, wrong.token)).result).toMatchObject({ scorePercent: 0, passed: false });

    const mails = (await t.mails()).slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual([`${right.username}@example.com`, `${wrong.username}@example.com`].sort());
    // Sign-ups default to Thai: the mail is in the learner's language.
    expect(mails.every((m) => m.subject.startsWith('ผลแบบทดสอบ') && m.text.includes('Quiz of results-regrade'))).toBe(true);
    expect(mails.find((m) => m.to.startsWith(right.username))!.text).toContain('100 %');

    // Nothing changes the second time.
    expect(ok<RegradeResult>(await call('POST', `/api/Instructor/Quizzes/${quiz.quizId}/Regrade`, instructor))).toEqual({ attempts: 2, changed: 0, notified: 0 });
  });
});

describe('essays', () => {
  it('wait in the queue; a grade within the points finalises the attempt and a pass completes the lesson', async () => {
    const quiz = await makeQuiz(t, { slug: 'results-essay', questions: [sampleQuestions()[0]!, essayQuestion(8)], settings: { passMarkPercent: 60 } });
    const [single, essay] = quiz.questions;
    const { token, username, attempt } = await takes(quiz, { [single!.id]: 'b', [essay!.id]: 'Because it compounds.' });
    expect(attempt).toMatchObject({ status: 'pending_review', result: { scorePercent: null, passed: null, points: 2, maxPoints: 10 } });
    expect(ok<Lesson>(await call('GET', `/api/Lessons/${quiz.lessonId}`, token))).toMatchObject({ isCompleted: false, quiz: { gradePercent: null } });

    const queue = ok<EssayQueue>(await call('GET', `/api/Instructor/EssayQueue?quizId=${quiz.quizId}`, instructor));
    expect(queue.items).toEqual([
      expect.objectContaining({ attemptId: attempt.id, questionId: essay!.id, answer: 'Because it compounds.', maxPoints: 8, guidance: 'Look for a reason.', quiz: { id: quiz.quizId, title: 'Quiz of results-essay' } }),
    ]);
    expect(ok<EssayQueue>(await call('GET', '/api/Instructor/EssayQueue', instructor)).items.some((i) => i.attemptId === attempt.id)).toBe(true);
    expect(ok<EssayQueue>(await call('GET', '/api/Instructor/EssayQueue', admin)).items.some((i) => i.attemptId === attempt.id)).toBe(false);

    const grade = (points: number, questionId = essay!.id) => call('POST', `/api/Instructor/Attempts/${attempt.id}/Questions/${questionId}/Grade`, instructor, { points, comment: 'Good reason.' });
    for (const [res, status] of [[await grade(9), 400], [await grade(1, single!.id), 400]] as const) expect([res.statusCode, problemCode(res)]).toEqual([status, 'QUIZ_GRADE_INVALID']);
    const mailsBefore = (await t.mails()).length;
    const graded = ok<QuizAttemptRow>(await grade(5));
    expect(graded).toMatchObject({ status: 'submitted', scorePercent: 70, passed: true });
    // The learner is told, in their language (sign-ups default to Thai), with the grade.
    const told = (await t.mails()).slice(mailsBefore);
    expect(told.map((m) => m.to)).toEqual([`${username}@example.com`]);
    expect(told[0]!.subject).toBe('ผู้สอนให้คะแนนเรียงความของคุณใน "Quiz of results-essay" แล้ว');
    expect(told[0]!.text).toContain('70 %');
    const again = await grade(5);
    expect([again.statusCode, problemCode(again)]).toEqual([409, 'QUIZ_GRADE_INVALID']);

    const seen = ok<Attempt>(await call('GET', `/api/Attempts/${attempt.id}`, token));
    expect(seen.result!.questions.find((f) => f.questionId === essay!.id)).toMatchObject({ points: 5, comment: 'Good reason.' });
    expect(ok<Lesson>(await call('GET', `/api/Lessons/${quiz.lessonId}`, token))).toMatchObject({ isCompleted: true, quiz: { gradePercent: 70, passed: true } });
    expect(ok<EssayQueue>(await call('GET', `/api/Instructor/EssayQueue?quizId=${quiz.quizId}`, instructor)).items).toEqual([]);
    const me = await customerRow(t, 'instructor');
    expect(me.role).toBe('instructor');
  });
});
