// The Stripe provider against the local fake (test-support/fakeStripe): the real `stripe` package
// sends its requests there, the fake's hosted page pays, its signed event reaches a tiny local
// receiver as Stripe's would reach our webhook route, and the provider verifies it. Signatures are
// also made offline with the library's test-header helper.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { PaymentProviderError, WebhookSignatureError } from './paymentProvider';
import type { CreatePaymentInput, PaymentProvider } from './paymentProvider';
import { createStripeProvider, stripeSessionExpiry } from './stripeProvider';
import { decodeStripeForm, startFakeStripe } from '../../test-support/fakeStripe';
import type { FakeStripe } from '../../test-support/fakeStripe';

const WEBHOOK_SECRET = 'whsec_test_provider_secret';
const SECRET_KEY = 'sk_test_provider_key';

interface Received {
  rawBody: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** A stand-in for our webhook route: keeps each request's raw bytes and headers. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ rawBody: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/Payments/Webhooks/stripe`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let fake: FakeStripe;
let provider: PaymentProvider;
let counter = 0;

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  counter += 1;
  return {
    paymentId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    orderId: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    orderNumber: `AC-2026-${String(counter).padStart(6, '0')}`,
    method: 'card',
    amountMinor: 159900,
    currency: 'THB',
    description: 'Thai cooking for beginners',
    buyerEmail: 'buyer@example.com',
    returnUrl: 'http://localhost:3000/checkout/order-1',
    expiresAt: new Date(Date.now() + 15 * 60 * 1000),
    ...overrides,
  };
}

beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startFakeStripe({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
  provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.url });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

describe('createPayment', () => {
  it('creates one Checkout Session priced in minor units, with our ids, and sends the buyer to its page', async () => {
    const request = input();
    const before = Math.floor(Date.now() / 1000);
    const created = await provider.createPayment(request);
    expect(created.providerRef).toMatch(/^cs_test_/);
    expect(created.qrPayload).toBeNull();
    expect(created.redirectUrl).toBe(`${fake.url}/pay/${created.providerRef}`);

    const session = fake.sessions.get(created.providerRef);
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      currency: 'thb',
      amount_total: 159900,
      client_reference_id: request.paymentId,
      customer_email: 'buyer@example.com',
      metadata: { paymentId: request.paymentId, orderId: request.orderId, orderNumber: request.orderNumber },
      allowed_payment_method_types: ['card'],
      success_url: 'http://localhost:3000/checkout/order-1?payment=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/checkout/order-1?payment=cancelled',
    });
    expect(session?.line_items_for_tests).toEqual([{ name: 'Thai cooking for beginners', unit_amount: 159900, quantity: 1 }]);
    // Our 15 minutes are clamped up to Stripe's minimum of 30 (and a minute of margin).
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + 31 * 60);
    expect(session?.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 31 * 60);
    // The library really sent form-encoded nested params with an idempotency key.
    const sent = fake.requests.find((entry) => entry.path === '/v1/checkout/sessions' && entry.method === 'POST');
    expect(sent?.idempotencyKey).toBe(`checkout-session:${request.paymentId}`);
  });

  it('passes VND through as Stripe\'s zero-decimal amount, and offers PromptPay next to cards when asked', async () => {
    const vnd = await provider.createPayment(input({ currency: 'VND', amountMinor: 399000 }));
    expect(fake.sessions.get(vnd.providerRef)).toMatchObject({ currency: 'vnd', amount_total: 399000 });
    const promptpay = await provider.createPayment(input({ method: 'promptpay' }));
    expect(fake.sessions.get(promptpay.providerRef)?.allowed_payment_method_types).toEqual(['card', 'promptpay']);
  });

  it('makes one session however often the same payment is created (idempotency key)', async () => {
    const request = input();
    const sessionsBefore = fake.sessions.size;
    const [first, second] = await Promise.all([provider.createPayment(request), provider.createPayment(request)]);
    const third = await provider.createPayment(request);
    expect(second.providerRef).toBe(first.providerRef);
    expect(third.providerRef).toBe(first.providerRef);
    expect(fake.sessions.size).toBe(sessionsBefore + 1);
  });

  it('keeps the return URL\'s own query and fragment', async () => {
    const created = await provider.createPayment(input({ returnUrl: 'https://academy.example/checkout/o1?lang=th#top' }));
    expect(fake.sessions.get(created.providerRef)?.success_url).toBe('https://academy.example/checkout/o1?lang=th&payment=success&session_id={CHECKOUT_SESSION_ID}#top');
  });

  it('throws PaymentProviderError when Stripe refuses (bad key) or for an amount that is not whole minor units', async () => {
    const badKey = createStripeProvider({ secretKey: 'rk_live_wrong', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.url });
    await expect(badKey.createPayment(input())).rejects.toThrow(PaymentProviderError);
    await expect(badKey.createPayment(input())).rejects.toThrow(/Invalid API Key/);
    await expect(provider.createPayment(input({ amountMinor: 15.99 }))).rejects.toThrow(PaymentProviderError);
  });

  it('refuses a configuration without its secrets', () => {
    expect(() => createStripeProvider({ secretKey: '', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: null })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: '', apiBaseUrl: null })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe('paying through the hosted page, the webhook and getPayment', () => {
  it('pays by the page\'s Pay button: signed checkout.session.completed reaches the webhook, the provider verifies it, the buyer returns', async () => {
    const request = input({ amountMinor: 1599, currency: 'USD' });
    const created = await provider.createPayment(request);
    expect(await provider.getPayment(created.providerRef)).toEqual({ providerRef: created.providerRef, status: 'pending', amountMinor: 1599, currency: 'USD', payerKey: null });

    const page = await fetch(created.redirectUrl ?? '');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toMatch(/<button type="submit" id="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" id="cancel">Cancel<\/button>/);
    expect(html).toContain('15.99 USD');
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);

    const receivedBefore = receiver.received.length;
    const paid = await fetch(`${fake.url}/pay/${created.providerRef}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/checkout/order-1?payment=success&session_id=${created.providerRef}`);

    expect(receiver.received.length).toBe(receivedBefore + 1);
    const delivered = receiver.received[receiver.received.length - 1];
    if (!delivered) throw new Error('no webhook received');
    const event = provider.verifyWebhook(delivered.rawBody, delivered.headers);
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      providerRef: created.providerRef,
      paymentId: request.paymentId,
      amountMinor: 1599,
      currency: 'USD',
    });
    expect(event.eventId).toMatch(/^evt_/);
    expect(Math.abs(event.occurredAt.getTime() - Date.now())).toBeLessThan(60_000);

    expect(await provider.getPayment(created.providerRef)).toMatchObject({ status: 'succeeded', amountMinor: 1599, currency: 'USD', payerKey: expect.stringMatching(/^stripe:\S+$/) });

    // Stripe retries an event with the same id and bytes: it verifies again, to the same event id (stored once by the shop).
    const lastDelivery = fake.deliveries[fake.deliveries.length - 1];
    if (!lastDelivery) throw new Error('no delivery');
    await fake.resend(lastDelivery);
    const again = receiver.received[receiver.received.length - 1];
    if (!again) throw new Error('no webhook received');
    expect(again.rawBody.equals(delivered.rawBody)).toBe(true);
    expect(provider.verifyWebhook(again.rawBody, again.headers).eventId).toBe(event.eventId);
  });

  it("names the card that paid by its charge's fingerprint: the same card twice, the same key; another card, another", async () => {
    const paidWith = async (card: string) => {
      const created = await provider.createPayment(input({ amountMinor: 999, currency: 'USD' }));
      await fake.pay(created.providerRef, card);
      return (await provider.getPayment(created.providerRef)).payerKey;
    };
    const first = await paidWith('4242424242424242');
    expect(first).toMatch(/^stripe:/);
    expect(await paidWith('4242424242424242')).toBe(first);
    expect(await paidWith('4000056655665556')).not.toBe(first);
    const asked = fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/'));
    expect(asked.at(-1)?.params).toMatchObject({ expand: ['payment_intent.latest_charge'] });
  });

  it('a cancelled page leaves the session open and sends the buyer back to the cancel address', async () => {
    const created = await provider.createPayment(input());
    const cancelled = await fetch(`${fake.url}/pay/${created.providerRef}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://localhost:3000/checkout/order-1?payment=cancelled');
    expect((await provider.getPayment(created.providerRef)).status).toBe('pending');
  });

  it('an expired session reads as expired, and its event as payment.expired', async () => {
    const created = await provider.createPayment(input());
    const delivery = await fake.expire(created.providerRef);
    expect(delivery.status).toBe(200);
    const received = receiver.received[receiver.received.length - 1];
    if (!received) throw new Error('no webhook received');
    expect(provider.verifyWebhook(received.rawBody, received.headers)).toMatchObject({ type: 'payment.expired', providerRef: created.providerRef });
    expect((await provider.getPayment(created.providerRef)).status).toBe('expired');
  });

  it('getPayment of an unknown session throws PaymentProviderError', async () => {
    await expect(provider.getPayment('cs_test_missing')).rejects.toThrow(PaymentProviderError);
  });
});

describe('verifyWebhook refuses what Stripe did not sign just now', () => {
  let created: { providerRef: string };
  beforeAll(async () => {
    created = await provider.createPayment(input());
  });
  function lastReceived(): Received {
    const received = receiver.received[receiver.received.length - 1];
    if (!received) throw new Error('no webhook received');
    return received;
  }

  it('a body changed after signing (the amount)', async () => {
    await fake.sendEvent('checkout.session.completed', created.providerRef);
    const { rawBody, headers } = lastReceived();
    expect(() => provider.verifyWebhook(rawBody, headers)).not.toThrow();
    const tampered = Buffer.from(rawBody.toString('utf8').replace('"amount_total": 159900', '"amount_total": 100'));
    expect(tampered.equals(rawBody)).toBe(false);
    expect(() => provider.verifyWebhook(tampered, headers)).toThrow(WebhookSignatureError);
  });

  it('a signature made with another secret', async () => {
    await fake.sendEvent('checkout.session.completed', created.providerRef, { secret: 'whsec_someone_else' });
    const { rawBody, headers } = lastReceived();
    expect(() => provider.verifyWebhook(rawBody, headers)).toThrow(WebhookSignatureError);
  });

  it('an event signed more than five minutes ago (a replay), while four minutes is still fine', async () => {
    const now = Math.floor(Date.now() / 1000);
    await fake.sendEvent('checkout.session.completed', created.providerRef, { timestamp: now - 301 });
    const old = lastReceived();
    expect(() => provider.verifyWebhook(old.rawBody, old.headers)).toThrow(/timestamp outside the tolerance zone/i);
    await fake.sendEvent('checkout.session.completed', created.providerRef, { timestamp: now - 240 });
    const recent = lastReceived();
    expect(() => provider.verifyWebhook(recent.rawBody, recent.headers)).not.toThrow();
  });

  it('no signature header, or two', () => {
    const payload = Buffer.from(JSON.stringify({ id: 'evt_1', object: 'event' }));
    expect(() => provider.verifyWebhook(payload, {})).toThrow(WebhookSignatureError);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: payload.toString(), secret: WEBHOOK_SECRET });
    expect(() => provider.verifyWebhook(payload, { 'stripe-signature': [header, header] })).toThrow(WebhookSignatureError);
  });
});

describe('event mapping (signed offline with the test-header helper)', () => {
  function signed(type: string, object: Record<string, unknown>): { body: Buffer; headers: Record<string, string> } {
    const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', created: 1_800_000_000, type, data: { object } });
    return { body: Buffer.from(payload), headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } };
  }
  const session = { id: 'cs_test_1', object: 'checkout.session', amount_total: 399000, currency: 'vnd', metadata: { paymentId: 'p-1' }, client_reference_id: 'p-1' };

  it.each([
    ['checkout.session.completed', { payment_status: 'paid' }, 'payment.succeeded'],
    ['checkout.session.completed', { payment_status: 'unpaid' }, 'other'],
    ['checkout.session.async_payment_succeeded', { payment_status: 'paid' }, 'payment.succeeded'],
    ['checkout.session.async_payment_failed', { payment_status: 'unpaid' }, 'payment.failed'],
    ['checkout.session.expired', { payment_status: 'unpaid' }, 'payment.expired'],
  ])('%s (%o) is %s', (type, extra, expected) => {
    const { body, headers } = signed(type, { ...session, ...extra });
    expect(provider.verifyWebhook(body, headers)).toEqual({
      eventId: `evt_${type}`,
      type: expected,
      providerRef: 'cs_test_1',
      paymentId: 'p-1',
      amountMinor: 399000,
      currency: 'VND',
      occurredAt: new Date(1_800_000_000_000),
      raw: expect.objectContaining({ type }),
    });
  });

  it('a refund that succeeded names its session from its metadata; other events are "other"', () => {
    const refund = signed('refund.updated', { id: 're_1', object: 'refund', amount: 500, currency: 'thb', status: 'succeeded', metadata: { checkoutSession: 'cs_test_2', paymentId: 'p-2' } });
    expect(provider.verifyWebhook(refund.body, refund.headers)).toMatchObject({ type: 'refund.succeeded', providerRef: 'cs_test_2', paymentId: 'p-2', amountMinor: 500, currency: 'THB' });
    const other = signed('customer.created', { id: 'cus_1', object: 'customer' });
    expect(provider.verifyWebhook(other.body, other.headers)).toMatchObject({ type: 'other', providerRef: null, paymentId: null, amountMinor: null });
  });
});

describe('refund', () => {
  it('refunds a paid session through its payment intent, once per amount however often it is retried', async () => {
    const created = await provider.createPayment(input({ amountMinor: 250000 }));
    await fake.pay(created.providerRef);
    const session = fake.sessions.get(created.providerRef);
    const [first, retried] = await Promise.all([provider.refund(created.providerRef, 250000, 'THB'), provider.refund(created.providerRef, 250000, 'THB')]);
    expect(first).toEqual({ kind: 'refunded', refundRef: expect.stringMatching(/^re_/) });
    expect(retried).toEqual(first);
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === session?.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 250000, currency: 'thb', metadata: { checkoutSession: created.providerRef, paymentId: session?.metadata.paymentId } });
  });

  it('two partial refunds of one payment, even of the same amount, are two refunds (each with its own key); a retry of one is that one', async () => {
    const created = await provider.createPayment(input({ amountMinor: 30000 }));
    await fake.pay(created.providerRef);
    const session = fake.sessions.get(created.providerRef);
    const first = await provider.refund(created.providerRef, 10000, 'THB', 'refund-1');
    const again = await provider.refund(created.providerRef, 10000, 'THB', 'refund-1');
    const second = await provider.refund(created.providerRef, 10000, 'THB', 'refund-2');
    expect(again).toEqual(first);
    expect(second).not.toEqual(first);
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === session?.payment_intent);
    expect(refunds.map((r) => r.amount)).toEqual([10000, 10000]);
  });

  it('refuses an unpaid session, another currency, and more than was paid', async () => {
    const unpaid = await provider.createPayment(input());
    await expect(provider.refund(unpaid.providerRef, 100, 'THB')).rejects.toThrow(/not paid/);
    const paid = await provider.createPayment(input({ amountMinor: 1000 }));
    await fake.pay(paid.providerRef);
    await expect(provider.refund(paid.providerRef, 1000, 'USD')).rejects.toThrow(/not USD/);
    await expect(provider.refund(paid.providerRef, 1001, 'THB')).rejects.toThrow(PaymentProviderError);
  });
});

describe('stripeSessionExpiry', () => {
  const now = new Date('2026-11-27T03:00:00Z');
  const seconds = now.getTime() / 1000;
  it('clamps our short window up to 31 minutes and a long one down to 24 hours less a minute; keeps one in between', () => {
    expect(stripeSessionExpiry(new Date(now.getTime() + 15 * 60_000), now)).toBe(seconds + 31 * 60);
    expect(stripeSessionExpiry(new Date(now.getTime() + 2 * 3600_000), now)).toBe(seconds + 2 * 3600);
    expect(stripeSessionExpiry(new Date(now.getTime() + 48 * 3600_000), now)).toBe(seconds + 24 * 3600 - 60);
  });
});

describe('decodeStripeForm (the fake\'s reading of stripe-node\'s encoding)', () => {
  it('reads nested objects and indexed arrays', () => {
    expect(decodeStripeForm('mode=payment&line_items[0][price_data][unit_amount]=5&line_items[0][quantity]=1&metadata[a]=b&expand[0]=x&expand[1]=y')).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '5' }, quantity: '1' }],
      metadata: { a: 'b' },
      expand: ['x', 'y'],
    });
  });
});
