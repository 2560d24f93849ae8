import { API_BASE, apiPath } from '../../../src/shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../../src/shared/commerceApiPaths';
import { startFakeStripe, type FakeStripe } from '../../../src/server/test-support/fakeStripe';
import { startProductionServer, type RunningServer } from './server';

declare global {
  var __academyE2eServer: RunningServer | undefined;
  var __academyE2eStripe: FakeStripe | undefined;
}

/** The webhook signing secret the fake Stripe and the server share in the end-to-end run. */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_academy_fake_stripe_secret';
/** The earnings hold of the end-to-end server (the money-out journey waits it out). */
export const E2E_EARNINGS_HOLD_SECONDS = 20;
/** A resolved support ticket closes after this long on the end-to-end server (7 days by default). */
export const E2E_TICKET_AUTO_CLOSE_SECONDS = 10;

/**
 * One production server for the whole end-to-end run, with the test bank on (a demo site) and cards
 * paid through a local fake of Stripe (its hosted page signs and posts the events to the server's real
 * webhook route); their addresses reach the tests through the environment.
 */
export default async function globalSetup() {
  const stripe = await startFakeStripe({ webhookUrl: 'http://127.0.0.1:1/unset', webhookSecret: STRIPE_WEBHOOK_SECRET });
  globalThis.__academyE2eStripe = stripe;
  const server = await startProductionServer({
    PAYMENT_TEST_PROVIDER: 'on',
    STRIPE_SECRET_KEY: 'sk_test_e2e_academy',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    // Earnings are held for 20 seconds instead of 30 days, so a journey sees them become available.
    EARNINGS_HOLD_SECONDS: String(E2E_EARNINGS_HOLD_SECONDS),
    TICKET_AUTO_CLOSE_SECONDS: String(E2E_TICKET_AUTO_CLOSE_SECONDS),
    // Set-up sign-ups name their own address (support/helpers.ts createUser), so the per-address sign-up
    // limit counts the browsers' sign-ups only; the browsers send no such header.
    TRUST_PROXY: 'true',
  });
  stripe.webhookUrl = `${server.baseUrl}${API_BASE}${apiPath(COMMERCE_API_ROUTES.paymentWebhook, { provider: 'stripe' })}`;
  globalThis.__academyE2eServer = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_STRIPE_URL = stripe.url;
}
