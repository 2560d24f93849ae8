// The shell's keyboard and screen reader parts that /home carries: the skip link (first tab stop of
// every page) and the app's one polite live region, still empty. What fills the region and moves the
// focus after page changes (./PageFocus) loads with the reader's first key press, click or touch:
// a page change needs one, and /home's JavaScript stays within its budget.
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { hasPendingAnnouncement } from '../features/ui';
import { visuallyHidden } from '../lib/visuallyHidden';

/** The id every layout gives its <main>. */
export const MAIN_CONTENT_ID = 'main-content';

const PageFocus = lazy(() => import(/* webpackChunkName: "page-focus" */ './PageFocus'));

const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/** The layout's <main> (the test bank's has no id). */
export function mainElement(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
}

/** Focuses an element that is not a control (tabindex -1; the theme draws no ring for it); by default without scrolling. */
export function focusQuietly(el: HTMLElement, preventScroll = true): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll });
}

/** "Skip to main content": hidden until focused (theme: .skip-link); moves the focus into <main>. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainElement();
    if (!main) return;
    event.preventDefault();
    focusQuietly(main, false);
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('A11Y.SKIP_TO_MAIN')}
    </a>
  );
}

export function A11yShell() {
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  // The path shown when the reader first did something: page changes before it (the / -> /home
  // redirect) are part of the first load.
  const [from, setFrom] = useState<string | null>(null);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (from !== null) return undefined;
    const start = () => setFrom(current.current);
    if (hasPendingAnnouncement()) start();
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, start, true);
    };
  }, [from]);
  return (
    <>
      <SkipLink />
      <div ref={setRegion} role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer" style={visuallyHidden} />
      {from !== null && region && (
        <Suspense fallback={null}>
          <PageFocus firstPath={from} region={region} />
        </Suspense>
      )}
    </>
  );
}
