// The ledger's arithmetic: the split of a line per channel (exact figures in USD, THB and VND), the
// commission after the coupon, the tax shared over lines by largest remainder, e-mail normalization
// and the channel rules.
import fc from 'fast-check';
import { DEFAULT_AFFILIATE_COMMISSION_PERCENT, DEFAULT_INSTRUCTOR_SHARE_PERCENT, DEFAULT_PROVIDER_FEE_BASIS_POINTS, SALE_CHANNELS } from '../../../shared/constants';
import { normalizedEmail as normalizeEmail } from '../affiliate/sameperson';
import { largestRemainder, saleChannel, splitLine, type ChannelFacts, type LineSplit } from './ledgerSplit';

const rules = { instructorSharePercent: { ...DEFAULT_INSTRUCTOR_SHARE_PERCENT }, affiliateCommissionPercent: DEFAULT_AFFILIATE_COMMISSION_PERCENT, providerFeeBasisPoints: { ...DEFAULT_PROVIDER_FEE_BASIS_POINTS } };
const parties = (s: LineSplit) => s.tax + s.providerFee + s.affiliateCommission + s.platformFee + s.instructorNet;

describe('splitLine', () => {
  it('splits a USD sale per channel with the test provider (3.65 %)', () => {
    // 1599 cents, no tax: fee floor(1599 * 365 / 10000) = 58; rest 1541.
    const line = { unitMinor: 1599, discountMinor: 0, totalMinor: 1599, taxMinor: 0, provider: 'test' as const };
    expect(splitLine({ ...line, channel: 'organic' }, rules)).toEqual({ paidMinor: 1599, gross: 1599, discount: 0, tax: 0, providerFee: 58, affiliateCommission: 0, instructorNet: 1078, platformFee: 463 });
    expect(splitLine({ ...line, channel: 'instructor' }, rules)).toMatchObject({ providerFee: 58, affiliateCommission: 0, instructorNet: 1494, platformFee: 47 });
    // Affiliate: floor(1541 * 20 %) = 308; rest 1233: instructor floor(1233 * 70 %) = 863, platform 370.
    expect(splitLine({ ...line, channel: 'affiliate' }, rules)).toMatchObject({ providerFee: 58, affiliateCommission: 308, instructorNet: 863, platformFee: 370 });
  });

  it('splits a THB sale with VAT included (7 %) paid by PromptPay (no fee)', () => {
    // 499.00 THB, VAT 7 % included: round(49900 * 700 / 10700) = 3264.
    const split = splitLine({ unitMinor: 49900, discountMinor: 0, totalMinor: 49900, taxMinor: 3264, provider: 'qr', channel: 'organic' }, rules);
    expect(split).toEqual({ paidMinor: 49900, gross: 49900, discount: 0, tax: 3264, providerFee: 0, affiliateCommission: 0, instructorNet: 32645, platformFee: 13991 });
    const viaAffiliate = splitLine({ unitMinor: 49900, discountMinor: 0, totalMinor: 49900, taxMinor: 3264, provider: 'stripe', channel: 'affiliate' }, rules);
    // fee floor(49900 * 365 / 10000) = 1821; after fees 44815; commission 8963; rest 35852: net 25096, platform 10756.
    expect(viaAffiliate).toMatchObject({ tax: 3264, providerFee: 1821, affiliateCommission: 8963, instructorNet: 25096, platformFee: 10756 });
    expect(parties(viaAffiliate)).toBe(49900);
  });

  it('splits a VND sale (no minor unit) with VAT 10 % and the instructor\'s own channel', () => {
    // 399,000 VND, VAT round(399000 * 1000 / 11000) = 36273; fee floor(399000 * 0.0365) = 14563; rest 348164.
    const split = splitLine({ unitMinor: 399000, discountMinor: 0, totalMinor: 399000, taxMinor: 36273, provider: 'test', channel: 'instructor' }, rules);
    expect(split).toEqual({ paidMinor: 399000, gross: 399000, discount: 0, tax: 36273, providerFee: 14563, affiliateCommission: 0, instructorNet: 337719, platformFee: 10445 });
  });

  it('computes the commission and shares after the coupon, and a free line has only its gross and discount', () => {
    // 1000 - 250 = 750 paid: fee floor(750 * 0.0365) = 27; after fees 723; commission 144; rest 579: net 405, platform 174.
    const split = splitLine({ unitMinor: 1000, discountMinor: 250, totalMinor: 750, taxMinor: 0, provider: 'test', channel: 'affiliate' }, rules);
    expect(split).toEqual({ paidMinor: 750, gross: 1000, discount: -250, tax: 0, providerFee: 27, affiliateCommission: 144, instructorNet: 405, platformFee: 174 });
    const free = splitLine({ unitMinor: 1000, discountMinor: 1000, totalMinor: 0, taxMinor: 0, provider: null, channel: 'instructor' }, rules);
    expect(free).toEqual({ paidMinor: 0, gross: 1000, discount: -1000, tax: 0, providerFee: 0, affiliateCommission: 0, instructorNet: 0, platformFee: 0 });
  });

  it('with tax added on top, the buyer paid total + tax and gross carries the tax', () => {
    const split = splitLine({ unitMinor: 1000, discountMinor: 0, totalMinor: 1000, taxMinor: 70, taxInclusive: false, provider: 'qr', channel: 'organic' }, rules);
    expect(split).toMatchObject({ paidMinor: 1070, gross: 1070, tax: 70, instructorNet: 700, platformFee: 300 });
  });

  it('refuses a line whose total is not unit - discount', () => {
    expect(() => splitLine({ unitMinor: 1000, discountMinor: 100, totalMinor: 1000, taxMinor: 0, provider: null, channel: 'organic' }, rules)).toThrow(RangeError);
  });

  it('always sums exactly, never negative, whatever the amounts, fees and shares (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2500 }),
        fc.constantFrom(...SALE_CHANNELS),
        fc.constantFrom('test' as const, 'qr' as const, 'stripe' as const, null),
        fc.record({ organic: fc.integer({ min: 0, max: 100 }), instructor: fc.integer({ min: 0, max: 100 }), affiliate: fc.integer({ min: 0, max: 100 }) }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1000 }),
        (unit, discountPercent, taxBp, channel, provider, share, commission, feeBp) => {
          const discount = Math.floor((unit * discountPercent) / 100);
          const total = unit - discount;
          const tax = Math.round((total * taxBp) / (10_000 + taxBp));
          const r = { instructorSharePercent: share, affiliateCommissionPercent: commission, providerFeeBasisPoints: { test: feeBp, qr: 0, stripe: feeBp } };
          const s = splitLine({ unitMinor: unit, discountMinor: discount, totalMinor: total, taxMinor: tax, provider, channel }, r);
          expect(s.gross + s.discount).toBe(total);
          expect(parties(s)).toBe(total);
          for (const v of [s.tax, s.providerFee, s.affiliateCommission, s.platformFee, s.instructorNet]) expect(v).toBeGreaterThanOrEqual(0);
          if (channel !== 'affiliate') expect(s.affiliateCommission).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('largestRemainder', () => {
  it('shares a tax over lines exactly, the units left to the largest remainders', () => {
    // 100 over 1:1:1: 33.33 each, one unit left to the first (ties: earlier line).
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // VAT 7 % of 3 THB lines 499 + 299 + 199 = 997.00: 6522 (of 99700); shares 3264.4.., 1955.8.., 1301.7..
    expect(largestRemainder(6522, [49900, 29900, 19900])).toEqual([3264, 1956, 1302]);
    expect(largestRemainder(0, [5, 7])).toEqual([0, 0]);
    expect(largestRemainder(5, [0, 0])).toEqual([5, 0]);
    expect(largestRemainder(7, [])).toEqual([]);
  });

  it('always sums to the total, each share within one unit of its exact part (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 12 }), (total, weights) => {
        const shares = largestRemainder(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        shares.forEach((s, i) => {
          const exactFloor = Number((BigInt(total) * BigInt(weights[i]!)) / BigInt(sum));
          expect(s === exactFloor || s === exactFloor + 1).toBe(true);
        });
      }),
    );
  });
});

describe('normalizeEmail', () => {
  it('lower-cases, drops the +tag and Gmail dots', () => {
    expect(normalizeEmail(' Jo.Doe+aff@GMail.com ')).toBe('jodoe@gmail.com');
    expect(normalizeEmail('jo.doe@googlemail.com')).toBe('jodoe@gmail.com');
    expect(normalizeEmail('Jo.Doe+x@example.co.th')).toBe('jo.doe@example.co.th');
    expect(normalizeEmail('jo.doe@example.co.th')).not.toBe(normalizeEmail('jodoe@example.co.th'));
  });
});

describe('saleChannel', () => {
  const saleAt = new Date('2026-06-01T00:00:00Z');
  const facts = (over: Partial<ChannelFacts> = {}): ChannelFacts => ({
    ownerId: 'owner',
    couponOwnerId: null,
    buyer: { id: 'buyer', email: 'buyer@example.com', referredBy: 'aff', createdAt: new Date('2026-05-01T00:00:00Z') },
    referrer: { id: 'aff', email: 'aff@example.com', affiliateAcceptedAt: new Date('2026-04-01T00:00:00Z') },
    saleAt,
    attributionDays: 90,
    ...over,
  });

  it('is the affiliate\'s when all the rules hold', () => {
    expect(saleChannel(facts())).toEqual({ channel: 'affiliate', affiliateId: 'aff' });
  });

  it('is the instructor\'s when the last referral link the buyer followed is the owner\'s, within the cookie\'s 30 days', () => {
    const day = 86_400_000;
    const via = (linkOwnerId: string | null, ageMs: number | null) => saleChannel(facts({ buyer: { ...facts().buyer, referredBy: null, linkOwnerId, linkClickedAt: ageMs === null ? null : new Date(saleAt.getTime() - ageMs) }, referrer: null }));
    const instructor = { channel: 'instructor', affiliateId: null };
    const organic = { channel: 'organic', affiliateId: null };
    expect(via('owner', 0)).toEqual(instructor);
    expect(via('owner', 30 * day - 1000)).toEqual(instructor);
    expect(via('owner', 30 * day)).toEqual(organic);
    // Another instructor's link, no click time, a click after the sale: not this course's owner's channel.
    expect(via('other', day)).toEqual(organic);
    expect(via('owner', null)).toEqual(organic);
    expect(via('owner', -day)).toEqual(organic);
    // An existing learner referred by an affiliate who last followed the owner's link: the owner's (last click wins).
    expect(saleChannel(facts({ buyer: { ...facts().buyer, linkOwnerId: 'owner', linkClickedAt: new Date(saleAt.getTime() - day) } }))).toEqual(instructor);
    // A course with no owner any more: never the instructor channel.
    expect(saleChannel(facts({ ownerId: null, buyer: { ...facts().buyer, referredBy: null, linkOwnerId: 'owner', linkClickedAt: saleAt }, referrer: null }))).toEqual(organic);
  });

  it('is the instructor\'s with the owner\'s coupon or when the owner referred the buyer', () => {
    expect(saleChannel(facts({ couponOwnerId: 'owner' }))).toEqual({ channel: 'instructor', affiliateId: null });
    expect(saleChannel(facts({ buyer: { ...facts().buyer, referredBy: 'owner' }, referrer: { id: 'owner', email: 'o@example.com', affiliateAcceptedAt: saleAt } }))).toEqual({ channel: 'instructor', affiliateId: null });
    // Another instructor's coupon is not this owner's channel.
    expect(saleChannel(facts({ couponOwnerId: 'someone-else', buyer: { ...facts().buyer, referredBy: null }, referrer: null }))).toEqual({ channel: 'organic', affiliateId: null });
  });

  it('is organic when the referral does not count', () => {
    const organic = { channel: 'organic', affiliateId: null };
    expect(saleChannel(facts({ referrer: { ...facts().referrer!, affiliateAcceptedAt: null } }))).toEqual(organic);
    expect(saleChannel(facts({ referrer: { ...facts().referrer!, affiliateAcceptedAt: new Date(saleAt.getTime() + 1000) } }))).toEqual(organic);
    expect(saleChannel(facts({ buyer: { ...facts().buyer, createdAt: new Date(saleAt.getTime() - 90 * 86_400_000) } }))).toEqual(organic);
    expect(saleChannel(facts({ buyer: { ...facts().buyer, createdAt: new Date(saleAt.getTime() - 90 * 86_400_000 + 1000) } }))).toEqual({ channel: 'affiliate', affiliateId: 'aff' });
    expect(saleChannel(facts({ buyer: { ...facts().buyer, email: 'A.F.F+buy@gmail.com' }, referrer: { ...facts().referrer!, email: 'aff@googlemail.com' } }))).toEqual(organic);
    expect(saleChannel(facts({ referrer: { ...facts().referrer!, id: 'buyer' }, buyer: { ...facts().buyer, referredBy: 'buyer' } }))).toEqual(organic);
    expect(saleChannel(facts({ buyer: { ...facts().buyer, referredBy: null }, referrer: null }))).toEqual(organic);
  });
});
