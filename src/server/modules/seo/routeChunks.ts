// Which of the SPA's lazy chunk groups a page renders, so that its first HTML can ask for that code at
// once (<link rel="preload">) instead of the browser finding it only after the framework has run.
import fs from 'node:fs';
import { CONTENT_SECTIONS, ROUTES, ROUTE_SEGMENTS, STATIC_PAGES } from '../../../shared/spaRoutes';

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

/** The scripts a page at `pagePath` (no query) in `lang` will load beyond the entry's, each once. */
export function pageScripts(groups: ChunkGroups, pagePath: string, lang: string): string[] {
  const segments = pagePath.split('/').filter((s) => s !== '');
  const segment = segments[0]?.toLowerCase() ?? '';
  const page = (segments.length === 2 ? ITEM_PAGE_CHUNK_GROUPS[segment] : undefined) ?? PAGE_CHUNK_GROUPS[segment];
  const names = [page, lang === 'th' ? THAI_FONT_GROUP : undefined];
  return [...new Set(names.flatMap((name) => (name ? (groups[name] ?? []) : [])))];
}

/** index.html with a preload of each script before </head>. */
export function withScriptPreloads(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  const links = scripts.map((src) => `<link rel="preload" as="script" href="${src}" />`).join('\n    ');
  return html.replace(/<\/head>/i, () => `    ${links}\n  </head>`);
}
