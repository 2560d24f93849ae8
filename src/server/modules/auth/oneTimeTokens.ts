import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeTokens, type tokenPurposeEnum } from '../../db/schema';

export type TokenPurpose = (typeof tokenPurposeEnum.enumValues)[number];

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activate: 48 * HOUR_MS,
  reset: HOUR_MS,
  signin: 15 * 60 * 1000,
  'email-change': 24 * HOUR_MS,
  'email-revert': 7 * 24 * HOUR_MS,
};

export interface CreateOptions {
  /** The address the token is about (the new one to confirm, the old one to restore). */
  email?: string;
  /**
   * Leave earlier unused tokens of this purpose working. Revert links do: a second e-mail change must
   * not take the first address's way back away.
   */
  keepEarlier?: boolean;
}

export interface UsedToken {
  /** Rising with each token made: a later token has a larger id. */
  id: number;
  customerId: string;
  email: string | null;
}

type Tx = Pick<Database, 'update'>;

function digest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Activation, reset, sign-in and e-mail change tokens: 128 random bits, stored hashed, single use, expiring. */
export class OneTimeTokens {
  constructor(private readonly db: Database) {}

  /** A new token; earlier unused ones of the same purpose stop working (unless `keepEarlier`). */
  async create(customerId: string, purpose: TokenPurpose, options: CreateOptions = {}): Promise<string> {
    const token = crypto.randomBytes(16).toString('base64url');
    await this.db.transaction(async (tx) => {
      if (!options.keepEarlier) await this.revoke(customerId, purpose, undefined, tx);
      await tx.insert(oneTimeTokens).values({
        customerId,
        purpose,
        tokenHash: digest(token),
        email: options.email ?? null,
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
  async consume(token: string, purpose: TokenPurpose, tx: Tx = this.db): Promise<string | null> {
    return (await this.use(token, purpose, tx))?.customerId ?? null;
  }

  /** Like consume(), with the token's id and the address it carries. */
  async use(token: string, purpose: TokenPurpose, tx: Tx = this.db): Promise<UsedToken | null> {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
      .returning({ id: oneTimeTokens.id, customerId: oneTimeTokens.customerId, email: oneTimeTokens.email });
    return row ?? null;
  }

  /** Ends the customer's unused tokens of a purpose (only those made after the token `afterId`, when given). */
  async revoke(customerId: string, purpose: TokenPurpose, afterId?: number, tx: Tx = this.db): Promise<void> {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeTokens.customerId, customerId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          ...(afterId !== undefined ? [gt(oneTimeTokens.id, afterId)] : []),
        ),
      );
  }
}
