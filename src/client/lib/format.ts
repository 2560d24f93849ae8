import type { Language } from '../../shared/constants';

/** BCP 47 locale for Intl: Tagalog content is formatted as Filipino. */
export function intlLocale(lang: Language | string): string {
  return lang === 'tl' ? 'fil' : lang;
}

/**
 * BCP 47 locale for dates: Thai in the Buddhist era (2569 for 2026), named explicitly rather than left to
 * the browser's default calendar for "th"; Tagalog as Filipino. Every date the SPA shows is formatted
 * through dateTimeFormat below, so a Thai reader sees one era everywhere; `<time dateTime>` keeps the ISO
 * (Gregorian) value for machines.
 */
export function intlDateLocale(lang: Language | string): string {
  return lang === 'th' ? 'th-TH-u-ca-buddhist' : intlLocale(lang);
}

/**
 * Intl formatters are costly to build and cheap to use: a Thai Buddhist-era date format or a number
 * format takes up to a millisecond to make on a slow phone, and a page of course cards or articles asked
 * for dozens while it first rendered. Each one is built once per locale and options, and kept (the set of
 * options the SPA uses is small). A constructor that throws (an unknown time zone) keeps nothing.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
}

/** The one Intl.DateTimeFormat of the SPA: the UI language's, Thai in the Buddhist era. */
export function dateTimeFormat(lang: Language | string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlDateLocale(lang);
  return formatter(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** The one Intl.NumberFormat of the SPA: the UI language's (Tagalog as Filipino). */
export function numberFormat(lang: Language | string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale(lang);
  return formatter(`number ${locale} ${options ? JSON.stringify(options) : ''}`, () => new Intl.NumberFormat(locale, options));
}

/** "5 Mar 2026", "5 มี.ค. 2569": a day in the reader's language; '' for an invalid date. */
export function formatDate(iso: string | Date, lang: Language | string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** "12 Nov 2026, 14:05", "12 พ.ย. 2569 14:05": a moment with its time, in `timeZone` (the viewer's when undefined); '' for an invalid date. */
export function formatDateTime(iso: string | Date, lang: Language | string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** A percentage (0-100) as the reader's language writes it ("87.5%", "87,5 %"), to one decimal. */
export function formatPercent(value: number, lang: Language | string): string {
  try {
    return numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  } catch {
    return `${Math.round(value * 10) / 10}%`;
  }
}

/** A duration as a clock: "1:05", "12:00", "1:02:03". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A count (seats, students, ratings, lessons) as the reader's language writes it: "1,234", "1.234". */
export function formatNumber(value: number, lang: Language | string, options?: Intl.NumberFormatOptions): string {
  try {
    return numberFormat(lang, options).format(value);
  } catch {
    return String(value);
  }
}

/**
 * The `lang` attribute for a piece of user or author content written in `textLang` (a course's
 * `language`, a post's `lang`, a review's `lang`) shown in a page in `uiLang`: the text's language when it
 * differs, else undefined (it inherits the page's). Spread as `lang={contentLang(course.language, lang)}`.
 */
export function contentLang<L extends string>(textLang: L | null | undefined, uiLang: string): L | undefined {
  return textLang && textLang !== uiLang ? textLang : undefined;
}
