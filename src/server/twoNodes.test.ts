import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp, type AcademyApp } from './app';
import { loadSecrets, parseConfig } from './config';
import { connectDatabase, type DatabaseHandle } from './db/client';
import { CATALOGUE_CACHE } from './modules/courses/courseService';
import { EVENTS_CACHE } from './modules/events/eventService';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';
import { problemCode } from './test-support/fixtures';
import { SEEDED_DATA_DIR_ENV, createTestDatabase } from './test-support/testDatabaseServer';
import { TEST_REDIS_URL, UNREACHABLE_REDIS_URL, inspectRedis, redisReachable, testRedisPrefix } from './test-support/testRedis';
import type { AuthResponse } from '../shared/schemas/auth';
import type { Page } from '../shared/schemas/common';
import type { CourseSummary } from '../shared/schemas/courses';
import type { EventSummary } from '../shared/schemas/content';

// Two server nodes in one process, as two processes behind one address would be: one database, one
// Redis, separate connections and separate in-process caches. The machine has Redis; where it does
// not, each case asserts what the nodes then do (each counts and caches on its own), so nothing is skipped.

interface Node {
  built: AcademyApp;
  database: DatabaseHandle;
  /** The log-in slow-downs this node asked for (its sleeper waits for none). */
  delays: number[];
  request(options: InjectOptions & { token?: string }): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json: <T>() => T }>;
}

interface Cluster {
  nodes: [Node, Node];
  close(): Promise<void>;
}

async function startCluster(redisUrl: string, prefix: string): Promise<Cluster> {
  const testDb = await createTestDatabase({ seeded: true });
  // One shared data folder (stored files, outbox, signing key), as a shared volume would be.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-two-nodes-'));
  const seededDir = process.env[SEEDED_DATA_DIR_ENV];
  if (seededDir) fs.cpSync(path.join(seededDir, 'storage'), path.join(dataDir, 'storage'), { recursive: true });
  const env = {
    NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: testDb.url, PUBLIC_URL: 'http://academy.test', REDIS_URL: redisUrl,
    JWT_SECRET: 'two-nodes-share-one-signing-key-of-32+chars',
    // Far longer than the test: only an invalidation can make a node see a change.
    CATALOGUE_CACHE_MS: '600000',
  };
  const start = async (): Promise<Node> => {
    const config = loadSecrets(parseConfig(env));
    const database = connectDatabase(testDb.url, { max: 3 });
    const delays: number[] = [];
    const built = await buildApp({
      config, db: database.db, redisKeyPrefix: prefix, loginLimits: { ipFailures: 8 }, loginSleep: async (ms) => void delays.push(ms),
      clientDir: path.join(dataDir, 'no-client'), firebaseVerifier: null, jobWorkers: false,
    });
    await built.app.ready();
    await built.jobs.start({ ctx: built.context, services: built.services });
    const request: Node['request'] = async ({ token, headers, ...rest }) => {
      const res = await built.app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      return Object.assign(res, { json: <T>() => JSON.parse(res.body) as T });
    };
    return { built, database, delays, request };
  };
  const nodes: [Node, Node] = [await start(), await start()];
  // On a busy machine the connection can take longer than the server's own two-second wait; until
  // it is up each node counts alone, which is the fallback, not what these cases are about.
  if (redisUrl !== UNREACHABLE_REDIS_URL && (await redisReachable())) {
    // ready() answers false on a failed attempt; the client goes on retrying, so ask again.
    const connected = async (node: Node) => {
      for (const until = Date.now() + 20_000; Date.now() < until; ) if (await node.built.sharedReady(2_000)) return true;
      return false;
    };
    for (const node of nodes) expect(await connected(node)).toBe(true);
  }
  return {
    nodes,
    async close() {
      for (const node of nodes) {
        await node.built.app.close();
        await node.database.close();
      }
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves when the node has cleared the named cache (on a message from the other node). */
const cleared = (node: Node, name: string) => new Promise<void>((resolve) => node.built.context.cacheBus.register(name, resolve));

const demoPassword = (username: string) => DEMO_ACCOUNTS.find((account) => account.username === username)!.password;
const STUDENT = demoPassword('student');
const INSTRUCTOR = demoPassword('instructor');
const ADMIN = demoPassword('admin');

const login = (node: Node, username: string, password: string, remoteAddress: string) =>
  node.request({ method: 'POST', url: '/api/Auth', remoteAddress, payload: { username, password } });

let reachable = false;
let cluster: Cluster;
let a: Node;
let b: Node;
const prefix = testRedisPrefix('two-nodes');

beforeAll(async () => {
  reachable = await redisReachable();
  cluster = await startCluster(TEST_REDIS_URL, prefix);
  [a, b] = cluster.nodes;
}, 60_000);
afterAll(async () => {
  await cluster.close();
  if (reachable) {
    const inspect = inspectRedis();
    await inspect.remove(prefix);
    await inspect.close();
  }
});

describe('two nodes on one database and one Redis', () => {
  it('hold the log-in limits together: failures on one node count on the other', async () => {
    for (let i = 0; i < 3; i++) expect((await login(a, 'student', 'wrong-password', '203.0.113.50')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(b, 'student', 'wrong-password', '203.0.113.50')).statusCode).toBe(401);
    const onA = await login(a, 'student', STUDENT, '203.0.113.50');
    const onB = await login(b, 'student', STUDENT, '203.0.113.50');
    if (!reachable) {
      // Without Redis each node has seen fewer than five failures.
      expect([onA.statusCode, onB.statusCode]).toEqual([200, 200]);
      return;
    }
    for (const res of [onA, onB]) {
      expect(res.statusCode).toBe(429);
      expect(problemCode(res)).toBe('AUTH_TOO_MANY_ATTEMPTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address signs in on either node, after the account's shared slow-down.
    b.delays.length = 0;
    expect((await login(b, 'student', STUDENT, '198.51.100.50')).statusCode).toBe(200);
    expect(b.delays).toEqual([250]);
    // The per-address limit (8 here) counts requests to both nodes too.
    for (let i = 0; i < 4; i++) {
      expect((await login(a, `nobody-a${i}`, 'wrong-password', '203.0.113.60')).statusCode).toBe(401);
      expect((await login(b, `nobody-b${i}`, 'wrong-password', '203.0.113.60')).statusCode).toBe(401);
    }
    expect((await login(a, 'instructor', INSTRUCTOR, '203.0.113.60')).statusCode).toBe(429);
  });

  it('share the per-route rate limits (5 reset requests per address per 15 minutes)', async () => {
    const pre = (node: Node) => node.request({ method: 'POST', url: '/api/Auth/PreResetPassword', remoteAddress: '203.0.113.70', payload: { email: 'nobody-here@example.com' } });
    const statuses: number[] = [];
    for (const node of [a, b, a, b, a, b]) statuses.push((await pre(node)).statusCode);
    const limited = await pre(b);
    if (!reachable) {
      // Each node counts alone: three each, under five.
      expect([...statuses, limited.statusCode].every((s) => s === 202)).toBe(true);
      return;
    }
    expect(statuses.slice(0, 5).every((s) => s === 202)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(limited.statusCode).toBe(429);
    expect(problemCode(limited)).toBe('RATE_LIMITED');
  });

  it('a sign-out on one node is honoured by the other', async () => {
    const { accessToken } = (await login(a, 'admin', ADMIN, '198.51.100.80')).json<AuthResponse>();
    expect((await b.request({ method: 'GET', url: '/api/Auth/Me', token: accessToken })).statusCode).toBe(200);
    expect((await b.request({ method: 'POST', url: '/api/Auth/SignOut', token: accessToken })).statusCode).toBe(204);
    const after = await a.request({ method: 'GET', url: '/api/Auth/Me', token: accessToken });
    expect(after.statusCode).toBe(401);
    expect(problemCode(after)).toBe('AUTH_TOKEN_INVALID');
  });

  it('a catalogue change made through one node is seen by the other (its own cache would keep it 10 minutes)', async () => {
    const catalogue = async (node: Node) => (await node.request({ method: 'GET', url: '/api/Courses?sort=rating&pageSize=50' })).json<Page<CourseSummary>>();
    const before = await catalogue(b);
    const course = before.items.find((c) => c.price === 0);
    expect(course).toBeDefined();
    // A learner of the free course, through node A.
    const signUp = await a.request({ method: 'POST', url: '/api/Customers', remoteAddress: '198.51.100.90', payload: { username: 'twonodes1', email: 'twonodes1@example.com', password: 'Correct-Horse-9' } });
    expect(signUp.statusCode).toBe(201);
    const { accessToken } = (await login(a, 'twonodes1', 'Correct-Horse-9', '198.51.100.90')).json<AuthResponse>();
    expect((await a.request({ method: 'POST', url: `/api/Courses/${course!.id}/Enroll`, token: accessToken })).statusCode).toBeLessThan(300);
    // Node B answers from its cache: a change it is not told about stays unseen.
    await a.database.pool.query('update courses set title = title || $1 where id = $2', [' (renamed)', course!.id]);
    expect((await catalogue(b)).items.find((c) => c.id === course!.id)?.title).toBe(course!.title);

    const seenByB = cleared(b, CATALOGUE_CACHE);
    const review = await a.request({ method: 'POST', url: `/api/Courses/${course!.id}/Reviews`, token: accessToken, payload: { rating: 5, text: 'Seen on both nodes' } });
    expect(review.statusCode).toBe(201);
    if (!reachable) {
      expect((await catalogue(b)).items.find((c) => c.id === course!.id)?.ratingCount).toBe(course!.ratingCount);
      return;
    }
    await seenByB;
    const now = (await catalogue(b)).items.find((c) => c.id === course!.id);
    expect(now?.ratingCount).toBe(course!.ratingCount + 1);
    expect(now?.title).toBe(`${course!.title} (renamed)`);
  });

  it('a seat taken through one node shows in the other node’s anonymous event list', async () => {
    const events = async (node: Node) => (await node.request({ method: 'GET', url: '/api/Events?when=upcoming&pageSize=50' })).json<Page<EventSummary>>();
    const event = (await events(b)).items.find((e) => e.seatsLeft > 1);
    expect(event).toBeDefined();
    const { accessToken } = (await login(a, 'student', STUDENT, '198.51.100.95')).json<AuthResponse>();
    const seenByB = cleared(b, EVENTS_CACHE);
    expect((await a.request({ method: 'POST', url: `/api/Events/${event!.id}/Register`, token: accessToken })).statusCode).toBeLessThan(300);
    if (!reachable) {
      expect((await events(b)).items.find((e) => e.id === event!.id)?.seatsLeft).toBe(event!.seatsLeft);
      return;
    }
    await seenByB;
    expect((await events(b)).items.find((e) => e.id === event!.id)?.seatsLeft).toBe(event!.seatsLeft - 1);
  });
});

describe('a node whose Redis is down', () => {
  let down: Cluster;
  let node: Node;
  beforeAll(async () => {
    down = await startCluster(UNREACHABLE_REDIS_URL, testRedisPrefix('down'));
    node = down.nodes[0];
  }, 60_000);
  afterAll(() => down.close());

  it('starts, answers, and keeps the log-in lockout in its own memory', async () => {
    expect((await node.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await node.request({ method: 'GET', url: '/api/Courses' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(node, 'student', 'wrong-password', '203.0.113.110')).statusCode).toBe(401);
    const locked = await login(node, 'student', STUDENT, '203.0.113.110');
    expect(locked.statusCode).toBe(429);
    expect(problemCode(locked)).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect((await login(node, 'student', STUDENT, '198.51.100.110')).statusCode).toBe(200);
  });

  it('lets rate-limited routes through rather than failing them, and changes data without a shared bus', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await node.request({ method: 'POST', url: '/api/Auth/PreResetPassword', remoteAddress: '203.0.113.120', payload: { email: 'nobody-here@example.com' } });
      expect(res.statusCode).toBe(202);
    }
    const { accessToken } = (await login(node, 'student', STUDENT, '198.51.100.120')).json<AuthResponse>();
    const event = (await node.request({ method: 'GET', url: '/api/Events?when=upcoming&pageSize=50' })).json<Page<EventSummary>>().items.find((e) => e.seatsLeft > 1 && !e.isRegistered);
    expect(event).toBeDefined();
    const register = await node.request({ method: 'POST', url: `/api/Events/${event!.id}/Register`, token: accessToken });
    expect(register.statusCode).toBeLessThan(300);
    // Its own cache was still cleared.
    expect((await node.request({ method: 'GET', url: '/api/Events?when=upcoming&pageSize=50' })).json<Page<EventSummary>>().items.find((e) => e.id === event!.id)?.seatsLeft).toBe(event!.seatsLeft - 1);
  });
});
