// The affiliate page with the API stubbed: the agreement (refused without the tick, then accepted), the
// link and code with their Copy buttons (clipboard, and the select-all fallback), the share links, the
// stats and commission balances, the empty and error states; the referral cookie the sign-up reads and
// the click recorded when the SPA opens on a referral link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Affiliate, StatementEntry } from '../../../shared/schemas/money';
import * as affiliateApi from '../../api/affiliateApi';
import * as earningsApi from '../../api/earningsApi';
import { aSale } from '../earnings/earningsFixtures';
import * as payoutsApi from '../../api/payoutsApi';
import type * as payoutsFeature from '../payouts';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AffiliatePage from './AffiliatePage';
import { shareTargets } from './affiliateShare';
import { referralCodeFromCookie } from './referralCookie';

jest.mock('../../api/affiliateApi');
jest.mock('../../api/payoutsApi');
jest.mock('../../api/earningsApi');
// The payouts panel is another feature's, with its own tests: mostly only where it appears matters; one
// test renders the real one (its first section is the commission per currency).
let mockRealPayoutsPanel = false;
jest.mock('../payouts', () => {
  const actual = jest.requireActual<typeof payoutsFeature>('../payouts');
  return {
    PayoutsPanel: (props: { account: 'instructor' | 'affiliate' }) =>
      mockRealPayoutsPanel ? <actual.PayoutsPanel {...props} /> : <div data-testid="payouts-panel">{props.account}</div>,
  };
});

const LINK = 'https://academy.test/?ref=MAI2026';

const anAffiliate = (overrides: Partial<Affiliate> = {}): Affiliate => ({
  code: 'MAI2026',
  link: LINK,
  acceptedAt: '2026-11-20T08:00:00.000Z',
  stats: { clicks: 1234, signUps: 12, purchases: 5 },
  balances: [],
  commissionPercent: 20,
  cookieDays: 30,
  attributionDays: 90,
  ...overrides,
});

const render = () => renderWithProviders(<AffiliatePage />, { runSagas: true, route: '/student/affiliate' });

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeEach(() => {
  jest.resetAllMocks();
  mockRealPayoutsPanel = false;
  jest.mocked(earningsApi.listStatement).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 25, totals: [] });
});

const aCommission = (overrides: Partial<StatementEntry> = {}): StatementEntry =>
  aSale({ id: 21, kind: 'affiliate_commission', amountMinor: 17961, course: { id: 7, title: 'Options basics', lang: 'en' }, breakdown: null, ...overrides });

describe('AffiliatePage before the agreement', () => {
  it('explains the programme, refuses to join without the tick, then accepts the agreement once', async () => {
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate({ acceptedAt: null }));
    jest.mocked(affiliateApi.acceptAffiliateAgreement).mockResolvedValue(anAffiliate());
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate programme' })).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText(/You earn 20% of what a learner you invited pays/)).toBeInTheDocument();
    expect(screen.getByText(/remembers it for 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/the last link opened counts/)).toBeInTheDocument();
    expect(screen.getByText(/for 90 days after they sign up/)).toBeInTheDocument();
    expect(screen.getByText(/stays pending while the purchase can still be refunded/)).toBeInTheDocument();
    expect(screen.getByText('If the purchase is refunded, its commission is reversed.')).toBeInTheDocument();
    const agreement = screen.getByRole('link', { name: 'Read the affiliate agreement (opens in a new tab)' });
    expect(agreement).toHaveAttribute('href', '/affiliate-agreement');
    expect(agreement).toHaveAttribute('target', '_blank');
    // Nothing to share yet, and no payouts.
    expect(screen.queryByRole('textbox', { name: 'Referral link' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('payouts-panel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join the programme' }));
    expect(screen.getByText('Tick the box to accept the agreement first.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the affiliate agreement' })).toHaveAttribute('aria-invalid', 'true');
    expect(affiliateApi.acceptAffiliateAgreement).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'I accept the affiliate agreement' }));
    await user.click(screen.getByRole('button', { name: 'Join the programme' }));
    expect(await screen.findByText('Welcome to the affiliate programme! Your link is ready to share.')).toBeInTheDocument();
    expect(affiliateApi.acceptAffiliateAgreement).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Referral link' })).toHaveValue(LINK);
    expect(screen.getByTestId('payouts-panel')).toHaveTextContent('affiliate');
    expect(screen.queryByRole('button', { name: 'Join the programme' })).not.toBeInTheDocument();
  });

  it('says why accepting failed and keeps the form', async () => {
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate({ acceptedAt: null }));
    jest.mocked(affiliateApi.acceptAffiliateAgreement).mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the affiliate agreement' }));
    await user.click(screen.getByRole('button', { name: 'Join the programme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach the server.");
    expect(screen.getByRole('button', { name: 'Join the programme' })).toBeEnabled();
  });
});

describe('AffiliatePage after the agreement', () => {
  it("lists the affiliate's own commissions with their state, from the affiliate statement", async () => {
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate({ balances: [{ currency: 'THB', pendingMinor: 17961, availableMinor: 0, inPayoutMinor: 0, paidMinor: 9000, nextReleaseAt: null } as Affiliate['balances'][number]] }));
    jest.mocked(earningsApi.listStatement).mockResolvedValue({
      items: [aCommission(), aCommission({ id: 20, status: 'paid', state: 'paid', paidOutMinor: 9000, amountMinor: 9000, order: { id: '4f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f', number: 'AC-0990' } })],
      total: 2,
      page: 1,
      pageSize: 25,
      totals: [{ currency: 'THB', amountMinor: 26961 }],
    });
    render();
    const table = await screen.findByRole('table', { name: 'Statement' });
    expect(earningsApi.listStatement).toHaveBeenCalledWith(expect.objectContaining({ account: 'affiliate', page: 1 }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('AC-1001');
    expect(rows[0]).toHaveTextContent('Commission');
    expect(rows[0]).toHaveTextContent('On hold');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(within(rows[0]!).getByText('Options basics')).toHaveAttribute('lang', 'en');
    // An affiliate's line has no breakdown of the sale.
    expect(within(table).queryByRole('button', { name: /breakdown/i })).not.toBeInTheDocument();
  });

  it('copies the link with the clipboard and announces it politely', async () => {
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate());
    const user = userEvent.setup();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    render();
    const field = await screen.findByRole('textbox', { name: 'Referral link' });
    expect(field).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copy the referral link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toContain('Copied');

    await user.click(screen.getByRole('button', { name: 'Copy the referral code' }));
    expect(writeText).toHaveBeenLastCalledWith('MAI2026');
    expect(screen.getByRole('textbox', { name: 'Referral code' })).toHaveValue('MAI2026');
  });

  it('selects the link for the reader to copy when the clipboard refuses', async () => {
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate());
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    render();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Referral link' });
    await user.click(screen.getByRole('button', { name: 'Copy the referral link' }));
    expect(await screen.findByText(/Couldn't copy automatically. The text is selected/)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('links to LINE, Facebook and X with the referral link encoded, in a new tab, each with a name', async () => {
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate());
    render();
    const encoded = encodeURIComponent(LINK);
    expect(encoded).not.toBe(LINK);
    const line = await screen.findByRole('link', { name: 'LINE Share your link on LINE (opens in a new tab)' });
    expect(line).toHaveAttribute('href', `https://social-plugins.line.me/lineit/share?url=${encoded}`);
    const facebook = screen.getByRole('link', { name: /Share your link on Facebook/ });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    const x = screen.getByRole('link', { name: /Share your link on X/ });
    expect(x.getAttribute('href')).toBe(`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent("I'm learning on Academy. Join me with my link:")}`);
    for (const link of [line, facebook, x]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
  });

  it('encodes what would break a query (& and spaces) in the shared link', () => {
    const [line, , x] = shareTargets('https://a.test/?ref=AB&x=1 2', 'Hi & bye');
    expect(line?.href).toBe('https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fa.test%2F%3Fref%3DAB%26x%3D1%202');
    expect(x?.href).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fa.test%2F%3Fref%3DAB%26x%3D1%202&text=Hi%20%26%20bye');
  });

  it('shows what the link brought, formatted in the UI language', async () => {
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate());
    render();
    const stats = await screen.findByRole('region', { name: 'Your results' });
    expect(within(stats).getByText('Clicks').nextSibling).toHaveTextContent('1,234');
    expect(within(stats).getByText('Sign-ups').nextSibling).toHaveTextContent('12');
    expect(within(stats).getByText('Purchases').nextSibling).toHaveTextContent('5');
    expect(screen.getByTestId('payouts-panel')).toHaveTextContent('affiliate');
  });

  it('shows the commission per currency once, in the payouts panel of the affiliate account', async () => {
    mockRealPayoutsPanel = true;
    const balances: Affiliate['balances'] = [
      { currency: 'THB', pendingMinor: 123450, availableMinor: 50000, inPayoutMinor: 0, paidMinor: 200000, nextReleaseAt: '2026-12-20T00:00:00.000Z' },
      { currency: 'VND', pendingMinor: 0, availableMinor: -25000, inPayoutMinor: 10000, paidMinor: 35000, nextReleaseAt: null },
    ];
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate({ balances }));
    jest.mocked(payoutsApi.getBalances).mockResolvedValue(balances);
    jest.mocked(payoutsApi.getPayoutMethod).mockResolvedValue({ method: null });
    jest.mocked(payoutsApi.listPayouts).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    render();
    expect(await screen.findByText('฿1,234.50')).toBeInTheDocument();
    expect(payoutsApi.getBalances).toHaveBeenCalledWith('affiliate');
    // Each figure once: the page does not repeat the panel's balances.
    for (const amount of ['฿1,234.50', '฿500.00', '฿2,000.00', '-₫25,000', '₫10,000']) expect(screen.getAllByText(amount)).toHaveLength(1);
  });

  it('leaves an empty commission to the payouts panel and still shows the link', async () => {
    mockRealPayoutsPanel = true;
    jest.mocked(affiliateApi.getAffiliate).mockResolvedValue(anAffiliate({ stats: { clicks: 0, signUps: 0, purchases: 0 } }));
    jest.mocked(payoutsApi.getBalances).mockResolvedValue([]);
    jest.mocked(payoutsApi.getPayoutMethod).mockResolvedValue({ method: null });
    jest.mocked(payoutsApi.listPayouts).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    render();
    expect(await screen.findByRole('textbox', { name: 'Referral link' })).toHaveValue(LINK);
    expect(await screen.findByText(/When someone you referred buys a course, your commission appears here/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your results' })).getAllByText('0')).toHaveLength(3);
  });
});

describe('AffiliatePage when the programme cannot be read', () => {
  it('shows the reason and reads it again on retry', async () => {
    jest.mocked(affiliateApi.getAffiliate).mockRejectedValueOnce(new ApiError({ status: 500, code: 'UNKNOWN', message: 'boom' })).mockResolvedValue(anAffiliate());
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('textbox', { name: 'Referral link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Referral link' })).toHaveValue(LINK);
    expect(affiliateApi.getAffiliate).toHaveBeenCalledTimes(2);
  });
});

describe('referralCodeFromCookie', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  const seconds = Math.floor(now / 1000);

  it('reads the code of a recent click among other cookies', () => {
    expect(referralCodeFromCookie(`theme=dark; academy_ref=mai2026.${seconds - 3600}; lang=th`, now)).toBe('MAI2026');
    expect(referralCodeFromCookie(`academy_ref=${encodeURIComponent(`MAI2026.${seconds}`)}`, now)).toBe('MAI2026');
  });

  it('ignores a missing, malformed, expired or future cookie', () => {
    expect(referralCodeFromCookie('', now)).toBeNull();
    expect(referralCodeFromCookie('academy_ref_old=MAI2026.1', now)).toBeNull();
    expect(referralCodeFromCookie('academy_ref=MAI2026', now)).toBeNull();
    expect(referralCodeFromCookie(`academy_ref=<script>.${seconds}`, now)).toBeNull();
    expect(referralCodeFromCookie(`academy_ref=MAI2026.${seconds - 31 * 24 * 3600}`, now)).toBeNull();
    expect(referralCodeFromCookie(`academy_ref=MAI2026.${seconds + 24 * 3600}`, now)).toBeNull();
  });
});
