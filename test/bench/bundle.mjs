#!/usr/bin/env node
// npm run bench:bundle (after npm run build:client): the JavaScript budget of the SPA.
//
// The JS that /home loads is measured in headless Chromium against a tiny static server of dist/client
// (SPA fallback, /api answers 404): every script the page requests until the network is idle, without
// any interaction. The webpack chunk graph (dist/client-stats/stats.json, written by the build, not
// served) gives the route chunks and serves as a cross-check (or as the measure when Chromium is missing).
// Sizes are gzip level 9, as the precompressed .gz files the server sends.
//
// Budget: /home at most 170 KB gzip (stretch 130), no firebase code before a social button is pressed,
// each route chunk at most 60 KB gzip (a library chunk loaded on demand, like the rich text editor, has
// a budget of its own: LIBRARY_BUDGETS). Exit code 1 when a budget is exceeded.
//
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_JSON=<file> also writes the figures as JSON.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const DIST = path.join(ROOT, 'dist', 'client');
const STATS_FILE = path.join(ROOT, 'dist', 'client-stats', 'stats.json');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const KB = 1000; // decimal kilobytes, as the issue's figures
const BUDGET = { home: 170, homeStretch: 130, route: 60 };
/**
 * Libraries loaded on demand that are larger than a route's budget by nature, each with a budget of its
 * own: the rich text editor (TipTap on ProseMirror), fetched only when an author opens a rich text field.
 */
const LIBRARY_BUDGETS = { 'rich-text': 140 };
const FIREBASE = /firebase/i;

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('Build first: npm run build:client');
  process.exit(1);
}

const gzipCache = new Map();
/** gzip -9 size of a file under dist/client (a path like /js/main.abc.js). */
function gzipSize(rel) {
  if (!gzipCache.has(rel)) {
    const buf = fs.readFileSync(path.join(DIST, rel));
    gzipCache.set(rel, { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length, text: buf.toString('utf8') });
  }
  return gzipCache.get(rel);
}
const kb = (n) => (n / KB).toFixed(1);
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

// ---------------------------------------------------------------------------------------------------
// Static server of dist/client with SPA fallback.
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function startStaticServer() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    if (pathname.startsWith('/api/') || pathname.startsWith('/storage/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"not served by the bundle bench"}');
      return;
    }
    const file = path.join(DIST, path.normalize(pathname));
    if (file.startsWith(DIST + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    if (path.extname(pathname)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES['.html'] });
    fs.createReadStream(path.join(DIST, 'index.html')).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------------
// /home in headless Chromium: which scripts load without interaction.
async function scriptsLoadedByHome() {
  if (!fs.existsSync(CHROMIUM)) return { error: `${CHROMIUM} not found` };
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (error) {
    return { error: `playwright-core: ${error.message}` };
  }
  const server = await startStaticServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = [];
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (url.origin === origin && (response.request().resourceType() === 'script' || type.includes('javascript'))) {
        if (!scripts.includes(url.pathname)) scripts.push(url.pathname);
      }
    });
    await page.goto(`${origin}/home`, { waitUntil: 'networkidle', timeout: 60_000 });
    // The home page has rendered (its hero heading) and nothing else is fetched in the next moment.
    await page.waitForSelector('#home-hero-title', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { scripts, errors };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

// ---------------------------------------------------------------------------------------------------
// The webpack chunk graph.
function readStats() {
  if (!fs.existsSync(STATS_FILE)) return null;
  const stats = JSON.parse(fs.readFileSync(STATS_FILE, 'utf8'));
  const jsFiles = (chunk) => (chunk.files ?? []).filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
  const moduleNames = (chunk) => {
    const names = [];
    const walk = (mods) => {
      for (const m of mods ?? []) {
        if (m.name) names.push(m.name);
        walk(m.modules);
      }
    };
    walk(chunk.modules);
    return names;
  };
  const chunks = stats.chunks.map((c) => ({
    id: c.id,
    names: c.names ?? [],
    initial: c.initial,
    entry: c.entry,
    files: jsFiles(c),
    modules: moduleNames(c),
    origins: (c.origins ?? []).map((o) => `${o.moduleName ?? ''} ${o.request ?? ''}`.trim()),
  }));
  const entryFiles = Object.values(stats.entrypoints ?? {}).flatMap((e) =>
    (e.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => f.endsWith('.js')).map((f) => `/${f}`),
  );
  const groups = Object.entries(stats.namedChunkGroups ?? {}).map(([name, g]) => ({
    name,
    files: (g.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => f.endsWith('.js')).map((f) => `/${f}`),
  }));
  return { chunks, entryFiles, groups };
}

function scriptsInIndexHtml() {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)].map((m) => m[1]);
}

// ---------------------------------------------------------------------------------------------------
const results = { home: {}, routes: [], firebase: {}, failures: [] };
const stats = readStats();
const browser = await scriptsLoadedByHome();

let homeFiles;
let method;
if (browser.scripts) {
  homeFiles = browser.scripts;
  method = 'headless Chromium, /home until network idle';
  if (browser.errors.length) console.log(`Page errors on /home: ${browser.errors.join(' | ')}`);
} else {
  homeFiles = stats ? stats.entryFiles : scriptsInIndexHtml();
  method = `${stats ? 'webpack entrypoint chunks' : 'index.html scripts'} (browser unavailable: ${browser.error})`;
}

const chunkOfFile = new Map();
for (const chunk of stats?.chunks ?? []) for (const f of chunk.files) chunkOfFile.set(f, chunk);
const label = (file) => chunkOfFile.get(file)?.names[0] ?? path.basename(file).split('.')[0];
const W = Math.min(48, Math.max(12, ...[...chunkOfFile.keys()].map((f) => label(f).length)));

console.log(`\nJavaScript loaded for /home — ${method}`);
console.log(`  ${pad('chunk', W)} ${pad('file', 20)} ${lpad('raw KB', 8)} ${lpad('gzip KB', 8)}`);
let homeGzip = 0;
let homeRaw = 0;
for (const file of homeFiles) {
  const { raw, gzip } = gzipSize(file);
  homeGzip += gzip;
  homeRaw += raw;
  console.log(`  ${pad(label(file), W)} ${pad(path.basename(file).replace(/^.*?\.([0-9a-f]{10})\..*$/, '…$1'), 20)} ${lpad(kb(raw), 8)} ${lpad(kb(gzip), 8)}`);
  results.home[file] = { raw, gzip };
}
const homeOk = homeGzip <= BUDGET.home * KB;
const stretchOk = homeGzip <= BUDGET.homeStretch * KB;
console.log(`  ${pad('TOTAL', W)} ${pad(`${homeFiles.length} files`, 20)} ${lpad(kb(homeRaw), 8)} ${lpad(kb(homeGzip), 8)}`);
console.log(
  `  budget ${BUDGET.home} KB: ${homeOk ? 'PASS' : 'FAIL'} (${kb(homeGzip)} KB); stretch ${BUDGET.homeStretch} KB: ${stretchOk ? 'met' : `not met (${kb(homeGzip - BUDGET.homeStretch * KB)} KB over)`}`,
);
if (!homeOk) results.failures.push(`/home loads ${kb(homeGzip)} KB gzip > ${BUDGET.home} KB`);

if (browser.scripts && stats) {
  const expected = new Set(stats.entryFiles);
  const extra = homeFiles.filter((f) => !expected.has(f));
  const missing = [...expected].filter((f) => !homeFiles.includes(f));
  console.log(
    `  cross-check with the entrypoint chunks: ${extra.length || missing.length ? `extra ${extra.map(label).join(', ') || '-'}; not loaded ${missing.map(label).join(', ') || '-'}` : 'same files'}`,
  );
}

// Firebase: no firebase module in what /home loads, and no 'firebase' string in its code.
const firebaseModules = (stats?.chunks ?? [])
  .filter((c) => c.files.some((f) => homeFiles.includes(f)))
  .flatMap((c) => c.modules.filter((m) => /node_modules[\\/](@firebase|firebase)[\\/]/.test(m)).map((m) => `${c.names[0] ?? c.id}: ${m}`));
const firebaseStrings = homeFiles.filter((f) => FIREBASE.test(gzipSize(f).text));
const allFirebaseChunks = (stats?.chunks ?? []).filter((c) => c.modules.some((m) => /node_modules[\\/](@firebase|firebase)[\\/]/.test(m)));
const firebaseOk = firebaseModules.length === 0 && firebaseStrings.length === 0;
results.firebase = { modules: firebaseModules, filesMentioningFirebase: firebaseStrings };
console.log(`\nFirebase before a social button: ${firebaseOk ? 'PASS (none in what /home loads)' : 'FAIL'}`);
if (firebaseModules.length) console.log(`  firebase modules: ${firebaseModules.slice(0, 10).join(', ')}${firebaseModules.length > 10 ? ', …' : ''}`);
if (firebaseStrings.length) console.log(`  'firebase' appears in: ${firebaseStrings.map(label).join(', ')}`);
console.log(
  `  chunks holding firebase modules (loaded later): ${allFirebaseChunks.map((c) => c.names[0] ?? c.id).join(', ') || 'none (firebase is not in the build)'}`,
);
if (!firebaseOk) results.failures.push('firebase code in what /home loads');

// Route chunks: every chunk the app loads on demand (route areas, header menus, shared splits).
const asyncFiles = stats
  ? stats.chunks.filter((c) => !c.initial).flatMap((c) => c.files.map((f) => ({ file: f, chunk: c })))
  : fs
      .readdirSync(path.join(DIST, 'js'))
      .filter((f) => f.endsWith('.chunk.js'))
      .map((f) => ({ file: `/js/${f}`, chunk: null }));
console.log(`\nOn-demand chunks (budget ${BUDGET.route} KB gzip each)`);
console.log(`  ${pad('chunk', W)} ${pad('file', 20)} ${lpad('raw KB', 8)} ${lpad('gzip KB', 8)}  ${'home?'}`);
for (const { file, chunk } of asyncFiles.sort((a, b) => a.file.localeCompare(b.file))) {
  const { raw, gzip } = gzipSize(file);
  const name = chunk?.names[0] ?? path.basename(file).split('.')[0];
  const budget = LIBRARY_BUDGETS[name] ?? BUDGET.route;
  const ok = gzip <= budget * KB;
  console.log(
    `  ${pad(name, W)} ${pad(path.basename(file).replace(/^.*?\.([0-9a-f]{10})\..*$/, '…$1'), 20)} ${lpad(kb(raw), 8)} ${lpad(kb(gzip), 8)}  ${homeFiles.includes(file) ? 'loaded' : '-'}  ${ok ? 'PASS' : 'FAIL'}${budget === BUDGET.route ? '' : ` (library, budget ${budget} KB)`}`,
  );
  results.routes.push({ name, file, raw, gzip, ok });
  if (!ok) results.failures.push(`${name} chunk is ${kb(gzip)} KB gzip > ${budget} KB`);
}
if (stats?.groups.length) {
  console.log('\nWhat each lazy import downloads beyond /home (its chunk group, gzip KB)');
  for (const g of stats.groups) {
    if (g.name === 'main') continue;
    const beyond = g.files.filter((f) => !homeFiles.includes(f));
    const total = beyond.reduce((n, f) => n + gzipSize(f).gzip, 0);
    console.log(`  ${pad(g.name, W)} ${lpad(kb(total), 8)}  ${beyond.map(label).join(' + ')}`);
  }
}

// The translations (not JavaScript, not in the budget): each language's core file, fetched before the first
// render on every page, and its parts, fetched with the screens that read them (src/shared/translationParts.ts).
const i18nDir = path.join(DIST, 'assets', 'i18n');
if (fs.existsSync(i18nDir)) {
  console.log('\nTranslations (gzip KB; brotli, which browsers get, in brackets)');
  results.translations = {};
  for (const name of fs.readdirSync(i18nDir).filter((f) => f.endsWith('.json')).sort()) {
    const { raw, gzip } = gzipSize(`/assets/i18n/${name}`);
    const br = zlib.brotliCompressSync(fs.readFileSync(path.join(i18nDir, name))).length;
    results.translations[name] = { raw, gzip, br };
    console.log(`  ${pad(name, W)} ${lpad(kb(raw), 8)} ${lpad(kb(gzip), 8)}  (${kb(br)})`);
  }
}

console.log(`\n${results.failures.length ? `FAIL: ${results.failures.join('; ')}` : 'All bundle budgets met.'}`);
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ homeGzip, ...results }, null, 2));
process.exit(results.failures.length ? 1 : 0);
