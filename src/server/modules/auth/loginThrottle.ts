/**
 * Counts failed log-ins per account name and per IP in fixed windows, in memory (one node; with
 * several nodes the counters belong in Redis, DESIGN.md section 6). It is asked before any hashing,
 * so a throttled caller costs us nothing. Unknown accounts are counted like real ones, so the
 * answers never tell whether an account exists.
 */
export interface ThrottleLimits {
  accountFailures: number;
  ipFailures: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { accountFailures: 5, ipFailures: 30, windowMs: 15 * 60 * 1000 };
const MAX_KEYS = 100_000;

interface Window {
  failures: number;
  resetAt: number;
}

export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS, private readonly now: () => number = Date.now) {}

  private keys(account: string, ip: string): [string, number][] {
    return [
      [`a:${account.trim().toLowerCase()}`, this.limits.accountFailures],
      [`i:${ip}`, this.limits.ipFailures],
    ];
  }

  /** Seconds to wait, or 0 when the attempt may go ahead. */
  retryAfter(account: string, ip: string): number {
    const now = this.now();
    let wait = 0;
    for (const [key, max] of this.keys(account, ip)) {
      const w = this.windows.get(key);
      if (!w) continue;
      if (w.resetAt <= now) {
        this.windows.delete(key);
        continue;
      }
      if (w.failures >= max) wait = Math.max(wait, Math.ceil((w.resetAt - now) / 1000));
    }
    return wait;
  }

  recordFailure(account: string, ip: string): void {
    const now = this.now();
    if (this.windows.size >= MAX_KEYS) this.prune(now);
    for (const [key] of this.keys(account, ip)) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= now) this.windows.set(key, { failures: 1, resetAt: now + this.limits.windowMs });
      else w.failures += 1;
    }
  }

  recordSuccess(account: string): void {
    this.windows.delete(`a:${account.trim().toLowerCase()}`);
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    // Still full under an attack from many keys: forget the oldest half rather than grow without bound.
    if (this.windows.size >= MAX_KEYS) {
      let n = 0;
      for (const key of this.windows.keys()) {
        if (n++ > MAX_KEYS / 2) break;
        this.windows.delete(key);
      }
    }
  }
}
