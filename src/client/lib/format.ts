import type { Language } from '../../shared/constants';

/** BCP 47 locale for Intl: Tagalog content is formatted as Filipino. */
export function intlLocale(lang: Language | string): string {
  return lang === 'tl' ? 'fil' : lang;
}

export function formatDate(iso: string, lang: Language | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** A percentage (0-100) as the reader's language writes it ("87.5%", "87,5 %"), to one decimal. */
export function formatPercent(value: number, lang: Language | string): string {
  try {
    return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
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
    return new Intl.NumberFormat(intlLocale(lang), options).format(value);
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
