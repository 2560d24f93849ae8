import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchPath } from 'react-router';
import { spaPagePatterns } from '../shared/areaRoutes';
import { buildApp } from './app';
import { loadSecrets, parseConfig } from './config';
import { connectDatabase } from './db/client';
import { compileRoutePattern, isSpaPage } from './spaPages';
import { problemCode } from './test-support/fixtures';
import { createTestDatabase } from './test-support/testDatabaseServer';
import { createTestApp, type TestApp } from './test-support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAGES = [
  '/',
  '/home',
  '/HOME/',
  '/courses',
  '/courses?search=react',
  '/learn/javascript-basics/12',
  '/certificates/AC-1234',
  '/blogs',
  '/about-us',
  '/contact-us',
  '/sign-in?returnUrl=%2Fhome',
  '/auth',
  '/auth/log-in',
  '/auth/reset-password?token=abc',
  '/student',
  '/student/course-list',
  '/student/dashboard?returnUrl=%2Fx',
  '/instructor/create-course',
  '/instructor/courses/12/edit',
  '/instructor/courses/12/preview',
  '/student/teach',
  '/admin',
  '/admin/instructor-applications',
  '/admin/course-reviews',
  '/admin/course-reviews/12',
];

/** Item pages whose item does not exist (this database has none): the SPA, with 404 (modules/seo). */
const UNKNOWN_ITEMS = ['/courses/javascript-basics', '/courses/%E0%B8%A0%E0%B8%B2%E0%B8%A9%E0%B8%B2', '/analysis-and-news/some-slug', '/podcasts/episode-1', '/instructors/maria.santos'];

const NOT_PAGES = ['/no-such-page', '/no/such/page', '/courses/a/b/c/d', '/courses//x', '/auth/login', '/student/nope', '/instructor/courses/1', '/admin/nope', '/admin/course-reviews/1/x', '/instructors', '/home/more', '/about-us.php', '/main.0123abcd89.js'];

describe('page paths and unknown paths', () => {
  it.each(PAGES)('GET %s answers 200 with the SPA', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html');
  });

  it.each(UNKNOWN_ITEMS)('GET %s (no such item) answers 404 with the SPA', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html');
    expect(res.body).not.toContain('application/ld+json');
  });

  it.each(NOT_PAGES)('GET %s answers 404 with the same SPA page', async (url) => {
    const page = await t.request({ method: 'GET', url: '/home' });
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The same SPA; its head is the not-found one (no canonical), not the home page's.
    const body = (html: string) => html.slice(html.indexOf('<body'));
    expect(body(res.body)).toBe(body(page.body));
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('HEAD follows GET', async () => {
    expect((await t.request({ method: 'HEAD', url: '/about-us' })).statusCode).toBe(200);
    expect((await t.request({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('keeps problem+json for the API, stored files and other methods', async () => {
    for (const url of ['/api/NoSuchThing', '/storage/course-cover-image/none.jpg']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(problemCode(res)).toBe('NOT_FOUND');
    }
    const post = await t.request({ method: 'POST', url: '/about-us', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(problemCode(post)).toBe('NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/api/Categories' })).statusCode).toBe(200);
  });
});

describe('with a built SPA', () => {
  it('serves its files, its index.html for pages (200) and for unknown paths (404)', async () => {
    const testDb = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-spa-pages-'));
    const clientDir = path.join(dataDir, 'client');
    fs.mkdirSync(path.join(clientDir, 'assets', 'i18n'), { recursive: true });
    const index = '<!doctype html><html><body><div id="root"></div><script src="/main.0123abcd89.js"></script></body></html>';
    fs.writeFileSync(path.join(clientDir, 'index.html'), index);
    fs.writeFileSync(path.join(clientDir, 'main.0123abcd89.js'), 'console.log("app")');
    fs.writeFileSync(path.join(clientDir, 'assets', 'i18n', 'en.json'), '{}');
    const config = loadSecrets(parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: testDb.url }));
    const database = connectDatabase(testDb.url, { max: 2 });
    const { app } = await buildApp({ config, db: database.db, clientDir, jobWorkers: false });
    try {
      await app.ready();
      const bundle = await app.inject({ method: 'GET', url: '/main.0123abcd89.js' });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.body).toBe('console.log("app")');
      const json = await app.inject({ method: 'GET', url: '/assets/i18n/en.json' });
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-type']).toContain('application/json');
      // The index, with each page's own head written in (modules/seo).
      for (const [url, status] of [['/about-us', 200], ['/courses', 200], ['/courses/javascript-basics', 404], ['/no-such-page', 404], ['/courses/a/b/c/d', 404], ['/main.ffffffff00.js', 404]] as const) {
        const res = await app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status, type: 'text/html; charset=utf-8' });
        expect(res.body).toMatch(/^<!doctype html><html lang="th"><head>[\s\S]*<title>[^<]+<\/title>[\s\S]*<\/head>\n {2}<body><div id="root"><\/div><script src="\/main.0123abcd89.js"><\/script><\/body><\/html>$/);
      }
    } finally {
      await app.close();
      await database.close();
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the route matcher', () => {
  const SAMPLE_PATHS = ['/', '//', '/home', '/Home/', '/home//', '/home/x', '/courses', '/courses/', '/courses/x', '/courses/x/', '/courses/x/y', '/courses//x', '/a.b', '/a+b', '/x/y/z', '/docs', '/docs/a', '/docs/a/b', '/files/a%2Fb', '/learn/c/1', '/learn/c', '/user', '/user/5', '/user/5/edit'];
  const SAMPLE_PATTERNS = ['/', 'home', '/courses/:idOrSlug', 'learn/:course/:lesson', '/docs/*', '*', '/a.b', '/a+b', '/user/:id?', '/user/:id/edit', 'user/:id?/edit', '/files/:name', '/courses/new?'];

  it('matches exactly what react-router matches', () => {
    for (const pattern of SAMPLE_PATTERNS) {
      const ours = compileRoutePattern(pattern);
      for (const pathname of SAMPLE_PATHS) {
        const theirs = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null;
        expect({ pattern, pathname, matches: ours.test(pathname) }).toEqual({ pattern, pathname, matches: theirs });
      }
    }
  });

  it('knows every page of the shared route table, with any parameter values', () => {
    const patterns = spaPagePatterns();
    expect(patterns).toEqual(expect.arrayContaining(['/', '/home', '/courses/:idOrSlug', '/about-us', '/auth/log-in', '/student/course-list', '/instructor/dashboard']));
    for (const pattern of patterns) {
      const sample = pattern.replace(/:[\w-]+/g, 'x-1');
      expect({ sample, page: isSpaPage(sample) }).toEqual({ sample, page: true });
      expect({ sample, page: isSpaPage(`${sample}/extra/segments`) }).toEqual({ sample, page: false });
    }
  });

  it('reads the path as the router does: decoded, query ignored, malformed escapes kept', () => {
    expect(isSpaPage('/%68ome')).toBe(true);
    expect(isSpaPage('/courses/a%2Fb')).toBe(true);
    expect(isSpaPage('/courses/%E0%A4%A')).toBe(true);
    expect(isSpaPage('/home?x=/a/b/c')).toBe(true);
    expect(isSpaPage('/%')).toBe(false);
  });
});
