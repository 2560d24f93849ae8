// The one interface every payment provider sits behind: the local test bank, the shop's own QR codes
// confirmed by an admin, and Stripe. The payment service chooses one per method by configuration and
// never knows which it talks to beyond these calls.
import type { Currency, PaymentMethod, PaymentProviderName } from '../../../shared/constants';

export interface CreatePaymentInput {
  /** Our payment's id (a UUID); providers keep it as metadata so their events name it. */
  paymentId: string;
  orderId: string;
  /** The order number, for people: the QR transfer's reference, the card statement's description. */
  orderNumber: string;
  method: PaymentMethod;
  amountMinor: number;
  currency: Currency;
  /** What the buyer pays for, e.g. the course titles (cut to fit by the provider). */
  description: string;
  buyerEmail: string;
  /** Where a hosted page sends the buyer back (our checkout page of the order). */
  returnUrl: string;
  expiresAt: Date;
}

export interface CreatedPayment {
  /** The provider's id of the payment (Stripe's Checkout Session id; ours for the QR and test providers). */
  providerRef: string;
  /** QR methods: the EMVCo payload to show as a QR code. */
  qrPayload: string | null;
  /** A page the buyer goes to (Stripe Checkout, the local test bank). */
  redirectUrl: string | null;
}

export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

export interface ProviderPayment {
  providerRef: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  currency: Currency;
  /** The provider's fingerprint of the card that paid (the same card, the same value), once paid; null when it does not say. */
  payerKey?: string | null;
}

export type RefundResult =
  /** The provider sent the money back (or will): its reference. */
  | { kind: 'refunded'; refundRef: string }
  /** This rail cannot refund through an API: a person sends the money to the buyer's account. */
  | { kind: 'manual' };

/** A verified event, in our words. */
export interface WebhookEvent {
  /** The provider's event id: an event stored once by (provider, eventId). */
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.expired' | 'refund.succeeded' | 'other';
  /** The provider's id of the payment, as CreatedPayment.providerRef. */
  providerRef: string | null;
  /** Our payment id when the provider carries it as metadata. */
  paymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  /** A success: the provider's fingerprint of the card that paid, when the event carries it (else the payment is asked). */
  payerKey?: string | null;
  /** When the provider says it happened (signed). */
  occurredAt: Date;
  /** The event as received, to store. */
  raw: unknown;
}

export class WebhookSignatureError extends Error {}
export class PaymentProviderError extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether a confirmation arriving by webhook can be trusted as is (signed), or must be fetched with getPayment first. */
  readonly signedWebhooks: boolean;
  /** Starts a payment; throws PaymentProviderError when the provider refuses or cannot be reached. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The provider's view of a payment now (the reconciliation job asks). */
  getPayment(providerRef: string): Promise<ProviderPayment>;
  /**
   * Sends `amountMinor` back (all or part of the payment: a partial refund of some order lines).
   * `refundKey` names our refund: a retry with the same key is the same refund, another key (a second
   * partial refund, even of the same amount) a new one.
   */
  refund(providerRef: string, amountMinor: number, currency: Currency, refundKey?: string): Promise<RefundResult>;
  /**
   * Checks the signature over the raw body (and its time: older than WEBHOOK_TOLERANCE_SECONDS is a
   * replay) and reads the event; throws WebhookSignatureError otherwise.
   */
  verifyWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): WebhookEvent;
}
