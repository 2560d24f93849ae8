import { SESSION_COOKIE_NAME } from '../../shared/constants';
import { clearSession, saveSession } from '../features/auth/session';
import { ApiError, apiRequest, configureApiClient } from './apiClient';
import { getAccessToken } from '../features/auth/session';

interface FakeResponseInit {
  status?: number;
  body?: string;
  contentType?: string;
  statusText?: string;
}

function fakeResponse({ status = 200, body = '', contentType = 'application/json', statusText = '' }: FakeResponseInit = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers({ 'content-type': contentType }),
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => clearSession());

function lastInit(): RequestInit & { headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] as RequestInit & { headers: Record<string, string> };
}

describe('apiRequest', () => {
  it('calls /api + path and parses JSON', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: JSON.stringify([{ id: 1 }]) }));
    await expect(apiRequest('GET', '/Categories')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Categories');
    expect(lastInit().method).toBe('GET');
  });

  it('sends no Authorization header without a session', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{}' }));
    await apiRequest('GET', '/Auth/Me');
    expect(lastInit().headers.Authorization).toBeUndefined();
  });

  it('sends the Bearer token from the session cookie', async () => {
    saveSession({ accessToken: 'tok-123', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(document.cookie).toContain(SESSION_COOKIE_NAME);
    fetchMock.mockResolvedValue(fakeResponse({ body: '{}' }));
    await apiRequest('GET', '/Auth/Me');
    expect(lastInit().headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: '{"ok":true}' }));
    await apiRequest('POST', '/Auth', { body: { username: 'u', password: 'p' } });
    expect(lastInit().body).toBe('{"username":"u","password":"p"}');
    expect(lastInit().headers['Content-Type']).toBe('application/json');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: '{}' }));
    const formData = new FormData();
    formData.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await apiRequest('POST', '/Files/?folder=customer-profile-image', { formData });
    expect(lastInit().body).toBe(formData);
    expect(lastInit().headers['Content-Type']).toBeUndefined();
  });

  it('returns undefined for 204 and for an empty body', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 204 }));
    await expect(apiRequest('POST', '/Auth/SignOut')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 200, body: '' }));
    await expect(apiRequest('GET', '/Auth/Me')).resolves.toBeUndefined();
  });

  it('maps problem+json to ApiError {status, code, message, detail}', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        status: 401,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Wrong username or password', code: 'AUTH_INVALID_CREDENTIALS' }),
      }),
    );
    const error: unknown = await apiRequest('POST', '/Auth', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'AUTH_INVALID_CREDENTIALS', message: 'Wrong username or password', detail: 'Wrong username or password' });
  });

  it('uses the title when there is no detail, and keeps field errors', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'x', title: 'Validation failed', status: 400, code: 'VALIDATION_FAILED', errors: [{ path: '/email', message: 'bad' }] }),
      }),
    );
    const error = (await apiRequest('POST', '/Customers', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', detail: undefined });
    expect(error.fieldErrors).toEqual([{ path: '/email', message: 'bad' }]);
  });

  it('maps an error without a problem body to code UNKNOWN with its status', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>', statusText: 'Bad Gateway' }));
    const error = (await apiRequest('GET', '/Categories').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN', message: 'Bad Gateway' });
  });

  it('maps a network failure to code NETWORK', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest('GET', '/Categories').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('lets an abort through unchanged', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    fetchMock.mockRejectedValue(abort);
    await expect(apiRequest('GET', '/Categories')).rejects.toBe(abort);
  });
});

describe('a refused session', () => {
  const told = jest.fn<void, [string]>();
  beforeEach(() => {
    told.mockReset();
    configureApiClient({ getAccessToken, onSessionRejected: told });
  });
  afterEach(() => configureApiClient({ getAccessToken }));
  const problem = (code: string) => fakeResponse({ status: 401, body: JSON.stringify({ status: 401, code }), contentType: 'application/problem+json' });

  it('is told when a call with a token gets 401 for a revoked token or a disabled account', async () => {
    saveSession({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    for (const code of ['AUTH_ACCOUNT_DISABLED', 'AUTH_TOKEN_INVALID']) {
      fetchMock.mockResolvedValueOnce(problem(code));
      await expect(apiRequest('GET', '/Cart')).rejects.toMatchObject({ status: 401, code });
    }
    expect(told.mock.calls).toEqual([['AUTH_ACCOUNT_DISABLED'], ['AUTH_TOKEN_INVALID']]);
  });

  it('is not told for a wrong password, another status, or a call without a token', async () => {
    saveSession({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    fetchMock.mockResolvedValueOnce(problem('AUTH_INVALID_CREDENTIALS'));
    await expect(apiRequest('POST', '/Auth', { body: {} })).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 403, body: JSON.stringify({ code: 'AUTH_ACCOUNT_DISABLED' }) }));
    await expect(apiRequest('POST', '/Auth', { body: {} })).rejects.toMatchObject({ status: 403 });
    clearSession();
    fetchMock.mockResolvedValueOnce(problem('AUTH_TOKEN_INVALID'));
    await expect(apiRequest('GET', '/Cart')).rejects.toMatchObject({ status: 401 });
    expect(told).not.toHaveBeenCalled();
  });
});
