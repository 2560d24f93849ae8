// The live-chat widget. Its script is injected once,
// then we poll for its global and hand it the language; later language changes go straight to it.
import { CHAT_WIDGET_POLL_MS, CHAT_WIDGET_TIMEOUT_MS } from '../../../shared/constants';

/** What the widget's script puts on window. */
export interface AcademyChatApi {
  setLanguage(lang: string): void;
}

declare global {
  interface Window {
    AcademyChat?: AcademyChatApi;
  }
}

const SCRIPT_MARKER = 'data-academy-chat';
/** On <html> while the launcher is on the page. */
export const CHAT_LAUNCHER_ATTRIBUTE = 'data-chat-launcher';

let pendingLang: string | null = null;
let loading: Promise<boolean> | null = null;

function applyLanguage(widget: AcademyChatApi, lang: string): void {
  try {
    widget.setLanguage(lang);
  } catch (error) {
    console.warn('Chat widget rejected the language', error);
  }
}

function waitForWidget(): Promise<AcademyChatApi | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = (): void => {
      if (window.AcademyChat) resolve(window.AcademyChat);
      else if (Date.now() - started >= CHAT_WIDGET_TIMEOUT_MS) resolve(null);
      else setTimeout(poll, CHAT_WIDGET_POLL_MS);
    };
    poll();
  });
}

/**
 * Gives the pages their bottom room for the launcher now, before the widget is loaded (it comes once the
 * page has settled), so that the page does not grow under a visitor who has scrolled to its end or to an
 * anchor. Taken back if the widget does not appear.
 */
export function reserveChatLauncherRoom(): void {
  document.documentElement.setAttribute(CHAT_LAUNCHER_ATTRIBUTE, '');
}

/**
 * Injects the widget script (once) and sets its language when it appears. Resolves true once the
 * widget is ready, false when there is no URL or it did not appear within CHAT_WIDGET_TIMEOUT_MS.
 */
export function loadChatWidget(url: string | null | undefined, lang: string): Promise<boolean> {
  pendingLang = lang;
  if (!url) return Promise.resolve(false);
  if (loading) return loading;
  if (!document.querySelector(`script[${SCRIPT_MARKER}]`)) {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SCRIPT_MARKER, '');
    document.head.appendChild(script);
  }
  loading = waitForWidget().then((widget) => {
    if (!widget) {
      loading = null; // a later call may try again
      document.documentElement.removeAttribute(CHAT_LAUNCHER_ATTRIBUTE);
      return false;
    }
    if (pendingLang) applyLanguage(widget, pendingLang);
    // The theme gives pages room at the bottom for the launcher (lib/theme.ts, html[data-chat-launcher]).
    document.documentElement.setAttribute(CHAT_LAUNCHER_ATTRIBUTE, '');
    return true;
  });
  return loading;
}

/** Sets the widget's language now, or once it has loaded. */
export function setChatLanguage(lang: string): void {
  pendingLang = lang;
  if (window.AcademyChat) applyLanguage(window.AcademyChat, lang);
}

/** Tests only: forget the injected script and the pending language. */
export function resetChatWidgetForTests(): void {
  pendingLang = null;
  loading = null;
  document.querySelectorAll(`script[${SCRIPT_MARKER}]`).forEach((s) => s.remove());
  document.documentElement.removeAttribute(CHAT_LAUNCHER_ATTRIBUTE);
  delete window.AcademyChat;
}
