// Plain values (limits and lists) of the people, teaching and studio schemas, in a module without
// TypeBox: the SPA imports them from here, so no route chunk carries TypeBox and the schemas for a
// constant (the client takes only types from src/shared/schemas, which the lint keeps). The schema
// modules re-export them, so the server and the tests read them where they always did.

// ---- People (schemas/people.ts) ----
export const INSTRUCTOR_HEADLINE_MAX_LENGTH = 120;
export const INSTRUCTOR_BIO_MAX_LENGTH = 5000;
export const INSTRUCTOR_LINK_MAX_LENGTH = 300;
/** What an account without a password types to confirm its deletion (the same in every language). */
export const DELETE_ACCOUNT_CONFIRMATION_PHRASE = 'DELETE MY ACCOUNT';
export const INSTRUCTOR_LINK_NAMES = ['website', 'youtube', 'facebook', 'linkedin', 'x'] as const;

// ---- Teaching (schemas/studioTeaching.ts) ----
export const DASHBOARD_PERIODS = [30, 90, 365] as const;
export const ANNOUNCEMENT_SUBJECT_MAX_LENGTH = 150;
export const ANNOUNCEMENT_BODY_MAX_LENGTH = 5000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
export const REVIEW_REPORT_REASON_MAX_LENGTH = 1000;

// ---- Studio (schemas/studio.ts) ----
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

// ---- Admin events (schemas/adminEvents.ts) ----
/** draft: never public; scheduled: public from its publish time; upcoming and past: public, until or after its end. */
export const EVENT_ADMIN_STATUSES = ['draft', 'scheduled', 'upcoming', 'past'] as const;
/** Most seats one event may offer. */
export const EVENT_MAX_CAPACITY = 10_000;
/** Most lines of an event's schedule. */
export const EVENT_MAX_SCHEDULE_LINES = 40;
/** Messages to one event's registrants in 24 hours. */
export const EVENT_MESSAGES_PER_DAY = 3;
export const EVENT_MESSAGE_SUBJECT_MAX = 150;
export const EVENT_MESSAGE_BODY_MAX = 5000;

// ---- Admin content: news and posts (schemas/adminContent.ts) ----
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 1000;
export const CONTENT_BODY_MAX = 100_000;
export const CONTENT_SLUG_MAX = 120;
/** A slug: lower-case letters and digits in words joined by single hyphens. */
export const CONTENT_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** The largest podcast audio file: 100 MB. */
export const MAX_AUDIO_BYTES = 100 * 1024 * 1024;

// ---- Support tickets (schemas/tickets.ts) ----
export const TICKET_SUBJECT_MAX_LENGTH = 150;
export const TICKET_MESSAGE_MAX_LENGTH = 5000;
/** Attachments per message. */
export const TICKET_ATTACHMENTS_MAX = 5;
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Content types an attachment may have (checked by the file's bytes, never by its name). */
export const TICKET_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** A closed ticket may be reopened by its requester within this many days of closing. */
export const TICKET_REOPEN_DAYS = 7;
export const TICKET_SEARCH_MAX_LENGTH = 100;
export const CANNED_REPLY_TITLE_MAX_LENGTH = 120;
export const CANNED_REPLY_BODY_MAX_LENGTH = TICKET_MESSAGE_MAX_LENGTH;
/** Which tickets the admins' queue shows: 'active' (default) is new, open and pending. */
export const ADMIN_TICKET_STATUS_FILTERS = ['active', 'new', 'open', 'pending', 'resolved', 'closed', 'all'] as const;
