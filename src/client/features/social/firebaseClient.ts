// The identity service (Firebase Authentication) in the browser: the ONLY module that imports firebase.
// It is loaded on demand (loadFirebaseClient.ts, its own "firebase" chunk) when a social button is
// pressed, so neither /home nor the auth and student route chunks carry it.
//
// It signs in with the provider in Firebase's popup (500x600), reads the ID token, and signs out of
// Firebase straight away: our own session (the JWT from POST /Auth/Firebase/{provider}) is the session,
// and with in-memory persistence nothing of the identity service's session outlives the exchange.
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
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import type { SocialProvider } from '../../../shared/schemas/social';

/** The web configuration the server hands out (GET /api/config `firebase`). */
export type FirebaseWebConfig = NonNullable<RuntimeConfig['firebase']>;

/** What the API's social calls need from the identity service. */
export interface ProviderIdentity {
  uid: string;
  idToken: string;
}

declare global {
  interface Window {
    /**
     * TEST-ONLY: an unsigned JWT (claims sub, email) that an end-to-end test puts here so that sign-in
     * goes through signInWithCredential against the Auth emulator instead of the popup (which cannot
     * load Google's scripts offline). Read only when the configuration names an emulator.
     */
    __ACADEMY_TEST_IDP_TOKEN__?: unknown;
  }
}

let current: { config: FirebaseWebConfig; auth: Auth } | null = null;
let appCount = 0;

function sameConfig(a: FirebaseWebConfig, b: FirebaseWebConfig): boolean {
  return a.apiKey === b.apiKey && a.authDomain === b.authDomain && a.projectId === b.projectId && a.authEmulatorUrl === b.authEmulatorUrl;
}

/** One Firebase app and Auth instance per configuration (the configuration does not change in a page's life). */
function authFor(config: FirebaseWebConfig): Auth {
  if (current && sameConfig(current.config, config)) return current.auth;
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, `academy-${++appCount}`);
  // initializeAuth rather than getAuth: only what we use (no IndexedDB persistence, no redirect handling
  // at start-up), and in-memory persistence so no identity service session is kept in the browser.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  current = { config, auth };
  return auth;
}

function popupProvider(provider: SocialProvider): GoogleAuthProvider | FacebookAuthProvider {
  if (provider === 'Google') {
    const google = new GoogleAuthProvider();
    google.addScope('email');
    // Lets a user with several Google accounts choose (linking a second account needs it).
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  const facebook = new FacebookAuthProvider();
  facebook.addScope('email');
  return facebook;
}

/**
 * TEST-ONLY HOOK. When (and only when) the configuration names an Auth emulator, a string in
 * `window.__ACADEMY_TEST_IDP_TOKEN__` is used as the provider's credential with signInWithCredential
 * instead of the popup (Google: an ID token; Facebook: an access token). The server refuses the emulator
 * in production, so production never has `authEmulatorUrl` and this path never runs there.
 */
function testCredentialToken(config: FirebaseWebConfig): string | null {
  if (!config.authEmulatorUrl || typeof window === 'undefined') return null;
  const token = window.__ACADEMY_TEST_IDP_TOKEN__;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * Signs in with the provider and returns the Firebase uid and ID token. Rejects with the identity
 * service's error (`code` like 'auth/popup-blocked'). The Firebase session is signed out before this
 * returns, whatever happened.
 */
export async function signInWithProvider(config: FirebaseWebConfig, provider: SocialProvider): Promise<ProviderIdentity> {
  const auth = authFor(config);
  const testToken = testCredentialToken(config);
  try {
    let credential: UserCredential;
    if (testToken !== null) {
      const providerCredential = provider === 'Google' ? GoogleAuthProvider.credential(testToken) : FacebookAuthProvider.credential(testToken);
      credential = await signInWithCredential(auth, providerCredential);
    } else {
      // Firebase opens its popup at 500x600.
      credential = await signInWithPopup(auth, popupProvider(provider), browserPopupRedirectResolver);
    }
    const idToken = await credential.user.getIdToken();
    return { uid: credential.user.uid, idToken };
  } finally {
    // Our JWT is the session: clear the identity service's one right after reading the token.
    await signOut(auth).catch(() => undefined);
  }
}
