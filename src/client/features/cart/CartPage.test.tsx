import { act, fireEvent, screen, within } from '@testing-library/react';
import { aCustomer } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState, type AuthState } from '../auth/authSlice';
import CartMenuContent from './CartMenuContent';
import CartPage from './CartPage';
import { cartActions, type CartState } from './cartSlice';
import { aCart, aCartLine, aCartTotal } from './commerceFixtures';

const signedIn: AuthState = { ...initialAuthState, status: 'success', user: aCustomer(), initialized: true };
const signedOut: AuthState = { ...initialAuthState, initialized: true };

function renderCart(ui = <CartPage />, { auth = signedIn } = {}) {
  const view = renderWithProviders(ui, { preloadedState: { auth, locale: { lang: 'en', country: 174 } }, route: '/cart' });
  const cartState = () => (view.store.getState() as unknown as { cart: CartState }).cart;
  const show = (cart = aCart(), mode: 'server' | 'local' = auth.user ? 'server' : 'local') =>
    act(() => {
      view.store.dispatch(cartActions.loadStarted(mode));
      view.store.dispatch(cartActions.loaded(cart));
    });
  return { ...view, cartState, show };
}

const twoCurrencies = aCart({
  lines: [aCartLine(), aCartLine({ courseId: 12, slug: 'forex', title: 'Forex for beginners', language: 'en', currency: 'USD', priceMinor: 1999, totalMinor: 1999, instructorName: 'Ana Cruz' })],
  totals: [aCartTotal({ discountMinor: 5900, subtotalMinor: 59000, totalMinor: 53100, taxMinor: 3474 }), aCartTotal({ currency: 'USD', subtotalMinor: 1999, totalMinor: 1999, taxMinor: 0, methods: ['card'] })],
  coupon: { code: 'SAVE10', kind: 'percent' },
});

describe('CartPage', () => {
  it('asks for the cart, shows a skeleton, then the lines with their language, price and remove button', () => {
    const { cartState, show } = renderCart();
    expect(cartState().cart.status).toBe('idle');
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
    show(twoCurrencies);
    const line = screen.getByTestId('cart-line-11');
    expect(within(line).getByRole('link', { name: 'หุ้นไทยเบื้องต้น' })).toHaveAttribute('lang', 'th');
    expect(within(line).getByRole('link', { name: 'หุ้นไทยเบื้องต้น' })).toHaveAttribute('href', '/courses/thai-stocks');
    expect(within(line).getByText('by Somchai Jaidee')).toBeInTheDocument();
    expect(within(line).getByTestId('cart-line-price')).toHaveTextContent('฿590.00');
    expect(within(screen.getByTestId('cart-line-12')).getByTestId('cart-line-price')).toHaveTextContent('$19.99');
    fireEvent.click(within(line).getByRole('button', { name: 'Remove “หุ้นไทยเบื้องต้น” from the cart' }));
    expect(cartState().busyIds).toEqual([11]);
  });

  it('shows the totals per currency with the discount and the VAT included, and a Pay per currency', () => {
    const { show, cartState } = renderCart();
    show(twoCurrencies);
    const thb = screen.getByTestId('cart-totals-THB');
    expect(within(thb).getByText('Subtotal').nextSibling).toHaveTextContent('฿590.00');
    expect(within(thb).getByText('Discount').nextSibling).toHaveTextContent('−฿59.00');
    expect(within(thb).getByText('VAT included').nextSibling).toHaveTextContent('฿34.74');
    expect(screen.getByTestId('cart-total-THB')).toHaveTextContent('฿531.00');
    expect(screen.getByTestId('cart-total-USD')).toHaveTextContent('$19.99');
    expect(screen.getByText(/more than one currency/)).toBeInTheDocument();
    // THB: PromptPay (first, chosen) or card, each with its hint.
    const thbBox = screen.getByRole('region', { name: 'Order summary in THB' });
    expect(within(thbBox).getByRole('radio', { name: /PromptPay QR/ })).toBeChecked();
    expect(within(thbBox).getByText('Scan with any Thai bank app')).toBeInTheDocument();
    fireEvent.click(within(thbBox).getByRole('radio', { name: /Credit or debit card/ }));
    fireEvent.click(screen.getByTestId('cart-pay-THB'));
    expect(cartState().checkout).toMatchObject({ status: 'requested', currency: 'THB' });
    expect(screen.getByTestId('cart-pay-THB')).toBeDisabled();
    expect(screen.getByTestId('cart-pay-USD')).toHaveTextContent('Pay $19.99');
  });

  it("pre-selects the buyer's preferred method for the cart's region when it is offered, else the first; a pick wins", () => {
    const { show, store } = renderCart();
    show(twoCurrencies);
    const thbBox = () => screen.getByRole('region', { name: 'Order summary in THB' });
    const usdBox = () => screen.getByRole('region', { name: 'Order summary in USD' });
    // Before the billing details arrive: the first method.
    expect(within(thbBox()).getByRole('radio', { name: /PromptPay QR/ })).toBeChecked();
    // The cart is in Thailand (174): card is preferred there; Global's preference does not apply.
    act(() => {
      store.dispatch({ type: 'cart/preferredMethods/started', payload: 'me' });
      store.dispatch({ type: 'cart/preferredMethods/succeeded', payload: { key: 'me', data: { 174: 'card', 999: 'test' } } });
    });
    expect(within(thbBox()).getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
    expect(within(thbBox()).getByRole('radio', { name: /PromptPay QR/ })).not.toBeChecked();
    // The USD box only offers card: the preferred card is not there to pick, card is (first).
    expect(within(usdBox()).getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
    // The buyer's own pick wins over the preference.
    fireEvent.click(within(thbBox()).getByRole('radio', { name: /PromptPay QR/ }));
    expect(within(thbBox()).getByRole('radio', { name: /PromptPay QR/ })).toBeChecked();
  });

  it('keeps the first method when the preferred one is not offered in the region', () => {
    const { show, store } = renderCart();
    show();
    act(() => {
      store.dispatch({ type: 'cart/preferredMethods/started', payload: 'me' });
      store.dispatch({ type: 'cart/preferredMethods/succeeded', payload: { key: 'me', data: { 174: 'vietqr' } } });
    });
    expect(screen.getByRole('radio', { name: /PromptPay QR/ })).toBeChecked();
    fireEvent.click(screen.getByTestId('cart-pay-THB'));
    expect((store.getState() as unknown as { cart: CartState }).cart.checkout).toMatchObject({ status: 'requested', currency: 'THB' });
  });

  it('asks for no payment method when a coupon covers the whole price, and gets the course free', () => {
    const { show, cartState } = renderCart();
    show(aCart({ coupon: { code: 'WELCOME100', kind: 'percent' }, totals: [aCartTotal({ discountMinor: 59000, subtotalMinor: 59000, totalMinor: 0, taxMinor: 0 })] }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get it free with your coupon' }));
    expect(cartState().checkout).toMatchObject({ status: 'requested', currency: 'THB' });
  });

  it('shows a refused checkout as a translated message', () => {
    const { show, store } = renderCart();
    show();
    fireEvent.click(screen.getByTestId('cart-pay-THB'));
    act(() => {
      store.dispatch(cartActions.checkoutFailed({ code: 'PAYMENT_METHOD_UNAVAILABLE', message: 'x' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This payment method is not available right now. Choose another one.');
  });

  it('applies a coupon and shows the translated refusal', () => {
    const { show, store, cartState } = renderCart();
    show();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'save10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(cartState().coupon.status).toBe('requested');
    act(() => {
      store.dispatch(cartActions.couponFailed({ code: 'COUPON_EXPIRED', message: 'x' }));
    });
    expect(screen.getByText('This coupon has expired.')).toBeInTheDocument();
    act(() => {
      store.dispatch(cartActions.couponChanged(aCart({ coupon: { code: 'SAVE10', kind: 'percent' } })));
    });
    expect(screen.getByTestId('coupon-applied')).toHaveTextContent('Coupon SAVE10 applied');
  });

  it('offers a signed-out visitor "Sign in to check out" that comes back to the cart, and no coupon field', () => {
    const { show } = renderCart(<CartPage />, { auth: signedOut });
    show(aCart(), 'local');
    expect(screen.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute('href', '/auth/log-in?returnUrl=%2Fcart');
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-pay-THB')).not.toBeInTheDocument();
  });

  it('shows the empty cart with a link to the catalogue', () => {
    const { show } = renderCart();
    show(aCart({ lines: [], totals: [] }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('shows a failed load with a retry', () => {
    const { store, cartState } = renderCart();
    act(() => {
      store.dispatch(cartActions.loadStarted('server'));
      store.dispatch(cartActions.loadFailed({ code: 'NETWORK', message: 'x', status: 0, fieldErrors: [] }));
    });
    expect(screen.getByText('Your cart could not be loaded')).toBeInTheDocument();
    const before = cartState().cart.status;
    expect(before).toBe('failed');
    const dispatched: string[] = [];
    store.subscribe(() => dispatched.push('x'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatched.length).toBeGreaterThan(0);
  });

  it('tells which courses were left out at sign-in, and lets the notice go', () => {
    const { show, store } = renderCart();
    show();
    act(() => {
      store.dispatch(cartActions.merged({ cart: aCart({ skipped: [{ courseId: 12, code: 'CART_COURSE_OWNED' }] }), titles: { 12: 'Forex basics' } }));
    });
    const notice = screen.getByTestId('cart-skipped');
    expect(notice).toHaveTextContent('Some courses from your cart were left out (1):');
    expect(notice).toHaveTextContent('Forex basics: You already have this course, or you teach it.');
    fireEvent.click(within(notice).getByRole('button', { name: /close/i }));
    expect(screen.queryByTestId('cart-skipped')).not.toBeInTheDocument();
  });
});

describe('CartMenuContent (the header dropdown)', () => {
  it('lists the lines, the total per currency and links to the cart page', () => {
    const onNavigate = jest.fn();
    const { show } = renderCart(<CartMenuContent onNavigate={onNavigate} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    show(twoCurrencies);
    expect(screen.getByRole('link', { name: 'หุ้นไทยเบื้องต้น' })).toHaveAttribute('lang', 'th');
    expect(screen.getByTestId('cart-menu-total-THB')).toHaveTextContent('฿531.00');
    expect(screen.getByTestId('cart-menu-total-USD')).toHaveTextContent('$19.99');
    const go = screen.getByRole('link', { name: 'Go to cart' });
    expect(go).toHaveAttribute('href', '/cart');
    fireEvent.click(go);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('says when the cart is empty', () => {
    const { show } = renderCart(<CartMenuContent onNavigate={() => undefined} />);
    show(aCart({ lines: [], totals: [] }));
    expect(screen.getByTestId('cart-menu-empty')).toHaveTextContent('Your cart is empty');
  });

  it('shows at most four lines and how many more there are', () => {
    const { show } = renderCart(<CartMenuContent onNavigate={() => undefined} />);
    show(aCart({ lines: [1, 2, 3, 4, 5, 6].map((id) => aCartLine({ courseId: id, title: `Course ${id}` })) }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('and 2 more')).toBeInTheDocument();
  });
});
