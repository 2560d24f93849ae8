// Cards (and PromptPay for Thai Stripe accounts) through Stripe Checkout, with the `stripe` package.
//
// - A payment is a Checkout Session (mode payment, one line: the order, priced by us in minor units;
//   Stripe's zero-decimal VND and two-decimal THB/PHP/USD are exactly our minor units). Its id is the
//   providerRef; the buyer is sent to its hosted page (session.url).
// - Stripe requires a session to live 30 minutes to 24 hours: an order's shorter window (15 min)
//   is clamped up to 30 minutes (plus a minute of clock margin). The order expires on our side
//   first; a payment Stripe confirms after that arrives as payment.succeeded for an expired order
//   (the payment service decides: refund or accept).
// - Every create and refund carries an idempotency key, so a retry (ours or the library's) never
//   makes a second session or a second refund.
// - Webhooks are verified by the library (stripe.webhooks.constructEvent: HMAC-SHA256 over
//   "<t>.<raw body>" with the endpoint secret, timestamp within WEBHOOK_TOLERANCE_SECONDS).
// - apiBaseUrl points every API call at another host (tests: a local fake, test-support/fakeStripe).
import Stripe from 'stripe';
import { CURRENCIES, WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/constants';
import type { Currency } from '../../../shared/constants';
import { PaymentProviderError, WebhookSignatureError } from './paymentProvider';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderPayment, ProviderPaymentStatus, RefundResult, WebhookEvent } from './paymentProvider';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the API at a local fake (e.g. http://127.0.0.1:4010); unset: Stripe itself. */
  apiBaseUrl: string | null;
}

/** Stripe refuses a Checkout Session that expires sooner than this after its creation... */
export const STRIPE_MIN_SESSION_SECONDS = 30 * 60;
/** ...or later than this. */
export const STRIPE_MAX_SESSION_SECONDS = 24 * 3600;
/** Clock margin added to the minimum (our clock and Stripe's differ a little; a request takes time). */
const SESSION_MARGIN_SECONDS = 60;
/** Stripe's limit on a product name. */
const PRODUCT_NAME_MAX = 250;

/** The session's expiry (Unix seconds): ours when Stripe accepts it, else clamped into [now + 31 min, now + 24 h]. */
export function stripeSessionExpiry(expiresAt: Date, now: Date = new Date()): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  const earliest = nowSeconds + STRIPE_MIN_SESSION_SECONDS + SESSION_MARGIN_SECONDS;
  const latest = nowSeconds + STRIPE_MAX_SESSION_SECONDS - SESSION_MARGIN_SECONDS;
  return Math.min(Math.max(wanted, earliest), latest);
}

/** `url` with `params` added to its query (keeping what it has). `{CHECKOUT_SESSION_ID}` stays literal for Stripe to fill in. */
function withQuery(url: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value === '{CHECKOUT_SESSION_ID}' ? value : encodeURIComponent(value)}`)
    .join('&');
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

function ourCurrency(stripeCurrency: string | null | undefined): Currency {
  const upper = (stripeCurrency ?? '').toUpperCase();
  const found = CURRENCIES.find((currency) => currency === upper);
  if (!found) throw new PaymentProviderError(`Stripe answered a currency we do not sell in: "${stripeCurrency ?? ''}"`);
  return found;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Our status of a Checkout Session. */
export function sessionStatus(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status' | 'payment_intent'>): ProviderPaymentStatus {
  if (session.status === 'expired') return 'expired';
  if (session.status === 'complete') {
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'succeeded';
    // Completed but unpaid: an asynchronous method (PromptPay) still on its way, or failed.
    const intent = session.payment_intent;
    if (intent && typeof intent !== 'string' && (intent.status === 'canceled' || intent.status === 'requires_payment_method')) return 'failed';
    return 'pending';
  }
  return 'pending';
}

function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const detail = error instanceof Stripe.errors.StripeError ? `${error.type}${error.code ? ` ${error.code}` : ''}: ${error.message}` : String(error);
  return new PaymentProviderError(`Stripe could not ${action}: ${detail}`);
}

function headerValue(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | null {
  const value = headers[name] ?? headers[name.toLowerCase()] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  if (Array.isArray(value)) return value.length === 1 ? (value[0] ?? null) : null;
  return value ?? null;
}

function metadataValue(metadata: Stripe.Metadata | null | undefined, key: string): string | null {
  const value = metadata?.[key];
  return typeof value === 'string' && value ? value : null;
}

/** The fingerprint of the card that paid a session read with its payment intent's latest charge expanded; null for other methods or when not expanded. */
export function cardFingerprint(session: Pick<Stripe.Checkout.Session, 'payment_intent'>): string | null {
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const fingerprint = charge.payment_method_details?.card?.fingerprint;
  return fingerprint ? `stripe:${fingerprint}` : null;
}

/** A verified Stripe event in our words. */
export function mapStripeEvent(event: Stripe.Event): WebhookEvent {
  const occurredAt = new Date(event.created * 1000);
  const base = { eventId: event.id, occurredAt, raw: event };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      let type: WebhookEvent['type'];
      if (event.type === 'checkout.session.expired') type = 'payment.expired';
      else if (event.type === 'checkout.session.async_payment_failed') type = 'payment.failed';
      else if (event.type === 'checkout.session.async_payment_succeeded') type = 'payment.succeeded';
      // Completed: paid now (cards), or an asynchronous method that will send one of the two above.
      else type = session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'payment.succeeded' : 'other';
      return {
        ...base,
        type,
        providerRef: session.id,
        paymentId: metadataValue(session.metadata, 'paymentId') ?? session.client_reference_id ?? null,
        amountMinor: session.amount_total,
        currency: session.currency ? session.currency.toUpperCase() : null,
      };
    }
    case 'refund.created':
    case 'refund.updated': {
      const refund = event.data.object;
      return {
        ...base,
        type: refund.status === 'succeeded' ? 'refund.succeeded' : 'other',
        providerRef: metadataValue(refund.metadata, 'checkoutSession'),
        paymentId: metadataValue(refund.metadata, 'paymentId'),
        amountMinor: refund.amount,
        currency: refund.currency.toUpperCase(),
      };
    }
    default:
      return { ...base, type: 'other', providerRef: null, paymentId: null, amountMinor: null, currency: null };
  }
}

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  if (!config.secretKey) throw new Error('Stripe needs its secret key (STRIPE_SECRET_KEY)');
  if (!config.webhookSecret) throw new Error('Stripe needs its webhook signing secret (STRIPE_WEBHOOK_SECRET)');
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'academy' } };
  if (config.apiBaseUrl) {
    const url = new URL(config.apiBaseUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  const stripe = new Stripe(config.secretKey, options);

  async function retrieveSession(providerRef: string): Promise<Stripe.Checkout.Session> {
    try {
      // The charge too: its card's fingerprint (the same card gives the same one) tells the affiliate programme who paid.
      return await stripe.checkout.sessions.retrieve(providerRef, { expand: ['payment_intent.latest_charge'] });
    } catch (error) {
      throw providerError(`read the checkout session ${providerRef}`, error);
    }
  }

  return {
    name: 'stripe',
    signedWebhooks: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new PaymentProviderError(`Stripe payment amount must be a positive whole number of minor units, got ${input.amountMinor}`);
      }
      const metadata = { paymentId: input.paymentId, orderId: input.orderId, orderNumber: input.orderNumber };
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: (input.description || input.orderNumber).slice(0, PRODUCT_NAME_MAX) },
            },
          },
        ],
        // stripe 23 (API 2026-10-28) replaced payment_method_types by this filter of the methods the account has on.
        allowed_payment_method_types: input.method === 'promptpay' ? ['card', 'promptpay'] : ['card'],
        customer_email: input.buyerEmail,
        client_reference_id: input.paymentId,
        metadata,
        payment_intent_data: { metadata, description: `Order ${input.orderNumber}` },
        success_url: withQuery(input.returnUrl, { payment: 'success', session_id: '{CHECKOUT_SESSION_ID}' }),
        cancel_url: withQuery(input.returnUrl, { payment: 'cancelled' }),
        expires_at: stripeSessionExpiry(input.expiresAt),
      };
      let session: Stripe.Checkout.Session;
      try {
        // One session per payment, however often this is retried.
        session = await stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-session:${input.paymentId}` });
      } catch (error) {
        throw providerError('create the checkout session', error);
      }
      if (!session.url) throw new PaymentProviderError(`Stripe answered checkout session ${session.id} without its page's address`);
      return { providerRef: session.id, qrPayload: null, redirectUrl: session.url };
    },

    async getPayment(providerRef: string): Promise<ProviderPayment> {
      const session = await retrieveSession(providerRef);
      if (session.amount_total == null) throw new PaymentProviderError(`Stripe answered checkout session ${providerRef} without its amount`);
      return { providerRef: session.id, status: sessionStatus(session), amountMinor: session.amount_total, currency: ourCurrency(session.currency), payerKey: cardFingerprint(session) };
    },

    async refund(providerRef: string, amountMinor: number, currency: Currency, refundKey?: string): Promise<RefundResult> {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        throw new PaymentProviderError(`Stripe refund amount must be a positive whole number of minor units, got ${amountMinor}`);
      }
      const session = await retrieveSession(providerRef);
      if (ourCurrency(session.currency) !== currency) {
        throw new PaymentProviderError(`Stripe checkout session ${providerRef} was paid in ${session.currency ?? '?'}, not ${currency}`);
      }
      const paymentIntent = idOf(session.payment_intent);
      if (!paymentIntent) throw new PaymentProviderError(`Stripe checkout session ${providerRef} has no payment to refund (not paid)`);
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: amountMinor,
            metadata: { checkoutSession: session.id, paymentId: metadataValue(session.metadata, 'paymentId') ?? '' },
          },
          // A retried refund (the same key, or without one the same amount) is the same refund (Stripe keeps keys 24 hours);
          // two partial refunds of one payment have keys of their own.
          { idempotencyKey: refundKey ? `refund:${session.id}:${refundKey}:${amountMinor}` : `refund:${session.id}:${amountMinor}` },
        );
        return { kind: 'refunded', refundRef: refund.id };
      } catch (error) {
        throw providerError(`refund checkout session ${providerRef}`, error);
      }
    },

    verifyWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): WebhookEvent {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('Stripe webhook without one Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(`Stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`);
      }
      return mapStripeEvent(event);
    },
  };
}
