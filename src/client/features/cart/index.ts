// The cart as other parts of the SPA see it. The header takes only the count, the local-cart check and
// the two lazy pieces (the boot with the live region, the dropdown's content), so /home carries almost
// none of the cart's code; the course page takes the actions and the state.
import { lazy } from 'react';

export { selectCartCount } from './cartCount';
export { hasLocalCart } from './cartStorage';
export { cartActions, isInCart, selectCartState, type CartState } from './cartSlice';
export { useCartFeature } from './useCartFeature';
export { PageHeading } from './PageHeading';
export { METHOD_KEYS, isQrMethod } from './paymentMethods';

/** Injects the cart's code, reads the cart and says "added to the cart" (a polite live region). */
export const CartBoot = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "cart-state" */ './CartBoot'));
/** The header dropdown's content. */
export const CartMenuContent = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "cart-state" */ './CartMenuContent'));
