import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, jsonb, numeric, pgEnum, pgSequence, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { COUPON_KINDS, COURSE_LEVELS, COURSE_STATUSES, DEFAULT_COUNTRY, DEFAULT_LANGUAGE, LEDGER_ENTRY_KINDS, LEDGER_PARTIES, LEDGER_STATUSES, LESSON_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES, PAYOUT_ACCOUNTS, PAYOUT_STATUSES, QUIZ_ATTEMPT_STATUSES, QUIZ_QUESTION_TYPES, REFUND_STATUSES, ROLES, SALE_CHANNELS, type CountryId, type Currency, type PaymentMethod, type FileFolder, type Language, type QuizFeedbackMode, type QuizGradingMethod, type QuizLayout, type QuizShowAnswers } from '../../shared/constants';
import { TICKET_AUTHOR_ROLES, TICKET_CATEGORIES, TICKET_MESSAGE_KINDS, TICKET_STATUSES } from '../../shared/ticketConstants';
import { EVENT_KINDS, POST_KINDS } from '../../shared/schemas/content';
import type { AmountsByCurrency, BillingSnapshot, PayoutAccount } from '../../shared/schemas/commerce';
import type { SaleTerms } from '../../shared/schemas/money';
import type { SocialLinks } from '../../shared/schemas/customer';
import type { ContentTranslations, EventScheduleItem } from '../../shared/schemas/adminTypes';
import type { InstructorLinks, LocalizedText } from '../../shared/schemas/people';
import type { Answers, QuizDraw } from '../../shared/schemas/quiz';
import { APPLICATION_STATUSES } from '../../shared/schemas/studio';

// Column types with a fixed set of values come from the shared lists, so the API's types and the rows agree.
export const roleEnum = pgEnum('role', ROLES);
export const tokenPurposeEnum = pgEnum('token_purpose', ['activate', 'reset', 'signin', 'email-change', 'email-revert']);

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Opaque public handle (128 random bits); the internal id never leaves the server. */
    encryptId: text().notNull().unique(),
    username: text().notNull(),
    email: text().notNull(),
    /** Null for accounts created by social sign-in only. */
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    role: roleEnum().notNull().default('student'),
    points: integer().notNull().default(0),
    completedCourses: integer().notNull().default(0),
    completedLessons: integer().notNull().default(0),
    isEmailVerified: boolean().notNull().default(false),
    profileImage: text(),
    country: integer().$type<CountryId>().notNull().default(DEFAULT_COUNTRY),
    lang: text().$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    referralCode: text().notNull().unique(),
    referredBy: uuid().references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /** When the customer accepted the affiliate agreement (commissions are earned only after). */
    affiliateAcceptedAt: timestamp({ withTimezone: true }),
    /**
     * The referral link this customer last followed before a checkout (the referral cookie's code at
     * checkout, and the click's time): a sale of that customer's own course within the cookie's days
     * of the click sells on the instructor channel.
     */
    linkOwnerId: uuid().references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    linkClickedAt: timestamp({ withTimezone: true }),
    socialLinks: jsonb().$type<SocialLinks>().notNull().default({}),
    /** Tokens carry this number; raising it revokes every earlier token (sign-out, password change, reset). */
    tokenVersion: integer().notNull().default(0),
    /** Set by an admin: the account cannot sign in and its sessions ended (tokenVersion raised in the same change). */
    disabledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`),
    // The affiliate programme counts an affiliate's sign-ups.
    index('customers_referred_by_idx').on(t.referredBy).where(sql`${t.referredBy} is not null`),
    // The admin dashboard's sign-ups per day.
    index('customers_created_idx').on(t.createdAt),
  ],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial().primaryKey(),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum().notNull(),
    /** SHA-256 of the token; the token itself is only ever in the mail or the response. */
    tokenHash: text().notNull().unique(),
    /** The address the token is about: the new one to confirm (email-change), the old one to restore (email-revert). */
    email: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_tokens_customer_idx').on(t.customerId, t.purpose),
    // Addresses an e-mail change took away stay reserved while their revert link works.
    index('one_time_tokens_email_idx').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
  ],
);

export const socialProviderEnum = pgEnum('social_provider', ['google', 'facebook']);

/**
 * A sign-in identity of the identity service (Firebase) linked to a customer. `subject` is the identity
 * service's uid (the ID token's `sub`); one customer has at most one identity per provider, and an identity
 * belongs to one customer.
 */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    id: serial().primaryKey(),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    provider: socialProviderEnum().notNull(),
    subject: text().notNull(),
    /** What the provider shared at link time, shown on the social-login page. */
    email: text(),
    displayName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_identities_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('customer_identities_customer_provider_idx').on(t.customerId, t.provider),
  ],
);
export type CustomerIdentityRow = typeof customerIdentities.$inferSelect;

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    titleTh: text(),
    titleVi: text(),
    titleTl: text(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    coverImage: text(),
    ctlCountryId: integer().notNull(),
    summary: text().notNull().default(''),
    body: text().notNull().default(''),
    /** The language of title, summary and body; `translations` holds the others. */
    lang: text().$type<Language>().notNull().default('en'),
    translations: jsonb().$type<ContentTranslations>().notNull().default({}),
    /** A draft is never public; a published item with publishedAt in the future is scheduled. */
    isDraft: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('news_items_country_published_idx').on(t.ctlCountryId, t.publishedAt.desc().nullsFirst())],
);

export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    nameBySystem: text().notNull().unique(),
    folder: text().$type<FileFolder>().notNull(),
    ownerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    size: integer().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;

// ---- Course catalogue and learning -------------------------------------------------------------

export const courseLevelEnum = pgEnum('course_level', COURSE_LEVELS);
export const lessonKindEnum = pgEnum('lesson_kind', LESSON_KINDS);
/** Course authoring (migration 0009): where a course stands; is_published follows it (a trigger keeps them together). */
export const courseStatusEnum = pgEnum('course_status', COURSE_STATUSES);

export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    description: text().notNull().default(''),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    level: courseLevelEnum().notNull().default('all'),
    /** Language of instruction. */
    language: text().$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    /** A file name in the course-cover-image folder. */
    coverImage: text(),
    /** In USD; 0 means free. Derived: written from course_prices' USD row in the same transaction (course authoring). */
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** Courses outlive an instructor's account: the link is cleared, the course stays. */
    instructorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    /** Maintained in the same transaction as each review, so the average is exact. */
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    ratingAvg: numeric({ precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`case when rating_count = 0 then 0 else round(rating_sum::numeric / rating_count, 2) end`),
    enrollmentCount: integer().notNull().default(0),
    /**
     * lower(unaccent(title, subtitle, category titles in four languages)), kept by a trigger (migration
     * 0003): trigram search on it tolerates typos and Vietnamese diacritics, and LIKE finds Thai substrings.
     */
    searchText: text().notNull().default(''),
    /**
     * The distinct words of search_text (split as course_search_words is; '' stands for a word longer
     * than 200 characters), generated (migration 0029). Its GIN index finds the courses holding any of
     * the vocabulary words that contain a search word: exact posting lists, no trigram recheck.
     */
    searchWords: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`academy_search_words(search_text)`),
    // -- course authoring (migration 0009) --
    status: courseStatusEnum().notNull().default('draft'),
    /** Of the course's fields and outline; an edit sent with an older one (If-Match) is refused. */
    version: integer().notNull().default(1),
    outcomes: jsonb().$type<string[]>().notNull().default([]),
    requirements: jsonb().$type<string[]>().notNull().default([]),
    titleTranslations: jsonb().$type<Partial<Record<Language, string>>>().notNull().default({}),
    isFree: boolean().notNull().default(true),
    /** The admin's reason for the last rejection (a never-published course; a revision keeps its own in course_drafts). */
    reviewReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    /** Featured on the home page by an admin (newest first); null: not featured. */
    featuredAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('courses_featured_idx').on(t.featuredAt.desc()).where(sql`featured_at is not null`),
    index('courses_status_idx').on(t.status).where(sql`status = 'in_review'`),
    index('courses_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('courses_search_words_idx').using('gin', t.searchWords),
    // Category pages and their filters: counts are index-only scans, small filtered sets a bitmap.
    index('courses_category_idx').on(t.categoryId, t.level, t.language, t.price).where(sql`is_published`),
    index('courses_instructor_idx').on(t.instructorId),
    // One per catalogue sort, published only, matching ORDER BY ... DESC (NULLS FIRST) exactly.
    index('courses_popular_idx').on(t.enrollmentCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`is_published`),
    index('courses_newest_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`is_published`),
    index('courses_rating_idx').on(t.ratingAvg.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`is_published`),
    check('courses_price_check', sql`${t.price} >= 0`),
  ],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: serial().primaryKey(),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Course authoring: of the title (If-Match). */
    version: integer().notNull().default(1),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.sortOrder)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    sectionId: integer().notNull().references(() => courseSections.id, { onDelete: 'cascade' }),
    /** Denormalised from the section: progress and access checks need the course in one lookup. */
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    kind: lessonKindEnum().notNull(),
    /** Seconds. */
    durationSeconds: integer().notNull().default(0),
    isPreview: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    /** Text lessons: the lesson itself (paragraphs separated by a blank line). */
    body: text().notNull().default(''),
    /** Video lessons: where the player loads the file (e.g. /storage/course-video/<name>). */
    videoUrl: text(),
    /** Course authoring: of the lesson's fields (If-Match). */
    version: integer().notNull().default(1),
  },
  (t) => [index('lessons_section_idx').on(t.sectionId, t.sortOrder), index('lessons_course_idx').on(t.courseId)],
);

export const enrollments = pgTable(
  'enrollments',
  {
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /** Lessons of this course completed; moved only under this row's lock. */
    completedLessons: integer().notNull().default(0),
    lastLessonId: integer().references(() => lessons.id, { onDelete: 'set null' }),
    lastAccessedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The order that paid for it (null: a free course, or a 100 % coupon's order is still set); a refund removes these. */
    orderId: uuid().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.courseId] }),
    index('enrollments_course_idx').on(t.courseId),
    index('enrollments_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    // The admin dashboard's enrolments and completions per day.
    index('enrollments_enrolled_idx').on(t.enrolledAt),
    index('enrollments_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    lessonId: integer().notNull().references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /** Resume position in seconds: the last position the player reported. */
    positionSeconds: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the enrolled student first opened the lesson (a text lesson's reading time runs from here). */
    openedAt: timestamp({ withTimezone: true }),
    /** When `positionSeconds` was reported: the next report may add at most the video played since. */
    reportedAt: timestamp({ withTimezone: true }),
    /** Video lessons: the stretches played, as [start, end] seconds, sorted and disjoint. */
    watchedSegments: jsonb().$type<[number, number][]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.lessonId] }), index('lesson_progress_course_idx').on(t.customerId, t.courseId)],
);

/**
 * Enrolments the student left, kept 30 days: enrolling again within them restores the enrolment (its
 * progress rows were never deleted); after them the purge job deletes the progress and this row.
 */
export const leftEnrollments = pgTable(
  'left_enrollments',
  {
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    lastLessonId: integer().references(() => lessons.id, { onDelete: 'set null' }),
    lastAccessedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    enrolledAt: timestamp({ withTimezone: true }).notNull(),
    leftAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.courseId] }), index('left_enrollments_left_at_idx').on(t.leftAt)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    /** Public verification code (80 random bits). */
    code: text().notNull().unique(),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** As they were when the certificate was issued: a later rename changes nothing on it. */
    learnerName: text().notNull(),
    courseTitle: text().notNull(),
    /** Null when the course had no instructor. */
    instructorName: text(),
    /** The final grade (average of the course's quiz grades) when the course had graded quizzes. */
    gradePercent: real(),
  },
  (t) => [uniqueIndex('certificates_customer_course_idx').on(t.customerId, t.courseId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.courseId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    text: text().notNull().default(''),
    /** The language the author wrote in: the UI language at the time (the profile language for older rows); shown as the text's lang. */
    lang: text().$type<Language>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_course_customer_idx').on(t.courseId, t.customerId),
    index('reviews_course_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Every distinct word of courses.search_text, filled by a statement trigger (migration 0003; every
 * length up to 200 characters since 0029). A mistyped search word is corrected against its words of
 * 3 to 40 characters (trigram similarity), then searched as a substring: far cheaper than
 * fuzzy-matching every course. A search word names the courses to check through the words that
 * contain it (courses.search_words).
 */
export const courseSearchWords = pgTable(
  'course_search_words',
  { word: text().primaryKey() },
  (t) => [index('course_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

// ---- Instructor studio: course authoring (migration 0009) ----------------------------------------

/** A course's price per currency in minor units (the truth; courses.price is the USD one, derived). */
export const coursePrices = pgTable(
  'course_prices',
  {
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    currency: text().$type<Currency>().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.currency] }),
    check('course_prices_currency_check', sql`${t.currency} in ('USD', 'THB', 'PHP', 'VND')`),
    check('course_prices_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The edits of a published course (a draft revision): the whole editable tree, while students keep the
 * live rows. Approval applies it to them in one transaction.
 */
export const courseDrafts = pgTable(
  'course_drafts',
  {
    courseId: integer().primaryKey().references(() => courses.id, { onDelete: 'cascade' }),
    content: jsonb().$type<unknown>().notNull(),
    state: text().$type<'editing' | 'in_review' | 'rejected'>().notNull().default('editing'),
    reason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('course_drafts_state_check', sql`state in ('editing', 'in_review', 'rejected')`)],
);

// ---- Content sections: posts, events, registrations, contact -----------------------------------

export const postKindEnum = pgEnum('post_kind', POST_KINDS);
export const eventKindEnum = pgEnum('event_kind', EVENT_KINDS);

export const posts = pgTable(
  'posts',
  {
    id: serial().primaryKey(),
    kind: postKindEnum().notNull(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    /** Plain text, paragraphs separated by a blank line; a podcast's show notes. */
    body: text().notNull().default(''),
    /** A file name in the post-cover-image folder. */
    coverImage: text(),
    /** Podcasts: a file name in the podcast-audio folder. */
    audioFile: text(),
    durationSeconds: integer(),
    lang: text().$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    translations: jsonb().$type<ContentTranslations>().notNull().default({}),
    /** A draft is never public; a published post with publishedAt in the future is scheduled. */
    isDraft: boolean().notNull().default(false),
    /** A post outlives its author's account: the link is cleared and the API shows "Academy". */
    authorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  // The list is "one kind, newest first": this index serves it in order.
  (t) => [index('posts_kind_published_idx').on(t.kind, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    kind: eventKindEnum().notNull(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    description: text().notNull().default(''),
    /** A file name in the event-cover-image folder. */
    coverImage: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    place: text().notNull().default(''),
    ctlCountryId: integer().notNull(),
    capacity: integer().notNull(),
    /** Moved only in the transaction that inserts or deletes a registration, under this row's lock. */
    registeredCount: integer().notNull().default(0),
    /** The language of title, summary and description; `translations` holds the others (description as `body`). */
    lang: text().$type<Language>().notNull().default('en'),
    translations: jsonb().$type<ContentTranslations>().notNull().default({}),
    /** An IANA zone: the venue's local time, in which the schedule's times are given. */
    timeZone: text().notNull().default('Asia/Bangkok'),
    schedule: jsonb().$type<EventScheduleItem[]>().notNull().default([]),
    /** A draft is never public; one not a draft with publishedAt in the future is scheduled (as news and posts). */
    isDraft: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('events_kind_starts_idx').on(t.kind, t.startsAt),
    index('events_country_starts_idx').on(t.ctlCountryId, t.startsAt),
    check('events_capacity_check', sql`${t.capacity} > 0`),
    // The last line of defence for capacity: even a buggy caller cannot overbook.
    check('events_registered_count_check', sql`${t.registeredCount} between 0 and ${t.capacity}`),
    check('events_dates_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: integer().notNull().references(() => events.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_registrations_event_customer_idx').on(t.eventId, t.customerId), index('event_registrations_customer_idx').on(t.customerId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    lang: text().$type<Language>(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** Set once the mail to the academy went out; null rows can be sent again. */
    mailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);


// ---- Instructor studio: applying to teach (migration 0008) ----------------------------------------
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

/** A student's application to teach; an admin approves (the account becomes an instructor) or rejects it with a reason. */
export const instructorApplications = pgTable(
  'instructor_applications',
  {
    id: serial().primaryKey(),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum().notNull().default('pending'),
    bio: text().notNull(),
    topics: jsonb().$type<string[]>().notNull().default([]),
    /** The admin's reason for a rejection, shown to the applicant. */
    reason: text(),
    decidedBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('instructor_applications_customer_created_idx').on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('instructor_applications_status_created_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('instructor_applications_one_pending_idx').on(t.customerId).where(sql`${t.status} = 'pending'`),
  ],
);
export type InstructorApplicationRow = typeof instructorApplications.$inferSelect;

// ---- Instructor studio: video upload and lesson attachments (migration 0010) -----------------------

/** A resumable lesson video upload: the bytes so far sit in DATA_DIR/video-uploads/{id}.part until complete. */
export const videoUploads = pgTable(
  'video_uploads',
  {
    /** A random opaque token (the upload's URL). */
    id: text().primaryKey(),
    /** A live lesson or one of a draft revision (so no foreign key). */
    lessonId: integer().notNull(),
    ownerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    offset: bigint({ mode: 'number' }).notNull().default(0),
    /** 'mp4' | 'webm' once the first bytes were checked. */
    container: text(),
    completedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('video_uploads_created_idx').on(t.createdAt), index('video_uploads_lesson_idx').on(t.lessonId)],
);
export type VideoUploadRow = typeof videoUploads.$inferSelect;

/** A lesson's downloadable file (one per lesson), stored in the protected lesson-attachment folder. */
export const lessonAttachments = pgTable(
  'lesson_attachments',
  {
    /** A live lesson or one of a draft revision (so no foreign key; the purge removes those of lessons gone). */
    lessonId: integer().primaryKey(),
    nameBySystem: text().notNull(),
    /** The name the author's file had, offered as the download's name. */
    fileName: text().notNull(),
    size: integer().notNull(),
    contentType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_attachments_name_idx').on(t.nameBySystem)],
);
export type LessonAttachmentRow = typeof lessonAttachments.$inferSelect;

// ---- People: instructor profiles, settings, deleted accounts (migration 0012) -----------------------

/** An instructor's public profile fields; the photo is the customer's profile image. */
export const instructorProfiles = pgTable('instructor_profiles', {
  customerId: uuid().primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  headline: jsonb().$type<LocalizedText>().notNull().default({}),
  bio: jsonb().$type<LocalizedText>().notNull().default({}),
  /** https:// addresses only. */
  links: jsonb().$type<InstructorLinks>().notNull().default({}),
  ...timestamps,
});
export type InstructorProfileRow = typeof instructorProfiles.$inferSelect;

/** Notification preferences; a customer without a row has the defaults. Language and region are on customers. */
export const customerSettings = pgTable('customer_settings', {
  customerId: uuid().primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  notifyCourseAnnouncements: boolean().notNull().default(true),
  notifyReviewReplies: boolean().notNull().default(true),
  notifyMarketing: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An account its owner deleted: the customer row stays, anonymised, so reviews and certificates keep their links. */
export const deletedAccounts = pgTable('deleted_accounts', {
  customerId: uuid().primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// ---- Instructor studio: teaching (migration 0011) ------------------------------------------------

/** The course instructor's public reply to a review: one per review, editable. */
export const reviewReplies = pgTable('review_replies', {
  reviewId: integer().primaryKey().references(() => reviews.id, { onDelete: 'cascade' }),
  /** Who wrote it (the instructor, or an admin); the name shown is read from here. */
  authorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
  text: text().notNull(),
  ...timestamps,
});

/** A review reported as abusive, for the admins; once per review and reporter. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial().primaryKey(),
    reviewId: integer().notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/** A mail to a course's students; the rate limit counts these rows. */
export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: serial().primaryKey(),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    senderId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    body: text().notNull(),
    recipients: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_announcements_course_created_idx').on(t.courseId, t.createdAt)],
);

/** Who an announcement's mail was queued for: a batch that runs again (a retry) queues nobody twice. */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    announcementId: integer().notNull().references(() => courseAnnouncements.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.customerId] })],
);

/** A student who wants no more announcements of a course (courseId null: of any course). */
export const announcementUnsubscribes = pgTable(
  'announcement_unsubscribes',
  {
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer().references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('announcement_unsubscribes_customer_course_idx').on(t.customerId, sql`coalesce(${t.courseId}, 0)`)],
);

// ---- Quizzes (migration 0013) ------------------------------------------------------------------------
export const quizQuestionTypeEnum = pgEnum('quiz_question_type', QUIZ_QUESTION_TYPES);
export const quizAttemptStatusEnum = pgEnum('quiz_attempt_status', QUIZ_ATTEMPT_STATUSES);

/** The quiz of a quiz lesson (one per lesson; the lesson may still live only in a draft revision, so no foreign key to it). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial().primaryKey(),
    lessonId: integer().notNull().unique(),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    timeLimitSeconds: integer(),
    /** null: unlimited. */
    attemptsAllowed: integer(),
    cooldownSeconds: integer().notNull().default(0),
    passMarkPercent: integer().notNull(),
    gradingMethod: text().$type<QuizGradingMethod>().notNull().default('highest'),
    shuffleQuestions: boolean().notNull().default(false),
    shuffleOptions: boolean().notNull().default(false),
    feedbackMode: text().$type<QuizFeedbackMode>().notNull().default('submit'),
    showCorrectAnswers: text().$type<QuizShowAnswers>().notNull().default('after_submit'),
    layout: text().$type<QuizLayout>().notNull().default('one_per_page'),
    draws: jsonb().$type<QuizDraw[]>().notNull().default([]),
    /** Of the settings and the fixed questions' order (If-Match). */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('quizzes_course_idx').on(t.courseId)],
);
export type QuizRow = typeof quizzes.$inferSelect;

/**
 * A question in its author's bank. `data` holds what its type adds, keys included (options with ids and
 * correct flags, accepted answers, the number and its tolerance, blanks, pairs, items in order, essay guidance).
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial().primaryKey(),
    ownerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    type: quizQuestionTypeEnum().notNull(),
    prompt: text().notNull(),
    points: integer().notNull(),
    explanation: text().notNull().default(''),
    image: text(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('quiz_questions_owner_idx').on(t.ownerId, t.id), index('quiz_questions_tags_idx').using('gin', t.tags)],
);
export type QuizQuestionRow = typeof quizQuestions.$inferSelect;

/** A quiz's fixed questions, in order. */
export const quizQuestionLinks = pgTable(
  'quiz_question_links',
  {
    quizId: integer().notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer().notNull().references(() => quizQuestions.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.questionId] }), index('quiz_question_links_question_idx').on(t.questionId)],
);

/** Extra time and attempts for one student on one quiz. */
export const quizOverrides = pgTable(
  'quiz_overrides',
  {
    quizId: integer().notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    extraTimeSeconds: integer().notNull().default(0),
    extraAttempts: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.customerId] })],
);

/**
 * One attempt. `questions` is what the attempt asks, frozen when it starts (each question with its keys and
 * the order its options were shown in), so a later edit of the bank changes no running attempt; a regrade
 * replaces the keys in it on purpose. Scores are stored once graded.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial().primaryKey(),
    quizId: integer().notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    /** 1 for the learner's first (previews are numbered apart). */
    number: integer().notNull(),
    isPreview: boolean().notNull().default(false),
    status: quizAttemptStatusEnum().notNull().default('in_progress'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    questions: jsonb().$type<unknown[]>().notNull(),
    answers: jsonb().$type<Answers>().notNull().default({}),
    /** Seconds since the start at which each question was last answered (for the item analysis's average time). */
    answerTimes: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** With feedback after each question: the question ids already checked (their answers locked). */
    checked: jsonb().$type<number[]>().notNull().default([]),
    /** Per question id: points scored (null: an essay waiting) and the grader's comment. */
    grades: jsonb().$type<Record<string, { points: number | null; comment?: string | null }>>().notNull().default({}),
    points: real(),
    maxPoints: integer().notNull().default(0),
    scorePercent: real(),
    passed: boolean(),
  },
  (t) => [
    index('quiz_attempts_quiz_customer_idx').on(t.quizId, t.customerId, t.number),
    index('quiz_attempts_deadline_idx').on(t.deadline).where(sql`${t.status} = 'in_progress'`),
    uniqueIndex('quiz_attempts_one_open_idx').on(t.quizId, t.customerId).where(sql`${t.status} = 'in_progress'`),
    uniqueIndex('quiz_attempts_number_idx').on(t.quizId, t.customerId, t.isPreview, t.number),
  ],
);
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

// ---- Buying courses ---------------------------------------------------------------------------------
// Amounts are bigint columns read as JS numbers: minor units stay far below 2^53.
const minor = () => bigint({ mode: 'number' });

/** A signed-in customer's cart: its lines, and the coupon applied to it. */
export const carts = pgTable('carts', {
  customerId: uuid().primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  couponId: integer().references((): AnyPgColumn => coupons.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export const cartItems = pgTable(
  'cart_items',
  {
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.courseId] })],
);

export const couponKindEnum = pgEnum('coupon_kind', COUPON_KINDS);
/** An instructor's discount code for their courses (empty `courseIds`: every course of theirs). Codes are stored upper case. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    ownerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    kind: couponKindEnum().notNull(),
    percent: integer(),
    amounts: jsonb().$type<AmountsByCurrency>(),
    courseIds: jsonb().$type<number[]>().notNull().default([]),
    expiresAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    /** Orders paid (or free) with it; a pending order holds a use until it expires or is cancelled. */
    usedCount: integer().notNull().default(0),
    oncePerCustomer: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    index('coupons_owner_idx').on(t.ownerId),
    check('coupons_percent_check', sql`${t.percent} is null or (${t.percent} between 1 and 100)`),
    check('coupons_used_check', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/** The buyer's billing details (the receipt's "bill to"), and the method preselected per region. */
export const billingProfiles = pgTable('billing_profiles', {
  customerId: uuid().primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  name: text().notNull().default(''),
  address: text().notNull().default(''),
  countryCode: text(),
  taxId: text(),
  preferredMethods: jsonb().$type<Partial<Record<string, PaymentMethod>>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
/** Numbers orders for people (AC-2026-000042); the order's id is a UUID. */
export const orderNumberSeq = pgSequence('order_number_seq');
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'restrict' }),
    status: orderStatusEnum().notNull().default('pending'),
    countryId: integer().$type<CountryId>().notNull(),
    currency: text().$type<Currency>().notNull(),
    subtotalMinor: minor().notNull(),
    discountMinor: minor().notNull().default(0),
    taxMinor: minor().notNull().default(0),
    taxRateBasisPoints: integer().notNull().default(0),
    taxInclusive: boolean().notNull().default(true),
    totalMinor: minor().notNull(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text(),
    method: text().$type<PaymentMethod>(),
    billing: jsonb().$type<BillingSnapshot>().notNull(),
    /** What the cart held when this order was made (sorted course ids and coupon): a repeated checkout finds the same order. */
    cartKey: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The admin dashboard's revenue per day; the admin's order search by date.
    index('orders_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    index('orders_created_idx').on(t.createdAt),
    check('orders_amounts_check', sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} >= 0 and ${t.discountMinor} <= ${t.subtotalMinor}`),
    check('orders_currency_check', sql`${t.currency} in ('USD', 'THB', 'PHP', 'VND')`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: uuid().notNull().references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer().notNull().references(() => courses.id, { onDelete: 'restrict' }),
    /** The course's title when bought (the receipt keeps it). */
    title: text().notNull(),
    unitMinor: minor().notNull(),
    discountMinor: minor().notNull().default(0),
    totalMinor: minor().notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_course_idx').on(t.courseId)],
);

export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
/** One way of paying an order; an order has at most one pending payment (another method cancels the old one). */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().notNull().references(() => orders.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    status: paymentStatusEnum().notNull().default('pending'),
    amountMinor: minor().notNull(),
    currency: text().$type<Currency>().notNull(),
    /** The provider's id of it (Stripe's Checkout Session id ...). */
    providerRef: text(),
    qrPayload: text(),
    redirectUrl: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** A QR transfer confirmed by hand: who, and the bank's reference. */
    confirmedBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
    bankReference: text(),
    /**
     * The provider's fingerprint of the card that paid (Stripe's card fingerprint; the test bank's of its
     * test card number): the same card gives the same value across accounts, so the affiliate programme
     * sees a buyer and a referrer who pay with one card as one person. Null when the provider does not say.
     */
    payerKey: text(),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_payer_key_idx').on(t.payerKey).where(sql`${t.payerKey} is not null`),
    uniqueIndex('payments_one_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_one_succeeded_idx').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_pending_idx').on(t.provider, t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Every webhook event received, once per provider event id (a replay is recognised and changes nothing).
 * `outcome`: applied, duplicate (same event again), ignored (nothing to do), or flagged (unknown payment,
 * wrong amount or currency: kept for a person to look at, never enrols).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial().primaryKey(),
    provider: paymentProviderEnum().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    amountMinor: minor(),
    currency: text(),
    payload: jsonb().$type<unknown>().notNull(),
    outcome: text().$type<'applied' | 'ignored' | 'flagged'>().notNull(),
    flagReason: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_idx').on(t.provider, t.eventId), index('payment_events_flagged_idx').on(t.receivedAt).where(sql`${t.outcome} = 'flagged'`)],
);

export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);
/** A buyer's refund request for a whole order (one per order). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: uuid().notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: refundStatusEnum().notNull().default('requested'),
    amountMinor: minor().notNull(),
    currency: text().$type<Currency>().notNull(),
    reason: text().notNull(),
    payoutAccount: jsonb().$type<PayoutAccount>(),
    /** True when the money must be sent by hand (QR rails); false when the provider refunds through its API. */
    manual: boolean().notNull(),
    progressPercent: integer().notNull().default(0),
    rejectReason: text(),
    decidedBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
    providerRefundRef: text(),
    reference: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One open request per order (a partial refund may be followed by another one; a rejected one is asked again).
    uniqueIndex('refunds_open_order_idx').on(t.orderId).where(sql`${t.status} in ('requested', 'approved')`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.requestedAt),
    // The admin dashboard's refunds per day.
    index('refunds_refunded_idx').on(t.refundedAt).where(sql`${t.refundedAt} is not null`),
  ],
);

/** The order lines a refund covers (all of them for a whole refund); a line is refunded at most once (the service checks, under the order's state change). */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: integer().notNull().references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer().notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The line's part of the refund: what was paid for it (its share of the discount and the tax, as the ledger shares them). */
    amountMinor: minor().notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderLineId] }), index('refund_lines_line_idx').on(t.orderLineId)],
);

// ---- Money out: the earnings ledger, payout methods, payouts, referral clicks, the audit trail ----

export const ledgerEntryKindEnum = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);
export const ledgerPartyEnum = pgEnum('ledger_party', LEDGER_PARTIES);
export const ledgerStatusEnum = pgEnum('ledger_status', LEDGER_STATUSES);
export const saleChannelEnum = pgEnum('sale_channel', SALE_CHANNELS);
export const payoutAccountEnum = pgEnum('payout_account', PAYOUT_ACCOUNTS);
export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);

/**
 * The append-only earnings ledger: amounts never change and rows are never deleted; only `status`
 * moves (pending -> available on release, in_payout -> paid | reversed for payouts, pending ->
 * reversed on a refund within the hold). Per paid order line: gross and discount (party `sale`), then
 * tax, provider_fee, platform_fee, affiliate_commission and instructor_net, which sum to what was paid
 * for the line. A refund adds the negated entries with `reverses_id` set. A payout adds one negative
 * `payout` entry of the payee's account.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial().primaryKey(),
    kind: ledgerEntryKindEnum().notNull(),
    party: ledgerPartyEnum().notNull(),
    /** The instructor or affiliate whose balance this is (null for sale, tax, provider and platform entries). */
    beneficiaryId: uuid().references(() => customers.id, { onDelete: 'restrict' }),
    amountMinor: minor().notNull(),
    currency: text().$type<Currency>().notNull(),
    status: ledgerStatusEnum().notNull(),
    channel: saleChannelEnum(),
    orderId: uuid().references(() => orders.id, { onDelete: 'restrict' }),
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'restrict' }),
    courseId: integer().references(() => courses.id, { onDelete: 'restrict' }),
    payoutId: integer().references((): AnyPgColumn => payouts.id, { onDelete: 'restrict' }),
    /** The entry a refund reverses. */
    reversesId: integer().references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    /** Pending earnings become available at this time (the release job). */
    availableAt: timestamp({ withTimezone: true }),
    /** A sale entry's split percentages in force at the sale (null: older entries, reversals, payouts). */
    terms: jsonb().$type<SaleTerms>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_beneficiary_idx').on(t.beneficiaryId, t.party, t.createdAt),
    /**
     * An account's statement (newest first, by created_at then id) read from the index alone: a page's
     * ids however deep, the range's count and totals per currency, the monthly net by kind, without
     * visiting the table.
     */
    index('ledger_statement_idx').on(t.beneficiaryId, t.party, t.createdAt, t.id, t.currency, t.amountMinor, t.kind),
    index('ledger_order_idx').on(t.orderId),
    index('ledger_payout_idx').on(t.payoutId),
    index('ledger_release_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('ledger_one_reversal_idx').on(t.reversesId),
    check('ledger_currency_check', sql`${t.currency} in ('USD', 'THB', 'PHP', 'VND')`),
  ],
);

/** Where a customer's payouts are sent (one per customer); changing it needs the password and mails the account. */
export const payoutMethods = pgTable('payout_methods', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  method: jsonb().$type<PayoutAccount>().notNull(),
  version: integer().notNull().default(1),
  ...timestamps,
});

/** A request to pay out part of an account's available balance: requested -> approved -> paid | rejected. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    account: payoutAccountEnum().notNull(),
    amountMinor: minor().notNull(),
    currency: text().$type<Currency>().notNull(),
    status: payoutStatusEnum().notNull().default('requested'),
    /** The method when asked for (the money goes there even if the method changes later). */
    method: jsonb().$type<PayoutAccount>().notNull(),
    reference: text(),
    rejectReason: text(),
    decidedBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    rejectedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payouts_customer_idx').on(t.customerId, t.requestedAt),
    index('payouts_status_idx').on(t.status, t.requestedAt),
    /** One open payout per account and currency (twice at once: the second is refused). */
    uniqueIndex('payouts_one_open_idx').on(t.customerId, t.account, t.currency).where(sql`${t.status} in ('requested', 'approved')`),
    check('payouts_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Which of an account's entries a payout carries, and how much of each (an entry's part: a payout may
 * end inside one). Written with the payout (oldest available first, every negative one included), never
 * changed: an entry's place is derived from its payouts' statuses (requested or approved: in payout;
 * paid: paid; rejected: available again). The ledger entries themselves stay immutable.
 */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    payoutId: integer()
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    entryId: integer()
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    /** The part of the entry's amount this payout carries (same sign as the entry's, never more). */
    amountMinor: minor().notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.entryId] }), index('payout_entries_entry_idx').on(t.entryId, t.payoutId), check('payout_entries_amount_check', sql`${t.amountMinor} <> 0`)],
);

/** A referral link opened (?ref=CODE): counted for the affiliate's stats. */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: serial().primaryKey(),
    affiliateId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    path: text().notNull().default('/'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_clicks_affiliate_idx').on(t.affiliateId, t.createdAt)],
);

/** What admins did, for the audit trail: who, what, to what, with which details. Append only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /** Who the actor was when the line was written (kept when the account is deleted and actorId becomes null). */
    actorUsername: text(),
    actorName: text(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The target's fields before and after the change (only those that changed; no secrets). */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** The address the admin's request came from. */
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Settings admins change at run time (revenue split, refund window, ...): one row per key, validated by the settings service. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// ---- Support tickets (migration 0019) -----------------------------------------------------------

export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketCategoryEnum = pgEnum('ticket_category', TICKET_CATEGORIES);
export const ticketMessageKindEnum = pgEnum('ticket_message_kind', TICKET_MESSAGE_KINDS);
export const ticketAuthorRoleEnum = pgEnum('ticket_author_role', TICKET_AUTHOR_ROLES);

/** A learner's (or instructor's) question to the academy, about one of their orders, courses or lessons if linked. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    requesterId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    category: ticketCategoryEnum().notNull(),
    status: ticketStatusEnum().notNull().default('new'),
    /** Optional links: one of the requester's own orders, courses (enrolled or taught) or lessons. */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    lessonId: integer().references(() => lessons.id, { onDelete: 'set null' }),
    /** The admin handling it. */
    assigneeId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /** A course-content ticket forwarded to the course's instructor, who may then read and answer it. */
    forwardedToId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /** Merged into another ticket (a duplicate): closed, its messages shown in the other's thread. */
    mergedIntoId: integer().references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    /** The requester's region when opened: business hours are counted in its time zone. */
    countryId: integer().$type<CountryId>().notNull(),
    /** Since when the ticket waits for the staff (null while it waits for the learner, or is resolved/closed). */
    waitingSince: timestamp({ withTimezone: true }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** Business seconds (the region's working hours) to the first staff reply, and to resolution. */
    firstResponseSeconds: integer(),
    resolutionSeconds: integer(),
    /** Of status, assignee, category (If-Match on the staff's PUT). */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('tickets_requester_idx').on(t.requesterId, t.lastMessageAt.desc()),
    index('tickets_status_idx').on(t.status, t.waitingSince),
    index('tickets_forwarded_idx').on(t.forwardedToId).where(sql`forwarded_to_id is not null`),
    index('tickets_assignee_idx').on(t.assigneeId).where(sql`assignee_id is not null`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial().primaryKey(),
    ticketId: integer().notNull().references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    authorRole: ticketAuthorRoleEnum().notNull(),
    kind: ticketMessageKindEnum().notNull().default('public'),
    /** Plain text (shown as text, never as HTML). */
    body: text().notNull(),
    /** The language the author wrote in: the UI language at the time (the profile language for older rows). */
    lang: text().$type<Language>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Images (checked and re-encoded like photos) and PDFs (stored as they are, served as attachments). */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial().primaryKey(),
    /** Null until the message it was uploaded for is sent (unsent uploads are purged). */
    messageId: integer().references(() => ticketMessages.id, { onDelete: 'cascade' }),
    uploaderId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    /** The stored file's system name in its (protected) folder. */
    fileName: text().notNull(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_attachments_message_idx').on(t.messageId), index('ticket_attachments_uploader_idx').on(t.uploaderId, t.createdAt)],
);

/** Staff's ready answers, in four languages. */
export const cannedReplies = pgTable('canned_replies', {
  id: serial().primaryKey(),
  title: jsonb().$type<LocalizedText>().notNull(),
  body: jsonb().$type<LocalizedText>().notNull(),
  createdBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
  ...timestamps,
});
