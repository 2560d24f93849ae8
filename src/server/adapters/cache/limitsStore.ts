import type { Redis } from 'ioredis';
import { TtlCache } from '../../modules/ttlCache';
import type { RedisLog } from './redisClient';

/** A counter and the time its window has left. */
export interface Counter {
  count: number;
  remainingMs: number;
}

/**
 * Counters in fixed windows: a key's window starts with its first hit and lasts `windowMs`; then
 * the key is gone. One process keeps them in memory; several share them through Redis.
 */
export interface LimitsStore {
  /** The counters of the keys, in order; a key without a window reads { count: 0, remainingMs: 0 }. */
  read(keys: readonly string[]): Promise<Counter[]>;
  /** Adds one to each key (all at once). */
  hit(keys: readonly string[]): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

const NONE: Counter = { count: 0, remainingMs: 0 };

export class MemoryLimitsStore implements LimitsStore {
  private readonly windows: TtlCache<string, { count: number }>;

  constructor(options: { windowMs: number; maxKeys?: number; now?: () => number }) {
    this.windows = new TtlCache({ ttlMs: options.windowMs, maxEntries: options.maxKeys ?? 100_000, now: options.now });
  }

  async read(keys: readonly string[]): Promise<Counter[]> {
    return keys.map((key) => {
      const window = this.windows.get(key);
      return window ? { count: window.count, remainingMs: this.windows.remainingMs(key) } : NONE;
    });
  }

  async hit(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const window = this.windows.get(key);
      if (window) window.count += 1;
      else this.windows.set(key, { count: 1 });
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.windows.delete(key);
  }
}

/** Each key: INCR, and PEXPIRE when the INCR made it, in one atomic step on the server. */
const HIT_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0`;

/** Each key: its count and milliseconds left, read together so they belong to the same window. */
const READ_SCRIPT = `
local out = {}
for _, key in ipairs(KEYS) do
  local ttl = redis.call('PTTL', key)
  out[#out + 1] = tonumber(redis.call('GET', key)) or 0
  out[#out + 1] = ttl > 0 and ttl or 0
end
return out`;

/** The same counters in Redis, under `namespace` (after the connection's own key prefix). */
export class RedisLimitsStore implements LimitsStore {
  constructor(
    private readonly client: Redis,
    private readonly options: { windowMs: number; namespace: string },
  ) {}

  private keys(keys: readonly string[]): string[] {
    return keys.map((key) => this.options.namespace + key);
  }

  async read(keys: readonly string[]): Promise<Counter[]> {
    const flat = (await this.client.eval(READ_SCRIPT, keys.length, ...this.keys(keys))) as number[];
    return keys.map((_, i) => ({ count: flat[2 * i] ?? 0, remainingMs: flat[2 * i + 1] ?? 0 }));
  }

  async hit(keys: readonly string[]): Promise<void> {
    await this.client.eval(HIT_SCRIPT, keys.length, ...this.keys(keys), this.options.windowMs);
  }

  async remove(keys: readonly string[]): Promise<void> {
    await this.client.del(...this.keys(keys));
  }
}

/**
 * The shared store while it answers, this process's own counters while it does not: an outage of
 * Redis weakens the limits to one node's view, it never lifts them nor fails the request.
 */
export class FallbackLimitsStore implements LimitsStore {
  private lastLogged = 0;

  constructor(
    private readonly primary: LimitsStore,
    private readonly fallback: LimitsStore,
    private readonly log: RedisLog,
  ) {}

  private async either<T>(run: (store: LimitsStore) => Promise<T>): Promise<T> {
    try {
      return await run(this.primary);
    } catch (err) {
      if (Date.now() - this.lastLogged > 30_000) {
        this.lastLogged = Date.now();
        this.log('Shared limits are unavailable; counting in this process until they answer again', err);
      }
      return run(this.fallback);
    }
  }

  read(keys: readonly string[]): Promise<Counter[]> {
    return this.either((store) => store.read(keys));
  }

  hit(keys: readonly string[]): Promise<void> {
    return this.either((store) => store.hit(keys));
  }

  remove(keys: readonly string[]): Promise<void> {
    return this.either((store) => store.remove(keys));
  }
}
