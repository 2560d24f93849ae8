// The buyer's account pages with the API mocked: payment info (billing details, order history), an
// order (continue paying, the refund dialog and its payout account rules, refund states, not found) and
// the receipt (receipt and Thai tax invoice variants, print).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as billingApi from '../../api/billingApi';
import * as ordersApi from '../../api/ordersApi';
import * as refundsApi from '../../api/refundsApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aBilling, anOrder, anOrderSummary, aReceipt, aRefund, ORDER_ID } from './orderFixtures';
import type { OrderLine } from '../../../shared/schemas/commerce';
import OrderPage from './OrderPage';
import PaymentInfoPage from './PaymentInfoPage';
import ReceiptPage from './ReceiptPage';

jest.mock('../../api/billingApi');
jest.mock('../../api/ordersApi');
jest.mock('../../api/refundsApi');

beforeEach(() => jest.resetAllMocks());

const thai = { locale: { lang: 'en' as const, country: 174 as const } };
const render = (ui: React.ReactElement, route = '/') => renderWithProviders(ui, { runSagas: true, preloadedState: thai, route });
const page = (items = [anOrderSummary()], total = items.length) => ({ items, total, page: 1, pageSize: 10 });

describe('PaymentInfoPage', () => {
  it('shows the billing details and the orders with status, total in the currency, and links to the order and its receipt', async () => {
    jest.mocked(billingApi.getBilling).mockResolvedValue(aBilling());
    jest.mocked(ordersApi.listOrders).mockResolvedValue(page([anOrderSummary(), anOrderSummary({ id: 'b1', number: 'AC-2026-000043', status: 'pending', paidAt: null, totalMinor: 1999, currency: 'USD' })]));
    render(<PaymentInfoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment info' })).toHaveFocus();
    expect(await screen.findByDisplayValue('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('TH');
    expect(screen.getByText('13 digits, e.g. 0105556123456')).toBeInTheDocument();
    expect(ordersApi.listOrders).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    const table = await screen.findByRole('table', { name: 'Order history' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('฿590.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Receipt of order AC-2026-000042' })).toHaveAttribute('href', `/student/orders/${ORDER_ID}/receipt`);
    expect(within(rows[2]!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$19.99')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Details of order AC-2026-000043' })).toHaveAttribute('href', '/student/orders/b1');
  });

  it('saves the details and says so; a tax ID the server refuses is shown on its field', async () => {
    jest.mocked(billingApi.getBilling).mockResolvedValue(aBilling());
    jest.mocked(ordersApi.listOrders).mockResolvedValue(page([]));
    jest.mocked(billingApi.saveBilling).mockRejectedValueOnce(new ApiError({ status: 400, code: 'BILLING_INVALID', message: 'bad tax id' }));
    render(<PaymentInfoPage />);
    const taxId = await screen.findByRole('textbox', { name: 'Tax ID (optional)' });
    await userEvent.type(taxId, '1234567890123');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(taxId).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This tax ID is not valid for the country chosen')).toBeInTheDocument();
    expect(billingApi.saveBilling).toHaveBeenCalledWith({ name: 'Somchai Jaidee', address: '99 Sukhumvit Rd, Bangkok 10110', countryCode: 'TH', taxId: '1234567890123', preferredMethods: {} });

    jest.mocked(billingApi.saveBilling).mockResolvedValue(aBilling({ taxId: '0105556123456', preferredMethods: { 174: 'promptpay' } }));
    await userEvent.clear(taxId);
    await userEvent.type(taxId, '0105556123456');
    await userEvent.click(screen.getByRole('combobox', { name: 'Thailand' }));
    await userEvent.click(screen.getByRole('option', { name: 'PromptPay QR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(billingApi.saveBilling).toHaveBeenLastCalledWith(expect.objectContaining({ taxId: '0105556123456', preferredMethods: { 174: 'promptpay' } }));
  });

  it('checks a Thai tax ID has 13 digits before sending', async () => {
    jest.mocked(billingApi.getBilling).mockResolvedValue(aBilling());
    jest.mocked(ordersApi.listOrders).mockResolvedValue(page([]));
    render(<PaymentInfoPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tax ID (optional)' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This tax ID is not valid for the country chosen')).toBeInTheDocument();
    expect(billingApi.saveBilling).not.toHaveBeenCalled();
  });

  it('has an empty state that leads to the catalogue, and pages through a long history', async () => {
    jest.mocked(billingApi.getBilling).mockResolvedValue(aBilling({ countryCode: null }));
    jest.mocked(ordersApi.listOrders).mockResolvedValue(page([]));
    const { unmount } = render(<PaymentInfoPage />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    // No stored country: the region's (Thailand) is suggested.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('TH');
    unmount();
    jest.mocked(ordersApi.listOrders).mockResolvedValue(page([anOrderSummary()], 25));
    render(<PaymentInfoPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(ordersApi.listOrders).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 }));
  });
});

const renderOrder = () =>
  render(
    <Routes>
      <Route path="/student/orders/:orderId" element={<OrderPage />} />
    </Routes>,
    `/student/orders/${ORDER_ID}`,
  );

describe('OrderPage', () => {
  it('shows the lines with their language, the totals with the coupon and the included tax, and the receipt link', async () => {
    jest.mocked(ordersApi.getOrder).mockResolvedValue(anOrder());
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order AC-2026-000042' })).toHaveFocus();
    expect(ordersApi.getOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(screen.getByRole('link', { name: 'ลงทุน 101' })).toHaveAttribute('lang', 'th');
    expect(screen.getByText('Discount (LAUNCH-10)')).toBeInTheDocument();
    expect(screen.getByText('−฿49.00')).toBeInTheDocument();
    expect(screen.getByText('Tax included (7%)')).toBeInTheDocument();
    expect(screen.getByText('฿38.60')).toBeInTheDocument();
    expect(screen.getAllByText('฿590.00').length).toBeGreaterThan(0);
    expect(screen.getByText('PromptPay QR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', `/student/orders/${ORDER_ID}/receipt`);
  });

  it('links a pending order back to paying', async () => {
    jest.mocked(ordersApi.getOrder).mockResolvedValue(anOrder({ status: 'pending', paidAt: null, canRequestRefund: false, expiresAt: '2026-11-20T03:15:00.000Z' }));
    renderOrder();
    expect(await screen.findByRole('link', { name: 'Continue paying' })).toHaveAttribute('href', `/checkout/${ORDER_ID}`);
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
  });

  it('asks for a refund of a QR-paid order with the account the money goes to', async () => {
    jest.mocked(ordersApi.getOrder).mockResolvedValue(anOrder());
    jest.mocked(refundsApi.requestRefund).mockResolvedValue(anOrder({ status: 'refund_requested', canRequestRefund: false, refund: aRefund() }));
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a refund' });
    // Baht: PromptPay or a Thai bank, nothing else.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Account type' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['PromptPay', 'Thai bank account']);
    await userEvent.click(screen.getByRole('option', { name: 'Thai bank account' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why do you want a refund?' }), 'Not for me');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '12-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(within(dialog).getByText('Enter the bank')).toBeInTheDocument();
    expect(within(dialog).getByText('This does not look right for the account type')).toBeInTheDocument();
    expect(refundsApi.requestRefund).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank' }), 'Kasikornbank');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Account number' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '123-4-56789-0');
    jest.mocked(ordersApi.getOrder).mockResolvedValue(anOrder({ status: 'refund_requested', canRequestRefund: false, refund: aRefund() }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(refundsApi.requestRefund).toHaveBeenCalledWith(ORDER_ID, {
        reason: 'Not for me',
        courseIds: [7, 8],
        payoutAccount: { kind: 'bank_th', holderName: 'Somchai Jaidee', bank: 'Kasikornbank', value: '1234567890' },
      }),
    );
    expect(await screen.findByText(/Your refund request was sent/)).toBeInTheDocument();
    expect(await screen.findByText(/You asked for a refund on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
  });

  it('asks a card-paid order only for the reason, and translates a refusal', async () => {
    const card = anOrder({ method: 'card', payment: { ...anOrder().payment!, provider: 'stripe', method: 'card' } });
    jest.mocked(ordersApi.getOrder).mockResolvedValue(card);
    jest.mocked(refundsApi.requestRefund).mockRejectedValue(new ApiError({ status: 409, code: 'REFUND_NOT_ALLOWED', message: 'no' }));
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Account type' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why do you want a refund?' }), 'Changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText(/can no longer be refunded/)).toBeInTheDocument();
    expect(refundsApi.requestRefund).toHaveBeenCalledWith(ORDER_ID, { reason: 'Changed my mind', courseIds: [7, 8] });
  });

  it('lets the buyer choose the courses to refund: the amount follows, a course that cannot be refunded is disabled, none is refused', async () => {
    const base = anOrder({ method: 'card', payment: { ...anOrder().payment!, provider: 'stripe', method: 'card' } });
    const [first, second] = base.lines as [OrderLine, OrderLine];
    jest.mocked(ordersApi.getOrder).mockResolvedValue({ ...base, lines: [{ ...first, paidMinor: 44100, refundable: true, refundStatus: null }, { ...second, paidMinor: 14900, refundable: true, refundStatus: null }] });
    jest.mocked(refundsApi.requestRefund).mockResolvedValue(anOrder({ status: 'refund_requested', canRequestRefund: false }));
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    const dialog = screen.getByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Courses to refund' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    expect(within(dialog).getByText(/To refund: .*590/)).toBeInTheDocument();
    await userEvent.click(boxes[0]!);
    expect(within(dialog).getByText(/To refund: .*149/)).toBeInTheDocument();
    expect(within(dialog).getByText(/You ask for .*149.* back for the courses you choose/)).toBeInTheDocument();
    await userEvent.click(boxes[1]!);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why do you want a refund?' }), 'Only the second');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(within(dialog).getByText('Choose at least one course')).toBeInTheDocument();
    expect(refundsApi.requestRefund).not.toHaveBeenCalled();
    await userEvent.click(boxes[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(refundsApi.requestRefund).toHaveBeenCalledWith(ORDER_ID, { reason: 'Only the second', courseIds: [8] }));
  });

  it('a partly refunded order shows which course was refunded and still offers the others', async () => {
    const base = anOrder({ method: 'card', payment: { ...anOrder().payment!, provider: 'stripe', method: 'card' } });
    const [first, second] = base.lines as [OrderLine, OrderLine];
    const done = aRefund({ id: 41, status: 'refunded', manual: false, payoutAccount: null, amountMinor: 44100, refundedAt: '2026-11-22T00:00:00.000Z', reference: 'test_rf_1', lines: [{ courseId: 7, title: first.title, amountMinor: 44100 }] });
    jest.mocked(ordersApi.getOrder).mockResolvedValue({
      ...base,
      status: 'partially_refunded',
      lines: [{ ...first, paidMinor: 44100, refundable: false, refundStatus: 'refunded' }, { ...second, paidMinor: 14900, refundable: true, refundStatus: null }],
      refund: done,
      refunds: [done],
    });
    renderOrder();
    expect(await screen.findByText('Courses in this refund:')).toBeInTheDocument();
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    const group = within(screen.getByRole('dialog')).getByRole('group', { name: 'Courses to refund' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes[0]).toBeDisabled();
    expect(boxes[0]).not.toBeChecked();
    expect(boxes[1]).toBeChecked();
    expect(within(group).getByText('Refunded already')).toBeInTheDocument();
  });

  it('shows each refund state: approved (money on its way), declined with the reason, refunded with the reference', async () => {
    jest.mocked(ordersApi.getOrder).mockResolvedValue(anOrder({ status: 'refund_requested', canRequestRefund: false, refund: aRefund({ status: 'approved' }) }));
    const { unmount } = renderOrder();
    expect(await screen.findByText('Approved: the money is on its way to the account you gave.')).toBeInTheDocument();
    unmount();
    jest.mocked(ordersApi.getOrder).mockResolvedValue(anOrder({ status: 'paid', canRequestRefund: false, refund: aRefund({ status: 'rejected', rejectReason: 'You finished the course' }) }));
    const second = renderOrder();
    expect(await screen.findByText('Your refund request was declined.')).toBeInTheDocument();
    expect(screen.getByText('Reason: You finished the course')).toBeInTheDocument();
    second.unmount();
    jest.mocked(ordersApi.getOrder).mockResolvedValue(anOrder({ status: 'refunded', canRequestRefund: false, refund: aRefund({ status: 'refunded', refundedAt: '2026-11-22T00:00:00.000Z', reference: 'KBANK-778' }) }));
    renderOrder();
    expect(await screen.findByText('KBANK-778')).toBeInTheDocument();
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
  });

  it('says when there is no such order', async () => {
    jest.mocked(ordersApi.getOrder).mockRejectedValue(new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'no' }));
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/student/payment-info');
  });
});

const renderReceipt = () =>
  render(
    <Routes>
      <Route path="/student/orders/:orderId/receipt" element={<ReceiptPage />} />
    </Routes>,
    `/student/orders/${ORDER_ID}/receipt`,
  );

describe('ReceiptPage', () => {
  it('marks the refunded courses of a partly refunded order and lists the refund and what was paid after it', async () => {
    const base = anOrder();
    const [first, second] = base.lines as [OrderLine, OrderLine];
    const refund = aRefund({ id: 41, status: 'refunded', amountMinor: 14900, refundedAt: '2026-11-22T00:00:00.000Z', lines: [{ courseId: second.courseId, title: second.title, amountMinor: 14900 }] });
    const order = { ...base, status: 'partially_refunded' as const, lines: [{ ...first, refundStatus: null }, { ...second, refundStatus: 'refunded' as const }], refund, refunds: [refund] };
    jest.mocked(refundsApi.getReceipt).mockResolvedValue(aReceipt({ order }));
    renderReceipt();
    const sheet = await screen.findByRole('article', { name: 'Receipt' });
    const refundedMarks = within(sheet).getAllByTestId('receipt-line-refunded');
    expect(refundedMarks).toHaveLength(1);
    expect(within(sheet).getAllByText(second.title)[0]!.closest('td')).toContainElement(refundedMarks[0]!);
    const refunds = within(screen.getByTestId('receipt-refunds'));
    expect(refunds.getByText(second.title)).toBeInTheDocument();
    expect(refunds.getByText(/Refunded on/)).toBeInTheDocument();
    expect(refunds.getByText('−฿149.00')).toBeInTheDocument();
    expect(refunds.getByText('Paid after refunds')).toBeInTheDocument();
    expect(refunds.getByText('฿441.00')).toBeInTheDocument();
  });

  it('prints a receipt with the seller, the buyer, the lines and the totals', async () => {
    jest.mocked(refundsApi.getReceipt).mockResolvedValue(aReceipt());
    const print = jest.fn();
    window.print = print;
    renderReceipt();
    const sheet = await screen.findByRole('article', { name: 'Receipt' });
    expect(sheet).toHaveAttribute('data-kind', 'receipt');
    expect(within(sheet).getByText('Academy Co., Ltd.')).toBeInTheDocument();
    expect(within(sheet).getByText('RC-2026-000042')).toBeInTheDocument();
    expect(within(sheet).getByText('ลงทุน 101')).toHaveAttribute('lang', 'th');
    expect(within(sheet).getByText(/somchai@example\.com/)).toBeInTheDocument();
    expect(within(sheet).getByText(/Thailand/)).toBeInTheDocument();
    expect(within(sheet).queryByText('Value before VAT')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('receipt-totals')).getByText('฿590.00')).toBeInTheDocument();
    // A phone's screen reads the price and discount under the title (their columns are for wider screens and paper).
    const firstLine = within(sheet).getByText('ลงทุน 101').closest('td')!;
    expect(within(firstLine).getByText('฿490.00, discount ฿49.00')).toBeInTheDocument();
    expect(within(within(sheet).getByText('Options basics').closest('td')!).getByText('฿149.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    // The print stylesheet: A4 with margins, only the sheet printed, the Print button left out.
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).toMatch(/@page\s*\{\s*size:\s*A4;\s*margin:/);
    expect(css).toMatch(/@media print\s*\{[^]*#receipt-sheet[^]*\.receipt-screen-only\s*\{\s*display:\s*none\s*!important/);
    expect(screen.getByRole('button', { name: 'Print' }).closest('.receipt-screen-only')).not.toBeNull();
  });

  it('is a full tax invoice in Thailand when the buyer gave a tax ID: title, tax IDs, head office, value before VAT and the VAT', async () => {
    const order = anOrder({ billing: { ...anOrder().billing, taxId: '0105556123456' } });
    jest.mocked(refundsApi.getReceipt).mockResolvedValue(aReceipt({ kind: 'tax_invoice', order }));
    renderReceipt();
    const sheet = await screen.findByRole('article', { name: 'Receipt / Tax invoice' });
    expect(sheet).toHaveAttribute('data-kind', 'tax_invoice');
    expect(within(sheet).getByText(/0105560000001 · Head office/)).toBeInTheDocument();
    expect(within(sheet).getByText(/Tax ID: 0105556123456/)).toBeInTheDocument();
    const totals = within(screen.getByTestId('receipt-totals'));
    expect(totals.getByText('Value before VAT')).toBeInTheDocument();
    expect(totals.getByText('฿551.40')).toBeInTheDocument();
    expect(totals.getByText('VAT 7%')).toBeInTheDocument();
    expect(totals.getByText('฿38.60')).toBeInTheDocument();
    expect(within(sheet).getByText('Original')).toBeInTheDocument();
  });

  it('says when an order has no receipt', async () => {
    jest.mocked(refundsApi.getReceipt).mockRejectedValue(new ApiError({ status: 409, code: 'ORDER_STATE_CONFLICT', message: 'not paid' }));
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: 'No receipt for this order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
