import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import * as coursesApi from '../../api/coursesApi';
import * as ordersApi from '../../api/ordersApi';
import { aCourseDetail, aLesson } from '../../testing/courseFixtures';
import { ApiError } from '../../api/apiError';
import { aCustomer } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import { anOrder, aPayment, ORDER_ID, PAYMENT_ID } from '../cart/commerceFixtures';
import CheckoutPage from './CheckoutPage';
import { POLL_INTERVAL_MS } from './checkoutMachine';
import { qrImageSrc } from './CheckoutView';

const auth = { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true };

function renderCheckout(route = `/checkout/${ORDER_ID}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout/:orderId" element={<CheckoutPage />} />
    </Routes>,
    { route, preloadedState: { auth, locale: { lang: 'en', country: 174 } } },
  );
}

describe('CheckoutPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows the QR as an image, the amount, the reference, the steps and a countdown, with the test bank link', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder());
    renderCheckout();
    expect(screen.getByTestId('checkout-skeleton')).toBeInTheDocument();
    const qr = await screen.findByTestId('checkout-qr');
    expect(qr.tagName).toBe('IMG');
    expect(qr).toHaveAttribute('src', qrImageSrc(aPayment().qrSvg ?? ''));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    expect(qr).toHaveAccessibleName('PromptPay QR QR code for ฿590.00');
    expect(document.querySelector('svg rect')).toBeNull();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('฿590.00');
    expect(screen.getByTestId('checkout-reference')).toHaveTextContent('AC-2026-000042');
    expect(screen.getByText('Scan this QR code.')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-countdown')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByTestId('checkout-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    expect(screen.getByRole('link', { name: 'Open the test bank' })).toHaveAttribute('href', `/pay/test/${PAYMENT_ID}`);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('฿590.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus();
  });

  it('tells a buyer paying by transfer (confirmed by hand) to write the reference', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder({ method: 'vietqr', currency: 'VND', totalMinor: 250000, payment: aPayment({ method: 'vietqr', provider: 'qr', currency: 'VND', amountMinor: 250000, redirectUrl: null }) }));
    renderCheckout();
    expect(await screen.findByTestId('checkout-manual-hint')).toHaveTextContent(/write the reference/i);
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('₫250,000');
    expect(screen.queryByTestId('checkout-redirect')).not.toBeInTheDocument();
  });

  it('offers the card page for a card payment', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder({ method: 'card', payment: aPayment({ method: 'card', provider: 'stripe', qrSvg: null, qrPayload: null, redirectUrl: 'https://checkout.stripe.test/c/pay_1' }) }));
    renderCheckout();
    const pay = await screen.findByRole('link', { name: 'Pay by card' });
    expect(pay).toHaveAttribute('href', 'https://checkout.stripe.test/c/pay_1');
    expect(screen.queryByTestId('checkout-qr')).not.toBeInTheDocument();
  });

  it('turns into "You\'re enrolled" when a read finds the order paid, with the courses, My courses and the receipt', async () => {
    jest.useFakeTimers();
    const getOrder = jest
      .spyOn(ordersApi, 'getOrder')
      .mockResolvedValueOnce(anOrder())
      .mockResolvedValue(anOrder({ status: 'paid', paidAt: new Date().toISOString(), payment: aPayment({ status: 'succeeded' }) }));
    renderCheckout();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('checkout-qr')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(getOrder).toHaveBeenCalledTimes(2);
    const paid = screen.getByTestId('checkout-paid');
    expect(within(paid).getByText("You're enrolled")).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Start learning “หุ้นไทยเบื้องต้น”' })).toHaveAttribute('href', '/courses/thai-stocks');
    expect(within(paid).getByRole('link', { name: 'My courses' })).toHaveAttribute('href', '/student/course-list');
    expect(within(paid).getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/student/orders/${ORDER_ID}/receipt`);
  });

  it('links "Start learning" to the first lesson once the course is read', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder({ status: 'paid', payment: aPayment({ status: 'succeeded' }) }));
    jest.spyOn(coursesApi, 'get').mockResolvedValue(aCourseDetail({ slug: 'thai-stocks', sections: [{ ...aCourseDetail().sections[0]!, lessons: [aLesson({ id: 901 })] }] }));
    renderWithProviders(
      <Routes>
        <Route path="/checkout/:orderId" element={<CheckoutPage />} />
      </Routes>,
      { route: `/checkout/${ORDER_ID}`, runSagas: true, preloadedState: { auth, locale: { lang: 'en', country: 174 } } },
    );
    const link = await screen.findByRole('link', { name: 'Start learning “หุ้นไทยเบื้องต้น”' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/learn/thai-stocks/901'));
  });

  it('goes straight to success for an order paid by a 100 % coupon', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder({ status: 'paid', payment: null, totalMinor: 0, couponCode: 'FREE100' }));
    renderCheckout();
    expect(await screen.findByText("You're enrolled")).toBeInTheDocument();
    expect(screen.getByText(/your coupon covered the whole price/)).toBeInTheDocument();
  });

  it.each([
    ['failed', anOrder({ status: 'failed' }), 'The payment did not go through'],
    ['expired', anOrder({ status: 'expired' }), 'The time to pay has run out'],
    ['cancelled', anOrder({ status: 'cancelled' }), 'Order cancelled'],
  ] as const)('shows %s with "Try again" back to the cart', async (kind, order, title) => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(order);
    renderCheckout();
    const ending = await screen.findByTestId(`checkout-${kind}`);
    expect(within(ending).getByText(title)).toBeInTheDocument();
    expect(within(ending).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cart');
  });

  it('cancels the pending order', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder());
    const cancel = jest.spyOn(ordersApi, 'cancelOrder').mockResolvedValue(anOrder({ status: 'cancelled' }));
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByTestId('checkout-cancelled')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledWith(ORDER_ID);
  });

  it('says when the order does not exist', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockRejectedValue(new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'no' }));
    renderCheckout();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });

  it('says the card payment was not completed when the buyer comes back from cancelling it', async () => {
    jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder({ method: 'card', payment: aPayment({ method: 'card', provider: 'stripe', qrSvg: null, redirectUrl: 'https://checkout.stripe.test/c/pay_1' }) }));
    renderCheckout(`/checkout/${ORDER_ID}?payment=cancelled`);
    expect(await screen.findByTestId('checkout-card-cancelled')).toHaveTextContent('The card payment was not completed');
    expect(screen.getByRole('link', { name: 'Pay by card' })).toBeInTheDocument();
  });

  it('reads the order at once when the buyer comes back from the card page', async () => {
    jest.useFakeTimers();
    const getOrder = jest.spyOn(ordersApi, 'getOrder').mockResolvedValue(anOrder({ method: 'card', payment: aPayment({ method: 'card', qrSvg: null }) }));
    renderCheckout(`/checkout/${ORDER_ID}?payment=success&session_id=cs_1`);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    await waitFor(() => expect(getOrder).toHaveBeenCalledTimes(2));
  });
});
