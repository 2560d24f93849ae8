import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests share (the machine's by default); its keys get a prefix of their own per test. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A port where nothing listens: Redis "down". */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

/** Whether TEST_REDIS_URL answers a PING within a second (the tests then prove sharing; otherwise the in-process path). */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, disconnectTimeout: 100, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Keys and channel of one test run: academy:test:<pid>:<label>:<random>: */
export function testRedisPrefix(label: string): string {
  return `academy:test:${process.pid}:${label}:${crypto.randomBytes(4).toString('hex')}:`;
}

/** A plain connection (no prefix) to look at what the code under test stored; remove() deletes a prefix's keys. */
export function inspectRedis() {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  return {
    client,
    async keys(prefix: string): Promise<string[]> {
      const found: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        found.push(...batch);
      } while (cursor !== '0');
      return found.sort();
    },
    async remove(prefix: string): Promise<void> {
      const keys = await this.keys(prefix);
      if (keys.length) await client.del(...keys);
    },
    close: () => client.quit(),
  };
}
