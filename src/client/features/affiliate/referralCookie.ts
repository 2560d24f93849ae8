// The first-party referral cookie as the sign-up form reads it: REFERRAL_COOKIE = `CODE.unixSeconds`,
// set by the server when a referral link (?ref=CODE) is opened; the last click wins. A value that is
// malformed, older than REFERRAL_COOKIE_DAYS or from the future is ignored. Tiny on purpose: it travels
// with the sign-up page.
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '../../../shared/constants';
import { cookieValue } from '../../../shared/cookies';

const COOKIE_VALUE_RE = /^([A-Za-z0-9]{4,32})\.(\d{1,12})$/;
const MAX_AGE_SECONDS = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
/** A click time this far ahead of the device's clock is still believed (clocks drift). */
const FUTURE_SLACK_SECONDS = 5 * 60;

/** The referral code of the cookie (upper case), or null when there is none or it is not usable. */
export function referralCodeFromCookie(cookies: string = typeof document === 'undefined' ? '' : document.cookie, now: number = Date.now()): string | null {
  const value = cookieValue(cookies, REFERRAL_COOKIE);
  const match = value === null ? null : COOKIE_VALUE_RE.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const clickedAt = Number(match[2]);
  const nowSeconds = Math.floor(now / 1000);
  if (clickedAt > nowSeconds + FUTURE_SLACK_SECONDS || nowSeconds - clickedAt > MAX_AGE_SECONDS) return null;
  return match[1].toUpperCase();
}
