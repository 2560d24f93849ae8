import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Review, ReviewPage, ReviewRequest } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { courses, customers, enrollments, reviewReplies, reviews, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { notEnrolled } from '../enrollments/enrollmentService';
import { courseNotFound, type CourseService } from '../courses/courseService';
import { fullName, isoTime } from '../courses/courseSql';

/** The author of a review's reply (customers joined a second time). */
const replyAuthors = alias(customers, 'reply_authors');

export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly courses: CourseService,
  ) {}

  async list(courseId: number, viewer: CustomerRow | null, page: number, pageSize: number): Promise<ReviewPage> {
    await this.courses.findVisible(courseId, viewer);
    const [byStars, rows] = await Promise.all([
      this.db.select({ rating: reviews.rating, n: count() }).from(reviews).where(eq(reviews.courseId, courseId)).groupBy(reviews.rating),
      this.db
        .select({
          review: reviews,
          username: customers.username,
          firstName: customers.firstName,
          lastName: customers.lastName,
          profileImage: customers.profileImage,
          replyText: reviewReplies.text,
          replyUpdatedAt: reviewReplies.updatedAt,
          replyFirstName: replyAuthors.firstName,
          replyLastName: replyAuthors.lastName,
          replyUsername: replyAuthors.username,
        })
        .from(reviews)
        .innerJoin(customers, eq(customers.id, reviews.customerId))
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .leftJoin(replyAuthors, eq(replyAuthors.id, reviewReplies.authorId))
        .where(eq(reviews.courseId, courseId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    const items = rows.map((r) => ({
      id: r.review.id,
      courseId: r.review.courseId,
      rating: r.review.rating,
      text: r.review.text,
      author: { username: r.username, fullName: fullName(r.firstName, r.lastName, r.username), profileImage: r.profileImage },
      lang: r.review.lang ?? null,
      createdAt: isoTime(r.review.createdAt),
      // The instructor's public reply (teaching), under the review.
      reply:
        r.replyText === null || r.replyUpdatedAt === null
          ? null
          : { text: r.replyText, updatedAt: isoTime(r.replyUpdatedAt), instructorName: fullName(r.replyFirstName, r.replyLastName, r.replyUsername) || 'Academy' },
    }));
    const ratingCounts = [5, 4, 3, 2, 1].map((stars) => byStars.find((r) => r.rating === stars)?.n ?? 0);
    return { items, total: ratingCounts.reduce((a, b) => a + b, 0), page, pageSize, ratingCounts };
  }

  /**
   * One review per enrolled student. The unique (course, customer) index decides between two
   * concurrent first reviews; the course's rating sum and count move in the same transaction.
   */
  async create(caller: CustomerRow, courseId: number, input: ReviewRequest): Promise<Review> {
    const course = await this.courses.findVisible(courseId, caller);
    if (!course.isPublished) throw courseNotFound();
    const text = (input.text ?? '').trim();
    const row = await this.db.transaction(async (tx) => {
      const [enrolled] = await tx.select({ one: sql<number>`1` }).from(enrollments).where(and(eq(enrollments.customerId, caller.id), eq(enrollments.courseId, courseId)));
      if (!enrolled) throw notEnrolled();
      const [inserted] = await tx.insert(reviews).values({ courseId, customerId: caller.id, rating: input.rating, text, lang: input.lang ?? caller.lang }).onConflictDoNothing().returning();
      if (!inserted) throw new AppError(409, ERROR_CODES.REVIEW_EXISTS, 'You have already reviewed this course.');
      await tx
        .update(courses)
        .set({ ratingSum: sql`${courses.ratingSum} + ${input.rating}`, ratingCount: sql`${courses.ratingCount} + 1` })
        .where(eq(courses.id, courseId));
      return inserted;
    });
    // The course's rating shows (and sorts) in the catalogue.
    this.courses.catalogueChanged();
    return {
      id: row.id,
      courseId,
      rating: row.rating,
      text: row.text,
      author: { username: caller.username, fullName: fullName(caller.firstName, caller.lastName, caller.username), profileImage: caller.profileImage },
      lang: row.lang ?? null,
      createdAt: isoTime(row.createdAt),
      reply: null,
    };
  }
}
