// Language and region in Chromium: switching to English (texts, <html lang>, localStorage 'lang',
// survives a reload) and switching the region (stores 'country', reloads, the mega menu's latest
// analysis card shows the region's first item as GET /api/AnalysisAndNews?countryId= lists it).
import type { Page } from 'playwright-core';
import { freshPagePerTest, screenshot } from './support/browser';
import { exact, waitForOpenTransition, getJson, tr, trackProblems, waitForApp } from './support/helpers';

interface NewsItem {
  id: number;
  title: string;
  slug: string;
  ctlCountryId: number;
}

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(60_000);

let page: Page;

freshPagePerTest((current) => {
  ({ page } = current);
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
