// The instructor's own link on the earnings page: the signed-in account's code as ?ref= on the site,
// copied with one button, shown without the affiliate agreement (no affiliate request at all).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as affiliateApi from '../../api/affiliateApi';
import * as earningsApi from '../../api/earningsApi';
import { initialAuthState } from '../auth/authSlice';
import { aCustomer } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import EarningsPage from './EarningsPage';
import { instructorLink } from './InstructorLink';

jest.mock('../../api/earningsApi');
jest.mock('../../api/affiliateApi');

const signedIn = (referralCode: string) => ({ ...initialAuthState, status: 'success' as const, user: aCustomer({ role: 'instructor', referralCode }), initialized: true });
const render = (referralCode = 'TEACH42') => renderWithProviders(<EarningsPage />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 }, auth: signedIn(referralCode) } });

beforeEach(() => {
  jest.mocked(earningsApi.getEarnings).mockResolvedValue({ balances: [], monthly: [], holdDays: 30 } as unknown as Awaited<ReturnType<typeof earningsApi.getEarnings>>);
});

describe('instructorLink', () => {
  it('is the home page with ?ref=CODE', () => {
    expect(instructorLink('https://academy.example', 'TEACH42')).toBe('https://academy.example/home?ref=TEACH42');
  });
});

describe("the instructor's own link on the earnings page", () => {
  it('shows the link of the account, explains the channel and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render();
    const link = `${window.location.origin}/home?ref=TEACH42`;
    expect(await screen.findByRole('heading', { name: 'Your own link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your link' })).toHaveValue(link);
    expect(screen.getByText(/within 30 days, the sale counts as yours/)).toBeInTheDocument();
    expect(screen.getByText('Add ?ref=TEACH42 to the address of any page, such as one of your courses.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy your link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    // No affiliate agreement involved: the programme is not even asked for.
    expect(affiliateApi.getAffiliate).not.toHaveBeenCalled();
  });
});
