import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { clearSession, getAccessToken, getSession, saveSession } from './session';

function rawCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))
    ?.slice(SESSION_COOKIE_NAME.length + 1);
}

describe('session cookie', () => {
  afterEach(() => clearSession());

  it('stores accessToken and expiresAt as JSON under the product cookie name', () => {
    saveSession({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(JSON.parse(decodeURIComponent(rawCookie() ?? ''))).toEqual({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(getSession()).toEqual({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(getAccessToken()).toBe('tok');
  });

  it('sets a one-day expiry at path /', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    const now = new Date('2026-03-01T10:00:00.000Z');
    saveSession({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' }, now);
    const written = setter.mock.calls.at(-1)?.[0] ?? '';
    expect(written).toContain('Path=/');
    expect(written).toContain(`Expires=${new Date('2026-03-02T10:00:00.000Z').toUTCString()}`);
    setter.mockRestore();
  });

  it('clearSession expires the cookie', () => {
    saveSession({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    clearSession();
    expect(rawCookie()).toBeUndefined();
    expect(getSession()).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('ignores a malformed or expired session', () => {
    document.cookie = `${SESSION_COOKIE_NAME}=not-json; path=/`;
    expect(getSession()).toBeNull();
    saveSession({ accessToken: 'tok', expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(getSession()).toBeNull();
    document.cookie = `${SESSION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ foo: 1 }))}; path=/`;
    expect(getSession()).toBeNull();
  });
});
