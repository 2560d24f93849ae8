// i18next set-up. Translations live in public/assets/i18n/{lang}.json and are fetched per language by
// a tiny backend (no extra package). Thai is the default; <html lang> follows the active language.
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../shared/constants';

export const I18N_PATH = '/assets/i18n';

/** Fetches `/assets/i18n/{lang}.json`; one file holds the whole `translation` namespace. */
export const fetchBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    /* nothing to configure */
  },
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    fetch(`${I18N_PATH}/${language}.json`, { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`i18n ${language}: HTTP ${res.status}`);
        callback(null, (await res.json()) as Record<string, unknown>);
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null));
  },
};

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined' && isLanguage(lng)) document.documentElement.lang = lng;
}

export interface InitI18nOptions {
  lng?: Language;
  /** Bundled resources (tests): no backend, synchronous initialisation. */
  resources?: Resource;
}

/** Initialises the shared i18next instance once; later calls only change the language. */
export async function initI18n({ lng = DEFAULT_LANGUAGE, resources }: InitI18nOptions = {}): Promise<I18n> {
  if (i18next.isInitialized) {
    if (i18next.language !== lng) await i18next.changeLanguage(lng);
    return i18next;
  }
  i18next.on('languageChanged', syncDocumentLanguage);
  const common = {
    lng,
    fallbackLng: false as const, // every key exists in every language: never fetch a second file
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly' as const,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
  };
  if (resources) {
    i18next.use(initReactI18next);
    await i18next.init({ ...common, resources, initAsync: false });
  } else {
    i18next.use(fetchBackend).use(initReactI18next);
    await i18next.init(common);
  }
  syncDocumentLanguage(i18next.language);
  return i18next;
}

/** Switches the UI language (loads its file first if needed). */
export function changeLanguage(lng: Language): Promise<unknown> {
  return i18next.language === lng ? Promise.resolve() : i18next.changeLanguage(lng);
}

export default i18next;
