import { TtlCache } from './ttlCache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('keeps an entry for ttlMs after it is set; reading does not extend it', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 5000, maxEntries: 10, now: clock });
    cache.set('a', 1);
    now += 4000;
    expect(cache.get('a')).toBe(1);
    expect(cache.remainingMs('a')).toBe(1000);
    now += 999;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.remainingMs('a')).toBe(0);
  });

  it('starts a full ttlMs again when a key is set again', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 5000, maxEntries: 10, now: clock });
    cache.set('a', 1);
    now += 4000;
    cache.set('a', 2);
    now += 4000;
    expect(cache.get('a')).toBe(2);
  });

  it('when full, drops expired entries first, then the older half', () => {
    const cache = new TtlCache<number, number>({ ttlMs: 1000, maxEntries: 4, now: clock });
    cache.set(1, 1);
    cache.set(2, 2);
    now += 500;
    cache.set(3, 3);
    cache.set(4, 4);
    now += 600; // 1 and 2 have expired
    cache.set(5, 5);
    expect([1, 2, 3, 4, 5].map((k) => cache.get(k))).toEqual([undefined, undefined, 3, 4, 5]);
    cache.set(6, 6);
    cache.set(7, 7); // full of live entries: 3 and 4, the older half, go
    expect([3, 4, 5, 6, 7].map((k) => cache.get(k))).toEqual([undefined, undefined, 5, 6, 7]);
  });

  it('deletes and clears', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: clock });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });
});
