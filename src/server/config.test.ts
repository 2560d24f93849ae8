import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadSecrets, parseConfig } from './config';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-config-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
/** A DATA_DIR that does not exist yet. */
const freshDataDir = () => path.join(root, `data-${++n}`);
const parse = (env: Record<string, string>) => parseConfig({ DATA_DIR: freshDataDir(), ...env });

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      jwtSecret: null,
      smtpUrl: null,
      mailFrom: 'Academy <no-reply@academy.local>',
      publicUrl: 'http://localhost:8080',
      storageBaseUrl: '/storage',
      chatWidgetUrl: '/chat/academy-chat.js',
      contactEmail: 'contact@academy.local',
      firebase: null,
      logLevel: 'info',
      trustProxy: false,
      seedDemoContent: true,
      catalogueCacheMs: 5000,
      redisUrl: null,
    });
    expect(parseConfig({ NODE_ENV: 'production' }).logLevel).toBe('warn');
  });

  it('treats an empty variable as unset', () => {
    const config = parse({ PORT: '', DATABASE_URL: '', HOST: '', JWT_SECRET: '', TRUST_PROXY: '', CATALOGUE_CACHE_MS: '' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, host: '0.0.0.0', jwtSecret: null, trustProxy: false, catalogueCacheMs: 5000 });
  });

  it('reads each variable', () => {
    const config = parse({
      PORT: '3000', DATABASE_URL: 'postgres://u:p@db:5432/academy', SMTP_URL: 'smtps://mail.example.com', PUBLIC_URL: 'https://academy.example.com/',
      STORAGE_BASE_URL: 'https://cdn.example.com/files/', TRUST_PROXY: 'true', SEED_DEMO: 'false', CATALOGUE_CACHE_MS: '0', LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 3000, databaseUrl: 'postgres://u:p@db:5432/academy', smtpUrl: 'smtps://mail.example.com', publicUrl: 'https://academy.example.com',
      storageBaseUrl: 'https://cdn.example.com/files', trustProxy: true, seedDemoContent: false, catalogueCacheMs: 0, logLevel: 'debug',
    });
    expect(parse({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(parse({}).database).toEqual({ connectTimeoutMs: 5000, statementTimeoutMs: 15000, healthTimeoutMs: 2000 });
    expect(parse({ DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '60000', DB_HEALTH_TIMEOUT_MS: '500' }).database).toEqual({
      connectTimeoutMs: 1000, statementTimeoutMs: 60000, healthTimeoutMs: 500,
    });
    expect(parse({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(parse({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/2' }).redisUrl).toBe('rediss://user:pw@cache.example.com:6380/2');
    expect(parse({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(Buffer.from(parse({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret!).toString()).toBe('x'.repeat(32));
  });

  it.each([
    ['PORT', 'eighty', /^PORT must be a whole number from 0 to 65535, got "eighty"$/],
    ['PORT', '70000', /^PORT must be a whole number from 0 to 65535, got "70000"$/],
    ['PORT', '80.5', /^PORT must be a whole number/],
    ['CATALOGUE_CACHE_MS', '-1', /^CATALOGUE_CACHE_MS must be a whole number from 0 to 600000/],
    ['DB_STATEMENT_TIMEOUT_MS', '0', /^DB_STATEMENT_TIMEOUT_MS must be a whole number from 100 to 3600000, got "0"$/],
    ['DB_HEALTH_TIMEOUT_MS', 'soon', /^DB_HEALTH_TIMEOUT_MS must be a whole number from 100 to 60000/],
    ['DATABASE_URL', 'mysql://u:secret@db/academy', /^DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\/$/],
    ['SMTP_URL', 'http://mail.example.com', /^SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\/$/],
    ['REDIS_URL', '127.0.0.1:6379', /^REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\/$/],
    ['PUBLIC_URL', 'academy.example.com', /^PUBLIC_URL must be a URL starting with http:\/\/ or https:\/\//],
    ['JWT_SECRET', 'too-short', /^JWT_SECRET must be at least 32 characters$/],
    ['CONTACT_EMAIL', 'nobody', /^CONTACT_EMAIL must be an e-mail address/],
    ['SEED_DEMO', 'no', /^SEED_DEMO must be true or false, got "no"$/],
    ['LOG_LEVEL', 'verbose', /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
  ])('a bad %s (%s) stops the start, naming the variable and what it expects', (name, value, message) => {
    expect(() => parse({ [name]: value })).toThrow(ConfigError);
    expect(() => parse({ [name]: value })).toThrow(message);
  });

  it('never repeats a secret in its message', () => {
    expect(() => parse({ DATABASE_URL: 'mysql://u:hunter2@db/academy' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
    expect(() => parse({ JWT_SECRET: 'hunter2' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
    expect(() => parse({ REDIS_URL: 'http://:hunter2@cache:6379' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
  });

  it('writes nothing to disk: DATA_DIR and the secret are made by loadSecrets', () => {
    const writers = (['mkdirSync', 'writeFileSync', 'openSync', 'appendFileSync', 'copyFileSync', 'renameSync'] as const).map((name) => jest.spyOn(fs, name));
    try {
      const dataDir = freshDataDir();
      const config = parseConfig({ DATA_DIR: dataDir });
      parseConfig({});
      expect(config.dataDir).toBe(dataDir);
      expect(config.jwtSecret).toBeNull();
      expect(fs.existsSync(dataDir)).toBe(false);
      for (const writer of writers) expect(writer).not.toHaveBeenCalled();
    } finally {
      for (const writer of writers) writer.mockRestore();
    }
  });
});

describe('loadSecrets', () => {
  it('generates the signing key once into DATA_DIR/secrets and reads it back on the next start', () => {
    const dataDir = freshDataDir();
    const first = loadSecrets(parseConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, 'secrets', 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const second = loadSecrets(parseConfig({ DATA_DIR: dataDir }));
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('uses JWT_SECRET when set, without writing a key file', () => {
    const dataDir = freshDataDir();
    const config = loadSecrets(parseConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) }));
    expect(Buffer.from(config.jwtSecret).toString()).toBe('s'.repeat(40));
    expect(fs.existsSync(dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'secrets', 'jwt-secret'))).toBe(false);
  });
});

describe('parseConfig: Firebase', () => {
  it('is off without a project id, and on with one', () => {
    expect(parse({}).firebase).toBeNull();
    expect(parse({ FIREBASE_PROJECT_ID: 'academy-prod', FIREBASE_API_KEY: 'web-key' }).firebase).toEqual({
      apiKey: 'web-key',
      authDomain: 'academy-prod.firebaseapp.com',
      projectId: 'academy-prod',
      authEmulatorHost: null,
    });
  });

  it('takes the emulator in development and tests, and refuses it in production (it skips signature checks)', () => {
    expect(parse({ FIREBASE_PROJECT_ID: 'demo-academy', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase?.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(parse({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: 'demo-academy', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase?.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(() => parse({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'academy-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(ConfigError);
    expect(() => parse({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/refused in production/);
    expect(parse({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'academy-prod' }).firebase?.authEmulatorHost).toBeNull();
  });
});

describe('parseConfig: storage, media URLs and upload limits', () => {
  it('keeps files in DATA_DIR/storage with a 10-minute media URL, 20 uploads per 10 minutes and 100 MB a customer by default', () => {
    const dataDir = freshDataDir();
    const config = parseConfig({ DATA_DIR: dataDir });
    expect(config.storage).toEqual({ kind: 'disk', dir: path.join(dataDir, 'storage') });
    expect(config.storageDir).toBe(path.join(dataDir, 'storage'));
    expect(config).toMatchObject({ mediaUrlTtlSeconds: 600, uploadRateMax: 20, uploadRateWindowSeconds: 600, uploadQuotaBytes: 100 * 1024 * 1024 });
  });

  it('reads STORAGE_URL (a folder or an S3 bucket) and the limits', () => {
    expect(parse({ STORAGE_URL: 'file:///srv/files' })).toMatchObject({ storage: { kind: 'disk', dir: '/srv/files' }, storageDir: '/srv/files' });
    expect(parse({ STORAGE_URL: 's3://media-bucket/academy?region=ap-southeast-1' }).storage).toEqual({
      kind: 's3', bucket: 'media-bucket', prefix: 'academy/', endpoint: null, region: 'ap-southeast-1', forcePathStyle: false, credentials: null,
    });
    expect(parse({ MEDIA_URL_TTL_SECONDS: '300', UPLOAD_RATE_MAX: '3', UPLOAD_RATE_WINDOW_SECONDS: '60', UPLOAD_QUOTA_MB: '5' })).toMatchObject({
      mediaUrlTtlSeconds: 300, uploadRateMax: 3, uploadRateWindowSeconds: 60, uploadQuotaBytes: 5 * 1024 * 1024,
    });
  });

  it.each([
    ['MEDIA_URL_TTL_SECONDS', '10', /^MEDIA_URL_TTL_SECONDS must be a whole number from 30 to 21600, got "10"$/],
    ['MEDIA_URL_TTL_SECONDS', '86400', /^MEDIA_URL_TTL_SECONDS must be a whole number from 30 to 21600/],
    ['UPLOAD_RATE_MAX', '0', /^UPLOAD_RATE_MAX must be a whole number from 1/],
    ['UPLOAD_RATE_WINDOW_SECONDS', 'hour', /^UPLOAD_RATE_WINDOW_SECONDS must be a whole number/],
    ['UPLOAD_QUOTA_MB', '-5', /^UPLOAD_QUOTA_MB must be a whole number/],
    ['STORAGE_URL', 'https://bucket.s3.amazonaws.com', /^STORAGE_URL must be file:\/\/\/absolute\/folder or s3:\/\/.*$/],
    ['STORAGE_URL', 's3://Bad_Bucket', /^STORAGE_URL must be .* \(the bucket name is missing or invalid\)$/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => parse({ [name]: value })).toThrow(ConfigError);
    expect(() => parse({ [name]: value })).toThrow(message);
  });

  it('never shows the credentials of STORAGE_URL in an error', () => {
    for (const value of ['s3://KEY:TOPSECRET@Bad_Bucket', 'ftp://KEY:TOPSECRET@host']) {
      let message = '';
      try {
        parse({ STORAGE_URL: value });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/^STORAGE_URL must be/);
      expect(message).not.toContain('TOPSECRET');
    }
  });
});

describe('payments configuration', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };

  it('turns the test provider on outside production, and in production only when asked', () => {
    expect(parse({}).payments.testProvider).toBe(true);
    expect(parse({ NODE_ENV: 'test' }).payments.testProvider).toBe(true);
    expect(parse({ PAYMENT_TEST_PROVIDER: 'off' }).payments.testProvider).toBe(false);
    expect(parse({ NODE_ENV: 'production' }).payments.testProvider).toBe(false);
    expect(parse({ NODE_ENV: 'production', PAYMENT_TEST_PROVIDER: 'on' }).payments.testProvider).toBe(true);
    expect(() => parse({ PAYMENT_TEST_PROVIDER: 'yes' })).toThrow(/^PAYMENT_TEST_PROVIDER must be on or off/);
  });

  it('chooses a provider per method by default', () => {
    expect(parse({}).payments.providers).toEqual({ test: 'test', promptpay: 'test', vietqr: 'qr', qrph: 'test', card: 'test' });
    expect(parse(stripe).payments.providers.card).toBe('stripe');
    // Off, outside production: the demo accounts make the QR methods the shop's own.
    expect(parse({ PAYMENT_TEST_PROVIDER: 'off' }).payments.providers).toEqual({ promptpay: 'qr', vietqr: 'qr', qrph: 'qr' });
    // Production without accounts or keys: nothing to offer; with a PromptPay ID and Stripe: those.
    expect(parse({ NODE_ENV: 'production' }).payments.providers).toEqual({});
    expect(parse({ NODE_ENV: 'production', PROMPTPAY_ID: '0812345678', ...stripe }).payments.providers).toEqual({ promptpay: 'qr', card: 'stripe' });
    expect(parse({ NODE_ENV: 'production' }).payments.merchant).toMatchObject({ promptpayId: null, vietqr: null, qrph: null });
    // A demo site in production (the test bank on): the demo accounts, so its QR methods work.
    expect(parse({ NODE_ENV: 'production', PAYMENT_TEST_PROVIDER: 'on' }).payments.providers).toEqual({ test: 'test', promptpay: 'test', vietqr: 'qr', qrph: 'test', card: 'test' });
    expect(parse({ NODE_ENV: 'production', PAYMENT_TEST_PROVIDER: 'on' }).payments.merchant.promptpayId).toBe('0812345678');
  });

  it('takes a provider per method, refusing one that cannot work', () => {
    expect(parse({ PAYMENT_PROVIDER_VIETQR: 'test', PAYMENT_PROVIDER_PROMPTPAY: 'qr' }).payments.providers).toMatchObject({ vietqr: 'test', promptpay: 'qr' });
    expect(() => parse({ PAYMENT_PROVIDER_CARD: 'stripe' })).toThrow(/^PAYMENT_PROVIDER_CARD is stripe, but STRIPE_SECRET_KEY is not set/);
    expect(() => parse({ PAYMENT_TEST_PROVIDER: 'off', PAYMENT_PROVIDER_QRPH: 'test' })).toThrow(/test provider is off/);
    expect(() => parse({ NODE_ENV: 'production', PAYMENT_PROVIDER_VIETQR: 'qr' })).toThrow(/receiving account is not configured/);
    expect(() => parse({ PAYMENT_PROVIDER_CARD: 'qr' })).toThrow(/cards need a provider/);
    expect(() => parse({ PAYMENT_PROVIDER_CARD: 'paypal' })).toThrow(/^PAYMENT_PROVIDER_CARD must be test, qr or stripe/);
    expect(() => parse({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('reads the accounts, the seller and the refund rule, and never shows the Stripe keys', () => {
    const config = parse({
      ...stripe, STRIPE_API_URL: 'http://127.0.0.1:4010', MERCHANT_NAME: 'Shop', MERCHANT_CITY: 'Hanoi', PROMPTPAY_ID: '1101700207081', VIETQR_BANK_BIN: '970415', VIETQR_ACCOUNT: '113366668888',
      QRPH_ACQUIRER_BIC: 'BNORPHMM', QRPH_MERCHANT_ID: 'M123', SELLER_NAME: 'Seller Co.', SELLER_ADDRESS: 'Street 1', SELLER_TAX_ID: '0105561000011', SELLER_EMAIL: 'bill@example.com',
      REFUND_WINDOW_DAYS: '7', REFUND_MAX_PROGRESS_PERCENT: '50',
    });
    expect(config.payments).toMatchObject({
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_123', apiBaseUrl: 'http://127.0.0.1:4010' },
      merchant: { merchantName: 'Shop', merchantCity: 'Hanoi', promptpayId: '1101700207081', vietqr: { bankBin: '970415', accountNumber: '113366668888' }, qrph: { acquirerBic: 'BNORPHMM', merchantId: 'M123' } },
      seller: { name: 'Seller Co.', address: 'Street 1', taxId: '0105561000011', email: 'bill@example.com' },
      refundWindowDays: 7,
      refundMaxProgressPercent: 50,
    });
    expect(parse({}).payments).toMatchObject({ refundWindowDays: 14, refundMaxProgressPercent: 30, stripe: null });
    expect(() => parse({ PROMPTPAY_ID: '12345' })).toThrow(/^PROMPTPAY_ID must be/);
    expect(() => parse({ REFUND_MAX_PROGRESS_PERCENT: '101' })).toThrow(/^REFUND_MAX_PROGRESS_PERCENT must be a whole number from 0 to 100/);
    let message = '';
    try {
      parse({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: 'x', PAYMENT_TEST_WEBHOOK_SECRET: 'short-secret' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^PAYMENT_TEST_WEBHOOK_SECRET must be at least 32 characters$/);
  });

  it("generates the test bank's webhook secret once into DATA_DIR, unless it is set", () => {
    const dataDir = freshDataDir();
    const first = loadSecrets(parseConfig({ DATA_DIR: dataDir }));
    const second = loadSecrets(parseConfig({ DATA_DIR: dataDir }));
    expect(first.payments.testWebhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.payments.testWebhookSecret).toBe(first.payments.testWebhookSecret);
    expect(fs.existsSync(path.join(dataDir, 'secrets', 'payment-test-webhook-secret'))).toBe(true);
    const set = loadSecrets(parseConfig({ DATA_DIR: freshDataDir(), PAYMENT_TEST_WEBHOOK_SECRET: 'x'.repeat(40) }));
    expect(set.payments.testWebhookSecret).toBe('x'.repeat(40));
    // Off: no secret is made.
    const offDir = freshDataDir();
    expect(loadSecrets(parseConfig({ DATA_DIR: offDir, PAYMENT_TEST_PROVIDER: 'off' })).payments.testWebhookSecret).toBe('');
    expect(fs.existsSync(path.join(offDir, 'secrets', 'payment-test-webhook-secret'))).toBe(false);
  });
});
