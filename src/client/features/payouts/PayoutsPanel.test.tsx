// The payouts panel with the API mocked: balances, asking for a payout (the amount typed in major units
// is sent in minor units: satang for baht, whole dong), why the form is closed, the server's refusals,
// and the payout method's form with its per-kind checks and the password.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as payoutsApi from '../../api/payoutsApi';
import { ApiError } from '../../api/apiError';
import { initialAuthState } from '../auth/authSlice';
import { aCustomer } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aBalance, aMethod, aPayout, pageOf } from './payoutFixtures';
import PayoutsPage from './PayoutsPage';
import { PayoutsPanel } from './PayoutsPanel';

jest.mock('../../api/payoutsApi');

const api = jest.mocked(payoutsApi);
const auth = { ...initialAuthState, status: 'success' as const, user: aCustomer({ email: 'somchai@example.com' }), initialized: true };
const render = (ui: React.ReactElement) => renderWithProviders(ui, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 }, auth } });

beforeEach(() => {
  jest.resetAllMocks();
  api.getBalances.mockResolvedValue([aBalance()]);
  api.getPayoutMethod.mockResolvedValue({ method: aMethod() });
  api.listPayouts.mockResolvedValue(pageOf([]));
});

const amountField = () => screen.getByRole('textbox', { name: /^Amount/ });
const submitButton = () => screen.getByRole('button', { name: 'Ask for the payout' });

describe('PayoutsPanel', () => {
  it('shows the balances and asks for a payout in satang', async () => {
    api.requestPayout.mockResolvedValue(aPayout({ amountMinor: 125050 }));
    render(<PayoutsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toHaveFocus();
    const balance = (await screen.findByRole('heading', { name: 'THB balance' })).closest('li') as HTMLElement;
    expect(within(balance).getByText('฿1,250.50')).toBeInTheDocument();
    expect(within(balance).getByText('฿590.00')).toBeInTheDocument();
    expect(api.getBalances).toHaveBeenCalledWith('instructor');
    expect(api.listPayouts).toHaveBeenCalledWith({ account: 'instructor', page: 1, pageSize: 10 });
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByText('******5678')).toBeInTheDocument();
    expect(screen.getByText(/Available: ฿1,250.50. Smallest payout: ฿350.00/)).toBeInTheDocument();

    await userEvent.type(amountField(), '1,250.50');
    expect(screen.getByText('You ask for ฿1,250.50')).toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() => expect(api.requestPayout).toHaveBeenCalledWith({ amount: 125050, currency: 'THB', account: 'instructor' }));
    expect(await screen.findByText(/Your payout of ฿1,250.50 was requested/)).toBeInTheDocument();
    await waitFor(() => expect(api.getBalances).toHaveBeenCalledTimes(2));
    expect(api.listPayouts).toHaveBeenCalledTimes(2);
    expect(amountField()).toHaveValue('');
  });

  it('withdraws all of a dong balance as whole dong', async () => {
    api.getBalances.mockResolvedValue([aBalance({ currency: 'VND', availableMinor: 2_500_000, pendingMinor: 0 })]);
    api.getPayoutMethod.mockResolvedValue({ method: aMethod({ method: { kind: 'bank_vn', holderName: 'Nguyễn Văn An', bank: 'Vietcombank', value: '****3456' } }) });
    api.requestPayout.mockResolvedValue(aPayout({ currency: 'VND', amountMinor: 2_500_000 }));
    render(<PayoutsPanel account="affiliate" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw all available' }));
    expect(amountField()).toHaveValue('2500000');
    await userEvent.click(submitButton());
    await waitFor(() => expect(api.requestPayout).toHaveBeenCalledWith({ amount: 2_500_000, currency: 'VND', account: 'affiliate' }));
    expect(api.getBalances).toHaveBeenCalledWith('affiliate');
  });

  it('checks the amount before sending it', async () => {
    render(<PayoutsPanel account="instructor" />);
    await screen.findByText(/Smallest payout/);
    await userEvent.type(amountField(), '349.99');
    await userEvent.click(submitButton());
    expect(screen.getByText('The smallest payout is ฿350.00')).toBeInTheDocument();
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1250.505');
    expect(screen.getByText('At most two decimals')).toBeInTheDocument();
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1250.51');
    expect(screen.getByText('That is more than the ฿1,250.50 available')).toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(api.requestPayout).not.toHaveBeenCalled();
  });

  it.each([
    ['there is no method', () => api.getPayoutMethod.mockResolvedValue({ method: null }), /Add a payout method first/],
    ['the method changed less than a day ago', () => api.getPayoutMethod.mockResolvedValue({ method: aMethod({ usableFrom: new Date(Date.now() + 3_600_000).toISOString() }) }), /Your payout method changed recently. For your safety, payouts pause for 24 hours/],
    ['a payout is open', () => api.listPayouts.mockResolvedValue(pageOf([aPayout({ status: 'approved' })])), /A payout of ฿400.00 is on its way/],
    ['too little is available', () => api.getBalances.mockResolvedValue([aBalance({ availableMinor: 34999 })]), /The smallest payout is ฿350.00; ฿349.99 is available now/],
  ])('is closed with the reason when %s', async (_, arrange, reason) => {
    arrange();
    render(<PayoutsPanel account="instructor" />);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(amountField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw all available' })).toBeDisabled();
  });

  it('shows the server’s refusal next to the form', async () => {
    api.requestPayout.mockRejectedValue(new ApiError({ status: 409, code: 'PAYOUT_INSUFFICIENT_BALANCE', message: 'too much' }));
    render(<PayoutsPanel account="instructor" />);
    await screen.findByText(/Smallest payout/);
    await userEvent.type(amountField(), '400');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('That is more than your available balance in this currency.');
    expect(api.requestPayout).toHaveBeenCalledWith({ amount: 40000, currency: 'THB', account: 'instructor' });
  });

  it('lists the history with each status and its detail', async () => {
    api.listPayouts.mockResolvedValue(
      pageOf([
        aPayout({ id: 3, status: 'paid', reference: 'KB-991', paidAt: '2026-11-22T00:00:00.000Z' }),
        aPayout({ id: 2, status: 'rejected', rejectReason: 'The name does not match the account' }),
      ], 25),
    );
    render(<PayoutsPanel account="instructor" />);
    const table = await screen.findByRole('table', { name: 'Payout history' });
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText(/Bank reference KB-991/)).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('Reason: The name does not match the account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.listPayouts).toHaveBeenLastCalledWith({ account: 'instructor', page: 2, pageSize: 10 }));
  });

  it('shows the history as cards on a phone', async () => {
    const matchMedia = window.matchMedia;
    // A 390 px wide screen: every max-width query below the desktop breakpoints matches.
    window.matchMedia = ((query: string) => ({ matches: /max-width/.test(query), media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as typeof window.matchMedia;
    try {
      api.listPayouts.mockResolvedValue(pageOf([aPayout({ status: 'paid', reference: 'KB-991' })]));
      render(<PayoutsPanel account="instructor" />);
      const list = await screen.findByRole('list', { name: 'Payout history' });
      expect(within(list).getByText('฿400.00')).toBeInTheDocument();
      expect(within(list).getByText(/Bank reference KB-991/)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says when nothing could be read and retries', async () => {
    api.getBalances.mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }));
    render(<PayoutsPanel account="instructor" />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'THB balance' })).toBeInTheDocument();
  });
});

describe('the payout method form', () => {
  const kindField = () => screen.getByRole('combobox', { name: /Account type/ });
  const choose = async (kind: string) => {
    await userEvent.click(kindField());
    await userEvent.click(screen.getByRole('option', { name: kind }));
  };

  it('checks each kind as the server does and sends the whole method with the password', async () => {
    api.getPayoutMethod.mockResolvedValueOnce({ method: null }).mockResolvedValue({ method: aMethod({ method: { kind: 'gcash', holderName: 'Maria Santos', value: '*******4567' } }) });
    api.savePayoutMethod.mockResolvedValue(aMethod());
    render(<PayoutsPanel account="instructor" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a payout method' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a payout method' });
    expect(within(dialog).getByText(/payouts pause for 24 hours after a change, and we e-mail somchai@example.com/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    expect(within(dialog).getByText('Choose an account type')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your current password')).toBeInTheDocument();

    await choose('PromptPay · THB');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account holder name/ }), 'Somchai Jaidee');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /PromptPay number/ }), '1234567890123');
    expect(within(dialog).getByText(/13-digit ID with a valid last digit/)).toBeInTheDocument();

    await choose('Thai bank account · THB');
    expect(within(dialog).getByText('Enter the bank')).toBeInTheDocument();

    await choose('GCash · PHP');
    const number = within(dialog).getByRole('textbox', { name: /Mobile number/ });
    await userEvent.clear(number);
    await userEvent.type(number, '0817 123 4567');
    expect(within(dialog).getByText('Enter the mobile number: 11 digits starting with 09')).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '0917 123 4567');
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'secret-pw');
    expect(api.savePayoutMethod).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    await waitFor(() =>
      expect(api.savePayoutMethod).toHaveBeenCalledWith({ method: { kind: 'gcash', holderName: 'Somchai Jaidee', value: '09171234567' }, currentPassword: 'secret-pw' }, undefined),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/The payout method was saved. Payouts open again in 24 hours./)).toBeInTheDocument();
    expect(await screen.findByText('Maria Santos')).toBeInTheDocument();
  });

  it('a Vietnamese bank is chosen from the list (VietQR); a Philippine bank is typed', async () => {
    api.getPayoutMethod.mockResolvedValue({ method: null });
    api.savePayoutMethod.mockResolvedValue(aMethod());
    render(<PayoutsPanel account="instructor" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a payout method' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a payout method' });
    await choose('Philippine bank account · PHP');
    expect(within(dialog).getByRole('textbox', { name: /Bank/ })).toBeInTheDocument();
    expect(within(dialog).getByText('The bank name, e.g. BDO, BPI, Landbank')).toBeInTheDocument();

    await choose('Vietnamese bank account · VND');
    expect(within(dialog).queryByRole('textbox', { name: /^Bank/ })).not.toBeInTheDocument();
    const bank = within(dialog).getByRole('combobox', { name: /Bank/ });
    expect(within(dialog).getByText('Choose your bank: the payout is sent to it by VietQR.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account holder name/ }), 'Nguyen Van An');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '0071 0001 23456');
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    expect(within(dialog).getByText('Choose your bank from the list')).toBeInTheDocument();
    expect(api.savePayoutMethod).not.toHaveBeenCalled();
    await userEvent.click(bank);
    for (const name of ['Vietcombank', 'VietinBank', 'BIDV', 'Agribank', 'Techcombank', 'MB Bank', 'ACB', 'VPBank', 'Sacombank', 'TPBank']) expect(screen.getByRole('option', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Techcombank' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    await waitFor(() =>
      expect(api.savePayoutMethod).toHaveBeenCalledWith({ method: { kind: 'bank_vn', holderName: 'Nguyen Van An', bank: 'Techcombank', value: '0071000123456' }, currentPassword: 'pw' }, undefined),
    );
  });

  it('shows a wrong password at the password field and keeps the dialog', async () => {
    api.savePayoutMethod.mockRejectedValue(new ApiError({ status: 403, code: 'AUTH_WRONG_PASSWORD', message: 'wrong' }));
    render(<PayoutsPanel account="instructor" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the payout method' });
    expect(kindField()).toHaveTextContent('PromptPay');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /PromptPay number/ }), '1234567890121');
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    await waitFor(() => expect(api.savePayoutMethod).toHaveBeenCalledWith({ method: { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '1234567890121' }, currentPassword: 'nope' }, 1));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reads the method again when it changed meanwhile, and saves with the new version', async () => {
    api.getPayoutMethod.mockResolvedValueOnce({ method: aMethod() }).mockResolvedValue({ method: aMethod({ version: 2 }) });
    api.savePayoutMethod.mockRejectedValueOnce(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale' })).mockResolvedValue(aMethod({ version: 3 }));
    render(<PayoutsPanel account="instructor" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /PromptPay number/ }), '0812345678');
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    expect(await within(dialog).findByText(/Your payout method was changed meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(api.getPayoutMethod).toHaveBeenCalledTimes(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    await waitFor(() => expect(api.savePayoutMethod).toHaveBeenLastCalledWith(expect.anything(), 2));
  });

  it('tells an account without a password how to get one', async () => {
    api.savePayoutMethod.mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_PASSWORD_REQUIRED', message: 'none' }));
    render(<PayoutsPanel account="instructor" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /PromptPay number/ }), '0812345678');
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the method' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/signs in with Google or Facebook only/);
  });
});
