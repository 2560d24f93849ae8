import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, FILE_FOLDERS, USERNAME_PATTERN } from '../../../shared/constants';
import type { Customer, CustomerUpdate, ProfileImageUpdate, ReferralCheck, SignUpRequest, UsernameAvailability } from '../../../shared/schemas/customer';
import type { ServerContext } from '../../context';
import { customers, files, type CustomerRow } from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { hashPassword } from '../auth/passwords';
import { toCustomerDto } from './customerDto';
import { activationMail } from './mailTemplates';
import { discardReplacedProfileImage } from '../files/fileService';

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

function conflictFor(constraint: string): AppError {
  if (constraint.includes('email')) return new AppError(409, ERROR_CODES.CUSTOMER_EMAIL_TAKEN, 'This e-mail address already has an account.');
  if (constraint.includes('username')) return new AppError(409, ERROR_CODES.CUSTOMER_USERNAME_TAKEN, 'This username is taken.');
  return new AppError(409, ERROR_CODES.VALIDATION_FAILED, 'This value is already in use.');
}

export class CustomerService {
  constructor(private readonly ctx: ServerContext) {}

  async findById(id: string): Promise<CustomerRow | null> {
    // Not a uuid cannot be a customer; PostgreSQL would reject it with an error instead of no row.
    if (!UUID_RE.test(id)) return null;
    const [row] = await this.ctx.db.select().from(customers).where(eq(customers.id, id));
    return row ?? null;
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

  async checkReferral(code: string): Promise<ReferralCheck> {
    const normalized = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,32}$/.test(normalized)) return { code, valid: false };
    const [row] = await this.ctx.db.select({ username: customers.username }).from(customers).where(eq(customers.referralCode, normalized));
    return row ? { code: normalized, valid: true, referrerUsername: row.username } : { code: normalized, valid: false };
  }

  async signUp(input: SignUpRequest): Promise<Customer> {
    const email = input.email.trim();
    if (await this.isUsernameTaken(input.username)) throw new AppError(409, ERROR_CODES.CUSTOMER_USERNAME_TAKEN, 'This username is taken.');
    let referredBy: string | null = null;
    if (input.referralCode) {
      const [referrer] = await this.ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.referralCode, input.referralCode.trim().toUpperCase()));
      if (!referrer) throw new AppError(400, ERROR_CODES.CUSTOMER_REFERRAL_INVALID, 'This referral code does not exist.');
      referredBy = referrer.id;
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

  /** The record the caller may act on: their own, or any for an admin. */
  async resolveTarget(caller: CustomerRow, encryptId: string | undefined): Promise<CustomerRow> {
    if (!encryptId || encryptId === caller.encryptId) return caller;
    if (caller.role !== 'admin') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You can only act on your own account.');
    const target = await this.findByEncryptId(encryptId);
    if (!target) throw new AppError(404, ERROR_CODES.CUSTOMER_NOT_FOUND, 'No such customer.');
    return target;
  }

  async getByToken(caller: CustomerRow, encryptId: string): Promise<Customer> {
    return toCustomerDto(await this.resolveTarget(caller, encryptId));
  }

  /** Applies only the editable fields; role, points, counters and verification are never taken from a client. */
  async update(caller: CustomerRow, input: CustomerUpdate): Promise<Customer> {
    const target = await this.resolveTarget(caller, input.encryptId);
    const changes: Partial<typeof customers.$inferInsert> = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName.trim();
    if (input.lastName !== undefined) changes.lastName = input.lastName.trim();
    if (input.country !== undefined) changes.country = input.country;
    if (input.lang !== undefined) changes.lang = input.lang;
    if (input.socialLinks !== undefined) changes.socialLinks = input.socialLinks;
    if (input.username !== undefined && input.username !== target.username) {
      if (await this.isUsernameTaken(input.username, target.id)) throw new AppError(409, ERROR_CODES.CUSTOMER_USERNAME_TAKEN, 'This username is taken.');
      changes.username = input.username;
    }
    const emailChanged = input.email !== undefined && input.email.trim().toLowerCase() !== target.email.toLowerCase();
    if (emailChanged && input.email) {
      changes.email = input.email.trim();
      changes.isEmailVerified = false;
    }
    if (input.profileImage !== undefined && input.profileImage !== target.profileImage) {
      changes.profileImage = await this.checkedProfileImage(caller, input.profileImage);
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
    if (emailChanged) await this.sendActivation(row);
    return toCustomerDto(row);
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
    const target = await this.resolveTarget(caller, input.encryptId);
    const profileImage = await this.checkedProfileImage(caller, input.profileImage);
    const [row] = (await this.ctx.db.update(customers).set({ profileImage, updatedAt: sql`now()` }).where(eq(customers.id, target.id)).returning()) as [CustomerRow];
    await discardReplacedProfileImage(this.ctx, target.profileImage, row.profileImage);
    return toCustomerDto(row);
  }
}
