// The cart as other parts of the SPA see it. Only re-exports (the build then takes each import straight
// from its module): the header takes the count, the local-cart check and the two lazy pieces, so /home
// carries almost none of the cart's code; the course and checkout pages take the actions and the state.
export { hasLocalCart, selectCartCount } from './cartCount';
export { CartBoot, CartMenuContent } from './cartLazy';
export { cartActions, isInCart, selectCartState, type CartState } from './cartSlice';
export { useCartFeature } from './useCartFeature';
