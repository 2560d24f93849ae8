// Types for firebaseEmulator.mjs (the Firebase Auth emulator for the tests).

export declare const DEFAULT_PROJECT_ID: 'demo-academy';
/** The variable test/run-all.mjs sets to the running emulator's host:port. */
export declare const EMULATOR_HOST_ENV: 'TEST_FIREBASE_EMULATOR_HOST';
/** test/firebase-emulator, the small package that holds firebase-tools. */
export declare const FIREBASE_EMULATOR_PACKAGE_DIR: string;

export interface FirebaseEmulator {
  /** '127.0.0.1:PORT', what FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  projectId: string;
  /** The emulator's process (its process group), when this process started it. */
  pid?: number;
  /** Stops an emulator this process started (SIGTERM to its group, SIGKILL after 10 s); a no-op for a shared one. */
  stop(): Promise<void>;
}

/** `npm ci --omit=optional` in test/firebase-emulator unless firebase-tools is installed there. */
export declare function ensureFirebaseEmulatorInstalled(): Promise<void>;

/** Starts an auth emulator on a free port; rejects after 60 s with the emulator's output. */
export declare function startFirebaseEmulator(options?: { projectId?: string }): Promise<FirebaseEmulator>;

/** The emulator of TEST_FIREBASE_EMULATOR_HOST, or a new one (installed if needed) for a file run alone. */
export declare function useFirebaseEmulator(): Promise<FirebaseEmulator>;

export type FakeIdpProvider = 'google.com' | 'facebook.com';

export interface FakeIdentity {
  /** The provider's user id; the same sub always signs in to the same Firebase account. */
  sub: string;
  email?: string;
  /** Defaults to true when an email is given. */
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
}

/** The unsigned JWT (alg none) the emulator takes as a Google ID token or a Facebook access token. */
export declare function fakeIdpIdToken(identity: FakeIdentity): string;

/** A JWT's payload, not verified. */
export declare function decodeJwtPayload(token: string): Record<string, unknown>;

export declare class EmulatorRequestError extends Error {
  status: number;
  /** The emulator's whole message, e.g. 'USER_DISABLED'. */
  emulatorMessage: string;
  /** Its first word: 'USER_DISABLED', 'INVALID_IDP_RESPONSE', ... */
  code: string;
}

export interface EmulatorSignIn {
  /** A Firebase ID token for the account (aud = project id, firebase.sign_in_provider = providerId). */
  idToken: string;
  refreshToken: string;
  /** The Firebase uid. */
  localId: string;
  email?: string;
  isNewUser: boolean;
}

/** accounts:signInWithIdp with a fake identity; throws EmulatorRequestError (e.g. code USER_DISABLED). */
export declare function emulatorSignInWithIdp(host: string, identity: FakeIdentity & { providerId: FakeIdpProvider }): Promise<EmulatorSignIn>;

export declare function emulatorDisableUser(host: string, projectId: string, localId: string, disabled?: boolean): Promise<void>;

/** Sets the account's validSince to now: earlier ID tokens count as revoked. */
export declare function emulatorRevokeRefreshTokens(host: string, projectId: string, localId: string): Promise<void>;

export interface EmulatorAccount {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  disabled?: boolean;
  /** Seconds since the epoch, as a string: ID tokens issued before it are revoked. */
  validSince?: string;
  providerUserInfo?: Array<{ providerId: string; rawId: string; federatedId?: string; email?: string; displayName?: string }>;
  [key: string]: unknown;
}

/** The account as the Admin SDK sees it, or undefined. */
export declare function emulatorGetAccount(host: string, projectId: string, localId: string): Promise<EmulatorAccount | undefined>;

export declare function emulatorDeleteAllAccounts(host: string, projectId: string): Promise<void>;
