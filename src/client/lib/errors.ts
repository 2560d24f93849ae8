// Maps error codes to translation keys and errors to the serializable shape kept in the store.
import { CLIENT_ERROR_CODES, isApiError } from '../api/apiError';

/** What slices keep of an error: plain data, so the state stays serializable. */
export interface ErrorInfo {
  code: string;
  message: string;
}

const SPEC_KEY_PREFIX = 'STUDENT.PROFILE.';
/** The form of every code (ERROR_CODES, CLIENT_ERROR_CODES). */
const CODE_FORM = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * Translation key of an error code: `ERRORS.<code>`; the site's STUDENT.PROFILE.* keys are their own key.
 * Anything not shaped like a code is the unknown error. A code of the right shape that this build has no
 * text for (a newer server's) is read as the unknown error by i18n itself (app/i18n.ts), so /home does not
 * carry the list of every code.
 */
export function errorMessageKey(code: string): string {
  if (code.startsWith(SPEC_KEY_PREFIX)) return code;
  return `ERRORS.${CODE_FORM.test(code) ? code : CLIENT_ERROR_CODES.UNKNOWN}`;
}

export function toErrorInfo(error: unknown): ErrorInfo {
  if (isApiError(error)) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: CLIENT_ERROR_CODES.UNKNOWN, message: error.message };
  return { code: CLIENT_ERROR_CODES.UNKNOWN, message: String(error) };
}
