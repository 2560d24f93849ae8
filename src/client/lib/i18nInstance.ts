// The i18next instance is built by the UI (app/i18n.ts); sagas reach it through this holder so the
// store does not depend on how translations are loaded.
import type { Language } from '../../shared/constants';

/** The part of i18next the sagas use. */
export interface LanguageSwitcher {
  changeLanguage(lng: string): Promise<unknown>;
}

let instance: LanguageSwitcher | null = null;

export function setI18n(i18n: LanguageSwitcher | null): void {
  instance = i18n;
}

export function getI18n(): LanguageSwitcher | null {
  return instance;
}

/** Switches i18next when one is registered; a no-op otherwise (tests, early start). */
export async function changeI18nLanguage(lang: Language): Promise<void> {
  await instance?.changeLanguage(lang);
}
