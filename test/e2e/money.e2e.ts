// Money out in Chromium against the real server: an affiliate joins the programme and shares their
// link; a new learner opens it (the server sets the referral cookie), signs up through the form (the
// code prefilled) and buys four of the demo instructor's courses in baht with the test bank. After the
// (shortened) hold the commission and the instructor's net are available; both set a PromptPay payout
// method, ask for a payout, and the admin approves and pays both from the payout queue (with the QR
// for the exact amount). Both see it paid; a refund afterwards leaves the affiliate's balance below
// zero, to be offset by later commissions. The instructor's earnings and orders pages show the sale.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_CONSOLE_API_ROUTES } from '../../src/shared/adminApiPaths';
import { API_BASE } from '../../src/shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../src/shared/commerceApiPaths';
import { MONEY_API_ROUTES } from '../../src/shared/moneyApiPaths';
import type { AuditLogPage } from '../../src/shared/schemas/adminAudit';
import type { Order } from '../../src/shared/schemas/commerce';
import type { Affiliate, Earnings, PayoutPage, StatementPage } from '../../src/shared/schemas/money';
import { baseUrl, freshPagePerTest, newContext, screenshot, waitForMailTo } from './support/browser';
import { withE2eDatabase } from './support/database';
import { E2E_EARNINGS_HOLD_SECONDS } from './support/globalSetup';
import { createUser, escapeRegExp, exact, logInThroughUi, tr, trackProblems, uniqueName, type PageProblems } from './support/helpers';
import { apiAs, DEMO_ADMIN, DEMO_INSTRUCTOR, signedInElsewhere } from './support/people';

jest.setTimeout(300_000);

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

type Lang = 'th' | 'en';
const text = (lang: Lang, key: string, values: Record<string, string | number> = {}) => tr(lang, key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
const startingWith = (lang: Lang, key: string, values: Record<string, string> = {}) => new RegExp(`^\\s*${escapeRegExp(text(lang, key, values).trim())}`);
const api = (route: string) => `${API_BASE}${route}`;
/** Text that starts like the English text of `key` up to its first {{value}} ("Approve {{amount}} to ..." -> /^Approve /). */
const prefixed = (key: string, lang: Lang = 'en') => new RegExp(`^\\s*${escapeRegExp(tr(lang, key, new Proxy({}, { get: () => '\u0000' })).split('\u0000')[0]!)}`);

/** Waits until `read` gives a value `accept` takes (the release job runs when the hold ends). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The demo instructor's four most expensive published courses priced in baht. */
async function instructorCoursesInBaht(): Promise<{ id: number; slug: string; amount: number }[]> {
  return withE2eDatabase(async (db) => {
    const res = await db.query<{ id: number; slug: string; amount: string }>(
      `select c.id, c.slug, p.amount_minor as amount from courses c
         join course_prices p on p.course_id = c.id and p.currency = 'THB'
         join customers u on u.id = c.instructor_id and u.username = $1
        where c.status = 'published' order by p.amount_minor desc, c.id limit 4`,
      [DEMO_INSTRUCTOR.username],
    );
    return res.rows.map((r) => ({ id: r.id, slug: r.slug, amount: Number(r.amount) }));
  });
}

/** A payout method set more than a day ago: the 24-hour pause after a change has passed (time travel in the e2e database). */
async function methodPastItsPause(username: string): Promise<void> {
  await withE2eDatabase((db) =>
    db.query(`update payout_methods m set updated_at = now() - interval '25 hours' from customers c where c.id = m.customer_id and c.username = $1`, [username]),
  );
}

/** Adds a PromptPay payout method through the panel's dialog (English UI). */
async function addPromptPay(where: Page, password: string, holder: string, number: string): Promise<void> {
  await where.getByRole('button', { name: exact(text('en', 'PAYOUTS.METHOD.ADD')) }).click();
  const dialog = where.getByRole('dialog');
  await dialog.getByRole('combobox', { name: startingWith('en', 'ORDERS.PAYOUT.KIND') }).click();
  await where.getByRole('option', { name: startingWith('en', 'ORDERS.PAYOUT.KIND_PROMPTPAY') }).click();
  await dialog.getByRole('textbox', { name: startingWith('en', 'ORDERS.PAYOUT.HOLDER') }).fill(holder);
  await dialog.getByRole('textbox', { name: startingWith('en', 'ORDERS.PAYOUT.VALUE_PROMPTPAY') }).fill(number);
  await dialog.locator('input[name="currentPassword"]').fill(password);
  await dialog.getByRole('button', { name: exact(text('en', 'PAYOUTS.METHOD.SAVE')) }).click();
  await where.getByText(text('en', 'PAYOUTS.METHOD.SAVED', { hours: 24 })).waitFor();
}

/** Asks for every available baht through the panel (English UI); answers the amount asked for. */
async function withdrawAll(where: Page): Promise<void> {
  await where.getByRole('button', { name: exact(text('en', 'PAYOUTS.REQUEST.ALL')) }).click();
  const asked = where.waitForResponse((res) => new URL(res.url()).pathname === api(MONEY_API_ROUTES.payouts) && res.request().method() === 'POST');
  await where.getByRole('button', { name: exact(text('en', 'PAYOUTS.REQUEST.SUBMIT')) }).click();
  expect((await asked).status()).toBe(201);
  await where.getByText(prefixed('PAYOUTS.REQUEST.DONE')).waitFor();
}

it('an affiliate link brings a learner who buys; after the hold the affiliate and the instructor are paid out; a refund afterwards goes below zero', async () => {
  const courses = await instructorCoursesInBaht();
  expect(courses).toHaveLength(4);

  // 1. The affiliate joins the programme (Thai UI) and reads their link.
  const affiliate = await createUser('aff');
  await logInThroughUi(page, affiliate, '/student/affiliate');
  await page.getByRole('heading', { name: exact(text('th', 'AFFILIATE.TITLE')) }).waitFor();
  await page.getByRole('link', { name: startingWith('th', 'AFFILIATE.AGREEMENT_LINK') }).waitFor();
  await page.getByRole('checkbox', { name: exact(text('th', 'AFFILIATE.JOIN.ACCEPT_LABEL')) }).check();
  await page.getByRole('button', { name: exact(text('th', 'AFFILIATE.JOIN.SUBMIT')) }).click();
  await page.getByText(text('th', 'AFFILIATE.JOIN.DONE')).waitFor();
  const link = await page.getByRole('textbox', { name: exact(text('th', 'AFFILIATE.LINK.LABEL')) }).inputValue();
  const mine = (await apiAs<Affiliate>(page, 'GET', api(MONEY_API_ROUTES.affiliate))).body;
  expect(link).toBe(mine.link);
  expect(link).toBe(`${baseUrl()}/?ref=${mine.code}`);
  await screenshot(page, 'money-affiliate-joined-th');

  // 2. A new learner opens the link in another browser; the server counts the click and sets the cookie.
  const learnerContext = await newContext(browser);
  learnerContext.setDefaultTimeout(15_000);
  contexts.push(learnerContext);
  const learner = await learnerContext.newPage();
  const learnerProblems = await trackProblems(learner);
  await learner.goto(link);
  const cookie = (await learnerContext.cookies(baseUrl())).find((c) => c.name === 'academy_ref');
  expect(cookie?.value).toMatch(new RegExp(`^${mine.code}\\.\\d+$`));
  await eventually(async () => (await apiAs<Affiliate>(page, 'GET', api(MONEY_API_ROUTES.affiliate))).body.stats.clicks, (n) => n === 1, 10_000, 'the click');

  // ... signs up through the form, the referral code already filled in, in the Thai region.
  await learner.evaluate(() => localStorage.setItem('country', '174'));
  await learner.goto('/auth/sign-up?returnUrl=%2Fcart');
  const referral = learner.locator('input[name="referralCode"]');
  await expect(referral.inputValue()).resolves.toBe(mine.code);
  const username = uniqueName('referred');
  const password = 'lantern-monsoon-teak-2026';
  await learner.locator('input[name="username"]').fill(username);
  await learner.locator('[data-testid="username-status"]').filter({ hasText: text('th', 'AUTH.SIGNUP.USERNAME_AVAILABLE', { username }) }).waitFor();
  await learner.locator('input[name="email"]').fill(`${username}@example.test`);
  await learner.locator('input[name="password"]').fill(password);
  await learner.locator('input[name="confirmPassword"]').fill(password);
  const created = learner.waitForResponse((res) => new URL(res.url()).pathname === '/api/Customers' && res.request().method() === 'POST');
  await learner.getByRole('button', { name: exact(text('th', 'AUTH.SIGNUP.SUBMIT')) }).click();
  expect((await created).status()).toBe(201);
  await learner.waitForURL((url) => url.pathname === '/cart');
  expect((await apiAs<Affiliate>(page, 'GET', api(MONEY_API_ROUTES.affiliate))).body.stats.signUps).toBe(1);

  // 3. The learner buys four of the instructor's courses in one order, paid in the test bank.
  for (const course of courses) expect((await apiAs(learner, 'POST', api(COMMERCE_API_ROUTES.cartItem.replace(':courseId', String(course.id))) + '?country=174')).status).toBe(201);
  await learner.reload();
  await learner.getByRole('radio', { name: startingWith('th', 'CHECKOUT.METHOD_TEST') }).check();
  await learner.getByRole('button', { name: startingWith('th', 'CART.PAY', { amount: '' }) }).click();
  await learner.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  const orderId = new URL(learner.url()).pathname.split('/').pop()!;
  await learner.getByTestId('checkout-redirect').click();
  await learner.waitForURL((url) => url.pathname.startsWith('/pay/test/'));
  // Paid with a test card of the learner's own (the affiliate never paid with it: the commission stands).
  await learner.getByLabel(text('th', 'CHECKOUT.TEST_BANK_CARD')).fill('4242 4242 4242 4242');
  await learner.getByRole('button', { name: startingWith('th', 'CHECKOUT.TEST_BANK_APPROVE', { amount: '' }) }).click();
  await learner.getByTestId('test-bank-result').getByText(text('th', 'CHECKOUT.TEST_BANK_APPROVED')).waitFor();
  await learner.getByTestId('test-bank-return').click();
  await learner.getByTestId('checkout-paid').waitFor({ timeout: 30_000 });
  const order = (await apiAs<Order>(learner, 'GET', api(COMMERCE_API_ROUTES.order.replace(':orderId', orderId)))).body;
  expect(order).toMatchObject({ status: 'paid', currency: 'THB', totalMinor: courses.reduce((sum, c) => sum + c.amount, 0) });

  // The commission is pending, then available once the hold has passed (the release job).
  const pending = (await apiAs<Affiliate>(page, 'GET', api(MONEY_API_ROUTES.affiliate))).body;
  expect(pending.stats.purchases).toBe(4);
  const thb = (a: Affiliate) => a.balances.find((b) => b.currency === 'THB');
  expect(thb(pending)?.pendingMinor).toBeGreaterThan(0);
  const commission = thb(pending)!.pendingMinor;
  const released = await eventually(
    async () => thb((await apiAs<Affiliate>(page, 'GET', api(MONEY_API_ROUTES.affiliate))).body),
    (b) => b?.availableMinor === commission && b.pendingMinor === 0,
    (E2E_EARNINGS_HOLD_SECONDS + 60) * 1000,
    "the affiliate's release",
  );
  expect(released?.availableMinor).toBeGreaterThanOrEqual(35000);

  // 4. The affiliate adds a PromptPay payout method (English UI from here), waits out its pause, withdraws all.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await addPromptPay(page, affiliate.password, 'Affiliate Person', '0812345678');
  await page.getByText(prefixed('PAYOUTS.REQUEST.BLOCK_RECENT')).waitFor();
  await methodPastItsPause(affiliate.username);
  await page.reload();
  await withdrawAll(page);

  // The instructor's share of the same sale (instructor UI in English): set a method, withdraw all.
  const instructor = await signedInElsewhere(browser, contexts, DEMO_INSTRUCTOR, '/instructor/payouts', { lang: 'en' });
  await instructor.reload();
  await eventually(
    async () => (await apiAs<Earnings>(instructor, 'GET', api(MONEY_API_ROUTES.instructorEarnings))).body.balances.find((b) => b.currency === 'THB'),
    (b) => (b?.availableMinor ?? 0) >= 35000 && b?.pendingMinor === 0,
    (E2E_EARNINGS_HOLD_SECONDS + 60) * 1000,
    "the instructor's release",
  );
  await addPromptPay(instructor, DEMO_INSTRUCTOR.password, 'Demo Instructor', '0899999999');
  await methodPastItsPause(DEMO_INSTRUCTOR.username);
  await instructor.reload();
  await withdrawAll(instructor);
  await screenshot(instructor, 'money-instructor-payout-requested');

  // 5. The admin approves and pays both from the queue, with the QR for the exact amount.
  const admin = await signedInElsewhere(browser, contexts, DEMO_ADMIN, '/admin/payouts', { lang: 'en' });
  await admin.reload();
  const cardOf = (username: string) => admin.getByRole('listitem').filter({ hasText: `(@${username})` });
  await cardOf(affiliate.username).waitFor();
  await screenshot(admin, 'money-admin-payout-queue-open');
  for (const payee of [affiliate.username, DEMO_INSTRUCTOR.username]) {
    const card = cardOf(payee);
    await expect(card.getByRole('img', { name: /PromptPay/ }).count()).resolves.toBe(1);
    await card.getByRole('button', { name: prefixed('PAYOUTS.ADMIN.APPROVE_OF') }).click();
    await card.getByText(exact(text('en', 'PAYOUTS.STATUS.APPROVED'))).waitFor();
  }
  await screenshot(admin, 'money-admin-payout-queue');
  for (const payee of [affiliate.username, DEMO_INSTRUCTOR.username]) {
    await cardOf(payee).getByRole('button', { name: prefixed('PAYOUTS.ADMIN.MARK_PAID_OF') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: startingWith('en', 'PAYOUTS.ADMIN.BANK_REFERENCE') }).fill(`KBANK-${payee.slice(0, 12)}`);
    await dialog.getByRole('button', { name: exact(text('en', 'PAYOUTS.ADMIN.PAID_CONFIRM')) }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  // Both see their payout paid, with the bank's reference, and get a mail.
  for (const [who, where] of [[affiliate.username, page], [DEMO_INSTRUCTOR.username, instructor]] as const) {
    const history = (await apiAs<PayoutPage>(where, 'GET', api(MONEY_API_ROUTES.payouts))).body.items;
    expect(history[0]).toMatchObject({ status: 'paid', reference: `KBANK-${who.slice(0, 12)}` });
    await where.reload();
    await where.getByText(text('en', 'PAYOUTS.HISTORY.REFERENCE', { reference: `KBANK-${who.slice(0, 12)}` })).first().waitFor();
  }
  expect(await waitForMailTo(affiliate.email, (m) => m.includes('KBANK-'))).toBeTruthy();
  await screenshot(page, 'money-affiliate-paid');

  // The audit log holds the admin's approval and payment of each payout, by the admin, in that order.
  for (const where of [page, instructor]) {
    const payoutId = (await apiAs<PayoutPage>(where, 'GET', api(MONEY_API_ROUTES.payouts))).body.items[0]!.id;
    const log = await apiAs<AuditLogPage>(admin, 'GET', `${api(ADMIN_CONSOLE_API_ROUTES.adminAuditLog)}?action=payout.&target=${encodeURIComponent(`payout:${payoutId}`)}`);
    expect(log.status).toBe(200);
    const lines = [...log.body.items].sort((a, b) => a.id - b.id);
    expect(lines.map((l) => l.action)).toEqual(['payout.approve', 'payout.paid']);
    for (const line of lines) expect(line).toMatchObject({ targetType: 'payout', targetId: String(payoutId), actor: { username: DEMO_ADMIN.username } });
    expect(lines[1]!.detail).toMatchObject({ from: 'approved', to: 'paid' });
  }

  // 6. The learner asks for a refund and the admin approves it: the affiliate's commission is reversed
  //    after it was paid out, so their available balance goes below zero, shown as such.
  expect((await apiAs(learner, 'POST', api(COMMERCE_API_ROUTES.orderRefund.replace(':orderId', orderId)), { reason: 'Bought the wrong courses' })).status).toBe(200);
  const refunds = await apiAs<{ items: { refund: { id: number }; orderId: string }[] }>(admin, 'GET', api(COMMERCE_API_ROUTES.adminRefunds) + '?status=requested');
  const refundId = refunds.body.items.find((r) => r.orderId === orderId)!.refund.id;
  expect((await apiAs(admin, 'POST', api(COMMERCE_API_ROUTES.adminRefundApprove.replace(':refundId', String(refundId))))).status).toBe(200);
  const after = thb((await apiAs<Affiliate>(page, 'GET', api(MONEY_API_ROUTES.affiliate))).body)!;
  expect(after).toMatchObject({ availableMinor: -commission, paidMinor: commission, pendingMinor: 0 });
  await page.reload();
  await page.getByText(text('en', 'PAYOUTS.BALANCES.NEGATIVE')).first().waitFor();
  await screenshot(page, 'money-affiliate-below-zero');

  // The affiliate's statement lists the order's four commissions, paid, and their four reversals.
  const affiliateLines = (await apiAs<StatementPage>(page, 'GET', api(MONEY_API_ROUTES.affiliateStatement) + '?currency=THB')).body.items.filter((e) => e.order?.id === orderId);
  expect(affiliateLines.filter((e) => !e.reversal).map((e) => [e.kind, e.state, e.breakdown])).toEqual(Array.from({ length: 4 }, () => ['affiliate_commission', 'paid', null]));
  expect(affiliateLines.filter((e) => e.reversal)).toHaveLength(4);
  const affiliateStatement = page.getByRole('table', { name: exact(text('en', 'EARNINGS.STATEMENT.TITLE')) });
  await affiliateStatement.getByText(order.number).first().waitFor();
  await expect(affiliateStatement.getByText(exact(text('en', 'EARNINGS.KIND.COMMISSION'))).count()).resolves.toBe(4);
  await affiliateStatement.scrollIntoViewIfNeeded();
  await screenshot(page, 'money-affiliate-statement');

  // 7. The instructor's statement shows the sale and its reversal; the orders page shows it refunded.
  const statement = (await apiAs<StatementPage>(instructor, 'GET', api(MONEY_API_ROUTES.instructorStatement) + '?currency=THB&pageSize=200')).body;
  const ofOrder = statement.items.filter((e) => e.order?.id === orderId);
  expect(ofOrder.filter((e) => !e.reversal && e.kind === 'instructor_net')).toHaveLength(4);
  expect(ofOrder.filter((e) => e.reversal)).toHaveLength(4);
  expect(ofOrder.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(0);
  await instructor.goto('/instructor/earnings');
  await instructor.getByRole('heading', { name: exact(text('en', 'EARNINGS.TITLE')) }).waitFor();
  await instructor.getByText(order.number).first().waitFor();
  await screenshot(instructor, 'money-instructor-earnings');
  await instructor.goto('/instructor/orders');
  await instructor.getByText(order.number).first().waitFor();
  await screenshot(instructor, 'money-instructor-orders');

  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
  expect([...learnerProblems.pageErrors, ...(await learnerProblems.cspViolations())]).toEqual([]);
});
