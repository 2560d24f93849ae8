// Support tickets in Chromium against the real server (English UI everywhere): a learner opens a
// payment ticket about their order with a screenshot; the admin sees it, adds an internal note and
// replies; the learner gets the mail and answers; the admin resolves it, and after the (shortened)
// period it closes by itself. A course-content ticket forwarded to the course's instructor is answered
// by them in their area. The internal note never reaches the learner.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { API_BASE, API_ROUTES } from '../../src/shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../src/shared/commerceApiPaths';
import type { Order } from '../../src/shared/schemas/commerce';
import type { TicketDetail } from '../../src/shared/schemas/tickets';
import { TICKET_API_ROUTES } from '../../src/shared/ticketApiPaths';
import { freshPagePerTest, screenshot, waitForMailTo } from './support/browser';
import { withE2eDatabase } from './support/database';
import { E2E_TICKET_AUTO_CLOSE_SECONDS } from './support/globalSetup';
import { createUser, logInThroughUi, trackProblems, uniqueName, type PageProblems } from './support/helpers';
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

const api = (route: string, params: Record<string, string | number> = {}) =>
  `${API_BASE}${Object.entries(params).reduce<string>((url, [name, value]) => url.replace(`:${name}`, String(value)), route)}`;

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function inEnglish(where: Page): Promise<void> {
  await where.evaluate(() => localStorage.setItem('lang', 'en'));
  await where.reload();
}

async function choose(where: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await where.getByRole('combobox', { name: label }).click();
  await where.getByRole('option', { name: option }).click();
}

/** A screenshot of a failed payment, as a learner would attach it. */
async function screenshotFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#f8fafc"/><rect x="40" y="40" width="720" height="80" fill="#dc2626"/><text x="60" y="95" font-size="40" fill="#fff">Payment failed</text></svg>`;
  return { name: 'payment-error.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

test('a payment ticket about an order, with a screenshot: note, reply, mail, the learner answers, resolved, then closed by itself', async () => {
  // A learner with a paid order (test bank, in baht).
  const learner = await createUser('ticket');
  await logInThroughUi(page, learner, '/student/support-ticket');
  await inEnglish(page);
  const paid = await withE2eDatabase(async (db) =>
    (await db.query<{ id: number }>(`select c.id from courses c join course_prices p on p.course_id = c.id and p.currency = 'THB' where c.status = 'published' and not c.is_free order by c.id limit 1`)).rows[0]!.id,
  );
  expect((await apiAs(page, 'POST', `${api(COMMERCE_API_ROUTES.cartItem, { courseId: paid })}?country=174`)).status).toBe(201);
  const order = (await apiAs<Order>(page, 'POST', api(COMMERCE_API_ROUTES.orders), { method: 'test', currency: 'THB', country: 174 })).body;
  expect((await apiAs(page, 'POST', api(COMMERCE_API_ROUTES.testPaymentApprove, { paymentId: order.payment!.id }))).status).toBeLessThan(300);
  await eventually(async () => (await apiAs<Order>(page, 'GET', api(COMMERCE_API_ROUTES.order, { orderId: order.id }))).body.status, (s) => s === 'paid', 20_000, 'the order');

  // The learner opens a payment ticket about that order, with a screenshot.
  const subject = `Charged twice for ${order.number}`;
  await page.reload();
  await page.getByRole('button', { name: 'New ticket' }).first().click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await choose(page, /Category/, 'Payment');
  await choose(page, /About/, new RegExp(order.number));
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('My bank shows two payments for this order. <b>Please check</b>.');
  await page.getByLabel('Attach files').setInputFiles(await screenshotFile());
  await page.getByText('Uploaded').first().waitFor();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.waitForURL(/\/student\/support-ticket\/\d+$/);
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
  // HTML in a message is shown as text.
  await page.getByText('<b>Please check</b>', { exact: false }).first().waitFor();
  await screenshot(page, 'ticket-learner-thread');

  // The admin sees it in the queue, adds an internal note and replies.
  const admin = await signedInElsewhere(browser, contexts, DEMO_ADMIN, '/admin/support', { lang: 'en' });
  await admin.reload();
  await admin.getByRole('link', { name: new RegExp(subject) }).first().click();
  await admin.waitForURL(new RegExp(`/admin/support/${ticketId}$`));
  const note = `Checked the provider: one charge only (${uniqueName('n')})`;
  await admin.getByLabel('Note for the team').fill(note);
  await admin.getByRole('button', { name: 'Add internal note' }).click();
  await admin.getByText('The internal note was added.').waitFor();
  const reply = 'We see one payment only; the second line is a hold that your bank releases within 3 days.';
  await admin.getByLabel('Public reply').fill(reply);
  await admin.getByRole('button', { name: 'Reply', exact: true }).click();
  await admin.getByText('Your reply was sent to the requester.').waitFor();
  await screenshot(admin, 'ticket-admin-thread');

  // The learner gets the mail with a link to the thread, sees the reply (never the note), and answers.
  const mail = await waitForMailTo(learner.email, (m) => m.includes(`/student/support-ticket/${ticketId}`));
  expect(mail).not.toBeNull();
  await page.reload();
  await page.getByText(reply).first().waitFor();
  expect(await page.getByText(note).count()).toBe(0);
  const seen = await apiAs<TicketDetail>(page, 'GET', api(TICKET_API_ROUTES.ticket, { id: ticketId }));
  expect(JSON.stringify(seen.body)).not.toContain(note);
  await page.getByLabel('Your reply').fill('Thank you, the hold is gone now.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByText('Thank you, the hold is gone now.').first().waitFor();

  // The admin resolves it; after the shortened period it closes by itself.
  await admin.reload();
  await admin.getByText('Thank you, the hold is gone now.').first().waitFor();
  await admin.getByRole('button', { name: 'Resolve' }).click();
  await eventually(async () => (await apiAs<TicketDetail>(page, 'GET', api(TICKET_API_ROUTES.ticket, { id: ticketId }))).body.status, (s) => s === 'resolved' || s === 'closed', 10_000, 'resolved');
  await eventually(async () => (await apiAs<TicketDetail>(page, 'GET', api(TICKET_API_ROUTES.ticket, { id: ticketId }))).body.status, (s) => s === 'closed', (E2E_TICKET_AUTO_CLOSE_SECONDS + 75) * 1000, 'closed by itself');
  await page.reload();
  await page.getByRole('button', { name: 'Reopen' }).waitFor();

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

test("a course-content ticket forwarded to the course's instructor is answered in their area", async () => {
  // A learner enrolled in one of the demo instructor's free courses asks about its content.
  const learner = await createUser('content');
  await logInThroughUi(page, learner, '/student/support-ticket');
  await inEnglish(page);
  const course = await withE2eDatabase(async (db) =>
    (await db.query<{ id: number; title: string }>(`select c.id, c.title from courses c join customers u on u.id = c.instructor_id and u.username = $1 where c.status = 'published' and c.is_free order by c.id limit 1`, [DEMO_INSTRUCTOR.username])).rows[0]!,
  );
  expect((await apiAs(page, 'POST', api(API_ROUTES.courseEnroll, { id: course.id }))).status).toBeLessThan(300);
  const created = await apiAs<TicketDetail>(page, 'POST', api(TICKET_API_ROUTES.tickets), { subject: 'The second lesson video stops at 2:10', category: 'course_content', courseId: course.id, body: 'It stops every time at 2:10 on my phone.' });
  expect(created.status).toBe(201);
  const ticketId = created.body.id;

  // The admin forwards it to the course's instructor.
  const admin = await signedInElsewhere(browser, contexts, DEMO_ADMIN, `/admin/support/${ticketId}`, { lang: 'en' });
  await admin.reload();
  await admin.getByRole('button', { name: 'Forward to instructor' }).click();
  await admin.getByText("The ticket was forwarded to the course's instructor.").waitFor();

  // The instructor answers it in their area.
  const instructor = await signedInElsewhere(browser, contexts, DEMO_INSTRUCTOR, '/instructor/support', { lang: 'en' });
  await instructor.reload();
  await instructor.getByRole('link', { name: /The second lesson video stops/ }).first().click();
  await instructor.waitForURL(new RegExp(`/instructor/support/${ticketId}$`));
  const answer = 'Thanks! I re-encoded the video; it plays to the end now.';
  await instructor.getByLabel('Your answer').fill(answer);
  await instructor.getByRole('button', { name: 'Send answer' }).click();
  await instructor.getByText(answer).first().waitFor();
  await screenshot(instructor, 'ticket-instructor-thread');

  // The learner sees the instructor's answer.
  await page.goto(`/student/support-ticket/${ticketId}`);
  await page.getByText(answer).first().waitFor();

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});
