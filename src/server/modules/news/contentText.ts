// The text of news items and posts, written in one language (`lang`) with translations into the others.
// Bodies are HTML, sanitised on every write by the lesson rules (sanitizeLessonHtml); items written
// before the admin editor existed hold plain text (paragraphs separated by a blank line), which the
// public API converts the same way a migration would. The public answers pick the reader's language
// when a translation exists and say which language the text is in.
import type { Language } from '../../../shared/constants';
import type { ContentTranslations } from '../../../shared/schemas/adminTypes';
import { plainTextToHtml, sanitizeLessonHtml } from '../authoring/richText';

/** HTML starts with a tag; anything else is the old plain text. */
function isHtml(text: string): boolean {
  return /^\s*</.test(text);
}

/** A body as stored: sanitised HTML (plain text typed into the editor becomes paragraphs first). */
export function sanitizeContentBody(input: string): string {
  if (input.trim() === '') return '';
  return sanitizeLessonHtml(isHtml(input) ? input : plainTextToHtml(input));
}

/** A stored body as HTML for readers. */
export function bodyAsHtml(stored: string): string {
  return stored === '' || isHtml(stored) ? stored : plainTextToHtml(stored);
}

export interface LocalizableText {
  title: string;
  summary: string;
  body: string;
  lang: Language;
  translations: ContentTranslations;
}

export interface LocalizedText {
  title: string;
  summary: string;
  body: string;
  lang: Language;
}

/**
 * The text in `want` when the item has it (its own language, or a translation with a title, and a body
 * when the original has one), else the item's own text; with the language it is in.
 */
export function localize(item: LocalizableText, want: Language | undefined): LocalizedText {
  const own = { title: item.title, summary: item.summary, body: bodyAsHtml(item.body), lang: item.lang };
  if (!want || want === item.lang) return own;
  const other = item.translations[want];
  const title = other?.title?.trim() ?? '';
  const body = other?.body?.trim() ?? '';
  if (title === '' || (body === '' && item.body.trim() !== '')) return own;
  return { title, summary: other?.summary?.trim() ?? '', body: bodyAsHtml(body), lang: want };
}
