// Cards (and PromptPay for Thai Stripe accounts) through Stripe Checkout, with the `stripe` package.
import type { PaymentProvider } from './paymentProvider';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the API at a local fake (e.g. http://127.0.0.1:4010); unset: Stripe itself. */
  apiBaseUrl: string | null;
}

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  void config;
  throw new Error('not implemented yet');
}
