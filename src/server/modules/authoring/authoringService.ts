// Course authoring and review. Every edit loads the course's editable tree under the course row's lock,
// changes it (courseTree.ts) and saves it: a course students may see (published) keeps its live rows and
// gets a draft revision (course_drafts) that an admin approves; any other course (draft, in review,
// rejected, unpublished) is invisible to students and its live rows change at once.
import { AREA_ROUTES } from '../../../shared/areaRoutes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCIES, FILE_FOLDERS } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { STORAGE_BASE } from '../../../shared/apiPaths';
import { ROUTES } from '../../../shared/spaRoutes';
import type {
  CourseFields, CourseInReview, CourseReview, CreateCourseRequest, CreateLessonRequest, EditableCourse, EditableLesson, EditableSection,
  InstructorCourseItem, LessonFields, LessonVideo, OutlineRequest, Prices,
} from '../../../shared/schemas/studio';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { categories, courseDrafts, coursePrices, courseSections, courses, customers, files, lessonAttachments, lessons, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { courseNotFound, type CourseService } from '../courses/courseService';
import { storedFileOf } from '../media/mediaUrls';
import * as treeOps from './courseTree';
import { cloneTree, missingForReview, type CourseTree, type TreeLesson, type TreeSection } from './courseTree';
import { sanitizeLessonHtml } from './richText';
import { slugCandidates } from './slugs';
import { courseApprovedMail, courseRejectedMail } from './authoringMails';
import { createQuizForLesson, dropOrphanQuizzes, quizIdsOfLessons } from '../quizzes/quizLessons';
import { audit } from '../audit/audit';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type DraftState = 'editing' | 'in_review' | 'rejected';

interface CourseRow {
  id: number;
  slug: string;
  instructorId: string | null;
  status: (typeof courses.$inferSelect)['status'];
  version: number;
  reviewReason: string | null;
  submittedAt: Date | null;
  updatedAt: Date;
  publishedAt: Date | null;
}
interface DraftRow {
  content: CourseTree;
  state: DraftState;
  reason: string | null;
  submittedAt: Date | null;
  updatedAt: Date;
}
/** What an edit works on: the course row (locked), its draft revision if any, and the tree being edited. */
interface Editing {
  course: CourseRow;
  draft: DraftRow | null;
  tree: CourseTree;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored video URL as the editor sees it: one of our files (upload, by name) or a YouTube / Vimeo address. */
export function videoOfUrl(videoUrl: string | null, storageBaseUrl: string): LessonVideo | null {
  if (!videoUrl) return null;
  const file = storedFileOf(videoUrl, storageBaseUrl);
  if (file && file.folder === FILE_FOLDERS.courseVideo) return { source: 'upload', ref: file.name };
  if (/^https:\/\/([a-z0-9-]+\.)*vimeo\.com\//i.test(videoUrl)) return { source: 'vimeo', ref: videoUrl };
  if (/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtu\.be)\//i.test(videoUrl)) return { source: 'youtube', ref: videoUrl };
  return { source: 'upload', ref: videoUrl };
}

/** The URL stored for the player: our storage path for an upload, the address itself for YouTube / Vimeo. */
export function videoUrlOf(video: LessonVideo | null): string | null {
  if (!video) return null;
  if (video.source === 'upload') return `${STORAGE_BASE}/${FILE_FOLDERS.courseVideo}/${encodeURIComponent(video.ref)}`;
  return video.ref;
}

function checkVideo(video: LessonVideo | null): void {
  if (!video) return;
  const ok =
    video.source === 'upload'
      ? /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(video.ref) && !video.ref.includes('..')
      : video.source === 'youtube'
        ? /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be)\/[^\s]+$/i.test(video.ref)
        : /^https:\/\/(www\.|player\.)?vimeo\.com\/[^\s]+$/i.test(video.ref);
  if (!ok) throw new AppError(400, ERROR_CODES.LESSON_VIDEO_INVALID, 'Give an https YouTube or Vimeo address, or upload the video.');
}

export class AuthoringService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly courses: CourseService,
  ) {}

  private get db(): Database {
    return this.ctx.db;
  }

  // ---- Reading -------------------------------------------------------------------------------------

  /** The caller's courses (an admin: the ones they teach, or `instructor`'s by username). */
  async list(caller: CustomerRow, instructorUsername?: string): Promise<{ items: InstructorCourseItem[] }> {
    let instructorId = caller.id;
    if (instructorUsername && caller.role === 'admin') {
      const [row] = await this.db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.username}) = lower(${instructorUsername})`);
      if (!row) return { items: [] };
      instructorId = row.id;
    }
    const rows = await this.db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        status: courses.status,
        coverImage: courses.coverImage,
        students: courses.enrollmentCount,
        rating: courses.ratingAvg,
        ratingCount: courses.ratingCount,
        updatedAt: courses.updatedAt,
        version: courses.version,
        draft: courseDrafts.content,
        draftUpdatedAt: courseDrafts.updatedAt,
      })
      .from(courses)
      .leftJoin(courseDrafts, eq(courseDrafts.courseId, courses.id))
      .where(eq(courses.instructorId, instructorId))
      .orderBy(sql`coalesce(${courseDrafts.updatedAt}, ${courses.updatedAt}) desc`, asc(courses.id));
    return {
      items: rows.map((r) => {
        const draft = r.draft as CourseTree | null;
        return {
          id: r.id,
          slug: r.slug,
          title: draft?.fields.title ?? r.title,
          status: r.status,
          hasDraftChanges: draft !== null,
          coverImage: draft ? draft.fields.coverImage : r.coverImage,
          students: r.students,
          rating: Number(r.rating),
          ratingCount: r.ratingCount,
          updatedAt: (r.draftUpdatedAt ?? r.updatedAt).toISOString(),
          version: draft?.version ?? r.version,
        };
      }),
    };
  }

  async get(caller: CustomerRow, courseId: number): Promise<EditableCourse> {
    return this.db.transaction(async (tx) => {
      const editing = await this.open(tx, caller, courseId, false);
      return this.view(tx, editing);
    });
  }

  // ---- Courses ---------------------------------------------------------------------------------------

  async create(caller: CustomerRow, input: CreateCourseRequest): Promise<EditableCourse> {
    const title = input.title.trim();
    if (title.length < 3) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The title is too short.', {}, [{ path: 'body.title', message: 'must NOT have fewer than 3 characters' }]);
    await this.checkCategory(this.db, input.categoryId);
    return this.db.transaction(async (tx) => {
      const [{ id }] = (await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('courses', 'id'))::int as id`)).rows as [{ id: number }];
      const slug = await this.freeSlug(tx, title, id);
      await tx.insert(courses).values({
        id,
        slug,
        title,
        language: input.language,
        categoryId: input.categoryId,
        instructorId: caller.id,
        status: 'draft',
        isPublished: false,
        isFree: false,
      });
      return this.view(tx, await this.open(tx, caller, id, true));
    });
  }

  /** The first of the title's slugs nobody has (Thai letters kept); the id decides when none is free. */
  private async freeSlug(tx: Tx, title: string, id: number): Promise<string> {
    const candidates = slugCandidates(title, id);
    const taken = new Set((await tx.select({ slug: courses.slug }).from(courses).where(inArray(courses.slug, candidates))).map((r) => r.slug));
    return candidates.find((c) => !taken.has(c)) ?? `course-${id}`;
  }

  async updateFields(caller: CustomerRow, courseId: number, expected: number, input: CourseFields): Promise<EditableCourse> {
    const fields = await this.cleanFields(caller, input);
    return this.edit(caller, courseId, async (tx, e) => {
      const current = expected === e.tree.version ? null : await this.view(tx, e);
      treeOps.setFields(e.tree, expected, fields, () => current);
      return null;
    }).then((r) => r.course);
  }

  // ---- Sections and lessons ----------------------------------------------------------------------

  async addSection(caller: CustomerRow, courseId: number, title: string): Promise<EditableSection> {
    const { result } = await this.edit(caller, courseId, async (tx, e) => treeOps.addSection(e.tree, await this.nextId(tx, 'course_sections'), title.trim() || title));
    return this.sectionView(result);
  }

  async renameSection(caller: CustomerRow, sectionId: number, expected: number, title: string): Promise<EditableSection> {
    const courseId = await this.courseOfSection(caller, sectionId);
    const { result } = await this.edit(caller, courseId, async (_tx, e) => treeOps.renameSection(e.tree, sectionId, expected, title.trim() || title, (s) => this.sectionView(s)), treeOps.sectionNotFound);
    return this.sectionView(result, await quizIdsOfLessons(this.db, result.lessons.map((l) => l.id)));
  }

  async removeSection(caller: CustomerRow, sectionId: number, expected: number | null): Promise<void> {
    const courseId = await this.courseOfSection(caller, sectionId);
    await this.edit(caller, courseId, async (_tx, e) => treeOps.removeSection(e.tree, sectionId, expected, (s) => this.sectionView(s)), treeOps.sectionNotFound);
  }

  async addLesson(caller: CustomerRow, sectionId: number, input: CreateLessonRequest): Promise<EditableLesson> {
    const courseId = await this.courseOfSection(caller, sectionId);
    const { result } = await this.edit(
      caller,
      courseId,
      async (tx, e) => {
        const lesson = treeOps.addLesson(e.tree, sectionId, await this.nextId(tx, 'lessons'), input.title.trim() || input.title, input.kind);
        // A quiz lesson gets its quiz (default settings) in the same transaction.
        const quizId = input.kind === 'quiz' ? await createQuizForLesson(tx, lesson.id, courseId) : null;
        return { lesson, quizId };
      },
      treeOps.sectionNotFound,
    );
    return { ...result.lesson, attachment: null, ...(result.quizId !== null ? { quizId: result.quizId } : {}) };
  }

  async updateLesson(caller: CustomerRow, lessonId: number, expected: number, input: LessonFields): Promise<EditableLesson> {
    checkVideo(input.video);
    const fields: LessonFields = { ...input, title: input.title.trim() || input.title, body: sanitizeLessonHtml(input.body) };
    const courseId = await this.courseOfLesson(caller, lessonId);
    const { result } = await this.edit(caller, courseId, async (tx, e) => this.lessonView(tx, treeOps.updateLesson(e.tree, lessonId, expected, fields, (l) => ({ ...l, attachment: null }))), treeOps.lessonNotFound);
    return result;
  }

  async removeLesson(caller: CustomerRow, lessonId: number, expected: number | null): Promise<void> {
    const courseId = await this.courseOfLesson(caller, lessonId);
    await this.edit(caller, courseId, async (_tx, e) => treeOps.removeLesson(e.tree, lessonId, expected, (l) => ({ ...l, attachment: null })), treeOps.lessonNotFound);
  }

  /**
   * For the video upload: a lesson the caller may edit (404 otherwise), and setting its video once the
   * file is stored (through the draft revision when the course is published; the version moves on).
   */
  async findEditableLesson(caller: CustomerRow, lessonId: number): Promise<{ lessonId: number; courseId: number; live: boolean }> {
    const courseId = await this.courseOfLesson(caller, lessonId);
    const [live] = await this.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId));
    return { lessonId, courseId, live: Boolean(live) };
  }

  /** A lesson as its author edits it (from the draft revision when the course has one). */
  async getLesson(caller: CustomerRow, lessonId: number): Promise<EditableLesson> {
    const courseId = await this.courseOfLesson(caller, lessonId);
    return this.db.transaction(async (tx) => {
      const e = await this.open(tx, caller, courseId, false);
      return this.lessonView(tx, treeOps.findLesson(e.tree, lessonId).lesson);
    });
  }

  async setLessonVideo(caller: CustomerRow, lessonId: number, video: LessonVideo | null, durationSeconds?: number): Promise<EditableLesson> {
    checkVideo(video);
    const courseId = await this.courseOfLesson(caller, lessonId);
    const { result } = await this.edit(
      caller,
      courseId,
      async (tx, e) => {
        const { lesson } = treeOps.findLesson(e.tree, lessonId);
        lesson.video = video;
        if (durationSeconds !== undefined) lesson.duration = Math.max(0, Math.min(86_400, Math.round(durationSeconds)));
        lesson.version++;
        return this.lessonView(tx, lesson);
      },
      treeOps.lessonNotFound,
    );
    return result;
  }

  async setOutline(caller: CustomerRow, courseId: number, expected: number, outline: OutlineRequest): Promise<EditableCourse> {
    return this.edit(caller, courseId, async (tx, e) => {
      const current = expected === e.tree.version ? null : await this.view(tx, e);
      treeOps.setOutline(e.tree, expected, outline, () => current);
      return null;
    }).then((r) => r.course);
  }

  // ---- Review --------------------------------------------------------------------------------------

  /** Sends the course (or a published course's revision) for review, once it has what a review needs. */
  async submit(caller: CustomerRow, courseId: number): Promise<EditableCourse> {
    return this.db.transaction(async (tx) => {
      const e = await this.open(tx, caller, courseId, true);
      const missing = missingForReview(e.tree);
      if (e.draft) {
        if (e.draft.state !== 'in_review') {
          if (missing.length) throw incomplete(missing);
          await tx.update(courseDrafts).set({ state: 'in_review', reason: null, submittedAt: new Date(), updatedAt: new Date() }).where(eq(courseDrafts.courseId, courseId));
        }
      } else if (e.course.status === 'published') {
        throw new AppError(409, ERROR_CODES.COURSE_NOTHING_TO_SUBMIT, 'The course is published and has no changes to review.');
      } else if (e.course.status !== 'in_review') {
        if (missing.length) throw incomplete(missing);
        await tx.update(courses).set({ status: 'in_review', reviewReason: null, submittedAt: new Date(), updatedAt: new Date() }).where(eq(courses.id, courseId));
      }
      return this.view(tx, await this.open(tx, caller, courseId, false));
    });
  }

  async unpublish(caller: CustomerRow, courseId: number): Promise<EditableCourse> {
    const course = await this.db.transaction(async (tx) => {
      const e = await this.open(tx, caller, courseId, true);
      if (e.course.status !== 'published') throw new AppError(409, ERROR_CODES.COURSE_NOT_PUBLISHED, 'The course is not published.');
      // Students no longer see it, so its pending revision becomes the course itself; publishing it again is a new review.
      if (e.draft) {
        await this.applyTree(tx, courseId, await this.loadLive(tx, courseId), e.draft.content);
        await tx.delete(courseDrafts).where(eq(courseDrafts.courseId, courseId));
        await dropOrphanQuizzes(tx, courseId);
      }
      await tx.update(courses).set({ status: 'unpublished', isPublished: false, updatedAt: new Date() }).where(eq(courses.id, courseId));
      return this.view(tx, await this.open(tx, caller, courseId, false));
    });
    this.courses.catalogueChanged();
    return course;
  }

  /** Drops a published course's pending revision: the editor shows the live course again. */
  async discardDraft(caller: CustomerRow, courseId: number): Promise<EditableCourse> {
    return this.db.transaction(async (tx) => {
      const e = await this.open(tx, caller, courseId, true);
      if (e.draft) {
        await tx.delete(courseDrafts).where(eq(courseDrafts.courseId, courseId));
        // Past every version the revision handed out, so an edit of the discarded one is refused (409).
        await tx.update(courses).set({ version: Math.max(e.course.version, e.draft.content.version) + 1, updatedAt: new Date() }).where(eq(courses.id, courseId));
        // Quiz lessons added in the revision are gone for good.
        await dropOrphanQuizzes(tx, courseId);
      }
      return this.view(tx, await this.open(tx, caller, courseId, false));
    });
  }

  async inReview(): Promise<CourseInReview[]> {
    const rows = await this.db.execute<{ id: number; title: string; is_revision: boolean; username: string | null; first_name: string | null; last_name: string | null; submitted_at: Date | string }>(sql`
      select c.id, coalesce(d.content->'fields'->>'title', c.title) as title, (d.course_id is not null) as is_revision,
        u.username, u.first_name, u.last_name, coalesce(d.submitted_at, c.submitted_at, c.updated_at) as submitted_at
      from courses c
      left join course_drafts d on d.course_id = c.id
      left join customers u on u.id = c.instructor_id
      where (d.state = 'in_review') or (d.course_id is null and c.status = 'in_review')
      order by 7 asc, c.id asc`);
    return rows.rows.map((r) => ({
      id: r.id,
      title: r.title,
      isRevision: r.is_revision,
      instructor: { username: r.username ?? '', fullName: [r.first_name, r.last_name].filter(Boolean).join(' ') || (r.username ?? '') },
      submittedAt: new Date(r.submitted_at).toISOString(),
    }));
  }

  /** The course to decide on (its revision when it has one); what it changes: GET /Admin/Courses/{id}/Diff. */
  async review(admin: CustomerRow, courseId: number): Promise<CourseReview> {
    return this.db.transaction(async (tx) => {
      const e = await this.open(tx, admin, courseId, false);
      const instructor = await this.instructorOf(tx, e.course.instructorId);
      return {
        course: await this.view(tx, e),
        instructor: { username: instructor?.username ?? '', fullName: instructor ? displayName(instructor) : '', email: instructor?.email ?? '' },
      };
    });
  }

  /**
   * What a review compares (the admin's diff): a published course's revision against the live course;
   * a course never published (or taken off the catalogue and changed in place) as a whole, against
   * nothing; a published course without a revision: nothing.
   */
  async pendingTrees(admin: CustomerRow, courseId: number): Promise<{ kind: 'new' | 'revision' | 'none'; before: CourseTree | null; after: CourseTree }> {
    return this.db.transaction(async (tx) => {
      const e = await this.open(tx, admin, courseId, false);
      if (e.draft) return { kind: 'revision' as const, before: await this.loadLive(tx, courseId), after: e.draft.content };
      if (e.course.status === 'published') return { kind: 'none' as const, before: e.tree, after: e.tree };
      return { kind: 'new' as const, before: null, after: e.tree };
    });
  }

  async approve(admin: CustomerRow, courseId: number): Promise<EditableCourse> {
    const { course, instructor } = await this.db.transaction(async (tx) => {
      const e = await this.open(tx, admin, courseId, true);
      const now = new Date();
      if (e.draft?.state === 'in_review') {
        await this.applyTree(tx, courseId, await this.loadLive(tx, courseId), e.draft.content);
        await tx.delete(courseDrafts).where(eq(courseDrafts.courseId, courseId));
        await dropOrphanQuizzes(tx, courseId);
        await tx.update(courses).set({ reviewedAt: now, updatedAt: now }).where(eq(courses.id, courseId));
      } else if (!e.draft && e.course.status === 'in_review') {
        await tx
          .update(courses)
          .set({ status: 'published', isPublished: true, publishedAt: e.course.publishedAt ?? now, reviewReason: null, reviewedAt: now, updatedAt: now })
          .where(eq(courses.id, courseId));
      } else {
        throw new AppError(409, ERROR_CODES.COURSE_NOT_IN_REVIEW, 'The course is not waiting for a decision.');
      }
      await audit(tx, {
        actorId: admin.id,
        action: 'course.approve',
        targetType: 'course',
        targetId: String(courseId),
        before: e.draft ? { revision: 'in_review' } : { status: e.course.status },
        after: e.draft ? { revision: 'applied' } : { status: 'published' },
        detail: { revision: Boolean(e.draft), version: e.draft ? e.draft.content.version : e.course.version },
      });
      return { course: await this.view(tx, await this.open(tx, admin, courseId, false)), instructor: await this.instructorOf(tx, e.course.instructorId) };
    });
    this.courses.catalogueChanged();
    if (instructor) await this.ctx.mailer.send(courseApprovedMail(instructor.lang, instructor.email, displayName(instructor), course.title, this.editLink(courseId)));
    return course;
  }

  async reject(admin: CustomerRow, courseId: number, reason: string): Promise<EditableCourse> {
    const text = reason.trim();
    if (!text) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Give a reason.', {}, [{ path: 'body.reason', message: 'must not be blank' }]);
    const { course, instructor } = await this.db.transaction(async (tx) => {
      const e = await this.open(tx, admin, courseId, true);
      const now = new Date();
      if (e.draft?.state === 'in_review') {
        await tx.update(courseDrafts).set({ state: 'rejected', reason: text, updatedAt: now }).where(eq(courseDrafts.courseId, courseId));
      } else if (!e.draft && e.course.status === 'in_review') {
        await tx.update(courses).set({ status: 'rejected', reviewReason: text, reviewedAt: now }).where(eq(courses.id, courseId));
      } else {
        throw new AppError(409, ERROR_CODES.COURSE_NOT_IN_REVIEW, 'The course is not waiting for a decision.');
      }
      await audit(tx, {
        actorId: admin.id,
        action: 'course.reject',
        targetType: 'course',
        targetId: String(courseId),
        before: e.draft ? { revision: 'in_review' } : { status: e.course.status },
        after: e.draft ? { revision: 'rejected' } : { status: 'rejected' },
        detail: { revision: Boolean(e.draft), reason: text },
      });
      return { course: await this.view(tx, await this.open(tx, admin, courseId, false)), instructor: await this.instructorOf(tx, e.course.instructorId) };
    });
    if (instructor) await this.ctx.mailer.send(courseRejectedMail(instructor.lang, instructor.email, displayName(instructor), course.title, text, this.editLink(courseId)));
    return course;
  }

  // ---- The machinery -------------------------------------------------------------------------------

  private editLink(courseId: number): string {
    return `${this.ctx.config.publicUrl}/${ROUTES.instructor}/${AREA_ROUTES.instructorCourseEdit.replace(':id', String(courseId))}`;
  }

  private async instructorOf(tx: Tx, instructorId: string | null): Promise<CustomerRow | null> {
    if (!instructorId) return null;
    const [row] = await tx.select().from(customers).where(eq(customers.id, instructorId));
    return row ?? null;
  }

  private async nextId(tx: Tx, table: 'course_sections' | 'lessons'): Promise<number> {
    const [row] = (await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`)).rows;
    return row!.id;
  }

  /**
   * The course row (locked when `lock`), its draft revision, and the tree the author edits. Another
   * instructor's course is 404, as if it did not exist.
   */
  private async open(tx: Tx, caller: CustomerRow, courseId: number, lock: boolean): Promise<Editing> {
    const query = tx
      .select({
        id: courses.id,
        slug: courses.slug,
        instructorId: courses.instructorId,
        status: courses.status,
        version: courses.version,
        reviewReason: courses.reviewReason,
        submittedAt: courses.submittedAt,
        updatedAt: courses.updatedAt,
        publishedAt: courses.publishedAt,
      })
      .from(courses)
      .where(eq(courses.id, courseId));
    const [course] = lock ? await query.for('update') : await query;
    if (!course || (caller.role !== 'admin' && course.instructorId !== caller.id)) throw courseNotFound();
    const [draftRow] = await tx.select().from(courseDrafts).where(eq(courseDrafts.courseId, courseId));
    const draft: DraftRow | null = draftRow ? { ...draftRow, content: draftRow.content as CourseTree } : null;
    return { course, draft, tree: draft ? cloneTree(draft.content) : await this.loadLive(tx, courseId) };
  }

  /**
   * One edit in one transaction under the course's lock: `change` alters `e.tree`; the result is saved
   * to the draft revision (a published course, or one that has a revision) or to the live rows.
   * Editing a course in review takes it out of review (submit again when done).
   */
  private async edit<T>(caller: CustomerRow, courseId: number, change: (tx: Tx, e: Editing) => Promise<T>, notFound?: () => AppError): Promise<{ result: T; course: EditableCourse }> {
    return this.db.transaction(async (tx) => {
      let e: Editing;
      try {
        e = await this.open(tx, caller, courseId, true);
      } catch (err) {
        // A section or lesson of a course the caller may not see: its own 404, never the course's.
        if (notFound && err instanceof AppError && err.code === ERROR_CODES.COURSE_NOT_FOUND) throw notFound();
        throw err;
      }
      const before = cloneTree(e.tree);
      const result = await change(tx, e);
      const now = new Date();
      if (e.draft || e.course.status === 'published') {
        const state: DraftState = e.draft?.state === 'rejected' ? 'rejected' : 'editing';
        await tx
          .insert(courseDrafts)
          .values({ courseId, content: e.tree, state, updatedAt: now })
          .onConflictDoUpdate({ target: courseDrafts.courseId, set: { content: e.tree, state, submittedAt: state === 'editing' ? null : sql`${courseDrafts.submittedAt}`, updatedAt: now } });
        e.draft = { content: e.tree, state, reason: e.draft?.reason ?? null, submittedAt: state === 'editing' ? null : (e.draft?.submittedAt ?? null), updatedAt: now };
      } else {
        await this.applyTree(tx, courseId, before, e.tree);
        const back = e.course.status === 'in_review' ? { status: 'draft' as const, submittedAt: null } : {};
        await tx.update(courses).set({ updatedAt: now, ...back }).where(eq(courses.id, courseId));
        Object.assign(e.course, { updatedAt: now, ...back });
      }
      // A lesson that left the tree may have been a quiz lesson: its quiz goes once the lesson is gone for good.
      const kept = new Set(e.tree.sections.flatMap((s) => s.lessons.map((l) => l.id)));
      if (before.sections.some((s) => s.lessons.some((l) => !kept.has(l.id)))) await dropOrphanQuizzes(tx, courseId);
      return { result, course: await this.view(tx, e) };
    });
  }

  /** The live rows as a tree. */
  private async loadLive(tx: Tx, courseId: number): Promise<CourseTree> {
    // One after the other: a transaction is one connection, which runs one query at a time anyway (and pg
    // warns about queries queued on a busy client).
    const [c] = await tx.select().from(courses).where(eq(courses.id, courseId));
    const priceRows = await tx.select().from(coursePrices).where(eq(coursePrices.courseId, courseId));
    const sectionRows = await tx.select().from(courseSections).where(eq(courseSections.courseId, courseId)).orderBy(asc(courseSections.sortOrder), asc(courseSections.id));
    const lessonRows = await tx.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.sortOrder), asc(lessons.id));
    if (!c) throw courseNotFound();
    const prices: Prices = {};
    for (const p of priceRows) prices[p.currency] = p.amountMinor;
    // Courses written before prices per currency (or straight to the table by tests) have only courses.price.
    if (!c.isFree && priceRows.length === 0 && c.price > 0) prices.USD = Math.round(c.price * 100);
    const sections: TreeSection[] = sectionRows.map((s) => ({ id: s.id, title: s.title, version: s.version, lessons: [] }));
    const bySection = new Map(sections.map((s) => [s.id, s]));
    for (const l of lessonRows) {
      bySection.get(l.sectionId)?.lessons.push({
        id: l.id,
        sectionId: l.sectionId,
        kind: l.kind,
        version: l.version,
        title: l.title,
        duration: l.durationSeconds,
        isPreview: l.isPreview,
        body: l.body,
        video: videoOfUrl(l.videoUrl, this.ctx.config.storageBaseUrl),
      });
    }
    return {
      version: c.version,
      fields: {
        title: c.title,
        subtitle: c.subtitle,
        description: c.description,
        outcomes: c.outcomes,
        requirements: c.requirements,
        level: c.level,
        language: c.language,
        categoryId: c.categoryId ?? 0,
        coverImage: c.coverImage,
        isFree: c.isFree,
        prices: c.isFree ? {} : prices,
        titleTranslations: c.titleTranslations,
      },
      sections,
    };
  }

  /** Writes what differs between `before` (the live rows now) and `after` to the live rows. */
  private async applyTree(tx: Tx, courseId: number, before: CourseTree, after: CourseTree): Promise<void> {
    const f = after.fields;
    if (before.version !== after.version || JSON.stringify(before.fields) !== JSON.stringify(f)) {
      const usd = f.isFree ? 0 : (f.prices.USD ?? 0);
      await tx
        .update(courses)
        .set({
          title: f.title,
          subtitle: f.subtitle,
          description: f.description,
          outcomes: f.outcomes,
          requirements: f.requirements,
          level: f.level,
          language: f.language,
          categoryId: f.categoryId || null,
          coverImage: f.coverImage,
          isFree: f.isFree,
          titleTranslations: f.titleTranslations,
          // Derived from the USD price, for the catalogue's filter and sort.
          price: usd / 100,
          version: after.version,
        })
        .where(eq(courses.id, courseId));
      if (JSON.stringify(before.fields.prices) !== JSON.stringify(f.prices) || before.fields.isFree !== f.isFree) {
        await tx.delete(coursePrices).where(eq(coursePrices.courseId, courseId));
        const rows = CURRENCIES.filter((c) => !f.isFree && f.prices[c]).map((currency) => ({ courseId, currency, amountMinor: f.prices[currency]! }));
        if (rows.length) await tx.insert(coursePrices).values(rows);
      }
    }
    const oldSections = new Map(before.sections.map((s, i) => [s.id, { s, i }]));
    const oldLessons = new Map(before.sections.flatMap((s) => s.lessons.map((l, i) => [l.id, { l, i }] as const)));
    // Sections first (a lesson may move into a new one), then lessons, then what was removed.
    for (const [i, s] of after.sections.entries()) {
      const old = oldSections.get(s.id);
      if (!old) await tx.insert(courseSections).values({ id: s.id, courseId, title: s.title, sortOrder: i, version: s.version });
      else if (old.i !== i || old.s.title !== s.title || old.s.version !== s.version) {
        await tx.update(courseSections).set({ title: s.title, sortOrder: i, version: s.version }).where(eq(courseSections.id, s.id));
      }
    }
    for (const s of after.sections) {
      for (const [i, l] of s.lessons.entries()) {
        const values = {
          sectionId: s.id,
          courseId,
          title: l.title,
          kind: l.kind,
          durationSeconds: l.duration,
          isPreview: l.isPreview,
          sortOrder: i,
          body: l.body,
          videoUrl: videoUrlOf(l.video),
          version: l.version,
        };
        const old = oldLessons.get(l.id);
        if (!old) await tx.insert(lessons).values({ id: l.id, ...values });
        else if (old.i !== i || JSON.stringify(old.l) !== JSON.stringify({ ...l, sectionId: old.l.sectionId }) || old.l.sectionId !== s.id) {
          await tx.update(lessons).set(values).where(eq(lessons.id, l.id));
        }
      }
    }
    const keptLessons = new Set(after.sections.flatMap((s) => s.lessons.map((l) => l.id)));
    const goneLessons = [...oldLessons.keys()].filter((id) => !keptLessons.has(id));
    if (goneLessons.length) await tx.delete(lessons).where(inArray(lessons.id, goneLessons));
    const keptSections = new Set(after.sections.map((s) => s.id));
    const goneSections = [...oldSections.keys()].filter((id) => !keptSections.has(id));
    if (goneSections.length) await tx.delete(courseSections).where(inArray(courseSections.id, goneSections));
  }

  /** The course whose tree (live or draft) holds the section; 404 unless the caller may edit it. */
  private async courseOfSection(caller: CustomerRow, sectionId: number): Promise<number> {
    const { rows } = await this.db.execute<{ course_id: number; instructor_id: string | null }>(sql`
      select c.id as course_id, c.instructor_id from courses c where c.id = (
        select course_id from course_sections where id = ${sectionId}
        union all
        select course_id from course_drafts where jsonb_path_exists(content, '$.sections[*] ? (@.id == $id)', jsonb_build_object('id', ${sectionId}::int))
        limit 1)`);
    const row = rows[0];
    if (!row || (caller.role !== 'admin' && row.instructor_id !== caller.id)) throw treeOps.sectionNotFound();
    return row.course_id;
  }

  private async courseOfLesson(caller: CustomerRow, lessonId: number): Promise<number> {
    const { rows } = await this.db.execute<{ course_id: number; instructor_id: string | null }>(sql`
      select c.id as course_id, c.instructor_id from courses c where c.id = (
        select course_id from lessons where id = ${lessonId}
        union all
        select course_id from course_drafts where jsonb_path_exists(content, '$.sections[*].lessons[*] ? (@.id == $id)', jsonb_build_object('id', ${lessonId}::int))
        limit 1)`);
    const row = rows[0];
    if (!row || (caller.role !== 'admin' && row.instructor_id !== caller.id)) throw treeOps.lessonNotFound();
    return row.course_id;
  }

  private async checkCategory(db: Database | Tx, categoryId: number): Promise<void> {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    if (!row) throw new AppError(400, ERROR_CODES.COURSE_CATEGORY_INVALID, 'No such category.');
  }

  /** Trimmed fields; the category must exist and the cover must be one of the caller's course covers. */
  private async cleanFields(caller: CustomerRow, input: CourseFields): Promise<CourseFields> {
    const title = input.title.trim();
    if (title.length < 3) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The title is too short.', {}, [{ path: 'body.title', message: 'must NOT have fewer than 3 characters' }]);
    await this.checkCategory(this.db, input.categoryId);
    if (input.coverImage !== null) {
      const [file] = await this.db
        .select({ ownerId: files.ownerId })
        .from(files)
        .where(and(eq(files.nameBySystem, input.coverImage), eq(files.folder, FILE_FOLDERS.courseCoverImage)));
      if (!file || (caller.role !== 'admin' && file.ownerId !== caller.id && !(await this.isCurrentCover(input.coverImage)))) {
        throw new AppError(400, ERROR_CODES.COURSE_COVER_INVALID, 'Upload the cover image first.');
      }
    }
    const lines = (list: string[]) => list.map((s) => s.trim()).filter(Boolean);
    const translations = Object.fromEntries(Object.entries(input.titleTranslations).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) as CourseFields['titleTranslations'];
    return {
      ...input,
      title,
      subtitle: input.subtitle.trim(),
      description: input.description.trim(),
      outcomes: lines(input.outcomes),
      requirements: lines(input.requirements),
      titleTranslations: translations,
      prices: input.isFree ? {} : input.prices,
    };
  }

  /** A cover some course already has (the seed's covers belong to the demo instructor). */
  private async isCurrentCover(name: string): Promise<boolean> {
    const [row] = await this.db.select({ id: courses.id }).from(courses).where(eq(courses.coverImage, name)).limit(1);
    return Boolean(row);
  }

  private sectionView(s: TreeSection, quizIds = new Map<number, number>()): EditableSection {
    return { id: s.id, title: s.title, version: s.version, lessons: s.lessons.map((l) => ({ ...l, attachment: null, ...quizIdOf(l, quizIds) })) };
  }

  private async lessonView(tx: Tx, l: TreeLesson): Promise<EditableLesson> {
    const [a] = await tx.select().from(lessonAttachments).where(eq(lessonAttachments.lessonId, l.id));
    const quizIds = l.kind === 'quiz' ? await quizIdsOfLessons(tx, [l.id]) : new Map<number, number>();
    return { ...l, attachment: a ? { fileName: a.fileName, size: a.size, contentType: a.contentType } : null, ...quizIdOf(l, quizIds) };
  }

  private async view(tx: Tx, e: Editing): Promise<EditableCourse> {
    const lessonIds = e.tree.sections.flatMap((s) => s.lessons.map((l) => l.id));
    const attachments = lessonIds.length ? await tx.select().from(lessonAttachments).where(inArray(lessonAttachments.lessonId, lessonIds)) : [];
    const byLesson = new Map(attachments.map((a) => [a.lessonId, { fileName: a.fileName, size: a.size, contentType: a.contentType }]));
    const quizIds = await quizIdsOfLessons(tx, e.tree.sections.flatMap((s) => s.lessons.filter((l) => l.kind === 'quiz').map((l) => l.id)));
    const review = e.draft
      ? { state: e.draft.state === 'editing' ? null : e.draft.state, reason: e.draft.state === 'rejected' ? e.draft.reason : null, submittedAt: e.draft.state === 'in_review' ? iso(e.draft.submittedAt) : null }
      : {
          state: e.course.status === 'in_review' ? ('in_review' as const) : e.course.status === 'rejected' ? ('rejected' as const) : null,
          reason: e.course.status === 'rejected' ? e.course.reviewReason : null,
          submittedAt: e.course.status === 'in_review' ? iso(e.course.submittedAt) : null,
        };
    return {
      ...e.tree.fields,
      id: e.course.id,
      slug: e.course.slug,
      status: e.course.status,
      hasDraftChanges: e.draft !== null,
      review,
      version: e.tree.version,
      sections: e.tree.sections.map((s) => ({ ...s, lessons: s.lessons.map((l) => ({ ...l, attachment: byLesson.get(l.id) ?? null, ...quizIdOf(l, quizIds) })) })),
      updatedAt: (e.draft?.updatedAt ?? e.course.updatedAt).toISOString(),
      publishedAt: iso(e.course.publishedAt),
    };
  }
}

/** A quiz lesson's `quizId` (null when it has none yet); nothing for other kinds. */
function quizIdOf(lesson: TreeLesson, quizIds: Map<number, number>): { quizId?: number | null } {
  return lesson.kind === 'quiz' ? { quizId: quizIds.get(lesson.id) ?? null } : {};
}

function incomplete(missing: { path: string; message: string }[]): AppError {
  return new AppError(422, ERROR_CODES.COURSE_INCOMPLETE, 'The course is not ready for review yet.', {}, missing);
}

function displayName(row: Pick<CustomerRow, 'firstName' | 'lastName' | 'username'>): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
}
