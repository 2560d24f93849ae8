import { Redis, type RedisOptions } from 'ioredis';

export type RedisLog = (message: string, err?: unknown) => void;

export interface RedisConnection {
  /** Commands; its keys carry `prefix`. */
  readonly client: Redis;
  /** What every key and channel of this deployment starts with. */
  readonly prefix: string;
  /** A second connection for subscriptions (a subscribed connection runs no other command). */
  subscriber(): Redis;
  /** Resolves true once connected, false after `timeoutMs` or a failed attempt; never rejects. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** How often a lost connection reports itself in the log (it retries far more often). */
const LOG_EVERY_MS = 30_000;

/**
 * Options that keep a Redis outage from reaching the requests: a command fails at once while the
 * connection is down (no queue that grows and answers minutes later) and after a second when the
 * server hangs, so callers fall back (the login throttle to memory, the rate limiter lets the
 * request through, caches rely on their expiry). Reconnection goes on in the background forever.
 */
const RESILIENT: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2_000),
  // Closing a connection that never came up must not hold the process open for seconds.
  disconnectTimeout: 100,
};

/**
 * Connects to REDIS_URL (redis:// or rediss://) without waiting: the server starts whether or not
 * Redis answers. Errors are logged, at most every 30 s per connection, and never thrown from an
 * event (an unhandled 'error' event would end the process).
 */
export function connectRedis(url: string, options: { prefix: string; log: RedisLog }): RedisConnection {
  const { prefix, log } = options;
  const watch = (connection: Redis, name: string): Redis => {
    let lastLogged = 0;
    connection.on('error', (err: unknown) => {
      const now = Date.now();
      if (now - lastLogged < LOG_EVERY_MS) return;
      lastLogged = now;
      log(`Redis (${name}) is unreachable; limits fall back to this process and caches to their expiry`, err);
    });
    return connection;
  };
  const client = watch(new Redis(url, { ...RESILIENT, keyPrefix: prefix, connectionName: 'academy' }), 'commands');
  let subscriber: Redis | null = null;

  return {
    client,
    prefix,
    subscriber() {
      // Subscriptions are made again on every (re)connection by their owner, so nothing is queued here either.
      subscriber ??= watch(client.duplicate({ keyPrefix: '', autoResubscribe: false, connectionName: 'academy-bus' }), 'subscriber');
      return subscriber;
    },
    ready(timeoutMs = 2_000) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          client.off('ready', onReady);
          client.off('error', onError);
          resolve(ok);
        };
        const onReady = () => done(true);
        const onError = () => done(false);
        const timer = setTimeout(() => done(false), timeoutMs);
        client.on('ready', onReady);
        client.on('error', onError);
      });
    },
    async close() {
      // A connected client finishes its replies; one still trying to connect just stops trying.
      const stop = async (c: Redis | null) => {
        if (!c || c.status === 'end') return;
        if (c.status !== 'ready') return c.disconnect();
        await c.quit().catch(() => c.disconnect());
      };
      await Promise.all([stop(client), stop(subscriber)]);
    },
  };
}
