import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHUNK_GROUP_TRANSLATION_PARTS,
  ITEM_PAGE_CHUNK_GROUPS,
  PAGE_CHUNK_GROUPS,
  THAI_FONT_GROUP,
  loadChunkGroups,
  pageScripts,
  pageTranslations,
  withPreloads,
} from './routeChunks';

const GROUPS = {
  catalogue: ['/js/1.a.chunk.js', '/js/2.b.chunk.js'],
  course: ['/js/1.a.chunk.js', '/js/6.f.chunk.js'],
  content: ['/js/1.a.chunk.js', '/js/3.c.chunk.js'],
  student: ['/js/4.d.chunk.js'],
  'thai-font': ['/js/5.e.chunk.js'],
};

describe('the scripts a page preloads', () => {
  it('are its chunk group, plus the Thai font loader on a page in Thai, each once', () => {
    // The catalogue and a course share their first segment, not their code.
    expect(pageScripts(GROUPS, '/courses/javascript-basics', 'en')).toEqual(['/js/1.a.chunk.js', '/js/6.f.chunk.js']);
    expect(pageScripts(GROUPS, '/Courses', 'th')).toEqual(['/js/1.a.chunk.js', '/js/2.b.chunk.js', '/js/5.e.chunk.js']);
    expect(pageScripts(GROUPS, '/blogs/a-post', 'vi')).toEqual(['/js/1.a.chunk.js', '/js/3.c.chunk.js']);
    expect(pageScripts(GROUPS, '/student/dashboard', 'en')).toEqual(['/js/4.d.chunk.js']);
    // The home page's code is in the entry; an unknown page and a group the build lacks preload nothing.
    expect(pageScripts(GROUPS, '/home', 'en')).toEqual([]);
    expect(pageScripts(GROUPS, '/nothing-here', 'en')).toEqual([]);
    expect(pageScripts(GROUPS, '/about-us', 'en')).toEqual([]);
    expect(pageScripts({}, '/courses', 'th')).toEqual([]);
  });

  it('go in before </head>, the translation parts as the index preloads its core file; none leaves the page as it was', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, { scripts: [] })).toBe(html);
    const out = withPreloads(html, { scripts: ['/js/1.a.chunk.js'], translations: ['/assets/i18n/vi.account.json'] });
    expect(out).toContain(
      '<link rel="preload" as="script" href="/js/1.a.chunk.js" />\n    <link rel="preload" href="/assets/i18n/vi.account.json" as="fetch" type="application/json" crossorigin="anonymous" />\n  </head>',
    );
  });

  it('with the translation parts of the page\'s area, in its language', () => {
    expect(pageTranslations('/student/dashboard', 'th')).toEqual(['/assets/i18n/th.account.json']);
    expect(pageTranslations('/learn/javascript-basics/12', 'en')).toEqual(['/assets/i18n/en.account.json']);
    expect(pageTranslations('/auth/log-in', 'vi')).toEqual(['/assets/i18n/vi.account.json']);
    expect(pageTranslations('/admin/people', 'tl')).toEqual(['/assets/i18n/tl.account.json', '/assets/i18n/tl.staff.json']);
    expect(pageTranslations('/instructor/dashboard', 'th')).toEqual(['/assets/i18n/th.account.json', '/assets/i18n/th.staff.json']);
    // The public pages need the core file alone.
    for (const page of ['/home', '/courses', '/courses/javascript-basics', '/analysis-and-news', '/cart', '/nothing-here']) expect(pageTranslations(page, 'th')).toEqual([]);
  });

  it("come from the build's file, and a missing, broken or odd file gives none", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-chunks-'));
    try {
      const file = path.join(dir, 'chunk-groups.json');
      expect(loadChunkGroups(file)).toEqual({});
      fs.writeFileSync(file, '{not json');
      expect(loadChunkGroups(file)).toEqual({});
      // Only plain script paths are kept: nothing in the file can write markup into the page.
      fs.writeFileSync(file, JSON.stringify({ public: ['/js/1.a.chunk.js', '"><script>alert(1)</script>.js', 42], odd: 'x' }));
      expect(loadChunkGroups(file)).toEqual({ public: ['/js/1.a.chunk.js'] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names only chunk groups the SPA declares (the router\'s, and the Thai font loader\'s)', () => {
    const declared = (file: string) => {
      const source = fs.readFileSync(path.join(__dirname, '../../../client', file), 'utf8');
      return new Set([...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]));
    };
    const routes = declared('app/router.tsx');
    for (const name of new Set([...Object.values(PAGE_CHUNK_GROUPS), ...Object.values(ITEM_PAGE_CHUNK_GROUPS)])) expect({ name, declared: routes.has(name) }).toEqual({ name, declared: true });
    expect(declared('features/locale/thaiFont.ts').has(THAI_FONT_GROUP)).toBe(true);
  });

  it('preloads for each chunk group the translation parts the router loads with it', () => {
    const router = fs.readFileSync(path.join(__dirname, '../../../client/app/router.tsx'), 'utf8');
    const loaded: Record<string, string[]> = {};
    for (const m of router.matchAll(/withTranslations\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName: "([^"]+)"/g)) {
      const parts = [...m[1]!.matchAll(/'(\w+)'/g)].map((p) => p[1]!);
      loaded[m[2]!] = [...new Set([...(loaded[m[2]!] ?? []), ...parts])].sort();
    }
    expect(loaded.admin).toEqual(['account', 'staff']); // the scan found them
    const preloaded = Object.fromEntries(Object.entries(CHUNK_GROUP_TRANSLATION_PARTS).map(([group, parts]) => [group, [...parts].sort()]));
    expect(preloaded).toEqual(loaded);
  });
});
