// Loads the Thai web font (thaiFontFaces.ts, a lazy chunk) only when Thai text is on the page: the UI is in
// Thai, or content marked lang="th" appears (a Thai course title in the English UI, the language menu's
// "ไทย"). Otherwise the page carries no font request at all. Called by the locale saga with <html lang>.
import type { Language } from '../../../shared/constants';

const THAI_CONTENT = '[lang|="th"]';

let requested: Promise<void> | null = null;
let observer: MutationObserver | null = null;

function stopWatching(): void {
  observer?.disconnect();
  observer = null;
}

/** Registers the Thai font faces once (a failed chunk may be tried again later); a no-op where the browser has no font loading API. */
export function loadThaiFont(): Promise<void> {
  stopWatching();
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  requested ??= import(/* webpackChunkName: "thai-font" */ './thaiFontFaces')
    .then(({ addThaiFontFaces }) => {
      addThaiFontFaces();
    })
    .catch((error: unknown) => {
      requested = null;
      console.warn('The Thai font did not load', error);
    });
  return requested;
}

function holdsThai(node: Node): boolean {
  return node instanceof Element && (node.matches(THAI_CONTENT) || node.querySelector(THAI_CONTENT) !== null);
}

/** Until the font is loaded, watches `root` for an element marked Thai (added, or its lang changed) and then loads it. */
export function watchForThaiText(root: Element = document.body): void {
  if (requested || observer || typeof MutationObserver === 'undefined') return;
  if (holdsThai(root)) {
    void loadThaiFont();
    return;
  }
  observer = new MutationObserver((records) => {
    if (records.some((r) => (r.type === 'attributes' ? holdsThai(r.target) : [...r.addedNodes].some(holdsThai)))) void loadThaiFont();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['lang'] });
}

/** For the UI language just applied to <html lang>: Thai loads the font now, another language waits for Thai content. */
export function applyThaiFont(lang: Language): void {
  if (lang === 'th') void loadThaiFont();
  else watchForThaiText();
}

/** Tests only: forget what was loaded and watched. */
export function resetThaiFontForTests(): void {
  stopWatching();
  requested = null;
}
