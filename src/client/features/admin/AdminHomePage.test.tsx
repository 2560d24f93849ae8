// The dashboard with the API mocked: every figure of the answer shows on a tile linking to its section,
// and the charts carry their figures as text.
import { adminPaths } from '../../app/areaPaths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStats } from '../../../shared/schemas/adminOrders';
import * as adminOrdersApi from '../../api/adminOrdersApi';
import { ApiError } from '../../api/apiError';
import { paths } from '../../app/paths';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminHomePage from './AdminHomePage';

jest.mock('../../api/adminOrdersApi');

beforeEach(() => jest.resetAllMocks());

const days = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10);
  return { day, signUps: i === 29 ? 4 : i === 10 ? 9 : 1, enrolments: i === 29 ? 6 : 0, revenue: i === 29 ? [{ currency: 'THB' as const, amountMinor: 123400 }] : [] };
});

const stats: AdminStats = {
  timeZone: 'Asia/Bangkok',
  generatedAt: '2026-11-27T05:00:00.000Z',
  today: { signUps: 4, enrolments: 6, completions: 2, revenue: [{ currency: 'THB', amountMinor: 123400 }] },
  last30Days: { signUps: 41, enrolments: 1520, completions: 17, revenue: [{ currency: 'USD', amountMinor: 459900 }, { currency: 'THB', amountMinor: 123400 }, { currency: 'VND', amountMinor: -99000 }] },
  queues: { coursesAwaitingReview: 3, payoutsAwaitingApproval: 5, refundRequestsOpen: 7, transfersAwaitingConfirmation: 11 },
  tickets: { openTickets: 9, waitingForStaff: 4, medianFirstResponseHours: 2.5, medianResolutionHours: null },
  series: days,
  currencies: ['THB'],
};

const render = () => renderWithProviders(<AdminHomePage />, { route: paths.admin.home(), preloadedState: { locale: { lang: 'en', country: 999 } }, runSagas: true });

describe('AdminHomePage', () => {
  it('shows the queues, today and the last 30 days, each a link to its section', async () => {
    jest.mocked(adminOrdersApi.getStats).mockResolvedValue(stats);
    render();
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const tile = (region: HTMLElement, name: string) => within(region).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(tile(waiting, 'Courses awaiting review')).toHaveTextContent('3');
    expect(tile(waiting, 'Courses awaiting review')).toHaveAttribute('href', adminPaths.courseReviews());
    expect(tile(waiting, 'Payouts awaiting approval')).toHaveTextContent('5');
    expect(tile(waiting, 'Payouts awaiting approval')).toHaveAttribute('href', adminPaths.payouts());
    expect(tile(waiting, 'Open refund requests')).toHaveTextContent('7');
    expect(tile(waiting, 'Open refund requests')).toHaveAttribute('href', adminPaths.refunds());
    expect(tile(waiting, 'Transfers awaiting confirmation')).toHaveTextContent('11');
    expect(tile(waiting, 'Transfers awaiting confirmation')).toHaveAttribute('href', adminPaths.payments());

    const today = screen.getByRole('region', { name: 'Today' });
    expect(tile(today, 'Sign-ups')).toHaveTextContent('Sign-ups4');
    expect(tile(today, 'Sign-ups')).toHaveAttribute('href', adminPaths.people());
    expect(tile(today, 'Enrolments')).toHaveTextContent('Enrolments6');
    expect(tile(today, 'Completions')).toHaveTextContent('Completions2');
    expect(tile(today, 'Revenue')).toHaveTextContent('฿1,234.00');
    expect(tile(today, 'Revenue')).toHaveAttribute('href', adminPaths.orders());

    const month = screen.getByRole('region', { name: 'Last 30 days' });
    expect(tile(month, 'Sign-ups')).toHaveTextContent('Sign-ups41');
    expect(tile(month, 'Enrolments')).toHaveTextContent('1,520');
    expect(tile(month, 'Revenue')).toHaveTextContent('$4,599.00');
    expect(tile(month, 'Revenue')).toHaveTextContent('-₫99,000');
    expect(screen.getByText(/Bangkok time \(Asia\/Bangkok\)/)).toBeInTheDocument();

    const support = screen.getByRole('region', { name: 'Support' });
    expect(tile(support, 'Open tickets')).toHaveTextContent('9');
    expect(tile(support, 'Open tickets')).toHaveAttribute('href', adminPaths.support());
    expect(tile(support, 'Waiting for the team')).toHaveTextContent('4');
    expect(tile(support, 'First response')).toHaveTextContent('2.5 h');
    expect(tile(support, 'Resolution')).toHaveTextContent('–');
  });

  it('gives each chart its figures as text', async () => {
    jest.mocked(adminOrdersApi.getStats).mockResolvedValue(stats);
    render();
    const signUps = await screen.findByRole('table', { name: 'Sign-ups per day' });
    expect(within(signUps).getAllByRole('row')).toHaveLength(31);
    expect(within(signUps).getByRole('row', { name: 'Nov 27 4' })).toBeInTheDocument();
    expect(screen.getByText('Total 41. Highest: 9 on Nov 8.')).toBeInTheDocument();
    const revenue = screen.getByRole('table', { name: 'Revenue per day (THB)' });
    expect(within(revenue).getByRole('row', { name: 'Nov 27 ฿1,234.00' })).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be read', async () => {
    jest.mocked(adminOrdersApi.getStats).mockRejectedValueOnce(new ApiError({ status: 500, code: 'UNKNOWN', message: 'x' })).mockResolvedValue(stats);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Waiting for you' })).toBeInTheDocument();
  });
});
