import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as cartApi from '../../api/cartApi';
import * as ordersApi from '../../api/ordersApi';
import { ApiError } from '../../api/apiError';
import * as navigation from '../../lib/navigation';
import { aCustomer } from '../../testing/fixtures';
import { authActions, authReducer, initialAuthState, type AuthState } from '../auth/authSlice';
import { localeActions, localeReducer } from '../locale/localeSlice';
import { selectCartCount } from './cartCount';
import { cartActions, cartReducer, initialCartState, isInCart, type CartState } from './cartSlice';
import { cartSaga, emptyCart } from './cartSaga';
import { LOCAL_CART_KEY, readLocalCart, writeLocalCart } from './cartStorage';
import { aCart, aCartLine, anOrder, ORDER_ID } from './commerceFixtures';

const reducer = combineReducers({ auth: authReducer, locale: localeReducer, cart: cartReducer });
type State = ReturnType<typeof reducer>;

const signedIn: AuthState = { ...initialAuthState, status: 'success', user: aCustomer(), initialized: true };
const signedOut: AuthState = { ...initialAuthState, initialized: true };

function state({ auth = signedOut, cart = initialCartState, country = 174 as const }: { auth?: AuthState; cart?: CartState; country?: 174 | 999 | 193 | 138 } = {}): State {
  return { auth, locale: { lang: 'en', country }, cart };
}

async function run(initial: State, ...actions: Parameters<typeof reducer>[1][]) {
  let saga = expectSaga(cartSaga).withReducer(reducer, initial);
  for (const action of actions) saga = saga.dispatch(action);
  const { storeState } = await saga.silentRun(30);
  return storeState as State;
}

describe('cart', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('signed out: the local cart', () => {
    it('prices the stored ids in the region and forgets ids the server leaves out', async () => {
      writeLocalCart([11, 12]);
      const preview = jest.spyOn(cartApi, 'previewCart').mockResolvedValue(aCart({ lines: [aCartLine({ courseId: 11 })] }));
      const s = await run(state(), cartActions.loadRequested());
      expect(preview).toHaveBeenCalledWith([11, 12], 174);
      expect(s.cart.mode).toBe('local');
      expect(s.cart.cart.data?.lines.map((l) => l.courseId)).toEqual([11]);
      expect(s.cart.localIds).toEqual([11]);
      expect(readLocalCart()).toEqual([11]);
      expect(selectCartCount(s)).toBe(1);
    });

    it('asks the server nothing for an empty local cart', async () => {
      const preview = jest.spyOn(cartApi, 'previewCart');
      const s = await run(state(), cartActions.loadRequested());
      expect(preview).not.toHaveBeenCalled();
      expect(s.cart.cart.data).toEqual(emptyCart(174));
      expect(selectCartCount(s)).toBe(0);
    });

    it('adds a course to local storage, prices it, says so, and Buy now opens the cart page', async () => {
      writeLocalCart([11]);
      jest.spyOn(cartApi, 'previewCart').mockResolvedValue(aCart({ lines: [aCartLine({ courseId: 11 }), aCartLine({ courseId: 12, title: 'Forex' })] }));
      const add = jest.spyOn(cartApi, 'addToCart');
      const s = await run(state(), cartActions.addRequested({ courseId: 12, title: 'Forex', buyNow: true }));
      expect(add).not.toHaveBeenCalled();
      expect(readLocalCart()).toEqual([11, 12]);
      expect(isInCart(s.cart, 12)).toBe(true);
      expect(s.cart.busyIds).toEqual([]);
      expect(s.cart.announcement).toMatchObject({ key: 'CART.ADDED', values: { title: 'Forex' } });
      expect(navigation.navigateTo).toHaveBeenCalledWith('/cart');
    });

    it('removes a course from local storage', async () => {
      writeLocalCart([11, 12]);
      jest.spyOn(cartApi, 'previewCart').mockResolvedValue(aCart({ lines: [aCartLine({ courseId: 11 })] }));
      const s = await run(state(), cartActions.removeRequested({ courseId: 12 }));
      expect(readLocalCart()).toEqual([11]);
      expect(isInCart(s.cart, 12)).toBe(false);
      expect(s.cart.announcement?.key).toBe('CART.REMOVED');
    });

    it('reads a broken local cart as empty', () => {
      window.localStorage.setItem(LOCAL_CART_KEY, '{oops');
      expect(readLocalCart()).toEqual([]);
      window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([3, 3, -1, 'x', 2.5, 4]));
      expect(readLocalCart()).toEqual([3, 4]);
    });
  });

  describe('signing in', () => {
    it('merges the local cart into the account, clears it, and tells which courses were left out', async () => {
      writeLocalCart([11, 12]);
      const merged = aCart({ lines: [aCartLine({ courseId: 11 })], skipped: [{ courseId: 12, code: 'CART_COURSE_OWNED' }] });
      const merge = jest.spyOn(cartApi, 'mergeCart').mockResolvedValue(merged);
      const get = jest.spyOn(cartApi, 'getCart');
      // The visitor's priced local cart, with the titles.
      const local: CartState = { ...initialCartState, mode: 'local', localIds: [11, 12], cart: { status: 'succeeded', key: 'local', data: aCart({ lines: [aCartLine({ courseId: 11 }), aCartLine({ courseId: 12, title: 'Forex basics' })] }), error: null } };
      const s = await run({ ...state({ cart: local }), auth: signedIn }, authActions.loginSucceeded(aCustomer()));
      expect(merge).toHaveBeenCalledWith([11, 12], 174);
      expect(get).not.toHaveBeenCalled();
      expect(readLocalCart()).toEqual([]);
      expect(s.cart.mode).toBe('server');
      expect(s.cart.localIds).toEqual([]);
      expect(s.cart.skipped).toEqual([{ courseId: 12, code: 'CART_COURSE_OWNED', title: 'Forex basics' }]);
      expect(s.cart.announcement).toMatchObject({ key: 'CART.MERGE_SKIPPED', values: { count: 1 } });
      expect(selectCartCount(s)).toBe(1);
    });

    it('keeps the local cart when the merge fails (it is tried again at the next read)', async () => {
      writeLocalCart([11]);
      jest.spyOn(cartApi, 'mergeCart').mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
      const s = await run(state({ auth: signedIn }), cartActions.loadRequested());
      expect(readLocalCart()).toEqual([11]);
      expect(s.cart.cart.status).toBe('failed');
      expect(s.cart.cart.error?.code).toBe('NETWORK');
    });

    it('reads the account cart when there is no local cart, in the region of the moment', async () => {
      const get = jest.spyOn(cartApi, 'getCart').mockResolvedValue(aCart({ country: 193, currency: 'VND' }));
      const s = await run(state({ auth: signedIn, country: 193 }), cartActions.loadRequested());
      expect(get).toHaveBeenCalledWith(193);
      expect(s.cart.mode).toBe('server');
      expect(s.cart.cart.data?.currency).toBe('VND');
    });

    it('reads the cart again when the region changes', async () => {
      const get = jest.spyOn(cartApi, 'getCart').mockResolvedValue(aCart());
      await run(state({ auth: signedIn, country: 999 }), localeActions.regionChanged(138));
      expect(get).toHaveBeenCalledWith(138);
    });

    it('shows the (empty) local cart after signing out', async () => {
      const s = await run(
        state({ auth: signedOut, cart: { ...initialCartState, mode: 'server', cart: { status: 'succeeded', key: 'server', data: aCart(), error: null } } }),
        authActions.signedOut(),
      );
      expect(s.cart.mode).toBe('local');
      expect(selectCartCount(s)).toBe(0);
    });
  });

  describe('signed in: the account cart', () => {
    it('adds on the server; a 409 is kept as the line error', async () => {
      jest.spyOn(cartApi, 'addToCart').mockRejectedValue(new ApiError({ status: 409, code: 'CART_COURSE_OWNED', message: 'owned' }));
      const s = await run(state({ auth: signedIn }), cartActions.addRequested({ courseId: 11, buyNow: true }));
      expect(s.cart.lineError).toEqual({ courseId: 11, error: { code: 'CART_COURSE_OWNED', message: 'owned' } });
      expect(s.cart.busyIds).toEqual([]);
      expect(navigation.navigateTo).not.toHaveBeenCalled();
    });

    it('applies a coupon (upper case) and shows a refused one', async () => {
      const apply = jest.spyOn(cartApi, 'applyCoupon').mockResolvedValueOnce(aCart({ coupon: { code: 'SAVE10', kind: 'percent' } }));
      let s = await run(state({ auth: signedIn }), cartActions.couponApplyRequested({ code: ' save10 ' }));
      expect(apply).toHaveBeenCalledWith('SAVE10', 174);
      expect(s.cart.cart.data?.coupon?.code).toBe('SAVE10');
      expect(s.cart.coupon.status).toBe('success');
      apply.mockRejectedValueOnce(new ApiError({ status: 409, code: 'COUPON_EXPIRED', message: 'expired' }));
      s = await run(state({ auth: signedIn }), cartActions.couponApplyRequested({ code: 'OLD' }));
      expect(s.cart.coupon).toEqual({ status: 'failure', error: { code: 'COUPON_EXPIRED', message: 'expired' } });
    });

    it('pays: one order for the chosen method and currency in the region, then its checkout page; a double click sends one', async () => {
      const create = jest.spyOn(ordersApi, 'createOrder').mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(anOrder()), 5)));
      jest.spyOn(cartApi, 'getCart').mockResolvedValue(aCart({ lines: [], totals: [] }));
      // A real store: the second click arrives while the first order is on its way.
      const sagaMiddleware = createSagaMiddleware();
      const store = configureStore({ reducer, preloadedState: state({ auth: signedIn }), middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware) });
      const task = sagaMiddleware.run(cartSaga);
      store.dispatch(cartActions.checkoutRequested({ method: 'promptpay', currency: 'THB' }));
      store.dispatch(cartActions.checkoutRequested({ method: 'promptpay', currency: 'THB' }));
      await new Promise((resolve) => setTimeout(resolve, 30));
      task.cancel();
      const s = store.getState();
      expect(create).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledWith({ method: 'promptpay', currency: 'THB', country: 174 });
      expect(navigation.navigateTo).toHaveBeenCalledWith(`/checkout/${ORDER_ID}`);
      expect(s.cart.checkout.status).toBe('success');
      // The cart is read again (the ordered lines leave it).
      expect(selectCartCount(s)).toBe(0);
      expect(s.cart.cart.status).toBe('succeeded');
    });

    it('keeps a refused checkout as a translated error for that currency', async () => {
      jest.spyOn(ordersApi, 'createOrder').mockRejectedValue(new ApiError({ status: 400, code: 'PAYMENT_METHOD_UNAVAILABLE', message: 'no' }));
      const s = await run(state({ auth: signedIn }), cartActions.checkoutRequested({ method: 'card', currency: 'USD' }));
      expect(s.cart.checkout).toEqual({ status: 'failure', error: { code: 'PAYMENT_METHOD_UNAVAILABLE', message: 'no' }, currency: 'USD' });
      expect(navigation.navigateTo).not.toHaveBeenCalled();
    });
  });

  it('counts nothing before the cart code is there', () => {
    expect(selectCartCount({})).toBe(0);
  });
});
