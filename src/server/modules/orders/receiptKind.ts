// Which receipt a paid order gets. A Thai tax invoice (ใบกำกับภาษี) is issued to a buyer who bills in
// Thailand with a tax ID; it follows the buyer's billing details as the order recorded them, not the
// region the order was priced in: a Thai company buying in the Global region gets one, a Philippine
// buyer with a TIN buying in the Thai region does not.
import type { BillingSnapshot, Receipt } from '../../../shared/schemas/commerce';

export function receiptKind(billing: Pick<BillingSnapshot, 'countryCode' | 'taxId'>): Receipt['kind'] {
  return billing.countryCode === 'TH' && Boolean(billing.taxId?.trim()) ? 'tax_invoice' : 'receipt';
}
