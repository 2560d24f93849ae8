// Helpers of the journeys where several people act at once (the studio, quizzes): the demo instructor
// and admin, another person at another computer signed in through the log-in page, API calls with a
// page's session, and the editor's "all saved".
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './browser';
import { exact, logInThroughUi, sessionToken, tr } from './helpers';

export const DEMO_INSTRUCTOR = { username: 'instructor', password: 'Teak-Harbor-77' } as const;
export const DEMO_ADMIN = { username: 'admin', password: 'Quartz-Monsoon-19' } as const;

/**
 * Another person at another computer: a fresh context (closed by the caller: it is pushed on `contexts`),
 * signed in through the log-in page. The language is chosen after signing in (the log-in helper reads
 * the Thai page); the next page load applies it.
 */
export async function signedInElsewhere(
  browser: Browser,
  contexts: BrowserContext[],
  user: { username: string; password: string },
  returnUrl: string,
  options: { lang?: 'en'; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await newContext(browser, options.viewport ? { viewport: options.viewport } : {});
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const other = await context.newPage();
  await logInThroughUi(other, user, returnUrl);
  if (options.lang) await other.evaluate((lang) => localStorage.setItem('lang', lang), options.lang);
  return other;
}

/** A JSON call with the page's session (its Bearer token). */
export async function apiAs<T>(where: Page, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T; etag: string | null }> {
  const token = await sessionToken(where.context());
  const res = await where.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : undefined) as T, etag: res.headers().etag ?? null };
}

/** Waits until the editor's save status (Thai UI) says everything is saved. */
export async function allSaved(where: Page): Promise<void> {
  await where.getByText(exact(tr('th', 'STUDIO.SAVE.SAVED'))).first().waitFor();
  await where.waitForFunction((saving) => !document.body.innerText.includes(saving), tr('th', 'STUDIO.SAVE.SAVING'));
}
