import { DEFAULT_RETURN_URL } from '../../app/paths';

/**
 * Where to go after signing in: only a same-origin relative path with a single leading '/', so a
 * crafted link (`//evil.test`, `/\evil.test`, `https://...`, `javascript:`) cannot redirect elsewhere.
 */
export function safeReturnUrl(returnUrl: string | null | undefined): string {
  if (typeof returnUrl !== 'string' || returnUrl === '') return DEFAULT_RETURN_URL;
  if (!returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return DEFAULT_RETURN_URL;
  // Browsers drop tabs and newlines in URLs ('/\t/evil.test' becomes '//evil.test'); refuse any control character.
  for (const ch of returnUrl) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return DEFAULT_RETURN_URL;
  }
  return returnUrl;
}
