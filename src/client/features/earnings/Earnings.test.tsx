// The instructor's earnings and orders with the API stubbed: balances per currency (a negative available
// balance said plainly, the next release day, the hold), the monthly chart's table, the statement (kinds,
// statuses, the course's language, totals, filters as the query, CSV of the same filters), a sale's
// breakdown opened by the keyboard, by hover and by a tap; the orders' filters, CSV, phone cards; empty
// and failed reads.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Balance, Earnings, InstructorOrder, InstructorOrderPage, StatementEntry, StatementPage } from '../../../shared/schemas/money';
import * as earningsApi from '../../api/earningsApi';
import * as studioApi from '../../api/studioApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aSale } from './earningsFixtures';
import EarningsPage from './EarningsPage';
import { monthOf, twelveMonths } from './earningsFormat';
import InstructorOrdersPage from './InstructorOrdersPage';

jest.mock('../../api/earningsApi');
jest.mock('../../api/studioApi', () => ({ ...jest.requireActual<typeof studioApi>('../../api/studioApi'), listCourses: jest.fn() }));

const english = { locale: { lang: 'en' as const, country: 999 as const } };
const render = (ui: React.ReactElement) => renderWithProviders(ui, { runSagas: true, preloadedState: english });

/** The links saveFile clicks (jsdom does not navigate): where each pointed and the file name it offered. */
function captureDownloads(): { href: string; download: string }[] {
  const clicked: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return clicked;
}

function setPhone(matches: boolean) {
  const media = (query: string) => ({ matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
}

const thisMonth = monthOf(new Date());
const lastMonth = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return monthOf(d);
})();

const aBalance = (overrides: Partial<Balance> = {}): Balance => ({
  currency: 'THB',
  pendingMinor: 70000,
  availableMinor: -5000,
  inPayoutMinor: 0,
  paidMinor: 140000,
  nextReleaseAt: '2026-12-20T12:00:00.000Z',
  ...overrides,
});

const anEarnings = (overrides: Partial<Earnings> = {}): Earnings => ({
  balances: [aBalance(), aBalance({ currency: 'USD', pendingMinor: 0, availableMinor: 2500, inPayoutMinor: 1000, paidMinor: 0, nextReleaseAt: null })],
  monthly: [
    { month: lastMonth, currency: 'THB', grossMinor: 0, netMinor: -7000, sales: 0, refunds: 1 },
    { month: thisMonth, currency: 'THB', grossMinor: 100000, netMinor: 49000, sales: 2, refunds: 0 },
    { month: thisMonth, currency: 'USD', grossMinor: 5000, netMinor: 2500, sales: 1, refunds: 0 },
  ],
  holdDays: 30,
  sharePercent: { organic: 70, instructor: 97, affiliate: 70 },
  affiliateCommissionPercent: 20,
  ...overrides,
});

// A 1,000 baht sale through an affiliate: VAT 65.42, fee 3.65 % = 36.50, commission 20 % of 898.08 =
// 179.61, then 70 % of the remaining 718.47 = 502.92 for the instructor and 215.55 for the platform.

const aStatement = (items: StatementEntry[] = [aSale(), aSale({ id: 12, reversal: true, amountMinor: -20000, status: 'available', state: 'available', order: { id: '4f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f', number: 'AC-0990' }, course: { id: 8, title: 'Options basics', lang: 'en' }, breakdown: null }), aSale({ id: 13, kind: 'payout', amountMinor: -100000, status: 'paid', state: 'paid', channel: null, order: null, course: null, breakdown: null, availableAt: null, payoutId: 4 })]): StatementPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  totals: items.length ? [{ currency: 'THB', amountMinor: -69708 }] : [],
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(studioApi.listCourses).mockResolvedValue({ items: [] });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('twelveMonths', () => {
  it('ends with this month (or a later month of the data) and counts back across the year', () => {
    expect(twelveMonths([], new Date('2026-02-10T00:00:00Z'))).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(twelveMonths([{ month: '2026-03', currency: 'THB', grossMinor: 1, netMinor: 1, sales: 1, refunds: 0 }], new Date('2026-02-10T00:00:00Z')).at(-1)).toBe('2026-03');
  });
});

describe('EarningsPage', () => {
  it('shows each currency balance, a negative available balance as to be offset, the next release day and the hold', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement());
    render(<EarningsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toHaveFocus();
    const thb = await screen.findByRole('region', { name: 'Balance in Thai Baht (THB)' });
    expect(within(thb).getByText('฿700.00')).toBeInTheDocument();
    expect(within(thb).getByText('Available on Dec 20, 2026')).toBeInTheDocument();
    expect(within(thb).getByText('-฿50.00')).toBeInTheDocument();
    expect(within(thb).getByText('To be offset by future sales')).toBeInTheDocument();
    expect(within(thb).getByText('฿1,400.00')).toBeInTheDocument();
    const usd = screen.getByRole('region', { name: 'Balance in US Dollar (USD)' });
    expect(within(usd).getByText('$25.00')).toBeInTheDocument();
    expect(within(usd).getByText('$10.00')).toBeInTheDocument();
    expect(within(usd).queryByText('To be offset by future sales')).not.toBeInTheDocument();
    expect(screen.getByText('Earnings are held for 30 days for refunds, then become available to pay out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/instructor/payouts');
  });

  it('draws a chart per currency with a table of the twelve months for screen readers', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement());
    render(<EarningsPage />);
    expect(await screen.findByTestId('earnings-chart-THB')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('earnings-chart-USD')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Net per month, THB', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(13);
    expect(within(rows[12] as HTMLElement).getByText('+฿490.00')).toBeInTheDocument();
    expect(within(rows[11] as HTMLElement).getByText('-฿70.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('฿0.00')).toBeInTheDocument();
    // The same table can be shown instead of the picture.
    await userEvent.click(within(screen.getByRole('figure', { name: 'Net per month, THB' })).getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('earnings-chart-THB')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Net per month, THB' })).toBeVisible();
  });

  it('lists the statement: date, order, course in its language, kind, status and signed amount, with the totals', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement());
    render(<EarningsPage />);
    const table = await screen.findByRole('table', { name: 'Statement' });
    expect(earningsApi.listStatement).toHaveBeenCalledWith({ page: 1, pageSize: 25 });
    const sale = within(table).getByText('AC-1001').closest('tr') as HTMLElement;
    expect(within(sale).getByText('การลงทุน 101')).toHaveAttribute('lang', 'th');
    expect(within(sale).getByText('Sale')).toBeInTheDocument();
    expect(within(sale).getByText('On hold')).toBeInTheDocument();
    expect(within(sale).getByText('Available on Dec 2, 2026')).toBeInTheDocument();
    expect(within(sale).getByText('+฿502.92')).toBeInTheDocument();
    const refund = within(table).getByText('AC-0990').closest('tr') as HTMLElement;
    expect(within(refund).getByText('Refund')).toBeInTheDocument();
    expect(within(refund).getByText('-฿200.00')).toBeInTheDocument();
    expect(within(refund).queryByRole('button')).not.toBeInTheDocument();
    const payout = within(table).getByText('Payout').closest('tr') as HTMLElement;
    expect(within(payout).getByText('Paid out')).toBeInTheDocument();
    expect(within(payout).getByText('-฿1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Total of the range (3 entries):')).toBeInTheDocument();
    expect(screen.getByText('-฿697.08')).toBeInTheDocument();
  });

  it("says where each sale's money is: on hold, available, in payout, paid out, and the parts of a sale a payout carried", async () => {
    const sale = (id: number, number: string, overrides: Partial<StatementEntry>) => aSale({ id, order: { id: `4f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e${id}`, number }, status: 'available', availableAt: '2026-10-02T09:00:00.000Z', ...overrides });
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(
      aStatement([
        aSale(),
        sale(21, 'AC-2001', { state: 'available' }),
        sale(22, 'AC-2002', { state: 'in_payout', inPayoutMinor: 50292, carriedBy: 5 }),
        sale(23, 'AC-2003', { state: 'paid', paidOutMinor: 50292, carriedBy: 4 }),
        sale(24, 'AC-2004', { state: 'available', paidOutMinor: 10000, carriedBy: 4 }),
        sale(25, 'AC-2005', { state: 'in_payout', inPayoutMinor: 40292, paidOutMinor: 10000, carriedBy: 5 }),
        sale(26, 'AC-2006', { reversal: true, amountMinor: -20000, state: 'in_payout', inPayoutMinor: -20000, breakdown: null }),
      ]),
    );
    render(<EarningsPage />);
    const table = await screen.findByRole('table', { name: 'Statement' });
    const row = (number: string) => within(table).getByText(number).closest('tr') as HTMLElement;
    expect(within(row('AC-1001')).getByText('On hold')).toBeInTheDocument();
    expect(within(row('AC-2001')).getByText('Available')).toBeInTheDocument();
    expect(within(row('AC-2001')).queryByText(/paid out|in payout/)).not.toBeInTheDocument();
    expect(within(row('AC-2002')).getByText('In payout')).toBeInTheDocument();
    expect(within(row('AC-2002')).queryByText(/฿/, { selector: 'span.MuiTypography-caption' })).not.toBeInTheDocument();
    expect(within(row('AC-2003')).getByText('Paid out')).toBeInTheDocument();
    // A sale paid out in part: available, with what was paid and what is left.
    expect(within(row('AC-2004')).getByText('Available')).toBeInTheDocument();
    expect(within(row('AC-2004')).getByText('฿100.00 paid out')).toBeInTheDocument();
    expect(within(row('AC-2004')).getByText('฿402.92 available')).toBeInTheDocument();
    // Its rest in the next payout.
    expect(within(row('AC-2005')).getByText('In payout')).toBeInTheDocument();
    expect(within(row('AC-2005')).getByText('฿100.00 paid out')).toBeInTheDocument();
    expect(within(row('AC-2005')).getByText('฿402.92 in payout')).toBeInTheDocument();
    // A refund after a payout: its debt goes with the next payout.
    expect(within(row('AC-2006')).getByText('Refund')).toBeInTheDocument();
    expect(within(row('AC-2006')).getByText('In payout')).toBeInTheDocument();
  });

  it("opens a sale's breakdown with the keyboard: every step from the price to the net, the percentages and the channel", async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement());
    render(<EarningsPage />);
    const button = await screen.findByRole('button', { name: 'How order AC-1001 was split' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => button.focus());
    // Focus alone does not open it; Enter does.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const tip = await screen.findByRole('tooltip');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-describedby', tip.id);
    expect(within(tip).getByText('Channel: Affiliate referral')).toBeInTheDocument();
    const amountOf = (label: string) => within(tip).getByText(label).nextElementSibling?.textContent;
    expect(amountOf('Course price')).toBe('฿1,000.00');
    expect(within(tip).queryByText('Coupon discount')).not.toBeInTheDocument();
    expect(amountOf('Buyer paid')).toBe('฿1,000.00');
    expect(amountOf('Tax')).toBe('− ฿65.42');
    expect(amountOf('Payment fee')).toBe('− ฿36.50');
    expect(amountOf('Affiliate commission (20%)')).toBe('− ฿179.61');
    expect(amountOf('Platform share (30% of the rest)')).toBe('− ฿215.55');
    expect(amountOf('Your net (70% of the rest)')).toBe('฿502.92');
    expect(within(tip).getByText('You receive 50.3% of what the buyer paid.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the breakdown on hover and on a tap, and shows a coupon discount and the channel share', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(
      aStatement([aSale({ channel: 'instructor', breakdown: { grossMinor: 100000, discountMinor: 20000, taxMinor: 5234, providerFeeMinor: 2920, platformFeeMinor: 2155, affiliateCommissionMinor: 0, instructorNetMinor: 69691, sharePercent: 97, affiliateCommissionPercent: 20 }, amountMinor: 69691 })]),
    );
    render(<EarningsPage />);
    const button = await screen.findByRole('button', { name: 'How order AC-1001 was split' });
    await userEvent.hover(button);
    let tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText('Your net (97% of the rest)')).toBeInTheDocument();
    expect(within(tip).getByText('Coupon discount').nextElementSibling).toHaveTextContent('− ฿200.00');
    expect(within(tip).getByText('Buyer paid').nextElementSibling).toHaveTextContent('฿800.00');
    expect(within(tip).queryByText(/Affiliate commission/)).not.toBeInTheDocument();
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // A tap pins it open; a tap elsewhere closes it.
    await userEvent.click(button);
    tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText('Channel: Your coupon or link')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("labels the split with the sale's own percentages, not the rules in force today, and without a percentage when the sale cannot tell", async () => {
    // The admin has changed the shares since the sale (70 % and 20 % then).
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings({ sharePercent: { organic: 80, instructor: 90, affiliate: 85 }, affiliateCommissionPercent: 10 }));
    const free = aSale({ id: 14, order: { id: '5f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f', number: 'AC-1002' }, amountMinor: 0, breakdown: { grossMinor: 100000, discountMinor: 100000, taxMinor: 0, providerFeeMinor: 0, platformFeeMinor: 0, affiliateCommissionMinor: 0, instructorNetMinor: 0, sharePercent: null, affiliateCommissionPercent: null } });
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement([aSale(), free]));
    render(<EarningsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'How order AC-1001 was split' }));
    let tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText('Affiliate commission (20%)')).toBeInTheDocument();
    expect(within(tip).getByText('Platform share (30% of the rest)')).toBeInTheDocument();
    expect(within(tip).getByText('Your net (70% of the rest)')).toBeInTheDocument();
    expect(within(tip).queryByText(/85%|15%|10%/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'How order AC-1002 was split' }));
    tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText('Affiliate commission')).toBeInTheDocument();
    expect(within(tip).getByText('Platform share')).toBeInTheDocument();
    expect(within(tip).getByText('Your net')).toBeInTheDocument();
  });

  it('sends the range and the currency as the query, starts again at page 1, and downloads the CSV of the same filters', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue({ ...aStatement(), total: 60 });
    jest.mocked(earningsApi.downloadStatementCsv).mockResolvedValue({ blob: new Blob(['x']), fileName: 'statement.csv' });
    const createObjectURL = jest.fn(() => 'blob:1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads = captureDownloads();
    render(<EarningsPage />);
    await screen.findByRole('table', { name: 'Statement' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(earningsApi.listStatement).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(earningsApi.listStatement).toHaveBeenLastCalledWith({ from: '2026-11-01', page: 1, pageSize: 25 }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'THB' }));
    await waitFor(() => expect(earningsApi.listStatement).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30', currency: 'THB', page: 1, pageSize: 25 }));
    await screen.findByRole('table', { name: 'Statement' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(earningsApi.downloadStatementCsv).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30', currency: 'THB' });
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:1', download: 'statement.csv' }]));
  });

  it('shows the statement as cards on a phone, each sale with its breakdown button', async () => {
    setPhone(true);
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement());
    render(<EarningsPage />);
    const card = (await screen.findByText('Nov 2, 2026 · AC-1001')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table', { name: 'Statement' })).not.toBeInTheDocument();
    expect(within(card).getByText('+฿502.92')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'How order AC-1001 was split' }));
    expect(within(await screen.findByRole('tooltip')).getByText('Your net (70% of the rest)')).toBeInTheDocument();
  });

  it('says a start after the end on the field and asks nothing for it', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement());
    render(<EarningsPage />);
    await screen.findByRole('table', { name: 'Statement' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(earningsApi.listStatement).toHaveBeenLastCalledWith({ to: '2026-01-01', page: 1, pageSize: 25 }));
    const calls = jest.mocked(earningsApi.listStatement).mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('The start is after the end')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(earningsApi.listStatement).toHaveBeenCalledTimes(calls);
  });

  it('explains how to get a first sale when there is none', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings({ balances: [], monthly: [] }));
    render(<EarningsPage />);
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByText(/Share your course/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My courses' })).toHaveAttribute('href', '/instructor/courses');
    expect(earningsApi.listStatement).not.toHaveBeenCalled();
  });

  it('says when the earnings cannot be read, and reads them again', async () => {
    jest.mocked(earningsApi.getEarnings).mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' })).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockResolvedValue(aStatement());
    render(<EarningsPage />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Balance in Thai Baht (THB)' })).toBeInTheDocument();
  });

  it('says when the statement cannot be read, and when a filter finds nothing', async () => {
    jest.mocked(earningsApi.getEarnings).mockResolvedValue(anEarnings());
    jest.mocked(earningsApi.listStatement).mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' })).mockResolvedValue(aStatement([]));
    render(<EarningsPage />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No entries yet')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('No entries for these filters')).toBeInTheDocument();
  });
});

const anOrder = (overrides: Partial<InstructorOrder> = {}): InstructorOrder => ({
  orderId: '3f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f',
  number: 'AC-1001',
  createdAt: '2026-11-02T09:00:00.000Z',
  paidAt: '2026-11-02T09:05:00.000Z',
  status: 'paid',
  course: { id: 7, title: 'การลงทุน 101', lang: 'th' },
  buyer: 's***@gmail.com',
  currency: 'THB',
  paidMinor: 99000,
  netMinor: 63000,
  channel: 'instructor',
  couponCode: 'LAUNCH-20',
  ...overrides,
});
const ordersPage = (items: InstructorOrder[], total = items.length): InstructorOrderPage => ({ items, total, page: 1, pageSize: 20 });

describe('InstructorOrdersPage', () => {
  it('lists the orders: number, date, course in its language, masked buyer, paid, net, channel, coupon, status', async () => {
    jest.mocked(earningsApi.listInstructorOrders).mockResolvedValue(ordersPage([anOrder(), anOrder({ orderId: '4f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f', number: 'AC-0990', status: 'refunded', netMinor: -63000, couponCode: null, channel: 'organic', course: { id: 8, title: 'Options basics', lang: 'en' } })]));
    render(<InstructorOrdersPage />);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(earningsApi.listInstructorOrders).toHaveBeenCalledWith({ status: 'all', page: 1, pageSize: 20 });
    const row = within(table).getByText('AC-1001').closest('tr') as HTMLElement;
    expect(within(row).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText('การลงทุน 101')).toHaveAttribute('lang', 'th');
    expect(within(row).getByText('s***@gmail.com')).toBeInTheDocument();
    expect(within(row).getByText('฿990.00')).toBeInTheDocument();
    expect(within(row).getByText('+฿630.00')).toBeInTheDocument();
    // The channel's words are kept whole (a Thai label breaks only at its spaces): the cell reads it.
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(/^Your coupon or link/);
    expect(within(row).getByText('LAUNCH-20')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const refunded = within(table).getByText('AC-0990').closest('tr') as HTMLElement;
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).getByText('-฿630.00')).toBeInTheDocument();
    expect(within(refunded).getAllByRole('cell')[5]).toHaveTextContent(/^Found on Academy$/);
    expect(screen.getByText('2 orders')).toBeInTheDocument();
  });

  it('sends the status, course, dates and search as the query and exports the CSV of the same filters', async () => {
    jest.mocked(studioApi.listCourses).mockResolvedValue({ items: [{ id: 7, slug: 'c-7', title: 'Investing 101', status: 'published', hasDraftChanges: false, coverImage: null, students: 0, rating: 0, ratingCount: 0, updatedAt: '2026-11-01T00:00:00.000Z', version: 1 }] });
    jest.mocked(earningsApi.listInstructorOrders).mockResolvedValue(ordersPage([anOrder()]));
    jest.mocked(earningsApi.downloadInstructorOrdersCsv).mockResolvedValue({ blob: new Blob(['x']), fileName: 'orders.csv' });
    const createObjectURL = jest.fn(() => 'blob:2');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads = captureDownloads();
    render(<InstructorOrdersPage />);
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(earningsApi.listInstructorOrders).toHaveBeenLastCalledWith({ status: 'refunded', page: 1, pageSize: 20 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Course' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Investing 101' }));
    await waitFor(() => expect(earningsApi.listInstructorOrders).toHaveBeenLastCalledWith({ status: 'refunded', courseId: 7, page: 1, pageSize: 20 }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number or course' }), ' AC-1001 {Enter}');
    const expected = { status: 'refunded', courseId: 7, from: '2026-11-01', to: '2026-11-30', search: 'AC-1001' };
    await waitFor(() => expect(earningsApi.listInstructorOrders).toHaveBeenLastCalledWith({ ...expected, page: 1, pageSize: 20 }));
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(earningsApi.downloadInstructorOrdersCsv).toHaveBeenCalledWith(expected);
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:2', download: 'orders.csv' }]));
  });

  it('shows cards instead of the wide table on a phone', async () => {
    setPhone(true);
    jest.mocked(earningsApi.listInstructorOrders).mockResolvedValue(ordersPage([anOrder()]));
    render(<InstructorOrdersPage />);
    const card = (await screen.findByText('AC-1001')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('การลงทุน 101')).toHaveAttribute('lang', 'th');
    expect(within(card).getByText('+฿630.00')).toBeInTheDocument();
    expect(within(card).getByText('LAUNCH-20')).toBeInTheDocument();
  });

  it('explains how to get a first sale, says when a filter finds nothing, and when the orders cannot be read', async () => {
    jest.mocked(earningsApi.listInstructorOrders).mockResolvedValueOnce(ordersPage([])).mockResolvedValueOnce(ordersPage([])).mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' })).mockResolvedValue(ordersPage([anOrder()]));
    render(<InstructorOrdersPage />);
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number or course' }), 'zzz{Enter}');
    expect(await screen.findByText('No order matches these filters')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Order number or course' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number or course' }), 'AC{Enter}');
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AC-1001')).toBeInTheDocument();
  });
});
