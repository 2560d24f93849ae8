import { ERROR_CODE_LIST } from '../../shared/errorCodes';
import { ApiError } from '../api/apiError';
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

  it('maps an unknown code to ERRORS.UNKNOWN (no missing translation)', () => {
    expect(errorMessageKey('SOMETHING_NEW')).toBe('ERRORS.UNKNOWN');
  });

  it('has a key for every shared error code', () => {
    for (const code of ERROR_CODE_LIST) expect(errorMessageKey(code)).not.toBe('ERRORS.UNKNOWN');
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
