// The social calls go to the contract's paths with the contract's bodies.
import * as socialApi from './socialApi';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, statusText: '', headers: new Headers(), text: () => Promise.resolve('{"identities":[],"hasPassword":true}') } as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall(): { url: string; method: string | undefined; body: unknown } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], method: call[1].method, body: typeof call[1].body === 'string' ? JSON.parse(call[1].body) : call[1].body };
}

describe('socialApi', () => {
  it('signs in with Google: POST /Auth/Firebase/Google with uid, idToken, lang and country', async () => {
    await socialApi.firebaseSignIn('Google', { uid: 'u1', idToken: 'x'.repeat(30), lang: 'th', country: 174 });
    expect(lastCall()).toEqual({ url: '/api/Auth/Firebase/Google', method: 'POST', body: { uid: 'u1', idToken: 'x'.repeat(30), lang: 'th', country: 174 } });
  });

  it('signs in with Facebook at its own path', async () => {
    await socialApi.firebaseSignIn('Facebook', { uid: 'u2', idToken: 'y'.repeat(30) });
    expect(lastCall().url).toBe('/api/Auth/Firebase/Facebook');
  });

  it('reads the linked accounts: GET /Customers/Social', async () => {
    await expect(socialApi.getSocialAccounts()).resolves.toEqual({ identities: [], hasPassword: true });
    expect(lastCall()).toEqual({ url: '/api/Customers/Social', method: 'GET', body: undefined });
  });

  it('links: POST /Customers/Social/{provider} with uid and idToken', async () => {
    await socialApi.linkSocial('Facebook', { uid: 'u3', idToken: 'z'.repeat(30) });
    expect(lastCall()).toEqual({ url: '/api/Customers/Social/Facebook', method: 'POST', body: { uid: 'u3', idToken: 'z'.repeat(30) } });
  });

  it('unlinks: POST /Customers/Social/{provider}/Revoke without a body', async () => {
    await socialApi.revokeSocial('Google');
    expect(lastCall()).toEqual({ url: '/api/Customers/Social/Google/Revoke', method: 'POST', body: undefined });
  });
});
