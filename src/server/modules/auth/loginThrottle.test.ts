import { LoginThrottle } from './loginThrottle';

describe('LoginThrottle', () => {
  it('holds an account back for the rest of its window once it reaches the limit, then lets it go', () => {
    let now = 0;
    const throttle = new LoginThrottle({ accountFailures: 3, ipFailures: 100, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('Malee', '10.0.0.1')).toBe(0);
      throttle.recordFailure('Malee', '10.0.0.1');
      now += 1000;
    }
    // The window began at the first failure, 3 s ago.
    expect(throttle.retryAfter(' malee ', '10.0.0.2')).toBe(57);
    now += 56_999;
    expect(throttle.retryAfter('malee', '10.0.0.2')).toBe(1);
    now += 1;
    expect(throttle.retryAfter('malee', '10.0.0.2')).toBe(0);
  });

  it('counts per IP across accounts, and a success clears only the account', () => {
    let now = 0;
    const throttle = new LoginThrottle({ accountFailures: 5, ipFailures: 2, windowMs: 60_000 }, () => now);
    throttle.recordFailure('a', '10.0.0.9');
    throttle.recordFailure('b', '10.0.0.9');
    expect(throttle.retryAfter('c', '10.0.0.9')).toBe(60);
    throttle.recordSuccess('c');
    expect(throttle.retryAfter('c', '10.0.0.9')).toBe(60);
    expect(throttle.retryAfter('c', '10.0.0.10')).toBe(0);
    now += 60_000;
    expect(throttle.retryAfter('c', '10.0.0.9')).toBe(0);
  });
});
