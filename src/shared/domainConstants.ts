// The domain's constants that the shell (/home's JavaScript) does not use: catalogue, authoring, quizzes,
// money, payouts, tickets... constants.ts re-exports them, so every module imports from there; being a
// module of its own (free of side effects, see webpack.config.ts), it is bundled only with the lazy
// chunks that use it, instead of riding in the main chunk with the shell's constants.
import type { CountryId } from './constants';

/** Course catalogue and learning. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const LESSON_KINDS = ['text', 'video', 'attachment', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const COURSE_SORTS = ['relevance', 'newest', 'rating', 'popular'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
/** Points for the student's first completion of a lesson, and of a whole course. */
export const POINTS_PER_LESSON = 10;
export const POINTS_PER_COURSE = 100;
export const SEARCH_MAX_LENGTH = 100;
/** A search ranks at most this many matches; a `total` equal to it means "this many or more". */
export const SEARCH_RESULT_LIMIT = 500;
export const REVIEW_TEXT_MAX_LENGTH = 4000;

/** Money: ISO 4217 codes we sell in and the digits of each one's minor unit (amounts travel as integers of it). */
export const CURRENCIES = ['USD', 'THB', 'PHP', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_MINOR_DIGITS: { readonly [C in Currency]: number } = { USD: 2, THB: 2, PHP: 2, VND: 0 };

/** Course authoring (the instructor studio). */
export const COURSE_STATUSES = ['draft', 'in_review', 'published', 'rejected', 'unpublished'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** The kinds an author can create (LESSON_KINDS, which students see, grows to match as the kinds land). */
export const AUTHORING_LESSON_KINDS = ['text', 'video', 'attachment', 'quiz'] as const;
export type AuthoringLessonKind = (typeof AUTHORING_LESSON_KINDS)[number];
export const VIDEO_SOURCES = ['upload', 'youtube', 'vimeo'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];
export const COURSE_TITLE_MAX_LENGTH = 120;
export const COURSE_SUBTITLE_MAX_LENGTH = 200;
export const COURSE_DESCRIPTION_MAX_LENGTH = 20_000;
/** "What you will learn" and "requirements": up to this many lines of this length. */
export const COURSE_LIST_MAX_ITEMS = 20;
export const COURSE_LIST_ITEM_MAX_LENGTH = 200;
export const SECTION_TITLE_MAX_LENGTH = 120;
export const LESSON_TITLE_MAX_LENGTH = 120;
/** A text lesson's HTML as stored (sanitised). */
export const LESSON_BODY_MAX_LENGTH = 200_000;
export const REJECTION_REASON_MAX_LENGTH = 2000;
/** A category's title in each language (the admin's categories editor). */
export const CATEGORY_TITLE_MAX_LENGTH = 100;
/** Category levels, as the site's tree has them (Development > Web Development > CSS). */
export const CATEGORY_MAX_DEPTH = 3;
/** A price in minor units is at most this (e.g. 99,999,999.99 THB; VND 9,999,999,999). */
export const PRICE_MAX_MINOR = 9_999_999_999;
/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 2000;
/** Default cap of an uploaded lesson video (MAX_VIDEO_MB). */
export const DEFAULT_MAX_VIDEO_MB = 2048;
/** A resumable upload sends its bytes in parts of at most this size. */
export const VIDEO_UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/** Largest lesson attachment (pdf, zip, docx, xlsx, pptx, txt, png, jpg). */
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
export const INSTRUCTOR_APPLICATION_BIO_MAX_LENGTH = 2000;
export const INSTRUCTOR_APPLICATION_MAX_TOPICS = 10;

/** Quizzes: a lesson of kind `quiz` is passed with a graded attempt at or above its pass mark. */
export const QUIZ_QUESTION_TYPES = ['single', 'multiple', 'true_false', 'short', 'numeric', 'fill_blanks', 'matching', 'ordering', 'essay'] as const;
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];
/** Which attempt's score is the learner's grade. */
export const QUIZ_GRADING_METHODS = ['highest', 'last', 'average'] as const;
export type QuizGradingMethod = (typeof QUIZ_GRADING_METHODS)[number];
/** When a learner learns whether an answer was right: after each question (the answer is then locked), after submitting, or never. */
export const QUIZ_FEEDBACK_MODES = ['each', 'submit', 'never'] as const;
export type QuizFeedbackMode = (typeof QUIZ_FEEDBACK_MODES)[number];
/** When the correct answers (and explanations) are shown with the feedback. */
export const QUIZ_SHOW_ANSWERS = ['never', 'after_submit', 'after_pass', 'after_last_attempt'] as const;
export type QuizShowAnswers = (typeof QUIZ_SHOW_ANSWERS)[number];
/** One question per screen, or all on one page. */
export const QUIZ_LAYOUTS = ['one_per_page', 'all_on_one'] as const;
export type QuizLayout = (typeof QUIZ_LAYOUTS)[number];
/** Multiple choice: every choice right or nothing, or a share (right picks minus wrong picks, at least 0). */
export const QUIZ_MULTIPLE_SCORING = ['all_or_nothing', 'partial'] as const;
export type QuizMultipleScoring = (typeof QUIZ_MULTIPLE_SCORING)[number];
export const QUIZ_ATTEMPT_STATUSES = ['in_progress', 'submitted', 'pending_review'] as const;
export type QuizAttemptStatus = (typeof QUIZ_ATTEMPT_STATUSES)[number];
/** A new quiz's settings: Tutor LMS's defaults (10 attempts, 80 % to pass). */
export const QUIZ_DEFAULT_ATTEMPTS = 10;
export const QUIZ_DEFAULT_PASS_MARK = 80;
/** An answer saved or a submit that arrives this long after the deadline still counts (the network's delay), no more. */
export const QUIZ_DEADLINE_GRACE_SECONDS = 5;
export const QUIZ_MAX_TIME_LIMIT_SECONDS = 6 * 3600;
export const QUIZ_MAX_COOLDOWN_SECONDS = 30 * 24 * 3600;
export const QUIZ_MAX_ATTEMPTS = 100;
export const QUIZ_MAX_QUESTIONS = 200;
export const QUIZ_PROMPT_MAX_LENGTH = 20_000;
export const QUIZ_OPTION_MAX_LENGTH = 2000;
export const QUIZ_MAX_OPTIONS = 12;
export const QUIZ_MAX_ACCEPTED_ANSWERS = 20;
export const QUIZ_MAX_BLANKS = 20;
export const QUIZ_TAG_MAX_LENGTH = 40;
export const QUIZ_MAX_TAGS = 10;
export const QUIZ_ESSAY_MAX_LENGTH = 20_000;
export const QUIZ_MAX_POINTS = 100;
/** Points for a passed quiz lesson: POINTS_PER_LESSON plus up to this many more, in proportion to the grade (round(bonus × grade / 100)). */
export const QUIZ_POINTS_BONUS_MAX = 10;
/** A question in an imported file (CSV or Moodle GIFT) of at most this many bytes. */
export const QUIZ_IMPORT_MAX_BYTES = 1024 * 1024;

/*
 * Buying courses: the cart, coupons, orders, payments and refunds. Amounts are integers in the
 * currency's minor unit (CURRENCY_MINOR_DIGITS) from the database to the screen.
 */
/** The currency each region shows and charges; a course without a price in it is shown and charged in USD. */
export const REGION_CURRENCY: { readonly [C in CountryId]: Currency } = { 999: 'USD', 174: 'THB', 138: 'PHP', 193: 'VND' };
/** What a buyer chooses at checkout; `test` exists only while the test provider is on. */
export const PAYMENT_METHODS = ['test', 'promptpay', 'vietqr', 'qrph', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods offered per region, in this order (each still needs a provider configured for it). */
export const REGION_PAYMENT_METHODS: { readonly [C in CountryId]: readonly PaymentMethod[] } = {
  999: ['card'],
  174: ['promptpay', 'card'],
  138: ['qrph', 'card'],
  193: ['vietqr', 'card'],
};
/** The QR methods: the shop's own EMVCo code (PromptPay, VietQR, QR Ph) with the currency each one carries. */
export const QR_METHOD_CURRENCY = { promptpay: 'THB', vietqr: 'VND', qrph: 'PHP' } as const satisfies Partial<Record<PaymentMethod, Currency>>;
/** Who moves the money: the local test bank, the shop's own QR confirmed by an admin, or Stripe. */
export const PAYMENT_PROVIDERS = ['test', 'qr', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'refund_requested', 'refunded', 'partially_refunded', 'expired', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Where a refund goes when the payment rail cannot refund through an API (QR transfers). */
export const PAYOUT_ACCOUNT_KINDS = ['promptpay', 'bank_th', 'bank_ph', 'bank_vn', 'gcash', 'maya', 'paypal'] as const;
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** A coupon code: 3 to 32 of A-Z, 0-9 and '-', stored and compared upper case. */
export const COUPON_CODE_PATTERN = '^[A-Za-z0-9-]{3,32}$';
/** A test card number as typed at the test bank: 12 to 19 digits, spaces allowed between them. */
export const TEST_CARD_PATTERN = '^[0-9](?: ?[0-9]){11,18}$';
/** A pending order (and its payment) expires after this long unpaid. */
export const ORDER_PAYMENT_WINDOW_SECONDS = 15 * 60;
/** Defaults of the refund rule (configurable: REFUND_WINDOW_DAYS, REFUND_MAX_PROGRESS_PERCENT). */
export const DEFAULT_REFUND_WINDOW_DAYS = 14;
export const DEFAULT_REFUND_MAX_PROGRESS_PERCENT = 30;
/** A webhook whose signed time is older than this is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** Courses in one cart at most. */
export const CART_MAX_ITEMS = 50;
/**
 * Tax per region, in basis points of the price, included in the prices shown (VAT in Thailand 7 %,
 * the Philippines 12 %, Vietnam 10 % for e-learning; none for Global). The receipt shows the tax part.
 */
export const REGION_TAX: { readonly [C in CountryId]: { readonly rateBasisPoints: number; readonly inclusive: boolean } } = {
  999: { rateBasisPoints: 0, inclusive: true },
  174: { rateBasisPoints: 700, inclusive: true },
  138: { rateBasisPoints: 1200, inclusive: true },
  193: { rateBasisPoints: 1000, inclusive: true },
};
export const BILLING_NAME_MAX_LENGTH = 200;
export const BILLING_ADDRESS_MAX_LENGTH = 500;
export const REFUND_REASON_MAX_LENGTH = 2000;
export const BANK_REFERENCE_MAX_LENGTH = 100;

// Money out: the earnings ledger, payouts and the affiliate programme.
/** What an entry of the ledger records. Per order line: gross (+), discount (-); then who gets what of the rest: tax, the payment provider's fee, the platform's share, an affiliate's commission, the instructor's net (they sum to what the buyer paid). `payout` entries (negative) take money out of a balance. */
export const LEDGER_ENTRY_KINDS = ['gross', 'discount', 'tax', 'provider_fee', 'platform_fee', 'affiliate_commission', 'instructor_net', 'payout'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
/** Whose money an entry is: the buyer's side of the sale (gross, discount), or one party's share. */
export const LEDGER_PARTIES = ['sale', 'tax', 'provider', 'platform', 'affiliate', 'instructor'] as const;
export type LedgerParty = (typeof LEDGER_PARTIES)[number];
/** An earning is pending for the hold, then available; a payout entry is in_payout, then paid; a refunded sale's pending entries and their reversals are reversed, as is a rejected payout's entry. */
export const LEDGER_STATUSES = ['pending', 'available', 'in_payout', 'paid', 'reversed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];
/** How a sale came: found on the site, through the instructor's own coupon or link, or through an affiliate. */
export const SALE_CHANNELS = ['organic', 'instructor', 'affiliate'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];
/** The balances a payout is drawn from: an instructor's earnings or an affiliate's commissions. */
export const PAYOUT_ACCOUNTS = ['instructor', 'affiliate'] as const;
export type PayoutAccountName = (typeof PAYOUT_ACCOUNTS)[number];
export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The currency each kind of payout method receives (PayPal: US dollars). */
export const PAYOUT_KIND_CURRENCY: { readonly [K in PayoutAccountKind]: Currency } = {
  promptpay: 'THB', bank_th: 'THB', bank_ph: 'PHP', gcash: 'PHP', maya: 'PHP', bank_vn: 'VND', paypal: 'USD',
};
/** The smallest payout per currency, in minor units (about 10 US dollars). */
export const PAYOUT_MINIMUM_MINOR: { readonly [C in Currency]: number } = { USD: 1000, THB: 35000, PHP: 56000, VND: 250000 };
/** A payout cannot be asked for this long after the payout method changed (the old method's owner is mailed). */
export const PAYOUT_METHOD_COOLDOWN_HOURS = 24;
/** Defaults (configurable): the hold before earnings are available, the shares per channel, the affiliate's commission. */
export const DEFAULT_EARNINGS_HOLD_DAYS = 30;
export const DEFAULT_INSTRUCTOR_SHARE_PERCENT: { readonly [C in SaleChannel]: number } = { organic: 70, instructor: 97, affiliate: 70 };
export const DEFAULT_AFFILIATE_COMMISSION_PERCENT = 20;
/** The provider's fee per provider, in basis points of what the buyer paid (the test bank charges like a card). */
export const DEFAULT_PROVIDER_FEE_BASIS_POINTS: { readonly [P in PaymentProviderName]: number } = { test: 365, qr: 0, stripe: 365 };
/** The first-party cookie a referral link sets (?ref=CODE on any page): the code and when it was clicked; the last click wins. */
export const REFERRAL_COOKIE = 'academy_ref';
export const REFERRAL_COOKIE_DAYS = 30;
/** A learner who signed up through a referral is the affiliate's for this long. */
export const REFERRAL_ATTRIBUTION_DAYS = 90;
export const PAYOUT_REJECT_REASON_MAX_LENGTH = 1000;
/** A statement page at most (the CSV has every entry of the range). */
export const STATEMENT_MAX_PAGE_SIZE = 200;
