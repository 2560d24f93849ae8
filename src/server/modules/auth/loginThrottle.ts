import { MemoryLimitsStore, type LimitsStore } from '../../adapters/cache/limitsStore';

export interface ThrottleLimits {
  /** Failures of one account from one address, after which that address is refused for that account. */
  pairFailures: number;
  /** Failures from one address, whatever the accounts, after which the address is refused. */
  ipFailures: number;
  /** Failures of one account from anywhere, after which every attempt on it waits (never refused). */
  slowAfter: number;
  /** The first wait; it doubles with each further failure, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Each counter's window, from its first failure. */
  windowMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  pairFailures: 5,
  ipFailures: 30,
  slowAfter: 5,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  windowMs: 15 * 60 * 1000,
};

export type Sleeper = (ms: number) => Promise<void>;
const realSleep: Sleeper = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before an attempt on an account that failed `failures` times: 0 below the threshold, then base * 2^(failures - threshold), capped. */
export function slowdownMs(failures: number, limits: Pick<ThrottleLimits, 'slowAfter' | 'baseDelayMs' | 'maxDelayMs'>): number {
  if (failures < limits.slowAfter) return 0;
  return Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** Math.min(failures - limits.slowAfter, 30));
}

export interface ThrottleVerdict {
  /** Seconds until this address may try this account again; 0 when it may now. */
  retryAfter: number;
  /** How long the attempt waits before the password is checked. */
  delayMs: number;
}

/**
 * Failed log-ins, counted in three fixed windows (kept in a LimitsStore: this process, or Redis
 * shared by every node):
 * - per account and address: this address is refused for this account after `pairFailures`;
 * - per address: it is refused for every account after `ipFailures`;
 * - per account from anywhere: never a refusal, only a growing wait, so that nobody can lock
 *   somebody else out, while guessing one account from many addresses stays slow.
 * It is asked before any hashing, so a refused caller costs us nothing. Unknown accounts are
 * counted like real ones, so the answers never tell whether an account exists.
 */
export class LoginThrottle {
  readonly limits: ThrottleLimits;

  constructor(
    private readonly store: LimitsStore = new MemoryLimitsStore({ windowMs: DEFAULT_THROTTLE_LIMITS.windowMs }),
    limits: Partial<ThrottleLimits> = {},
    private readonly sleep: Sleeper = realSleep,
  ) {
    this.limits = { ...DEFAULT_THROTTLE_LIMITS, ...limits };
  }

  private keys(account: string, ip: string): { pair: string; ip: string; account: string } {
    const name = account.trim().toLowerCase();
    return { pair: `p:${name}|${ip}`, ip: `i:${ip}`, account: `a:${name}` };
  }

  async check(account: string, ip: string): Promise<ThrottleVerdict> {
    const keys = this.keys(account, ip);
    const [pair, byIp, byAccount] = await this.store.read([keys.pair, keys.ip, keys.account]);
    let retryAfterMs = 0;
    if (pair && pair.count >= this.limits.pairFailures) retryAfterMs = pair.remainingMs;
    if (byIp && byIp.count >= this.limits.ipFailures) retryAfterMs = Math.max(retryAfterMs, byIp.remainingMs);
    return { retryAfter: Math.ceil(retryAfterMs / 1000), delayMs: slowdownMs(byAccount?.count ?? 0, this.limits) };
  }

  /**
   * Seconds to wait when this attempt is refused; otherwise 0, after the account's slow-down has
   * been waited out.
   */
  async admit(account: string, ip: string): Promise<number> {
    const verdict = await this.check(account, ip);
    if (verdict.retryAfter > 0) return verdict.retryAfter;
    if (verdict.delayMs > 0) await this.sleep(verdict.delayMs);
    return 0;
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await this.store.hit([keys.pair, keys.ip, keys.account]);
  }

  /** The right password proves the owner: the account's counts go (the address's count stays). */
  async recordSuccess(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await this.store.remove([keys.pair, keys.account]);
  }
}
