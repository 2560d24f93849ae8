// The header's cart: the badge counts the real lines (none at 0), the button's name says how many, the
// cart's code is loaded only when there is a cart, and the dropdown lists the lines.
import { act, fireEvent, screen } from '@testing-library/react';
import * as cartApi from '../api/cartApi';
import { initialAuthState } from '../features/auth/authSlice';
import { cartActions } from '../features/cart/cartSlice';
import { writeLocalCart } from '../features/cart/cartStorage';
import { aCart, aCartLine } from '../features/cart/commerceFixtures';
import { aCustomer } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Header } from './Header';

const signedIn = { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true };

describe('Header cart', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows no badge and loads no cart for a visitor without one', async () => {
    const preview = jest.spyOn(cartApi, 'previewCart');
    const { store } = renderWithProviders(<Header />, { runSagas: true, preloadedState: { auth: { ...initialAuthState, initialized: true } } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
    });
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByTestId('header-cart').textContent).toBe('');
    expect((store.getState() as { cart?: unknown }).cart).toBeUndefined();
    expect(preview).not.toHaveBeenCalled();
  });

  it('counts the signed-in customer’s lines after start, with an accessible name, and lists them in the dropdown', async () => {
    const get = jest.spyOn(cartApi, 'getCart').mockResolvedValue(aCart({ lines: [aCartLine(), aCartLine({ courseId: 12, title: 'Forex basics', language: 'en' })] }));
    renderWithProviders(<Header />, { runSagas: true, preloadedState: { auth: signedIn, locale: { lang: 'en', country: 174 } } });
    const button = await screen.findByRole('button', { name: 'Cart, 2 courses' }, { timeout: 3000 });
    expect(get).toHaveBeenCalledWith(174);
    expect(button).toHaveTextContent('2');
    fireEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Forex basics' }, { timeout: 3000 })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });

  it('counts a visitor’s local cart, in the singular for one', async () => {
    writeLocalCart([11]);
    jest.spyOn(cartApi, 'previewCart').mockResolvedValue(aCart());
    const { store } = renderWithProviders(<Header />, { runSagas: true, preloadedState: { auth: { ...initialAuthState, initialized: true } } });
    expect(await screen.findByRole('button', { name: 'Cart, 1 course' }, { timeout: 3000 })).toHaveTextContent('1');
    act(() => {
      store.dispatch(cartActions.localLineChanged({ courseId: 11, ids: [], added: false }));
    });
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByTestId('header-cart').textContent).toBe('');
    // The polite live region said so.
    expect(screen.getByTestId('cart-announcer')).toHaveTextContent('removed from your cart');
  });
});
