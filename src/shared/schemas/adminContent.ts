// The admin console's content section: news items, blog posts and podcasts, written in one language
// (`lang`) with translations into the others, as drafts, scheduled or published. Bodies are HTML the
// server sanitises on every write (the lesson rules). `version` is the item's last change time in epoch
// milliseconds: PUT sends it back in If-Match (428 without, 409 VERSION_CONFLICT when someone saved since).
import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, LanguageSchema, Nullable, PageOf, literalUnion } from './common';
import { PostKindSchema } from './content';
import { CONTENT_BODY_MAX, CONTENT_SLUG_MAX, CONTENT_STATUSES, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from '../schemaValues';

export { CONTENT_BODY_MAX, CONTENT_SLUG_MAX, CONTENT_SLUG_PATTERN, CONTENT_STATUSES, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, MAX_AUDIO_BYTES } from '../schemaValues';
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const ContentStatusSchema = literalUnion(CONTENT_STATUSES);


const ContentTextSchema = Type.Object({
  title: Type.Optional(Type.String({ maxLength: CONTENT_TITLE_MAX })),
  summary: Type.Optional(Type.String({ maxLength: CONTENT_SUMMARY_MAX })),
  body: Type.Optional(Type.String({ maxLength: CONTENT_BODY_MAX })),
});
/** The text in the languages other than the item's own; an empty title means no translation. */
export const ContentTranslationsSchema = Type.Object({
  th: Type.Optional(ContentTextSchema),
  en: Type.Optional(ContentTextSchema),
  vi: Type.Optional(ContentTextSchema),
  tl: Type.Optional(ContentTextSchema),
});

const commonInput = {
  title: Type.String({ maxLength: CONTENT_TITLE_MAX }),
  summary: Type.String({ maxLength: CONTENT_SUMMARY_MAX }),
  body: Type.String({ maxLength: CONTENT_BODY_MAX }),
  lang: LanguageSchema,
  translations: ContentTranslationsSchema,
  /** Empty: made from the title (made unique); given: checked (CONTENT_SLUG_INVALID, CONTENT_SLUG_TAKEN). */
  slug: Type.String({ maxLength: CONTENT_SLUG_MAX }),
  /** A file name uploaded through POST /api/Files/?folder= (the news or post cover folder), or null. */
  coverImage: Nullable(Type.String({ maxLength: 200 })),
  status: ContentStatusSchema,
  /** Scheduled: when it goes public (in the future, else CONTENT_PUBLISH_AT_INVALID); ignored otherwise. */
  publishAt: Type.Optional(Nullable(IsoDateTime)),
};
const commonOutput = {
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  lang: LanguageSchema,
  translations: ContentTranslationsSchema,
  slug: Type.String(),
  coverImage: Nullable(Type.String()),
  status: ContentStatusSchema,
  /** Published: since when; scheduled: when it will be; a draft: when it was last meant to be. */
  publishedAt: IsoDateTime,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** For If-Match (epoch milliseconds of updatedAt). */
  version: Type.Integer(),
};

export const AdminNewsInputSchema = Type.Object({ ...commonInput, ctlCountryId: Type.Integer() });
export type AdminNewsInput = Static<typeof AdminNewsInputSchema>;
export const AdminNewsItemSchema = Type.Object({ ...commonOutput, ctlCountryId: Type.Integer() });
export type AdminNewsItem = Static<typeof AdminNewsItemSchema>;
export const AdminNewsPageSchema = PageOf(AdminNewsItemSchema);
export type AdminNewsPage = Static<typeof AdminNewsPageSchema>;

const podcastFields = {
  kind: PostKindSchema,
  /** Podcasts: a file name uploaded through POST /api/Admin/Content/Files/podcast-audio (needed to publish). */
  audioFile: Nullable(Type.String({ maxLength: 200 })),
  durationSeconds: Nullable(Type.Integer({ minimum: 0, maximum: 86_400 })),
};
export const AdminPostInputSchema = Type.Object({ ...commonInput, ...podcastFields });
export type AdminPostInput = Static<typeof AdminPostInputSchema>;
export const AdminPostSchema = Type.Object({ ...commonOutput, ...podcastFields });
export type AdminPost = Static<typeof AdminPostSchema>;
export const AdminPostPageSchema = PageOf(AdminPostSchema);
export type AdminPostPage = Static<typeof AdminPostPageSchema>;

const listQuery = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(ContentStatusSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};
export const AdminNewsQuerySchema = Type.Object({ ...listQuery, country: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })) });
export type AdminNewsQuery = Static<typeof AdminNewsQuerySchema>;
export const AdminPostQuerySchema = Type.Object({ ...listQuery, kind: Type.Optional(PostKindSchema) });
export type AdminPostQuery = Static<typeof AdminPostQuerySchema>;

export const ContentFileParamsSchema = Type.Object({ folder: Type.String({ maxLength: 60 }) });
/** A stored podcast audio file. */
export const ContentFileSchema = Type.Object({
  nameBySystem: Type.String(),
  folder: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  /** Whole seconds when the file says (MP3 with a Xing/Info header or constant bit rate, M4A), else null. */
  durationSeconds: Nullable(Type.Integer()),
});
export type ContentFile = Static<typeof ContentFileSchema>;
