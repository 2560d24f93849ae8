import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, FILE_FOLDERS, USERNAME_PATTERN } from '../../../shared/constants';
import type {
  Customer, CustomerUpdate, EmailChangeResult, ProfileImageUpdate, ReferralCheck, SignUpRequest, SocialLinks, UsernameAvailability,
} from '../../../shared/schemas/customer';
import { AUTH_PAGES, ROUTES } from '../../../shared/spaRoutes';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { customers, files, oneTimeTokens, type CustomerRow } from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { hashPassword } from '../auth/passwords';
import { assertStrongPassword } from '../auth/passwordStrength';
import { toCustomerDto } from './customerDto';
import { activationMail, emailChangeConfirmMail, emailChangedNoticeMail } from './mailTemplates';
import { discardReplacedProfileImage } from '../files/fileService';
import { attributedTo, referrerByCode, referrerFromCookie } from '../affiliate/attribution';
import { normalizeReferralCode } from '../affiliate/referralCode';

const USERNAME_RE = new RegExp(USERNAME_PATTERN);
/** Names that would let someone pose as us. */
const RESERVED_USERNAMES = new Set(['admin', 'administrator', 'root', 'support', 'academy', 'system', 'staff', 'help', 'moderator', 'instructor', 'student', 'me', 'api']);
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newEncryptId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export function newReferralCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}

function displayName(row: Pick<CustomerRow, 'firstName' | 'username'>): string {
  return row.firstName || row.username;
}

/**
 * Asks the caller's current password again (AuthService.confirmPassword): a change of e-mail address
 * needs it. Throws when it is missing or wrong.
 */
export type PasswordConfirmation = (password: string | undefined) => Promise<void>;

const EMAIL_TOKEN_INVALID = () => new AppError(400, ERROR_CODES.CUSTOMER_EMAIL_TOKEN_INVALID, 'This link is invalid, used or expired.');

/** Equal values, objects compared by their keys and values in any order (jsonb keeps its own key order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const entries = (o: object) => JSON.stringify(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
    return entries(a) === entries(b);
  }
  return a === b;
}

/** An https:// address with a host and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Social links as stored: https: addresses only; an empty value removes the link. */
function checkedSocialLinks(links: SocialLinks): SocialLinks {
  const kept: SocialLinks = {};
  const invalid: { path: string; message: string }[] = [];
  for (const [name, raw] of Object.entries(links) as [keyof SocialLinks, string | undefined][]) {
    const value = raw?.trim() ?? '';
    if (value === '') continue;
    if (isHttpsUrl(value)) kept[name] = value;
    else invalid.push({ path: `body.socialLinks.${name}`, message: 'must be an https:// address' });
  }
  if (invalid.length) throw new AppError(400, ERROR_CODES.CUSTOMER_SOCIAL_LINK_INVALID, 'Social links must be https:// addresses.', {}, invalid);
  return kept;
}

function conflictFor(constraint: string): AppError {
  if (constraint.includes('email')) return new AppError(409, ERROR_CODES.CUSTOMER_EMAIL_TAKEN, 'This e-mail address already has an account.');
  if (constraint.includes('username')) return new AppError(409, ERROR_CODES.CUSTOMER_USERNAME_TAKEN, 'This username is taken.');
  return new AppError(409, ERROR_CODES.VALIDATION_FAILED, 'This value is already in use.');
}

export class CustomerService {
  constructor(private readonly ctx: ServerContext) {}

  /**
   * The customer by id, as every authenticated request reads it: a named prepared statement, built once
   * (not by the query builder on each request) and parsed once per connection by PostgreSQL.
   */
  private byId?: ReturnType<typeof this.prepareById>;
  private prepareById() {
    return this.ctx.db.select().from(customers).where(eq(customers.id, sql.placeholder('id'))).prepare('customer_by_id');
  }

  async findById(id: string): Promise<CustomerRow | null> {
    // Not a uuid cannot be a customer; PostgreSQL would reject it with an error instead of no row.
    if (!UUID_RE.test(id)) return null;
    this.byId ??= this.prepareById();
    const [row] = await this.byId.execute({ id });
    return row ?? null;
  }

  /**
   * findById() for the auth plugin: the customers of every request that reached this point in the same
   * turn of the event loop are read in one query (a class opening the same page at once costs a few
   * statements, not one each). Nothing is kept: every call is answered by a read that started after it,
   * so a raised token version or a disabled account is seen exactly as by findById().
   */
  findForRequest(id: string): Promise<CustomerRow | null> {
    if (!UUID_RE.test(id)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      if (this.requestReads.push({ id: id.toLowerCase(), resolve, reject }) === 1) setImmediate(() => void this.readRequestBatch());
    });
  }

  private requestReads: { id: string; resolve: (row: CustomerRow | null) => void; reject: (err: unknown) => void }[] = [];
  private byIds?: ReturnType<typeof this.prepareByIds>;
  private prepareByIds() {
    return this.ctx.db.select().from(customers).where(sql`${customers.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('customers_by_ids');
  }

  private async readRequestBatch(): Promise<void> {
    const batch = this.requestReads;
    this.requestReads = [];
    try {
      const ids = [...new Set(batch.map((r) => r.id))];
      let rows: CustomerRow[];
      if (ids.length === 1) {
        this.byId ??= this.prepareById();
        rows = await this.byId.execute({ id: ids[0]! });
      } else {
        this.byIds ??= this.prepareByIds();
        rows = await this.byIds.execute({ ids });
      }
      const found = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
      for (const r of batch) r.resolve(found.get(r.id) ?? null);
    } catch (err) {
      for (const r of batch) r.reject(err);
    }
  }

  async findByEncryptId(encryptId: string): Promise<CustomerRow | null> {
    const [row] = await this.ctx.db.select().from(customers).where(eq(customers.encryptId, encryptId));
    return row ?? null;
  }

  async findByLogin(identifier: string): Promise<CustomerRow | null> {
    const value = identifier.trim().toLowerCase();
    const column = value.includes('@') ? sql`lower(${customers.email})` : sql`lower(${customers.username})`;
    const [row] = await this.ctx.db.select().from(customers).where(sql`${column} = ${value}`);
    return row ?? null;
  }

  async isUsernameTaken(username: string, exceptId?: string): Promise<boolean> {
    if (RESERVED_USERNAMES.has(username.toLowerCase())) return true;
    const [row] = await this.ctx.db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.username}) = ${username.toLowerCase()}`);
    return !!row && row.id !== exceptId;
  }

  async checkUsername(username: string): Promise<UsernameAvailability> {
    if (!USERNAME_RE.test(username)) return { username, available: false, reason: 'invalid' };
    return (await this.isUsernameTaken(username)) ? { username, available: false, reason: 'taken' } : { username, available: true };
  }

  /** Any case and surrounding spaces: the code as stored answers; sign-up and clicks read codes the same way (normalizeReferralCode). */
  async checkReferral(code: string): Promise<ReferralCheck> {
    const normalized = normalizeReferralCode(code);
    if (!normalized) return { code: code.trim().toUpperCase(), valid: false };
    const [row] = await this.ctx.db.select({ username: customers.username }).from(customers).where(eq(customers.referralCode, normalized));
    return row ? { code: normalized, valid: true, referrerUsername: row.username } : { code: normalized, valid: false };
  }

  /**
   * Whether an address belongs to another customer, or was taken from another customer by an e-mail
   * change less than 7 days ago (its revert link must still be able to bring it back). Sign-up,
   * e-mail changes and social sign-in all ask this.
   */
  async isEmailHeld(email: string, exceptId: string | null = null, db: Pick<Database, 'select'> = this.ctx.db): Promise<boolean> {
    const value = email.trim().toLowerCase();
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(sql`lower(${customers.email}) = ${value}`, exceptId ? ne(customers.id, exceptId) : undefined))
      .limit(1);
    const [held] = taken
      ? [taken]
      : await db
          .select({ id: oneTimeTokens.customerId })
          .from(oneTimeTokens)
          .where(
            and(
              sql`lower(${oneTimeTokens.email}) = ${value}`,
              eq(oneTimeTokens.purpose, 'email-revert'),
              isNull(oneTimeTokens.usedAt),
              gt(oneTimeTokens.expiresAt, sql`now()`),
              exceptId ? ne(oneTimeTokens.customerId, exceptId) : undefined,
            ),
          )
          .limit(1);
    return Boolean(held);
  }

  /** Refuses (409) an address that isEmailHeld(). */
  private async assertEmailFree(email: string, exceptId: string | null, db: Pick<Database, 'select'> = this.ctx.db): Promise<void> {
    if (await this.isEmailHeld(email, exceptId, db)) throw conflictFor('email');
  }

  /**
   * `referral.cookieHeader`: the request's Cookie header. Without a code in the body, the referral
   * cookie of the last click (younger than REFERRAL_COOKIE_DAYS) names the referrer. Either way an
   * address of the referrer's own mailbox is not referred (the sign-up still succeeds).
   */
  async signUp(input: SignUpRequest, referral: { cookieHeader?: string } = {}): Promise<Customer> {
    const email = input.email.trim();
    if (await this.isUsernameTaken(input.username)) throw new AppError(409, ERROR_CODES.CUSTOMER_USERNAME_TAKEN, 'This username is taken.');
    await assertStrongPassword(input.password, input, 'password');
    await this.assertEmailFree(email, null);
    let referredBy: string | null = null;
    if (input.referralCode?.trim()) {
      const referrer = await referrerByCode(this.ctx.db, input.referralCode);
      if (!referrer) throw new AppError(400, ERROR_CODES.CUSTOMER_REFERRAL_INVALID, 'This referral code does not exist.');
      referredBy = attributedTo(referrer, email);
    } else {
      referredBy = await referrerFromCookie(this.ctx.db, referral.cookieHeader, email);
    }
    const passwordHash = await hashPassword(input.password);
    let row: CustomerRow;
    try {
      [row] = (await this.ctx.db
        .insert(customers)
        .values({
          encryptId: newEncryptId(),
          username: input.username,
          email,
          passwordHash,
          firstName: input.firstName?.trim() ?? '',
          lastName: input.lastName?.trim() ?? '',
          country: input.country ?? DEFAULT_COUNTRY,
          lang: input.lang ?? DEFAULT_LANGUAGE,
          referralCode: newReferralCode(),
          referredBy,
        })
        .returning()) as [CustomerRow];
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint !== null) throw conflictFor(constraint);
      throw err;
    }
    await this.sendActivation(row);
    return toCustomerDto(row);
  }

  /** A link of the SPA's auth area carrying a one-time token. */
  private mailedLink(page: string, token: string): string {
    return `${this.ctx.config.publicUrl}/${ROUTES.auth}/${page}?token=${encodeURIComponent(token)}`;
  }

  async sendActivation(row: CustomerRow): Promise<void> {
    const token = await this.ctx.oneTimeTokens.create(row.id, 'activate');
    const link = `${this.ctx.config.publicUrl}/auth/activate?token=${encodeURIComponent(token)}`;
    await this.ctx.mailer.send(activationMail(row.lang, row.email, displayName(row), link));
  }

  async activate(token: string): Promise<{ customer: Customer; signInToken: string }> {
    const customerId = await this.ctx.oneTimeTokens.consume(token, 'activate');
    if (!customerId) throw new AppError(400, ERROR_CODES.CUSTOMER_ACTIVATION_TOKEN_INVALID, 'This activation link is invalid, used or expired.');
    const [row] = await this.ctx.db.update(customers).set({ isEmailVerified: true, updatedAt: sql`now()` }).where(eq(customers.id, customerId)).returning();
    if (!row) throw new AppError(400, ERROR_CODES.CUSTOMER_ACTIVATION_TOKEN_INVALID);
    const signInToken = await this.ctx.oneTimeTokens.create(row.id, 'signin');
    return { customer: toCustomerDto(row), signInToken };
  }

  /**
   * The customer record the caller may read or change through /api/Customers: their own only. Admins
   * too: they read and change other people through /api/Admin/Customers, which is audited and never
   * touches an e-mail, a password or a photo, so this route cannot be a side door to someone's account.
   */
  async ownRecord(caller: CustomerRow, encryptId: string | undefined): Promise<CustomerRow> {
    if (!encryptId || encryptId === caller.encryptId) return caller;
    throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You can only act on your own account.');
  }

  /** Whose figures a read shows (the earnings pages): the caller's own, or anyone's for an admin. */
  async resolveTarget(caller: CustomerRow, encryptId: string | undefined): Promise<CustomerRow> {
    if (!encryptId || encryptId === caller.encryptId) return caller;
    if (caller.role !== 'admin') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You can only act on your own account.');
    const target = await this.findByEncryptId(encryptId);
    if (!target) throw new AppError(404, ERROR_CODES.CUSTOMER_NOT_FOUND, 'No such customer.');
    return target;
  }

  async getByToken(caller: CustomerRow, encryptId: string): Promise<Customer> {
    return toCustomerDto(await this.ownRecord(caller, encryptId));
  }

  /**
   * Applies only the editable fields; role, points, counters and verification are never taken from a
   * client. A new e-mail address needs the caller's current password (`confirmPassword`), asked before
   * anything changes; a caller without a password gets a confirmation link at the current address
   * instead, and the address changes only when it is followed.
   */
  async update(caller: CustomerRow, input: CustomerUpdate, confirmPassword: PasswordConfirmation): Promise<Customer> {
    const target = await this.ownRecord(caller, input.encryptId);
    const changes: Partial<typeof customers.$inferInsert> = {};
    const newEmail = input.email?.trim();
    const emailChanged = newEmail !== undefined && newEmail.toLowerCase() !== target.email.toLowerCase();
    const confirmByMail = emailChanged && !caller.passwordHash;
    if (emailChanged && !confirmByMail) await confirmPassword(input.currentPassword);
    if (input.firstName !== undefined) changes.firstName = input.firstName.trim();
    if (input.lastName !== undefined) changes.lastName = input.lastName.trim();
    if (input.country !== undefined) changes.country = input.country;
    if (input.lang !== undefined) changes.lang = input.lang;
    if (input.socialLinks !== undefined) changes.socialLinks = checkedSocialLinks(input.socialLinks);
    if (input.username !== undefined && input.username !== target.username) {
      if (await this.isUsernameTaken(input.username, target.id)) throw new AppError(409, ERROR_CODES.CUSTOMER_USERNAME_TAKEN, 'This username is taken.');
      changes.username = input.username;
    }
    if (emailChanged) await this.assertEmailFree(newEmail, target.id);
    if (emailChanged && !confirmByMail) {
      changes.email = newEmail;
      changes.isEmailVerified = false;
    }
    if (input.profileImage !== undefined && input.profileImage !== target.profileImage) {
      changes.profileImage = await this.checkedProfileImage(caller, input.profileImage);
    }
    if (confirmByMail) await this.mailEmailChangeConfirmation(target, newEmail);
    // A value sent back as it is stored is no change (the SPA and older clients send the whole customer).
    for (const key of Object.keys(changes) as (keyof typeof changes & keyof CustomerRow)[]) {
      if (sameValue(changes[key], target[key])) delete changes[key];
    }
    if (Object.keys(changes).length === 0) return toCustomerDto(target);
    let row: CustomerRow;
    try {
      [row] = (await this.ctx.db.update(customers).set({ ...changes, updatedAt: sql`now()` }).where(eq(customers.id, target.id)).returning()) as [CustomerRow];
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint !== null) throw conflictFor(constraint);
      throw err;
    }
    if (changes.profileImage !== undefined) await discardReplacedProfileImage(this.ctx, target.profileImage, row.profileImage);
    if (changes.email !== undefined) await this.afterEmailChange(row, target.email);
    return toCustomerDto(row);
  }

  /** For an account without a password: a link to the current address that applies the change to `newEmail`. */
  private async mailEmailChangeConfirmation(row: CustomerRow, newEmail: string): Promise<void> {
    const token = await this.ctx.oneTimeTokens.create(row.id, 'email-change', { email: newEmail });
    await this.ctx.mailer.send(emailChangeConfirmMail(row.lang, row.email, displayName(row), newEmail, this.mailedLink(AUTH_PAGES.confirmEmail, token)));
  }

  /**
   * After a change of address: the new one is verified again (activation mail), and the old one gets a
   * notice with a link that undoes the change for 7 days.
   */
  private async afterEmailChange(row: CustomerRow, oldEmail: string): Promise<void> {
    await this.sendActivation(row);
    const token = await this.ctx.oneTimeTokens.create(row.id, 'email-revert', { email: oldEmail, keepEarlier: true });
    await this.ctx.mailer.send(emailChangedNoticeMail(row.lang, oldEmail, displayName(row), row.email, this.mailedLink(AUTH_PAGES.revertEmail, token)));
  }

  /** Follows the confirmation link of an account without a password: the address changes now. */
  async confirmEmailChange(token: string): Promise<EmailChangeResult> {
    let before: CustomerRow;
    let row: CustomerRow;
    try {
      // One transaction: when the address was taken meanwhile, the link stays unused.
      [before, row] = await this.ctx.db.transaction(async (tx) => {
        const used = await this.ctx.oneTimeTokens.use(token, 'email-change', tx);
        if (!used?.email) throw EMAIL_TOKEN_INVALID();
        const [current] = await tx.select().from(customers).where(eq(customers.id, used.customerId)).for('update');
        if (!current) throw EMAIL_TOKEN_INVALID();
        await this.assertEmailFree(used.email, current.id, tx);
        const [updated] = await tx.update(customers).set({ email: used.email, isEmailVerified: false, updatedAt: sql`now()` }).where(eq(customers.id, current.id)).returning();
        return [current, updated!] as const;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint !== null) throw conflictFor(constraint);
      throw err;
    }
    await this.afterEmailChange(row, before.email);
    return { email: row.email };
  }

  /**
   * Follows the revert link mailed to an old address: that address comes back (verified: the link
   * proves it), every session ends, and the password goes (whoever made the change knew it), so the
   * owner sets a new one by mail. The changes made after this one, and every other pending link of the
   * account, end with it; earlier revert links stay, so the first address can always come back.
   */
  async revertEmailChange(token: string): Promise<CustomerRow> {
    try {
      return await this.ctx.db.transaction(async (tx) => {
        const used = await this.ctx.oneTimeTokens.use(token, 'email-revert', tx);
        if (!used?.email) throw EMAIL_TOKEN_INVALID();
        await this.ctx.oneTimeTokens.revoke(used.customerId, 'email-revert', used.id, tx);
        for (const purpose of ['email-change', 'activate', 'reset', 'signin'] as const) await this.ctx.oneTimeTokens.revoke(used.customerId, purpose, undefined, tx);
        const [row] = await tx
          .update(customers)
          .set({ email: used.email, isEmailVerified: true, passwordHash: null, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(customers.id, used.customerId))
          .returning();
        if (!row) throw EMAIL_TOKEN_INVALID();
        return row;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint !== null) throw conflictFor(constraint);
      throw err;
    }
  }

  /** A profile image must be a stored profile-image file of the caller's own (or null to remove it). */
  private async checkedProfileImage(caller: CustomerRow, name: string | null): Promise<string | null> {
    if (name === null) return null;
    const [file] = await this.ctx.db.select().from(files).where(eq(files.nameBySystem, name));
    if (!file || file.folder !== FILE_FOLDERS.customerProfileImage || file.ownerId !== caller.id) {
      throw new AppError(400, ERROR_CODES.CUSTOMER_PROFILE_IMAGE_INVALID, 'Upload the image first; only your own uploaded profile image can be used.');
    }
    return name;
  }

  async updateProfileImage(caller: CustomerRow, input: ProfileImageUpdate): Promise<Customer> {
    const target = await this.ownRecord(caller, input.encryptId);
    const profileImage = await this.checkedProfileImage(caller, input.profileImage);
    const [row] = (await this.ctx.db.update(customers).set({ profileImage, updatedAt: sql`now()` }).where(eq(customers.id, target.id)).returning()) as [CustomerRow];
    await discardReplacedProfileImage(this.ctx, target.profileImage, row.profileImage);
    return toCustomerDto(row);
  }
}
