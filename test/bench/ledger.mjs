#!/usr/bin/env node
// npm run bench:ledger: an instructor's statement over 100,000 ledger entries, against a production
// start (embedded PostgreSQL, fresh DATA_DIR; `npm run build` first, the server is enough).
//
// Seeds straight in SQL (generate_series), as the ledger writes a sale: 20,000 paid orders
// (BENCH_ORDERS) of the demo student, each of 5 lines (5 of the demo instructor's courses), over the
// last 365 days, two thirds in THB and one third in VND; each line has its gross, tax, provider fee,
// platform fee and instructor net entries (500,000 entries, 100,000 of them the instructor's), and
// every 100th order is refunded (a reversal of each of its entries): 101,000 statement entries.
//
// Then, with 4 and with 8 keep-alive connections (BENCH_CONNECTIONS=4,8), BENCH_REQUESTS (400) requests
// per case (after 20 not counted): GET /api/Instructor/Statement first pages (50 and 200 entries), deep pages
// (random pages of the last thousand), a first page whose range's totals are not cached (the
// aggregate over every entry each time), and a filtered range (one month, THB, random pages); p50, p95,
// p99 and req/s of each (target p95 <= 200 ms); then the whole CSV export once: time, size, rows
// (checked against the total); and the earnings read once at a time. Exits 1 when an answer is wrong (status, total, CSV rows).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, percentile, pool, requireBuild, startBuiltServer, stopServer, waitFor } from './support.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS || 20_000);
const LINES = 5;
/** Each case runs with each of these numbers of connections. */
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS || '4,8').split(',').map(Number);
const CONNECTIONS = Math.max(...CONNECTION_COUNTS);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 400);
const WARMUP = 20;
const TARGET_P95_MS = 200;
const INSTRUCTOR = { username: 'instructor', password: 'Teak-Harbor-77' };

requireBuild();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-ledger-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

/** The embedded database of DATA_DIR, as the server reaches it (its Unix socket, or TCP). */
function databaseClient() {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const dbPort = Number(lines[3]);
  const socketDir = lines[4]?.trim();
  const password = fs.readFileSync(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
  const host = socketDir && fs.existsSync(path.join(socketDir, `.s.PGSQL.${dbPort}`)) ? socketDir : '127.0.0.1';
  return new pg.Client({ host, port: dbPort, user: 'academy', password, database: 'academy' });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
/** GET over the keep-alive pool: { ms, status, body (text), bytes }. */
function get(url, token) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: url, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({ ms: performance.now() - t0, status: res.statusCode, headers: res.headers, body: buffer.toString('utf8'), bytes: buffer.length });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function seed(db) {
  const { rows: [instructor] } = await db.query(`select id from customers where username = $1`, [INSTRUCTOR.username]);
  const { rows: [student] } = await db.query(`select id from customers where username = 'student'`);
  const { rows: courses } = await db.query(`select id, title from courses where instructor_id = $1 order by id limit ${LINES}`, [instructor.id]);
  if (courses.length < LINES) throw new Error(`the demo instructor has ${courses.length} courses, ${LINES} wanted`);
  await db.query('begin');
  await db.query(`create temp table bench_orders on commit drop as
    select i, gen_random_uuid() as id, case when i % 3 = 0 then 'VND' else 'THB' end as currency,
      now() - make_interval(secs => (i::float8 / ${ORDERS}) * 365 * 86400) as paid_at
    from generate_series(1, ${ORDERS}) i`);
  // Per line: what was paid (P), the tax in it (7 % of THB, 10 % of VND, included), the provider fee (365 bp).
  await db.query(`insert into orders (id, number, customer_id, status, country_id, currency, subtotal_minor, discount_minor, tax_minor, tax_rate_basis_points, total_minor, method, billing, cart_key, paid_at, closed_at, created_at, updated_at)
    select o.id, 'BL-' || lpad(o.i::text, 7, '0'), $1, case when o.i % 100 = 0 then 'refunded' else 'paid' end::order_status, 174, o.currency,
      ${LINES} * p.price, 0, ${LINES} * p.tax, p.bp, ${LINES} * p.price, 'test', '{"name":"","address":"","countryCode":null,"taxId":null,"email":"student@example.com"}'::jsonb,
      'bench-' || o.i, o.paid_at, case when o.i % 100 = 0 then o.paid_at + interval '1 day' end, o.paid_at, o.paid_at
    from bench_orders o cross join lateral (select case when o.currency = 'VND' then 399000 else 49900 end as price,
      case when o.currency = 'VND' then 36273 else 3264 end as tax, case when o.currency = 'VND' then 1000 else 700 end as bp) p`, [student.id]);
  await db.query(`insert into order_lines (order_id, course_id, title, unit_minor, discount_minor, total_minor)
    select o.id, c.id, c.title, o.total_minor / ${LINES}, 0, o.total_minor / ${LINES}
    from orders o join bench_orders b on b.id = o.id cross join (select unnest($1::int[]) as id, unnest($2::text[]) as title) c`, [courses.map((c) => c.id), courses.map((c) => c.title)]);
  await db.query(`insert into ledger_entries (kind, party, beneficiary_id, amount_minor, currency, status, channel, order_id, order_line_id, course_id, available_at, created_at)
    select k.kind::ledger_entry_kind, k.party::ledger_party, case when k.kind = 'instructor_net' then $1::uuid end, k.amount, o.currency,
      (case when k.kind in ('platform_fee', 'instructor_net') and o.paid_at > now() - interval '30 days' then 'pending' else 'available' end)::ledger_status,
      'organic', ol.order_id, ol.id, ol.course_id, case when k.kind in ('platform_fee', 'instructor_net') then o.paid_at + interval '30 days' end, o.paid_at
    from order_lines ol join bench_orders o on o.id = ol.order_id
      cross join lateral (select ol.total_minor as p, case when o.currency = 'VND' then 36273 else 3264 end as tax, (ol.total_minor * 365) / 10000 as fee) s
      cross join lateral (select s.p - s.tax - s.fee as rest) r
      cross join lateral (values ('gross', 'sale', s.p), ('tax', 'tax', s.tax), ('provider_fee', 'provider', s.fee),
        ('platform_fee', 'platform', r.rest - (r.rest * 70) / 100), ('instructor_net', 'instructor', (r.rest * 70) / 100)) k(kind, party, amount)`, [instructor.id]);
  // Every 100th order refunded a day after the sale: each entry reversed (pending originals and their reversals become reversed).
  await db.query(`insert into ledger_entries (kind, party, beneficiary_id, amount_minor, currency, status, channel, order_id, order_line_id, course_id, reverses_id, available_at, created_at)
    select e.kind, e.party, e.beneficiary_id, -e.amount_minor, e.currency, case when e.status = 'pending' then 'reversed' else 'available' end::ledger_status,
      e.channel, e.order_id, e.order_line_id, e.course_id, e.id, e.available_at, e.created_at + interval '1 day'
    from ledger_entries e join bench_orders o on o.id = e.order_id where o.i % 100 = 0`);
  await db.query(`update ledger_entries set status = 'reversed' where status = 'pending' and order_id in (select id from bench_orders where i % 100 = 0) and reverses_id is null`);
  await db.query('commit');
  await db.query('vacuum analyze ledger_entries, orders, order_lines');
  const { rows: [counts] } = await db.query(`select count(*)::int as all, count(*) filter (where beneficiary_id = $1 and party = 'instructor')::int as mine from ledger_entries`, [instructor.id]);
  return counts;
}

/** `count` requests made by `make(i)`, `connections` at a time, after WARMUP not counted; checks each answer. */
async function measure(name, connections, count, make, token, check) {
  await pool(Array.from({ length: WARMUP }, (_, i) => i), connections, (i) => get(make(i), token));
  const started = performance.now();
  const answers = await pool(Array.from({ length: count }, (_, i) => i), connections, (i) => get(make(i), token));
  const wall = performance.now() - started;
  const bad = answers.filter((a) => a.status !== 200 || !check(JSON.parse(a.body)));
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { name, connections, n: count, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99), rps: (count / wall) * 1000, errors: bad.length, sample: bad[0]?.body.slice(0, 200) };
}

const seeding = startBuiltServer(env);
await waitFor(`${base}/api/health`, seeding);
await stopServer(seeding);
const server = startBuiltServer(env);
let failed = false;
let db = null;
try {
  await waitFor(`${base}/api/health`, server);
  db = databaseClient();
  await db.connect();
  const seedStart = performance.now();
  const counts = await seed(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const login = await fetch(`${base}/api/Auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(INSTRUCTOR) });
  if (!login.ok) throw new Error(`POST /api/Auth -> ${login.status}`);
  const { accessToken: token } = await login.json();

  const statement = '/api/Instructor/Statement';
  const total = counts.mine;
  const lastPage = Math.ceil(total / 50);
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  // One month in the middle of the year, THB only: its count, for the check.
  const [from, to] = [day(200), day(170)];
  const { rows: [ranged] } = await db.query(
    `select count(*)::int as n from ledger_entries where beneficiary_id = (select id from customers where username = $1) and party = 'instructor' and currency = 'THB' and created_at >= $2::timestamptz and created_at < $3::timestamptz + interval '1 day'`,
    [INSTRUCTOR.username, `${from}T00:00:00Z`, `${to}T00:00:00Z`],
  );
  const rangedPages = Math.max(1, Math.ceil(ranged.n / 50));
  const random = (n) => 1 + Math.floor(Math.random() * n);
  const hasPage = (p, expectedTotal, size) => p.total === expectedTotal && p.items.length === size && p.items.every((e) => e.kind !== 'instructor_net' || e.breakdown !== null);

  const cases = [
    ['first page (50)', () => `${statement}?pageSize=50`, (p) => hasPage(p, total, 50)],
    ['first page (200)', () => `${statement}?pageSize=200`, (p) => hasPage(p, total, 200)],
    // The same whole range under another name each time (an end day in the future): its totals are never cached.
    ['first page (50), totals not cached', () => `${statement}?pageSize=50&to=${day(-1 - random(100_000))}`, (p) => hasPage(p, total, 50)],
    ['deep pages (50, last 1,000 pages)', () => `${statement}?pageSize=50&page=${lastPage - random(1000)}`, (p) => hasPage(p, total, 50)],
    ['one month, THB (50, random page)', () => `${statement}?pageSize=50&currency=THB&from=${from}&to=${to}&page=${random(rangedPages - 1)}`, (p) => p.total === ranged.n && p.items.length === Math.min(50, ranged.n)],
  ];
  const results = [];
  for (const connections of CONNECTION_COUNTS) {
    for (const [name, make, check] of cases) results.push(await measure(name, connections, REQUESTS, make, token, check));
  }
  // The earnings page's read (balances and 12 months), one at a time: for information.
  const earnings = await measure('GET /api/Instructor/Earnings', 1, 20, () => '/api/Instructor/Earnings', token, (e) => e.monthly.length > 0);

  // The whole CSV, once.
  const csv = await get(`${statement}?format=csv`, token);
  const csvRows = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n').length - 1;
  const csvOk = csv.status === 200 && csv.body.startsWith('\uFEFF') && csvRows === total;

  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`\nbench:ledger — ${counts.all.toLocaleString('en')} ledger entries, ${total.toLocaleString('en')} in the instructor's statement (${ORDERS.toLocaleString('en')} orders x ${LINES} lines, 1 % refunded); seeded in ${seedSeconds.toFixed(1)} s`);
  console.log(`${REQUESTS} requests per case (+${WARMUP} warm-up); ${os.cpus().length} CPUs, load average ${load}\n`);
  console.log('| GET /api/Instructor/Statement | connections | p50 ms | p95 ms | p99 ms | req/s | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) console.log(`| ${r.name} | ${r.connections} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.errors} |`);
  console.log(`\nGET /api/Instructor/Earnings (one at a time, 20): p50 ${earnings.p50.toFixed(1)} ms, p95 ${earnings.p95.toFixed(1)} ms${earnings.errors ? ` (${earnings.errors} wrong)` : ''}`);
  console.log(`\nCSV export (every entry): ${(csv.ms / 1000).toFixed(2)} s, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB, ${csvRows.toLocaleString('en')} rows ${csvOk ? '(all entries)' : `(WRONG: status ${csv.status}, ${total} expected)`}`);
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(`Target p95 <= ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'} (worst p95 ${worst.toFixed(1)} ms)`);
  for (const r of results) if (r.errors) console.log(`${r.name}: ${r.errors} wrong answers, e.g. ${r.sample}`);
  failed = results.some((r) => r.errors > 0) || earnings.errors > 0 || !csvOk;
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  agent.destroy();
  await db?.end().catch(() => {});
  await stopServer(server);
  if (!process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  else console.log(`DATA_DIR kept: ${dataDir}`);
}
process.exit(failed ? 1 : 0);
