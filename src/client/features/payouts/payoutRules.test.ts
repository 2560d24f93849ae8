// The payout form's rules without a screen: each kind's checks (as the server makes them), what is sent,
// the amount typed in major units turned into minor units, and why a request cannot be made.
import { PAYOUT_ACCOUNT_KINDS } from '../../../shared/constants';
import type { Balance, Payout, PayoutMethod } from '../../../shared/schemas/money';
import { checkPayoutAmount, requestBlock } from './payoutAmount';
import { currencyOfKind, isThaiId, methodValueValid, payoutMethodErrors, toPayoutMethod } from './payoutMethodRules';

describe('payout method rules', () => {
  it('checks the Thai ID check digit', () => {
    expect(isThaiId('1234567890121')).toBe(true);
    expect(isThaiId('1234567890123')).toBe(false);
    expect(isThaiId('123456789012')).toBe(false);
  });

  it.each([
    ['promptpay', '081-234-5678', true],
    ['promptpay', '1-2345-67890-12-1', true],
    ['promptpay', '1234567890123', false],
    ['promptpay', '81234567', false],
    ['bank_th', '123-4-56789-0', true],
    ['bank_th', '12345', false],
    ['bank_ph', '001234567890', true],
    ['bank_ph', 'ABC123456', false],
    ['bank_vn', '0071 0001 23456', true],
    ['bank_vn', '123456789012345678901', false],
    ['gcash', '0917 123 4567', true],
    ['gcash', '+639171234567', false],
    ['maya', '09171234567', true],
    ['maya', '0817 123 4567', false],
    ['paypal', 'ann@example.com', true],
    ['paypal', 'ann@', false],
    ['paypal', '<ann>@example.com', false],
  ] as const)('%s %s valid: %s', (kind, value, valid) => {
    expect(methodValueValid(kind, value)).toBe(valid);
  });

  it('names each wrong field per kind, and asks for the password', () => {
    expect(payoutMethodErrors({ kind: '', holderName: '', bank: '', value: '' }, '')).toEqual({ kind: 'ORDERS.PAYOUT.KIND_REQUIRED', currentPassword: 'PAYOUTS.METHOD.PASSWORD_REQUIRED' });
    expect(payoutMethodErrors({ kind: 'bank_ph', holderName: ' ', bank: '', value: '12' }, 'pw')).toEqual({
      holderName: 'ORDERS.PAYOUT.HOLDER_REQUIRED',
      bank: 'ORDERS.PAYOUT.BANK_REQUIRED',
      value: 'PAYOUTS.METHOD.INVALID_BANK',
    });
    expect(payoutMethodErrors({ kind: 'promptpay', holderName: 'Somchai', bank: '', value: '1234567890123' }, 'pw')).toEqual({ value: 'PAYOUTS.METHOD.INVALID_PROMPTPAY' });
    expect(payoutMethodErrors({ kind: 'gcash', holderName: 'Maria', bank: '', value: '0817' }, 'pw')).toEqual({ value: 'PAYOUTS.METHOD.INVALID_WALLET' });
    expect(payoutMethodErrors({ kind: 'paypal', holderName: 'Ann', bank: '', value: 'ann' }, 'pw')).toEqual({ value: 'PAYOUTS.METHOD.INVALID_PAYPAL' });
    expect(payoutMethodErrors({ kind: 'maya', holderName: 'Maria', bank: '', value: '0917 123 4567' }, 'pw')).toEqual({});
  });

  it('takes a Vietnamese bank only from the list (by name or BIN); other banks are typed', () => {
    const vn = { kind: 'bank_vn' as const, holderName: 'An', value: '0071000123456' };
    expect(payoutMethodErrors({ ...vn, bank: 'Ngan hang ABC' }, 'pw')).toEqual({ bank: 'PAYOUTS.METHOD.BANK_CHOOSE' });
    expect(payoutMethodErrors({ ...vn, bank: '' }, 'pw')).toEqual({ bank: 'PAYOUTS.METHOD.BANK_CHOOSE' });
    expect(payoutMethodErrors({ ...vn, bank: 'Vietcombank' }, 'pw')).toEqual({});
    expect(payoutMethodErrors({ ...vn, bank: '970436' }, 'pw')).toEqual({});
    expect(payoutMethodErrors({ kind: 'bank_ph', holderName: 'Maria', bank: 'Rural Bank of Somewhere', value: '001234567890' }, 'pw')).toEqual({});
  });

  it('sends numbers without separators and the bank only for bank kinds', () => {
    expect(toPayoutMethod({ kind: 'promptpay', holderName: ' Somchai ', bank: 'x', value: '081-234-5678' })).toEqual({ kind: 'promptpay', holderName: 'Somchai', value: '0812345678' });
    expect(toPayoutMethod({ kind: 'bank_ph', holderName: 'Maria', bank: ' BDO ', value: '0012 3456 78' })).toEqual({ kind: 'bank_ph', holderName: 'Maria', bank: 'BDO', value: '0012345678' });
    expect(toPayoutMethod({ kind: 'paypal', holderName: 'Ann', bank: '', value: ' ann@example.com ' })).toEqual({ kind: 'paypal', holderName: 'Ann', value: 'ann@example.com' });
  });

  it('knows the currency of every kind', () => {
    expect(PAYOUT_ACCOUNT_KINDS.map(currencyOfKind)).toEqual(['THB', 'THB', 'PHP', 'VND', 'PHP', 'PHP', 'USD']);
  });
});

describe('the payout amount', () => {
  it('turns baht into satang without floating point', () => {
    expect(checkPayoutAmount('1,250.50', 'THB', 1_000_000)).toEqual({ ok: true, minor: 125050 });
    expect(checkPayoutAmount('350', 'THB', 1_000_000)).toEqual({ ok: true, minor: 35000 });
    // 0.1 + 0.2 style amounts stay exact: 1234.56 baht is 123456 satang, not 123455.99...
    expect(checkPayoutAmount('1234.56', 'THB', 1_000_000)).toEqual({ ok: true, minor: 123456 });
    expect(checkPayoutAmount('1234.567', 'THB', 1_000_000)).toEqual({ ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_TWO_DECIMALS' });
  });

  it('takes dong whole (no minor unit)', () => {
    expect(checkPayoutAmount('2,500,000', 'VND', 5_000_000)).toEqual({ ok: true, minor: 2_500_000 });
    expect(checkPayoutAmount('250000.5', 'VND', 5_000_000)).toEqual({ ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_NO_DECIMALS' });
  });

  it('refuses what is not a number, below the minimum or above the available balance', () => {
    expect(checkPayoutAmount('', 'USD', 5000)).toEqual({ ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_REQUIRED' });
    expect(checkPayoutAmount('12,5', 'USD', 5000)).toEqual({ ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_FORMAT' });
    expect(checkPayoutAmount('9.99', 'USD', 5000)).toEqual({ ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_BELOW_MINIMUM', minor: 999 });
    expect(checkPayoutAmount('10', 'USD', 5000)).toEqual({ ok: true, minor: 1000 });
    expect(checkPayoutAmount('50.01', 'USD', 5000)).toEqual({ ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_ABOVE_AVAILABLE', minor: 5001 });
    expect(checkPayoutAmount('50', 'USD', 5000)).toEqual({ ok: true, minor: 5000 });
  });

  it('follows the minimum an admin set (read with the runtime configuration)', () => {
    const minimums = { USD: 2500, THB: 35000, PHP: 56000, VND: 250000 };
    expect(checkPayoutAmount('10', 'USD', 5000, minimums)).toEqual({ ok: false, key: 'PAYOUTS.REQUEST.AMOUNT_BELOW_MINIMUM', minor: 1000 });
    expect(checkPayoutAmount('25', 'USD', 5000, minimums)).toEqual({ ok: true, minor: 2500 });
  });
});

describe('why a payout cannot be asked for', () => {
  const now = Date.parse('2026-11-27T06:00:00.000Z');
  const method: PayoutMethod = { method: { kind: 'promptpay', holderName: 'Somchai', value: '******5678' }, updatedAt: '2026-11-01T00:00:00.000Z', usableFrom: '2026-11-02T00:00:00.000Z', version: 1 };
  const balance = (overrides: Partial<Balance> = {}): Balance => ({ currency: 'THB', pendingMinor: 0, availableMinor: 100000, inPayoutMinor: 0, paidMinor: 0, nextReleaseAt: null, ...overrides });
  const open: Payout = { id: 1, account: 'instructor', amountMinor: 40000, currency: 'THB', status: 'approved', method: method.method, reference: null, rejectReason: null, requestedAt: '2026-11-20T00:00:00.000Z', approvedAt: '2026-11-21T00:00:00.000Z', paidAt: null, rejectedAt: null };

  it('needs a method', () => {
    expect(requestBlock({ method: null, balance: balance(), currency: null, recentPayouts: [], now })).toEqual({ reason: 'noMethod' });
  });
  it('waits a day after a change', () => {
    const recent = { ...method, usableFrom: '2026-11-27T12:00:00.000Z' };
    expect(requestBlock({ method: recent, balance: balance(), currency: 'THB', recentPayouts: [], now })).toEqual({ reason: 'recentChange', usableFrom: '2026-11-27T12:00:00.000Z' });
  });
  it('allows one open payout per balance', () => {
    expect(requestBlock({ method, balance: balance(), currency: 'THB', recentPayouts: [open], now })).toEqual({ reason: 'openPayout', amountMinor: 40000 });
    expect(requestBlock({ method, balance: balance({ inPayoutMinor: 50000 }), currency: 'THB', recentPayouts: [], now })).toEqual({ reason: 'openPayout', amountMinor: 50000 });
    expect(requestBlock({ method, balance: balance(), currency: 'THB', recentPayouts: [{ ...open, status: 'paid' }, { ...open, currency: 'USD' }], now })).toBeNull();
  });
  it('needs the minimum available', () => {
    expect(requestBlock({ method, balance: balance({ availableMinor: 34999 }), currency: 'THB', recentPayouts: [], now })).toEqual({ reason: 'tooLittle', availableMinor: 34999 });
    expect(requestBlock({ method, balance: undefined, currency: 'THB', recentPayouts: [], now })).toEqual({ reason: 'tooLittle', availableMinor: 0 });
    expect(requestBlock({ method, balance: balance({ availableMinor: 35000 }), currency: 'THB', recentPayouts: [], now })).toBeNull();
    const lower = { USD: 1000, THB: 10000, PHP: 56000, VND: 250000 };
    expect(requestBlock({ method, balance: balance({ availableMinor: 20000 }), currency: 'THB', recentPayouts: [], now, minimums: lower })).toBeNull();
  });
});
