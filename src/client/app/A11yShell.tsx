// The shell's keyboard and screen reader parts that /home carries: the skip link (first tab stop of
// every page) and the app's one polite live region, still empty. What fills the region, moves the focus
// after page changes and into <main> from the skip link (./PageFocus) loads with the reader's first key
// press or pointer press: a page change needs one, and /home's JavaScript stays within its budget.
// Before it arrives, the skip link is a plain link to #main-content.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPendingAnnouncement } from '../features/ui';
import { visuallyHidden } from '../lib/visuallyHidden';

/** The id every layout gives its <main>. */
export const MAIN_CONTENT_ID = 'main-content';

const PageFocus = lazy(() => import(/* webpackChunkName: "page-focus" */ './PageFocus'));

export function A11yShell() {
  const { t } = useTranslation();
  // The path shown when the reader first did something: page changes before it (the / -> /home
  // redirect) are part of the first load.
  const [from, setFrom] = useState<string | null>(null);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const start = () => setFrom((path) => path ?? window.location.pathname);
    if (hasPendingAnnouncement()) start();
    const options = { capture: true, passive: true };
    addEventListener('keydown', start, options);
    addEventListener('pointerdown', start, options);
    return () => {
      removeEventListener('keydown', start, true);
      removeEventListener('pointerdown', start, true);
    };
  }, []);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('A11Y.SKIP_TO_MAIN')}
      </a>
      <div ref={setRegion} role="status" aria-live="polite" data-testid="live-announcer" style={visuallyHidden} />
      {from && region && (
        <Suspense fallback={null}>
          <PageFocus firstPath={from} region={region} />
        </Suspense>
      )}
    </>
  );
}
