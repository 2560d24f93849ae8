// The buyer's preferred payment method per region (their billing details, /student/payment-info): the
// cart pre-selects it when the cart's region offers it.
import type { PaymentMethod } from '../../../shared/constants';
import type { BillingProfile } from '../../../shared/schemas/commerce';
import { getBilling } from '../../api/billingApi';
import { defineRequest } from '../../app/request';

export type PreferredMethods = BillingProfile['preferredMethods'];

/** The signed-in buyer's preferred methods (read with the billing details each time the cart page opens). */
export const preferredMethodsRequest = defineRequest<'me', PreferredMethods>('cart/preferredMethods', () => getBilling().then((billing) => billing.preferredMethods), { keyOf: String });

/**
 * The method a currency's checkout box has selected: the one the buyer picked, else their preferred one
 * for the region when it is offered, else the first offered (none: null).
 */
export function selectedMethod(methods: readonly PaymentMethod[], picked: PaymentMethod | null, preferred: PaymentMethod | undefined): PaymentMethod | null {
  if (picked && methods.includes(picked)) return picked;
  if (preferred && methods.includes(preferred)) return preferred;
  return methods[0] ?? null;
}
