#!/usr/bin/env node
// npm run bench:quiz: a class submitting a quiz at the same moment, against a production start
// (embedded PostgreSQL, fresh DATA_DIR; `npm run build` first). 200 students (BENCH_STUDENTS) sign
// up, enrol in the demo course "Lập trình JavaScript cơ bản" and start its quiz; each answers a
// different subset of the questions right and leaves the rest; then every attempt is submitted at
// once. Prints p50/p99 of the submits, errors, and checks every grade against the one expected from
// the answers (the correct answers come from the instructor's preview attempt). Exits 1 on an error
// or a wrong grade. For comparison, the same students then call GET /api/Auth/Me at once: what the
// server, the client and PostgreSQL sharing this machine's cores give any authenticated request.
// Both bursts are sent and timed the same way (burst()): each student on a keep-alive connection of
// their own, opened before the timed moment, as a class with the quiz open in the browser has.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { freePort, percentile, pool, requireBuild, rssMb, startBuiltServer, stopServer, waitFor } from './support.mjs';

const STUDENTS = Number(process.env.BENCH_STUDENTS || 200);
const SETUP_CONCURRENCY = Number(process.env.BENCH_SETUP_CONCURRENCY || 8);
const COURSE = 'lap-trinh-javascript-co-ban';

requireBuild();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-quiz-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// TRUST_PROXY: each student signs up from an address of its own (X-Forwarded-For), so the per-address
// sign-up limit, which a real class would never share, does not decide the set-up.
const env = { DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' };

/** JSON call; throws with the answer unless it is 2xx. */
async function call(method, url, { token, body, ip } = {}) {
  const headers = { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}) };
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * `requests` all sent at the same moment, from a worker thread of their own (node:http, lighter than
 * fetch, so the load generator takes as little of the cores the server shares as it can). Like a class
 * with the quiz open in their browsers, every request has a keep-alive connection of its own already open:
 * the worker opens them first (GET /api/health on as many connections), then, in one loop, writes every
 * request. Each one is timed from just before it is written to the last byte of its answer; bodies are
 * parsed afterwards. Answers { wallMs, answers: [{ ms, status, body }] } in the order of `requests`.
 */
function burst(method, requests) {
  const source = `
    const http = require('node:http');
    const { parentPort, workerData: { port, method, requests } } = require('node:worker_threads');
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity, scheduling: 'fifo' });
    // A request that fails answers status 0 and the error as its body.
    const send = (path, headers) => new Promise((resolve) => {
      const t0 = performance.now();
      const reject = (err) => resolve({ ms: performance.now() - t0, status: 0, body: String(err) });
      const req = http.request({ host: '127.0.0.1', port, method: path === '/api/health' ? 'GET' : method, path, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    (async () => {
      const opened = await Promise.all(requests.map(() => send('/api/health', {})));
      const closed = opened.find((r) => r.status !== 200);
      if (closed) throw new Error('GET /api/health -> ' + closed.status + ' ' + closed.body);
      await new Promise((r) => setTimeout(r, 200));
      const open = Object.values(agent.freeSockets).reduce((n, list) => n + list.length, 0);
      if (open < requests.length) throw new Error(open + ' keep-alive connections open, ' + requests.length + ' wanted');
      const started = performance.now();
      const answers = await Promise.all(requests.map((r) => send(r.path, { authorization: 'Bearer ' + r.token })));
      parentPort.postMessage({ wallMs: performance.now() - started, answers });
      agent.destroy();
    })().catch((err) => parentPort.postMessage({ error: String(err) }));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { port, method, requests } });
    worker.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m)));
    worker.once('error', reject);
  });
}

const seeding = startBuiltServer(env);
await waitFor(`${base}/api/health`, seeding);
await stopServer(seeding);
const server = startBuiltServer(env);
let failed = false;
try {
  await waitFor(`${base}/api/health`, server);

  // The demo quiz, and its keys from an uncounted preview by the instructor (answers shown after submit).
  const instructor = (await call('POST', '/api/Auth', { body: { username: 'instructor', password: 'Teak-Harbor-77' } })).accessToken;
  const course = await call('GET', `/api/Courses/${COURSE}`);
  const quizLesson = course.sections.flatMap((s) => s.lessons).find((l) => l.kind === 'quiz');
  if (!quizLesson) throw new Error(`${COURSE} has no quiz lesson`);
  const { quizId } = (await call('GET', `/api/Lessons/${quizLesson.id}`, { token: instructor })).quiz;
  const preview = await call('POST', `/api/Quizzes/${quizId}/Attempts`, { token: instructor });
  const graded = await call('POST', `/api/Attempts/${preview.id}/Submit`, { token: instructor });
  const key = new Map(graded.result.questions.map((f) => [f.questionId, f.correctAnswer]));
  const questions = preview.questions.map((q) => ({ id: q.id, points: q.points }));
  const maxPoints = questions.reduce((s, q) => s + q.points, 0);
  if (questions.some((q) => key.get(q.id) === undefined)) throw new Error('the preview did not show every correct answer');

  // Student i answers question j right when bit j of i is set (the rest unanswered): grades vary.
  const expected = (i) => {
    const points = questions.reduce((s, q, j) => s + ((i >> j) & 1 ? q.points : 0), 0);
    return Math.round((points / maxPoints) * 1000) / 10;
  };
  const setupStart = Date.now();
  const students = await pool(Array.from({ length: STUDENTS }, (_, i) => i), SETUP_CONCURRENCY, async (i) => {
    const username = `bench.quiz.${i}.${process.pid}`;
    const password = `Lantern-Quartz-Mango-${i}`;
    const ip = `10.77.${i >> 8}.${i & 255}`;
    await call('POST', '/api/Customers', { body: { username, email: `${username}@example.com`, password }, ip });
    const token = (await call('POST', '/api/Auth', { body: { username, password }, ip })).accessToken;
    await call('POST', `/api/Courses/${course.id}/Enroll`, { token });
    const attempt = await call('POST', `/api/Quizzes/${quizId}/Attempts`, { token });
    const answers = Object.fromEntries(questions.flatMap((q, j) => ((i >> j) & 1 ? [[String(q.id), key.get(q.id)]] : [])));
    if (Object.keys(answers).length) await call('PUT', `/api/Attempts/${attempt.id}/Answers`, { token, body: { answers } });
    return { i, token, attemptId: attempt.id };
  });
  const setupSeconds = (Date.now() - setupStart) / 1000;

  // Everyone submits at the same moment.
  const submits = await burst('POST', students.map((s) => ({ path: `/api/Attempts/${s.attemptId}/Submit`, token: s.token })));
  const wallMs = submits.wallMs;
  const results = students.map((s, k) => {
    const { ms, status, body } = submits.answers[k];
    if (status !== 200) return { ...s, ms, error: `POST /api/Attempts/${s.attemptId}/Submit -> ${status} ${body.slice(0, 200)}` };
    return { ...s, ms, attempt: JSON.parse(body) };
  });
  const errors = results.filter((r) => r.error);
  const wrong = results.filter((r) => !r.error && (r.attempt.status !== 'submitted' || r.attempt.result?.scorePercent !== expected(r.i) || r.attempt.result?.passed !== expected(r.i) >= 70));
  // And once more as stored: a second read answers the same grade.
  const reread = await pool(results.filter((r) => !r.error), SETUP_CONCURRENCY, async (r) => (await call('GET', `/api/Attempts/${r.attemptId}`, { token: r.token })).result?.scorePercent === expected(r.i));
  const times = results.filter((r) => !r.error).map((r) => r.ms).sort((a, b) => a - b);

  // The floor on this machine: the same 200 students calling GET /api/Auth/Me at once (the auth plugin's
  // token check and customer read, nothing else), measured exactly as the submits were.
  const me = await burst('GET', students.map((s) => ({ path: '/api/Auth/Me', token: s.token })));
  if (me.answers.some((a) => a.status !== 200)) throw new Error(`GET /api/Auth/Me -> ${me.answers.find((a) => a.status !== 200).status}`);
  const floor = me.answers.map((a) => a.ms).sort((a, b) => a - b);

  console.log(`\nQuiz submit benchmark: ${STUDENTS} students submitting at once, loopback, ${os.cpus().length} cores (set-up ${setupSeconds.toFixed(0)} s)\n`);
  if (times.length) {
    console.log(`submit latency: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms; all ${STUDENTS} answered in ${wallMs.toFixed(0)} ms`);
  }
  console.log(`floor, GET /api/Auth/Me by the same ${STUDENTS} at once: p50 ${percentile(floor, 50).toFixed(0)} ms, p99 ${percentile(floor, 99).toFixed(0)} ms`);
  console.log(`errors: ${errors.length}${errors.length ? ` (first: ${errors[0].error})` : ''}`);
  console.log(`grades: ${results.length - errors.length - wrong.length} correct, ${wrong.length} wrong; re-read ${reread.filter(Boolean).length}/${reread.length} the same`);
  console.log(`server RSS peak: ${rssMb(server.pid, 'VmHWM').toFixed(0)} MB (PostgreSQL not counted)`);
  failed = errors.length > 0 || wrong.length > 0 || reread.some((ok) => !ok);
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
