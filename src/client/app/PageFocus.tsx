// Loaded with the reader's first input (./A11yShell): fills the app's one polite live region with the
// ui slice's announcements, after each page change focuses the new page's h1 and announces it, and
// makes the skip link focus <main>.
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PENDING_ANNOUNCEMENT_KEY, selectAnnouncement, uiActions, type Announcement } from '../features/ui';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { MAIN_CONTENT_ID } from './A11yShell';

/** How long a new page's h1 may take to appear (a lazy chunk, then its data) before <main> keeps the focus. */
export const PAGE_HEADING_WAIT_MS = 10_000;
/** A stored announcement (from before a reload) waits this long, so the live region is known first. */
export const PENDING_ANNOUNCEMENT_DELAY_MS = 1_000;

const USER_INPUT_EVENTS = ['keydown', 'mousedown', 'touchstart'] as const;

/** The announcement a page left before reloading (features/ui storePendingAnnouncement), removed as it is read. */
export function takePendingAnnouncement(): Announcement | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_ANNOUNCEMENT_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(PENDING_ANNOUNCEMENT_KEY);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    if ('text' in value && typeof value.text === 'string') return { text: value.text };
    if ('key' in value && typeof value.key === 'string') return value as Announcement;
    return null;
  } catch {
    return null;
  }
}

/** The layout's <main> (the test bank's has no id). */
function mainElement(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
}

/** Focuses an element that is not a control (tabindex -1; the theme draws no ring for it); by default without scrolling. */
function focusQuietly(el: HTMLElement, preventScroll = true): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll });
}

/** The skip link (./A11yShell) focuses <main> instead of adding #main-content to the address. */
function SkipLinkFocus(): null {
  useEffect(() => {
    const skip = (event: MouseEvent) => {
      const main = mainElement();
      if (!main || !(event.target instanceof Element) || !event.target.closest('a.skip-link')) return;
      event.preventDefault();
      focusQuietly(main, false);
    };
    document.addEventListener('click', skip);
    return () => document.removeEventListener('click', skip);
  }, []);
  return null;
}

/** Reads out each announcement of the ui slice in `region` (the shell's live region). */
export function LiveAnnouncer({ region }: { region: HTMLElement }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const announcement = useAppSelector(selectAnnouncement);
  useEffect(() => {
    const pending = takePendingAnnouncement();
    if (!pending) return undefined;
    const timer = window.setTimeout(() => dispatch(uiActions.announced(pending)), PENDING_ANNOUNCEMENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch]);
  let text = '';
  if (announcement && 'text' in announcement) text = announcement.text;
  else if (announcement) {
    const translated: Record<string, string> = {};
    for (const [name, key] of Object.entries(announcement.keyValues ?? {})) translated[name] = t(key);
    text = t(announcement.key, { ...announcement.values, ...translated });
  }
  // A new node for each announcement, so the same words are read again.
  return createPortal(<span key={announcement?.id ?? 0}>{text}</span>, region);
}

/**
 * After each page change (a new path since `firstPath`; not a query or #anchor change on the same
 * page): focus <main> at once, then the new page's h1 when it appears, and announce the page's title
 * (the h1's text, else the document title). Stops waiting when the reader starts doing something.
 */
export function PageFocus({ firstPath }: { firstPath?: string }): null {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const previous = useRef(firstPath ?? pathname);
  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;

    let done = false;
    const heading = () => mainElement()?.querySelector('h1') ?? null;
    // Focus the page chose itself (an autofocused field) stays; focus left in the header or on <body> moves.
    const pageHasFocus = () => {
      const main = mainElement();
      const active = document.activeElement;
      return Boolean(main && active && active !== main && main.contains(active));
    };
    const settle = (target: HTMLElement | null) => {
      stop();
      if (target && !pageHasFocus()) focusQuietly(target);
      const title = target?.textContent?.trim() || document.title;
      if (title) dispatch(uiActions.announced({ text: title }));
    };
    const observer = new MutationObserver(() => {
      const h1 = heading();
      if (h1) settle(h1);
    });
    const timer = window.setTimeout(() => settle(null), PAGE_HEADING_WAIT_MS);
    function stop() {
      if (done) return;
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, stop, true);
    }

    const h1 = heading();
    if (h1) {
      settle(h1);
      return stop;
    }
    const main = mainElement();
    if (main && !pageHasFocus()) focusQuietly(main);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [pathname, dispatch]);
  return null;
}

/** The lazily loaded part of the shell (./A11yShell). */
export default function A11yRuntime({ firstPath, region }: { firstPath: string; region: HTMLElement }) {
  return (
    <>
      <SkipLinkFocus />
      <PageFocus firstPath={firstPath} />
      <LiveAnnouncer region={region} />
    </>
  );
}
