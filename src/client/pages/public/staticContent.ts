// Shapes of the static page content files public/assets/content/{lang}/{page}.json (long texts kept
// out of the i18n bundles, fetched by the page in the UI language).
export const STATIC_CONTENT_PAGES = ['about-us', 'faqs', 'privacy-policy', 'terms-and-conditions', 'affiliate-agreement'] as const;
export type StaticContentPage = (typeof STATIC_CONTENT_PAGES)[number];
export type LegalPageName = 'privacy-policy' | 'terms-and-conditions' | 'affiliate-agreement';

export interface LegalContent {
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export interface FaqContent {
  intro: string;
  items: { q: string; a: string }[];
}

export interface AboutContent {
  intro: string[];
  awards: { year: number; items: string[] }[];
  instructors: { name: string; role: string; image: string; rating: number }[];
}

/** Lower case without diacritics (Vietnamese tones, Thai marks), for a forgiving search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** The FAQ items whose question or answer contains every word of the query (diacritic-insensitive). */
export function searchFaqs<T extends { q: string; a: string }>(items: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const hay = foldText(`${item.q} ${item.a}`);
    return words.every((w) => hay.includes(w));
  });
}
