// One map of paths: every SPA path comes from src/client/app/paths.ts (the areas' item pages and the admin's sections from areaPaths.ts beside it), every API path from
// src/shared/apiPaths.ts (the patterns only lazily loaded pages call from the area modules beside it,
// kept out of /home's JavaScript). This scans the string and template literals of the other source files
// (tests and test helpers aside) for one that starts like a path of either map; the prefixes come
// from the two modules themselves, so the check follows them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTENT_SECTIONS, paths, ROUTES, STATIC_PAGES } from '../../src/client/app/paths';
import { API_ROUTES } from '../../src/shared/apiPaths';
import { SOCIAL_API_ROUTES } from '../../src/shared/socialApiPaths';

const ROOT = path.resolve(__dirname, '..', '..');
const SPA_MODULES = ['src/client/app/paths.ts', 'src/client/app/areaPaths.ts'];
const API_MODULES = ['src/shared/apiPaths.ts', 'src/shared/accountApiPaths.ts', 'src/shared/courseApiPaths.ts', 'src/shared/contentApiPaths.ts', 'src/shared/socialApiPaths.ts', 'src/shared/studioApiPaths.ts', 'src/shared/quizApiPaths.ts', 'src/shared/commerceApiPaths.ts', 'src/shared/moneyApiPaths.ts', 'src/shared/adminApiPaths.ts', 'src/shared/ticketApiPaths.ts'];
const PATH_MODULES = [...SPA_MODULES, ...API_MODULES];
const ALL_API_ROUTES: Readonly<Record<string, string>> = { ...API_ROUTES, ...SOCIAL_API_ROUTES };
const SCANNED = ['src/client', 'src/server', 'src/shared'];
const SKIPPED = [/\.test\.tsx?$/, /^src\/client\/testing\//, /^src\/server\/test-support\//, /^src\/server\/db\/migrations\//];

/**
 * The server cannot import the SPA's module: the links it mails spell their SPA path. Each is
 * allowed only in its file and only while it equals the path module's builder.
 */
const MAILED_LINKS = [
  { file: 'src/server/modules/auth/authService.ts', literal: '/auth/reset-password?token=', builder: `${paths.resetPassword()}?token=` },
  { file: 'src/server/modules/customers/customerService.ts', literal: '/auth/activate?token=', builder: `${paths.activate()}?token=` },
];

const firstSegment = (p: string) => p.replace(/^\//, '').split('/')[0] ?? '';
const routeStrings = Object.values(ROUTES).filter((v): v is Extract<(typeof ROUTES)[keyof typeof ROUTES], string> => typeof v === 'string');
const SPA_SEGMENTS = [...new Set([...routeStrings.map(firstSegment), ...Object.values(CONTENT_SECTIONS), ...STATIC_PAGES])];
const API_SEGMENTS = [...new Set(Object.values(ALL_API_ROUTES).map(firstSegment))];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '/seg' alone, or followed by '/', '?', '#' (or by the end of a template's text before `${…}`). */
const pathPattern = (segments: string[], flags = 'i') => new RegExp(`^/(${segments.map(escape).join('|')})(?=$|[/?#])`, flags);
const SPA_PATH = pathPattern(SPA_SEGMENTS);
const API_PATH = pathPattern(API_SEGMENTS);
/** Both servers match paths case-insensitively; the spelling only names the finding ('/Courses' API, '/courses' SPA). */
const API_SPELLING = pathPattern(API_SEGMENTS, '');

interface Finding {
  file: string;
  line: number;
  text: string;
  kind: 'SPA' | 'API';
}

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !SKIPPED.some((re) => re.test(rel))) out.push(rel);
    }
  };
  for (const dir of SCANNED) walk(dir);
  return out;
}

/** Every string literal, template head and template piece (the text after a `${…}`) of a file. */
export function pathLiterals(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const check = (node: ts.Node, text: string) => {
    const kind = API_SPELLING.test(text) ? 'API' : SPA_PATH.test(text) ? 'SPA' : API_PATH.test(text) ? 'API' : null;
    if (kind) found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text, kind });
  };
  const visit = (node: ts.Node): void => {
    // Module specifiers ('../auth/authSlice') are file paths, not URLs.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      check(node.head, node.head.text);
      for (const span of node.templateSpans) check(span.literal, span.literal.text);
    } else if (ts.isJsxText(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('one map of paths', () => {
  const files = sourceFiles();

  it('knows the prefixes of both maps', () => {
    expect(SPA_SEGMENTS).toEqual(expect.arrayContaining(['auth', 'student', 'instructor', 'admin', 'courses', 'learn', 'certificates', 'analysis-and-news', 'blogs', 'robo-road-trip', 'about-us', 'contact-us', 'home', 'sign-in']));
    expect(API_SEGMENTS).toEqual(expect.arrayContaining(['Auth', 'Customers', 'Courses', 'Lessons', 'Posts', 'Events', 'Files', 'login', 'health']));
    expect(files).toEqual(expect.arrayContaining(['src/client/app/router.tsx', 'src/server/modules/lessons/lessonRoutes.ts', ...PATH_MODULES]));
  });

  it('finds a path literal wherever it hides (the check can fail)', () => {
    const sample = [
      "import { x } from '../auth/authSlice';",
      "const a = '/auth/log-in';",
      'const b = <Link to="/student/dashboard" />;',
      'const c = `/courses/${slug}`;',
      'const d = `${origin}/certificates/${code}`;',
      "app.get('/Lessons/:id', handler);",
      'const e = `/Wishlist${qs}`;',
      "const fine = ['/', '/assets/i18n', '/images/x.svg', '/coursesque', 'auth/'];",
    ].join('\n');
    expect(pathLiterals('sample.tsx', sample).map((f) => `${f.kind} ${f.text}`)).toEqual([
      'SPA /auth/log-in',
      'SPA /student/dashboard',
      'SPA /courses/',
      'SPA /certificates/',
      'API /Lessons/:id',
      'API /Wishlist',
    ]);
  });

  it('no SPA or API path is spelled outside the path modules', () => {
    const findings = files
      .filter((file) => !PATH_MODULES.includes(file))
      .flatMap((file) => pathLiterals(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))
      .filter((f) => !MAILED_LINKS.some((m) => m.file === f.file && m.literal === f.text));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.kind} path literal '${f.text}'`)).toEqual([]);
  });

  it('the links the server mails still match the SPA map', () => {
    for (const link of MAILED_LINKS) {
      expect(link.literal).toBe(link.builder);
      const found = pathLiterals(link.file, fs.readFileSync(path.join(ROOT, link.file), 'utf8')).map((f) => f.text);
      expect(found).toContain(link.literal);
    }
  });

  it('every API route pattern is used (registered by the server or called by the client)', () => {
    const text = files.filter((file) => !API_MODULES.includes(file)).map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
    const unused = [
      // API_ROUTES.x on the server, an area's object on the client (SITE_API_ROUTES.x, COURSE_API_ROUTES.x…).
      ...Object.keys(API_ROUTES).filter((key) => !new RegExp(`\\b(?:[A-Z]+_)*API_ROUTES\\.${key}\\b`).test(text)),
      ...Object.keys(SOCIAL_API_ROUTES).filter((key) => !new RegExp(`\\bSOCIAL_API_ROUTES\\.${key}\\b`).test(text)),
    ];
    expect(unused).toEqual([]);
  });
});
