// Personal answers carry Cache-Control: no-store; public ones keep what their route set.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { createTestApp, type TestApp } from '../test-support/testApp';
import { freshIp, tokenFor } from '../test-support/fixtures';
import { noStorePlugin } from './noStore';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await tokenFor(t, 'student');
});
afterAll(() => t.close());

const cacheControl = async (options: Parameters<TestApp['request']>[0]) => {
  const res = await t.request({ remoteAddress: freshIp(), ...options });
  return [res.statusCode, res.headers['cache-control']];
};

describe('Cache-Control of the API', () => {
  it('no-store on the signed-in customer\'s own data', async () => {
    for (const url of ['/api/Auth/Me', '/api/Enrollments', '/api/Certificates', '/api/Wishlist', '/api/Customers/Social']) {
      expect([url, ...(await cacheControl({ method: 'GET', url, token }))]).toEqual([url, 200, 'no-store']);
    }
  });

  it('no-store on the answers that carry a token or a customer: log-in, sign-up, activation, a sign-in token', async () => {
    expect(await cacheControl({ method: 'POST', url: '/api/Auth', payload: { username: 'student', password: 'Mango-Lantern-42' } })).toEqual([200, 'no-store']);
    expect(await cacheControl({ method: 'POST', url: '/api/Auth', payload: { username: 'student', password: 'not-the-password' } })).toEqual([401, 'no-store']);
    expect(await cacheControl({ method: 'POST', url: '/api/Customers', payload: { username: 'nostore1', email: 'nostore1@example.com', password: 'Correct-Horse-9' } })).toEqual([201, 'no-store']);
    expect(await cacheControl({ method: 'POST', url: '/api/Auth/Token/unknown-token-123' })).toEqual([400, 'no-store']);
  });

  it('no-store on every answer under a Bearer token, public routes and refusals too', async () => {
    expect(await cacheControl({ method: 'GET', url: '/api/Categories', token })).toEqual([200, 'no-store']);
    expect(await cacheControl({ method: 'GET', url: '/api/Courses', token })).toEqual([200, 'no-store']);
    expect(await cacheControl({ method: 'GET', url: '/api/Auth/Me', token: 'not.a.token' })).toEqual([401, 'no-store']);
  });

  it('public answers without a session keep their own Cache-Control', async () => {
    expect(await cacheControl({ method: 'GET', url: '/api/Categories' })).toEqual([200, 'public, max-age=60']);
    expect(await cacheControl({ method: 'GET', url: '/api/Courses' })).toEqual([200, 'public, max-age=10']);
  });
});

describe('noStorePlugin on its own', () => {
  /** The plugin with a stand-in for the auth plugin (it reads request.customer) and two private media routes. */
  async function appWithMedia() {
    const app = Fastify();
    await app.register(
      fp(
        async (a) => {
          a.decorateRequest('customer', null);
        },
        { name: 'auth' },
      ),
    );
    await app.register(noStorePlugin);
    app.get('/media', { config: { privateCache: true } }, async (_req, reply) => reply.header('cache-control', 'private, max-age=300').send('video'));
    app.get('/other', async (_req, reply) => reply.header('cache-control', 'private, max-age=300').send('data'));
    app.get('/public', async (_req, reply) => reply.header('cache-control', 'public, max-age=60').send('data'));
    return app;
  }

  it('a route marked privateCache keeps its private caching under a Bearer token; others do not', async () => {
    const app = await appWithMedia();
    try {
      const bearer = { authorization: 'Bearer abc' };
      expect((await app.inject({ url: '/media', headers: bearer })).headers['cache-control']).toBe('private, max-age=300');
      expect((await app.inject({ url: '/other', headers: bearer })).headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/public', headers: bearer })).headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/public' })).headers['cache-control']).toBe('public, max-age=60');
      expect((await app.inject({ method: 'POST', url: '/public' })).headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
