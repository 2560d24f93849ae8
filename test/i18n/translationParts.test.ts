// The translation parts (src/shared/translationParts.ts): the core file every page loads holds every text
// a module can show without a part loaded. The test follows the SPA's imports from its entry: a static import
// keeps the parts loaded so far, a lazy import wrapped in `withTranslations(['part'], () => import(…))` adds
// its parts; every key a module reachable without a part names (a whole key in quotes, or the head of a key built
// in a template) must not be in that part's file.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/shared/constants';
import {
  TRANSLATION_PARTS,
  TRANSLATION_PART_NAMES,
  mergeTranslations,
  partOfKey,
  splitTranslations,
  type TranslationPart,
  type TranslationTree,
} from '../../src/shared/translationParts';

const ROOT = path.resolve(__dirname, '../..');
const ENTRY = path.join(ROOT, 'src/client/index.tsx');
const I18N_DIR = path.join(ROOT, 'public/assets/i18n');

const SPECIFIER = String.raw`\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]`;
const STATIC_IMPORT = new RegExp(String.raw`(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]`, 'g');
/**
 * A feature's index.ts only re-exports (webpack.config.ts marks it free of side effects): an import through it
 * reaches the modules its imported names come from, not every module it re-exports.
 */
const BARREL = /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const DYNAMIC_IMPORT = new RegExp(String.raw`import\(${SPECIFIER}\s*\)`, 'g');
const PART_IMPORT = new RegExp(String.raw`withTranslations\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(${SPECIFIER}\s*\)`, 'g');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null; // JSON, CSS, images
}

interface Edge {
  to: string;
  /** The parts a lazy import loads with its code. */
  parts: TranslationPart[];
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

/** The names an import clause takes (`{ a, b as c, type T }` gives a and b); null for a default or namespace import. */
function importedNames(clause: string | undefined): string[] | null {
  const braces = clause && /^\s*\{([^}]*)\}\s*$/.exec(clause);
  if (!braces) return null;
  return braces[1]!
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

/** The modules a barrel's names come from (`export { a } from './m'`), and those of its `export *`. */
function barrelExports(barrel: string): { named: Map<string, string>; star: string[] } {
  const named = new Map<string, string>();
  const star: string[] = [];
  for (const m of source(barrel).matchAll(STATIC_IMPORT)) {
    const to = resolveImport(barrel, m[3]!);
    if (m[1] || !to) continue;
    const names = importedNames(m[2]);
    if (names === null) star.push(to);
    else for (const name of names) named.set(name, to);
  }
  return { named, star };
}

function edges(file: string): Edge[] {
  const text = source(file);
  const out: Edge[] = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    if (m[1]) continue; // import type: no code
    const to = resolveImport(file, m[3]!);
    if (!to) continue;
    const names = importedNames(m[2]);
    if (BARREL.test(to) && names !== null) {
      const { named, star } = barrelExports(to);
      for (const name of names) for (const target of named.has(name) ? [named.get(name)!] : star) out.push({ to: target, parts: [] });
    } else out.push({ to, parts: [] });
  }
  const wrapped = new Map<number, TranslationPart[]>();
  for (const m of text.matchAll(PART_IMPORT)) {
    const parts = [...m[1]!.matchAll(/['"](\w+)['"]/g)].map((p) => p[1]!);
    for (const part of parts) if (!(TRANSLATION_PART_NAMES as string[]).includes(part)) throw new Error(`${file}: withTranslations names no part '${part}'`);
    wrapped.set(m.index! + m[0].lastIndexOf('import('), parts as TranslationPart[]);
  }
  for (const m of text.matchAll(DYNAMIC_IMPORT)) {
    const to = resolveImport(file, m[1]!);
    if (to) out.push({ to, parts: wrapped.get(m.index!) ?? [] });
  }
  return out;
}

/** The modules the SPA can run without `part` loaded: reachable from the entry through no import that loads it. */
function modulesWithout(part: TranslationPart): Set<string> {
  const seen = new Set<string>([ENTRY]);
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const edge of edges(file)) {
      if (edge.parts.includes(part) || seen.has(edge.to)) continue;
      seen.add(edge.to);
      queue.push(edge.to);
    }
  }
  return seen;
}

const SECTIONS = TRANSLATION_PART_NAMES.flatMap((part) => [...TRANSLATION_PARTS[part].sections]);
/** A key in quotes, or the head of one: 'ADMIN.MENU.X', 'ADMIN.MENU.' + x, `ADMIN_AUDIT.ACTIONS.${x}`. */
const KEY = new RegExp(String.raw`(['"\`])((?:${SECTIONS.join('|')})\.[A-Za-z0-9_.]*)(\$\{|['"\`])`, 'g');

function keysOf(file: string): { key: string; prefix: boolean }[] {
  return [...source(file).matchAll(KEY)].map((m) => {
    const prefix = m[3] === '${' || m[3] !== m[1] || m[2]!.endsWith('.');
    return { key: prefix ? m[2]!.replace(/\.$/, '') : m[2]!, prefix };
  });
}

const clone = (tree: TranslationTree) => JSON.parse(JSON.stringify(tree)) as TranslationTree;

describe('translation parts', () => {
  it.each(TRANSLATION_PART_NAMES)('no module that runs without the %s part reads a text of it', (part) => {
    const reachable = modulesWithout(part);
    // The scan found the app: the entry, the router and the public pages' layout are among them.
    expect([...reachable].map((f) => path.relative(ROOT, f))).toEqual(
      expect.arrayContaining(['src/client/index.tsx', 'src/client/app/router.tsx', 'src/client/layout/PublicLayout.tsx']),
    );
    const misplaced = [...reachable].flatMap((file) =>
      keysOf(file)
        .filter(({ key }) => partOfKey(key) === part)
        .map(({ key, prefix }) => `${path.relative(ROOT, file)}: ${key}${prefix ? '.*' : ''}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('the part-loading imports are seen, and a module reached only through them is left out', () => {
    const router = path.join(ROOT, 'src/client/app/router.tsx');
    const admin = path.join(ROOT, 'src/client/app/areas/AdminArea.tsx');
    expect(edges(router)).toContainEqual({ to: admin, parts: ['account', 'staff'] });
    expect(modulesWithout('staff').has(admin)).toBe(false);
    expect(modulesWithout('staff').has(path.join(ROOT, 'src/client/features/adminSettings/AdminSettingsPage.tsx'))).toBe(false);
    // Through a feature's index.ts, the modules of the names imported: the entry's session, not the sign-up form.
    const fromEntry = edges(ENTRY).map((edge) => path.relative(ROOT, edge.to));
    expect(fromEntry).toEqual(expect.arrayContaining(['src/client/features/auth/authSlice.ts', 'src/client/features/auth/session.ts']));
    expect(fromEntry).not.toContain('src/client/features/auth/CustomerFields.tsx');
    expect(fromEntry).not.toContain('src/client/features/auth/index.ts');
  });

  it('finds whole keys and the heads of built ones', () => {
    const file = path.join(ROOT, 'virtual.ts');
    sources.set(file, "t('ADMIN.MENU.PEOPLE'); t(`ADMIN_AUDIT.ACTIONS.${a}`); t('ADMIN.' + b); t(\"STUDIO.CANCEL\"); t('HOME.TITLE');");
    expect(keysOf(file)).toEqual([
      { key: 'ADMIN.MENU.PEOPLE', prefix: false },
      { key: 'ADMIN_AUDIT.ACTIONS', prefix: true },
      { key: 'ADMIN', prefix: true },
      { key: 'STUDIO.CANCEL', prefix: false },
    ]);
    expect(partOfKey('ADMIN.MENU.PEOPLE')).toBeNull();
    expect(partOfKey('ADMIN.MENU')).toBeNull();
    expect(partOfKey('ADMIN')).toBe('staff');
    expect(partOfKey('ADMIN_AUDIT.ACTIONS')).toBe('staff');
    expect(partOfKey('HOME.TITLE')).toBeNull();
  });

  it.each(LANGUAGES)('the files of %s hold every text once, and merged give the whole', (lang) => {
    const all = JSON.parse(fs.readFileSync(path.join(I18N_DIR, `${lang}.json`), 'utf8')) as TranslationTree;
    const { core, parts } = splitTranslations(all);
    expect(core.HOME).toEqual(all.HOME);
    expect(core.ADMIN).toEqual({ MENU: (all.ADMIN as TranslationTree).MENU });
    expect(core.STUDIO).toBeUndefined();
    expect((parts.staff.ADMIN as TranslationTree).MENU).toBeUndefined();
    expect(parts.staff.STUDIO).toEqual(all.STUDIO);
    const merged = TRANSLATION_PART_NAMES.reduce<TranslationTree>((tree, part) => mergeTranslations(tree, clone(parts[part])), clone(core));
    expect(merged).toEqual(all);
  });
});
