import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_MAX_VIDEO_MB, PASSWORD_MIN_LENGTH } from '../shared/constants';
import { parseStorageUrl, STORAGE_URL_FORMAT, type StorageLocation } from './adapters/storage/storageLocation';

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  authEmulatorHost: string | null;
}

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: Uint8Array;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  storageBaseUrl: string;
  storageDir: string;
  /** Where stored files are kept: DATA_DIR/storage by default, another folder or an S3 bucket (STORAGE_URL). */
  storage: StorageLocation;
  /** How long a signed lesson-media URL stays valid. */
  mediaUrlTtlSeconds: number;
  /** Uploads one customer may make per window (then 429 FILE_UPLOAD_RATE_LIMITED). */
  uploadRateMax: number;
  uploadRateWindowSeconds: number;
  /** Bytes one customer's stored uploads may take in all (then 413 FILE_QUOTA_EXCEEDED). */
  uploadQuotaBytes: number;
  /** Largest lesson video an instructor may upload (MAX_VIDEO_MB; then 413 VIDEO_TOO_LARGE). */
  maxVideoBytes: number;
  mailDir: string;
  /** Script of the live-chat widget; the demo's own stand-in by default, null when turned off. */
  chatWidgetUrl: string | null;
  /** Where contact-form messages are mailed. */
  contactEmail: string;
  passwordMinLength: number;
  firebase: FirebaseConfig | null;
  logLevel: string;
  /** Proxies in front of us whose X-Forwarded-For we trust (for per-IP limits). */
  trustProxy: boolean | string;
  seedDemoContent: boolean;
  /** How long a catalogue page (GET /api/Courses) may be served from memory; 0 turns it off. */
  catalogueCacheMs: number;
  /** Database time limits: connecting, one statement, and the health check's query. */
  database: { connectTimeoutMs: number; statementTimeoutMs: number; healthTimeoutMs: number };
  /** Shared limits and cache invalidation for several nodes; null keeps them in this process. */
  redisUrl: string | null;
}

/** The environment as parsed: the signing key is still missing when JWT_SECRET is unset (see loadSecrets). */
export type ParsedConfig = Omit<AppConfig, 'jwtSecret'> & { jwtSecret: Uint8Array | null };

export class ConfigError extends Error {}

/** The demo's local stand-in chat widget, served by the SPA build from public/chat/. */
const DEFAULT_CHAT_WIDGET_URL = '/chat/academy-chat.js';

/** A variable's schema, with what a person must write there, for the error message. */
function variable<T extends TSchema>(schema: T, expected: string): T {
  return Object.assign(schema, { expected });
}
const wholeNumber = (min: number, max: number) => variable(Type.Integer({ minimum: min, maximum: max }), `a whole number from ${min} to ${max}`);
const url = (...schemes: string[]) => variable(Type.String({ pattern: `^(${schemes.join('|')})://[^\\s]*$` }), `a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`);

/**
 * Every variable the server reads. Unset and empty are the same (the default applies), except for
 * CHAT_WIDGET_URL, where empty turns the widget off.
 */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  PORT: Type.Optional(wholeNumber(0, 65535)),
  HOST: Type.Optional(Type.String()),
  DATA_DIR: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(url('postgres', 'postgresql')),
  JWT_SECRET: Type.Optional(variable(Type.String({ minLength: 32 }), 'at least 32 characters')),
  PUBLIC_URL: Type.Optional(variable(Type.String({ pattern: '^https?://[^\\s/?#]+[^\\s]*$' }), 'a URL starting with http:// or https://')),
  SMTP_URL: Type.Optional(url('smtp', 'smtps')),
  MAIL_FROM: Type.Optional(Type.String()),
  STORAGE_BASE_URL: Type.Optional(Type.String()),
  STORAGE_URL: Type.Optional(variable(Type.String({ pattern: '^(file|s3)://[^\\s]*$' }), STORAGE_URL_FORMAT)),
  MEDIA_URL_TTL_SECONDS: Type.Optional(wholeNumber(30, 21_600)),
  UPLOAD_RATE_MAX: Type.Optional(wholeNumber(1, 100_000)),
  UPLOAD_RATE_WINDOW_SECONDS: Type.Optional(wholeNumber(1, 86_400)),
  UPLOAD_QUOTA_MB: Type.Optional(wholeNumber(1, 10_000_000)),
  MAX_VIDEO_MB: Type.Optional(wholeNumber(1, 1_000_000)),
  CHAT_WIDGET_URL: Type.Optional(Type.String()),
  CONTACT_EMAIL: Type.Optional(variable(Type.String({ pattern: '^[^\\s@<>"]+@[^\\s@<>"]+$', maxLength: 254 }), 'an e-mail address')),
  FIREBASE_PROJECT_ID: Type.Optional(Type.String()),
  FIREBASE_API_KEY: Type.Optional(Type.String()),
  FIREBASE_AUTH_DOMAIN: Type.Optional(Type.String()),
  FIREBASE_AUTH_EMULATOR_HOST: Type.Optional(Type.String()),
  TRUST_PROXY: Type.Optional(Type.String()),
  SEED_DEMO: Type.Optional(variable(Type.Union([Type.Literal('true'), Type.Literal('false')]), 'true or false')),
  CATALOGUE_CACHE_MS: Type.Optional(wholeNumber(0, 600_000)),
  DB_CONNECT_TIMEOUT_MS: Type.Optional(wholeNumber(100, 120_000)),
  DB_STATEMENT_TIMEOUT_MS: Type.Optional(wholeNumber(100, 3_600_000)),
  DB_HEALTH_TIMEOUT_MS: Type.Optional(wholeNumber(100, 60_000)),
  REDIS_URL: Type.Optional(url('redis', 'rediss')),
  LOG_LEVEL: Type.Optional(
    variable(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l))), 'one of fatal, error, warn, info, debug, trace, silent'),
  ),
});
type Env = Static<typeof EnvSchema>;
type EnvName = keyof Env & string;

/** Their values never appear in an error message. */
const SECRET_VARIABLES: readonly EnvName[] = ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'FIREBASE_API_KEY', 'STORAGE_URL', 'REDIS_URL'];
const EMPTY_IS_A_VALUE: readonly EnvName[] = ['CHAT_WIDGET_URL'];

/** The variables the schema knows, as its types want them: digits become numbers, empty ones are left out. */
function readEnv(raw: Record<string, string | undefined>): Record<string, unknown> {
  const env: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties) as [EnvName, TSchema][]) {
    const value = raw[name];
    if (value === undefined || (value === '' && !EMPTY_IS_A_VALUE.includes(name))) continue;
    env[name] = schema.type === 'integer' && /^[0-9]{1,15}$/.test(value) ? Number(value) : value;
  }
  return env;
}

/** Checks the variables against the schema; the first bad one stops the start, named with what it should be. */
function checkEnv(raw: Record<string, string | undefined>): Env {
  const env = readEnv(raw);
  const error = Value.Errors(EnvSchema, env).First();
  if (!error) return env as Env;
  const name = error.path.split('/')[1] as EnvName;
  const expected = (EnvSchema.properties[name] as { expected?: string }).expected ?? 'valid';
  const shown = SECRET_VARIABLES.includes(name) ? '' : `, got "${raw[name]}"`;
  throw new ConfigError(`${name} must be ${expected}${shown}`);
}

/**
 * The configuration from the environment. Pure: reads nothing but `env` and writes nothing, so it
 * can be called anywhere; loadSecrets() is the start-up step that touches DATA_DIR.
 */
export function parseConfig(rawEnv: Record<string, string | undefined> = process.env): ParsedConfig {
  const env = checkEnv(rawEnv);
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = env.PORT ?? 8080;
  const dataDir = path.resolve(env.DATA_DIR ?? './data');

  // The demo ships a local stand-in widget (public/chat/), so the chat works out of the box;
  // CHAT_WIDGET_URL=off (or empty) turns it off.
  const chatRaw = env.CHAT_WIDGET_URL;
  const chatWidgetUrl = chatRaw === undefined ? DEFAULT_CHAT_WIDGET_URL : chatRaw === '' || chatRaw.toLowerCase() === 'off' ? null : chatRaw;

  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? null;
  // With the emulator, firebase-admin skips signature checks: never in production, configured or not.
  if (authEmulatorHost && nodeEnv === 'production') throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST is refused in production');
  const firebase: FirebaseConfig | null = env.FIREBASE_PROJECT_ID
    ? {
        apiKey: env.FIREBASE_API_KEY ?? '',
        authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: env.FIREBASE_PROJECT_ID,
        authEmulatorHost,
      }
    : null;

  const trust = env.TRUST_PROXY;
  const storageDir = path.join(dataDir, 'storage');
  let storage: StorageLocation;
  try {
    storage = parseStorageUrl(env.STORAGE_URL, storageDir);
  } catch (err) {
    // The URL may carry a secret: only the reason is shown.
    throw new ConfigError(`STORAGE_URL must be ${STORAGE_URL_FORMAT} (${(err as Error).message})`);
  }
  return {
    env: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Academy <no-reply@academy.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    storageBaseUrl: (env.STORAGE_BASE_URL ?? '/storage').replace(/\/$/, ''),
    storageDir: storage.kind === 'disk' ? storage.dir : storageDir,
    storage,
    mediaUrlTtlSeconds: env.MEDIA_URL_TTL_SECONDS ?? 600,
    uploadRateMax: env.UPLOAD_RATE_MAX ?? 20,
    uploadRateWindowSeconds: env.UPLOAD_RATE_WINDOW_SECONDS ?? 600,
    uploadQuotaBytes: (env.UPLOAD_QUOTA_MB ?? 100) * 1024 * 1024,
    maxVideoBytes: (env.MAX_VIDEO_MB ?? DEFAULT_MAX_VIDEO_MB) * 1024 * 1024,
    mailDir: path.join(dataDir, 'mail'),
    chatWidgetUrl,
    contactEmail: env.CONTACT_EMAIL ?? 'contact@academy.local',
    passwordMinLength: PASSWORD_MIN_LENGTH,
    firebase,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : nodeEnv === 'production' ? 'warn' : 'info'),
    trustProxy: trust === undefined ? false : trust === 'true' ? true : trust,
    seedDemoContent: env.SEED_DEMO !== 'false',
    catalogueCacheMs: env.CATALOGUE_CACHE_MS ?? 5_000,
    database: {
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS ?? 5_000,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS ?? 15_000,
      healthTimeoutMs: env.DB_HEALTH_TIMEOUT_MS ?? 2_000,
    },
    redisUrl: env.REDIS_URL ?? null,
  };
}

/**
 * The start-up step after parsing: makes DATA_DIR, and without JWT_SECRET takes the signing key
 * from DATA_DIR/secrets/jwt-secret, generating it on the first start.
 */
export function loadSecrets(config: ParsedConfig): AppConfig {
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const dir = path.join(config.dataDir, 'secrets');
  const file = path.join(dir, 'jwt-secret');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return { ...config, jwtSecret: new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()) };
}
