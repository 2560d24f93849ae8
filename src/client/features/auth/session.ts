// The session cookie: the sign-in answer's token, kept for 1 day at path '/'.
import Cookies from 'universal-cookie';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_SECONDS } from '../../../shared/constants';
import type { AuthResponse } from '../../../shared/schemas/auth';

export interface Session {
  accessToken: string;
  expiresAt: string;
}

const COOKIE_PATH = '/';

function cookies(): Cookies {
  return new Cookies(null, { path: COOKIE_PATH });
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.accessToken === 'string' && v.accessToken.length > 0 && typeof v.expiresAt === 'string';
}

/** Stores the access token and its expiry as JSON (never the customer: it would go stale). */
export function saveSession(auth: Pick<AuthResponse, 'accessToken' | 'expiresAt'>, now: Date = new Date()): void {
  const session: Session = { accessToken: auth.accessToken, expiresAt: auth.expiresAt };
  cookies().set(SESSION_COOKIE_NAME, JSON.stringify(session), {
    path: COOKIE_PATH,
    expires: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
    sameSite: 'strict',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

/** The stored session, or null when absent, malformed or past its expiry. */
export function getSession(now: Date = new Date()): Session | null {
  const raw: unknown = cookies().get(SESSION_COOKIE_NAME, { doNotParse: true });
  if (typeof raw !== 'string' || raw === '') return null;
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
  cookies().remove(SESSION_COOKIE_NAME, { path: COOKIE_PATH });
}
