// Navigation in Chromium against the production build: the root redirect, the defaults (Thai, dark,
// country 174), the header search's full page load, the sticky header, the 404 page (status and page),
// scrolling to an anchor of a lazily loaded page, and a clean
// console (no errors, no CSP violations) on the main pages.
import type { Page } from 'playwright-core';
import { freshPagePerTest, screenshot } from './support/browser';
import { exact, waitForOpenTransition, tr, trackProblems, waitForApp } from './support/helpers';

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(60_000);

let page: Page;

freshPagePerTest((current) => {
  ({ page } = current);
});

/** Relative luminance (0 black .. 1 white) of a CSS rgb()/rgba() colour. */
function luminance(rgb: string): number {
  const m = rgb.match(/rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/);
  if (!m) throw new Error(`Not an rgb colour: ${rgb}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('/ redirects to /home; the defaults are Thai, dark and country 174', async () => {
  const problems = await trackProblems(page);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/home');
  await waitForApp(page);

  await page.waitForFunction(() => document.documentElement.lang === 'th');
  // Header texts are Thai.
  await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_IN')) }).waitFor();
  await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_UP')) }).waitFor();

  const state = await page.evaluate(() => ({
    country: localStorage.getItem('country'),
    lang: localStorage.getItem('lang'),
    theme: document.documentElement.dataset.theme,
    body: getComputedStyle(document.body).backgroundColor,
  }));
  expect(state.country).toBe('174');
  expect(state.lang).toBe('th');
  expect(state.theme).toBe('dark');
  expect(luminance(state.body)).toBeLessThan(0.05);

  await screenshot(page, 'home');
  expect(await problems.all()).toEqual([]);
});

test('header search submits a full page load to /courses?search=<keyword>', async () => {
  await page.goto('/home');
  await waitForApp(page);
  // A marker on the current document: a full page load drops it, a client-side route change keeps it.
  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
  const keyword = 'React พื้นฐาน';
  const search = page.locator('header').getByRole('searchbox', { name: tr('th', 'HEADER.SEARCH_LABEL') });
  await search.fill(keyword);
  const documentRequest = page.waitForRequest((req) => req.isNavigationRequest() && req.resourceType() === 'document' && new URL(req.url()).pathname === '/courses');
  await search.press('Enter');
  const request = await documentRequest;
  expect(new URL(request.url()).searchParams.get('search')).toBe(keyword);

  await page.waitForURL((url) => url.pathname === '/courses' && url.searchParams.get('search') === keyword);
  await page.getByRole('heading', { name: tr('th', 'COURSES.RESULTS_FOR', { search: keyword }) }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
  await screenshot(page, 'courses-search');
});

test('the header becomes sticky after scrolling 300 px and returns to the flow at the top', async () => {
  await page.goto('/home');
  await waitForApp(page);
  const header = page.locator('[data-testid="site-header"]');
  const position = () => header.evaluate((el) => getComputedStyle(el).position);
  expect(await header.getAttribute('data-sticky')).toBe('false');
  expect(await position()).not.toBe('fixed');

  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable).toBeGreaterThan(400);

  // Below the threshold: still in the flow.
  await page.mouse.move(640, 500);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => window.scrollY >= 200);
  expect(await header.getAttribute('data-sticky')).toBe('false');

  // Past it: fixed at the top of the viewport.
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => window.scrollY > 300);
  await page.locator('[data-testid="site-header"][data-sticky="true"]').waitFor();
  expect(await position()).toBe('fixed');
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="site-header"]');
    return el !== null && Math.abs(el.getBoundingClientRect().top) < 1;
  });
  await screenshot(page, 'home-sticky-header');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('[data-testid="site-header"][data-sticky="false"]').waitFor();
  expect(await position()).not.toBe('fixed');
});

test('an unknown path answers 404 and shows the 404 page whose button leads home', async () => {
  const problems = await trackProblems(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await waitForApp(page);
  expect(new URL(page.url()).pathname).toBe('/no/such/page');
  await page.getByRole('heading', { level: 1, name: exact(tr('th', 'ERROR404.TITLE')) }).waitFor();
  await page.getByRole('heading', { level: 2, name: exact(tr('th', 'ERROR404.HEADING')) }).waitFor();
  await page.getByText(tr('th', 'ERROR404.TEXT'), { exact: true }).waitFor();
  await screenshot(page, 'not-found');
  expect(await page.title()).toContain(tr('th', 'ERROR404.TITLE'));

  // The original English wording.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: exact('Error 404') }).waitFor();
  await page.getByRole('heading', { level: 2, name: exact('Oh no, something went wrong!') }).waitFor();
  await page.getByText("Either something went wrong or this page doesn't exist anymore.", { exact: true }).waitFor();
  await screenshot(page, 'not-found-en');

  await page.getByRole('link', { name: exact('Take me to Homepage') }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByRole('heading', { name: exact('Error 404') }).waitFor({ state: 'detached' });
  // Chromium reports the document's own 404 status on the console; nothing else may appear there.
  const documentStatus = /^console: Failed to load resource: the server responded with a status of 404 .*\/no\/such\/page\)$/;
  expect((await problems.all()).filter((problem) => !documentStatus.test(problem))).toEqual([]);
});

/** Resolves once #id sits near the top of the viewport (below the sticky header) after a scroll, or the page is scrolled to its end with #id in view. */
async function scrolledTo(id: string): Promise<void> {
  await page.waitForFunction((targetId) => {
    const el = document.getElementById(targetId);
    if (!el || window.scrollY <= 0) return false;
    const { top, bottom } = el.getBoundingClientRect();
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return (top >= 0 && top <= 200) || (atEnd && top >= 0 && bottom <= window.innerHeight);
  }, id);
}

test('an anchor of a lazily loaded page scrolls to its section: /about-us#credits, loaded and followed from the footer', async () => {
  const problems = await trackProblems(page);
  const response = await page.goto('/about-us#credits');
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await page.locator('#credits').waitFor();
  await scrolledTo('credits');
  await screenshot(page, 'about-us-credits');

  // From another page, through the footer's link: a client-side navigation to the lazy page.
  await page.goto('/home');
  await waitForApp(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A dispatched click: Playwright's click() would first scroll the footer (and the credits above it) into view.
  const creditsLink = page.locator('footer').getByRole('link', { name: exact(tr('th', 'FOOTER.CREDITS')) });
  await creditsLink.dispatchEvent('click');
  await page.waitForURL((url) => url.pathname === '/about-us' && url.hash === '#credits');
  await scrolledTo('credits');

  // The same link again, after scrolling back up: scrolls down again. The smooth scroll may still be
  // settling when the section is in view: wait until the page stands still (a scroll up in the middle
  // of it can be undone by its next frame).
  await page.evaluate(async () => {
    let last = -1;
    for (let i = 0; i < 50 && window.scrollY !== last; i += 1) {
      last = window.scrollY;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  await creditsLink.dispatchEvent('click');
  await scrolledTo('credits');
  expect(await problems.all()).toEqual([]);
});

test('the main public pages and menus load without console errors or CSP violations', async () => {
  const problems = await trackProblems(page);
  const failedRequests: string[] = [];
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // A request still under way when the test goes to the next page (a cover below the fold, a list the page
    // asked for once it had rendered) is cancelled by that navigation, not failed: on a busy machine such a
    // request can start after the network looked idle. A missing file or a refused call answers 400 or more,
    // which the response check below counts; a blocked one is a CSP violation, which `problems` counts.
    if (error === 'net::ERR_ABORTED') return;
    failedRequests.push(`${req.method()} ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) failedRequests.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });

  for (const path of ['/home', '/courses', '/analysis-and-news', '/about-us', '/auth/log-in', '/auth/sign-up']) {
    await page.goto(path);
    await waitForApp(page);
    await page.locator('#main-content').waitFor();
    await page.waitForLoadState('networkidle');
    await problems.cspViolations();
  }
  await screenshot(page, 'sign-up');

  // The lazily loaded header menus (mega menu with the news card and its cover image).
  await page.goto('/home');
  await waitForApp(page);
  await page.getByRole('button', { name: exact(tr('th', 'HEADER.MEGA_MENU')) }).click();
  const megaMenu = page.locator('#header-menu-mega');
  await megaMenu.getByRole('heading', { name: exact(tr('th', 'HEADER.LATEST_ANALYSIS_NEWS')) }).waitFor();
  await megaMenu.getByRole('link', { name: exact(tr('th', 'HEADER.READ_MORE')) }).waitFor();
  await page.waitForLoadState('networkidle');
  await waitForOpenTransition(page, '#header-menu-mega');
  await screenshot(page, 'mega-menu');

  expect(failedRequests).toEqual([]);
  expect(await problems.all()).toEqual([]);
});
