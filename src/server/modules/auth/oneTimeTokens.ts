import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeTokens, type tokenPurposeEnum } from '../../db/schema';

type TokenPurpose = (typeof tokenPurposeEnum.enumValues)[number];

const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activate: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  signin: 15 * 60 * 1000,
};

function digest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Activation, reset and sign-in tokens: 128 random bits, stored hashed, single use, expiring. */
export class OneTimeTokens {
  constructor(private readonly db: Database) {}

  /** A new token; earlier unused ones of the same purpose stop working. */
  async create(customerId: string, purpose: TokenPurpose): Promise<string> {
    const token = crypto.randomBytes(16).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
      await tx.insert(oneTimeTokens).values({
        customerId,
        purpose,
        tokenHash: digest(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
      });
    });
    return token;
  }

  /** The customer id if the token is valid, without using it up. */
  async peek(token: string, purpose: TokenPurpose): Promise<string | null> {
    const [row] = await this.db
      .select({ customerId: oneTimeTokens.customerId })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)));
    return row?.customerId ?? null;
  }

  /** Uses the token up in one statement, so two concurrent uses cannot both succeed. */
  async consume(token: string, purpose: TokenPurpose, tx: Pick<Database, 'update'> = this.db): Promise<string | null> {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
      .returning({ customerId: oneTimeTokens.customerId });
    return row?.customerId ?? null;
  }
}
