// Who referred a new account (customers.referred_by): the code typed at sign-up, else the referral
// cookie of the last click (social sign-up: the cookie only). Nobody is referred by the same person
// (an address of the same mailbox); the ledger decides at each sale whether the referral still earns.
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import type { Executor } from '../cart/cartLines';
import { codeFromReferralCookie, normalizeReferralCode } from './referralCode';
import { sameEmailOwner } from './sameperson';

export interface Referrer {
  id: string;
  email: string;
}

/** The customer whose referral code this is (any case), or null. One lookup by the unique index. */
export async function referrerByCode(db: Executor, code: string): Promise<Referrer | null> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return null;
  const [row] = await db.select({ id: customers.id, email: customers.email }).from(customers).where(eq(customers.referralCode, normalized));
  return row ?? null;
}

/** The referrer's id for a new account with this address, or null when it is the same person. */
export function attributedTo(referrer: Referrer | null, newEmail: string): string | null {
  if (!referrer || sameEmailOwner(referrer.email, newEmail)) return null;
  return referrer.id;
}

/** The referrer a valid, unexpired referral cookie names for a new account with this address, or null. */
export async function referrerFromCookie(db: Executor, cookieHeader: string | undefined, newEmail: string, now: Date = new Date()): Promise<string | null> {
  const code = codeFromReferralCookie(cookieHeader, now);
  if (!code) return null;
  return attributedTo(await referrerByCode(db, code), newEmail);
}
