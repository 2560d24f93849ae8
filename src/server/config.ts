import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '../shared/constants';

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
}

export class ConfigError extends Error {}

/** The demo's local stand-in chat widget, served by the SPA build from public/chat/. */
export const DEFAULT_CHAT_WIDGET_URL = '/chat/academy-chat.js';

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

function urlVar(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  return raw;
}

/** The signing key: JWT_SECRET, or one generated once and kept in DATA_DIR/secrets. */
function loadJwtSecret(env: Env, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const dir = path.join(dataDir, 'secrets');
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
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = intVar(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = urlVar(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const publicUrl = (urlVar(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, '');
  const storageBaseUrl = (env.STORAGE_BASE_URL || '/storage').replace(/\/$/, '');
  // The demo ships a local stand-in widget (public/chat/), so the chat works out of the box;
  // CHAT_WIDGET_URL=off (or empty) turns it off.
  const chatRaw = env.CHAT_WIDGET_URL;
  const chatWidgetUrl = chatRaw === undefined ? DEFAULT_CHAT_WIDGET_URL : chatRaw === '' || chatRaw.toLowerCase() === 'off' ? null : chatRaw;
  const contactEmail = env.CONTACT_EMAIL || 'contact@academy.local';
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(contactEmail) || contactEmail.length > 254) throw new ConfigError('CONTACT_EMAIL must be an e-mail address');

  let firebase: FirebaseConfig | null = null;
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  // With the emulator, firebase-admin skips signature checks: never in production, configured or not.
  if (authEmulatorHost && nodeEnv === 'production') throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST is refused in production');
  if (env.FIREBASE_PROJECT_ID) {
    firebase = {
      apiKey: env.FIREBASE_API_KEY || '',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
      authEmulatorHost,
    };
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const trust = env.TRUST_PROXY;
  return {
    env: nodeEnv,
    host: env.HOST || '0.0.0.0',
    port,
    dataDir,
    databaseUrl,
    jwtSecret: loadJwtSecret(env, dataDir),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Academy <no-reply@academy.local>',
    publicUrl,
    storageBaseUrl,
    storageDir: path.join(dataDir, 'storage'),
    mailDir: path.join(dataDir, 'mail'),
    chatWidgetUrl,
    contactEmail,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    firebase,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : nodeEnv === 'production' ? 'warn' : 'info'),
    trustProxy: trust === undefined || trust === '' ? false : trust === 'true' ? true : trust,
    seedDemoContent: env.SEED_DEMO !== 'false',
    catalogueCacheMs: intVar(env, 'CATALOGUE_CACHE_MS', 5_000, 0, 600_000),
  };
}
