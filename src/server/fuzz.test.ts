/**
 * Property-based fuzzing of every route: arbitrary JSON bodies (prototype-pollution keys, huge
 * numbers, deep nesting, unicode, NUL), arbitrary path parameters ('../', '%00', broken percent
 * escapes) and query strings, anonymous and signed in. Whatever comes in, the answer is never a
 * 5xx, never shows internals, and every error is problem+json with a string `code`.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { customers } from './db/schema';
import { createTestApp, type TestApp } from './test-support/testApp';
import { freshIp, makeImage, multipart } from './test-support/fixtures';

const NUM_RUNS = Number(process.env.FUZZ_RUNS || 50);
// A cap, not a timed assertion: each route's runs take well under a second on two cores.
jest.setTimeout(Math.max(30_000, NUM_RUNS * 400));
const LEAKS = ['stack', 'node_modules', '/work/', 'SELECT ', 'syntax error', 'pg_', 'Error:', 'at Object.', 'ECONN', '$argon2'];

interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` for each path parameter. */
  path: string;
  /** Field names the route reads, so the fuzzer also sends near-valid bodies. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  query?: string[];
  body?: 'json' | 'multipart';
  /** Needs a session: fuzzed both anonymous and signed in. */
  auth?: boolean;
}

// Values that have broken servers before.
const nasty = fc.constantFrom(
  '', ' ', '../', '..\\', '../../etc/passwd', '%00', '\u0000', 'a\u0000b', '%', '%zz', '%E0%A4%A', '\uD800', '\uFFFF', '💥', 'ท'.repeat(300),
  "' OR '1'='1", '1; DROP TABLE customers; --', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'prototype',
  'null', 'undefined', 'NaN', '-0', '1e309', '9007199254740993', '0x10', 'true', '[]', '{}', 'a'.repeat(5000), '\r\nX-Injected: 1', 'STUDENT2026', 'student',
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), nasty);
const hugeNumber = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -2147483649, 2147483648, 0.1, -0, 1e-320);
const scalar = fc.oneof(text, fc.integer(), fc.double(), hugeNumber, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ maxDepth: 3, depthIdentifier: 'v' }, scalar, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.oneof(fc.string(), nasty), tie('v'), { maxKeys: 4 })),
})).v;

/** A JSON object written by hand, so that keys like __proto__ arrive as real keys. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

function bodyText(fields: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const dangerousKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'polluted');
  const pollution = fc.tuple(dangerousKey, fc.oneof(value, fc.constant({ polluted: 'yes', role: 'admin' }))).map(([k, v]) => objectText([[k, v]]));
  const nested = fc.integer({ min: 1, max: 120_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);
  const anyJson = value.map((v) => JSON.stringify(v) ?? 'null');
  const garbage = fc.oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '0', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '\u0000'));
  const options: fc.Arbitrary<string>[] = [anyJson, pollution, nested, garbage];
  if (names.length) {
    // Every known field, each either a plausible value or something nasty, plus stray keys.
    const record = Object.fromEntries(names.map((n) => [n, fc.option(fc.oneof(fields[n]!, scalar, value), { nil: undefined })]));
    const nearValid = fc.tuple(fc.record(record), fc.array(fc.tuple(fc.oneof(dangerousKey, fc.string()), value), { maxLength: 2 })).map(([known, extra]) =>
      objectText([...Object.entries(known).filter(([, v]) => v !== undefined), ...extra]),
    );
    options.push(nearValid, nearValid, nearValid);
  }
  return fc.oneof(...options);
}

/** encodeURIComponent, after replacing lone surrogates (which it cannot encode) as a browser would. */
const encode = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const pathParam = fc.oneof(
  text.map(encode),
  fc.constantFrom('..', '..%2F..%2Fsecrets', '%00', '%zz', '%', '%E0%A4%A', '%2e%2e', 'a%2Fb', '%C0%AE%C0%AE', '%FF', '1', '0', '-1', '99999999999999999999', '1.5'),
);
const queryString = (known: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...known, 'x'), fc.string()), fc.oneof(text, fc.constantFrom('1', '174', '999', 'customer-profile-image'))), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1');

const email = fc.oneof(fc.emailAddress(), fc.constant('student@academy.test'));
const password = fc.oneof(fc.string({ minLength: 8, maxLength: 20 }), fc.constant('Student#2026'));
const username = fc.oneof(fc.stringMatching(/^[a-z][a-z0-9._-]{1,10}[a-z0-9]$/), fc.constantFrom('student', 'STUDENT@academy.test'));
const token = fc.oneof(fc.string({ minLength: 10, maxLength: 40 }), fc.base64String({ minLength: 20, maxLength: 24 }));
const nameBySystem = fc.oneof(fc.uuid().map((u) => `${u}.png`), text);

const ROUTES: RouteSpec[] = [
  { method: 'POST', path: '/api/Auth', body: 'json', fields: { username, password } },
  { method: 'GET', path: '/api/Auth/Me', auth: true },
  { method: 'POST', path: '/api/Auth/SignOut', auth: true },
  { method: 'POST', path: '/api/Auth/Token/:token' },
  { method: 'POST', path: '/api/Auth/ChangePassword', body: 'json', auth: true, fields: { currentPassword: password, newPassword: password } },
  { method: 'POST', path: '/api/Auth/PreResetPassword', body: 'json', fields: { email } },
  { method: 'POST', path: '/api/Auth/ValidatePostResetPassword', body: 'json', fields: { token } },
  { method: 'POST', path: '/api/Auth/PostResetPassword', body: 'json', fields: { token, newPassword: password } },
  { method: 'GET', path: '/api/Categories' },
  { method: 'GET', path: '/api/Categories/:id' },
  { method: 'GET', path: '/api/AnalysisAndNews', query: ['countryId'] },
  { method: 'GET', path: '/api/AnalysisAndNews/:id' },
  { method: 'GET', path: '/api/AnalysisAndNews/Slug/:slug' },
  { method: 'POST', path: '/api/Files/', body: 'multipart', auth: true, query: ['folder'] },
  { method: 'DELETE', path: '/api/Files', auth: true, query: ['nameBySystem'] },
  {
    method: 'POST',
    path: '/api/Customers',
    body: 'json',
    fields: { username, email, password, firstName: text, lastName: text, country: fc.constantFrom(174, 999, 138, 193), lang: fc.constantFrom('th', 'en', 'vi', 'tl'), referralCode: fc.oneof(text, fc.constant('STUDENT2026')) },
  },
  { method: 'POST', path: '/api/Customers/Activate', body: 'json', fields: { token } },
  { method: 'POST', path: '/api/Customers/Activate/Resend', auth: true },
  {
    method: 'PUT',
    path: '/api/Customers',
    body: 'json',
    auth: true,
    fields: { encryptId: text, username, email, firstName: text, lastName: text, country: fc.constantFrom(174, 999), lang: fc.constantFrom('th', 'en'), socialLinks: value, profileImage: nameBySystem, role: fc.constant('admin'), points: fc.integer() },
  },
  { method: 'PUT', path: '/api/Customers/ProfileImage', body: 'json', auth: true, fields: { encryptId: text, profileImage: fc.oneof(nameBySystem, fc.constant(null)) } },
  { method: 'GET', path: '/api/Customers/Token/:token', auth: true },
  { method: 'GET', path: '/api/Customers/Referral/:code' },
  { method: 'GET', path: '/api/Customers/CheckUsername/:username' },
  { method: 'POST', path: '/api/login', body: 'json', fields: { email, password } },
  { method: 'POST', path: '/api/signup', body: 'json', fields: { name: text, email, password } },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/docs/json' },
  { method: 'GET', path: '/storage/:folder/:name' },
  { method: 'GET', path: '/:page' },
  { method: 'GET', path: '/api/:unknown' },
];

let t: TestApp;
let fuzzerId: string;
let adminId: string;
let pngImage: Buffer;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.signUp('fuzzer');
  const idOf = async (name: string) => (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.username, name)))[0]!.id;
  fuzzerId = await idOf('fuzzer');
  adminId = await idOf('admin');
  pngImage = await makeImage('png', 8, 8);
});
afterAll(() => t.close());

/** A fresh token for the current token version (the fuzzer may sign itself out or rename itself). */
async function tokenById(id: string): Promise<string> {
  const [row] = await t.database.db.select({ ver: customers.tokenVersion }).from(customers).where(eq(customers.id, id));
  return (await t.context.accessTokens.issue(id, row!.ver)).accessToken;
}

function check(req: InjectOptions, res: { statusCode: number; headers: Record<string, unknown>; body: string }): void {
  const sent = `${req.url} ${typeof req.payload === 'string' ? req.payload : ''}`;
  const where = `${req.method} ${req.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
  const leaked = LEAKS.filter((word) => res.body.includes(word) && !sent.includes(word) && !decodeSafe(sent).includes(word));
  if (leaked.length) throw new Error(`leaked ${leaked.join(', ')}: ${where}`);
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('problem+json')) {
    const body = JSON.parse(res.body) as { code?: unknown; status?: unknown };
    if (typeof body.code !== 'string' || body.status !== res.statusCode) throw new Error(`bad problem body: ${where}`);
  } else if (res.statusCode >= 400) {
    throw new Error(`error without problem+json: ${where}`);
  } else if (type.includes('application/json')) {
    JSON.parse(res.body);
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function requestArbitrary(route: RouteSpec): fc.Arbitrary<InjectOptions> {
  const params = (route.path.match(/:\w+/g) ?? []).length;
  const form = fc.oneof(
    fc.constant(null),
    fc.record({
      name: fc.oneof(fc.constant('file'), fc.string()),
      data: fc.oneof(fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)), fc.constant(pngImage), fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.concat([pngImage.subarray(0, 40), Buffer.from(a)]))),
      filename: fc.oneof(fc.constant('a.png'), fc.string(), fc.constant('../../../etc/passwd')),
      contentType: fc.constantFrom('image/png', 'text/plain', 'application/octet-stream', ''),
    }),
  );
  return fc
    .record({
      params: fc.array(pathParam, { minLength: params, maxLength: params }),
      query: queryString(route.query ?? []),
      body: route.body === 'json' ? fc.option(bodyText(route.fields), { nil: undefined, freq: 8 }) : fc.option(bodyText(), { nil: undefined, freq: 2 }),
      type: contentType,
      form,
    })
    .map(({ params: values, query, body, type, form: part }) => {
      let i = 0;
      const url = route.path.replace(/:\w+/g, () => values[i++] ?? '') + (query ? `?${query}` : '');
      if (route.body === 'multipart' && part) {
        const mp = multipart([{ name: part.name, data: part.data, filename: part.filename, ...(part.contentType ? { contentType: part.contentType } : {}) }]);
        return { method: route.method, url, payload: mp.payload, headers: mp.headers };
      }
      if (body === undefined || route.method === 'GET') return { method: route.method, url };
      return { method: route.method, url, payload: body, headers: { 'content-type': type } };
    });
}

async function send(req: InjectOptions, as: 'anonymous' | 'student' | 'admin') {
  const token = as === 'student' ? await tokenById(fuzzerId) : as === 'admin' ? await tokenById(adminId) : undefined;
  const res = await t.request({ ...req, remoteAddress: freshIp(), ...(token ? { token } : {}) });
  check(req, res);
}

describe('fuzz: no 5xx and no internals on any route', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(fc.asyncProperty(requestArbitrary(route), async (req) => send(req, 'anonymous')), { numRuns: NUM_RUNS });
      if (route.auth) {
        await fc.assert(fc.asyncProperty(requestArbitrary(route), async (req) => send(req, 'student')), { numRuns: NUM_RUNS });
        await fc.assert(fc.asyncProperty(requestArbitrary(route), async (req) => send(req, 'admin')), { numRuns: Math.ceil(NUM_RUNS / 3) });
      }
    });
  }

  it('left no prototype polluted and the demo accounts intact', async () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    // (No log-in here: the fuzzer's wrong passwords may have throttled the accounts, as they should.)
    const [admin] = await t.database.db.select().from(customers).where(eq(customers.id, adminId));
    expect(admin).toMatchObject({ role: 'admin', username: 'admin' });
    const [fuzzer] = await t.database.db.select().from(customers).where(eq(customers.id, fuzzerId));
    expect(fuzzer).toMatchObject({ role: 'student', points: 0 });
  });
});
