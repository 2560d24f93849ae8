// The cart's flows. Signed in: the account's cart on the server (every change answers the whole cart).
// Signed out: course ids in local storage, priced by the server's preview. At sign-in the local cart is
// merged into the account's and forgotten; courses left out (owned, free) are told about. Every call
// carries the region (?country=), and a change of region reads the cart again.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { CART_MAX_ITEMS, REGION_CURRENCY, type CountryId } from '../../../shared/constants';
import type { ErrorCode } from '../../../shared/errorCodes';
import type { Cart, Order } from '../../../shared/schemas/commerce';
import * as cartApi from '../../api/cartApi';
import * as ordersApi from '../../api/ordersApi';
import { toRequestError } from '../../app/request';
import { paths } from '../../app/paths';
import { toErrorInfo } from '../../lib/errors';
import { navigateTo } from '../../lib/navigation';
import { authActions, selectIsSignedIn } from '../auth';
import { localeActions, selectCountry } from '../locale';
import { cartActions, selectCartState, type CartLineRequest, type CartState, type CheckoutRequest } from './cartSlice';
import { readLocalCart, writeLocalCart } from './cartStorage';

/** The code of a full cart (a type-checked literal: the error code table stays out of the chunk). */
const CART_FULL: ErrorCode = 'CART_FULL';

/** A cart with nothing in it (a visitor's empty local cart is not sent to the server). */
export function emptyCart(country: CountryId): Cart {
  return { country, currency: REGION_CURRENCY[country], lines: [], totals: [], coupon: null, skipped: [] };
}

/** Prices the visitor's local ids; ids the server leaves out (free, gone) are dropped from the local cart. */
function* priceLocalCart(ids: number[], country: CountryId) {
  if (ids.length === 0) {
    yield put(cartActions.loaded(emptyCart(country)));
    return;
  }
  const cart: Cart = yield call(cartApi.previewCart, ids, country);
  const kept = ids.filter((id) => cart.lines.some((line) => line.courseId === id));
  if (kept.length !== ids.length) {
    yield call(writeLocalCart, kept);
    yield put(cartActions.localIdsChanged(kept));
  }
  yield put(cartActions.loaded(cart));
}

export function* loadCartSaga() {
  const signedIn: boolean = yield select(selectIsSignedIn);
  const country: CountryId = yield select(selectCountry);
  const localIds: number[] = yield call(readLocalCart);
  // The titles the visitor saw, to name the courses a merge leaves out.
  const shown: CartState = yield select(selectCartState);
  const titles: Record<number, string> = Object.fromEntries((shown.cart.data?.lines ?? []).map((line) => [line.courseId, line.title]));
  yield put(cartActions.loadStarted(signedIn ? 'server' : 'local'));
  try {
    if (!signedIn) {
      yield put(cartActions.localIdsChanged(localIds));
      yield* priceLocalCart(localIds, country);
      return;
    }
    if (localIds.length > 0) {
      const merged: Cart = yield call(cartApi.mergeCart, localIds, country);
      // Forgotten only once the account holds them.
      yield call(writeLocalCart, []);
      yield put(cartActions.merged({ cart: merged, titles }));
      return;
    }
    const cart: Cart = yield call(cartApi.getCart, country);
    yield put(cartActions.loaded(cart));
  } catch (error) {
    yield put(cartActions.loadFailed(toRequestError(error)));
  }
}

function* addSaga(action: PayloadAction<CartLineRequest>) {
  const { courseId, title, buyNow } = action.payload;
  const signedIn: boolean = yield select(selectIsSignedIn);
  const country: CountryId = yield select(selectCountry);
  try {
    if (signedIn) {
      const cart: Cart = yield call(cartApi.addToCart, courseId, country);
      yield put(cartActions.lineChanged({ courseId, cart, added: true, title }));
    } else {
      const stored: number[] = yield call(readLocalCart);
      const ids = stored.includes(courseId) ? stored : [...stored, courseId];
      if (ids.length > CART_MAX_ITEMS) {
        yield put(cartActions.lineFailed({ courseId, error: { code: CART_FULL, message: 'The cart is full' } }));
        return;
      }
      yield call(writeLocalCart, ids);
      yield put(cartActions.localLineChanged({ courseId, ids, added: true, title }));
      yield* priceLocalCart(ids, country);
    }
  } catch (error) {
    yield put(cartActions.lineFailed({ courseId, error: toErrorInfo(error) }));
    return;
  }
  if (buyNow) yield call(navigateTo, paths.cart());
}

function* removeSaga(action: PayloadAction<CartLineRequest>) {
  const { courseId, title } = action.payload;
  const signedIn: boolean = yield select(selectIsSignedIn);
  const country: CountryId = yield select(selectCountry);
  try {
    if (signedIn) {
      const cart: Cart = yield call(cartApi.removeFromCart, courseId, country);
      yield put(cartActions.lineChanged({ courseId, cart, added: false, title }));
    } else {
      const stored: number[] = yield call(readLocalCart);
      const ids = stored.filter((id) => id !== courseId);
      yield call(writeLocalCart, ids);
      yield put(cartActions.localLineChanged({ courseId, ids, added: false, title }));
      yield* priceLocalCart(ids, country);
    }
  } catch (error) {
    yield put(cartActions.lineFailed({ courseId, error: toErrorInfo(error) }));
  }
}

function* applyCouponSaga(action: PayloadAction<{ code: string }>) {
  const country: CountryId = yield select(selectCountry);
  try {
    const cart: Cart = yield call(cartApi.applyCoupon, action.payload.code.trim().toUpperCase(), country);
    yield put(cartActions.couponChanged(cart));
  } catch (error) {
    yield put(cartActions.couponFailed(toErrorInfo(error)));
  }
}

function* removeCouponSaga() {
  const country: CountryId = yield select(selectCountry);
  try {
    const cart: Cart = yield call(cartApi.removeCoupon, country);
    yield put(cartActions.couponChanged(cart));
  } catch (error) {
    yield put(cartActions.couponFailed(toErrorInfo(error)));
  }
}

/** Pay: the cart's lines in one currency become a pending order; its checkout page takes over. */
export function* checkoutSaga(action: PayloadAction<CheckoutRequest>) {
  const country: CountryId = yield select(selectCountry);
  let order: Order;
  try {
    order = yield call(ordersApi.createOrder, { method: action.payload.method, currency: action.payload.currency, country });
  } catch (error) {
    yield put(cartActions.checkoutFailed(toErrorInfo(error)));
    return;
  }
  yield put(cartActions.checkoutSucceeded({ orderId: order.id }));
  yield call(navigateTo, paths.checkout(order.id));
  // The lines now in the order leave the cart (the server decides): the badge follows.
  yield put(cartActions.loadRequested());
}

export function* cartSaga() {
  yield takeLatest(
    [cartActions.loadRequested.type, authActions.loginSucceeded.type, authActions.currentUserLoaded.type, authActions.signedOut.type, localeActions.regionChanged.type],
    loadCartSaga,
  );
  yield takeEvery(cartActions.addRequested.type, addSaga);
  yield takeEvery(cartActions.removeRequested.type, removeSaga);
  yield takeLatest(cartActions.couponApplyRequested.type, applyCouponSaga);
  yield takeLatest(cartActions.couponRemoveRequested.type, removeCouponSaga);
  // A double click on Pay sends one order.
  yield takeLeading(cartActions.checkoutRequested.type, checkoutSaga);
}
