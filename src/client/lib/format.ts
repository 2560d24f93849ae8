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
