// Maps error codes to translation keys and errors to the serializable shape kept in the store.
import { ERROR_CODE_LIST } from '../../shared/errorCodes';
import { CLIENT_ERROR_CODES, isApiError } from '../api/apiError';

/** What slices keep of an error: plain data, so the state stays serializable. */
export interface ErrorInfo {
  code: string;
  message: string;
}

const KNOWN_CODES = new Set<string>([...ERROR_CODE_LIST, ...Object.values(CLIENT_ERROR_CODES)]);
const SPEC_KEY_PREFIX = 'STUDENT.PROFILE.';

/** Translation key of an error code: `ERRORS.<code>`; the site's STUDENT.PROFILE.* keys are their own key. */
export function errorMessageKey(code: string): string {
  if (code.startsWith(SPEC_KEY_PREFIX)) return code;
  return `ERRORS.${KNOWN_CODES.has(code) ? code : CLIENT_ERROR_CODES.UNKNOWN}`;
}

export function toErrorInfo(error: unknown): ErrorInfo {
  if (isApiError(error)) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: CLIENT_ERROR_CODES.UNKNOWN, message: error.message };
  return { code: CLIENT_ERROR_CODES.UNKNOWN, message: String(error) };
}
