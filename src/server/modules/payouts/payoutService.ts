// Payout methods and payouts, for instructors and affiliates alike, and the admin's queue.
//
// - A customer has one payout method. Changing it needs the current password and the version it
//   started from (If-Match), mails the account's address (and the previous PayPal address), and
//   closes payouts for PAYOUT_METHOD_COOLDOWN_HOURS (a stolen session cannot redirect money
//   unnoticed); so does a change of the account's e-mail address (where that mail would go).
// - A payout takes part of one account's (instructor | affiliate) available balance in one currency.
//   The request runs in one transaction that first locks the payee's method row, so one customer's
//   requests (and method changes) go one at a time; the checks in order: method, cooldown, e-mail
//   cooldown, currency,
//   minimum, an open payout (the partial unique index payouts_one_open_idx guards the same rule), the
//   available balance (read by the ledger under its per-account lock). The payout and its negative
//   ledger entry are written together.
// - A payout's life: requested -> approved -> paid | rejected (requested -> rejected too). Every
//   admin decision is a compare-and-set on the status, settles the ledger entry (paid, or reversed so
//   the money is available again) and writes its audit line, all in one transaction; the payee's mail
//   goes after the commit.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  isLanguage,
  PAYOUT_KIND_CURRENCY,
  PAYOUT_METHOD_COOLDOWN_HOURS,
  type Currency,
  type Language,
  type PayoutAccountKind,
  type PayoutAccountName,
  type PayoutStatus,
} from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { PayoutAccount } from '../../../shared/schemas/commerce';
import type { AdminPayout, AdminPayoutPage, Payout, PayoutMethod, PayoutMethodAnswer, PayoutMethodWrite, PayoutPage, PayoutRequest } from '../../../shared/schemas/money';
import { buildQrPayload, buildQrPhTransferPayload, qrPhMobile, qrSvg, type QrMerchantConfig } from '../../adapters/payments/emvco';
import { PH_WALLET_BIC, phBankOf, vnBankOf } from '../../../shared/payoutBanks';
import type { ServerContext } from '../../context';
import { customers, oneTimeTokens, payoutMethods, payouts, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkVersion, preconditionRequired, versionConflict } from '../../plugins/versioning';
import { audit } from '../audit/audit';
import type { Executor } from '../cart/cartLines';
import { fullName } from '../courses/courseSql';
import type { LedgerService } from '../earnings/ledgerService';
import { maskPayoutAccount, payoutMethodProblem } from '../orders/billingRules';
import { methodChangedMail, payoutDecisionMail, type PayoutDecision } from './payoutMails';
import { type INSTRUCTOR_SECTIONS, ROUTES, type STUDENT_SECTIONS } from '../../../shared/spaRoutes';

type PayoutRow = typeof payouts.$inferSelect;
type MethodRow = typeof payoutMethods.$inferSelect;

/** Asks the caller's current password again (AuthService.confirmPassword: wrong answers are throttled like log-ins). */
export type PasswordConfirmation = (password: string) => Promise<void>;

/** A payout's life as a table: which status may follow which. */
export const PAYOUT_TRANSITIONS: { readonly [From in PayoutStatus]: readonly PayoutStatus[] } = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};
export const OPEN_PAYOUT_STATUSES: readonly PayoutStatus[] = ['requested', 'approved'];

/** The city field of a QR Ph transfer code (mandatory in EMVCo; a payee's city is not asked). */
const QRPH_CITY = 'Philippines';
const COOLDOWN_MS = PAYOUT_METHOD_COOLDOWN_HOURS * 3_600_000;
const OPEN_INDEX = 'payouts_one_open_idx';

const payoutNotFound = () => new AppError(404, ERROR_CODES.PAYOUT_NOT_FOUND, 'No such payout.');
const stateConflict = (detail: string) => new AppError(409, ERROR_CODES.PAYOUT_STATE_CONFLICT, detail);
const inProgress = () => new AppError(409, ERROR_CODES.PAYOUT_IN_PROGRESS, 'A payout of this balance is already open: wait until it is paid or rejected.');

/** The constraint of a unique violation (PostgreSQL 23505), or null for any other error. */
function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** The method as stored: names trimmed, numbers without spaces or dashes, the bank only for bank kinds (a Vietnamese one by its listed name). */
function normalizedMethod(method: PayoutAccount): PayoutAccount {
  const out: PayoutAccount = { kind: method.kind, holderName: method.holderName.trim(), value: method.kind === 'paypal' ? method.value.trim() : method.value.replace(/[\s-]/g, '') };
  if (method.kind.startsWith('bank_') && method.bank?.trim()) out.bank = (method.kind === 'bank_vn' ? vnBankOf(method.bank)?.name : null) ?? method.bank.trim();
  return out;
}

function sameMethod(a: PayoutAccount, b: PayoutAccount): boolean {
  return a.kind === b.kind && a.holderName === b.holderName && a.value === b.value && (a.bank ?? null) === (b.bank ?? null);
}

export function usableFrom(updatedAt: Date): Date {
  return new Date(updatedAt.getTime() + COOLDOWN_MS);
}

export function methodDto(row: MethodRow): PayoutMethod {
  return { method: maskPayoutAccount(row.method), updatedAt: row.updatedAt.toISOString(), usableFrom: usableFrom(row.updatedAt).toISOString(), version: row.version };
}

/** A payout as its payee sees it (the method masked) or the admin (whole). */
export function payoutDto(row: PayoutRow, masked = true): Payout {
  return {
    id: row.id,
    account: row.account,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status,
    method: masked ? maskPayoutAccount(row.method) : row.method,
    reference: row.reference,
    rejectReason: row.rejectReason,
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
  };
}

/**
 * The EMVCo payload that pays exactly this payout from a bank app, where the method's rail has one:
 * PromptPay to a phone number or national ID; VietQR to a Vietnamese bank account whose bank is one
 * of VN_BANKS (by name, or a 6-digit NAPAS BIN); QR Ph person to person to a GCash or Maya number or
 * to a Philippine bank account whose bank is one of PH_BANKS (by name or BIC). Thai bank accounts,
 * PayPal and banks not in the lists (methods typed before the lists) have none: the admin pays by hand.
 */
export function payoutQrPayload(payout: Pick<PayoutRow, 'id' | 'amountMinor' | 'currency' | 'method'>): string | null {
  const { method } = payout;
  const merchant: QrMerchantConfig = { merchantName: method.holderName, merchantCity: '', promptpayId: null, vietqr: null, qrph: null };
  const input = { amountMinor: payout.amountMinor, currency: payout.currency, reference: `PAYOUT${payout.id}` };
  try {
    if (method.kind === 'promptpay') {
      merchant.promptpayId = method.value;
      return buildQrPayload('promptpay', input, merchant);
    }
    if (method.kind === 'bank_vn') {
      const bin = vnBankOf(method.bank)?.bin ?? (method.bank && /^\d{6}$/.test(method.bank.trim()) ? method.bank.trim() : null);
      if (!bin) return null;
      merchant.vietqr = { bankBin: bin, accountNumber: method.value.replace(/[\s-]/g, '') };
      return buildQrPayload('vietqr', input, merchant);
    }
    if (payout.currency !== 'PHP') return null;
    if (method.kind === 'gcash' || method.kind === 'maya') {
      return buildQrPhTransferPayload(input, { bic: PH_WALLET_BIC[method.kind], ...qrPhMobile(method.value), holderName: method.holderName, city: QRPH_CITY });
    }
    if (method.kind === 'bank_ph') {
      const bank = phBankOf(method.bank);
      if (!bank) return null;
      return buildQrPhTransferPayload(input, { bic: bank.bic, accountNumber: method.value.replace(/[\s-]/g, ''), mobile: null, holderName: method.holderName, city: QRPH_CITY });
    }
    return null;
  } catch {
    // A method the rail cannot carry (an account number too long for VietQR, a currency not the rail's): no QR.
    return null;
  }
}

/** The payee's payouts page: an instructor's (or admin's) payouts page, an affiliate's programme page. */
function payoutsLink(publicUrl: string, account: PayoutAccountName): string {
  const page: (typeof INSTRUCTOR_SECTIONS)[number] | (typeof STUDENT_SECTIONS)[number] = account === 'instructor' ? 'payouts' : 'affiliate';
  return `${publicUrl}/${account === 'instructor' ? ROUTES.instructor : ROUTES.student}/${page}`;
}

function languageOf(row: Pick<CustomerRow, 'lang'>): Language {
  return isLanguage(row.lang) ? row.lang : 'th';
}

export class PayoutService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly ledger: LedgerService,
  ) {}

  // ---- The payout method ---------------------------------------------------------------------------

  private async methodRow(customerId: string, db: Executor = this.ctx.db): Promise<MethodRow | null> {
    const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.customerId, customerId));
    return row ?? null;
  }

  async getMethod(caller: CustomerRow): Promise<PayoutMethodAnswer> {
    const row = await this.methodRow(caller.id);
    return { method: row ? methodDto(row) : null };
  }

  /**
   * Sets the caller's payout method. With a method stored, If-Match must name its version (428
   * without, 409 VERSION_CONFLICT when stale). 400 PAYOUT_METHOD_INVALID names the field; the
   * password is asked again (400 AUTH_PASSWORD_REQUIRED for an account without one: it sets a
   * password first; 400 AUTH_WRONG_PASSWORD). The account's address is mailed. The same method again
   * changes nothing (no mail, no cooldown).
   */
  async setMethod(caller: CustomerRow, body: PayoutMethodWrite, expected: number | null, confirmPassword: PasswordConfirmation): Promise<PayoutMethod> {
    const current = await this.methodRow(caller.id);
    if (current) {
      if (expected === null) throw preconditionRequired();
      checkVersion(expected, current.version, () => methodDto(current));
    }
    const problem = payoutMethodProblem(body.method);
    if (problem) {
      const field = problem.field.replace(/^payoutAccount\./, 'method.');
      throw new AppError(400, ERROR_CODES.PAYOUT_METHOD_INVALID, `${field}: ${problem.detail}`, {}, [{ path: `body.${field}`, message: problem.detail }]);
    }
    if (!caller.passwordHash) {
      throw new AppError(400, ERROR_CODES.AUTH_PASSWORD_REQUIRED, 'This account signs in with Google or Facebook only: set a password first (Forgot password mails a link), then change the payout method with it.');
    }
    await confirmPassword(body.currentPassword);
    const method = normalizedMethod(body.method);
    if (current && sameMethod(current.method, method)) return methodDto(current);

    const saved = await this.ctx.db.transaction(async (tx) => {
      const now = new Date();
      if (current) {
        const [row] = await tx
          .update(payoutMethods)
          .set({ method, version: current.version + 1, updatedAt: now })
          .where(and(eq(payoutMethods.customerId, caller.id), eq(payoutMethods.version, current.version)))
          .returning();
        return row ?? null;
      }
      const [row] = await tx.insert(payoutMethods).values({ customerId: caller.id, method, version: 1, createdAt: now, updatedAt: now }).onConflictDoNothing().returning();
      return row ?? null;
    });
    if (!saved) {
      // Saved by another request in between (another tab): show what is stored now.
      const now = await this.methodRow(caller.id);
      throw versionConflict(now?.version ?? 0, now ? methodDto(now) : null);
    }
    // The account's address, and the previous destination when it was an address (PayPal) of another
    // mailbox: whoever had the money go there hears that it no longer does.
    const mail = {
      lang: languageOf(caller),
      name: caller.firstName || caller.username,
      method: saved.method,
      link: payoutsLink(this.ctx.config.publicUrl, caller.role === 'student' ? 'affiliate' : 'instructor'),
    };
    await this.ctx.mailer.send(methodChangedMail({ ...mail, to: caller.email }));
    const previous = current?.method.kind === 'paypal' ? current.method.value.trim() : null;
    if (previous && previous.toLowerCase() !== caller.email.trim().toLowerCase()) await this.ctx.mailer.send(methodChangedMail({ ...mail, to: previous }));
    return methodDto(saved);
  }

  // ---- The payee's payouts -------------------------------------------------------------------------

  async list(caller: CustomerRow, query: { account?: PayoutAccountName; page?: number; pageSize?: number }): Promise<PayoutPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const where = and(eq(payouts.customerId, caller.id), query.account ? eq(payouts.account, query.account) : undefined);
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(payouts).where(where),
      this.ctx.db
        .select()
        .from(payouts)
        .where(where)
        .orderBy(desc(payouts.requestedAt), desc(payouts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return { items: rows.map((r) => payoutDto(r)), total: total?.n ?? 0, page, pageSize };
  }

  /**
   * Asks for a payout of `amount` from one account's available balance (see the header for the checks
   * and their order). 201 with the payout, requested.
   */
  async request(caller: CustomerRow, body: PayoutRequest): Promise<Payout> {
    const account = (body.account ?? (caller.role === 'student' ? 'affiliate' : 'instructor')) as PayoutAccountName;
    if (account === 'instructor' && caller.role === 'student') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Only instructors have earnings to pay out.');
    if (account === 'affiliate' && !caller.affiliateAcceptedAt) throw new AppError(409, ERROR_CODES.AFFILIATE_AGREEMENT_REQUIRED, 'Accept the affiliate agreement first.');
    const currency = body.currency as Currency;
    try {
      return await this.ctx.db.transaction(async (tx) => {
        // One customer's requests one at a time, and none while the method changes.
        const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.customerId, caller.id)).for('update');
        if (!method) throw new AppError(409, ERROR_CODES.PAYOUT_METHOD_REQUIRED, 'Add a payout method first.');
        const from = usableFrom(method.updatedAt);
        if (from.getTime() > Date.now()) {
          throw new AppError(409, ERROR_CODES.PAYOUT_METHOD_RECENT, `The payout method changed less than ${PAYOUT_METHOD_COOLDOWN_HOURS} hours ago: payouts can be asked for from ${from.toISOString()}.`);
        }
        const emailFrom = await this.emailChangeCooldown(tx, caller.id);
        if (emailFrom && emailFrom.getTime() > Date.now()) {
          throw new AppError(409, ERROR_CODES.PAYOUT_EMAIL_RECENT, `The account's e-mail address changed less than ${PAYOUT_METHOD_COOLDOWN_HOURS} hours ago: payouts can be asked for from ${emailFrom.toISOString()}.`);
        }
        const receives = PAYOUT_KIND_CURRENCY[method.method.kind as PayoutAccountKind];
        if (receives !== currency) throw new AppError(400, ERROR_CODES.PAYOUT_CURRENCY_MISMATCH, `This payout method receives ${receives}, not ${currency}.`);
        const minimum = (await this.ledger.settings.values()).payoutMinimumMinor[currency];
        if (body.amount < minimum) throw new AppError(400, ERROR_CODES.PAYOUT_BELOW_MINIMUM, `The smallest payout in ${currency} is ${minimum} (minor units).`);
        const [open] = await tx
          .select({ id: payouts.id })
          .from(payouts)
          .where(and(eq(payouts.customerId, caller.id), eq(payouts.account, account), eq(payouts.currency, currency), inArray(payouts.status, [...OPEN_PAYOUT_STATUSES])))
          .limit(1);
        if (open) throw inProgress();
        const available = await this.ledger.availableIn(tx, caller.id, account, currency);
        if (body.amount > available) throw new AppError(409, ERROR_CODES.PAYOUT_INSUFFICIENT_BALANCE, `That is more than the available balance (${Math.max(0, available)} in ${currency}, minor units).`);
        const [row] = await tx.insert(payouts).values({ customerId: caller.id, account, amountMinor: body.amount, currency, status: 'requested', method: method.method }).returning();
        await this.ledger.payoutEntryIn(tx, { id: row!.id, customerId: caller.id, account, currency, amountMinor: body.amount });
        return payoutDto(row!);
      });
    } catch (err) {
      // Two requests that both passed the open-payout check: the index lets one in.
      if (uniqueViolation(err) === OPEN_INDEX) throw inProgress();
      throw err;
    }
  }

  /**
   * When payouts open again after the account's latest e-mail change (each change, and each undo of
   * one, leaves an email-revert token: its creation and its use), or null when there was none.
   */
  private async emailChangeCooldown(db: Executor, customerId: string): Promise<Date | null> {
    const at = sql`greatest(${oneTimeTokens.createdAt}, coalesce(${oneTimeTokens.usedAt}, ${oneTimeTokens.createdAt}))`;
    const [row] = await db
      .select({ at: sql<Date | string | null>`max(${at})` })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.purpose, 'email-revert'), sql`${at} > ${new Date(Date.now() - COOLDOWN_MS).toISOString()}::timestamptz`));
    if (!row?.at) return null;
    return new Date(new Date(row.at).getTime() + COOLDOWN_MS);
  }

  // ---- The admin's queue ---------------------------------------------------------------------------

  /** Payouts by status (open: requested or approved, the default; all), the open queue oldest first, others newest first. */
  async adminList(query: { status?: PayoutStatus | 'open' | 'all'; page?: number; pageSize?: number }): Promise<AdminPayoutPage> {
    const status = query.status ?? 'open';
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const where: SQL | undefined = status === 'all' ? undefined : status === 'open' ? inArray(payouts.status, [...OPEN_PAYOUT_STATUSES]) : eq(payouts.status, status);
    const order = status === 'open' ? [asc(payouts.requestedAt), asc(payouts.id)] : [desc(payouts.requestedAt), desc(payouts.id)];
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(payouts).where(where),
      this.ctx.db
        .select()
        .from(payouts)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return { items: await this.adminDtos(rows), total: total?.n ?? 0, page, pageSize };
  }

  private async adminDtos(rows: PayoutRow[]): Promise<AdminPayout[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((r) => r.customerId))];
    const payees = await this.ctx.db
      .select({ id: customers.id, username: customers.username, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(inArray(customers.id, ids));
    const payeeOf = new Map(payees.map((p) => [p.id, p]));
    // One balance read per payee and account.
    const keys = [...new Set(rows.map((r) => `${r.customerId}|${r.account}`))];
    const balances = new Map(
      await Promise.all(
        keys.map(async (key) => {
          const [customerId, account] = key.split('|') as [string, PayoutAccountName];
          return [key, await this.ledger.balances(customerId, account)] as const;
        }),
      ),
    );
    return Promise.all(
      rows.map(async (row) => {
        const payee = payeeOf.get(row.customerId);
        const qrPayload = OPEN_PAYOUT_STATUSES.includes(row.status) ? payoutQrPayload(row) : null;
        const balance = balances.get(`${row.customerId}|${row.account}`)?.find((b) => b.currency === row.currency);
        return {
          payout: payoutDto(row, false),
          method: row.method,
          payee: { username: payee?.username ?? '', name: payee ? fullName(payee.firstName, payee.lastName, payee.username) : '', email: payee?.email ?? '' },
          qrPayload,
          qrSvg: qrPayload ? await qrSvg(qrPayload) : null,
          availableMinor: balance?.availableMinor ?? 0,
        };
      }),
    );
  }

  private async adminOne(id: number): Promise<AdminPayout> {
    const [row] = await this.ctx.db.select().from(payouts).where(eq(payouts.id, id));
    if (!row) throw payoutNotFound();
    const [dto] = await this.adminDtos([row]);
    return dto!;
  }

  async approve(admin: CustomerRow, id: number): Promise<AdminPayout> {
    return this.decide(admin, id, 'approved', {}, {});
  }

  async markPaid(admin: CustomerRow, id: number, reference: string): Promise<AdminPayout> {
    const ref = reference.trim();
    return this.decide(admin, id, 'paid', { reference: ref }, { reference: ref });
  }

  async reject(admin: CustomerRow, id: number, reason: string): Promise<AdminPayout> {
    const why = reason.trim();
    return this.decide(admin, id, 'rejected', { rejectReason: why }, { reason: why });
  }

  /**
   * Moves a payout to `to` if the table allows it from its status now (one UPDATE: two admins at once
   * make one change), settles its ledger entry, writes the audit line; then mails the payee.
   * 404 PAYOUT_NOT_FOUND; 409 PAYOUT_STATE_CONFLICT from a status that does not lead there.
   */
  private async decide(admin: CustomerRow, id: number, to: PayoutDecision, set: Partial<Pick<PayoutRow, 'reference' | 'rejectReason'>>, detail: Record<string, unknown>): Promise<AdminPayout> {
    const from = (Object.keys(PAYOUT_TRANSITIONS) as PayoutStatus[]).filter((s) => PAYOUT_TRANSITIONS[s].includes(to));
    const now = new Date();
    const at = to === 'approved' ? { approvedAt: now } : to === 'paid' ? { paidAt: now } : { rejectedAt: now };
    const row = await this.ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!before) throw payoutNotFound();
      if (!from.includes(before.status)) throw stateConflict(`This payout is ${before.status}: it cannot become ${to}.`);
      const [moved] = await tx
        .update(payouts)
        .set({ status: to, ...set, ...at, decidedBy: admin.id })
        .where(and(eq(payouts.id, id), inArray(payouts.status, from)))
        .returning();
      if (!moved) throw stateConflict('This payout changed meanwhile.');
      if (to !== 'approved') {
        // Every open payout has its entry in_payout (written with it): anything else is a broken ledger, not a decision to make.
        const settled = await this.ledger.settlePayoutEntryIn(tx, id, to === 'paid' ? 'paid' : 'reversed');
        if (!settled) throw new Error(`payout ${id} has no ledger entry in_payout`);
      }
      await audit(tx, {
        actorId: admin.id,
        action: to === 'approved' ? 'payout.approve' : to === 'paid' ? 'payout.paid' : 'payout.reject',
        targetType: 'payout',
        targetId: String(id),
        detail: { from: before.status, to, customerId: moved.customerId, account: moved.account, amountMinor: moved.amountMinor, currency: moved.currency, ...detail },
      });
      return moved;
    });
    await this.mailPayee(to, row);
    return this.adminOne(id);
  }

  private async mailPayee(decision: PayoutDecision, row: PayoutRow): Promise<void> {
    const [payee] = await this.ctx.db.select().from(customers).where(eq(customers.id, row.customerId));
    if (!payee) return;
    await this.ctx.mailer.send(
      payoutDecisionMail(decision, {
        lang: languageOf(payee),
        to: payee.email,
        name: payee.firstName || payee.username,
        amountMinor: row.amountMinor,
        currency: row.currency,
        method: row.method,
        link: payoutsLink(this.ctx.config.publicUrl, row.account),
        reference: row.reference,
        reason: row.rejectReason,
      }),
    );
  }
}
