import { couponCovers, divideRoundHalfUp, lineDiscount, linePrice, priceLine, taxOf, totalsByCurrency, type CouponTerms, type PricedLine } from './pricing';

const owner = 'owner-uuid';
const percent = (p: number, courseIds: number[] = []): CouponTerms => ({ ownerId: owner, kind: 'percent', percent: p, amounts: null, courseIds });
const fixed = (amounts: CouponTerms['amounts'], courseIds: number[] = []): CouponTerms => ({ ownerId: owner, kind: 'fixed', percent: null, amounts, courseIds });
const line = (courseId: number, currency: PricedLine['currency'], priceMinor: number, discountMinor = 0): PricedLine => ({ courseId, currency, priceMinor, discountMinor, totalMinor: priceMinor - discountMinor });

describe('divideRoundHalfUp', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
    expect(divideRoundHalfUp(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('refuses what is not a non-negative integer', () => {
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('linePrice', () => {
  const course = { courseId: 1, instructorId: owner, prices: { USD: 1599, THB: 49900 } };
  it("takes the region's currency when the course has a price in it, else USD", () => {
    expect(linePrice(course, 174)).toEqual({ currency: 'THB', priceMinor: 49900 });
    expect(linePrice(course, 193)).toEqual({ currency: 'USD', priceMinor: 1599 });
    expect(linePrice(course, 999)).toEqual({ currency: 'USD', priceMinor: 1599 });
    expect(linePrice({ ...course, prices: { VND: 399000 } }, 193)).toEqual({ currency: 'VND', priceMinor: 399000 });
  });
  it('is null for a course without any price (free)', () => {
    expect(linePrice({ ...course, prices: {} }, 174)).toBeNull();
    expect(linePrice({ ...course, prices: { THB: 100 } }, 999)).toBeNull();
  });
});

describe('coupons', () => {
  it("cover only the owner's courses, and only the listed ones when listed", () => {
    expect(couponCovers(percent(10), { courseId: 1, instructorId: owner })).toBe(true);
    expect(couponCovers(percent(10), { courseId: 1, instructorId: 'someone-else' })).toBe(false);
    expect(couponCovers(percent(10), { courseId: 1, instructorId: null })).toBe(false);
    expect(couponCovers(percent(10, [2, 3]), { courseId: 1, instructorId: owner })).toBe(false);
    expect(couponCovers(percent(10, [2, 3]), { courseId: 3, instructorId: owner })).toBe(true);
  });
  it('take a percent rounded half up, never more than the price', () => {
    expect(lineDiscount(percent(20), 'USD', 1599)).toBe(320); // 319.8
    expect(lineDiscount(percent(15), 'USD', 1010)).toBe(152); // 151.5 -> 152
    expect(lineDiscount(percent(33), 'VND', 399000)).toBe(131670);
    expect(lineDiscount(percent(100), 'THB', 49900)).toBe(49900);
  });
  it('take a fixed amount in the line currency, at most the price, nothing without an amount in it', () => {
    expect(lineDiscount(fixed({ THB: 10000 }), 'THB', 49900)).toBe(10000);
    expect(lineDiscount(fixed({ THB: 100000 }), 'THB', 49900)).toBe(49900);
    expect(lineDiscount(fixed({ THB: 10000 }), 'USD', 1599)).toBe(0);
  });
  it('price a line with or without the coupon', () => {
    const course = { courseId: 7, instructorId: owner, prices: { USD: 2000, PHP: 99900 } };
    expect(priceLine(course, 138, percent(50))).toEqual({ courseId: 7, currency: 'PHP', priceMinor: 99900, discountMinor: 49950, totalMinor: 49950 });
    expect(priceLine({ ...course, instructorId: 'x' }, 138, percent(50))?.discountMinor).toBe(0);
    expect(priceLine({ ...course, prices: {} }, 138, null)).toBeNull();
  });
});

describe('totals', () => {
  it('sum per currency in integers where floats would drift', () => {
    // Ten lines of 10 and 20 cents alternately are exactly 150 cents; in major units the float sum is
    // 1.5000000000000002.
    const lines = Array.from({ length: 10 }, (_, i) => line(i + 1, 'USD', i % 2 === 0 ? 10 : 20));
    const [usd] = totalsByCurrency(lines, 999);
    expect(usd).toMatchObject({ currency: 'USD', subtotalMinor: 150, totalMinor: 150, taxMinor: 0 });
    // PHP 0.70 + 1.40 in major-unit floats is 2.0999999999999996, whose 12 % included tax (x 0.12 / 1.12)
    // is 0.22499999999999993 and rounds to 0.22; exactly it is 0.225, half up 0.23. Summed and taxed in
    // integers (centavos) the tax is 23.
    const floatSum = 0.7 + 1.4;
    expect(floatSum).not.toBe(2.1);
    expect(Math.round(((floatSum * 0.12) / 1.12) * 100)).toBe(22);
    const [php] = totalsByCurrency([line(1, 'PHP', 70), line(2, 'PHP', 140)], 138, 1200);
    expect(php).toMatchObject({ currency: 'PHP', subtotalMinor: 210, discountMinor: 0, totalMinor: 210, taxMinor: 23, taxInclusive: true });
    // 3 x 33.33: 99.99 exactly, and a float sum of 33.33 three times is 99.99000000000001.
    const [three] = totalsByCurrency([line(1, 'USD', 3333), line(2, 'USD', 3333), line(3, 'USD', 3333)], 999);
    expect(three!.totalMinor).toBe(9999);
    expect(Number.isInteger(three!.totalMinor)).toBe(true);
  });
  it('keep currencies apart, in the order they first appear', () => {
    const totals = totalsByCurrency([line(1, 'THB', 49900), line(2, 'USD', 1599), line(3, 'THB', 29900, 2990)], 174);
    expect(totals.map((t) => t.currency)).toEqual(['THB', 'USD']);
    expect(totals[0]).toMatchObject({ subtotalMinor: 79800, discountMinor: 2990, totalMinor: 76810, taxRateBasisPoints: 700, taxInclusive: true });
    // 7 % included: 76810 * 700 / 10700 = 5024.99 -> 5025
    expect(totals[0]!.taxMinor).toBe(5025);
    expect(totals[1]).toMatchObject({ subtotalMinor: 1599, totalMinor: 1599, taxMinor: divideRoundHalfUp(1599 * 700, 10700) });
  });
  it('work in VND, which has no minor digits', () => {
    const [vnd] = totalsByCurrency([line(1, 'VND', 399000), line(2, 'VND', 249000, 24900)], 193);
    expect(vnd).toMatchObject({ currency: 'VND', subtotalMinor: 648000, discountMinor: 24900, totalMinor: 623100 });
    // 10 % included: 623100 * 1000 / 11000 = 56645.45 -> 56645
    expect(vnd!.taxMinor).toBe(56645);
  });
  it('compute the tax included or added, rounded half up', () => {
    expect(taxOf(107, 700, true)).toBe(7);
    expect(taxOf(100, 700, false)).toBe(7);
    expect(taxOf(112, 1200, true)).toBe(12);
    expect(taxOf(0, 700, true)).toBe(0);
    expect(taxOf(5000, 0, true)).toBe(0);
    // PHP 12 %: 56 * 1200 / 11200 = 6.0 exactly
    expect(taxOf(56, 1200, true)).toBe(6);
    // half-up: 15 * 700 / 10700 = 0.98 -> 1; 75 * 1000 / 11000 = 6.818 -> 7
    expect(taxOf(15, 700, true)).toBe(1);
    expect(taxOf(75, 1000, true)).toBe(7);
  });
});
