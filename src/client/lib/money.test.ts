import { formatMoney, priceFor, regionCurrency } from './money';

const intl = (lang: string, currency: string, value: number, digits: number) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

describe('formatMoney', () => {
  it('divides by the currency minor digits only for display', () => {
    expect(formatMoney(59000, 'THB', 'en')).toBe('฿590.00');
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(formatMoney(123456, 'PHP', 'en')).toBe('₱1,234.56');
  });

  it('formats in the UI language as Intl does (Thai, Vietnamese, Filipino for tl)', () => {
    expect(formatMoney(59000, 'THB', 'th')).toBe(intl('th', 'THB', 590, 2));
    expect(formatMoney(59000, 'THB', 'th')).toContain('590.00');
    expect(formatMoney(250000, 'VND', 'vi')).toBe(intl('vi', 'VND', 250000, 0));
    expect(formatMoney(123456, 'PHP', 'tl')).toBe(intl('fil', 'PHP', 1234.56, 2));
  });

  it('shows VND without decimals', () => {
    expect(formatMoney(250000, 'VND', 'en')).toBe('₫250,000');
    expect(formatMoney(250000, 'VND', 'en')).not.toMatch(/[.]\d/);
  });

  it('has no floating point error on amounts a double cannot hold exactly', () => {
    expect(formatMoney(110 + 220, 'USD', 'en')).toBe('$3.30');
    // Number.MAX_SAFE_INTEGER / 100 as a double is ...409.90.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en')).toBe('$90,071,992,547,409.91');
  });
});

describe('regionCurrency', () => {
  it('maps each region to its currency', () => {
    expect(regionCurrency(174)).toBe('THB');
    expect(regionCurrency(138)).toBe('PHP');
    expect(regionCurrency(193)).toBe('VND');
    expect(regionCurrency(999)).toBe('USD');
  });
});

describe('priceFor', () => {
  const prices = { USD: 1999, THB: 59000, VND: 250000 };

  it("chooses the region's currency", () => {
    expect(priceFor(prices, 174)).toEqual({ minor: 59000, currency: 'THB' });
    expect(priceFor(prices, 193)).toEqual({ minor: 250000, currency: 'VND' });
    expect(priceFor(prices, 999)).toEqual({ minor: 1999, currency: 'USD' });
  });

  it('falls back to USD when the region has no price', () => {
    expect(priceFor(prices, 138)).toEqual({ minor: 1999, currency: 'USD' });
  });

  it('uses any price there is when neither the region nor USD has one', () => {
    expect(priceFor({ THB: 59000 }, 138)).toEqual({ minor: 59000, currency: 'THB' });
  });

  it('is null for a free course (no prices)', () => {
    expect(priceFor({}, 174)).toBeNull();
    expect(priceFor(undefined, 999)).toBeNull();
  });
});
