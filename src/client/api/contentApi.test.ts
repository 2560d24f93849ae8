// The content module calls the paths and methods of src/shared/API.md "Content sections".
import * as contentApi from './contentApi';
import { ApiError } from './apiError';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: '', headers: new Headers(), text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)), json: () => Promise.resolve(body) } as unknown as Response;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer(200, {}));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall(): { url: string; method: string | undefined; body: BodyInit | null | undefined } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], method: call[1].method, body: call[1].body };
}

describe('contentApi', () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['blogs', () => contentApi.listPosts({ kind: 'blog', page: 2, pageSize: 12 }), 'GET', '/api/Posts?kind=blog&page=2&pageSize=12'],
    ['podcast', () => contentApi.getPost('ep 1'), 'GET', '/api/Posts/Slug/ep%201'],
    ['seminars', () => contentApi.listEvents({ kind: 'seminar', when: 'past', countryId: 193 }), 'GET', '/api/Events?kind=seminar&when=past&countryId=193'],
    ['event', () => contentApi.getEvent('robo-camp-1'), 'GET', '/api/Events/Slug/robo-camp-1'],
    ['register', () => contentApi.registerForEvent(5), 'POST', '/api/Events/5/Register'],
    ['cancel', () => contentApi.cancelRegistration(5), 'DELETE', '/api/Events/5/Register'],
    ['mine', () => contentApi.myEvents(), 'GET', '/api/Events/Mine'],
    ['contact', () => contentApi.sendContact({ name: 'A', email: 'a@b.co', subject: 's', message: 'hello there!' }), 'POST', '/api/Contact'],
    ['static content', () => contentApi.fetchStaticContent('vi', 'faqs'), 'GET', '/assets/content/vi/faqs.json'],
  ])('%s', async (_name, run, method, url) => {
    await run();
    const call = lastCall();
    expect(call.url).toBe(url);
    expect(call.method ?? 'GET').toBe(method);
  });

  it('sends the contact form as JSON', async () => {
    await contentApi.sendContact({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'A longer message', lang: 'th' });
    expect(JSON.parse(String(lastCall().body))).toEqual({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'A longer message', lang: 'th' });
  });

  it('rejects with the server code (409 EVENT_FULL)', async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { type: 'about:blank', title: 'Conflict', status: 409, code: 'EVENT_FULL' }));
    await expect(contentApi.registerForEvent(5)).rejects.toEqual(expect.objectContaining({ status: 409, code: 'EVENT_FULL' }));
    fetchMock.mockResolvedValueOnce(answer(409, { code: 'EVENT_FULL' }));
    await expect(contentApi.registerForEvent(5)).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects when a content file is missing', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, undefined));
    await expect(contentApi.fetchStaticContent('th', 'nope')).rejects.toThrow('HTTP 404');
  });
});
