// Buying courses: the cart, coupons, orders, payments, refunds, receipts and the buyer's billing
// details. Every amount is an integer in its currency's minor unit (USD cents, THB satang, VND dong);
// the client never sends a price: the server computes every total.
import { Type, type Static } from '@sinclair/typebox';
import {
  BANK_REFERENCE_MAX_LENGTH,
  BILLING_ADDRESS_MAX_LENGTH,
  BILLING_NAME_MAX_LENGTH,
  CART_MAX_ITEMS,
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  CURRENCIES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYOUT_ACCOUNT_KINDS,
  PRICE_MAX_MINOR,
  REFUND_REASON_MAX_LENGTH,
  REFUND_STATUSES,
  TEST_CARD_PATTERN,
} from '../constants';
import { CountryIdSchema, IsoDateTime, LanguageSchema, literalUnion, Nullable, PageOf } from './common';

const CourseId = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** An amount in minor units (never negative; totals can reach many prices). */
const Minor = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** Orders, payments and refunds are named by opaque ids (UUIDs), not guessable numbers. */
const Uuid = Type.String({ format: 'uuid' });

export const CurrencyCodeSchema = literalUnion(CURRENCIES);
export const PaymentMethodSchema = literalUnion(PAYMENT_METHODS);
export const PaymentProviderSchema = literalUnion(PAYMENT_PROVIDERS);
export const OrderStatusSchema = literalUnion(ORDER_STATUSES);
export const PaymentStatusSchema = literalUnion(PAYMENT_STATUSES);
export const RefundStatusSchema = literalUnion(REFUND_STATUSES);
export const CouponKindSchema = literalUnion(COUPON_KINDS);
export const PayoutAccountKindSchema = literalUnion(PAYOUT_ACCOUNT_KINDS);

/** Per currency, e.g. a fixed coupon's amount off: {THB: 10000, USD: 300}. */
export const AmountsByCurrencySchema = Type.Partial(
  Type.Object(Object.fromEntries(CURRENCIES.map((c) => [c, Type.Integer({ minimum: 1, maximum: PRICE_MAX_MINOR })])) as Record<(typeof CURRENCIES)[number], ReturnType<typeof Type.Integer>>),
  { additionalProperties: false },
);
export type AmountsByCurrency = Static<typeof AmountsByCurrencySchema>;

// ---- Cart --------------------------------------------------------------------------------------

/** `?country=`: the region whose currency prices are shown in (default: the customer's stored country). */
export const RegionQuerySchema = Type.Object({ country: Type.Optional(CountryIdSchema) });
export type RegionQuery = Static<typeof RegionQuerySchema>;
export const CartCourseParamSchema = Type.Object({ courseId: CourseId });

export const CartLineSchema = Type.Object({
  courseId: CourseId,
  slug: Type.String(),
  title: Type.String(),
  /** The course's language, for `lang` on its title. */
  language: LanguageSchema,
  coverImage: Nullable(Type.String()),
  instructorName: Type.String(),
  /** The region's currency, or USD when the course has no price in it. */
  currency: CurrencyCodeSchema,
  priceMinor: Minor,
  /** The applied coupon's part of this line (0 without one). */
  discountMinor: Minor,
  totalMinor: Minor,
});
export type CartLine = Static<typeof CartLineSchema>;

/** One currency's totals: a cart can mix currencies (a course without a price in the region's currency is in USD). */
export const CartTotalSchema = Type.Object({
  currency: CurrencyCodeSchema,
  subtotalMinor: Minor,
  discountMinor: Minor,
  /** The tax included in (or added to) the total, per the region's setting. */
  taxMinor: Minor,
  totalMinor: Minor,
  /** Methods the buyer can pay this currency's order with, in the region's order. */
  methods: Type.Array(PaymentMethodSchema),
});
export type CartTotal = Static<typeof CartTotalSchema>;

export const CartSchema = Type.Object({
  country: CountryIdSchema,
  /** The region's currency (lines may still be in USD). */
  currency: CurrencyCodeSchema,
  lines: Type.Array(CartLineSchema, { maxItems: CART_MAX_ITEMS }),
  totals: Type.Array(CartTotalSchema),
  coupon: Nullable(Type.Object({ code: Type.String(), kind: CouponKindSchema })),
  /** Set when a course was left out, e.g. by a merge: {courseId, code} with CART_COURSE_OWNED or CART_COURSE_FREE. */
  skipped: Type.Array(Type.Object({ courseId: CourseId, code: Type.String() })),
});
export type Cart = Static<typeof CartSchema>;

/** POST /Cart/Merge: the courses a visitor put in the cart before signing in (kept in local storage). */
export const CartMergeRequestSchema = Type.Object({ courseIds: Type.Array(CourseId, { maxItems: CART_MAX_ITEMS }) }, { additionalProperties: false });
export type CartMergeRequest = Static<typeof CartMergeRequestSchema>;

/** GET /Cart/Preview?courseIds=1,2&country=: a signed-out visitor's cart priced by the server (nothing stored). */
export const CartPreviewQuerySchema = Type.Object({ courseIds: Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,49}$' }), country: Type.Optional(CountryIdSchema) });

export const CouponApplyRequestSchema = Type.Object({ code: Type.String({ pattern: COUPON_CODE_PATTERN }) }, { additionalProperties: false });
export type CouponApplyRequest = Static<typeof CouponApplyRequestSchema>;

// ---- Coupons (instructors) ------------------------------------------------------------------------

export const CouponSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: CouponKindSchema,
  /** kind percent: 1 to 100 (100 enrols without payment). */
  percent: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
  /** kind fixed: the amount off per currency; a line in a currency not listed gets no discount. */
  amounts: Nullable(AmountsByCurrencySchema),
  /** The instructor's courses it applies to; empty means every course of theirs. */
  courseIds: Type.Array(CourseId),
  expiresAt: Nullable(IsoDateTime),
  maxUses: Nullable(Type.Integer({ minimum: 1 })),
  usedCount: Type.Integer(),
  /** Each customer can use it once (the default). */
  oncePerCustomer: Type.Boolean(),
  active: Type.Boolean(),
  createdAt: IsoDateTime,
  version: Type.Integer(),
});
export type Coupon = Static<typeof CouponSchema>;

export const CouponWriteSchema = Type.Object(
  {
    code: Type.String({ pattern: COUPON_CODE_PATTERN }),
    kind: CouponKindSchema,
    percent: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
    amounts: Type.Optional(Nullable(AmountsByCurrencySchema)),
    courseIds: Type.Array(CourseId, { maxItems: 500 }),
    expiresAt: Nullable(IsoDateTime),
    maxUses: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    oncePerCustomer: Type.Boolean(),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CouponWrite = Static<typeof CouponWriteSchema>;
export const CouponListSchema = Type.Array(CouponSchema);

// ---- Payments -------------------------------------------------------------------------------------

export const PaymentSchema = Type.Object({
  id: Uuid,
  provider: PaymentProviderSchema,
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amountMinor: Minor,
  currency: CurrencyCodeSchema,
  /** QR methods: the EMVCo payload and the same as an SVG image (amount included). */
  qrPayload: Nullable(Type.String()),
  qrSvg: Nullable(Type.String()),
  /** Card: the provider's hosted page; test provider: the local test bank page. */
  redirectUrl: Nullable(Type.String()),
  /** After this the QR is no longer valid and the order expires. */
  expiresAt: IsoDateTime,
  /** QR paid by transfer: what the buyer should write as the transfer's reference (the order number). */
  reference: Type.String(),
});
export type Payment = Static<typeof PaymentSchema>;
export const PaymentIdParamSchema = Type.Object({ paymentId: Uuid });

/** The local test bank's view of a payment (GET /Payments/Test/{paymentId}; only while the test provider is on). */
export const TestBankPaymentSchema = Type.Object({
  id: Uuid,
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amountMinor: Minor,
  currency: CurrencyCodeSchema,
  orderNumber: Type.String(),
  merchantName: Type.String(),
  qrPayload: Nullable(Type.String()),
  qrSvg: Nullable(Type.String()),
  /** Where the bank sends the buyer back after approving or declining (the order's checkout page). */
  returnUrl: Type.String(),
});
export type TestBankPayment = Static<typeof TestBankPaymentSchema>;

/**
 * The test bank's approval (POST /Payments/Test/{paymentId}/Approve; no body is the same as `{}`): a
 * card payment may name the test card that pays it. The bank keeps only its fingerprint, and two
 * payments with the same card count as one person in the affiliate programme.
 */
export const TestBankApproveRequestSchema = Type.Object({ card: Type.Optional(Type.String({ pattern: TEST_CARD_PATTERN })) }, { additionalProperties: false });
export type TestBankApproveRequest = Static<typeof TestBankApproveRequestSchema>;

// ---- Billing ---------------------------------------------------------------------------------------

/** ISO 3166-1 alpha-2 country of the billing address (any country, not only our four regions). */
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });

export const BillingProfileSchema = Type.Object({
  name: Type.String({ maxLength: BILLING_NAME_MAX_LENGTH }),
  address: Type.String({ maxLength: BILLING_ADDRESS_MAX_LENGTH }),
  countryCode: Nullable(CountryCode),
  /** Validated per country (Thailand: 13 digits with the check digit; Philippines TIN 9 or 12 digits; Vietnam MST 10 or 13 digits). */
  taxId: Nullable(Type.String({ maxLength: 20 })),
  /** The method preselected at checkout, per region (country id as the key). */
  preferredMethods: Type.Partial(Type.Object({ '999': PaymentMethodSchema, '174': PaymentMethodSchema, '138': PaymentMethodSchema, '193': PaymentMethodSchema })),
});
export type BillingProfile = Static<typeof BillingProfileSchema>;
export const BillingProfileWriteSchema = Type.Object(
  {
    name: Type.String({ maxLength: BILLING_NAME_MAX_LENGTH }),
    address: Type.String({ maxLength: BILLING_ADDRESS_MAX_LENGTH }),
    countryCode: Nullable(CountryCode),
    taxId: Nullable(Type.String({ maxLength: 20 })),
    preferredMethods: Type.Partial(Type.Object({ '999': PaymentMethodSchema, '174': PaymentMethodSchema, '138': PaymentMethodSchema, '193': PaymentMethodSchema }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type BillingProfileWrite = Static<typeof BillingProfileWriteSchema>;

// ---- Refunds ---------------------------------------------------------------------------------------

/** Where a QR-rail refund is sent; `value` is checked per kind (PromptPay: phone or 13-digit ID; bank: account number; GCash/Maya: 09xxxxxxxxx; PayPal: e-mail). */
export const PayoutAccountSchema = Type.Object(
  {
    kind: PayoutAccountKindSchema,
    /** The account name as the bank knows it. */
    holderName: Type.String({ minLength: 1, maxLength: 200 }),
    /** Bank kinds: the bank (a short code or name). */
    bank: Type.Optional(Type.String({ maxLength: 100 })),
    value: Type.String({ minLength: 3, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type PayoutAccount = Static<typeof PayoutAccountSchema>;

/** The courses of an order a refund is asked for (each once). */
export const RefundCourseIdsSchema = Type.Array(CourseId, { minItems: 1, maxItems: 100, uniqueItems: true });

/** One line of a refund: the course and what is sent back for it (its paid amount, after its share of the discount and the tax). */
export const RefundLineSchema = Type.Object({ courseId: CourseId, title: Type.String(), amountMinor: Minor });
export type RefundLine = Static<typeof RefundLineSchema>;

export const RefundRequestSchema = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: REFUND_REASON_MAX_LENGTH }),
    /** Required when the order was paid on a QR rail (the money cannot go back through an API). */
    payoutAccount: Type.Optional(PayoutAccountSchema),
    /** The courses (order lines) to refund; without it, every line not refunded yet. */
    courseIds: Type.Optional(RefundCourseIdsSchema),
  },
  { additionalProperties: false },
);
export type RefundRequest = Static<typeof RefundRequestSchema>;

export const RefundSchema = Type.Object({
  id: Type.Integer(),
  status: RefundStatusSchema,
  amountMinor: Minor,
  currency: CurrencyCodeSchema,
  reason: Type.String(),
  /** Masked for the buyer's own view (only the last digits); the admin sees it whole. */
  payoutAccount: Nullable(PayoutAccountSchema),
  /** Money goes back through the provider's API (card), or an admin sends it by hand (QR rails). */
  manual: Type.Boolean(),
  rejectReason: Nullable(Type.String()),
  requestedAt: IsoDateTime,
  decidedAt: Nullable(IsoDateTime),
  refundedAt: Nullable(IsoDateTime),
  /** The bank or provider reference of the money sent back. */
  reference: Nullable(Type.String()),
  /** The order lines it covers (amountMinor is their sum); every line for a whole refund. Always sent by the server. */
  lines: Type.Optional(Type.Array(RefundLineSchema)),
});
export type Refund = Static<typeof RefundSchema>;

// ---- Orders ----------------------------------------------------------------------------------------

export const CreateOrderRequestSchema = Type.Object(
  {
    method: PaymentMethodSchema,
    /** The currency of the cart's lines to pay now; needed only when the cart mixes currencies. */
    currency: Type.Optional(CurrencyCodeSchema),
    country: Type.Optional(CountryIdSchema),
  },
  { additionalProperties: false },
);
export type CreateOrderRequest = Static<typeof CreateOrderRequestSchema>;
export const OrderIdParamSchema = Type.Object({ orderId: Uuid });

export const OrderLineSchema = Type.Object({
  courseId: CourseId,
  slug: Type.String(),
  title: Type.String(),
  language: LanguageSchema,
  unitMinor: Minor,
  discountMinor: Minor,
  totalMinor: Minor,
  /** What was paid for the line: its total with its share of the order's tax when added on top (the ledger's and the refunds' share). Always sent by the server. */
  paidMinor: Type.Optional(Minor),
  /** The refund of this line: requested or approved (in the open request), refunded; null when none. Always sent by the server. */
  refundStatus: Type.Optional(Nullable(RefundStatusSchema)),
  /** The buyer may ask for this line's refund now (within the window, less than the limit of THIS course completed, not refunded). Always sent by the server. */
  refundable: Type.Optional(Type.Boolean()),
});
export type OrderLine = Static<typeof OrderLineSchema>;

/** The billing details as they were when the order was placed (the receipt shows these). */
export const BillingSnapshotSchema = Type.Object({
  name: Type.String(),
  address: Type.String(),
  countryCode: Nullable(Type.String()),
  taxId: Nullable(Type.String()),
  email: Type.String(),
});
export type BillingSnapshot = Static<typeof BillingSnapshotSchema>;

export const OrderSummarySchema = Type.Object({
  id: Uuid,
  /** For people: e.g. "AC-2026-000042". */
  number: Type.String(),
  status: OrderStatusSchema,
  currency: CurrencyCodeSchema,
  totalMinor: Minor,
  method: Nullable(PaymentMethodSchema),
  courseTitles: Type.Array(Type.String()),
  createdAt: IsoDateTime,
  paidAt: Nullable(IsoDateTime),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;
export const OrderPageSchema = PageOf(OrderSummarySchema);

export const OrderSchema = Type.Object({
  id: Uuid,
  number: Type.String(),
  status: OrderStatusSchema,
  country: CountryIdSchema,
  currency: CurrencyCodeSchema,
  lines: Type.Array(OrderLineSchema),
  subtotalMinor: Minor,
  discountMinor: Minor,
  taxMinor: Minor,
  /** The tax rate applied, in basis points (700 = 7 %), and whether it is included in the prices. */
  taxRateBasisPoints: Type.Integer(),
  taxInclusive: Type.Boolean(),
  totalMinor: Minor,
  couponCode: Nullable(Type.String()),
  method: Nullable(PaymentMethodSchema),
  /** The payment in progress or the one that paid; null for a free (100 % coupon) order. */
  payment: Nullable(PaymentSchema),
  billing: BillingSnapshotSchema,
  /** The open refund request, else the latest refund. */
  refund: Nullable(RefundSchema),
  /** Every refund of the order, oldest first (a partial refund may be followed by others). Always sent by the server. */
  refunds: Type.Optional(Type.Array(RefundSchema)),
  /** The buyer may ask for a refund now (of some line: within the window, little of the course completed). */
  canRequestRefund: Type.Boolean(),
  /** Until when a refund can be asked for (null when not paid). */
  refundableUntil: Nullable(IsoDateTime),
  createdAt: IsoDateTime,
  paidAt: Nullable(IsoDateTime),
  /** A pending order expires then. */
  expiresAt: Nullable(IsoDateTime),
  version: Type.Integer(),
});
export type Order = Static<typeof OrderSchema>;

/** POST /Orders answers the order; 201 new, 200 when the same checkout was sent twice (double click, two tabs). */
export const CreateOrderResponseSchema = OrderSchema;

/** The seller printed on receipts (configured: SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID). */
export const SellerSchema = Type.Object({ name: Type.String(), address: Type.String(), taxId: Nullable(Type.String()), email: Type.String() });
export type Seller = Static<typeof SellerSchema>;

/** GET /Orders/{id}/Receipt: what the printable receipt shows (paid orders only). */
export const ReceiptSchema = Type.Object({
  order: OrderSchema,
  seller: SellerSchema,
  /** Thailand with a buyer's tax ID: a full tax invoice (ใบกำกับภาษีเต็มรูป); otherwise a receipt. */
  kind: Type.Union([Type.Literal('receipt'), Type.Literal('tax_invoice')]),
  /** The receipt's own number (e.g. "RC-2026-000042"). */
  number: Type.String(),
  issuedAt: IsoDateTime,
});
export type Receipt = Static<typeof ReceiptSchema>;

// ---- Admin: payments awaiting confirmation and refunds ------------------------------------------

export const AdminPaymentSchema = Type.Object({
  payment: PaymentSchema,
  orderId: Uuid,
  orderNumber: Type.String(),
  orderStatus: OrderStatusSchema,
  buyer: Type.Object({ username: Type.String(), name: Type.String(), email: Type.String() }),
  createdAt: IsoDateTime,
  confirmedAt: Nullable(IsoDateTime),
  bankReference: Nullable(Type.String()),
});
export type AdminPayment = Static<typeof AdminPaymentSchema>;
export const AdminPaymentQuerySchema = Type.Object({
  /** awaiting: QR transfers an admin must confirm (pending, provider `qr`); all: every payment. */
  status: Type.Optional(Type.Union([Type.Literal('awaiting'), Type.Literal('all')])),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const AdminPaymentPageSchema = PageOf(AdminPaymentSchema);
export const PaymentReceivedRequestSchema = Type.Object({ reference: Type.String({ minLength: 1, maxLength: BANK_REFERENCE_MAX_LENGTH }) }, { additionalProperties: false });
export type PaymentReceivedRequest = Static<typeof PaymentReceivedRequestSchema>;

export const AdminRefundSchema = Type.Object({
  refund: RefundSchema,
  orderId: Uuid,
  orderNumber: Type.String(),
  provider: Nullable(PaymentProviderSchema),
  method: Nullable(PaymentMethodSchema),
  buyer: Type.Object({ username: Type.String(), name: Type.String(), email: Type.String() }),
  /** The titles of the courses the refund covers. */
  courseTitles: Type.Array(Type.String()),
  /** Whether the refund covers only some of the order's lines. */
  partial: Type.Boolean(),
  /** The buyer's progress in the refund's courses when they asked (percent, highest course). */
  progressPercent: Type.Integer(),
});
export type AdminRefund = Static<typeof AdminRefundSchema>;
export const AdminRefundQuerySchema = Type.Object({
  status: Type.Optional(RefundStatusSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const AdminRefundPageSchema = PageOf(AdminRefundSchema);
export const RefundIdParamSchema = Type.Object({ refundId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const RefundRejectRequestSchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: REFUND_REASON_MAX_LENGTH }) }, { additionalProperties: false });
export const RefundPaidOutRequestSchema = PaymentReceivedRequestSchema;

/** What the SPA needs to know about payments at start (part of the runtime config). */
export const PaymentsRuntimeSchema = Type.Object({
  /** The test provider is on: show the "test payments" ribbon (always in a production build that has it on). */
  testMode: Type.Boolean(),
  /** Methods that have a provider configured. */
  methods: Type.Array(PaymentMethodSchema),
  /** The smallest payout per currency, in minor units (an admin's setting; absent from an older server). */
  payoutMinimumMinor: Type.Optional(Type.Object({ USD: Type.Integer(), THB: Type.Integer(), PHP: Type.Integer(), VND: Type.Integer() })),
});
export type PaymentsRuntime = Static<typeof PaymentsRuntimeSchema>;
