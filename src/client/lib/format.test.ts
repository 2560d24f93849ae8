import { formatInZone } from '../features/adminEvents/eventLabels';
import { formatDateRange } from '../features/content/contentMeta';
import { formatDateTime as payoutDateTime } from '../features/payouts/payoutViews';
import { formatDateTime as ticketDateTime } from '../features/tickets/ticketViews';
import { contentLang, dateTimeFormat, formatDate, formatDateTime, formatNumber, intlDateLocale } from './format';

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

describe('dates: one formatter, Thai in the Buddhist era', () => {
  const at = '2026-03-05T10:30:00Z';

  it('formats a Thai day with the Buddhist year (2026 is 2569), other languages with the Gregorian one', () => {
    expect(formatDate(at, 'th')).toContain('2569');
    expect(formatDate(at, 'th')).not.toContain('2026');
    expect(formatDate(at, 'en')).toBe('Mar 5, 2026');
    expect(formatDate(at, 'vi')).toContain('2026');
    expect(formatDate(at, 'tl')).toContain('2026');
  });

  it('formats a Thai date and time with the Buddhist year, in the zone asked for', () => {
    expect(formatDateTime(at, 'th', 'Asia/Bangkok')).toMatch(/2569.*17:30/);
    expect(formatDateTime(at, 'en', 'UTC')).toMatch(/Mar 5, 2026.*10:30/);
  });

  it('names the Buddhist calendar explicitly for Thai, whatever the default calendar for "th", and Filipino for Tagalog', () => {
    expect(intlDateLocale('th')).toBe('th-TH-u-ca-buddhist');
    expect(dateTimeFormat('th', { year: 'numeric' }).resolvedOptions().calendar).toBe('buddhist');
    expect(dateTimeFormat('en', { year: 'numeric' }).resolvedOptions().calendar).toBe('gregory');
    expect(intlDateLocale('tl')).toBe('fil');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'th')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('is the formatter of the pages outside events too: the admin event editor, a ticket\'s messages, a pending order', () => {
    expect(formatInZone(at, 'th', 'Asia/Bangkok')).toContain('2569');
    expect(ticketDateTime(at, 'th')).toContain('2569');
    expect(payoutDateTime(at, 'th')).toContain('2569');
    expect(formatDateRange(at, '2026-03-05T12:00:00Z', 'th', 'Asia/Bangkok')).toContain('2569');
  });
});
