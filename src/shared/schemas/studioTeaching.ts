// The teaching part of the instructor studio: the dashboard, the students of one's courses (list, CSV,
// announcements by mail) and the reviews of one's courses (a public reply, abuse reports).
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PAGE_SIZE } from '../constants';
import { IsoDateTime, LanguageSchema, Nullable, PageOf } from './common';
import { ReviewReplySchema } from './courses';
import {
  ANNOUNCEMENT_BODY_MAX_LENGTH,
  ANNOUNCEMENT_SUBJECT_MAX_LENGTH,
  DASHBOARD_PERIODS,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_REASON_MAX_LENGTH,
} from '../schemaValues';

/** The plain values the SPA uses live in ../schemaValues (no TypeBox). */
export { ANNOUNCEMENT_BODY_MAX_LENGTH, ANNOUNCEMENT_SUBJECT_MAX_LENGTH, DASHBOARD_PERIODS, REVIEW_REPLY_MAX_LENGTH, REVIEW_REPORT_REASON_MAX_LENGTH };

export { ReviewReplySchema, type ReviewReply } from './courses';

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const STUDENT_SORTS = ['progress', 'lastActivity', 'enrolledAt', 'name'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Announcements one course may send in 24 hours. */
export const ANNOUNCEMENTS_PER_COURSE_PER_DAY = 3;
export const STUDENT_SEARCH_MAX_LENGTH = 100;
/** The CSV export holds at most this many rows. */
export const STUDENTS_CSV_MAX_ROWS = 50_000;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

// ---- Dashboard ----------------------------------------------------------------------------------

export const DashboardQuerySchema = Type.Object({
  days: Type.Optional(Type.Union(DASHBOARD_PERIODS.map((d) => Type.Literal(d)), { default: 30 })),
});
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

export const DashboardTotalsSchema = Type.Object({
  /** Distinct students over all the instructor's courses. */
  students: Type.Integer(),
  enrolments: Type.Integer(),
  completions: Type.Integer(),
  /** Over every review of the instructor's courses (0 without reviews), two decimals. */
  averageRating: Type.Number(),
  reviewCount: Type.Integer(),
  publishedCourses: Type.Integer(),
  /** Enrolments and completions within the period. */
  periodEnrolments: Type.Integer(),
  periodCompletions: Type.Integer(),
});
export type DashboardTotals = Static<typeof DashboardTotalsSchema>;

/** One bucket of the chart: a day (30 and 90 days) or a week starting on Monday (365 days). */
export const DashboardPointSchema = Type.Object({
  /** The bucket's first day, YYYY-MM-DD (UTC). */
  date: Type.String(),
  enrolments: Type.Integer(),
  completions: Type.Integer(),
});
export type DashboardPoint = Static<typeof DashboardPointSchema>;

export const DashboardReviewSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  /** The course's language (its title's). */
  courseLang: LanguageSchema,
  rating: Type.Integer(),
  text: Type.String(),
  /** The language the review was written in; null when unknown. */
  lang: Nullable(LanguageSchema),
  authorName: Type.String(),
  createdAt: IsoDateTime,
  hasReply: Type.Boolean(),
});
export type DashboardReview = Static<typeof DashboardReviewSchema>;

export const ATTENTION_REASONS = ['draft', 'in_review', 'rejected'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const AttentionCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  reason: Type.Union(ATTENTION_REASONS.map((r) => Type.Literal(r))),
  /** A rejected course: the admin's reason. */
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  updatedAt: IsoDateTime,
});
export type AttentionCourse = Static<typeof AttentionCourseSchema>;

export const InstructorDashboardSchema = Type.Object({
  days: Type.Integer(),
  bucket: Type.Union([Type.Literal('day'), Type.Literal('week')]),
  totals: DashboardTotalsSchema,
  series: Type.Array(DashboardPointSchema),
  /** How many reviews have 1..5 stars (index 0: one star). */
  ratingDistribution: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5 }),
  recentReviews: Type.Array(DashboardReviewSchema),
  attention: Type.Array(AttentionCourseSchema),
  /** The instructor has no course at all (the page invites them to create one). */
  hasCourses: Type.Boolean(),
});
export type InstructorDashboard = Static<typeof InstructorDashboardSchema>;

// ---- Students -----------------------------------------------------------------------------------

export const StudentsQuerySchema = Type.Object({
  courseId: Type.Optional(Id),
  search: Type.Optional(Type.String({ maxLength: STUDENT_SEARCH_MAX_LENGTH })),
  sort: Type.Optional(Type.Union(STUDENT_SORTS.map((s) => Type.Literal(s)), { default: 'enrolledAt' })),
  order: Type.Optional(Type.Union(SORT_ORDERS.map((s) => Type.Literal(s)), { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
});
export type StudentsQuery = Static<typeof StudentsQuerySchema>;
export const StudentsCsvQuerySchema = Type.Omit(StudentsQuerySchema, ['page', 'pageSize']);
export type StudentsCsvQuery = Static<typeof StudentsCsvQuerySchema>;

/** One enrolment in one of the instructor's courses. No e-mail address: the announcement is how to reach students. */
export const InstructorStudentSchema = Type.Object({
  username: Type.String(),
  displayName: Type.String(),
  profileImage: Type.Union([Type.String(), Type.Null()]),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  /** 0-100, rounded down (100 only when every lesson is completed). */
  progress: Type.Integer(),
  lastActivityAt: Type.Union([IsoDateTime, Type.Null()]),
  enrolledAt: IsoDateTime,
  completedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type InstructorStudent = Static<typeof InstructorStudentSchema>;

/** A course of the instructor, for the filter and the announcement dialog. */
export const TeachingCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  isPublished: Type.Boolean(),
  students: Type.Integer(),
  /** Students an announcement would reach now (enrolled, not unsubscribed). */
  announcementRecipients: Type.Integer(),
  /** Announcements this course may still send in the next 24 hours. */
  announcementsLeft: Type.Integer(),
});
export type TeachingCourse = Static<typeof TeachingCourseSchema>;

export const InstructorStudentPageSchema = Type.Composite([PageOf(InstructorStudentSchema), Type.Object({ courses: Type.Array(TeachingCourseSchema) })]);
export type InstructorStudentPage = Static<typeof InstructorStudentPageSchema>;

// ---- Announcements ------------------------------------------------------------------------------

export const AnnouncementRequestSchema = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_SUBJECT_MAX_LENGTH }),
    body: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_BODY_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type AnnouncementRequest = Static<typeof AnnouncementRequestSchema>;

export const AnnouncementAcceptedSchema = Type.Object({
  id: Type.Integer(),
  /** Students the mail goes to (enrolled and not unsubscribed when it was accepted). */
  recipients: Type.Integer(),
  announcementsLeft: Type.Integer(),
});
export type AnnouncementAccepted = Static<typeof AnnouncementAcceptedSchema>;

export const UnsubscribeParamSchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 300 }) });
export const UnsubscribeQuerySchema = Type.Object({
  /** 'all': every course's announcements; default: this course's. */
  scope: Type.Optional(Type.Union([Type.Literal('course'), Type.Literal('all')], { default: 'course' })),
});

// ---- Reviews ------------------------------------------------------------------------------------

export const InstructorReviewsQuerySchema = Type.Object({
  courseId: Type.Optional(Id),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  unanswered: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
});
export type InstructorReviewsQuery = Static<typeof InstructorReviewsQuerySchema>;

export const InstructorReviewSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  /** The course's language (its title's and, usually, the instructor's reply's). */
  courseLang: LanguageSchema,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  /** The language the review was written in; null when unknown. */
  lang: Nullable(LanguageSchema),
  author: Type.Object({ username: Type.String(), fullName: Type.String(), profileImage: Type.Union([Type.String(), Type.Null()]) }),
  createdAt: IsoDateTime,
  reply: Type.Union([ReviewReplySchema, Type.Null()]),
  /** The caller has reported this review already. */
  reported: Type.Boolean(),
});
export type InstructorReview = Static<typeof InstructorReviewSchema>;
export const InstructorReviewPageSchema = Type.Composite([
  PageOf(InstructorReviewSchema),
  Type.Object({ courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })) }),
]);
export type InstructorReviewPage = Static<typeof InstructorReviewPageSchema>;

export const ReviewReplyRequestSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: REVIEW_REPLY_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ReviewReplyRequest = Static<typeof ReviewReplyRequestSchema>;

export const ReviewReportRequestSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: REVIEW_REPORT_REASON_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ReviewReportRequest = Static<typeof ReviewReportRequestSchema>;
