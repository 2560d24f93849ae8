import { ERROR_CODE_LIST } from '../../shared/errorCodes';
import { ApiError } from '../api/apiError';
import { initI18n } from '../app/i18n';
import { errorMessageKey, toErrorInfo } from './errors';

describe('errorMessageKey', () => {
  it('maps server codes to ERRORS.<code>', () => {
    expect(errorMessageKey('AUTH_INVALID_CREDENTIALS')).toBe('ERRORS.AUTH_INVALID_CREDENTIALS');
    expect(errorMessageKey('NETWORK')).toBe('ERRORS.NETWORK');
  });

  it('keeps the specification keys as they are', () => {
    expect(errorMessageKey('STUDENT.PROFILE.ERROR_INVALID_FILE')).toBe('STUDENT.PROFILE.ERROR_INVALID_FILE');
    expect(errorMessageKey('STUDENT.PROFILE.ERROR_FILE_TOO_LARGE')).toBe('STUDENT.PROFILE.ERROR_FILE_TOO_LARGE');
    expect(errorMessageKey('STUDENT.PROFILE.ERROR_UPDATE_FAILED')).toBe('STUDENT.PROFILE.ERROR_UPDATE_FAILED');
  });

  it('maps what is not shaped like a code to ERRORS.UNKNOWN', () => {
    expect(errorMessageKey('')).toBe('ERRORS.UNKNOWN');
    expect(errorMessageKey('<b>oops</b>')).toBe('ERRORS.UNKNOWN');
    expect(errorMessageKey('lower_case')).toBe('ERRORS.UNKNOWN');
  });

  it('gives every shared error code its own key', () => {
    for (const code of ERROR_CODE_LIST) expect(errorMessageKey(code)).toBe(code.startsWith('STUDENT.PROFILE.') ? code : `ERRORS.${code}`);
  });

  it('reads a code this build has no text for as the unknown error (i18n)', async () => {
    const i18n = await initI18n({ lng: 'en', resources: { en: { translation: { ERRORS: { UNKNOWN: 'Something went wrong', AUTH_WRONG_PASSWORD: 'Wrong password' } } } } });
    expect(i18n.t(errorMessageKey('SOMETHING_NEW'))).toBe('Something went wrong');
    expect(i18n.t(errorMessageKey('AUTH_WRONG_PASSWORD'))).toBe('Wrong password');
    // Other missing keys stay keys (the translation test finds them).
    expect(i18n.t('HOME.NOT_A_KEY')).toBe('HOME.NOT_A_KEY');
    // ... unless the caller gave a default value.
    expect(i18n.t('AUDIT.ACTIONS.not.a.key', { defaultValue: 'not.a.key' })).toBe('not.a.key');
  });
});

describe('toErrorInfo', () => {
  it('keeps code and message of an ApiError as plain data', () => {
    const info = toErrorInfo(new ApiError({ status: 409, code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' }));
    expect(info).toEqual({ code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' });
    expect(Object.getPrototypeOf(info)).toBe(Object.prototype);
  });

  it('maps anything else to UNKNOWN', () => {
    expect(toErrorInfo(new Error('boom'))).toEqual({ code: 'UNKNOWN', message: 'boom' });
    expect(toErrorInfo('weird')).toEqual({ code: 'UNKNOWN', message: 'weird' });
  });
});
