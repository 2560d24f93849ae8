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
