// Reading one cookie of a Cookie header or of `document.cookie`: one parser for the server (the
// referral cookie) and the SPA (the session's and the referral link's).

/** The decoded value of the first cookie called `name` (quotes around it removed), or null when there is none. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
