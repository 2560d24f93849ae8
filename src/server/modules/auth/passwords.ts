import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended parameters (19 MiB of memory, 2 passes, 1 lane). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable under isolatedModules) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds 19 MiB and a core for ~60 ms: at most two at once (this is a 2-core machine), so a
 * burst of log-ins queues instead of multiplying memory and starving the event loop.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash (unknown user, social-only account) it still spends the
 * same work on a dummy hash, so timing does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await limited(() => verify(storedHash, password));
  } catch {
    return false;
  }
}
