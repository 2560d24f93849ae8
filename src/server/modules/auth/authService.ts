import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { AuthResponse, ValidateResetResponse } from '../../../shared/schemas/auth';
import type { ServerContext } from '../../context';
import { customers, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { toCustomerDto } from '../customers/customerDto';
import type { CustomerService } from '../customers/customerService';
import { resetMail } from '../customers/mailTemplates';
import { hashPassword, verifyPassword } from './passwords';
import { assertStrongPassword } from './passwordStrength';

/** The throttle key of a known account: its id, whichever name or address was typed. */
const accountKey = (row: CustomerRow) => `id:${row.id}`;

/** 403 for every sign-in of an account an admin disabled. */
export const accountDisabled = () => new AppError(403, ERROR_CODES.AUTH_ACCOUNT_DISABLED, 'This account has been disabled. Please contact support.');

const INVALID_CREDENTIALS = () => new AppError(401, ERROR_CODES.AUTH_INVALID_CREDENTIALS, 'The username or password is not correct.');

export class AuthService {
  constructor(private readonly ctx: ServerContext, private readonly customerService: CustomerService) {}

  /**
   * Every way in ends here (password, legacy log-in, social sign-in, one-time sign-in link), so an
   * account an admin disabled gets no session from any of them. Asked after the password check, so
   * the answer tells nothing to someone who does not know the password.
   */
  async session(row: CustomerRow): Promise<AuthResponse> {
    if (row.disabledAt !== null) throw accountDisabled();
    const { accessToken, expiresAt } = await this.ctx.accessTokens.issue(row.id, row.tokenVersion);
    return { accessToken, tokenType: 'Bearer', expiresAt, customer: toCustomerDto(row) };
  }

  /** Refuses a throttled address, and makes a much-failed account wait, before any hashing. */
  private async throttled(account: string, ip: string): Promise<void> {
    const wait = await this.ctx.loginThrottle.admit(account, ip);
    if (wait > 0) {
      throw new AppError(429, ERROR_CODES.AUTH_TOO_MANY_ATTEMPTS, 'Too many sign-in attempts. Please wait and try again.', { 'retry-after': String(wait) });
    }
  }

  /**
   * Log in by username or e-mail. Throttled before hashing; an unknown user looks like a wrong password.
   * A known account is counted by its id, so failures by username and by e-mail add up.
   */
  async login(identifier: string, password: string, ip: string): Promise<AuthResponse> {
    const row = await this.customerService.findByLogin(identifier);
    const account = row ? accountKey(row) : `name:${identifier}`;
    await this.throttled(account, ip);
    const ok = await verifyPassword(row?.passwordHash, password);
    if (!row || !ok) {
      await this.ctx.loginThrottle.recordFailure(account, ip);
      throw INVALID_CREDENTIALS();
    }
    await this.ctx.loginThrottle.recordSuccess(account, ip);
    return this.session(row);
  }

  /** Revokes every token issued so far. */
  private async revokeTokens(customerId: string, changes: Partial<typeof customers.$inferInsert> = {}): Promise<CustomerRow> {
    const [row] = await this.ctx.db
      .update(customers)
      .set({ ...changes, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId))
      .returning();
    if (!row) throw new AppError(404, ERROR_CODES.CUSTOMER_NOT_FOUND);
    return row;
  }

  async signOut(caller: CustomerRow): Promise<void> {
    await this.revokeTokens(caller.id);
  }

  /**
   * The caller's current password, asked again before a sensitive change (a new password, a new
   * e-mail address). Wrong answers count like failed log-ins, so a stolen session cannot guess it.
   */
  async confirmPassword(caller: CustomerRow, password: string | undefined, ip: string): Promise<void> {
    if (!password) throw new AppError(400, ERROR_CODES.AUTH_PASSWORD_REQUIRED, 'Enter your current password to make this change.');
    await this.throttled(accountKey(caller), ip);
    if (!(await verifyPassword(caller.passwordHash, password))) {
      await this.ctx.loginThrottle.recordFailure(accountKey(caller), ip);
      throw new AppError(400, ERROR_CODES.AUTH_WRONG_PASSWORD, 'The current password is not correct.');
    }
  }

  /** Other sessions end; the caller gets a fresh token. */
  async changePassword(caller: CustomerRow, currentPassword: string, newPassword: string, ip: string): Promise<AuthResponse> {
    await this.confirmPassword(caller, currentPassword, ip);
    await assertStrongPassword(newPassword, caller, 'newPassword');
    const row = await this.revokeTokens(caller.id, { passwordHash: await hashPassword(newPassword) });
    return this.session(row);
  }

  /**
   * Answers before any work on the account: the lookup, the token and the mail happen in the
   * 'password-reset-request' job, so a known and an unknown address take the same time.
   */
  async preResetPassword(email: string): Promise<void> {
    await this.ctx.jobs.send('password-reset-request', { email });
  }

  /** The job behind preResetPassword: mails a reset link when the account exists. */
  async resetRequested(email: string): Promise<void> {
    const row = await this.customerService.findByLogin(email.includes('@') ? email : `${email}@`);
    if (row) await this.mailResetLink(row);
  }

  /** A reset link (earlier ones stop working) mailed to the account's address. */
  async mailResetLink(row: CustomerRow): Promise<void> {
    const token = await this.ctx.oneTimeTokens.create(row.id, 'reset');
    const link = `${this.ctx.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    await this.ctx.mailer.send(resetMail(row.lang, row.email, row.firstName || row.username, link));
  }

  async validateResetToken(token: string): Promise<ValidateResetResponse> {
    const customerId = await this.ctx.oneTimeTokens.peek(token, 'reset');
    const row = customerId ? await this.customerService.findById(customerId) : null;
    if (!row) throw new AppError(400, ERROR_CODES.AUTH_RESET_TOKEN_INVALID, 'This reset link is invalid, used or expired.');
    return { valid: true, email: row.email };
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const invalid = () => new AppError(400, ERROR_CODES.AUTH_RESET_TOKEN_INVALID, 'This reset link is invalid, used or expired.');
    // The owner first (the strength check knows their names), without using the link up: a weak
    // password is refused and the same link still works for a better one.
    const ownerId = await this.ctx.oneTimeTokens.peek(token, 'reset');
    const owner = ownerId ? await this.customerService.findById(ownerId) : null;
    if (!owner) throw invalid();
    await assertStrongPassword(newPassword, owner, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const customerId = await this.ctx.oneTimeTokens.consume(token, 'reset');
    if (!customerId) throw invalid();
    // Opening the mailed link proves the address, so it counts as verified too.
    await this.revokeTokens(customerId, { passwordHash, isEmailVerified: true });
  }

  /** Exchanges a one-time sign-in token (issued on activation) for a session. */
  async signInWithToken(token: string): Promise<AuthResponse> {
    const customerId = await this.ctx.oneTimeTokens.consume(token, 'signin');
    const row = customerId ? await this.customerService.findById(customerId) : null;
    if (!row) throw new AppError(400, ERROR_CODES.AUTH_SIGNIN_TOKEN_INVALID, 'This sign-in link is invalid, used or expired.');
    return this.session(row);
  }
}
