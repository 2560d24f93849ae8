import { LANGUAGES } from '../../../shared/constants';
import { formatMoney, receiptMail, refundDecisionMail } from './orderMails';

const input = {
  to: 'buyer@example.test',
  name: 'Somchai',
  orderNumber: 'AC-2026-000042',
  courseTitles: ['Thiết kế giao diện UI/UX', '<b>Tricky</b> & "quoted"'],
  totalMinor: 39900000,
  currency: 'VND' as const,
  link: 'http://localhost:8080/student/orders/5f0c/receipt',
};

describe('the buyer mails', () => {
  it.each(LANGUAGES)('a receipt in %s names the order, every course, the total and the receipt link, in text and HTML', (lang) => {
    const mail = receiptMail({ ...input, lang });
    expect(mail.subject).toContain('AC-2026-000042');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('AC-2026-000042');
      expect(body).toContain('Thiết kế giao diện UI/UX');
      expect(body).toContain(input.link);
      expect(body).toContain(formatMoney(39900000, 'VND', lang));
    }
    // Titles are text, never markup.
    expect(mail.html).toContain('&lt;b&gt;Tricky&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(mail.html).not.toContain('<b>Tricky</b>');
  });

  it('formats amounts from minor units without floating point: VND has no decimals, THB two', () => {
    expect(formatMoney(39900000, 'VND', 'en')).toBe('₫39,900,000');
    expect(formatMoney(59900, 'THB', 'th')).toBe('฿599.00');
    // The largest safe amount: divided by 100 as a float it comes out a cent short.
    expect(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number.MAX_SAFE_INTEGER / 100)).toBe('$90,071,992,547,409.90');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en')).toBe('$90,071,992,547,409.91');
  });

  it.each(LANGUAGES)('a partial refund in %s has a subject of its own and lists its courses, in text and HTML; a whole one does not list them', (lang) => {
    const whole = refundDecisionMail('refunded', { ...input, lang, amountMinor: 1999, currency: 'USD' });
    const partial = refundDecisionMail('refunded', { ...input, lang, amountMinor: 1999, currency: 'USD', partial: true, courseTitles: ['Thiết kế giao diện UI/UX'] });
    expect(partial.subject).toContain('AC-2026-000042');
    expect(partial.subject).not.toBe(whole.subject);
    for (const body of [partial.text, partial.html]) {
      expect(body).toContain('Thiết kế giao diện UI/UX');
      expect(body).toContain(formatMoney(1999, 'USD', lang));
    }
    expect(whole.text).not.toContain('Thiết kế giao diện UI/UX');
    const declined = refundDecisionMail('rejected', { ...input, lang, amountMinor: 1999, currency: 'USD', partial: true, courseTitles: ['Options'], reason: 'Watched' });
    expect(declined.text).toContain('- Options');
    expect(declined.text).toContain('Watched');
  });

  it('a refund decision says what happened and, when declined, why', () => {
    const refunded = refundDecisionMail('refunded', { ...input, lang: 'en', amountMinor: 1999, currency: 'USD' });
    expect(refunded.subject).toBe('Order AC-2026-000042 refunded');
    expect(refunded.text).toContain('$19.99');
    const rejected = refundDecisionMail('rejected', { ...input, lang: 'th', amountMinor: 1999, currency: 'USD', reason: 'Most of the course is done' });
    expect(rejected.text).toContain('Most of the course is done');
    expect(rejected.subject).toContain('AC-2026-000042');
  });
});
