// The local test bank: no outside party. A payment's page (/pay/test/{paymentId}) shows the amount
// (and the QR for the QR methods) and lets a person approve or decline; the bank then sends a webhook
// signed like a real provider's (HMAC-SHA256 over "<unix time>.<raw body>" in `Academy-Signature:
// t=<unix>,v1=<hex>`) to the real webhook route, so signatures, replays and duplicates are exercised
// end to end.
import crypto from 'node:crypto';
import { QR_METHOD_CURRENCY, WEBHOOK_TOLERANCE_SECONDS, type Currency, type PaymentMethod } from '../../../shared/constants';
import { ROUTES } from '../../../shared/spaRoutes';
import { buildQrPayload, type QrMerchantConfig } from './emvco';
import {
  PaymentProviderError, WebhookSignatureError,
  type CreatePaymentInput, type CreatedPayment, type PaymentProvider, type ProviderPayment, type ProviderPaymentStatus, type RefundResult, type WebhookEvent,
} from './paymentProvider';

export const TEST_SIGNATURE_HEADER = 'academy-signature';

/** The body of a test bank event (JSON). */
export interface TestBankEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  paymentId: string;
  amountMinor: number;
  currency: Currency;
  occurredAt: string;
  /** A success paid with a test card: the bank's fingerprint of its number (see TestProvider.cardKey). */
  payerKey?: string;
}

/** The shape of a test bank card fingerprint. */
const TEST_PAYER_KEY = /^test:[A-Za-z0-9_-]{16,64}$/;

export interface TestProviderOptions {
  webhookSecret: string;
  merchant: QrMerchantConfig;
  /** For tests: the clock, in milliseconds. */
  now?: () => number;
}

export interface TestProvider extends PaymentProvider {
  /** The signature header for a body sent at `unixSeconds` (the bank's side; tests forge old or wrong ones with it). */
  sign(rawBody: string, unixSeconds?: number): string;
  /** The bank's decision, kept for getPayment (the reconciliation asks), with the fingerprint of the card that paid. */
  decide(providerRef: string, status: Extract<ProviderPaymentStatus, 'succeeded' | 'failed'>, payerKey?: string | null): void;
  /** The bank's fingerprint of a card number (digits only): the same card gives the same key, and the number is never kept. */
  cardKey(cardNumber: string): string;
}

function isQrMethod(method: PaymentMethod): method is keyof typeof QR_METHOD_CURRENCY {
  return method in QR_METHOD_CURRENCY;
}

export function testBankPath(paymentId: string): string {
  return `/${ROUTES.testBank.replace(':paymentId', encodeURIComponent(paymentId))}`;
}

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const now = options.now ?? Date.now;
  // What the bank knows of each payment made since start (a demo bank; it forgets on restart).
  const known = new Map<string, { amountMinor: number; currency: Currency; method: PaymentMethod; status: ProviderPaymentStatus; payerKey: string | null }>();
  const hmac = (t: string, body: Buffer | string) => crypto.createHmac('sha256', options.webhookSecret).update(`${t}.`).update(body).digest('hex');

  return {
    name: 'test',
    signedWebhooks: true,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      let qrPayload: string | null = null;
      if (isQrMethod(input.method)) {
        try {
          qrPayload = buildQrPayload(input.method, { amountMinor: input.amountMinor, currency: input.currency, reference: input.orderNumber }, options.merchant);
        } catch (err) {
          throw new PaymentProviderError(`the ${input.method} QR could not be made: ${(err as Error).message}`);
        }
      }
      known.set(input.paymentId, { amountMinor: input.amountMinor, currency: input.currency, method: input.method, status: 'pending', payerKey: null });
      return { providerRef: input.paymentId, qrPayload, redirectUrl: testBankPath(input.paymentId) };
    },
    async getPayment(providerRef: string): Promise<ProviderPayment> {
      const payment = known.get(providerRef);
      if (!payment) throw new PaymentProviderError('the test bank does not know this payment (it forgets on restart)');
      return { providerRef, status: payment.status, amountMinor: payment.amountMinor, currency: payment.currency, payerKey: payment.payerKey };
    },
    async refund(providerRef: string): Promise<RefundResult> {
      const payment = known.get(providerRef);
      // A QR transfer cannot be sent back through an API, at the test bank as at a real one.
      if (payment && isQrMethod(payment.method)) return { kind: 'manual' };
      return { kind: 'refunded', refundRef: `test_rf_${crypto.randomBytes(8).toString('hex')}` };
    },
    verifyWebhook(rawBody: Buffer, headers): WebhookEvent {
      const header = headers[TEST_SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      if (!value) throw new WebhookSignatureError('no signature');
      const parts = new Map(value.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
      const t = parts.get('t');
      const v1 = parts.get('v1');
      if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) throw new WebhookSignatureError('malformed signature');
      const expected = Buffer.from(hmac(t, rawBody), 'hex');
      if (!crypto.timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new WebhookSignatureError('wrong signature');
      if (Math.abs(now() / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('signed too long ago');
      let body: Partial<TestBankEvent>;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Partial<TestBankEvent>;
      } catch {
        throw new WebhookSignatureError('not JSON');
      }
      if (typeof body.id !== 'string' || !body.id) throw new WebhookSignatureError('no event id');
      const type = body.type === 'payment.succeeded' || body.type === 'payment.failed' ? body.type : 'other';
      const paymentId = typeof body.paymentId === 'string' ? body.paymentId : null;
      return {
        eventId: body.id,
        type,
        providerRef: paymentId,
        paymentId,
        amountMinor: typeof body.amountMinor === 'number' && Number.isSafeInteger(body.amountMinor) ? body.amountMinor : null,
        currency: typeof body.currency === 'string' ? body.currency : null,
        payerKey: type === 'payment.succeeded' && typeof body.payerKey === 'string' && TEST_PAYER_KEY.test(body.payerKey) ? body.payerKey : null,
        occurredAt: new Date(Number(t) * 1000),
        raw: body,
      };
    },
    sign(rawBody: string, unixSeconds = Math.floor(now() / 1000)): string {
      const t = String(unixSeconds);
      return `t=${t},v1=${hmac(t, rawBody)}`;
    },
    decide(providerRef, status, payerKey = null) {
      const payment = known.get(providerRef);
      if (payment && payment.status === 'pending') {
        payment.status = status;
        payment.payerKey = status === 'succeeded' ? payerKey : null;
      }
    },
    cardKey(cardNumber: string): string {
      const digits = cardNumber.replace(/\D/g, '');
      return `test:${crypto.createHmac('sha256', options.webhookSecret).update(`card:${digits}`).digest('base64url').slice(0, 24)}`;
    },
  };
}
