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
/** `body` is plain text; paragraphs are separated by a blank line (never HTML). */
export const PostSchema = Type.Composite([PostSummarySchema, Type.Object({ body: Type.String() })]);
export type Post = Static<typeof PostSchema>;
export const PostListQuerySchema = Type.Object({
  kind: Type.Optional(PostKindSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});
export type PostListQuery = Static<typeof PostListQuerySchema>;
export const PostPageSchema = PageOf(PostSummarySchema);

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
  capacity: Type.Integer(),
  registeredCount: Type.Integer(),
  seatsLeft: Type.Integer(),
  /** Only for a signed-in caller; false otherwise. */
  isRegistered: Type.Boolean(),
});
export type EventSummary = Static<typeof EventSummarySchema>;
/** `description` is plain text, paragraphs separated by a blank line. */
export const EventDetailSchema = Type.Composite([EventSummarySchema, Type.Object({ description: Type.String() })]);
export type EventDetail = Static<typeof EventDetailSchema>;
export const EventListQuerySchema = Type.Object({
  kind: Type.Optional(EventKindSchema),
  when: Type.Optional(Type.Union(EVENT_WHEN.map((w) => Type.Literal(w)))),
  countryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});
export type EventListQuery = Static<typeof EventListQuerySchema>;
export const EventPageSchema = PageOf(EventSummarySchema);
export const EventRegistrationSchema = Type.Object({ eventId: Type.Integer(), registeredAt: IsoDateTime, event: EventSummarySchema });
export type EventRegistration = Static<typeof EventRegistrationSchema>;

export const ContactRequestSchema = Type.Object({
  name: Type.Intersect([NameSchema, Type.String({ minLength: 1 })]),
  email: EmailSchema,
  subject: Type.String({ minLength: 1, maxLength: 150 }),
  message: Type.String({ minLength: 10, maxLength: 5000 }),
  lang: Type.Optional(LanguageSchema),
});
export type ContactRequest = Static<typeof ContactRequestSchema>;
