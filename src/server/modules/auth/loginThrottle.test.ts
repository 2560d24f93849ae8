import { MemoryLimitsStore } from '../../adapters/cache/limitsStore';
import { LoginThrottle, slowdownMs, type ThrottleLimits } from './loginThrottle';

const WINDOW = 60_000;

/** A throttle on a hand-moved clock whose sleeper only records what it was asked to wait. */
function makeThrottle(limits: Partial<ThrottleLimits> = {}) {
  const clock = { now: 0 };
  const slept: number[] = [];
  const throttle = new LoginThrottle(new MemoryLimitsStore({ windowMs: WINDOW, now: () => clock.now }), { windowMs: WINDOW, ...limits }, async (ms) => {
    slept.push(ms);
  });
  return { throttle, clock, slept };
}

describe('slowdownMs', () => {
  it('is 0 below the threshold, then 250 ms doubling with each failure, capped at 4 s', () => {
    const limits = { slowAfter: 5, baseDelayMs: 250, maxDelayMs: 4000 };
    expect([0, 4, 5, 6, 7, 8, 9, 10, 1000].map((n) => slowdownMs(n, limits))).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});

describe('LoginThrottle', () => {
  it('refuses the address that failed 5 times for an account, for the rest of its window; other addresses only wait', async () => {
    const { throttle, clock, slept } = makeThrottle();
    for (let i = 0; i < 5; i++) {
      expect(await throttle.admit('admin', '203.0.113.1')).toBe(0);
      await throttle.recordFailure('admin', '203.0.113.1');
      clock.now += 1000;
    }
    // The window began at the first failure, 5 s ago.
    expect(await throttle.admit(' Admin ', '203.0.113.1')).toBe(55);
    expect(await throttle.check('admin', '198.51.100.2')).toEqual({ retryAfter: 0, delayMs: 250 });
    slept.length = 0;
    expect(await throttle.admit('admin', '198.51.100.2')).toBe(0);
    expect(slept).toEqual([250]);
    // A refused attempt is answered at once, without waiting.
    slept.length = 0;
    expect(await throttle.admit('admin', '203.0.113.1')).toBeGreaterThan(0);
    expect(slept).toEqual([]);
    clock.now += 54_999;
    expect(await throttle.admit('admin', '203.0.113.1')).toBe(1);
    clock.now += 1;
    expect(await throttle.check('admin', '203.0.113.1')).toEqual({ retryAfter: 0, delayMs: 0 });
  });

  it('slows an account attacked from many addresses without refusing any of them', async () => {
    const { throttle, slept } = makeThrottle();
    for (let i = 0; i < 9; i++) {
      const ip = `192.0.2.${i}`;
      expect(await throttle.admit('admin', ip)).toBe(0);
      await throttle.recordFailure('admin', ip);
    }
    expect(slept).toEqual([250, 500, 1000, 2000]);
    expect(await throttle.check('admin', '192.0.2.200')).toEqual({ retryAfter: 0, delayMs: 4000 });
    // Another account is not slowed.
    expect(await throttle.check('student', '192.0.2.200')).toEqual({ retryAfter: 0, delayMs: 0 });
  });

  it('counts per address across accounts; a success clears the account, not the address', async () => {
    const { throttle, clock } = makeThrottle({ ipFailures: 3 });
    for (const name of ['a', 'b', 'c']) await throttle.recordFailure(name, '10.0.0.9');
    expect(await throttle.admit('d', '10.0.0.9')).toBe(60);
    expect(await throttle.admit('d', '10.0.0.10')).toBe(0);
    await throttle.recordSuccess('d', '10.0.0.9');
    expect(await throttle.admit('d', '10.0.0.9')).toBe(60);
    clock.now += WINDOW;
    expect(await throttle.admit('d', '10.0.0.9')).toBe(0);
  });

  it('a success clears the account count and this address’s count for it, not other addresses’', async () => {
    const { throttle } = makeThrottle();
    for (let i = 0; i < 5; i++) await throttle.recordFailure('malee', '10.1.1.1');
    for (let i = 0; i < 4; i++) await throttle.recordFailure('malee', '10.1.1.2');
    await throttle.recordSuccess('malee', '10.1.1.2');
    expect(await throttle.check('malee', '10.1.1.2')).toEqual({ retryAfter: 0, delayMs: 0 });
    expect((await throttle.check('malee', '10.1.1.1')).retryAfter).toBeGreaterThan(0);
  });
});
