import type { Agent } from 'node:http';
import type { App, Credential } from 'firebase-admin/app';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { FirebaseConfig } from '../../config';
import { AppError } from '../../plugins/errors';

/** What the server learns from a verified ID token. */
export interface VerifiedFirebaseUser {
  /** The identity service's user id (the token's subject). */
  uid: string;
  /** How the user signed in: `google.com`, `facebook.com`, ... */
  signInProvider: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export interface FirebaseTokenVerifier {
  /**
   * Verifies `idToken` (signature with Google's keys, audience and issuer of our project, expiry, not revoked,
   * user not disabled) and that `uid` is its subject. Throws an AppError with a SOCIAL_* code otherwise.
   */
  verify(idToken: string, uid: string): Promise<VerifiedFirebaseUser>;
  close(): Promise<void>;
}

interface VerifierOptions {
  /** For tests and proxies: how firebase-admin reaches Google (key fetch and account lookup). */
  httpAgent?: Agent;
  /** Defaults to Google's application default credentials (GOOGLE_APPLICATION_CREDENTIALS). */
  credential?: Credential;
}

const invalid = () => new AppError(401, ERROR_CODES.SOCIAL_TOKEN_INVALID, 'The sign-in token is not valid. Please sign in again.');
/** Failures to reach Google's keys surface from firebase-admin as argument errors; these are their messages. */
const UNREACHABLE = /public keys|making request|network|socket|ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT/i;

function mapFirebaseError(err: unknown): AppError {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'auth/id-token-revoked':
      return new AppError(401, ERROR_CODES.SOCIAL_TOKEN_REVOKED, 'This sign-in was revoked. Please sign in again.');
    case 'auth/user-disabled':
      return new AppError(403, ERROR_CODES.SOCIAL_USER_DISABLED, 'This account is disabled at the identity service.');
    case 'auth/user-not-found':
    case 'auth/id-token-expired':
      return invalid();
    case 'auth/argument-error':
    case 'auth/invalid-argument':
      return UNREACHABLE.test(message) ? unavailable() : invalid();
    default:
      return unavailable();
  }
}

const unavailable = () => new AppError(503, ERROR_CODES.SOCIAL_SERVICE_UNAVAILABLE, 'The sign-in service cannot be reached right now. Please try again.');

let appCount = 0;

/**
 * ID-token checks with firebase-admin, loaded on first use (it is large, and most servers never need it).
 * The emulator address reaches firebase-admin only through `process.env.FIREBASE_AUTH_EMULATOR_HOST`, read
 * at each call, so it is set from the configuration (and removed when the configuration has none). The
 * configuration refuses it in production: with it, firebase-admin skips the signature check.
 */
export function createFirebaseTokenVerifier(config: FirebaseConfig, options: VerifierOptions = {}): FirebaseTokenVerifier {
  let loaded: Promise<{ app: App; auth: Auth }> | null = null;
  const load = () =>
    (loaded ??= (async () => {
      const [{ initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
      appCount += 1;
      const app = initializeApp(
        {
          projectId: config.projectId,
          ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
          ...(options.credential ? { credential: options.credential } : {}),
        },
        `academy-${process.pid}-${appCount}`,
      );
      return { app, auth: getAuth(app) };
    })());

  function syncEmulatorVariable(): void {
    if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }

  return {
    async verify(idToken, uid) {
      const { auth } = await load();
      syncEmulatorVariable();
      let decoded: DecodedIdToken;
      try {
        // checkRevoked: also looks the user up, refusing disabled users and revoked sessions.
        decoded = await auth.verifyIdToken(idToken, true);
      } catch (err) {
        throw mapFirebaseError(err);
      }
      if (decoded.uid !== uid) throw new AppError(401, ERROR_CODES.SOCIAL_UID_MISMATCH, 'The sign-in token belongs to another user.');
      const name = (decoded as { name?: unknown }).name;
      return {
        uid: decoded.uid,
        signInProvider: decoded.firebase.sign_in_provider,
        email: typeof decoded.email === 'string' && decoded.email ? decoded.email : null,
        emailVerified: decoded.email_verified === true,
        displayName: typeof name === 'string' && name ? name.slice(0, 200) : null,
      };
    },
    async close() {
      if (!loaded) return;
      const { app } = await loaded;
      const { deleteApp } = await import('firebase-admin/app');
      await deleteApp(app);
    },
  };
}
