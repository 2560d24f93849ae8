import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import * as ordersApi from '../../api/ordersApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aTestBankPayment, ORDER_ID, PAYMENT_ID } from '../cart/commerceFixtures';
import TestBankPage, { safeReturnUrl } from './TestBankPage';

function renderBank() {
  return renderWithProviders(
    <Routes>
      <Route path="/pay/test/:paymentId" element={<TestBankPage />} />
    </Routes>,
    { route: `/pay/test/${PAYMENT_ID}`, runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } },
  );
}

describe('TestBankPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says it is a test bank and shows the merchant, amount and order number', async () => {
    const get = jest.spyOn(ordersApi, 'getTestPayment').mockResolvedValue(aTestBankPayment());
    renderBank();
    expect(await screen.findByTestId('test-bank-amount')).toHaveTextContent('฿590.00');
    expect(get).toHaveBeenCalledWith(PAYMENT_ID);
    expect(screen.getByRole('heading', { level: 1, name: 'Academy Test Bank' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('No real money moves.');
    expect(screen.getByTestId('test-bank-merchant')).toHaveTextContent('Academy Demo');
    expect(screen.getByText('AC-2026-000042')).toBeInTheDocument();
  });

  it('approves, then shows the result and the way back to the checkout page', async () => {
    jest.spyOn(ordersApi, 'getTestPayment').mockResolvedValue(aTestBankPayment());
    const decide = jest.spyOn(ordersApi, 'decideTestPayment').mockResolvedValue(aTestBankPayment({ status: 'succeeded' }));
    renderBank();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve ฿590.00' }));
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(decide).toHaveBeenCalledWith(PAYMENT_ID, 'approve', undefined);
    // A PromptPay transfer is not paid with a card: no card field.
    expect(screen.queryByLabelText(/Test card number/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', `/checkout/${ORDER_ID}`);
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('declines', async () => {
    jest.spyOn(ordersApi, 'getTestPayment').mockResolvedValue(aTestBankPayment());
    const decide = jest.spyOn(ordersApi, 'decideTestPayment').mockResolvedValue(aTestBankPayment({ status: 'failed' }));
    renderBank();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
    expect(decide).toHaveBeenCalledWith(PAYMENT_ID, 'decline', undefined);
  });

  it('a card payment may name a test card: a malformed one is explained and not sent, a good one is sent with the approval', async () => {
    jest.spyOn(ordersApi, 'getTestPayment').mockResolvedValue(aTestBankPayment({ method: 'test' }));
    const decide = jest.spyOn(ordersApi, 'decideTestPayment').mockResolvedValue(aTestBankPayment({ method: 'test', status: 'succeeded' }));
    renderBank();
    const field = await screen.findByLabelText('Test card number (optional)');
    expect(screen.getByText(/keeps only a fingerprint/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '4242 42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve ฿590.00' }));
    expect(await screen.findByText('Enter 12 to 19 digits, or leave it empty.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(decide).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' 4242 4242 4242 4242 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve ฿590.00' }));
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(decide).toHaveBeenCalledWith(PAYMENT_ID, 'approve', '4242 4242 4242 4242');
  });

  it('shows a payment already decided as its result', async () => {
    jest.spyOn(ordersApi, 'getTestPayment').mockResolvedValue(aTestBankPayment({ status: 'expired' }));
    renderBank();
    expect(await screen.findByText('This payment has expired')).toBeInTheDocument();
  });

  it('is "not available" when the test provider is off (404)', async () => {
    jest.spyOn(ordersApi, 'getTestPayment').mockRejectedValue(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'no' }));
    renderBank();
    expect(await screen.findByText('The test bank is not available.')).toBeInTheDocument();
  });

  it('sends the buyer back only to this site', () => {
    expect(safeReturnUrl(`/checkout/${ORDER_ID}`)).toBe(`/checkout/${ORDER_ID}`);
    expect(safeReturnUrl(`${window.location.origin}/checkout/${ORDER_ID}?x=1`)).toBe(`/checkout/${ORDER_ID}?x=1`);
    expect(safeReturnUrl('https://evil.test/phish')).toBe('/cart');
    expect(safeReturnUrl('//evil.test/phish')).toBe('/cart');
  });
});

describe('TestBankPage while the webhook is on its way', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the decision even when the bank still says pending', async () => {
    jest.spyOn(ordersApi, 'getTestPayment').mockResolvedValue(aTestBankPayment());
    jest.spyOn(ordersApi, 'decideTestPayment').mockResolvedValue(aTestBankPayment({ status: 'pending' }));
    renderBank();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve ฿590.00' }));
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
  });
});
