// The learning journey in Chromium against the real API, as a fresh student: search 'react' from the
// header (a full page load to /courses?search=react), open a free course, enrol, complete every lesson
// in the player, see the certificate and its public verification page, and find the profile header's
// counters moved by +10 points a lesson, +100 for the course and one more completed course.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { POINTS_PER_COURSE, POINTS_PER_LESSON } from '../../src/shared/constants';
import { baseUrl, freshPagePerTest, newContext, screenshot } from './support/browser';
import { createUser, exact, getMe, logInThroughUi, sessionToken, tr, trackProblems, type PageProblems } from './support/helpers';

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(120_000);

const COURSE_TITLE = 'React Fundamentals';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

freshPagePerTest(async (current) => {
  ({ browser, context, page } = current);
  problems = await trackProblems(page);
});

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

  // The player: mark every lesson complete, moving on with "next".
  const markComplete = page.getByRole('button', { name: exact(tr('th', 'LEARNING.MARK_COMPLETE')) });
  const completedButton = page.getByRole('button', { name: exact(tr('th', 'LEARNING.COMPLETED')) });
  const next = page.getByRole('link', { name: exact(tr('th', 'LEARNING.NEXT')) });
  let completed = 0;
  for (;;) {
    await page.waitForURL((url) => url.pathname.startsWith('/learn/react-fundamentals/'));
    await markComplete.waitFor();
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

  // The celebration links to the certificates. Going there inside the app (no reload), the profile
  // header already shows the new counters: the completion answer updated the current user.
  await page.getByTestId('course-complete').waitFor();
  await screenshot(page, 'learning-3-complete');
  await page.getByRole('link', { name: exact(tr('th', 'LEARNING.MY_CERTIFICATES')) }).click();
  await page.waitForURL((url) => url.pathname === '/student/certificates');
  const expected = { points: before.points + lessonCount * POINTS_PER_LESSON + POINTS_PER_COURSE, courses: before.courses + 1, lessons: before.lessons + lessonCount };
  await page.getByTestId('stat-points').waitFor();
  expect(await counters()).toEqual(expected);
  const token = await sessionToken(context);
  const me = await getMe(token ?? '');
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

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});
