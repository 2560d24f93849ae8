// Support tickets: the requests and answers of /api/Tickets (a learner's or instructor's own tickets),
// /api/Instructor/Tickets (tickets forwarded to a course's instructor) and /api/Admin/Tickets (the staff's
// queue, admins only). Messages are plain text: the client shows them as text, never as HTML.
// An internal note (kind 'note') only ever appears in the staff's answers.
import { Type, type Static } from '@sinclair/typebox';
import { TICKET_AUTHOR_ROLES, TICKET_CATEGORIES, TICKET_MESSAGE_KINDS, TICKET_STATUSES } from '../ticketConstants';
import {
  ADMIN_TICKET_STATUS_FILTERS,
  CANNED_REPLY_BODY_MAX_LENGTH,
  CANNED_REPLY_TITLE_MAX_LENGTH,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SEARCH_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
} from '../schemaValues';
import { CountryIdSchema, IsoDateTime, LanguageSchema, Nullable, PageOf, literalUnion } from './common';

export {
  ADMIN_TICKET_STATUS_FILTERS,
  CANNED_REPLY_BODY_MAX_LENGTH,
  CANNED_REPLY_TITLE_MAX_LENGTH,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_REOPEN_DAYS,
  TICKET_SEARCH_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
} from '../schemaValues';

/** A subject or message needs more than white space. */
const NOT_BLANK = '\\S';
export const TICKETS_PAGE_SIZE_MAX = 100;
/** Per-user limits (a rolling hour): new tickets, messages (replies and uploads count separately). */
export const TICKET_OPEN_PER_HOUR = 5;
export const TICKET_MESSAGES_PER_HOUR = 30;
export const TICKET_UPLOADS_PER_HOUR = 30;

export const TicketStatusSchema = literalUnion(TICKET_STATUSES);
export const TicketCategorySchema = literalUnion(TICKET_CATEGORIES);
export const TicketMessageKindSchema = literalUnion(TICKET_MESSAGE_KINDS);
export const TicketAuthorRoleSchema = literalUnion(TICKET_AUTHOR_ROLES);

// ---- Links: what a ticket is about ------------------------------------------------------------------

export const TicketLinksSchema = Type.Object({
  order: Type.Optional(Type.Object({ id: Type.String(), number: Type.String() })),
  course: Type.Optional(Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() })),
  lesson: Type.Optional(Type.Object({ id: Type.Integer(), title: Type.String() })),
});
export type TicketLinks = Static<typeof TicketLinksSchema>;

/** GET /Tickets/Links: what the caller may link a new ticket to (the newest first, limited sizes). */
export const TICKET_LINK_ORDERS_MAX = 50;
export const TICKET_LINK_COURSES_MAX = 50;
export const TICKET_LINK_LESSONS_MAX = 500;
export const TicketLinkOptionsSchema = Type.Object({
  /** The caller's paid (or refunded) orders. */
  orders: Type.Array(Type.Object({ id: Type.String(), number: Type.String(), createdAt: IsoDateTime, courseTitles: Type.Array(Type.String()) })),
  /** Courses the caller is enrolled in or teaches. */
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), lang: LanguageSchema })),
  /** Lessons of those courses, in course order. */
  lessons: Type.Array(Type.Object({ id: Type.Integer(), courseId: Type.Integer(), title: Type.String() })),
});
export type TicketLinkOptions = Static<typeof TicketLinkOptionsSchema>;

// ---- Attachments ------------------------------------------------------------------------------------

export const TicketAttachmentSchema = Type.Object({
  id: Type.Integer(),
  /** The name the file had when uploaded (shown, never used as a path). */
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});
export type TicketAttachment = Static<typeof TicketAttachmentSchema>;

/** Answer of POST /Tickets/Attachments (multipart, field `file`, one file). */
export const TicketUploadSchema = TicketAttachmentSchema;
export type TicketUpload = Static<typeof TicketUploadSchema>;

// ---- Messages ---------------------------------------------------------------------------------------

export const TicketMessageSchema = Type.Object({
  id: Type.Integer(),
  authorRole: TicketAuthorRoleSchema,
  /**
   * The author's display name: the requester's first name (to the instructor) or full name, staff as
   * "Academy team · <first name>" (the client may show its own label for authorRole staff), the instructor's name.
   */
  authorName: Type.String(),
  /** Always 'public' in a learner's or instructor's answer. */
  kind: TicketMessageKindSchema,
  /** Plain text, as sent. */
  body: Type.String(),
  /** The language the body was written in (the author's UI language then); null when unknown. */
  lang: Nullable(LanguageSchema),
  createdAt: IsoDateTime,
  attachments: Type.Array(TicketAttachmentSchema),
  /** Set when the message was written in a ticket later merged into this one: that ticket's number. */
  fromTicketNumber: Type.Optional(Type.String()),
});
export type TicketMessage = Static<typeof TicketMessageSchema>;

/** POST /Tickets/:id/Messages, /Instructor/Tickets/:id/Messages, /Admin/Tickets/:id/Messages. */
export const TicketReplySchema = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: TICKET_MESSAGE_MAX_LENGTH, pattern: NOT_BLANK }),
    /** The UI language the body is written in; the author's profile language when omitted. */
    lang: Type.Optional(LanguageSchema),
    /** Ids answered by POST /Tickets/Attachments (the caller's own, not yet sent). */
    attachmentIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: TICKET_ATTACHMENTS_MAX, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type TicketReply = Static<typeof TicketReplySchema>;

/** The staff's public reply: the ticket becomes pending (waiting for the learner) unless another status is given. */
export const AdminTicketReplySchema = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: TICKET_MESSAGE_MAX_LENGTH, pattern: NOT_BLANK }),
    /** The UI language the body is written in; the author's profile language when omitted. */
    lang: Type.Optional(LanguageSchema),
    attachmentIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: TICKET_ATTACHMENTS_MAX, uniqueItems: true })),
    /** The status after the reply (default pending). */
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('pending'), Type.Literal('resolved')])),
  },
  { additionalProperties: false },
);
export type AdminTicketReply = Static<typeof AdminTicketReplySchema>;

/** POST /Admin/Tickets/:id/Notes. */
export const TicketNoteSchema = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: TICKET_MESSAGE_MAX_LENGTH, pattern: NOT_BLANK }),
    /** The UI language the body is written in; the author's profile language when omitted. */
    lang: Type.Optional(LanguageSchema),
    attachmentIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: TICKET_ATTACHMENTS_MAX, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type TicketNote = Static<typeof TicketNoteSchema>;

// ---- A learner's (or instructor's) own tickets ------------------------------------------------------

/** POST /Tickets. */
export const TicketOpenSchema = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: TICKET_SUBJECT_MAX_LENGTH, pattern: NOT_BLANK }),
    category: TicketCategorySchema,
    /** One of the caller's own orders. */
    orderId: Type.Optional(Type.String({ format: 'uuid' })),
    /** A course the caller is enrolled in or teaches. */
    courseId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    /** A lesson of such a course (the course is then filled in from it). */
    lessonId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    body: Type.String({ minLength: 1, maxLength: TICKET_MESSAGE_MAX_LENGTH, pattern: NOT_BLANK }),
    /** The UI language the body is written in; the author's profile language when omitted. */
    lang: Type.Optional(LanguageSchema),
    attachmentIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: TICKET_ATTACHMENTS_MAX, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type TicketOpen = Static<typeof TicketOpenSchema>;

export const TicketsQuerySchema = Type.Object(
  {
    /** 'active': every status but closed. */
    status: Type.Optional(Type.Union([TicketStatusSchema, Type.Literal('active')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: TICKETS_PAGE_SIZE_MAX, default: 20 })),
  },
  { additionalProperties: false },
);
export type TicketsQuery = Static<typeof TicketsQuerySchema>;

export const TicketSummarySchema = Type.Object({
  id: Type.Integer(),
  /** "T-000123". */
  number: Type.String(),
  subject: Type.String(),
  category: TicketCategorySchema,
  status: TicketStatusSchema,
  links: TicketLinksSchema,
  createdAt: IsoDateTime,
  lastMessageAt: IsoDateTime,
  /** The start of the last public message (plain text) and who wrote it. */
  lastMessagePreview: Type.String(),
  lastMessageRole: TicketAuthorRoleSchema,
  /** True when the last public message is not the caller's (an answer waits to be read). */
  unread: Type.Optional(Type.Boolean()),
});
export type TicketSummary = Static<typeof TicketSummarySchema>;

export const TicketsPageSchema = PageOf(TicketSummarySchema);
export type TicketsPage = Static<typeof TicketsPageSchema>;

export const TicketDetailSchema = Type.Object({
  ...TicketSummarySchema.properties,
  closedAt: Nullable(IsoDateTime),
  /** Until when the requester may reopen a closed ticket (null while not closed). */
  reopenUntil: Nullable(IsoDateTime),
  /** Set when this ticket was merged into another one (then it is closed): that ticket's id and number. */
  mergedInto: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() })),
  /** Public messages only, the oldest first (with those of tickets merged into this one). */
  messages: Type.Array(TicketMessageSchema),
});
export type TicketDetail = Static<typeof TicketDetailSchema>;

// ---- The instructor's forwarded tickets ---------------------------------------------------------------

export const InstructorTicketSummarySchema = Type.Object({
  ...TicketSummarySchema.properties,
  /** The requester's first name only. */
  requesterFirstName: Type.String(),
});
export type InstructorTicketSummary = Static<typeof InstructorTicketSummarySchema>;
export const InstructorTicketsPageSchema = PageOf(InstructorTicketSummarySchema);
export type InstructorTicketsPage = Static<typeof InstructorTicketsPageSchema>;

export const InstructorTicketDetailSchema = Type.Object({
  ...TicketDetailSchema.properties,
  requesterFirstName: Type.String(),
});
export type InstructorTicketDetail = Static<typeof InstructorTicketDetailSchema>;

// ---- The staff -------------------------------------------------------------------------------------

export const TicketPersonSchema = Type.Object({ encryptId: Type.String(), username: Type.String(), name: Type.String() });
export type TicketPerson = Static<typeof TicketPersonSchema>;

export const TicketRequesterSchema = Type.Object({
  encryptId: Type.String(),
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  lang: LanguageSchema,
  country: CountryIdSchema,
});
export type TicketRequester = Static<typeof TicketRequesterSchema>;

export type AdminTicketStatusFilter = (typeof ADMIN_TICKET_STATUS_FILTERS)[number];

export const AdminTicketsQuerySchema = Type.Object(
  {
    status: Type.Optional(literalUnion(ADMIN_TICKET_STATUS_FILTERS)),
    category: Type.Optional(TicketCategorySchema),
    /** 'me', 'none', or an admin's encryptId. */
    assignee: Type.Optional(Type.String({ maxLength: 200 })),
    /** Part of the subject, the requester's name, username or e-mail, or the number ("T-000123" or 123). */
    search: Type.Optional(Type.String({ maxLength: TICKET_SEARCH_MAX_LENGTH })),
    /** Order: 'oldest' waiting first (default: the longest-waiting on top), or 'newest' activity first. */
    sort: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('newest')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: TICKETS_PAGE_SIZE_MAX, default: 20 })),
  },
  { additionalProperties: false },
);
export type AdminTicketsQuery = Static<typeof AdminTicketsQuerySchema>;

export const AdminTicketItemSchema = Type.Object({
  ...TicketSummarySchema.properties,
  requester: TicketPersonSchema,
  assignee: Nullable(TicketPersonSchema),
  /** Since when the ticket waits for the staff (null while pending, resolved or closed). */
  waitingSince: Nullable(IsoDateTime),
  forwarded: Type.Boolean(),
  version: Type.Integer(),
});
export type AdminTicketItem = Static<typeof AdminTicketItemSchema>;
export const AdminTicketsPageSchema = PageOf(AdminTicketItemSchema);
export type AdminTicketsPage = Static<typeof AdminTicketsPageSchema>;

export const AdminTicketDetailSchema = Type.Object({
  ...TicketDetailSchema.properties,
  /** Every message, public ones and internal notes (kind 'note'), the oldest first. */
  messages: Type.Array(TicketMessageSchema),
  requester: TicketRequesterSchema,
  assignee: Nullable(TicketPersonSchema),
  /** The course's instructor the ticket was forwarded to. */
  forwardedTo: Nullable(TicketPersonSchema),
  /** Tickets merged into this one. */
  mergedFrom: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String() })),
  waitingSince: Nullable(IsoDateTime),
  firstResponseAt: Nullable(IsoDateTime),
  resolvedAt: Nullable(IsoDateTime),
  /** Business seconds (Mon-Fri 09:00-18:00 in the ticket's region, paused while pending). */
  firstResponseSeconds: Nullable(Type.Integer()),
  resolutionSeconds: Nullable(Type.Integer()),
  /** The region whose working hours count (its time zone). */
  country: CountryIdSchema,
  timeZone: Type.String(),
  /** Send as If-Match with PUT. */
  version: Type.Integer(),
  /** Whether Forward is possible (a course_content ticket with a course that has an instructor). */
  canForward: Type.Boolean(),
});
export type AdminTicketDetail = Static<typeof AdminTicketDetailSchema>;

/** PUT /Admin/Tickets/:id with If-Match: version. */
export const AdminTicketUpdateSchema = Type.Object(
  {
    status: Type.Optional(TicketStatusSchema),
    /** An admin's encryptId, or null to unassign. */
    assigneeId: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    category: Type.Optional(TicketCategorySchema),
  },
  { additionalProperties: false },
);
export type AdminTicketUpdate = Static<typeof AdminTicketUpdateSchema>;

/** POST /Admin/Tickets/:id/Merge: this ticket (the duplicate) into intoId (same requester). */
export const AdminTicketMergeSchema = Type.Object({ intoId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type AdminTicketMerge = Static<typeof AdminTicketMergeSchema>;

// ---- Canned replies -----------------------------------------------------------------------------------

const PerLanguageRequired = (maxLength: number) =>
  Type.Object(
    {
      th: Type.String({ maxLength }),
      en: Type.String({ maxLength }),
      vi: Type.String({ maxLength }),
      tl: Type.String({ maxLength }),
    },
    { additionalProperties: false },
  );

/** POST /Admin/CannedReplies, PUT /Admin/CannedReplies/:id: every language present (empty allowed except English). */
export const CannedReplyInputSchema = Type.Object(
  {
    title: PerLanguageRequired(CANNED_REPLY_TITLE_MAX_LENGTH),
    body: PerLanguageRequired(CANNED_REPLY_BODY_MAX_LENGTH),
  },
  { additionalProperties: false },
);
export type CannedReplyInput = Static<typeof CannedReplyInputSchema>;

export const CannedReplySchema = Type.Object({
  id: Type.Integer(),
  title: Type.Object({ th: Type.String(), en: Type.String(), vi: Type.String(), tl: Type.String() }),
  body: Type.Object({ th: Type.String(), en: Type.String(), vi: Type.String(), tl: Type.String() }),
  updatedAt: IsoDateTime,
});
export type CannedReply = Static<typeof CannedReplySchema>;
export const CannedRepliesSchema = Type.Array(CannedReplySchema);

// ---- Dashboard ----------------------------------------------------------------------------------------

export const TicketDashboardFiguresSchema = Type.Object({
  /** new, open or pending. */
  openTickets: Type.Integer(),
  /** new or open (waiting for the staff). */
  waitingForStaff: Type.Integer(),
  /** Medians over tickets answered / resolved in the last 30 days, in business hours (one decimal); null when none. */
  medianFirstResponseHours: Nullable(Type.Number()),
  medianResolutionHours: Nullable(Type.Number()),
});
export type TicketDashboardFigures = Static<typeof TicketDashboardFiguresSchema>;
