import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/schemas/common';
import type { WishlistItem } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { courses, wishlistItems, type CustomerRow } from '../../db/schema';
import { courseNotFound, type CourseService } from '../courses/courseService';
import { isoTime } from '../courses/courseSql';

export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly courses: CourseService,
  ) {}

  /** Saved courses that are still published, newest saved first. */
  async list(caller: CustomerRow, page: number, pageSize: number): Promise<Page<WishlistItem>> {
    const where = and(eq(wishlistItems.customerId, caller.id), eq(courses.isPublished, true));
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(wishlistItems).innerJoin(courses, eq(courses.id, wishlistItems.courseId)).where(where),
      this.db
        .select({ courseId: wishlistItems.courseId, addedAt: wishlistItems.createdAt })
        .from(wishlistItems)
        .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
        .where(where)
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.courseId))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    const cards = await this.courses.summaries(rows.map((r) => r.courseId));
    const items = rows.flatMap((r) => {
      const course = cards.get(r.courseId);
      return course ? [{ course, addedAt: isoTime(r.addedAt) }] : [];
    });
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /** Idempotent: saving a saved course keeps its first date. */
  async add(caller: CustomerRow, courseId: number): Promise<{ created: boolean; courseId: number; addedAt: string }> {
    const course = await this.courses.findVisible(courseId, caller);
    if (!course.isPublished) throw courseNotFound();
    const inserted = await this.db.insert(wishlistItems).values({ customerId: caller.id, courseId }).onConflictDoNothing().returning({ addedAt: wishlistItems.createdAt });
    if (inserted[0]) return { created: true, courseId, addedAt: isoTime(inserted[0].addedAt) };
    const [existing] = await this.db.select({ addedAt: wishlistItems.createdAt }).from(wishlistItems).where(and(eq(wishlistItems.customerId, caller.id), eq(wishlistItems.courseId, courseId)));
    return { created: false, courseId, addedAt: isoTime(existing?.addedAt ?? new Date()) };
  }

  /** Idempotent: removing what is not there is fine. */
  async remove(caller: CustomerRow, courseId: number): Promise<void> {
    await this.db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, caller.id), eq(wishlistItems.courseId, courseId)));
  }
}
