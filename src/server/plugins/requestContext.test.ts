// The request context: an audit line written during a request records the client's address without being told.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { audit } from '../modules/audit/audit';
import { createTestApp, type TestApp } from '../test-support/testApp';
import { currentRequestContext, requestContextPlugin, runWithRequestContext } from './requestContext';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A small app of its own, so the test does not depend on any route's rules; the address is trusted from X-Forwarded-For as behind a proxy.
  app = Fastify({ trustProxy: true });
  await app.register(requestContextPlugin);
  app.post('/write/:id', async (req) => {
    // After an await: the context must survive asynchronous steps.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await audit(t.database.db, { actorId: null, action: 'test.write', targetType: 'test', targetId: (req.params as { id: string }).id, detail: req.body as Record<string, unknown> });
    return { ip: currentRequestContext()?.ip ?? null };
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const lineOf = async (id: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id)))[0];

describe('request context', () => {
  it('an audit line written inside a request (with a JSON body) carries the client address', async () => {
    const id = crypto.randomUUID();
    const res = await app.inject({ method: 'POST', url: `/write/${id}`, payload: { a: 1 }, remoteAddress: '198.51.100.7' });
    expect(res.json()).toEqual({ ip: '198.51.100.7' });
    expect((await lineOf(id))?.ip).toBe('198.51.100.7');
  });

  it('honours the trusted proxy setting (req.ip from X-Forwarded-For)', async () => {
    const id = crypto.randomUUID();
    await app.inject({ method: 'POST', url: `/write/${id}`, payload: {}, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await lineOf(id))?.ip).toBe('203.0.113.9');
  });

  it('keeps concurrent requests apart', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await Promise.all(ids.map((id, i) => app.inject({ method: 'POST', url: `/write/${id}`, payload: {}, remoteAddress: `192.0.2.${i + 1}` })));
    expect(await Promise.all(ids.map(async (id) => (await lineOf(id))?.ip))).toEqual(['192.0.2.1', '192.0.2.2', '192.0.2.3']);
  });

  it('outside a request there is no address; an explicit ip wins', async () => {
    const id = crypto.randomUUID();
    await audit(t.database.db, { actorId: null, action: 'test.write', targetType: 'test', targetId: id });
    expect((await lineOf(id))?.ip).toBeNull();
    const id2 = crypto.randomUUID();
    await runWithRequestContext({ ip: '192.0.2.50' }, () => audit(t.database.db, { actorId: null, action: 'test.write', targetType: 'test', targetId: id2, ip: '192.0.2.99' }));
    expect((await lineOf(id2))?.ip).toBe('192.0.2.99');
  });
});
