// Content sections in Chromium: every section and company page renders (Thai UI, default region),
// a fresh student registers for a seminar, sees it on the dashboard and cancels it, the contact form
// is sent (and mailed to the academy), a region switch to Vietnam shows Vietnam's news, and the
// chat widget's language follows a language switch.
import type { Page } from 'playwright-core';
import { freshPagePerTest, screenshot, waitForMailTo } from './support/browser';
import { createUser, exact, getJson, logInThroughUi, tr, trackProblems, waitForApp } from './support/helpers';

interface Item {
  id: number;
  title: string;
  slug: string;
}
interface Paged<T> {
  items: T[];
  total: number;
}
interface EventItem extends Item {
  seatsLeft: number;
  ctlCountryId: number;
}
interface NewsItem extends Item {
  ctlCountryId: number;
}

const CONTACT_EMAIL = 'contact@academy.local';

jest.setTimeout(120_000);

let page: Page;

freshPagePerTest((current) => {
  ({ page } = current);
});

async function heading(titleKey: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: exact(tr('th', titleKey)) }).waitFor();
}

test('every content section and company page renders its content', async () => {
  const problems = await trackProblems(page);
  const [blogs, podcasts] = await Promise.all([getJson<Paged<Item>>('/api/Posts?kind=blog'), getJson<Paged<Item>>('/api/Posts?kind=podcast')]);
  expect(blogs.items.length).toBeGreaterThan(0);
  expect(podcasts.items.length).toBeGreaterThan(0);

  await page.goto('/analysis-and-news');
  await waitForApp(page);
  await heading('PAGES.ANALYSIS_AND_NEWS.TITLE');
  await page.getByTestId('news-item').first().waitFor();

  await page.goto('/blogs');
  await heading('PAGES.BLOGS.TITLE');
  await page.getByTestId('post-card').first().waitFor();
  await page.getByTestId('post-card').first().click();
  await page.getByRole('heading', { level: 1, name: exact(blogs.items[0]!.title) }).waitFor();
  await page.getByRole('button', { name: exact(tr('th', 'SHARE.COPY_LINK')) }).waitFor();

  await page.goto(`/podcasts/${podcasts.items[0]!.slug}`);
  await page.getByRole('heading', { level: 1, name: exact(podcasts.items[0]!.title) }).waitFor();
  expect(await page.getByTestId('podcast-audio').getAttribute('src')).toMatch(/\/storage\/podcast-audio\//);
  await screenshot(page, 'content-podcast');

  for (const [path, kind, key] of [
    ['/seminars', 'seminar', 'SEMINARS'],
    ['/robo-camps', 'robo-camp', 'ROBO_CAMPS'],
    ['/robo-road-trip', 'road-trip', 'ROBO_ROAD_TRIP'],
    ['/events', 'event', 'EVENTS'],
  ] as const) {
    const [upcoming, past] = await Promise.all([
      getJson<Paged<EventItem>>(`/api/Events?kind=${kind}&when=upcoming&countryId=174`),
      getJson<Paged<EventItem>>(`/api/Events?kind=${kind}&when=past&countryId=174`),
    ]);
    await page.goto(path);
    await heading(`PAGES.${key}.TITLE`);
    if (upcoming.items.length > 0) await page.getByTestId('event-card').filter({ hasText: upcoming.items[0]!.title }).waitFor();
    else await page.getByText(tr('th', 'EVENTS.EMPTY_UPCOMING')).waitFor();
    await page.getByRole('tab', { name: exact(tr('th', 'EVENTS.PAST')) }).click();
    await page.waitForURL((url) => url.search === '?when=past');
    if (past.items.length > 0) await page.getByTestId('event-card').filter({ hasText: past.items[0]!.title }).waitFor();
    else await page.getByText(tr('th', 'EVENTS.EMPTY_PAST')).waitFor();
  }
  await screenshot(page, 'content-events-past');

  await page.goto('/about-us');
  await heading('PAGES.ABOUT_US.TITLE');
  await page.getByTestId('award-year').first().waitFor();
  expect(await page.getByTestId('instructor').count()).toBeGreaterThan(0);
  expect(await page.getByTestId('instructor').first().textContent()).toMatch(/★/);

  await page.goto('/faqs');
  await heading('PAGES.FAQS.TITLE');
  await page.getByTestId('faq').first().waitFor();
  const all = await page.getByTestId('faq').count();
  expect(all).toBeGreaterThanOrEqual(10);
  await page.getByRole('searchbox', { name: exact(tr('th', 'STATIC_PAGES.FAQ_SEARCH')) }).fill('ใบประกาศนียบัตร');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="faq"]').length < n, all);
  expect(await page.getByTestId('faq').count()).toBeGreaterThan(0);

  for (const [path, key] of [
    ['/privacy-policy', 'PRIVACY_POLICY'],
    ['/terms-and-conditions', 'TERMS_AND_CONDITIONS'],
    ['/affiliate-agreement', 'AFFILIATE_AGREEMENT'],
  ] as const) {
    await page.goto(path);
    await heading(`PAGES.${key}.TITLE`);
    await page.getByRole('navigation', { name: exact(tr('th', 'STATIC_PAGES.CONTENTS')) }).waitFor();
    expect(await page.locator('section[id^="section-"]').count()).toBeGreaterThanOrEqual(5);
  }

  // A footer company link reloads the route and lands on the page.
  await page.goto('/faqs');
  await heading('PAGES.FAQS.TITLE');
  await page.locator('footer').getByRole('link', { name: exact(tr('th', 'HEADER.ABOUT_US')) }).click();
  await page.waitForURL((url) => url.pathname === '/about-us');
  await heading('PAGES.ABOUT_US.TITLE');
  expect(await problems.all()).toEqual([]);
});

test('a fresh student registers for a seminar, sees it on the dashboard and cancels it', async () => {
  const problems = await trackProblems(page);
  const seminars = await getJson<Paged<EventItem>>('/api/Events?kind=seminar&when=upcoming&countryId=174');
  const seminar = seminars.items.find((e) => e.seatsLeft > 0);
  if (!seminar) throw new Error('The seed has no upcoming Thai seminar with seats');
  const user = await createUser('evt');
  await logInThroughUi(page, user, `/seminars/${seminar.slug}`);
  await page.getByRole('heading', { level: 1, name: exact(seminar.title) }).waitFor();
  await page.getByRole('button', { name: exact(tr('th', 'EVENTS.REGISTER')) }).click();
  await page.getByText(tr('th', 'EVENTS.REGISTERED')).waitFor();
  await page.getByTestId('registered').waitFor();
  await page.getByTestId('seats').filter({ hasText: String(seminar.seatsLeft - 1) }).waitFor();
  await screenshot(page, 'content-seminar-registered');

  await page.goto('/student/dashboard');
  const row = page.getByTestId('my-event').filter({ hasText: seminar.title });
  await row.waitFor();
  await row.getByRole('link', { name: exact(seminar.title) }).click();
  await page.waitForURL((url) => url.pathname === `/seminars/${seminar.slug}`);
  await page.getByRole('button', { name: exact(tr('th', 'EVENTS.CANCEL')) }).click();
  await page.getByText(tr('th', 'EVENTS.CANCELLED')).waitFor();
  await page.getByRole('button', { name: exact(tr('th', 'EVENTS.REGISTER')) }).waitFor();

  await page.goto('/student/dashboard');
  await page.getByText(tr('th', 'EVENTS.MINE_EMPTY')).waitFor();
  expect(await page.getByTestId('my-event').count()).toBe(0);
  expect(await problems.all()).toEqual([]);
});

test('the contact form is validated, sent and mailed to the academy', async () => {
  const problems = await trackProblems(page);
  const subject = `E2E question ${Date.now()}`;
  await page.goto('/contact-us');
  await waitForApp(page);
  await heading('PAGES.CONTACT_US.TITLE');
  await page.locator('input[name="name"]').fill('Somsri E2E');
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.locator('input[name="subject"]').fill(subject);
  await page.locator('textarea[name="message"]').fill('short');
  await page.getByRole('button', { name: exact(tr('th', 'CONTACT.SEND')) }).click();
  await page.getByText(tr('th', 'CONTACT.ERROR_EMAIL')).waitFor();
  await page.getByText(tr('th', 'CONTACT.ERROR_MESSAGE')).waitFor();

  await page.locator('input[name="email"]').fill('somsri@example.test');
  await page.locator('textarea[name="message"]').fill('ขอสอบถามเรื่องการสมัครสัมมนาแบบกลุ่มครับ');
  await page.getByRole('button', { name: exact(tr('th', 'CONTACT.SEND')) }).click();
  await page.getByText(tr('th', 'CONTACT.SENT_TITLE')).waitFor();
  await screenshot(page, 'content-contact-sent');

  const mail = await waitForMailTo(CONTACT_EMAIL, (text) => text.includes('somsri@example.test'));
  expect(mail).toContain('somsri@example.test');
  expect(await problems.all()).toEqual([]);
});

test('switching the region to Vietnam shows Vietnam\'s news on /analysis-and-news', async () => {
  const problems = await trackProblems(page);
  const [thai, vietnam] = await Promise.all([getJson<NewsItem[]>('/api/AnalysisAndNews?countryId=174'), getJson<NewsItem[]>('/api/AnalysisAndNews?countryId=193')]);
  expect(thai.length).toBeGreaterThan(0);
  expect(vietnam.length).toBeGreaterThan(0);
  await page.goto('/analysis-and-news');
  await waitForApp(page);
  await page.getByTestId('news-item').filter({ hasText: thai[0]!.title }).waitFor();

  await page.getByRole('button', { name: tr('th', 'HEADER.REGION_LANGUAGE') }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: exact(tr('th', 'REGIONS.VIETNAM')) }).click();
  await reloaded;
  await waitForApp(page);
  expect(new URL(page.url()).pathname).toBe('/analysis-and-news');
  await page.getByTestId('news-item').filter({ hasText: vietnam[0]!.title }).waitFor();
  expect(await page.getByTestId('news-item').filter({ hasText: thai[0]!.title }).count()).toBe(0);
  await page.getByTestId('news-region').filter({ hasText: tr('th', 'REGIONS.VIETNAM') }).waitFor();
  await screenshot(page, 'content-news-vietnam');
  expect(await problems.all()).toEqual([]);
});

test("the chat widget's language follows a language switch", async () => {
  const problems = await trackProblems(page);
  await page.goto('/home');
  await waitForApp(page);
  const widget = page.getByTestId('academy-chat');
  await page.locator('[data-testid="academy-chat"][data-lang="th"]').waitFor();
  await page.getByRole('button', { name: tr('th', 'HEADER.REGION_LANGUAGE') }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.locator('[data-testid="academy-chat"][data-lang="en"]').waitFor();
  await widget.getByTestId('academy-chat-button').click();
  await widget.getByText('Hello! How can we help you today?').waitFor();
  await screenshot(page, 'content-chat-en');
  expect(await problems.all()).toEqual([]);
});
