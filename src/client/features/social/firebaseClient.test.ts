// firebaseClient.ts against a mocked Firebase SDK: the popup normally, the test-only credential hook only
// with an emulator and a window token, and the Firebase session signed out once the ID token is read.
import { initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import { signInWithProvider, type FirebaseWebConfig } from './firebaseClient';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn((options: unknown, name: string) => ({ options, name })) }));
jest.mock('firebase/auth', () => {
  class FakeProvider {
    scopes: string[] = [];
    params: Record<string, string> = {};
    addScope(scope: string) {
      this.scopes.push(scope);
      return this;
    }
    setCustomParameters(params: Record<string, string>) {
      this.params = params;
      return this;
    }
  }
  class GoogleAuthProvider extends FakeProvider {
    static credential = jest.fn((idToken: string) => ({ providerId: 'google.com', idToken }));
  }
  class FacebookAuthProvider extends FakeProvider {
    static credential = jest.fn((accessToken: string) => ({ providerId: 'facebook.com', accessToken }));
  }
  return {
    browserPopupRedirectResolver: { name: 'popupRedirectResolver' },
    inMemoryPersistence: { type: 'NONE' },
    initializeAuth: jest.fn((app: unknown) => ({ app })),
    connectAuthEmulator: jest.fn(),
    signInWithPopup: jest.fn(),
    signInWithCredential: jest.fn(),
    signOut: jest.fn(() => Promise.resolve()),
    GoogleAuthProvider,
    FacebookAuthProvider,
  };
});

let configCount = 0;
/** A new configuration per test, so each test starts with a fresh Firebase app. */
function aConfig(overrides: Partial<FirebaseWebConfig> = {}): FirebaseWebConfig {
  configCount += 1;
  return { apiKey: `key-${configCount}`, authDomain: 'academy.test', projectId: 'demo-academy', ...overrides };
}

const getIdToken = jest.fn<Promise<string>, []>();
const credential = { user: { uid: 'firebase-uid-1', getIdToken } };

beforeEach(() => {
  jest.clearAllMocks();
  getIdToken.mockResolvedValue('the-id-token');
  jest.mocked(signInWithPopup).mockResolvedValue(credential as never);
  jest.mocked(signInWithCredential).mockResolvedValue(credential as never);
  delete window.__ACADEMY_TEST_IDP_TOKEN__;
});

describe('signInWithProvider', () => {
  it('initialises Firebase with in-memory persistence and the popup resolver, without an emulator', async () => {
    const config = aConfig();
    await signInWithProvider(config, 'Google');
    expect(initializeApp).toHaveBeenCalledWith({ apiKey: config.apiKey, authDomain: 'academy.test', projectId: 'demo-academy' }, expect.any(String));
    const app = jest.mocked(initializeApp).mock.results[0]?.value;
    expect(initializeAuth).toHaveBeenCalledWith(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('signs in with the Google popup and returns the uid and ID token', async () => {
    await expect(signInWithProvider(aConfig(), 'Google')).resolves.toEqual({ uid: 'firebase-uid-1', idToken: 'the-id-token' });
    expect(signInWithPopup).toHaveBeenCalledTimes(1);
    const [auth, provider, resolver] = jest.mocked(signInWithPopup).mock.calls[0] ?? [];
    expect(auth).toBe(jest.mocked(initializeAuth).mock.results[0]?.value);
    expect(provider).toBeInstanceOf(GoogleAuthProvider);
    expect((provider as unknown as { scopes: string[] }).scopes).toContain('email');
    expect(resolver).toBe(browserPopupRedirectResolver);
    expect(signInWithCredential).not.toHaveBeenCalled();
  });

  it('uses the Facebook provider (with the email scope) for Facebook', async () => {
    await signInWithProvider(aConfig(), 'Facebook');
    const provider = jest.mocked(signInWithPopup).mock.calls[0]?.[1];
    expect(provider).toBeInstanceOf(FacebookAuthProvider);
    expect((provider as unknown as { scopes: string[] }).scopes).toEqual(['email']);
  });

  it('signs out of Firebase right after reading the ID token', async () => {
    await signInWithProvider(aConfig(), 'Google');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith(jest.mocked(initializeAuth).mock.results[0]?.value);
    const tokenRead = getIdToken.mock.invocationCallOrder[0] ?? Infinity;
    const signedOut = jest.mocked(signOut).mock.invocationCallOrder[0] ?? -Infinity;
    expect(signedOut).toBeGreaterThan(tokenRead);
  });

  it('rejects with the identity service error and still signs out', async () => {
    const error = Object.assign(new Error('Firebase: Error (auth/popup-blocked).'), { code: 'auth/popup-blocked' });
    jest.mocked(signInWithPopup).mockRejectedValue(error);
    await expect(signInWithProvider(aConfig(), 'Google')).rejects.toBe(error);
    expect(getIdToken).not.toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('creates the Firebase app once per configuration', async () => {
    const config = aConfig();
    await signInWithProvider(config, 'Google');
    await signInWithProvider({ ...config }, 'Facebook');
    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(initializeAuth).toHaveBeenCalledTimes(1);
  });

  it('connects to the Auth emulator when the configuration names one', async () => {
    await signInWithProvider(aConfig({ authEmulatorUrl: 'http://127.0.0.1:9099' }), 'Google');
    expect(connectAuthEmulator).toHaveBeenCalledWith(jest.mocked(initializeAuth).mock.results[0]?.value, 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  describe('the test-only credential hook', () => {
    it('signs in with the window token as a Google credential when an emulator is configured, without a popup', async () => {
      window.__ACADEMY_TEST_IDP_TOKEN__ = 'fake-google-id-token';
      await expect(signInWithProvider(aConfig({ authEmulatorUrl: 'http://127.0.0.1:9099' }), 'Google')).resolves.toEqual({
        uid: 'firebase-uid-1',
        idToken: 'the-id-token',
      });
      expect(GoogleAuthProvider.credential).toHaveBeenCalledWith('fake-google-id-token');
      expect(signInWithCredential).toHaveBeenCalledWith(jest.mocked(initializeAuth).mock.results[0]?.value, { providerId: 'google.com', idToken: 'fake-google-id-token' });
      expect(signInWithPopup).not.toHaveBeenCalled();
      expect(signOut).toHaveBeenCalledTimes(1);
    });

    it('uses a Facebook credential for Facebook', async () => {
      window.__ACADEMY_TEST_IDP_TOKEN__ = 'fake-facebook-token';
      await signInWithProvider(aConfig({ authEmulatorUrl: 'http://127.0.0.1:9099' }), 'Facebook');
      expect(FacebookAuthProvider.credential).toHaveBeenCalledWith('fake-facebook-token');
      expect(signInWithCredential).toHaveBeenCalledWith(expect.anything(), { providerId: 'facebook.com', accessToken: 'fake-facebook-token' });
      expect(signInWithPopup).not.toHaveBeenCalled();
    });

    it('is ignored without an emulator (production): the popup is used', async () => {
      window.__ACADEMY_TEST_IDP_TOKEN__ = 'fake-google-id-token';
      await signInWithProvider(aConfig(), 'Google');
      expect(signInWithCredential).not.toHaveBeenCalled();
      expect(signInWithPopup).toHaveBeenCalledTimes(1);
    });

    it('is ignored when the window value is not a string', async () => {
      window.__ACADEMY_TEST_IDP_TOKEN__ = { token: 'x' };
      await signInWithProvider(aConfig({ authEmulatorUrl: 'http://127.0.0.1:9099' }), 'Google');
      expect(signInWithCredential).not.toHaveBeenCalled();
      expect(signInWithPopup).toHaveBeenCalledTimes(1);
    });
  });
});
