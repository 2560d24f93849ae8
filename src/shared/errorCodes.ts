// Stable error codes carried in problem+json bodies (`code`). The SPA maps each to a translation
// key `ERRORS.<code>`; the two profile-image codes keep the form of translation keys (`STUDENT.PROFILE.*`).
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_JSON: 'INVALID_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** The address or the headers are longer than the server reads (431). */
  REQUEST_HEADERS_TOO_LARGE: 'REQUEST_HEADERS_TOO_LARGE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',

  AUTH_REQUIRED: 'AUTH_REQUIRED',
  AUTH_TOKEN_INVALID: 'AUTH_TOKEN_INVALID',
  AUTH_INVALID_CREDENTIALS: 'AUTH_INVALID_CREDENTIALS',
  AUTH_TOO_MANY_ATTEMPTS: 'AUTH_TOO_MANY_ATTEMPTS',
  AUTH_WRONG_PASSWORD: 'AUTH_WRONG_PASSWORD',
  AUTH_PASSWORD_TOO_WEAK: 'AUTH_PASSWORD_TOO_WEAK',
  /** A change that needs the current password again (a new e-mail address) came without it. */
  AUTH_PASSWORD_REQUIRED: 'AUTH_PASSWORD_REQUIRED',
  AUTH_RESET_TOKEN_INVALID: 'AUTH_RESET_TOKEN_INVALID',
  AUTH_SIGNIN_TOKEN_INVALID: 'AUTH_SIGNIN_TOKEN_INVALID',
  FORBIDDEN: 'FORBIDDEN',

  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  CUSTOMER_USERNAME_TAKEN: 'CUSTOMER_USERNAME_TAKEN',
  CUSTOMER_USERNAME_INVALID: 'CUSTOMER_USERNAME_INVALID',
  CUSTOMER_EMAIL_TAKEN: 'CUSTOMER_EMAIL_TAKEN',
  CUSTOMER_REFERRAL_INVALID: 'CUSTOMER_REFERRAL_INVALID',
  CUSTOMER_ACTIVATION_TOKEN_INVALID: 'CUSTOMER_ACTIVATION_TOKEN_INVALID',
  CUSTOMER_PROFILE_IMAGE_INVALID: 'CUSTOMER_PROFILE_IMAGE_INVALID',
  /** An e-mail change confirmation or revert link that is unknown, used or expired. */
  CUSTOMER_EMAIL_TOKEN_INVALID: 'CUSTOMER_EMAIL_TOKEN_INVALID',
  /** A social link that is not an https: address. */
  CUSTOMER_SOCIAL_LINK_INVALID: 'CUSTOMER_SOCIAL_LINK_INVALID',

  /** Social sign-in is not configured on this server (no FIREBASE_PROJECT_ID). */
  SOCIAL_NOT_CONFIGURED: 'SOCIAL_NOT_CONFIGURED',
  /** The ID token is missing, malformed, unsigned, expired, or for another project. */
  SOCIAL_TOKEN_INVALID: 'SOCIAL_TOKEN_INVALID',
  /** The identity service revoked the token's session (sign in again). */
  SOCIAL_TOKEN_REVOKED: 'SOCIAL_TOKEN_REVOKED',
  /** The identity service account is disabled. */
  SOCIAL_USER_DISABLED: 'SOCIAL_USER_DISABLED',
  /** The uid sent is not the token's subject. */
  SOCIAL_UID_MISMATCH: 'SOCIAL_UID_MISMATCH',
  /** The token was signed in with another provider than the one in the path. */
  SOCIAL_PROVIDER_MISMATCH: 'SOCIAL_PROVIDER_MISMATCH',
  /** This provider identity is already linked to another customer. */
  SOCIAL_IDENTITY_IN_USE: 'SOCIAL_IDENTITY_IN_USE',
  /** The caller already has another account of this provider linked (unlink it first). */
  SOCIAL_PROVIDER_ALREADY_LINKED: 'SOCIAL_PROVIDER_ALREADY_LINKED',
  /** A new account would take an e-mail an existing customer has: sign in with the password and link. */
  SOCIAL_EMAIL_IN_USE: 'SOCIAL_EMAIL_IN_USE',
  /** The provider shared no e-mail address, which a new account needs. */
  SOCIAL_EMAIL_REQUIRED: 'SOCIAL_EMAIL_REQUIRED',
  /** Revoke: the provider is not linked. */
  SOCIAL_NOT_LINKED: 'SOCIAL_NOT_LINKED',
  /** Revoke: it is the account's only way to sign in (no password set). */
  SOCIAL_LAST_SIGN_IN_METHOD: 'SOCIAL_LAST_SIGN_IN_METHOD',
  /** The identity service could not be reached to check the token. */
  SOCIAL_SERVICE_UNAVAILABLE: 'SOCIAL_SERVICE_UNAVAILABLE',

  CATEGORY_NOT_FOUND: 'CATEGORY_NOT_FOUND',
  NEWS_NOT_FOUND: 'NEWS_NOT_FOUND',

  COURSE_NOT_FOUND: 'COURSE_NOT_FOUND',
  LESSON_NOT_FOUND: 'LESSON_NOT_FOUND',
  /** The lesson is neither a free preview nor in a course the caller is enrolled in. */
  LESSON_LOCKED: 'LESSON_LOCKED',
  /** Enrolling in a paid course; answered until payments exist. */
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  NOT_ENROLLED: 'NOT_ENROLLED',
  /** An instructor enrolling in a course they teach. */
  OWN_COURSE: 'OWN_COURSE',
  /** Leaving a paid course (refunds come with payments). */
  LEAVE_PAID_COURSE: 'LEAVE_PAID_COURSE',
  /** Completing a lesson not yet watched, read or passed; the problem's `missing` says what is left. */
  LESSON_NOT_ENGAGED: 'LESSON_NOT_ENGAGED',
  REVIEW_EXISTS: 'REVIEW_EXISTS',
  CERTIFICATE_NOT_FOUND: 'CERTIFICATE_NOT_FOUND',

  POST_NOT_FOUND: 'POST_NOT_FOUND',
  EVENT_NOT_FOUND: 'EVENT_NOT_FOUND',
  /** Every seat is taken. */
  EVENT_FULL: 'EVENT_FULL',
  EVENT_ALREADY_REGISTERED: 'EVENT_ALREADY_REGISTERED',
  /** The event has ended: no more registrations. */
  EVENT_OVER: 'EVENT_OVER',
  EVENT_REGISTRATION_NOT_FOUND: 'EVENT_REGISTRATION_NOT_FOUND',

  FILE_NOT_FOUND: 'FILE_NOT_FOUND',
  FILE_FOLDER_INVALID: 'FILE_FOLDER_INVALID',
  FILE_MISSING: 'FILE_MISSING',
  FILE_IMAGE_TOO_LARGE_DIMENSIONS: 'FILE_IMAGE_TOO_LARGE_DIMENSIONS',
  /** The file is not an image. */
  INVALID_FILE: 'STUDENT.PROFILE.ERROR_INVALID_FILE',
  /** The file is over 5 MB. */
  FILE_TOO_LARGE: 'STUDENT.PROFILE.ERROR_FILE_TOO_LARGE',
  /** A course, lesson, news item, post, event or profile still uses the file. */
  FILE_IN_USE: 'FILE_IN_USE',
  /** The uploads kept by this customer would pass their storage quota. */
  FILE_QUOTA_EXCEEDED: 'FILE_QUOTA_EXCEEDED',
  /** Too many uploads in a short time by this customer. */
  FILE_UPLOAD_RATE_LIMITED: 'FILE_UPLOAD_RATE_LIMITED',
  /** A protected file was asked for without a valid signature. */
  MEDIA_URL_INVALID: 'MEDIA_URL_INVALID',
  /** A protected file's signed URL has expired (open the lesson again for a new one). */
  MEDIA_URL_EXPIRED: 'MEDIA_URL_EXPIRED',
  /** A byte range past the end of the file. */
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',

  /** Someone saved this object after the version the edit started from (409; the problem carries `currentVersion` and `current`). */
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  /** An edit of a versioned object came without If-Match (428). */
  PRECONDITION_REQUIRED: 'PRECONDITION_REQUIRED',
  /** The caller's role may not use this area (an instructor page for a student). */
  ROLE_REQUIRED: 'ROLE_REQUIRED',

  // -- instructor applications (codes of that part below this line) --

  // -- course authoring --

  // -- video upload --

  // -- teaching: students, announcements, reviews --

  // -- people: instructor profile, settings, account deletion --
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export const ERROR_CODE_LIST: readonly ErrorCode[] = Object.values(ERROR_CODES);
