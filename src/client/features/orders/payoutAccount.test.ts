// The refund dialog's payout account rules: which kinds fit a currency, what each value must look like,
// and what goes to the API.
import { PAYOUT_ACCOUNT_KINDS } from '../../../shared/constants';
import { needsPayoutAccount } from './RefundDialog';
import { anOrder } from './orderFixtures';
import { PAYOUT_KINDS_BY_CURRENCY, payoutErrors, payoutValueValid, toPayoutAccount } from './payoutAccount';

describe('payout accounts', () => {
  it('offers the kinds that can receive the currency, and every kind somewhere', () => {
    expect(PAYOUT_KINDS_BY_CURRENCY.THB).toEqual(['promptpay', 'bank_th']);
    expect(PAYOUT_KINDS_BY_CURRENCY.PHP).toEqual(['gcash', 'maya', 'bank_ph']);
    expect(PAYOUT_KINDS_BY_CURRENCY.VND).toEqual(['bank_vn']);
    expect(new Set(Object.values(PAYOUT_KINDS_BY_CURRENCY).flat())).toEqual(new Set(PAYOUT_ACCOUNT_KINDS));
  });

  it.each([
    ['promptpay', '081-234-5678', true],
    ['promptpay', '1234567890123', true],
    ['promptpay', '81234567', false],
    ['promptpay', '12345678901234', false],
    ['bank_vn', '0071 0001 23456', true],
    ['bank_th', '12345', false],
    ['bank_ph', 'ABC123456', false],
    ['gcash', '0917 123 4567', true],
    ['maya', '0817 123 4567', false],
    ['gcash', '+639171234567', false],
    ['paypal', 'ann@example.com', true],
    ['paypal', 'ann@', false],
  ] as const)('%s %s valid: %s', (kind, value, valid) => {
    expect(payoutValueValid(kind, value)).toBe(valid);
  });

  it('needs a kind, a holder, a bank for bank kinds and a valid value', () => {
    expect(payoutErrors({ kind: '', holderName: '', bank: '', value: '' })).toEqual({ kind: 'ORDERS.PAYOUT.KIND_REQUIRED' });
    expect(payoutErrors({ kind: 'bank_th', holderName: ' ', bank: '', value: '1' })).toEqual({
      holderName: 'ORDERS.PAYOUT.HOLDER_REQUIRED',
      bank: 'ORDERS.PAYOUT.BANK_REQUIRED',
      value: 'ORDERS.PAYOUT.VALUE_INVALID',
    });
    expect(payoutErrors({ kind: 'promptpay', holderName: 'Ann', bank: '', value: '0812345678' })).toEqual({});
  });

  it('sends numbers without separators and the bank only for bank kinds', () => {
    expect(toPayoutAccount({ kind: 'promptpay', holderName: ' Ann ', bank: 'ignored', value: '081-234-5678' })).toEqual({ kind: 'promptpay', holderName: 'Ann', value: '0812345678' });
    expect(toPayoutAccount({ kind: 'bank_vn', holderName: 'An', bank: ' Vietcombank ', value: '0071 000' })).toEqual({ kind: 'bank_vn', holderName: 'An', bank: 'Vietcombank', value: '0071000' });
    expect(toPayoutAccount({ kind: 'paypal', holderName: 'Ann', bank: '', value: ' ann@example.com ' })).toEqual({ kind: 'paypal', holderName: 'Ann', value: 'ann@example.com' });
  });

  it('asks for an account only when the order was paid by a QR transfer', () => {
    expect(needsPayoutAccount(anOrder())).toBe(true);
    expect(needsPayoutAccount(anOrder({ method: 'vietqr', payment: null }))).toBe(true);
    expect(needsPayoutAccount(anOrder({ method: 'card', payment: { ...anOrder().payment!, method: 'card' } }))).toBe(false);
    expect(needsPayoutAccount(anOrder({ method: 'test', payment: { ...anOrder().payment!, method: 'test' } }))).toBe(false);
  });
});
