import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  DEFAULT_AFFILIATE_COMMISSION_PERCENT, DEFAULT_EARNINGS_HOLD_DAYS, DEFAULT_INSTRUCTOR_SHARE_PERCENT, DEFAULT_MAX_VIDEO_MB, DEFAULT_PROVIDER_FEE_BASIS_POINTS, DEFAULT_REFUND_MAX_PROGRESS_PERCENT, DEFAULT_REFUND_WINDOW_DAYS, PASSWORD_MIN_LENGTH, PAYMENT_METHODS, PAYMENT_PROVIDERS,
  type PaymentMethod, type PaymentProviderName, type SaleChannel,
} from '../shared/constants';
import type { QrMerchantConfig } from './adapters/payments/emvco';
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
  payments: PaymentsConfig;
  earnings: EarningsConfig;
  /** A resolved support ticket closes after this long (TICKET_AUTO_CLOSE_SECONDS; 7 days by default). */
  ticketAutoCloseSeconds: number;
}

/** How a sale is split and when its earnings may be paid out. */
export interface EarningsConfig {
  /** Earnings are pending this long after the sale (the refund window and a margin), then available. */
  holdSeconds: number;
  /** The instructor's share (percent) of what is left of a sale after tax, the provider's fee and an affiliate's commission, per channel. */
  instructorSharePercent: Record<SaleChannel, number>;
  /** An affiliate's commission: percent of the sale after tax and the provider's fee. */
  affiliateCommissionPercent: number;
  /** The provider's fee in basis points of what the buyer paid. */
  providerFeeBasisPoints: Record<PaymentProviderName, number>;
}

/** Who takes the money for each method, the accounts it goes to, and the refund rule. */
export interface PaymentsConfig {
  /** The local test bank (method `test`, and any method configured `test`) is on. */
  testProvider: boolean;
  /** Signs the test bank's webhooks: PAYMENT_TEST_WEBHOOK_SECRET, else generated once into DATA_DIR. */
  testWebhookSecret: string;
  /** The provider of each method offered; a method missing here is not offered. */
  providers: Partial<Record<PaymentMethod, PaymentProviderName>>;
  stripe: { secretKey: string; webhookSecret: string; apiBaseUrl: string | null } | null;
  /** The shop's own receiving accounts of the QR rails (demo values outside production). */
  merchant: QrMerchantConfig;
  /** Printed on receipts. */
  seller: { name: string; address: string; taxId: string | null; email: string };
  refundWindowDays: number;
  refundMaxProgressPercent: number;
}

/** The environment as parsed: the signing keys are still missing when unset (see loadSecrets). */
export type ParsedConfig = Omit<AppConfig, 'jwtSecret' | 'payments'> & {
  jwtSecret: Uint8Array | null;
  payments: Omit<PaymentsConfig, 'testWebhookSecret'> & { testWebhookSecret: string | null };
};

export class ConfigError extends Error {}

/** The demo's local stand-in chat widget, served by the SPA build from public/chat/. */
const DEFAULT_CHAT_WIDGET_URL = '/chat/academy-chat.js';

/** A variable's schema, with what a person must write there, for the error message. */
function variable<T extends TSchema>(schema: T, expected: string): T {
  return Object.assign(schema, { expected });
}
const wholeNumber = (min: number, max: number) => variable(Type.Integer({ minimum: min, maximum: max }), `a whole number from ${min} to ${max}`);
const providerName = () => variable(Type.Union(PAYMENT_PROVIDERS.map((p) => Type.Literal(p))), PAYMENT_PROVIDERS.join(', ').replace(/, ([^,]*)$/, ' or $1'));
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
  TICKET_AUTO_CLOSE_SECONDS: Type.Optional(wholeNumber(1, 31_536_000)),
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
  PAYMENT_TEST_PROVIDER: Type.Optional(variable(Type.Union([Type.Literal('on'), Type.Literal('off')]), 'on or off')),
  PAYMENT_TEST_WEBHOOK_SECRET: Type.Optional(variable(Type.String({ minLength: 32 }), 'at least 32 characters')),
  PAYMENT_PROVIDER_PROMPTPAY: Type.Optional(providerName()),
  PAYMENT_PROVIDER_QRPH: Type.Optional(providerName()),
  PAYMENT_PROVIDER_VIETQR: Type.Optional(providerName()),
  PAYMENT_PROVIDER_CARD: Type.Optional(providerName()),
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  STRIPE_API_URL: Type.Optional(url('http', 'https')),
  MERCHANT_NAME: Type.Optional(variable(Type.String({ minLength: 1, maxLength: 25 }), '1 to 25 characters')),
  MERCHANT_CITY: Type.Optional(variable(Type.String({ minLength: 1, maxLength: 15 }), '1 to 15 characters')),
  PROMPTPAY_ID: Type.Optional(variable(Type.String({ pattern: '^(0\\d{9}|\\d{13}|\\d{15})$' }), 'a Thai mobile number (0812345678), a 13-digit ID or a 15-digit e-wallet id')),
  VIETQR_BANK_BIN: Type.Optional(variable(Type.String({ pattern: '^\\d{6}$' }), "the bank's 6-digit NAPAS BIN")),
  VIETQR_ACCOUNT: Type.Optional(variable(Type.String({ pattern: '^[0-9A-Za-z]{4,19}$' }), 'an account number of 4 to 19 letters and digits')),
  QRPH_ACQUIRER_BIC: Type.Optional(variable(Type.String({ pattern: '^[A-Z0-9]{8}([A-Z0-9]{3})?$' }), 'a BIC of 8 or 11 characters')),
  QRPH_MERCHANT_ID: Type.Optional(variable(Type.String({ pattern: '^[0-9A-Za-z]{1,25}$' }), '1 to 25 letters and digits')),
  SELLER_NAME: Type.Optional(Type.String({ maxLength: 200 })),
  SELLER_ADDRESS: Type.Optional(Type.String({ maxLength: 500 })),
  SELLER_TAX_ID: Type.Optional(Type.String({ maxLength: 20 })),
  SELLER_EMAIL: Type.Optional(variable(Type.String({ pattern: '^[^\\s@<>"]+@[^\\s@<>"]+$', maxLength: 254 }), 'an e-mail address')),
  REFUND_WINDOW_DAYS: Type.Optional(wholeNumber(0, 365)),
  REFUND_MAX_PROGRESS_PERCENT: Type.Optional(wholeNumber(0, 100)),
  EARNINGS_HOLD_SECONDS: Type.Optional(wholeNumber(0, 31_536_000)),
  INSTRUCTOR_SHARE_ORGANIC: Type.Optional(wholeNumber(0, 100)),
  INSTRUCTOR_SHARE_OWN: Type.Optional(wholeNumber(0, 100)),
  INSTRUCTOR_SHARE_AFFILIATE: Type.Optional(wholeNumber(0, 100)),
  AFFILIATE_COMMISSION_PERCENT: Type.Optional(wholeNumber(0, 100)),
  PROVIDER_FEE_BP_TEST: Type.Optional(wholeNumber(0, 10_000)),
  PROVIDER_FEE_BP_QR: Type.Optional(wholeNumber(0, 10_000)),
  PROVIDER_FEE_BP_STRIPE: Type.Optional(wholeNumber(0, 10_000)),
  LOG_LEVEL: Type.Optional(
    variable(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l))), 'one of fatal, error, warn, info, debug, trace, silent'),
  ),
});
type Env = Static<typeof EnvSchema>;
type EnvName = keyof Env & string;

/** Their values never appear in an error message. */
const SECRET_VARIABLES: readonly EnvName[] = ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'FIREBASE_API_KEY', 'STORAGE_URL', 'REDIS_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENT_TEST_WEBHOOK_SECRET'];
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
    ticketAutoCloseSeconds: env.TICKET_AUTO_CLOSE_SECONDS ?? 7 * 86_400,
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
    payments: parsePayments(env, nodeEnv),
    earnings: {
      holdSeconds: env.EARNINGS_HOLD_SECONDS ?? DEFAULT_EARNINGS_HOLD_DAYS * 86_400,
      instructorSharePercent: {
        organic: env.INSTRUCTOR_SHARE_ORGANIC ?? DEFAULT_INSTRUCTOR_SHARE_PERCENT.organic,
        instructor: env.INSTRUCTOR_SHARE_OWN ?? DEFAULT_INSTRUCTOR_SHARE_PERCENT.instructor,
        affiliate: env.INSTRUCTOR_SHARE_AFFILIATE ?? DEFAULT_INSTRUCTOR_SHARE_PERCENT.affiliate,
      },
      affiliateCommissionPercent: env.AFFILIATE_COMMISSION_PERCENT ?? DEFAULT_AFFILIATE_COMMISSION_PERCENT,
      providerFeeBasisPoints: {
        test: env.PROVIDER_FEE_BP_TEST ?? DEFAULT_PROVIDER_FEE_BASIS_POINTS.test,
        qr: env.PROVIDER_FEE_BP_QR ?? DEFAULT_PROVIDER_FEE_BASIS_POINTS.qr,
        stripe: env.PROVIDER_FEE_BP_STRIPE ?? DEFAULT_PROVIDER_FEE_BASIS_POINTS.stripe,
      },
    },
  };
}

/** The demo's receiving accounts and seller (outside production only): valid formats, nobody's real account. */
const DEMO_MERCHANT = {
  name: 'Academy Demo',
  city: 'Bangkok',
  promptpayId: '0812345678',
  vietqrBankBin: '970436',
  vietqrAccount: '0011001234567',
  qrphAcquirerBic: 'PAPHPHM1XXX',
  qrphMerchantId: 'ACADEMYDEMO01',
} as const;
const QR_ENV: Record<'promptpay' | 'qrph' | 'vietqr' | 'card', EnvName> = {
  promptpay: 'PAYMENT_PROVIDER_PROMPTPAY',
  qrph: 'PAYMENT_PROVIDER_QRPH',
  vietqr: 'PAYMENT_PROVIDER_VIETQR',
  card: 'PAYMENT_PROVIDER_CARD',
};

/**
 * Payments: the test provider is on by default except in production, where only PAYMENT_TEST_PROVIDER=on
 * turns it on (a demo site). Each method's provider is configured (PAYMENT_PROVIDER_<METHOD>) or
 * follows from what is set up: with the test provider, PromptPay and QR Ph through the test bank,
 * VietQR as the shop's own QR confirmed by an admin, cards through Stripe when keyed; without it, a QR
 * method only when its account is configured, cards only with Stripe.
 */
function parsePayments(env: Env, nodeEnv: AppConfig['env']): ParsedConfig['payments'] {
  const production = nodeEnv === 'production';
  const testProvider = production ? env.PAYMENT_TEST_PROVIDER === 'on' : env.PAYMENT_TEST_PROVIDER !== 'off';
  // A demo site (outside production, or a production start with the test bank on) has the demo receiving accounts.
  const demo = !production || testProvider;
  const promptpayId = env.PROMPTPAY_ID ?? (demo ? DEMO_MERCHANT.promptpayId : null);
  const vietqrBin = env.VIETQR_BANK_BIN ?? (demo ? DEMO_MERCHANT.vietqrBankBin : null);
  const vietqrAccount = env.VIETQR_ACCOUNT ?? (demo ? DEMO_MERCHANT.vietqrAccount : null);
  const qrphBic = env.QRPH_ACQUIRER_BIC ?? (demo ? DEMO_MERCHANT.qrphAcquirerBic : null);
  const qrphMerchant = env.QRPH_MERCHANT_ID ?? (demo ? DEMO_MERCHANT.qrphMerchantId : null);
  const merchant: QrMerchantConfig = {
    merchantName: env.MERCHANT_NAME ?? DEMO_MERCHANT.name,
    merchantCity: env.MERCHANT_CITY ?? DEMO_MERCHANT.city,
    promptpayId,
    vietqr: vietqrBin && vietqrAccount ? { bankBin: vietqrBin, accountNumber: vietqrAccount } : null,
    qrph: qrphBic && qrphMerchant ? { acquirerBic: qrphBic, merchantId: qrphMerchant } : null,
  };
  const stripe = env.STRIPE_SECRET_KEY
    ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiBaseUrl: env.STRIPE_API_URL ?? null }
    : null;
  if (stripe && !stripe.webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks are verified with it)');
  const hasAccount = { promptpay: merchant.promptpayId !== null, vietqr: merchant.vietqr !== null, qrph: merchant.qrph !== null };

  const defaults: Partial<Record<PaymentMethod, PaymentProviderName>> = testProvider
    ? { test: 'test', promptpay: 'test', qrph: 'test', vietqr: 'qr', card: stripe ? 'stripe' : 'test' }
    : {
        ...(hasAccount.promptpay ? { promptpay: 'qr' as const } : {}),
        ...(hasAccount.qrph ? { qrph: 'qr' as const } : {}),
        ...(hasAccount.vietqr ? { vietqr: 'qr' as const } : {}),
        ...(stripe ? { card: 'stripe' as const } : {}),
      };
  const providers: Partial<Record<PaymentMethod, PaymentProviderName>> = { ...defaults };
  for (const method of ['promptpay', 'qrph', 'vietqr', 'card'] as const) {
    const name = QR_ENV[method];
    const chosen = env[name] as PaymentProviderName | undefined;
    if (!chosen) continue;
    if (chosen === 'test' && !testProvider) throw new ConfigError(`${name} is test, but the test provider is off (PAYMENT_TEST_PROVIDER)`);
    if (chosen === 'stripe' && !stripe) throw new ConfigError(`${name} is stripe, but STRIPE_SECRET_KEY is not set`);
    if (chosen === 'qr' && (method === 'card' || !hasAccount[method])) {
      throw new ConfigError(method === 'card' ? `${name} cannot be qr: cards need a provider` : `${name} is qr, but the ${method} receiving account is not configured`);
    }
    providers[method] = chosen;
  }
  // Methods in the order of PAYMENT_METHODS.
  const ordered = Object.fromEntries(PAYMENT_METHODS.filter((m) => providers[m]).map((m) => [m, providers[m]])) as Partial<Record<PaymentMethod, PaymentProviderName>>;
  return {
    testProvider,
    testWebhookSecret: env.PAYMENT_TEST_WEBHOOK_SECRET ?? null,
    providers: ordered,
    stripe,
    merchant,
    seller: {
      name: env.SELLER_NAME ?? 'Academy Demo Co., Ltd.',
      address: env.SELLER_ADDRESS ?? '999 Rama IV Road, Silom, Bang Rak, Bangkok 10500, Thailand',
      taxId: env.SELLER_TAX_ID ?? (demo ? '0105561000011' : null),
      email: env.SELLER_EMAIL ?? 'billing@academy.local',
    },
    refundWindowDays: env.REFUND_WINDOW_DAYS ?? DEFAULT_REFUND_WINDOW_DAYS,
    refundMaxProgressPercent: env.REFUND_MAX_PROGRESS_PERCENT ?? DEFAULT_REFUND_MAX_PROGRESS_PERCENT,
  };
}

/**
 * The start-up step after parsing: makes DATA_DIR, and without JWT_SECRET takes the signing key
 * from DATA_DIR/secrets/jwt-secret, generating it on the first start.
 */
export function loadSecrets(config: ParsedConfig): AppConfig {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const jwtSecret = config.jwtSecret ?? new TextEncoder().encode(generatedSecret(config.dataDir, 'jwt-secret'));
  // The test bank's webhook key: only needed while the test provider is on.
  const testWebhookSecret = config.payments.testWebhookSecret ?? (config.payments.testProvider ? generatedSecret(config.dataDir, 'payment-test-webhook-secret') : '');
  return { ...config, jwtSecret, payments: { ...config.payments, testWebhookSecret } };
}

/** DATA_DIR/secrets/<name>, generated on the first start. */
function generatedSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
