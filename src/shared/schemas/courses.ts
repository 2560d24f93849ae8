import { Type, type Static } from '@sinclair/typebox';
import { COURSE_LEVELS, COURSE_SORTS, CURRENCIES, LESSON_KINDS, MAX_PAGE_SIZE, REVIEW_TEXT_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../constants';
import { IsoDateTime, LanguageSchema, Nullable, PageOf } from './common';
import { LessonQuizSchema } from './quiz';


export const CourseLevelSchema = Type.Union(COURSE_LEVELS.map((l) => Type.Literal(l)));
export const LessonKindSchema = Type.Union(LESSON_KINDS.map((k) => Type.Literal(k)));
export const CourseSortSchema = Type.Union(COURSE_SORTS.map((s) => Type.Literal(s)));

/** What a course page shows of its instructor: never an e-mail or an internal id. */
export const InstructorSchema = Type.Object({
  username: Type.String(),
  fullName: Type.String(),
  profileImage: Nullable(Type.String()),
});
export type Instructor = Static<typeof InstructorSchema>;

/**
 * A course's price per currency in its minor unit (USD cents, THB satang, PHP centavos, VND dong); empty
 * when free. Every currency is sent: the SPA shows the visitor's region's (USD when missing).
 */
export const CoursePricesSchema = Type.Partial(Type.Object(Object.fromEntries(CURRENCIES.map((c) => [c, Type.Integer({ minimum: 1 })])) as Record<(typeof CURRENCIES)[number], ReturnType<typeof Type.Integer>>));
export type CoursePrices = Static<typeof CoursePricesSchema>;

/** A course card in lists (catalogue, wishlist, enrolments, an instructor's page) and the course page. */
export const CourseSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  categoryId: Nullable(Type.Integer()),
  level: CourseLevelSchema,
  language: LanguageSchema,
  /** A file name in the course-cover-image folder: {storageBaseUrl}/course-cover-image/{coverImage}. */
  coverImage: Nullable(Type.String()),
  /**
   * The USD price in dollars as a decimal number; 0 is free. Kept for older API clients (and it is what the
   * catalogue's free/paid filter reads); amounts to show or compute with are `prices` (integers).
   */
  price: Type.Number({ minimum: 0 }),
  isFree: Type.Boolean(),
  prices: CoursePricesSchema,
  instructor: Nullable(InstructorSchema),
  ratingAvg: Type.Number(),
  ratingCount: Type.Integer(),
  enrollmentCount: Type.Integer(),
  lessonCount: Type.Integer(),
  /** Seconds, all lessons together. */
  duration: Type.Integer(),
  publishedAt: Nullable(IsoDateTime),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type CourseSummary = Static<typeof CourseSummarySchema>;

export const CourseListQuerySchema = Type.Object({
  /** The category and all its sub-categories. */
  categoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
  level: Type.Optional(CourseLevelSchema),
  price: Type.Optional(Type.Union([Type.Literal('free'), Type.Literal('paid')])),
  language: Type.Optional(LanguageSchema),
  /** relevance (default; without a search it is the popular order), newest, rating, popular. */
  sort: Type.Optional(CourseSortSchema),
  /** true: only the courses an admin featured (the home page's row), newest featured first in the default order. */
  featured: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
});
export type CourseListQuery = Static<typeof CourseListQuerySchema>;
export const CoursePageSchema = PageOf(CourseSummarySchema);

export const LessonOutlineSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: LessonKindSchema,
  /** Seconds. */
  duration: Type.Integer(),
  isPreview: Type.Boolean(),
  /** Present only for an enrolled caller. */
  isCompleted: Type.Optional(Type.Boolean()),
});
export type LessonOutline = Static<typeof LessonOutlineSchema>;

export const SectionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  lessons: Type.Array(LessonOutlineSchema),
});
export type Section = Static<typeof SectionSchema>;

/** The caller's relation to a course; null when signed out. */
export const CourseViewerSchema = Type.Object({
  isEnrolled: Type.Boolean(),
  isWishlisted: Type.Boolean(),
  hasReviewed: Type.Boolean(),
  completedLessons: Type.Integer(),
  lastLessonId: Nullable(Type.Integer()),
  certificateCode: Nullable(Type.String()),
  /** The caller teaches this course, so cannot enrol in it. */
  isInstructor: Type.Boolean(),
});
export type CourseViewer = Static<typeof CourseViewerSchema>;

export const CourseDetailSchema = Type.Composite([
  CourseSummarySchema,
  Type.Object({
    description: Type.String(),
    sections: Type.Array(SectionSchema),
    viewer: Nullable(CourseViewerSchema),
    /** Optional titles for visitors reading the site in another language (th, en, vi, tl). */
    titleTranslations: Type.Optional(Type.Partial(Type.Object({ th: Type.String(), en: Type.String(), vi: Type.String(), tl: Type.String() }))),
    /** What a learner will be able to do, one line each (in the course's language); may be empty. */
    outcomes: Type.Array(Type.String()),
    /** What a learner needs before starting, one line each; may be empty. */
    requirements: Type.Array(Type.String()),
    /** The instructor's headline and bio in the languages they wrote them (the reader's is picked on the page); null without a profile. */
    instructorAbout: Nullable(
      Type.Object({
        headline: Type.Partial(Type.Object({ th: Type.String(), en: Type.String(), vi: Type.String(), tl: Type.String() })),
        bio: Type.Partial(Type.Object({ th: Type.String(), en: Type.String(), vi: Type.String(), tl: Type.String() })),
      }),
    ),
  }),
]);
export type CourseDetail = Static<typeof CourseDetailSchema>;

export const IdOrSlugParamSchema = Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 200 }) });
export const CourseIdParamSchema = Type.Object({ courseId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/**
 * How far the caller is from completing a lesson (see shared/engagement.ts): 'read' (a text lesson, or a
 * video of unknown length) needs the lesson open for `requiredSeconds`; 'watch' needs `requiredPercent`
 * of the video played. The unused pair is 0.
 */
export const LessonEngagementSchema = Type.Object({
  /** 'pass' (a quiz lesson): a grade of at least `requiredPercent`; `watchedPercent` then carries the caller's grade (0 before one). */
  rule: Type.Union([Type.Literal('read'), Type.Literal('watch'), Type.Literal('pass')]),
  requiredSeconds: Type.Integer(),
  /** Seconds still to wait, counted when the lesson was sent; 0 when it may be completed. */
  secondsLeft: Type.Integer(),
  watchedPercent: Type.Integer(),
  requiredPercent: Type.Integer(),
});
export type LessonEngagement = Static<typeof LessonEngagementSchema>;

/** One lesson to study. `body` (text lessons) and `videoUrl` (video lessons) are the content. */
export const LessonSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseSlug: Type.String(),
  sectionId: Type.Integer(),
  title: Type.String(),
  kind: LessonKindSchema,
  duration: Type.Integer(),
  isPreview: Type.Boolean(),
  body: Type.String(),
  videoUrl: Nullable(Type.String()),
  /** A downloadable attachment's signed URL (served as a download), for whoever may open the lesson. */
  attachmentUrl: Type.Optional(Nullable(Type.String())),
  attachment: Type.Optional(Nullable(Type.Object({ fileName: Type.String(), size: Type.Integer(), contentType: Type.String() }))),
  /** Resume position in seconds; 0 when signed out or not started. */
  position: Type.Integer(),
  isCompleted: Type.Boolean(),
  prevLessonId: Nullable(Type.Integer()),
  nextLessonId: Nullable(Type.Integer()),
  /** For an enrolled student only (null otherwise, and once the lesson is complete). */
  engagement: Nullable(LessonEngagementSchema),
  /** A quiz lesson's quiz as the caller may take it (never the keys); absent for other kinds. */
  quiz: Type.Optional(Nullable(LessonQuizSchema)),
});
export type Lesson = Static<typeof LessonSchema>;

export const PositionRequestSchema = Type.Object({ position: Type.Integer({ minimum: 0, maximum: 86_400 }) });
export type PositionRequest = Static<typeof PositionRequestSchema>;
/** `watchedPercent`: the share of a video lesson played so far, as the server counts it (0 for text lessons). */
export const PositionResponseSchema = Type.Object({ lessonId: Type.Integer(), position: Type.Integer(), watchedPercent: Type.Integer() });
export type PositionResponse = Static<typeof PositionResponseSchema>;

export const CompletionSchema = Type.Object({
  lessonId: Type.Integer(),
  courseId: Type.Integer(),
  /** False when the lesson was already complete (nothing was added). */
  newlyCompleted: Type.Boolean(),
  courseCompleted: Type.Boolean(),
  /** The caller's certificate for this course once it is complete: issued by this call or earlier. */
  certificateCode: Nullable(Type.String()),
  pointsAwarded: Type.Integer(),
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  /** The caller's counters after the call, for the profile header. */
  points: Type.Integer(),
  customerCompletedLessons: Type.Integer(),
  customerCompletedCourses: Type.Integer(),
});
export type Completion = Static<typeof CompletionSchema>;

export const EnrollmentSchema = Type.Object({
  course: CourseSummarySchema,
  enrolledAt: IsoDateTime,
  completedAt: Nullable(IsoDateTime),
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  /** 0 to 100, rounded down. */
  progressPercent: Type.Integer(),
  lastLesson: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), position: Type.Integer() })),
  lastAccessedAt: Nullable(IsoDateTime),
  certificateCode: Nullable(Type.String()),
});
export type Enrollment = Static<typeof EnrollmentSchema>;
export const EnrollmentPageSchema = PageOf(EnrollmentSchema);

export const CertificateSchema = Type.Object({
  code: Type.String(),
  issuedAt: IsoDateTime,
  studentName: Type.String(),
  course: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), language: LanguageSchema }),
  instructorName: Nullable(Type.String()),
  /** The final grade (0-100, the average of the course's quiz grades) when the course has graded quizzes, frozen when issued. */
  gradePercent: Type.Optional(Nullable(Type.Number())),
});
export type Certificate = Static<typeof CertificateSchema>;
export const CertificatePageSchema = PageOf(CertificateSchema);
export const CertificateCodeParamSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

export const WishlistItemSchema = Type.Object({ course: CourseSummarySchema, addedAt: IsoDateTime });
export type WishlistItem = Static<typeof WishlistItemSchema>;
export const WishlistPageSchema = PageOf(WishlistItemSchema);
export const WishlistAddedSchema = Type.Object({ courseId: Type.Integer(), addedAt: IsoDateTime });

/** The course instructor's public answer to a review (one per review, editable). */
export const ReviewReplySchema = Type.Object({
  text: Type.String(),
  updatedAt: IsoDateTime,
  instructorName: Type.String(),
});
export type ReviewReply = Static<typeof ReviewReplySchema>;

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  author: Type.Object({ username: Type.String(), fullName: Type.String(), profileImage: Nullable(Type.String()) }),
  /** The language `text` was written in (the author's UI language then); null when unknown. */
  lang: Nullable(LanguageSchema),
  createdAt: IsoDateTime,
  reply: Nullable(ReviewReplySchema),
});
export type Review = Static<typeof ReviewSchema>;
/** A course's reviews, newest first, with how many gave each number of stars (`ratingCounts[0]` is 5 stars, `[4]` is 1 star). */
export const ReviewPageSchema = Type.Composite([
  PageOf(ReviewSchema),
  Type.Object({ ratingCounts: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 5, maxItems: 5 }) }),
]);
export type ReviewPage = Static<typeof ReviewPageSchema>;
export const ReviewRequestSchema = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String({ maxLength: REVIEW_TEXT_MAX_LENGTH, default: '' }),
  /** The UI language the text is written in; the author's profile language when omitted. */
  lang: Type.Optional(LanguageSchema),
});
export type ReviewRequest = Static<typeof ReviewRequestSchema>;
