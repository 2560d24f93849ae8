#!/usr/bin/env node
// node test/bench/forgotPassword.mjs: does POST /api/Auth/PreResetPassword take longer for an address
// that has an account than for one that has none? Against a production start (embedded PostgreSQL,
// fresh DATA_DIR, demo accounts), known and unknown addresses alternate, one request at a time, each
// from its own client address (TRUST_PROXY and X-Forwarded-For, so the per-address limit of 5 in 15
// minutes never answers instead). Prints the median and p90 of each and their difference. Figures, not
// asserts. Runs the build (npm run build first), or the sources with BENCH_FROM_SOURCE=1 (through tsx).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, requireBuild, startBuiltServer, stopServer, waitFor } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 300);
const WARM_UP = 30;
const KNOWN = ['student@academy.test', 'instructor@academy.test', 'admin@academy.test'];

const fromSource = process.env.BENCH_FROM_SOURCE === '1';
if (!fromSource) requireBuild();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-reset-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const env = { DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' };
const server = fromSource
  ? spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'server', 'main.ts')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  : startBuiltServer(env);

let client = 0;
/** One request from a client address of its own; its time in ms. */
async function request(email) {
  client += 1;
  const forwardedFor = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/Auth/PreResetPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 202) throw new Error(`${email}: ${res.status}`);
  return ms;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`, server);
  const known = [];
  const unknown = [];
  for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
    // Alternating, and which goes first alternates too, so drift and the job worker weigh on both alike.
    const pair = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of pair) {
      const ms = await request(kind === 'known' ? KNOWN[i % KNOWN.length] : `nobody-${i}-${Date.now().toString(36)}@example.com`);
      if (i >= WARM_UP) (kind === 'known' ? known : unknown).push(ms);
    }
  }
  const row = (name, values) => `${name.padEnd(18)}${quantile(values, 0.5).toFixed(2).padStart(10)}${quantile(values, 0.9).toFixed(2).padStart(10)}`;
  console.log(`\nPOST /api/Auth/PreResetPassword, ${ROUNDS} requests each, one at a time, loopback, ${os.cpus().length} cores (${fromSource ? 'sources through tsx' : 'build'})\n`);
  console.log(`${'address'.padEnd(18)}${'p50 ms'.padStart(10)}${'p90 ms'.padStart(10)}`);
  console.log(row('has an account', known));
  console.log(row('has none', unknown));
  const diff = quantile(known, 0.5) - quantile(unknown, 0.5);
  console.log(`\nmedian difference (known - unknown): ${diff.toFixed(2)} ms`);
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
