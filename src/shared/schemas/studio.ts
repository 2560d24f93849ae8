// The instructor studio's contract: applying to teach, authoring courses (versions and If-Match, the
// outline, draft revisions of published courses, review by an admin), and the video upload.
// Teaching (students, reviews, dashboard) and people (profile, settings, deletion) have their schemas
// in studioTeaching.ts and people.ts.
import { Type, type Static } from '@sinclair/typebox';
import {
  AUTHORING_LESSON_KINDS,
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_LIST_ITEM_MAX_LENGTH,
  COURSE_LIST_MAX_ITEMS,
  COURSE_STATUSES,
  COURSE_SUBTITLE_MAX_LENGTH,
  COURSE_TITLE_MAX_LENGTH,
  CURRENCIES,
  INSTRUCTOR_APPLICATION_BIO_MAX_LENGTH,
  INSTRUCTOR_APPLICATION_MAX_TOPICS,
  LESSON_BODY_MAX_LENGTH,
  LESSON_TITLE_MAX_LENGTH,
  PRICE_MAX_MINOR,
  REJECTION_REASON_MAX_LENGTH,
  SECTION_TITLE_MAX_LENGTH,
  VIDEO_SOURCES,
} from '../constants';
import { IsoDateTime, LanguageSchema, Nullable } from './common';
import { CourseLevelSchema } from './courses';
import { APPLICATION_STATUSES } from '../schemaValues';

/** The plain value the SPA uses lives in ../schemaValues (no TypeBox). */
export { APPLICATION_STATUSES };

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const CourseStatusSchema = Type.Union(COURSE_STATUSES.map((s) => Type.Literal(s)));
export const AuthoringLessonKindSchema = Type.Union(AUTHORING_LESSON_KINDS.map((k) => Type.Literal(k)));
export const CurrencySchema = Type.Union(CURRENCIES.map((c) => Type.Literal(c)));
export const VideoSourceSchema = Type.Union(VIDEO_SOURCES.map((s) => Type.Literal(s)));

export const IdParamSchema = Type.Object({ id: Id });

// ---- Applying to teach ----------------------------------------------------------------------------

export const ApplicationStatusSchema = Type.Union(APPLICATION_STATUSES.map((s) => Type.Literal(s)));

export const InstructorApplicationRequestSchema = Type.Object(
  {
    bio: Type.String({ minLength: 20, maxLength: INSTRUCTOR_APPLICATION_BIO_MAX_LENGTH }),
    topics: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: INSTRUCTOR_APPLICATION_MAX_TOPICS }),
  },
  { additionalProperties: false },
);
export type InstructorApplicationRequest = Static<typeof InstructorApplicationRequestSchema>;

/** The caller's own application (GET /Instructor/Application; 404 when none), or one in the admin's list. */
export const InstructorApplicationSchema = Type.Object({
  id: Type.Integer(),
  status: ApplicationStatusSchema,
  bio: Type.String(),
  topics: Type.Array(Type.String()),
  /** Why it was rejected (shown to the applicant, who may apply again). */
  reason: Nullable(Type.String()),
  createdAt: IsoDateTime,
  decidedAt: Nullable(IsoDateTime),
  /** In the admin's list only. */
  applicant: Type.Optional(Type.Object({ username: Type.String(), fullName: Type.String(), email: Type.String(), profileImage: Nullable(Type.String()) })),
});
export type InstructorApplication = Static<typeof InstructorApplicationSchema>;

export const ReasonRequestSchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: REJECTION_REASON_MAX_LENGTH }) }, { additionalProperties: false });
export type ReasonRequest = Static<typeof ReasonRequestSchema>;

// ---- Courses ----------------------------------------------------------------------------------------

/** A price per currency in its minor unit; a course that is not free has at least a USD price. */
export const PricesSchema = Type.Partial(Type.Object(Object.fromEntries(CURRENCIES.map((c) => [c, Type.Integer({ minimum: 1, maximum: PRICE_MAX_MINOR })])) as Record<(typeof CURRENCIES)[number], ReturnType<typeof Type.Integer>>), {
  additionalProperties: false,
});
export type Prices = Static<typeof PricesSchema>;

/** Optional titles shown to visitors reading the site in another language than the course's. */
export const TitleTranslationsSchema = Type.Partial(
  Type.Object({
    th: Type.String({ maxLength: COURSE_TITLE_MAX_LENGTH }),
    en: Type.String({ maxLength: COURSE_TITLE_MAX_LENGTH }),
    vi: Type.String({ maxLength: COURSE_TITLE_MAX_LENGTH }),
    tl: Type.String({ maxLength: COURSE_TITLE_MAX_LENGTH }),
  }),
  { additionalProperties: false },
);
export type TitleTranslations = Static<typeof TitleTranslationsSchema>;

const ListOfLines = Type.Array(Type.String({ minLength: 1, maxLength: COURSE_LIST_ITEM_MAX_LENGTH }), { maxItems: COURSE_LIST_MAX_ITEMS });

/** A row of GET /Instructor/Courses. */
export const InstructorCourseItemSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  status: CourseStatusSchema,
  /** A published course with edits waiting (being written, in review, or rejected). */
  hasDraftChanges: Type.Boolean(),
  coverImage: Nullable(Type.String()),
  students: Type.Integer(),
  rating: Type.Number(),
  ratingCount: Type.Integer(),
  updatedAt: IsoDateTime,
  version: Type.Integer(),
});
export type InstructorCourseItem = Static<typeof InstructorCourseItemSchema>;
export const InstructorCourseListSchema = Type.Object({ items: Type.Array(InstructorCourseItemSchema) });
export type InstructorCourseList = Static<typeof InstructorCourseListSchema>;

export const CreateCourseRequestSchema = Type.Object(
  { title: Type.String({ minLength: 3, maxLength: COURSE_TITLE_MAX_LENGTH }), language: LanguageSchema, categoryId: Id },
  { additionalProperties: false },
);
export type CreateCourseRequest = Static<typeof CreateCourseRequestSchema>;

/** The course fields an author edits (PUT /Instructor/Courses/{id}, with If-Match). */
export const CourseFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 3, maxLength: COURSE_TITLE_MAX_LENGTH }),
    subtitle: Type.String({ maxLength: COURSE_SUBTITLE_MAX_LENGTH }),
    /** Plain text, paragraphs separated by a blank line. */
    description: Type.String({ maxLength: COURSE_DESCRIPTION_MAX_LENGTH }),
    outcomes: ListOfLines,
    requirements: ListOfLines,
    level: CourseLevelSchema,
    language: LanguageSchema,
    categoryId: Id,
    /** A file name in the course-cover-image folder (POST /Files/?folder=course-cover-image), or null. */
    coverImage: Nullable(Type.String({ minLength: 1, maxLength: 200 })),
    isFree: Type.Boolean(),
    /** Ignored (and stored empty) when isFree. */
    prices: PricesSchema,
    titleTranslations: TitleTranslationsSchema,
  },
  { additionalProperties: false },
);
export type CourseFields = Static<typeof CourseFieldsSchema>;

/** A lesson's video: an uploaded file (a name in the course-video folder) or a YouTube / Vimeo address. */
export const LessonVideoSchema = Type.Object(
  {
    source: VideoSourceSchema,
    /** upload: the stored file name; youtube / vimeo: the https address of the video. */
    ref: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type LessonVideo = Static<typeof LessonVideoSchema>;

export const LessonAttachmentSchema = Type.Object({ fileName: Type.String(), size: Type.Integer(), contentType: Type.String() });
export type LessonAttachment = Static<typeof LessonAttachmentSchema>;

/** The lesson fields an author edits (PUT /Instructor/Lessons/{id}, with If-Match). */
export const LessonFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: LESSON_TITLE_MAX_LENGTH }),
    /** Seconds; for an uploaded video the server reads it from the file. */
    duration: Type.Integer({ minimum: 0, maximum: 86_400 }),
    isPreview: Type.Boolean(),
    /** Text lessons: rich text as HTML; the server keeps only safe markup (headings, lists, links, code, images). */
    body: Type.String({ maxLength: LESSON_BODY_MAX_LENGTH }),
    video: Nullable(LessonVideoSchema),
  },
  { additionalProperties: false },
);
export type LessonFields = Static<typeof LessonFieldsSchema>;

export const EditableLessonSchema = Type.Composite([
  Type.Object({
    id: Type.Integer(),
    sectionId: Type.Integer(),
    kind: AuthoringLessonKindSchema,
    version: Type.Integer(),
    attachment: Nullable(LessonAttachmentSchema),
    /** A quiz lesson's quiz (GET|PUT /Instructor/Quizzes/{quizId}); absent for other kinds. */
    quizId: Type.Optional(Nullable(Type.Integer())),
  }),
  LessonFieldsSchema,
]);
export type EditableLesson = Static<typeof EditableLessonSchema>;

export const EditableSectionSchema = Type.Object({ id: Type.Integer(), title: Type.String(), version: Type.Integer(), lessons: Type.Array(EditableLessonSchema) });
export type EditableSection = Static<typeof EditableSectionSchema>;

/** Where a course stands in review; a published course's edits are a draft revision reviewed the same way. */
export const CourseReviewStateSchema = Type.Object({
  /** null: nothing submitted since the last decision. */
  state: Nullable(Type.Union([Type.Literal('in_review'), Type.Literal('rejected')])),
  /** The admin's reason for the last rejection. */
  reason: Nullable(Type.String()),
  submittedAt: Nullable(IsoDateTime),
});

/** GET /Instructor/Courses/{id}: the course as its author edits it (a published course's draft revision when it has one). */
export const EditableCourseSchema = Type.Composite([
  Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    status: CourseStatusSchema,
    hasDraftChanges: Type.Boolean(),
    review: CourseReviewStateSchema,
    /** Of the course's own fields and its outline (order of sections and lessons). */
    version: Type.Integer(),
    sections: Type.Array(EditableSectionSchema),
    updatedAt: IsoDateTime,
    publishedAt: Nullable(IsoDateTime),
  }),
  CourseFieldsSchema,
]);
export type EditableCourse = Static<typeof EditableCourseSchema>;

export const SectionRequestSchema = Type.Object({ title: Type.String({ minLength: 1, maxLength: SECTION_TITLE_MAX_LENGTH }) }, { additionalProperties: false });
export type SectionRequest = Static<typeof SectionRequestSchema>;

export const CreateLessonRequestSchema = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: LESSON_TITLE_MAX_LENGTH }), kind: AuthoringLessonKindSchema },
  { additionalProperties: false },
);
export type CreateLessonRequest = Static<typeof CreateLessonRequestSchema>;

/** PUT /Instructor/Courses/{id}/Outline (If-Match: the course version): every section and lesson id once, all of this course. */
export const OutlineRequestSchema = Type.Object(
  { sections: Type.Array(Type.Object({ id: Id, lessonIds: Type.Array(Id, { maxItems: 500 }) }, { additionalProperties: false }), { maxItems: 200 }) },
  { additionalProperties: false },
);
export type OutlineRequest = Static<typeof OutlineRequestSchema>;

/** GET /Admin/Courses/InReview: courses and draft revisions waiting for a decision. */
export const CourseInReviewSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** true: edits of a published course; false: a new course. */
  isRevision: Type.Boolean(),
  instructor: Type.Object({ username: Type.String(), fullName: Type.String() }),
  submittedAt: IsoDateTime,
});
export type CourseInReview = Static<typeof CourseInReviewSchema>;

/** One difference between the published course and its draft revision, for the review page. */
export const CourseChangeSchema = Type.Object({
  /** e.g. 'title', 'prices.THB', 'section:12.title', 'lesson:40.body', 'outline'. */
  path: Type.String(),
  kind: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed')]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type CourseChange = Static<typeof CourseChangeSchema>;

/** GET /Admin/Courses/{id}/Review: what the admin decides on (what it changes: GET /Admin/Courses/{id}/Diff). */
export const CourseReviewSchema = Type.Object({
  course: EditableCourseSchema,
  instructor: Type.Object({ username: Type.String(), fullName: Type.String(), email: Type.String() }),
});
export type CourseReview = Static<typeof CourseReviewSchema>;

// ---- Video upload (resumable) ------------------------------------------------------------------------

/** POST /Instructor/VideoUploads: announce an upload of `size` bytes for a lesson. */
export const StartVideoUploadRequestSchema = Type.Object(
  { lessonId: Id, fileName: Type.String({ minLength: 1, maxLength: 255 }), size: Type.Integer({ minimum: 1, maximum: 1024 * 1024 * 1024 * 1024 }) },
  { additionalProperties: false },
);
export type StartVideoUploadRequest = Static<typeof StartVideoUploadRequestSchema>;

/** An upload in progress (HEAD gives the offset in `Upload-Offset` too); `lesson` once it is complete. */
export const VideoUploadSchema = Type.Object({
  id: Type.String(),
  lessonId: Type.Integer(),
  size: Type.Integer(),
  /** Bytes received so far: the next PATCH sends from here (`Upload-Offset`). */
  offset: Type.Integer(),
  complete: Type.Boolean(),
  /** When complete: the lesson with its new video and the duration read from the file. */
  lesson: Type.Optional(EditableLessonSchema),
});
export type VideoUpload = Static<typeof VideoUploadSchema>;
