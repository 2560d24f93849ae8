import { Type, type Static } from '@sinclair/typebox';
import { CountryIdSchema, IsoDateTime, LanguageSchema, Nullable, PageOf } from './common';
import { EventKindSchema, EventScheduleItemSchema } from './content';
import { EVENT_ADMIN_STATUSES, EVENT_MAX_CAPACITY, EVENT_MAX_SCHEDULE_LINES, EVENT_MESSAGE_BODY_MAX, EVENT_MESSAGE_SUBJECT_MAX } from '../schemaValues';

// The admin's event editor (/api/Admin/Events): an event's fields in its own language with the other
// three as translations, its venue's time zone (start and end are written as local date-times there and
// stored in UTC), its capacity, schedule and draft flag; its registrations and a message to them.

export { EVENT_ADMIN_STATUSES, EVENT_MAX_CAPACITY, EVENT_MAX_SCHEDULE_LINES, EVENT_MESSAGES_PER_DAY, EVENT_MESSAGE_SUBJECT_MAX, EVENT_MESSAGE_BODY_MAX } from '../schemaValues';
export type EventAdminStatus = (typeof EVENT_ADMIN_STATUSES)[number];

/** A local date-time without a zone, as an <input type="datetime-local"> gives it: 2026-12-01T09:30. */
export const LocalDateTimeSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$', description: 'Local date-time in the event time zone, YYYY-MM-DDTHH:MM' });

export const EventTranslationSchema = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 200 })),
  summary: Type.Optional(Type.String({ maxLength: 500 })),
  /** The description (rich text HTML, sanitised on save). */
  body: Type.Optional(Type.String({ maxLength: 50_000 })),
});
export type EventTranslation = Static<typeof EventTranslationSchema>;
export const EventTranslationsSchema = Type.Object(
  { th: Type.Optional(EventTranslationSchema), en: Type.Optional(EventTranslationSchema), vi: Type.Optional(EventTranslationSchema), tl: Type.Optional(EventTranslationSchema) },
  { additionalProperties: false },
);

export const AdminEventWriteSchema = Type.Object({
  kind: EventKindSchema,
  /** The language of title, summary and description. */
  lang: LanguageSchema,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  summary: Type.String({ maxLength: 500 }),
  /** Rich text HTML; kept to safe markup on save (as lesson bodies). */
  description: Type.String({ maxLength: 50_000 }),
  /** The other languages' texts; the event's own language here is ignored. */
  translations: EventTranslationsSchema,
  /** Lower-case words joined by hyphens; omitted or empty: made from the title (a number added when taken). */
  slug: Type.Optional(Type.String({ maxLength: 120, pattern: '^$|^[a-z0-9]+(?:-[a-z0-9]+)*$' })),
  /** A file name in the event-cover-image folder (uploaded through POST /api/Files/?folder=event-cover-image), or null. */
  coverImage: Nullable(Type.String({ maxLength: 200 })),
  ctlCountryId: CountryIdSchema,
  /** Venue and city, or "Online". */
  place: Type.String({ maxLength: 200 }),
  /** An IANA time zone, e.g. Asia/Bangkok. */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  startsLocal: LocalDateTimeSchema,
  endsLocal: LocalDateTimeSchema,
  capacity: Type.Integer({ minimum: 1, maximum: EVENT_MAX_CAPACITY }),
  schedule: Type.Array(EventScheduleItemSchema, { maxItems: EVENT_MAX_SCHEDULE_LINES }),
  isDraft: Type.Boolean(),
  /**
   * When it goes public (as news and posts). Not a draft and in the future: scheduled (the public pages
   * show it from then on). Omitted, null or past: an event already public keeps its time, another goes
   * public now. A draft keeps it for later.
   */
  publishAt: Type.Optional(Nullable(IsoDateTime)),
});
export type AdminEventWrite = Static<typeof AdminEventWriteSchema>;

export const AdminEventSchema = Type.Composite([
  Type.Omit(AdminEventWriteSchema, ['slug', 'ctlCountryId']),
  Type.Object({
    id: Type.Integer(),
    /** One of the four regions for every event the editor saved (older rows may hold another id). */
    ctlCountryId: Type.Integer(),
    slug: Type.String(),
    /** The start and end in UTC. */
    startsAt: IsoDateTime,
    endsAt: IsoDateTime,
    /** When it goes (or went) public; a draft's is only a note. */
    publishedAt: IsoDateTime,
    registeredCount: Type.Integer(),
    status: Type.Union(EVENT_ADMIN_STATUSES.map((s) => Type.Literal(s))),
    /** The edit's version for If-Match (the last change's time in epoch milliseconds). */
    version: Type.Integer(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  }),
]);
export type AdminEvent = Static<typeof AdminEventSchema>;

export const AdminEventRowSchema = Type.Object({
  id: Type.Integer(),
  kind: EventKindSchema,
  slug: Type.String(),
  title: Type.String(),
  lang: LanguageSchema,
  ctlCountryId: Type.Integer(),
  place: Type.String(),
  timeZone: Type.String(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  capacity: Type.Integer(),
  registeredCount: Type.Integer(),
  /** When it goes (or went) public. */
  publishedAt: IsoDateTime,
  status: Type.Union(EVENT_ADMIN_STATUSES.map((s) => Type.Literal(s))),
});
export type AdminEventRow = Static<typeof AdminEventRowSchema>;
export const AdminEventPageSchema = PageOf(AdminEventRowSchema);

export const AdminEventQuerySchema = Type.Object({
  kind: Type.Optional(EventKindSchema),
  /** Title or slug contains. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union(EVENT_ADMIN_STATUSES.map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminEventQuery = Static<typeof AdminEventQuerySchema>;

export const EventRegistrantSchema = Type.Object({
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  registeredAt: IsoDateTime,
});
export type EventRegistrant = Static<typeof EventRegistrantSchema>;
export const EventRegistrantsSchema = Type.Object({
  capacity: Type.Integer(),
  registeredCount: Type.Integer(),
  /** Every registration, oldest first. */
  items: Type.Array(EventRegistrantSchema),
});
export type EventRegistrants = Static<typeof EventRegistrantsSchema>;
export const EventRegistrantsQuerySchema = Type.Object({ format: Type.Optional(Type.Literal('csv')) });

export const EventMessageRequestSchema = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: EVENT_MESSAGE_SUBJECT_MAX }),
  /** Plain text; paragraphs separated by a blank line. */
  body: Type.String({ minLength: 1, maxLength: EVENT_MESSAGE_BODY_MAX }),
});
export type EventMessageRequest = Static<typeof EventMessageRequestSchema>;
export const EventMessageAcceptedSchema = Type.Object({
  /** Mails queued, one per registrant. */
  recipients: Type.Integer(),
  /** Messages this event may still send in the next 24 hours. */
  messagesLeft: Type.Integer(),
});
export type EventMessageAccepted = Static<typeof EventMessageAcceptedSchema>;
