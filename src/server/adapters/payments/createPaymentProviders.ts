// One provider per configured name, and which one takes each method (config.payments.providers).
import type { PaymentMethod, PaymentProviderName } from '../../../shared/constants';
import type { PaymentsConfig } from '../../config';
import type { PaymentProvider } from './paymentProvider';
import { createQrProvider } from './qrProvider';
import { createStripeProvider } from './stripeProvider';
import { createTestProvider, type TestProvider } from './testProvider';

export interface PaymentProviders {
  /** The provider that takes `method`, or null when the method is not offered. */
  forMethod(method: PaymentMethod): PaymentProvider | null;
  /** A provider by its name (webhook paths, payments already made), or null when it is not configured. */
  byName(name: string): PaymentProvider | null;
  /** The methods with a provider, in PAYMENT_METHODS order. */
  readonly methods: readonly PaymentMethod[];
  /** The local test bank, while it is on. */
  readonly test: TestProvider | null;
}

export function createPaymentProviders(config: PaymentsConfig, overrides: Partial<Record<PaymentProviderName, PaymentProvider>> = {}): PaymentProviders {
  const names = new Set(Object.values(config.providers));
  if (config.testProvider) names.add('test');
  const built = new Map<PaymentProviderName, PaymentProvider>();
  let test: TestProvider | null = null;
  for (const name of names) {
    const override = overrides[name];
    if (override) {
      built.set(name, override);
      continue;
    }
    if (name === 'test') {
      test = createTestProvider({ webhookSecret: config.testWebhookSecret, merchant: config.merchant });
      built.set(name, test);
    } else if (name === 'qr') built.set(name, createQrProvider(config.merchant));
    else if (name === 'stripe' && config.stripe) built.set(name, createStripeProvider(config.stripe));
  }
  const methods = (Object.keys(config.providers) as PaymentMethod[]).filter((m) => built.has(config.providers[m]!));
  return {
    forMethod: (method) => {
      const name = config.providers[method];
      return name ? (built.get(name) ?? null) : null;
    },
    byName: (name) => built.get(name as PaymentProviderName) ?? null,
    methods,
    test,
  };
}
