// For work no first paint needs (the live-chat widget): it waits until the visitor first interacts with
// the page, or until the page has been loaded a few seconds, and then for an idle moment, so that it takes
// neither bandwidth nor main-thread time from what the visitor came for. The load event alone comes too
// early: a page's own code and data (lazy chunks, API calls) arrive after it.

/** How long after the load event the work waits for an interaction, at most. */
export const SETTLE_MS = 4_000;
/** How long to wait for an idle moment then, at most. */
export const IDLE_TIMEOUT_MS = 1_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** Resolves at the first interaction or SETTLE_MS after the load event, whichever comes first, once the browser is idle. */
export function whenPageSettled(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {
      clearTimeout(timer);
      window.removeEventListener('load', startTimer);
      for (const type of INTERACTIONS) window.removeEventListener(type, settled, true);
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    function startTimer() {
      timer = setTimeout(settled, SETTLE_MS);
    }
    for (const type of INTERACTIONS) window.addEventListener(type, settled, { capture: true, once: true, passive: true });
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
  });
}
