// The account side of buying calls the paths and methods of the contract: billing, refunds and receipts,
// the instructor's coupons (an edit carries If-Match), and the admin's payments and refunds.
import type { CouponWrite } from '../../shared/schemas/commerce';
import * as adminPaymentsApi from './adminPaymentsApi';
import * as billingApi from './billingApi';
import * as couponsApi from './couponsApi';
import * as refundsApi from './refundsApi';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, statusText: '', headers: new Headers(), text: () => Promise.resolve('{}') } as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall(): { url: string; method: string | undefined; body: unknown; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], method: call[1].method, body: typeof call[1].body === 'string' ? JSON.parse(call[1].body) : call[1].body, headers: new Headers(call[1].headers) };
}

const ORDER = '3f0f6c2e-8a9b-4c1d-9e2f-0a1b2c3d4e5f';
const coupon: CouponWrite = { code: 'A-1', kind: 'percent', percent: 10, amounts: null, courseIds: [], expiresAt: null, maxUses: null, oncePerCustomer: true, active: true };

describe('account commerce APIs', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown]>([
    ['billing', () => billingApi.getBilling(), 'GET', '/api/Customers/Billing', undefined],
    ['save billing', () => billingApi.saveBilling({ name: 'A', address: '', countryCode: null, taxId: null, preferredMethods: {} }), 'PUT', '/api/Customers/Billing', { name: 'A', address: '', countryCode: null, taxId: null, preferredMethods: {} }],
    ['refund', () => refundsApi.requestRefund(ORDER, { reason: 'r' }), 'POST', `/api/Orders/${ORDER}/Refund`, { reason: 'r' }],
    ['receipt', () => refundsApi.getReceipt(ORDER), 'GET', `/api/Orders/${ORDER}/Receipt`, undefined],
    ['coupons', () => couponsApi.listCoupons(), 'GET', '/api/Instructor/Coupons', undefined],
    ['create coupon', () => couponsApi.createCoupon(coupon), 'POST', '/api/Instructor/Coupons', coupon],
    ['delete coupon', () => couponsApi.deleteCoupon(5), 'DELETE', '/api/Instructor/Coupons/5', undefined],
    ['payments', () => adminPaymentsApi.listPayments({ status: 'awaiting', search: 'AC 1', page: 2 }), 'GET', '/api/Admin/Payments?status=awaiting&search=AC+1&page=2', undefined],
    ['received', () => adminPaymentsApi.markPaymentReceived('p-1', 'FT1'), 'POST', '/api/Admin/Payments/p-1/Received', { reference: 'FT1' }],
    ['refunds', () => adminPaymentsApi.listRefunds({ status: 'requested' }), 'GET', '/api/Admin/Refunds?status=requested', undefined],
    ['approve', () => adminPaymentsApi.approveRefund(7), 'POST', '/api/Admin/Refunds/7/Approve', undefined],
    ['reject', () => adminPaymentsApi.rejectRefund(7, 'no'), 'POST', '/api/Admin/Refunds/7/Reject', { reason: 'no' }],
    ['paid out', () => adminPaymentsApi.markRefundPaidOut(7, 'KB1'), 'POST', '/api/Admin/Refunds/7/PaidOut', { reference: 'KB1' }],
  ])('%s', async (_name, call, method, url, body) => {
    await call();
    expect(lastCall()).toMatchObject({ method, url, body });
  });

  it('sends a coupon edit with its version as If-Match', async () => {
    await couponsApi.updateCoupon(5, coupon, 3);
    const { method, url, headers } = lastCall();
    expect([method, url]).toEqual(['PUT', '/api/Instructor/Coupons/5']);
    expect(headers.get('If-Match')).toBe('"3"');
  });
});
