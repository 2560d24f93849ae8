// i18next set-up. Translations live in public/assets/i18n/{lang}.json and are fetched per language by
// a tiny backend (no extra package): the core file of the language, which the build writes under that name,
// and the parts (shared/translationParts.ts) the screens shown so far asked for. Thai is the default. Initialised
// once at start with the stored language; every later switch (and <html lang>) is the locale saga's.
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../shared/constants';
import { mergeTranslations, translationPartFile, type TranslationPart, type TranslationTree } from '../../shared/translationParts';

export const I18N_PATH = '/assets/i18n';
const ERROR_KEY_PREFIX = 'ERRORS.';
const UNKNOWN_ERROR_KEY = 'ERRORS.UNKNOWN';

async function fetchTree(file: string): Promise<TranslationTree> {
  const res = await fetch(`${I18N_PATH}/${file}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`i18n ${file}: HTTP ${res.status}`);
  return (await res.json()) as TranslationTree;
}

/** The parts the screens shown so far asked for: a language read later brings them too. */
const wantedParts = new Set<TranslationPart>();
/** Each language's part files, fetched once (a failed fetch is forgotten, so the next screen retries). */
const partFetches = new Map<string, Promise<TranslationTree>>();
/** The parts already in i18next's store, as `{lang}.{part}`. */
const partsInStore = new Set<string>();
/** Whether translations come from the server (false with bundled resources: tests). */
let fetchingParts = false;

function fetchPart(lang: Language, part: TranslationPart): Promise<TranslationTree> {
  const file = translationPartFile(lang, part);
  let fetched = partFetches.get(file);
  if (!fetched) {
    fetched = fetchTree(file);
    fetched.catch(() => partFetches.delete(file));
    partFetches.set(file, fetched);
  }
  return fetched;
}

/**
 * Fetches `/assets/i18n/{lang}.json`, the core file, with the parts wanted by the time it arrived, and hands
 * i18next their merge: one bundle per language in the `translation` namespace.
 */
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
    fetchTree(`${language}.json`)
      .then(async (core) => {
        // The parts wanted by now; a screen may ask for one more while they travel: until none is missing,
        // then hand the bundle over at once, so a part asked for later finds it in the store.
        const included = new Set<TranslationPart>();
        let tree = core;
        for (let missing = [...wantedParts]; missing.length > 0; missing = [...wantedParts].filter((part) => !included.has(part))) {
          const trees = await Promise.all(missing.map((part) => fetchPart(language, part)));
          missing.forEach((part, i) => {
            included.add(part);
            tree = mergeTranslations(tree, trees[i]!);
          });
        }
        for (const part of included) partsInStore.add(`${language}.${part}`);
        callback(null, tree);
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null));
  },
};

/**
 * Makes a part's texts available in the current language (and in every language switched to later).
 * Resolves once they are in i18next's store; rejects when the file did not arrive, as a chunk that did not.
 */
async function loadTranslationPart(part: TranslationPart): Promise<void> {
  if (!fetchingParts) return;
  wantedParts.add(part);
  const lang = i18next.language;
  if (!isLanguage(lang) || partsInStore.has(`${lang}.${part}`)) return;
  const tree = await fetchPart(lang, part);
  // Before the language's core file is in the store (at a language switch), its read merges the part itself:
  // it takes every part wanted until it hands its bundle over, and this one was wanted before.
  if (partsInStore.has(`${lang}.${part}`) || !i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', tree, true, true);
  partsInStore.add(`${lang}.${part}`);
}

/**
 * A lazy import that brings translation parts with its code:
 * `lazy(withTranslations(['account', 'staff'], () => import('…')))`.
 */
export function withTranslations<T>(parts: readonly TranslationPart[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ...parts.map(loadTranslationPart)]).then(([module]) => module);
}

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
    fetchingParts = true;
    i18next.use(fetchBackend).use(initReactI18next);
    await i18next.init(common);
  }
  return i18next;
}

export default i18next;
