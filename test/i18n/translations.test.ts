// Every user-visible string is a key present in all four languages, with real translations.
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODE_LIST } from '../../src/shared/errorCodes';
import { LANGUAGES } from '../../src/shared/constants';
import { COMPANY_LINKS, FOOTER_COLUMNS } from '../../src/client/layout/siteLinks';
import { REGION_KEYS } from '../../src/client/lib/localeNames';
import { MEGA_MENU } from '../../src/client/layout/megaMenu';
import { INSTRUCTOR_MENU, STUDENT_MENU } from '../../src/client/layout/accountMenus';
import { PUBLIC_PAGES } from '../../src/client/pages/pageDefs';

const ROOT = path.resolve(__dirname, '../..');
const I18N_DIR = path.join(ROOT, 'public/assets/i18n');
const CLIENT_DIR = path.join(ROOT, 'src/client');

/** Values that may equal the English text in another language (brand and product names). */
const SAME_AS_ENGLISH_ALLOWLIST = new Set<string>(['Academy', 'LINE', 'Facebook', 'Instagram', 'TikTok', 'YouTube']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const files = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, flatten(JSON.parse(fs.readFileSync(path.join(I18N_DIR, `${lang}.json`), 'utf8')) as Tree)]),
) as Record<(typeof LANGUAGES)[number], Map<string, string>>;
const en = files.en;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Literal keys in the SPA: t('A.B'), i18nKey="A.B", and quoted UPPER.DOTTED constants (menu data, error keys). */
function keysUsedInCode(): Map<string, string> {
  const used = new Map<string, string>();
  const patterns = [/\bt\(\s*['"`]([A-Za-z0-9_.]+)['"`]/g, /i18nKey=["'{]+([A-Za-z0-9_.]+)["'}]/g, /['"]([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)+)['"]/g];
  for (const file of sourceFiles(CLIENT_DIR)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) if (m[1]) used.set(m[1], path.relative(ROOT, file));
  }
  return used;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lang) => {
    const keys = [...files[lang].keys()].sort();
    expect({ lang, missing: [...en.keys()].filter((k) => !files[lang].has(k)) }).toEqual({ lang, missing: [] });
    expect({ lang, extra: keys.filter((k) => !en.has(k)) }).toEqual({ lang, extra: [] });
  });

  it.each(LANGUAGES)('%s has no empty value', (lang) => {
    const empty = [...files[lang]].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not an English copy', (lang) => {
    const copies = [...files[lang]].filter(([k, v]) => v === en.get(k) && !SAME_AS_ENGLISH_ALLOWLIST.has(v)).map(([k]) => k);
    expect(copies).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s keeps the interpolation placeholders and tags', (lang) => {
    const broken = [...en].filter(([k, v]) => JSON.stringify(placeholders(v)) !== JSON.stringify(placeholders(files[lang].get(k) ?? ''))).map(([k]) => k);
    expect(broken).toEqual([]);
  });

  it('has every key the code uses', () => {
    const missing = [...keysUsedInCode()].filter(([key]) => !en.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has every key built from navigation and page data', () => {
    const keys = [
      ...MEGA_MENU.flatMap((g) => [g.title, g.description ?? g.title, ...(g.subItems ?? []).map((i) => i.title)]),
      ...COMPANY_LINKS.map((l) => l.title),
      ...FOOTER_COLUMNS.flatMap((c) => [c.title, ...c.links.map((l) => l.title)]),
      ...Object.values(REGION_KEYS),
      ...STUDENT_MENU.map((i) => i.title),
      ...INSTRUCTOR_MENU.map((i) => i.title),
      ...Object.values(PUBLIC_PAGES).flatMap((p) => [
        `PAGES.${p.id}.TITLE`,
        `PAGES.${p.id}.DESCRIPTION`,
      ]),
    ];
    expect(keys.filter((k) => !en.has(k))).toEqual([]);
  });

  it("has the core's error keys", () => {
    const keys = [
      ...ERROR_CODE_LIST.map((code) => (code.startsWith('STUDENT.PROFILE.') ? code : `ERRORS.${code}`)),
      'STUDENT.PROFILE.ERROR_INVALID_FILE',
      'STUDENT.PROFILE.ERROR_FILE_TOO_LARGE',
      'STUDENT.PROFILE.ERROR_UPLOAD_FAILED',
      'STUDENT.PROFILE.ERROR_UPDATE_FAILED',
      'STUDENT.PROFILE.UPLOADING',
      'ERRORS.NETWORK',
      'ERRORS.UNKNOWN',
    ];
    expect(keys.filter((k) => !en.has(k))).toEqual([]);
  });
});
