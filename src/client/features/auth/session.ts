// The session cookie: the sign-in answer's token, kept for 1 day at path '/'. Read and written with
// document.cookie directly (the value URI-encoded, as cookie libraries write it): a cookie library
// would be about 2 KB gzip of /home's JavaScript for these three calls.
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_SECONDS } from '../../../shared/constants';
import type { AuthResponse } from '../../../shared/schemas/auth';
import { cookieValue } from '../../../shared/cookies';

export interface Session {
  accessToken: string;
  expiresAt: string;
}

const COOKIE_PATH = '/';

/** The cookie's decoded value, or null when there is none. */
function readCookie(name: string): string | null {
  return cookieValue(document.cookie, name);
}

/** Writes the cookie at COOKIE_PATH with the given attributes (`Expires=…`, `SameSite=Strict`, …). */
function writeCookie(name: string, value: string, attributes: string[]): void {
  document.cookie = [`${name}=${encodeURIComponent(value)}`, `Path=${COOKIE_PATH}`, ...attributes].join('; ');
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.accessToken === 'string' && v.accessToken.length > 0 && typeof v.expiresAt === 'string';
}

/** Stores the access token and its expiry as JSON (never the customer: it would go stale). */
export function saveSession(auth: Pick<AuthResponse, 'accessToken' | 'expiresAt'>, now: Date = new Date()): void {
  const session: Session = { accessToken: auth.accessToken, expiresAt: auth.expiresAt };
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  writeCookie(SESSION_COOKIE_NAME, JSON.stringify(session), [
    `Expires=${new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000).toUTCString()}`,
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ]);
}

/** The stored session, or null when absent, malformed or past its expiry. */
export function getSession(now: Date = new Date()): Session | null {
  const raw = readCookie(SESSION_COOKIE_NAME);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isSession(parsed)) return null;
  const expires = Date.parse(parsed.expiresAt);
  if (!Number.isNaN(expires) && expires <= now.getTime()) return null;
  return parsed;
}

export function getAccessToken(): string | null {
  return getSession()?.accessToken ?? null;
}

/** Expires the cookie. */
export function clearSession(): void {
  writeCookie(SESSION_COOKIE_NAME, '', [`Expires=${new Date(0).toUTCString()}`, 'Max-Age=0']);
}
