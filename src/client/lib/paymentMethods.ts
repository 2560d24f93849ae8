// How each payment method is named and explained (translation keys), at checkout and on orders, receipts
// and the admin's pages alike.
import type { PaymentMethod } from '../../shared/constants';

export const METHOD_KEYS: { readonly [M in PaymentMethod]: { name: string; hint: string } } = {
  promptpay: { name: 'CHECKOUT.METHOD_PROMPTPAY', hint: 'CHECKOUT.METHOD_PROMPTPAY_HINT' },
  vietqr: { name: 'CHECKOUT.METHOD_VIETQR', hint: 'CHECKOUT.METHOD_VIETQR_HINT' },
  qrph: { name: 'CHECKOUT.METHOD_QRPH', hint: 'CHECKOUT.METHOD_QRPH_HINT' },
  card: { name: 'CHECKOUT.METHOD_CARD', hint: 'CHECKOUT.METHOD_CARD_HINT' },
  test: { name: 'CHECKOUT.METHOD_TEST', hint: 'CHECKOUT.METHOD_TEST_HINT' },
};

/** The QR methods: a code to scan with a bank or wallet app; their money cannot go back through an API (a refund names an account). */
export function isQrMethod(method: string | null | undefined): boolean {
  return method === 'promptpay' || method === 'vietqr' || method === 'qrph';
}
