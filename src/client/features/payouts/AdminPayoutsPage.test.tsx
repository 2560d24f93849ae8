// The admin's payout queue with the API mocked: what a row shows (the whole method, the QR for the exact
// amount, what is available after), approve, mark paid with the bank reference, reject with a reason,
// each answer replacing its row; a payout that moved meanwhile (409) is said and the list read again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as payoutsApi from '../../api/payoutsApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminPayoutsPage from './AdminPayoutsPage';
import { aPayout, anAdminPayout, pageOf } from './payoutFixtures';
import { qrImageSrc } from './payoutViews';

jest.mock('../../api/payoutsApi');

const api = jest.mocked(payoutsApi);
const render = () => renderWithProviders(<AdminPayoutsPage />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 } } });
const card = async (title = '฿400.00 to Somchai Jaidee') => (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

beforeEach(() => jest.resetAllMocks());

describe('AdminPayoutsPage', () => {
  it('shows what the admin needs to send the money, then approves and marks it paid with the reference', async () => {
    api.listAdminPayouts.mockResolvedValue(pageOf([anAdminPayout()]));
    api.approvePayout.mockResolvedValue(anAdminPayout({ payout: aPayout({ status: 'approved', approvedAt: '2026-11-21T00:00:00.000Z' }) }));
    api.markPayoutPaid.mockResolvedValue(anAdminPayout({ payout: aPayout({ status: 'paid', reference: 'KB-77' }) }));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toHaveFocus();
    let row = await card();
    expect(api.listAdminPayouts).toHaveBeenCalledWith({ status: 'open', page: 1, pageSize: 20 });
    expect(within(row).getByText('Instructor earnings')).toBeInTheDocument();
    expect(within(row).getByText('0812345678')).toBeInTheDocument();
    expect(within(row).getByText(/somchai@example.com/)).toBeInTheDocument();
    expect(within(row).getByText('฿850.50')).toBeInTheDocument();
    const qr = within(row).getByRole('img', { name: 'QR code to pay ฿400.00 to Somchai Jaidee by PromptPay' });
    expect(qr).toHaveAttribute('src', qrImageSrc(anAdminPayout().qrSvg ?? ''));
    expect(within(row).getByRole('textbox', { name: 'QR payload' })).toHaveValue(anAdminPayout().qrPayload);
    expect(within(row).queryByRole('button', { name: /Mark .* paid/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Approve ฿400.00 to Somchai Jaidee' }));
    await waitFor(() => expect(api.approvePayout).toHaveBeenCalledWith(11));
    expect(await screen.findByText(/The payout of ฿400.00 to Somchai Jaidee was approved/)).toBeInTheDocument();
    row = await card();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(api.listAdminPayouts).toHaveBeenCalledTimes(1);

    await userEvent.click(within(row).getByRole('button', { name: 'Mark ฿400.00 to Somchai Jaidee paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Sent ฿400.00 to Somchai Jaidee?' });
    expect(within(dialog).getByText(/was sent to Somchai Jaidee \(0812345678\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: paid' }));
    expect(within(dialog).getByText('Enter the bank reference')).toBeInTheDocument();
    expect(api.markPayoutPaid).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bank reference/ }), 'KB-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: paid' }));
    await waitFor(() => expect(api.markPayoutPaid).toHaveBeenCalledWith(11, 'KB-77'));
    expect(await screen.findByText('The payout of ฿400.00 to Somchai Jaidee is recorded as paid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    row = await card();
    expect(within(row).getByText('KB-77')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('rejects with a reason and merges a bare payout answer into its row', async () => {
    api.listAdminPayouts.mockResolvedValue(pageOf([anAdminPayout({ payout: aPayout({ account: 'affiliate' }), qrSvg: null, qrPayload: null })]));
    api.rejectPayout.mockResolvedValue(aPayout({ account: 'affiliate', status: 'rejected', rejectReason: 'Name does not match' }));
    render();
    const row = await card();
    expect(within(row).getByText('Affiliate commissions')).toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reject ฿400.00 to Somchai Jaidee' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject ฿400.00 to Somchai Jaidee' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the payout' }));
    expect(within(dialog).getByText('Enter the reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Name does not match');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the payout' }));
    await waitFor(() => expect(api.rejectPayout).toHaveBeenCalledWith(11, 'Name does not match'));
    expect(await screen.findByText(/was rejected; the money is available to them again/)).toBeInTheDocument();
    const after = await card();
    expect(within(after).getByText('Rejected')).toBeInTheDocument();
    expect(within(after).getByText('Name does not match')).toBeInTheDocument();
    expect(within(after).getByText('0812345678')).toBeInTheDocument();
  });

  it('says when a payout moved meanwhile and reads the list again', async () => {
    api.listAdminPayouts.mockResolvedValueOnce(pageOf([anAdminPayout({ payout: aPayout({ status: 'approved' }) })])).mockResolvedValue(pageOf([]));
    api.markPayoutPaid.mockRejectedValue(new ApiError({ status: 409, code: 'PAYOUT_STATE_CONFLICT', message: 'moved' }));
    render();
    const row = await card();
    await userEvent.click(within(row).getByRole('button', { name: /Mark .* paid/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bank reference/ }), 'KB-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: paid' }));
    expect(await screen.findByText('This payout changed meanwhile. Reload to see where it stands.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.listAdminPayouts).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('No payout is waiting')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    api.listAdminPayouts.mockResolvedValue(pageOf([]));
    render();
    expect(await screen.findByText('No payout is waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(api.listAdminPayouts).toHaveBeenLastCalledWith({ status: 'paid', page: 1, pageSize: 20 }));
    expect(await screen.findByText('No payouts')).toBeInTheDocument();
  });
});
