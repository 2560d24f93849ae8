import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { AuthResponse } from '../../../shared/schemas/auth';
import {
  FIREBASE_PROVIDER_IDS, type FirebaseSignInRequest, type SocialAccounts, type SocialLinkRequest, type SocialProvider,
} from '../../../shared/schemas/social';
import type { ServerContext } from '../../context';
import type { SettingsService } from '../settings/settingsService';
import { customerIdentities, customers, type CustomerIdentityRow, type CustomerRow } from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import type { AuthService } from '../auth/authService';
import { newEncryptId, newReferralCode, type CustomerService } from '../customers/customerService';
import type { FirebaseTokenVerifier, VerifiedFirebaseUser } from './firebaseTokenVerifier';
import { referrerFromCookie } from '../affiliate/attribution';

type DbProvider = CustomerIdentityRow['provider'];
const DB_PROVIDER: Record<SocialProvider, DbProvider> = { Google: 'google', Facebook: 'facebook' };
const API_PROVIDER: Record<DbProvider, SocialProvider> = { google: 'Google', facebook: 'Facebook' };

const notConfigured = () => new AppError(404, ERROR_CODES.SOCIAL_NOT_CONFIGURED, 'Social sign-in is not available on this site.');
const identityInUse = () => new AppError(409, ERROR_CODES.SOCIAL_IDENTITY_IN_USE, 'This account is already linked to another Academy account.');
const providerLinked = () => new AppError(409, ERROR_CODES.SOCIAL_PROVIDER_ALREADY_LINKED, 'Another account of this provider is linked. Unlink it first.');

/** A username from the e-mail's local part (or the display name), fitted to the username rule. */
function usernameCandidate(email: string, displayName: string | null): string {
  const source = email.split('@')[0] || displayName || 'learner';
  let base = source
    .normalize('NFKD')
    .replace(/[^a-zA-Z0-9._-]/g, '')
    .replace(/^[^a-zA-Z0-9]+|[^a-zA-Z0-9]+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
  if (base.length < USERNAME_MIN_LENGTH) base = `learner${base}`;
  return base.replace(/[^a-zA-Z0-9]+$/, '');
}

/**
 * Sign-in, linking and unlinking with the identity service's providers. An identity (provider + the
 * service's uid) belongs to one customer; a customer has at most one identity per provider.
 */
export class SocialService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly customerService: CustomerService,
    private readonly auth: AuthService,
    private readonly verifier: FirebaseTokenVerifier | null,
    /** Social sign-in can be switched off by the admins. */
    private readonly settings: SettingsService,
  ) {}

  private async verified(provider: SocialProvider, uid: string, idToken: string): Promise<VerifiedFirebaseUser> {
    if (!this.verifier) throw notConfigured();
    if (!(await this.settings.values()).socialSignInEnabled) throw new AppError(403, ERROR_CODES.SOCIAL_SIGN_IN_DISABLED, 'Social sign-in is switched off on this site.');
    const user = await this.verifier.verify(idToken, uid);
    if (user.signInProvider !== FIREBASE_PROVIDER_IDS[provider]) {
      throw new AppError(400, ERROR_CODES.SOCIAL_PROVIDER_MISMATCH, `This sign-in was not made with ${provider}.`);
    }
    return user;
  }

  private async customerOfIdentity(provider: SocialProvider, subject: string): Promise<CustomerRow | null> {
    const [row] = await this.ctx.db
      .select({ customer: customers })
      .from(customerIdentities)
      .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
      .where(and(eq(customerIdentities.provider, DB_PROVIDER[provider]), eq(customerIdentities.subject, subject)));
    return row?.customer ?? null;
  }

  /**
   * POST /Auth/Firebase/{provider}: the linked customer's session, or a new customer's. A new customer
   * is referred by the referral cookie's affiliate (`referral.cookieHeader`, the request's Cookie header).
   */
  async signIn(provider: SocialProvider, input: FirebaseSignInRequest, referral: { cookieHeader?: string } = {}): Promise<AuthResponse> {
    const user = await this.verified(provider, input.uid, input.idToken);
    const existing = await this.customerOfIdentity(provider, user.uid);
    if (existing) return this.auth.session(existing);
    const created = await this.createCustomer(provider, user, input, referral.cookieHeader);
    return this.auth.session(created);
  }

  private async createCustomer(provider: SocialProvider, user: VerifiedFirebaseUser, input: FirebaseSignInRequest, referralCookie?: string): Promise<CustomerRow> {
    if (!user.email) throw new AppError(400, ERROR_CODES.SOCIAL_EMAIL_REQUIRED, `${provider} did not share an e-mail address, which a new account needs.`);
    const email = user.email;
    // Never attach the identity to an existing account by e-mail: that account's owner links it after
    // signing in, so nobody can take over an account by creating a provider account with its address.
    // An address an e-mail change took from an account less than 7 days ago counts as taken too.
    if (await this.customerService.isEmailHeld(email)) throw new AppError(409, ERROR_CODES.SOCIAL_EMAIL_IN_USE, 'An account with this e-mail address exists. Sign in with its password, then link this provider from your profile.');

    // The referral cookie only (no code is typed here); never the same person's own code.
    const referredBy = await referrerFromCookie(this.ctx.db, referralCookie, email);
    const [firstName = '', ...rest] = (user.displayName ?? '').trim().split(/\s+/);
    const base = usernameCandidate(email, user.displayName);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const username = attempt === 0 ? base : `${base}${crypto.randomInt(1000, 100000)}`;
      if (await this.customerService.isUsernameTaken(username)) continue;
      try {
        const row = await this.ctx.db.transaction(async (tx) => {
          const [created] = (await tx
            .insert(customers)
            .values({
              encryptId: newEncryptId(),
              username,
              email,
              passwordHash: null,
              firstName: firstName.slice(0, 100),
              lastName: rest.join(' ').slice(0, 100),
              isEmailVerified: user.emailVerified,
              country: input.country ?? DEFAULT_COUNTRY,
              lang: input.lang ?? DEFAULT_LANGUAGE,
              referralCode: newReferralCode(),
              referredBy,
            })
            .returning()) as [CustomerRow];
          await tx.insert(customerIdentities).values({ customerId: created.id, provider: DB_PROVIDER[provider], subject: user.uid, email, displayName: user.displayName });
          return created;
        });
        if (!row.isEmailVerified) await this.customerService.sendActivation(row);
        return row;
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        if (constraint.includes('provider_subject')) {
          // The same first sign-in twice at once: the other request created the customer.
          const other = await this.customerOfIdentity(provider, user.uid);
          if (other) return other;
        }
        if (constraint.includes('email')) throw new AppError(409, ERROR_CODES.SOCIAL_EMAIL_IN_USE, 'An account with this e-mail address exists.');
        // A username taken meanwhile: try another.
      }
    }
    throw new AppError(409, ERROR_CODES.CUSTOMER_USERNAME_TAKEN, 'No free username could be found; please sign up with a username.');
  }

  /** GET /Customers/Social. */
  async list(caller: CustomerRow): Promise<SocialAccounts> {
    const rows = await this.ctx.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, caller.id)).orderBy(customerIdentities.provider);
    return {
      identities: rows.map((r) => ({ provider: API_PROVIDER[r.provider], email: r.email, displayName: r.displayName, linkedAt: r.createdAt.toISOString() })),
      hasPassword: caller.passwordHash !== null,
    };
  }

  /** POST /Customers/Social/{provider}: link the identity behind the token to the caller. */
  async link(caller: CustomerRow, provider: SocialProvider, input: SocialLinkRequest): Promise<SocialAccounts> {
    const user = await this.verified(provider, input.uid, input.idToken);
    const owner = await this.customerOfIdentity(provider, user.uid);
    if (owner && owner.id !== caller.id) throw identityInUse();
    if (!owner) {
      try {
        await this.ctx.db.insert(customerIdentities).values({ customerId: caller.id, provider: DB_PROVIDER[provider], subject: user.uid, email: user.email, displayName: user.displayName });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        if (constraint.includes('customer_provider')) throw providerLinked();
        // Linked to someone else meanwhile, or to the caller by a parallel request.
        const now = await this.customerOfIdentity(provider, user.uid);
        if (now?.id !== caller.id) throw identityInUse();
      }
    }
    return this.list(caller);
  }

  /** POST /Customers/Social/{provider}/Revoke: unlink, unless it is the account's only way in. */
  async revoke(caller: CustomerRow, provider: SocialProvider): Promise<SocialAccounts> {
    await this.ctx.db.transaction(async (tx) => {
      // The customer row's lock orders concurrent unlinks, so two cannot together remove the last way in.
      const [me] = await tx.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, caller.id)).for('update');
      const linked = await tx.select({ provider: customerIdentities.provider }).from(customerIdentities).where(eq(customerIdentities.customerId, caller.id));
      if (!linked.some((r) => r.provider === DB_PROVIDER[provider])) throw new AppError(404, ERROR_CODES.SOCIAL_NOT_LINKED, `${provider} is not linked to this account.`);
      if (!me?.passwordHash && linked.length === 1) {
        throw new AppError(409, ERROR_CODES.SOCIAL_LAST_SIGN_IN_METHOD, 'This is the only way to sign in to this account. Set a password first.');
      }
      await tx.delete(customerIdentities).where(and(eq(customerIdentities.customerId, caller.id), eq(customerIdentities.provider, DB_PROVIDER[provider])));
    });
    return this.list(caller);
  }

  async close(): Promise<void> {
    await this.verifier?.close();
  }
}
