// Errors of social sign-in and linking as translated messages, and which of them end the session.
import { errorMessageKey } from '../../lib/errors';

/** The identity service's codes (`auth/<code>`) with a message of their own. */
const FIREBASE_ERROR_KEYS: Readonly<Record<string, string>> = {
  'auth/popup-blocked': 'SOCIAL.ERRORS.POPUP_BLOCKED',
  'auth/popup-closed-by-user': 'SOCIAL.ERRORS.POPUP_CLOSED_BY_USER',
  'auth/cancelled-popup-request': 'SOCIAL.ERRORS.CANCELLED_POPUP_REQUEST',
  'auth/user-cancelled': 'SOCIAL.ERRORS.USER_CANCELLED',
  'auth/network-request-failed': 'SOCIAL.ERRORS.NETWORK_REQUEST_FAILED',
  'auth/timeout': 'SOCIAL.ERRORS.TIMEOUT',
  'auth/credential-already-in-use': 'SOCIAL.ERRORS.CREDENTIAL_ALREADY_IN_USE',
  'auth/email-already-in-use': 'SOCIAL.ERRORS.EMAIL_ALREADY_IN_USE',
  'auth/account-exists-with-different-credential': 'SOCIAL.ERRORS.ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL',
  'auth/user-disabled': 'SOCIAL.ERRORS.USER_DISABLED',
  'auth/user-token-expired': 'SOCIAL.ERRORS.USER_TOKEN_EXPIRED',
  'auth/too-many-requests': 'SOCIAL.ERRORS.TOO_MANY_REQUESTS',
  'auth/operation-not-allowed': 'SOCIAL.ERRORS.OPERATION_NOT_ALLOWED',
  'auth/unauthorized-domain': 'SOCIAL.ERRORS.UNAUTHORIZED_DOMAIN',
  'auth/invalid-credential': 'SOCIAL.ERRORS.INVALID_CREDENTIAL',
  'auth/multi-factor-auth-required': 'SOCIAL.ERRORS.MULTI_FACTOR_AUTH_REQUIRED',
  'auth/internal-error': 'SOCIAL.ERRORS.INTERNAL_ERROR',
  'auth/web-storage-unsupported': 'SOCIAL.ERRORS.WEB_STORAGE_UNSUPPORTED',
};
const UNKNOWN_FIREBASE_ERROR_KEY = 'SOCIAL.ERRORS.UNKNOWN';

/** The firebase chunk could not be fetched (offline): reported as the identity service's network failure. */
export const FIREBASE_LOAD_FAILED = 'auth/network-request-failed';

/** The identity service's codes that sign the user out. */
const FIREBASE_SIGN_OUT_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired']);
/** Our API's codes that sign out a signed-in user: the identity behind the session is gone or revoked. */
const API_SIGN_OUT_CODES = new Set<string>(['SOCIAL_USER_DISABLED', 'SOCIAL_TOKEN_REVOKED']);

export function isFirebaseCode(code: string): boolean {
  return code.startsWith('auth/');
}

/** The identity service's error code (`auth/...`) of a thrown value, or null when it is not one of its errors. */
export function firebaseErrorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && isFirebaseCode(code) ? code : null;
}

/** Translation key of a social flow's error code: the identity service's `auth/<code>` or our API's code. */
export function socialErrorKey(code: string): string {
  if (isFirebaseCode(code)) return FIREBASE_ERROR_KEYS[code] ?? UNKNOWN_FIREBASE_ERROR_KEY;
  return errorMessageKey(code);
}

/** user-disabled and user-token-expired always sign out; the API's disabled/revoked only a signed-in user. */
export function signsOut(code: string, signedIn: boolean): boolean {
  return FIREBASE_SIGN_OUT_CODES.has(code) || (signedIn && API_SIGN_OUT_CODES.has(code));
}
