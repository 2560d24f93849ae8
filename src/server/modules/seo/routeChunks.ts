// Which of the SPA's lazy chunk groups a page renders, so that its first HTML can ask for that code at
// once (<link rel="preload">) instead of the browser finding it only after the framework has run.
import fs from 'node:fs';
import { CONTENT_SECTIONS, ROUTES, ROUTE_SEGMENTS, STATIC_PAGES } from '../../../shared/spaRoutes';
import { translationPartFile, type TranslationPart } from '../../../shared/translationParts';

/** Group name -> its script files (absolute paths), as the build writes them (webpack.config.ts, ChunkGroupsPlugin). */
export type ChunkGroups = Readonly<Record<string, readonly string[]>>;

export const firstSegment = (route: string) => route.split('/')[0] ?? route;

/**
 * A page's first path segment -> the chunk group (router.tsx's webpackChunkName) of the page it shows.
 * A name the build does not know preloads nothing (routeChunks.test.ts checks them against router.tsx).
 */
export const PAGE_CHUNK_GROUPS: Readonly<Record<string, string>> = {
  [ROUTE_SEGMENTS.courses]: 'catalogue',
  [ROUTE_SEGMENTS.news]: 'news',
  [ROUTE_SEGMENTS.certificates]: 'certificate',
  [firstSegment(ROUTES.instructorProfile)]: 'instructor-profile',
  ...Object.fromEntries(Object.values(CONTENT_SECTIONS).map((section) => [section, 'content'])),
  ...Object.fromEntries(STATIC_PAGES.map((page) => [page, 'static'])),
  [ROUTES.contactUs]: 'contact',
  [ROUTES.cart]: 'cart',
  [firstSegment(ROUTES.checkout)]: 'checkout',
  [firstSegment(ROUTES.testBank)]: 'test-bank',
  [ROUTES.auth]: 'auth',
  [ROUTE_SEGMENTS.learn]: 'learn',
  [ROUTES.student]: 'student',
  [ROUTES.instructor]: 'instructor',
  [ROUTES.admin]: 'admin',
};

/** Where a page one level deeper (`/courses/{slug}`) shows another page than its list, by the first segment. */
export const ITEM_PAGE_CHUNK_GROUPS: Readonly<Record<string, string>> = {
  [ROUTE_SEGMENTS.courses]: 'course',
};

/**
 * The translation parts a chunk group brings with its code (router.tsx: `withTranslations([...], () => import(…))`;
 * routeChunks.test.ts checks them against it): the first HTML asks for them too, or they would start only once
 * the framework has run and matched the route.
 */
export const CHUNK_GROUP_TRANSLATION_PARTS: Readonly<Record<string, readonly TranslationPart[]>> = {
  auth: ['account'],
  learn: ['account'],
  student: ['account'],
  instructor: ['account', 'staff'],
  admin: ['account', 'staff'],
};

/** The Thai web font's loader (features/locale/thaiFont.ts), asked for on every page in Thai. */
export const THAI_FONT_GROUP = 'thai-font';

/** The build's chunk groups; none (no preloads) when the file is missing or unreadable, e.g. without a production build. */
export function loadChunkGroups(file: string): ChunkGroups {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    const groups: Record<string, string[]> = {};
    for (const [name, files] of Object.entries(parsed)) {
      if (Array.isArray(files)) groups[name] = files.filter((f): f is string => typeof f === 'string' && /^\/[\w./-]+\.js$/.test(f));
    }
    return groups;
  } catch {
    return {};
  }
}

/** The chunk group of the page at `pagePath` (no query), if it has one beyond the entry. */
function pageGroup(pagePath: string): string | undefined {
  const segments = pagePath.split('/').filter((s) => s !== '');
  const segment = segments[0]?.toLowerCase() ?? '';
  return (segments.length === 2 ? ITEM_PAGE_CHUNK_GROUPS[segment] : undefined) ?? PAGE_CHUNK_GROUPS[segment];
}

/** The scripts a page at `pagePath` (no query) in `lang` will load beyond the entry's, each once. */
export function pageScripts(groups: ChunkGroups, pagePath: string, lang: string): string[] {
  const names = [pageGroup(pagePath), lang === 'th' ? THAI_FONT_GROUP : undefined];
  return [...new Set(names.flatMap((name) => (name ? (groups[name] ?? []) : [])))];
}

/** The translation files a page at `pagePath` in `lang` will fetch beyond its core file (the index's own preload). */
export function pageTranslations(pagePath: string, lang: string): string[] {
  const group = pageGroup(pagePath);
  return (group ? (CHUNK_GROUP_TRANSLATION_PARTS[group] ?? []) : []).map((part) => `/assets/i18n/${translationPartFile(lang, part)}`);
}

/**
 * index.html with a preload of each script and translation file before </head>; a translation's link is the
 * index's own for the core file (as=fetch, anonymous), which is what the SPA's fetch() can take.
 */
export function withPreloads(html: string, { scripts, translations = [] }: { scripts: readonly string[]; translations?: readonly string[] }): string {
  const links = [
    ...scripts.map((src) => `<link rel="preload" as="script" href="${src}" />`),
    ...translations.map((href) => `<link rel="preload" href="${href}" as="fetch" type="application/json" crossorigin="anonymous" />`),
  ];
  if (links.length === 0) return html;
  return html.replace(/<\/head>/i, () => `    ${links.join('\n    ')}\n  </head>`);
}
