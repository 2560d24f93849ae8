import type { Redis } from 'ioredis';
import { LocalCacheBus, RedisCacheBus, type CacheBus } from './cacheBus';
import { FallbackLimitsStore, MemoryLimitsStore, RedisLimitsStore, type LimitsStore } from './limitsStore';
import type * as RedisClientModule from './redisClient';
import type { RedisLog } from './redisClient';

/**
 * What the nodes of one deployment must agree on: counters of the limits and cache invalidations.
 * Without REDIS_URL both stay in this process and nothing connects anywhere.
 */
export interface SharedState {
  /** The connection for @fastify/rate-limit, or null to keep its counters in memory. */
  readonly redis: Redis | null;
  readonly cacheBus: CacheBus;
  /** Fixed-window counters under `namespace`. */
  limitsStore(options: { windowMs: number; namespace: string }): LimitsStore;
  /** Waits (a moment at most) for Redis, so the first requests already share; true when connected or not needed. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createSharedState(redisUrl: string | null, options: { prefix: string; log: RedisLog }): SharedState {
  if (!redisUrl) {
    const cacheBus = new LocalCacheBus();
    return {
      redis: null,
      cacheBus,
      limitsStore: ({ windowMs }) => new MemoryLimitsStore({ windowMs }),
      ready: async () => true,
      close: () => cacheBus.close(),
    };
  }
  // ioredis (about 10 MB of memory) is loaded only when REDIS_URL is set.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { connectRedis } = require('./redisClient') as typeof RedisClientModule;
  const connection = connectRedis(redisUrl, options);
  const cacheBus = new RedisCacheBus(connection, options.log);
  return {
    redis: connection.client,
    cacheBus,
    limitsStore: ({ windowMs, namespace }) => new FallbackLimitsStore(new RedisLimitsStore(connection.client, { windowMs, namespace }), new MemoryLimitsStore({ windowMs }), options.log),
    async ready(timeoutMs = 2_000) {
      return (await connection.ready(timeoutMs)) && cacheBus.listening(timeoutMs);
    },
    async close() {
      await cacheBus.close();
      await connection.close();
    },
  };
}
