// The affiliate programme's server side: clicks of referral links (the API call and the first page
// load with ?ref=CODE) and the referral cookie they set; attribution at sign-up (a typed code, the
// cookie, its expiry, the same person) and at social sign-up; the caller's code, link, stats,
// agreement and balances.
import { and, eq, sql } from 'drizzle-orm';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS, SESSION_COOKIE_NAME } from '../../../shared/constants';
import type { Affiliate, AffiliateClickAnswer, Balance } from '../../../shared/schemas/money';
import type { Order } from '../../../shared/schemas/commerce';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { Customer } from '../../../shared/schemas/customer';
import { customers, ledgerEntries, orderLines, orders, referralClicks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, freshIp, problemCode } from '../../test-support/fixtures';
import { addToCart, approve, buyer, orderOf, paidCourse, unique } from '../../test-support/commerceFixtures';
import { startFakeGoogle, type FakeGoogle } from '../../test-support/fakeGoogle';
import { createFirebaseTokenVerifier } from '../social/firebaseTokenVerifier';
import { AffiliateService } from './affiliateService';
import { codeFromReferralCookie, referralSetCookie } from './referralCode';
import { normalizedEmail, sameEmailOwner } from './sameperson';

let google: FakeGoogle;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle('demo-academy');
  const firebase = { apiKey: 'k', authDomain: 'demo-academy.firebaseapp.com', projectId: 'demo-academy', authEmulatorHost: null };
  t = await createTestApp({
    seed: true,
    env: { FIREBASE_PROJECT_ID: 'demo-academy' },
    firebaseVerifier: createFirebaseTokenVerifier(firebase, { httpAgent: google.httpAgent, credential: google.credential }),
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A new customer (an affiliate to be), signed in; `email` instead of `<username>@example.com`. */
async function affiliate(email?: string) {
  const username = unique('aff');
  const signed = await t.signUp(username, undefined, email ? { email } : {});
  const row = await customerRow(t, username);
  return { ...signed, id: row.id, code: row.referralCode, username };
}

const click = (payload: Record<string, unknown>, token?: string) =>
  t.request({ method: 'POST', url: '/api/Affiliate/Clicks', remoteAddress: freshIp(), payload, token });
const signUp = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/Customers', remoteAddress: freshIp(), payload: { password: 'Correct-Horse-9', ...payload }, headers: cookie ? { cookie } : {} });
const clicksOf = async (affiliateId: string) => t.database.db.select().from(referralClicks).where(eq(referralClicks.affiliateId, affiliateId)).orderBy(referralClicks.id);
const referredBy = async (username: string) => (await customerRow(t, username)).referredBy;
const cookieOf = (code: string, clickedAt: number) => `${REFERRAL_COOKIE}=${code}.${clickedAt}`;
/** The `name=value` of a Set-Cookie header, as the browser sends it back. */
const sentBack = (setCookie: unknown) => String(setCookie).split(';')[0]!;
const getAffiliate = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/Affiliate', token });
  expect(res.statusCode).toBe(200);
  return res.json<Affiliate>();
};

describe('normalizedEmail (the same person)', () => {
  it.each([
    ['Alice@Example.com', 'alice@example.com'],
    [' alice+promo@example.com ', 'alice@example.com'],
    ['a.l.i.c.e+x@gmail.com', 'alice@gmail.com'],
    ['A.Lice@GoogleMail.com', 'alice@gmail.com'],
    ['a.lice@example.com', 'a.lice@example.com'],
  ])('%s is the mailbox %s', (email, normalized) => {
    expect(normalizedEmail(email)).toBe(normalized);
  });

  it('tells other mailboxes apart', () => {
    expect(sameEmailOwner('alice@gmail.com', 'alice@example.com')).toBe(false);
    expect(sameEmailOwner('alice@gmail.com', 'alicia@gmail.com')).toBe(false);
    expect(sameEmailOwner('ann.lee+1@gmail.com', 'AnnLee@googlemail.com')).toBe(true);
  });
});

describe('the referral cookie', () => {
  it('is believed for 30 days, not after, not from the future, not malformed', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const s = Math.floor(now.getTime() / 1000);
    expect(codeFromReferralCookie(`other=1; ${cookieOf('abcd1234', s - 29 * DAY)}`, now)).toBe('ABCD1234');
    expect(codeFromReferralCookie(cookieOf('ABCD1234', s - REFERRAL_COOKIE_DAYS * DAY - 1), now)).toBeNull();
    expect(codeFromReferralCookie(cookieOf('ABCD1234', s + DAY), now)).toBeNull();
    expect(codeFromReferralCookie(`${REFERRAL_COOKIE}=ABCD1234`, now)).toBeNull();
    expect(codeFromReferralCookie(`${REFERRAL_COOKIE}=AB.${s}`, now)).toBeNull();
    expect(codeFromReferralCookie(undefined, now)).toBeNull();
  });

  it('is Secure on an https site', async () => {
    expect(referralSetCookie('ABCD1234', new Date(0), true)).toBe(`${REFERRAL_COOKIE}=ABCD1234.0; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    const student = await customerRow(t, 'student');
    const https = new AffiliateService({ ...t.context, config: { ...t.config, publicUrl: 'https://academy.example' } }, t.services.ledger);
    const result = await https.click({ code: student.referralCode }, null);
    expect(result.accepted).toBe(true);
    expect(result.setCookie).toMatch(/; Secure$/);
  });
});

describe('POST /api/Affiliate/Clicks', () => {
  it('counts a known code in any case and sets the first-party cookie the sign-up form can read', async () => {
    const a = await affiliate();
    const before = nowSeconds();
    const res = await click({ code: ` ${a.code.toLowerCase()} `, path: '/courses/12' });
    const after = nowSeconds();
    expect(res.statusCode).toBe(200);
    expect(res.json<AffiliateClickAnswer>()).toEqual({ accepted: true });
    const setCookie = String(res.headers['set-cookie']);
    const match = new RegExp(`^${REFERRAL_COOKIE}=${a.code}\\.(\\d+); Path=/; Max-Age=${REFERRAL_COOKIE_DAYS * DAY}; SameSite=Lax$`).exec(setCookie);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect(Number(match![1])).toBeLessThanOrEqual(after);
    expect(setCookie).not.toMatch(/HttpOnly|Secure/i);
    expect((await clicksOf(a.id)).map((c) => c.path)).toEqual(['/courses/12']);
  });

  it('the last click wins: a new click overwrites the cookie, and the sign-up goes to its affiliate', async () => {
    const first = await affiliate();
    const second = await affiliate();
    const one = await click({ code: first.code });
    const two = await click({ code: second.code });
    expect(sentBack(one.headers['set-cookie'])).toMatch(new RegExp(`^${REFERRAL_COOKIE}=${first.code}\\.`));
    expect(sentBack(two.headers['set-cookie'])).toMatch(new RegExp(`^${REFERRAL_COOKIE}=${second.code}\\.`));
    // The browser keeps one cookie of that name: the last one set.
    const username = unique('last');
    expect((await signUp({ username, email: `${username}@example.com` }, sentBack(two.headers['set-cookie']))).statusCode).toBe(201);
    expect(await referredBy(username)).toBe(second.id);
  });

  it("does not count the signed-in caller's own code, nor set the cookie", async () => {
    const a = await affiliate();
    const own = await click({ code: a.code }, a.token);
    expect([own.statusCode, own.json()]).toEqual([200, { accepted: false }]);
    expect(own.headers['set-cookie']).toBeUndefined();
    expect(await clicksOf(a.id)).toHaveLength(0);
    // Someone else signed in counts.
    const other = await affiliate();
    expect((await click({ code: a.code }, other.token)).json()).toEqual({ accepted: true });
    expect(await clicksOf(a.id)).toHaveLength(1);
  });

  it('answers accepted: false (200, no cookie, nothing more) for an unknown or malformed code', async () => {
    for (const code of ['ZZZZ9999', 'zz', '!!!!!']) {
      const res = await click({ code });
      expect([code, res.statusCode, res.json()]).toEqual([code, 200, { accepted: false }]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(referralClicks).where(sql`${referralClicks.affiliateId} not in (select id from customers)`);
    expect(row!.n).toBe(0);
  });

  it('keeps only a path of this site', async () => {
    const a = await affiliate();
    for (const path of ['https://elsewhere.example/x', '//elsewhere.example', 'courses', undefined]) await click({ code: a.code, ...(path === undefined ? {} : { path }) });
    expect((await clicksOf(a.id)).map((c) => c.path)).toEqual(['/', '/', '/', '/']);
  });

  it('refuses a body that is not a click (400) and is rate limited per address like the referral check', async () => {
    const bad = await click({ code: '' });
    expect([bad.statusCode, problemCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const a = await affiliate();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await t.request({ method: 'POST', url: '/api/Affiliate/Clicks', remoteAddress: ip, payload: { code: a.code } })).statusCode).toBe(200);
    const limited = await t.request({ method: 'POST', url: '/api/Affiliate/Clicks', remoteAddress: ip, payload: { code: a.code } });
    expect([limited.statusCode, problemCode(limited)]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('a page asked for with ?ref=CODE', () => {
  it('counts the click and sets the cookie before the page is sent, for any path', async () => {
    const a = await affiliate();
    const page = await t.request({ method: 'GET', url: `/courses?ref=${a.code.toLowerCase()}&utm_source=line` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html/i);
    expect(String(page.headers['set-cookie'])).toMatch(new RegExp(`^${REFERRAL_COOKIE}=${a.code}\\.\\d+; Path=/; Max-Age=${REFERRAL_COOKIE_DAYS * DAY}; SameSite=Lax$`));
    // An answer that sets a cookie is nobody else's.
    expect(page.headers['cache-control']).toBe('no-store');
    const unknownPath = await t.request({ method: 'GET', url: `/no/such/page?ref=${a.code}` });
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.headers['set-cookie']).toBeDefined();
    expect((await clicksOf(a.id)).map((c) => c.path)).toEqual(['/courses', '/no/such/page']);
  });

  it('sends the page as usual, without a cookie, for an unknown code or none', async () => {
    for (const url of ['/?ref=ZZZZ9999', '/?ref=', '/courses?prefer=1', '/']) {
      const page = await t.request({ method: 'GET', url });
      expect([url, page.statusCode, page.headers['set-cookie'], page.headers['cache-control']]).toEqual([url, 200, undefined, 'no-cache']);
    }
  });

  it("does not count the signed-in visitor's own code (the session cookie)", async () => {
    const a = await affiliate();
    const session = `${SESSION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ accessToken: a.token, expiresAt: new Date(Date.now() + DAY * 1000).toISOString() }))}`;
    const own = await t.request({ method: 'GET', url: `/?ref=${a.code}`, headers: { cookie: session } });
    expect([own.statusCode, own.headers['set-cookie']]).toEqual([200, undefined]);
    const forged = await t.request({ method: 'GET', url: `/?ref=${a.code}`, headers: { cookie: `${SESSION_COOKIE_NAME}={"accessToken":"x.y.z"}` } });
    expect(forged.headers['set-cookie']).toBeDefined();
    expect(await clicksOf(a.id)).toHaveLength(1);
  });

  it('never fails the page: on an error it goes out without the cookie', async () => {
    const a = await affiliate();
    const spy = jest.spyOn(t.services.affiliates, 'click').mockRejectedValueOnce(new Error('database gone'));
    try {
      const page = await t.request({ method: 'GET', url: `/courses?ref=${a.code}` });
      expect([page.statusCode, page.headers['set-cookie']]).toEqual([200, undefined]);
      expect(page.body).toMatch(/<html/i);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('attribution at sign-up', () => {
  it('a typed code (any case) names the referrer, before any cookie; an unknown one is refused', async () => {
    const typed = await affiliate();
    const clicked = await affiliate();
    const username = unique('typed');
    const res = await signUp({ username, email: `${username}@example.com`, referralCode: typed.code.toLowerCase() }, cookieOf(clicked.code, nowSeconds()));
    expect(res.statusCode).toBe(201);
    expect(await referredBy(username)).toBe(typed.id);

    const refused = unique('refused');
    const bad = await signUp({ username: refused, email: `${refused}@example.com`, referralCode: 'NOPE9999' }, cookieOf(clicked.code, nowSeconds()));
    expect([bad.statusCode, problemCode(bad)]).toEqual([400, 'CUSTOMER_REFERRAL_INVALID']);
    expect(await t.database.db.select().from(customers).where(eq(customers.username, refused))).toHaveLength(0);
  });

  it('without a code, the cookie of a click less than 30 days ago names the referrer', async () => {
    const a = await affiliate();
    const username = unique('cookie');
    const res = await signUp({ username, email: `${username}@example.com`, referralCode: '' }, `theme=dark; ${cookieOf(a.code, nowSeconds() - 29 * DAY)}`);
    expect(res.statusCode).toBe(201);
    expect(await referredBy(username)).toBe(a.id);
    // Used once: the answer forgets the cookie, so a second account made in this browser is nobody's referral.
    expect(res.headers['set-cookie']).toBe(`${REFERRAL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    const second = unique('cookie');
    const other = await signUp({ username: second, email: `${second}@example.com` });
    expect([other.statusCode, other.headers['set-cookie']]).toEqual([201, undefined]);
  });

  it('an expired, future, unknown or malformed cookie refers nobody, and the sign-up succeeds', async () => {
    const a = await affiliate();
    for (const cookie of [
      cookieOf(a.code, nowSeconds() - REFERRAL_COOKIE_DAYS * DAY - 60),
      cookieOf(a.code, nowSeconds() + 2 * DAY),
      cookieOf('ZZZZ9999', nowSeconds()),
      `${REFERRAL_COOKIE}=${a.code}`,
      `${REFERRAL_COOKIE}=%E0%A4%A`,
    ]) {
      const username = unique('nobody');
      const res = await signUp({ username, email: `${username}@example.com` }, cookie);
      expect([cookie, res.statusCode]).toEqual([cookie, 201]);
      expect([cookie, await referredBy(username)]).toEqual([cookie, null]);
    }
  });

  it("nobody is referred by the same person: an address of the referrer's own mailbox is not attributed, code or cookie", async () => {
    const id = unique('ann');
    const a = await affiliate(`${id}.lee@gmail.com`);
    const byCookie = unique('self');
    const viaCookie = await signUp({ username: byCookie, email: `${id}lee+second@googlemail.com` }, cookieOf(a.code, nowSeconds()));
    expect(viaCookie.statusCode).toBe(201);
    expect(await referredBy(byCookie)).toBeNull();

    const byCode = unique('self');
    const viaCode = await signUp({ username: byCode, email: `${id.toUpperCase()}.LEE+x@Gmail.com`, referralCode: a.code });
    expect(viaCode.statusCode).toBe(201);
    expect(await referredBy(byCode)).toBeNull();

    // Another person at the same provider is attributed.
    const friend = unique('friend');
    expect((await signUp({ username: friend, email: `${id}.friend@gmail.com` }, cookieOf(a.code, nowSeconds()))).statusCode).toBe(201);
    expect(await referredBy(friend)).toBe(a.id);
  });
});

describe('attribution at social sign-up (the cookie only)', () => {
  let seq = 0;
  const socialSignIn = async (email: string, cookie?: string, sub = `aff-uid-${Date.now().toString(36)}-${++seq}`) => {
    google.users.set(sub, {});
    const idToken = await google.mint({ sub, email, name: 'Malee Suk' });
    return t.request({ method: 'POST', url: '/api/Auth/Firebase/Google', remoteAddress: freshIp(), payload: { uid: sub, idToken }, headers: cookie ? { cookie } : {} });
  };

  it('a new account is referred by the cookie; the same person and an expired cookie are not', async () => {
    const a = await affiliate(`${unique('mal')}@example.com`);
    const referred = await socialSignIn(`${unique('soc')}@example.com`, cookieOf(a.code, nowSeconds()));
    expect(referred.statusCode).toBe(200);
    expect(await referredBy(referred.json<AuthResponse>().customer.username)).toBe(a.id);

    const [local, domain] = a.customer.email.split('@') as [string, string];
    const same = await socialSignIn(`${local.toUpperCase()}+g@${domain}`, cookieOf(a.code, nowSeconds()));
    expect(same.statusCode).toBe(200);
    expect(await referredBy(same.json<AuthResponse>().customer.username)).toBeNull();

    const expired = await socialSignIn(`${unique('soc')}@example.com`, cookieOf(a.code, nowSeconds() - 31 * DAY));
    expect(await referredBy(expired.json<AuthResponse>().customer.username)).toBeNull();
  });

  it('signing in to an existing account does not change who referred it', async () => {
    const a = await affiliate();
    const sub = `aff-existing-${Date.now().toString(36)}`;
    const email = `${unique('soc')}@example.com`;
    const first = await socialSignIn(email, undefined, sub);
    expect(first.statusCode).toBe(200);
    const again = await socialSignIn(email, cookieOf(a.code, nowSeconds()), sub);
    expect(again.json<AuthResponse>().customer.encryptId).toBe(first.json<AuthResponse>().customer.encryptId);
    expect(await referredBy(first.json<AuthResponse>().customer.username)).toBeNull();
  });
});

describe('GET /api/Affiliate', () => {
  it('answers the code, link, rules and zero stats of a new account, no-store; anonymous 401', async () => {
    const a = await affiliate();
    const res = await t.request({ method: 'GET', url: '/api/Affiliate', token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<Affiliate>()).toEqual({
      code: a.code,
      link: `http://academy.test/?ref=${a.code}`,
      acceptedAt: null,
      stats: { clicks: 0, signUps: 0, purchases: 0 },
      balances: [],
      commissionPercent: t.config.earnings.affiliateCommissionPercent,
      cookieDays: 30,
      attributionDays: 90,
    });
    expect(a.customer.referralCode).toBe(a.code);
    const anonymous = await t.request({ method: 'GET', url: '/api/Affiliate' });
    expect([anonymous.statusCode, problemCode(anonymous)]).toEqual([401, 'AUTH_REQUIRED']);
  });

  it("counts the caller's clicks, sign-ups and purchases (lines of paid orders with the caller's commission), nobody else's", async () => {
    const a = await affiliate();
    const other = await affiliate();
    await click({ code: a.code });
    await click({ code: a.code, path: '/courses' });
    await click({ code: other.code });
    await t.request({ method: 'GET', url: `/?ref=${a.code}` });

    const buyers = [];
    for (let i = 0; i < 3; i++) {
      const username = unique('refd');
      expect((await signUp({ username, email: `${username}@example.com`, referralCode: a.code })).statusCode).toBe(201);
      buyers.push({ username, token: (await t.login(username, 'Correct-Horse-9')).accessToken });
    }
    const elsewhere = unique('refd');
    await signUp({ username: elsewhere, email: `${elsewhere}@example.com`, referralCode: other.code });

    // Three orders of referred buyers, paid through the test bank: two lines, one line, one line refunded.
    const courses = [await paidCourse(t, { USD: 2000 }), await paidCourse(t, { USD: 3000 })];
    const paidOrder = async (token: string, courseIds: number[]) => {
      const order = await orderOf(t, token, courseIds);
      await approve(t, order.payment!.id);
      const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      return { id: order.id, lines };
    };
    const two = await paidOrder(buyers[0]!.token, courses.map((c) => c.id));
    const one = await paidOrder(buyers[1]!.token, [courses[0]!.id]);
    const refunded = await paidOrder(buyers[2]!.token, [courses[1]!.id]);
    expect((await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, two.id)))[0]!.status).toBe('paid');
    // The caller has not accepted the agreement, so the ledger wrote no commission: the entries are written here.
    const commission = async (order: { id: string; lines: { id: number; courseId: number }[] }, beneficiaryId: string, amountMinor = 100) => {
      for (const line of order.lines) {
        await t.database.db.insert(ledgerEntries).values({ kind: 'affiliate_commission', party: 'affiliate', beneficiaryId, amountMinor, currency: 'USD', status: 'pending', channel: 'affiliate', orderId: order.id, orderLineId: line.id, courseId: line.courseId });
      }
    };
    await commission(two, a.id);
    await commission(one, a.id);
    await commission(refunded, a.id);
    await t.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.id));
    const [original] = await t.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.orderId, refunded.id), eq(ledgerEntries.kind, 'affiliate_commission')));
    await t.database.db.insert(ledgerEntries).values({ ...original!, id: undefined, amountMinor: -original!.amountMinor, status: 'reversed', reversesId: original!.id, createdAt: undefined });
    // Another affiliate's commission on the same order is not the caller's.
    await commission(one, other.id);

    expect((await getAffiliate(a.token)).stats).toEqual({ clicks: 3, signUps: 3, purchases: 3 });
    expect((await getAffiliate(other.token)).stats).toEqual({ clicks: 1, signUps: 1, purchases: 1 });
  });

  it('a link, a sign-up through its cookie, a purchase: the ledger pays the commission, and the stats and balances show it', async () => {
    const a = await affiliate();
    expect((await t.request({ method: 'POST', url: '/api/Affiliate/Accept', token: a.token })).statusCode).toBe(200);
    const page = await t.request({ method: 'GET', url: `/courses?ref=${a.code}` });
    const username = unique('bought');
    expect((await signUp({ username, email: `${username}@example.com` }, sentBack(page.headers['set-cookie']))).statusCode).toBe(201);
    const token = (await t.login(username, 'Correct-Horse-9')).accessToken;
    const course = await paidCourse(t, { USD: 5000 });
    const order = await orderOf(t, token, [course.id]);
    await approve(t, order.payment!.id);

    const entries = await t.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'affiliate_commission')));
    expect(entries.map((e) => [e.beneficiaryId, e.party, e.status, e.channel])).toEqual([[a.id, 'affiliate', 'pending', 'affiliate']]);
    const commission = entries[0]!.amountMinor;
    expect(commission).toBeGreaterThan(0);
    const answer = await getAffiliate(a.token);
    expect(answer.stats).toEqual({ clicks: 1, signUps: 1, purchases: 1 });
    expect(answer.balances).toEqual([{ currency: 'USD', pendingMinor: commission, availableMinor: 0, inPayoutMinor: 0, paidMinor: 0, nextReleaseAt: expect.any(String) }]);
    // The release time of the entry (both sides cut to milliseconds, each its own way).
    expect(Math.abs(Date.parse(answer.balances[0]!.nextReleaseAt!) - entries[0]!.availableAt!.getTime())).toBeLessThanOrEqual(1);
  });

  it("answers the balances of the caller's affiliate account as the ledger sums them", async () => {
    const a = await affiliate();
    const balances: Balance[] = [{ currency: 'THB', pendingMinor: 12000, availableMinor: -500, inPayoutMinor: 0, paidMinor: 3000, nextReleaseAt: '2026-12-01T00:00:00.000Z' }];
    const spy = jest.spyOn(t.services.ledger, 'balances').mockResolvedValue(balances);
    try {
      expect((await getAffiliate(a.token)).balances).toEqual(balances);
      expect(spy).toHaveBeenCalledWith(a.id, 'affiliate');
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the instructor's own link (the last referral link followed before checkout)", () => {
  /** A new instructor (no affiliate agreement) with a paid course. */
  const instructorWithCourse = async () => {
    const username = unique('teach');
    await t.signUp(username, 'Correct-Horse-9');
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, username));
    const row = await customerRow(t, username);
    return { id: row.id, username, code: row.referralCode, course: await paidCourse(t, { USD: 5000 }, { instructor: username }) };
  };
  /** The buyer checks out the course with the browser's cookies, the test bank approves: the channel of the instructor's entry. */
  const buyWith = async (token: string, courseId: number, cookie: string | undefined) => {
    await addToCart(t, token, courseId);
    const res = await t.request({ method: 'POST', url: '/api/Orders', token, payload: { method: 'test' }, headers: cookie ? { cookie } : {} });
    expect([200, 201]).toContain(res.statusCode);
    const order = res.json<Order>();
    await approve(t, order.payment!.id);
    const entries = await t.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'instructor_net')));
    return entries.map((e) => e.channel);
  };
  const follow = async (code: string) => sentBack((await t.request({ method: 'GET', url: `/courses?ref=${code}` })).headers['set-cookie']);

  it("an existing learner who followed the instructor's link buys on the instructor channel, without any affiliate agreement", async () => {
    const teacher = await instructorWithCourse();
    const learner = await buyer(t);
    expect(await buyWith(learner.token, teacher.course.id, await follow(teacher.code))).toEqual(['instructor']);
    const kept = await customerRow(t, learner.username);
    expect(kept.linkOwnerId).toBe(teacher.id);
    expect(kept.linkClickedAt).toBeInstanceOf(Date);
  });

  it('without the link the sale is organic; the link of another instructor does not count for this course', async () => {
    const teacher = await instructorWithCourse();
    const other = await instructorWithCourse();
    expect(await buyWith((await buyer(t)).token, teacher.course.id, undefined)).toEqual(['organic']);
    expect(await buyWith((await buyer(t)).token, teacher.course.id, await follow(other.code))).toEqual(['organic']);
  });

  it('the last click wins: a later link of someone else replaces the instructor\'s; an older click does not replace a newer one', async () => {
    const teacher = await instructorWithCourse();
    const someone = await affiliate();
    const learner = await buyer(t);
    await follow(teacher.code);
    expect(await buyWith(learner.token, teacher.course.id, await follow(someone.code))).toEqual(['organic']);
    // A stale cookie (an older click than the one kept) leaves the newer one.
    const newer = Math.floor(Date.now() / 1000);
    await t.database.db.update(customers).set({ linkOwnerId: teacher.id, linkClickedAt: new Date(newer * 1000) }).where(eq(customers.id, learner.id));
    const course2 = await paidCourse(t, { USD: 3000 }, { instructor: teacher.username });
    expect(await buyWith(learner.token, course2.id, `${REFERRAL_COOKIE}=${someone.code}.${newer - 60}`)).toEqual(['instructor']);
  });

  it("with the affiliate programme off, an instructor's link still sets the cookie and sells on the instructor channel; a learner's does not", async () => {
    const teacher = await instructorWithCourse();
    const learnerCode = (await affiliate()).code;
    const settings = t.services.ledger.settings;
    const was = settings.current().affiliateProgrammeEnabled;
    const spy = jest.spyOn(settings, 'current').mockReturnValue({ ...settings.current(), affiliateProgrammeEnabled: false });
    try {
      expect(sentBack((await t.request({ method: 'GET', url: `/courses?ref=${learnerCode}` })).headers['set-cookie'])).toBe('undefined');
      const cookie = await follow(teacher.code);
      expect(cookie).toMatch(new RegExp(`^${REFERRAL_COOKIE}=${teacher.code}\\.`));
      expect(await buyWith((await buyer(t)).token, teacher.course.id, cookie)).toEqual(['instructor']);
    } finally {
      spy.mockRestore();
    }
    expect(settings.current().affiliateProgrammeEnabled).toBe(was);
  });

  it('a link followed more than 30 days before the sale no longer counts', async () => {
    const teacher = await instructorWithCourse();
    const learner = await buyer(t);
    await t.database.db.update(customers).set({ linkOwnerId: teacher.id, linkClickedAt: new Date(Date.now() - (REFERRAL_COOKIE_DAYS * DAY + 60) * 1000) }).where(eq(customers.id, learner.id));
    expect(await buyWith(learner.token, teacher.course.id, undefined)).toEqual(['organic']);
  });
});

describe('POST /api/Affiliate/Accept', () => {
  it('accepts the agreement once: a second call keeps the first time (200 both times); anonymous 401', async () => {
    const a = await affiliate();
    const first = await t.request({ method: 'POST', url: '/api/Affiliate/Accept', token: a.token });
    expect(first.statusCode).toBe(200);
    const acceptedAt = first.json<Affiliate>().acceptedAt;
    expect(acceptedAt).not.toBeNull();
    expect((await customerRow(t, a.username)).affiliateAcceptedAt?.toISOString()).toBe(acceptedAt);
    // Later, a second acceptance.
    await t.database.db.update(customers).set({ affiliateAcceptedAt: sql`${customers.affiliateAcceptedAt} - interval '1 day'` }).where(eq(customers.id, a.id));
    const kept = (await customerRow(t, a.username)).affiliateAcceptedAt!.toISOString();
    const second = await t.request({ method: 'POST', url: '/api/Affiliate/Accept', token: a.token });
    expect([second.statusCode, second.json<Affiliate>().acceptedAt]).toEqual([200, kept]);
    expect((await getAffiliate(a.token)).acceptedAt).toBe(kept);

    const anonymous = await t.request({ method: 'POST', url: '/api/Affiliate/Accept' });
    expect([anonymous.statusCode, problemCode(anonymous)]).toEqual([401, 'AUTH_REQUIRED']);
  });
});

describe('GET /api/Customers/Referral/{code}', () => {
  it('answers the same for any case and surrounding spaces, the code always upper case', async () => {
    const a = await affiliate();
    for (const code of [a.code, a.code.toLowerCase(), ` ${a.code.toLowerCase()} `]) {
      const res = await t.request({ method: 'GET', url: `/api/Customers/Referral/${encodeURIComponent(code)}`, remoteAddress: freshIp() });
      expect(res.json()).toEqual({ code: a.code, valid: true, referrerUsername: a.username });
    }
    for (const [code, answer] of [['zzzz9999', 'ZZZZ9999'], ['ab', 'AB'], ['ab-cd', 'AB-CD']] as const) {
      const res = await t.request({ method: 'GET', url: `/api/Customers/Referral/${code}`, remoteAddress: freshIp() });
      expect(res.json()).toEqual({ code: answer, valid: false });
    }
  });

  it('a code it calls valid is taken at sign-up, one it calls invalid is refused', async () => {
    const a = await affiliate();
    const check = await t.request({ method: 'GET', url: `/api/Customers/Referral/${a.code.toLowerCase()}`, remoteAddress: freshIp() });
    expect(check.json<{ valid: boolean }>().valid).toBe(true);
    const username = unique('chk');
    const created = await signUp({ username, email: `${username}@example.com`, referralCode: a.code.toLowerCase() });
    expect(created.json<Customer>().username).toBe(username);
    expect(await referredBy(username)).toBe(a.id);
  });
});
