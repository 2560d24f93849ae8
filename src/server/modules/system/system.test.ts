import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadSecrets, parseConfig } from '../../config';
import { connectDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { ADMIN_URL_ENV, createTestDatabase, withDatabase } from '../../test-support/testDatabaseServer';
import { problemCode } from '../../test-support/fixtures';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Tests that start a second app get more than jest's 5 s default on a busy machine (a cap, not an assertion). */
const APP_TIMEOUT = 30_000;

/** Text that must never reach a caller in a 5xx. */
const INTERNALS = ['stack', 'node_modules', '/work/', 'SELECT', 'secret', '/etc/passwd', 'syntax error', 'does not exist', 'pg_', 'Error:', ' at ', os.tmpdir()];

/** buildApp() by hand, for what createTestApp cannot do: extra routes before ready(), a broken database, a built SPA. */
async function customApp(options: { databaseUrl?: string; clientDir?: string; extend?: (app: FastifyInstance) => void }) {
  const testDb = options.databaseUrl ? null : await createTestDatabase();
  const url = options.databaseUrl ?? testDb!.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-system-test-'));
  const config = loadSecrets(parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url }));
  const database = connectDatabase(url, { max: 2 });
  const { app } = await buildApp({ config, db: database.db, clientDir: options.clientDir ?? path.join(dataDir, 'no-client') });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await testDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('GET /api/health and /api/config', () => {
  it('health answers 200 when the database is reachable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('config answers the runtime configuration without secrets', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The demo's local stand-in chat widget is configured by default.
    expect(res.json<RuntimeConfig>()).toEqual({
      storageBaseUrl: '/storage', chatWidgetUrl: '/chat/academy-chat.js', passwordMinLength: 8, firebase: null,
      payments: { testMode: true, methods: ['test', 'promptpay', 'vietqr', 'qrph', 'card'], payoutMinimumMinor: { USD: 1000, THB: 35000, PHP: 56000, VND: 250000 } },
      features: { affiliateProgramme: true, instructorApplications: true, socialSignIn: true },
    });
    // Same origin: 'self' covers it, no other script origin is needed.
    expect(directive(String(res.headers['content-security-policy']), 'script-src')).toEqual(["'self'"]);
  });

  it('config and the CSP follow the environment (Firebase, chat widget, CDN storage)', async () => {
    const configured = await createTestApp({
      env: { FIREBASE_PROJECT_ID: 'demo-academy', FIREBASE_API_KEY: 'public-web-key', CHAT_WIDGET_URL: 'https://chat.example.com/widget.js', STORAGE_BASE_URL: 'https://cdn.example.com/files/' },
    });
    try {
      const res = await configured.request({ method: 'GET', url: '/api/config' });
      expect(res.json<RuntimeConfig>()).toEqual({
        storageBaseUrl: 'https://cdn.example.com/files',
        chatWidgetUrl: 'https://chat.example.com/widget.js',
        passwordMinLength: 8,
        firebase: { apiKey: 'public-web-key', authDomain: 'demo-academy.firebaseapp.com', projectId: 'demo-academy' },
        payments: { testMode: true, methods: ['test', 'promptpay', 'vietqr', 'qrph', 'card'], payoutMinimumMinor: { USD: 1000, THB: 35000, PHP: 56000, VND: 250000 } },
        features: { affiliateProgramme: true, instructorApplications: true, socialSignIn: true },
      });
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://chat.example.com', 'https://apis.google.com']));
      expect(directive(csp, 'img-src')).toContain('https://cdn.example.com');
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    } finally {
      await configured.close();
    }
  }, APP_TIMEOUT);
});

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('security headers', () => {
  it.each(['/api/Categories', '/api/health', '/', '/student/dashboard'])('%s carries a strict CSP, nosniff and no framing', async (url) => {
    const res = await t.request({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // No HSTS over plain http outside production.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('serves the docs page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(directive(String(res.headers['content-security-policy']), 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('documents every route of the API', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['post', '/api/Auth'], ['get', '/api/Auth/Me'], ['post', '/api/Auth/SignOut'], ['post', '/api/Auth/Token/{token}'],
      ['post', '/api/Auth/ChangePassword'], ['post', '/api/Auth/PreResetPassword'], ['post', '/api/Auth/ValidatePostResetPassword'],
      ['post', '/api/Auth/PostResetPassword'], ['get', '/api/Categories'], ['get', '/api/Categories/{id}'], ['get', '/api/AnalysisAndNews'],
      ['get', '/api/AnalysisAndNews/{id}'], ['get', '/api/AnalysisAndNews/Slug/{slug}'], ['post', '/api/Files'], ['delete', '/api/Files'],
      ['post', '/api/Customers'], ['post', '/api/Customers/Activate'], ['post', '/api/Customers/Activate/Resend'], ['put', '/api/Customers'],
      ['put', '/api/Customers/ProfileImage'], ['get', '/api/Customers/Token/{token}'], ['get', '/api/Customers/Referral/{code}'],
      ['get', '/api/Customers/CheckUsername/{username}'], ['post', '/api/login'], ['post', '/api/signup'], ['get', '/api/config'], ['get', '/api/health'],
    ];
    for (const [method, route] of expected) expect(doc.paths[route]?.[method]).toBeDefined();
    const auth = doc.paths['/api/Auth/Me']!.get as { security?: unknown[] };
    expect(auth.security).toEqual([{ bearer: [] }]);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a problem+json 404, and any non-API GET with the SPA', async () => {
    for (const url of ['/api/Nope', '/api/Customers/Nope/Deeper', '/api']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(problemCode(res)).toBe('NOT_FOUND');
    }
    for (const url of ['/', '/home', '/student/dashboard?returnUrl=%2Fx', '/analysis-and-news/some-slug', '/no/such/page']) {
      const res = await t.request({ method: 'GET', url });
      // A path the SPA has no page for, or an item page of no item, gets its 404 page with the status 404 (spaPages.test.ts).
      expect(res.statusCode).toBe(url === '/no/such/page' || url === '/analysis-and-news/some-slug' ? 404 : 200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html');
    }
    const post = await t.request({ method: 'POST', url: '/home', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(problemCode(post)).toBe('NOT_FOUND');
    const wrongMethod = await t.request({ method: 'DELETE', url: '/api/Categories' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(problemCode(wrongMethod)).toBe('NOT_FOUND');
  });

  it('refuses a JSON body over 256 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ username: 'x'.repeat(300 * 1024), password: 'y' });
    const res = await t.request({ method: 'POST', url: '/api/Auth', payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(problemCode(res)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses content types it does not read with 415', async () => {
    const res = await t.request({ method: 'POST', url: '/api/Auth', payload: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expect(res.statusCode).toBe(415);
    expect(problemCode(res)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('masks unexpected errors: 500 INTERNAL_ERROR with nothing from inside', async () => {
    const custom = await customApp({
      extend: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('SELECT secret FROM /etc/passwd');
        });
        app.get('/api/test/boom-with-status', async () => {
          throw Object.assign(new Error('pg_hba.conf rejects connection: syntax error at /work/main/node_modules/pg'), { statusCode: 502 });
        });
        app.get('/api/test/boom-not-an-error', async () => {
          throw { message: 'SELECT 1', stack: 'Error: at /work/main/src' };
        });
      },
    });
    try {
      for (const url of ['/api/test/boom', '/api/test/boom-with-status', '/api/test/boom-not-an-error']) {
        const res = await custom.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(500);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toEqual({ type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'INTERNAL_ERROR', detail: expect.any(String) });
        for (const text of INTERNALS) expect(res.body).not.toContain(text);
      }
    } finally {
      await custom.close();
    }
  }, APP_TIMEOUT);

  it('with the database unreachable: health 503, data routes a masked 500', async () => {
    const adminUrl = process.env[ADMIN_URL_ENV]!;
    const custom = await customApp({ databaseUrl: withDatabase(adminUrl, 'academy_missing_database') });
    try {
      const health = await custom.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(problemCode({ headers: health.headers, body: health.body })).toBe('SERVICE_UNAVAILABLE');
      for (const url of ['/api/Categories', '/api/Categories/1', '/api/AnalysisAndNews/Slug/x', '/api/Customers/CheckUsername/someone']) {
        const res = await custom.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(500);
        expect(problemCode({ headers: res.headers, body: res.body })).toBe('INTERNAL_ERROR');
        for (const text of [...INTERNALS, 'academy_missing_database']) expect(res.body).not.toContain(text);
      }
      const login = await custom.app.inject({ method: 'POST', url: '/api/Auth', payload: { username: 'student', password: 'Mango-Lantern-42' } });
      expect(login.statusCode).toBe(500);
      expect(login.body).not.toContain('academy_missing_database');
    } finally {
      await custom.close();
    }
  }, APP_TIMEOUT);

  it('masks a failing query of a working database', async () => {
    await t.database.pool.query('alter table categories rename to categories_moved');
    try {
      const res = await t.request({ method: 'GET', url: '/api/Categories/1' });
      expect(res.statusCode).toBe(500);
      expect(problemCode(res)).toBe('INTERNAL_ERROR');
      for (const text of [...INTERNALS, 'categories', 'relation']) expect(res.body).not.toContain(text);
    } finally {
      await t.database.pool.query('alter table categories_moved rename to categories');
    }
    expect((await t.request({ method: 'GET', url: '/api/Categories/1' })).statusCode).toBe(404);
  });
});

describe('hostile input', () => {
  it('answers malformed percent-escapes and over-long path parameters with problem+json', async () => {
    for (const url of ['/api/Categories/%zz', '/api/AnalysisAndNews/Slug/%E0%A4%A', '/api/Customers/CheckUsername/%C0%AE']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('BAD_REQUEST');
      expect(res.body).not.toContain('%');
    }
    const long = await t.request({ method: 'GET', url: `/api/AnalysisAndNews/Slug/${'a'.repeat(400)}` });
    expect(long.statusCode).toBe(414);
    expect(problemCode(long)).toBe('BAD_REQUEST');
  });

  it('refuses NUL characters wherever they come from, without a 5xx', async () => {
    const token = (await t.signUp('nulltester')).token;
    const cases: Parameters<TestApp['request']>[0][] = [
      { method: 'GET', url: '/api/AnalysisAndNews/Slug/%00' },
      { method: 'GET', url: '/api/Customers/Token/a%00b', token },
      { method: 'POST', url: '/api/Auth', payload: { username: 'student\u0000', password: 'whatever-it-is' } },
      { method: 'POST', url: '/api/login', payload: { email: '\u0000@x.y', password: 'whatever-it-is' } },
      { method: 'POST', url: '/api/Customers', payload: { username: 'nul.user', email: 'nul@example.com', password: 'Correct-Horse-9', firstName: 'A\u0000B' } },
      { method: 'PUT', url: '/api/Customers', token, payload: { lastName: '\u0000' } },
      { method: 'PUT', url: '/api/Customers/ProfileImage', token, payload: { profileImage: 'x\u0000.png' } },
      { method: 'DELETE', url: '/api/Files?nameBySystem=%00', token },
    ];
    for (const req of cases) {
      const res = await t.request(req);
      expect([req.url, res.statusCode]).toEqual([req.url, 400]);
      expect(problemCode(res)).toBe('VALIDATION_FAILED');
    }
    expect((await t.request({ method: 'GET', url: '/api/Customers/CheckUsername/nul.user' })).json()).toMatchObject({ available: true });
  });

  it('refuses numbers that are not finite', async () => {
    for (const url of ['/api/Categories/1e400', '/api/AnalysisAndNews/1e309', '/api/AnalysisAndNews?countryId=1e309', '/api/AnalysisAndNews?countryId=-1e309']) {
      const res = await t.request({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(problemCode(res)).toBe('VALIDATION_FAILED');
    }
    const res = await t.request({ method: 'POST', url: '/api/Auth/SignOut', payload: '{"x":1e309}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('survives a deeply nested body on routes with and without a body schema', async () => {
    const deep = `${'['.repeat(120_000)}${']'.repeat(120_000)}`;
    const deepObject = `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`;
    const { token } = await t.signUp('deepnester');
    for (const url of ['/api/Auth', '/api/Auth/SignOut', '/api/Customers/Activate/Resend']) {
      for (const payload of [deep, deepObject]) {
        const res = await t.request({ method: 'POST', url, token, payload, headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(problemCode(res)).toEqual(expect.any(String));
      }
    }
  });
});

describe('a built SPA', () => {
  it('is served with long caching for hashed bundles and index.html for client routes', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/main.0123abcd89.js"></script></body></html>');
    fs.writeFileSync(path.join(clientDir, 'main.0123abcd89.js'), 'console.log("app")');
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const custom = await customApp({ clientDir });
    try {
      const page = await custom.app.inject({ method: 'GET', url: '/student/course-list' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const bundle = await custom.app.inject({ method: 'GET', url: '/main.0123abcd89.js' });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers['cache-control']).toContain('immutable');
      const icon = await custom.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers['cache-control']).toBe('no-cache');
      expect((await custom.app.inject({ method: 'GET', url: '/api/whatever' })).statusCode).toBe(404);
    } finally {
      await custom.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  }, APP_TIMEOUT);
});
