// The admin console's courses and categories: every course with its status and owner; what a course or
// its revision changes (the review's diff); unpublish / republish / feature on the home page; and the
// categories editor, which saves the whole tree at once under a version of the tree. Every change is
// audited in its transaction, and the catalogue's and the public lists' caches follow at once.
import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import {
  CATEGORY_MAX_DEPTH, CATEGORY_TITLE_MAX_LENGTH, type AdminCategory, type AdminCategoryTree, type AdminCourseItem, type AdminCoursePage, type AdminCourseQuery, type CategoryWrite, type CourseDiff,
} from '../../../shared/schemas/adminCourses';
import { BULK_MAX_IDS, type BulkItemResult, type CoursesBulkRequest, type CoursesBulkResult } from '../../../shared/schemas/adminBulk';
import type { Prices } from '../../../shared/schemas/studio';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { categories, courses, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkVersion } from '../../plugins/versioning';
import type { Services } from '../../services';
import { PUBLIC_CACHE } from '../../services';
import { audit } from '../audit/audit';
import { courseNotFound } from '../courses/courseService';
import { containsPattern, fullName, isoTime, isoTimeOrNull } from '../courses/courseSql';
import { courseDiff } from './courseDiff';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface CourseListRow extends Record<string, unknown> {
  total: number;
  id: number;
  slug: string;
  title: string;
  status: AdminCourseItem['status'];
  is_free: boolean;
  prices: Prices | null;
  price: number;
  enrollment_count: number;
  updated_at: string | Date;
  featured_at: string | Date | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  draft_state: 'editing' | 'in_review' | 'rejected' | null;
}

function notPublished(): AppError {
  return new AppError(409, ERROR_CODES.COURSE_NOT_PUBLISHED, 'The course is not published.');
}

function treeInvalid(detail: string, path?: string): AppError {
  return new AppError(400, ERROR_CODES.CATEGORY_TREE_INVALID, detail, {}, path ? [{ path, message: detail }] : undefined);
}

export class AdminCourseService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}

  private get db(): Database {
    return this.ctx.db;
  }

  // ---- Courses -----------------------------------------------------------------------------------

  /** Every course, the last changed first; the search looks in the title, the slug and the owner's names and e-mail. */
  async list(query: AdminCourseQuery): Promise<AdminCoursePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const where: SQL[] = [sql`true`];
    if (query.status) where.push(sql`c.status = ${query.status}`);
    const words = (query.search ?? '').trim().split(/\s+/u).filter(Boolean).slice(0, 6);
    for (const word of words) {
      const like = `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      where.push(sql`(c.search_text like ${containsPattern(word)} or c.slug ilike ${like} or coalesce(d.content->'fields'->>'title', '') ilike ${like}
        or u.username ilike ${like} or u.email ilike ${like} or concat_ws(' ', u.first_name, u.last_name) ilike ${like})`);
    }
    const { rows } = await this.db.execute<CourseListRow>(sql`
      select count(*) over ()::int as total, c.id, c.slug, c.title, c.status, c.is_free, c.price::float8 as price, c.enrollment_count, c.updated_at, c.featured_at,
        (select jsonb_object_agg(p.currency, p.amount_minor) from course_prices p where p.course_id = c.id) as prices,
        u.username, u.first_name, u.last_name, d.state as draft_state
      from courses c
      left join customers u on u.id = c.instructor_id
      left join course_drafts d on d.course_id = c.id
      where ${sql.join(where, sql` and `)}
      order by greatest(c.updated_at, coalesce(d.updated_at, c.updated_at)) desc, c.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`);
    return { items: rows.map((r) => this.item(r)), total: rows[0]?.total ?? (page > 1 ? await this.count(where) : 0), page, pageSize };
  }

  private async count(where: SQL[]): Promise<number> {
    const { rows } = await this.db.execute<{ n: number }>(sql`select count(*)::int as n from courses c
      left join customers u on u.id = c.instructor_id left join course_drafts d on d.course_id = c.id where ${sql.join(where, sql` and `)}`);
    return rows[0]?.n ?? 0;
  }

  private item(r: CourseListRow): AdminCourseItem {
    const prices: Prices = r.is_free ? {} : (r.prices ?? (Number(r.price) > 0 ? { USD: Math.round(Number(r.price) * 100) } : {}));
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      status: r.status,
      owner: r.username ? { name: fullName(r.first_name, r.last_name, r.username), username: r.username } : null,
      isFree: r.is_free,
      prices,
      enrolments: r.enrollment_count,
      updatedAt: isoTime(r.updated_at),
      featured: r.featured_at !== null,
      featuredAt: isoTimeOrNull(r.featured_at),
      revisionInReview: r.draft_state === 'in_review',
      awaitingReview: r.draft_state === 'in_review' || (r.draft_state === null && r.status === 'in_review'),
    };
  }

  private async one(db: Database | Tx, courseId: number): Promise<AdminCourseItem> {
    const { rows } = await db.execute<CourseListRow>(sql`
      select 1 as total, c.id, c.slug, c.title, c.status, c.is_free, c.price::float8 as price, c.enrollment_count, c.updated_at, c.featured_at,
        (select jsonb_object_agg(p.currency, p.amount_minor) from course_prices p where p.course_id = c.id) as prices,
        u.username, u.first_name, u.last_name, d.state as draft_state
      from courses c left join customers u on u.id = c.instructor_id left join course_drafts d on d.course_id = c.id
      where c.id = ${courseId}`);
    if (!rows[0]) throw courseNotFound();
    return this.item(rows[0]);
  }

  /** What the course (new) or its revision changes against the published course. */
  async diff(admin: CustomerRow, courseId: number): Promise<CourseDiff> {
    const { kind, before, after } = await this.services.authoring.pendingTrees(admin, courseId);
    if (kind === 'none') return { courseId, kind, text: [], outline: [], prices: [], media: [], settings: [] };
    const titles = new Map((await this.db.select({ id: categories.id, title: categories.title }).from(categories)).map((c) => [c.id, c.title]));
    return { courseId, kind, ...courseDiff(before, after, (id) => titles.get(id) ?? null) };
  }

  private async lockCourse(tx: Tx, courseId: number) {
    const [row] = await tx
      .select({ id: courses.id, status: courses.status, featuredAt: courses.featuredAt, updatedAt: courses.updatedAt })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for('update');
    if (!row) throw courseNotFound();
    return row;
  }

  /**
   * Takes a published course off the catalogue. A pending revision stays a revision (it still needs a
   * review), so publishing again shows exactly what was live before.
   */
  async unpublish(admin: CustomerRow, courseId: number, reason?: string): Promise<AdminCourseItem> {
    const text = reason?.trim() || null;
    const item = await this.db.transaction(async (tx) => {
      const row = await this.lockCourse(tx, courseId);
      if (row.status !== 'published') throw notPublished();
      await tx.update(courses).set({ status: 'unpublished', isPublished: false, updatedAt: sql`now()` }).where(eq(courses.id, courseId));
      await audit(tx, { actorId: admin.id, action: 'course.unpublish', targetType: 'course', targetId: String(courseId), before: { status: 'published' }, after: { status: 'unpublished' }, detail: text ? { reason: text } : {} });
      return this.one(tx, courseId);
    });
    this.services.courses.catalogueChanged();
    return item;
  }

  /**
   * Publishes again a course an admin unpublished, as long as nothing changed in its live rows since
   * (an instructor's unpublish, or an edit after it, needs a review instead).
   */
  async republish(admin: CustomerRow, courseId: number): Promise<AdminCourseItem> {
    const item = await this.db.transaction(async (tx) => {
      const row = await this.lockCourse(tx, courseId);
      if (row.status !== 'unpublished') throw new AppError(409, ERROR_CODES.COURSE_NOT_UNPUBLISHED, 'The course is not unpublished.');
      const { rows } = await tx.execute<{ action: string; unchanged: boolean }>(sql`
        select a.action, (${row.updatedAt.toISOString()}::timestamptz <= a.created_at) as unchanged from audit_log a
        where a.target_type = 'course' and a.target_id = ${String(courseId)} and a.action in ('course.unpublish', 'course.republish')
        order by a.created_at desc, a.id desc limit 1`);
      const last = rows[0];
      if (!last || last.action !== 'course.unpublish' || !last.unchanged) {
        throw new AppError(409, ERROR_CODES.COURSE_NOT_UNPUBLISHED, 'The course was not unpublished by an admin, or it changed since: it needs a review to be published again.');
      }
      await tx.update(courses).set({ status: 'published', isPublished: true, updatedAt: sql`now()` }).where(eq(courses.id, courseId));
      await audit(tx, { actorId: admin.id, action: 'course.republish', targetType: 'course', targetId: String(courseId), before: { status: 'unpublished' }, after: { status: 'published' } });
      return this.one(tx, courseId);
    });
    this.services.courses.catalogueChanged();
    return item;
  }

  /**
   * POST /Admin/Courses/Bulk: unpublish or republish up to BULK_MAX_IDS courses, each exactly as the
   * single action (its own transaction, refusals and audit line); a refusal does not stop the others.
   */
  async bulk(admin: CustomerRow, request: CoursesBulkRequest): Promise<CoursesBulkResult> {
    const ids = [...new Set(request.ids)];
    if (ids.length > BULK_MAX_IDS) throw new AppError(400, ERROR_CODES.BULK_TOO_MANY, `At most ${BULK_MAX_IDS} courses at once.`);
    const results: BulkItemResult<number>[] = [];
    for (const id of ids) {
      try {
        if (request.action === 'unpublish') await this.unpublish(admin, id, request.reason);
        else await this.republish(admin, id);
        results.push({ id, outcome: 'done', code: null });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        results.push({ id, outcome: 'refused', code: err.code });
      }
    }
    const count = (outcome: BulkItemResult<number>['outcome']) => results.filter((r) => r.outcome === outcome).length;
    return { results, done: count('done'), unchanged: count('unchanged'), refused: count('refused') };
  }

  /** Shows a published course first on the home page's course list (or stops showing it there). */
  async feature(admin: CustomerRow, courseId: number, featured: boolean): Promise<AdminCourseItem> {
    const { item, changed } = await this.db.transaction(async (tx) => {
      const row = await this.lockCourse(tx, courseId);
      if (row.status !== 'published') throw notPublished();
      if ((row.featuredAt !== null) === featured) return { item: await this.one(tx, courseId), changed: false };
      const [saved] = await tx
        .update(courses)
        .set({ featuredAt: featured ? sql`now()` : null })
        .where(eq(courses.id, courseId))
        .returning({ featuredAt: courses.featuredAt });
      await audit(tx, {
        actorId: admin.id,
        action: featured ? 'course.feature' : 'course.unfeature',
        targetType: 'course',
        targetId: String(courseId),
        before: { featuredAt: row.featuredAt?.toISOString() ?? null },
        after: { featuredAt: saved?.featuredAt?.toISOString() ?? null },
      });
      return { item: await this.one(tx, courseId), changed: true };
    });
    if (changed) this.services.courses.catalogueChanged();
    return item;
  }

  // ---- Categories --------------------------------------------------------------------------------

  private async categoryRows(db: Database | Tx): Promise<AdminCategory[]> {
    const { rows } = await db.execute<{ id: number; title: string; title_th: string | null; title_vi: string | null; title_tl: string | null; parent_id: number | null; sort_order: number; course_count: number }>(sql`
      select k.id, k.title, k.title_th, k.title_vi, k.title_tl, k.parent_id, k.sort_order,
        (select count(*)::int from courses c where c.category_id = k.id) as course_count
      from categories k order by k.sort_order, k.id`);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      titleTh: r.title_th ?? '',
      titleVi: r.title_vi ?? '',
      titleTl: r.title_tl ?? '',
      parentId: r.parent_id,
      sortOrder: r.sort_order,
      courseCount: r.course_count,
    }));
  }

  /** The tree's version: a number from its content (ids, titles, parents, order), so any change moves it. */
  private treeVersion(items: AdminCategory[]): number {
    const content = JSON.stringify(items.map((c) => [c.id, c.title, c.titleTh, c.titleVi, c.titleTl, c.parentId, c.sortOrder]));
    return createHash('sha256').update(content).digest().readUInt32BE(0) % 1_000_000_000;
  }

  async categoryTree(): Promise<AdminCategoryTree> {
    const items = await this.categoryRows(this.db);
    return { version: this.treeVersion(items), items };
  }

  /**
   * Saves the whole tree: the order of `items` is the order of siblings; a new category has a negative
   * id (which its children may name as parent); a category left out is deleted, unless a course uses it.
   */
  async saveCategoryTree(admin: CustomerRow, expected: number, input: CategoryWrite[]): Promise<AdminCategoryTree> {
    const cleaned = input.map((c, i) => {
      const titles = { title: c.title.trim(), titleTh: c.titleTh.trim(), titleVi: c.titleVi.trim(), titleTl: c.titleTl.trim() };
      for (const [key, value] of Object.entries(titles)) {
        if (!value) throw treeInvalid('Every category needs a title in all four languages.', `body.items.${i}.${key}`);
        if (value.length > CATEGORY_TITLE_MAX_LENGTH) throw treeInvalid(`A title may have at most ${CATEGORY_TITLE_MAX_LENGTH} characters.`, `body.items.${i}.${key}`);
      }
      return { ...c, ...titles };
    });
    const result = await this.db.transaction(async (tx) => {
      // One tree editor at a time: the version check and the writes happen under this lock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin.categories'))`);
      const current = await this.categoryRows(tx);
      const version = this.treeVersion(current);
      checkVersion(expected, version, () => ({ version, items: current }));
      const byId = new Map(current.map((c) => [c.id, c]));
      const seen = new Set<number>();
      for (const [i, c] of cleaned.entries()) {
        if (seen.has(c.id)) throw treeInvalid(`Category ${c.id} is named twice.`, `body.items.${i}.id`);
        seen.add(c.id);
        if (c.id > 0 && !byId.has(c.id)) throw treeInvalid(`Category ${c.id} does not exist.`, `body.items.${i}.id`);
        if (c.id === 0) throw treeInvalid('A new category has a negative id.', `body.items.${i}.id`);
      }
      // A category some course uses cannot go (its children would be named without it, too).
      const removed = current.filter((c) => !seen.has(c.id));
      const inUse = removed.find((c) => c.courseCount > 0);
      if (inUse) {
        throw new AppError(409, ERROR_CODES.CATEGORY_HAS_COURSES, `"${inUse.title}" has ${inUse.courseCount} course(s): move them to another category first.`, {}, [
          { path: `category:${inUse.id}`, message: inUse.title },
        ]);
      }
      // Parents must be in the tree sent; no cycle; at most CATEGORY_MAX_DEPTH levels.
      const parentOf = new Map(cleaned.map((c) => [c.id, c.parentId]));
      for (const [i, c] of cleaned.entries()) {
        if (c.parentId !== null && !parentOf.has(c.parentId)) throw treeInvalid(`The parent of "${c.title}" is not in the tree.`, `body.items.${i}.parentId`);
        let depth = 1;
        let at = c.parentId;
        const path = new Set([c.id]);
        while (at !== null && at !== undefined) {
          if (path.has(at)) throw treeInvalid(`"${c.title}" would be inside itself.`, `body.items.${i}.parentId`);
          path.add(at);
          depth++;
          at = parentOf.get(at) ?? null;
        }
        if (depth > CATEGORY_MAX_DEPTH) throw treeInvalid(`Categories go at most ${CATEGORY_MAX_DEPTH} levels deep.`, `body.items.${i}.parentId`);
      }
      // New ones first (with no parent yet), so that every id is known.
      const realId = new Map<number, number>();
      for (const c of cleaned) {
        if (c.id > 0) realId.set(c.id, c.id);
        else {
          const [row] = await tx.insert(categories).values({ title: c.title, titleTh: c.titleTh, titleVi: c.titleVi, titleTl: c.titleTl, parentId: null, sortOrder: 0 }).returning({ id: categories.id });
          realId.set(c.id, row!.id);
        }
      }
      const order = new Map<number | null, number>();
      for (const c of cleaned) {
        const id = realId.get(c.id)!;
        const parentId = c.parentId === null ? null : realId.get(c.parentId)!;
        const sortOrder = order.get(parentId) ?? 0;
        order.set(parentId, sortOrder + 1);
        const old = byId.get(c.id);
        const values = { title: c.title, titleTh: c.titleTh, titleVi: c.titleVi, titleTl: c.titleTl, parentId, sortOrder };
        if (old && old.title === c.title && old.titleTh === c.titleTh && old.titleVi === c.titleVi && old.titleTl === c.titleTl && old.parentId === parentId && old.sortOrder === sortOrder) continue;
        // Only the changed columns: a title update re-indexes the category's courses (a trigger).
        const titlesChanged = !old || old.title !== c.title || old.titleTh !== c.titleTh || old.titleVi !== c.titleVi || old.titleTl !== c.titleTl;
        await tx
          .update(categories)
          .set(titlesChanged ? values : { parentId, sortOrder })
          .where(eq(categories.id, id));
      }
      if (removed.length) {
        const ids = removed.map((c) => c.id);
        await tx.execute(sql`delete from categories where id in ${ids}`);
      }
      const items = await this.categoryRows(tx);
      const summary = (list: AdminCategory[]) => Object.fromEntries(list.map((c) => [String(c.id), { title: c.title, titleTh: c.titleTh, titleVi: c.titleVi, titleTl: c.titleTl, parentId: c.parentId, sortOrder: c.sortOrder }]));
      const before = summary(current);
      const after = summary(items);
      const changedBefore: Record<string, unknown> = {};
      const changedAfter: Record<string, unknown> = {};
      for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (JSON.stringify(before[id]) !== JSON.stringify(after[id])) {
          changedBefore[id] = before[id] ?? null;
          changedAfter[id] = after[id] ?? null;
        }
      }
      if (Object.keys(changedAfter).length) {
        await audit(tx, {
          actorId: admin.id,
          action: 'category.update',
          targetType: 'category',
          targetId: 'tree',
          before: changedBefore,
          after: changedAfter,
          detail: {
            added: items.filter((c) => !byId.has(c.id)).map((c) => c.id),
            removed: removed.map((c) => c.id),
            changed: Object.keys(changedAfter).length,
          },
        });
      }
      return { version: this.treeVersion(items), items };
    });
    this.ctx.cacheBus.invalidate(PUBLIC_CACHE);
    this.services.courses.catalogueChanged();
    return result;
  }
}
