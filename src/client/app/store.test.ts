// makeStore end to end: real sagas and reducers, only fetch is stubbed.
import { takeEvery } from 'redux-saga/effects';
import { SESSION_COOKIE_NAME } from '../../shared/constants';
import { authActions, selectAuthInitialized, selectCurrentUser } from '../features/auth/authSlice';
import { clearSession, getSession, saveSession } from '../features/auth/session';
import { selectRuntimeConfig } from '../features/config/configSlice';
import { selectCountry, selectLanguage } from '../features/locale/localeSlice';
import { selectIsLoading } from '../features/ui/uiSlice';
import { aCustomer, aRuntimeConfig, anAuthResponse } from '../testing/fixtures';
import { registerNavigator } from '../lib/navigation';
import { makeStore } from './store';

type Route = (url: string, init: RequestInit) => { status: number; body?: unknown };

function stubFetch(route: Route) {
  const mock = jest.fn((url: string, init: RequestInit) => {
    const { status, body } = route(url, init);
    const text = body === undefined ? '' : JSON.stringify(body);
    return Promise.resolve({
      ok: status < 300,
      status,
      statusText: '',
      headers: new Headers({ 'content-type': status < 300 ? 'application/json' : 'application/problem+json' }),
      text: () => Promise.resolve(text),
    } as unknown as Response);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
});

describe('makeStore', () => {
  it('reads the locale from local storage (defaults 174 / th)', () => {
    const store = makeStore({ runSagas: false });
    expect(selectCountry(store.getState())).toBe(174);
    expect(selectLanguage(store.getState())).toBe('th');
  });

  it('takes a preloaded state', () => {
    const user = aCustomer();
    const store = makeStore({ runSagas: false, preloadedState: { locale: { lang: 'vi', country: 193 } } });
    expect(selectLanguage(store.getState())).toBe('vi');
    store.dispatch(authActions.currentUserLoaded(user));
    expect(selectCurrentUser(store.getState())).toEqual(user);
  });

  it('at start loads the configuration and the current user from the cookie', async () => {
    const user = aCustomer();
    saveSession({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    const fetchMock = stubFetch((url) => {
      if (url === '/api/config') return { status: 200, body: aRuntimeConfig() };
      if (url === '/api/Auth/Me') return { status: 200, body: user };
      return { status: 404, body: { code: 'NOT_FOUND', title: 'x', status: 404, type: 'x' } };
    });
    const store = makeStore();
    await settle();
    expect(selectRuntimeConfig(store.getState())).toEqual(aRuntimeConfig());
    expect(selectCurrentUser(store.getState())).toEqual(user);
    expect(selectAuthInitialized(store.getState())).toBe(true);
    expect(selectIsLoading(store.getState())).toBe(false);
    const meCall = fetchMock.mock.calls.find(([url]) => url === '/api/Auth/Me');
    expect((meCall?.[1].headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('signs out at start when the stored token is refused (401)', async () => {
    saveSession({ accessToken: 'stale', expiresAt: '2099-01-01T00:00:00.000Z' });
    stubFetch((url) =>
      url === '/api/Auth/Me'
        ? { status: 401, body: { type: 'x', title: 'Unauthorized', status: 401, code: 'AUTH_TOKEN_INVALID' } }
        : { status: 200, body: aRuntimeConfig() },
    );
    const store = makeStore();
    await settle();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectAuthInitialized(store.getState())).toBe(true);
    expect(getSession()).toBeNull();
    expect(document.cookie).not.toContain(SESSION_COOKIE_NAME);
  });

  it('logs in through the real saga: cookie, user, navigation', async () => {
    const auth = anAuthResponse();
    stubFetch((url) => (url === '/api/Auth' ? { status: 200, body: auth } : { status: 200, body: aRuntimeConfig() }));
    const navigate = jest.fn();
    const unregister = registerNavigator(navigate);
    const store = makeStore({ startup: false });
    store.dispatch(authActions.loginRequested({ username: 'student', password: 'Mango-Lantern-42', returnUrl: '/student/dashboard' }));
    expect(selectIsLoading(store.getState())).toBe(true);
    await settle();
    expect(getSession()).toEqual({ accessToken: auth.accessToken, expiresAt: auth.expiresAt });
    expect(selectCurrentUser(store.getState())).toEqual(auth.customer);
    expect(navigate).toHaveBeenCalledWith('/student/dashboard', { replace: true });
    expect(selectIsLoading(store.getState())).toBe(false);
    unregister();
  });

  it('starts an injected saga once, and not at all without sagas', async () => {
    const seen: string[] = [];
    function* probeSaga() {
      yield takeEvery('probe/ping', () => {
        seen.push('ping');
      });
    }
    const store = makeStore({ startup: false });
    store.dispatch({ type: 'probe/ping' });
    expect(seen).toEqual([]);
    store.injectSaga(probeSaga);
    store.injectSaga(probeSaga);
    store.dispatch({ type: 'probe/ping' });
    expect(seen).toEqual(['ping']);

    const quiet = makeStore({ runSagas: false });
    quiet.injectSaga(probeSaga);
    quiet.dispatch({ type: 'probe/ping' });
    expect(seen).toEqual(['ping']);
  });
});
