// What the always-loaded header needs of the cart: the number of courses in it, and whether a visitor
// has a local cart at all. The count reads the cart's state when the cart's code has arrived (it is
// injected lazily) and is 0 before; no other cart code here.

/** Local storage's key of a visitor's cart (the course ids as JSON). */
export const LOCAL_CART_KEY = 'cart';

/** Whether a visitor has something in the local cart (the header then loads the cart's code). */
export function hasLocalCart(): boolean {
  try {
    const raw = window.localStorage.getItem(LOCAL_CART_KEY);
    return raw !== null && raw !== '' && raw !== '[]';
  } catch {
    return false;
  }
}
interface CartCountState {
  mode: 'local' | 'server';
  localIds: readonly number[];
  cart: { data: { lines: readonly unknown[] } | null };
}

export function selectCartCount(state: unknown): number {
  const cart = (state as { cart?: CartCountState }).cart;
  if (!cart) return 0;
  return cart.mode === 'local' ? cart.localIds.length : (cart.cart.data?.lines.length ?? 0);
}
