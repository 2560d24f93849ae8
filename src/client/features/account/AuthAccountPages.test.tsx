import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { activate, confirmEmailChange, postResetPassword, preResetPassword, resendActivation, revertEmailChange, validatePostResetPassword } from '../../api/accountApi';
import { ApiError } from '../../api/apiError';
import { signInWithToken } from '../../api/authApi';
import { aCustomer } from '../../testing/fixtures';
import { renderWithProviders, type RenderWithProvidersOptions } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import { getSession, saveSession } from '../auth/session';
import ActivatePage from './ActivatePage';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import EmailChangeLinkPage from './EmailChangeLinkPage';

jest.mock('../../api/accountApi', () => ({
  passwordStrength: jest.fn((request) => jest.requireActual('../../testing/passwordStrength').scoreLikeTheServer(request)),
  activate: jest.fn(),
  resendActivation: jest.fn(),
  preResetPassword: jest.fn(),
  validatePostResetPassword: jest.fn(),
  postResetPassword: jest.fn(),
  confirmEmailChange: jest.fn(),
  revertEmailChange: jest.fn(),
}));
jest.mock('../../api/authApi', () => ({ signInWithToken: jest.fn(), signOut: jest.fn(), me: jest.fn(), login: jest.fn(), changePassword: jest.fn() }));

const signedIn = (overrides = {}) => ({ auth: { ...initialAuthState, status: 'success' as const, user: aCustomer(overrides), initialized: true } });
const signedOut = { auth: { ...initialAuthState, initialized: true } };

/** The pages read their requests' state from the store: the sagas run. */
const renderPage = (ui: Parameters<typeof renderWithProviders>[0], options: RenderWithProvidersOptions) => renderWithProviders(ui, { runSagas: true, ...options });

beforeEach(() => {
  jest.mocked(activate).mockReset();
  jest.mocked(resendActivation).mockReset();
  jest.mocked(preResetPassword).mockReset();
  jest.mocked(validatePostResetPassword).mockReset();
  jest.mocked(postResetPassword).mockReset();
  jest.mocked(confirmEmailChange).mockReset();
  jest.mocked(revertEmailChange).mockReset();
  jest.mocked(signInWithToken).mockReset();
});

describe('ActivatePage', () => {
  it('activates once under StrictMode, shows the verified badge and signs in towards the dashboard', async () => {
    jest.mocked(activate).mockResolvedValue({ customer: aCustomer({ isEmailVerified: true }), signInToken: 'one-time' });
    // The sign-in with the one-time token is still under way.
    jest.mocked(signInWithToken).mockReturnValue(new Promise(() => undefined));
    const { store } = renderPage(
      <StrictMode>
        <ActivatePage />
      </StrictMode>,
      { route: '/auth/activate?token=strict-token-123', preloadedState: signedOut },
    );
    expect(screen.getByText('Activating your account…')).toBeInTheDocument();
    expect(await screen.findByText('Your email is verified and your account is active.')).toBeInTheDocument();
    expect(screen.getByTestId('email-badge')).toHaveTextContent('Email verified');
    expect(activate).toHaveBeenCalledTimes(1);
    expect(activate).toHaveBeenCalledWith('strict-token-123');
    // The auth saga signs in with the one-time token (the answer has not come: it stays 'requested').
    expect(signInWithToken).toHaveBeenCalledWith('one-time');
    expect(store.getState().auth.status).toBe('requested');
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
  });

  it('shows the same answer when coming back to the link, without a second call', async () => {
    jest.mocked(activate).mockResolvedValue({ customer: aCustomer({ isEmailVerified: true }), signInToken: 'one-time' });
    jest.mocked(signInWithToken).mockReturnValue(new Promise(() => undefined));
    const first = renderPage(<ActivatePage />, { route: '/auth/activate?token=back-token-123', preloadedState: signedOut });
    expect(await screen.findByText('Your email is verified and your account is active.')).toBeInTheDocument();
    first.unmount();
    renderPage(<ActivatePage />, { route: '/auth/activate?token=back-token-123', store: first.store });
    expect(screen.getByText('Your email is verified and your account is active.')).toBeInTheDocument();
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('explains an invalid link and offers a log-in link when signed out', async () => {
    jest.mocked(activate).mockRejectedValue(new ApiError({ status: 400, code: 'CUSTOMER_ACTIVATION_TOKEN_INVALID', message: 'invalid' }));
    renderPage(<ActivatePage />, { route: '/auth/activate?token=used-token-123', preloadedState: signedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent('This activation link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/log-in?returnUrl=%2Fauth%2Factivate');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('offers a new link to a signed-in, unverified customer and confirms it was sent', async () => {
    jest.mocked(activate).mockRejectedValue(new ApiError({ status: 400, code: 'CUSTOMER_ACTIVATION_TOKEN_INVALID', message: 'invalid' }));
    jest.mocked(resendActivation).mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage(<ActivatePage />, { route: '/auth/activate?token=expired-token-123', preloadedState: signedIn({ isEmailVerified: false, email: 'mai@example.test' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This activation link is invalid or has expired.');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a new activation link to mai@example.test. Earlier links no longer work.')).toBeInTheDocument();
    expect(resendActivation).toHaveBeenCalledTimes(1);
  });

  it('without a token shows the resend part, and its failure', async () => {
    jest.mocked(resendActivation).mockRejectedValue(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow down' }));
    const user = userEvent.setup();
    renderPage(<ActivatePage />, { route: '/auth/activate', preloadedState: signedIn({ isEmailVerified: false }) });
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(activate).not.toHaveBeenCalled();
  });
});

describe('ForgotPasswordPage', () => {
  async function requestFor(email: string) {
    const user = userEvent.setup();
    const view = renderPage(<ForgotPasswordPage />, { route: '/auth/forgot-password' });
    const input = screen.getByLabelText(/^Email/);
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
    await user.type(input, email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const confirmation = await screen.findByTestId('forgot-confirmation');
    const text = confirmation.textContent;
    view.unmount();
    return text;
  }

  it('shows the same confirmation for a known and an unknown address', async () => {
    jest.mocked(preResetPassword).mockResolvedValueOnce({ ok: true });
    const known = await requestFor('same@example.test');
    jest.mocked(preResetPassword).mockRejectedValueOnce(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'no' }));
    const unknown = await requestFor('same@example.test');
    expect(known).toBe('If an account exists for same@example.test, we sent it a link to reset the password. Check your inbox and spam folder.');
    expect(unknown).toBe(known);
  });

  it('checks the address before calling the server', async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { route: '/auth/forgot-password' });
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(preResetPassword).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordPage', () => {
  it('shows a translated error and a link to request a new one for an invalid token', async () => {
    jest.mocked(validatePostResetPassword).mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_RESET_TOKEN_INVALID', message: 'bad' }));
    renderPage(<ResetPasswordPage />, { route: '/auth/reset-password?token=bad-token-123' });
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('sets a new password with the configured rules and ends a local session', async () => {
    jest.mocked(validatePostResetPassword).mockResolvedValue({ valid: true, email: 'mai@example.test' });
    jest.mocked(postResetPassword).mockResolvedValue({ ok: true });
    saveSession({ accessToken: 'old-token', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(getSession()).not.toBeNull();
    const user = userEvent.setup();
    const { store } = renderPage(<ResetPasswordPage />, { route: '/auth/reset-password?token=good-token-123', preloadedState: signedIn() });
    const password = await screen.findByLabelText(/^New password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText(/For the account mai@example.test/)).toBeInTheDocument();

    await user.type(password, 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText("The passwords don't match.")).toBeInTheDocument();
    expect(postResetPassword).not.toHaveBeenCalled();

    // The show/hide toggle.
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');

    await user.clear(password);
    await user.type(password, 'a-new-passphrase');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(postResetPassword).toHaveBeenCalledWith({ token: 'good-token-123', newPassword: 'a-new-passphrase' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/log-in');
    // The server revoked the earlier sessions: this browser's one ends too.
    expect(store.getState().auth.user).toBeNull();
    expect(getSession()).toBeNull();
  });
});

describe('ResetPasswordPage strength', () => {
  it('shows the strength and refuses a common password before calling the server', async () => {
    jest.mocked(validatePostResetPassword).mockResolvedValue({ valid: true, email: 'mai@example.test' });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { route: '/auth/reset-password?token=good-token-123' });
    const password = await screen.findByLabelText(/^New password/);
    await user.type(password, 'iloveyou1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'iloveyou1');
    expect(await screen.findByRole('meter')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^(Very weak|Weak)$/));
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('This password is too easy to guess. Add a few more words or characters.')).toBeInTheDocument();
    expect(postResetPassword).not.toHaveBeenCalled();
  });

  it('shows the server\'s refusal of a weak password', async () => {
    jest.mocked(validatePostResetPassword).mockResolvedValue({ valid: true, email: 'mai@example.test' });
    jest.mocked(postResetPassword).mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_PASSWORD_TOO_WEAK', message: 'weak' }));
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { route: '/auth/reset-password?token=good-token-123' });
    await user.type(await screen.findByLabelText(/^New password/), 'Mango-Lantern-42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Mango-Lantern-42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too easy to guess. Use a longer one, for example a few unrelated words.');
  });
});

describe('EmailChangeLinkPage', () => {
  it('confirm: nothing happens until the click, then the new address and a way on', async () => {
    jest.mocked(confirmEmailChange).mockResolvedValue({ email: 'mai.new@example.test' });
    const user = userEvent.setup();
    renderPage(<EmailChangeLinkPage kind="confirm" />, { route: '/auth/confirm-email?token=confirm-token-123', preloadedState: signedOut });
    expect(screen.getByRole('heading', { name: 'Confirm your new email address' })).toBeInTheDocument();
    expect(confirmEmailChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account now uses mai.new@example.test. Open the link we sent there to verify it.');
    expect(confirmEmailChange).toHaveBeenCalledWith('confirm-token-123');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/log-in');
  });

  it('revert: restores the address and ends this browser\'s session', async () => {
    jest.mocked(revertEmailChange).mockResolvedValue({ email: 'mai@example.test' });
    saveSession({ accessToken: 'stolen-session', expiresAt: '2099-01-01T00:00:00.000Z' });
    const user = userEvent.setup();
    const { store } = renderPage(<EmailChangeLinkPage kind="revert" />, { route: '/auth/revert-email?token=revert-token-123', preloadedState: signedIn() });
    expect(screen.getByText(/Every device signed in to your account will be signed out/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore my address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account uses mai@example.test again and every device was signed out.');
    expect(revertEmailChange).toHaveBeenCalledWith('revert-token-123');
    expect(getSession()).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });

  it('explains a used or unknown link, and a link without a token', async () => {
    jest.mocked(revertEmailChange).mockRejectedValue(new ApiError({ status: 400, code: 'CUSTOMER_EMAIL_TOKEN_INVALID', message: 'bad' }));
    const user = userEvent.setup();
    renderPage(<EmailChangeLinkPage kind="revert" />, { route: '/auth/revert-email?token=used-token-123' });
    await user.click(screen.getByRole('button', { name: 'Restore my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid, has already been used or has expired.');
    expect(screen.queryByRole('button', { name: 'Restore my address' })).not.toBeInTheDocument();
  });

  it('without a token says the link is invalid', () => {
    renderPage(<EmailChangeLinkPage kind="confirm" />, { route: '/auth/confirm-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid, has already been used or has expired.');
    expect(confirmEmailChange).not.toHaveBeenCalled();
  });

  it('shows other failures above the button, which stays', async () => {
    jest.mocked(confirmEmailChange).mockRejectedValue(new ApiError({ status: 409, code: 'CUSTOMER_EMAIL_TAKEN', message: 'taken' }));
    const user = userEvent.setup();
    renderPage(<EmailChangeLinkPage kind="confirm" />, { route: '/auth/confirm-email?token=confirm-token-456' });
    await user.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('button', { name: 'Confirm the change' })).toBeEnabled();
  });
});
