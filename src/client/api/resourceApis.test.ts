// Each resource module calls the path and method of the API's call table.
import * as accountApi from './accountApi';
import * as authApi from './authApi';
import * as categoriesApi from './categoriesApi';
import * as configApi from './configApi';
import * as customersApi from './customersApi';
import * as filesApi from './filesApi';
import * as newsApi from './newsApi';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, statusText: '', headers: new Headers(), text: () => Promise.resolve('{}') } as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall(): [string, string | undefined, BodyInit | null | undefined] {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return [call[0], call[1].method, call[1].body];
}

describe('resource APIs', () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['login', () => authApi.login({ username: 'u', password: 'p' }), 'POST', '/api/Auth'],
    ['me', () => authApi.me(), 'GET', '/api/Auth/Me'],
    ['signOut', () => authApi.signOut(), 'POST', '/api/Auth/SignOut'],
    ['signInWithToken', () => authApi.signInWithToken('a/b'), 'POST', '/api/Auth/Token/a%2Fb'],
    ['changePassword', () => authApi.changePassword({ currentPassword: 'a', newPassword: 'b' }), 'POST', '/api/Auth/ChangePassword'],
    ['preResetPassword', () => accountApi.preResetPassword({ email: 'a@b.c' }), 'POST', '/api/Auth/PreResetPassword'],
    ['validatePostResetPassword', () => accountApi.validatePostResetPassword('t'), 'POST', '/api/Auth/ValidatePostResetPassword'],
    ['postResetPassword', () => accountApi.postResetPassword({ token: 't', newPassword: 'n' }), 'POST', '/api/Auth/PostResetPassword'],
    ['categories', () => categoriesApi.list(), 'GET', '/api/Categories'],
    ['category', () => categoriesApi.getById(7), 'GET', '/api/Categories/7'],
    ['news', () => newsApi.list(), 'GET', '/api/AnalysisAndNews'],
    ['news of a region', () => newsApi.list(193), 'GET', '/api/AnalysisAndNews?countryId=193'],
    ['news by id', () => newsApi.getById(3), 'GET', '/api/AnalysisAndNews/3'],
    ['news by slug', () => newsApi.getBySlug('hello'), 'GET', '/api/AnalysisAndNews/Slug/hello'],
    ['sign up', () => customersApi.signUp({ username: 'u', email: 'e@x.y', password: 'p' }), 'POST', '/api/Customers'],
    ['activate', () => accountApi.activate('t'), 'POST', '/api/Customers/Activate'],
    ['update', () => accountApi.update({ firstName: 'A' }), 'PUT', '/api/Customers'],
    ['resend activation', () => accountApi.resendActivation(), 'POST', '/api/Customers/Activate/Resend'],
    ['profile image', () => customersApi.updateProfileImage({ profileImage: 'x.webp' }), 'PUT', '/api/Customers/ProfileImage'],
    ['by token', () => customersApi.getByToken('enc'), 'GET', '/api/Customers/Token/enc'],
    ['referral', () => customersApi.checkReferral('R1'), 'GET', '/api/Customers/Referral/R1'],
    ['username', () => customersApi.checkUsername('bob'), 'GET', '/api/Customers/CheckUsername/bob'],
    ['upload', () => filesApi.upload('customer-profile-image', new File(['x'], 'a.png')), 'POST', '/api/Files/?folder=customer-profile-image'],
    ['delete file', () => filesApi.remove('a b.png'), 'DELETE', '/api/Files?nameBySystem=a+b.png'],
    ['config', () => configApi.getRuntimeConfig(), 'GET', '/api/config'],
  ])('%s', async (_name, run, method, url) => {
    await run();
    const [calledUrl, calledMethod] = lastCall();
    expect(calledMethod).toBe(method);
    expect(calledUrl).toBe(url);
  });

  it('uploads the file in the multipart field `file`', async () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await filesApi.upload('customer-profile-image', file);
    const body = lastCall()[2];
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('sends the whole customer object with the new profileImage', async () => {
    await customersApi.updateProfileImage({ encryptId: 'enc', username: 'u', profileImage: 'new.webp' });
    expect(JSON.parse(String(lastCall()[2]))).toEqual({ encryptId: 'enc', username: 'u', profileImage: 'new.webp' });
  });
});
