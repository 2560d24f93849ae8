// Money out: the earnings ledger (balances, monthly totals, statement), the instructor's orders,
// payout methods and payouts (instructors and affiliates alike), the affiliate programme and the
// admin's payout queue. Every amount is an integer in its currency's minor unit; ledger amounts are
// signed (a discount, a reversal, a payout are negative). No currency is ever converted into another.
import { Type, type Static } from '@sinclair/typebox';
import {
  BANK_REFERENCE_MAX_LENGTH,
  CURRENCIES,
  LEDGER_ENTRY_KINDS,
  LEDGER_PARTIES,
  LEDGER_STATUSES,
  ORDER_STATUSES,
  PAYOUT_ACCOUNTS,
  PAYOUT_REJECT_REASON_MAX_LENGTH,
  PAYOUT_STATUSES,
  SALE_CHANNELS,
  STATEMENT_MAX_PAGE_SIZE,
} from '../constants';
import { IsoDateTime, literalUnion, Nullable, PageOf } from './common';
import { STATEMENT_STATES } from '../statementStates';
import { PayoutAccountSchema } from './commerce';

const Currency = literalUnion(CURRENCIES);
/** A signed amount in minor units. */
const SignedMinor = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
const Minor = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Uuid = Type.String({ format: 'uuid' });
const PageParam = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 }));
/** A day (YYYY-MM-DD, UTC) bounding a range; `to` is included. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const CsvFormat = Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')]));

export const LedgerEntryKindSchema = literalUnion(LEDGER_ENTRY_KINDS);
export const LedgerPartySchema = literalUnion(LEDGER_PARTIES);
export const LedgerStatusSchema = literalUnion(LEDGER_STATUSES);
export const SaleChannelSchema = literalUnion(SALE_CHANNELS);
export const PayoutAccountNameSchema = literalUnion(PAYOUT_ACCOUNTS);
export const PayoutStatusSchema = literalUnion(PAYOUT_STATUSES);

// ---- Balances ---------------------------------------------------------------------------------------

/**
 * One currency's balance of one account (an instructor's earnings or an affiliate's commissions):
 * pending (in the hold), available (may be paid out; negative when a refund came after a payout, to be
 * offset by later sales), inPayout (asked for, not yet sent) and paid (sent, all time).
 */
export const BalanceSchema = Type.Object({
  currency: Currency,
  pendingMinor: SignedMinor,
  availableMinor: SignedMinor,
  inPayoutMinor: Minor,
  paidMinor: Minor,
  /** When the next pending amount becomes available, or null. */
  nextReleaseAt: Nullable(IsoDateTime),
});
export type Balance = Static<typeof BalanceSchema>;

/** One month (UTC) of one currency: what was sold and what the account earned from it (after reversals). */
export const MonthlyTotalSchema = Type.Object({
  /** YYYY-MM */
  month: Type.String(),
  currency: Currency,
  grossMinor: SignedMinor,
  netMinor: SignedMinor,
  sales: Type.Integer({ minimum: 0 }),
  refunds: Type.Integer({ minimum: 0 }),
});
export type MonthlyTotal = Static<typeof MonthlyTotalSchema>;

export const EarningsSchema = Type.Object({
  balances: Type.Array(BalanceSchema),
  /** The last 12 months, oldest first, every currency with sales. */
  monthly: Type.Array(MonthlyTotalSchema),
  /** The rules in force, so the page can explain a sale: the hold and the instructor's share per channel (percent). */
  holdDays: Type.Number({ minimum: 0 }),
  sharePercent: Type.Object({ organic: Type.Integer(), instructor: Type.Integer(), affiliate: Type.Integer() }),
  affiliateCommissionPercent: Type.Integer(),
});
export type Earnings = Static<typeof EarningsSchema>;

export const EarningsQuerySchema = Type.Object({
  /** Admins: another instructor's earnings. */
  customerId: Type.Optional(Type.String({ maxLength: 64 })),
});

// ---- Statement ----------------------------------------------------------------------------------------

/** How one sale (an order line) was split, for the breakdown shown on hover or tap: gross - discount = paid = tax + fee + platform + affiliate + net. */
export const SaleBreakdownSchema = Type.Object({
  grossMinor: Minor,
  discountMinor: Minor,
  taxMinor: Minor,
  providerFeeMinor: Minor,
  platformFeeMinor: Minor,
  affiliateCommissionMinor: Minor,
  instructorNetMinor: Minor,
  /**
   * The instructor's share of what remains after tax, fee and commission, and the affiliate's
   * commission, in percent: those in force when the sale was made (written with its entries), or for
   * an older sale computed from its amounts (null when they cannot tell, e.g. nothing was left to share).
   */
  sharePercent: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  affiliateCommissionPercent: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
});
export type SaleBreakdown = Static<typeof SaleBreakdownSchema>;

/** The split's percentages in force when a sale was made, written with each of its ledger entries. */
export interface SaleTerms {
  /** The instructor's share (percent) for the sale's channel. */
  sharePercent: number;
  /** The affiliate's commission (percent) in force, whether or not the sale had an affiliate. */
  affiliateCommissionPercent: number;
  /** The payment provider's fee (basis points) for the sale's provider; 0 for a free order. */
  providerFeeBasisPoints: number;
}

export { STATEMENT_STATES };
export type StatementState = (typeof STATEMENT_STATES)[number];

/** One entry of an account's statement (the account's own entries: net, commission, their reversals, payouts). */
export const StatementEntrySchema = Type.Object({
  id: Type.Integer(),
  createdAt: IsoDateTime,
  kind: LedgerEntryKindSchema,
  status: LedgerStatusSchema,
  amountMinor: SignedMinor,
  currency: Currency,
  /** A reversal (refund) of an earlier entry. */
  reversal: Type.Boolean(),
  channel: Nullable(SaleChannelSchema),
  availableAt: Nullable(IsoDateTime),
  order: Nullable(Type.Object({ id: Uuid, number: Type.String() })),
  course: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), lang: Type.String() })),
  payoutId: Nullable(Type.Integer()),
  /** Where its money is (see STATEMENT_STATES). */
  state: literalUnion(STATEMENT_STATES),
  /** The parts of an earning (or of a refund's debt) that open payouts carry, and that paid ones carried (0 for a payout's own line). */
  inPayoutMinor: SignedMinor,
  paidOutMinor: SignedMinor,
  /** The newest payout carrying it that was not rejected (an earning or a refund's debt), or null. */
  carriedBy: Nullable(Type.Integer()),
  /** The split of the sale this entry comes from (sale entries only). */
  breakdown: Nullable(SaleBreakdownSchema),
});
export type StatementEntry = Static<typeof StatementEntrySchema>;

export const StatementQuerySchema = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  currency: Type.Optional(Currency),
  /** Which account: an instructor's earnings (default) or the caller's affiliate commissions. */
  account: Type.Optional(PayoutAccountNameSchema),
  page: PageParam,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: STATEMENT_MAX_PAGE_SIZE })),
  format: CsvFormat,
  customerId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type StatementQuery = Static<typeof StatementQuerySchema>;
/** The affiliate's own statement: always the caller's affiliate account. */
export const AffiliateStatementQuerySchema = Type.Omit(StatementQuerySchema, ['account', 'customerId']);
export type AffiliateStatementQuery = Static<typeof AffiliateStatementQuerySchema>;

export const StatementPageSchema = Type.Object({
  items: Type.Array(StatementEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** The sum of the range's entries per currency (not only this page's). */
  totals: Type.Array(Type.Object({ currency: Currency, amountMinor: SignedMinor })),
});
export type StatementPage = Static<typeof StatementPageSchema>;

// ---- The instructor's orders --------------------------------------------------------------------------

export const InstructorOrderSchema = Type.Object({
  orderId: Uuid,
  number: Type.String(),
  createdAt: IsoDateTime,
  paidAt: Nullable(IsoDateTime),
  status: literalUnion(ORDER_STATUSES),
  course: Type.Object({ id: Type.Integer(), title: Type.String(), lang: Type.String() }),
  /** Never the buyer's whole name or address: "Somchai J." / "s***@gmail.com" style. */
  buyer: Type.String(),
  currency: Currency,
  /** What the buyer paid for this course (after discount) and what the instructor earns from it. */
  paidMinor: Minor,
  netMinor: SignedMinor,
  channel: Nullable(SaleChannelSchema),
  couponCode: Nullable(Type.String()),
});
export type InstructorOrder = Static<typeof InstructorOrderSchema>;
export const InstructorOrderQuerySchema = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('paid'), Type.Literal('refunded'), Type.Literal('refund_requested'), Type.Literal('all')])),
  courseId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: PageParam,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  format: CsvFormat,
  customerId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type InstructorOrderQuery = Static<typeof InstructorOrderQuerySchema>;
export const InstructorOrderPageSchema = PageOf(InstructorOrderSchema);
export type InstructorOrderPage = Static<typeof InstructorOrderPageSchema>;

// ---- Payout methods and payouts -----------------------------------------------------------------------

/** The caller's payout method as shown back (the number masked), with when it last changed. */
export const PayoutMethodSchema = Type.Object({
  method: PayoutAccountSchema,
  updatedAt: IsoDateTime,
  /** Payouts may be asked for again from this time (a day after a change). */
  usableFrom: IsoDateTime,
  version: Type.Integer(),
});
export type PayoutMethod = Static<typeof PayoutMethodSchema>;
export const PayoutMethodAnswerSchema = Type.Object({ method: Nullable(PayoutMethodSchema) });
export type PayoutMethodAnswer = Static<typeof PayoutMethodAnswerSchema>;
export const PayoutMethodWriteSchema = Type.Object(
  {
    method: PayoutAccountSchema,
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type PayoutMethodWrite = Static<typeof PayoutMethodWriteSchema>;

export const PayoutSchema = Type.Object({
  id: Type.Integer(),
  account: PayoutAccountNameSchema,
  amountMinor: Minor,
  currency: Currency,
  status: PayoutStatusSchema,
  /** The method as it was when asked for (masked). */
  method: PayoutAccountSchema,
  reference: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  requestedAt: IsoDateTime,
  approvedAt: Nullable(IsoDateTime),
  paidAt: Nullable(IsoDateTime),
  rejectedAt: Nullable(IsoDateTime),
});
export type Payout = Static<typeof PayoutSchema>;
export const PayoutRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    currency: Currency,
    /** Which balance: default the instructor's for instructors, the affiliate's for everyone else. */
    account: Type.Optional(PayoutAccountNameSchema),
  },
  { additionalProperties: false },
);
export type PayoutRequest = Static<typeof PayoutRequestSchema>;
export const PayoutQuerySchema = Type.Object({
  account: Type.Optional(PayoutAccountNameSchema),
  page: PageParam,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const PayoutPageSchema = PageOf(PayoutSchema);
export type PayoutPage = Static<typeof PayoutPageSchema>;

/** A payout as the admin sees it: the whole method (to send the money) and a QR for the exact amount where the rail has one. */
export const AdminPayoutSchema = Type.Object({
  payout: PayoutSchema,
  /** The unmasked method. */
  method: PayoutAccountSchema,
  payee: Type.Object({ username: Type.String(), name: Type.String(), email: Type.String() }),
  /** PromptPay, VietQR or QR Ph: an EMVCo payload for the exact amount, and its image. */
  qrPayload: Nullable(Type.String()),
  qrSvg: Nullable(Type.String()),
  /** What the payee has available now in this currency and account (after this payout). */
  availableMinor: SignedMinor,
});
export type AdminPayout = Static<typeof AdminPayoutSchema>;
export const AdminPayoutQuerySchema = Type.Object({
  status: Type.Optional(Type.Union([PayoutStatusSchema, Type.Literal('open'), Type.Literal('all')])),
  page: PageParam,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const AdminPayoutPageSchema = PageOf(AdminPayoutSchema);
export type AdminPayoutPage = Static<typeof AdminPayoutPageSchema>;
export const PayoutPaidRequestSchema = Type.Object({ reference: Type.String({ minLength: 1, maxLength: BANK_REFERENCE_MAX_LENGTH }) }, { additionalProperties: false });
export type PayoutPaidRequest = Static<typeof PayoutPaidRequestSchema>;
export const PayoutRejectRequestSchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: PAYOUT_REJECT_REASON_MAX_LENGTH }) }, { additionalProperties: false });
export type PayoutRejectRequest = Static<typeof PayoutRejectRequestSchema>;

// ---- Affiliate programme -------------------------------------------------------------------------------

export const AffiliateSchema = Type.Object({
  code: Type.String(),
  /** The site's address with ?ref=CODE (any page takes it). */
  link: Type.String(),
  /** When the caller accepted the affiliate agreement, or null (then no commission is earned). */
  acceptedAt: Nullable(IsoDateTime),
  stats: Type.Object({
    clicks: Type.Integer({ minimum: 0 }),
    signUps: Type.Integer({ minimum: 0 }),
    purchases: Type.Integer({ minimum: 0 }),
  }),
  balances: Type.Array(BalanceSchema),
  commissionPercent: Type.Integer(),
  cookieDays: Type.Integer(),
  attributionDays: Type.Integer(),
});
export type Affiliate = Static<typeof AffiliateSchema>;
export const AffiliateClickSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 32 }),
    /** The page the link opened (a site path). */
    path: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type AffiliateClick = Static<typeof AffiliateClickSchema>;
/** Whether the click counted (a known code that is not the caller's own). */
export const AffiliateClickAnswerSchema = Type.Object({ accepted: Type.Boolean() });
export type AffiliateClickAnswer = Static<typeof AffiliateClickAnswerSchema>;
