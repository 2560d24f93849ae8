// Local storage of the chosen language and region (keys `lang` and `country`).
// Storage can be unavailable (privacy modes): reads then fall back to defaults, writes are dropped.
import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  LOCAL_STORAGE_KEYS,
  isCountryId,
  isLanguage,
  type CountryId,
  type Language,
} from '../../../shared/constants';

export interface LocaleState {
  lang: Language;
  country: CountryId;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/** The stored country, or null when none (or an unknown one) is stored. */
export function readStoredCountry(): CountryId | null {
  const raw = read(LOCAL_STORAGE_KEYS.country);
  if (raw === null || raw.trim() === '') return null;
  const id = Number(raw);
  return isCountryId(id) ? id : null;
}

export function readStoredLanguage(): Language | null {
  const raw = read(LOCAL_STORAGE_KEYS.lang);
  return isLanguage(raw) ? raw : null;
}

export function storeLanguage(lang: Language): void {
  write(LOCAL_STORAGE_KEYS.lang, lang);
}

export function storeCountry(country: CountryId): void {
  write(LOCAL_STORAGE_KEYS.country, String(country));
}

/** The language a link asks for (`?lang=en`: the server's canonical and hreflang URLs), or null. */
function linkedLanguage(): Language | null {
  try {
    const lang = new URLSearchParams(window.location.search).get('lang');
    return isLanguage(lang) ? lang : null;
  } catch {
    return null;
  }
}

/**
 * With no (valid) stored country the country becomes 174 and the language th, and both
 * are stored. A valid stored language is kept, unless the link names one (`?lang=`), which is
 * then stored.
 */
export function readInitialLocale(): LocaleState {
  const storedCountry = readStoredCountry();
  const storedLang = readStoredLanguage();
  const linked = linkedLanguage();
  const country = storedCountry ?? DEFAULT_COUNTRY;
  const lang = linked ?? storedLang ?? DEFAULT_LANGUAGE;
  if (storedCountry === null) storeCountry(country);
  if (storedLang !== lang) storeLanguage(lang);
  return { lang, country };
}
