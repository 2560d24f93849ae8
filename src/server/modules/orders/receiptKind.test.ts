import { receiptKind } from './receiptKind';

describe('receiptKind', () => {
  it('is a tax invoice for a buyer billing in Thailand with a tax ID, whatever region the order was in', () => {
    expect(receiptKind({ countryCode: 'TH', taxId: '1101700207081' })).toBe('tax_invoice');
  });
  it('is a plain receipt without a tax ID, or for a buyer billing elsewhere', () => {
    expect(receiptKind({ countryCode: 'TH', taxId: null })).toBe('receipt');
    expect(receiptKind({ countryCode: 'TH', taxId: '  ' })).toBe('receipt');
    expect(receiptKind({ countryCode: 'PH', taxId: '123-456-789' })).toBe('receipt');
    expect(receiptKind({ countryCode: 'VN', taxId: '0101234567' })).toBe('receipt');
    expect(receiptKind({ countryCode: null, taxId: 'X-1' })).toBe('receipt');
  });
});
