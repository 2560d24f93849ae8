// The sign-up form's referral code: prefilled from ?ref= or from the referral cookie (the link opened
// earlier), checked with GET /Customers/Referral/{code} ("invited by", or the invalid-code message),
// and sent with the sign-up as referralCode.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkReferral, checkUsername } from '../../api/customersApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SignUpPage from '../auth/SignUpPage';

jest.mock('../../api/customersApi', () => ({ checkUsername: jest.fn(), checkReferral: jest.fn(), signUp: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('../../api/accountApi', () => ({ ...jest.requireActual('../../api/accountApi'), passwordStrength: jest.fn((request) => jest.requireActual('../../testing/passwordStrength').scoreLikeTheServer(request)) }));

const setCookie = (value: string) => {
  document.cookie = value;
};
const clearReferralCookie = () => setCookie('academy_ref=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  jest.mocked(checkUsername).mockReset();
  jest.mocked(checkReferral).mockReset();
  jest.mocked(checkReferral).mockImplementation((code: string) =>
    Promise.resolve(code === 'MAI2026' ? { code, valid: true, referrerUsername: 'mai.learns' } : { code, valid: false }),
  );
  clearReferralCookie();
});
afterEach(clearReferralCookie);

describe('the referral code at sign-up', () => {
  it('is prefilled from the referral cookie and names who invited', async () => {
    setCookie(`academy_ref=MAI2026.${nowSeconds() - 60}; path=/`);
    renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    expect(screen.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue('MAI2026');
    expect(await screen.findByText('Valid code — invited by mai.learns.')).toBeInTheDocument();
    expect(checkReferral).toHaveBeenCalledWith('MAI2026');
  });

  it('takes ?ref= from the address before the cookie', async () => {
    setCookie(`academy_ref=OTHER99.${nowSeconds() - 60}; path=/`);
    renderWithProviders(<SignUpPage />, { route: '/auth/sign-up?ref=MAI2026' });
    expect(screen.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue('MAI2026');
    expect(await screen.findByText('Valid code — invited by mai.learns.')).toBeInTheDocument();
    expect(checkReferral).not.toHaveBeenCalledWith('OTHER99');
  });

  it('leaves the field empty without a link or a cookie, and ignores an expired cookie', () => {
    setCookie(`academy_ref=MAI2026.${nowSeconds() - 40 * 24 * 3600}; path=/`);
    renderWithProviders(<SignUpPage />, { route: '/auth/sign-up' });
    expect(screen.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue('');
    expect(checkReferral).not.toHaveBeenCalled();
  });

  it('says when a code is not valid, and refuses to send the form with it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SignUpPage />, { route: '/auth/sign-up?ref=NOPE1234', runSagas: true });
    const field = screen.getByRole('textbox', { name: 'Referral code (optional)' });
    expect(await screen.findByText("This referral code isn't valid.")).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(store.getState().auth.signUp.status).toBe('idle');
  });

  it('sends the prefilled code with the sign-up', async () => {
    jest.mocked(checkUsername).mockImplementation((username: string) => Promise.resolve({ username, available: true }));
    setCookie(`academy_ref=MAI2026.${nowSeconds() - 60}; path=/`);
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SignUpPage />, { route: '/auth/sign-up', runSagas: true });
    // Pasted, not typed key by key: only the values matter here.
    for (const [label, value] of [[/^Username/, 'new.learner'], [/^Email/, 'new@example.test'], [/^Password/, 'Mango-Lantern-42'], [/^Confirm password/, 'Mango-Lantern-42']] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await waitFor(() => expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Very strong'));
    expect(await screen.findByText('“new.learner” is available.')).toBeInTheDocument();
    expect(await screen.findByText('Valid code — invited by mai.learns.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(store.getState().auth.signUp.status).toBe('requested');
    const { signUp } = jest.requireMock<{ signUp: jest.Mock }>('../../api/customersApi');
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ username: 'new.learner', referralCode: 'MAI2026' }));
  });
});
