// A local stand-in for the parts of Stripe the shop uses: Checkout Sessions (create, retrieve,
// expire), refunds, the hosted payment page, and signed webhook events to the shop's real webhook
// route. The `stripe` package talks to it as to Stripe (its host/port/protocol options point here),
// so the provider's real code, the library's request encoding and its signature check all run.
//
// The hosted page GET /pay/:id is plain HTML (no script, no external assets) with a Pay and a Cancel
// button. Pay marks the session complete (a payment intent pi_... appears), sends
// `checkout.session.completed` signed with stripe.webhooks.generateTestHeaderString to the webhook
// URL, then redirects the browser to success_url; Cancel redirects to cancel_url (the session stays
// open, as at Stripe).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  created: number;
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  /** Not Stripe's: the fingerprint of the card that paid (on the charge in Stripe). */
  card_fingerprint_for_tests: string | null;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  livemode: false;
  url: string | null;
  /** Not Stripe's: what the line said, for assertions. */
  line_items_for_tests: Array<{ name: string; unit_amount: number; quantity: number }>;
}

export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** One delivery of an event to the webhook URL: exactly the bytes and signature sent, and the answer. */
export interface FakeStripeDelivery {
  eventId: string;
  type: string;
  payload: string;
  signature: string;
  status: number;
  responseBody: string;
}

export interface SendEventOptions {
  /** Sign as of this Unix time (seconds); default now. An old one is a replay the shop must refuse. */
  timestamp?: number;
  /** Sign with another secret (a forgery the shop must refuse). */
  secret?: string;
  /** Reuse this event id (a provider retry of the same event). */
  eventId?: string;
}

export interface FakeStripe {
  /** The base URL of the API and the hosted pages, e.g. http://127.0.0.1:4010 (the provider's apiBaseUrl). */
  url: string;
  sessions: Map<string, FakeStripeSession>;
  refunds: Map<string, FakeStripeRefund>;
  /** Every event sent to the webhook URL, oldest first. */
  deliveries: FakeStripeDelivery[];
  /** API requests as received (method, path, the decoded body or query, the Idempotency-Key). */
  requests: Array<{ method: string; path: string; params: FormValue; idempotencyKey: string | null }>;
  /** Where events go; can be changed after start (e.g. once the app under test listens). */
  webhookUrl: string;
  /** What the Pay button does, without a browser: the session is paid and `checkout.session.completed` sent. Pays with a card (a fingerprint of its number: the same card, the same fingerprint; a card of its own per session by default). */
  pay(sessionId: string, card?: string): Promise<FakeStripeDelivery>;
  /** Expires an open session and sends `checkout.session.expired`. */
  expire(sessionId: string): Promise<FakeStripeDelivery>;
  /** Sends an event of `type` about the session as it is now, signed (see options). */
  sendEvent(type: string, sessionId: string, options?: SendEventOptions): Promise<FakeStripeDelivery>;
  /** Posts an earlier delivery again, byte for byte with its original signature (a duplicate / replay). */
  resend(delivery: FakeStripeDelivery): Promise<FakeStripeDelivery>;
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  webhookUrl: string;
  webhookSecret: string;
  port?: number;
}

/** A value of a form-encoded body decoded the way Stripe reads it (a[b][0]=c). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

/** Decodes `a[b][0][c]=v&...` (stripe-node's encoding of nested params) into objects and arrays. */
export function decodeStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: FormObject = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const child = node[part];
      if (typeof child === 'object' && !Array.isArray(child)) node = child;
      else {
        const created: FormObject = {};
        node[part] = created;
        node = created;
      }
    });
  }
  return arraysFromIndexes(root) as FormObject;
}

/** Objects whose keys are exactly 0..n-1 become arrays. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysFromIndexes(value[key] ?? '')]));
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return keys.map((key) => converted[key] ?? '');
  return converted;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

function text(value: FormValue | undefined, param: string, required = true): string | null {
  if (value === undefined) {
    if (required) throw new ApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
    return null;
  }
  if (typeof value !== 'string') throw new ApiError(400, 'invalid_request_error', `Invalid ${param}: must be a string`, 'parameter_invalid_string', param);
  return value;
}
function integer(value: FormValue | undefined, param: string): number {
  const raw = text(value, param) ?? '';
  if (!/^\d+$/.test(raw)) throw new ApiError(400, 'invalid_request_error', `Invalid integer: ${raw}`, 'parameter_invalid_integer', param);
  return Number(raw);
}
function object(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined) return {};
  if (typeof value === 'string' || Array.isArray(value)) throw new ApiError(400, 'invalid_request_error', `Invalid ${param}: must be an object`, null, param);
  return value;
}
function list(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ApiError(400, 'invalid_request_error', `Invalid array: ${param}`, 'parameter_invalid_array', param);
  return value;
}
function stringMap(value: FormValue | undefined, param: string): Record<string, string> {
  return Object.fromEntries(Object.entries(object(value, param)).map(([key, entry]) => [key, text(entry, `${param}[${key}]`) ?? '']));
}

const CURRENCIES = new Set(['usd', 'thb', 'php', 'vnd']);
const MIN_SESSION_SECONDS = 30 * 60;
const MAX_SESSION_SECONDS = 24 * 3600;

function randomId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function formatAmount(amount: number, currency: string): string {
  const digits = currency === 'vnd' ? 0 : 2;
  const whole = digits === 0 ? String(amount) : `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  return `${whole} ${currency.toUpperCase()}`;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, FakeStripeSession>();
  const refunds = new Map<string, FakeStripeRefund>();
  const deliveries: FakeStripeDelivery[] = [];
  const requests: FakeStripe['requests'] = [];
  /** Idempotency-Key -> the answer first given (Stripe answers a retried request the same way). */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let baseUrl = '';

  async function deliver(eventId: string, type: string, payload: string, signature: string): Promise<FakeStripeDelivery> {
    let status = 0;
    let responseBody = '';
    try {
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      status = response.status;
      responseBody = await response.text();
    } catch (error) {
      responseBody = error instanceof Error ? error.message : String(error);
    }
    const delivery = { eventId, type, payload, signature, status, responseBody };
    deliveries.push(delivery);
    return delivery;
  }

  async function sendEvent(type: string, sessionId: string, eventOptions: SendEventOptions = {}): Promise<FakeStripeDelivery> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
    const timestamp = eventOptions.timestamp ?? Math.floor(Date.now() / 1000);
    const dataObject = publicSession(session);
    const event = {
      id: eventOptions.eventId ?? randomId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: timestamp,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: dataObject },
    };
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: eventOptions.secret ?? options.webhookSecret, timestamp });
    return deliver(event.id, type, payload, signature);
  }

  function paySession(session: FakeStripeSession, card = randomId('card')): void {
    if (session.status === 'expired') throw new ApiError(400, 'invalid_request_error', 'This Checkout Session has expired.', 'checkout_session_expired');
    if (session.status === 'complete') return;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = randomId('pi');
    session.card_fingerprint_for_tests = crypto.createHash('sha256').update(card).digest('base64url').slice(0, 16);
    session.url = null;
  }

  function createSession(params: FormObject): FakeStripeSession {
    if (text(params.mode, 'mode') !== 'payment') throw new ApiError(400, 'invalid_request_error', 'The fake supports mode=payment only.', null, 'mode');
    const lines = list(params.line_items, 'line_items');
    if (lines.length !== 1) throw new ApiError(400, 'invalid_request_error', 'The fake supports exactly one line item.', null, 'line_items');
    const line = object(lines[0], 'line_items[0]');
    const priceData = object(line.price_data, 'line_items[0][price_data]');
    const currency = text(priceData.currency, 'line_items[0][price_data][currency]') ?? '';
    if (!CURRENCIES.has(currency)) throw new ApiError(400, 'invalid_request_error', `Invalid currency: ${currency}.`, null, 'line_items[0][price_data][currency]');
    const unitAmount = integer(priceData.unit_amount, 'line_items[0][price_data][unit_amount]');
    const quantity = integer(line.quantity, 'line_items[0][quantity]');
    const product = object(priceData.product_data, 'line_items[0][price_data][product_data]');
    const name = text(product.name, 'line_items[0][price_data][product_data][name]') ?? '';
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = params.expires_at === undefined ? now + MAX_SESSION_SECONDS : integer(params.expires_at, 'expires_at');
    if (expiresAt < now + MIN_SESSION_SECONDS || expiresAt > now + MAX_SESSION_SECONDS) {
      throw new ApiError(400, 'invalid_request_error', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', null, 'expires_at');
    }
    const successUrl = text(params.success_url, 'success_url') ?? '';
    const methods = list(params.allowed_payment_method_types, 'allowed_payment_method_types').map((method, index) => text(method, `allowed_payment_method_types[${index}]`) ?? '');
    const id = `cs_test_${crypto.randomBytes(24).toString('base64url')}`;
    const session: FakeStripeSession = {
      id,
      object: 'checkout.session',
      created: now,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency,
      customer_email: text(params.customer_email, 'customer_email', false),
      client_reference_id: text(params.client_reference_id, 'client_reference_id', false),
      metadata: stringMap(params.metadata, 'metadata'),
      payment_intent: null,
      card_fingerprint_for_tests: null,
      allowed_payment_method_types: methods,
      payment_method_types: methods.length > 0 ? methods : ['card'],
      success_url: successUrl,
      cancel_url: text(params.cancel_url, 'cancel_url', false),
      expires_at: expiresAt,
      livemode: false,
      url: `${baseUrl}/pay/${id}`,
      line_items_for_tests: [{ name, unit_amount: unitAmount, quantity }],
    };
    sessions.set(id, session);
    return session;
  }

  function publicSession(session: FakeStripeSession): Omit<FakeStripeSession, 'line_items_for_tests' | 'card_fingerprint_for_tests'> {
    const { line_items_for_tests: _lines, card_fingerprint_for_tests: _card, ...rest } = session;
    void _lines;
    void _card;
    return rest;
  }

  function createRefund(params: FormObject): FakeStripeRefund {
    const intent = text(params.payment_intent, 'payment_intent') ?? '';
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === intent);
    if (!session) throw new ApiError(404, 'invalid_request_error', `No such payment_intent: '${intent}'`, 'resource_missing', 'payment_intent');
    const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === intent).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = params.amount === undefined ? session.amount_total - refunded : integer(params.amount, 'amount');
    if (amount <= 0 || refunded + amount > session.amount_total) {
      throw new ApiError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded})`, 'amount_too_large', 'amount');
    }
    const refund: FakeStripeRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
      metadata: stringMap(params.metadata, 'metadata'),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function hostedPage(session: FakeStripeSession): string {
    const line = session.line_items_for_tests[0];
    const open = session.status === 'open';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Stripe Checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body>
<h1>Fake Stripe Checkout</h1>
<p>Test mode: no money moves.</p>
<p id="item">${escapeHtml(line?.name ?? '')}</p>
<p id="amount"><strong>${escapeHtml(formatAmount(session.amount_total, session.currency))}</strong></p>
<p id="status">Status: ${escapeHtml(session.status)}</p>
${
  open
    ? `<form method="post" action="/pay/${escapeHtml(session.id)}/pay"><button type="submit" id="pay">Pay</button></form>
<form method="post" action="/pay/${escapeHtml(session.id)}/cancel"><button type="submit" id="cancel">Cancel</button></form>`
    : ''
}
</body></html>`;
  }

  async function handle(req: http.IncomingMessage, body: string, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
      res.end(JSON.stringify(payload));
    };
    const redirect = (location: string) => {
      res.writeHead(303, { location });
      res.end();
    };

    // The hosted page and its buttons.
    const page = /^\/pay\/([A-Za-z0-9_-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1] ?? '');
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('No such checkout session');
        return;
      }
      if (method === 'GET' && !page[2]) {
        // form-action covers the redirect after the POST too (Chromium): the shop's return address is allowed.
        const returnOrigin = new URL(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)).origin;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}` });
        res.end(hostedPage(session));
        return;
      }
      if (method === 'POST' && page[2] === 'pay') {
        if (session.status === 'open') await fake.pay(session.id);
        redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
        return;
      }
      if (method === 'POST' && page[2] === 'cancel') {
        redirect(session.cancel_url ?? session.success_url);
        return;
      }
    }

    // The API.
    if (!url.pathname.startsWith('/v1/')) throw new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
    if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? '')) {
      throw new ApiError(401, 'invalid_request_error', 'Invalid API Key provided (the fake takes sk_test_... keys only).');
    }
    const params = method === 'GET' ? decodeStripeForm(url.search.slice(1)) : decodeStripeForm(body);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    requests.push({ method, path: url.pathname, params, idempotencyKey });
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        res.setHeader('idempotent-replayed', 'true');
        json(earlier.status, earlier.body);
        return;
      }
    }
    const answer = (status: number, payload: unknown) => {
      if (method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { status, body: payload });
      json(status, payload);
    };

    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') return answer(200, publicSession(createSession(params)));
    const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    if (one) {
      const session = sessions.get(decodeURIComponent(one[1] ?? ''));
      if (!session) throw new ApiError(404, 'invalid_request_error', `No such checkout.session: '${one[1] ?? ''}'`, 'resource_missing', 'id');
      if (method === 'GET' && !one[2]) {
        const expand = list(params.expand, 'expand');
        const answerSession: Record<string, unknown> = { ...publicSession(session) };
        if (expand.some((path) => typeof path === 'string' && (path === 'payment_intent' || path.startsWith('payment_intent.'))) && session.payment_intent) {
          const latestCharge = expand.includes('payment_intent.latest_charge')
            ? { id: `ch_${session.payment_intent.slice(3)}`, object: 'charge', payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', fingerprint: session.card_fingerprint_for_tests } } }
            : `ch_${session.payment_intent.slice(3)}`;
          answerSession.payment_intent = { id: session.payment_intent, object: 'payment_intent', status: 'succeeded', amount: session.amount_total, currency: session.currency, metadata: session.metadata, latest_charge: latestCharge };
        }
        return answer(200, answerSession);
      }
      if (method === 'POST' && one[2]) {
        if (session.status !== 'open') throw new ApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`);
        await fake.expire(session.id);
        return answer(200, publicSession(session));
      }
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') return answer(200, createRefund(params));
    throw new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks).toString('utf8'), res).catch((error: unknown) => {
        if (res.headersSent) return;
        const apiError = error instanceof ApiError ? error : new ApiError(500, 'api_error', error instanceof Error ? error.message : String(error));
        res.writeHead(apiError.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: apiError.type, message: apiError.message, code: apiError.code ?? undefined, param: apiError.param ?? undefined } }));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: baseUrl,
    sessions,
    refunds,
    deliveries,
    requests,
    webhookUrl: options.webhookUrl,
    async pay(sessionId, card) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      paySession(session, card);
      return sendEvent('checkout.session.completed', sessionId);
    },
    async expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      if (session.status === 'open') {
        session.status = 'expired';
        session.url = null;
      }
      return sendEvent('checkout.session.expired', sessionId);
    },
    sendEvent,
    resend: (delivery) => deliver(delivery.eventId, delivery.type, delivery.payload, delivery.signature),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
