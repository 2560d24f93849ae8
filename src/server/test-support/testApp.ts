import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AcademyApp } from '../app';
import { loadSecrets, parseConfig, type AppConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoContent } from '../seed/seed';
import type { AuthResponse } from '../../shared/schemas/auth';
import type { Customer } from '../../shared/schemas/customer';
import pg from 'pg';
import { SEEDED_DATA_DIR_ENV, createTestDatabase, withDatabase } from './testDatabaseServer';
import type { Sleeper, ThrottleLimits } from '../modules/auth/loginThrottle';
import type { FirebaseTokenVerifier } from '../modules/social/firebaseTokenVerifier';

export interface TestApp extends AcademyApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  dataDir: string;
  /** inject() with JSON parsed for you. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse & { body: string; json: <T = unknown>() => T }>;
  login(username: string, password: string): Promise<AuthResponse>;
  signUp(username: string, password?: string, extra?: Record<string, unknown>): Promise<{ customer: Customer; token: string; password: string }>;
  /** The mails sent so far (after the queue has delivered everything waiting), oldest first. */
  mails(): Promise<{ file: string; to: string; subject: string; text: string }[]>;
  close(): Promise<void>;
}

interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  throttle?: Partial<ThrottleLimits>;
  /** Gets the log-in slow-downs (ms) instead of waiting them out; by default they pass at once. */
  loginSleep?: Sleeper;
  /** An ID-token verifier with the test's own keys (see firebaseTokenVerifier.test.ts). */
  firebaseVerifier?: FirebaseTokenVerifier | null;
}

/** Decodes a quoted-printable / base64 .eml well enough to read links and subjects. */
function readMail(file: string): { to: string; subject: string; text: string } {
  const raw = fs.readFileSync(file, 'utf8');
  // Headers unfolded (a long subject continues on lines that start with white space).
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  // Adjacent encoded words are one text: their bytes are joined before decoding (a character may be split between them).
  const decodeWord = (s: string) =>
    s.replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
      const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc, data]) =>
        enc!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : Buffer.from(decodeQp(data!.replace(/_/g, ' ')), 'utf8'),
      );
      return `${Buffer.concat(bytes).toString('utf8')}${/\s$/.test(run) ? ' ' : ''}`;
    });
  const textPart = /Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([^\n]*)\n)?\n([\s\S]*?)\n--/i.exec(raw);
  const encoding = textPart?.[1]?.trim().toLowerCase();
  const body = textPart?.[2] ?? '';
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQp(body) : body;
  return { to: header('To'), subject: decodeWord(header('Subject')).replace(/\s+/g, ' '), text };
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Once per run (globalSetup): a template database holding the demo content, seeded through the real
 * services, and the data folder with the files the seed stored (covers, videos).
 */
export async function createSeededTemplate(adminUrl: string, template: string): Promise<{ template: string; dataDir: string }> {
  const name = `${template}_seeded`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-seed-'));
  const url = withDatabase(adminUrl, name);
  const config = loadSecrets(parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, PUBLIC_URL: 'http://academy.test' }));
  const database = connectDatabase(url, { max: 2 });
  try {
    const built = await buildApp({ config, db: database.db, clientDir: path.join(dataDir, 'no-client') });
    await seedDemoContent(database.db, built.services.files);
    await built.app.close();
  } finally {
    await database.close();
  }
  return { template: name, dataDir };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase({ seeded: options.seed });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-data-'));
  const seededDir = process.env[SEEDED_DATA_DIR_ENV];
  // The seeded database's files: the stored covers and videos it refers to.
  if (options.seed && seededDir) fs.cpSync(path.join(seededDir, 'storage'), path.join(dataDir, 'storage'), { recursive: true });
  // Uploads are limited per customer; tests of other things upload more than a person would (files.test.ts sets the real limits).
  const config = loadSecrets(parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: testDb.url, PUBLIC_URL: 'http://academy.test', UPLOAD_RATE_MAX: '10000', ...options.env }));
  const database = connectDatabase(testDb.url, { max: 5, ...config.database });
  // The real limits, except per address (every test request comes from the same one); slow-downs pass at once.
  const loginLimits: Partial<ThrottleLimits> = { ipFailures: 1000, ...options.throttle };
  const loginSleep: Sleeper = options.loginSleep ?? (async () => {});
  const built = await buildApp({ config, db: database.db, loginLimits, loginSleep, clientDir: path.join(dataDir, 'no-client'), firebaseVerifier: options.firebaseVerifier, jobWorkers: false });
  await built.app.ready();
  await built.jobs.start({ ctx: built.context, services: built.services });

  const request: TestApp['request'] = async ({ token, headers, ...rest }) => {
    const res = await built.app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    return Object.assign(res, { json: <T>() => JSON.parse(res.body) as T });
  };

  let counter = 0;
  const testApp: TestApp = {
    ...built,
    config,
    database,
    dataDir,
    request,
    async login(username, password) {
      const res = await request({ method: 'POST', url: '/api/Auth', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<AuthResponse>();
    },
    async signUp(username, password = 'Correct-Horse-9', extra = {}) {
      counter++;
      // Each sign-up from its own address, so the per-IP sign-up limit never decides a test.
      const remoteAddress = `10.254.${(counter >> 8) & 255}.${counter & 255}`;
      const res = await request({ method: 'POST', url: '/api/Customers', remoteAddress, payload: { username, email: `${username}@example.com`, password, ...extra } });
      if (res.statusCode !== 201) throw new Error(`sign-up ${username} failed: ${res.statusCode} ${res.body}`);
      const session = await testApp.login(username, password);
      return { customer: res.json<Customer>(), token: session.accessToken, password };
    },
    async mails() {
      // A forgotten-password request becomes a mail in its own job first.
      await built.jobs.drain(['password-reset-request', 'mail']);
      const dir = config.mailDir;
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => ({ file: path.join(dir, f), ...readMail(path.join(dir, f)) }));
    },
    async close() {
      await built.app.close();
      await database.close();
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** Links carried in a mail, e.g. the activation link with `token=`. */
export function tokenFromMail(text: string, pathPart: string): string {
  const match = new RegExp(`${pathPart.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${pathPart} link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}
