import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'screenshots');

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through the e2e jest project');
  return url;
}

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

/** A fresh context (no cookies, no local storage) with the site's base URL. */
export async function newContext(browser: Browser, options: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport: options.viewport ?? { width: 1280, height: 800 }, locale: options.locale ?? 'th-TH' });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** The newest mail to an address in the server's outbox (DATA_DIR/mail), as text. */
export function latestMailTo(address: string): string | null {
  const dir = path.join(dataDir(), 'mail');
  if (!fs.existsSync(dir)) return null;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes(address.replace(/[^a-zA-Z0-9@._-]/g, '_'))).sort();
  const last = files[files.length - 1];
  return last ? fs.readFileSync(path.join(dir, last), 'utf8') : null;
}

/** Waits (up to 15 s) for a mail to `address` that passes `accept`: mail goes out through the job queue, a moment after the request. */
export async function waitForMailTo(address: string, accept: (mail: string) => boolean = () => true): Promise<string | null> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const mail = latestMailTo(address);
    if (mail && accept(mail)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

export interface BrowserPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One browser per test file and a fresh context (no cookies, no storage) per test: registers the
 * hooks and hands each test's browser, context and page to `onPage` before the test runs.
 */
export function freshPagePerTest(onPage: (current: BrowserPage) => void | Promise<void>): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    context = await newContext(browser);
    context.setDefaultTimeout(15_000);
    await onPage({ browser, context, page: await context.newPage() });
  });
  afterEach(async () => {
    await context?.close();
  });
}
