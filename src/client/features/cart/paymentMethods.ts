// How each payment method is named and explained to the buyer (translation keys).
import type { PaymentMethod } from '../../../shared/constants';

export const METHOD_KEYS: { readonly [M in PaymentMethod]: { name: string; hint: string } } = {
  promptpay: { name: 'CHECKOUT.METHOD_PROMPTPAY', hint: 'CHECKOUT.METHOD_PROMPTPAY_HINT' },
  vietqr: { name: 'CHECKOUT.METHOD_VIETQR', hint: 'CHECKOUT.METHOD_VIETQR_HINT' },
  qrph: { name: 'CHECKOUT.METHOD_QRPH', hint: 'CHECKOUT.METHOD_QRPH_HINT' },
  card: { name: 'CHECKOUT.METHOD_CARD', hint: 'CHECKOUT.METHOD_CARD_HINT' },
  test: { name: 'CHECKOUT.METHOD_TEST', hint: 'CHECKOUT.METHOD_TEST_HINT' },
};

/** The QR methods: a code to scan with a bank or wallet app. */
export function isQrMethod(method: PaymentMethod): boolean {
  return method === 'promptpay' || method === 'vietqr' || method === 'qrph';
}
