import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkReferral, checkUsername } from '../../api/customersApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SignUpPage from './SignUpPage';

// signUp never answers here: the test looks at the request as it leaves.
jest.mock('../../api/customersApi', () => ({ checkUsername: jest.fn(), checkReferral: jest.fn(), signUp: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('../../api/accountApi', () => ({ ...jest.requireActual('../../api/accountApi'), passwordStrength: jest.fn((request) => jest.requireActual('../../testing/passwordStrength').scoreLikeTheServer(request)) }));

describe('SignUpPage', () => {
  beforeEach(() => {
    jest.mocked(checkUsername).mockReset();
    jest.mocked(checkReferral).mockReset();
  });

  it('shows username availability while typing, debounced', async () => {
    jest.mocked(checkUsername).mockImplementation((username: string) =>
      Promise.resolve(username === 'taken' ? { username, available: false, reason: 'taken' as const } : { username, available: true }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    const input = screen.getByLabelText(/^Username/);
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');

    await user.type(input, 'taken');
    expect(screen.getByTestId('username-status')).toHaveTextContent('Checking availability…');
    expect(await screen.findByText('“taken” is already taken.')).toBeInTheDocument();
    // One call for the final value, not one per keystroke.
    expect(checkUsername).toHaveBeenCalledTimes(1);
    expect(checkUsername).toHaveBeenCalledWith('taken');

    await user.clear(input);
    await user.type(input, 'mai.learns');
    expect(await screen.findByText('“mai.learns” is available.')).toBeInTheDocument();
  });

  it('flags an invalid username without calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    await user.type(screen.getByLabelText(/^Username/), 'a!');
    expect(screen.getByTestId('username-status')).toHaveTextContent(/letters, digits/);
    expect(checkUsername).not.toHaveBeenCalled();
  });

  it('shows the password\'s strength as it is typed and refuses a weak one before calling the server', async () => {
    jest.mocked(checkUsername).mockImplementation((username: string) => Promise.resolve({ username, available: true }));
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SignUpPage />, { route: '/auth/sign-up', runSagas: true });
    await user.type(screen.getByLabelText(/^Username/), 'mai.learns');
    await user.type(screen.getByLabelText(/^Email/), 'mai@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'qwerty123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'qwerty123');
    expect(await screen.findByRole('meter', { name: 'Strength of the password' })).toHaveAttribute('aria-valuetext', 'Very weak');
    expect(await screen.findByText('“mai.learns” is available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('This password is too easy to guess. Add a few more words or characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.signUp.status).toBe('idle');

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Mango-Lantern-42');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Mango-Lantern-42');
    await waitFor(() => expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Very strong'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(store.getState().auth.signUp.status).toBe('requested');
  });

  it('explains the password rule with the configured minimum length', () => {
    renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
  });
});
