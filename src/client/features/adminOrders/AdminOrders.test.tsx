// The admin's orders pages with the API mocked: the list (search, filters, table), and one order with its
// payments, webhook events and refund: refund with a reason, approve a buyer's request, mark a transfer received.
import { adminPaths, AREA_ROUTES } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AdminOrderDetail, AdminOrderSummary } from '../../../shared/schemas/adminOrders';
import * as adminOrdersApi from '../../api/adminOrdersApi';
import { ApiError } from '../../api/apiError';
import { ROUTES } from '../../app/paths';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { anOrder, aRefund, ORDER_ID } from '../orders/orderFixtures';
import AdminOrderPage from './AdminOrderPage';
import AdminOrdersPage from './AdminOrdersPage';

jest.mock('../../api/adminOrdersApi');

beforeEach(() => jest.resetAllMocks());
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** Every media query matches: the phone layout (max-width queries). */
function asPhone() {
  const media = (query: string) => ({ matches: true, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
}

const preloadedState = { locale: { lang: 'en' as const, country: 999 as const } };
const buyer = { encryptId: 'enc-somchai', username: 'somchai', name: 'Somchai Jaidee', email: 'somchai@example.com' };

const aSummary = (overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: ORDER_ID,
  number: 'AC-2026-000042',
  status: 'paid',
  currency: 'THB',
  totalMinor: 59000,
  method: 'promptpay',
  provider: 'qr',
  buyer,
  courseTitles: ['Investing 101'],
  refundStatus: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  paidAt: '2026-11-20T03:05:00.000Z',
  ...overrides,
});

const aDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  order: anOrder({ method: 'card', payment: { ...anOrder().payment!, provider: 'stripe', method: 'card' } }),
  buyer,
  payments: [
    {
      id: '9a8b7c6d-1111-4222-8333-944455556666',
      provider: 'stripe',
      method: 'card',
      status: 'succeeded',
      amountMinor: 59000,
      currency: 'THB',
      providerRef: 'cs_test_123',
      createdAt: '2026-11-20T03:00:00.000Z',
      confirmedAt: '2026-11-20T03:05:00.000Z',
      confirmedBy: null,
      bankReference: null,
    },
  ],
  events: [
    { id: 31, provider: 'stripe', eventId: 'evt_abc123', type: 'checkout.session.completed', verified: true, outcome: 'applied', flagReason: null, amountMinor: 59000, currency: 'THB', receivedAt: '2026-11-20T03:05:00.000Z' },
  ],
  canRefund: true,
  refundRequested: false,
  canMarkReceived: false,
  ...overrides,
});

describe('AdminOrdersPage', () => {
  it('lists orders in a table, searches and filters them', async () => {
    jest.mocked(adminOrdersApi.listOrders).mockResolvedValue({ items: [aSummary()], total: 1, page: 1, pageSize: 20 });
    renderWithProviders(<AdminOrdersPage />, { route: adminPaths.orders(), preloadedState, runSagas: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(adminOrdersApi.listOrders).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    const link = within(table).getByRole('link', { name: 'Open order AC-2026-000042' });
    expect(link).toHaveAttribute('href', adminPaths.order(ORDER_ID));
    expect(within(table).getByText('฿590.00')).toBeInTheDocument();
    expect(within(table).getByText('Somchai Jaidee')).toBeInTheDocument();
    expect(within(table).getByText('Investing 101')).toBeInTheDocument();
    expect(screen.getByText('1 order')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number, buyer, e-mail or course' }), 'somchai{Enter}');
    await waitFor(() => expect(adminOrdersApi.listOrders).toHaveBeenLastCalledWith({ search: 'somchai', page: 1, pageSize: 20 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(adminOrdersApi.listOrders).toHaveBeenLastCalledWith({ search: 'somchai', status: 'refunded', page: 1, pageSize: 20 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(screen.getByRole('option', { name: 'VND' }));
    await waitFor(() => expect(adminOrdersApi.listOrders).toHaveBeenLastCalledWith({ search: 'somchai', status: 'refunded', currency: 'VND', page: 1, pageSize: 20 }));
  });

  it('shows cards instead of a table on a phone', async () => {
    asPhone();
    jest.mocked(adminOrdersApi.listOrders).mockResolvedValue({ items: [aSummary(), aSummary({ id: '11111111-2222-4333-8444-555566667777', number: 'AC-2026-000043', status: 'pending' })], total: 2, page: 1, pageSize: 20 });
    renderWithProviders(<AdminOrdersPage />, { route: adminPaths.orders(), preloadedState, runSagas: true });
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Open order AC-2026-000043' })).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
  });

  it('says when nothing matches, and when the list cannot be read', async () => {
    jest.mocked(adminOrdersApi.listOrders).mockRejectedValueOnce(new ApiError({ status: 500, code: 'UNKNOWN', message: 'boom' })).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    renderWithProviders(<AdminOrdersPage />, { route: `${adminPaths.orders()}?status=expired`, preloadedState, runSagas: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No order matches')).toBeInTheDocument();
    expect(adminOrdersApi.listOrders).toHaveBeenLastCalledWith({ status: 'expired', page: 1, pageSize: 20 });
  });
});

const renderOrder = () =>
  renderWithProviders(
    <Routes>
      <Route path={`/${ROUTES.admin}/${AREA_ROUTES.adminOrder}`} element={<AdminOrderPage />} />
    </Routes>,
    { route: adminPaths.order(ORDER_ID), preloadedState, runSagas: true },
  );

describe('AdminOrderPage', () => {
  it('shows lines, totals, payments and webhook events, and refunds with a reason', async () => {
    jest.mocked(adminOrdersApi.getOrder).mockResolvedValueOnce(aDetail()).mockResolvedValue(aDetail({ order: anOrder({ status: 'refunded', refund: aRefund({ status: 'refunded', manual: false }) }), canRefund: false }));
    jest.mocked(adminOrdersApi.refundOrder).mockResolvedValue(aDetail({ order: anOrder({ status: 'refunded' }), canRefund: false }));
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order AC-2026-000042' })).toBeInTheDocument();
    expect(adminOrdersApi.getOrder).toHaveBeenCalledWith(ORDER_ID);
    const lines = screen.getByRole('table', { name: 'Courses bought' });
    expect(within(lines).getByText('ลงทุน 101')).toHaveAttribute('lang', 'th');
    expect(within(lines).getByText('฿441.00')).toBeInTheDocument();
    expect(screen.getByText(/coupon LAUNCH-10/)).toBeInTheDocument();
    expect(screen.getByText(/included in the prices/)).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Provider: stripe', { exact: false })).toBeInTheDocument();
    expect(within(payments).getByText('Provider reference: cs_test_123')).toBeInTheDocument();
    const events = screen.getByRole('table', { name: 'Webhook events' });
    expect(within(events).getByText('checkout.session.completed')).toBeInTheDocument();
    expect(within(events).getByText('evt_abc123')).toBeInTheDocument();
    expect(within(events).getByText('Yes')).toBeInTheDocument();
    // The tables' scroll boxes are keyboard-reachable when a table is wider than its panel.
    expect(events.parentElement).toHaveAttribute('tabindex', '0');
    expect(lines.parentElement).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'Somchai Jaidee' })).toHaveAttribute('href', adminPaths.person('enc-somchai'));
    expect(screen.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order AC-2026-000042?' });
    expect(within(dialog).getByText(/฿590.00 goes back to Somchai Jaidee through the payment provider/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ฿590.00' }));
    expect(within(dialog).getByText('Enter the reason for the refund')).toBeInTheDocument();
    expect(adminOrdersApi.refundOrder).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for the refund' }), 'Charged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ฿590.00' }));
    await waitFor(() => expect(adminOrdersApi.refundOrder).toHaveBeenCalledWith(ORDER_ID, 'Charged twice', [7, 8]));
    expect(await screen.findByText(/Order AC-2026-000042 is refunded/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(adminOrdersApi.getOrder).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Not what I expected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('refunds only the courses the admin leaves ticked; a course refunded already cannot be picked', async () => {
    const base = anOrder({ status: 'partially_refunded' });
    const [first, second, third] = [base.lines[0]!, base.lines[1]!, { ...base.lines[1]!, courseId: 9, slug: 'bonds', title: 'Bonds', totalMinor: 5000, unitMinor: 5000 }];
    const order = { ...base, lines: [{ ...first, refundStatus: 'refunded' as const }, { ...second, refundStatus: null }, { ...third, refundStatus: null }] };
    jest.mocked(adminOrdersApi.getOrder).mockResolvedValue(aDetail({ order, canRefund: true }));
    jest.mocked(adminOrdersApi.refundOrder).mockResolvedValue(aDetail({ order: { ...order, status: 'partially_refunded' }, canRefund: true }));
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order AC-2026-000042?' });
    const boxes = within(within(dialog).getByRole('group', { name: 'Courses to refund' })).getAllByRole('checkbox');
    expect(boxes[0]).toBeDisabled();
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, true]);
    expect(within(dialog).getByRole('button', { name: 'Refund ฿199.00' })).toBeInTheDocument();
    await userEvent.click(boxes[2]!);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for the refund' }), 'Wrong course');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ฿149.00' }));
    await waitFor(() => expect(adminOrdersApi.refundOrder).toHaveBeenCalledWith(ORDER_ID, 'Wrong course', [8]));
    expect(await screen.findByText('The chosen courses were refunded; the order is partly refunded.')).toBeInTheDocument();
  });

  it("approves a buyer's refund request; a refusal stays in the dialog", async () => {
    jest.mocked(adminOrdersApi.getOrder).mockResolvedValue(aDetail({ order: anOrder({ status: 'refund_requested', refund: aRefund() }), refundRequested: true, payments: [{ ...aDetail().payments[0]!, provider: 'qr', method: 'promptpay', providerRef: null }] }));
    jest.mocked(adminOrdersApi.refundOrder).mockRejectedValue(new ApiError({ status: 409, code: 'ORDER_STATE_CONFLICT', message: 'decided' }));
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the refund of order AC-2026-000042?' });
    expect(within(dialog).getByText(/paid by bank transfer: after approving, send ฿590.00 back by hand/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for the refund' }), 'Within policy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ฿590.00' }));
    await waitFor(() => expect(adminOrdersApi.refundOrder).toHaveBeenCalledWith(ORDER_ID, 'Within policy'));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists the webhook events on a phone', async () => {
    asPhone();
    jest.mocked(adminOrdersApi.getOrder).mockResolvedValue(aDetail());
    renderOrder();
    const events = await screen.findByRole('list', { name: 'Webhook events' });
    expect(within(events).getByText('checkout.session.completed')).toBeInTheDocument();
    expect(within(events).getByText('evt_abc123')).toBeInTheDocument();
  });

  it('marks a pending transfer received with the bank reference', async () => {
    const pending = aDetail({
      order: anOrder({ status: 'pending', paidAt: null, payment: { ...anOrder().payment!, status: 'pending' } }),
      payments: [{ ...aDetail().payments[0]!, provider: 'qr', method: 'promptpay', status: 'pending', providerRef: null, confirmedAt: null }],
      events: [],
      canRefund: false,
      canMarkReceived: true,
    });
    jest.mocked(adminOrdersApi.getOrder).mockResolvedValue(pending);
    jest.mocked(adminOrdersApi.markOrderReceived).mockResolvedValue(aDetail({ canRefund: true }));
    renderOrder();
    expect(await screen.findByText('No event from a payment provider.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark received' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer received for AC-2026-000042?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank reference' }), 'KBANK-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: received' }));
    await waitFor(() => expect(adminOrdersApi.markOrderReceived).toHaveBeenCalledWith(ORDER_ID, 'KBANK-1'));
    expect(await screen.findByText('Order AC-2026-000042 is paid and the buyer enrolled.')).toBeInTheDocument();
  });
});
