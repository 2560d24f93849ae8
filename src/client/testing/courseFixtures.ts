// Typed sample data of the course, learning and library screens.
import type { Certificate, Completion, CourseDetail, CourseSummary, Enrollment, Lesson, Review, ReviewPage, WishlistItem } from '../../shared/schemas/courses';

export function aCourseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 7,
    slug: 'react-fundamentals',
    title: 'React Fundamentals',
    subtitle: 'Components, props, state and hooks',
    categoryId: 3,
    level: 'beginner',
    language: 'en',
    coverImage: 'react.webp',
    price: 0,
    isFree: true,
    prices: {},
    instructor: { username: 'teacher', fullName: 'Ada Teacher', profileImage: null },
    ratingAvg: 4.4,
    ratingCount: 12,
    enrollmentCount: 340,
    lessonCount: 3,
    duration: 1500,
    publishedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...aCourseSummary(),
    description: 'Build interfaces from small components.\n\nLearn how data flows.',
    sections: [
      {
        id: 1,
        title: 'Getting started',
        lessons: [
          { id: 101, title: 'Welcome', kind: 'video', duration: 5, isPreview: true },
          { id: 102, title: 'Components and JSX', kind: 'text', duration: 600, isPreview: false },
        ],
      },
      { id: 2, title: 'Wrap-up', lessons: [{ id: 103, title: 'Summary', kind: 'text', duration: 300, isPreview: false }] },
    ],
    viewer: null,
    outcomes: [],
    requirements: [],
    instructorAbout: null,
    ...overrides,
  };
}

export function anEnrolledViewer(overrides: Partial<NonNullable<CourseDetail['viewer']>> = {}): NonNullable<CourseDetail['viewer']> {
  return { isEnrolled: true, isWishlisted: false, hasReviewed: false, completedLessons: 0, lastLessonId: null, certificateCode: null, isInstructor: false, ...overrides };
}

export function aLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 102,
    courseId: 7,
    courseSlug: 'react-fundamentals',
    sectionId: 1,
    title: 'Components and JSX',
    kind: 'text',
    duration: 600,
    isPreview: false,
    body: 'A component is a function.\n\nKeep components <b>small</b>.',
    videoUrl: null,
    position: 0,
    isCompleted: false,
    prevLessonId: 101,
    nextLessonId: 103,
    // Read long enough already: the lesson may be completed.
    engagement: { rule: 'read', requiredSeconds: 10, secondsLeft: 0, watchedPercent: 0, requiredPercent: 0 },
    ...overrides,
  };
}

export function aCompletion(overrides: Partial<Completion> = {}): Completion {
  return {
    lessonId: 102,
    courseId: 7,
    newlyCompleted: true,
    courseCompleted: false,
    certificateCode: null,
    pointsAwarded: 10,
    completedLessons: 2,
    totalLessons: 3,
    points: 120,
    customerCompletedLessons: 9,
    customerCompletedCourses: 1,
    ...overrides,
  };
}

export function anEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    course: aCourseSummary(),
    enrolledAt: '2026-02-01T00:00:00.000Z',
    completedAt: null,
    completedLessons: 1,
    totalLessons: 3,
    progressPercent: 33,
    lastLesson: { id: 102, title: 'Components and JSX', position: 0 },
    lastAccessedAt: '2026-02-02T00:00:00.000Z',
    certificateCode: null,
    ...overrides,
  };
}

export function aCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    code: 'ACAD-1234-ABCD',
    issuedAt: '2026-03-01T00:00:00.000Z',
    studentName: 'Mai Student',
    course: { id: 7, slug: 'react-fundamentals', title: 'React Fundamentals', language: 'en' },
    instructorName: 'Ada Teacher',
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    courseId: 7,
    rating: 4,
    text: 'Clear and practical.',
    author: { username: 'ann', fullName: 'Ann Learner', profileImage: null },
    lang: 'en',
    createdAt: '2026-02-10T00:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

export function aWishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return { course: aCourseSummary(), addedAt: '2026-02-01T00:00:00.000Z', ...overrides };
}

export function pageOf<T>(items: T[], overrides: { total?: number; page?: number; pageSize?: number } = {}) {
  return { items, total: overrides.total ?? items.length, page: overrides.page ?? 1, pageSize: overrides.pageSize ?? 20 };
}

/** A page of a course's reviews; the star counts are those of `items` unless given (ratingCounts[0] is 5 stars). */
export function aReviewPage(items: Review[], overrides: { total?: number; page?: number; pageSize?: number; ratingCounts?: number[] } = {}): ReviewPage {
  const ratingCounts = overrides.ratingCounts ?? [5, 4, 3, 2, 1].map((stars) => items.filter((r) => r.rating === stars).length);
  return { ...pageOf(items, overrides), ratingCounts };
}
