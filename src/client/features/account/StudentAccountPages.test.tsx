import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/apiError';
import { changePassword } from '../../api/authApi';
import { update } from '../../api/accountApi';
import { checkUsername } from '../../api/customersApi';
import { getSocialAccounts } from '../../api/socialApi';
import { aCustomer, aFirebaseConfig, anAuthResponse, aRuntimeConfig } from '../../testing/fixtures';
import { initialConfigState } from '../config/configSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import { saveSession } from '../auth/session';
import ChangePasswordPage from './ChangePasswordPage';
import EditProfilePage from './EditProfilePage';

jest.mock('../../api/accountApi', () => ({ update: jest.fn(), passwordStrength: jest.fn((request) => jest.requireActual('../../testing/passwordStrength').scoreLikeTheServer(request)) }));
jest.mock('../../api/socialApi', () => ({ getSocialAccounts: jest.fn() }));
jest.mock('../../api/customersApi', () => ({ checkUsername: jest.fn(), checkReferral: jest.fn() }));
jest.mock('../../api/authApi', () => ({ changePassword: jest.fn(), me: jest.fn(), login: jest.fn(), signOut: jest.fn(), signInWithToken: jest.fn() }));
jest.mock('../auth/session', () => ({ ...jest.requireActual('../auth/session'), saveSession: jest.fn() }));

const student = aCustomer({ username: 'mai', email: 'mai@example.test', firstName: 'Mai', lastName: 'Tran', isEmailVerified: true, lang: 'en', country: 999 });
const signedIn = { auth: { ...initialAuthState, status: 'success' as const, user: student, initialized: true } };

beforeEach(() => {
  jest.mocked(update).mockReset();
  jest.mocked(checkUsername).mockReset();
  jest.mocked(changePassword).mockReset();
  jest.mocked(saveSession).mockReset();
});

describe('ChangePasswordPage', () => {
  async function fill(current: string, next: string, confirm = next, { waitForStrength = false } = {}) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), current);
    await user.type(screen.getByLabelText(/^New password/), next);
    await user.type(screen.getByLabelText(/^Confirm password/), confirm);
    // The meter's score comes from the server once typing pauses.
    if (waitForStrength) await screen.findByRole('meter', { name: 'Strength of the password' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('carries the autocomplete hints', () => {
    renderWithProviders(<ChangePasswordPage />, { preloadedState: signedIn });
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows a wrong current password next to the field', async () => {
    jest.mocked(changePassword).mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_WRONG_PASSWORD', message: 'wrong' }));
    renderWithProviders(<ChangePasswordPage />, { preloadedState: signedIn, runSagas: true });
    await fill('not-it', 'a-new-passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(saveSession).not.toHaveBeenCalled();
  });

  it('shows the new password\'s strength and refuses a weak one (the own name too) before calling the server', async () => {
    renderWithProviders(<ChangePasswordPage />, { preloadedState: signedIn, runSagas: true });
    await fill('the-old-one', 'Tran2026!', 'Tran2026!', { waitForStrength: true });
    expect(await screen.findByRole('meter', { name: 'Strength of the password' })).toHaveAttribute('aria-valuenow', expect.stringMatching(/^[0-2]$/));
    expect(screen.getByText('This password is too easy to guess. Add a few more words or characters.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, stores the new session and empties the form', async () => {
    const auth = anAuthResponse({ accessToken: 'new-token', customer: student });
    jest.mocked(changePassword).mockResolvedValue(auth);
    renderWithProviders(<ChangePasswordPage />, { preloadedState: signedIn, runSagas: true });
    await fill('the-old-one', 'a-new-passphrase');
    expect(await screen.findByText('Your password has been changed. Other devices have been signed out.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'the-old-one', newPassword: 'a-new-passphrase' });
    expect(saveSession).toHaveBeenCalledWith(auth);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('an account made by social sign-in has no current password: it is offered to set one by mail instead of the form', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue({ identities: [{ provider: 'Google', email: 'mai@gmail.test', displayName: null, linkedAt: '2026-11-01T00:00:00.000Z' }], hasPassword: false });
    const config = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase: aFirebaseConfig() }) } };
    renderWithProviders(<ChangePasswordPage />, { preloadedState: { ...signedIn, ...config }, runSagas: true });
    expect(await screen.findByText(/your account has no password yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a password by e-mail' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('keeps the form for an account with a password, and asks nothing without social sign-in', async () => {
    jest.mocked(getSocialAccounts).mockReset().mockResolvedValue({ identities: [], hasPassword: true });
    const config = { config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase: aFirebaseConfig() }) } };
    const { unmount } = renderWithProviders(<ChangePasswordPage />, { preloadedState: { ...signedIn, ...config }, runSagas: true });
    await waitFor(() => expect(getSocialAccounts).toHaveBeenCalled());
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
    unmount();
    jest.mocked(getSocialAccounts).mockClear();
    renderWithProviders(<ChangePasswordPage />, { preloadedState: signedIn, runSagas: true });
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
    expect(getSocialAccounts).not.toHaveBeenCalled();
  });

  it('checks the rules locally first', async () => {
    renderWithProviders(<ChangePasswordPage />, { preloadedState: signedIn, runSagas: true });
    await fill('the-old-one', 'short', 'other');
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText("The passwords don't match.")).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });
});

describe('EditProfilePage', () => {
  it('shows the current values with autocomplete hints, the four regions and the four languages', () => {
    renderWithProviders(<EditProfilePage />, { preloadedState: signedIn });
    expect(screen.getByLabelText('First name')).toHaveValue('Mai');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Global', 'Thailand', 'Philippines', 'Vietnam', 'ไทย', 'English', 'Tiếng Việt', 'Tagalog',
    ]);
    // The own username is not checked for availability.
    expect(checkUsername).not.toHaveBeenCalled();
  });

  it('validates locally before saving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { preloadedState: signedIn });
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'broken');
    await user.clear(screen.getByLabelText(/^Username/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('This field is required.');
    // A new address asks for the current password.
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('This field is required.');
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a 409 username conflict and server field errors next to their fields', async () => {
    jest.mocked(checkUsername).mockResolvedValue({ username: 'mai.new', available: true });
    jest.mocked(update).mockRejectedValue(
      new ApiError({ status: 409, code: 'CUSTOMER_USERNAME_TAKEN', message: 'taken', fieldErrors: [{ path: 'body.lastName', message: 'too long' }] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { preloadedState: signedIn, runSagas: true });
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'mai.new');
    expect(await screen.findByText('“mai.new” is available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This value isn’t valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves: a new e-mail shows the note and then not verified, a new language switches the UI', async () => {
    const saved = { ...student, email: 'mai.new@example.test', isEmailVerified: false, lang: 'vi' as const, firstName: 'Mai Anh' };
    jest.mocked(update).mockResolvedValue(saved);
    const user = userEvent.setup();
    const { store } = renderWithProviders(<EditProfilePage />, { preloadedState: signedIn, runSagas: true });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Mai Anh');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'mai.new@example.test');
    expect(screen.getByText('A new email address must be verified again: we’ll send a link to it, and tell your current address.')).toBeInTheDocument();
    const current = screen.getByLabelText(/^Current password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.type(current, 'my-current-one');
    await user.selectOptions(screen.getByLabelText('Language'), 'vi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your profile has been saved. We sent a verification link to your new email address. Your previous address got a message with a link to undo the change.',
    );
    expect(update).toHaveBeenCalledWith({ firstName: 'Mai Anh', lastName: 'Tran', username: 'mai', email: 'mai.new@example.test', country: 999, lang: 'vi', currentPassword: 'my-current-one' });
    await waitFor(() => expect(store.getState().auth.user?.isEmailVerified).toBe(false));
    // The locale saga switched the language.
    await waitFor(() => expect(store.getState().locale.lang).toBe('vi'));
    // The form shows what the server stored, and the password is gone.
    expect(screen.getByLabelText('First name')).toHaveValue('Mai Anh');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('mai.new@example.test');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('asks for no password when the e-mail stays, and sends none', async () => {
    jest.mocked(update).mockResolvedValue({ ...student, firstName: 'Maria' });
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { preloadedState: signedIn, runSagas: true });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Maria');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Your profile has been saved\.\s*$/);
    expect(update).toHaveBeenCalledWith({ firstName: 'Maria', lastName: 'Tran', username: 'mai', email: 'mai@example.test', country: 999, lang: 'en' });
  });

  it('shows a wrong current password at its field and keeps the new address', async () => {
    jest.mocked(update).mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_WRONG_PASSWORD', message: 'wrong' }));
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { preloadedState: signedIn, runSagas: true });
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'mai.new@example.test');
    await user.type(screen.getByLabelText(/^Current password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('mai.new@example.test');
  });

  it('an account without a password gets a confirmation link at its current address instead', async () => {
    jest.mocked(getSocialAccounts).mockResolvedValue({ identities: [{ provider: 'Google', email: 'mai@example.test', displayName: 'Mai', linkedAt: '2026-01-01T00:00:00.000Z' }], hasPassword: false });
    // The server keeps the old address until the link is followed.
    jest.mocked(update).mockResolvedValue(student);
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { preloadedState: { ...signedIn, config: { ...initialConfigState, status: 'succeeded' as const, data: aRuntimeConfig({ firebase: aFirebaseConfig() }) } }, runSagas: true });
    await waitFor(() => expect(getSocialAccounts).toHaveBeenCalled());
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'mai.new@example.test');
    expect(screen.getByText('Your account has no password: we’ll send a link to mai@example.test to confirm the change.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('To change your email address to mai.new@example.test, open the link we sent to mai@example.test.');
    expect(update).toHaveBeenCalledWith(expect.not.objectContaining({ currentPassword: expect.anything() }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('mai@example.test');
  });
});
