// Referral codes and the first-party referral cookie (REFERRAL_COOKIE = `CODE.unixSeconds`, the last
// click's code and time). No cookie plugin: the app reads and writes this one cookie itself.
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '../../../shared/constants';
import { cookieValue } from '../../../shared/cookies';

const CODE_RE = /^[A-Z0-9]{4,32}$/;
const COOKIE_VALUE_RE = /^([A-Za-z0-9]{4,32})\.(\d{1,12})$/;
export const REFERRAL_COOKIE_SECONDS = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
/** A click time this far ahead of the server's clock is not believed. */
const FUTURE_SLACK_SECONDS = 5 * 60;

/** A code as stored (upper case, no spaces around), or null when it cannot be a code. */
export function normalizeReferralCode(code: string): string | null {
  const normalized = code.trim().toUpperCase();
  return CODE_RE.test(normalized) ? normalized : null;
}

/**
 * The click the referral cookie records (its code and time) when it is well formed and younger than
 * REFERRAL_COOKIE_DAYS (the browser drops it then, but a client may send what it likes), else null.
 */
export function clickFromReferralCookie(cookieHeader: string | undefined, now: Date = new Date()): { code: string; clickedAt: Date } | null {
  const value = cookieValue(cookieHeader, REFERRAL_COOKIE);
  const match = value ? COOKIE_VALUE_RE.exec(value) : null;
  if (!match) return null;
  const clickedAt = Number(match[2]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (clickedAt > nowSeconds + FUTURE_SLACK_SECONDS || nowSeconds - clickedAt > REFERRAL_COOKIE_SECONDS) return null;
  const code = normalizeReferralCode(match[1]!);
  // A click a little ahead of the clock (slack) counts as now.
  return code ? { code, clickedAt: new Date(Math.min(clickedAt, nowSeconds) * 1000) } : null;
}

/** The code the referral cookie names (see clickFromReferralCookie), or null. */
export function codeFromReferralCookie(cookieHeader: string | undefined, now: Date = new Date()): string | null {
  return clickFromReferralCookie(cookieHeader, now)?.code ?? null;
}

/**
 * The Set-Cookie header of a click: `CODE.unixSeconds` for REFERRAL_COOKIE_DAYS on the whole site,
 * SameSite=Lax (it must come along when a link from another site is followed), Secure on an https
 * site, and readable by the page (not HttpOnly): the sign-up form prefills the code from it.
 */
export function referralSetCookie(code: string, now: Date, secure: boolean): string {
  const value = `${code}.${Math.floor(now.getTime() / 1000)}`;
  return [`${REFERRAL_COOKIE}=${value}`, 'Path=/', `Max-Age=${REFERRAL_COOKIE_SECONDS}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Forgets the referral cookie (once an account was made with it: a second account in the same browser is nobody's referral). */
export function referralClearCookie(secure: boolean): string {
  return [`${REFERRAL_COOKIE}=`, 'Path=/', 'Max-Age=0', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** A site path to record with a click: the given one when it is a path of this site, else '/'. */
export function clickPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || [...path].some((c) => c < ' ' || c === '\u007f')) return '/';
  return path.slice(0, 500);
}
