// Orders, receipts and billing details as the API answers them, for the account pages' tests.
import type { BillingProfile, Order, OrderSummary, Receipt, Refund } from '../../../shared/schemas/commerce';

export const ORDER_ID = '3f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f';

export const aBilling = (overrides: Partial<BillingProfile> = {}): BillingProfile => ({
  name: 'Somchai Jaidee',
  address: '99 Sukhumvit Rd, Bangkok 10110',
  countryCode: 'TH',
  taxId: null,
  preferredMethods: {},
  ...overrides,
});

export const anOrderSummary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: ORDER_ID,
  number: 'AC-2026-000042',
  status: 'paid',
  currency: 'THB',
  totalMinor: 59000,
  method: 'promptpay',
  courseTitles: ['Investing 101'],
  createdAt: '2026-11-20T03:00:00.000Z',
  paidAt: '2026-11-20T03:05:00.000Z',
  ...overrides,
});

export const aRefund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 7,
  status: 'requested',
  amountMinor: 59000,
  currency: 'THB',
  reason: 'Not what I expected',
  payoutAccount: { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '******5678' },
  manual: true,
  rejectReason: null,
  requestedAt: '2026-11-21T03:00:00.000Z',
  decidedAt: null,
  refundedAt: null,
  reference: null,
  ...overrides,
});

export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: ORDER_ID,
  number: 'AC-2026-000042',
  status: 'paid',
  country: 174,
  currency: 'THB',
  lines: [
    { courseId: 7, slug: 'investing-101', title: 'ลงทุน 101', language: 'th', unitMinor: 49000, discountMinor: 4900, totalMinor: 44100 },
    { courseId: 8, slug: 'options', title: 'Options basics', language: 'en', unitMinor: 14900, discountMinor: 0, totalMinor: 14900 },
  ],
  subtotalMinor: 63900,
  discountMinor: 4900,
  taxMinor: 3860,
  taxRateBasisPoints: 700,
  taxInclusive: true,
  totalMinor: 59000,
  couponCode: 'LAUNCH-10',
  method: 'promptpay',
  payment: {
    id: '9a8b7c6d-1111-4222-8333-944455556666',
    provider: 'qr',
    method: 'promptpay',
    status: 'succeeded',
    amountMinor: 59000,
    currency: 'THB',
    qrPayload: null,
    qrSvg: null,
    redirectUrl: null,
    expiresAt: '2026-11-20T03:15:00.000Z',
    reference: 'AC2026000042',
  },
  billing: { name: 'Somchai Jaidee', address: '99 Sukhumvit Rd, Bangkok 10110', countryCode: 'TH', taxId: null, email: 'somchai@example.com' },
  refund: null,
  canRequestRefund: true,
  refundableUntil: '2026-12-04T03:05:00.000Z',
  createdAt: '2026-11-20T03:00:00.000Z',
  paidAt: '2026-11-20T03:05:00.000Z',
  expiresAt: null,
  version: 3,
  ...overrides,
});

export const aReceipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  order: anOrder(),
  seller: { name: 'Academy Co., Ltd.', address: '1 Silom Rd, Bangkok 10500', taxId: '0105560000001', email: 'billing@academy.example' },
  kind: 'receipt',
  number: 'RC-2026-000042',
  issuedAt: '2026-11-20T03:05:00.000Z',
  ...overrides,
});
