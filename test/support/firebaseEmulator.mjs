// The Firebase Auth emulator for the tests, offline. firebase-tools lives in its own small package
// (test/firebase-emulator, installed on demand with `npm ci --omit=optional`) so that it stays out of
// the app's dependency tree. test/run-all.mjs starts one emulator for the whole run and hands its
// address to every jest run in TEST_FIREBASE_EMULATOR_HOST; a test file run on its own starts its
// own (useFirebaseEmulator). Plain ESM without import.meta, because jest (babel) loads it as CommonJS
// while run-all.mjs imports it natively. Types: firebaseEmulator.d.mts.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PROJECT_ID = 'demo-academy';
export const EMULATOR_HOST_ENV = 'TEST_FIREBASE_EMULATOR_HOST';
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

function thisDir() {
  // Under jest the module is compiled to CommonJS and has __filename; natively, the stack says where.
  // (`node -e` and the REPL define a global __filename of their own: check it is this file.)
  if (typeof __filename === 'string' && __filename.endsWith('firebaseEmulator.mjs')) return path.dirname(__filename);
  const m = /(file:\/\/\S+?|\/\S+?)firebaseEmulator\.mjs/.exec(new Error().stack ?? '');
  if (!m) throw new Error('firebaseEmulator.mjs: cannot tell where this file is');
  const dir = m[1];
  return dir.startsWith('file:') ? fileURLToPath(dir) : dir;
}

export const FIREBASE_EMULATOR_PACKAGE_DIR = path.resolve(thisDir(), '..', 'firebase-emulator');
const firebaseBin = path.join(FIREBASE_EMULATOR_PACKAGE_DIR, 'node_modules', '.bin', 'firebase');
const firebaseJs = path.join(FIREBASE_EMULATOR_PACKAGE_DIR, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/** The environment without what `npm test` adds for its own package (a child npm would follow it). */
function cleanEnv() {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_(package_|lifecycle_|command$|config_local_prefix$)/i.test(k)) delete env[k];
  return env;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function runQuiet(cmd, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${out.slice(-4000)}`))));
  });
}

/**
 * Installs firebase-tools into test/firebase-emulator (`npm ci --omit=optional`: the optional
 * packages include re2, which compiles for minutes and the auth emulator does not need) unless it
 * is there already. Several jest workers may call this at once: a lock directory serialises them.
 */
export async function ensureFirebaseEmulatorInstalled() {
  if (fs.existsSync(firebaseBin)) return;
  if (!fs.existsSync(path.join(FIREBASE_EMULATOR_PACKAGE_DIR, 'package-lock.json'))) throw new Error(`${FIREBASE_EMULATOR_PACKAGE_DIR}/package-lock.json is missing: cannot install firebase-tools`);
  const tag = createHash('sha1').update(FIREBASE_EMULATOR_PACKAGE_DIR).digest('hex').slice(0, 12);
  const lock = path.join(os.tmpdir(), `academy-firebase-emulator-install-${tag}.lock`);
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner = NaN;
      try {
        owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // being created or removed just now
      }
      let ownerAlive = true;
      if (owner) {
        try {
          process.kill(owner, 0);
        } catch {
          ownerAlive = false;
        }
      }
      if (!ownerAlive) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`firebase emulator install: ${lock} held for 10 minutes`);
      else await sleep(500);
    }
  }
  try {
    if (fs.existsSync(firebaseBin)) return;
    console.log('Firebase emulator: firebase-tools is missing, running `npm ci --omit=optional` in test/firebase-emulator');
    await runQuiet('npm', ['ci', '--omit=optional', '--no-audit', '--no-fund'], { cwd: FIREBASE_EMULATOR_PACKAGE_DIR, env: cleanEnv() });
    if (!fs.existsSync(firebaseBin)) throw new Error(`npm ci in ${FIREBASE_EMULATOR_PACKAGE_DIR} did not produce ${firebaseBin}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** A port nothing listens on right now (the OS's pick, so parallel runs do not race for 9099). */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// Loaded into the emulator's node with --require: fd 3 is a pipe from the process that started it;
// when that process is gone (however it died, even SIGKILL) the pipe closes and the emulator stops
// itself and removes its temporary directory, so nothing is ever left behind.
const WATCHDOG = `'use strict';
const net = require('node:net');
const pipe = new net.Socket({ fd: 3, readable: true, writable: false });
pipe.on('data', () => {});
pipe.on('error', () => {});
pipe.on('close', () => {
  process.on('exit', () => { try { require('node:fs').rmSync(__dirname, { recursive: true, force: true }); } catch {} });
  try { process.kill(-process.pid, 'SIGTERM'); } catch { process.kill(process.pid, 'SIGTERM'); }
  setTimeout(() => { try { process.kill(-process.pid, 'SIGKILL'); } catch { process.exit(1); } }, ${STOP_GRACE_MS}).unref();
});
pipe.unref();
`;

/**
 * Starts `firebase emulators:start --only auth` on a free port, in its own process group, with a
 * throw-away HOME/TMPDIR (firebase-tools writes its config store and the hub's locator file there)
 * and a throw-away firebase.json. Resolves when the emulator answers HTTP.
 */
export async function startFirebaseEmulator({ projectId = DEFAULT_PROJECT_ID } = {}) {
  if (!fs.existsSync(firebaseJs)) throw new Error(`firebase-tools is not installed in ${FIREBASE_EMULATOR_PACKAGE_DIR}: call ensureFirebaseEmulatorInstalled() first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-firebase-emulator-'));
  const home = path.join(dir, 'home');
  fs.mkdirSync(path.join(home, '.config'), { recursive: true });
  // Besides auth, the hub and the logging emulator always listen (by default on 4400 and 4500, or
  // the next free ports): all three get ports the OS picked, so parallel runs do not meet. No UI.
  const ports = new Set();
  while (ports.size < 3) ports.add(await freePort());
  const [authPort, hubPort, loggingPort] = [...ports];
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
    },
  };
  const configFile = path.join(dir, 'firebase.json');
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  const watchdogFile = path.join(dir, 'watchdog.cjs');
  fs.writeFileSync(watchdogFile, WATCHDOG);
  const logFile = path.join(dir, 'emulator.log');
  // A file, not a pipe: the test runner blocks in spawnSync for minutes and a full pipe would stall the emulator.
  const logFd = fs.openSync(logFile, 'a');
  const env = {
    ...cleanEnv(),
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    TMPDIR: dir,
    // CI: no message-of-the-day fetch (it needs the internet); no update check, no usage reports.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.GOOGLE_APPLICATION_CREDENTIALS;
  delete env.FIREBASE_TOKEN;
  const args = ['--require', watchdogFile, firebaseJs, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  const child = spawn(process.execPath, args, { cwd: dir, env, detached: true, stdio: ['ignore', logFd, logFd, 'pipe'] });
  fs.closeSync(logFd);
  child.unref();
  child.stdio[3]?.unref?.();
  const host = `127.0.0.1:${authPort}`;
  const output = () => {
    try {
      return fs.readFileSync(logFile, 'utf8').slice(-8000);
    } catch {
      return '';
    }
  };

  let exited = false;
  let exitInfo = '';
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    });
    child.once('error', (err) => {
      exited = true;
      exitInfo = err.message;
      resolve();
    });
  });

  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => {
    killGroup('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (!exited && child.pid) {
        killGroup('SIGTERM');
        const timer = setTimeout(() => killGroup('SIGKILL'), STOP_GRACE_MS);
        await exitPromise;
        clearTimeout(timer);
      }
      // Anything the emulator started and left in its group goes too.
      killGroup('SIGKILL');
      child.stdio[3]?.destroy?.();
      process.removeListener('exit', onExit);
      fs.rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) {
      const out = output();
      await stop();
      throw new Error(`The Firebase Auth emulator exited (${exitInfo}) before it was ready. Its output:\n${out}`);
    }
    try {
      const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const out = output();
      await stop();
      throw new Error(`The Firebase Auth emulator did not answer at http://${host}/ within ${READY_TIMEOUT_MS / 1000} s. Its output:\n${out}`);
    }
    await sleep(250);
  }
  return { host, projectId, pid: child.pid, stop };
}

/**
 * For a jest test file: the emulator test/run-all.mjs started (TEST_FIREBASE_EMULATOR_HOST), or,
 * when the file runs on its own, one of its own (installing firebase-tools first if needed). Call
 * it in beforeAll with a generous timeout (a first install plus a start is about a minute) and
 * stop() it in afterAll.
 */
export async function useFirebaseEmulator() {
  const running = process.env[EMULATOR_HOST_ENV];
  if (running) return { host: running, projectId: DEFAULT_PROJECT_ID, stop: async () => {} };
  await ensureFirebaseEmulatorInstalled();
  return startFirebaseEmulator({ projectId: DEFAULT_PROJECT_ID });
}

// ---- REST helpers against the emulator -------------------------------------------------------

function base64url(value) {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/**
 * The fake identity-provider token the emulator accepts in place of Google's ID token (and of
 * Facebook's access token): an unsigned JWT (alg none, empty signature) whose claims become the
 * account's provider data. The emulator needs only `sub`. The browser tests pass the same string
 * to GoogleAuthProvider.credential(token) / FacebookAuthProvider.credential(token).
 */
export function fakeIdpIdToken({ sub, email, emailVerified, displayName, photoUrl }) {
  if (typeof sub !== 'string' || !sub) throw new Error('fakeIdpIdToken: sub is required');
  const claims = { sub };
  if (email !== undefined) claims.email = email;
  if (emailVerified !== undefined) claims.email_verified = emailVerified;
  else if (email !== undefined) claims.email_verified = true;
  if (displayName !== undefined) claims.name = displayName;
  if (photoUrl !== undefined) claims.picture = photoUrl;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** The payload of a JWT, not verified (the emulator's ID tokens are unsigned anyway). */
export function decodeJwtPayload(token) {
  const part = String(token).split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** An error answer from the emulator: `code` is its message up to the first space or colon (USER_DISABLED, ...). */
export class EmulatorRequestError extends Error {
  constructor(what, status, message) {
    super(`${what}: HTTP ${status} ${message}`);
    this.name = 'EmulatorRequestError';
    this.status = status;
    this.emulatorMessage = message;
    this.code = String(message).split(/[\s:]/)[0];
  }
}

async function call(what, url, init) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  const text = await res.text();
  let body;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text };
  }
  if (!res.ok) throw new EmulatorRequestError(what, res.status, body?.error?.message ?? text);
  return body;
}

/**
 * Signs in with a fake Google or Facebook identity, as the client SDK's signInWithCredential does.
 * Google sends the fake token as `id_token`, Facebook as `access_token` (that is what
 * FacebookAuthProvider.credential(accessToken) sends; the emulator reads claims from either).
 * The same `sub` always maps to the same account (localId). Throws EmulatorRequestError with
 * code USER_DISABLED for a disabled account, and with the emulator's message when it wants the
 * caller to link accounts (another provider already holds that email).
 */
export async function emulatorSignInWithIdp(host, { providerId, sub, email, emailVerified, displayName, photoUrl }) {
  if (providerId !== 'google.com' && providerId !== 'facebook.com') throw new Error(`emulatorSignInWithIdp: unsupported provider ${providerId}`);
  const token = fakeIdpIdToken({ sub, email, emailVerified, displayName, photoUrl });
  const param = providerId === 'facebook.com' ? 'access_token' : 'id_token';
  const body = await call('signInWithIdp', `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    body: JSON.stringify({
      postBody: `${param}=${encodeURIComponent(token)}&providerId=${encodeURIComponent(providerId)}`,
      requestUri: 'http://localhost',
      returnIdpCredential: true,
      returnSecureToken: true,
    }),
  });
  // With returnIdpCredential the emulator answers 200 with errorMessage / needConfirmation for
  // account conflicts instead of an HTTP error.
  if (body.errorMessage) throw new EmulatorRequestError('signInWithIdp', 200, body.errorMessage);
  if (!body.idToken) throw new EmulatorRequestError('signInWithIdp', 200, body.needConfirmation ? 'NEED_CONFIRMATION (an account with this email exists with another provider)' : `no idToken in ${JSON.stringify(body)}`);
  return {
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    localId: body.localId,
    email: body.email,
    isNewUser: Boolean(body.isNewUser),
  };
}

function adminUpdate(host, projectId, body) {
  return call('accounts:update', `http://${host}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:update`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
}

/** Disables (or re-enables) an account, as the Firebase console or the Admin SDK would. */
export async function emulatorDisableUser(host, projectId, localId, disabled = true) {
  await adminUpdate(host, projectId, { localId, disableUser: disabled });
}

/** Revokes the account's refresh tokens: ID tokens issued before now fail verifyIdToken(token, true). */
export async function emulatorRevokeRefreshTokens(host, projectId, localId) {
  await adminUpdate(host, projectId, { localId, validSince: String(Math.floor(Date.now() / 1000)) });
}

/** The account as the Admin SDK sees it (disabled, validSince, providerUserInfo, ...), or undefined. */
export async function emulatorGetAccount(host, projectId, localId) {
  const body = await call('accounts:lookup', `http://${host}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:lookup`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [localId] }),
  });
  return body.users?.[0];
}

/** Deletes every account of the project (between tests). */
export async function emulatorDeleteAllAccounts(host, projectId) {
  await call('delete accounts', `http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/accounts`, { method: 'DELETE' });
}

// `node test/support/firebaseEmulator.mjs`: starts one by hand (installing firebase-tools if need
// be) and keeps it until Ctrl-C; export the printed TEST_FIREBASE_EMULATOR_HOST and jest reuses it.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(thisDir(), 'firebaseEmulator.mjs')) {
  void (async () => {
    await ensureFirebaseEmulatorInstalled();
    const started = Date.now();
    const emulator = await startFirebaseEmulator({ projectId: process.argv[2] || DEFAULT_PROJECT_ID });
    console.log(`Firebase Auth emulator for ${emulator.projectId} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Ctrl-C stops it):`);
    console.log(`export ${EMULATOR_HOST_ENV}=${emulator.host} FIREBASE_AUTH_EMULATOR_HOST=${emulator.host}`);
    const keepAlive = setInterval(() => {}, 60_000);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.once(signal, () => {
        clearInterval(keepAlive);
        void emulator.stop().then(() => process.exit(0));
      });
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
