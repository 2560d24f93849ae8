// The payout calls use the contract's paths and methods: balances from the earnings or the affiliate
// answer, the payout method, payouts, and the admin's queue and decisions.
import * as payoutsApi from './payoutsApi';
import type { PayoutMethodWrite } from '../../shared/schemas/money';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answer = (body: unknown) => ({ ok: true, status: 200, statusText: '', headers: new Headers(), text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer({}));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall(): { url: string; method: string | undefined; body: unknown } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], method: call[1].method, body: typeof call[1].body === 'string' ? JSON.parse(call[1].body) : call[1].body };
}
const lastIfMatch = () => new Headers(fetchMock.mock.calls.at(-1)?.[1].headers).get('If-Match');

describe('payouts API', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown]>([
    ['method', () => payoutsApi.getPayoutMethod(), 'GET', '/api/Payouts/Method', undefined],
    [
      'save method',
      () => payoutsApi.savePayoutMethod({ method: { kind: 'gcash', holderName: 'Maria', value: '09171234567' }, currentPassword: 'pw' }),
      'PUT',
      '/api/Payouts/Method',
      { method: { kind: 'gcash', holderName: 'Maria', value: '09171234567' }, currentPassword: 'pw' },
    ],
    ['payouts', () => payoutsApi.listPayouts({ account: 'affiliate', page: 2, pageSize: 10 }), 'GET', '/api/Payouts?account=affiliate&page=2&pageSize=10', undefined],
    ['request', () => payoutsApi.requestPayout({ amount: 35000, currency: 'THB', account: 'instructor' }), 'POST', '/api/Payouts', { amount: 35000, currency: 'THB', account: 'instructor' }],
    ['admin list', () => payoutsApi.listAdminPayouts({ status: 'open', page: 1, pageSize: 20 }), 'GET', '/api/Admin/Payouts?status=open&page=1&pageSize=20', undefined],
    ['approve', () => payoutsApi.approvePayout(7), 'POST', '/api/Admin/Payouts/7/Approve', undefined],
    ['paid', () => payoutsApi.markPayoutPaid(7, 'KB-1'), 'POST', '/api/Admin/Payouts/7/Paid', { reference: 'KB-1' }],
    ['reject', () => payoutsApi.rejectPayout(7, 'No match'), 'POST', '/api/Admin/Payouts/7/Reject', { reason: 'No match' }],
  ])('%s', async (_, run, method, url, body) => {
    await run();
    expect(lastCall()).toEqual({ url, method, body });
  });

  it('changes a method with If-Match of the version it was read at (none for the first)', async () => {
    const write: PayoutMethodWrite = { method: { kind: 'paypal', holderName: 'Ann', value: 'ann@example.com' }, currentPassword: 'pw' };
    await payoutsApi.savePayoutMethod(write);
    expect(lastIfMatch()).toBeNull();
    await payoutsApi.savePayoutMethod(write, 4);
    expect(lastIfMatch()).toBe('"4"');
  });

  it('reads an instructor’s balances from the earnings and an affiliate’s from the affiliate answer', async () => {
    const balances = [{ currency: 'THB', pendingMinor: 0, availableMinor: 1, inPayoutMinor: 0, paidMinor: 0, nextReleaseAt: null }];
    fetchMock.mockResolvedValue(answer({ balances }));
    await expect(payoutsApi.getBalances('instructor')).resolves.toEqual(balances);
    expect(lastCall()).toMatchObject({ url: '/api/Instructor/Earnings', method: 'GET' });
    await expect(payoutsApi.getBalances('affiliate')).resolves.toEqual(balances);
    expect(lastCall()).toMatchObject({ url: '/api/Affiliate', method: 'GET' });
  });
});
