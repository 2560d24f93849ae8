// The earnings module calls the contract's paths with the filters as the query; the CSV downloads
// carry the same filters with format=csv, the Bearer token and Accept: text/csv.
import { configureApiClient } from './apiClient';
import * as earningsApi from './earningsApi';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer(body: unknown, headers: Record<string, string> = {}) {
  return { ok: true, status: 200, statusText: '', headers: new Headers(headers), text: () => Promise.resolve(JSON.stringify(body)), blob: () => Promise.resolve(new Blob(['x'])) } as unknown as Response;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer({}));
  global.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ getAccessToken: () => 'token-1' });
});

function lastCall(): { url: string; method: string | undefined; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], method: call[1].method, headers: new Headers(call[1].headers) };
}

describe('earningsApi', () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ['earnings', () => earningsApi.getEarnings(), '/api/Instructor/Earnings'],
    ['statement', () => earningsApi.listStatement({ from: '2026-01-01', to: '2026-01-31', currency: 'THB', page: 2, pageSize: 25 }), '/api/Instructor/Statement?from=2026-01-01&to=2026-01-31&currency=THB&page=2&pageSize=25'],
    ['statement, no filter', () => earningsApi.listStatement({ page: 1 }), '/api/Instructor/Statement?page=1'],
    ["the affiliate's own statement", () => earningsApi.listStatement({ account: 'affiliate', currency: 'PHP', page: 1 }), '/api/Affiliate/Statement?currency=PHP&page=1'],
    ['orders', () => earningsApi.listInstructorOrders({ status: 'refunded', courseId: 7, search: 'AC 12', page: 3, pageSize: 20 }), '/api/Instructor/Orders?status=refunded&courseId=7&search=AC+12&page=3&pageSize=20'],
  ])('%s', async (_name, call, url) => {
    await call();
    expect(lastCall()).toMatchObject({ method: 'GET', url });
  });

  it('downloads the statement and the orders as CSV with the same filters and the Bearer token', async () => {
    fetchMock.mockResolvedValue(answer({}, { 'Content-Disposition': 'attachment; filename="statement-2026.csv"' }));
    await expect(earningsApi.downloadStatementCsv({ from: '2026-01-01', currency: 'USD' })).resolves.toMatchObject({ fileName: 'statement-2026.csv' });
    let call = lastCall();
    expect(call.url).toBe('/api/Instructor/Statement?from=2026-01-01&currency=USD&format=csv');
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call.headers.get('Accept')).toBe('text/csv');
    fetchMock.mockResolvedValue(answer({}));
    await earningsApi.downloadStatementCsv({ account: 'affiliate', to: '2026-02-01' });
    expect(lastCall().url).toBe('/api/Affiliate/Statement?to=2026-02-01&format=csv');
    fetchMock.mockResolvedValue(answer({}));
    await expect(earningsApi.downloadInstructorOrdersCsv({ status: 'paid', to: '2026-02-01' })).resolves.toMatchObject({ fileName: 'orders.csv' });
    call = lastCall();
    expect(call.url).toBe('/api/Instructor/Orders?status=paid&to=2026-02-01&format=csv');
  });
});
