// The cart's lazily loaded pieces for the always-loaded header (their code arrives with the cart's chunk).
import { lazy } from 'react';

/** Injects the cart's code, reads the cart and says "added to the cart" (a polite live region). */
export const CartBoot = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "cart-boot" */ './CartBoot'));
/** The header dropdown's content. */
export const CartMenuContent = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "cart-menu" */ './CartMenuContent'));
