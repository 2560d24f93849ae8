import { contentLang, formatNumber } from './format';

describe('formatNumber', () => {
  it('groups digits as the UI language writes them; Tagalog as Filipino', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'vi')).toBe('1.234.567');
    expect(formatNumber(1234567, 'th')).toBe(new Intl.NumberFormat('th').format(1234567));
    expect(formatNumber(1234567, 'tl')).toBe(new Intl.NumberFormat('fil').format(1234567));
    expect(formatNumber(4.25, 'vi', { maximumFractionDigits: 1 })).toBe('4,3');
  });

  it('falls back to the plain number for a language Intl refuses', () => {
    expect(formatNumber(1200, '!!')).toBe('1200');
  });
});

describe('contentLang', () => {
  it("is the text's language only when it differs from the page's", () => {
    expect(contentLang('en', 'th')).toBe('en');
    expect(contentLang('th', 'th')).toBeUndefined();
    expect(contentLang(null, 'th')).toBeUndefined();
    expect(contentLang(undefined, 'en')).toBeUndefined();
  });
});
