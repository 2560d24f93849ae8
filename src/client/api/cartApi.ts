// The buyer's cart: the signed-in customer's (stored on the server) and a visitor's local one (course ids
// kept in the browser, priced by the server). Every change answers the whole cart, priced in the region's
// currency (`country`); the client never sends a price.
import type { Cart } from '../../shared/schemas/commerce';
import type { CountryId } from '../../shared/constants';
import { apiPath } from '../../shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../shared/commerceApiPaths';
import { apiRequest } from './apiClient';

/** The signed-in customer's cart. */
export function getCart(country: CountryId, signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>('GET', apiPath(COMMERCE_API_ROUTES.cart, null, { country }), { signal });
}

/** Adds a course (already there: the same cart); owned, own or free courses answer 409 with a CART_* code. */
export function addToCart(courseId: number, country: CountryId): Promise<Cart> {
  return apiRequest<Cart>('POST', apiPath(COMMERCE_API_ROUTES.cartItem, { courseId }, { country }));
}

/** Removes a course; an answer without a body (204) is read again. */
export async function removeFromCart(courseId: number, country: CountryId): Promise<Cart> {
  const cart = await apiRequest<Cart | undefined>('DELETE', apiPath(COMMERCE_API_ROUTES.cartItem, { courseId }, { country }));
  return cart ?? getCart(country);
}

/** Puts a visitor's local cart into the account's at sign-in; owned and free courses come back in `skipped`. */
export function mergeCart(courseIds: readonly number[], country: CountryId): Promise<Cart> {
  return apiRequest<Cart>('POST', apiPath(COMMERCE_API_ROUTES.cartMerge, null, { country }), { body: { courseIds: [...courseIds] } });
}

/** Prices a visitor's local cart (nothing stored). */
export function previewCart(courseIds: readonly number[], country: CountryId, signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>('GET', apiPath(COMMERCE_API_ROUTES.cartPreview, null, { courseIds: courseIds.join(','), country }), { signal });
}

export async function applyCoupon(code: string, country: CountryId): Promise<Cart> {
  const cart = await apiRequest<Cart | undefined>('POST', apiPath(COMMERCE_API_ROUTES.cartCoupon, null, { country }), { body: { code } });
  return cart ?? getCart(country);
}

export async function removeCoupon(country: CountryId): Promise<Cart> {
  const cart = await apiRequest<Cart | undefined>('DELETE', apiPath(COMMERCE_API_ROUTES.cartCoupon, null, { country }));
  return cart ?? getCart(country);
}
