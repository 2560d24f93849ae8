import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';
import { SEEDED_DATA_DIR_ENV, createTestDatabase } from './test-support/testDatabaseServer';
import { TEST_REDIS_URL, redisReachable } from './test-support/testRedis';
import type { AuthResponse } from '../shared/schemas/auth';
import type { Page } from '../shared/schemas/common';
import type { EventSummary } from '../shared/schemas/content';

// Two real server processes (src/server/main.ts, as `npm run serve` starts it) on one database and
// one Redis, behind no proxy: what one node does, the other honours. twoNodes.test.ts looks inside two
// apps in one process; this one only talks HTTP to two processes. Without Redis each node counts its
// own log-in failures, which the first case then asserts instead.

const MAIN = path.resolve(__dirname, 'main.ts');
const CATALOGUE_AND_EVENTS_CACHE_MS = 5_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface ServerProcess {
  base: string;
  child: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready on')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function call(server: ServerProcess, method: string, url: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: <T>() => JSON.parse(text) as T };
}

let a: ServerProcess;
let b: ServerProcess;
let drop: () => Promise<void>;
let dataDir: string;
let sharedRedis: boolean;

beforeAll(async () => {
  sharedRedis = await redisReachable();
  const testDb = await createTestDatabase({ seeded: true });
  drop = testDb.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-two-processes-'));
  const seededDir = process.env[SEEDED_DATA_DIR_ENV];
  if (seededDir) fs.cpSync(path.join(seededDir, 'storage'), path.join(dataDir, 'storage'), { recursive: true });
  const env: Record<string, string> = {
    NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: testDb.url, SEED_DEMO: 'false',
    JWT_SECRET: 'two-processes-share-one-signing-key-32+', CATALOGUE_CACHE_MS: String(CATALOGUE_AND_EVENTS_CACHE_MS), REDIS_URL: sharedRedis ? TEST_REDIS_URL : '',
  };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
}, 120_000);

afterAll(async () => {
  for (const server of [a, b]) {
    if (!server || server.child.exitCode !== null) continue;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on one database and one Redis', () => {
  it('count log-in failures together: the address is locked out of the account on both', async () => {
    // A name of its own each run: the lock outlives the test in Redis.
    const username = `nobody-${Date.now().toString(36)}`;
    const attempt = (server: ServerProcess) => call(server, 'POST', '/api/Auth', { body: { username, password: 'not-the-password' } });
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The sixth, on the node that saw only two of them.
    const sixth = await attempt(b);
    if (sharedRedis) {
      expect(sixth.status).toBe(429);
      expect(sixth.json<{ code: string }>().code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    } else {
      expect(sixth.status).toBe(401);
    }
  }, 60_000);

  it('honour a sign-out made on the other node', async () => {
    const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
    const { accessToken } = (await call(a, 'POST', '/api/Auth', { body: { username: student.username, password: student.password } })).json<AuthResponse>();
    expect((await call(b, 'GET', '/api/Auth/Me', { token: accessToken })).status).toBe(200);
    expect((await call(b, 'POST', '/api/Auth/SignOut', { token: accessToken })).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/Auth/Me', { token: accessToken })).status).toBe(401);
  }, 30_000);

  it('show a seat taken through one node on the other within the cache time', async () => {
    const upcoming = async (server: ServerProcess, token?: string) => (await call(server, 'GET', '/api/Events?when=upcoming&pageSize=50', { token })).json<Page<EventSummary>>().items;
    const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
    const { accessToken } = (await call(a, 'POST', '/api/Auth', { body: { username: student.username, password: student.password } })).json<AuthResponse>();
    const mine = (await upcoming(a, accessToken)).find((e) => e.seatsLeft > 1 && !e.isRegistered);
    expect(mine).toBeDefined();
    // B's anonymous list, now in B's cache.
    const event = (await upcoming(b)).find((e) => e.id === mine!.id);
    const taken = await call(a, 'POST', `/api/Events/${event!.id}/Register`, { token: accessToken });
    expect(taken.status).toBeLessThan(300);
    const since = Date.now();
    let seen = event!.seatsLeft;
    while (seen === event!.seatsLeft && Date.now() - since < CATALOGUE_AND_EVENTS_CACHE_MS + 2_000) {
      seen = (await upcoming(b)).find((e) => e.id === event!.id)?.seatsLeft ?? seen;
      if (seen === event!.seatsLeft) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen).toBe(event!.seatsLeft - 1);
  }, 30_000);
});
