// Test data of buying courses (carts, orders, payments), shaped as the server answers. Tests only.
import { paths } from '../../app/paths';
import type { Cart, CartLine, CartTotal, Order, Payment, TestBankPayment } from '../../../shared/schemas/commerce';

export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    courseId: 11,
    slug: 'thai-stocks',
    title: 'หุ้นไทยเบื้องต้น',
    language: 'th',
    coverImage: null,
    instructorName: 'Somchai Jaidee',
    currency: 'THB',
    priceMinor: 59000,
    discountMinor: 0,
    totalMinor: 59000,
    ...overrides,
  };
}

export function aCartTotal(overrides: Partial<CartTotal> = {}): CartTotal {
  return { currency: 'THB', subtotalMinor: 59000, discountMinor: 0, taxMinor: 3860, totalMinor: 59000, methods: ['promptpay', 'card'], ...overrides };
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  return { country: 174, currency: 'THB', lines: [aCartLine()], totals: [aCartTotal()], coupon: null, skipped: [], ...overrides };
}

export const ORDER_ID = '6f1c1f7e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
export const PAYMENT_ID = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    provider: 'test',
    method: 'promptpay',
    status: 'pending',
    amountMinor: 59000,
    currency: 'THB',
    qrPayload: '00020101021229370016A000000677010111',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    redirectUrl: paths.testBank(PAYMENT_ID),
    expiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    reference: 'AC-2026-000042',
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 'AC-2026-000042',
    status: 'pending',
    country: 174,
    currency: 'THB',
    lines: [{ courseId: 11, slug: 'thai-stocks', title: 'หุ้นไทยเบื้องต้น', language: 'th', unitMinor: 59000, discountMinor: 0, totalMinor: 59000 }],
    subtotalMinor: 59000,
    discountMinor: 0,
    taxMinor: 3860,
    taxRateBasisPoints: 700,
    taxInclusive: true,
    totalMinor: 59000,
    couponCode: null,
    method: 'promptpay',
    payment: aPayment(),
    billing: { name: 'Learner', address: '', countryCode: 'TH', taxId: null, email: 'learner@example.com' },
    refund: null,
    canRequestRefund: false,
    refundableUntil: null,
    createdAt: new Date().toISOString(),
    paidAt: null,
    expiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    version: 1,
    ...overrides,
  };
}

export function aTestBankPayment(overrides: Partial<TestBankPayment> = {}): TestBankPayment {
  return {
    id: PAYMENT_ID,
    method: 'promptpay',
    status: 'pending',
    amountMinor: 59000,
    currency: 'THB',
    orderNumber: 'AC-2026-000042',
    merchantName: 'Academy Demo',
    qrPayload: null,
    qrSvg: null,
    returnUrl: paths.checkout(ORDER_ID),
    ...overrides,
  };
}
