import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as authApi from '../../api/authApi';
import * as customersApi from '../../api/customersApi';
import { navigateTo } from '../../lib/navigation';
import { rootReducer } from '../../app/rootReducer';
import { rootStateWith } from '../../testing/rootState';
import { aCustomer, anAuthResponse } from '../../testing/fixtures';
import { uiActions } from '../ui/uiSlice';
import { authActions, initialAuthState } from './authSlice';
import { authSaga, changePasswordSaga, loadCurrentUserSaga, loginSaga, sessionStartedSaga, signOutSaga, signUpSaga, tokenSignInSaga } from './authSaga';
import { clearSession, getSession, saveSession } from './session';
import { DEFAULT_RETURN_URL, paths } from '../../app/paths';

const session = { accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' };
const invalidCredentials = new ApiError({ status: 401, code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid username or password' });
const unauthorized = new ApiError({ status: 401, code: 'AUTH_TOKEN_INVALID', message: 'Token invalid' });

describe('loginSaga', () => {
  const auth = anAuthResponse();

  it('saves the session cookie, sets the user and navigates to returnUrl', async () => {
    const { storeState } = await expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'pw', returnUrl: '/student/dashboard' }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(authApi.login), auth],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(authApi.login, { username: 'student', password: 'pw' })
      .call(saveSession, auth)
      .put(authActions.loginSucceeded(auth.customer))
      .call(navigateTo, '/student/dashboard', { replace: true })
      .run();
    expect(storeState.auth).toMatchObject({ status: 'success', user: auth.customer, error: null });
    // The loading counter went up and came back down.
    expect(storeState.ui.loadingCount).toBe(0);
  });

  it('counts the call in the global loading counter', () =>
    expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'pw' }))
      .provide([
        [matchers.call.fn(authApi.login), auth],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(uiActions.loadingStarted())
      .put(uiActions.loadingFinished())
      .run());

  it('goes to the default destination without a returnUrl', () =>
    expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'pw' }))
      .provide([
        [matchers.call.fn(authApi.login), auth],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(navigateTo, DEFAULT_RETURN_URL, { replace: true })
      .run());

  it('refuses an open-redirect returnUrl', () =>
    expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'pw', returnUrl: '//evil.test/phish' }))
      .provide([
        [matchers.call.fn(authApi.login), auth],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(navigateTo, DEFAULT_RETURN_URL, { replace: true })
      .not.call(navigateTo, '//evil.test/phish', { replace: true })
      .run());

  it('stores the error on failure, without a cookie or navigation', async () => {
    const { storeState } = await expectSaga(loginSaga, authActions.loginRequested({ username: 'student', password: 'bad' }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(authApi.login), throwError(invalidCredentials)],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(authActions.loginFailed({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid username or password' }))
      .not.call.fn(saveSession)
      .not.call.fn(navigateTo)
      .run();
    expect(storeState.auth.status).toBe('failure');
    expect(storeState.auth.error).toEqual({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(storeState.ui.loadingCount).toBe(0);
  });
});

describe('loadCurrentUserSaga', () => {
  it('loads the user with a stored session', () => {
    const user = aCustomer();
    return expectSaga(loadCurrentUserSaga)
      .provide([
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(authApi.me), user],
      ])
      .put(authActions.currentUserLoaded(user))
      .run();
  });

  it('does not call the server without a session', () =>
    expectSaga(loadCurrentUserSaga)
      .provide([[matchers.call.fn(getSession), null]])
      .put(authActions.currentUserLoaded(null))
      .not.call.fn(authApi.me)
      .run());

  it('signs out on 401: expires the cookie and clears the state', async () => {
    const { storeState } = await expectSaga(loadCurrentUserSaga)
      .withReducer(rootReducer, rootStateWith({ auth: { ...initialAuthState, status: 'success', user: aCustomer() } }))
      .provide([
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(authApi.me), throwError(unauthorized)],
        [matchers.call.fn(clearSession), undefined],
      ])
      .call(clearSession)
      .put(authActions.signedOut())
      .run();
    expect(storeState.auth.user).toBeNull();
    expect(storeState.auth.status).toBe('loggedOut');
  });

  it('signs out when the profile call returns nothing', () =>
    expectSaga(loadCurrentUserSaga)
      .provide([
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(authApi.me), undefined],
        [matchers.call.fn(clearSession), undefined],
      ])
      .call(clearSession)
      .put(authActions.signedOut())
      .run());

  it('keeps the cookie on a network failure and shows the error', () =>
    expectSaga(loadCurrentUserSaga)
      .provide([
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(authApi.me), throwError(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }))],
        [matchers.call.fn(clearSession), undefined],
      ])
      .put(authActions.currentUserLoaded(null))
      .put(uiActions.errorShown({ key: 'ERRORS.NETWORK' }))
      .not.call.fn(clearSession)
      .run());
});

describe('signOutSaga', () => {
  it('calls the server, expires the cookie, clears the state and goes to the sign-in page', async () => {
    const { storeState } = await expectSaga(signOutSaga)
      .withReducer(rootReducer, rootStateWith({ auth: { ...initialAuthState, status: 'success', user: aCustomer() } }))
      .provide([
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(authApi.signOut), undefined],
        [matchers.call.fn(clearSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(authApi.signOut)
      .call(clearSession)
      .put(authActions.signedOut())
      .call(navigateTo, paths.logIn(), { replace: true })
      .run();
    expect(storeState.auth.user).toBeNull();
  });

  it('still clears everything when the server call fails, and only logs it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storeState } = await expectSaga(signOutSaga)
      .withReducer(rootReducer, rootStateWith({ auth: { ...initialAuthState, status: 'success', user: aCustomer() } }))
      .provide([
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(authApi.signOut), throwError(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }))],
        [matchers.call.fn(clearSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(clearSession)
      .put(authActions.signedOut())
      .call(navigateTo, paths.logIn(), { replace: true })
      .not.put.actionType(uiActions.errorShown.type)
      .run();
    expect(warn).toHaveBeenCalled();
    expect(storeState.auth.user).toBeNull();
    expect(storeState.ui.loadingCount).toBe(0);
    warn.mockRestore();
  });

  it('skips the server without a session', () =>
    expectSaga(signOutSaga)
      .provide([
        [matchers.call.fn(getSession), null],
        [matchers.call.fn(clearSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .not.call.fn(authApi.signOut)
      .put(authActions.signedOut())
      .run());
});

describe('signUpSaga', () => {
  const request = { username: 'newbie', email: 'newbie@academy.test', password: 'Password#1' };
  const customer = aCustomer({ username: 'newbie' });
  const auth = anAuthResponse({ customer });

  it('creates the customer, signs in with the same credentials and navigates', () =>
    expectSaga(signUpSaga, authActions.signUpRequested({ ...request, returnUrl: '/student/dashboard' }))
      .provide([
        [matchers.call.fn(customersApi.signUp), customer],
        [matchers.call.fn(authApi.login), auth],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(customersApi.signUp, request)
      .put(authActions.signUpSucceeded(customer))
      .call(authApi.login, { username: 'newbie', password: 'Password#1' })
      .call(saveSession, auth)
      .put(authActions.loginSucceeded(customer))
      .call(navigateTo, '/student/dashboard', { replace: true })
      .run());

  it('stores the sign-up error and does not sign in', async () => {
    const { storeState } = await expectSaga(signUpSaga, authActions.signUpRequested(request))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(customersApi.signUp), throwError(new ApiError({ status: 409, code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' }))],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(authActions.signUpFailed({ code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' }))
      .not.call.fn(authApi.login)
      .not.call.fn(navigateTo)
      .run();
    expect(storeState.auth.signUp).toEqual({ status: 'failure', error: { code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' } });
  });

  it('sends the user to the sign-in page when signing in after sign-up fails', () =>
    expectSaga(signUpSaga, authActions.signUpRequested({ ...request, returnUrl: '//evil.test' }))
      .provide([
        [matchers.call.fn(customersApi.signUp), customer],
        [matchers.call.fn(authApi.login), throwError(invalidCredentials)],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(authActions.loginFailed({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid username or password' }))
      .call(navigateTo, paths.logIn(DEFAULT_RETURN_URL))
      .run());
});

describe('sessionStartedSaga', () => {
  it('does with a sign-in answer from elsewhere (social sign-in) what a password sign-in does', async () => {
    const auth = anAuthResponse({ accessToken: 'social-token' });
    const { storeState } = await expectSaga(sessionStartedSaga, authActions.sessionStarted({ auth, returnUrl: '/student/bookmark' }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(saveSession, auth)
      .put(authActions.loginSucceeded(auth.customer))
      .call(navigateTo, '/student/bookmark', { replace: true })
      .run();
    expect(storeState.auth).toMatchObject({ status: 'success', user: auth.customer });
  });

  it('goes to the default destination without a (safe) returnUrl', () =>
    expectSaga(sessionStartedSaga, authActions.sessionStarted({ auth: anAuthResponse(), returnUrl: '//evil.test' }))
      .provide([
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(navigateTo, DEFAULT_RETURN_URL, { replace: true })
      .run());
});

describe('tokenSignInSaga', () => {
  it('signs in with the one-time token and navigates', () => {
    const auth = anAuthResponse();
    return expectSaga(tokenSignInSaga, authActions.tokenSignInRequested({ token: 'one-time', returnUrl: '/student/dashboard' }))
      .provide([
        [matchers.call.fn(authApi.signInWithToken), auth],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(authApi.signInWithToken, 'one-time')
      .call(saveSession, auth)
      .put(authActions.loginSucceeded(auth.customer))
      .call(navigateTo, '/student/dashboard', { replace: true })
      .run();
  });

  it('stores the error for an invalid token', () =>
    expectSaga(tokenSignInSaga, authActions.tokenSignInRequested({ token: 'bad' }))
      .provide([
        [matchers.call.fn(authApi.signInWithToken), throwError(new ApiError({ status: 400, code: 'AUTH_SIGNIN_TOKEN_INVALID', message: 'invalid' }))],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(authActions.loginFailed({ code: 'AUTH_SIGNIN_TOKEN_INVALID', message: 'invalid' }))
      .not.call.fn(navigateTo)
      .run());
});

describe('changePasswordSaga', () => {
  const request = { currentPassword: 'Old#2026', newPassword: 'New#20266' };

  it('replaces the session with the new token', async () => {
    const auth = anAuthResponse({ accessToken: 'new-token' });
    const { storeState } = await expectSaga(changePasswordSaga, authActions.passwordChangeRequested(request))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(authApi.changePassword), auth],
        [matchers.call.fn(saveSession), undefined],
      ])
      .call(authApi.changePassword, request)
      .call(saveSession, auth)
      .put(authActions.passwordChanged())
      .run();
    expect(storeState.auth.passwordChange).toEqual({ status: 'success', error: null });
    expect(storeState.auth.user).toEqual(auth.customer);
  });

  it('stores a wrong current password and keeps the session', async () => {
    const { storeState } = await expectSaga(changePasswordSaga, authActions.passwordChangeRequested(request))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(authApi.changePassword), throwError(new ApiError({ status: 400, code: 'AUTH_WRONG_PASSWORD', message: 'wrong' }))],
        [matchers.call.fn(saveSession), undefined],
      ])
      .not.call.fn(saveSession)
      .run();
    expect(storeState.auth.passwordChange).toEqual({ status: 'failure', error: { code: 'AUTH_WRONG_PASSWORD', message: 'wrong' } });
  });
});

describe('authSaga watchers', () => {
  it('runs the login flow on auth/loginRequested', () =>
    expectSaga(authSaga)
      .provide([
        [matchers.call.fn(authApi.login), anAuthResponse()],
        [matchers.call.fn(saveSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .dispatch(authActions.loginRequested({ username: 'student', password: 'pw' }))
      .put(authActions.loginSucceeded(anAuthResponse().customer))
      .silentRun(50));

  it('reloads the user on auth/userReloadRequested', () => {
    const user = aCustomer({ points: 99 });
    return expectSaga(authSaga)
      .provide([
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(authApi.me), user],
      ])
      .dispatch(authActions.userReloadRequested())
      .put(authActions.currentUserLoaded(user))
      .silentRun(50);
  });

  it('signs out on auth/signOutRequested', () =>
    expectSaga(authSaga)
      .provide([
        [matchers.call.fn(getSession), null],
        [matchers.call.fn(clearSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .dispatch(authActions.signOutRequested())
      .put(authActions.signedOut())
      .silentRun(50));
});
