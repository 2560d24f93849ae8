// Buying courses in Chromium against the real server, one learner per region, each paying the way
// people there pay: a Thai learner pays a THB course by PromptPay through the test bank (its signed
// webhook reaches the real route); a Vietnamese learner pays by VietQR and an admin marks the transfer
// received; a Philippine learner takes a course with a 100 % coupon; a Global learner pays by card on
// the (local fake of) Stripe's hosted page, asks for a refund, an admin approves it and the access goes.
// Each ends enrolled with a receipt mail.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_BASE, apiPath } from '../../src/shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../src/shared/commerceApiPaths';
import type { Coupon, Order } from '../../src/shared/schemas/commerce';
import { freshPagePerTest, screenshot, waitForMailTo } from './support/browser';
import { createUser, escapeRegExp, exact, logInThroughUi, tr, trackProblems, type PageProblems } from './support/helpers';
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

type Lang = 'th' | 'en';
const text = (lang: Lang, key: string, values: Record<string, string | number> = {}) => tr(lang, key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
const api = (route: string) => `${API_BASE}${route}`;
/** A name that starts with the translation of `key` (its values left empty: e.g. "Pay {{amount}}" -> /^Pay/). */
const startingWith = (lang: Lang, key: string, values: Record<string, string> = {}) => new RegExp(`^\\s*${escapeRegExp(text(lang, key, values).trim())}`);

/** A new learner of `country`, reading the site in `lang`, signed in on `returnUrl`. */
async function learnerOf(country: number, lang: Lang, returnUrl: string): Promise<{ email: string; username: string }> {
  const user = await createUser(`buy${country}`);
  await page.goto('/home');
  await page.evaluate((country) => localStorage.setItem('country', String(country)), country);
  // The log-in helper reads the Thai page; the language is chosen after it, the reload applies it.
  await logInThroughUi(page, user, returnUrl);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), lang);
  await page.reload();
  return user;
}

/** The course page's "Buy now" (adds the course and opens the cart), then the method and Pay: ends on the checkout page. */
async function buyNow(lang: Lang, methodKey: string): Promise<string> {
  await page.getByRole('button', { name: startingWith(lang, 'CART.BUY_NOW_PRICE', { price: '' }) }).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await page.getByRole('radio', { name: startingWith(lang, methodKey) }).check();
  await page.getByRole('button', { name: startingWith(lang, 'CART.PAY', { amount: '' }) }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function expectPaid(lang: Lang): Promise<void> {
  await page.getByTestId('checkout-paid').waitFor({ timeout: 30_000 });
  await page.getByText(text(lang, 'CHECKOUT.PAID_TITLE')).first().waitFor();
}

async function orderOf(where: Page, orderId: string): Promise<Order> {
  const res = await apiAs<Order>(where, 'GET', api(apiPath(COMMERCE_API_ROUTES.order, { orderId })));
  expect(res.status).toBe(200);
  return res.body;
}

/** A mail's text as a person reads it: base64 parts decoded, quoted-printable soft line breaks and '=' undone. */
const unfolded = (mail: string) =>
  mail
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=\s*/gi, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'))
    .replace(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g, (_, body: string) => Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=');

/** The receipt mail of `order`, which names its number and links to its receipt page. */
async function expectReceiptMail(email: string, order: Order): Promise<void> {
  const mail = await waitForMailTo(email, (m) => unfolded(m).includes(`/student/orders/${order.id}/receipt`));
  expect(mail && unfolded(mail)).toContain(order.number);
}

async function isEnrolled(where: Page, slug: string): Promise<boolean> {
  const res = await apiAs<{ viewer?: { isEnrolled: boolean } }>(where, 'GET', `/api/Courses/${slug}`);
  return res.body.viewer?.isEnrolled === true;
}

it('a Thai learner pays a THB course by PromptPay in the test bank and is enrolled, with a receipt', async () => {
  const slug = 'offshore-stocks-thai';
  const user = await learnerOf(174, 'th', `/courses/${slug}`);
  const orderId = await buyNow('th', 'CHECKOUT.METHOD_PROMPTPAY');

  // The QR of the shop's PromptPay with the amount in baht, and the way to the test bank.
  await page.getByTestId('checkout-qr').waitFor();
  await expect(page.getByTestId('checkout-amount').textContent()).resolves.toMatch(/฿\s?599/);
  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ currency: 'THB', totalMinor: 59900, status: 'pending', method: 'promptpay' });
  expect(order.payment?.qrPayload).toMatch(/^000201010212/);
  expect(order.payment?.qrPayload).toContain('A000000677010111');
  await screenshot(page, 'commerce-th-promptpay-checkout');

  await page.getByTestId('checkout-redirect').click();
  await page.waitForURL((url) => url.pathname.startsWith('/pay/test/'));
  await page.getByRole('button', { name: startingWith('th', 'CHECKOUT.TEST_BANK_APPROVE', { amount: '' }) }).click();
  await page.getByTestId('test-bank-result').getByText(text('th', 'CHECKOUT.TEST_BANK_APPROVED')).waitFor();
  await page.getByTestId('test-bank-return').click();
  await expectPaid('th');
  await screenshot(page, 'commerce-th-paid');

  expect(await isEnrolled(page, slug)).toBe(true);
  await expectReceiptMail(user.email, order);
  // The receipt page prints the order.
  await page.getByTestId('checkout-receipt').click();
  await page.getByText(order.number).first().waitFor();
  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

it('a Vietnamese learner pays by VietQR and is enrolled once an admin marks the transfer received', async () => {
  const slug = 'thiet-ke-ui-ux';
  const user = await learnerOf(193, 'en', `/courses/${slug}`);
  const orderId = await buyNow('en', 'CHECKOUT.METHOD_VIETQR');
  await page.getByTestId('checkout-qr').waitFor();
  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ currency: 'VND', status: 'pending', method: 'vietqr' });
  expect(order.totalMinor % 1000).toBe(0);
  expect(order.payment).toMatchObject({ provider: 'qr' });
  expect(order.payment?.qrPayload).toContain('A000000727');
  expect(order.payment?.qrPayload).toContain('QRIBFTTA');
  await expect(page.getByTestId('checkout-amount').textContent()).resolves.toMatch(/₫/);

  // The admin finds the transfer waiting and confirms it with the bank's reference.
  const admin = await signedInElsewhere(browser, contexts, DEMO_ADMIN, '/admin/payments', { lang: 'en' });
  await admin.reload();
  await admin.getByRole('button', { name: exact(text('en', 'ADMIN_PAYMENTS.MARK_RECEIVED_OF', { number: order.number })) }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: startingWith('en', 'ADMIN_PAYMENTS.BANK_REFERENCE') }).fill('VCB-FT2611270001');
  await dialog.getByRole('button', { name: exact(text('en', 'ADMIN_PAYMENTS.RECEIVED_CONFIRM')) }).click();
  await admin.getByText(text('en', 'ADMIN_PAYMENTS.RECEIVED_DONE', { number: order.number })).waitFor();

  // The learner's checkout page sees it by itself.
  await expectPaid('en');
  expect(await isEnrolled(page, slug)).toBe(true);
  await expectReceiptMail(user.email, order);
  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

it('a Philippine learner takes a course with a 100 % coupon, without paying, and gets a receipt', async () => {
  // WELCOME100 is the demo instructor's coupon for one course.
  const instructor = await signedInElsewhere(browser, contexts, DEMO_INSTRUCTOR, '/instructor/coupons', { lang: 'en' });
  const coupons = await apiAs<Coupon[]>(instructor, 'GET', api(COMMERCE_API_ROUTES.instructorCoupons));
  const welcome = coupons.body.find((c) => c.code === 'WELCOME100');
  expect(welcome).toMatchObject({ percent: 100 });
  const course = await apiAs<{ slug: string }>(instructor, 'GET', `/api/Courses/${welcome!.courseIds[0]}`);

  const user = await learnerOf(138, 'en', `/courses/${course.body.slug}`);
  await page.getByRole('button', { name: exact(text('en', 'CART.ADD_TO_CART')) }).click();
  await page.getByRole('link', { name: exact(text('en', 'CART.IN_CART_GO')) }).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await page.getByRole('textbox', { name: text('en', 'CART.COUPON_LABEL') }).fill('welcome100');
  await page.getByRole('button', { name: exact(text('en', 'CART.COUPON_APPLY')) }).click();
  await page.getByTestId('coupon-applied').waitFor();
  await expect(page.getByTestId('cart-totals-PHP').textContent()).resolves.toMatch(/₱\s?0(\.00)?/);
  await screenshot(page, 'commerce-ph-coupon-cart');
  // Nothing to pay: no method to choose.
  await expect(page.getByRole('radio').count()).resolves.toBe(0);
  await page.getByRole('button', { name: exact(text('en', 'CART.GET_FREE')) }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await expectPaid('en');

  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ status: 'paid', currency: 'PHP', totalMinor: 0, couponCode: 'WELCOME100', payment: null });
  expect(await isEnrolled(page, course.body.slug)).toBe(true);
  await expectReceiptMail(user.email, order);
  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});

it('a Global learner pays by card on the provider page, asks for a refund, an admin approves it and the access goes', async () => {
  const slug = 'go-programming-language';
  const user = await learnerOf(999, 'en', `/courses/${slug}`);
  const orderId = await buyNow('en', 'CHECKOUT.METHOD_CARD');
  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ currency: 'USD', totalMinor: 1999, method: 'card' });
  expect(order.payment).toMatchObject({ provider: 'stripe' });

  // The card page of the provider (a local fake of Stripe Checkout): Pay, then back to our checkout page.
  await page.getByTestId('checkout-redirect').click();
  await page.waitForURL((url) => url.href.startsWith(process.env.E2E_STRIPE_URL!));
  await page.getByRole('button', { name: /pay/i }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/${orderId}`);
  await expectPaid('en');
  expect(await isEnrolled(page, slug)).toBe(true);
  await expectReceiptMail(user.email, order);

  // The learner changes their mind: the order page's refund request.
  await page.goto(`/student/orders/${orderId}`);
  await page.getByRole('button', { name: exact(text('en', 'ORDERS.REFUND.ASK')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: startingWith('en', 'ORDERS.REFUND.REASON') }).fill('I bought the wrong course.');
  await dialog.getByRole('button', { name: exact(text('en', 'ORDERS.REFUND.SUBMIT')) }).click();
  await page.getByText(text('en', 'ORDERS.REFUND.SENT')).waitFor();
  await screenshot(page, 'commerce-global-refund-requested');

  // The admin approves it: the provider refunds the card.
  const admin = await signedInElsewhere(browser, contexts, DEMO_ADMIN, '/admin/refunds', { lang: 'en' });
  await admin.reload();
  const request = admin.getByRole('listitem').filter({ hasText: order.number });
  await request.getByRole('button', { name: exact(text('en', 'ADMIN_PAYMENTS.APPROVE')) }).click();
  await admin.getByRole('dialog').getByRole('button', { name: startingWith('en', 'ADMIN_PAYMENTS.APPROVE_CONFIRM', { amount: '' }) }).click();
  await admin.getByText(text('en', 'ADMIN_PAYMENTS.APPROVED_DONE')).waitFor();

  await expect(orderOf(page, orderId)).resolves.toMatchObject({ status: 'refunded' });
  expect(await isEnrolled(page, slug)).toBe(false);
  await page.reload();
  await page.getByText(text('en', 'ORDERS.STATUS.REFUNDED')).first().waitFor();
  const refundMail = await waitForMailTo(user.email, (m) => unfolded(m).includes(`/student/orders/${order.id}`) && !unfolded(m).includes('/receipt'));
  expect(refundMail && unfolded(refundMail)).toContain(order.number);
  expect([...problems.pageErrors, ...(await problems.cspViolations())]).toEqual([]);
});
