// The auth sagas on the real reducer: the final state, the session cookie they leave, and the calls made
// to the API and the router (a recording navigate), not the effects they yield.
import { expectSaga } from 'redux-saga-test-plan';
import type { Action } from 'redux';
import type { AuthResponse } from '../../../shared/schemas/auth';
import { ApiError } from '../../api/apiError';
import * as authApi from '../../api/authApi';
import * as customersApi from '../../api/customersApi';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import { recordNavigation } from '../../testing/navigation';
import { rootStateWith } from '../../testing/rootState';
import { aCustomer, anAuthResponse } from '../../testing/fixtures';
import { selectIsLoading } from '../ui/uiSlice';
import { authActions, initialAuthState } from './authSlice';
import { authSaga, changePasswordSaga, loadCurrentUserSaga, loginSaga, sessionRejectedSaga, sessionStartedSaga, signOutSaga, signUpSaga, tokenSignInSaga } from './authSaga';
import { getSession, saveSession } from './session';
import { landingPath, paths } from '../../app/paths';

const session = { accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' };
const invalidCredentials = new ApiError({ status: 401, code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid username or password' });
const unauthorized = new ApiError({ status: 401, code: 'AUTH_TOKEN_INVALID', message: 'Token invalid' });
const signedIn = () => rootStateWith({ auth: { ...initialAuthState, status: 'success', user: aCustomer(), initialized: true } });
/** The session cookie a sign-in answer leaves. */
const sessionOf = (auth: AuthResponse) => ({ accessToken: auth.accessToken, expiresAt: auth.expiresAt });

// No session cookie before each test; navigateTo records instead of routing; spies restored after.
const navigate = recordNavigation();

/** Runs a saga to its end on the real reducer from `state`; the final state. */
async function finalState(saga: ReturnType<typeof expectSaga>, state = rootStateWith()): Promise<RootState> {
  const { storeState } = await saga.withReducer(rootReducer, state).run();
  return storeState as RootState;
}

describe('loginSaga', () => {
  const auth = anAuthResponse();

  it('saves the session cookie, sets the user and navigates to returnUrl', async () => {
    const login = jest.spyOn(authApi, 'login').mockResolvedValue(auth);
    const state = await finalState(expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'pw', returnUrl: '/student/dashboard' })));
    expect(login).toHaveBeenCalledWith({ username: 'student', password: 'pw' });
    expect(getSession()).toEqual(sessionOf(auth));
    expect(state.auth).toMatchObject({ status: 'success', user: auth.customer, error: null });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/student/dashboard', { replace: true });
    expect(state.ui.loadingCount).toBe(0);
  });

  it('shows the global loading overlay while the call runs (real store)', async () => {
    let answer: (value: AuthResponse) => void = () => undefined;
    jest.spyOn(authApi, 'login').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
    store.dispatch(authActions.loginRequested({ username: 'student', password: 'pw' }));
    expect(selectIsLoading(store.getState())).toBe(true);
    answer(auth);
    await new Promise((r) => setTimeout(r, 0));
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(store.getState().auth.user).toEqual(auth.customer);
  });

  it.each([
    ['student', '/student/dashboard'],
    ['instructor', '/instructor/dashboard'],
    ['admin', '/admin'],
  ] as const)('without a returnUrl, a %s lands on %s', async (role, landing) => {
    jest.spyOn(authApi, 'login').mockResolvedValue(anAuthResponse({ customer: aCustomer({ role }) }));
    await finalState(expectSaga(loginSaga, authActions.loginRequested({ username: role, password: 'pw' })));
    expect(navigate.mock.calls).toEqual([[landing, { replace: true }]]);
    expect(landingPath(role)).toBe(landing);
  });

  it('with a returnUrl, every role goes there', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue(anAuthResponse({ customer: aCustomer({ role: 'admin' }) }));
    await finalState(expectSaga(loginSaga, authActions.loginRequested({ username: 'admin', password: 'pw', returnUrl: '/courses?search=robots' })));
    expect(navigate.mock.calls).toEqual([['/courses?search=robots', { replace: true }]]);
  });

  it('refuses an open-redirect returnUrl', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue(auth);
    await finalState(expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'pw', returnUrl: '//evil.test/phish' })));
    expect(navigate.mock.calls).toEqual([[landingPath('student'), { replace: true }]]);
  });

  it('stores the error on failure, without a cookie or navigation', async () => {
    jest.spyOn(authApi, 'login').mockRejectedValue(invalidCredentials);
    const state = await finalState(expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'bad' })));
    expect(state.auth.status).toBe('failure');
    expect(state.auth.error).toEqual({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(getSession()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(state.ui.loadingCount).toBe(0);
  });
});

describe('loadCurrentUserSaga', () => {
  it('loads the user with a stored session', async () => {
    const user = aCustomer();
    saveSession(session);
    const me = jest.spyOn(authApi, 'me').mockResolvedValue(user);
    const state = await finalState(expectSaga(loadCurrentUserSaga));
    expect(me).toHaveBeenCalledTimes(1);
    expect(state.auth).toMatchObject({ status: 'success', user, initialized: true });
  });

  it('does not call the server without a session', async () => {
    const me = jest.spyOn(authApi, 'me');
    const state = await finalState(expectSaga(loadCurrentUserSaga));
    expect(me).not.toHaveBeenCalled();
    expect(state.auth).toMatchObject({ status: 'loggedOut', user: null, initialized: true });
  });

  it('signs out on 401: expires the cookie and clears the state', async () => {
    saveSession(session);
    jest.spyOn(authApi, 'me').mockRejectedValue(unauthorized);
    const state = await finalState(expectSaga(loadCurrentUserSaga), signedIn());
    expect(getSession()).toBeNull();
    expect(state.auth.user).toBeNull();
    expect(state.auth.status).toBe('loggedOut');
  });

  it('signs out when the profile call returns nothing', async () => {
    saveSession(session);
    jest.spyOn(authApi, 'me').mockResolvedValue(undefined);
    const state = await finalState(expectSaga(loadCurrentUserSaga), signedIn());
    expect(getSession()).toBeNull();
    expect(state.auth).toMatchObject({ status: 'loggedOut', user: null });
  });

  it('keeps the cookie on a network failure and shows the error', async () => {
    saveSession(session);
    jest.spyOn(authApi, 'me').mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    const state = await finalState(expectSaga(loadCurrentUserSaga));
    expect(getSession()).toEqual(session);
    expect(state.auth).toMatchObject({ user: null, initialized: true });
    expect(state.ui.error).toEqual({ key: 'ERRORS.NETWORK' });
  });
});

describe('signOutSaga', () => {
  it('calls the server, expires the cookie, clears the state and goes to the sign-in page', async () => {
    saveSession(session);
    const signOut = jest.spyOn(authApi, 'signOut').mockResolvedValue(undefined);
    const state = await finalState(expectSaga(signOutSaga), signedIn());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(state.auth).toMatchObject({ status: 'loggedOut', user: null });
    expect(navigate).toHaveBeenCalledWith(paths.logIn(), { replace: true });
  });

  it('still clears everything when the server call fails, and only logs it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveSession(session);
    jest.spyOn(authApi, 'signOut').mockRejectedValue(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }));
    const state = await finalState(expectSaga(signOutSaga), signedIn());
    expect(warn).toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(state.auth.user).toBeNull();
    expect(state.ui.error).toBeNull();
    expect(state.ui.loadingCount).toBe(0);
    expect(navigate).toHaveBeenCalledWith(paths.logIn(), { replace: true });
  });

  it('skips the server without a session', async () => {
    const signOut = jest.spyOn(authApi, 'signOut');
    const state = await finalState(expectSaga(signOutSaga), signedIn());
    expect(signOut).not.toHaveBeenCalled();
    expect(state.auth).toMatchObject({ status: 'loggedOut', user: null });
    expect(navigate).toHaveBeenCalledWith(paths.logIn(), { replace: true });
  });
});

describe('sessionRejectedSaga', () => {
  it('a disabled account: forgets the session here and says why, without calling the server or navigating', async () => {
    saveSession(session);
    const signOut = jest.spyOn(authApi, 'signOut');
    const state = await finalState(expectSaga(sessionRejectedSaga, authActions.sessionRejected({ code: 'AUTH_ACCOUNT_DISABLED' })), signedIn());
    expect(getSession()).toBeNull();
    expect(state.auth).toMatchObject({ status: 'loggedOut', user: null });
    expect(state.ui.error).toMatchObject({ key: 'ERRORS.AUTH_ACCOUNT_DISABLED' });
    expect(signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a revoked token: forgets the session without a banner; nothing to do when there is no session', async () => {
    saveSession(session);
    const revoked = await finalState(expectSaga(sessionRejectedSaga, authActions.sessionRejected({ code: 'AUTH_TOKEN_INVALID' })), signedIn());
    expect(getSession()).toBeNull();
    expect(revoked.auth.user).toBeNull();
    expect(revoked.ui.error).toBeNull();
    const untouched = await finalState(expectSaga(sessionRejectedSaga, authActions.sessionRejected({ code: 'AUTH_ACCOUNT_DISABLED' })), signedIn());
    expect(untouched.auth.user).not.toBeNull();
    expect(untouched.ui.error).toBeNull();
  });
});

describe('signUpSaga', () => {
  const request = { username: 'newbie', email: 'newbie@academy.test', password: 'Orchid-Canal-58' };
  const customer = aCustomer({ username: 'newbie' });
  const auth = anAuthResponse({ customer });

  it('creates the customer, signs in with the same credentials and navigates', async () => {
    const signUp = jest.spyOn(customersApi, 'signUp').mockResolvedValue(customer);
    const login = jest.spyOn(authApi, 'login').mockResolvedValue(auth);
    const state = await finalState(expectSaga(signUpSaga, authActions.signUpRequested({ ...request, returnUrl: '/student/dashboard' })));
    expect(signUp).toHaveBeenCalledWith(request);
    expect(login).toHaveBeenCalledWith({ username: 'newbie', password: 'Orchid-Canal-58' });
    expect(getSession()).toEqual(sessionOf(auth));
    expect(state.auth).toMatchObject({ status: 'success', user: customer, signUp: { status: 'success', error: null } });
    expect(navigate).toHaveBeenCalledWith('/student/dashboard', { replace: true });
  });

  it('stores the sign-up error and does not sign in', async () => {
    jest.spyOn(customersApi, 'signUp').mockRejectedValue(new ApiError({ status: 409, code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' }));
    const login = jest.spyOn(authApi, 'login');
    const state = await finalState(expectSaga(signUpSaga, authActions.signUpRequested(request)));
    expect(state.auth.signUp).toEqual({ status: 'failure', error: { code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' } });
    expect(login).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the user to the sign-in page when signing in after sign-up fails', async () => {
    jest.spyOn(customersApi, 'signUp').mockResolvedValue(customer);
    jest.spyOn(authApi, 'login').mockRejectedValue(invalidCredentials);
    const state = await finalState(expectSaga(signUpSaga, authActions.signUpRequested({ ...request, returnUrl: '//evil.test' })));
    expect(state.auth).toMatchObject({ status: 'failure', error: { code: 'AUTH_INVALID_CREDENTIALS' }, signUp: { status: 'success' } });
    expect(getSession()).toBeNull();
    // No returnUrl to carry (the one given was unsafe): the log-in page without one.
    expect(navigate.mock.calls).toEqual([[paths.logIn(), undefined]]);
  });
});

describe('sessionStartedSaga', () => {
  it('does with a sign-in answer from elsewhere (social sign-in) what a password sign-in does', async () => {
    const auth = anAuthResponse({ accessToken: 'social-token' });
    const state = await finalState(expectSaga(sessionStartedSaga, authActions.sessionStarted({ auth, returnUrl: '/student/bookmark' })));
    expect(getSession()).toEqual(sessionOf(auth));
    expect(state.auth).toMatchObject({ status: 'success', user: auth.customer });
    expect(navigate).toHaveBeenCalledWith('/student/bookmark', { replace: true });
  });

  it('goes to the default destination without a (safe) returnUrl', async () => {
    await finalState(expectSaga(sessionStartedSaga, authActions.sessionStarted({ auth: anAuthResponse(), returnUrl: '//evil.test' })));
    expect(navigate.mock.calls).toEqual([[landingPath('student'), { replace: true }]]);
  });
});

describe('tokenSignInSaga', () => {
  it('signs in with the one-time token and navigates', async () => {
    const auth = anAuthResponse();
    const signInWithToken = jest.spyOn(authApi, 'signInWithToken').mockResolvedValue(auth);
    const state = await finalState(expectSaga(tokenSignInSaga, authActions.tokenSignInRequested({ token: 'one-time', returnUrl: '/student/dashboard' })));
    expect(signInWithToken).toHaveBeenCalledWith('one-time');
    expect(getSession()).toEqual(sessionOf(auth));
    expect(state.auth).toMatchObject({ status: 'success', user: auth.customer });
    expect(navigate).toHaveBeenCalledWith('/student/dashboard', { replace: true });
  });

  it('stores the error for an invalid token', async () => {
    jest.spyOn(authApi, 'signInWithToken').mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_SIGNIN_TOKEN_INVALID', message: 'invalid' }));
    const state = await finalState(expectSaga(tokenSignInSaga, authActions.tokenSignInRequested({ token: 'bad' })));
    expect(state.auth).toMatchObject({ status: 'failure', error: { code: 'AUTH_SIGNIN_TOKEN_INVALID', message: 'invalid' } });
    expect(getSession()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('changePasswordSaga', () => {
  const request = { currentPassword: 'Old#2026', newPassword: 'New#20266' };

  it('replaces the session with the new token', async () => {
    saveSession(session);
    const auth = anAuthResponse({ accessToken: 'new-token' });
    const changePassword = jest.spyOn(authApi, 'changePassword').mockResolvedValue(auth);
    const state = await finalState(expectSaga(changePasswordSaga, authActions.passwordChangeRequested(request)));
    expect(changePassword).toHaveBeenCalledWith(request);
    expect(getSession()).toEqual(sessionOf(auth));
    expect(state.auth.passwordChange).toEqual({ status: 'success', error: null });
    expect(state.auth.user).toEqual(auth.customer);
  });

  it('stores a wrong current password and keeps the session', async () => {
    saveSession(session);
    jest.spyOn(authApi, 'changePassword').mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_WRONG_PASSWORD', message: 'wrong' }));
    const state = await finalState(expectSaga(changePasswordSaga, authActions.passwordChangeRequested(request)));
    expect(getSession()).toEqual(session);
    expect(state.auth.passwordChange).toEqual({ status: 'failure', error: { code: 'AUTH_WRONG_PASSWORD', message: 'wrong' } });
  });
});

describe('authSaga watchers', () => {
  /** Runs the watchers on the real reducer from `state`, dispatching `action`; the final state. */
  async function watch(action: Action, state = rootStateWith()) {
    const { storeState } = await expectSaga(authSaga).withReducer(rootReducer, state).dispatch(action).silentRun(50);
    return storeState as RootState;
  }

  it('runs the login flow on auth/loginRequested', async () => {
    const auth = anAuthResponse();
    jest.spyOn(authApi, 'login').mockResolvedValue(auth);
    const state = await watch(authActions.loginRequested({ username: 'student', password: 'pw' }));
    expect(state.auth).toMatchObject({ status: 'success', user: auth.customer });
    expect(navigate).toHaveBeenCalledWith(landingPath('student'), { replace: true });
  });

  it('reloads the user on auth/userReloadRequested', async () => {
    const user = aCustomer({ points: 99 });
    saveSession(session);
    const me = jest.spyOn(authApi, 'me').mockResolvedValue(user);
    const state = await watch(authActions.userReloadRequested(), signedIn());
    expect(me).toHaveBeenCalledTimes(1);
    expect(state.auth.user).toEqual(user);
  });

  it('signs out on auth/signOutRequested', async () => {
    const state = await watch(authActions.signOutRequested(), signedIn());
    expect(state.auth).toMatchObject({ status: 'loggedOut', user: null });
    expect(navigate).toHaveBeenCalledWith(paths.logIn(), { replace: true });
  });
});
