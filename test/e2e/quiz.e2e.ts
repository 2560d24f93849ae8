// Quizzes in Chromium against the real server (Thai UI): the demo instructor builds a quiz of five kinds
// in the course editor (two written in the question dialog, three imported from a Moodle GIFT file) with
// a two-minute limit and a minute's wait after a failed attempt; an admin publishes the course; a student
// fails the quiz, waits the cooldown out, passes it and gets the course's certificate with the grade; the
// instructor finds both attempts and the item analysis in the quiz results.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { EditableCourse, EditableLesson } from '../../src/shared/schemas/studio';
import type { EditableQuiz, ItemAnalysis } from '../../src/shared/schemas/quiz';
import { freshPagePerTest, screenshot } from './support/browser';
import { createUser, exact, logInThroughUi, tr, trackProblems, uniqueName, type PageProblems } from './support/helpers';
import { allSaved, apiAs, DEMO_ADMIN, DEMO_INSTRUCTOR, signedInElsewhere } from './support/people';

jest.setTimeout(400_000);

const ADMIN = DEMO_ADMIN;
const INSTRUCTOR = DEMO_INSTRUCTOR;

let browser: Browser;
let page: Page;
let problems: PageProblems;
const contexts: BrowserContext[] = [];

freshPagePerTest(async (current) => {
  ({ browser, page } = current);
  problems = await trackProblems(page);
});

afterEach(async () => {
  while (contexts.length > 0) await contexts.pop()!.close();
});

const th = (key: string, values: Record<string, string | number> = {}) => tr('th', key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));

/** Answers the attempt's five questions (shown one per page, in the quiz's order) and submits. */
async function answerAndSubmit(student: Page, right: boolean): Promise<void> {
  const next = () => student.getByRole('button', { name: exact(th('QUIZ.NEXT')) }).click();
  // 1. single choice
  await student.getByRole('radio', { name: right ? '4' : '3', exact: true }).check();
  await next();
  // 2. true or false
  await student.getByRole('radio', { name: th(right ? 'QUIZ.TRUE' : 'QUIZ.FALSE'), exact: true }).check();
  await next();
  // 3. short answer (imported)
  await student.getByRole('textbox', { name: th('QUIZ.YOUR_ANSWER') }).fill(right ? 'กรุงเทพ' : 'เชียงใหม่');
  await next();
  // 4. a number (imported)
  await student.getByRole('textbox', { name: th('QUIZ.YOUR_NUMBER') }).fill(right ? '42' : '41');
  await next();
  // 5. matching (imported): each fruit with its colour, or all crossed
  const pairs = right ? { กล้วย: 'เหลือง', มะนาว: 'เขียว', สตรอว์เบอร์รี: 'แดง' } : { กล้วย: 'แดง', มะนาว: 'เหลือง', สตรอว์เบอร์รี: 'เขียว' };
  for (const [fruit, colour] of Object.entries(pairs)) await student.getByLabel(fruit, { exact: true }).selectOption({ label: colour });
  await student.getByText(exact(th('QUIZ.SAVED'))).first().waitFor();
  await student.getByRole('button', { name: exact(th('QUIZ.SUBMIT')) }).first().click();
  await student.getByRole('dialog').getByRole('button', { name: exact(th('QUIZ.SUBMIT_NOW')) }).click();
  await student.getByText(th('QUIZ.RESULT_TITLE')).first().waitFor();
}

it('an instructor builds a timed quiz of five kinds; a student fails, waits out the cooldown, passes and gets a certificate with the grade; the instructor sees both attempts and the item analysis', async () => {
  // The course around the quiz, through the API (writing a course is studio.e2e's journey): free, one section, one quiz lesson.
  await logInThroughUi(page, INSTRUCTOR, '/instructor/dashboard');
  const title = `แบบทดสอบความรู้รอบตัว ${uniqueName('q').slice(-6)}`;
  const created = await apiAs<EditableCourse>(page, 'POST', '/api/Instructor/Courses', { title, language: 'th', categoryId: 1 });
  expect(created.status).toBe(201);
  const courseId = created.body.id;
  const { sections: _sections, id: _id, slug: _slug, status: _status, hasDraftChanges: _d, review: _r, version, updatedAt: _u, publishedAt: _p, ...fields } = created.body;
  const filled = await apiAs<EditableCourse>(
    page,
    'PUT',
    `/api/Instructor/Courses/${courseId}`,
    { ...fields, subtitle: 'ทดสอบความรู้ทั่วไปห้าข้อ', description: 'แบบทดสอบสั้น ๆ ที่มีคำถามหลายแบบ', outcomes: ['ตอบคำถามได้หลายแบบ'], requirements: [], isFree: true, prices: {} },
    { 'if-match': String(version) },
  );
  expect(filled.status).toBe(200);
  const section = await apiAs<{ id: number }>(page, 'POST', `/api/Instructor/Courses/${courseId}/Sections`, { title: 'บทเดียว' });
  expect(section.status).toBe(201);
  const lesson = await apiAs<EditableLesson>(page, 'POST', `/api/Instructor/Sections/${section.body.id}/Lessons`, { title: 'แบบทดสอบท้ายบท', kind: 'quiz' });
  expect(lesson.status).toBe(201);
  const quizId = lesson.body.quizId!;
  expect(quizId).toBeGreaterThan(0);

  // 1. In the course editor: the quiz lesson opens beside the outline with its quiz editor.
  await page.goto(`/instructor/courses/${courseId}/edit`);
  await page.getByRole('button', { name: /^\s*แบบทดสอบท้ายบท/ }).first().click();
  await page.getByRole('heading', { name: th('QUIZ_EDITOR.SETTINGS.HEADING') }).waitFor();

  // Two questions written in the dialog: single choice and true or false.
  await page.getByRole('button', { name: exact(th('QUIZ_EDITOR.ADD_QUESTION')) }).click();
  await page.getByRole('menuitem', { name: exact(th('QUIZ_EDITOR.TYPE.SINGLE')) }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: th('QUIZ_EDITOR.Q.PROMPT') }).click();
  await page.keyboard.type('2 + 2 เท่ากับเท่าไร');
  await dialog.getByLabel(th('QUIZ_EDITOR.Q.OPTION_N', { n: 1 }), { exact: true }).fill('3');
  await dialog.getByLabel(th('QUIZ_EDITOR.Q.OPTION_N', { n: 2 }), { exact: true }).fill('4');
  await dialog.getByRole('radio', { name: th('QUIZ_EDITOR.Q.CORRECT_N', { n: 2 }) }).check();
  await dialog.getByRole('button', { name: exact(th('QUIZ_EDITOR.Q.SAVE')) }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: exact(th('QUIZ_EDITOR.ADD_QUESTION')) }).click();
  await page.getByRole('menuitem', { name: exact(th('QUIZ_EDITOR.TYPE.TRUE_FALSE')) }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: th('QUIZ_EDITOR.Q.PROMPT') }).click();
  await page.keyboard.type('ดวงอาทิตย์ขึ้นทางทิศตะวันออก');
  await dialog.getByRole('radio', { name: th('QUIZ_EDITOR.Q.TRUE'), exact: true }).check();
  await dialog.getByRole('button', { name: exact(th('QUIZ_EDITOR.Q.SAVE')) }).click();
  await dialog.waitFor({ state: 'detached' });

  // Three imported from a Moodle GIFT file: short answer, a number, matching.
  const giftFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-e2e-')), 'questions.gift');
  fs.writeFileSync(
    giftFile,
    ['::เมืองหลวง:: เมืองหลวงของประเทศไทยคือ {=กรุงเทพ =กรุงเทพมหานคร}', '', '::บวก:: 12 + 30 เท่ากับเท่าไร {#42:0}', '', '::สี:: จับคู่ผลไม้กับสีของมัน {=กล้วย -> เหลือง =มะนาว -> เขียว =สตรอว์เบอร์รี -> แดง}', ''].join('\n'),
  );
  await page.getByRole('button', { name: exact(th('QUIZ_EDITOR.IMPORT.OPEN')) }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file').setInputFiles(giftFile);
  await dialog.getByRole('button', { name: exact(th('QUIZ_EDITOR.IMPORT.SEND')) }).click();
  await dialog.getByText(th('QUIZ_EDITOR.IMPORT.IMPORTED', { count: 3 })).waitFor();
  await dialog.getByRole('button', { name: exact(th('QUIZ_EDITOR.CLOSE')) }).click();
  await page.getByText(th('QUIZ_EDITOR.QUESTIONS_HEADING', { count: 5 })).waitFor();

  // A two-minute limit and a minute's wait after a failed attempt, autosaved.
  await page.getByRole('switch', { name: th('QUIZ_EDITOR.SETTINGS.TIME_LIMIT'), exact: true }).check();
  await page.getByLabel(th('QUIZ_EDITOR.SETTINGS.TIME_LIMIT_MINUTES')).fill('2');
  await page.getByLabel(th('QUIZ_EDITOR.SETTINGS.COOLDOWN_MINUTES')).fill('1');
  const wanted = { time: 120, cooldown: 60, types: ['single', 'true_false', 'short', 'numeric', 'matching'] };
  const savedQuiz = async () => {
    const q = (await apiAs<EditableQuiz>(page, 'GET', `/api/Instructor/Quizzes/${quizId}`)).body;
    return { time: q.timeLimitSeconds, cooldown: q.cooldownSeconds, types: q.questions.map((x) => x.type) };
  };
  // Autosave waits a moment after the last keystroke: read until the server has it (or 20 s).
  let stored = await savedQuiz();
  for (let tries = 0; tries < 40 && JSON.stringify(stored) !== JSON.stringify(wanted); tries++) {
    await page.waitForTimeout(500);
    stored = await savedQuiz();
  }
  expect(stored).toEqual(wanted);
  await allSaved(page);
  await screenshot(page, 'quiz-1-editor');

  // 2. Submitted; an admin publishes it.
  expect((await apiAs(page, 'POST', `/api/Instructor/Courses/${courseId}/Submit`)).status).toBe(200);
  const admin = await signedInElsewhere(browser, contexts, ADMIN, '/admin/course-reviews');
  expect((await apiAs(admin, 'POST', `/api/Admin/Courses/${courseId}/Approve`)).status).toBe(200);

  // 3. A student enrols and opens the quiz: two minutes on the clock.
  const student = await signedInElsewhere(browser, contexts, await createUser('quiz'), '/student/dashboard', { viewport: { width: 390, height: 844 } });
  expect((await apiAs(student, 'POST', `/api/Courses/${courseId}/Enroll`)).status).toBeLessThan(300);
  await student.goto(`/learn/${courseId}/${lesson.body.id}`);
  await student.getByRole('button', { name: exact(th('QUIZ.START')) }).click();
  await student.getByText(th('QUIZ.QUESTION_OF', { n: 1, count: 5 })).first().waitFor();
  const clock = await student.getByTestId('quiz-timer').first().textContent();
  const [minutes, seconds] = /(\d+):(\d{2})/.exec(clock ?? '')!.slice(1).map(Number) as [number, number];
  expect(minutes * 60 + seconds).toBeLessThanOrEqual(120);
  expect(minutes * 60 + seconds).toBeGreaterThan(60);
  await screenshot(student, 'quiz-2-attempt-mobile');

  // Every answer wrong: not passed, and the next attempt waits a minute.
  await answerAndSubmit(student, false);
  await student.getByText(th('QUIZ.RESULT_FAILED', { mark: 80 })).first().waitFor();
  const tryAgain = student.getByRole('button', { name: exact(th('QUIZ.TRY_AGAIN')) }).first();
  await expect(tryAgain.isDisabled()).resolves.toBe(true);
  await student.getByTestId('quiz-result-cooldown').waitFor();
  await screenshot(student, 'quiz-3-failed-cooldown-mobile');

  // After the wait, a new attempt; every answer right: passed, the lesson and so the course complete.
  await student.getByTestId('quiz-result-cooldown').waitFor({ state: 'detached', timeout: 90_000 });
  await expect(tryAgain.isEnabled()).resolves.toBe(true);
  await tryAgain.click();
  await student.getByText(th('QUIZ.QUESTION_OF', { n: 1, count: 5 })).first().waitFor();
  await answerAndSubmit(student, true);
  await student.getByText(th('QUIZ.LESSON_COMPLETE')).first().waitFor();
  await screenshot(student, 'quiz-4-passed-mobile');
  await student.getByRole('link', { name: exact(th('QUIZ.VIEW_CERTIFICATE')) }).click();
  await student.waitForURL(/\/certificates\//);
  await student.getByTestId('certificate-grade').waitFor();
  await expect(student.getByTestId('certificate-grade').textContent()).resolves.toMatch(/100\s?%/);
  await screenshot(student, 'quiz-5-certificate-mobile');

  // 4. The instructor's results: both attempts, and the item analysis of the five questions.
  await page.goto('/instructor/quiz');
  await page.getByRole('link', { name: 'แบบทดสอบท้ายบท' }).first().click();
  await page.waitForURL(new RegExp(`/instructor/quiz/${quizId}$`));
  const attempts = page.getByRole('table', { name: th('INSTRUCTOR.QUIZ.TAB_ATTEMPTS') });
  await attempts.getByRole('row').nth(2).waitFor();
  await expect(attempts.getByRole('row').count()).resolves.toBe(3);
  await page.getByRole('tab', { name: th('INSTRUCTOR.QUIZ.TAB_ANALYSIS') }).click();
  const items = page.getByRole('table', { name: th('INSTRUCTOR.QUIZ.TAB_ANALYSIS') });
  await items.getByRole('row').nth(5).waitFor();
  await expect(items.getByRole('row').count()).resolves.toBe(6);
  await screenshot(page, 'quiz-6-item-analysis');
  const analysis = (await apiAs<ItemAnalysis>(page, 'GET', `/api/Instructor/Quizzes/${quizId}/ItemAnalysis`)).body;
  expect(analysis.attempts).toBe(2);
  expect(analysis.items.map((i) => [i.type, i.answered, i.percentCorrect])).toEqual([
    ['single', 2, 50],
    ['true_false', 2, 50],
    ['short', 2, 50],
    ['numeric', 2, 50],
    ['matching', 2, 50],
  ]);
  expect(analysis.items[0]!.mostChosenWrong).toMatchObject({ answer: '3', count: 1 });

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});
