// i18next set-up. Translations live in public/assets/i18n/{lang}.json and are fetched per language by
// a tiny backend (no extra package). Thai is the default. Initialised once at start with the stored
// language; every later switch (and <html lang>) is the locale saga's.
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../shared/constants';

export const I18N_PATH = '/assets/i18n';
const ERROR_KEY_PREFIX = 'ERRORS.';
const UNKNOWN_ERROR_KEY = 'ERRORS.UNKNOWN';

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

export interface InitI18nOptions {
  lng?: Language;
  /** Bundled resources (tests): no backend, synchronous initialisation. */
  resources?: Resource;
}

/** Initialises the shared i18next instance (once, at start). */
export async function initI18n({ lng = DEFAULT_LANGUAGE, resources }: InitI18nOptions = {}): Promise<I18n> {
  if (i18next.isInitialized) return i18next;
  const common = {
    lng,
    fallbackLng: false as const, // every key exists in every language: never fetch a second file
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly' as const,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
    // An error code this build has no text for (a newer server's) reads as the unknown error, not as its key;
    // another missing key reads as the default value the caller gave, else as the key.
    parseMissingKeyHandler: (key: string, defaultValue?: string) =>
      key.startsWith(ERROR_KEY_PREFIX) && key !== UNKNOWN_ERROR_KEY ? i18next.t(UNKNOWN_ERROR_KEY) : (defaultValue ?? key),
  };
  if (resources) {
    i18next.use(initReactI18next);
    await i18next.init({ ...common, resources, initAsync: false });
  } else {
    i18next.use(fetchBackend).use(initReactI18next);
    await i18next.init(common);
  }
  return i18next;
}

export default i18next;
