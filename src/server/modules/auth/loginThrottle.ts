import { TtlCache } from '../ttlCache';

export interface ThrottleLimits {
  accountFailures: number;
  ipFailures: number;
  windowMs: number;
}

const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { accountFailures: 5, ipFailures: 30, windowMs: 15 * 60 * 1000 };
const MAX_KEYS = 100_000;

/**
 * Counts failed log-ins per account name and per IP in fixed windows, in memory (one node; with
 * several nodes the counters belong in a store they share, such as Redis). It is asked before any
 * hashing, so a throttled caller costs us nothing. Unknown accounts are counted like real ones, so
 * the answers never tell whether an account exists.
 */
export class LoginThrottle {
  /** Failures per key; a window starts at the first failure and lasts `windowMs`. */
  private readonly windows: TtlCache<string, { failures: number }>;

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS, now?: () => number) {
    this.windows = new TtlCache({ ttlMs: limits.windowMs, maxEntries: MAX_KEYS, now });
  }

  private keys(account: string, ip: string): [string, number][] {
    return [
      [`a:${account.trim().toLowerCase()}`, this.limits.accountFailures],
      [`i:${ip}`, this.limits.ipFailures],
    ];
  }

  /** Seconds to wait, or 0 when the attempt may go ahead. */
  retryAfter(account: string, ip: string): number {
    let wait = 0;
    for (const [key, max] of this.keys(account, ip)) {
      if ((this.windows.get(key)?.failures ?? 0) >= max) wait = Math.max(wait, Math.ceil(this.windows.remainingMs(key) / 1000));
    }
    return wait;
  }

  recordFailure(account: string, ip: string): void {
    for (const [key] of this.keys(account, ip)) {
      const window = this.windows.get(key);
      if (window) window.failures += 1;
      else this.windows.set(key, { failures: 1 });
    }
  }

  recordSuccess(account: string): void {
    this.windows.delete(`a:${account.trim().toLowerCase()}`);
  }
}
