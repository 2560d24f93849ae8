import { createSharedState, type SharedState } from './sharedState';
import { TEST_REDIS_URL, UNREACHABLE_REDIS_URL, inspectRedis, redisReachable, testRedisPrefix } from '../../test-support/testRedis';

// The machine has Redis, and these tests then prove that two connections share counters and
// invalidations. Where it has none, `npm test` must still pass: each case then asserts what the
// code does without Redis (every process on its own), so a case is never skipped.
let reachable = false;
const opened: SharedState[] = [];
const logged: string[] = [];
const log = (message: string) => {
  logged.push(message);
};
const open = (url: string | null, prefix: string) => {
  const shared = createSharedState(url, { prefix, log });
  opened.push(shared);
  return shared;
};
let inspect: ReturnType<typeof inspectRedis> | null = null;
const prefixes: string[] = [];
const prefix = (label: string) => {
  const p = testRedisPrefix(label);
  prefixes.push(p);
  return p;
};

beforeAll(async () => {
  reachable = await redisReachable();
  if (reachable) inspect = inspectRedis();
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  if (inspect) {
    for (const p of prefixes) await inspect.remove(p);
    await inspect.close();
  }
});

describe('without REDIS_URL', () => {
  it('counts and invalidates in this process only, connecting nowhere', async () => {
    const shared = open(null, 'unused:');
    expect(shared.redis).toBeNull();
    expect(await shared.ready()).toBe(true);
    const store = shared.limitsStore({ windowMs: 60_000, namespace: 'n:' });
    await store.hit(['a', 'b']);
    await store.hit(['a']);
    const [a, b, c] = await store.read(['a', 'b', 'c']);
    expect([a?.count, b?.count, c]).toEqual([2, 1, { count: 0, remainingMs: 0 }]);
    expect(a?.remainingMs).toBeGreaterThan(0);
    expect(a?.remainingMs).toBeLessThanOrEqual(60_000);
    const cleared: string[] = [];
    shared.cacheBus.register('catalogue', () => cleared.push('catalogue'));
    shared.cacheBus.invalidate('catalogue');
    shared.cacheBus.invalidate('nobody-registered');
    expect(cleared).toEqual(['catalogue']);
  });
});

describe('with REDIS_URL', () => {
  it('shares fixed-window counters between nodes (each node counts alone without Redis)', async () => {
    const p = prefix('limits');
    const [nodeA, nodeB] = [open(TEST_REDIS_URL, p), open(TEST_REDIS_URL, p)];
    expect(await nodeA.ready()).toBe(reachable);
    expect(await nodeB.ready()).toBe(reachable);
    const storeA = nodeA.limitsStore({ windowMs: 60_000, namespace: 'login:' });
    const storeB = nodeB.limitsStore({ windowMs: 60_000, namespace: 'login:' });
    await storeA.hit(['k1', 'k2']);
    await storeB.hit(['k1']);
    const [k1, k2, k3] = await storeB.read(['k1', 'k2', 'k3']);
    expect(k3).toEqual({ count: 0, remainingMs: 0 });
    if (!reachable) {
      expect([k1?.count, k2?.count]).toEqual([1, 0]);
      expect((await storeA.read(['k1']))[0]?.count).toBe(1);
      return;
    }
    expect([k1?.count, k2?.count]).toEqual([2, 1]);
    expect(k1?.remainingMs).toBeGreaterThan(0);
    expect(k1?.remainingMs).toBeLessThanOrEqual(60_000);
    expect(await inspect!.keys(p)).toEqual([`${p}login:k1`, `${p}login:k2`]);
    // The window starts with the first hit and a later hit does not extend it.
    await inspect!.client.pexpire(`${p}login:k1`, 5_000);
    await storeA.hit(['k1']);
    const [after] = await storeA.read(['k1']);
    expect(after?.count).toBe(3);
    expect(after?.remainingMs).toBeLessThanOrEqual(5_000);
    await storeB.remove(['k1']);
    expect((await storeA.read(['k1']))[0]).toEqual({ count: 0, remainingMs: 0 });
  });

  it('clears a named cache on every node, once on the node that invalidated (only there without Redis)', async () => {
    const p = prefix('bus');
    const [nodeA, nodeB] = [open(TEST_REDIS_URL, p), open(TEST_REDIS_URL, p)];
    await Promise.all([nodeA.ready(), nodeB.ready()]);
    const seenA: string[] = [];
    const seenB: string[] = [];
    for (const name of ['catalogue', 'events']) {
      nodeA.cacheBus.register(name, () => seenA.push(name));
      nodeB.cacheBus.register(name, () => seenB.push(name));
    }
    const arrivedAtB = new Promise<void>((resolve) => nodeB.cacheBus.register('catalogue', resolve));
    const arrivedAtA = new Promise<void>((resolve) => nodeA.cacheBus.register('events', resolve));
    nodeA.cacheBus.invalidate('catalogue');
    // Here at once, before any message.
    expect(seenA).toEqual(['catalogue']);
    if (!reachable) {
      expect(seenB).toEqual([]);
      return;
    }
    await arrivedAtB;
    expect(seenB).toEqual(['catalogue']);
    // B answers after A's message reached it, so A has read its own message before B's: it was ignored.
    nodeB.cacheBus.invalidate('events');
    await arrivedAtA;
    expect(seenA).toEqual(['catalogue', 'events']);
    expect(seenB).toEqual(['catalogue', 'events']);
  });

  it('with Redis down, counts in this process, clears caches here, logs, and never throws', async () => {
    const shared = open(UNREACHABLE_REDIS_URL, prefix('down'));
    expect(await shared.ready(1_000)).toBe(false);
    const store = shared.limitsStore({ windowMs: 60_000, namespace: 'login:' });
    await store.hit(['x']);
    await store.hit(['x']);
    expect((await store.read(['x']))[0]?.count).toBe(2);
    await store.remove(['x']);
    expect((await store.read(['x']))[0]?.count).toBe(0);
    const cleared: string[] = [];
    shared.cacheBus.register('public', () => cleared.push('public'));
    expect(() => shared.cacheBus.invalidate('public')).not.toThrow();
    expect(cleared).toEqual(['public']);
    expect(logged.some((m) => m.includes('unreachable'))).toBe(true);
  });
});
