import crypto from 'node:crypto';
import type { RedisConnection, RedisLog } from './redisClient';

/**
 * Named in-process caches and who clears them. A service that changes what a cache holds calls
 * invalidate(name): the cache is cleared in this process and, with Redis, in every other process
 * too. Whatever a lost message leaves behind still expires with the cache's own time limit.
 */
export interface CacheBus {
  /** What clears the named cache in this process; several may share a name. */
  register(name: string, clear: () => void): void;
  /** Clears the named cache here and on every other node. */
  invalidate(name: string): void;
  close(): Promise<void>;
}

/** One process: clearing here is clearing everywhere. */
export class LocalCacheBus implements CacheBus {
  private readonly handlers = new Map<string, (() => void)[]>();

  register(name: string, clear: () => void): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), clear]);
  }

  invalidate(name: string): void {
    this.clearHere(name);
  }

  protected clearHere(name: string): void {
    for (const clear of this.handlers.get(name) ?? []) clear();
  }

  protected clearEverything(): void {
    for (const name of this.handlers.keys()) this.clearHere(name);
  }

  async close(): Promise<void> {}
}

interface InvalidationMessage {
  origin: string;
  name: string;
}

function parseMessage(text: string): InvalidationMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { origin, name } = value as Record<string, unknown>;
    return typeof origin === 'string' && typeof name === 'string' ? { origin, name } : null;
  } catch {
    return null;
  }
}

/**
 * Invalidations travel on one Redis channel of this deployment (`<prefix>cache-invalidate`). Every
 * node clears its own copy at once and publishes; the others clear theirs when the message comes.
 * A node that was cut off from Redis may have missed messages, so it clears all its caches each
 * time its subscription is made again. Publishing never fails a request: an error is logged.
 */
export class RedisCacheBus extends LocalCacheBus {
  private readonly origin = crypto.randomUUID();
  private readonly channel: string;
  private listeningNow = false;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly connection: RedisConnection,
    private readonly log: RedisLog,
  ) {
    super();
    this.channel = `${connection.prefix}cache-invalidate`;
    const subscriber = connection.subscriber();
    const subscribe = () => {
      subscriber.subscribe(this.channel).then(
        () => {
          this.clearEverything();
          this.listeningNow = true;
          for (const wake of this.waiters.splice(0)) wake();
        },
        (err: unknown) => this.log('Could not subscribe to cache invalidations', err),
      );
    };
    subscriber.on('ready', subscribe);
    subscriber.on('close', () => {
      this.listeningNow = false;
    });
    subscriber.on('message', (channel: string, text: string) => {
      const message = channel === this.channel ? parseMessage(text) : null;
      if (message && message.origin !== this.origin) this.clearHere(message.name);
    });
    if (subscriber.status === 'ready') subscribe();
  }

  override invalidate(name: string): void {
    this.clearHere(name);
    const message: InvalidationMessage = { origin: this.origin, name };
    this.connection.client.publish(this.channel, JSON.stringify(message)).catch((err: unknown) => this.log('Could not publish a cache invalidation', err));
  }

  /** Resolves once this node receives invalidations (start-up and tests wait for it; false after timeoutMs). */
  listening(timeoutMs = 2_000): Promise<boolean> {
    if (this.listeningNow) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
