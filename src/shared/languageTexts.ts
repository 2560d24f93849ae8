// A text written in some of the four languages (an instructor's headline and bio), and the one to show
// a reader: the server picks it for the public instructor page, the SPA for the course page.
import { LANGUAGES, type Language } from './constants';

/** A text per language; a language may be missing or empty. */
export type LanguageTexts = Partial<Record<Language, string>>;

/** The text in `lang`, else in the first language that has one; marked with its language. Null when none. */
export function pickLanguage(value: LanguageTexts, lang: Language | undefined): { text: string; lang: Language } | null {
  const order = lang ? [lang, ...LANGUAGES.filter((l) => l !== lang)] : [...LANGUAGES];
  for (const l of order) {
    const text = value[l];
    if (text) return { text, lang: l };
  }
  return null;
}
