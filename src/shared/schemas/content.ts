import { Type, type Static } from '@sinclair/typebox';
import { EmailSchema, NameSchema } from './customer';
import { IsoDateTime, LanguageSchema, PageOf } from './common';

// Posts (blogs, podcasts), events (seminars, robo camps, road trips, events) and the contact form.

export const POST_KINDS = ['blog', 'podcast'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const EVENT_KINDS = ['seminar', 'robo-camp', 'road-trip', 'event'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_WHEN = ['upcoming', 'past'] as const;

export const PostKindSchema = Type.Union(POST_KINDS.map((k) => Type.Literal(k)));
export const EventKindSchema = Type.Union(EVENT_KINDS.map((k) => Type.Literal(k)));

export const AuthorSchema = Type.Object({ username: Type.String(), firstName: Type.String(), lastName: Type.String() });

export const PostSummarySchema = Type.Object({
  id: Type.Integer(),
  kind: PostKindSchema,
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  /** File name in storage folder post-cover-image, or null (the SPA shows a placeholder). */
  coverImage: Type.Union([Type.String(), Type.Null()]),
  /** Podcasts: file name in storage folder podcast-audio; blogs: null. */
  audioFile: Type.Union([Type.String(), Type.Null()]),
  durationSeconds: Type.Union([Type.Integer(), Type.Null()]),
  lang: LanguageSchema,
  author: AuthorSchema,
  publishedAt: IsoDateTime,
});
export type PostSummary = Static<typeof PostSummarySchema>;
/** `body` is HTML the server sanitised (the lesson rules); `lang` says which language the text is in. */
export const PostSchema = Type.Composite([PostSummarySchema, Type.Object({ body: Type.String() })]);
export type Post = Static<typeof PostSchema>;
export const PostListQuerySchema = Type.Object({
  kind: Type.Optional(PostKindSchema),
  /** The reader's language: the text in it where a translation exists. */
  lang: Type.Optional(LanguageSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});
export type PostListQuery = Static<typeof PostListQuerySchema>;
export const PostPageSchema = PageOf(PostSummarySchema);

/** One line of an event's programme: a local time in the event's time zone ("09:30") and what happens then. */
export const EventScheduleItemSchema = Type.Object({
  time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
});

export const EventSummarySchema = Type.Object({
  id: Type.Integer(),
  kind: EventKindSchema,
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverImage: Type.Union([Type.String(), Type.Null()]),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** Venue name and city, e.g. "Academy Hall, Bangkok". */
  place: Type.String(),
  ctlCountryId: Type.Integer(),
  /** The venue's IANA time zone: the times are shown there (and labelled with it). */
  timeZone: Type.String(),
  /** The language title, summary (and description) are in: the reader's when translated, else the event's own. */
  lang: LanguageSchema,
  capacity: Type.Integer(),
  registeredCount: Type.Integer(),
  seatsLeft: Type.Integer(),
  /** Only for a signed-in caller; false otherwise. */
  isRegistered: Type.Boolean(),
});
export type EventSummary = Static<typeof EventSummarySchema>;
/** `description` is HTML kept to safe markup on save (as lesson bodies); `schedule` times are local to `timeZone`. */
export const EventDetailSchema = Type.Composite([EventSummarySchema, Type.Object({ description: Type.String(), schedule: Type.Array(EventScheduleItemSchema) })]);
export type EventDetail = Static<typeof EventDetailSchema>;
export const EventListQuerySchema = Type.Object({
  kind: Type.Optional(EventKindSchema),
  when: Type.Optional(Type.Union(EVENT_WHEN.map((w) => Type.Literal(w)))),
  countryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  /** The reader's language: texts translated into it are given in it. */
  lang: Type.Optional(LanguageSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});
export type EventListQuery = Static<typeof EventListQuerySchema>;
export const EventPageSchema = PageOf(EventSummarySchema);
export const EventRegistrationSchema = Type.Object({ eventId: Type.Integer(), registeredAt: IsoDateTime, event: EventSummarySchema });
export type EventRegistration = Static<typeof EventRegistrationSchema>;
/** GET /Events/Slug/{slug}?lang: the reader's language. */
export const EventDetailQuerySchema = Type.Object({ lang: Type.Optional(LanguageSchema) });

export const ContactRequestSchema = Type.Object({
  name: Type.Intersect([NameSchema, Type.String({ minLength: 1 })]),
  email: EmailSchema,
  subject: Type.String({ minLength: 1, maxLength: 150 }),
  message: Type.String({ minLength: 10, maxLength: 5000 }),
  lang: Type.Optional(LanguageSchema),
});
export type ContactRequest = Static<typeof ContactRequestSchema>;
