// Every static page has a content file in every language, with the same structure as the English one
// (same keys, same list lengths, same years, images and ratings) and no empty or untranslated text.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/shared/constants';
import { STATIC_CONTENT_PAGES } from '../../src/client/pages/public/staticContent';

const DIR = path.resolve(__dirname, '../../public/assets/content');
const IMAGES = path.resolve(__dirname, '../../public');
/** Values that are the same in every language: dates, years, image paths, ratings, names. */
const LANGUAGE_NEUTRAL = new Set(['updated', 'year', 'image', 'rating', 'name']);

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

function shape(value: Json): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, LANGUAGE_NEUTRAL.has(k) ? v : shape(v)]));
  return typeof value;
}

function strings(value: Json, key = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (LANGUAGE_NEUTRAL.has(k) ? [] : strings(v, k)));
  return typeof value === 'string' ? [[key, value]] : [];
}

const read = (lang: string, page: string): Json => JSON.parse(fs.readFileSync(path.join(DIR, lang, `${page}.json`), 'utf8')) as Json;

describe('static page content', () => {
  it.each(LANGUAGES.flatMap((lang) => STATIC_CONTENT_PAGES.map((page) => [lang, page] as const)))('%s/%s exists with the English structure', (lang, page) => {
    const content = read(lang, page);
    expect(shape(content)).toEqual(shape(read('en', page)));
    expect(strings(content).filter(([, s]) => s.trim() === '')).toEqual([]);
    if (lang !== 'en') {
      const english = new Set(strings(read('en', page)).map(([, s]) => s));
      expect(strings(content).filter(([, s]) => english.has(s))).toEqual([]);
    }
  });

  it('has a real outline: several sections, 10+ FAQs, awards by year and rated instructors with images', () => {
    for (const page of ['privacy-policy', 'terms-and-conditions', 'affiliate-agreement']) {
      const c = read('en', page) as { sections: unknown[]; updated: string };
      expect(c.sections.length).toBeGreaterThanOrEqual(5);
      expect(Number.isNaN(Date.parse(c.updated))).toBe(false);
    }
    expect((read('en', 'faqs') as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(10);
    const about = read('en', 'about-us') as { awards: { year: number }[]; instructors: { image: string; rating: number }[] };
    expect(about.awards.length).toBeGreaterThanOrEqual(2);
    for (const i of about.instructors) {
      expect(fs.existsSync(path.join(IMAGES, i.image))).toBe(true);
      expect(i.rating).toBeGreaterThanOrEqual(0);
      expect(i.rating).toBeLessThanOrEqual(5);
    }
  });
});
