// The admin console in Chromium against the real server, as the demo admin (English UI): find a
// learner and disable them (their open session ends at once); approve an application to teach;
// review a revision of a published course with its diff and approve it; write a news item in Thai
// and English with a cover, schedule it, and see it public for Thailand and not for Vietnam; create
// a seminar with two seats and see its registrations; approve a learner's refund from the order page;
// and find each of those actions in the audit log. (The payout queue's approve and paid are in the
// money-out journey.)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { API_BASE, API_ROUTES } from '../../src/shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../src/shared/commerceApiPaths';
import type { Order } from '../../src/shared/schemas/commerce';
import type { EditableCourse } from '../../src/shared/schemas/studio';
import { baseUrl, freshPagePerTest, newContext, screenshot } from './support/browser';
import { withE2eDatabase } from './support/database';
import { createUser, exact, getMe, logInThroughUi, sessionToken, tr, trackProblems, uniqueName, type PageProblems } from './support/helpers';
import { apiAs, DEMO_ADMIN, DEMO_INSTRUCTOR, signedInElsewhere } from './support/people';

jest.setTimeout(240_000);

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

const en = (key: string, values: Record<string, string> = {}) => tr('en', key, values);
const api = (route: string, params: Record<string, string | number> = {}) =>
  `${API_BASE}${Object.entries(params).reduce<string>((url, [name, value]) => url.replace(`:${name}`, String(value)), route)}`;
/** A cover picture: a wide gradient, encoded by sharp. */
async function coverImage(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g"><stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="900" cy="315" r="160" fill="#fde68a"/></svg>`;
  return { name: 'amphawa.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** The admin's page in English: signed in through the log-in page, the language switched. */
async function adminInEnglish(returnUrl: string): Promise<void> {
  await logInThroughUi(page, DEMO_ADMIN, returnUrl);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

/** The page's own content (the site header has a search button too). */
const main = () => page.locator('#main-content');

/** Picks an option of an MUI select by the select's label. */
async function choose(where: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await where.getByRole('combobox', { name: label }).click();
  await where.getByRole('option', { name: option }).click();
}

/** A local date-time for a datetime-local input, `minutes` from now (the browser's zone is the machine's). */
function localDateTime(minutesFromNow: number): string {
  const d = new Date(Date.now() + minutesFromNow * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('people, an application to teach and a course revision: disable a learner (their session ends at once), approve the application, approve the revision after reading its diff', async () => {
  // A learner is signed in at another computer.
  const learner = await createUser('dis');
  const learnerPage = await signedInElsewhere(browser, contexts, learner, '/student/dashboard');
  const learnerToken = (await sessionToken(learnerPage.context()))!;
  expect((await getMe(learnerToken)).status).toBe(200);

  // The admin finds them by username and disables the account.
  await adminInEnglish('/admin/people');
  await page.getByLabel('Search people').fill(learner.username);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: learner.username }).first().click();
  await page.waitForURL(/\/admin\/people\/[^/]+$/);
  await screenshot(page, 'admin-person');
  await page.getByRole('button', { name: 'Disable account' }).click();
  const disabled = page.waitForResponse((res) => res.url().includes('/api/Admin/Customers/') && res.request().method() === 'PUT');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, disable' }).click();
  expect((await disabled).status()).toBe(200);
  await page.getByRole('button', { name: 'Enable account' }).waitFor();

  // Their open session stops at once: the token is refused, and their page signs them out and says why.
  expect((await getMe(learnerToken)).status).toBe(401);
  await learnerPage.goto('/student/course-list');
  await learnerPage.waitForURL((url) => url.pathname === '/auth/log-in');
  await learnerPage.getByText(tr('th', 'ERRORS.AUTH_ACCOUNT_DISABLED')).first().waitFor();
  expect(await sessionToken(learnerPage.context())).toBeNull();

  // A student applies to teach; the admin approves from the applications queue.
  const applicant = await createUser('apply');
  const applicantPage = await signedInElsewhere(browser, contexts, applicant, '/student/teach');
  expect((await apiAs(applicantPage, 'POST', api(API_ROUTES.instructorApplication), { bio: 'Ten years of teaching Thai cooking in Chiang Mai night markets.', topics: ['Thai cooking'] })).status).toBe(201);
  await page.goto('/admin/instructor-applications');
  const application = page.getByRole('article').filter({ hasText: applicant.username });
  const approved = page.waitForResponse((res) => res.url().includes('/api/Admin/InstructorApplications/') && res.request().method() === 'POST');
  await application.getByRole('button', { name: exact(en('ADMIN.APPROVE')) }).click();
  expect((await approved).status()).toBe(200);
  expect((await apiAs<{ role: string }>(applicantPage, 'GET', api(API_ROUTES.authMe))).body.role).toBe('instructor');

  // The demo instructor changes the subtitle of a published course and sends the revision for review.
  const instructor = await signedInElsewhere(browser, contexts, DEMO_INSTRUCTOR, '/instructor/courses');
  const mine = (await apiAs<{ items: { id: number; title: string; status: string }[] }>(instructor, 'GET', api(API_ROUTES.instructorCourses))).body.items;
  const course = mine.find((c) => c.status === 'published')!;
  const current = await apiAs<EditableCourse>(instructor, 'GET', api(API_ROUTES.instructorCourse, { id: course.id }));
  const c = current.body;
  const subtitle = `Now with a market tour ${uniqueName('rev').slice(-5)}`;
  const fields = {
    title: c.title, subtitle, description: c.description, outcomes: c.outcomes, requirements: c.requirements, level: c.level, language: c.language,
    categoryId: c.categoryId, coverImage: c.coverImage, isFree: c.isFree, prices: c.prices, titleTranslations: c.titleTranslations,
  };
  const saved = await apiAs<EditableCourse>(instructor, 'PUT', api(API_ROUTES.instructorCourse, { id: course.id }), fields, { 'if-match': String(c.version) });
  expect(saved.status).toBe(200);
  expect((await apiAs(instructor, 'POST', api(API_ROUTES.instructorCourseSubmit, { id: course.id }))).status).toBe(200);

  // The admin reads what changed (the new words marked as inserted) and approves.
  await page.goto('/admin/course-reviews');
  await page.getByRole('link', { name: course.title }).first().click();
  await page.waitForURL(new RegExp(`/admin/course-reviews/${course.id}$`));
  const diff = page.getByRole('region', { name: /^What changed/ });
  await diff.locator('ins').filter({ hasText: 'market' }).first().waitFor();
  await screenshot(page, 'admin-course-diff');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByText('The course is approved and published.').waitFor();
  // The public course follows (its catalogue cache is seconds old).
  const until = Date.now() + 30_000;
  let shown = '';
  while (shown !== subtitle && Date.now() < until) {
    shown = ((await (await fetch(`${baseUrl()}${api(API_ROUTES.course, { idOrSlug: course.id })}`)).json()) as { subtitle: string }).subtitle;
    if (shown !== subtitle) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  expect(shown).toBe(subtitle);

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

test('content: a news item in Thai and English with a cover, scheduled, public for Thailand only once its time comes; a seminar with two seats and its registrations', async () => {
  await adminInEnglish('/admin/news');
  await page.getByRole('link', { name: 'New news item' }).click();
  await choose(page, 'Written in', 'Thai');
  const thaiTitle = `ตลาดน้ำอัมพวา ${uniqueName('n').slice(-6)}`;
  const englishTitle = `Amphawa floating market ${thaiTitle.split(' ')[1]}`;
  await page.getByRole('tab', { name: 'Thai' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(thaiTitle);
  await page.getByRole('textbox', { name: 'Summary' }).fill('เที่ยวตลาดน้ำและเรียนทำขนมไทย');
  await page.getByRole('textbox', { name: 'Body' }).fill('ตลาดเปิดวันศุกร์ถึงวันอาทิตย์');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(englishTitle);
  await page.getByRole('textbox', { name: 'Summary' }).fill('A day at the floating market, and Thai sweets to make.');
  await page.getByRole('textbox', { name: 'Body' }).fill('The market opens Friday to Sunday.');
  await choose(page, 'Region', 'Thailand');
  await page.getByLabel('Upload cover').setInputFiles(await coverImage());
  await page.getByRole('img', { name: 'Cover preview' }).waitFor();
  await page.getByRole('radio', { name: 'Schedule' }).check();
  await page.getByLabel('Publish at').fill(localDateTime(3));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved.').first().waitFor();
  await page.waitForURL(/\/admin\/news\/\d+$/);
  const newsId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByText('Scheduled').first().waitFor();
  await page.getByRole('heading', { name: englishTitle }).or(page.getByRole('heading', { name: thaiTitle })).first().waitFor();
  await screenshot(page, 'admin-news-editor');

  // Not public before its time.
  const titles = async (countryId: number, lang: string) => (await (await fetch(`${baseUrl()}${api(API_ROUTES.news)}?countryId=${countryId}&lang=${lang}`)).json() as { id: number; title: string }[]).filter((n) => n.id === newsId).map((n) => n.title);
  expect(await titles(174, 'th')).toEqual([]);
  // Its time comes (moved forward in the database rather than waited for); the public cache is seconds old.
  await withE2eDatabase((db) => db.query(`update news_items set published_at = now() - interval '1 second' where id = $1`, [newsId]));
  const until = Date.now() + 20_000;
  while ((await titles(174, 'th')).length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await titles(174, 'th')).toEqual([thaiTitle]);
  expect(await titles(174, 'en')).toEqual([englishTitle]);
  expect(await titles(193, 'th')).toEqual([]);
  // A Thai reader in Thailand sees it on the news page.
  const reader = await newContext(browser);
  contexts.push(reader);
  const readerPage = await reader.newPage();
  await readerPage.goto('/analysis-and-news');
  await readerPage.evaluate(() => localStorage.setItem('country', '174'));
  await readerPage.reload();
  await readerPage.getByText(thaiTitle).first().waitFor();

  // A seminar with two seats.
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'New event' }).click();
  const seminar = `Seminar on Thai desserts ${uniqueName('s').slice(-6)}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(seminar);
  await page.getByLabel(/^Starts/).fill(localDateTime(60 * 24 * 10));
  await page.getByLabel(/^Ends/).fill(localDateTime(60 * 24 * 10 + 120));
  await page.getByRole('spinbutton', { name: /^Capacity/ }).fill('2');
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved and published.').waitFor();
  await page.waitForURL(/\/admin\/events\/\d+$/);
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('registration-count').filter({ hasText: '0 of 2' }).waitFor();

  // Two learners take the seats; a third is refused.
  const takers = [await createUser('seat'), await createUser('seat'), await createUser('seat')];
  const statuses: number[] = [];
  for (const taker of takers) {
    const takerPage = await signedInElsewhere(browser, contexts, taker, '/student/dashboard');
    statuses.push((await apiAs(takerPage, 'POST', api(API_ROUTES.eventRegister, { id: eventId }))).status);
  }
  expect(statuses.slice(0, 2).every((s) => s < 300)).toBe(true);
  expect(statuses[2]).toBe(409);
  await page.reload();
  await page.getByTestId('registration-count').filter({ hasText: '2 of 2' }).waitFor();
  for (const taker of takers.slice(0, 2)) await page.getByText(taker.username).first().waitFor();
  await screenshot(page, 'admin-event-registrations');

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

test('money and the trail: a learner asks for a refund, the admin approves it from the order page; the day\'s actions are in the audit log', async () => {
  // A learner buys a paid course in baht with the test bank and asks for a refund.
  const learner = await createUser('refund');
  const learnerPage = await signedInElsewhere(browser, contexts, learner, '/student/dashboard');
  const paid = await withE2eDatabase(async (db) =>
    (await db.query<{ id: number }>(`select c.id from courses c join course_prices p on p.course_id = c.id and p.currency = 'THB' where c.status = 'published' and not c.is_free order by c.id desc limit 1`)).rows[0]!.id,
  );
  expect((await apiAs(learnerPage, 'POST', `${api(COMMERCE_API_ROUTES.cartItem, { courseId: paid })}?country=174`)).status).toBe(201);
  const order = (await apiAs<Order>(learnerPage, 'POST', api(COMMERCE_API_ROUTES.orders), { method: 'test', currency: 'THB', country: 174 })).body;
  expect((await apiAs(learnerPage, 'POST', api(COMMERCE_API_ROUTES.testPaymentApprove, { paymentId: order.payment!.id }))).status).toBeLessThan(300);
  const until = Date.now() + 20_000;
  while ((await apiAs<Order>(learnerPage, 'GET', api(COMMERCE_API_ROUTES.order, { orderId: order.id }))).body.status !== 'paid' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await apiAs(learnerPage, 'POST', api(COMMERCE_API_ROUTES.orderRefund, { orderId: order.id }), { reason: 'I bought the wrong course.' })).status).toBeLessThan(300);

  // The admin finds the order and approves the refund.
  await adminInEnglish('/admin/orders');
  await page.getByLabel('Order number, buyer, e-mail or course').fill(learner.username);
  await main().getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `Open order ${order.number}` }).first().click();
  await page.waitForURL(new RegExp(`/admin/orders/${order.id}$`));
  await screenshot(page, 'admin-order');
  await page.getByRole('button', { name: 'Approve refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason for the refund' }).fill('Bought by mistake; refunded within the window.');
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await page.getByText(new RegExp(`${order.number} is refunded`)).waitFor();
  expect((await apiAs<Order>(learnerPage, 'GET', api(COMMERCE_API_ROUTES.order, { orderId: order.id }))).body.status).toBe('refunded');

  // The audit log has the day's actions (this test's and the others' in this run), with who and from where.
  await page.goto('/admin/audit-log');
  await page.getByLabel('Who (username, name or e-mail)').fill(DEMO_ADMIN.username);
  await main().getByRole('button', { name: 'Search', exact: true }).click();
  const entries = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await entries.getByText(en('ADMIN_AUDIT.ACTIONS.ORDER_REFUND')).first().waitFor();
  await screenshot(page, 'admin-audit-log');
  await choose(page, 'Action', en('ADMIN_AUDIT.AREAS.PEOPLE'));
  await main().getByRole('button', { name: 'Search', exact: true }).click();
  await entries.getByText(en('ADMIN_AUDIT.ACTIONS.PEOPLE_DISABLE')).first().waitFor();
  const lines = await apiAs<{ items: { action: string; ip: string | null }[] }>(page, 'GET', `${api(API_ROUTES.adminAuditLog)}?pageSize=100`);
  const actions = new Set(lines.body.items.map((l) => l.action));
  for (const action of ['people.disable', 'application.approve', 'course.approve', 'news.create', 'event.create', 'order.refund']) expect(actions).toContain(action);
  expect(lines.body.items.every((l) => typeof l.ip === 'string' && l.ip.length > 0)).toBe(true);

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});
