// Test data of the statement (the API's entries): an instructor's sale by default; an affiliate's
// commission with `kind: 'affiliate_commission'` and no breakdown.
import type { StatementEntry } from '../../../shared/schemas/money';

export const aSale = (overrides: Partial<StatementEntry> = {}): StatementEntry => ({
  id: 11,
  createdAt: '2026-11-02T09:00:00.000Z',
  kind: 'instructor_net',
  status: 'pending',
  amountMinor: 50292,
  currency: 'THB',
  reversal: false,
  channel: 'affiliate',
  availableAt: '2026-12-02T09:00:00.000Z',
  order: { id: '3f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f', number: 'AC-1001' },
  course: { id: 7, title: 'การลงทุน 101', lang: 'th' },
  payoutId: null,
  state: 'on_hold',
  inPayoutMinor: 0,
  paidOutMinor: 0,
  carriedBy: null,
  breakdown: { grossMinor: 100000, discountMinor: 0, taxMinor: 6542, providerFeeMinor: 3650, platformFeeMinor: 21555, affiliateCommissionMinor: 17961, instructorNetMinor: 50292, sharePercent: 70, affiliateCommissionPercent: 20 },
  ...overrides,
});
