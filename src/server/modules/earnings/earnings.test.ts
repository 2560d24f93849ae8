// The instructor's read side of the ledger: earnings (balances, monthly totals, rules), the statement
// (entries with their order, course and the split of the sale; totals; filters; paging; CSV) and the
// orders of their courses (masked buyers, net after refunds, filters, CSV); who may read what.
// The sales are written straight to the database as the ledger writes them (one order line each:
// gross, discount, tax, provider fee, platform fee, affiliate commission, instructor net; a refund's
// reversals; a payout's entry), so these tests do not depend on how the entries get written.
import { eq, sql } from 'drizzle-orm';
import type { Currency, LedgerStatus, SaleChannel } from '../../../shared/constants';
import type { Earnings, InstructorOrderPage, StatementPage } from '../../../shared/schemas/money';
import type { AdminSettings, AdminSettingsUpdate } from '../../../shared/schemas/adminSettings';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { courses, customers, ledgerEntries, orderLines, orders } from '../../db/schema';
import { approve, buyer, orderOf, paidCourse, unique } from '../../test-support/commerceFixtures';
import { customerRow, problemCode, tokenFor } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { minorToDecimal } from '../../../shared/money';
import { maskedBuyer, salePercents } from './earningsService';

let t: TestApp;
const DAY = 86_400_000;

interface SaleSpec {
  courseId: number;
  ownerId: string;
  buyerId: string;
  currency: Currency;
  unit: number;
  discount?: number;
  tax?: number;
  feeBp?: number;
  channel?: SaleChannel;
  paidAt: Date;
  /** Earnings past the hold (available) or not (pending). */
  released?: boolean;
  couponCode?: string | null;
  affiliateId?: string | null;
}

interface Sale {
  orderId: string;
  number: string;
  lineId: number;
  spec: SaleSpec;
  split: { gross: number; discount: number; paid: number; tax: number; fee: number; affiliate: number; platform: number; net: number };
  netEntryId: number;
}

/** The split of one line as the overview defines it (integer arithmetic, floors). */
function splitOf(spec: SaleSpec) {
  const discount = spec.discount ?? 0;
  const paid = spec.unit - discount;
  const tax = spec.tax ?? 0;
  const fee = Math.floor((paid * (spec.feeBp ?? 365)) / 10_000);
  const channel = spec.channel ?? 'organic';
  const affiliate = channel === 'affiliate' ? Math.floor(((paid - tax - fee) * 20) / 100) : 0;
  const rest = paid - tax - fee - affiliate;
  const share = { organic: 70, instructor: 97, affiliate: 70 }[channel];
  const net = Math.floor((rest * share) / 100);
  return { gross: spec.unit, discount, paid, tax, fee, affiliate, platform: rest - net, net };
}

/** A paid single-line order with its ledger entries. */
async function sale(spec: SaleSpec): Promise<Sale> {
  const db = t.database.db;
  const split = splitOf(spec);
  const number = unique('AC-T-');
  const [order] = await db
    .insert(orders)
    .values({
      number,
      customerId: spec.buyerId,
      status: 'paid',
      countryId: 174,
      currency: spec.currency,
      subtotalMinor: spec.unit,
      discountMinor: split.discount,
      taxMinor: split.tax,
      totalMinor: split.paid,
      couponCode: spec.couponCode ?? null,
      method: 'test',
      billing: { name: '', address: '', countryCode: null, taxId: null, email: 'b@example.com' },
      cartKey: number,
      paidAt: spec.paidAt,
      createdAt: new Date(spec.paidAt.getTime() - 60_000),
    })
    .returning({ id: orders.id });
  const [line] = await db.insert(orderLines).values({ orderId: order!.id, courseId: spec.courseId, title: 'Bought title', unitMinor: spec.unit, discountMinor: split.discount, totalMinor: split.paid }).returning({ id: orderLines.id });
  const channel = spec.channel ?? 'organic';
  const earning: LedgerStatus = spec.released ? 'available' : 'pending';
  const availableAt = new Date(spec.paidAt.getTime() + 30 * DAY);
  const base = { currency: spec.currency, channel, orderId: order!.id, orderLineId: line!.id, courseId: spec.courseId, createdAt: spec.paidAt };
  const rows = [
    { kind: 'gross' as const, party: 'sale' as const, amountMinor: split.gross, status: 'available' as const },
    { kind: 'discount' as const, party: 'sale' as const, amountMinor: -split.discount, status: 'available' as const },
    { kind: 'tax' as const, party: 'tax' as const, amountMinor: split.tax, status: 'available' as const },
    { kind: 'provider_fee' as const, party: 'provider' as const, amountMinor: split.fee, status: 'available' as const },
    { kind: 'affiliate_commission' as const, party: 'affiliate' as const, amountMinor: split.affiliate, status: earning, beneficiaryId: spec.affiliateId ?? null, availableAt },
    { kind: 'platform_fee' as const, party: 'platform' as const, amountMinor: split.platform, status: earning, availableAt },
    { kind: 'instructor_net' as const, party: 'instructor' as const, amountMinor: split.net, status: earning, beneficiaryId: spec.ownerId, availableAt },
  ].filter((r) => r.kind === 'gross' || r.amountMinor !== 0);
  const inserted = await db
    .insert(ledgerEntries)
    .values(rows.map((r) => ({ ...base, ...r })))
    .returning({ id: ledgerEntries.id, kind: ledgerEntries.kind });
  return { orderId: order!.id, number, lineId: line!.id, spec, split, netEntryId: inserted.find((r) => r.kind === 'instructor_net')!.id };
}

/** The whole order refunded at `at`: a reversal of every entry (pending originals and their reversals become reversed). */
async function refund(s: Sale, at: Date): Promise<void> {
  const db = t.database.db;
  await db.update(orders).set({ status: 'refunded', closedAt: at }).where(eq(orders.id, s.orderId));
  const originals = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, s.orderId));
  for (const e of originals) {
    const wasPending = e.status === 'pending';
    if (wasPending) await db.update(ledgerEntries).set({ status: 'reversed' }).where(eq(ledgerEntries.id, e.id));
    await db.insert(ledgerEntries).values({
      kind: e.kind, party: e.party, beneficiaryId: e.beneficiaryId, amountMinor: -e.amountMinor, currency: e.currency, status: wasPending ? 'reversed' : 'available',
      channel: e.channel, orderId: e.orderId, orderLineId: e.orderLineId, courseId: e.courseId, reversesId: e.id, availableAt: e.availableAt, createdAt: at,
    });
  }
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

let instructorId: string;
let otherId: string;
let tokens: { instructor: string; other: string; admin: string; student: string };
let encrypt: { instructor: string; other: string };
let thai: Sale;
let vnd: Sale;
let refunded: Sale;
let othersSale: Sale;
let thaiCourseId: number;
let buyers: { named: { username: string; id: string }; plain: { username: string; id: string } };
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const db = t.database.db;
  const otherName = unique('teacher');
  await t.signUp(otherName);
  await db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, otherName));
  // The CSV's headers are in the caller's language.
  await db.update(customers).set({ lang: 'en' }).where(eq(customers.username, 'instructor'));
  tokens = { instructor: await tokenFor(t, 'instructor'), other: await tokenFor(t, otherName), admin: await tokenFor(t, 'admin'), student: await tokenFor(t, 'student') };
  const [me, other] = [await customerRow(t, 'instructor'), await customerRow(t, otherName)];
  instructorId = me.id;
  otherId = other.id;
  encrypt = { instructor: me.encryptId, other: other.encryptId };

  const thaiCourse = await paidCourse(t, { USD: 1599, THB: 49900, VND: 399000 }, { title: 'ทำอาหารไทย: Thai cooking' });
  thaiCourseId = thaiCourse.id;
  await db.update(courses).set({ language: 'th' }).where(eq(courses.id, thaiCourse.id));
  const othersCourse = await paidCourse(t, { USD: 999, THB: 29900 }, { instructor: otherName, title: 'Someone else course' });

  const named = await buyer(t);
  await db.update(customers).set({ firstName: 'Somchai', lastName: 'jaidee' }).where(eq(customers.id, named.id));
  const plain = await buyer(t);
  buyers = { named, plain };

  thai = await sale({ courseId: thaiCourse.id, ownerId: instructorId, buyerId: named.id, currency: 'THB', unit: 49900, tax: 3264, paidAt: new Date(now - 40 * DAY), released: true });
  vnd = await sale({ courseId: thaiCourse.id, ownerId: instructorId, buyerId: plain.id, currency: 'VND', unit: 399000, discount: 39900, channel: 'instructor', couponCode: 'SAVE10', paidAt: new Date(now - 2 * DAY) });
  refunded = await sale({ courseId: thaiCourse.id, ownerId: instructorId, buyerId: named.id, currency: 'THB', unit: 49900, tax: 3264, paidAt: new Date(now - 5 * DAY) });
  await refund(refunded, new Date(now - 1 * DAY));
  othersSale = await sale({ courseId: othersCourse.id, ownerId: otherId, buyerId: plain.id, currency: 'THB', unit: 29900, paidAt: new Date(now - 3 * DAY) });
  // A payout of the instructor's (paid): a negative entry of their account, no order.
  await db.insert(ledgerEntries).values({ kind: 'payout', party: 'instructor', beneficiaryId: instructorId, amountMinor: -10000, currency: 'THB', status: 'paid', createdAt: new Date(now - 10 * DAY) });
  // An order never paid: no entries, never listed.
  await db.insert(orders).values({
    number: unique('AC-P-'), customerId: plain.id, status: 'pending', countryId: 174, currency: 'THB', subtotalMinor: 49900, totalMinor: 49900, method: 'test',
    billing: { name: '', address: '', countryCode: null, taxId: null, email: 'b@example.com' }, cartKey: unique('k'),
  }).returning({ id: orders.id }).then(([o]) => db.insert(orderLines).values({ orderId: o!.id, courseId: thaiCourse.id, title: 'x', unitMinor: 49900, totalMinor: 49900 }));
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const statement = async (query: string, token = tokens.instructor) => {
  const res = await get(`/api/Instructor/Statement${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<StatementPage>();
};
const orderPage = async (query: string, token = tokens.instructor) => {
  const res = await get(`/api/Instructor/Orders${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<InstructorOrderPage>();
};
/** The CSV's rows (after the BOM and header), split on commas (no cell here holds one). */
const csvRows = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','));

describe('access', () => {
  const paths = ['/api/Instructor/Earnings', '/api/Instructor/Statement', '/api/Instructor/Orders'];

  it('needs a session (401) and the instructor or admin role (403 for a student)', async () => {
    for (const path of paths) {
      const anonymous = await get(path);
      expect([path, anonymous.statusCode, problemCode(anonymous)]).toEqual([path, 401, 'AUTH_REQUIRED']);
      const student = await get(path, tokens.student);
      expect([path, student.statusCode, problemCode(student)]).toEqual([path, 403, 'FORBIDDEN']);
    }
  });

  it("never shows an instructor another's entries or orders, even when they name them", async () => {
    const own = await statement('?pageSize=200', tokens.other);
    expect(own.items.map((e) => e.order?.number)).toEqual([othersSale.number]);
    expect(own.totals).toEqual([{ currency: 'THB', amountMinor: othersSale.split.net }]);
    const ordersOfOther = await orderPage('', tokens.other);
    expect(ordersOfOther.items.map((o) => o.number)).toEqual([othersSale.number]);
    for (const path of paths) {
      const res = await get(`${path}?customerId=${encrypt.instructor}`, tokens.other);
      expect([path, res.statusCode, problemCode(res)]).toEqual([path, 403, 'FORBIDDEN']);
    }
  });

  it("lets an admin read an instructor's by customerId; an unknown one is 404", async () => {
    const mine = await statement('');
    const asAdmin = await statement(`?customerId=${encrypt.instructor}`, tokens.admin);
    expect(asAdmin).toEqual(mine);
    const earnings = await get(`/api/Instructor/Earnings?customerId=${encrypt.instructor}`, tokens.admin);
    expect(earnings.json<Earnings>()).toEqual((await get('/api/Instructor/Earnings', tokens.instructor)).json<Earnings>());
    // Without customerId an admin's orders are every course's; with it, that instructor's.
    const all = await orderPage('?pageSize=100', tokens.admin);
    expect(all.items.map((o) => o.number)).toEqual(expect.arrayContaining([thai.number, othersSale.number]));
    const ofOther = await orderPage(`?customerId=${encrypt.other}`, tokens.admin);
    expect(ofOther.items.map((o) => o.number)).toEqual([othersSale.number]);
    for (const path of paths) {
      const res = await get(`${path}?customerId=no-such-customer`, tokens.admin);
      expect([path, res.statusCode, problemCode(res)]).toEqual([path, 404, 'CUSTOMER_NOT_FOUND']);
    }
  });

  it('answers are personal: Cache-Control no-store', async () => {
    for (const path of [...paths, '/api/Instructor/Statement?format=csv']) {
      expect([path, (await get(path, tokens.instructor)).headers['cache-control']]).toEqual([path, 'no-store']);
    }
  });
});

describe('GET /api/Instructor/Earnings', () => {
  it('gives the ledger balances, 12 months per currency of gross sales and net after refunds, and the rules', async () => {
    const res = await get('/api/Instructor/Earnings', tokens.instructor);
    expect(res.statusCode).toBe(200);
    const body = res.json<Earnings>();
    // The ledger's balances as they go over the wire (JSON has no -0).
    expect(body.balances).toEqual(JSON.parse(JSON.stringify(await t.services.ledger.balances(instructorId, 'instructor'))));
    expect(body.holdDays).toBe(30);
    expect(body.sharePercent).toEqual({ organic: 70, instructor: 97, affiliate: 70 });
    expect(body.affiliateCommissionPercent).toBe(20);

    // 12 months, oldest first, for each of THB and VND.
    const thisMonth = monthOf(new Date());
    for (const currency of ['THB', 'VND']) {
      const months = body.monthly.filter((m) => m.currency === currency).map((m) => m.month);
      expect(months).toHaveLength(12);
      expect(months[11]).toBe(thisMonth);
      expect([...months].sort()).toEqual(months);
    }
    expect(body.monthly.map((m) => m.currency).sort()).toEqual([...Array(12).fill('THB'), ...Array(12).fill('VND')]);

    // Expected per month: gross of each sale in its month, net with the refund's reversal in the refund's month.
    const expected = new Map<string, { grossMinor: number; netMinor: number; sales: number; refunds: number }>();
    const add = (d: Date, currency: string, part: Partial<{ grossMinor: number; netMinor: number; sales: number; refunds: number }>) => {
      const key = `${monthOf(d)} ${currency}`;
      const cur = expected.get(key) ?? { grossMinor: 0, netMinor: 0, sales: 0, refunds: 0 };
      for (const [k, v] of Object.entries(part) as [keyof typeof cur, number][]) cur[k] += v;
      expected.set(key, cur);
    };
    for (const s of [thai, vnd, refunded]) add(s.spec.paidAt, s.spec.currency, { grossMinor: s.split.gross, netMinor: s.split.net, sales: 1 });
    add(new Date(now - DAY), 'THB', { netMinor: -refunded.split.net, refunds: 1 });
    for (const m of body.monthly) {
      expect([m.month, m.currency, { grossMinor: m.grossMinor, netMinor: m.netMinor, sales: m.sales, refunds: m.refunds }]).toEqual([
        m.month,
        m.currency,
        expected.get(`${m.month} ${m.currency}`) ?? { grossMinor: 0, netMinor: 0, sales: 0, refunds: 0 },
      ]);
    }
  });

  it('is empty for an instructor who sold nothing yet', async () => {
    const name = unique('newteacher');
    await t.signUp(name);
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, name));
    const body = (await get('/api/Instructor/Earnings', await tokenFor(t, name))).json<Earnings>();
    expect(body.monthly).toEqual([]);
  });
});

describe('GET /api/Instructor/Statement', () => {
  it("lists the caller's own entries newest first, each with its order, course, availability and the split of its sale", async () => {
    const page = await statement('');
    // Refund reversal (1 day ago), VND sale (2), refunded sale (5), payout (10), THB sale (40).
    expect(page.items.map((e) => [e.kind, e.amountMinor, e.reversal])).toEqual([
      ['instructor_net', -refunded.split.net, true],
      ['instructor_net', vnd.split.net, false],
      ['instructor_net', refunded.split.net, false],
      ['payout', -10000, false],
      ['instructor_net', thai.split.net, false],
    ]);
    expect(page.total).toBe(5);
    expect(page.page).toBe(1);
    const [reversal, vndEntry, , payout, thaiEntry] = page.items;
    expect(reversal!.status).toBe('reversed');
    expect(thaiEntry!.status).toBe('available');
    expect(vndEntry!.status).toBe('pending');
    expect(vndEntry!.availableAt).toBe(new Date(vnd.spec.paidAt.getTime() + 30 * DAY).toISOString());
    expect(vndEntry!.channel).toBe('instructor');
    expect(thaiEntry!.order).toEqual({ id: thai.orderId, number: thai.number });
    expect(thaiEntry!.course).toEqual({ id: thaiCourseId, title: 'ทำอาหารไทย: Thai cooking', lang: 'th' });
    expect(thaiEntry!.createdAt).toBe(thai.spec.paidAt.toISOString());
    const s = thai.split;
    expect(thaiEntry!.breakdown).toEqual({ grossMinor: s.gross, discountMinor: 0, taxMinor: s.tax, providerFeeMinor: s.fee, platformFeeMinor: s.platform, affiliateCommissionMinor: 0, instructorNetMinor: s.net, sharePercent: expect.closeTo(70, 0), affiliateCommissionPercent: 0 });
    expect(s.tax + s.fee + s.platform + s.net).toBe(s.paid);
    expect(vndEntry!.breakdown).toEqual({ grossMinor: 399000, discountMinor: 39900, taxMinor: 0, providerFeeMinor: vnd.split.fee, platformFeeMinor: vnd.split.platform, affiliateCommissionMinor: 0, instructorNetMinor: vnd.split.net, sharePercent: expect.closeTo(97, 0), affiliateCommissionPercent: 0 });
    // A reversal shows the sale it reverses; a payout has no sale.
    expect(reversal!.breakdown).toEqual(page.items[2]!.breakdown);
    expect(payout!.breakdown).toBeNull();
    expect(payout!.order).toBeNull();
    // Totals per currency over the whole range.
    expect(page.totals).toEqual([
      { currency: 'THB', amountMinor: thai.split.net - 10000 },
      { currency: 'VND', amountMinor: vnd.split.net },
    ]);
  });

  it('pages, with totals over the whole range', async () => {
    const all = await statement('');
    const second = await statement('?page=2&pageSize=2');
    expect(second.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
    expect([second.total, second.page, second.pageSize]).toEqual([5, 2, 2]);
    expect(second.totals).toEqual(all.totals);
    const beyond = await statement('?page=9&pageSize=2');
    expect([beyond.items, beyond.total]).toEqual([[], 5]);
  });

  it('filters by currency, by days (both included, UTC) and by account', async () => {
    const vndOnly = await statement('?currency=VND');
    expect(vndOnly.items.map((e) => e.currency)).toEqual(['VND']);
    expect(vndOnly.totals).toEqual([{ currency: 'VND', amountMinor: vnd.split.net }]);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // From the refunded sale's day to the VND sale's day: those two only.
    const range = await statement(`?from=${day(refunded.spec.paidAt.getTime())}&to=${day(vnd.spec.paidAt.getTime())}`);
    expect(range.items.map((e) => e.order?.number)).toEqual([vnd.number, refunded.number]);
    expect(range.total).toBe(2);
    const oneDay = await statement(`?from=${day(thai.spec.paidAt.getTime())}&to=${day(thai.spec.paidAt.getTime())}`);
    expect(oneDay.items.map((e) => e.order?.number)).toEqual([thai.number]);
    // The instructor earned no affiliate commissions.
    const affiliate = await statement('?account=affiliate');
    expect([affiliate.items, affiliate.total, affiliate.totals]).toEqual([[], 0, []]);
  });

  it('refuses a range that starts after it ends, a day that does not exist and a malformed one (400 VALIDATION_FAILED)', async () => {
    for (const query of ['?from=2026-03-02&to=2026-03-01', '?from=2026-02-30', '?from=0000-01-01', '?to=2026-13-01', '?from=2026-1-1', '?currency=EUR', '?pageSize=1000']) {
      const res = await get(`/api/Instructor/Statement${query}`, tokens.instructor);
      expect([query, res.statusCode, problemCode(res)]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    const csv = await get('/api/Instructor/Statement?format=csv&from=2026-03-02&to=2026-03-01', tokens.instructor);
    expect([csv.statusCode, problemCode(csv)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('downloads every entry of the range as CSV: BOM, header, amounts in major units (THB two decimals, VND none)', async () => {
    const from = new Date(now - 60 * DAY).toISOString().slice(0, 10);
    const to = new Date(now).toISOString().slice(0, 10);
    const res = await get(`/api/Instructor/Statement?format=csv&from=${from}&to=${to}`, tokens.instructor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${from}-${to}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(['Date', 'Order', 'Course', 'Kind', 'Status', 'Currency', 'Amount', 'Gross', 'Discount', 'Tax', 'Fee', 'Platform', 'Affiliate', 'Net']);
    expect(rows).toHaveLength(5);
    const money = (minor: number, currency: Currency) => minorToDecimal(minor, currency);
    const t1 = thai.split;
    expect(rows[4]).toEqual([thai.spec.paidAt.toISOString(), thai.number, 'ทำอาหารไทย: Thai cooking', 'instructor_net', 'available', 'THB', money(t1.net, 'THB'), '499.00', '0.00', '32.64', money(t1.fee, 'THB'), money(t1.platform, 'THB'), '0.00', money(t1.net, 'THB')]);
    expect(rows[1]!.slice(5, 9)).toEqual(['VND', String(vnd.split.net), '399000', '39900']);
    expect(rows[0]!.slice(3, 7)).toEqual(['instructor_net (reversal)', 'reversed', 'THB', `-${money(refunded.split.net, 'THB')}`]);
    expect(rows[3]!.slice(1, 8)).toEqual(['', '', 'payout', 'paid', 'THB', '-100.00', '']);
  });

  it('writes amounts from minor units with integer arithmetic', () => {
    expect(minorToDecimal(49900, 'THB')).toBe('499.00');
    expect(minorToDecimal(5, 'THB')).toBe('0.05');
    expect(minorToDecimal(-5, 'USD')).toBe('-0.05');
    expect(minorToDecimal(-123456, 'PHP')).toBe('-1234.56');
    expect(minorToDecimal(399000, 'VND')).toBe('399000');
    expect(minorToDecimal(-1, 'VND')).toBe('-1');
    expect(minorToDecimal(900719925474099, 'USD')).toBe('9007199254740.99');
  });
});

describe('GET /api/Instructor/Orders', () => {
  it("lists the paid order lines of the caller's courses with a masked buyer, paid amount, net after refunds, channel and coupon", async () => {
    const page = await orderPage('');
    expect(page.items.map((o) => o.number)).toEqual([vnd.number, refunded.number, thai.number]);
    expect(page.total).toBe(3);
    const [v, r, th] = page.items;
    expect(v).toMatchObject({ orderId: vnd.orderId, status: 'paid', buyer: `${buyers.plain.username[0]}***`, currency: 'VND', paidMinor: 359100, netMinor: vnd.split.net, channel: 'instructor', couponCode: 'SAVE10' });
    expect(v!.course).toEqual({ id: thaiCourseId, title: 'ทำอาหารไทย: Thai cooking', lang: 'th' });
    expect(v!.paidAt).toBe(vnd.spec.paidAt.toISOString());
    expect(r).toMatchObject({ status: 'refunded', buyer: 'Somchai J.', paidMinor: 49900, netMinor: 0, channel: 'organic', couponCode: null });
    expect(th).toMatchObject({ status: 'paid', buyer: 'Somchai J.', currency: 'THB', paidMinor: 49900, netMinor: thai.split.net });
    // Nobody's whole name or username.
    expect(JSON.stringify(page)).not.toContain('jaidee');
    expect(JSON.stringify(page)).not.toContain(buyers.plain.username);
  });

  it('filters by status, course, days and a search on the order number or course title; pages', async () => {
    expect((await orderPage('?status=refunded')).items.map((o) => o.number)).toEqual([refunded.number]);
    expect((await orderPage('?status=paid')).items.map((o) => o.number)).toEqual([vnd.number, thai.number]);
    expect((await orderPage('?status=refund_requested')).items).toEqual([]);
    expect((await orderPage(`?courseId=${thaiCourseId}`)).total).toBe(3);
    expect((await orderPage(`?search=${encodeURIComponent(thai.number)}`)).items.map((o) => o.number)).toEqual([thai.number]);
    expect((await orderPage(`?search=${encodeURIComponent('thai COOK')}`)).total).toBe(3);
    expect((await orderPage('?search=%25')).total).toBe(0);
    const day = new Date(thai.spec.paidAt).toISOString().slice(0, 10);
    expect((await orderPage(`?from=${day}&to=${day}`)).items.map((o) => o.number)).toEqual([thai.number]);
    const second = await orderPage('?page=2&pageSize=2');
    expect([second.items.map((o) => o.number), second.total]).toEqual([[thai.number], 3]);
    for (const query of ['?from=2026-05-02&to=2026-05-01', '?to=2026-02-29', '?from=0000-01-01']) {
      const bad = await get(`/api/Instructor/Orders${query}`, tokens.instructor);
      expect([query, bad.statusCode, problemCode(bad)]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    // The far ends of the calendar are fine.
    expect((await orderPage('?from=0001-01-01&to=9999-12-31')).total).toBe(3);
  });

  it('downloads the list as CSV', async () => {
    const res = await get('/api/Instructor/Orders?format=csv', tokens.instructor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="orders-start-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(['Date', 'Order', 'Course', 'Buyer', 'Status', 'Currency', 'Paid', 'Net', 'Channel', 'Coupon']);
    expect(rows).toEqual([
      [vnd.spec.paidAt.toISOString(), vnd.number, 'ทำอาหารไทย: Thai cooking', `${buyers.plain.username[0]}***`, 'paid', 'VND', '359100', String(vnd.split.net), 'instructor', 'SAVE10'],
      [refunded.spec.paidAt.toISOString(), refunded.number, 'ทำอาหารไทย: Thai cooking', 'Somchai J.', 'refunded', 'THB', '499.00', '0.00', 'organic', ''],
      [thai.spec.paidAt.toISOString(), thai.number, 'ทำอาหารไทย: Thai cooking', 'Somchai J.', 'paid', 'THB', '499.00', minorToDecimal(thai.split.net, 'THB'), 'organic', ''],
    ]);
  });

  it('masks buyers: first name and last initial, else the first letter of the username', () => {
    expect(maskedBuyer('Somchai', 'Jaidee', 'somchai77')).toBe('Somchai J.');
    expect(maskedBuyer('Somchai', '', 'somchai77')).toBe('Somchai');
    expect(maskedBuyer('', 'Jaidee', 'somchai77')).toBe('s***');
    expect(maskedBuyer('  ', null, 'ณัฐ')).toBe('ณ***');
    expect(maskedBuyer(null, null, null)).toBe('?***');
  });
});

describe('statement totals', () => {
  it('follow a new entry at once, though the next pages of a range reuse them', async () => {
    const name = unique('cacheteacher');
    await t.signUp(name);
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, name));
    const token = await tokenFor(t, name);
    const owner = await customerRow(t, name);
    const course = await paidCourse(t, { USD: 1000, THB: 30000 }, { instructor: name });
    const first = await sale({ courseId: course.id, ownerId: owner.id, buyerId: buyers.named.id, currency: 'THB', unit: 30000, paidAt: new Date(Date.now() - DAY) });
    expect((await statement('?pageSize=1', token)).totals).toEqual([{ currency: 'THB', amountMinor: first.split.net }]);
    const second = await sale({ courseId: course.id, ownerId: owner.id, buyerId: buyers.named.id, currency: 'THB', unit: 30000, paidAt: new Date() });
    const next = await statement('?pageSize=1&page=2', token);
    expect([next.total, next.totals]).toEqual([2, [{ currency: 'THB', amountMinor: first.split.net + second.split.net }]]);
  });
});

describe('a real sale', () => {
  it('shows an order paid through the test bank in the statement (with its split) and the orders, written by the ledger', async () => {
    const name = unique('realteacher');
    await t.signUp(name);
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, name));
    const token = await tokenFor(t, name);
    const course = await paidCourse(t, { USD: 1599, THB: 49900, VND: 399000 }, { instructor: name, title: 'Real sale course' });
    const me = await buyer(t, 999);
    const order = await orderOf(t, me.token, [course.id]);
    await approve(t, order.payment!.id);

    const page = await statement('', token);
    expect(page.items).toHaveLength(1);
    const [entry] = page.items;
    expect(entry).toMatchObject({ kind: 'instructor_net', status: 'pending', reversal: false, currency: order.currency, channel: 'organic', order: { id: order.id, number: order.number }, course: { id: course.id, title: 'Real sale course', lang: 'en' } });
    const b = entry!.breakdown!;
    expect(b.grossMinor - b.discountMinor).toBe(order.totalMinor);
    expect(b.taxMinor + b.providerFeeMinor + b.platformFeeMinor + b.affiliateCommissionMinor + b.instructorNetMinor).toBe(order.totalMinor);
    expect(b.instructorNetMinor).toBe(entry!.amountMinor);
    expect(page.totals).toEqual([{ currency: order.currency, amountMinor: entry!.amountMinor }]);
    // The percentages in force at the sale, written with it.
    expect([b.sharePercent, b.affiliateCommissionPercent]).toEqual([70, 20]);

    const orders = await orderPage('', token);
    expect(orders.items).toHaveLength(1);
    expect(orders.items[0]).toMatchObject({ orderId: order.id, status: 'paid', paidMinor: order.totalMinor, netMinor: entry!.amountMinor, channel: 'organic' });
    const earnings = (await get('/api/Instructor/Earnings', token)).json<Earnings>();
    const month = earnings.monthly.find((m) => m.month === monthOf(new Date()) && m.currency === order.currency);
    expect(month).toEqual({ month: monthOf(new Date()), currency: order.currency, grossMinor: b.grossMinor, netMinor: b.instructorNetMinor, sales: 1, refunds: 0 });

    // The admin changes the shares: the sale's breakdown keeps its own percentages; an older sale
    // (entries without them) shows what its amounts imply; neither shows the rules in force now.
    const settingsUrl = `/api${ADMIN_CONSOLE_API_ROUTES.adminSettings}`;
    const settings = async (values: AdminSettingsUpdate) => {
      const current = (await get(settingsUrl, tokens.admin)).json<AdminSettings>();
      const res = await t.request({ method: 'PUT', url: settingsUrl, token: tokens.admin, payload: values, headers: { 'if-match': String(current.version) } });
      expect(res.statusCode).toBe(200);
      return current.values;
    };
    const before = await settings({ instructorSharePercent: { organic: 50, instructor: 80, affiliate: 55 }, affiliateCommissionPercent: 10 });
    try {
      expect((await get('/api/Instructor/Earnings', token)).json<Earnings>()).toMatchObject({ sharePercent: { organic: 50, instructor: 80, affiliate: 55 }, affiliateCommissionPercent: 10 });
      const after = (await statement('', token)).items[0]!.breakdown!;
      expect(after).toEqual(b);
      expect([after.sharePercent, after.affiliateCommissionPercent]).toEqual([70, 20]);
      const older = (await statement('')).items.filter((e) => !e.reversal && (e.order?.id === vnd.orderId || e.order?.id === thai.orderId));
      expect(older.map((e) => [e.channel, e.breakdown!.sharePercent, e.breakdown!.affiliateCommissionPercent])).toEqual([
        ['instructor', expect.closeTo(97, 0), 0],
        ['organic', expect.closeTo(70, 0), 0],
      ]);
    } finally {
      await settings({ instructorSharePercent: before.instructorSharePercent, affiliateCommissionPercent: before.affiliateCommissionPercent });
    }
  });
});

describe('salePercents', () => {
  it("takes the sale's terms when it has them, else what its amounts imply, null when nothing was shared", () => {
    const amounts = { instructorNetMinor: 50292, platformFeeMinor: 21555, affiliateCommissionMinor: 17961 };
    expect(salePercents(amounts, { sharePercent: 60, affiliateCommissionPercent: 25, providerFeeBasisPoints: 365 })).toEqual({ sharePercent: 60, affiliateCommissionPercent: 25 });
    // 50292 / 71847 = 70.0 %; 17961 / 89808 = 20.0 %.
    expect(salePercents(amounts, null)).toEqual({ sharePercent: 70, affiliateCommissionPercent: 20 });
    expect(salePercents({ instructorNetMinor: 969, platformFeeMinor: 30, affiliateCommissionMinor: 0 }, null)).toEqual({ sharePercent: 97, affiliateCommissionPercent: 0 });
    expect(salePercents({ instructorNetMinor: 0, platformFeeMinor: 0, affiliateCommissionMinor: 0 }, null)).toEqual({ sharePercent: null, affiliateCommissionPercent: null });
  });
});

it("counts in the statement's total exactly the instructor's entries of their account", async () => {
  const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries where beneficiary_id = ${instructorId} and party = 'instructor'`);
  expect((await statement('')).total).toBe(rows[0]!.n);
});
