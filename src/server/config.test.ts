import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-config-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('loadConfig: Firebase', () => {
  it('is off without a project id, and on with one', () => {
    expect(load({}).firebase).toBeNull();
    expect(load({ FIREBASE_PROJECT_ID: 'academy-prod', FIREBASE_API_KEY: 'web-key' }).firebase).toEqual({
      apiKey: 'web-key',
      authDomain: 'academy-prod.firebaseapp.com',
      projectId: 'academy-prod',
      authEmulatorHost: null,
    });
  });

  it('takes the emulator in development and tests, and refuses it in production (it skips signature checks)', () => {
    expect(load({ FIREBASE_PROJECT_ID: 'demo-academy', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase?.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(load({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: 'demo-academy', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase?.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(() => load({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'academy-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(ConfigError);
    expect(() => load({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/refused in production/);
    expect(load({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'academy-prod' }).firebase?.authEmulatorHost).toBeNull();
  });
});
