#!/usr/bin/env node
// npm run bench:checkout: a crowd buying the same paid course at the same moment, against a production
// start (embedded PostgreSQL, fresh DATA_DIR, PAYMENT_TEST_PROVIDER=on; `npm run build` first).
//
// 100 buyers (BENCH_BUYERS) sign up (each from an address of its own, X-Forwarded-For) and put the
// course in their carts; after 5 warm-up checkouts one at a time (BENCH_WARMUP_BUYERS, not counted),
// all check out at once with the test bank (POST /api/Orders {method:'test'}); every tenth buyer
// double-clicks (the same POST twice at once). Then every payment is approved at the test bank twice
// at once, and once more later; for a few payments the webhook route also gets a replayed
// confirmation (same event id three times, signed with the test bank's secret from DATA_DIR), one
// signed too long ago and one with a wrong amount.
//
// Prints p50/p99 of POST /api/Orders (target p99 <= 150 ms) next to the machine's floor (GET
// /api/Auth/Me by as many at once) and checks, from the API and the database: exactly 1 order per
// buyer, exactly 1 succeeded payment per order ("0 double charges"), every buyer enrolled ("0 missing
// enrolments"), 1 receipt mail per buyer in DATA_DIR/mail, each replayed event stored once. Exits 1
// when a check fails. BENCH_KEEP_DATA=1 keeps the DATA_DIR (mails, database) to look at.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { freePort, percentile, pool, requireBuild, rssMb, startBuiltServer, stopServer, waitFor } from './support.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS || 100);
const SETUP_CONCURRENCY = Number(process.env.BENCH_SETUP_CONCURRENCY || 8);
/** Every DOUBLE_CLICK_EVERY-th buyer sends the checkout twice at once. */
const DOUBLE_CLICK_EVERY = 10;
/** Payments whose confirmation is also replayed straight to the webhook route. */
const REPLAYED = 5;
const TARGET_P99_MS = 150;
/** Buyers who check out one after another before the crowd (a shop that has been up a while; not counted). */
const WARMUP_BUYERS = Number(process.env.BENCH_WARMUP_BUYERS ?? 5);
// The mail worker delivers about one mail a second (the sign-ups' activation mails come first): wait up to this long.
const MAIL_WAIT_MS = Number(process.env.BENCH_MAIL_WAIT_MS || 300_000);
const TEST_SIGNATURE_HEADER = 'academy-signature';

requireBuild();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-checkout-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// TRUST_PROXY: each buyer comes from an address of its own (X-Forwarded-For), so the per-address
// limits (sign-up, the test bank's buttons), which a real crowd would never share, do not decide it.
const env = {
  DATABASE_URL: '',
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  PAYMENT_TEST_PROVIDER: 'on',
};

/** JSON call; answers { status, body }; throws unless the status is 2xx or listed in `accept`. */
async function call(method, url, { token, body, ip, headers = {}, raw, accept = [] } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  if (!res.ok && !accept.includes(res.status)) throw new Error(`${method} ${url} -> ${res.status} ${text.slice(0, 300)}`);
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

/**
 * `requests` ({ method, path, token, ip, body }) all sent at the same moment from a worker thread
 * (node:http, lighter than fetch), each on a keep-alive connection opened beforehand (GET
 * /api/health), like buyers with the checkout page open. Each is timed from just before it is
 * written to the last byte of its answer. Answers { wallMs, answers: [{ ms, status, body }] } in order.
 */
function burst(requests) {
  const source = `
    const http = require('node:http');
    const { parentPort, workerData: { port, requests } } = require('node:worker_threads');
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity, scheduling: 'fifo' });
    const send = (method, path, headers, body) => new Promise((resolve) => {
      const t0 = performance.now();
      const fail = (err) => resolve({ ms: performance.now() - t0, status: 0, body: String(err) });
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end(body);
    });
    (async () => {
      const opened = await Promise.all(requests.map(() => send('GET', '/api/health', {})));
      const closed = opened.find((r) => r.status !== 200);
      if (closed) throw new Error('GET /api/health -> ' + closed.status + ' ' + closed.body);
      await new Promise((r) => setTimeout(r, 200));
      const open = Object.values(agent.freeSockets).reduce((n, list) => n + list.length, 0);
      if (open < requests.length) throw new Error(open + ' keep-alive connections open, ' + requests.length + ' wanted');
      const started = performance.now();
      const answers = await Promise.all(requests.map((r) => {
        const body = r.body === undefined ? undefined : JSON.stringify(r.body);
        const headers = { ...(r.token ? { authorization: 'Bearer ' + r.token } : {}), ...(r.ip ? { 'x-forwarded-for': r.ip } : {}), ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };
        return send(r.method, r.path, headers, body);
      }));
      parentPort.postMessage({ wallMs: performance.now() - started, answers });
      agent.destroy();
    })().catch((err) => parentPort.postMessage({ error: String(err) }));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { port, requests } });
    worker.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m)));
    worker.once('error', reject);
  });
}

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A test bank event signed as the test bank signs (HMAC-SHA256 over "<t>.<body>"), optionally as of an older time. */
function signedTestEvent(secret, event, unixSeconds = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  const t = String(unixSeconds);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
  return { body, headers: { [TEST_SIGNATURE_HEADER]: `t=${t},v1=${v1}` } };
}

// ---- Reading the mails the server wrote (DATA_DIR/mail/*.eml) ------------------------------------

function decodeQuotedPrintable(text) {
  const bytes = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
function decodeWords(text) {
  return text.replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc, data]) =>
        enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'utf8'),
      ),
    ).toString('utf8'),
  );
}
/** A part's headers (unfolded) and decoded body; multipart bodies are read part by part. */
function readPart(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  let text;
  if (boundary) {
    text = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => readPart(part.replace(/^\r?\n/, '')).text)
      .join('\n');
  } else {
    const encoding = header('Content-Transfer-Encoding').toLowerCase();
    text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  }
  return { to: decodeWords(header('To')), subject: decodeWords(header('Subject')), text };
}
function readMails(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readPart(fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** The embedded database of DATA_DIR, as the server reaches it (its Unix socket, or TCP). */
function databaseClient() {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const dbPort = Number(lines[3]);
  const socketDir = lines[4]?.trim();
  const password = fs.readFileSync(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
  const host = socketDir && fs.existsSync(path.join(socketDir, `.s.PGSQL.${dbPort}`)) ? socketDir : '127.0.0.1';
  return new pg.Client({ host, port: dbPort, user: 'academy', password, database: 'academy' });
}

const seeding = startBuiltServer(env);
await waitFor(`${base}/api/health`, seeding);
await stopServer(seeding);
const server = startBuiltServer(env);
let failed = false;
let db = null;
try {
  await waitFor(`${base}/api/health`, server);
  const secretFile = path.join(dataDir, 'secrets', 'payment-test-webhook-secret');
  if (!fs.existsSync(secretFile)) throw new Error(`no test bank secret at ${secretFile} (is the test provider on?)`);
  const webhookSecret = fs.readFileSync(secretFile, 'utf8').trim();

  // The paid demo course everyone buys (BENCH_COURSE: a slug; default the first paid one of the catalogue).
  const slug = process.env.BENCH_COURSE || (await call('GET', '/api/Courses?price=paid&pageSize=1&sort=newest')).body.items[0]?.slug;
  if (!slug) throw new Error('no paid demo course');
  const course = (await call('GET', `/api/Courses/${slug}`)).body;

  // ---- Set-up: sign up, sign in, add to cart --------------------------------------------------
  const setupStart = Date.now();
  const buyers = await pool(Array.from({ length: BUYERS }, (_, i) => i), SETUP_CONCURRENCY, async (i) => {
    const username = `bench.checkout.${i}.${process.pid}`;
    const password = `Lantern-Quartz-Mango-${i}`;
    const ip = `10.88.${i >> 8}.${i & 255}`;
    await call('POST', '/api/Customers', { body: { username, email: `${username}@example.com`, password }, ip });
    const token = (await call('POST', '/api/Auth', { body: { username, password }, ip })).body.accessToken;
    const added = await call('POST', `/api/Cart/${course.id}`, { token, ip });
    if (added.status !== 201) throw new Error(`POST /api/Cart/${course.id} -> ${added.status}, 201 expected`);
    return { i, username, email: `${username}@example.com`, token, ip, doubleClick: i % DOUBLE_CLICK_EVERY === 0 };
  });
  const setupSeconds = (Date.now() - setupStart) / 1000;

  // A few checkouts first, one at a time, so the crowd meets a warm server (compiled code, prepared statements).
  const warmup = [];
  for (let w = 0; w < WARMUP_BUYERS; w += 1) {
    const username = `bench.checkout.warmup.${w}.${process.pid}`;
    const password = `Lantern-Quartz-Mango-w${w}`;
    const ip = `10.89.0.${w}`;
    await call('POST', '/api/Customers', { body: { username, email: `${username}@example.com`, password }, ip });
    const token = (await call('POST', '/api/Auth', { body: { username, password }, ip })).body.accessToken;
    await call('POST', `/api/Cart/${course.id}`, { token, ip });
    const started = performance.now();
    await call('POST', '/api/Orders', { token, ip, body: { method: 'test' } });
    warmup.push(performance.now() - started);
  }

  // ---- Everyone checks out at once; double-clickers twice ---------------------------------------
  const checkoutRequests = buyers.flatMap((b) => {
    const one = { method: 'POST', path: '/api/Orders', token: b.token, ip: b.ip, body: { method: 'test' }, buyer: b.i };
    return b.doubleClick ? [one, one] : [one];
  });
  const checkout = await burst(checkoutRequests.map((r) => ({ method: r.method, path: r.path, token: r.token, ip: r.ip, body: r.body })));
  const checkoutErrors = [];
  const orderOf = new Map();
  checkout.answers.forEach((answer, k) => {
    const buyer = buyers[checkoutRequests[k].buyer];
    const body = parse(answer.body);
    if ((answer.status !== 201 && answer.status !== 200) || !body?.id || !body.payment?.id) {
      checkoutErrors.push(`buyer ${buyer.i}: POST /api/Orders -> ${answer.status} ${answer.body.slice(0, 200)}`);
      return;
    }
    const earlier = orderOf.get(buyer.i);
    if (earlier && (earlier.id !== body.id || earlier.payment.id !== body.payment.id)) {
      checkoutErrors.push(`buyer ${buyer.i}: the double click made two orders or payments (${earlier.id}/${earlier.payment.id}, ${body.id}/${body.payment.id})`);
    }
    if (!earlier) orderOf.set(buyer.i, body);
  });
  const created201 = checkout.answers.filter((a) => a.status === 201).length;
  const times = checkout.answers.filter((a) => a.status === 201 || a.status === 200).map((a) => a.ms).sort((a, b) => a - b);
  const p50 = times.length ? percentile(times, 50) : NaN;
  const p99 = times.length ? percentile(times, 99) : NaN;

  // The floor on this machine: the same requests' count of GET /api/Auth/Me at once, measured the same way.
  const me = await burst(checkoutRequests.map((r) => ({ method: 'GET', path: '/api/Auth/Me', token: r.token, ip: r.ip })));
  if (me.answers.some((a) => a.status !== 200)) throw new Error(`GET /api/Auth/Me -> ${me.answers.find((a) => a.status !== 200).status}`);
  const floor = me.answers.map((a) => a.ms).sort((a, b) => a - b);

  // ---- The test bank approves every payment twice at once, then once more later -----------------
  const paid = buyers.filter((b) => orderOf.has(b.i)).map((b) => ({ ...b, order: orderOf.get(b.i) }));
  const approvePath = (b) => `/api/Payments/Test/${b.order.payment.id}/Approve`;
  const approveStatuses = new Map();
  const countStatus = (status) => approveStatuses.set(status, (approveStatuses.get(status) ?? 0) + 1);
  const approvals = await pool(paid, SETUP_CONCURRENCY, async (b) => {
    const both = await Promise.all([0, 1].map(() => call('POST', approvePath(b), { ip: b.ip, accept: [409] })));
    both.forEach((r) => countStatus(r.status));
    return both.filter((r) => r.status === 200).length;
  });
  // Both clicks may answer 200 (each sends its webhook: duplicates on purpose); what counts is the effect, checked below.
  const bothAnswered200 = approvals.filter((n) => n === 2).length;
  const noneAnswered200 = approvals.filter((n) => n === 0).length;
  await pool(paid, SETUP_CONCURRENCY, async (b) => countStatus((await call('POST', approvePath(b), { ip: b.ip, accept: [409] })).status));

  // ---- Replays straight to the webhook route ---------------------------------------------------
  const replayProblems = [];
  const replayedEventIds = [];
  for (const b of paid.slice(0, REPLAYED)) {
    const payment = b.order.payment;
    const event = { id: `evt_bench_${crypto.randomUUID()}`, type: 'payment.succeeded', paymentId: payment.id, amountMinor: payment.amountMinor, currency: payment.currency, occurredAt: new Date().toISOString() };
    replayedEventIds.push(event.id);
    const signed = signedTestEvent(webhookSecret, event);
    // The same bytes twice at once, then again: stored once, nothing applied twice.
    const answers = await Promise.all([0, 1].map(() => call('POST', '/api/Payments/Webhooks/test', { raw: signed.body, headers: signed.headers, accept: [400, 409] })));
    answers.push(await call('POST', '/api/Payments/Webhooks/test', { raw: signed.body, headers: signed.headers, accept: [400, 409] }));
    if (answers.some((a) => a.status >= 300)) replayProblems.push(`replayed event for ${payment.id}: ${answers.map((a) => a.status).join(', ')}, 2xx expected`);
    // Signed more than five minutes ago: refused.
    const old = signedTestEvent(webhookSecret, { ...event, id: `evt_bench_old_${crypto.randomUUID()}` }, Math.floor(Date.now() / 1000) - 600);
    const oldAnswer = await call('POST', '/api/Payments/Webhooks/test', { raw: old.body, headers: old.headers, accept: [400, 401] });
    if (oldAnswer.status < 400) replayProblems.push(`an event signed 10 minutes ago was accepted (${oldAnswer.status})`);
    // A wrong amount: stored and flagged, never applied (the order stays paid once).
    const wrong = signedTestEvent(webhookSecret, { ...event, id: `evt_bench_wrong_${crypto.randomUUID()}`, amountMinor: payment.amountMinor + 1 });
    const wrongAnswer = await call('POST', '/api/Payments/Webhooks/test', { raw: wrong.body, headers: wrong.headers, accept: [400, 409, 422] });
    if (wrongAnswer.status >= 500) replayProblems.push(`a wrong-amount event answered ${wrongAnswer.status}`);
  }

  // ---- Checks ------------------------------------------------------------------------------------
  db = databaseClient();
  await db.connect();
  const usernames = buyers.map((b) => b.username);
  const { rows: orderRows } = await db.query(
    `select c.username, o.id, o.status::text as status,
            (select count(*)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as succeeded,
            (select count(*)::int from payments p where p.order_id = o.id) as payments
       from customers c join orders o on o.customer_id = c.id
      where c.username = any($1)`,
    [usernames],
  );
  const ordersBy = new Map();
  for (const row of orderRows) ordersBy.set(row.username, [...(ordersBy.get(row.username) ?? []), row]);
  const notOneOrder = buyers.filter((b) => (ordersBy.get(b.username) ?? []).length !== 1);
  const doubleCharges = orderRows.filter((row) => row.succeeded > 1).length + buyers.filter((b) => (ordersBy.get(b.username) ?? []).filter((o) => o.succeeded > 0).length > 1).length;
  const notPaid = orderRows.filter((row) => row.status !== 'paid' || row.succeeded !== 1);
  const { rows: enrolRows } = await db.query(
    `select c.username, e.order_id from customers c join enrollments e on e.customer_id = c.id and e.course_id = $2 where c.username = any($1)`,
    [usernames, course.id],
  );
  const enrolled = new Set(enrolRows.map((row) => row.username));
  // And as each buyer sees it.
  const seenEnrolled = await pool(buyers, SETUP_CONCURRENCY, async (b) => (await call('GET', `/api/Courses/${slug}`, { token: b.token })).body.viewer?.isEnrolled === true);
  const ordersSeen = await pool(buyers, SETUP_CONCURRENCY, async (b) => (await call('GET', '/api/Orders', { token: b.token })).body.total);
  const missingEnrolments = buyers.filter((b, k) => !enrolled.has(b.username) || !seenEnrolled[k]).length;
  const { rows: eventRows } = await db.query(`select event_id, count(*)::int as n from payment_events where provider = 'test' and event_id = any($1) group by event_id`, [replayedEventIds]);
  const eventsStoredOnce = replayedEventIds.filter((id) => eventRows.find((row) => row.event_id === id)?.n === 1).length;

  // Receipt mails arrive through the job queue: wait for one per buyer (a mail naming the buyer's order number).
  const mailDir = path.join(dataDir, 'mail');
  const numberOf = new Map(paid.map((b) => [b.email, b.order.number]));
  let receipts = new Map();
  const mailDeadline = Date.now() + MAIL_WAIT_MS;
  const mailStart = Date.now();
  for (;;) {
    receipts = new Map();
    for (const mail of readMails(mailDir)) {
      const to = /[^\s<>"]+@[^\s<>"]+/.exec(mail.to)?.[0] ?? '';
      const number = numberOf.get(to);
      if (number && (mail.subject.includes(number) || mail.text.includes(number))) receipts.set(to, (receipts.get(to) ?? 0) + 1);
    }
    if ([...receipts.values()].reduce((s, n) => s + n, 0) >= BUYERS || Date.now() > mailDeadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const mailSeconds = (Date.now() - mailStart) / 1000;
  const receiptMails = [...receipts.values()].reduce((s, n) => s + n, 0);
  const buyersWithOneReceipt = buyers.filter((b) => receipts.get(b.email) === 1).length;

  // ---- Report ------------------------------------------------------------------------------------
  const doubleClickers = buyers.filter((b) => b.doubleClick).length;
  console.log(`\nCheckout benchmark: ${BUYERS} buyers of "${course.title}" (${slug}) at once, ${doubleClickers} of them double-clicking; loopback, ${os.cpus().length} cores (set-up ${setupSeconds.toFixed(0)} s)\n`);
  if (times.length) {
    console.log(`POST /api/Orders (${checkoutRequests.length} requests): p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (target <= ${TARGET_P99_MS}), max ${times[times.length - 1].toFixed(0)} ms; all answered in ${checkout.wallMs.toFixed(0)} ms; ${created201} answered 201, ${times.length - created201} answered 200`);
  }
  if (warmup.length) console.log(`warm-up: ${warmup.length} checkouts one at a time before the crowd: ${warmup.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`floor, GET /api/Auth/Me by the same ${checkoutRequests.length} at once: p50 ${percentile(floor, 50).toFixed(0)} ms, p99 ${percentile(floor, 99).toFixed(0)} ms`);
  console.log(`checkout errors: ${checkoutErrors.length}${checkoutErrors.length ? ` (first: ${checkoutErrors[0]})` : ''}`);
  console.log(`test bank approvals: ${[...approveStatuses].map(([s, n]) => `${n} x ${s}`).join(', ')}; of the two simultaneous clicks both answered 200 for ${bothAnswered200} payments, neither for ${noneAnswered200}`);
  console.log(`replayed webhooks: ${REPLAYED} events x 3 deliveries, stored once: ${eventsStoredOnce}/${replayedEventIds.length}; problems: ${replayProblems.length}${replayProblems.length ? ` (first: ${replayProblems[0]})` : ''}`);
  console.log(`orders: ${BUYERS - notOneOrder.length}/${BUYERS} buyers with exactly 1 order (the API shows ${ordersSeen.filter((n) => n === 1).length}/${BUYERS}); ${orderRows.length - notPaid.length}/${orderRows.length} orders paid with exactly 1 succeeded payment`);
  console.log(`double charges: ${doubleCharges}`);
  console.log(`missing enrolments: ${missingEnrolments} (database ${enrolled.size}/${BUYERS}, each buyer's course page ${seenEnrolled.filter(Boolean).length}/${BUYERS}; linked to the order ${enrolRows.filter((r) => r.order_id).length})`);
  console.log(`receipt mails: ${receiptMails} for ${BUYERS} buyers (${buyersWithOneReceipt} buyers with exactly one), after ${mailSeconds.toFixed(1)} s`);
  console.log(`server RSS peak: ${rssMb(server.pid, 'VmHWM').toFixed(0)} MB (PostgreSQL not counted)`);

  const checks = [
    ['every checkout answered 200/201, one order per double click', checkoutErrors.length === 0],
    [`p99 of POST /api/Orders <= ${TARGET_P99_MS} ms`, p99 <= TARGET_P99_MS],
    ['exactly 1 order per buyer', notOneOrder.length === 0 && ordersSeen.every((n) => n === 1)],
    ['every order paid by exactly 1 payment (0 double charges)', doubleCharges === 0 && notPaid.length === 0],
    ['every payment approved by one of the two simultaneous clicks at least', noneAnswered200 === 0],
    ['replayed webhooks stored once, old and wrong ones refused or flagged', replayProblems.length === 0 && eventsStoredOnce === replayedEventIds.length],
    ['0 missing enrolments', missingEnrolments === 0],
    ['1 receipt mail per buyer', receiptMails === BUYERS && buyersWithOneReceipt === BUYERS],
  ];
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  failed = checks.some(([, ok]) => !ok);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (db) await db.end().catch(() => undefined);
  await stopServer(server);
  if (process.env.BENCH_KEEP_DATA) console.log(`data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
