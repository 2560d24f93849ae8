// The cart as the SPA keeps it: the account's (signed in, stored on the server) or a visitor's local one
// (course ids in local storage, priced by the server). Injected with the cart's code (useCartFeature),
// so /home carries none of it; the header reads the count through cartCount.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart } from '../../../shared/schemas/commerce';
import type { Currency, PaymentMethod } from '../../../shared/constants';
import type { ErrorInfo } from '../../lib/errors';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';

export type CartMode = 'local' | 'server';
export type CartActionStatus = 'idle' | 'requested' | 'success' | 'failure';

export interface SkippedLine {
  courseId: number;
  /** CART_COURSE_OWNED, CART_COURSE_FREE, ... */
  code: string;
  /** The title the visitor saw in the local cart, when known. */
  title: string | null;
}

/** A message for the polite live region; `id` changes with each one, so the same text is read again. */
export interface CartAnnouncement {
  key: string;
  values: Record<string, string | number>;
  id: number;
}

export interface CartState {
  /** The cart shown, priced in the region's currency; key: the mode it was read in. */
  cart: RequestState<Cart>;
  mode: CartMode;
  /** A visitor's course ids (local storage's copy). */
  localIds: number[];
  /** Courses being added or removed. */
  busyIds: number[];
  /** The last change of a line that failed. */
  lineError: { courseId: number; error: ErrorInfo } | null;
  coupon: { status: CartActionStatus; error: ErrorInfo | null };
  checkout: { status: CartActionStatus; error: ErrorInfo | null; currency: Currency | null };
  /** Courses left out when the local cart joined the account's at sign-in. */
  skipped: SkippedLine[];
  announcement: CartAnnouncement | null;
}

export const initialCartState: CartState = {
  cart: idleRequest<Cart>(),
  mode: 'local',
  localIds: [],
  busyIds: [],
  lineError: null,
  coupon: { status: 'idle', error: null },
  checkout: { status: 'idle', error: null, currency: null },
  skipped: [],
  announcement: null,
};

export interface CartLineRequest {
  courseId: number;
  /** For the announcement ("… added to the cart"). */
  title?: string;
  /** Buy now: to the cart page once added. */
  buyNow?: boolean;
}

export interface CheckoutRequest {
  method: PaymentMethod;
  currency: Currency;
}

function notBusy(state: CartState, courseId: number): void {
  state.busyIds = state.busyIds.filter((id) => id !== courseId);
}

let announcementId = 0;
function announce(state: CartState, key: string, values: Record<string, string | number> = {}): void {
  announcementId += 1;
  state.announcement = { key, values, id: announcementId };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Read the cart again (start, sign-in or out, region change, retry). */
    loadRequested() {},
    loadStarted(state, action: PayloadAction<CartMode>) {
      state.mode = action.payload;
      requestStarted(state.cart, action.payload);
    },
    loaded(state, action: PayloadAction<Cart>) {
      requestSucceeded(state.cart, action.payload);
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.cart, action.payload);
    },
    localIdsChanged(state, action: PayloadAction<number[]>) {
      state.localIds = action.payload;
    },
    /** The local cart went into the account's: the courses left out are told about. */
    merged(state, action: PayloadAction<{ cart: Cart; titles: Record<number, string> }>) {
      const { cart, titles } = action.payload;
      state.mode = 'server';
      state.localIds = [];
      state.cart.key = 'server';
      requestSucceeded(state.cart, cart);
      state.skipped = cart.skipped.map((s) => ({ courseId: s.courseId, code: s.code, title: titles[s.courseId] ?? null }));
      if (state.skipped.length > 0) announce(state, 'CART.MERGE_SKIPPED', { count: state.skipped.length });
    },
    skippedDismissed(state) {
      state.skipped = [];
    },

    addRequested(state, action: PayloadAction<CartLineRequest>) {
      if (!state.busyIds.includes(action.payload.courseId)) state.busyIds.push(action.payload.courseId);
      state.lineError = null;
    },
    removeRequested(state, action: PayloadAction<CartLineRequest>) {
      if (!state.busyIds.includes(action.payload.courseId)) state.busyIds.push(action.payload.courseId);
      state.lineError = null;
    },
    /** A line was added or removed: the whole cart as the server priced it. */
    lineChanged(state, action: PayloadAction<{ courseId: number; cart: Cart; added: boolean; title?: string }>) {
      notBusy(state, action.payload.courseId);
      state.mode = 'server';
      requestSucceeded(state.cart, action.payload.cart);
      const title = action.payload.title ?? action.payload.cart.lines.find((l) => l.courseId === action.payload.courseId)?.title ?? '';
      announce(state, action.payload.added ? 'CART.ADDED' : 'CART.REMOVED', { title });
    },
    /** A visitor's line changed locally (the priced cart follows with `loaded`). */
    localLineChanged(state, action: PayloadAction<{ courseId: number; ids: number[]; added: boolean; title?: string }>) {
      notBusy(state, action.payload.courseId);
      state.localIds = action.payload.ids;
      const cart = state.cart.data;
      if (cart && !action.payload.added) cart.lines = cart.lines.filter((l) => l.courseId !== action.payload.courseId);
      const title = action.payload.title ?? state.cart.data?.lines.find((l) => l.courseId === action.payload.courseId)?.title ?? '';
      announce(state, action.payload.added ? 'CART.ADDED' : 'CART.REMOVED', { title });
    },
    lineFailed(state, action: PayloadAction<{ courseId: number; error: ErrorInfo }>) {
      notBusy(state, action.payload.courseId);
      state.lineError = action.payload;
    },

    couponApplyRequested(state, _action: PayloadAction<{ code: string }>) {
      state.coupon = { status: 'requested', error: null };
    },
    couponRemoveRequested(state) {
      state.coupon = { status: 'requested', error: null };
    },
    couponChanged(state, action: PayloadAction<Cart>) {
      state.coupon = { status: 'success', error: null };
      state.mode = 'server';
      requestSucceeded(state.cart, action.payload);
    },
    couponFailed(state, action: PayloadAction<ErrorInfo>) {
      state.coupon = { status: 'failure', error: action.payload };
    },

    checkoutRequested(state, action: PayloadAction<CheckoutRequest>) {
      state.checkout = { status: 'requested', error: null, currency: action.payload.currency };
    },
    checkoutSucceeded(state, _action: PayloadAction<{ orderId: string }>) {
      state.checkout = { status: 'success', error: null, currency: state.checkout.currency };
    },
    checkoutFailed(state, action: PayloadAction<ErrorInfo>) {
      state.checkout = { status: 'failure', error: action.payload, currency: state.checkout.currency };
    },
    /** Leaving the cart page forgets a shown error. */
    errorsCleared(state) {
      state.lineError = null;
      state.coupon = { status: 'idle', error: null };
      if (state.checkout.status !== 'requested') state.checkout = { status: 'idle', error: null, currency: null };
    },
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** The cart's state, or the initial one before the cart's code has been injected. */
export const selectCartState = (state: unknown): CartState => (state as { cart?: CartState }).cart ?? initialCartState;

/** Whether a course is in the cart shown (the account's, or the visitor's local ids). */
export function isInCart(state: CartState, courseId: number): boolean {
  if (state.mode === 'local') return state.localIds.includes(courseId);
  return state.cart.data?.lines.some((line) => line.courseId === courseId) ?? false;
}
