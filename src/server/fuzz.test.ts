/**
 * Property-based fuzzing of every route: arbitrary JSON bodies (prototype-pollution keys, huge
 * numbers, deep nesting, unicode, NUL), arbitrary path parameters ('../', '%00', broken percent
 * escapes) and query strings, anonymous and signed in. Whatever comes in, the answer is never a
 * 5xx, never shows internals, and every error is problem+json with a string `code`.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { courses, customers, enrollments } from './db/schema';
import { createTestApp, type TestApp } from './test-support/testApp';
import { startFakeGoogle, type FakeGoogle } from './test-support/fakeGoogle';
import { createFirebaseTokenVerifier } from './modules/social/firebaseTokenVerifier';
import { freshIp, makeCourse, makeImage, multipart, type TestCourse } from './test-support/fixtures';
import { POINTS_PER_COURSE, POINTS_PER_LESSON } from '../shared/constants';
import { EVENTS } from './seed/eventsData';
import { MediaUrls } from './modules/media/mediaUrls';
import { essayQuestion, makeQuiz, sampleQuestions } from './test-support/quizFixtures';

const NUM_RUNS = Number(process.env.FUZZ_RUNS || 50);
// A cap, not a timed assertion: each route's runs take well under a second on two cores.
jest.setTimeout(Math.max(30_000, NUM_RUNS * 400));
// PostgreSQL's internals by their error texts and catalogue names, not by a bare 'pg_': three characters a
// random id (base64url) or a fuzzed username stored by an earlier request may hold by chance.
const LEAKS = ['stack', 'node_modules', '/work/', 'SELECT ', 'syntax error', 'pg_catalog', 'pg_toast', 'violates ', 'relation "', 'duplicate key', 'Error:', 'at Object.', 'ECONN', '$argon2'];

interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH';
  /** With `:name` for each path parameter. */
  path: string;
  /** Field names the route reads, so the fuzzer also sends near-valid bodies. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  query?: string[];
  body?: 'json' | 'multipart';
  /** Needs a session: fuzzed both anonymous and signed in. */
  auth?: boolean;
  /** Real path values (ids, slugs, codes), mixed with the junk so the fuzz gets past the lookups. Read when the test runs. */
  param?: () => fc.Arbitrary<string>;
  /** Only `param`'s values, never the generic junk (which holds '1'): for routes the admin may use on any real object (unpublishing a course). */
  onlyParam?: boolean;
  /** Whole query strings written by hand (valid signed URLs), mixed with the generated ones. Read when the test runs. */
  rawQuery?: () => fc.Arbitrary<string>;
  /** Request headers this route reads (Range, validators). */
  headers?: fc.Arbitrary<Record<string, string>>;
  /** Values this route's query parameters are likely to get wrong. */
  queryValues?: fc.Arbitrary<string>;
  /** Bodies written by hand (numbers JSON.stringify cannot write, like 1e400). */
  rawBodies?: string[];
  /** Bodies the schema accepts, so that the handler's own checks and the database see odd but valid values. */
  valid?: fc.Arbitrary<object>;
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

function bodyText(fields: Record<string, fc.Arbitrary<unknown>> = {}, rawBodies: string[] = [], valid?: fc.Arbitrary<object>): fc.Arbitrary<string> {
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
  if (rawBodies.length) options.push(fc.constantFrom(...rawBodies));
  if (valid) options.push(...Array<fc.Arbitrary<string>>(4).fill(valid.map((v) => JSON.stringify(v))));
  return fc.oneof(...options);
}

/** encodeURIComponent, after replacing lone surrogates (which it cannot encode) as a browser would. */
const encode = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const pathParam = fc.oneof(
  text.map(encode),
  fc.constantFrom('..', '..%2F..%2Fsecrets', '%00', '%zz', '%', '%E0%A4%A', '%2e%2e', 'a%2Fb', '%C0%AE%C0%AE', '%FF', '1', '0', '-1', '99999999999999999999', '1.5'),
);
const queryString = (known: string[], values: fc.Arbitrary<string> = text) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...known, 'x'), fc.string()), fc.oneof(text, values, values, fc.constantFrom('1', '174', '999', 'customer-profile-image'))), { maxLength: 4 }),
      // Escapes sent as they are: NUL, a lone '%', broken and overlong UTF-8, '+' for a space, a repeated key.
      fc.option(fc.tuple(fc.constantFrom(...known, 'x'), fc.constantFrom('%00', 'a%00b', '%', '%zz', '%E0%A4%A', '%C0%AE', '%FF', '+', '%2B%25_', '1&page=2', '%27%20OR%201%3D1%20--')), { freq: 3 }),
    )
    .map(([pairs, raw]) => [...pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`), ...(raw ? [`${raw[0]}=${raw[1]}`] : [])].join('&'));
const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1');

const email = fc.oneof(fc.emailAddress(), fc.constant('student@academy.test'));
const password = fc.oneof(fc.string({ minLength: 8, maxLength: 20 }), fc.constant('Mango-Lantern-42'));
const username = fc.oneof(fc.stringMatching(/^[a-z][a-z0-9._-]{1,10}[a-z0-9]$/), fc.constantFrom('student', 'STUDENT@academy.test'));
const token = fc.oneof(fc.string({ minLength: 10, maxLength: 40 }), fc.base64String({ minLength: 20, maxLength: 24 }));
const nameBySystem = fc.oneof(fc.uuid().map((u) => `${u}.png`), text);

// The catalogue's search: LIKE wildcards and escapes (also their full-width forms, which unaccent
// turns into ASCII), SQL-ish text, Thai (no spaces), Vietnamese with and without accents and in
// decomposed form, mixed scripts, many words, the length limit and one past it.
const searchWord = fc.constantFrom(
  "' OR 1=1 --", "'; select pg_sleep(5); --", '%', '_', '%%', '__', '\\', '\\\\', 'a\\', '\\%', '\\_', '％', '＿', '＼', '∖', '﹪', 'java%', 'java_script', 'jav\\a',
  'การ', 'พื้นฐาน', 'เขียนโปรแกรม', 'Lập trình', 'lap trinh', 'Lập'.normalize('NFD'), 'Tiếng Việt', 'ĐƯỜNG', 'javscript', 'reakt', 'pyton', 'JavaScript', 'React',
  '\u200b', '\u202e', 'İ', 'ß', 'ﬀ', '½', '🙂', 'ๆ', '\uFFFD', '$1', '(?:', '[a-z]', '*', '.*', ':*', '&', '|', '!', 'null',
);
const searchText = fc.oneof(
  fc.array(searchWord, { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')),
  fc.array(searchWord, { minLength: 1, maxLength: 4 }).map((w) => w.join('')),
  fc.string({ maxLength: 100 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'กขาเ่้ืLậpứệĐ %_\\\'"-'), maxLength: 60 }),
  fc.constantFrom('x'.repeat(100), 'x'.repeat(101), 'ท'.repeat(100), 'ท'.repeat(101), 'a '.repeat(50), ' '.repeat(100), 'ệ'.repeat(100), 'e\u0302\u0323'.repeat(30)),
  nasty,
);
const courseQueryValue = fc.oneof(
  searchText,
  fc.constantFrom('beginner', 'all', 'expert', 'free', 'paid', 'th', 'vi', 'en', 'tl', 'xx', 'newest', 'rating', 'popular', 'relevance', 'price'),
  fc.constantFrom('1', '2', '100', '101', '10000', '10001', '0', '-1', '1.5', '1e3', '2147483647', '2147483648', '99999999999999999999', 'NaN', 'Infinity', ''),
);
const positionValue = fc.oneof(
  fc.integer({ min: -10, max: 90_000 }),
  fc.constantFrom(0, 86_400, 86_401, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1.5, -0.5, '42', '1e3', [42], { position: 1 }, true),
  fc.double(),
  hugeNumber,
);
const rating = fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom(1, 5, 0, 6, 1.5, 4.999, '5', ' 3', true, [5], 2 ** 31, -(2 ** 31)), hugeNumber);
const reviewText = fc.oneof(
  text,
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom('', '   ', 'x'.repeat(4000), 'x'.repeat(4001), 'ดี'.repeat(2000), 'ดี'.repeat(2001), '<img src=x onerror=alert(1)>', "Great'); DROP TABLE reviews; --", '\uD83D', 'a\u0000b'),
);

// Content: the filters' own values, good and bad, next to the catalogue's numbers and junk.
const contentQueryValue = fc.oneof(
  fc.constantFrom('blog', 'podcast', 'video', 'BLOG', 'seminar', 'robo-camp', 'road-trip', 'event', 'party', 'upcoming', 'past', 'soon', 'UPCOMING'),
  fc.constantFrom('174', '138', '193', '999', '1', '9999', '10000', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999', 'NaN', 'Infinity', ''),
  courseQueryValue,
);
const contactName = fc.oneof(text, fc.string({ maxLength: 100 }), fc.constantFrom('x'.repeat(100), 'x'.repeat(101), '   ', 'Ana\r\nBcc: victim@example.com', 'Nguyễn Thị Ánh'));
const contactSubject = fc.oneof(text, fc.string({ maxLength: 150 }), fc.constantFrom('s'.repeat(150), 's'.repeat(151), 'Hi\r\nBcc: victim@example.com', '=?utf-8?B?SGk=?=', '\t\u0007\u001b[31m'));
const contactMessage = fc.oneof(
  text,
  fc.string({ minLength: 10, maxLength: 300 }),
  fc.string({ unit: 'grapheme', minLength: 10, maxLength: 200 }),
  fc.constantFrom('m'.repeat(5000), 'm'.repeat(5001), ' '.repeat(20), '          x', '<script>alert(1)</script> & <b>bold</b>', '\r\n.\r\nQUIT\r\n', 'ดี'.repeat(2500)),
);
const contactEmail = fc.oneof(email, fc.constantFrom('a@example.com\nBcc: victim@example.com', '"a b"@example.com', 'a@[127.0.0.1]', `${'a'.repeat(250)}@x.co`, 'ünï@exämple.com'));

/** A real slug changed a little: another case, a LIKE wildcard, a quote, a quoted OR, a trailing slash or space. */
const slugLookalikes = (slug: string) => [slug.toUpperCase(), `${slug}%`, `${slug}_`, `${slug}'`, `${slug}' or '1'='1`, `${slug}/`, ` ${slug}`].map(encode);

// Range and validator headers: well-formed, malformed, huge and several ranges.
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const rangeValue = fc.oneof(
  fc.constantFrom('bytes=0-', 'bytes=0-0', 'bytes=-1', 'bytes=-0', 'bytes=999999999-', 'bytes=5-1', 'bytes=0-1,2-3', 'bytes=', 'bytes=--', 'bytes=1e3-', `bytes=${'9'.repeat(30)}-`, 'bytes=-99999999999999999', 'items=0-1'),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `bytes=${a}-${b}`),
  headerText,
);
const rangeHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  fc.record({ range: rangeValue }),
  fc.record({ range: rangeValue, 'if-range': fc.oneof(headerText, fc.constantFrom('"x"', 'Thu, 01 Jan 1970 00:00:00 GMT')) }),
  fc.record({ 'if-none-match': fc.oneof(headerText, fc.constant('*')), 'if-modified-since': fc.oneof(headerText, fc.constant(new Date().toUTCString())) }, { requiredKeys: [] }),
);

const ROUTES: RouteSpec[] = [
  { method: 'POST', path: '/api/Auth', body: 'json', fields: { username, password } },
  { method: 'GET', path: '/api/Auth/Me', auth: true },
  { method: 'POST', path: '/api/Auth/SignOut', auth: true },
  { method: 'POST', path: '/api/Auth/Token/:token' },
  { method: 'POST', path: '/api/Auth/ChangePassword', body: 'json', auth: true, fields: { currentPassword: password, newPassword: password } },
  { method: 'POST', path: '/api/Auth/PasswordStrength', body: 'json', fields: { password, username, email, firstName: text, lastName: text } },
  { method: 'POST', path: '/api/Auth/PreResetPassword', body: 'json', fields: { email } },
  { method: 'POST', path: '/api/Auth/ValidatePostResetPassword', body: 'json', fields: { token } },
  { method: 'POST', path: '/api/Auth/PostResetPassword', body: 'json', fields: { token, newPassword: password } },
  { method: 'GET', path: '/api/Categories' },
  { method: 'GET', path: '/api/Categories/:id' },
  { method: 'GET', path: '/api/AnalysisAndNews', query: ['countryId', 'lang'] },
  { method: 'GET', path: '/api/AnalysisAndNews/:id', query: ['lang'] },
  { method: 'GET', path: '/api/AnalysisAndNews/Slug/:slug', query: ['lang'] },
  { method: 'POST', path: '/api/Files/', body: 'multipart', auth: true, query: ['folder'] },
  { method: 'DELETE', path: '/api/Files', auth: true, query: ['nameBySystem'] },
  {
    method: 'POST',
    path: '/api/Customers',
    body: 'json',
    fields: { username, email, password, firstName: text, lastName: text, country: fc.constantFrom(174, 999, 138, 193), lang: fc.constantFrom('th', 'en', 'vi', 'tl'), referralCode: fc.oneof(text, fc.constant('STUDENT2026')) },
  },
  { method: 'POST', path: '/api/Customers/Activate', body: 'json', fields: { token } },
  { method: 'POST', path: '/api/Customers/Email/Confirm', body: 'json', fields: { token } },
  { method: 'POST', path: '/api/Customers/Email/Revert', body: 'json', fields: { token } },
  { method: 'POST', path: '/api/Customers/Activate/Resend', auth: true },
  { method: 'POST', path: '/api/Auth/Firebase/Google', body: 'json', fields: { uid: text, idToken: fc.oneof(token, text), lang: fc.constantFrom('th', 'en'), country: fc.integer() } },
  { method: 'POST', path: '/api/Auth/Firebase/Facebook', body: 'json', fields: { uid: text, idToken: fc.oneof(token, text) } },
  { method: 'GET', path: '/api/Customers/Social', auth: true },
  { method: 'POST', path: '/api/Customers/Social/Google', body: 'json', auth: true, fields: { uid: text, idToken: fc.oneof(token, text) } },
  { method: 'POST', path: '/api/Customers/Social/Facebook/Revoke', auth: true },
  {
    method: 'PUT',
    path: '/api/Customers',
    body: 'json',
    auth: true,
    fields: {
      encryptId: text,
      username,
      email,
      firstName: text,
      lastName: text,
      country: fc.constantFrom(174, 999),
      lang: fc.constantFrom('th', 'en'),
      socialLinks: fc.oneof(value, fc.record({ facebook: fc.oneof(text, fc.webUrl(), fc.constantFrom('https://facebook.com/x', 'javascript:alert(1)', 'https://u:p@x.example')) }, { requiredKeys: [] })),
      profileImage: nameBySystem,
      role: fc.constant('admin'),
      points: fc.integer(),
      // The fuzzer's own password too, so that e-mail changes get past the password check.
      currentPassword: fc.oneof(password, fc.constant('Correct-Horse-9')),
    },
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
  // Courses and learning: real ids are mixed in (see `param`) so calls get past the lookups to the queries.
  { method: 'GET', path: '/api/Courses', query: ['search', 'categoryId', 'level', 'price', 'language', 'sort', 'page', 'pageSize'], queryValues: courseQueryValue },
  { method: 'GET', path: '/api/Courses', query: ['search'], queryValues: searchText },
  { method: 'GET', path: '/api/Courses/:idOrSlug', auth: true, param: () => fc.constantFrom(...known.courseIds.map(String), ...known.slugs, 'javascript-from-zero'.toUpperCase(), '0001') },
  { method: 'GET', path: '/api/Lessons/:id', auth: true, param: () => fc.constantFrom(...known.lessonIds.map(String)) },
  { method: 'POST', path: '/api/Courses/:id/Enroll', auth: true, param: () => fc.constantFrom(...known.courseIds.map(String)) },
  { method: 'POST', path: '/api/Lessons/:id/Complete', auth: true, param: () => fc.constantFrom(...known.lessonIds.map(String)) },
  {
    method: 'PUT',
    path: '/api/Lessons/:id/Position',
    body: 'json',
    auth: true,
    param: () => fc.constantFrom(...known.lessonIds.map(String)),
    fields: { position: positionValue },
    valid: fc.record({ position: fc.oneof(fc.integer({ min: 0, max: 86_400 }), fc.constantFrom(0, 86_400)) }),
    rawBodies: ['{"position":1e400}', '{"position":-1e400}', '{"position":1e2}', '{"position":42.0}', '{"position":-0}', '{"position":99999999999999999999999}', '{"position":0.000000000000000000001}', '{"position":"0x10"}', '{"position":42,"position":-1}'],
  },
  { method: 'GET', path: '/api/Enrollments', auth: true, query: ['page', 'pageSize'], queryValues: courseQueryValue },
  { method: 'GET', path: '/api/Certificates', auth: true, query: ['page', 'pageSize'], queryValues: courseQueryValue },
  { method: 'GET', path: '/api/Certificates/Verify/:code', param: () => fc.constantFrom(...known.certificateCodes, ...known.certificateCodes.map((c) => ` ${c.toLowerCase()} `), 'ACAD-%', 'ACAD-____-____-____-____') },
  { method: 'GET', path: '/api/Wishlist', auth: true, query: ['page', 'pageSize'], queryValues: courseQueryValue },
  { method: 'POST', path: '/api/Wishlist/:courseId', auth: true, param: () => fc.constantFrom(...known.courseIds.map(String)) },
  { method: 'DELETE', path: '/api/Wishlist/:courseId', auth: true, param: () => fc.constantFrom(...known.courseIds.map(String)) },
  { method: 'GET', path: '/api/Courses/:id/Reviews', auth: true, query: ['page', 'pageSize'], queryValues: courseQueryValue, param: () => fc.constantFrom(...known.courseIds.map(String)) },
  {
    method: 'POST',
    path: '/api/Courses/:id/Reviews',
    body: 'json',
    auth: true,
    // Mostly courses the fuzzer is enrolled in and has not reviewed yet, so valid bodies reach the insert.
    param: () => fc.constantFrom(...known.reviewableIds.map(String)),
    fields: { rating, text: reviewText },
    valid: fc.record({ rating: fc.integer({ min: 1, max: 5 }), text: reviewText.filter((x) => x.length <= 4000 && !x.includes('\u0000')) }, { requiredKeys: ['rating'] }),
    rawBodies: ['{"rating":5,"text":"ok","rating":0}', '{"rating":5e0,"text":"ok"}', '{"rating":1e400,"text":"ok"}', '{"rating":3}', '{"text":"no rating"}'],
  },
  // Leaving comes after every route that needs the fuzzer enrolled.
  { method: 'DELETE', path: '/api/Courses/:id/Enroll', auth: true, param: () => fc.constantFrom(...known.courseIds.map(String)) },
  // Content sections: posts, events and their seats (real ids and slugs mixed in), the contact form.
  { method: 'GET', path: '/api/Posts', query: ['kind', 'lang', 'page', 'pageSize'], queryValues: contentQueryValue },
  { method: 'GET', path: '/api/Posts/Slug/:slug', query: ['lang'], param: () => fc.constantFrom(...known.postSlugs, ...slugLookalikes(known.postSlugs[0]!)) },
  { method: 'GET', path: '/api/Events', auth: true, query: ['kind', 'when', 'countryId', 'lang', 'page', 'pageSize'], queryValues: contentQueryValue },
  { method: 'GET', path: '/api/Events/Mine', auth: true },
  { method: 'GET', path: '/api/Events/Slug/:slug', auth: true, query: ['lang'], param: () => fc.constantFrom(...known.eventSlugs, ...slugLookalikes(known.eventSlugs[0]!)) },
  // Upcoming, ended, full and the demo student's events; the fuzzer's own seats come and go.
  { method: 'POST', path: '/api/Events/:id/Register', auth: true, param: () => fc.constantFrom(...known.eventIds.map(String)) },
  { method: 'DELETE', path: '/api/Events/:id/Register', auth: true, param: () => fc.constantFrom(...known.eventIds.map(String)) },
  {
    method: 'POST',
    path: '/api/Contact',
    body: 'json',
    auth: true,
    fields: { name: contactName, email: contactEmail, subject: contactSubject, message: contactMessage, lang: fc.constantFrom('th', 'en', 'vi', 'tl', 'de', '', 'EN') },
    // Accepted by the schema, so the handler's blank checks, the insert and the mail see odd text.
    valid: fc.record(
      {
        name: fc.oneof(fc.string({ minLength: 1, maxLength: 100 }), fc.constantFrom(' ', '\t', '\r\n', 'x'.repeat(100))),
        email: fc.emailAddress().filter((e) => e.length <= 254),
        subject: fc.oneof(fc.string({ minLength: 1, maxLength: 150 }), fc.constantFrom(' ', '\r\n', 's'.repeat(150))),
        message: fc.oneof(fc.string({ minLength: 10, maxLength: 500 }), fc.string({ unit: 'grapheme', minLength: 10, maxLength: 100 }), fc.constantFrom(' '.repeat(10), 'm'.repeat(5000), 'ดี'.repeat(2500))),
        lang: fc.constantFrom('th', 'en', 'vi', 'tl'),
      },
      { requiredKeys: ['name', 'email', 'subject', 'message'] },
    ).map((body) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.split('\u0000').join('') : v]))),
    rawBodies: [
      '{"name":"A","email":"a@example.com","subject":"S","message":"0123456789","message":"short"}',
      '{"name":"A","email":"a@example.com","subject":"S","message":"0123456789","lang":null}',
      '{"name":1e400,"email":"a@example.com","subject":"S","message":"0123456789"}',
      '{"name":["A"],"email":"a@example.com","subject":"S","message":"0123456789"}',
    ],
  },
  { method: 'GET', path: '/storage/:folder/:name', headers: rangeHeaders },
  // Protected lesson videos: real names, queries signed for one of them (now, expired, or altered), ranges and validators.
  {
    method: 'GET',
    path: '/storage/course-video/:name',
    query: ['expires', 'customer', 'signature'],
    param: () => fc.constantFrom(...known.videoNames),
    rawQuery: () => fc.constantFrom(...known.signedQueries),
    queryValues: fc.oneof(fc.constantFrom('0', '-1', '99999999999', '1e10', 'anonymous', 'A'.repeat(43), '_'.repeat(43), 'x'.repeat(101)), text),
    headers: rangeHeaders,
  },
  { method: 'GET', path: '/:page' },
  // Pages whose first HTML carries the item's head (modules/seo), in a language; robots.txt and the sitemap.
  { method: 'GET', path: '/courses/:idOrSlug', query: ['lang'] },
  { method: 'GET', path: '/analysis-and-news/:slug', query: ['lang'] },
  { method: 'GET', path: '/blogs/:slug', query: ['lang'] },
  { method: 'GET', path: '/seminars/:slug', query: ['lang'] },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/sitemap.xml', query: ['part'] },
  { method: 'GET', path: '/api/:unknown' },
  // Instructor studio, one block per part (each part adds its routes below its own line).
  // -- instructor applications --
  // The admin's routes first: the fuzzer's own application (made below) is never approved, so it stays a student.
  { method: 'GET', path: '/api/Admin/InstructorApplications', auth: true, query: ['status', 'page', 'pageSize'], queryValues: fc.constantFrom('pending', 'approved', 'rejected', 'PENDING', '0', '-1', '1', '101', '1e3') },
  { method: 'POST', path: '/api/Admin/InstructorApplications/:id/Approve', auth: true, body: 'json' },
  { method: 'POST', path: '/api/Admin/InstructorApplications/:id/Reject', body: 'json', auth: true, fields: { reason: text }, rawBodies: ['{"reason":1e400}', '{"reason":"a","reason":""}'] },
  {
    method: 'POST',
    path: '/api/Instructor/Application',
    body: 'json',
    auth: true,
    fields: { bio: text, topics: fc.oneof(fc.array(text, { maxLength: 12 }), text) },
    valid: fc.record({
      bio: fc.oneof(fc.string({ minLength: 20, maxLength: 300 }), fc.constantFrom(' '.repeat(25), 'ดี'.repeat(1000), '<script>alert(1)</script> teaching')),
      topics: fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.constantFrom(' ', 'Robotics', 'robotics', '\u0000')), { minLength: 1, maxLength: 10 }),
    }),
    rawBodies: ['{"bio":"x","bio":"' + 'y'.repeat(30) + '","topics":["a"]}', '{"bio":["' + 'y'.repeat(30) + '"],"topics":"a"}'],
  },
  { method: 'GET', path: '/api/Instructor/Application', auth: true },
  // -- course authoring --
  // Admins reach every course, so the fuzzer's admin edits real ones: a published course only gets a
  // draft revision (students see nothing of it). Publication changes (Unpublish, Approve) get junk ids only.
  ...((): RouteSpec[] => {
    const ifMatch = fc.record({ 'if-match': fc.oneof(headerText, fc.constantFrom('1', '"1"', 'W/"1"', '*', '', '0', '-1', '1e3', '99999999999999999999', '"2147483648"', '1, 2')) }, { requiredKeys: [] });
    const courseId = () => fc.constantFrom(...known.courseIds.map(String));
    const smallId = () => fc.integer({ min: 1, max: 400 }).map(String);
    const lines = fc.oneof(fc.array(text, { maxLength: 25 }), text);
    const courseFields = {
      title: text, subtitle: text, description: text, outcomes: lines, requirements: lines,
      level: fc.constantFrom('beginner', 'all', 'expert'), language: fc.constantFrom('th', 'en', 'xx'), categoryId: fc.oneof(fc.integer(), hugeNumber, text),
      coverImage: fc.oneof(text, fc.constant(null), nameBySystem), isFree: fc.oneof(fc.boolean(), text),
      prices: fc.oneof(fc.dictionary(fc.constantFrom('USD', 'THB', 'VND', 'PHP', 'EUR', '__proto__'), fc.oneof(fc.integer(), hugeNumber, fc.constantFrom(0, -1, 1.5, 9_999_999_999, 10_000_000_000))), text),
      titleTranslations: fc.oneof(fc.dictionary(fc.constantFrom('th', 'en', 'vi', 'tl', 'xx'), text), text),
    };
    const validFields = fc.record({
      title: fc.oneof(fc.string({ minLength: 3, maxLength: 120 }), fc.constantFrom('   x   ', 'การทำอาหาร', '<script>alert(1)</script>')),
      subtitle: fc.string({ maxLength: 200 }),
      description: fc.string({ maxLength: 500 }),
      outcomes: fc.array(fc.string({ minLength: 1, maxLength: 200 }), { maxLength: 20 }),
      requirements: fc.array(fc.string({ minLength: 1, maxLength: 200 }), { maxLength: 20 }),
      level: fc.constantFrom('beginner', 'intermediate', 'advanced', 'all'),
      language: fc.constantFrom('th', 'en', 'vi', 'tl'),
      categoryId: fc.integer({ min: 1, max: 40 }),
      coverImage: fc.oneof(fc.constant(null), fc.string({ minLength: 1, maxLength: 200 })),
      isFree: fc.boolean(),
      prices: fc.dictionary(fc.constantFrom('USD', 'THB', 'PHP', 'VND'), fc.integer({ min: 1, max: 9_999_999_999 })),
      titleTranslations: fc.dictionary(fc.constantFrom('th', 'en', 'vi', 'tl'), fc.string({ maxLength: 120 })),
    });
    const lessonFields = {
      title: text, duration: fc.oneof(fc.integer(), hugeNumber, fc.constantFrom(86_400, 86_401, -1, 1.5)), isPreview: fc.oneof(fc.boolean(), text),
      body: fc.oneof(text, fc.constantFrom('<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', '<p>'.repeat(5000), 'x'.repeat(200_001))),
      video: fc.oneof(fc.constant(null), fc.record({ source: fc.constantFrom('upload', 'youtube', 'vimeo', 'ftp'), ref: fc.oneof(text, fc.constantFrom('https://youtu.be/x', '../../etc/passwd', 'javascript:alert(1)')) }), text),
    };
    const validLesson = fc.record({
      title: fc.string({ minLength: 1, maxLength: 120 }),
      duration: fc.integer({ min: 0, max: 86_400 }),
      isPreview: fc.boolean(),
      body: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('<h2>T</h2><script>alert(1)</script><img src="https://x.example/a.png" onerror="x()">', '<a href="https://x.example">ok</a>')),
      video: fc.oneof(fc.constant(null), fc.record({ source: fc.constantFrom('upload', 'youtube', 'vimeo'), ref: fc.oneof(fc.string({ minLength: 1, maxLength: 100 }), fc.constantFrom('https://www.youtube.com/watch?v=x', 'https://vimeo.com/1')) })),
    });
    const outline = fc.oneof(
      text,
      fc.record({ sections: fc.array(fc.record({ id: fc.oneof(fc.integer({ min: 1, max: 400 }), hugeNumber, text), lessonIds: fc.oneof(fc.array(fc.integer({ min: -1, max: 3000 }), { maxLength: 8 }), text) }), { maxLength: 6 }) }),
    );
    return [
      { method: 'GET', path: '/api/Instructor/Courses', auth: true, query: ['instructor'], queryValues: fc.constantFrom('instructor', 'admin', 'student', 'INSTRUCTOR', 'nobody', "' or 1=1 --") },
      { method: 'POST', path: '/api/Instructor/Courses', body: 'json', auth: true, fields: { title: text, language: courseFields.language, categoryId: courseFields.categoryId }, valid: fc.record({ title: validFields.map((f) => f.title), language: fc.constantFrom('th', 'en'), categoryId: fc.integer({ min: 1, max: 40 }) }) },
      { method: 'GET', path: '/api/Instructor/Courses/:id', auth: true, param: courseId },
      { method: 'PUT', path: '/api/Instructor/Courses/:id', body: 'json', auth: true, param: courseId, headers: ifMatch, fields: courseFields, valid: validFields, rawBodies: ['{"title":"abc","title":1e400}', '{"prices":{"USD":1e400}}'] },
      { method: 'POST', path: '/api/Instructor/Courses/:id/Sections', body: 'json', auth: true, param: courseId, fields: { title: text }, valid: fc.record({ title: fc.string({ minLength: 1, maxLength: 120 }) }) },
      { method: 'PUT', path: '/api/Instructor/Courses/:id/Outline', body: 'json', auth: true, param: courseId, headers: ifMatch, fields: { sections: outline } },
      { method: 'POST', path: '/api/Instructor/Courses/:id/Submit', auth: true, param: courseId },
      // Junk ids only: the default path values include short digit strings, and the admin may unpublish any course.
      { method: 'POST', path: '/api/Instructor/Courses/:id/Unpublish', auth: true, onlyParam: true, param: () => fc.constantFrom('0', '-1', '2147483647', '2147483648', 'abc', '1e3', '%20') },
      { method: 'POST', path: '/api/Instructor/Courses/:id/DiscardDraft', auth: true, param: courseId },
      { method: 'PUT', path: '/api/Instructor/Sections/:id', body: 'json', auth: true, param: smallId, headers: ifMatch, fields: { title: text }, valid: fc.record({ title: fc.string({ minLength: 1, maxLength: 120 }) }) },
      { method: 'DELETE', path: '/api/Instructor/Sections/:id', auth: true, headers: ifMatch },
      { method: 'POST', path: '/api/Instructor/Sections/:id/Lessons', body: 'json', auth: true, param: smallId, fields: { title: text, kind: fc.constantFrom('text', 'video', 'attachment', 'quiz', 'live') } },
      { method: 'PUT', path: '/api/Instructor/Lessons/:id', body: 'json', auth: true, param: () => fc.constantFrom(...known.lessonIds.map(String)), headers: ifMatch, fields: lessonFields, valid: validLesson },
      { method: 'DELETE', path: '/api/Instructor/Lessons/:id', auth: true, headers: ifMatch },
      { method: 'GET', path: '/api/Admin/Courses/InReview', auth: true },
      { method: 'GET', path: '/api/Admin/Courses/:id/Review', auth: true, param: courseId },
      { method: 'POST', path: '/api/Admin/Courses/:id/Approve', auth: true, onlyParam: true, param: () => fc.constantFrom('0', '-1', '2147483647', '2147483648', 'abc', '1e3') },
      { method: 'POST', path: '/api/Admin/Courses/:id/Reject', body: 'json', auth: true, onlyParam: true, param: () => fc.constantFrom('0', '-1', '2147483647', '2147483648', 'abc', '1e3'), fields: { reason: text }, rawBodies: ['{"reason":1e400}', '{"reason":"   "}'] },
    ];
  })(),
  // -- video upload --
  {
    method: 'POST',
    path: '/api/Instructor/VideoUploads',
    body: 'json',
    auth: true,
    fields: { lessonId: fc.oneof(fc.integer(), hugeNumber, text), fileName: fc.oneof(text, fc.constant('../../x.mp4')), size: fc.oneof(fc.integer(), hugeNumber, fc.constantFrom(0, 2 ** 40, 2 ** 53, -1)) },
    valid: fc.record({ lessonId: fc.integer({ min: 1, max: 3000 }), fileName: fc.string({ minLength: 1, maxLength: 40 }), size: fc.integer({ min: 1, max: 2 ** 31 }) }),
  },
  ...(['HEAD', 'GET', 'PATCH'] as const).map(
    (method): RouteSpec => ({
      method,
      path: '/api/Instructor/VideoUploads/:id',
      auth: true,
      headers: fc.record(
        { 'content-type': fc.constantFrom('application/offset+octet-stream', 'application/json', 'text/plain'), 'upload-offset': fc.constantFrom('0', '1', '-1', '1e3', '99999999999999999999', '', 'abc', '8388608') },
        { requiredKeys: [] },
      ),
    }),
  ),
  { method: 'POST', path: '/api/Instructor/Lessons/:id/Attachment', body: 'multipart', auth: true },
  { method: 'DELETE', path: '/api/Instructor/Lessons/:id/Attachment', auth: true },
  // -- teaching: students, announcements, reviews --
  { method: 'GET', path: '/api/Instructor/Dashboard', auth: true, query: ['days'], queryValues: fc.constantFrom('30', '90', '365', '0', '7', '-30', '1e3', '30.5', '') },
  {
    method: 'GET',
    path: '/api/Instructor/Students',
    auth: true,
    query: ['courseId', 'search', 'sort', 'order', 'page', 'pageSize'],
    queryValues: fc.oneof(fc.constantFrom('progress', 'lastActivity', 'enrolledAt', 'name', 'asc', 'desc', 'DESC', '1', '0', '101', '%', '_', '\\'), text),
  },
  {
    method: 'GET',
    path: '/api/Instructor/Students/Csv',
    auth: true,
    query: ['courseId', 'search', 'sort', 'order'],
    queryValues: fc.oneof(fc.constantFrom('progress', 'name', 'asc', '1', '=cmd', '%'), text),
  },
  {
    method: 'POST',
    path: '/api/Instructor/Courses/:id/Announcements',
    body: 'json',
    auth: true,
    fields: { subject: text, body: text },
    valid: fc.record({ subject: fc.oneof(fc.string({ minLength: 1, maxLength: 150 }), fc.constantFrom(' ', 'a\r\nBcc: x@example.com')), body: fc.string({ minLength: 1, maxLength: 500 }) }),
    rawBodies: ['{"subject":"a","subject":"","body":"b"}', '{"subject":1e400,"body":"b"}'],
  },
  { method: 'GET', path: '/api/Announcements/Unsubscribe/:token', query: ['scope'], queryValues: fc.oneof(fc.constantFrom('course', 'all', 'ALL'), text) },
  { method: 'POST', path: '/api/Announcements/Unsubscribe/:token', query: ['scope'], queryValues: fc.constantFrom('course', 'all', '') },
  {
    method: 'GET',
    path: '/api/Instructor/Reviews',
    auth: true,
    query: ['courseId', 'rating', 'unanswered', 'page', 'pageSize'],
    queryValues: fc.constantFrom('1', '5', '0', '6', 'true', 'false', 'yes', '-1', '1e3', ''),
  },
  { method: 'PUT', path: '/api/Instructor/Reviews/:id/Reply', body: 'json', auth: true, fields: { text }, rawBodies: ['{"text":"a","text":""}', '{"text":["a"]}'] },
  { method: 'DELETE', path: '/api/Instructor/Reviews/:id/Reply', auth: true },
  { method: 'POST', path: '/api/Instructor/Reviews/:id/Report', body: 'json', auth: true, fields: { reason: text }, rawBodies: ['{"reason":1e400}'] },
  // -- people: instructor profile, settings, account deletion --
  { method: 'GET', path: '/api/Instructor/Profile', auth: true },
  {
    method: 'PUT',
    path: '/api/Instructor/Profile',
    body: 'json',
    auth: true,
    fields: {
      headline: fc.oneof(value, fc.record({ th: text, en: text, vi: text, tl: text }, { requiredKeys: [] })),
      bio: fc.oneof(value, fc.record({ th: fc.oneof(text, fc.constant('ก'.repeat(5001))), en: text }, { requiredKeys: [] })),
      links: fc.oneof(value, fc.record({ website: fc.oneof(text, fc.webUrl()), x: fc.constantFrom('https://x.com/a', 'javascript:alert(1)', 'https://u:p@x.example', 'http://x.com') }, { requiredKeys: [] })),
    },
    valid: fc.record({ headline: fc.record({ en: fc.string({ maxLength: 120 }) }), bio: fc.record({ th: fc.string({ maxLength: 200 }) }), links: fc.record({ website: fc.webUrl({ validSchemes: ['https'] }) }, { requiredKeys: [] }) }),
  },
  { method: 'GET', path: '/api/Instructors/:username', query: ['lang'], queryValues: fc.oneof(fc.constantFrom('th', 'en', 'vi', 'tl', 'de', ''), text), param: () => fc.constantFrom('instructor', 'INSTRUCTOR', 'admin', 'student', 'fuzzer', 'deleted-0') },
  { method: 'GET', path: '/api/Customers/Me/Settings', auth: true },
  {
    method: 'PUT',
    path: '/api/Customers/Me/Settings',
    body: 'json',
    auth: true,
    fields: { notifications: fc.oneof(value, fc.record({ courseAnnouncements: fc.boolean(), marketing: fc.oneof(fc.boolean(), text) }, { requiredKeys: [] })), lang: fc.constantFrom('th', 'en', 'de'), country: fc.oneof(fc.constantFrom(174, 999, 1), hugeNumber) },
  },
  // Never the fuzzer's own password: the account must survive the run. Wrong ones, the phrase, junk.
  { method: 'DELETE', path: '/api/Customers/Me', body: 'json', auth: true, fields: { password: fc.oneof(password, text), confirmation: fc.oneof(fc.constantFrom('DELETE MY ACCOUNT', 'delete my account'), text) } },
  // -- Quizzes: attempts --
  // The fuzzer's own attempts (attemptKnown, made below) with random answer shapes for their real question ids.
  ...((): RouteSpec[] => {
    const attemptId = () => fc.constantFrom(...attemptKnown.attemptIds);
    const quizId = () => fc.constantFrom(...attemptKnown.quizIds);
    const questionKey = fc.constant(null).chain(() => fc.oneof(fc.constantFrom(...attemptKnown.questionIds), fc.constantFrom('0', '1', '99999', '9999999999', '__proto__', '-1', '1.5', '')));
    const answer = fc.oneof(
      fc.constantFrom('a', 'b', 'c', 'p2', 'i1', '', ' ', 'ha noi', 'Hà Nội', 'x'.repeat(20_001)),
      text,
      fc.integer(),
      fc.double(),
      hugeNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.constantFrom('p2', 'p3', 'p4', 'p5', 'i1', 'i2', 'i3', 'i4', 'red', 'blue'), text), { maxLength: 14 }),
      fc.dictionary(fc.oneof(fc.constantFrom('l1', 'l2', 'l3', '__proto__', 'constructor'), fc.string()), fc.oneof(fc.constantFrom('r1', 'r2', 'r3'), text), { maxKeys: 4 }),
      value,
    );
    const answers = fc.dictionary(questionKey, answer, { maxKeys: 6 });
    return [
      {
        method: 'PUT',
        path: '/api/Attempts/:id/Answers',
        body: 'json',
        auth: true,
        param: attemptId,
        fields: { answers: fc.oneof(answers, value) },
        valid: fc.record({ answers }),
        rawBodies: ['{"answers":{"1":1e400}}', '{"answers":{"__proto__":{"x":1}}}', '{"answers":{"1":"a","1":["b"]}}', '{"answers":null}', '{"answers":{"1":-0}}'],
      },
      { method: 'POST', path: '/api/Attempts/:id/Check', body: 'json', auth: true, param: attemptId, fields: { questionId: fc.oneof(questionKey.map(Number), fc.integer(), hugeNumber, text) }, rawBodies: ['{"questionId":1e400}', '{"questionId":"1"}'] },
      { method: 'GET', path: '/api/Attempts/:id', auth: true, param: attemptId },
      { method: 'POST', path: '/api/Quizzes/:id/Attempts', auth: true, param: quizId },
      { method: 'POST', path: '/api/Attempts/:id/Submit', auth: true, param: attemptId },
      { method: 'GET', path: '/api/Instructor/Quizzes/:id/Attempts', auth: true, param: quizId, query: ['page', 'pageSize'], queryValues: courseQueryValue },
      { method: 'GET', path: '/api/Instructor/Quizzes/:id/Attempts/Csv', auth: true, param: quizId },
      { method: 'GET', path: '/api/Instructor/Quizzes/:id/ItemAnalysis', auth: true, param: quizId },
      { method: 'POST', path: '/api/Instructor/Quizzes/:id/Regrade', auth: true, param: quizId },
      { method: 'GET', path: '/api/Instructor/EssayQueue', auth: true, query: ['quizId'], queryValues: fc.oneof(fc.constant(null).chain(() => quizId()), courseQueryValue) },
      // Junk ids: the fuzz quizzes' two essays must never both get full points (a pass would add the quiz bonus).
      { method: 'POST', path: '/api/Instructor/Attempts/:attemptId/Questions/:questionId/Grade', body: 'json', auth: true, fields: { points: fc.oneof(fc.integer(), hugeNumber, fc.double()), comment: text }, rawBodies: ['{"points":1e400,"comment":""}', '{"points":-1,"comment":"x"}'] },
    ];
  })(),
  // -- Quizzes: authoring --
  // The admin's quiz made below (quizKnown), and small ids: those the course authoring routes above made.
  ...((): RouteSpec[] => {
    const ifMatch = fc.record({ 'if-match': fc.oneof(headerText, fc.constantFrom('1', '"1"', 'W/"2"', '*', '', '0', '-1', '99999999999999999999')) }, { requiredKeys: [] });
    const quizId = () => fc.oneof(fc.constantFrom(...quizKnown.quizIds), fc.integer({ min: 1, max: 30 }).map(String));
    const questionId = () => fc.oneof(fc.constantFrom(...quizKnown.questionIds), fc.integer({ min: 1, max: 60 }).map(String));
    const types = fc.constantFrom('single', 'multiple', 'true_false', 'short', 'numeric', 'fill_blanks', 'matching', 'ordering', 'essay', 'riddle', '__proto__');
    const matching = fc.oneof(value, fc.record({ ignoreCase: fc.boolean(), ignoreSpaces: fc.oneof(fc.boolean(), text), ignoreDiacritics: fc.boolean() }));
    const choice = fc.record({ id: fc.oneof(text, fc.constantFrom('aaaaaaaa', '__proto__')), text, correct: fc.oneof(fc.boolean(), text) }, { requiredKeys: [] });
    const questionFields = {
      type: types, prompt: fc.oneof(text, fc.constantFrom('<p>[[1]] and [[2]]</p>', '<script>alert(1)</script>', 'x'.repeat(20_001))), points: fc.oneof(fc.integer(), hugeNumber),
      explanation: text, image: fc.oneof(fc.constant(null), nameBySystem), tags: fc.oneof(fc.array(text, { maxLength: 12 }), text),
      options: fc.oneof(fc.array(choice, { maxLength: 14 }), text), scoring: fc.constantFrom('partial', 'all_or_nothing', 'some'), correct: fc.oneof(fc.boolean(), text),
      accepted: fc.oneof(fc.array(text, { maxLength: 22 }), text), matching, value: fc.oneof(fc.double(), hugeNumber, text), tolerance: fc.oneof(fc.double(), hugeNumber),
      blanks: fc.oneof(fc.array(fc.record({ accepted: fc.array(text, { maxLength: 3 }) }), { maxLength: 22 }), text),
      pairs: fc.array(fc.record({ leftId: text, left: text, rightId: text, right: text }, { requiredKeys: [] }), { maxLength: 14 }),
      items: fc.array(fc.record({ id: text, text }, { requiredKeys: [] }), { maxLength: 14 }), guidance: text, minWords: fc.oneof(fc.integer(), hugeNumber),
    };
    const plain = fc.string({ minLength: 1, maxLength: 40 });
    const common = { prompt: fc.oneof(plain, fc.constantFrom('<p>[[1]] and [[2]]</p>', '<img src=x onerror=alert(1)>', ' ')), points: fc.integer({ min: 1, max: 100 }), explanation: fc.string({ maxLength: 40 }), image: fc.constant(null), tags: fc.array(fc.string({ minLength: 1, maxLength: 40 }), { maxLength: 10 }) };
    const options = fc.array(fc.record({ text: plain, correct: fc.boolean() }), { minLength: 2, maxLength: 12 });
    const words = fc.record({ ignoreCase: fc.boolean(), ignoreSpaces: fc.boolean(), ignoreDiacritics: fc.boolean() });
    const validQuestion = fc.oneof(
      fc.record({ type: fc.constant('single'), ...common, options }),
      fc.record({ type: fc.constant('multiple'), ...common, scoring: fc.constantFrom('partial', 'all_or_nothing'), options }),
      fc.record({ type: fc.constant('true_false'), ...common, correct: fc.boolean() }),
      fc.record({ type: fc.constant('short'), ...common, accepted: fc.array(plain, { minLength: 1, maxLength: 5 }), matching: words }),
      fc.record({ type: fc.constant('numeric'), ...common, value: fc.double({ min: -1e12, max: 1e12, noNaN: true }), tolerance: fc.double({ min: 0, max: 1e12, noNaN: true }) }),
      fc.record({ type: fc.constant('fill_blanks'), ...common, blanks: fc.array(fc.record({ accepted: fc.array(plain, { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 3 }), matching: words }),
      fc.record({ type: fc.constant('matching'), ...common, pairs: fc.array(fc.record({ left: plain, right: plain }), { minLength: 2, maxLength: 6 }) }),
      fc.record({ type: fc.constant('ordering'), ...common, items: fc.array(fc.record({ text: plain }), { minLength: 2, maxLength: 6 }) }),
      fc.record({ type: fc.constant('essay'), ...common, guidance: fc.string({ maxLength: 40 }), minWords: fc.integer({ min: 0, max: 5000 }) }),
    );
    const settingsFields = {
      timeLimitSeconds: fc.oneof(fc.constant(null), fc.integer(), hugeNumber), attemptsAllowed: fc.oneof(fc.constant(null), fc.integer()), cooldownSeconds: fc.integer(),
      passMarkPercent: fc.oneof(fc.integer({ min: -1, max: 101 }), hugeNumber), gradingMethod: fc.constantFrom('highest', 'last', 'average', 'best'), shuffleQuestions: fc.oneof(fc.boolean(), text),
      shuffleOptions: fc.boolean(), feedbackMode: fc.constantFrom('each', 'submit', 'never', 'always'), showCorrectAnswers: fc.constantFrom('never', 'after_submit', 'after_pass', 'after_last_attempt', 'x'),
      layout: fc.constantFrom('one_per_page', 'all_on_one', 'grid'), draws: fc.oneof(fc.array(fc.record({ tag: text, count: fc.oneof(fc.integer(), hugeNumber) }), { maxLength: 22 }), text),
      questionIds: fc.oneof(fc.array(fc.oneof(fc.integer({ min: -1, max: 80 }), hugeNumber), { maxLength: 8 }), text),
    };
    const validSettings = fc.record({
      timeLimitSeconds: fc.oneof(fc.constant(null), fc.integer({ min: 30, max: 21_600 })), attemptsAllowed: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 100 })),
      cooldownSeconds: fc.integer({ min: 0, max: 1000 }), passMarkPercent: fc.integer({ min: 0, max: 100 }), gradingMethod: fc.constantFrom('highest', 'last', 'average'),
      shuffleQuestions: fc.boolean(), shuffleOptions: fc.boolean(), feedbackMode: fc.constantFrom('each', 'submit', 'never'), showCorrectAnswers: fc.constantFrom('never', 'after_submit', 'after_pass', 'after_last_attempt'),
      layout: fc.constantFrom('one_per_page', 'all_on_one'), draws: fc.array(fc.record({ tag: fc.string({ minLength: 1, maxLength: 40 }), count: fc.integer({ min: 1, max: 200 }) }), { maxLength: 3 }),
      questionIds: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }),
    });
    const files = [
      'type,prompt,options,answer\r\nsingle,Good?,a|b,1\r\nsingle,"unclosed,a|b,1',
      'type,prompt,options,answer,points\nsingle,=1+2,a|b\\|c,2,1e9\nmatching,M,a|b,x|y|z,\nfill_blanks,[[1]] [[2]],,a||b,\n,,,,',
      'prompt;type;answer\n"x";true_false;maybe\n',
      '::T:: Q {=a ~b}\n\n[html]<img src=x onerror=alert(1)> {#1..}\n\nZ {=a -> b}\n\n{\n\n// points: 999\nQ {T####x}',
      '\uFEFF\u0000{}\n\n{~%abc%x =y}',
    ];
    return [
      { method: 'GET', path: '/api/Instructor/Quizzes', auth: true },
      { method: 'GET', path: '/api/Instructor/Quizzes/:quizId', auth: true, param: quizId },
      { method: 'PUT', path: '/api/Instructor/Quizzes/:quizId', body: 'json', auth: true, param: quizId, headers: ifMatch, fields: settingsFields, valid: validSettings, rawBodies: ['{"passMarkPercent":1e400}', '{"draws":[{"tag":"a","count":1e400}]}'] },
      { method: 'POST', path: '/api/Instructor/Quizzes/:quizId/Questions', body: 'json', auth: true, param: quizId, fields: questionFields, valid: validQuestion, rawBodies: ['{"type":"numeric","value":1e400,"tolerance":0}', '{"type":"single","type":"essay"}'] },
      { method: 'GET', path: '/api/Instructor/Quizzes/:quizId/Export', auth: true, param: quizId, query: ['format'], queryValues: fc.constantFrom('csv', 'gift', 'CSV', 'xml', '') },
      { method: 'POST', path: '/api/Instructor/Quizzes/:quizId/Import', body: 'json', auth: true, param: quizId, query: ['format'], queryValues: fc.constantFrom('csv', 'gift', 'pdf'), rawBodies: files },
      { method: 'GET', path: '/api/Instructor/Quizzes/:quizId/Overrides', auth: true, param: quizId },
      { method: 'PUT', path: '/api/Instructor/Quizzes/:quizId/Overrides', body: 'json', auth: true, param: quizId, fields: { username: fc.oneof(text, fc.constantFrom('fuzzer', 'student', 'admin')), extraTimeSeconds: fc.oneof(fc.integer(), hugeNumber), extraAttempts: fc.integer() } },
      { method: 'DELETE', path: '/api/Instructor/Quizzes/:quizId/Overrides/:username', auth: true, param: () => fc.oneof(quizId(), fc.constantFrom('student', 'STUDENT')) },
      { method: 'GET', path: '/api/Instructor/Questions', auth: true, query: ['tag', 'search', 'type', 'page', 'pageSize'], queryValues: fc.oneof(fc.constantFrom('single', 'riddle', '1', '0', '101', '%', '_', '\\', 'a'.repeat(101)), text) },
      { method: 'GET', path: '/api/Instructor/Questions/Tags', auth: true },
      { method: 'PUT', path: '/api/Instructor/Questions/:id', body: 'json', auth: true, param: questionId, headers: ifMatch, fields: questionFields, valid: validQuestion },
      { method: 'DELETE', path: '/api/Instructor/Questions/:id', auth: true, param: questionId, headers: ifMatch },
    ];
  })(),
  // -- Buying courses --
  // Real course ids (the cart), the fuzzer's own pending orders (commerceKnown, made below); never a real
  // payment id on the test bank or the admin's "received": the fuzzer must not get itself paid.
  ...((): RouteSpec[] => {
    const country = fc.oneof(fc.constantFrom('174', '999', '138', '193', '1', '-1', '1e9'), text);
    const courseId = () => fc.constantFrom(...known.courseIds.map(String));
    // Read when the test runs (the ids are known only then).
    const knownCourse = fc.constant(null).chain(() => fc.constantFrom(...known.courseIds));
    const knownCourseList = fc.constant(null).chain(() => fc.constantFrom(known.courseIds.join(','), '1,2,3', ',', '1,,2', '99999999999', Array.from({ length: 60 }, (_, i) => i + 1).join(',')));
    const orderId = () => fc.constantFrom(...commerceKnown.orderIds, '00000000-0000-4000-8000-000000000000', 'not-a-uuid');
    const fakeUuid = () => fc.oneof(fc.uuid(), fc.constantFrom('00000000-0000-4000-8000-000000000000'));
    const method = fc.constantFrom('test', 'promptpay', 'vietqr', 'qrph', 'card', 'paypal', 'TEST', '');
    const currency = fc.constantFrom('USD', 'THB', 'PHP', 'VND', 'EUR', 'usd', '');
    const money = fc.oneof(fc.integer(), hugeNumber, fc.constantFrom(0, -1, 9_999_999_999, 10_000_000_000));
    const amounts = fc.oneof(value, fc.dictionary(currency, money, { maxKeys: 3 }));
    const couponFields = {
      code: fc.oneof(text, fc.constantFrom('FUZZ-COUPON', 'SAVE20', 'ab', 'A'.repeat(33), 'save-20')), kind: fc.constantFrom('percent', 'fixed', 'free'), percent: fc.oneof(fc.integer({ min: -1, max: 101 }), fc.constant(null), hugeNumber),
      amounts, courseIds: fc.oneof(fc.array(fc.oneof(fc.integer(), knownCourse), { maxLength: 5 }), text), expiresAt: fc.oneof(fc.constant(null), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), text),
      maxUses: fc.oneof(fc.constant(null), fc.integer()), oncePerCustomer: fc.oneof(fc.boolean(), text), active: fc.boolean(),
    };
    const validCoupon = fc.record({
      code: fc.stringMatching(/^[A-Z0-9-]{3,32}$/), kind: fc.constant('percent'), percent: fc.integer({ min: 1, max: 100 }), courseIds: fc.constant([]), expiresAt: fc.constant(null),
      maxUses: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 1000 })), oncePerCustomer: fc.boolean(), active: fc.boolean(),
    });
    const payout = fc.record({ kind: fc.constantFrom('promptpay', 'bank_th', 'bank_vn', 'gcash', 'maya', 'paypal', 'cash'), holderName: text, bank: fc.option(text, { nil: undefined }), value: fc.oneof(text, fc.constantFrom('0812345678', '1101700207081', '09171234567', 'a@b.co')) });
    const ifMatch = fc.option(fc.record({ 'if-match': fc.constantFrom('1', '"1"', 'W/"2"', '0', '999999999', '*', 'abc') }), { nil: undefined }).map((h) => h ?? {});
    const signature = fc.record({ 'content-type': fc.constantFrom('application/json', 'text/plain', ''), 'academy-signature': fc.oneof(text, fc.constantFrom('t=1,v1=00', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, 't=,v1=', ',,,', 'v1=abc')), 'stripe-signature': text });
    return [
      { method: 'GET', path: '/api/Cart', auth: true, query: ['country'], queryValues: country },
      { method: 'DELETE', path: '/api/Cart', auth: true, query: ['country'], queryValues: country },
      { method: 'POST', path: '/api/Cart/:courseId', auth: true, param: courseId, query: ['country'], queryValues: country },
      { method: 'DELETE', path: '/api/Cart/:courseId', auth: true, param: courseId },
      { method: 'POST', path: '/api/Cart/Merge', body: 'json', auth: true, fields: { courseIds: fc.oneof(fc.array(fc.oneof(fc.integer(), knownCourse, hugeNumber), { maxLength: 60 }), text) } },
      { method: 'GET', path: '/api/Cart/Preview', auth: true, query: ['courseIds', 'country'], queryValues: fc.oneof(country, knownCourseList) },
      { method: 'POST', path: '/api/Cart/Coupon', body: 'json', auth: true, fields: { code: couponFields.code } },
      { method: 'DELETE', path: '/api/Cart/Coupon', auth: true },
      { method: 'GET', path: '/api/Orders', auth: true, query: ['page', 'pageSize'], queryValues: courseQueryValue },
      { method: 'POST', path: '/api/Orders', body: 'json', auth: true, fields: { method, currency, country: fc.oneof(fc.constantFrom(174, 999, 138, 193, 1), hugeNumber) }, valid: fc.record({ method: fc.constantFrom('test', 'card', 'promptpay'), currency: fc.constantFrom('USD', 'THB') }) },
      { method: 'GET', path: '/api/Orders/:orderId', auth: true, param: orderId },
      { method: 'POST', path: '/api/Orders/:orderId/Cancel', auth: true, param: orderId },
      { method: 'POST', path: '/api/Orders/:orderId/Payment', body: 'json', auth: true, param: orderId, fields: { method } },
      { method: 'POST', path: '/api/Orders/:orderId/Refund', body: 'json', auth: true, param: orderId, fields: { reason: text, payoutAccount: fc.oneof(payout, value), courseIds: fc.oneof(fc.array(fc.oneof(fc.integer(), knownCourse, hugeNumber), { maxLength: 120 }), text) } },
      { method: 'GET', path: '/api/Orders/:orderId/Receipt', auth: true, param: orderId },
      { method: 'GET', path: '/api/Customers/Billing', auth: true },
      {
        method: 'PUT', path: '/api/Customers/Billing', body: 'json', auth: true,
        fields: { name: text, address: text, countryCode: fc.oneof(fc.constantFrom('TH', 'PH', 'VN', 'US', 'th', 'XXX'), fc.constant(null)), taxId: fc.oneof(text, fc.constantFrom('1101700207081', '123-456-789', '0101234567-001'), fc.constant(null)), preferredMethods: fc.oneof(value, fc.dictionary(country, method)) },
        valid: fc.record({ name: fc.string({ maxLength: 50 }), address: fc.string({ maxLength: 50 }), countryCode: fc.constantFrom('TH', 'PH', 'VN', 'US', null), taxId: fc.constantFrom('1101700207081', '123-456-789', '0101234567-001', 'X-1', null), preferredMethods: fc.constant({ 174: 'promptpay' }) }),
      },
      { method: 'GET', path: '/api/Payments/Test/:paymentId', param: fakeUuid },
      { method: 'POST', path: '/api/Payments/Test/:paymentId/Approve', param: fakeUuid, body: 'json', fields: { card: fc.oneof(text, fc.constantFrom('4242 4242 4242 4242', '4242', '4'.repeat(40))) } },
      { method: 'POST', path: '/api/Payments/Test/:paymentId/Decline', param: fakeUuid },
      { method: 'POST', path: '/api/Payments/Webhooks/:provider', body: 'json', param: () => fc.constantFrom('test', 'qr', 'stripe', 'paypal'), headers: signature, fields: { id: text, type: fc.constantFrom('payment.succeeded', 'payment.failed', 'x'), paymentId: fakeUuid(), amountMinor: money, currency } },
      { method: 'GET', path: '/api/Instructor/Coupons', auth: true },
      { method: 'POST', path: '/api/Instructor/Coupons', body: 'json', auth: true, fields: couponFields, valid: validCoupon, rawBodies: ['{"code":"ABC","kind":"percent","percent":1e400}'] },
      { method: 'PUT', path: '/api/Instructor/Coupons/:id', body: 'json', auth: true, param: () => fc.constantFrom(...commerceKnown.couponIds), headers: ifMatch, fields: couponFields, valid: validCoupon },
      { method: 'DELETE', path: '/api/Instructor/Coupons/:id', auth: true, param: () => fc.constantFrom('1', '2', '2147483647') },
      { method: 'GET', path: '/api/Admin/Payments', auth: true, query: ['status', 'search', 'page', 'pageSize'], queryValues: fc.oneof(fc.constantFrom('awaiting', 'all', 'AC-', '%', '_', '\\'), courseQueryValue) },
      { method: 'GET', path: '/api/Admin/Payments/Flagged', auth: true, query: ['page', 'pageSize'], queryValues: courseQueryValue },
      { method: 'POST', path: '/api/Admin/Payments/:paymentId/Received', body: 'json', auth: true, param: fakeUuid, fields: { reference: text } },
      { method: 'GET', path: '/api/Admin/Refunds', auth: true, query: ['status', 'page', 'pageSize'], queryValues: fc.oneof(fc.constantFrom('requested', 'approved', 'rejected', 'refunded', 'x'), courseQueryValue) },
      { method: 'POST', path: '/api/Admin/Refunds/:refundId/Approve', auth: true },
      { method: 'POST', path: '/api/Admin/Refunds/:refundId/Reject', body: 'json', auth: true, fields: { reason: text } },
      { method: 'POST', path: '/api/Admin/Refunds/:refundId/PaidOut', body: 'json', auth: true, fields: { reference: text } },
    ];
  })(),
  // -- The admin's news, posts and podcast audio (bodies sanitised, slugs checked, versions in If-Match) --
  ...((): RouteSpec[] => {
    const lang = fc.constantFrom('th', 'en', 'vi', 'tl', 'xx', '');
    const status = fc.constantFrom('draft', 'scheduled', 'published', 'live', '');
    const html = fc.oneof(text, fc.constantFrom('<script>alert(1)</script>', '<p onclick="x()">a</p>', '<img src=javascript:alert(1)>', '<a href="javascript:x">y</a>', 'plain\n\ntext'));
    const translations = fc.oneof(value, fc.record({ th: fc.oneof(value, fc.record({ title: text, summary: text, body: html })) }), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'en', 'xx'), value));
    const common = {
      title: text,
      summary: text,
      body: html,
      lang: fc.oneof(lang, value),
      translations,
      slug: fc.oneof(text, fc.constantFrom('a-b', 'A B', '--', '', 'global-markets-week-ahead')),
      coverImage: fc.oneof(text, fc.constant(null), fc.constantFrom('../../etc/passwd', 'x.jpg', '%00')),
      status: fc.oneof(status, value),
      publishAt: fc.oneof(text, fc.constant(null), fc.constantFrom('2099-01-01T00:00:00Z', '2000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'not a date')),
    };
    const newsFields = { ...common, ctlCountryId: fc.oneof(fc.constantFrom(174, 999, 138, 193, 1), hugeNumber) };
    const postFields = { ...common, kind: fc.constantFrom('blog', 'podcast', 'vlog'), audioFile: fc.oneof(text, fc.constant(null)), durationSeconds: fc.oneof(fc.integer(), hugeNumber, fc.constant(null)) };
    const validCommon = { title: fc.string({ minLength: 1, maxLength: 40 }), summary: fc.constant(''), body: html, lang: fc.constantFrom('th', 'en'), translations: fc.constant({}), slug: fc.constant(''), coverImage: fc.constant(null), status: fc.constantFrom('draft', 'scheduled'), publishAt: fc.constantFrom(null, '2099-01-01T00:00:00Z') };
    const validNews = fc.record({ ...validCommon, ctlCountryId: fc.constantFrom(174, 999) });
    const validPost = fc.record({ ...validCommon, kind: fc.constant('blog'), audioFile: fc.constant(null), durationSeconds: fc.constant(null) });
    // Ids that are no seeded item's: the admin's fuzz must not delete the news the other routes read.
    const missing = () => fc.constantFrom('0', '-1', '2147483647', '2147483648', 'abc');
    const ifMatch = fc.option(fc.record({ 'if-match': fc.constantFrom('1', '"1"', '0', '999999999999999', '9999999999999999', '*', 'abc') }), { nil: undefined }).map((h) => h ?? {});
    const listValues = fc.oneof(status, lang, fc.constantFrom('blog', 'podcast', '174', '%', '_', '\\'), courseQueryValue);
    return [
      { method: 'GET', path: '/api/Admin/News', auth: true, query: ['search', 'status', 'country', 'page', 'pageSize'], queryValues: listValues },
      { method: 'POST', path: '/api/Admin/News', body: 'json', auth: true, fields: newsFields, valid: validNews },
      { method: 'GET', path: '/api/Admin/News/:id', auth: true, param: () => fc.constantFrom('1', '2', '0', 'abc') },
      { method: 'PUT', path: '/api/Admin/News/:id', body: 'json', auth: true, param: () => fc.constantFrom('1', '2', '0', 'abc'), headers: ifMatch, fields: newsFields, valid: validNews },
      { method: 'DELETE', path: '/api/Admin/News/:id', auth: true, onlyParam: true, param: missing, headers: ifMatch },
      { method: 'GET', path: '/api/Admin/Posts', auth: true, query: ['kind', 'search', 'status', 'page', 'pageSize'], queryValues: listValues },
      { method: 'POST', path: '/api/Admin/Posts', body: 'json', auth: true, fields: postFields, valid: validPost },
      { method: 'GET', path: '/api/Admin/Posts/:id', auth: true, param: () => fc.constantFrom('1', '2', '0', 'abc') },
      { method: 'PUT', path: '/api/Admin/Posts/:id', body: 'json', auth: true, param: () => fc.constantFrom('1', '2', '0', 'abc'), headers: ifMatch, fields: postFields, valid: validPost },
      { method: 'DELETE', path: '/api/Admin/Posts/:id', auth: true, onlyParam: true, param: missing, headers: ifMatch },
      { method: 'POST', path: '/api/Admin/Content/Files/:folder', body: 'multipart', auth: true, param: () => fc.constantFrom('podcast-audio', 'post-cover-image', '..', 'x') },
    ];
  })(),
  // -- The admin's events (local times in a time zone, capacity against the seats taken, versions in If-Match) --
  ...((): RouteSpec[] => {
    const localTime = fc.oneof(text, fc.constantFrom('2031-03-01T09:00', '2031-02-30T09:00', '2031-13-01T25:61', '0000-01-01T00:00', '9999-12-31T23:59', '2031-03-01T09:00:00', ''));
    const zone = fc.oneof(text, fc.constantFrom('Asia/Bangkok', 'asia/manila', 'UTC', '+07:00', 'Mars/Olympus', '../etc', 'America/New_York', ''));
    const schedule = fc.oneof(value, fc.array(fc.record({ time: fc.oneof(text, fc.constantFrom('09:30', '24:00', '9:30')), title: text }), { maxLength: 50 }));
    const fields = {
      kind: fc.constantFrom('seminar', 'robo-camp', 'road-trip', 'event', 'party'),
      lang: fc.constantFrom('th', 'en', 'vi', 'tl', 'xx'),
      title: text,
      summary: text,
      description: fc.oneof(text, fc.constantFrom('<script>alert(1)</script>', '<p onclick="x()">a</p>')),
      translations: fc.oneof(value, fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'en', 'th', 'xx'), value)),
      slug: fc.oneof(text, fc.constantFrom('a-b', 'A B', '', 'x'.repeat(200))),
      coverImage: fc.oneof(text, fc.constant(null), fc.constantFrom('../../etc/passwd', '%00')),
      ctlCountryId: fc.oneof(fc.constantFrom(174, 999, 1), hugeNumber),
      place: text,
      timeZone: zone,
      startsLocal: localTime,
      endsLocal: localTime,
      capacity: fc.oneof(fc.integer(), hugeNumber, fc.constantFrom(0, 1, 10_000, 10_001)),
      schedule,
      isDraft: fc.oneof(fc.boolean(), value),
    };
    const valid = fc.record({
      kind: fc.constantFrom('seminar', 'event'),
      lang: fc.constantFrom('th', 'en'),
      title: fc.string({ minLength: 1, maxLength: 40 }),
      summary: fc.constant(''),
      description: fc.constantFrom('', '<p>x</p><script>y</script>'),
      translations: fc.constant({}),
      coverImage: fc.constant(null),
      ctlCountryId: fc.constantFrom(174, 999),
      place: fc.constant('Fuzz hall'),
      timeZone: zone,
      startsLocal: localTime,
      endsLocal: localTime,
      capacity: fc.integer({ min: 1, max: 10_000 }),
      schedule: fc.array(fc.record({ time: fc.constantFrom('09:30', '23:59'), title: fc.constantFrom('a', '  ') }), { maxLength: 3 }),
      isDraft: fc.constant(true),
    });
    const ids = () => fc.constantFrom('1', '2', '0', '-1', '2147483648', 'abc');
    // No seeded event may go: the other routes read them.
    const missing = () => fc.constantFrom('0', '-1', '2147483647', 'abc');
    const ifMatch = fc.option(fc.record({ 'if-match': fc.constantFrom('1', '"1"', '0', '999999999999999', '9999999999999999', 'W/"5"', '*', 'abc') }), { nil: undefined }).map((h) => h ?? {});
    return [
      { method: 'GET', path: '/api/Admin/Events', auth: true, query: ['kind', 'search', 'status', 'page', 'pageSize'], queryValues: fc.oneof(fc.constantFrom('draft', 'upcoming', 'past', 'seminar', '%', '_', '\\'), courseQueryValue) },
      { method: 'POST', path: '/api/Admin/Events', body: 'json', auth: true, fields, valid },
      { method: 'GET', path: '/api/Admin/Events/:id', auth: true, param: ids },
      { method: 'PUT', path: '/api/Admin/Events/:id', body: 'json', auth: true, param: ids, headers: ifMatch, fields, valid },
      { method: 'DELETE', path: '/api/Admin/Events/:id', auth: true, onlyParam: true, param: missing },
      { method: 'GET', path: '/api/Admin/Events/:id/Registrations', auth: true, param: ids, query: ['format'], queryValues: fc.constantFrom('csv', 'json', 'CSV', '') },
      { method: 'POST', path: '/api/Admin/Events/:id/Message', body: 'json', auth: true, param: missing, fields: { subject: text, body: text } },
    ];
  })(),
  // -- Money out: earnings, statement, the instructor's orders, payout methods and payouts, the affiliate programme, the admin's payout queue --
  ...((): RouteSpec[] => {
    const day = fc.oneof(fc.constantFrom('2026-01-01', '2026-13-01', '2026-02-30', '1900-01-01', '9999-12-31', '2026-1-1', ''), text);
    const currency = fc.constantFrom('USD', 'THB', 'PHP', 'VND', 'EUR', 'usd', '');
    const account = fc.constantFrom('instructor', 'affiliate', 'platform', '');
    const money = fc.oneof(fc.integer(), hugeNumber, fc.constantFrom(0, -1, 1, 35000, 9_007_199_254_740_991, 1e20));
    const method = fc.record({
      kind: fc.constantFrom('promptpay', 'bank_th', 'bank_ph', 'bank_vn', 'gcash', 'maya', 'paypal', 'cash'), holderName: text, bank: fc.option(fc.oneof(text, fc.constantFrom('970436', 'BDO')), { nil: undefined }),
      value: fc.oneof(text, fc.constantFrom('0812345678', '1101700207081', '09171234567', 'a@b.co', '0123456789')),
    });
    const validMethod = fc.record({ method: fc.constantFrom({ kind: 'promptpay', holderName: 'Fuzz', value: '0812345678' }, { kind: 'paypal', holderName: 'Fuzz', value: 'fuzz@example.com' }), currentPassword: fc.constantFrom('wrong-password', 'Correct-Horse-9') });
    const id = () => fc.oneof(fc.constantFrom('1', '2', '0', '-1', '2147483647', '2147483648', 'abc'), fc.integer().map(String));
    const listValues = fc.oneof(fc.constantFrom('paid', 'refunded', 'refund_requested', 'all', 'open', 'requested', 'approved', 'rejected', 'csv', 'json', 'xml'), day, courseQueryValue);
    return [
      { method: 'GET', path: '/api/Instructor/Earnings', auth: true, query: ['customerId'], queryValues: text },
      { method: 'GET', path: '/api/Instructor/Statement', auth: true, query: ['from', 'to', 'currency', 'account', 'page', 'pageSize', 'format', 'customerId'], queryValues: fc.oneof(listValues, currency, account) },
      { method: 'GET', path: '/api/Instructor/Orders', auth: true, query: ['status', 'courseId', 'from', 'to', 'search', 'page', 'pageSize', 'format', 'customerId'], queryValues: listValues },
      { method: 'GET', path: '/api/Payouts/Method', auth: true },
      { method: 'PUT', path: '/api/Payouts/Method', body: 'json', auth: true, headers: fc.option(fc.record({ 'if-match': fc.constantFrom('1', '"1"', '0', '999999999', '*', 'abc') }), { nil: undefined }).map((h) => h ?? {}), fields: { method: fc.oneof(method, value), currentPassword: text }, valid: validMethod },
      { method: 'GET', path: '/api/Payouts', auth: true, query: ['account', 'page', 'pageSize'], queryValues: fc.oneof(account, courseQueryValue) },
      { method: 'POST', path: '/api/Payouts', body: 'json', auth: true, fields: { amount: money, currency, account }, valid: fc.record({ amount: fc.integer({ min: 1, max: 10_000_000 }), currency: fc.constantFrom('USD', 'THB', 'PHP', 'VND'), account: fc.constantFrom('instructor', 'affiliate') }) },
      { method: 'GET', path: '/api/Affiliate', auth: true },
      { method: 'POST', path: '/api/Affiliate/Accept', auth: true },
      { method: 'GET', path: '/api/Affiliate/Statement', auth: true, query: ['from', 'to', 'currency', 'page', 'pageSize', 'format'], queryValues: fc.oneof(listValues, currency) },
      { method: 'POST', path: '/api/Affiliate/Clicks', body: 'json', fields: { code: fc.oneof(text, fc.constantFrom('STUDENT2026', 'student2026', 'NOPE')), path: text } },
      { method: 'GET', path: '/api/Admin/Payouts', auth: true, query: ['status', 'page', 'pageSize'], queryValues: listValues },
      { method: 'POST', path: '/api/Admin/Payouts/:id/Approve', auth: true, param: id },
      { method: 'POST', path: '/api/Admin/Payouts/:id/Paid', body: 'json', auth: true, param: id, fields: { reference: text } },
      { method: 'POST', path: '/api/Admin/Payouts/:id/Reject', body: 'json', auth: true, param: id, fields: { reason: text } },
    ];
  })(),
  // -- the admin's courses and categories: actions on junk ids only (the other routes read the seeded
  // courses); a random tree never carries the tree's version, so the categories stay as they are.
  ...((): RouteSpec[] => {
    const junkId = () => fc.constantFrom('0', '-1', '2147483647', '2147483648', 'abc', '1e3');
    const treeIfMatch = fc.record({ 'if-match': fc.oneof(headerText, fc.constantFrom('1', '"1"', 'W/"1"', '*', '', '0', '-1', '99999999999999999999')) }, { requiredKeys: [] });
    const category = fc.record(
      { id: fc.oneof(fc.integer(), hugeNumber, text), title: text, titleTh: text, titleVi: text, titleTl: text, parentId: fc.oneof(fc.integer(), fc.constant(null), hugeNumber, text) },
      { requiredKeys: [] },
    );
    return [
      { method: 'GET', path: '/api/Admin/Courses', auth: true, query: ['status', 'search', 'page', 'pageSize'], queryValues: fc.oneof(fc.constantFrom('draft', 'in_review', 'published', 'PUBLISHED', '%', '_', '\\'), courseQueryValue) },
      { method: 'GET', path: '/api/Admin/Courses/:id/Diff', auth: true, param: () => fc.constantFrom('1', '2', '3', '0', '-1', 'abc', '2147483648') },
      { method: 'POST', path: '/api/Admin/Courses/:id/Unpublish', body: 'json', auth: true, onlyParam: true, param: junkId, fields: { reason: text } },
      { method: 'POST', path: '/api/Admin/Courses/:id/Republish', auth: true, onlyParam: true, param: junkId },
      { method: 'PUT', path: '/api/Admin/Courses/:id/Feature', body: 'json', auth: true, onlyParam: true, param: junkId, fields: { featured: fc.oneof(fc.boolean(), text) } },
      // Bulk: junk ids only (never a seeded course), so nothing leaves the catalogue.
      { method: 'POST', path: '/api/Admin/Courses/Bulk', body: 'json', auth: true, fields: { ids: fc.oneof(fc.array(fc.oneof(fc.constantFrom(0, -1, 2147483000, 2147483647, 2147483648), hugeNumber, text), { maxLength: 60 }), text), action: fc.oneof(fc.constantFrom('unpublish', 'republish', 'delete'), text), reason: text } },
      { method: 'GET', path: '/api/Admin/Categories', auth: true },
      { method: 'PUT', path: '/api/Admin/Categories', body: 'json', auth: true, headers: treeIfMatch, fields: { items: fc.oneof(fc.array(category, { maxLength: 6 }), text) } },
    ];
  })(),
  // -- the admin's people, orders, dashboard, audit trail and settings. Changes to people and settings
  // carry a random If-Match (never the current version), so the admin and the fuzzer stay as they are;
  // orders get junk ids.
  ...((): RouteSpec[] => {
    const junkIfMatch = fc.record({ 'if-match': fc.oneof(headerText, fc.constantFrom('1', '"1"', '*', '', '0', '-1', '99999999999999999999', '1700000000000')) }, { requiredKeys: [] });
    const encryptId = () => fc.oneof(text, fc.constantFrom('unknown-id', 'a'.repeat(64), '%2e%2e'));
    const orderUuid = () => fc.oneof(fc.uuid(), text, fc.constantFrom('00000000-0000-4000-8000-000000000000', 'not-a-uuid'));
    const day = fc.oneof(fc.constantFrom('2026-01-01', '2026-13-01', '2026-02-30', '9999-12-31', ''), text);
    const listValues = fc.oneof(fc.constantFrom('student', 'instructor', 'admin', 'active', 'disabled', 'unverified', 'paid', 'pending', 'refunded', 'test', 'vietqr', 'USD', 'payout.', 'people', '%', '_'), day, courseQueryValue);
    const setting = fc.record(
      {
        instructorSharePercent: fc.oneof(value, fc.record({ organic: fc.integer(), instructor: fc.integer(), affiliate: fc.integer() })),
        affiliateCommissionPercent: fc.oneof(fc.integer(), hugeNumber, text),
        refundWindowDays: fc.oneof(fc.integer(), hugeNumber),
        earningsHoldSeconds: fc.oneof(fc.integer(), hugeNumber),
        payoutMinimumMinor: value,
        taxRateBasisPoints: value,
        contactEmail: fc.oneof(text, fc.constantFrom('a@b.co', 'not-an-address')),
        liveChatUrl: fc.oneof(text, fc.constant(null), fc.constantFrom('https://chat.example.com', 'javascript:alert(1)', '//evil.example')),
        affiliateProgrammeEnabled: fc.oneof(fc.boolean(), text),
        socialSignInEnabled: fc.oneof(fc.boolean(), text),
        instructorApplicationsOpen: fc.oneof(fc.boolean(), text),
      },
      { requiredKeys: [] },
    );
    return [
      { method: 'GET', path: '/api/Admin/Customers', auth: true, query: ['search', 'role', 'status', 'page', 'pageSize'], queryValues: listValues },
      { method: 'GET', path: '/api/Admin/Customers/:id', auth: true, param: encryptId },
      { method: 'PUT', path: '/api/Admin/Customers/:id', body: 'json', auth: true, param: encryptId, headers: junkIfMatch, fields: { role: fc.oneof(fc.constantFrom('student', 'instructor', 'admin', 'root'), text), disabled: fc.oneof(fc.boolean(), text) } },
      { method: 'POST', path: '/api/Admin/Customers/Bulk', body: 'json', auth: true, fields: { ids: fc.oneof(fc.array(encryptId(), { maxLength: 60 }), text), action: fc.oneof(fc.constantFrom('disable', 'enable', 'promote'), text) } },
      { method: 'POST', path: '/api/Admin/Customers/:id/Resend-Activation', auth: true, param: encryptId },
      { method: 'POST', path: '/api/Admin/Customers/:id/Reset-Password', auth: true, param: encryptId },
      { method: 'GET', path: '/api/Admin/Orders', auth: true, query: ['search', 'status', 'method', 'currency', 'from', 'to', 'page', 'pageSize'], queryValues: listValues },
      { method: 'GET', path: '/api/Admin/Orders/:id', auth: true, param: orderUuid },
      { method: 'POST', path: '/api/Admin/Orders/:id/Refund', body: 'json', auth: true, param: orderUuid, fields: { reason: text, courseIds: fc.oneof(fc.array(fc.oneof(fc.integer(), hugeNumber), { maxLength: 120 }), text) } },
      { method: 'POST', path: '/api/Admin/Orders/:id/MarkReceived', body: 'json', auth: true, param: orderUuid, fields: { reference: text } },
      { method: 'GET', path: '/api/Admin/Stats', auth: true },
      { method: 'GET', path: '/api/Admin/AuditLog', auth: true, query: ['actor', 'action', 'target', 'from', 'to', 'page', 'pageSize'], queryValues: listValues },
      { method: 'GET', path: '/api/Admin/Settings', auth: true },
      { method: 'PUT', path: '/api/Admin/Settings', body: 'json', auth: true, headers: junkIfMatch, fields: { contactEmail: text }, valid: setting },
    ];
  })(),
  // -- support tickets: one's own, the instructor's forwarded ones, the staff's queue and canned replies.
  ...((): RouteSpec[] => {
    const id = () => fc.oneof(fc.constantFrom('1', '2', '0', '-1', '2147483647', '2147483648', 'abc', '1e3'), fc.integer().map(String));
    const ifMatch = fc.record({ 'if-match': fc.oneof(headerText, fc.constantFrom('1', '"1"', '*', '', '0', '-1', '99999999999999999999')) }, { requiredKeys: [] });
    const category = fc.oneof(fc.constantFrom('payment', 'refund', 'course_content', 'certificate', 'account', 'other', 'PAYMENT'), text);
    const status = fc.oneof(fc.constantFrom('new', 'open', 'pending', 'resolved', 'closed', 'active', 'all'), text);
    const ids = fc.oneof(fc.array(fc.oneof(fc.integer(), hugeNumber, text), { maxLength: 7 }), value);
    const perLanguage = fc.oneof(value, fc.record({ th: text, en: text, vi: text, tl: text }, { requiredKeys: [] }));
    const listValues = fc.oneof(status, category, fc.constantFrom('me', 'none', 'waiting', 'newest', '%', '_', 'T-000001'), courseQueryValue);
    return [
      { method: 'GET', path: '/api/Tickets', auth: true, query: ['status', 'page', 'pageSize'], queryValues: listValues },
      {
        method: 'POST', path: '/api/Tickets', body: 'json', auth: true,
        fields: { subject: text, category, orderId: fc.oneof(fc.uuid(), text), courseId: fc.oneof(fc.integer(), hugeNumber, text), lessonId: fc.oneof(fc.integer(), hugeNumber), body: text, attachmentIds: ids },
        valid: fc.record({ subject: fc.string({ minLength: 1, maxLength: 40 }), category: fc.constantFrom('payment', 'other'), body: fc.string({ minLength: 1, maxLength: 80 }) }),
      },
      { method: 'GET', path: '/api/Tickets/Links', auth: true },
      { method: 'POST', path: '/api/Tickets/Attachments', body: 'multipart', auth: true },
      { method: 'GET', path: '/api/Tickets/:id', auth: true, param: id },
      { method: 'POST', path: '/api/Tickets/:id/Messages', body: 'json', auth: true, param: id, fields: { body: text, attachmentIds: ids } },
      { method: 'POST', path: '/api/Tickets/:id/Close', auth: true, param: id },
      { method: 'POST', path: '/api/Tickets/:id/Reopen', auth: true, param: id },
      { method: 'GET', path: '/api/Tickets/:id/Attachments/:attachmentId', auth: true, param: id },
      { method: 'GET', path: '/api/Instructor/Tickets', auth: true, query: ['status', 'page', 'pageSize'], queryValues: listValues },
      { method: 'GET', path: '/api/Instructor/Tickets/:id', auth: true, param: id },
      { method: 'POST', path: '/api/Instructor/Tickets/:id/Messages', body: 'json', auth: true, param: id, fields: { body: text, attachmentIds: ids } },
      { method: 'GET', path: '/api/Admin/Tickets', auth: true, query: ['status', 'category', 'assignee', 'search', 'sort', 'page', 'pageSize'], queryValues: listValues },
      { method: 'GET', path: '/api/Admin/Tickets/:id', auth: true, param: id },
      { method: 'PUT', path: '/api/Admin/Tickets/:id', body: 'json', auth: true, param: id, headers: ifMatch, fields: { status, assigneeId: fc.oneof(text, fc.constant(null)), category } },
      { method: 'POST', path: '/api/Admin/Tickets/:id/Messages', body: 'json', auth: true, param: id, fields: { body: text, attachmentIds: ids, status } },
      { method: 'POST', path: '/api/Admin/Tickets/:id/Notes', body: 'json', auth: true, param: id, fields: { body: text, attachmentIds: ids } },
      { method: 'POST', path: '/api/Admin/Tickets/:id/Merge', body: 'json', auth: true, param: id, fields: { intoId: fc.oneof(fc.integer(), hugeNumber, text) } },
      { method: 'POST', path: '/api/Admin/Tickets/:id/Forward', auth: true, param: id },
      { method: 'GET', path: '/api/Admin/CannedReplies', auth: true },
      { method: 'POST', path: '/api/Admin/CannedReplies', body: 'json', auth: true, fields: { title: perLanguage, body: perLanguage } },
      { method: 'PUT', path: '/api/Admin/CannedReplies/:id', body: 'json', auth: true, param: id, fields: { title: perLanguage, body: perLanguage } },
      { method: 'DELETE', path: '/api/Admin/CannedReplies/:id', auth: true, param: id },
    ];
  })(),
];

let t: TestApp;
let google: FakeGoogle;
let fuzzerId: string;
let adminId: string;
let pngImage: Buffer;
/** Real ids for the course routes: published, paid, draft and enrolled courses, their lessons, certificates. */
const known = {
  courseIds: [] as number[],
  slugs: [] as string[],
  lessonIds: [] as number[],
  certificateCodes: [] as string[],
  reviewableIds: [] as number[],
  /** Every seeded event (upcoming, ended, full, the demo student's) and post. */
  eventIds: [] as number[],
  eventSlugs: [] as string[],
  postSlugs: [] as string[],
  /** The seeded lesson videos (protected files), and signed queries for them: valid, expired, altered. */
  videoNames: [] as string[],
  signedQueries: [] as string[],
};
/** Contact messages the API said it took (202): each must be stored exactly once. */
let contactsAccepted = 0;
beforeAll(async () => {
  // Social sign-in configured, with Google's keys served locally, so the fuzzed tokens reach the real checks.
  google = await startFakeGoogle();
  const firebase = { apiKey: 'k', authDomain: 'demo-academy.firebaseapp.com', projectId: google.projectId, authEmulatorHost: null };
  t = await createTestApp({ seed: true, firebaseVerifier: createFirebaseTokenVerifier(firebase, { httpAgent: google.httpAgent, credential: google.credential }) });
  const { token: fuzzerToken } = await t.signUp('fuzzer');
  const idOf = async (name: string) => (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.username, name)))[0]!.id;
  fuzzerId = await idOf('fuzzer');
  adminId = await idOf('admin');
  pngImage = await makeImage('png', 8, 8);
  // The fuzzer is enrolled in courses of its own (so Complete, Position and Reviews get past NOT_ENROLLED),
  // next to a paid course, a draft and a demo course with the demo student's certificate.
  const made: TestCourse[] = [];
  for (let i = 0; i < 12; i++) made.push(await makeCourse(t, { slug: `fuzz-course-${i}`, lessons: 3 }));
  const paid = await makeCourse(t, { slug: 'fuzz-paid', price: 9.99 });
  const hidden = await makeCourse(t, { slug: 'fuzz-draft', isPublished: false });
  for (const course of made) {
    const res = await t.request({ method: 'POST', url: `/api/Courses/${course.id}/Enroll`, token: fuzzerToken, remoteAddress: freshIp() });
    if (res.statusCode !== 201) throw new Error(`enrol: ${res.statusCode} ${res.body}`);
  }
  const demo = (await t.database.db.execute<{ id: number; slug: string }>(sql`select id, slug from courses where is_published order by id limit 3`)).rows;
  const demoLessons = (await t.database.db.execute<{ id: number }>(sql`select id from lessons where course_id in (${sql.join(demo.map((d) => sql`${d.id}`), sql`, `)}) order by id`)).rows;
  known.courseIds = [...made, paid, hidden].map((c) => c.id).concat(demo.map((d) => d.id));
  known.slugs = [...made, paid, hidden].map((c) => c.slug).concat(demo.map((d) => d.slug));
  known.lessonIds = [...made, paid, hidden].flatMap((c) => c.lessonIds).concat(demoLessons.map((l) => l.id));
  known.reviewableIds = made.map((c) => c.id).concat(paid.id, hidden.id);
  known.certificateCodes = (await t.database.db.execute<{ code: string }>(sql`select code from certificates limit 3`)).rows.map((r) => r.code);
  if (known.certificateCodes.length === 0) throw new Error('the seed issued no certificate');
  const seededEvents = (await t.database.db.execute<{ id: number; slug: string }>(sql`select id, slug from events order by id`)).rows;
  known.eventIds = seededEvents.map((e) => e.id);
  known.eventSlugs = seededEvents.map((e) => e.slug);
  known.postSlugs = (await t.database.db.execute<{ slug: string }>(sql`select slug from posts order by id`)).rows.map((p) => p.slug);
  known.videoNames = (await t.database.db.execute<{ name: string }>(sql`select distinct substring(video_url from '[^/]+$') as name from lessons where video_url is not null`)).rows.map((r) => r.name);
  const config = t.config;
  const expired = new MediaUrls({ secret: config.jwtSecret, ttlSeconds: config.mediaUrlTtlSeconds, storageBaseUrl: config.storageBaseUrl }, () => Date.now() - 86_400_000);
  known.signedQueries = known.videoNames.flatMap((name) => {
    const valid = t.context.mediaUrls.urlFor('course-video', name, null).split('?')[1]!;
    return [valid, valid, expired.urlFor('course-video', name, 'someone').split('?')[1]!, valid.replace(/signature=./, 'signature=_'), `${valid}&expires=1`];
  });
  if (known.videoNames.length === 0) throw new Error('the seed stored no lesson video');
  if (known.eventIds.length === 0 || known.postSlugs.length === 0) throw new Error('the seed made no events or posts');
});
afterAll(async () => {
  await t.close();
  await google.close();
});

// -- Quizzes: attempts --
// Quizzes of the demo instructor the fuzzer is enrolled in, each with an attempt of the fuzzer's open. Two
// essays and a pass mark of 100 keep them from ever passing (the points check above counts no quiz bonus).
const attemptKnown = { quizIds: ['1'], attemptIds: ['1'], questionIds: ['1'] };
beforeAll(async () => {
  const [fuzzer] = await t.database.db.select().from(customers).where(eq(customers.id, fuzzerId));
  const token = await tokenById(fuzzerId);
  attemptKnown.quizIds = [];
  attemptKnown.attemptIds = [];
  attemptKnown.questionIds = [];
  for (let i = 0; i < 3; i++) {
    const quiz = await makeQuiz(t, {
      slug: `fuzz-quiz-${i}`,
      questions: [...sampleQuestions(), essayQuestion(), essayQuestion()],
      settings: { passMarkPercent: 100, feedbackMode: i === 0 ? 'each' : 'submit', timeLimitSeconds: i === 2 ? 3600 : null },
    });
    await t.request({ method: 'POST', url: `/api/Courses/${quiz.course.id}/Enroll`, token, remoteAddress: freshIp() });
    const attempt = await t.services.quizAttempts.start(fuzzer!, quiz.quizId);
    attemptKnown.quizIds.push(String(quiz.quizId));
    attemptKnown.attemptIds.push(String(attempt.id));
    attemptKnown.questionIds.push(...quiz.questions.map((q) => String(q.id)));
  }
});

// -- Quizzes: authoring --
// A quiz of the admin's with two questions and the demo student enrolled (overrides), so fuzzed calls reach real ones.
// (Not the fuzzer: the course is a draft, where the fuzzer must never be enrolled.)
const quizKnown = { quizIds: ['1'], questionIds: ['1'] };
beforeAll(async () => {
  const [admin] = await t.database.db.select().from(customers).where(eq(customers.id, adminId));
  const course = await t.services.authoring.create(admin!, { title: 'Quizzes under the fuzzer', language: 'en', categoryId: 1 });
  const section = await t.services.authoring.addSection(admin!, course.id, 'Part');
  const lesson = await t.services.authoring.addLesson(admin!, section.id, { title: 'Quiz', kind: 'quiz' });
  const common = { points: 1, explanation: '', image: null, tags: ['fuzz'] };
  const single = await t.services.quizAuthoring.addQuestion(admin!, lesson.quizId!, { ...common, type: 'single', prompt: 'A?', options: [{ text: 'a', correct: true }, { text: 'b', correct: false }] });
  const pairs = await t.services.quizAuthoring.addQuestion(admin!, lesson.quizId!, { ...common, type: 'matching', prompt: 'B?', pairs: [{ left: 'a', right: '1' }, { left: 'b', right: '2' }] });
  await t.database.db.execute(sql`insert into enrollments (customer_id, course_id) select id, ${course.id} from customers where username = 'student' on conflict do nothing`);
  quizKnown.quizIds = [String(lesson.quizId)];
  quizKnown.questionIds = [String(single.id), String(pairs.id)];
});

// -- Buying courses --
// A pending order of the fuzzer's for a paid course (it may cancel it or change its method, never pay it),
// and a coupon of the admin's to edit.
const commerceKnown = { orderIds: ['00000000-0000-4000-8000-000000000000'], couponIds: ['1'] };
beforeAll(async () => {
  const [fuzzer] = await t.database.db.select().from(customers).where(eq(customers.id, fuzzerId));
  const [admin] = await t.database.db.select().from(customers).where(eq(customers.id, adminId));
  const paid = await makeCourse(t, { slug: 'fuzz-paid-checkout', price: 12.5, instructor: 'admin' });
  await t.services.cart.add(fuzzer!, paid.id);
  const { order } = await t.services.orders.checkout(fuzzer!, { method: 'test' });
  commerceKnown.orderIds = [order.id];
  const coupon = await t.services.coupons.create(admin!, { code: 'FUZZ-COUPON', kind: 'percent', percent: 10, courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true });
  commerceKnown.couponIds = [String(coupon.id)];
});

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
  // A HEAD answer has the headers of the problem but no body.
  if (req.method === 'HEAD' && res.body === '') {
    if (res.statusCode >= 400 && !type.includes('problem+json')) throw new Error(`error without problem+json: ${where}`);
  } else if (type.includes('problem+json')) {
    const body = JSON.parse(res.body) as { code?: unknown; status?: unknown };
    if (typeof body.code !== 'string' || body.status !== res.statusCode) throw new Error(`bad problem body: ${where}`);
  } else if (res.statusCode === 404 && type.startsWith('text/html') && /^\/(?!api\/|api$|storage\/)/i.test(new URL(typeof req.url === 'string' ? req.url : '/', 'http://academy.test').pathname) && res.body.startsWith('<!doctype html>')) {
    // A page path the SPA does not have (after the dot segments are resolved, as a browser does): its
    // own index.html, which shows the 404 page. API and file paths never get it.
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
  const param = route.param ? (route.onlyParam ? route.param() : fc.oneof({ arbitrary: pathParam, weight: 1 }, { arbitrary: route.param(), weight: 3 })) : pathParam;
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
      params: fc.array(param, { minLength: params, maxLength: params }),
      query: route.rawQuery ? fc.oneof(queryString(route.query ?? [], route.queryValues), route.rawQuery()) : queryString(route.query ?? [], route.queryValues),
      headers: route.headers ?? fc.constant(undefined),
      body: route.body === 'json' ? fc.option(bodyText(route.fields, route.rawBodies, route.valid), { nil: undefined, freq: 8 }) : fc.option(bodyText(), { nil: undefined, freq: 2 }),
      type: contentType,
      form,
    })
    .map(({ params: values, query, body, type, form: part, headers: extra }) => {
      let i = 0;
      const url = route.path.replace(/:\w+/g, () => values[i++] ?? '') + (query ? `?${query}` : '');
      if (route.body === 'multipart' && part) {
        const mp = multipart([{ name: part.name, data: part.data, filename: part.filename, ...(part.contentType ? { contentType: part.contentType } : {}) }]);
        return { method: route.method, url, payload: mp.payload, headers: mp.headers };
      }
      if (body === undefined || route.method === 'GET') return { method: route.method, url, ...(extra ? { headers: extra } : {}) };
      return { method: route.method, url, payload: body, headers: { 'content-type': type } };
    });
}

async function send(req: InjectOptions, as: 'anonymous' | 'student' | 'admin') {
  const token = as === 'student' ? await tokenById(fuzzerId) : as === 'admin' ? await tokenById(adminId) : undefined;
  const res = await t.request({ ...req, remoteAddress: freshIp(), ...(token ? { token } : {}) });
  check(req, res);
  if (req.method === 'POST' && String(req.url).startsWith('/api/Contact') && res.statusCode === 202) contactsAccepted++;
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

  it('GET /api/Courses: LIKE wildcards and escapes in a search are literal text', async () => {
    // No course has any of these characters, so whatever mix of them is searched finds nothing
    // (the full-width forms become ASCII ones once accents are stripped, after any escaping in JS).
    const wild = fc.string({ unit: fc.constantFrom('%', '_', '\\', '％', '＿', '＼', '∖', '﹪', '﹨', ' '), minLength: 1, maxLength: 12 }).filter((x) => x.trim() !== '');
    await fc.assert(
      fc.asyncProperty(wild, fc.constantFrom('relevance', 'newest'), async (search, sort) => {
        const req: InjectOptions = { method: 'GET', url: `/api/Courses?search=${encode(search)}&sort=${sort}` };
        const res = await t.request({ ...req, remoteAddress: freshIp() });
        check(req, res);
        expect([search, res.statusCode, res.json<{ total: number }>().total]).toEqual([search, 200, 0]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('left no prototype polluted and the demo accounts intact', async () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    // (No log-in here: the fuzzer's wrong passwords may have throttled the accounts, as they should.)
    const [admin] = await t.database.db.select().from(customers).where(eq(customers.id, adminId));
    expect(admin).toMatchObject({ role: 'admin', username: 'admin' });
    const [fuzzer] = await t.database.db.select().from(customers).where(eq(customers.id, fuzzerId));
    expect(fuzzer).toMatchObject({ role: 'student' });
    // Points come only from completions, and the counters agree with the progress rows.
    expect(fuzzer!.points).toBe(fuzzer!.completedLessons * POINTS_PER_LESSON + fuzzer!.completedCourses * POINTS_PER_COURSE);
    const [progress] = (
      await t.database.db.execute<{ lessons: number; courses: number }>(sql`select
        (select count(*)::int from lesson_progress where customer_id = ${fuzzerId} and completed_at is not null) as lessons,
        (select count(*)::int from certificates where customer_id = ${fuzzerId}) as courses`)
    ).rows;
    expect([fuzzer!.completedLessons, fuzzer!.completedCourses]).toEqual([progress!.lessons, progress!.courses]);
    // Nobody enrolled in a paid course or a draft; the fuzz courses' counters match their rows (the seed's are made up).
    const paid = await t.database.db
      .select({ slug: courses.slug, price: courses.price, status: courses.status, isPublished: courses.isPublished, orderId: enrollments.orderId })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(eq(enrollments.customerId, fuzzerId), sql`(${courses.price} > 0 or not ${courses.isPublished})`));
    expect(paid).toEqual([]);
    const drift = await t.database.db.execute(sql`select c.id from courses c
      where c.slug like 'fuzz-%' and (c.enrollment_count <> (select count(*) from enrollments e where e.course_id = c.id)
         or c.rating_count <> (select count(*) from reviews r where r.course_id = c.id)
         or c.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.course_id = c.id))`);
    expect(drift.rows).toEqual([]);
    // Seats: every event's counter agrees with its registrations and stays within capacity; nobody
    // fuzzing took a seat at an event that had ended; the seeded full event is still exactly full.
    const seatDrift = await t.database.db.execute(sql`select e.slug from events e
      where e.registered_count <> (select count(*) from event_registrations r where r.event_id = e.id) or e.registered_count > e.capacity`);
    expect(seatDrift.rows).toEqual([]);
    const [late] = (
      await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from event_registrations r join events e on e.id = r.event_id
        where r.customer_id in (${fuzzerId}, ${adminId}) and e.ends_at <= now()`)
    ).rows;
    expect(late!.n).toBe(0);
    const full = EVENTS.find((e) => e.inDays > 0 && e.taken === e.capacity)!;
    const [stillFull] = (await t.database.db.execute<{ count: number; capacity: number }>(sql`select registered_count as count, capacity from events where slug = ${full.slug}`)).rows;
    expect(stillFull).toEqual({ count: full.capacity, capacity: full.capacity });
    // Every contact message the API took was stored once; none that it refused.
    const [contacts] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contact_messages`)).rows;
    expect(contacts!.n).toBe(contactsAccepted);
  });
});
