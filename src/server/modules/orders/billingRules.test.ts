import { isThaiId, maskPayoutAccount, payoutAccountProblem, taxIdProblem } from './billingRules';

describe('tax IDs', () => {
  it('check the Thai check digit', () => {
    // 1-1017-00207-08-1: sum = 1*13+1*12+0*11+1*10+7*9+0*8+0*7+2*6+0*5+7*4+0*3+8*2 = 154; (11 - 154 % 11) % 10 = 1
    expect(isThaiId('1101700207081')).toBe(true);
    expect(isThaiId('1101700207082')).toBe(false);
    expect(isThaiId('110170020708')).toBe(false);
    expect(taxIdProblem('1101700207081', 'TH')).toBeNull();
    expect(taxIdProblem('1101700207080', 'TH')).toMatch(/check digit/);
  });
  it('take Philippine TINs of 9 or 12 digits, dashes allowed', () => {
    expect(taxIdProblem('123-456-789', 'PH')).toBeNull();
    expect(taxIdProblem('123-456-789-000', 'PH')).toBeNull();
    expect(taxIdProblem('123456789000', 'PH')).toBeNull();
    expect(taxIdProblem('1234567890', 'PH')).not.toBeNull();
    expect(taxIdProblem('123 456 789', 'PH')).not.toBeNull();
  });
  it('take Vietnamese MST of 10 digits or 10-3', () => {
    expect(taxIdProblem('0101234567', 'VN')).toBeNull();
    expect(taxIdProblem('0101234567-001', 'VN')).toBeNull();
    expect(taxIdProblem('0101234567001', 'VN')).not.toBeNull();
    expect(taxIdProblem('01012345', 'VN')).not.toBeNull();
  });
  it('take 1 to 20 letters, digits and dashes elsewhere', () => {
    expect(taxIdProblem('DE-123456789', 'DE')).toBeNull();
    expect(taxIdProblem('X', null)).toBeNull();
    expect(taxIdProblem('has space', 'US')).not.toBeNull();
    expect(taxIdProblem('A'.repeat(21), 'US')).not.toBeNull();
  });
});

describe('payout accounts', () => {
  const account = (kind: Parameters<typeof payoutAccountProblem>[0]['kind'], value: string, bank?: string) => ({ kind, value, holderName: 'Somchai Jaidee', ...(bank ? { bank } : {}) });
  it('check each kind', () => {
    expect(payoutAccountProblem(account('promptpay', '0812345678'))).toBeNull();
    expect(payoutAccountProblem(account('promptpay', '081-234-5678'))).toBeNull();
    expect(payoutAccountProblem(account('promptpay', '1101700207081'))).toBeNull();
    expect(payoutAccountProblem(account('promptpay', '1101700207082'))?.field).toBe('payoutAccount.value');
    expect(payoutAccountProblem(account('promptpay', '812345678'))).not.toBeNull();
    expect(payoutAccountProblem(account('gcash', '09171234567'))).toBeNull();
    expect(payoutAccountProblem(account('maya', '0917 123 4567'))).toBeNull();
    expect(payoutAccountProblem(account('gcash', '08171234567'))).not.toBeNull();
    expect(payoutAccountProblem(account('bank_th', '1234567890', 'KBANK'))).toBeNull();
    expect(payoutAccountProblem(account('bank_vn', '1234567890'))?.field).toBe('payoutAccount.bank');
    expect(payoutAccountProblem(account('bank_ph', '12345', 'BDO'))?.field).toBe('payoutAccount.value');
    expect(payoutAccountProblem(account('paypal', 'buyer@example.com'))).toBeNull();
    expect(payoutAccountProblem(account('paypal', 'buyer'))).not.toBeNull();
  });
  it('are masked to their last digits', () => {
    expect(maskPayoutAccount(account('promptpay', '0812345678')).value).toBe('******5678');
    expect(maskPayoutAccount(account('paypal', 'buyer@example.com')).value).toBe('b***@example.com');
    expect(maskPayoutAccount(account('gcash', '09171234567')).holderName).toBe('Somchai Jaidee');
  });
});
