// Social sign-in in Chromium against the real API and the Firebase Auth emulator. The popup cannot load
// Google's scripts offline, so a test-only hook (window.__ACADEMY_TEST_IDP_TOKEN__, honoured only when the
// server names an emulator) makes the SPA call signInWithCredential with a fake Google or Facebook
// identity; everything after that is the real path: the firebase chunk, the emulator's ID token, and
// POST /api/Auth/Firebase/* or /api/Customers/Social/* verified by firebase-admin.
//
// The emulator is refused in production, so this file starts its own server from the same build with
// NODE_ENV=development; the shared production server (no Firebase configured) shows no social buttons.
import type { BrowserContext, Page } from 'playwright-core';
import {
  emulatorDisableUser, emulatorSignInWithIdp, fakeIdpIdToken, useFirebaseEmulator, type FirebaseEmulator,
} from '../support/firebaseEmulator.mjs';
import { startProductionServer, type RunningServer } from './support/server';
import { freshPagePerTest, screenshot } from './support/browser';
import { createUser, exact, getMe, logInThroughUi, sessionToken, tr, trackProblems, uniqueName } from './support/helpers';

jest.setTimeout(120_000);

let emulator: FirebaseEmulator;
let server: RunningServer;
let sharedServerUrl: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  sharedServerUrl = process.env.E2E_BASE_URL ?? '';
  emulator = await useFirebaseEmulator();
  server = await startProductionServer({
    NODE_ENV: 'development',
    FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_API_KEY: 'fake-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  });
  // The helpers (createUser, baseUrl, the browser's base URL) follow these for this file.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
}, 150_000);
afterAll(async () => {
  await server?.stop();
  await emulator?.stop();
});

freshPagePerTest((current) => {
  ({ context, page } = current);
});

/** The next social sign-in in this browser uses this fake identity (Google: ID token; Facebook: access token). */
async function useIdentity(identity: { sub: string; email?: string; displayName?: string; emailVerified?: boolean }): Promise<void> {
  const token = fakeIdpIdToken(identity);
  await context.addInitScript((t) => {
    (window as unknown as { __ACADEMY_TEST_IDP_TOKEN__?: string }).__ACADEMY_TEST_IDP_TOKEN__ = t;
  }, token);
  await page.evaluate((t) => {
    (window as unknown as { __ACADEMY_TEST_IDP_TOKEN__?: string }).__ACADEMY_TEST_IDP_TOKEN__ = t;
  }, token);
}

async function linkedProviders(token: string): Promise<string[]> {
  const res = await fetch(`${server.baseUrl}/api/Customers/Social`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { identities: { provider: string }[] };
  return body.identities.map((i) => i.provider);
}

/** The scripts the page has fetched so far. */
const loadedScripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => r.name));

const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`);

test('link Google from the profile, sign out, sign in with Google, then unlink it', async () => {
  const problems = await trackProblems(page);
  const user = await createUser('social');
  const google = { sub: `g-${uniqueName()}`, email: `${uniqueName('g')}@gmail.test`, displayName: 'Napat Google' };

  await logInThroughUi(page, user, '/student/social-login');
  await page.getByRole('heading', { level: 2, name: exact(tr('th', 'PAGES.STUDENT_SOCIAL_LOGIN.TITLE')) }).waitFor();
  await byTestId('social-link-google').waitFor();
  await byTestId('social-link-facebook').waitFor();
  const scriptsBefore = await loadedScripts();
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('identitytoolkit')))).toBe(false);

  // Link: the firebase chunk loads on the press, the emulator answers, the API links.
  await useIdentity(google);
  await byTestId('social-link-google').click();
  await byTestId('social-unlink-google').waitFor();
  await byTestId('social-status').filter({ hasText: tr('th', 'SOCIAL.PAGE.LINKED_SUCCESS', { provider: 'Google' }) }).waitFor();
  await byTestId('social-row-google').filter({ hasText: google.email }).waitFor();
  expect((await loadedScripts()).filter((src) => !scriptsBefore.includes(src)).length).toBeGreaterThan(0);
  const passwordSession = await sessionToken(context);
  expect(await linkedProviders(passwordSession!)).toEqual(['Google']);
  await screenshot(page, 'social-login-linked');

  // Sign out, then sign in with Google from the log-in page: the same account, to the returnUrl.
  await page.goto('/auth/sign-out');
  await page.waitForURL((url) => url.pathname.startsWith('/auth/log-in') || url.pathname === '/sign-in');
  expect(await sessionToken(context)).toBeNull();
  await page.goto(`/auth/log-in?returnUrl=${encodeURIComponent('/student/dashboard')}`);
  await useIdentity(google);
  await byTestId('social-signin-google').click();
  await page.waitForURL((url) => url.pathname === '/student/dashboard');
  const googleSession = await sessionToken(context);
  expect(googleSession).not.toBeNull();
  expect((await getMe(googleSession!)).body.username).toBe(user.username);

  // Unlink, after confirming.
  await page.goto('/student/social-login');
  await byTestId('social-unlink-google').click();
  const dialog = page.getByRole('dialog', { name: tr('th', 'SOCIAL.PAGE.CONFIRM_TITLE', { provider: 'Google' }) });
  await dialog.waitFor();
  await byTestId('social-unlink-confirm').click();
  await byTestId('social-link-google').waitFor();
  await byTestId('social-status').filter({ hasText: tr('th', 'SOCIAL.PAGE.UNLINKED_SUCCESS', { provider: 'Google' }) }).waitFor();
  expect(await linkedProviders(googleSession!)).toEqual([]);
  expect(await problems.all()).toEqual([]);
});

test('a new learner signs up with Facebook and lands signed in; the account has Facebook linked and no password to unlink it', async () => {
  const facebook = { sub: `f-${uniqueName()}`, email: `${uniqueName('f')}@facebook.test`, displayName: 'Anong Facebook' };
  await page.goto(`/auth/sign-up?returnUrl=${encodeURIComponent('/student/social-login')}`);
  await byTestId('social-signin').waitFor();
  await useIdentity(facebook);
  await byTestId('social-signin-facebook').click();
  await page.waitForURL((url) => url.pathname === '/student/social-login');
  const token = await sessionToken(context);
  const me = await getMe(token!);
  expect(me.body.email).toBe(facebook.email);
  // The only way in: unlinking is refused, with the way to set a password.
  await byTestId('social-unlink-facebook').waitFor();
  expect(await byTestId('social-unlink-facebook').isDisabled()).toBe(true);
  await byTestId('social-last-method-facebook').waitFor();
  expect(await byTestId('social-set-password').getAttribute('href')).toBe('/auth/forgot-password');
  expect(await linkedProviders(token!)).toEqual(['Facebook']);
  // No current password to change: the page offers to set one by mail.
  await page.goto('/student/change-password');
  await byTestId('no-password').getByText(tr('th', 'ACCOUNT.FORM.NO_PASSWORD_YET')).waitFor();
  expect(await page.getByRole('link', { name: tr('th', 'ACCOUNT.FORM.SET_PASSWORD_BY_MAIL') }).getAttribute('href')).toBe('/auth/forgot-password');
});

test('errors read as translated messages: an identity linked to someone else, a bad credential, and a disabled account signs the user out', async () => {
  // Someone else's Google identity.
  const owner = { sub: `o-${uniqueName()}`, email: `${uniqueName('o')}@gmail.test` };
  const signedUp = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', ...owner });
  const ownerSession = await fetch(`${server.baseUrl}/api/Auth/Firebase/Google`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid: signedUp.localId, idToken: signedUp.idToken }),
  });
  expect(ownerSession.status).toBe(200);

  const user = await createUser('socialerr');
  await logInThroughUi(page, user, '/student/social-login');
  await useIdentity(owner);
  await byTestId('social-link-google').click();
  await byTestId('social-error').filter({ hasText: tr('th', 'SOCIAL.PAGE.ERROR_IDENTITY_IN_USE', { provider: 'Google' }) }).waitFor();
  expect(await linkedProviders((await sessionToken(context))!)).toEqual([]);

  // A credential the identity service refuses.
  await page.evaluate(() => {
    (window as unknown as { __ACADEMY_TEST_IDP_TOKEN__?: string }).__ACADEMY_TEST_IDP_TOKEN__ = 'not-a-jwt';
  });
  await byTestId('social-link-google').click();
  await byTestId('social-error').filter({ hasNotText: tr('th', 'SOCIAL.PAGE.ERROR_IDENTITY_IN_USE', { provider: 'Google' }) }).waitFor();
  const message = (await byTestId('social-error').innerText()).trim();
  expect(message.length).toBeGreaterThan(5);
  expect(message).not.toMatch(/auth\/|firebase|INVALID_IDP/i);

  // The identity service disabled this Google account: trying it signs the user out, with the reason.
  const disabled = { sub: `d-${uniqueName()}`, email: `${uniqueName('d')}@gmail.test` };
  const account = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', ...disabled });
  await emulatorDisableUser(emulator.host, emulator.projectId, account.localId);
  await page.reload();
  await useIdentity(disabled);
  await byTestId('social-link-google').click();
  await page.waitForURL((url) => url.pathname.startsWith('/auth/log-in') || url.pathname === '/sign-in');
  await page.getByText(tr('th', 'SOCIAL.ERRORS.USER_DISABLED')).waitFor();
  expect(await sessionToken(context)).toBeNull();
  await page.locator('input[name="username"]').waitFor();
  await screenshot(page, 'social-user-disabled');
});

test('without Firebase configuration the log-in page shows no social buttons and loads no firebase', async () => {
  await page.goto(`${sharedServerUrl}/auth/log-in`);
  await page.locator('input[name="username"]').waitFor();
  expect(await byTestId('social-signin').count()).toBe(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('identitytoolkit')))).toBe(false);
});
