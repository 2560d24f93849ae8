// Language and region in Chromium: switching to English (texts, <html lang>, localStorage 'lang',
// survives a reload) and switching the region (stores 'country', reloads, the mega menu's latest
// analysis card shows the region's first item as GET /api/AnalysisAndNews?countryId= lists it); the
// instructor's texts arrive with the instructor's pages, in the language switched to as well.
import type { Browser, Page } from 'playwright-core';
import { SESSION_COOKIE_NAME } from '../../src/shared/constants';
import type { AuthResponse } from '../../src/shared/schemas/auth';
import type { Page as ListPage } from '../../src/shared/schemas/common';
import type { CourseDetail, Enrollment } from '../../src/shared/schemas/courses';
import { baseUrl, freshPagePerTest, newContext, screenshot } from './support/browser';
import { paths } from '../../src/client/app/paths';
import { DEMO_INSTRUCTOR } from './support/people';
import { DEMO_STUDENT, exact, logInThroughUi, waitForOpenTransition, getJson, tr, trackProblems, waitForApp } from './support/helpers';

interface NewsItem {
  id: number;
  title: string;
  slug: string;
  ctlCountryId: number;
}

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(60_000);

let page: Page;
let browser: Browser;

freshPagePerTest((current) => {
  ({ page, browser } = current);
});

async function openLocaleMenu(lang: 'th' | 'en'): Promise<void> {
  await page.getByRole('button', { name: tr(lang, 'HEADER.REGION_LANGUAGE') }).click();
  await page.getByRole('menu').waitFor();
}

/** Opens the mega menu and returns its latest-news card's title candidates and read-more link. */
async function openMegaMenu(lang: 'th' | 'en') {
  await page.getByRole('button', { name: exact(tr(lang, 'HEADER.MEGA_MENU')) }).click();
  const menu = page.locator('#header-menu-mega');
  await menu.getByRole('heading', { name: exact(tr(lang, 'HEADER.LATEST_ANALYSIS_NEWS')) }).waitFor();
  const readMore = menu.getByRole('link', { name: exact(tr(lang, 'HEADER.READ_MORE')) });
  await readMore.waitFor();
  return { menu, readMore };
}

test('switching the language to English changes the texts and <html lang>, and survives a reload', async () => {
  const problems = await trackProblems(page);
  await page.goto('/home');
  await waitForApp(page);
  await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_IN')) }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

  await openLocaleMenu('th');
  await page.getByRole('menuitem', { name: 'English' }).click();

  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.getByRole('link', { name: exact(tr('en', 'HEADER.SIGN_IN')) }).waitFor();
  await page.getByRole('link', { name: exact(tr('en', 'HEADER.SIGN_UP')) }).waitFor();
  await page.getByRole('button', { name: exact(tr('en', 'HEADER.MEGA_MENU')) }).waitFor();
  expect(await page.getByPlaceholder(tr('en', 'HEADER.SEARCH_PLACEHOLDER')).count()).toBeGreaterThan(0);
  expect(await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_IN')) }).count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  // The language switch does not reload the page and keeps the region.
  expect(await page.evaluate(() => localStorage.getItem('country'))).toBe('174');
  await screenshot(page, 'home-en');

  await page.reload();
  await waitForApp(page);
  await page.getByRole('link', { name: exact(tr('en', 'HEADER.SIGN_IN')) }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  // And back to Thai.
  await openLocaleMenu('en');
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'th');
  await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_IN')) }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');
  expect(await problems.all()).toEqual([]);
});

test('the instructor\'s texts come with the instructor\'s pages, in the language shown and in the one switched to', async () => {
  const problems = await trackProblems(page);
  const translations: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/i18n\/([\w.]+\.json)$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) translations.push(file);
  });
  // A public page needs the core file alone; the account menu's entries are in it.
  await page.goto(paths.home());
  await waitForApp(page);
  expect(translations).toEqual(['th.json']);
  // The sign-in page brings the account part.
  await logInThroughUi(page, DEMO_INSTRUCTOR, paths.home());
  expect(translations.slice(1).sort()).toEqual(['th.account.json', 'th.json']);

  await page.goto(paths.instructor.dashboard());
  await page.getByRole('heading', { name: exact(tr('th', 'TEACHING.DASHBOARD.ATTENTION')) }).waitFor();
  expect(translations.slice(3).sort()).toEqual(['th.account.json', 'th.json', 'th.staff.json']);

  await openLocaleMenu('th');
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('heading', { name: exact(tr('en', 'TEACHING.DASHBOARD.ATTENTION')) }).waitFor();
  expect(translations.slice(6).sort()).toEqual(['en.account.json', 'en.json', 'en.staff.json']);
  expect(await page.getByText(/TEACHING\.|INSTRUCTOR\./).count()).toBe(0);
  expect(await problems.all()).toEqual([]);
});

test('switching the region to Vietnam stores the country, reloads, and the news card shows Vietnam\'s first item', async () => {
  const problems = await trackProblems(page);
  const [thaiNews, vietnamNews] = await Promise.all([
    getJson<NewsItem[]>('/api/AnalysisAndNews?countryId=174'),
    getJson<NewsItem[]>('/api/AnalysisAndNews?countryId=193'),
  ]);
  expect(thaiNews.length).toBeGreaterThan(0);
  expect(vietnamNews.length).toBeGreaterThan(1);
  const [firstThai] = thaiNews as [NewsItem];
  const [firstVietnam, secondVietnam] = vietnamNews as [NewsItem, NewsItem];
  expect(vietnamNews.every((n) => n.ctlCountryId === 193)).toBe(true);
  // The seed writes Vietnam's news in Vietnamese.
  expect(firstVietnam.title).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);

  await page.goto('/home');
  await waitForApp(page);
  // Default region (174): the card shows Thailand's first item.
  const before = await openMegaMenu('th');
  await before.menu.getByText(firstThai.title, { exact: true }).waitFor();
  expect(await before.readMore.getAttribute('href')).toBe(`/analysis-and-news/${firstThai.slug}`);
  await page.keyboard.press('Escape');
  await before.menu.waitFor({ state: 'hidden' });

  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
  await openLocaleMenu('th');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: exact(tr('th', 'REGIONS.VIETNAM')) }).click();
  await reloaded;
  await waitForApp(page);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe('/home');
  expect(await page.evaluate(() => localStorage.getItem('country'))).toBe('193');
  // The language is not changed by the region.
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

  const after = await openMegaMenu('th');
  await after.menu.getByText(firstVietnam.title, { exact: true }).waitFor();
  expect(await after.readMore.getAttribute('href')).toBe(`/analysis-and-news/${firstVietnam.slug}`);
  // Only the first item is shown, and nothing of the previous region.
  expect(await after.menu.getByText(secondVietnam.title, { exact: true }).count()).toBe(0);
  expect(await after.menu.getByText(firstThai.title, { exact: true }).count()).toBe(0);
  await waitForOpenTransition(page, '#header-menu-mega');
  await screenshot(page, 'mega-menu-vietnam');

  // The locale menu marks Vietnam as the chosen region.
  await page.keyboard.press('Escape');
  await after.menu.waitFor({ state: 'hidden' });
  await openLocaleMenu('th');
  const vietnam = page.getByRole('menuitem', { name: exact(tr('th', 'REGIONS.VIETNAM')) });
  expect(await vietnam.getAttribute('class')).toMatch(/Mui-selected/);
  expect(await problems.all()).toEqual([]);
});

test('home, catalogue, a course and the lesson player read in Thai and in English, on a desktop and a phone, none wider than the screen', async () => {
  // The demo student, signed in through the session cookie the SPA reads; the lesson is one of their courses.
  const base = baseUrl();
  const auth = (await (await fetch(`${base}/api/Auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_STUDENT) })).json()) as AuthResponse;
  const enrolments = (await (await fetch(`${base}/api/Enrollments`, { headers: { authorization: `Bearer ${auth.accessToken}` } })).json()) as ListPage<Enrollment>;
  const enrolment = enrolments.items[0];
  if (!enrolment) throw new Error('setup: the demo student has no course');
  const { slug } = enrolment.course;
  const lessonId = enrolment.lastLesson?.id ?? (await getJson<CourseDetail>(`/api/Courses/${slug}`)).sections[0]!.lessons[0]!.id;
  const pages: [string, string][] = [
    ['home', '/home'],
    ['catalogue', '/courses'],
    ['course', `/courses/${slug}`],
    ['lesson', `/learn/${slug}/${lessonId}`],
  ];
  for (const viewport of [{ name: 'desktop', width: 1366, height: 768 }, { name: 'phone', width: 390, height: 844 }]) {
    const context = await newContext(browser, { viewport });
    await context.addCookies([{ name: SESSION_COOKIE_NAME, value: encodeURIComponent(JSON.stringify({ accessToken: auth.accessToken, expiresAt: auth.expiresAt })), url: base, sameSite: 'Strict' }]);
    const tab = await context.newPage();
    for (const lang of ['th', 'en'] as const) {
      for (const [name, path] of pages) {
        await tab.goto(`${path}?lang=${lang}`);
        await waitForApp(tab);
        await tab.locator('h1').first().waitFor();
        await tab.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
        expect({ name, lang: await tab.evaluate(() => document.documentElement.lang) }).toEqual({ name, lang });
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect({ name, lang, viewport: viewport.name, overflow }).toEqual({ name, lang, viewport: viewport.name, overflow: 0 });
        await screenshot(tab, `screens-${name}-${lang}-${viewport.name}`);
      }
    }
    await context.close();
  }
});
