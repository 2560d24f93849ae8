import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended parameters (DESIGN.md section 2). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable under isolatedModules) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash (unknown user, social-only account) it still spends the
 * same work on a dummy hash, so timing does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
