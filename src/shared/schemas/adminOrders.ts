// The admin console's orders (search, one order with its payments, webhook events and refund; refund
// and "transfer received") and the dashboard's figures. Amounts are integers in the currency's minor
// unit (VND has none), always with their ISO currency code.
import { Type, type Static } from '@sinclair/typebox';
import { BANK_REFERENCE_MAX_LENGTH, CURRENCIES, REFUND_REASON_MAX_LENGTH } from '../constants';
import { CurrencyCodeSchema, OrderSchema, OrderStatusSchema, PaymentMethodSchema, PaymentProviderSchema, PaymentStatusSchema, RefundCourseIdsSchema, RefundStatusSchema } from './commerce';
import { IsoDateTime, Nullable, PageOf } from './common';
import { TicketDashboardFiguresSchema } from './tickets';

const Uuid = Type.String({ format: 'uuid' });
/** A calendar day, YYYY-MM-DD. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const Minor = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** A sum that can go below zero (a day with more refunded than sold). */
const SignedMinor = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });

/** The time zone the dashboard's days are counted in. */
export const ADMIN_STATS_TIME_ZONE = 'Asia/Bangkok';
/** How many days the dashboard's series covers (today included). */
export const ADMIN_STATS_DAYS = 30;

export const AdminOrderQuerySchema = Type.Object({
  /** Order number, buyer's username or e-mail, or a course title (part of it). */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(OrderStatusSchema),
  method: Type.Optional(PaymentMethodSchema),
  currency: Type.Optional(CurrencyCodeSchema),
  /** Days the order was placed, both included, in the site's time zone (Asia/Bangkok). */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminOrderQuery = Static<typeof AdminOrderQuerySchema>;

export const AdminOrderBuyerSchema = Type.Object({
  /** The customer's public handle (for the people section). */
  encryptId: Type.String(),
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
});
export type AdminOrderBuyer = Static<typeof AdminOrderBuyerSchema>;

export const AdminOrderSummarySchema = Type.Object({
  id: Uuid,
  number: Type.String(),
  status: OrderStatusSchema,
  currency: CurrencyCodeSchema,
  totalMinor: Minor,
  method: Nullable(PaymentMethodSchema),
  /** The provider of the payment shown (the one that paid, else the one in progress). */
  provider: Nullable(PaymentProviderSchema),
  buyer: AdminOrderBuyerSchema,
  courseTitles: Type.Array(Type.String()),
  refundStatus: Nullable(RefundStatusSchema),
  createdAt: IsoDateTime,
  paidAt: Nullable(IsoDateTime),
});
export type AdminOrderSummary = Static<typeof AdminOrderSummarySchema>;
export const AdminOrderPageSchema = PageOf(AdminOrderSummarySchema);
export type AdminOrderPage = Static<typeof AdminOrderPageSchema>;

export const AdminOrderPaymentSchema = Type.Object({
  id: Uuid,
  provider: PaymentProviderSchema,
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amountMinor: Minor,
  currency: CurrencyCodeSchema,
  /** The provider's id of it (e.g. a Stripe Checkout Session). */
  providerRef: Nullable(Type.String()),
  createdAt: IsoDateTime,
  confirmedAt: Nullable(IsoDateTime),
  /** A transfer confirmed by hand: the admin's username and the bank's reference. */
  confirmedBy: Nullable(Type.String()),
  bankReference: Nullable(Type.String()),
});
export type AdminOrderPayment = Static<typeof AdminOrderPaymentSchema>;

export const AdminPaymentEventSchema = Type.Object({
  id: Type.Integer(),
  provider: PaymentProviderSchema,
  /** The provider's event id (stored once). */
  eventId: Type.String(),
  type: Type.String(),
  /** Stored events passed the provider's check (signature, or asked back from the provider): always true. */
  verified: Type.Boolean(),
  /** applied, ignored, or flagged (wrong amount or currency, unknown payment: never enrols). */
  outcome: Type.String(),
  flagReason: Nullable(Type.String()),
  amountMinor: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
  receivedAt: IsoDateTime,
});
export type AdminPaymentEvent = Static<typeof AdminPaymentEventSchema>;

export const AdminOrderDetailSchema = Type.Object({
  /** The order as the buyer sees it (lines, totals, tax, coupon, billing), with the refund's payout account whole. */
  order: OrderSchema,
  buyer: AdminOrderBuyerSchema,
  /** Every payment tried for it, newest first. */
  payments: Type.Array(AdminOrderPaymentSchema),
  /** Webhook events of those payments, newest first. */
  events: Type.Array(AdminPaymentEventSchema),
  /** What an admin may do now. */
  canRefund: Type.Boolean(),
  /** The order has an open refund request: a refund approves it. */
  refundRequested: Type.Boolean(),
  canMarkReceived: Type.Boolean(),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetailSchema>;

export const AdminOrderIdParamSchema = Type.Object({ id: Uuid });
export const AdminOrderRefundRequestSchema = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: REFUND_REASON_MAX_LENGTH }),
    /** The courses (order lines) to refund; without it, every line not refunded yet. Ignored when approving the open request. */
    courseIds: Type.Optional(RefundCourseIdsSchema),
  },
  { additionalProperties: false },
);
export type AdminOrderRefundRequest = Static<typeof AdminOrderRefundRequestSchema>;
export const AdminOrderMarkReceivedRequestSchema = Type.Object({ reference: Type.String({ minLength: 1, maxLength: BANK_REFERENCE_MAX_LENGTH }) }, { additionalProperties: false });
export type AdminOrderMarkReceivedRequest = Static<typeof AdminOrderMarkReceivedRequestSchema>;

// ---- The dashboard ---------------------------------------------------------------------------------

export const CurrencyAmountSchema = Type.Object({ currency: CurrencyCodeSchema, amountMinor: SignedMinor });
export type CurrencyAmount = Static<typeof CurrencyAmountSchema>;

export const StatsPeriodSchema = Type.Object({
  signUps: Type.Integer(),
  enrolments: Type.Integer(),
  completions: Type.Integer(),
  /** Paid orders minus refunds, per currency (only currencies with some movement), in CURRENCIES order. */
  revenue: Type.Array(CurrencyAmountSchema),
});
export type StatsPeriod = Static<typeof StatsPeriodSchema>;

export const StatsDaySchema = Type.Object({
  day: Day,
  signUps: Type.Integer(),
  enrolments: Type.Integer(),
  revenue: Type.Array(CurrencyAmountSchema),
});
export type StatsDay = Static<typeof StatsDaySchema>;

export const AdminStatsSchema = Type.Object({
  /** Days are counted in this time zone (Asia/Bangkok). */
  timeZone: Type.String(),
  generatedAt: IsoDateTime,
  today: StatsPeriodSchema,
  /** Today and the 29 days before it. */
  last30Days: StatsPeriodSchema,
  /** What waits for an admin now. */
  queues: Type.Object({
    coursesAwaitingReview: Type.Integer(),
    payoutsAwaitingApproval: Type.Integer(),
    /** Refunds asked for and not decided, plus approved ones waiting to be sent by hand. */
    refundRequestsOpen: Type.Integer(),
    transfersAwaitingConfirmation: Type.Integer(),
  }),
  /** One entry per day, oldest first, the last one today. */
  series: Type.Array(StatsDaySchema),
  currencies: Type.Array(CurrencyCodeSchema, { maxItems: CURRENCIES.length }),
  /** Support tickets: open ones, those waiting for the staff, medians over 30 days in business hours. */
  tickets: TicketDashboardFiguresSchema,
});
export type AdminStats = Static<typeof AdminStatsSchema>;
