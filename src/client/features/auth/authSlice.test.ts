import { aCustomer } from '../../testing/fixtures';
import {
  authActions,
  authReducer,
  initialAuthState,
  selectAuthError,
  selectAuthInitialized,
  selectAuthStatus,
  selectCurrentUser,
  selectIsSignedIn,
  selectSignUp,
  type AuthState,
} from './authSlice';

const wrap = (auth: AuthState) => ({ auth });
const error = { code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid' };

describe('authSlice', () => {
  it('starts logged out and not initialised', () => {
    const state = authReducer(undefined, { type: '@@init' });
    expect(state).toEqual(initialAuthState);
    expect(selectAuthStatus(wrap(state))).toBe('loggedOut');
    expect(selectIsSignedIn(wrap(state))).toBe(false);
    expect(selectAuthInitialized(wrap(state))).toBe(false);
  });

  it('goes requested -> success with the user, and keeps no password', () => {
    const requested = authReducer(initialAuthState, authActions.loginRequested({ username: 'u', password: 'secret' }));
    expect(requested.status).toBe('requested');
    expect(JSON.stringify(requested)).not.toContain('secret');
    const user = aCustomer();
    const done = authReducer(requested, authActions.loginSucceeded(user));
    expect(selectAuthStatus(wrap(done))).toBe('success');
    expect(selectCurrentUser(wrap(done))).toEqual(user);
    expect(selectIsSignedIn(wrap(done))).toBe(true);
  });

  it('stores the login error and clears it on the next request', () => {
    const failed = authReducer(initialAuthState, authActions.loginFailed(error));
    expect(selectAuthStatus(wrap(failed))).toBe('failure');
    expect(selectAuthError(wrap(failed))).toEqual(error);
    const again = authReducer(failed, authActions.loginRequested({ username: 'u', password: 'p' }));
    expect(selectAuthError(wrap(again))).toBeNull();
  });

  it('currentUserLoaded sets or clears the user and marks initialised', () => {
    const user = aCustomer();
    const loaded = authReducer(initialAuthState, authActions.currentUserLoaded(user));
    expect(loaded).toMatchObject({ user, status: 'success', initialized: true });
    const none = authReducer(loaded, authActions.currentUserLoaded(null));
    expect(none).toMatchObject({ user: null, status: 'loggedOut', initialized: true });
  });

  it('signedOut clears the user and error', () => {
    const state: AuthState = { ...initialAuthState, status: 'success', user: aCustomer(), error };
    expect(authReducer(state, authActions.signedOut())).toMatchObject({ status: 'loggedOut', user: null, error: null, initialized: true });
  });

  it('tracks sign-up status and error', () => {
    const requested = authReducer(
      initialAuthState,
      authActions.signUpRequested({ username: 'newbie', email: 'n@academy.test', password: 'Orchid-Canal-58' }),
    );
    expect(selectSignUp(wrap(requested))).toEqual({ status: 'requested', error: null });
    const failed = authReducer(requested, authActions.signUpFailed({ code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' }));
    expect(selectSignUp(wrap(failed))).toEqual({ status: 'failure', error: { code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' } });
    const ok = authReducer(requested, authActions.signUpSucceeded(aCustomer()));
    expect(selectSignUp(wrap(ok)).status).toBe('success');
  });

  it('errorCleared forgets login and sign-up errors', () => {
    let state = authReducer(initialAuthState, authActions.loginFailed(error));
    state = authReducer(state, authActions.signUpFailed(error));
    state = authReducer(state, authActions.errorCleared());
    expect(state.error).toBeNull();
    expect(state.status).toBe('loggedOut');
    expect(state.signUp).toEqual({ status: 'idle', error: null });
  });

  it('names actions as events', () => {
    expect(authActions.loginRequested.type).toBe('auth/loginRequested');
    expect(authActions.signOutRequested.type).toBe('auth/signOutRequested');
  });
});
