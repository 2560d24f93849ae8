import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a #target may take to appear (a lazy page, then its data) before the scroll is dropped. */
export const HASH_TARGET_WAIT_MS = 10_000;

/** Anything the reader does to scroll on their own; after it, a late jump to the target would be unwelcome. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element with this id as soon as it exists: now, or when it is added to the page (a
 * lazy route, or a page that renders once its data arrives). Gives up after `waitMs` or when the
 * reader scrolls; the returned function stops waiting.
 */
export function scrollToElementWhenPresent(id: string, waitMs = HASH_TARGET_WAIT_MS): () => void {
  const scroll = (): boolean => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    return true;
  };
  if (scroll()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (scroll()) stop();
  });
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Router behaviour: scroll to the top on each navigation; to the #anchor's element when the URL has
 * one, also when it renders later and when the same anchor link is followed again.
 */
export function ScrollManager(): null {
  const { pathname, search, hash, state, key } = useLocation();
  const reload = (state as { reload?: number } | null)?.reload;
  const anchorVisit = hash.length > 1 ? key : null;
  useEffect(() => {
    if (hash.length > 1) {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // a malformed escape: look the id up as written
      }
      return scrollToElementWhenPresent(id);
    }
    window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [pathname, search, hash, reload, anchorVisit]);
  return null;
}
