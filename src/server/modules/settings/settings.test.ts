// Settings admins change at run time: the admin's routes (versions, per-key validation, audit), and
// each setting applied at once where it applies, without a restart and on every node.
import { eq } from 'drizzle-orm';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { API_ROUTES, apiPath } from '../../../shared/apiPaths';
import { SOCIAL_API_ROUTES } from '../../../shared/socialApiPaths';
import { COMMERCE_API_ROUTES } from '../../../shared/commerceApiPaths';
import type { Currency } from '../../../shared/constants';
import type { AdminSettings, AdminSettingsUpdate } from '../../../shared/schemas/adminSettings';
import type { Cart, Order } from '../../../shared/schemas/commerce';
import type { Problem } from '../../../shared/schemas/common';
import type { PayoutAccount } from '../../../shared/schemas/commerce';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import { auditLog, customers, ledgerEntries, orders, payoutMethods } from '../../db/schema';
import { addToCart, approve, buyer, checkout, paidCourse, unique } from '../../test-support/commerceFixtures';
import { tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import type { FirebaseTokenVerifier } from '../social/firebaseTokenVerifier';
import { SettingsService } from './settingsService';

const URL = `/api${ADMIN_CONSOLE_API_ROUTES.adminSettings}`;
const PASSWORD = 'Correct-Horse-9';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const read = async () => (await t.request({ method: 'GET', url: URL, token: adminToken })).json<AdminSettings>();
const put = (payload: Record<string, unknown>, version: number | null, token = adminToken) =>
  t.request({ method: 'PUT', url: URL, token, payload, headers: version === null ? {} : { 'if-match': String(version) } });
/** Changes settings from the version in force; fails the test unless 200. */
async function change(values: AdminSettingsUpdate): Promise<AdminSettings> {
  const res = await put(values, (await read()).version);
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
  return res.json<AdminSettings>();
}

describe('GET|PUT /Admin/Settings', () => {
  it('admins only', async () => {
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    const student = await tokenFor(t, 'student');
    expect((await t.request({ method: 'GET', url: URL, token: student })).statusCode).toBe(403);
    expect((await put({ refundWindowDays: 1 }, 0, student)).statusCode).toBe(403);
  });

  it('every setting with its default (the configuration), a version in the body and in ETag', async () => {
    const res = await t.request({ method: 'GET', url: URL, token: adminToken });
    const body = res.json<AdminSettings>();
    expect(res.headers.etag).toBe(`"${body.version}"`);
    expect(body.defaults).toMatchObject({
      instructorSharePercent: t.config.earnings.instructorSharePercent,
      affiliateCommissionPercent: t.config.earnings.affiliateCommissionPercent,
      refundWindowDays: t.config.payments.refundWindowDays,
      earningsHoldSeconds: t.config.earnings.holdSeconds,
      payoutMinimumMinor: { USD: 1000, THB: 35000, PHP: 56000, VND: 250000 },
      taxRateBasisPoints: { '999': 0, '174': 700, '138': 1200, '193': 1000 },
      contactEmail: t.config.contactEmail,
      liveChatUrl: t.config.chatWidgetUrl,
      affiliateProgrammeEnabled: true,
      socialSignInEnabled: true,
      instructorApplicationsOpen: true,
    });
    expect(Object.keys(body.values).sort()).toEqual(Object.keys(body.defaults).sort());
  });

  it('refuses without If-Match (428), a stale version (409 with the settings now), an unknown key and an invalid value naming the key (400); nothing changes', async () => {
    const before = await read();
    expect((await put({ refundWindowDays: 10 }, null)).statusCode).toBe(428);
    const unknown = await put({ refundWindowDays: 10, colour: 'red' }, before.version);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Problem>()).toMatchObject({ code: 'SETTING_UNKNOWN', errors: [{ path: 'body.colour' }] });
    const invalid = await put({ instructorSharePercent: { organic: 170, instructor: 97, affiliate: 70 } }, before.version);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<Problem>()).toMatchObject({ code: 'SETTING_INVALID', errors: [{ path: 'body.instructorSharePercent.organic' }] });
    expect(invalid.json<Problem>().detail).toContain('instructorSharePercent.organic');
    for (const bad of [{ refundWindowDays: -1 }, { refundWindowDays: '10' }, { contactEmail: 'nobody' }, { liveChatUrl: 'javascript:alert(1)' }, { affiliateProgrammeEnabled: 'yes' }, { payoutMinimumMinor: { USD: 1 } }]) {
      const res = await put(bad, before.version);
      expect([Object.keys(bad)[0], res.json<Problem>().code]).toEqual([Object.keys(bad)[0], 'SETTING_INVALID']);
      expect(res.json<Problem>().errors?.[0]?.path).toContain(`body.${Object.keys(bad)[0]}`);
    }
    expect(await read()).toEqual(before);

    const saved = await put({ refundWindowDays: 20 }, before.version);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminSettings>()).toMatchObject({ version: before.version + 1, values: { refundWindowDays: 20 } });
    const stale = await put({ refundWindowDays: 21 }, before.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Problem>()).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: before.version + 1, current: { values: { refundWindowDays: 20 } } });
    await change({ refundWindowDays: t.config.payments.refundWindowDays });
  });

  it('audits each change as settings.update with the changed keys before and after (an unchanged key is not a change)', async () => {
    const was = (await read()).values.affiliateCommissionPercent;
    await change({ affiliateCommissionPercent: 25, refundWindowDays: (await read()).values.refundWindowDays });
    const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    const last = lines.sort((a, b) => b.id - a.id)[0]!;
    expect(last).toMatchObject({ targetType: 'settings', before: { affiliateCommissionPercent: was }, after: { affiliateCommissionPercent: 25 } });
    expect(Object.keys(last.after ?? {})).toEqual(['affiliateCommissionPercent']);
    await change({ affiliateCommissionPercent: was });
  });

  it('reaches every node: another process (its own copy) has the new values once the bus carries the change', async () => {
    const other = new SettingsService(t.context);
    await other.load();
    const before = (await other.values()).refundWindowDays;
    await change({ refundWindowDays: before + 3 });
    expect((await other.values()).refundWindowDays).toBe(before + 3);
    await change({ refundWindowDays: before });
    expect((await other.values()).refundWindowDays).toBe(before);
  });
});

describe('applied without a restart', () => {
  it('the payout minimum: a request below the new minimum is refused, one above the lowered one is not', async () => {
    const username = unique('payee');
    const { token } = await t.signUp(username, PASSWORD);
    const [me] = await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, username)).returning();
    const promptpay: PayoutAccount = { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '081-234-5678' };
    const method = await t.request({ method: 'PUT', url: '/api/Payouts/Method', token, payload: { method: promptpay, currentPassword: PASSWORD } });
    expect(method.statusCode).toBe(200);
    await t.database.db.update(payoutMethods).set({ updatedAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(payoutMethods.customerId, me!.id));
    await t.database.db.insert(ledgerEntries).values({ kind: 'instructor_net', party: 'instructor', beneficiaryId: me!.id, amountMinor: 40000, currency: 'THB' as Currency, status: 'available', availableAt: new Date(Date.now() - 1000) });
    const ask = (amount: number) => t.request({ method: 'POST', url: '/api/Payouts', token, payload: { amount, currency: 'THB' } });

    const minimum = (await read()).values.payoutMinimumMinor;
    await change({ payoutMinimumMinor: { ...minimum, THB: 50000 } });
    const refused = await ask(40000);
    expect([refused.statusCode, refused.json<Problem>().code]).toEqual([400, 'PAYOUT_BELOW_MINIMUM']);
    await change({ payoutMinimumMinor: { ...minimum, THB: 10000 } });
    expect((await ask(20000)).statusCode).toBe(201);
    await change({ payoutMinimumMinor: minimum });
  });

  it('the revenue split, the tax rate and the hold: a new sale uses them; the refund window: a refund request follows it', async () => {
    const owner = unique('teach');
    await t.signUp(owner);
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, owner));
    const course = await paidCourse(t, { USD: 1599, THB: 10700 }, { instructor: owner });
    const { values } = await read();
    await change({ instructorSharePercent: { ...values.instructorSharePercent, organic: 50 }, taxRateBasisPoints: { ...values.taxRateBasisPoints, '174': 0 }, earningsHoldSeconds: 3600 });
    try {
      const me = await buyer(t, 174);
      const cart: Cart = await addToCart(t, me.token, course.id);
      expect(cart.totals[0]).toMatchObject({ currency: 'THB', taxMinor: 0, totalMinor: 10700 });
      const order: Order = await checkout(t, me.token, { method: 'test' });
      expect(order).toMatchObject({ taxMinor: 0, totalMinor: 10700 });
      await approve(t, order.payment!.id);
      const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('paid');
      const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
      const of = (kind: string) => entries.find((e) => e.kind === kind)?.amountMinor ?? 0;
      // No tax; the fee floor(10700 * 3.65 %) = 390; the instructor 50 % of the rest.
      const rest = 10700 - of('provider_fee');
      expect(of('tax')).toBe(0);
      expect(of('instructor_net')).toBe(Math.floor(rest / 2));
      expect(of('platform_fee')).toBe(rest - Math.floor(rest / 2));
      // The hold in force: the instructor's part is available an hour after the sale.
      const net = entries.find((e) => e.kind === 'instructor_net')!;
      const [paid] = await t.database.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order.id));
      expect(net.availableAt!.getTime() - paid!.paidAt!.getTime()).toBe(3600_000);

      // The refund window in force: none left with a window of 0 days, open again with 14.
      await change({ refundWindowDays: 0 });
      const url = `/api${COMMERCE_API_ROUTES.orderRefund.replace(':orderId', order.id)}`;
      const refused = await t.request({ method: 'POST', url, token: me.token, payload: { reason: 'Not for me' } });
      expect([refused.statusCode, refused.json<Problem>().code]).toEqual([409, 'REFUND_NOT_ALLOWED']);
      await change({ refundWindowDays: 14 });
      expect((await t.request({ method: 'POST', url, token: me.token, payload: { reason: 'Not for me' } })).statusCode).toBe(200);
    } finally {
      await change({ instructorSharePercent: values.instructorSharePercent, taxRateBasisPoints: values.taxRateBasisPoints, earningsHoldSeconds: values.earningsHoldSeconds, refundWindowDays: values.refundWindowDays });
    }
  });

  it('the affiliate programme and commission: a referred sale pays the commission in force, and none while the programme is off', async () => {
    const owner = unique('teach');
    await t.signUp(owner);
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, owner));
    const course = await paidCourse(t, { USD: 2000 }, { instructor: owner });
    const affiliate = unique('aff');
    await t.signUp(affiliate);
    const [aff] = await t.database.db.update(customers).set({ affiliateAcceptedAt: new Date(Date.now() - 1000) }).where(eq(customers.username, affiliate)).returning();
    const referredSale = async () => {
      const me = await buyer(t, 999);
      await t.database.db.update(customers).set({ referredBy: aff!.id }).where(eq(customers.id, me.id));
      await addToCart(t, me.token, course.id);
      const order = await checkout(t, me.token, { method: 'test' });
      await approve(t, order.payment!.id);
      return t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    };
    const was = (await read()).values.affiliateCommissionPercent;
    try {
      await change({ affiliateCommissionPercent: 10 });
      const paid = await referredSale();
      const fee = paid.find((e) => e.kind === 'provider_fee')?.amountMinor ?? 0;
      expect(paid.find((e) => e.kind === 'affiliate_commission')).toMatchObject({ channel: 'affiliate', beneficiaryId: aff!.id, amountMinor: Math.floor((2000 - fee) / 10) });

      await change({ affiliateProgrammeEnabled: false });
      const off = await referredSale();
      expect(off.some((e) => e.kind === 'affiliate_commission')).toBe(false);
      expect([...new Set(off.map((e) => e.channel))]).toEqual(['organic']);
    } finally {
      await change({ affiliateCommissionPercent: was, affiliateProgrammeEnabled: true });
    }
  });

  it('the contact address: the next message goes to the new one', async () => {
    const address = `${unique('desk')}@example.com`;
    const was = (await read()).values.contactEmail;
    await change({ contactEmail: address });
    const res = await t.request({ method: 'POST', url: `/api${API_ROUTES.contact}`, payload: { name: 'Somchai', email: 'somchai@example.com', subject: 'Hello', message: 'A question about the courses.' } });
    expect(res.statusCode).toBe(202);
    expect((await t.mails()).some((m) => m.to.includes(address))).toBe(true);
    await change({ contactEmail: was });
  });

  it('the live-chat address and the feature flags reach the SPA through GET /config', async () => {
    await change({ liveChatUrl: 'https://chat.example.com/widget.js', affiliateProgrammeEnabled: false, socialSignInEnabled: false });
    const res = await t.request({ method: 'GET', url: `/api${API_ROUTES.config}` });
    // The Content-Security-Policy lets the new widget's origin load.
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src [^;]*https:\/\/chat\.example\.com/);
    const config = res.json<RuntimeConfig>();
    expect(config).toMatchObject({ chatWidgetUrl: 'https://chat.example.com/widget.js', features: { affiliateProgramme: false, instructorApplications: true, socialSignIn: false } });
    await change({ liveChatUrl: null, affiliateProgrammeEnabled: true, socialSignInEnabled: true });
    expect((await t.request({ method: 'GET', url: `/api${API_ROUTES.config}` })).json<RuntimeConfig>()).toMatchObject({ chatWidgetUrl: null, features: { affiliateProgramme: true } });
    await change({ liveChatUrl: t.config.chatWidgetUrl });
  });

  it('instructor applications closed: 409 INSTRUCTOR_APPLICATIONS_CLOSED', async () => {
    const { token } = await t.signUp(unique('apply'));
    await change({ instructorApplicationsOpen: false });
    const payload = { bio: 'I have taught trading for ten years.', topics: ['Forex'] };
    const closed = await t.request({ method: 'POST', url: `/api${API_ROUTES.instructorApplication}`, token, payload });
    expect([closed.statusCode, closed.json<Problem>().code]).toEqual([409, 'INSTRUCTOR_APPLICATIONS_CLOSED']);
    await change({ instructorApplicationsOpen: true });
    expect((await t.request({ method: 'POST', url: `/api${API_ROUTES.instructorApplication}`, token, payload })).statusCode).toBe(201);
  });

  it('the affiliate programme off: the agreement cannot be accepted (409 AFFILIATE_PROGRAMME_CLOSED)', async () => {
    const { token } = await t.signUp(unique('aff'));
    await change({ affiliateProgrammeEnabled: false });
    const closed = await t.request({ method: 'POST', url: `/api${API_ROUTES.affiliateAccept}`, token });
    expect([closed.statusCode, closed.json<Problem>().code]).toEqual([409, 'AFFILIATE_PROGRAMME_CLOSED']);
    await change({ affiliateProgrammeEnabled: true });
    expect((await t.request({ method: 'POST', url: `/api${API_ROUTES.affiliateAccept}`, token })).statusCode).toBe(200);
  });
});

describe('social sign-in switched off', () => {
  let social: TestApp;
  beforeAll(async () => {
    // A site with social sign-in configured (a verifier that believes every token).
    const verifier: FirebaseTokenVerifier = {
      verify: async (_idToken, uid) => ({ uid, signInProvider: 'google.com', email: `${uid}@example.com`, emailVerified: true, displayName: 'Somchai Jaidee' }),
      close: async () => {},
    };
    social = await createTestApp({ firebaseVerifier: verifier, env: { FIREBASE_PROJECT_ID: 'demo-academy', FIREBASE_API_KEY: 'public-web-key' } });
  });
  afterAll(() => social.close());

  it('refuses a sign-in with 403 SOCIAL_SIGN_IN_DISABLED and hides the buttons (no Firebase in the runtime config); on again, both work', async () => {
    // An admin of this app's own (it has no demo content).
    const boss = unique('boss');
    await social.signUp(boss);
    await social.database.db.update(customers).set({ role: 'admin' }).where(eq(customers.username, boss));
    const admin = await tokenFor(social, boss);
    const url = `/api${apiPath(SOCIAL_API_ROUTES.authFirebase, { provider: 'Google' })}`;
    const payload = { uid: unique('uid'), idToken: 'x'.repeat(40) };
    const switchTo = async (on: boolean) => {
      const version = (await social.request({ method: 'GET', url: URL, token: admin })).json<AdminSettings>().version;
      expect((await social.request({ method: 'PUT', url: URL, token: admin, headers: { 'if-match': String(version) }, payload: { socialSignInEnabled: on } })).statusCode).toBe(200);
    };
    expect((await social.request({ method: 'GET', url: `/api${API_ROUTES.config}` })).json<RuntimeConfig>().firebase).not.toBeNull();
    await switchTo(false);
    const refused = await social.request({ method: 'POST', url, payload });
    expect([refused.statusCode, refused.json<Problem>().code]).toEqual([403, 'SOCIAL_SIGN_IN_DISABLED']);
    expect((await social.request({ method: 'GET', url: `/api${API_ROUTES.config}` })).json<RuntimeConfig>()).toMatchObject({ firebase: null, features: { socialSignIn: false } });
    await switchTo(true);
    expect((await social.request({ method: 'POST', url, payload })).statusCode).toBe(200);
    expect((await social.request({ method: 'GET', url: `/api${API_ROUTES.config}` })).json<RuntimeConfig>().firebase).not.toBeNull();
  });
});
