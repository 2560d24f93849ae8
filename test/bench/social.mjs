#!/usr/bin/env node
// npm run bench:social: what social sign-in costs the server. A restart of a seeded build (embedded
// PostgreSQL) configured with the Firebase Auth emulator (NODE_ENV=development: production refuses the
// emulator); prints the server's RSS before and after firebase-admin is loaded by the first sign-in,
// and the latency of POST /api/Auth/Firebase/Google for returning users (verification includes the
// account lookup at the emulator, as checkRevoked does at Google). Figures, not asserts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorSignInWithIdp, useFirebaseEmulator } from '../support/firebaseEmulator.mjs';
import { freePort, requireBuild, rssMb, startBuiltServer, stopServer as stop, waitFor } from './support.mjs';

const USERS = Number(process.env.BENCH_USERS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 10);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

requireBuild();

const emulator = await useFirebaseEmulator();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-social-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  DATABASE_URL: '', NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true',
  FIREBASE_PROJECT_ID: emulator.projectId, FIREBASE_API_KEY: 'fake-api-key', FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
};
const start = () => startBuiltServer(env);

let server = null;
try {
  // The first start seeds the demo content; the measured server is a restart on that data.
  const seeding = start();
  await waitFor(`${base}/api/health`, seeding);
  await stop(seeding);
  server = start();
  await waitFor(`${base}/api/health`, server);
  await fetch(`${base}/api/Categories`);
  const atRest = rssMb(server.pid, 'VmRSS');

  const run = Date.now().toString(36);
  const identities = [];
  for (let i = 0; i < USERS; i += 1) {
    identities.push(await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `bench-${run}-${i}`, email: `bench.${run}.${i}@example.test` }));
  }
  // Each user from an address of its own, as real users are (the route is rate-limited per address).
  const signIn = async (id) => {
    const t0 = performance.now();
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${identities.indexOf(id) >> 8}.${identities.indexOf(id) & 255}` };
    const res = await fetch(`${base}/api/Auth/Firebase/Google`, { method: 'POST', headers, body: JSON.stringify({ uid: id.localId, idToken: id.idToken }) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return performance.now() - t0;
  };
  const first = await signIn(identities[0]);
  const afterFirst = rssMb(server.pid, 'VmRSS');
  // New customers: one sign-in each creates the account.
  for (const id of identities.slice(1)) await signIn(id);
  // Returning users, 4 at a time.
  const times = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    for (let i = 0; i < identities.length; i += 4) times.push(...(await Promise.all(identities.slice(i, i + 4).map(signIn))));
  }
  times.sort((a, b) => a - b);
  const peak = rssMb(server.pid, 'VmHWM');
  await stop(server);
  server = null;

  console.log('\nSocial sign-in (POST /api/Auth/Firebase/Google, Firebase Auth emulator, 4 at a time)');
  console.log(`  server RSS at rest (firebase-admin not loaded)     ${atRest.toFixed(0)} MB`);
  console.log(`  first sign-in (loads firebase-admin, new account)  ${first.toFixed(0)} ms; RSS after it ${afterFirst.toFixed(0)} MB`);
  console.log(`  returning users: ${times.length} sign-ins          p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`);
  console.log(`  server peak RSS                                    ${peak.toFixed(0)} MB (target 150)`);
} finally {
  if (server && server.exitCode === null) await stop(server);
  await emulator.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
