import type { Role } from '../../../shared/constants';
import { landingPath } from '../../app/paths';

/**
 * A returnUrl that is safe to follow: only a same-origin relative path with a single leading '/', so a
 * crafted link (`//evil.test`, `/\evil.test`, `https://...`, `javascript:`) cannot redirect elsewhere;
 * null for anything else (or none).
 */
export function validReturnUrl(returnUrl: string | null | undefined): string | null {
  if (typeof returnUrl !== 'string' || returnUrl === '') return null;
  if (!returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines in URLs ('/\t/evil.test' becomes '//evil.test'); refuse any control character.
  for (const ch of returnUrl) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return null;
  }
  return returnUrl;
}

/** Where to go after signing in: the returnUrl when it is safe, else the landing page of the user's role. */
export function safeReturnUrl(returnUrl: string | null | undefined, role: Role | null | undefined): string {
  return validReturnUrl(returnUrl) ?? landingPath(role);
}
