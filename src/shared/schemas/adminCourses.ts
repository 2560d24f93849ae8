// The admin console's courses and categories (/api/Admin/Courses, /api/Admin/Categories): the list of
// every course, what a course (new) or its revision changes against the published course, unpublish /
// republish / feature, and the categories editor (the whole tree at once, with a version).
import { Type, type Static } from '@sinclair/typebox';
import { CATEGORY_MAX_DEPTH, CATEGORY_TITLE_MAX_LENGTH, COURSE_STATUSES, CURRENCIES, LANGUAGES, MAX_PAGE_SIZE, REJECTION_REASON_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../constants';
import { IsoDateTime, Nullable, PageOf, literalUnion } from './common';
import { PricesSchema } from './studio';

export const CourseStatusSchema = literalUnion(COURSE_STATUSES);

// ---- The list ------------------------------------------------------------------------------------------

export const AdminCourseQuerySchema = Type.Object({
  status: Type.Optional(CourseStatusSchema),
  /** Words of the title, the slug, or the owner's name / username / e-mail. */
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
});
export type AdminCourseQuery = Static<typeof AdminCourseQuerySchema>;


export const AdminCourseItemSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  status: CourseStatusSchema,
  /** null when the instructor's account is gone. */
  owner: Nullable(Type.Object({ name: Type.String(), username: Type.String() })),
  isFree: Type.Boolean(),
  /** Amounts per currency in minor units (none for a free course). */
  prices: PricesSchema,
  enrolments: Type.Integer(),
  updatedAt: IsoDateTime,
  featured: Type.Boolean(),
  featuredAt: Nullable(IsoDateTime),
  /** The published course has a revision waiting for review. */
  revisionInReview: Type.Boolean(),
  /** The course (new) or its revision waits for a decision: the review page applies. */
  awaitingReview: Type.Boolean(),
});
export type AdminCourseItem = Static<typeof AdminCourseItemSchema>;
export const AdminCoursePageSchema = PageOf(AdminCourseItemSchema);
export type AdminCoursePage = Static<typeof AdminCoursePageSchema>;

// ---- Actions -------------------------------------------------------------------------------------------

export const UnpublishRequestSchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: REJECTION_REASON_MAX_LENGTH })) }, { additionalProperties: false });
export type UnpublishRequest = Static<typeof UnpublishRequestSchema>;

export const FeatureRequestSchema = Type.Object({ featured: Type.Boolean() }, { additionalProperties: false });
export type FeatureRequest = Static<typeof FeatureRequestSchema>;

// ---- The diff ------------------------------------------------------------------------------------------

/** A word-level diff of a text: runs of words kept, deleted or inserted, in order. */
export const DiffPartSchema = Type.Object({ op: Type.Union([Type.Literal('equal'), Type.Literal('delete'), Type.Literal('insert')]), text: Type.String() });
export type DiffPart = Static<typeof DiffPartSchema>;

export const TEXT_DIFF_FIELDS = ['title', 'subtitle', 'description', 'outcomes', 'requirements', 'titleTranslation', 'lessonBody'] as const;
export type TextDiffField = (typeof TEXT_DIFF_FIELDS)[number];

export const TextDiffSchema = Type.Object({
  field: literalUnion(TEXT_DIFF_FIELDS),
  /** titleTranslation: the language. */
  lang: Type.Optional(literalUnion(LANGUAGES)),
  /** lessonBody: the lesson. */
  lessonId: Type.Optional(Type.Integer()),
  lessonTitle: Type.Optional(Type.String()),
  /** Plain text (HTML tags dropped; list fields one item a line); '' when there was none. */
  before: Type.String(),
  after: Type.String(),
  parts: Type.Array(DiffPartSchema),
});
export type TextDiff = Static<typeof TextDiffSchema>;

export const OutlineDiffSchema = Type.Object({
  change: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('renamed'), Type.Literal('moved')]),
  item: Type.Union([Type.Literal('section'), Type.Literal('lesson')]),
  id: Type.Integer(),
  /** The title now (the old one for a removed item). */
  title: Type.String(),
  /** renamed: the old title; moved: the old position among its siblings, 1-based. */
  before: Nullable(Type.String()),
  /** renamed: the new title; moved: the new position. */
  after: Nullable(Type.String()),
  /** A lesson that moved to another section: the section it was in, and the one it is in now. */
  fromSection: Nullable(Type.String()),
  toSection: Nullable(Type.String()),
});
export type OutlineDiff = Static<typeof OutlineDiffSchema>;

export const PriceDiffSchema = Type.Object({ currency: literalUnion(CURRENCIES), before: Nullable(Type.Integer()), after: Nullable(Type.Integer()) });
export type PriceDiff = Static<typeof PriceDiffSchema>;

export const MediaDiffSchema = Type.Object({
  kind: Type.Union([Type.Literal('cover'), Type.Literal('video')]),
  lessonId: Nullable(Type.Integer()),
  lessonTitle: Nullable(Type.String()),
  /** cover: a stored file name; video: a stored file name or a YouTube / Vimeo address. */
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
});
export type MediaDiff = Static<typeof MediaDiffSchema>;

export const SETTING_DIFF_FIELDS = ['level', 'language', 'category', 'isFree', 'lessonKind', 'lessonDuration', 'lessonPreview'] as const;
export const SettingDiffSchema = Type.Object({
  field: literalUnion(SETTING_DIFF_FIELDS),
  lessonId: Nullable(Type.Integer()),
  lessonTitle: Nullable(Type.String()),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
});
export type SettingDiff = Static<typeof SettingDiffSchema>;

/** GET /Admin/Courses/{id}/Diff. */
export const CourseDiffSchema = Type.Object({
  courseId: Type.Integer(),
  /** new: a course never published (compared with nothing); revision: a published course's draft revision; none: nothing pending. */
  kind: Type.Union([Type.Literal('new'), Type.Literal('revision'), Type.Literal('none')]),
  text: Type.Array(TextDiffSchema),
  outline: Type.Array(OutlineDiffSchema),
  prices: Type.Array(PriceDiffSchema),
  media: Type.Array(MediaDiffSchema),
  settings: Type.Array(SettingDiffSchema),
});
export type CourseDiff = Static<typeof CourseDiffSchema>;

// ---- Categories ----------------------------------------------------------------------------------------

export { CATEGORY_MAX_DEPTH, CATEGORY_TITLE_MAX_LENGTH };

export const AdminCategorySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleTh: Type.String(),
  titleVi: Type.String(),
  titleTl: Type.String(),
  parentId: Nullable(Type.Integer()),
  sortOrder: Type.Integer(),
  courseCount: Type.Integer(),
});
export type AdminCategory = Static<typeof AdminCategorySchema>;

export const AdminCategoryTreeSchema = Type.Object({
  /** Of the whole tree: send it back in If-Match with the PUT. */
  version: Type.Integer(),
  items: Type.Array(AdminCategorySchema),
});
export type AdminCategoryTree = Static<typeof AdminCategoryTreeSchema>;

const CategoryTitle = Type.String({ maxLength: CATEGORY_TITLE_MAX_LENGTH + 200 });
/** One category of the tree sent: an existing id, or a negative key for a new one (parents may name it). */
export const CategoryWriteSchema = Type.Object(
  {
    id: Type.Integer({ minimum: -1_000_000, maximum: 2147483647 }),
    title: CategoryTitle,
    titleTh: CategoryTitle,
    titleVi: CategoryTitle,
    titleTl: CategoryTitle,
    parentId: Nullable(Type.Integer({ minimum: -1_000_000, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type CategoryWrite = Static<typeof CategoryWriteSchema>;

/** PUT /Admin/Categories: every category in order (siblings in the order shown); one left out is deleted. */
export const CategoryTreeWriteSchema = Type.Object({ items: Type.Array(CategoryWriteSchema, { maxItems: 500 }) }, { additionalProperties: false });
export type CategoryTreeWrite = Static<typeof CategoryTreeWriteSchema>;
