// The instructor studio in Chromium against the real server (Thai UI, as a visitor from Thailand):
// a new account applies to teach and an admin approves it; the new instructor writes a course (two
// sections, a text lesson, an uploaded video lesson, a price), reorders it by keyboard and submits it;
// the admin publishes it and a student finds it, in Thai and in English, with its price. The demo
// instructor sees a student who reviewed a course in the students list and replies to the review. Two
// tabs editing one course end in a conflict that loses nothing.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { EditableCourse } from '../../src/shared/schemas/studio';
import { freshPagePerTest, newContext, screenshot } from './support/browser';
import { createUser, exact, logInThroughUi, tr, trackProblems, uniqueName, type PageProblems } from './support/helpers';
import { allSaved, apiAs, DEMO_ADMIN, DEMO_INSTRUCTOR, signedInElsewhere } from './support/people';

jest.setTimeout(300_000);

const ADMIN = DEMO_ADMIN;
const INSTRUCTOR = DEMO_INSTRUCTOR;
const DEMO_VIDEO = path.resolve(__dirname, '..', '..', 'src', 'server', 'seed', 'assets', 'demo-lesson.mp4');

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

const th = (key: string, values: Record<string, string> = {}) => tr('th', key, values);

it('a new account applies to teach, is approved, writes and submits a priced course; the admin publishes it and students find it in Thai and English', async () => {
  // 1. A new account applies to teach.
  const applicant = await createUser('teach');
  await logInThroughUi(page, applicant, '/student/teach');
  await page.getByLabel(th('TEACH.BIO')).fill('I have cooked Thai street food for twelve years and taught it in Bangkok night markets.');
  const topic = page.getByLabel(th('TEACH.TOPIC'));
  await topic.fill('Thai cooking');
  await topic.press('Enter');
  await page.getByRole('button', { name: exact(th('TEACH.SUBMIT')) }).click();
  await page.getByText(th('TEACH.PENDING_TITLE')).waitFor();

  // 2. An admin approves it; the applicant is an instructor at once (no new sign-in).
  const admin = await signedInElsewhere(browser, contexts, ADMIN, '/admin/instructor-applications');
  const application = admin.getByRole('article').filter({ hasText: applicant.username });
  await application.getByRole('button', { name: exact(th('ADMIN.APPROVE')) }).click();
  await admin.getByText(applicant.username).first().waitFor();
  await expect(waitForText(admin, th('ADMIN.APPLICATIONS.STATUS_APPROVED'))).resolves.toBe(true);
  await page.reload();
  await page.getByText(th('TEACH.APPROVED_TITLE')).waitFor();
  await page.getByRole('link', { name: exact(th('TEACH.OPEN_DASHBOARD')) }).click();
  await page.waitForURL((url) => url.pathname === '/instructor/dashboard');

  // 3. The instructor creates a course.
  const title = `ข้าวซอยเชียงใหม่ ${uniqueName('c').slice(-6)}`;
  await page.goto('/instructor/create-course');
  await page.getByLabel(th('STUDIO.FIELD.TITLE')).fill(title);
  await page.getByLabel(th('STUDIO.FIELD.CATEGORYID')).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: exact(th('STUDIO.CREATE.SUBMIT')) }).click();
  await page.waitForURL(/\/instructor\/courses\/\d+\/edit$/);
  const courseId = Number(/courses\/(\d+)\/edit/.exec(page.url())![1]);

  // The price (USD and THB) and an English title, autosaved.
  await page.getByLabel(th('STUDIO.PRICE.IN', { currency: 'USD' })).fill('19.99');
  await page.getByLabel(th('STUDIO.PRICE.IN', { currency: 'THB' })).fill('590');
  await page.getByLabel(th('STUDIO.DETAILS.TITLE_IN', { language: 'English' })).fill(`Chiang Mai Khao Soi ${courseId}`).catch(async () => {
    // The field may name the language in Thai.
    await page.getByRole('textbox', { name: /English|อังกฤษ/ }).fill(`Chiang Mai Khao Soi ${courseId}`);
  });
  await allSaved(page);

  // Two sections.
  for (const section of ['พื้นฐาน', 'ขั้นสูง']) {
    await page.getByRole('button', { name: exact(th('STUDIO.OUTLINE.ADD_SECTION')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: th('STUDIO.OUTLINE.SECTION_TITLE') }).fill(section);
    await dialog.getByRole('button', { name: exact(th('STUDIO.SAVE_BUTTON')) }).click();
    await page.getByRole('button', { name: th('STUDIO.OUTLINE.RENAME_SECTION', { title: section }) }).waitFor();
  }

  // A video lesson, uploaded, in the first section.
  await addLesson(page, 'พื้นฐาน', 'VIDEO', 'มีดและเขียง');
  await page.getByTestId('video-file-input').setInputFiles(DEMO_VIDEO);
  await page.getByText(th('VIDEO_UPLOAD.DONE')).waitFor({ timeout: 60_000 });
  await allSaved(page);

  // A text lesson, written in the rich text editor, in the second.
  await addLesson(page, 'ขั้นสูง', 'TEXT', 'ต้มน้ำซุป');
  const body = page.getByRole('textbox', { name: th('STUDIO.LESSON.BODY') });
  await body.click();
  await body.pressSequentially('เคี่ยวกระดูกไก่สามชั่วโมง');
  await allSaved(page);
  await screenshot(page, 'studio-1-editor');

  // Reordered by keyboard: the second section moves up, and the move is announced.
  const moveUp = page.getByRole('button', { name: th('STUDIO.OUTLINE.MOVE_UP', { title: 'ขั้นสูง' }) });
  await moveUp.focus();
  // The new order is saved by PUT .../Outline (sent again after a version conflict with the autosave);
  // the course is read back once the server has taken it.
  const outlineSaved = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/Instructor/Courses/${courseId}/Outline` && res.request().method() === 'PUT' && res.status() === 200);
  await page.keyboard.press('Enter');
  await page.getByText(th('STUDIO.OUTLINE.SECTION_MOVED', { title: 'ขั้นสูง', position: '1', count: '2' })).waitFor();
  await outlineSaved;
  await allSaved(page);
  const saved = await apiAs<EditableCourse>(page, 'GET', `/api/Instructor/Courses/${courseId}`);
  expect(saved.body.sections.map((s) => [s.title, s.lessons.map((l) => [l.title, l.kind])])).toEqual([
    ['ขั้นสูง', [['ต้มน้ำซุป', 'text']]],
    ['พื้นฐาน', [['มีดและเขียง', 'video']]],
  ]);
  expect(saved.body.prices).toEqual({ USD: 1999, THB: 59000 });
  const video = saved.body.sections[1]!.lessons[0]!;
  expect(video.video?.source).toBe('upload');
  expect(video.duration).toBeGreaterThan(0);
  expect(saved.body.sections[0]!.lessons[0]!.body).toContain('เคี่ยวกระดูกไก่สามชั่วโมง');

  // Submitted for review.
  await page.getByRole('button', { name: exact(th('STUDIO.SUBMIT')) }).first().click();
  await page.getByText(th('STUDIO.SUBMITTED')).waitFor();

  // 4. The admin reviews and approves it.
  await admin.goto('/admin/course-reviews');
  await admin.getByRole('link', { name: new RegExp(escape(title)) }).first().click();
  await admin.waitForURL(new RegExp(`/admin/course-reviews/${courseId}$`));
  await admin.getByText('มีดและเขียง').first().waitFor();
  await screenshot(admin, 'studio-2-admin-review');
  await admin.getByRole('button', { name: exact(th('ADMIN.APPROVE')) }).click();
  await admin.getByText(th('ADMIN.REVIEW.APPROVED')).waitFor();

  // 5. A student finds it in search, in Thai, with its price in baht.
  const student = await signedInElsewhere(browser, contexts, await createUser('learn'), '/student/dashboard');
  await student.goto(`/courses?search=${encodeURIComponent(title)}`);
  // The search heading names the title too: open the course through its card's link.
  await student.getByRole('link', { name: new RegExp(escape(title)) }).first().click();
  await student.waitForURL(/\/courses\//);
  await student.getByRole('heading', { name: title }).first().waitFor();
  await student.getByText(/฿\s?590/).first().waitFor();
  await screenshot(student, 'studio-3-published-course-th');

  // And in English: the English title, the price in baht still (the region is Thailand).
  const english = await signedInElsewhere(browser, contexts, await createUser('learnen'), '/student/dashboard', { lang: 'en' });
  await english.goto(`/courses/${courseId}`);
  await english.getByRole('heading', { name: `Chiang Mai Khao Soi ${courseId}` }).first().waitFor();
  await english.getByText(/฿\s?590|THB\s?590/).first().waitFor();
  await screenshot(english, 'studio-4-published-course-en');

  // (4xx answers the pages expect, like 'no application yet', show as console errors; uncaught errors and CSP violations may not.)
  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

it('the demo instructor sees a student who reviewed a course in the students list and replies to the review', async () => {
  // A student enrols in one of the demo instructor's free courses and reviews it.
  const learner = await createUser('rev');
  const student = await signedInElsewhere(browser, contexts, learner, '/student/dashboard');
  const mine = await apiAs<{ items: { id: number; slug: string; title: string; status: string }[] }>(await signedInElsewhere(browser, contexts, INSTRUCTOR, '/instructor/dashboard'), 'GET', '/api/Instructor/Courses');
  const free = [];
  for (const course of mine.body.items.filter((c) => c.status === 'published')) {
    const detail = await apiAs<{ isFree: boolean; slug: string }>(student, 'GET', `/api/Courses/${course.slug}`);
    if (detail.body.isFree) free.push(course);
  }
  const course = free[0]!;
  expect(course).toBeDefined();
  expect((await apiAs(student, 'POST', `/api/Courses/${course.id}/Enroll`)).status).toBeLessThan(300);
  expect((await apiAs(student, 'POST', `/api/Courses/${course.id}/Reviews`, { rating: 4, text: `Clear and practical ${learner.username}` })).status).toBe(201);

  // The instructor finds the student in the students list.
  await logInThroughUi(page, INSTRUCTOR, '/instructor/students');
  await page.getByLabel(th('TEACHING.STUDENTS.SEARCH')).fill(learner.username);
  await page.getByText(learner.username).first().waitFor();
  await screenshot(page, 'studio-5-students');
  await page.goto('/instructor/dashboard');
  await page.getByText(th('TEACHING.DASHBOARD.CHART_TITLE')).first().waitFor();
  await screenshot(page, 'studio-7-dashboard');

  // The same pages on a phone, and the editor of one of the instructor's courses.
  const phone = await newContext(browser, { viewport: { width: 390, height: 844 } });
  contexts.push(phone);
  const mobile = await phone.newPage();
  await logInThroughUi(mobile, INSTRUCTOR, '/instructor/dashboard');
  await mobile.getByText(th('TEACHING.DASHBOARD.CHART_TITLE')).first().waitFor();
  await screenshot(mobile, 'studio-8-dashboard-mobile');
  await mobile.goto('/instructor/students');
  await mobile.getByText(learner.username).first().waitFor();
  await screenshot(mobile, 'studio-9-students-mobile');
  await mobile.goto(`/instructor/courses/${course.id}/edit`);
  await mobile.getByLabel(th('STUDIO.FIELD.SUBTITLE')).waitFor();
  await screenshot(mobile, 'studio-10-editor-mobile');

  // And replies to the review; the reply shows under the review on the course page.
  await page.goto('/instructor/reviews');
  const review = page.getByRole('listitem').filter({ hasText: `Clear and practical ${learner.username}` });
  await review.getByRole('button', { name: exact(th('TEACHING.REVIEWS.REPLY')) }).click();
  await review.getByLabel(th('TEACHING.REVIEWS.YOUR_REPLY')).fill('ขอบคุณมากครับ ยินดีที่ช่วยได้');
  await review.getByRole('button', { name: exact(th('TEACHING.REVIEWS.PUBLISH_REPLY')) }).click();
  await review.getByText('ขอบคุณมากครับ ยินดีที่ช่วยได้').waitFor();
  await student.goto(`/courses/${course.slug}`);
  await student.getByText('ขอบคุณมากครับ ยินดีที่ช่วยได้').first().waitFor();
  // (4xx answers the pages expect, like 'no application yet', show as console errors; uncaught errors and CSP violations may not.)
  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

it('two tabs editing the same course: the second save gets a conflict that shows both versions and loses nothing', async () => {
  await logInThroughUi(page, INSTRUCTOR, '/instructor/dashboard');
  const created = await apiAs<EditableCourse>(page, 'POST', '/api/Instructor/Courses', { title: `Two tabs ${uniqueName('t').slice(-6)}`, language: 'th', categoryId: 1 });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const second = await page.context().newPage();
  await page.goto(`/instructor/courses/${id}/edit`);
  await second.goto(`/instructor/courses/${id}/edit`);
  const subtitle = (where: Page) => where.getByLabel(th('STUDIO.FIELD.SUBTITLE'));
  await subtitle(page).waitFor();
  await subtitle(second).waitFor();

  // Tab one saves first.
  await subtitle(page).fill('ซุปข้าวซอยฉบับแม่');
  await allSaved(page);
  // Tab two, still on the old version, saves its own text: a conflict, both versions shown.
  await subtitle(second).fill('ซุปข้าวซอยฉบับพ่อ');
  const dialog = second.getByRole('dialog');
  await dialog.getByText(th('STUDIO.CONFLICT.TITLE')).waitFor();
  await dialog.getByText('ซุปข้าวซอยฉบับแม่').first().waitFor();
  await dialog.getByText('ซุปข้าวซอยฉบับพ่อ').first().waitFor();
  await screenshot(second, 'studio-6-conflict');
  // Keeping mine saves it over the newer version.
  await dialog.getByRole('button', { name: exact(th('STUDIO.CONFLICT.KEEP_MINE')) }).click();
  await allSaved(second);
  const now = await apiAs<EditableCourse>(page, 'GET', `/api/Instructor/Courses/${id}`);
  expect(now.body.subtitle).toBe('ซุปข้าวซอยฉบับพ่อ');
  expect(now.body.version).toBeGreaterThan(created.body.version + 1);
});

async function addLesson(where: Page, section: string, kind: 'TEXT' | 'VIDEO', title: string): Promise<void> {
  await where.getByRole('button', { name: th('STUDIO.OUTLINE.ADD_LESSON_TO', { title: section }) }).click();
  await where.getByRole('menuitem', { name: exact(th(`STUDIO.KIND.${kind}`)) }).click();
  const dialog = where.getByRole('dialog');
  await dialog.getByRole('textbox', { name: th('STUDIO.OUTLINE.LESSON_TITLE') }).fill(title);
  await dialog.getByRole('button', { name: exact(th('STUDIO.SAVE_BUTTON')) }).click();
  await where.getByRole('button', { name: th('STUDIO.OUTLINE.DELETE_LESSON', { title }) }).waitFor();
  // Opened in the editor, beside the outline.
  await where.getByRole('button', { name: new RegExp(`^\\s*${escape(title)}`) }).click();
  await where.getByRole('heading', { name: th('STUDIO.LESSON.HEADING', { kind: th(`STUDIO.KIND.${kind}`) }) }).first().waitFor();
}

async function waitForText(where: Page, text: string): Promise<boolean> {
  await where.getByText(text).first().waitFor();
  return true;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
