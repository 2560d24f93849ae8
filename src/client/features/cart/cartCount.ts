// What the always-loaded header needs of the cart: the number of courses in it. It reads the cart's
// state when the cart's code has arrived (it is injected lazily) and is 0 before; no other cart code here.
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
