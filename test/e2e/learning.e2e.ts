// The learning journey in Chromium against the real API, as a fresh student: search 'react' from the
// header (a full page load to /courses?search=react), open a free course, enrol, study and complete
// every lesson in the player, see the certificate and its public verification page, and find the
// profile header's counters moved by +10 points a lesson, +100 for the course and one more completed
// course; then leave the course and enrol again, its progress restored.
//
// "Mark complete" waits until a lesson was studied. A video lesson (5 s here) is played through the
// API at twice the normal speed in real time, as the player reports it; a text lesson's reading time
// (tens of seconds) is not waited for: the student's first opening is moved into the past in the
// server's database (support/database.ts), the one shortcut this test takes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { POINTS_PER_COURSE, POINTS_PER_LESSON } from '../../src/shared/constants';
import { MAX_PLAYBACK_RATE } from '../../src/shared/engagement';
import type { Lesson } from '../../src/shared/schemas/courses';
import { baseUrl, freshPagePerTest, newContext, screenshot } from './support/browser';
import { backdateLessonOpening } from './support/database';
import { createUser, escapeRegExp, exact, getMe, logInThroughUi, sessionToken, tr, trackProblems, type PageProblems } from './support/helpers';

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
// Studying adds real time: two 5 s videos played at twice the speed and a reload per lesson.
jest.setTimeout(180_000);

const COURSE_TITLE = 'React Fundamentals';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

freshPagePerTest(async (current) => {
  ({ browser, context, page } = current);
  problems = await trackProblems(page);
});

/** The lesson as the student's API sees it (what is left before it can be completed). */
async function lessonAs(token: string, lessonId: number): Promise<Lesson> {
  const res = await fetch(`${baseUrl()}/api/Lessons/${lessonId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Lesson;
}

/** Plays a video lesson as the player reports it: the start, then the end after the real time it takes at twice the speed. */
async function watchAtDoubleSpeed(token: string, lesson: Lesson): Promise<void> {
  const report = async (position: number) => {
    const res = await fetch(`${baseUrl()}/api/Lessons/${lesson.id}/Position`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ position }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { watchedPercent: number }).watchedPercent;
  };
  await report(0);
  await new Promise((resolve) => setTimeout(resolve, (lesson.duration / MAX_PLAYBACK_RATE) * 1000 + 300));
  expect(await report(lesson.duration)).toBeGreaterThanOrEqual(lesson.engagement!.requiredPercent);
}

/** The translated countdown with any number of seconds. */
function countdownPattern(): RegExp {
  const [before, after] = tr('th', 'LEARNING.READING_COUNTDOWN', { seconds: '\u0000' }).split('\u0000');
  return new RegExp(`^${escapeRegExp(before ?? '')}\\d+${escapeRegExp(after ?? '')}$`);
}

/** The profile header's counters (points, completed courses, completed lessons) as numbers. */
async function counters(): Promise<{ points: number; courses: number; lessons: number }> {
  const read = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/[^\d]/g, ''));
  return { points: await read('stat-points'), courses: await read('stat-completed-courses'), lessons: await read('stat-completed-lessons') };
}

it('search -> course -> enrol -> every lesson -> certificate -> counters', async () => {
  const user = await createUser('learn');
  await logInThroughUi(page, user, '/student/dashboard');
  await page.getByTestId('stat-points').waitFor();
  const before = await counters();
  expect(before).toEqual({ points: 0, courses: 0, lessons: 0 });

  // Search from the header: the form submits a full page load.
  const search = page.locator('[data-testid="site-header"] input[name="search"]').first();
  await search.fill('react');
  await Promise.all([page.waitForURL((url) => url.pathname === '/courses' && url.searchParams.get('search') === 'react'), search.press('Enter')]);
  const courseLink = page.getByRole('link', { name: exact(COURSE_TITLE) });
  await courseLink.first().waitFor();
  await screenshot(page, 'learning-1-search');

  // The course page: a free course, not yet enrolled.
  await courseLink.first().click();
  await page.waitForURL((url) => url.pathname === '/courses/react-fundamentals');
  await page.getByRole('heading', { level: 1, name: exact(COURSE_TITLE) }).waitFor();
  const lessonCount = await page.getByTestId('curriculum-lesson').count();
  expect(lessonCount).toBeGreaterThan(1);
  await page.getByRole('button', { name: exact(tr('th', 'COURSES.ENROL_FREE')) }).click();
  const start = page.getByRole('link', { name: exact(tr('th', 'COURSES.START')) });
  await start.waitFor();
  await screenshot(page, 'learning-2-enrolled');
  await start.click();

  // The player: study every lesson and mark it complete, moving on with "next".
  const token = (await sessionToken(context)) ?? '';
  const markComplete = page.getByRole('button', { name: exact(tr('th', 'LEARNING.MARK_COMPLETE')) });
  const completedButton = page.getByRole('button', { name: exact(tr('th', 'LEARNING.COMPLETED')) });
  const next = page.getByRole('link', { name: exact(tr('th', 'LEARNING.NEXT')) });
  const hint = page.getByTestId('engagement-hint');
  let completed = 0;
  let shownCountdown = false;
  for (;;) {
    await page.waitForURL((url) => url.pathname.startsWith('/learn/react-fundamentals/'));
    await markComplete.waitFor();
    // Not studied yet: "mark complete" is held back, with what is missing beside it.
    await hint.waitFor();
    expect(await markComplete.isDisabled()).toBe(true);
    const lessonId = Number(new URL(page.url()).pathname.split('/').pop());
    const lesson = await lessonAs(token, lessonId);
    if (lesson.engagement!.rule === 'watch') {
      expect(await hint.innerText()).toBe(tr('th', 'LEARNING.WATCH_PROGRESS', { watched: '0', required: String(lesson.engagement!.requiredPercent) }));
      await watchAtDoubleSpeed(token, lesson);
    } else {
      expect(await hint.innerText()).toMatch(countdownPattern());
      if (!shownCountdown) await screenshot(page, 'learning-2b-reading-countdown');
      shownCountdown = true;
      await backdateLessonOpening(user.username, lessonId, lesson.engagement!.requiredSeconds);
    }
    // Opened again, the lesson may be completed.
    await page.reload();
    await markComplete.waitFor();
    expect(await hint.count()).toBe(0);
    const done = page.waitForResponse((res) => /\/api\/Lessons\/\d+\/Complete$/.test(new URL(res.url()).pathname) && res.request().method() === 'POST');
    await markComplete.click();
    expect((await done).status()).toBe(200);
    await completedButton.waitFor();
    completed += 1;
    const progress = Number(await page.getByTestId('player-progress').getAttribute('aria-valuenow'));
    expect(progress).toBe(Math.floor((completed * 100) / lessonCount));
    if ((await next.count()) === 0) break;
    const from = page.url();
    await next.click();
    await page.waitForURL((url) => url.href !== from);
    expect(completed).toBeLessThan(lessonCount);
  }
  expect(completed).toBe(lessonCount);
  expect(shownCountdown).toBe(true);

  // The celebration links to the certificates. Going there inside the app (no reload), the profile
  // header already shows the new counters: the completion answer updated the current user.
  await page.getByTestId('course-complete').waitFor();
  await screenshot(page, 'learning-3-complete');
  await page.getByRole('link', { name: exact(tr('th', 'LEARNING.MY_CERTIFICATES')) }).click();
  await page.waitForURL((url) => url.pathname === '/student/certificates');
  const expected = { points: before.points + lessonCount * POINTS_PER_LESSON + POINTS_PER_COURSE, courses: before.courses + 1, lessons: before.lessons + lessonCount };
  await page.getByTestId('stat-points').waitFor();
  expect(await counters()).toEqual(expected);
  const me = await getMe(token);
  expect(me.body).toMatchObject({ points: expected.points, completedCourses: expected.courses, completedLessons: expected.lessons });

  // The certificate: listed, then shown with name, course, date, code and the verification link.
  const item = page.getByTestId('certificate-item').filter({ hasText: COURSE_TITLE });
  await item.getByRole('link', { name: exact(tr('th', 'CERTIFICATES.VIEW')) }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/certificates/'));
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByTestId('certificate').waitFor();
  expect(await page.getByTestId('certificate-course').innerText()).toContain(COURSE_TITLE);
  expect(await page.getByTestId('certificate-name').innerText()).toContain(user.username);
  expect(await page.getByTestId('certificate-code').innerText()).toBe(code);
  expect(await page.getByTestId('certificate-date').innerText()).not.toBe('');
  const verifyUrl = `${baseUrl()}/certificates/${encodeURIComponent(code)}`;
  expect(await page.getByTestId('certificate-verification-link').getAttribute('href')).toBe(verifyUrl);
  // Printed, only the certificate remains (no header or footer).
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('[data-testid="site-header"]').first().isVisible()).toBe(false);
  expect(await page.locator('footer').first().isVisible()).toBe(false);
  expect(await page.getByTestId('certificate').isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  await screenshot(page, 'learning-4-certificate');

  // The verification page is public: a visitor without a session sees the same certificate.
  const visitor = await newContext(browser);
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(verifyUrl);
    await visitorPage.getByTestId('certificate-verified').waitFor();
    expect(await visitorPage.getByTestId('certificate-course').innerText()).toContain(COURSE_TITLE);
  } finally {
    await visitor.close();
  }

  // After a full reload the server's counters are the same.
  await page.goto('/student/dashboard');
  await page.getByTestId('stat-points').waitFor();
  expect(await counters()).toEqual(expected);

  // The dashboard has nothing left in progress; the course list shows the completed course.
  await page.goto('/student/course-list');
  await page.getByTestId('enrollment').filter({ hasText: COURSE_TITLE }).waitFor();
  await screenshot(page, 'learning-5-counters');

  // Leaving the free course asks first and says the progress is kept; enrolling again brings it back.
  await page.goto('/courses/react-fundamentals');
  await page.getByRole('button', { name: exact(tr('th', 'COURSES.LEAVE')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(tr('th', 'COURSES.LEAVE_CONFIRM_TEXT', { days: '30' }));
  await screenshot(page, 'learning-6-leave');
  await dialog.getByRole('button', { name: exact(tr('th', 'COURSES.LEAVE_CONFIRM')) }).click();
  await page.getByTestId('left-notice').waitFor();
  await page.getByRole('button', { name: exact(tr('th', 'COURSES.ENROL_FREE')) }).click();
  await page.getByRole('link', { name: exact(tr('th', 'COURSES.CONTINUE')) }).waitFor();
  expect(await page.getByRole('progressbar', { name: exact(tr('th', 'COURSES.PROGRESS_LABEL')) }).getAttribute('aria-valuenow')).toBe('100');
  expect((await getMe(token)).body).toMatchObject({ points: expected.points, completedCourses: expected.courses, completedLessons: expected.lessons });

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});
