// Shared helpers of the end-to-end tests: translated texts, page problem tracking (console errors,
// uncaught exceptions, CSP violations), API set-up calls and the UI log-in.
import type { BrowserContext, Page } from 'playwright-core';
import en from '../../../public/assets/i18n/en.json';
import th from '../../../public/assets/i18n/th.json';
import { baseUrl } from './browser';

export const SESSION_COOKIE = 'academy_session';
export const DEMO_STUDENT = { username: 'student', password: 'Mango-Lantern-42' } as const;

type Dict = { [key: string]: string | Dict };
const DICTS: Record<'th' | 'en', Dict> = { th: th as Dict, en: en as Dict };

/** The text of a translation key in th or en, with {{name}} values filled in; throws on a missing key. */
export function tr(lang: 'th' | 'en', key: string, values: Record<string, string> = {}): string {
  let node: string | Dict | undefined = DICTS[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No ${lang} translation for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => values[name] ?? '');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An exact-text matcher for getByRole/getByText names. */
export function exact(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: () => Promise<string[]>;
  /** Every problem seen so far, CSP violations included (empty when the page is clean). */
  all: () => Promise<string[]>;
}

/**
 * Records console errors, uncaught exceptions and CSP violations of a page (the violations through a
 * `securitypolicyviolation` listener installed before any page script runs).
 */
export async function trackProblems(page: Page): Promise<PageProblems> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const cspSeen: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => pageErrors.push(String(error.stack ?? error)));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  // Violations are kept per document; collect them before each navigation replaces it.
  const collect = async (): Promise<string[]> => {
    try {
      const list = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      for (const v of list) if (!cspSeen.includes(v)) cspSeen.push(v);
    } catch {
      // the page is navigating or closed
    }
    return cspSeen;
  };
  return {
    consoleErrors,
    pageErrors,
    cspViolations: collect,
    all: async () => [...consoleErrors.map((e) => `console: ${e}`), ...pageErrors.map((e) => `pageerror: ${e}`), ...(await collect()).map((e) => `csp: ${e}`)],
  };
}

/**
 * Counts the page's open /api/ requests; `settled()` resolves once none has been open for `quietMs`
 * (so a click that ends the session does not land under a read still in flight).
 */
export function trackApiRequests(page: Page, quietMs = 400): { settled: () => Promise<void> } {
  const open = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (req) => {
    if (isApi(req.url())) open.add(req);
  });
  const done = (req: { url: () => string }) => open.delete(req);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async () => {
      let quietSince = Date.now();
      for (let waited = 0; waited < 15_000; waited += 50) {
        if (open.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${open.size} API request(s) still open after 15 s`);
    },
  };
}

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let userCounter = 0;

/** A username no other test (or run) uses: letters and digits, at most 30 characters. */
export function uniqueName(prefix = 'e2e'): string {
  userCounter += 1;
  return `${prefix}${Date.now().toString(36)}${userCounter}${Math.random().toString(36).slice(2, 5)}`.slice(0, 30);
}

async function api<T>(method: string, path: string, body?: unknown, token?: string, extra: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Set-up: a fresh account through POST /api/Customers. */
export async function createUser(prefix = 'e2e'): Promise<TestUser> {
  const username = uniqueName(prefix);
  const user = { username, email: `${username}@example.test`, password: `pw-${username}-long` };
  // Each set-up sign-up comes from an address of its own (the e2e server trusts the proxy header), so
  // the run's many test accounts do not use up the sign-up limit of the browsers' own address.
  const res = await api<{ username: string }>('POST', '/api/Customers', user, undefined, { 'x-forwarded-for': `198.51.100.${(userCounter % 250) + 1}` });
  if (res.status !== 201) throw new Error(`Sign-up of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return user;
}

export interface CustomerInfo {
  username: string;
  email: string;
  profileImage: string | null;
  [key: string]: unknown;
}

/** GET /api/Auth/Me with a token: the status and, on 200, the customer. */
export async function getMe(token: string): Promise<{ status: number; body: CustomerInfo }> {
  return api<CustomerInfo>('GET', '/api/Auth/Me', undefined, token);
}

export async function getJson<T>(path: string): Promise<T> {
  const res = await api<T>('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return res.body;
}

/** The access token of the browser's session cookie, or null when there is none. */
export async function sessionToken(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return null;
  const parsed = JSON.parse(decodeURIComponent(cookie.value)) as { accessToken?: string };
  return parsed.accessToken ?? null;
}

/** Fills the log-in form (Thai UI) and submits it with the button. */
export async function submitLogIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: exact(tr('th', 'AUTH.LOGIN.SUBMIT')) }).click();
}

/** Logs in through /auth/log-in?returnUrl=… and waits until the browser is on `returnUrl`. */
export async function logInThroughUi(page: Page, user: { username: string; password: string }, returnUrl: string): Promise<void> {
  await page.goto(`/auth/log-in?returnUrl=${encodeURIComponent(returnUrl)}`);
  await submitLogIn(page, user.username, user.password);
  await page.waitForURL((url) => url.pathname === returnUrl);
}

/** Waits until a MUI popover or menu has finished its opening transition (for a clean screenshot). */
export async function waitForOpenTransition(page: Page, rootSelector: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const paper = document.querySelector(`${selector} .MuiPaper-root`);
    return paper !== null && getComputedStyle(paper).opacity === '1' && getComputedStyle(paper).transform === 'none';
  }, rootSelector);
}

/** Waits until the app has started (translations loaded, header rendered). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('[data-testid="site-header"]').first().waitFor();
}
