// The account requests in a real store: their final state, what else changed in the store, and the
// API calls made.
import { waitFor } from '@testing-library/react';
import * as accountApi from '../../api/accountApi';
import { ApiError } from '../../api/apiError';
import * as authApi from '../../api/authApi';
import { aCustomer, anAuthResponse } from '../../testing/fixtures';
import { runRequest, storeForRequests } from '../../testing/requestStore';
import { initialAuthState } from '../auth/authSlice';
import { getSession, saveSession } from '../auth/session';
import {
  activationMailRequest,
  activationRequest,
  AFTER_ACTIVATION_URL,
  passwordResetLinkRequest,
  passwordResetMailRequest,
  passwordResetRequest,
  profileUpdateRequest,
} from './accountRequests';
import { recordNavigation } from '../../testing/navigation';

const apiError = (status: number, code: string, fieldErrors: { path: string; message: string }[] = []) =>
  new ApiError({ status, code, message: code, fieldErrors });
const signedIn = (user = aCustomer()) => ({ auth: { ...initialAuthState, status: 'success' as const, user, initialized: true } });
const signedOut = { auth: { ...initialAuthState, initialized: true } };

const navigate = recordNavigation();

describe('activationRequest', () => {
  it('activates, then signs in with the one-time token and goes to the dashboard', async () => {
    const customer = aCustomer({ isEmailVerified: true });
    const auth = anAuthResponse({ accessToken: 'session-after-activation', customer });
    const activate = jest.spyOn(accountApi, 'activate').mockResolvedValue({ customer, signInToken: 'one-time' });
    const signIn = jest.spyOn(authApi, 'signInWithToken').mockResolvedValue(auth);
    const { store, state } = await runRequest(activationRequest, 'activation-token-1', storeForRequests(signedOut));
    expect(state).toMatchObject({ status: 'succeeded', key: 'activation-token-1', data: customer, error: null });
    expect(activate).toHaveBeenCalledWith('activation-token-1');
    expect(signIn).toHaveBeenCalledWith('one-time');
    // The auth saga signs in with the one-time token.
    await waitFor(() => expect(store.getState().auth).toMatchObject({ status: 'success', user: customer }));
    expect(getSession()).toEqual({ accessToken: 'session-after-activation', expiresAt: auth.expiresAt });
    expect(navigate).toHaveBeenCalledWith(AFTER_ACTIVATION_URL, { replace: true });
    expect(AFTER_ACTIVATION_URL).toBe('/student/dashboard');
    // The global loading overlay was shown for the call, and is gone.
    expect(store.getState().ui.loadingCount).toBe(0);
  });

  it('keeps the code of an invalid token and does not sign in', async () => {
    jest.spyOn(accountApi, 'activate').mockRejectedValue(apiError(400, 'CUSTOMER_ACTIVATION_TOKEN_INVALID'));
    const signIn = jest.spyOn(authApi, 'signInWithToken');
    const { store, state } = await runRequest(activationRequest, 'used-token', storeForRequests(signedOut));
    expect(state).toMatchObject({ status: 'failed', data: null, error: { code: 'CUSTOMER_ACTIVATION_TOKEN_INVALID', status: 400 } });
    expect(signIn).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('loggedOut');
  });

  it('calls once per token: asking again gives the same answer', async () => {
    const activate = jest.spyOn(accountApi, 'activate').mockResolvedValue({ customer: aCustomer(), signInToken: 'one-time' });
    // The sign-in that follows is not this test's concern: it stays under way.
    jest.spyOn(authApi, 'signInWithToken').mockReturnValue(new Promise(() => undefined));
    const { store } = await runRequest(activationRequest, 'token-9', storeForRequests(signedOut));
    const again = await runRequest(activationRequest, 'token-9', store);
    expect(again.state.status).toBe('succeeded');
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

describe('activationMailRequest', () => {
  it('asks for a new mail', async () => {
    const resend = jest.spyOn(accountApi, 'resendActivation').mockResolvedValue(undefined);
    const { state } = await runRequest(activationMailRequest, undefined, storeForRequests(signedIn()));
    expect(state.status).toBe('succeeded');
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('keeps the code of a failure', async () => {
    jest.spyOn(accountApi, 'resendActivation').mockRejectedValue(apiError(429, 'RATE_LIMITED'));
    const { state } = await runRequest(activationMailRequest, undefined, storeForRequests(signedIn()));
    expect(state).toMatchObject({ status: 'failed', error: { code: 'RATE_LIMITED', status: 429 } });
  });
});

describe('passwordResetMailRequest', () => {
  it('succeeds once the server accepted the request', async () => {
    const pre = jest.spyOn(accountApi, 'preResetPassword').mockResolvedValue({ ok: true });
    const { state } = await runRequest(passwordResetMailRequest, 'mai@example.test');
    expect(state.status).toBe('succeeded');
    expect(pre).toHaveBeenCalledWith({ email: 'mai@example.test' });
  });

  it.each([
    ['a refused address', apiError(400, 'VALIDATION_FAILED')],
    ['an unknown account', apiError(404, 'CUSTOMER_NOT_FOUND')],
  ])('succeeds the same way for %s (no account enumeration)', async (_name, error) => {
    jest.spyOn(accountApi, 'preResetPassword').mockRejectedValue(error);
    const { state } = await runRequest(passwordResetMailRequest, 'nobody@example.test');
    expect(state).toMatchObject({ status: 'succeeded', error: null });
  });

  it.each([
    ['a rate limit', apiError(429, 'RATE_LIMITED')],
    ['a server failure', apiError(503, 'SERVICE_UNAVAILABLE')],
    ['no answer', apiError(0, 'NETWORK')],
  ])('fails on %s, since nothing was sent', async (_name, error) => {
    jest.spyOn(accountApi, 'preResetPassword').mockRejectedValue(error);
    const { state } = await runRequest(passwordResetMailRequest, 'mai@example.test');
    expect(state).toMatchObject({ status: 'failed', error: { code: error.code, status: error.status } });
  });
});

describe('passwordResetLinkRequest', () => {
  it("gives a valid link's account e-mail", async () => {
    const validate = jest.spyOn(accountApi, 'validatePostResetPassword').mockResolvedValue({ valid: true, email: 'mai@example.test' });
    const { state } = await runRequest(passwordResetLinkRequest, 'reset-token-1');
    expect(state).toMatchObject({ status: 'succeeded', key: 'reset-token-1', data: 'mai@example.test' });
    expect(validate).toHaveBeenCalledWith('reset-token-1');
  });

  it('keeps the code of an invalid link', async () => {
    jest.spyOn(accountApi, 'validatePostResetPassword').mockRejectedValue(apiError(400, 'AUTH_RESET_TOKEN_INVALID'));
    const { state } = await runRequest(passwordResetLinkRequest, 'bad-token');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'AUTH_RESET_TOKEN_INVALID' } });
  });
});

describe('passwordResetRequest', () => {
  const reset = { token: 'reset-token-1', newPassword: 'a-new-passphrase' };

  it('sets the password and ends the local session, which the server revoked', async () => {
    const post = jest.spyOn(accountApi, 'postResetPassword').mockResolvedValue({ ok: true });
    saveSession(anAuthResponse({ accessToken: 'old' }));
    const { store, state } = await runRequest(passwordResetRequest, reset, storeForRequests(signedIn()));
    expect(state).toMatchObject({ status: 'succeeded', key: 'reset-token-1' });
    expect(post).toHaveBeenCalledWith(reset);
    expect(getSession()).toBeNull();
    expect(store.getState().auth).toMatchObject({ status: 'loggedOut', user: null });
  });

  it('keeps the new password out of the state', async () => {
    jest.spyOn(accountApi, 'postResetPassword').mockResolvedValue({ ok: true });
    const { store } = await runRequest(passwordResetRequest, reset);
    expect(JSON.stringify(store.getState())).not.toContain('a-new-passphrase');
  });

  it('leaves a browser without a session alone', async () => {
    jest.spyOn(accountApi, 'postResetPassword').mockResolvedValue({ ok: true });
    const user = aCustomer();
    const { store, state } = await runRequest(passwordResetRequest, reset, storeForRequests(signedIn(user)));
    expect(state.status).toBe('succeeded');
    expect(store.getState().auth).toMatchObject({ status: 'success', user });
  });

  it('keeps the code of an expired link, and the session', async () => {
    jest.spyOn(accountApi, 'postResetPassword').mockRejectedValue(apiError(400, 'AUTH_RESET_TOKEN_INVALID'));
    saveSession(anAuthResponse({ accessToken: 'still-good' }));
    const { store, state } = await runRequest(passwordResetRequest, reset, storeForRequests(signedIn()));
    expect(state).toMatchObject({ status: 'failed', error: { code: 'AUTH_RESET_TOKEN_INVALID' } });
    expect(getSession()?.accessToken).toBe('still-good');
    expect(store.getState().auth.user).not.toBeNull();
  });
});

describe('profileUpdateRequest', () => {
  const update = { firstName: 'Mai', lastName: 'Tran', username: 'mai', email: 'mai@example.test', country: 193 as const, lang: 'vi' as const };

  it('makes the answer the current user and switches the UI to a new language', async () => {
    const saved = aCustomer({ ...update, isEmailVerified: false });
    const put = jest.spyOn(accountApi, 'update').mockResolvedValue(saved);
    const store = storeForRequests(signedIn(aCustomer({ lang: 'en' })));
    const { state } = await runRequest(profileUpdateRequest, update, store);
    expect(state).toMatchObject({ status: 'succeeded', data: saved });
    expect(put).toHaveBeenCalledWith(update);
    expect(store.getState().auth.user).toEqual(saved);
    await waitFor(() => expect(store.getState().locale.lang).toBe('vi'));
  });

  it('keeps the language when it did not change', async () => {
    jest.spyOn(accountApi, 'update').mockResolvedValue(aCustomer({ lang: 'en' }));
    const store = storeForRequests(signedIn());
    await runRequest(profileUpdateRequest, { ...update, lang: 'en' }, store);
    expect(store.getState().locale.lang).toBe('en');
  });

  it('keeps the code, status and field errors of a refusal, and the current user', async () => {
    const user = aCustomer();
    jest.spyOn(accountApi, 'update').mockRejectedValue(apiError(409, 'CUSTOMER_USERNAME_TAKEN', [{ path: 'body.username', message: 'taken' }]));
    const store = storeForRequests(signedIn(user));
    const { state } = await runRequest(profileUpdateRequest, update, store);
    expect(state.status).toBe('failed');
    expect(state.error).toEqual({ code: 'CUSTOMER_USERNAME_TAKEN', message: 'CUSTOMER_USERNAME_TAKEN', status: 409, fieldErrors: [{ path: 'body.username', message: 'taken' }] });
    expect(store.getState().auth.user).toEqual(user);
  });

  it('shows the global loading overlay while the call runs', async () => {
    let answer!: (customer: ReturnType<typeof aCustomer>) => void;
    jest.spyOn(accountApi, 'update').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = storeForRequests(signedIn());
    const done = runRequest(profileUpdateRequest, { ...update, lang: 'en' }, store);
    expect(store.getState().ui.loadingCount).toBe(1);
    answer(aCustomer({ lang: 'en' }));
    await done;
    expect(store.getState().ui.loadingCount).toBe(0);
  });
});
