import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '../shared/errorCodes';
import { buildApp, type AcademyApp } from './app';
import { loadSecrets, parseConfig } from './config';
import { connectDatabase, migrateDatabase, type DatabaseHandle } from './db/client';
import { startChildDatabase, type ChildDatabase } from './test-support/childDatabase';

// The database goes away under a running server (stopped, then frozen) and comes back: the API
// answers 503 SERVICE_UNAVAILABLE with Retry-After meanwhile, never 500 or a hang, and recovers by itself.

let dataDir: string;
let port: number;
let database: ChildDatabase | null = null;
let handle: DatabaseHandle;
let built: AcademyApp;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address() as net.AddressInfo;
      srv.close(() => resolve(address.port));
    });
  });
}

async function startDatabase(): Promise<string> {
  database = await startChildDatabase(dataDir, { PG_PORT: String(port) });
  if (!database.ready) throw new Error(`the database did not start: ${database.output()}`);
  return database.ready;
}

/** The postmaster and every backend, worker and writer it runs. */
function clusterPids(): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).split('\n').map(Number).filter((pid) => pid > 0);
  return [postmaster, ...children];
}

const get = (url: string) => built.app.inject({ method: 'GET', url });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-outage-'));
  fs.chmodSync(dataDir, 0o755);
  port = await freePort();
  const url = await startDatabase();
  const config = loadSecrets(
    parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '1500', DB_HEALTH_TIMEOUT_MS: '500' }),
  );
  handle = connectDatabase(url, { max: 3, ...config.database });
  await migrateDatabase(handle.db);
  built = await buildApp({ config, db: handle.db, clientDir: path.join(dataDir, 'no-client'), jobWorkers: false });
  await built.app.ready();
  await built.jobs.start({ ctx: built.context, services: built.services });
}, 120_000);

afterAll(async () => {
  await built.app.close();
  await handle.close();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a database outage', () => {
  it('answers 503 with Retry-After while PostgreSQL is stopped, and recovers when it is back', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/Courses/no-such-course')).statusCode).toBe(404);

    await database!.stop();
    for (const url of ['/api/health', '/api/Courses/no-such-course', '/api/Lessons/1']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 503, code: ERROR_CODES.SERVICE_UNAVAILABLE });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|pg|postgres/i);
    }

    await startDatabase();
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/Courses/no-such-course')).statusCode).toBe(404);
  }, 120_000);

  it('answers 503 instead of hanging while PostgreSQL is frozen, and recovers when it thaws', async () => {
    const pids = clusterPids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      const health = await get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json().code).toBe(ERROR_CODES.SERVICE_UNAVAILABLE);
      const course = await get('/api/Courses/no-such-course');
      expect(course.statusCode).toBe(503);
      expect(course.headers['retry-after']).toBe('5');
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    // The connections that timed out are replaced; answers come back without a restart.
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await get('/api/health')).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await get('/api/Courses/no-such-course')).statusCode).toBe(404);
  }, 120_000);
});
