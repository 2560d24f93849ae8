// The course, learning and library modules call the server's paths with the right methods and bodies.
import * as certificatesApi from './certificatesApi';
import * as coursesApi from './coursesApi';
import * as enrollmentsApi from './enrollmentsApi';
import * as lessonsApi from './lessonsApi';
import * as reviewsApi from './reviewsApi';
import * as wishlistApi from './wishlistApi';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, statusText: '', headers: new Headers(), text: () => Promise.resolve('{}') } as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall(): RequestInit & { url: string } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], ...call[1] };
}

describe('course API modules', () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['catalogue without filters', () => coursesApi.list(), 'GET', '/api/Courses'],
    [
      'catalogue with filters',
      () => coursesApi.list({ categoryId: 3, search: 'react hooks', level: 'beginner', price: 'free', language: 'en', sort: 'newest', page: 2, pageSize: 12 }),
      'GET',
      '/api/Courses?categoryId=3&search=react+hooks&level=beginner&price=free&language=en&sort=newest&page=2&pageSize=12',
    ],
    ['course by slug', () => coursesApi.get('react fundamentals'), 'GET', '/api/Courses/react%20fundamentals'],
    ['course by id', () => coursesApi.get(7), 'GET', '/api/Courses/7'],
    ['enrol', () => enrollmentsApi.enroll(7), 'POST', '/api/Courses/7/Enroll'],
    ['leave', () => enrollmentsApi.leave(7), 'DELETE', '/api/Courses/7/Enroll'],
    ['enrolments', () => enrollmentsApi.list({ page: 2, pageSize: 50 }), 'GET', '/api/Enrollments?page=2&pageSize=50'],
    ['lesson', () => lessonsApi.get(12), 'GET', '/api/Lessons/12'],
    ['complete', () => lessonsApi.complete(12), 'POST', '/api/Lessons/12/Complete'],
    ['position', () => lessonsApi.savePosition(12, 42.7), 'PUT', '/api/Lessons/12/Position'],
    ['my certificates', () => certificatesApi.mine(), 'GET', '/api/Certificates'],
    ['verify', () => certificatesApi.verify('AB/1'), 'GET', '/api/Certificates/Verify/AB%2F1'],
    ['wishlist', () => wishlistApi.list({ pageSize: 100 }), 'GET', '/api/Wishlist?pageSize=100'],
    ['wishlist add', () => wishlistApi.add(7), 'POST', '/api/Wishlist/7'],
    ['wishlist remove', () => wishlistApi.remove(7), 'DELETE', '/api/Wishlist/7'],
    ['reviews', () => reviewsApi.list(7, { page: 1, pageSize: 5 }), 'GET', '/api/Courses/7/Reviews?page=1&pageSize=5'],
    ['review', () => reviewsApi.create(7, { rating: 5, text: 'Great' }), 'POST', '/api/Courses/7/Reviews'],
  ])('%s', async (_name, run, method, url) => {
    await run();
    const call = lastCall();
    expect(call.url).toBe(url);
    expect(call.method).toBe(method);
  });

  it('sends the position as whole seconds, and keepalive only when asked', async () => {
    await lessonsApi.savePosition(12, 42.7);
    expect(JSON.parse(String(lastCall().body))).toEqual({ position: 42 });
    expect(lastCall().keepalive).toBeUndefined();
    await lessonsApi.savePosition(12, -5, { keepalive: true });
    expect(JSON.parse(String(lastCall().body))).toEqual({ position: 0 });
    expect(lastCall().keepalive).toBe(true);
  });

  it('sends the review as JSON', async () => {
    await reviewsApi.create(7, { rating: 4, text: 'Good' });
    expect(JSON.parse(String(lastCall().body))).toEqual({ rating: 4, text: 'Good' });
  });
});
