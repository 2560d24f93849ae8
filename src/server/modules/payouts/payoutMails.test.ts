import { LANGUAGES } from '../../../shared/constants';
import { formatMoney } from '../orders/orderMails';
import { describeMethod, methodChangedMail, payoutDecisionMail } from './payoutMails';

const bank = { kind: 'bank_vn' as const, holderName: 'Nguyen Van A', bank: '970436', value: '0011001234567' };
const paypal = { kind: 'paypal' as const, holderName: 'Jane', value: 'jane.doe@example.com' };
const link = 'http://academy.test/instructor/payouts';

describe('the payout mails', () => {
  it.each(LANGUAGES)('the method-changed notice in %s names the new method masked, never whole, and links the payouts page', (lang) => {
    const mail = methodChangedMail({ lang, to: 'me@example.com', name: 'Somchai', method: bank, link });
    expect(mail.to).toBe('me@example.com');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('*********4567');
      expect(body).toContain('970436');
      expect(body).not.toContain('0011001234567');
      expect(body).toContain(link);
      expect(body).toContain('24');
    }
    expect(mail.subject.length).toBeGreaterThan(5);
  });

  it('the notice says what to do when it was not you, per language', () => {
    expect(methodChangedMail({ lang: 'en', to: 'a@b.c', name: 'A', method: paypal, link }).text).toContain('If this was not you, change your password now');
    expect(methodChangedMail({ lang: 'th', to: 'a@b.c', name: 'A', method: paypal, link }).text).toContain('หากคุณไม่ได้เป็นผู้เปลี่ยน');
    expect(methodChangedMail({ lang: 'vi', to: 'a@b.c', name: 'A', method: paypal, link }).text).toContain('Nếu không phải bạn thực hiện');
    expect(methodChangedMail({ lang: 'tl', to: 'a@b.c', name: 'A', method: paypal, link }).text).toContain('Kung hindi ikaw ang gumawa nito');
    // A PayPal address keeps its first letter and domain only.
    expect(describeMethod(paypal, 'en')).toBe('PayPal j***@example.com');
  });

  it.each(LANGUAGES)('the decisions in %s carry the amount, and paid the reference, rejected the reason', (lang) => {
    const input = { lang, to: 'me@example.com', name: 'Somchai', amountMinor: 1234500, currency: 'VND' as const, method: bank, link };
    const amount = formatMoney(1234500, 'VND', lang);
    const approved = payoutDecisionMail('approved', input);
    const paid = payoutDecisionMail('paid', { ...input, reference: 'FT2611270001' });
    const rejected = payoutDecisionMail('rejected', { ...input, reason: 'Name <b>does not</b> match the account' });
    for (const mail of [approved, paid, rejected]) {
      expect(mail.subject).toContain(amount);
      expect(mail.text).toContain(amount);
      expect(mail.text).not.toContain('0011001234567');
    }
    expect(paid.text).toContain('FT2611270001');
    expect(rejected.text).toContain('Name <b>does not</b> match the account');
    // The reason is text, never markup.
    expect(rejected.html).toContain('Name &lt;b&gt;does not&lt;/b&gt; match the account');
    expect(new Set([approved.subject, paid.subject, rejected.subject]).size).toBe(3);
  });

  it('formats the amount from minor units in the payee language', () => {
    const mail = payoutDecisionMail('paid', { lang: 'en', to: 'a@b.c', name: 'A', amountMinor: 350000, currency: 'THB', method: { kind: 'promptpay', holderName: 'A', value: '0812345678' }, link, reference: 'R1' });
    // Intl puts a no-break space between the code and the number.
    expect(mail.subject).toBe(`Your payout of ${formatMoney(350000, 'THB', 'en')} was sent`);
    expect(formatMoney(350000, 'THB', 'en')).toBe('THB\u00a03,500.00');
    expect(mail.text).toContain('PromptPay ******5678');
  });
});
