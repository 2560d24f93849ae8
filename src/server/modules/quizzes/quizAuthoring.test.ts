import { eq, sql } from 'drizzle-orm';
import { API_ROUTES, apiPath } from '../../../shared/apiPaths';
import { QUIZ_DEFAULT_ATTEMPTS, QUIZ_DEFAULT_PASS_MARK, QUIZ_IMPORT_MAX_BYTES } from '../../../shared/constants';
import type { Page, Problem } from '../../../shared/schemas/common';
import type { EditableQuiz, InstructorQuizList, QuestionInput, QuestionTags, QuizImportResult, QuizOverrideList, QuizQuestion, QuizUpdateRequest } from '../../../shared/schemas/quiz';
import type { EditableCourse, EditableLesson, EditableSection } from '../../../shared/schemas/studio';
import { customers, enrollments, quizAttempts, quizzes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, fileForm, makeImage, problemCode, studioCast, tokenFor, uploadImage } from '../../test-support/fixtures';

let t: TestApp;
let instructor: string;
let admin: string;
let student: string;
let other: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ instructor, admin, student, other, categoryId } = await studioCast(t, 'quiz.other'));
}, 120_000);
afterAll(() => t?.close());

type Params = Record<string, number | string>;
function api(name: keyof typeof API_ROUTES, params: Params = {}, query = ''): string {
  return `/api${apiPath(API_ROUTES[name] as string, params as never)}${query}`;
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.request({ method, url, token, headers, ...(payload ? { payload } : {}) });

async function course(token = instructor, title = 'Quiz course'): Promise<{ course: EditableCourse; section: EditableSection }> {
  const res = await send('POST', api('instructorCourses'), token, { title, language: 'en', categoryId });
  expect(res.statusCode).toBe(201);
  const c = res.json<EditableCourse>();
  const s = await send('POST', api('instructorCourseSections', { id: c.id }), token, { title: 'Part one' });
  return { course: c, section: s.json<EditableSection>() };
}

async function quizLesson(token: string, sectionId: number, title = 'Check yourself'): Promise<EditableLesson & { quizId: number }> {
  const res = await send('POST', api('instructorSectionLessons', { id: sectionId }), token, { title, kind: 'quiz' });
  expect(res.statusCode).toBe(201);
  const lesson = res.json<EditableLesson>();
  expect(lesson.quizId).toEqual(expect.any(Number));
  return lesson as EditableLesson & { quizId: number };
}

async function newQuiz(token = instructor): Promise<{ quizId: number; courseId: number; lessonId: number }> {
  const { course: c, section } = await course(token);
  const lesson = await quizLesson(token, section.id);
  return { quizId: lesson.quizId, courseId: c.id, lessonId: lesson.id };
}

const base = { points: 1, explanation: '', image: null, tags: [] as string[] };
const single = (prompt = 'Capital of Thailand?', tags: string[] = []): QuestionInput => ({
  ...base,
  tags,
  type: 'single',
  prompt: `<p>${prompt}</p>`,
  options: [{ text: 'Bangkok', correct: true }, { text: 'Hanoi', correct: false }],
});

async function addQuestion(token: string, quizId: number, input: QuestionInput): Promise<QuizQuestion> {
  const res = await send('POST', api('instructorQuizQuestions', { quizId }), token, input);
  expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
  return res.json<QuizQuestion>();
}

async function getQuiz(token: string, quizId: number): Promise<EditableQuiz> {
  const res = await send('GET', api('instructorQuiz', { quizId }), token);
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).toBe(`"${res.json<EditableQuiz>().version}"`);
  return res.json<EditableQuiz>();
}

function settingsOf(q: EditableQuiz, patch: Partial<QuizUpdateRequest> = {}): QuizUpdateRequest {
  const { timeLimitSeconds, attemptsAllowed, cooldownSeconds, passMarkPercent, gradingMethod, shuffleQuestions, shuffleOptions, feedbackMode, showCorrectAnswers, layout, draws } = q;
  return { timeLimitSeconds, attemptsAllowed, cooldownSeconds, passMarkPercent, gradingMethod, shuffleQuestions, shuffleOptions, feedbackMode, showCorrectAnswers, layout, draws, questionIds: q.questions.map((x) => x.id), ...patch };
}

const putQuiz = (token: string, q: EditableQuiz, patch: Partial<QuizUpdateRequest> = {}, ifMatch: string | null = `"${q.version}"`) =>
  send('PUT', api('instructorQuiz', { quizId: q.id }), token, settingsOf(q, patch), ifMatch === null ? {} : { 'if-match': ifMatch });

describe('a quiz lesson has a quiz', () => {
  it('is created with the lesson, with the default settings, and named in every authoring answer', async () => {
    const { course: c, section } = await course();
    const text = await send('POST', api('instructorSectionLessons', { id: section.id }), instructor, { title: 'Read me', kind: 'text' });
    expect(text.json<EditableLesson>().quizId).toBeUndefined();
    const lesson = await quizLesson(instructor, section.id, 'Unit quiz');
    const quiz = await getQuiz(instructor, lesson.quizId);
    expect(quiz).toEqual({
      id: lesson.quizId, lessonId: lesson.id, courseId: c.id, title: 'Unit quiz', version: 1, questions: [], drawPool: [], maxPoints: 0, attemptCount: 0,
      timeLimitSeconds: null, attemptsAllowed: QUIZ_DEFAULT_ATTEMPTS, cooldownSeconds: 0, passMarkPercent: QUIZ_DEFAULT_PASS_MARK, gradingMethod: 'highest',
      shuffleQuestions: false, shuffleOptions: false, feedbackMode: 'submit', showCorrectAnswers: 'after_submit', layout: 'one_per_page', draws: [],
    });
    const full = await send('GET', api('instructorCourse', { id: c.id }), instructor);
    const lessons = full.json<EditableCourse>().sections[0]!.lessons;
    expect(lessons.map((l) => [l.kind, l.quizId])).toEqual([['text', undefined], ['quiz', lesson.quizId]]);
    // Renaming the lesson renames the quiz; the lesson's own answers keep naming its quiz.
    const renamed = await send('PUT', api('instructorLesson', { id: lesson.id }), instructor, { title: 'Final quiz', duration: 0, isPreview: false, body: '', video: null }, { 'if-match': '1' });
    expect(renamed.json<EditableLesson>()).toMatchObject({ title: 'Final quiz', quizId: lesson.quizId });
    expect((await getQuiz(instructor, lesson.quizId)).title).toBe('Final quiz');
    const section2 = await send('PUT', api('instructorSection', { id: section.id }), instructor, { title: 'Renamed' }, { 'if-match': '1' });
    expect(section2.json<EditableSection>().lessons.find((l) => l.id === lesson.id)?.quizId).toBe(lesson.quizId);
  });

  it('goes with its lesson for good: removed from a draft course, or from a published course once the revision is applied', async () => {
    const db = t.database.db;
    const exists = async (quizId: number) => (await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId))).length === 1;
    // A course nobody sees: the live rows change at once.
    const draft = await newQuiz();
    const me = await customerRow(t, 'student');
    await db.insert(quizAttempts).values({ quizId: draft.quizId, customerId: me.id, number: 1, questions: [] });
    expect((await send('DELETE', api('instructorLesson', { id: draft.lessonId }), instructor)).statusCode).toBe(204);
    expect(await exists(draft.quizId)).toBe(false);
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from quiz_attempts where quiz_id = ${draft.quizId}`);
    expect(rows[0]!.n).toBe(0);

    // A published course: its revision removes the quiz lesson, the quiz lives until the revision is applied.
    const svc = t.services.authoring;
    const who = await customerRow(t, 'instructor');
    const adminRow = await customerRow(t, 'admin');
    const { course: c, section } = await course(instructor, 'Published quiz course');
    const live = await quizLesson(instructor, section.id, 'Live quiz');
    await send('POST', api('instructorSectionLessons', { id: section.id }), instructor, { title: 'Reading', kind: 'text' });
    const { id: _id, slug: _s, status: _st, hasDraftChanges: _h, review: _r, version, sections: _sec, updatedAt: _u, publishedAt: _p, ...fields } = await svc.get(who, c.id);
    await svc.updateFields(who, c.id, version, { ...fields, isFree: true });
    await svc.submit(who, c.id);
    await svc.approve(adminRow, c.id);
    // Added in the revision, then the revision discarded: gone for good.
    const added = await quizLesson(instructor, section.id, 'Draft quiz');
    expect(await exists(added.quizId)).toBe(true);
    await svc.discardDraft(who, c.id);
    expect(await exists(added.quizId)).toBe(false);
    // Removed in the revision: still live until the admin approves it.
    expect((await send('DELETE', api('instructorLesson', { id: live.id }), instructor)).statusCode).toBe(204);
    expect(await exists(live.quizId)).toBe(true);
    await svc.submit(who, c.id);
    await svc.approve(adminRow, c.id);
    expect(await exists(live.quizId)).toBe(false);
  });
});

describe('quiz settings and questions', () => {
  it('adds questions of every shape, edits settings and order with If-Match, and refuses what does not hold together', async () => {
    const { quizId } = await newQuiz();
    const q1 = await addQuestion(instructor, quizId, single('First?', ['geo']));
    expect(q1).toMatchObject({ type: 'single', version: 1, usedBy: 1, prompt: '<p>First?</p>', tags: ['geo'] });
    expect(q1.type === 'single' && q1.options.every((o) => /^[0-9a-z]{8}$/.test(o.id!))).toBe(true);
    const q2 = await addQuestion(instructor, quizId, { ...base, points: 2, type: 'multiple', scoring: 'partial', prompt: '<p>Primes?</p>', options: [{ text: '2', correct: true }, { text: '3', correct: true }, { text: '4', correct: false }] });
    expect(q2).toMatchObject({ type: 'multiple', scoring: 'partial', prompt: '<p>Primes?</p>' });
    const q3 = await addQuestion(instructor, quizId, { ...base, type: 'essay', prompt: 'Why?', guidance: '<p>Two reasons</p>', minWords: 20 });
    let quiz = await getQuiz(instructor, quizId);
    expect(quiz.version).toBe(4);
    expect(quiz.questions.map((q) => q.id)).toEqual([q1.id, q2.id, q3.id]);
    expect(quiz.maxPoints).toBe(4);

    // Wrong shapes: 400 with a code.
    const bad = async (input: object, code: string, detail?: RegExp) => {
      const res = await send('POST', api('instructorQuizQuestions', { quizId }), instructor, input);
      expect([res.statusCode, problemCode(res)]).toEqual([400, code]);
      if (detail) expect(res.json<Problem>().detail).toMatch(detail);
    };
    await bad({ ...base, type: 'riddle', prompt: 'x' }, 'VALIDATION_FAILED');
    await bad({ ...base, type: 'multiple', prompt: 'x', options: [{ text: 'a', correct: true }] }, 'VALIDATION_FAILED');
    await bad({ ...single(), options: [{ text: 'a', correct: true }, { text: 'b', correct: true }] }, 'QUIZ_QUESTION_INVALID', /exactly one correct/);
    await bad({ ...base, type: 'fill_blanks', prompt: 'The [[1]] sat.', blanks: [{ accepted: ['cat'] }, { accepted: ['mat'] }], matching: { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false } }, 'QUIZ_QUESTION_INVALID', /\[\[1\]\] to \[\[2\]\]/);
    await bad({ ...single(), image: 'not-uploaded.png' }, 'QUIZ_QUESTION_INVALID', /Upload the picture first/);
    expect((await getQuiz(instructor, quizId)).version).toBe(4);

    // Settings and the order.
    expect((await putQuiz(instructor, quiz, {}, null)).statusCode).toBe(428);
    const saved = await putQuiz(instructor, quiz, { passMarkPercent: 60, attemptsAllowed: null, timeLimitSeconds: 600, gradingMethod: 'average', layout: 'all_on_one', questionIds: [q3.id, q1.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"5"');
    expect(saved.json<EditableQuiz>()).toMatchObject({ version: 5, passMarkPercent: 60, attemptsAllowed: null, timeLimitSeconds: 600, gradingMethod: 'average', layout: 'all_on_one' });
    expect(saved.json<EditableQuiz>().questions.map((q) => q.id)).toEqual([q3.id, q1.id]);
    const stale = await putQuiz(instructor, quiz, { passMarkPercent: 90 });
    expect([stale.statusCode, problemCode(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    expect(stale.json<Problem>()).toMatchObject({ currentVersion: 5, current: { passMarkPercent: 60 } });
    quiz = saved.json<EditableQuiz>();
    const refused = async (patch: Partial<QuizUpdateRequest>, detail: RegExp) => {
      const res = await putQuiz(instructor, quiz, patch);
      expect([res.statusCode, problemCode(res)]).toEqual([400, 'QUIZ_SETTINGS_INVALID']);
      expect(res.json<Problem>().detail).toMatch(detail);
    };
    await refused({ questionIds: [q1.id, q1.id] }, /listed twice/);
    const theirs = await newQuiz(other);
    const foreign = await addQuestion(other, theirs.quizId, single('Theirs?'));
    await refused({ questionIds: [q1.id, foreign.id] }, new RegExp(`Question ${foreign.id} is not in the question bank`));
    await refused({ draws: [{ tag: 'geo', count: 2 }] }, /"geo" asks for 2 questions; the bank has \d+ with that tag/);
    const geoCount = (await send('GET', api('instructorQuestions', {}, '?tag=geo&pageSize=1'), instructor)).json<Page<QuizQuestion>>().total;
    const drawn = await putQuiz(instructor, quiz, { draws: [{ tag: 'geo', count: geoCount }] });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json<EditableQuiz>()).toMatchObject({ drawPool: [{ tag: 'geo', available: geoCount }], draws: [{ tag: 'geo', count: geoCount }] });
    expect(drawn.json<EditableQuiz>().maxPoints).toBe(2 + geoCount);
  });

  it('edits a bank question with If-Match, keeping the option ids sent back, and removes it from its quizzes', async () => {
    const { quizId } = await newQuiz();
    const q = await addQuestion(instructor, quizId, single('Edit me?'));
    if (q.type !== 'single') throw new Error('type');
    const url = api('instructorQuestion', { id: q.id });
    const input: QuestionInput = { ...base, type: 'single', prompt: '<p>Edited?</p>', options: [{ id: q.options[1]!.id, text: 'Hanoi', correct: false }, { id: q.options[0]!.id, text: 'Bangkok', correct: true }, { text: 'Manila', correct: false }] };
    expect((await send('PUT', url, instructor, input)).statusCode).toBe(428);
    const edited = await send('PUT', url, instructor, input, { 'if-match': '1' });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).toBe('"2"');
    const after = edited.json<QuizQuestion>();
    if (after.type !== 'single') throw new Error('type');
    expect(after).toMatchObject({ version: 2, prompt: '<p>Edited?</p>', usedBy: 1 });
    expect(after.options.slice(0, 2).map((o) => o.id)).toEqual([q.options[1]!.id, q.options[0]!.id]);
    expect(after.options[2]!.id).toMatch(/^[0-9a-z]{8}$/);
    expect(q.options.map((o) => o.id)).not.toContain(after.options[2]!.id);
    const stale = await send('PUT', url, instructor, input, { 'if-match': '1' });
    expect([stale.statusCode, problemCode(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    expect(stale.json<Problem>()).toMatchObject({ currentVersion: 2, current: { prompt: '<p>Edited?</p>' } });
    // Another instructor's question is no question at all.
    expect(problemCode(await send('PUT', url, other, input, { 'if-match': '2' }))).toBe('QUIZ_QUESTION_NOT_FOUND');
    expect(problemCode(await send('DELETE', url, other))).toBe('QUIZ_QUESTION_NOT_FOUND');
    // An admin may edit it.
    expect((await send('PUT', url, admin, { ...input, prompt: 'By admin' }, { 'if-match': '2' })).statusCode).toBe(200);

    const before = await getQuiz(instructor, quizId);
    expect((await send('DELETE', url, instructor)).statusCode).toBe(204);
    const quiz = await getQuiz(instructor, quizId);
    expect(quiz.questions).toEqual([]);
    expect(quiz.version).toBe(before.version + 1);
    expect(problemCode(await send('DELETE', url, instructor))).toBe('QUIZ_QUESTION_NOT_FOUND');
  });

  it("keeps other instructors' quizzes and students out", async () => {
    const { quizId } = await newQuiz();
    const routes: [string, string, object?][] = [
      ['GET', api('instructorQuiz', { quizId })],
      ['POST', api('instructorQuizQuestions', { quizId }), single()],
      ['GET', api('instructorQuizExport', { quizId }, '?format=csv')],
      ['GET', api('instructorQuizOverrides', { quizId })],
      ['PUT', api('instructorQuizOverrides', { quizId }), { username: 'student', extraTimeSeconds: 60, extraAttempts: 1 }],
      ['DELETE', api('instructorQuizOverride', { quizId, username: 'student' })],
    ];
    for (const [method, url, payload] of routes) {
      const theirs = await send(method as 'GET', url, other, payload);
      expect([method, url, theirs.statusCode, problemCode(theirs)]).toEqual([method, url, 404, 'QUIZ_NOT_FOUND']);
      const learner = await send(method as 'GET', url, student, payload);
      expect([method, url, learner.statusCode, problemCode(learner)]).toEqual([method, url, 403, 'FORBIDDEN']);
    }
    const put = await send('PUT', api('instructorQuiz', { quizId }), other, settingsOf(await getQuiz(instructor, quizId)), { 'if-match': '1' });
    expect(problemCode(put)).toBe('QUIZ_NOT_FOUND');
    expect((await send('GET', api('instructorQuiz', { quizId: 2_000_000_000 }), admin)).statusCode).toBe(404);
    expect((await send('GET', api('instructorQuiz', { quizId }), admin)).statusCode).toBe(200);
    expect((await send('GET', api('instructorQuizzes'), student)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api('instructorQuizzes') })).statusCode).toBe(401);
  });
});

describe('the question bank', () => {
  it('lists the caller\'s questions by tag, search and type, a page at a time, and their tags', async () => {
    await t.signUp('bank.owner');
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, 'bank.owner'));
    const owner = await tokenFor(t, 'bank.owner');
    const { quizId } = await newQuiz(owner);
    for (let i = 0; i < 5; i++) await addQuestion(owner, quizId, single(`Question ${i} 100%_done`, i % 2 ? ['odd', 'all'] : ['all']));
    await addQuestion(owner, quizId, { ...base, type: 'true_false', prompt: '<p>True?</p>', correct: true, tags: ['tf'] });
    const list = async (query: string) => (await send('GET', api('instructorQuestions', {}, query), owner)).json<Page<QuizQuestion>>();
    const first = await list('?pageSize=4');
    expect([first.total, first.items.length, first.page, first.pageSize]).toEqual([6, 4, 1, 4]);
    expect(first.items[0]!.prompt).toBe('<p>True?</p>');
    expect((await list('?pageSize=4&page=2')).items).toHaveLength(2);
    expect((await list('?pageSize=4&page=9')).total).toBe(6);
    expect((await list('?tag=odd')).items.map((q) => q.prompt)).toEqual(['<p>Question 3 100%_done</p>', '<p>Question 1 100%_done</p>']);
    expect((await list('?type=true_false')).total).toBe(1);
    expect((await list('?search=question 2')).total).toBe(1);
    expect((await list('?search=100%25_')).total).toBe(5);
    expect((await list('?search=%25')).total).toBe(5);
    expect((await list('?search=_x')).total).toBe(0);
    const tags = (await send('GET', api('instructorQuestionTags'), owner)).json<QuestionTags>();
    expect(tags.items).toEqual([{ tag: 'all', count: 5 }, { tag: 'odd', count: 2 }, { tag: 'tf', count: 1 }]);
    // Nobody else's questions.
    expect((await send('GET', api('instructorQuestions', {}, '?tag=odd'), instructor)).json<Page<QuizQuestion>>().items.every((q) => !q.prompt.includes('100%_done'))).toBe(true);
    expect(problemCode(await send('GET', api('instructorQuestions', {}, '?type=riddle'), owner))).toBe('VALIDATION_FAILED');
  });
});

describe('question pictures', () => {
  it('takes an upload of the caller in quiz-image, which then cannot be deleted while a question shows it', async () => {
    const { quizId } = await newQuiz();
    expect((await t.request({ method: 'POST', url: '/api/Files/?folder=quiz-image', token: student, ...fileForm(await makeImage('png')) })).statusCode).toBe(403);
    const mine = await uploadImage(t, instructor, 'quiz-image');
    const theirs = await uploadImage(t, other, 'quiz-image');
    const cover = await uploadImage(t, instructor, 'course-cover-image');
    const refused = async (image: string) => {
      const res = await send('POST', api('instructorQuizQuestions', { quizId }), instructor, { ...single(), image });
      expect([res.statusCode, problemCode(res)]).toEqual([400, 'QUIZ_QUESTION_INVALID']);
    };
    await refused(theirs.nameBySystem);
    await refused(cover.nameBySystem);
    const q = await addQuestion(instructor, quizId, { ...single(), image: mine.nameBySystem });
    expect(q.image).toBe(mine.nameBySystem);
    const del = await send('DELETE', `/api/Files?nameBySystem=${mine.nameBySystem}`, instructor);
    expect([del.statusCode, problemCode(del)]).toEqual([409, 'FILE_IN_USE']);
    expect((await t.request({ method: 'GET', url: `/storage/quiz-image/${mine.nameBySystem}` })).statusCode).toBe(200);
  });
});

describe('files of questions', () => {
  const everyType: QuestionInput[] = [
    { ...single('Capital, "quoted" | piped?', ['geo']), points: 3, explanation: '<p>Since 1782.</p>' },
    { ...base, type: 'multiple', scoring: 'partial', prompt: '<p>Primes?</p>', options: [{ text: '2', correct: true }, { text: '3', correct: true }, { text: '4', correct: false }] },
    { ...base, type: 'true_false', prompt: '<p>The Mekong flows through Laos.</p>', correct: true },
    { ...base, type: 'short', prompt: '<p>Largest city of Vietnam?</p>', accepted: ['Ho Chi Minh City', 'Saigon'], matching: { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false } },
    { ...base, type: 'numeric', prompt: '<p>Pi?</p>', value: 3.14, tolerance: 0.01 },
    { ...base, type: 'matching', prompt: '<p>Capitals</p>', pairs: [{ left: 'Thailand', right: 'Bangkok' }, { left: 'Vietnam', right: 'Hanoi' }] },
    { ...base, type: 'essay', prompt: '<p>Describe the monsoon.</p>', guidance: '', minWords: 0 },
    { ...base, type: 'fill_blanks', prompt: '<p>The [[1]] river</p>', blanks: [{ accepted: ['Mekong'] }], matching: { ignoreCase: true, ignoreSpaces: true, ignoreDiacritics: true } },
    { ...base, type: 'ordering', prompt: '<p>Oldest first</p>', items: [{ text: 'Sukhothai' }, { text: 'Ayutthaya' }] },
  ];
  const comparable = (q: QuizQuestion) =>
    JSON.parse(JSON.stringify(q, (key, value: unknown) => (['id', 'leftId', 'rightId', 'version', 'usedBy', 'updatedAt'].includes(key) ? undefined : value))) as unknown;
  const importFile = (token: string, quizId: number, format: string, body: string | Buffer, type = 'text/plain; charset=utf-8') =>
    t.request({ method: 'POST', url: api('instructorQuizImport', { quizId }, `?format=${format}`), token, headers: { 'content-type': type }, payload: body });

  it('exports CSV and GIFT and imports them back into another quiz', async () => {
    const source = await newQuiz();
    for (const input of everyType) await addQuestion(instructor, source.quizId, input);
    const originals = (await getQuiz(instructor, source.quizId)).questions;

    const csv = await send('GET', api('instructorQuizExport', { quizId: source.quizId }, '?format=csv'), instructor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="quiz-${source.quizId}.csv"`);
    const target = await newQuiz();
    const imported = await importFile(instructor, target.quizId, 'csv', csv.body);
    expect([imported.statusCode, imported.statusCode === 200 ? '' : imported.body]).toEqual([200, '']);
    const result = imported.json<QuizImportResult>();
    expect(result).toMatchObject({ imported: everyType.length, errors: [], version: 2 });
    expect(result.questions.map(comparable)).toEqual(originals.map(comparable));
    expect((await getQuiz(instructor, target.quizId)).questions.map((q) => q.id)).toEqual(result.questions.map((q) => q.id));

    const gift = await send('GET', api('instructorQuizExport', { quizId: source.quizId }, '?format=gift'), instructor);
    expect(gift.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gift.body).toContain('// Not exported (GIFT has no fill_blanks question)');
    const giftTarget = await newQuiz();
    const fromGift = (await importFile(instructor, giftTarget.quizId, 'gift', gift.body)).json<QuizImportResult>();
    expect(fromGift.errors).toEqual([]);
    expect(fromGift.questions.map(comparable)).toEqual(originals.filter((q) => q.type !== 'fill_blanks' && q.type !== 'ordering').map(comparable));
  });

  it('imports the good rows, reports the others with their lines, and refuses unreadable files', async () => {
    const { quizId } = await newQuiz();
    const text = ['type,prompt,options,answer', 'single,Good?,a|b,1', 'single,Two right?,a|b,1|2', 'short,Blank?,,', 'true_false,"Multi', 'line?",,true', 'single,<script>x</script>,a|b,1'].join('\r\n');
    const res = await importFile(instructor, quizId, 'csv', text);
    expect(res.statusCode).toBe(200);
    expect(res.json<QuizImportResult>()).toMatchObject({
      imported: 2,
      version: 2,
      errors: [
        { line: 3, code: 'QUIZ_QUESTION_INVALID', detail: expect.stringContaining('exactly one correct option') },
        { line: 4, code: 'QUIZ_QUESTION_INVALID', detail: expect.stringContaining('accepted') },
        { line: 7, code: 'QUIZ_QUESTION_INVALID', detail: expect.stringContaining('The prompt is empty') },
      ],
    });
    expect(res.json<QuizImportResult>().questions.map((q) => q.prompt)).toEqual(['<p>Good?</p>', '<p>Multi<br />line?</p>']);
    const unreadable = async (format: string, body: string | Buffer, status = 400, code = 'QUIZ_IMPORT_INVALID', type?: string) => {
      const r = await importFile(instructor, quizId, format, body, type);
      expect([r.statusCode, problemCode(r)]).toEqual([status, code]);
    };
    await unreadable('csv', 'just some words');
    await unreadable('csv', '   ');
    await unreadable('gift', 'No braces anywhere\n\nat all');
    await unreadable('csv', Buffer.from([0x74, 0x79, 0x70, 0x65, 0xff, 0xfe, 0x0a]));
    await unreadable('csv', '{"type":"single"}', 400, 'QUIZ_IMPORT_INVALID', 'application/json');
    await unreadable('csv', `type,prompt\n${'x'.repeat(QUIZ_IMPORT_MAX_BYTES)}`, 413, 'PAYLOAD_TOO_LARGE');
    await unreadable('xml', 'type,prompt', 400, 'VALIDATION_FAILED');
    expect((await getQuiz(instructor, quizId)).version).toBe(2);
    expect(problemCode(await importFile(other, quizId, 'csv', text))).toBe('QUIZ_NOT_FOUND');
  });
});

describe('overrides', () => {
  it('gives an enrolled student extra time and attempts, lists and removes it', async () => {
    const { quizId, courseId } = await newQuiz();
    const url = api('instructorQuizOverrides', { quizId });
    const body = { username: 'student', extraTimeSeconds: 300, extraAttempts: 2 };
    const notEnrolled = await send('PUT', url, instructor, body);
    expect([notEnrolled.statusCode, problemCode(notEnrolled)]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
    expect(problemCode(await send('PUT', url, instructor, { ...body, username: 'nobody-here' }))).toBe('CUSTOMER_NOT_FOUND');
    const learner = await customerRow(t, 'student');
    await t.database.db.insert(enrollments).values({ customerId: learner.id, courseId });
    const saved = await send('PUT', url, instructor, { ...body, username: 'STUDENT' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<QuizOverrideList>().items).toEqual([{ username: 'student', fullName: expect.any(String), extraTimeSeconds: 300, extraAttempts: 2, updatedAt: expect.any(String) }]);
    const again = await send('PUT', url, admin, { ...body, extraAttempts: 5 });
    expect(again.json<QuizOverrideList>().items.map((o) => o.extraAttempts)).toEqual([5]);
    expect((await send('GET', url, instructor)).json<QuizOverrideList>().items).toHaveLength(1);
    expect(problemCode(await send('PUT', url, instructor, { ...body, extraAttempts: -1 }))).toBe('VALIDATION_FAILED');
    expect((await send('DELETE', api('instructorQuizOverride', { quizId, username: 'student' }), instructor)).statusCode).toBe(204);
    expect((await send('GET', url, instructor)).json<QuizOverrideList>().items).toEqual([]);
    expect((await send('DELETE', api('instructorQuizOverride', { quizId, username: 'student' }), instructor)).statusCode).toBe(204);
  });
});

describe('the list of quizzes', () => {
  it("shows the caller's quizzes with figures from submitted attempts, previews excluded", async () => {
    await t.signUp('list.owner');
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, 'list.owner'));
    const owner = await tokenFor(t, 'list.owner');
    const empty = await newQuiz(owner);
    const busy = await newQuiz(owner);
    await addQuestion(owner, busy.quizId, single());
    const quiz = await getQuiz(owner, busy.quizId);
    await putQuiz(owner, quiz, { gradingMethod: 'highest', passMarkPercent: 70 });
    const people = [];
    for (const name of ['list.a', 'list.b', 'list.c']) {
      await t.signUp(name);
      people.push(await customerRow(t, name));
    }
    const ownerRow = await customerRow(t, 'list.owner');
    const attempt = (customerId: string, number: number, status: 'submitted' | 'pending_review' | 'in_progress', scorePercent: number | null, extra: object = {}) => ({
      quizId: busy.quizId, customerId, number, status, scorePercent, submittedAt: status === 'in_progress' ? null : new Date(Date.now() + number * 1000), questions: [], ...extra,
    });
    await t.database.db.insert(quizAttempts).values([
      attempt(people[0]!.id, 1, 'submitted', 50),
      attempt(people[0]!.id, 2, 'submitted', 90),
      attempt(people[1]!.id, 1, 'submitted', 40),
      attempt(people[2]!.id, 1, 'pending_review', null, { grades: { 1: { points: 1 }, 2: { points: null }, 3: { points: null } } }),
      attempt(people[2]!.id, 2, 'in_progress', null),
      attempt(ownerRow.id, 1, 'submitted', 100, { isPreview: true }),
    ]);
    const list = (await send('GET', api('instructorQuizzes'), owner)).json<InstructorQuizList>();
    expect(list.items.map((i) => i.id).sort()).toEqual([empty.quizId, busy.quizId].sort());
    expect(list.items.find((i) => i.id === empty.quizId)).toMatchObject({ questionCount: 0, attempts: 0, students: 0, passRate: null, averagePercent: null, pendingEssays: 0, title: 'Check yourself' });
    // Grades (highest): 90 and 40; one of two passes 70; the third student waits for an essay grade.
    expect(list.items.find((i) => i.id === busy.quizId)).toEqual({
      id: busy.quizId, lessonId: busy.lessonId, title: 'Check yourself', course: { id: busy.courseId, title: 'Quiz course' },
      questionCount: 1, attempts: 4, students: 3, passRate: 50, averagePercent: 65, pendingEssays: 2,
    });
    expect((await getQuiz(owner, busy.quizId)).attemptCount).toBe(5);
    expect((await send('GET', api('instructorQuizzes'), instructor)).json<InstructorQuizList>().items.some((i) => i.id === busy.quizId)).toBe(false);
  });
});
