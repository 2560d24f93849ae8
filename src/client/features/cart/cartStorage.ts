// A signed-out visitor's cart: the course ids in local storage (key `cart`), priced by the server when
// shown. Storage can be unavailable (privacy modes): reads then give an empty cart, writes are dropped.
import { CART_MAX_ITEMS } from '../../../shared/constants';
import { LOCAL_CART_KEY } from './cartCount';

export { LOCAL_CART_KEY };

/** The stored course ids (positive integers, no repeats, at most CART_MAX_ITEMS); [] when none or unreadable. */
export function readLocalCart(): number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LOCAL_CART_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids: number[] = [];
  for (const value of parsed) {
    if (Number.isSafeInteger(value) && (value as number) > 0 && !ids.includes(value as number)) ids.push(value as number);
  }
  return ids.slice(0, CART_MAX_ITEMS);
}

export function writeLocalCart(ids: readonly number[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(LOCAL_CART_KEY);
    else window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(ids));
  } catch {
    /* storage unavailable: the cart lasts for this page only */
  }
}
