import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import en from '../../../../public/assets/i18n/en.json';
import { ApiError } from '../../api/apiError';
import { firebaseSignIn } from '../../api/socialApi';
import { NavigatorBridge } from '../../app/NavigatorBridge';
import { aCustomer, aFirebaseConfig, aRuntimeConfig, anAuthResponse } from '../../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { ErrorBanner } from '../../layout/ErrorBanner';
import LoginPage from '../auth/LoginPage';
import SignUpPage from '../auth/SignUpPage';
import { authActions, initialAuthState } from '../auth/authSlice';
import { clearSession, getSession } from '../auth/session';
import { initialConfigState } from '../config/configSlice';
import { signInWithProvider } from './firebaseClient';
import * as loader from './loadFirebaseClient';
import { SocialSignInButtons } from './SocialSignInButtons';

jest.mock('./firebaseClient', () => ({ signInWithProvider: jest.fn() }));
jest.mock('../../api/socialApi', () => ({ firebaseSignIn: jest.fn(), getSocialAccounts: jest.fn(), linkSocial: jest.fn(), revokeSocial: jest.fn() }));
jest.mock('../../api/customersApi', () => ({ checkUsername: jest.fn(), checkReferral: jest.fn() }));
jest.mock('../../api/authApi', () => ({ signOut: jest.fn(), me: jest.fn(), login: jest.fn(), signInWithToken: jest.fn(), changePassword: jest.fn() }));

const firebase = aFirebaseConfig();
const withFirebase = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase }) } };
const withoutFirebase = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase: null }) } };
const signedOut = { auth: { ...initialAuthState, initialized: true } };
const identity = { uid: 'firebase-uid-7', idToken: 'header.payload.signature-of-the-id-token' };

const SOCIAL_ERRORS = en.SOCIAL.ERRORS as Record<string, string>;

/** The buttons on a log-in route, with the navigator bridge sagas use, and the location elsewhere. */
function renderButtons(preloadedState: object = { ...withFirebase, ...signedOut }, { banner = false } = {}) {
  return renderWithProviders(
    <>
      <NavigatorBridge />
      {banner && <ErrorBanner />}
      <Routes>
        <Route path="/auth/log-in" element={<SocialSignInButtons returnUrl="/student/course-list" />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route: '/auth/log-in?returnUrl=%2Fstudent%2Fcourse-list', preloadedState, runSagas: true },
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });

beforeEach(() => {
  jest.mocked(signInWithProvider).mockReset();
  jest.mocked(firebaseSignIn).mockReset();
  clearSession();
});
// The flow's sign-out is seen where its action is made: sagas put actions through the saga middleware,
// not through store.dispatch.
afterEach(() => jest.restoreAllMocks());

describe('SocialSignInButtons', () => {
  it('renders nothing without the identity service configuration', () => {
    renderButtons({ ...withoutFirebase, ...signedOut });
    expect(screen.queryByTestId('social-signin')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('renders nothing before the configuration has loaded', () => {
    renderButtons({ ...signedOut });
    expect(screen.queryByTestId('social-signin')).not.toBeInTheDocument();
  });

  it('shows both providers with the configuration', () => {
    renderButtons();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('data-testid', 'social-signin-google');
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toHaveAttribute('data-testid', 'social-signin-facebook');
    expect(signInWithProvider).not.toHaveBeenCalled();
  });

  it('signs in: the identity service, then the API with uid, ID token, language and region, then the session and returnUrl', async () => {
    const customer = aCustomer({ username: 'social.mai' });
    const auth = anAuthResponse({ accessToken: 'social-jwt', customer });
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(firebaseSignIn).mockResolvedValue(auth);
    const { store } = renderButtons({ ...withFirebase, ...signedOut, locale: { lang: 'vi', country: 193 } });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/student\/course-list$/);
    expect(signInWithProvider).toHaveBeenCalledWith(firebase, 'Google');
    expect(firebaseSignIn).toHaveBeenCalledWith('Google', { uid: identity.uid, idToken: identity.idToken, lang: 'vi', country: 193 });
    expect(store.getState().auth).toMatchObject({ status: 'success', user: customer });
    expect(getSession()).toEqual({ accessToken: 'social-jwt', expiresAt: auth.expiresAt });
  });

  it('signs in with Facebook at the Facebook endpoint', async () => {
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(firebaseSignIn).mockResolvedValue(anAuthResponse());
    renderButtons();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/student/course-list');
    expect(signInWithProvider).toHaveBeenCalledWith(firebase, 'Facebook');
    expect(firebaseSignIn).toHaveBeenCalledWith('Facebook', expect.objectContaining({ uid: identity.uid, idToken: identity.idToken }));
  });

  it('is busy while the popup is open: both buttons disabled, a progress on the pressed one', async () => {
    const popup = deferred<typeof identity>();
    jest.mocked(signInWithProvider).mockReturnValue(popup.promise);
    renderButtons();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('progressbar', { name: 'Waiting for Google…' })).toBeInTheDocument();
    expect(screen.getByTestId('social-signin-google')).toBeDisabled();
    expect(screen.getByTestId('social-signin-facebook')).toBeDisabled();
    popup.reject(firebaseError('auth/popup-closed-by-user'));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.SOCIAL.ERRORS.POPUP_CLOSED_BY_USER);
    expect(screen.getByTestId('social-signin-google')).toBeEnabled();
    expect(firebaseSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/popup-blocked', 'POPUP_BLOCKED'],
    ['auth/popup-closed-by-user', 'POPUP_CLOSED_BY_USER'],
    ['auth/cancelled-popup-request', 'CANCELLED_POPUP_REQUEST'],
    ['auth/user-cancelled', 'USER_CANCELLED'],
    ['auth/timeout', 'TIMEOUT'],
    ['auth/network-request-failed', 'NETWORK_REQUEST_FAILED'],
    ['auth/credential-already-in-use', 'CREDENTIAL_ALREADY_IN_USE'],
    ['auth/account-exists-with-different-credential', 'ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL'],
    ['auth/email-already-in-use', 'EMAIL_ALREADY_IN_USE'],
    ['auth/too-many-requests', 'TOO_MANY_REQUESTS'],
    ['auth/operation-not-allowed', 'OPERATION_NOT_ALLOWED'],
    ['auth/unauthorized-domain', 'UNAUTHORIZED_DOMAIN'],
    ['auth/invalid-credential', 'INVALID_CREDENTIAL'],
    ['auth/multi-factor-auth-required', 'MULTI_FACTOR_AUTH_REQUIRED'],
    ['auth/internal-error', 'INTERNAL_ERROR'],
    ['auth/web-storage-unsupported', 'WEB_STORAGE_UNSUPPORTED'],
    ['auth/some-new-code', 'UNKNOWN'],
  ])('shows %s as its translated message under the buttons', async (code, key) => {
    jest.mocked(signInWithProvider).mockRejectedValue(firebaseError(code));
    const signOut = jest.spyOn(authActions, 'signOutRequested');
    const { store } = renderButtons();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    const alert = await screen.findByTestId('social-signin-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(SOCIAL_ERRORS[key]).toBeTruthy();
    expect(alert).toHaveTextContent(SOCIAL_ERRORS[key] ?? '-');
    expect(firebaseSignIn).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
    expect(store.getState().ui.error).toBeNull();
  });

  it.each([
    ['auth/user-disabled', 'USER_DISABLED'],
    ['auth/user-token-expired', 'USER_TOKEN_EXPIRED'],
  ])('%s signs the user out and shows the message in the error banner', async (code, key) => {
    jest.mocked(signInWithProvider).mockRejectedValue(firebaseError(code));
    const signOut = jest.spyOn(authActions, 'signOutRequested');
    const { store } = renderButtons({ ...withFirebase, ...signedOut }, { banner: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(await screen.findByTestId('error-banner-text')).toHaveTextContent(SOCIAL_ERRORS[key] ?? '-');
    // Shown once: in the banner, which stays across the sign-out's navigation.
    expect(screen.queryByTestId('social-signin-error')).not.toBeInTheDocument();
    expect(store.getState().auth.status).toBe('loggedOut');
  });

  it('reports a firebase chunk that cannot be fetched (offline) as a network failure', async () => {
    const load = jest.spyOn(loader, 'loadFirebaseClient').mockRejectedValueOnce(Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' }));
    renderButtons();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByTestId('social-signin-error')).toHaveTextContent(en.SOCIAL.ERRORS.NETWORK_REQUEST_FAILED);
    expect(signInWithProvider).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it.each([
    ['SOCIAL_EMAIL_IN_USE', 409],
    ['SOCIAL_EMAIL_REQUIRED', 400],
    ['SOCIAL_TOKEN_INVALID', 401],
    ['SOCIAL_SERVICE_UNAVAILABLE', 503],
  ])("shows the API's %s as its translated message", async (code, status) => {
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(firebaseSignIn).mockRejectedValue(new ApiError({ status, code, message: 'refused' }));
    const { store } = renderButtons();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByTestId('social-signin-error')).toHaveTextContent((en.ERRORS as Record<string, string>)[code] ?? '-');
    expect(store.getState().auth.user).toBeNull();
    expect(getSession()).toBeNull();
  });

  it("does not sign out a visitor for the API's disabled identity: the message is shown under the buttons", async () => {
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(firebaseSignIn).mockRejectedValue(new ApiError({ status: 403, code: 'SOCIAL_USER_DISABLED', message: 'disabled' }));
    const signOut = jest.spyOn(authActions, 'signOutRequested');
    const { store } = renderButtons();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByTestId('social-signin-error')).toHaveTextContent(en.ERRORS.SOCIAL_USER_DISABLED);
    expect(signOut).not.toHaveBeenCalled();
    expect(store.getState().ui.error).toBeNull();
  });

  it('a network failure of the API shows the network message', async () => {
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(firebaseSignIn).mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    renderButtons();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByTestId('social-signin-error')).toHaveTextContent(en.ERRORS.NETWORK);
  });
});

describe('the log-in and sign-up pages', () => {
  // What the router gives them (auth's pages do not import social sign-in, which builds on auth).
  const socialSignIn = (returnUrl: string | null) => <SocialSignInButtons returnUrl={returnUrl} />;
  function renderPage(page: 'log-in' | 'sign-up', preloadedState: object) {
    return renderWithProviders(
      <>
        <NavigatorBridge />
        <Routes>
          <Route path="/auth/log-in" element={<LoginPage socialSignIn={socialSignIn} />} />
          <Route path="/auth/sign-up" element={<SignUpPage socialSignIn={socialSignIn} />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </>,
      { route: `/auth/${page}?returnUrl=%2Fstudent%2Fbookmark`, preloadedState, runSagas: true },
    );
  }

  it.each(['log-in', 'sign-up'] as const)('the %s page offers the social buttons only with the configuration', (page) => {
    const { unmount } = renderPage(page, { ...withoutFirebase, ...signedOut });
    expect(screen.queryByTestId('social-signin')).not.toBeInTheDocument();
    unmount();
    renderPage(page, { ...withFirebase, ...signedOut });
    const group = screen.getByRole('group', { name: 'Sign in with Google or Facebook' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue with Google', 'Continue with Facebook']);
  });

  it.each(['log-in', 'sign-up'] as const)('signing in from the %s page goes on to its returnUrl', async (page) => {
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(firebaseSignIn).mockResolvedValue(anAuthResponse());
    renderPage(page, { ...withFirebase, ...signedOut, locale: { lang: 'th', country: 174 } });
    await userEvent.setup().click(screen.getByTestId('social-signin-google'));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/student\/bookmark$/);
    expect(firebaseSignIn).toHaveBeenCalledWith('Google', { uid: identity.uid, idToken: identity.idToken, lang: 'th', country: 174 });
  });
});
