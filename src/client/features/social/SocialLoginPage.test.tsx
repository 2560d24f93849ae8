import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../../public/assets/i18n/en.json';
import { ApiError } from '../../api/apiError';
import { getSocialAccounts, linkSocial, revokeSocial } from '../../api/socialApi';
import { NavigatorBridge } from '../../app/NavigatorBridge';
import { AppRoutes } from '../../app/router';
import { formatDate } from '../../lib/format';
import { aCustomer, aFirebaseConfig, aRuntimeConfig, aSocialAccounts, aSocialIdentity } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import { initialConfigState } from '../config/configSlice';
import { signInWithProvider } from './firebaseClient';
import SocialLoginPage from './SocialLoginPage';

jest.mock('./firebaseClient', () => ({ signInWithProvider: jest.fn() }));
jest.mock('../../api/socialApi', () => ({ firebaseSignIn: jest.fn(), getSocialAccounts: jest.fn(), linkSocial: jest.fn(), revokeSocial: jest.fn() }));
jest.mock('../../api/authApi', () => ({ signOut: jest.fn(), me: jest.fn(), login: jest.fn(), signInWithToken: jest.fn(), changePassword: jest.fn() }));

const firebase = aFirebaseConfig();
const configured = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase }) } };
const notConfigured = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase: null }) } };
const signedIn = { auth: { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true } };
const identity = { uid: 'firebase-uid-9', idToken: 'header.payload.signature-of-the-id-token' };
const google = aSocialIdentity({ provider: 'Google', email: 'mai@gmail.test', displayName: 'Mai', linkedAt: '2026-03-15T10:00:00.000Z' });
const facebook = aSocialIdentity({ provider: 'Facebook', email: null, displayName: 'Mai Tran', linkedAt: '2026-04-02T08:30:00.000Z' });

/** The page with the navigator bridge that sagas use (a sign-out goes to the log-in page). */
function renderPage(preloadedState: object = { ...configured, ...signedIn }) {
  return renderWithProviders(
    <>
      <NavigatorBridge />
      <SocialLoginPage />
    </>,
    { route: '/student/social-login', preloadedState, runSagas: true },
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const row = (slug: 'google' | 'facebook') => screen.getByTestId(`social-row-${slug}`);

beforeEach(() => {
  jest.mocked(getSocialAccounts).mockReset();
  jest.mocked(linkSocial).mockReset();
  jest.mocked(revokeSocial).mockReset();
  jest.mocked(signInWithProvider).mockReset();
});

describe('SocialLoginPage', () => {
  it('shows a skeleton while loading, then one row per provider', async () => {
    const answer = deferred<ReturnType<typeof aSocialAccounts>>();
    jest.mocked(getSocialAccounts).mockReturnValue(answer.promise);
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Social login' })).toBeInTheDocument();
    expect(screen.getByTestId('social-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('social-row-google')).not.toBeInTheDocument();
    answer.resolve(aSocialAccounts({ identities: [google] }));
    expect(await screen.findByTestId('social-row-google')).toBeInTheDocument();
    expect(screen.queryByTestId('social-loading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Google', 'Facebook']);
  });

  it('shows a linked provider with its account and linked date, and an unlinked one with Link', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google] }));
    renderPage();
    const g = await screen.findByTestId('social-row-google');
    expect(within(g).getByTestId('social-status-google')).toHaveTextContent('Linked');
    expect(g).toHaveTextContent('Account: mai@gmail.test');
    expect(g).toHaveTextContent(`Linked on ${formatDate(google.linkedAt, 'en')}`);
    expect(formatDate(google.linkedAt, 'en')).toMatch(/2026/);
    expect(within(g).getByRole('button', { name: 'Unlink Google' })).toHaveAttribute('data-testid', 'social-unlink-google');
    expect(within(g).getByRole('button', { name: 'Unlink Google' })).toBeEnabled();
    const f = row('facebook');
    expect(within(f).getByTestId('social-status-facebook')).toHaveTextContent('Not linked');
    expect(within(f).getByRole('button', { name: 'Link Facebook' })).toHaveAttribute('data-testid', 'social-link-facebook');
    expect(within(f).queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
  });

  it('shows the display name when the provider shared no e-mail, and the date in the UI language', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [facebook] }));
    renderPage({ ...configured, ...signedIn, locale: { lang: 'th', country: 174 } });
    const f = await screen.findByTestId('social-row-facebook');
    expect(f).toHaveTextContent('Mai Tran');
    expect(f).toHaveTextContent(formatDate(facebook.linkedAt, 'th'));
  });

  it('links a provider: the popup, then the API with uid and ID token; the row becomes linked and a success is announced', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google] }));
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(linkSocial).mockResolvedValue(aSocialAccounts({ identities: [google, facebook] }));
    renderPage();
    await userEvent.setup().click(await screen.findByTestId('social-link-facebook'));
    expect(await within(screen.getByTestId('social-status')).findByText('Facebook is now linked. You can use it to sign in.')).toBeInTheDocument();
    expect(screen.getByTestId('social-status')).toHaveAttribute('aria-live', 'polite');
    expect(signInWithProvider).toHaveBeenCalledWith(firebase, 'Facebook');
    expect(linkSocial).toHaveBeenCalledWith('Facebook', { uid: identity.uid, idToken: identity.idToken });
    expect(within(row('facebook')).getByTestId('social-status-facebook')).toHaveTextContent('Linked');
    expect(within(row('facebook')).getByTestId('social-unlink-facebook')).toBeEnabled();
  });

  it('disables the other buttons while a link is in progress', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google] }));
    const popup = deferred<typeof identity>();
    jest.mocked(signInWithProvider).mockReturnValue(popup.promise);
    jest.mocked(linkSocial).mockResolvedValue(aSocialAccounts({ identities: [google, facebook] }));
    renderPage();
    await userEvent.setup().click(await screen.findByTestId('social-link-facebook'));
    expect(screen.getByTestId('social-link-facebook')).toBeDisabled();
    expect(screen.getByTestId('social-unlink-google')).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Waiting for Facebook…' })).toBeInTheDocument();
    popup.resolve(identity);
    await waitFor(() => expect(screen.getByTestId('social-unlink-google')).toBeEnabled());
  });

  it('unlinks only after the confirmation', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google, facebook] }));
    jest.mocked(revokeSocial).mockResolvedValue(aSocialAccounts({ identities: [facebook] }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('social-unlink-google'));
    let dialog = await screen.findByRole('dialog', { name: 'Unlink Google?' });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with Google.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revokeSocial).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('social-unlink-google'));
    dialog = await screen.findByRole('dialog', { name: 'Unlink Google?' });
    await user.click(within(dialog).getByTestId('social-unlink-confirm'));
    expect(await within(screen.getByTestId('social-status')).findByText('Google has been unlinked.')).toBeInTheDocument();
    expect(revokeSocial).toHaveBeenCalledWith('Google');
    expect(revokeSocial).toHaveBeenCalledTimes(1);
    expect(within(row('google')).getByTestId('social-status-google')).toHaveTextContent('Not linked');
    expect(within(row('google')).getByTestId('social-link-google')).toBeInTheDocument();
  });

  it.each([
    ['SOCIAL_IDENTITY_IN_USE', 'This Facebook account is already linked to another Academy account. Sign in to that account and unlink it there, or choose a different Facebook account.'],
    ['SOCIAL_PROVIDER_ALREADY_LINKED', 'Another Facebook account is already linked to yours. Unlink it first, then link this one.'],
  ])('explains a refused link (409 %s)', async (code, text) => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google] }));
    jest.mocked(signInWithProvider).mockResolvedValue(identity);
    jest.mocked(linkSocial).mockRejectedValue(new ApiError({ status: 409, code, message: 'conflict' }));
    renderPage();
    await userEvent.setup().click(await screen.findByTestId('social-link-facebook'));
    const alert = await screen.findByTestId('social-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(text);
    expect(within(row('facebook')).getByTestId('social-status-facebook')).toHaveTextContent('Not linked');
  });

  it('explains a refused unlink of the last sign-in method (409) with a way to set a password', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google], hasPassword: true }));
    jest.mocked(revokeSocial).mockRejectedValue(new ApiError({ status: 409, code: 'SOCIAL_LAST_SIGN_IN_METHOD', message: 'last' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('social-unlink-google'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('social-unlink-confirm'));
    const alert = await screen.findByTestId('social-error');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alert).toHaveTextContent('Google is the only way to sign in to your account. Set a password first, then unlink it.');
    expect(within(alert).getByRole('link', { name: 'Set a password' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('shows an identity service error of the link popup as its message', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts());
    jest.mocked(signInWithProvider).mockRejectedValue(Object.assign(new Error('blocked'), { code: 'auth/popup-blocked' }));
    renderPage();
    await userEvent.setup().click(await screen.findByTestId('social-link-google'));
    expect(await screen.findByTestId('social-error')).toHaveTextContent(en.SOCIAL.ERRORS.POPUP_BLOCKED);
    expect(linkSocial).not.toHaveBeenCalled();
  });

  it('without a password, the only linked provider cannot be unlinked: the button is disabled and says how to set a password', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google], hasPassword: false }));
    renderPage();
    const unlink = await screen.findByTestId('social-unlink-google');
    expect(unlink).toBeDisabled();
    const hint = screen.getByTestId('social-last-method-google');
    expect(hint).toHaveTextContent('Google is the only way to sign in to your account, so it can’t be unlinked yet.');
    expect(unlink).toHaveAttribute('aria-describedby', hint.id);
    expect(within(hint).getByRole('link', { name: 'Set a password first' })).toHaveAttribute('href', '/auth/forgot-password');
    // Linking another provider is still possible.
    expect(screen.getByTestId('social-link-facebook')).toBeEnabled();
  });

  it('without a password but with two providers linked, either can be unlinked', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google, facebook], hasPassword: false }));
    renderPage();
    expect(await screen.findByTestId('social-unlink-google')).toBeEnabled();
    expect(screen.getByTestId('social-unlink-facebook')).toBeEnabled();
    expect(screen.queryByTestId('social-last-method-google')).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again on retry', async () => {
    jest.mocked(getSocialAccounts).mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    jest.mocked(getSocialAccounts).mockResolvedValueOnce(aSocialAccounts({ identities: [google] }));
    renderPage();
    const failed = await screen.findByTestId('social-load-failed');
    expect(failed).toHaveTextContent('Your linked accounts couldn’t be loaded.');
    expect(failed).toHaveTextContent(en.ERRORS.NETWORK);
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('social-row-google')).toBeInTheDocument();
    expect(getSocialAccounts).toHaveBeenCalledTimes(2);
  });

  it('says social sign-in is not available without the configuration, and calls nothing', () => {
    renderPage({ ...notConfigured, ...signedIn });
    expect(screen.getByTestId('social-not-configured')).toHaveTextContent('Social sign-in is not available');
    expect(screen.queryByTestId('social-row-google')).not.toBeInTheDocument();
    expect(getSocialAccounts).not.toHaveBeenCalled();
  });

  it.each([
    ['the identity service says user-disabled', () => jest.mocked(signInWithProvider).mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/user-disabled' })), 'USER_DISABLED'],
    [
      'the API says the token was revoked',
      () => {
        jest.mocked(signInWithProvider).mockResolvedValue(identity);
        jest.mocked(linkSocial).mockRejectedValue(new ApiError({ status: 401, code: 'SOCIAL_TOKEN_REVOKED', message: 'revoked' }));
      },
      'SOCIAL_TOKEN_REVOKED',
    ],
  ])('signs the user out when %s', async (_name, arrange, key) => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts());
    arrange();
    const { store } = renderPage();
    await userEvent.setup().click(await screen.findByTestId('social-link-google'));
    // The sign-out ran: the session is gone.
    await waitFor(() => expect(store.getState().auth).toMatchObject({ status: 'loggedOut', user: null }));
    const banner = store.getState().ui.error;
    expect(banner?.key).toBe(key.startsWith('SOCIAL_') ? `ERRORS.${key}` : `SOCIAL.ERRORS.${key}`);
    // Said once, in the error banner.
    expect(screen.queryByTestId('social-error')).not.toBeInTheDocument();
  });

  it('is the /student/social-login route of the student area', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue(aSocialAccounts({ identities: [google] }));
    renderWithProviders(<AppRoutes />, { route: '/student/social-login', preloadedState: { ...configured, ...signedIn }, runSagas: true });
    expect(await screen.findByTestId('social-row-google', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByTestId('social-row-facebook')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });
});
