// Test data of the payout pages (the API's answers).
import type { AdminPayout, Balance, Payout, PayoutMethod } from '../../../shared/schemas/money';

export const aBalance = (overrides: Partial<Balance> = {}): Balance => ({
  currency: 'THB',
  pendingMinor: 59000,
  availableMinor: 125050,
  inPayoutMinor: 0,
  paidMinor: 0,
  nextReleaseAt: '2026-12-20T00:00:00.000Z',
  ...overrides,
});

export const aMethod = (overrides: Partial<PayoutMethod> = {}): PayoutMethod => ({
  method: { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '******5678' },
  updatedAt: '2026-11-01T00:00:00.000Z',
  usableFrom: '2026-11-02T00:00:00.000Z',
  version: 1,
  ...overrides,
});

export const aPayout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 11,
  account: 'instructor',
  amountMinor: 40000,
  currency: 'THB',
  status: 'requested',
  method: { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '******5678' },
  reference: null,
  rejectReason: null,
  requestedAt: '2026-11-20T03:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  rejectedAt: null,
  ...overrides,
});

export const anAdminPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  payout: aPayout(),
  method: { kind: 'promptpay', holderName: 'Somchai Jaidee', value: '0812345678' },
  payee: { username: 'somchai', name: 'Somchai Jaidee', email: 'somchai@example.com' },
  qrPayload: '00020101021229370016A000000677010111011300668123456785802TH530376454074000.006304ABCD',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  availableMinor: 85050,
  ...overrides,
});

export const pageOf = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
