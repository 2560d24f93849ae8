#!/usr/bin/env node
// npm run bench:api: autocannon on loopback against a production start (embedded PostgreSQL,
// fresh DATA_DIR), beside a bare Fastify hello route measured in the same run. Prints req/s,
// p50/p99 latency and the server's peak RSS (the database process not counted). Figures, not asserts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, freePort, nodeFlags, requireBuild, rssMb, startBuiltServer, stopServer, waitFor } from './support.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

function bench(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

requireBuild();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const barePort = await freePort();
const startServer = () => startBuiltServer({ DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

// The first start loads the demo content (images drawn, passwords hashed): a one-time cost, shown
// but not what is measured. The measured server is a restart on that data, as production runs.
const seeding = startServer();
await waitFor(`http://127.0.0.1:${port}/api/health`, seeding);
const seedingPeak = rssMb(seeding.pid, 'VmHWM');
await stopServer(seeding);
const server = startServer();
const bare = spawn(process.execPath, ['-e', `
  const app = require('fastify')({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.listen({ port: ${barePort}, host: '127.0.0.1' });
`], { cwd: ROOT, stdio: 'inherit' });

const rows = [];
try {
  await waitFor(`http://127.0.0.1:${port}/api/health`, server);
  await waitFor(`http://127.0.0.1:${barePort}/hello`, bare);
  const base = `http://127.0.0.1:${port}`;
  const login = await (await fetch(`${base}/api/Auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'student', password: 'Mango-Lantern-42' }) })).json();
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const afterStartRss = rssMb(server.pid, 'VmRSS');

  const cases = [
    ['bare Fastify GET /hello', { url: `http://127.0.0.1:${barePort}/hello` }],
    ['GET /api/Categories', { url: `${base}/api/Categories` }],
    ['GET /api/AnalysisAndNews', { url: `${base}/api/AnalysisAndNews` }],
    ['GET /api/Auth/Me', { url: `${base}/api/Auth/Me`, headers: auth }],
    ['POST /api/Auth (argon2id)', { url: `${base}/api/Auth`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'student', password: 'Mango-Lantern-42' }) }],
  ];
  for (const [name, opts] of cases) {
    // A short warm-up so JIT and pools are ready before measuring.
    await bench({ ...opts, duration: 2 });
    const r = await bench(opts);
    rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  const bareRps = rows[0].rps;
  console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s each, loopback, ${os.cpus().length} cores\n`);
  console.log('route'.padEnd(30) + 'req/s'.padStart(10) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9) + '  vs bare');
  for (const r of rows) {
    console.log(r.name.padEnd(30) + r.rps.toFixed(0).padStart(10) + String(r.p50).padStart(9) + String(r.p99).padStart(9) + String(r.errors).padStart(9) + `  ${((r.rps / bareRps) * 100).toFixed(0)}%`);
  }
  const peak = rssMb(server.pid, 'VmHWM');
  console.log(`\nserver RSS: ${afterStartRss.toFixed(0)} MB after start, ${peak.toFixed(0)} MB peak over every run above (PostgreSQL not counted)`);
  console.log(`(the first start, which loads the demo content, peaked at ${seedingPeak.toFixed(0)} MB; node flags: ${nodeFlags.join(' ') || 'none'})`);
  const cat = rows[1];
  console.log('\ntargets:');
  console.log(`  GET /api/Categories >= 50% of bare req/s: ${((cat.rps / bareRps) * 100).toFixed(0)}% ${cat.rps >= bareRps / 2 ? 'MET' : 'MISSED'}`);
  for (const r of rows.slice(1)) console.log(`  p99 <= 50 ms ${r.name}: ${r.p99} ms ${r.p99 <= 50 ? 'MET' : 'MISSED'}`);
  console.log(`  server RSS <= 150 MB: ${peak.toFixed(0)} MB ${peak <= 150 ? 'MET' : 'MISSED'}`);
} finally {
  bare.kill('SIGTERM');
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
