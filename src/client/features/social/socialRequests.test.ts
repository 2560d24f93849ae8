// The social requests in a real store: their final state, what else changed in the store (session, error
// banner, the linked accounts), and the calls made to the identity service and the API.
import { waitFor } from '@testing-library/react';
import { ApiError } from '../../api/apiError';
import * as socialApi from '../../api/socialApi';
import { aCustomer, aFirebaseConfig, anAuthResponse, aRuntimeConfig, aSocialAccounts, aSocialIdentity } from '../../testing/fixtures';
import { runRequest, storeForRequests } from '../../testing/requestStore';
import { initialAuthState } from '../auth/authSlice';
import { getSession } from '../auth/session';
import { initialConfigState } from '../config/configSlice';
import { signInWithProvider } from './firebaseClient';
import * as loader from './loadFirebaseClient';
import { socialAccountsRequest, socialLinkRequest, socialSignInRequest, socialUnlinkRequest } from './socialRequests';
import { recordNavigation } from '../../testing/navigation';

jest.mock('./firebaseClient', () => ({ signInWithProvider: jest.fn() }));

const firebase = aFirebaseConfig();
const configured = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase }) } };
const notConfigured = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase: null }) } };
const student = aCustomer({ encryptId: 'enc-mai' });
const signedIn = { auth: { ...initialAuthState, status: 'success' as const, user: student, initialized: true } };
const signedOut = { auth: { ...initialAuthState, initialized: true } };
const identity = { uid: 'firebase-uid-7', idToken: 'header.payload.signature-of-the-id-token' };
const google = aSocialIdentity({ provider: 'Google' });
const facebook = aSocialIdentity({ provider: 'Facebook' });
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });

const navigate = recordNavigation();
beforeEach(() => {
  jest.mocked(signInWithProvider).mockReset();
});

describe('socialSignInRequest', () => {
  it('signs in: the popup, the API with uid, ID token, language and region, then the session and returnUrl', async () => {
    const auth = anAuthResponse({ accessToken: 'social-jwt', customer: student });
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    const firebaseSignIn = jest.spyOn(socialApi, 'firebaseSignIn').mockResolvedValue(auth);
    const store = storeForRequests({ ...configured, ...signedOut, locale: { lang: 'vi', country: 193 } });
    const { state } = await runRequest(socialSignInRequest, { provider: 'Google', returnUrl: '/student/course-list' }, store);
    expect(state).toMatchObject({ status: 'succeeded', key: 'Google', error: null });
    expect(signInWithProvider).toHaveBeenCalledWith(firebase, 'Google');
    expect(firebaseSignIn).toHaveBeenCalledWith('Google', { uid: identity.uid, idToken: identity.idToken, lang: 'vi', country: 193 });
    await waitFor(() => expect(store.getState().auth).toMatchObject({ status: 'success', user: student }));
    expect(getSession()).toEqual({ accessToken: 'social-jwt', expiresAt: auth.expiresAt });
    expect(navigate).toHaveBeenCalledWith('/student/course-list', { replace: true });
    expect(store.getState().ui.loadingCount).toBe(0);
  });

  it("keeps the identity service's code of a closed popup, without calling the API or signing out", async () => {
    jest.mocked(signInWithProvider).mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    const firebaseSignIn = jest.spyOn(socialApi, 'firebaseSignIn');
    const { store, state } = await runRequest(socialSignInRequest, { provider: 'Facebook', returnUrl: null }, storeForRequests({ ...configured, ...signedOut }));
    expect(state).toMatchObject({ status: 'failed', key: 'Facebook', error: { code: 'auth/popup-closed-by-user', status: 0 } });
    expect(firebaseSignIn).not.toHaveBeenCalled();
    expect(store.getState().ui.error).toBeNull();
  });

  it('an error of the popup without a code of the identity service is UNKNOWN', async () => {
    jest.mocked(signInWithProvider).mockRejectedValue(new Error('something else'));
    const { state } = await runRequest(socialSignInRequest, { provider: 'Google', returnUrl: null }, storeForRequests({ ...configured, ...signedOut }));
    expect(state.error).toMatchObject({ code: 'UNKNOWN', message: 'something else' });
  });

  it.each([
    ['auth/user-disabled', 'SOCIAL.ERRORS.USER_DISABLED'],
    ['auth/user-token-expired', 'SOCIAL.ERRORS.USER_TOKEN_EXPIRED'],
  ])('%s fails, shows its message in the error banner and signs out', async (code, key) => {
    jest.mocked(signInWithProvider).mockRejectedValue(firebaseError(code));
    const { store, state } = await runRequest(socialSignInRequest, { provider: 'Google', returnUrl: null }, storeForRequests({ ...configured, ...signedIn }));
    expect(state).toMatchObject({ status: 'failed', error: { code } });
    expect(store.getState().ui.error).toEqual({ key });
    await waitFor(() => expect(store.getState().auth).toMatchObject({ status: 'loggedOut', user: null }));
  });

  it('reports a firebase chunk that cannot be fetched (offline) as a network failure of the identity service', async () => {
    jest.spyOn(loader, 'loadFirebaseClient').mockRejectedValue(Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' }));
    const { state } = await runRequest(socialSignInRequest, { provider: 'Google', returnUrl: null }, storeForRequests({ ...configured, ...signedOut }));
    expect(state.error).toMatchObject({ code: 'auth/network-request-failed', message: 'Loading chunk 512 failed.' });
    expect(signInWithProvider).not.toHaveBeenCalled();
  });

  it('fails with SOCIAL_NOT_CONFIGURED without the configuration, opening no popup', async () => {
    const { state } = await runRequest(socialSignInRequest, { provider: 'Google', returnUrl: null }, storeForRequests({ ...notConfigured, ...signedOut }));
    expect(state.error).toMatchObject({ code: 'SOCIAL_NOT_CONFIGURED', status: 0 });
    expect(signInWithProvider).not.toHaveBeenCalled();
  });

  it("keeps the API's refusal, and does not sign out a visitor for a disabled identity", async () => {
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.spyOn(socialApi, 'firebaseSignIn').mockRejectedValue(new ApiError({ status: 403, code: 'SOCIAL_USER_DISABLED', message: 'disabled' }));
    const { store, state } = await runRequest(socialSignInRequest, { provider: 'Google', returnUrl: null }, storeForRequests({ ...configured, ...signedOut }));
    expect(state.error).toMatchObject({ code: 'SOCIAL_USER_DISABLED', status: 403 });
    expect(store.getState().ui.error).toBeNull();
    expect(getSession()).toBeNull();
  });
});

describe('socialAccountsRequest', () => {
  it("loads the customer's linked providers, keyed by the customer", async () => {
    const accounts = aSocialAccounts({ identities: [google] });
    const get = jest.spyOn(socialApi, 'getSocialAccounts').mockResolvedValue(accounts);
    const { store, state } = await runRequest(socialAccountsRequest, student.encryptId, storeForRequests({ ...configured, ...signedIn }));
    expect(state).toMatchObject({ status: 'succeeded', key: 'enc-mai', data: accounts });
    expect(get).toHaveBeenCalledTimes(1);
    // The page's own skeleton shows the load: no global overlay.
    expect(store.getState().ui.loadingCount).toBe(0);
  });

  it('keeps the code of a failed load', async () => {
    jest.spyOn(socialApi, 'getSocialAccounts').mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    const { state } = await runRequest(socialAccountsRequest, student.encryptId, storeForRequests({ ...configured, ...signedIn }));
    expect(state).toMatchObject({ status: 'failed', error: { code: 'NETWORK' } });
  });
});

/** A store whose linked accounts are loaded (Google only). */
async function withLoadedAccounts() {
  jest.spyOn(socialApi, 'getSocialAccounts').mockResolvedValue(aSocialAccounts({ identities: [google] }));
  const { store } = await runRequest(socialAccountsRequest, student.encryptId, storeForRequests({ ...configured, ...signedIn }));
  return store;
}

describe('socialLinkRequest', () => {
  it('links: the popup, then the API with uid and ID token; its answer replaces the loaded accounts', async () => {
    const store = await withLoadedAccounts();
    const linked = aSocialAccounts({ identities: [google, facebook] });
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    const link = jest.spyOn(socialApi, 'linkSocial').mockResolvedValue(linked);
    const { state } = await runRequest(socialLinkRequest, 'Facebook', store);
    expect(state).toMatchObject({ status: 'succeeded', key: 'Facebook', data: linked });
    expect(signInWithProvider).toHaveBeenCalledWith(firebase, 'Facebook');
    expect(link).toHaveBeenCalledWith('Facebook', { uid: identity.uid, idToken: identity.idToken });
    expect(socialAccountsRequest.select(store.getState())).toMatchObject({ status: 'succeeded', data: linked });
  });

  it('keeps the code of a refused link and the loaded accounts', async () => {
    const store = await withLoadedAccounts();
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.spyOn(socialApi, 'linkSocial').mockRejectedValue(new ApiError({ status: 409, code: 'SOCIAL_IDENTITY_IN_USE', message: 'in use' }));
    const { state } = await runRequest(socialLinkRequest, 'Facebook', store);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'SOCIAL_IDENTITY_IN_USE', status: 409 } });
    expect(socialAccountsRequest.select(store.getState()).data?.identities).toEqual([google]);
    expect(store.getState().ui.error).toBeNull();
    expect(store.getState().auth.user).toEqual(student);
  });

  it("signs a signed-in customer out when the API says the token was revoked", async () => {
    const store = await withLoadedAccounts();
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.spyOn(socialApi, 'linkSocial').mockRejectedValue(new ApiError({ status: 401, code: 'SOCIAL_TOKEN_REVOKED', message: 'revoked' }));
    const { state } = await runRequest(socialLinkRequest, 'Google', store);
    expect(state.error).toMatchObject({ code: 'SOCIAL_TOKEN_REVOKED' });
    expect(store.getState().ui.error).toEqual({ key: 'ERRORS.SOCIAL_TOKEN_REVOKED' });
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
  });
});

describe('socialUnlinkRequest', () => {
  it('unlinks; its answer replaces the loaded accounts', async () => {
    const store = await withLoadedAccounts();
    const revoke = jest.spyOn(socialApi, 'revokeSocial').mockResolvedValue(aSocialAccounts({ identities: [] }));
    const { state } = await runRequest(socialUnlinkRequest, 'Google', store);
    expect(state).toMatchObject({ status: 'succeeded', key: 'Google' });
    expect(revoke).toHaveBeenCalledWith('Google');
    expect(socialAccountsRequest.select(store.getState()).data?.identities).toEqual([]);
  });

  it('keeps the code of a refused unlink (the last sign-in method)', async () => {
    const store = await withLoadedAccounts();
    jest.spyOn(socialApi, 'revokeSocial').mockRejectedValue(new ApiError({ status: 409, code: 'SOCIAL_LAST_SIGN_IN_METHOD', message: 'last' }));
    const { state } = await runRequest(socialUnlinkRequest, 'Google', store);
    expect(state.error).toMatchObject({ code: 'SOCIAL_LAST_SIGN_IN_METHOD', status: 409 });
    expect(socialAccountsRequest.select(store.getState()).data?.identities).toEqual([google]);
    expect(store.getState().auth.user).toEqual(student);
  });
});
