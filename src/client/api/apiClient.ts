// fetch wrapper for the API: base /api, Bearer from an injected token getter, problem+json -> ApiError.
import { API_BASE } from '../../shared/apiPaths';
import { ApiError, CLIENT_ERROR_CODES } from './apiError';

export { ApiError, isApiError, CLIENT_ERROR_CODES } from './apiError';

export interface ApiClientOptions {
  /** The access token to send as `Authorization: Bearer`, read on every call; null: none. */
  getAccessToken: () => string | null;
  /**
   * Told when the server refuses the token a call carried (revoked everywhere, or the account was
   * disabled by an admin): the session is over, whichever call found out.
   */
  onSessionRejected?: (code: string) => void;
}

/** The 401 codes that end the session (not a wrong password, which is a 401 of its own). */
const SESSION_ENDED_CODES: ReadonlySet<string> = new Set(['AUTH_TOKEN_INVALID', 'AUTH_ACCOUNT_DISABLED']);

let getAccessToken: ApiClientOptions['getAccessToken'] = () => null;
let onSessionRejected: ApiClientOptions['onSessionRejected'];

/**
 * Set once at start by the composition root (src/client/index.tsx; the tests' setup): the API layer
 * knows nothing of where the session lives.
 */
export function configureApiClient(options: ApiClientOptions): void {
  getAccessToken = options.getAccessToken;
  onSessionRejected = options.onSessionRejected;
}

/** The current access token, for the few calls made outside fetch (XMLHttpRequest uploads with progress). */
export function currentAccessToken(): string | null {
  return getAccessToken();
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as is: multipart FormData (the browser sets the boundary), or a Blob whose type is the
   * Content-Type (e.g. a text file of questions to import).
   */
  formData?: FormData | Blob;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a last save while the tab closes). */
  keepalive?: boolean;
  /** Extra request headers (e.g. If-Match). */
  headers?: Readonly<Record<string, string>>;
  /** Called with the response headers of a successful answer (e.g. to read an ETag). */
  onHeaders?: (headers: Headers) => void;
}

interface ProblemBody {
  title?: unknown;
  detail?: unknown;
  code?: unknown;
  errors?: unknown;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const problem: ProblemBody = typeof body === 'object' && body !== null ? (body as ProblemBody) : {};
  const detail = typeof problem.detail === 'string' ? problem.detail : undefined;
  const title = typeof problem.title === 'string' ? problem.title : undefined;
  const fieldErrors = Array.isArray(problem.errors)
    ? problem.errors.filter(
        (e): e is { path: string; message: string } =>
          typeof e === 'object' && e !== null && typeof (e as { path?: unknown }).path === 'string' && typeof (e as { message?: unknown }).message === 'string',
      )
    : [];
  return new ApiError({
    status,
    code: typeof problem.code === 'string' && problem.code !== '' ? problem.code : CLIENT_ERROR_CODES.UNKNOWN,
    message: detail ?? title ?? (statusText || `HTTP ${status}`),
    detail,
    fieldErrors,
    problem: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined,
  });
}

/**
 * Calls `/api{path}`. Resolves with the parsed JSON body, or undefined for 204 or an empty body.
 * Rejects with ApiError: the server's problem+json mapped, or code NETWORK when no answer came.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.headers) Object.assign(headers, options.headers);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    const init: RequestInit = { method, headers, body, signal: options.signal, credentials: 'same-origin' };
    if (options.keepalive) init.keepalive = true;
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (isAbort(error)) throw error; // the caller cancelled: not a failure to report
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: error instanceof Error ? error.message : 'Network error' });
  }

  let text = '';
  if (response.status !== 204) {
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.NETWORK, message: 'Network error' });
    }
  }
  const parsed = text === '' ? undefined : parseJson(text);
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, parsed);
    if (token && error.status === 401 && SESSION_ENDED_CODES.has(error.code)) onSessionRejected?.(error.code);
    throw error;
  }
  options.onHeaders?.(response.headers);
  return parsed as T;
}
