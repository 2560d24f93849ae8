// Accounts in Chromium against the real API: the guard's returnUrl round trip, the default
// destination, a wrong password, the keyboard-only log-in, sign-up through the form (with the
// username availability shown while typing) and sign-out.
import type { BrowserContext, Page } from 'playwright-core';
import { freshPagePerTest, screenshot, waitForMailTo } from './support/browser';
import {
  DEMO_STUDENT,
  SESSION_COOKIE,
  createUser,
  exact,
  getMe,
  logInThroughUi,
  sessionToken,
  submitLogIn,
  tr,
  trackProblems,
  uniqueName,
  waitForApp,
} from './support/helpers';

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(60_000);

let context: BrowserContext;
let page: Page;

freshPagePerTest((current) => {
  ({ context, page } = current);
});

const greeting = (username: string) => exact(tr('th', 'ACCOUNT.GREETING', { username }));

test('a guarded page signed out goes to log-in with returnUrl, and back there after logging in', async () => {
  const problems = await trackProblems(page);
  await page.goto('/student/certificates?tab=all');
  await page.waitForURL((url) => url.pathname === '/auth/log-in');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/student/certificates?tab=all');
  await page.getByRole('heading', { level: 1, name: exact(tr('th', 'AUTH.LOGIN.TITLE')) }).waitFor();
  await page.getByText(tr('th', 'AUTH.LOGIN.REDIRECT_NOTICE'), { exact: true }).waitFor();
  await screenshot(page, 'log-in');

  await submitLogIn(page, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await page.waitForURL((url) => url.pathname === '/student/certificates' && url.searchParams.get('tab') === 'all');
  await page.getByRole('heading', { level: 1, name: greeting(DEMO_STUDENT.username) }).waitFor();
  // The sidebar highlights the current entry.
  const active = page.locator('nav[aria-labelledby="account-sidebar-title"] a[aria-current="page"]');
  expect((await active.first().textContent())?.trim()).toBe(tr('th', 'STUDENT.MENU.CERTIFICATES'));

  // The session cookie: 1 day, path /, and its token works against the API.
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.path).toBe('/');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(23 * 3600);
  expect(lifetime).toBeLessThanOrEqual(24 * 3600 + 60);
  const token = await sessionToken(context);
  expect(token).toBeTruthy();
  const me = await getMe(token as string);
  expect(me.status).toBe(200);
  expect(me.body.username).toBe(DEMO_STUDENT.username);

  // The signed-in header: no sign-in button, the profile menu has My account and Sign out.
  expect(await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_IN')) }).count()).toBe(0);
  await page.getByRole('button', { name: tr('th', 'HEADER.PROFILE_MENU') }).click();
  await page.getByRole('menuitem', { name: exact(tr('th', 'HEADER.MY_ACCOUNT')) }).waitFor();
  await page.getByRole('menuitem', { name: exact(tr('th', 'HEADER.SIGN_OUT')) }).waitFor();
  expect(await problems.all()).toEqual([]);
});

test('log-in without returnUrl lands on the landing page of the role (a student: /student/dashboard)', async () => {
  await page.goto('/auth/log-in');
  await page.getByRole('heading', { level: 1, name: exact(tr('th', 'AUTH.LOGIN.TITLE')) }).waitFor();
  expect(await page.getByText(tr('th', 'AUTH.LOGIN.REDIRECT_NOTICE'), { exact: true }).count()).toBe(0);
  await submitLogIn(page, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await page.waitForURL((url) => url.pathname === '/student/dashboard');
  await page.getByRole('heading', { level: 1, name: greeting(DEMO_STUDENT.username) }).waitFor();
});

test('a wrong password shows the translated error and stays on the log-in page', async () => {
  const user = await createUser('wrongpw');
  await page.goto('/auth/log-in?returnUrl=%2Fstudent%2Fdashboard');
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/Auth' && res.request().method() === 'POST');
  await submitLogIn(page, user.username, `${user.password}-wrong`);
  expect((await answer).status()).toBe(401);
  const alert = page.getByRole('alert').filter({ hasText: tr('th', 'ERRORS.AUTH_INVALID_CREDENTIALS') });
  await alert.waitFor();
  expect((await alert.textContent())?.trim()).toBe(tr('th', 'ERRORS.AUTH_INVALID_CREDENTIALS'));
  const url = new URL(page.url());
  expect(url.pathname).toBe('/auth/log-in');
  expect(url.searchParams.get('returnUrl')).toBe('/student/dashboard');
  expect(await sessionToken(context)).toBeNull();
  // The form is usable again.
  expect(await page.getByRole('button', { name: exact(tr('th', 'AUTH.LOGIN.SUBMIT')) }).isEnabled()).toBe(true);
  await screenshot(page, 'log-in-wrong-password');

  // The right password still works afterwards.
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: exact(tr('th', 'AUTH.LOGIN.SUBMIT')) }).click();
  await page.waitForURL((u) => u.pathname === '/student/dashboard');
});

test('the log-in form can be filled and submitted with the keyboard only', async () => {
  await page.goto('/auth/log-in?returnUrl=%2Fstudent%2Fdashboard');
  const username = page.locator('input[name="username"]');
  await username.waitFor();
  // The username field has the focus on arrival.
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'username');
  await page.keyboard.type(DEMO_STUDENT.username);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
  await page.keyboard.type(DEMO_STUDENT.password);
  // The password toggle is reachable too, and does not submit.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(tr('th', 'AUTH.SHOW_PASSWORD'));
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/student/dashboard');
  await page.getByRole('heading', { level: 1, name: greeting(DEMO_STUDENT.username) }).waitFor();
});

test('sign-up through the form shows username availability while typing and signs the new user in', async () => {
  const problems = await trackProblems(page);
  const checked: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/Customers/CheckUsername/')) checked.push(decodeURIComponent(path.split('/').pop() ?? ''));
  });
  const username = uniqueName('signup');
  const email = `${username}@example.test`;
  const password = 'a-long-pass-phrase-2026';

  await page.goto('/auth/sign-up?returnUrl=%2Fstudent%2Fdashboard');
  await page.getByRole('heading', { level: 1, name: exact(tr('th', 'AUTH.SIGNUP.TITLE')) }).waitFor();
  const usernameInput = page.locator('input[name="username"]');
  const status = page.locator('[data-testid="username-status"]');

  // A taken name (the demo student), typed key by key.
  await usernameInput.pressSequentially(DEMO_STUDENT.username);
  await status.filter({ hasText: tr('th', 'AUTH.SIGNUP.USERNAME_TAKEN', { username: DEMO_STUDENT.username }) }).waitFor();
  expect(checked).toContain(DEMO_STUDENT.username);

  // An invalid one is refused locally.
  await usernameInput.fill('a!');
  await status.filter({ hasText: tr('th', 'AUTH.SIGNUP.USERNAME_INVALID') }).waitFor();

  // A free one.
  await usernameInput.fill('');
  await usernameInput.pressSequentially(username);
  await status.filter({ hasText: tr('th', 'AUTH.SIGNUP.USERNAME_AVAILABLE', { username }) }).waitFor();
  expect(checked).toContain(username);
  expect(checked).not.toContain('a!');

  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="firstName"]').fill('Malee');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await screenshot(page, 'sign-up-filled');

  const created = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/Customers' && res.request().method() === 'POST');
  await page.getByRole('button', { name: exact(tr('th', 'AUTH.SIGNUP.SUBMIT')) }).click();
  expect((await created).status()).toBe(201);
  await page.waitForURL((url) => url.pathname === '/student/dashboard');
  await page.getByRole('heading', { level: 1, name: greeting(username) }).waitFor();
  await page.locator('[data-testid="email-badge"]').filter({ hasText: tr('th', 'ACCOUNT.EMAIL_NOT_VERIFIED') }).waitFor();
  await screenshot(page, 'sign-up-done');

  // The server knows the account, signed in by the cookie's token, with the chosen region and language.
  const token = await sessionToken(context);
  expect(token).toBeTruthy();
  const me = await getMe(token as string);
  expect(me.status).toBe(200);
  expect(me.body.username).toBe(username);
  expect(me.body.email).toBe(email);
  expect(me.body.isEmailVerified).toBe(false);
  // An activation mail with its link went out (quoted-printable soft line breaks undone).
  const mail = await waitForMailTo(email);
  expect(mail).not.toBeNull();
  expect((mail ?? '').replace(/=\r?\n/g, '')).toMatch(/\/auth\/activate\?token=(3D)?[A-Za-z0-9_-]/);
  expect(await problems.all()).toEqual([]);
});

test('sign-out removes the cookie, revokes the token, shows sign-in, and the account area needs a log-in again', async () => {
  const user = await createUser('signout');
  await logInThroughUi(page, user, '/student/dashboard');
  await page.getByRole('heading', { level: 1, name: greeting(user.username) }).waitFor();
  await screenshot(page, 'student-dashboard-new-user');
  const token = await sessionToken(context);
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: tr('th', 'HEADER.PROFILE_MENU') }).click();
  const signOutDone = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/Auth/SignOut');
  await page.getByRole('menuitem', { name: exact(tr('th', 'HEADER.SIGN_OUT')) }).click();
  expect((await signOutDone).status()).toBe(204);
  await page.waitForURL((url) => url.pathname === '/auth/log-in');

  await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_IN')) }).waitFor();
  expect(await page.getByRole('button', { name: tr('th', 'HEADER.PROFILE_MENU') }).count()).toBe(0);
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  expect((await getMe(token as string)).status).toBe(401);

  await page.goto('/student/dashboard');
  await page.waitForURL((url) => url.pathname === '/auth/log-in');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/student/dashboard');
  await waitForApp(page);
  await page.getByRole('link', { name: exact(tr('th', 'HEADER.SIGN_IN')) }).waitFor();
});
