// Keyboard use in Chromium against the production build: the skip link is the first tab stop and
// takes the focus into <main>; a page change made from the header by keyboard puts the focus on the
// new page's h1 and the one polite live region reads out its title.
import type { Page } from 'playwright-core';
import { freshPagePerTest, screenshot } from './support/browser';
import { trackProblems, tr, waitForApp } from './support/helpers';

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(60_000);

let page: Page;

freshPagePerTest((current) => {
  ({ page } = current);
});

/** What has the focus: tag, id, text and whether it sits inside <main>. */
function focused(p: Page) {
  return p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? null,
      id: el?.id ?? '',
      text: el?.textContent?.trim() ?? '',
      inMain: Boolean(el?.closest('main')),
      top: el ? el.getBoundingClientRect().top : null,
    };
  });
}

/** Presses Tab until `accept` holds for the focused element (at most `max` times). */
async function tabUntil(p: Page, accept: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 30) {
  for (let i = 0; i < max; i += 1) {
    await p.keyboard.press('Tab');
    const f = await focused(p);
    if (accept(f)) return f;
  }
  throw new Error('the element was not reached by Tab');
}

test('Tab from page load reaches the skip link first; Enter moves the focus into <main>', async () => {
  const problems = await trackProblems(page);
  await page.goto('/home');
  await waitForApp(page);
  const skip = page.getByRole('link', { name: tr('th', 'A11Y.SKIP_TO_MAIN') });
  // Off screen until focused.
  expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0);

  await page.keyboard.press('Tab');
  const first = await focused(page);
  expect(first.tag).toBe('A');
  expect(first.text).toBe(tr('th', 'A11Y.SKIP_TO_MAIN'));
  await page.waitForFunction(() => (document.activeElement?.getBoundingClientRect().top ?? -1) >= 0);
  await screenshot(page, 'keyboard-skip-link');
  // The first key press loaded the part of the shell that moves the focus (it fills the live region).
  await page.waitForFunction(() => document.querySelector('[data-testid="live-announcer"]')?.childElementCount === 1);

  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
  expect(await focused(page)).toMatchObject({ tag: 'MAIN', id: 'main-content' });
  // The next tab stop is in the page, past the header.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain).toBe(true);
  expect(await problems.all()).toEqual([]);
});

test("a page change from a header link by keyboard focuses the new page's h1 and announces its title", async () => {
  const problems = await trackProblems(page);
  await page.goto('/home');
  await waitForApp(page);
  const live = page.getByTestId('live-announcer');
  expect(await live.getAttribute('aria-live')).toBe('polite');
  expect((await live.textContent())?.trim()).toBe('');

  // The header's "Explore" menu, opened and followed by keyboard to the courses page.
  await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === tr('th', 'HEADER.MEGA_MENU'));
  await page.keyboard.press('Enter');
  await page.locator('#header-menu-mega').waitFor();
  await tabUntil(page, (f) => f.tag === 'A' && f.text === tr('th', 'PAGES.COURSES.TITLE'));
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.pathname === '/courses');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.closest('main') !== null);
  const h1 = page.locator('main h1');
  const title = (await h1.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  expect(await h1.getAttribute('tabindex')).toBe('-1');
  await page.waitForFunction((text) => document.querySelector('[data-testid="live-announcer"]')?.textContent?.trim() === text, title);
  // The shell's announcer is one region for the whole app (pages keep only their local status texts).
  expect(await page.getByTestId('live-announcer').count()).toBe(1);
  await screenshot(page, 'keyboard-after-navigation');
  expect(await problems.all()).toEqual([]);
});
