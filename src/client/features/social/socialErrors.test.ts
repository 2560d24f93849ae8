import en from '../../../../public/assets/i18n/en.json';
import { firebaseErrorCode, signsOut, socialErrorKey } from './socialErrors';

const has = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

describe('socialErrorKey', () => {
  it.each([
    ['auth/popup-blocked', 'SOCIAL.ERRORS.POPUP_BLOCKED'],
    ['auth/popup-closed-by-user', 'SOCIAL.ERRORS.POPUP_CLOSED_BY_USER'],
    ['auth/cancelled-popup-request', 'SOCIAL.ERRORS.CANCELLED_POPUP_REQUEST'],
    ['auth/network-request-failed', 'SOCIAL.ERRORS.NETWORK_REQUEST_FAILED'],
    ['auth/credential-already-in-use', 'SOCIAL.ERRORS.CREDENTIAL_ALREADY_IN_USE'],
    ['auth/account-exists-with-different-credential', 'SOCIAL.ERRORS.ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL'],
    ['auth/user-disabled', 'SOCIAL.ERRORS.USER_DISABLED'],
    ['auth/user-token-expired', 'SOCIAL.ERRORS.USER_TOKEN_EXPIRED'],
    ['auth/too-many-requests', 'SOCIAL.ERRORS.TOO_MANY_REQUESTS'],
    ['auth/operation-not-allowed', 'SOCIAL.ERRORS.OPERATION_NOT_ALLOWED'],
    ['auth/unauthorized-domain', 'SOCIAL.ERRORS.UNAUTHORIZED_DOMAIN'],
    ['auth/invalid-credential', 'SOCIAL.ERRORS.INVALID_CREDENTIAL'],
    ['auth/internal-error', 'SOCIAL.ERRORS.INTERNAL_ERROR'],
    ['auth/web-storage-unsupported', 'SOCIAL.ERRORS.WEB_STORAGE_UNSUPPORTED'],
    ['auth/not-a-code-we-know', 'SOCIAL.ERRORS.UNKNOWN'],
    ['SOCIAL_IDENTITY_IN_USE', 'ERRORS.SOCIAL_IDENTITY_IN_USE'],
    ['SOCIAL_LAST_SIGN_IN_METHOD', 'ERRORS.SOCIAL_LAST_SIGN_IN_METHOD'],
    ['NETWORK', 'ERRORS.NETWORK'],
    // A code of the right shape this build has no text for is ERRORS.<code>, which i18n reads as the unknown
    // error (lib/errors.test.ts); what is not shaped like a code is the unknown error's own key.
    ['not a code', 'ERRORS.UNKNOWN'],
  ])('%s -> %s, a translated key', (code, key) => {
    expect(socialErrorKey(code)).toBe(key);
    expect(has(key)).toBe(true);
  });
});

describe('firebaseErrorCode', () => {
  it('reads the identity service code of its errors only', () => {
    expect(firebaseErrorCode(Object.assign(new Error('x'), { code: 'auth/popup-blocked' }))).toBe('auth/popup-blocked');
    expect(firebaseErrorCode({ code: 'SOCIAL_TOKEN_INVALID' })).toBeNull();
    expect(firebaseErrorCode(new Error('x'))).toBeNull();
    expect(firebaseErrorCode('auth/popup-blocked')).toBeNull();
  });
});

describe('signsOut', () => {
  it('user-disabled and user-token-expired always sign out', () => {
    for (const signedIn of [true, false]) {
      expect(signsOut('auth/user-disabled', signedIn)).toBe(true);
      expect(signsOut('auth/user-token-expired', signedIn)).toBe(true);
    }
  });

  it("the API's disabled or revoked identity signs out only a signed-in user", () => {
    expect(signsOut('SOCIAL_USER_DISABLED', true)).toBe(true);
    expect(signsOut('SOCIAL_TOKEN_REVOKED', true)).toBe(true);
    expect(signsOut('SOCIAL_USER_DISABLED', false)).toBe(false);
    expect(signsOut('SOCIAL_TOKEN_REVOKED', false)).toBe(false);
  });

  it('other errors do not', () => {
    expect(signsOut('auth/popup-blocked', true)).toBe(false);
    expect(signsOut('SOCIAL_IDENTITY_IN_USE', true)).toBe(false);
    expect(signsOut('NETWORK', true)).toBe(false);
  });
});
