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
  /** The caller already has an application waiting for a decision (409). */
  INSTRUCTOR_APPLICATION_PENDING: 'INSTRUCTOR_APPLICATION_PENDING',
  /** The caller already teaches (instructor or admin): nothing to apply for (409). */
  INSTRUCTOR_APPLICATION_ALREADY_INSTRUCTOR: 'INSTRUCTOR_APPLICATION_ALREADY_INSTRUCTOR',
  /** No application (the caller's own, or the one an admin named). */
  INSTRUCTOR_APPLICATION_NOT_FOUND: 'INSTRUCTOR_APPLICATION_NOT_FOUND',
  /** The application was approved or rejected already (409). */
  INSTRUCTOR_APPLICATION_ALREADY_DECIDED: 'INSTRUCTOR_APPLICATION_ALREADY_DECIDED',
  /** The bio or a topic is blank once trimmed, or a reason is blank (400). */
  INSTRUCTOR_APPLICATION_INVALID: 'INSTRUCTOR_APPLICATION_INVALID',

  // -- course authoring --
  /** No such section among the caller's courses (404; another instructor's looks the same). */
  SECTION_NOT_FOUND: 'SECTION_NOT_FOUND',
  /** The outline does not name every section and lesson of the course exactly once (400). */
  OUTLINE_INVALID: 'OUTLINE_INVALID',
  /** Submitting a course that lacks what a review needs; the problem's `errors` list what is missing (422). */
  COURSE_INCOMPLETE: 'COURSE_INCOMPLETE',
  /** Submitting a published course with no edits waiting (409). */
  COURSE_NOTHING_TO_SUBMIT: 'COURSE_NOTHING_TO_SUBMIT',
  /** An admin's decision on a course that is not waiting for one (409). */
  COURSE_NOT_IN_REVIEW: 'COURSE_NOT_IN_REVIEW',
  /** Unpublishing a course that is not published (409). */
  COURSE_NOT_PUBLISHED: 'COURSE_NOT_PUBLISHED',
  /** The category named does not exist (400). */
  COURSE_CATEGORY_INVALID: 'COURSE_CATEGORY_INVALID',
  /** A cover image that is not one of the caller's files in the course-cover-image folder (400). */
  COURSE_COVER_INVALID: 'COURSE_COVER_INVALID',
  /** A video address that is not an https YouTube / Vimeo address, or an uploaded name that is not a stored video (400). */
  LESSON_VIDEO_INVALID: 'LESSON_VIDEO_INVALID',

  // -- video upload --
  /** The file is not an MP4 or WebM video (checked by its bytes); the upload is dropped. */
  VIDEO_NOT_A_VIDEO: 'VIDEO_NOT_A_VIDEO',
  /** The video is over MAX_VIDEO_MB, or more bytes came than announced (413). */
  VIDEO_TOO_LARGE: 'VIDEO_TOO_LARGE',
  /** One PATCH carried more than VIDEO_UPLOAD_PART_BYTES (413). */
  VIDEO_PART_TOO_LARGE: 'VIDEO_PART_TOO_LARGE',
  /** The PATCH's Upload-Offset is not where the upload stands; the problem carries `offset` to resume from (409). */
  VIDEO_UPLOAD_OFFSET_MISMATCH: 'VIDEO_UPLOAD_OFFSET_MISMATCH',
  /** No such upload (or not the caller's, or removed after 24 h unfinished). */
  VIDEO_UPLOAD_NOT_FOUND: 'VIDEO_UPLOAD_NOT_FOUND',
  /** The whole file arrived but its duration could not be read from the container (400). */
  VIDEO_UNREADABLE: 'VIDEO_UNREADABLE',
  /** A lesson attachment that is not one of the allowed kinds, by its bytes (400). */
  ATTACHMENT_TYPE_NOT_ALLOWED: 'ATTACHMENT_TYPE_NOT_ALLOWED',
  /** A lesson attachment over its size limit (413). */
  ATTACHMENT_TOO_LARGE: 'ATTACHMENT_TOO_LARGE',
  /** The lesson has no attachment. */
  ATTACHMENT_NOT_FOUND: 'ATTACHMENT_NOT_FOUND',

  // -- teaching: students, announcements, reviews --
  /** No such review among the caller's courses' reviews (404). */
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  /** The review has no reply to remove (404). */
  REVIEW_REPLY_NOT_FOUND: 'REVIEW_REPLY_NOT_FOUND',
  /** The caller has reported this review already (409). */
  REVIEW_ALREADY_REPORTED: 'REVIEW_ALREADY_REPORTED',
  /** The reply, reason, subject or body is blank once trimmed (400). */
  TEACHING_TEXT_BLANK: 'TEACHING_TEXT_BLANK',
  /** The course has sent its announcements for the next 24 hours (429, Retry-After). */
  ANNOUNCEMENT_RATE_LIMITED: 'ANNOUNCEMENT_RATE_LIMITED',
  /** No enrolled student would receive the announcement (409). */
  ANNOUNCEMENT_NO_RECIPIENTS: 'ANNOUNCEMENT_NO_RECIPIENTS',
  /** The unsubscribe link is not one we made (400). */
  ANNOUNCEMENT_UNSUBSCRIBE_INVALID: 'ANNOUNCEMENT_UNSUBSCRIBE_INVALID',

  // -- people: instructor profile, settings, account deletion --
  /** No public instructor page by this username (unknown, deleted, or not an instructor). */
  INSTRUCTOR_NOT_FOUND: 'INSTRUCTOR_NOT_FOUND',
  /** Deleting the account is refused for now (409): the problem's `reasons` and `courses` say why. */
  ACCOUNT_DELETION_BLOCKED: 'ACCOUNT_DELETION_BLOCKED',
  /** An account without a password deletes itself only with the confirmation phrase typed exactly. */
  ACCOUNT_DELETION_CONFIRMATION_INVALID: 'ACCOUNT_DELETION_CONFIRMATION_INVALID',
  // -- quizzes --
  /** No such quiz among those the caller may read or edit (404). */
  QUIZ_NOT_FOUND: 'QUIZ_NOT_FOUND',
  /** No such question in the caller's question bank (404). */
  QUIZ_QUESTION_NOT_FOUND: 'QUIZ_QUESTION_NOT_FOUND',
  /** A question that does not hold together for its type (no correct option, a blank without an accepted answer, a pair missing a side ...) (400); `detail` says what. */
  QUIZ_QUESTION_INVALID: 'QUIZ_QUESTION_INVALID',
  /** Quiz settings that do not hold together (a draw from a tag with fewer questions than asked, a question not in the caller's bank ...) (400). */
  QUIZ_SETTINGS_INVALID: 'QUIZ_SETTINGS_INVALID',
  /** A quiz with no question (fixed or drawn) cannot be taken yet (409). */
  QUIZ_EMPTY: 'QUIZ_EMPTY',
  /** Every attempt allowed was used (409). */
  QUIZ_NO_ATTEMPTS_LEFT: 'QUIZ_NO_ATTEMPTS_LEFT',
  /** A failed attempt was submitted too recently; the problem carries `missing: {secondsLeft}` (409). */
  QUIZ_COOLDOWN: 'QUIZ_COOLDOWN',
  /** Only enrolled students (and the course's instructor or an admin, as a preview) take a quiz (403). */
  QUIZ_NOT_ENROLLED: 'QUIZ_NOT_ENROLLED',
  /** No such attempt of the caller's (404). */
  QUIZ_ATTEMPT_NOT_FOUND: 'QUIZ_ATTEMPT_NOT_FOUND',
  /** The attempt was submitted (or its time ran out and it was submitted with what was saved): answers are refused (409). */
  QUIZ_ATTEMPT_CLOSED: 'QUIZ_ATTEMPT_CLOSED',
  /** An answer of the wrong shape for its question, or for a question not in the attempt (400); `detail` names the question. */
  QUIZ_ANSWER_INVALID: 'QUIZ_ANSWER_INVALID',
  /** With feedback after each question, a checked answer can no longer change (409). */
  QUIZ_ANSWER_LOCKED: 'QUIZ_ANSWER_LOCKED',
  /** Grading an essay answer that is not waiting for a grade, or points above the question's (400/409). */
  QUIZ_GRADE_INVALID: 'QUIZ_GRADE_INVALID',
  /** An import file that could not be read at all (400); rows with problems are reported in the answer instead. */
  QUIZ_IMPORT_INVALID: 'QUIZ_IMPORT_INVALID',
  /* Buying courses. */
  /** A course that is already the caller's (enrolled) or that they teach cannot go in the cart (409). */
  CART_COURSE_OWNED: 'CART_COURSE_OWNED',
  /** A free course goes straight to enrolment, not to the cart (409). */
  CART_COURSE_FREE: 'CART_COURSE_FREE',
  /** The cart holds CART_MAX_ITEMS courses already (409). */
  CART_FULL: 'CART_FULL',
  /** Checkout of an empty cart (409). */
  CART_EMPTY: 'CART_EMPTY',
  /** The cart holds lines in more than one currency: the order must name which `currency` to pay now (400). */
  CART_CURRENCY_REQUIRED: 'CART_CURRENCY_REQUIRED',
  /** No usable coupon with that code: unknown, inactive, expired, used up, or for none of the cart's courses (404/409); `detail` says which. */
  COUPON_NOT_FOUND: 'COUPON_NOT_FOUND',
  COUPON_EXPIRED: 'COUPON_EXPIRED',
  COUPON_USED_UP: 'COUPON_USED_UP',
  /** The caller used this once-per-customer coupon already (409). */
  COUPON_ALREADY_USED: 'COUPON_ALREADY_USED',
  /** The coupon is for none of the courses in the cart (409). */
  COUPON_NOT_APPLICABLE: 'COUPON_NOT_APPLICABLE',
  /** Another coupon of the instructor's has this code (409). */
  COUPON_CODE_TAKEN: 'COUPON_CODE_TAKEN',
  /** A coupon that does not hold together (a percent above 100, a fixed amount without any currency, a course not the instructor's ...) (400). */
  COUPON_INVALID: 'COUPON_INVALID',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  /** A change the order's state does not allow (cancel a paid order, refund an unpaid one ...) (409). */
  ORDER_STATE_CONFLICT: 'ORDER_STATE_CONFLICT',
  /** The method is not offered (not configured, or not for this currency) (400). */
  PAYMENT_METHOD_UNAVAILABLE: 'PAYMENT_METHOD_UNAVAILABLE',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  /** The payment provider could not be reached or refused the call (502); nothing was charged. */
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
  /** A webhook without a valid signature, or signed too long ago (400). */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** Unknown provider in a webhook path (404). */
  WEBHOOK_PROVIDER_UNKNOWN: 'WEBHOOK_PROVIDER_UNKNOWN',
  /** The refund window passed or too much of the course was completed; `detail` says which (409). */
  REFUND_NOT_ALLOWED: 'REFUND_NOT_ALLOWED',
  /** A QR-rail refund needs the account to send the money to (400). */
  REFUND_ACCOUNT_REQUIRED: 'REFUND_ACCOUNT_REQUIRED',
  REFUND_NOT_FOUND: 'REFUND_NOT_FOUND',
  /** A course chosen for a refund was refunded already, or is in the open refund request (409). */
  REFUND_LINE_ALREADY_REFUNDED: 'REFUND_LINE_ALREADY_REFUNDED',
  /** A course chosen for a refund is not a line of the order (400). */
  REFUND_LINE_NOT_IN_ORDER: 'REFUND_LINE_NOT_IN_ORDER',
  /** A payout account or tax ID that is not valid for its kind or country (400); `detail` names the field. */
  BILLING_INVALID: 'BILLING_INVALID',
  /** Money out: a payout above the available balance (or with nothing available in that currency). */
  PAYOUT_INSUFFICIENT_BALANCE: 'PAYOUT_INSUFFICIENT_BALANCE',
  PAYOUT_BELOW_MINIMUM: 'PAYOUT_BELOW_MINIMUM',
  /** The payout method does not receive this currency (PromptPay only baht, and so on). */
  PAYOUT_CURRENCY_MISMATCH: 'PAYOUT_CURRENCY_MISMATCH',
  /** Another payout of this balance is still requested or approved. */
  PAYOUT_IN_PROGRESS: 'PAYOUT_IN_PROGRESS',
  PAYOUT_METHOD_REQUIRED: 'PAYOUT_METHOD_REQUIRED',
  /** The payout method changed less than a day ago. */
  PAYOUT_METHOD_RECENT: 'PAYOUT_METHOD_RECENT',
  /** The account's e-mail address changed less than a day ago (payouts wait as after a method change). */
  PAYOUT_EMAIL_RECENT: 'PAYOUT_EMAIL_RECENT',
  PAYOUT_METHOD_INVALID: 'PAYOUT_METHOD_INVALID',
  PAYOUT_NOT_FOUND: 'PAYOUT_NOT_FOUND',
  PAYOUT_STATE_CONFLICT: 'PAYOUT_STATE_CONFLICT',
  /** The affiliate programme needs its agreement accepted first. */
  AFFILIATE_AGREEMENT_REQUIRED: 'AFFILIATE_AGREEMENT_REQUIRED',
  REFERRAL_CODE_INVALID: 'REFERRAL_CODE_INVALID',
  /** Republish: the course is not unpublished. */
  COURSE_NOT_UNPUBLISHED: 'COURSE_NOT_UNPUBLISHED',
  /** A category that still has courses cannot be deleted. */
  CATEGORY_HAS_COURSES: 'CATEGORY_HAS_COURSES',
  /** The category tree sent is not a tree (unknown or repeated id, a cycle, too deep, a blank title). */
  CATEGORY_TREE_INVALID: 'CATEGORY_TREE_INVALID',
  // -- admin console: events --
  /** An event's capacity below the seats already taken (409); `detail` says how many are taken. */
  EVENT_CAPACITY_BELOW_REGISTERED: 'EVENT_CAPACITY_BELOW_REGISTERED',
  /** Deleting an event that people registered for (409): cancel it (make it a draft) or message them first. */
  EVENT_HAS_REGISTRATIONS: 'EVENT_HAS_REGISTRATIONS',
  /** A time zone that is not an IANA zone this server knows (400). */
  EVENT_TIME_ZONE_INVALID: 'EVENT_TIME_ZONE_INVALID',
  /** A start or end that is not a local date-time, or an end before the start (400). */
  EVENT_DATES_INVALID: 'EVENT_DATES_INVALID',
  /** Another event has this slug already (409). */
  EVENT_SLUG_TAKEN: 'EVENT_SLUG_TAKEN',
  /** A cover that is not a stored file of the event-cover-image folder (400). */
  EVENT_COVER_INVALID: 'EVENT_COVER_INVALID',
  /** A schedule line without a time (HH:MM) or a title (400). */
  EVENT_SCHEDULE_INVALID: 'EVENT_SCHEDULE_INVALID',
  /** Nobody is registered: a message would reach no one (409). */
  EVENT_NO_REGISTRANTS: 'EVENT_NO_REGISTRANTS',
  /** The event's registrants were messaged EVENT_MESSAGES_PER_DAY times in 24 hours (429, Retry-After). */
  EVENT_MESSAGE_RATE_LIMITED: 'EVENT_MESSAGE_RATE_LIMITED',
  /** The account was disabled by an admin: no sign-in of any kind (403). */
  AUTH_ACCOUNT_DISABLED: 'AUTH_ACCOUNT_DISABLED',
  /** An admin cannot change their own role or disable their own account (409). */
  PEOPLE_SELF_CHANGE: 'PEOPLE_SELF_CHANGE',
  /** The change would leave no enabled admin (409). */
  PEOPLE_LAST_ADMIN: 'PEOPLE_LAST_ADMIN',
  /** A bulk action names more than BULK_MAX_IDS items (400). */
  BULK_TOO_MANY: 'BULK_TOO_MANY',
  /** The account's e-mail address is already confirmed: no activation mail to resend (409). */
  PEOPLE_ALREADY_VERIFIED: 'PEOPLE_ALREADY_VERIFIED',
  /** Admin content (news, posts): the field named in the problem's errors. */
  CONTENT_TITLE_REQUIRED: 'CONTENT_TITLE_REQUIRED',
  CONTENT_SLUG_INVALID: 'CONTENT_SLUG_INVALID',
  CONTENT_SLUG_TAKEN: 'CONTENT_SLUG_TAKEN',
  CONTENT_REGION_INVALID: 'CONTENT_REGION_INVALID',
  CONTENT_PUBLISH_AT_INVALID: 'CONTENT_PUBLISH_AT_INVALID',
  CONTENT_COVER_INVALID: 'CONTENT_COVER_INVALID',
  CONTENT_AUDIO_INVALID: 'CONTENT_AUDIO_INVALID',
  /** A setting's value is not valid (the detail and errors name the key). */
  SETTING_INVALID: 'SETTING_INVALID',
  /** No setting has that key. */
  SETTING_UNKNOWN: 'SETTING_UNKNOWN',
  /** The affiliate programme is switched off in the settings. */
  AFFILIATE_PROGRAMME_CLOSED: 'AFFILIATE_PROGRAMME_CLOSED',
  /** Social sign-in is switched off in the settings. */
  SOCIAL_SIGN_IN_DISABLED: 'SOCIAL_SIGN_IN_DISABLED',
  /** New instructor applications are closed in the settings. */
  INSTRUCTOR_APPLICATIONS_CLOSED: 'INSTRUCTOR_APPLICATIONS_CLOSED',
  /** Support tickets: no such ticket of the caller's (or it is someone else's) (404). */
  TICKET_NOT_FOUND: 'TICKET_NOT_FOUND',
  /** The order, course or lesson to link is not the caller's own (their order, a course they are enrolled in or teach, its lesson) (400). */
  TICKET_LINK_INVALID: 'TICKET_LINK_INVALID',
  /** The ticket is closed: no reply; reopen it first (within 7 days of closing) (409). */
  TICKET_CLOSED: 'TICKET_CLOSED',
  /** A closed ticket can be reopened only within 7 days of closing; open a new one (409). */
  TICKET_REOPEN_EXPIRED: 'TICKET_REOPEN_EXPIRED',
  /** The ticket's status does not allow this change (409). */
  TICKET_STATE_CONFLICT: 'TICKET_STATE_CONFLICT',
  /** Too many new tickets in an hour (429). */
  TICKET_OPEN_RATE_LIMITED: 'TICKET_OPEN_RATE_LIMITED',
  /** Too many messages in an hour (429). */
  TICKET_MESSAGE_RATE_LIMITED: 'TICKET_MESSAGE_RATE_LIMITED',
  /** Too many attachment uploads in a short time (429). */
  TICKET_UPLOAD_RATE_LIMITED: 'TICKET_UPLOAD_RATE_LIMITED',
  /** An attachment must be a JPEG, PNG or WebP image or a PDF, checked by its bytes (400). */
  TICKET_ATTACHMENT_INVALID: 'TICKET_ATTACHMENT_INVALID',
  /** An attachment is larger than 5 MB (413). */
  TICKET_ATTACHMENT_TOO_LARGE: 'TICKET_ATTACHMENT_TOO_LARGE',
  /** An attachment id is unknown, not the caller's upload, or already sent with a message (400); GET: no such attachment the caller may read (404). */
  TICKET_ATTACHMENT_NOT_FOUND: 'TICKET_ATTACHMENT_NOT_FOUND',
  /** The assignee is not an admin (400). */
  TICKET_ASSIGNEE_INVALID: 'TICKET_ASSIGNEE_INVALID',
  /** Merge: the other ticket is this one, another requester's, closed or itself merged (409). */
  TICKET_MERGE_INVALID: 'TICKET_MERGE_INVALID',
  /** Forward: only a course-content ticket linked to a course that has an instructor (409). */
  TICKET_FORWARD_UNAVAILABLE: 'TICKET_FORWARD_UNAVAILABLE',
  /** No such canned reply (404). */
  CANNED_REPLY_NOT_FOUND: 'CANNED_REPLY_NOT_FOUND',
  /** A canned reply needs at least its English title and text (400). */
  CANNED_REPLY_INVALID: 'CANNED_REPLY_INVALID',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export const ERROR_CODE_LIST: readonly ErrorCode[] = Object.values(ERROR_CODES);
