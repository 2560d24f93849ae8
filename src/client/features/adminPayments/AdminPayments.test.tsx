// The admin's money pages with the API mocked: transfers awaiting confirmation (mark received with the
// bank reference), all payments and search; refund requests (approve after a confirmation, decline with
// a reason, mark a QR refund paid out).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayment, AdminRefund } from '../../../shared/schemas/commerce';
import type { AdminFlaggedEvent } from '../../../shared/schemas/flaggedEvents';
import * as adminPaymentsApi from '../../api/adminPaymentsApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { runRequest } from '../../testing/requestStore';
import { anOrder, aRefund } from '../orders/orderFixtures';
import AdminPaymentsPage from './AdminPaymentsPage';
import AdminRefundsPage from './AdminRefundsPage';
import { paymentReceivedRequest } from './adminPaymentsRequests';

jest.mock('../../api/adminPaymentsApi');

beforeEach(() => jest.resetAllMocks());

const render = (ui: React.ReactElement) => renderWithProviders(ui, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 } } });

const aPayment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  payment: { ...anOrder().payment!, provider: 'qr', method: 'vietqr', status: 'pending', amountMinor: 250000, currency: 'VND', reference: 'AC2026000042' },
  orderId: anOrder().id,
  orderNumber: 'AC-2026-000042',
  orderStatus: 'pending',
  buyer: { username: 'an', name: 'Nguyễn Văn An', email: 'an@example.com' },
  createdAt: '2026-11-20T03:00:00.000Z',
  confirmedAt: null,
  bankReference: null,
  ...overrides,
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('AdminPaymentsPage', () => {
  it('lists the transfers awaiting confirmation and marks one received with the bank reference', async () => {
    jest.mocked(adminPaymentsApi.listPayments).mockResolvedValueOnce(page([aPayment()])).mockResolvedValue(page([]));
    jest.mocked(adminPaymentsApi.markPaymentReceived).mockResolvedValue(aPayment({ payment: { ...aPayment().payment, status: 'succeeded' }, orderStatus: 'paid', bankReference: 'FT123' }));
    render(<AdminPaymentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Awaiting transfer' });
    expect(adminPaymentsApi.listPayments).toHaveBeenCalledWith({ status: 'awaiting', page: 1, pageSize: 20 });
    expect(within(table).getByText('Nguyễn Văn An')).toBeInTheDocument();
    expect(within(table).getByText('₫250,000')).toBeInTheDocument();
    expect(within(table).getByText('VietQR bank transfer')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Mark the transfer of order AC-2026-000042 received' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer received for AC-2026-000042?' });
    expect(within(dialog).getByText(/₫250,000 by VietQR bank transfer from Nguyễn Văn An with the reference AC2026000042/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: received' }));
    expect(within(dialog).getByText('Enter the bank reference')).toBeInTheDocument();
    expect(adminPaymentsApi.markPaymentReceived).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank reference' }), 'FT123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: received' }));
    await waitFor(() => expect(adminPaymentsApi.markPaymentReceived).toHaveBeenCalledWith(aPayment().payment.id, 'FT123'));
    expect(await screen.findByText('Order AC-2026-000042 is paid and the buyer enrolled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No transfer is waiting')).toBeInTheDocument();
  });

  it('shows all payments and searches them', async () => {
    jest.mocked(adminPaymentsApi.listPayments).mockResolvedValue(page([aPayment({ payment: { ...aPayment().payment, status: 'succeeded' }, orderStatus: 'paid', bankReference: 'FT9' })]));
    render(<AdminPaymentsPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'All payments' }));
    await waitFor(() => expect(adminPaymentsApi.listPayments).toHaveBeenLastCalledWith({ status: 'all', page: 1, pageSize: 20 }));
    expect(await screen.findByText('Bank reference: FT9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark the transfer/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number, buyer or e-mail' }), 'an@example.com{Enter}');
    await waitFor(() => expect(adminPaymentsApi.listPayments).toHaveBeenLastCalledWith({ status: 'all', search: 'an@example.com', page: 1, pageSize: 20 }));
  });

  it('keeps a refused confirmation in the dialog', async () => {
    jest.mocked(adminPaymentsApi.markPaymentReceived).mockRejectedValue(new ApiError({ status: 409, code: 'ORDER_STATE_CONFLICT', message: 'expired' }));
    const { state } = await runRequest(paymentReceivedRequest, { id: 'p1', reference: 'FT1' });
    expect(adminPaymentsApi.markPaymentReceived).toHaveBeenCalledWith('p1', 'FT1');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'ORDER_STATE_CONFLICT' } });
  });
});

const aFlagged = (overrides: Partial<AdminFlaggedEvent> = {}): AdminFlaggedEvent => ({
  id: 7,
  provider: 'stripe',
  eventId: 'evt_1QabcDEF',
  type: 'payment.succeeded',
  reason: 'amount 1000 is not the payment\'s 1599',
  amountMinor: 1000,
  currency: 'USD',
  receivedAt: '2026-11-20T03:00:00.000Z',
  paymentId: anOrder().payment!.id,
  orderId: anOrder().id,
  orderNumber: 'AC-2026-000042',
  ...overrides,
});

function setPhone(matches: boolean) {
  const media = (query: string) => ({ matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
}

describe('AdminPaymentsPage: late transfers and flagged events', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('offers "received" in all payments for a transfer whose order expired, saying it is a late payment', async () => {
    const late = aPayment({ payment: { ...aPayment().payment, status: 'expired' }, orderStatus: 'expired' });
    const card = aPayment({ payment: { ...aPayment().payment, id: '00000000-0000-4000-8000-0000000000c1', provider: 'test', status: 'expired' }, orderStatus: 'expired', orderNumber: 'AC-2026-000043' });
    jest.mocked(adminPaymentsApi.listPayments).mockResolvedValue(page([late, card]));
    render(<AdminPaymentsPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'All payments' }));
    await waitFor(() => expect(adminPaymentsApi.listPayments).toHaveBeenLastCalledWith({ status: 'all', page: 1, pageSize: 20 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark the transfer of order AC-2026-000042 received' }));
    expect(screen.queryByRole('button', { name: 'Mark the transfer of order AC-2026-000043 received' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Transfer received for AC-2026-000042?' });
    expect(within(dialog).getByText(/confirming pays it as a late payment/)).toBeInTheDocument();
  });

  it('lists flagged events with reason, amount and order link, and pages them', async () => {
    jest.mocked(adminPaymentsApi.listPayments).mockResolvedValue(page([]));
    jest.mocked(adminPaymentsApi.listFlaggedEvents).mockResolvedValue({ items: [aFlagged(), aFlagged({ id: 8, provider: 'test', eventId: 'evt_ghost', reason: 'unknown payment', amountMinor: 4242, currency: 'XYZ', paymentId: null, orderId: null, orderNumber: null })], total: 45, page: 1, pageSize: 20 });
    render(<AdminPaymentsPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Flagged events' }));
    const table = await screen.findByRole('table', { name: 'Flagged events' });
    expect(adminPaymentsApi.listFlaggedEvents).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(table).getByText("amount 1000 is not the payment's 1599")).toBeInTheDocument();
    expect(within(table).getByText('$10.00')).toBeInTheDocument();
    expect(within(table).getByText('4242 XYZ')).toBeInTheDocument();
    expect(within(table).getByText('evt_ghost')).toBeInTheDocument();
    expect(within(table).getByText('No order')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open order AC-2026-000042' })).toHaveAttribute('href', expect.stringContaining(`/orders/${anOrder().id}`));
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(adminPaymentsApi.listFlaggedEvents).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 }));
  });

  it('shows cards on a phone, and a retry after an error', async () => {
    setPhone(true);
    jest.mocked(adminPaymentsApi.listPayments).mockResolvedValue(page([]));
    jest.mocked(adminPaymentsApi.listFlaggedEvents).mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' })).mockResolvedValueOnce(page([aFlagged()])).mockResolvedValue(page([]));
    render(<AdminPaymentsPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Flagged events' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Flagged events' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByText('evt_1QabcDEF')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open order AC-2026-000042' })).toBeInTheDocument();
  });

  it('says when nothing is flagged', async () => {
    jest.mocked(adminPaymentsApi.listPayments).mockResolvedValue(page([]));
    jest.mocked(adminPaymentsApi.listFlaggedEvents).mockResolvedValue(page([]));
    render(<AdminPaymentsPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Flagged events' }));
    expect(await screen.findByText('No flagged events')).toBeInTheDocument();
  });
});

const aRefundItem = (overrides: Partial<AdminRefund> = {}): AdminRefund => ({
  refund: aRefund({ payoutAccount: { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '0812345678' } }),
  orderId: anOrder().id,
  orderNumber: 'AC-2026-000042',
  provider: 'qr',
  method: 'promptpay',
  buyer: { username: 'somchai', name: 'Somchai Jaidee', email: 'somchai@example.com' },
  courseTitles: ['Investing 101'],
  partial: false,
  progressPercent: 12,
  ...overrides,
});

describe('AdminRefundsPage', () => {
  it('shows what the admin needs to decide, approves after a confirmation, then marks a QR refund paid out', async () => {
    jest.mocked(adminPaymentsApi.listRefunds).mockResolvedValueOnce(page([aRefundItem()])).mockResolvedValue(page([aRefundItem({ refund: aRefund({ status: 'approved', payoutAccount: { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '0812345678' } }) })]));
    jest.mocked(adminPaymentsApi.approveRefund).mockResolvedValue(aRefund({ status: 'approved' }));
    jest.mocked(adminPaymentsApi.markRefundPaidOut).mockResolvedValue(aRefund({ status: 'refunded', reference: 'KB-1' }));
    render(<AdminRefundsPage />);
    const card = (await screen.findByRole('heading', { name: 'Order AC-2026-000042 · ฿590.00' })).closest('li') as HTMLElement;
    expect(adminPaymentsApi.listRefunds).toHaveBeenCalledWith({ status: 'requested', page: 1, pageSize: 20 });
    expect(within(card).getByText('Not what I expected')).toBeInTheDocument();
    expect(within(card).getByText('12%')).toBeInTheDocument();
    expect(within(card).getByText('0812345678')).toBeInTheDocument();
    expect(within(card).getByText(/refund by hand/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const approve = screen.getByRole('dialog', { name: 'Approve the refund of AC-2026-000042?' });
    expect(within(approve).getByText(/send ฿590.00 to the account shown/)).toBeInTheDocument();
    expect(adminPaymentsApi.approveRefund).not.toHaveBeenCalled();
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve ฿590.00' }));
    await waitFor(() => expect(adminPaymentsApi.approveRefund).toHaveBeenCalledWith(7));
    expect(await screen.findByText('The refund was approved.')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid out' }));
    const paid = screen.getByRole('dialog', { name: 'Money sent back for AC-2026-000042?' });
    await userEvent.type(within(paid).getByRole('textbox', { name: 'Bank reference' }), 'KB-1');
    await userEvent.click(within(paid).getByRole('button', { name: 'Confirm: sent' }));
    await waitFor(() => expect(adminPaymentsApi.markRefundPaidOut).toHaveBeenCalledWith(7, 'KB-1'));
    expect(await screen.findByText('The refund is recorded as paid out.')).toBeInTheDocument();
  });

  it('declines with a reason and filters by status', async () => {
    jest.mocked(adminPaymentsApi.listRefunds).mockResolvedValue(page([aRefundItem({ method: 'card', provider: 'stripe', refund: aRefund({ manual: false, payoutAccount: null }) })]));
    jest.mocked(adminPaymentsApi.rejectRefund).mockResolvedValue(aRefund({ status: 'rejected' }));
    render(<AdminRefundsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the refund of AC-2026-000042' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Course finished');
    await userEvent.click(within(dialog).getByRole('button', { name: /Reject/ }));
    await waitFor(() => expect(adminPaymentsApi.rejectRefund).toHaveBeenCalledWith(7, 'Course finished'));
    expect(await screen.findByText(/The refund was declined/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(adminPaymentsApi.listRefunds).toHaveBeenLastCalledWith({ status: 'refunded', page: 1, pageSize: 20 }));
  });

  it('shows the courses of a partial refund with their amounts, and names them before approving', async () => {
    const lines = [{ courseId: 8, title: 'Options basics', amountMinor: 14900 }];
    jest.mocked(adminPaymentsApi.listRefunds).mockResolvedValue(
      page([aRefundItem({ method: 'card', provider: 'stripe', partial: true, courseTitles: ['Options basics'], refund: aRefund({ manual: false, payoutAccount: null, amountMinor: 14900, lines }) })]),
    );
    render(<AdminRefundsPage />);
    const card = (await screen.findByRole('heading', { name: 'Order AC-2026-000042 · ฿149.00' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Some courses')).toBeInTheDocument();
    expect(within(card).getByText('Courses asked for')).toBeInTheDocument();
    expect(within(card).getByText('Options basics · ฿149.00')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(screen.getByText(/Only these courses are refunded: Options basics/)).toBeInTheDocument();
  });

  it('says where a card refund goes before approving it', async () => {
    jest.mocked(adminPaymentsApi.listRefunds).mockResolvedValue(page([aRefundItem({ method: 'card', provider: 'stripe', refund: aRefund({ manual: false, payoutAccount: null }) })]));
    render(<AdminRefundsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByText(/goes back to Somchai Jaidee’s card through the payment provider/)).toBeInTheDocument();
  });
});
