import { and, desc, eq } from 'drizzle-orm';
import { API_ROUTES, apiPath } from '../../../shared/apiPaths';
import type { AdminCategoryTree, AdminCourseItem, AdminCoursePage, CategoryWrite, CourseDiff } from '../../../shared/schemas/adminCourses';
import { BULK_MAX_IDS, type CoursesBulkResult } from '../../../shared/schemas/adminBulk';
import type { Category } from '../../../shared/schemas/catalog';
import type { Page, Problem } from '../../../shared/schemas/common';
import type { CourseSummary } from '../../../shared/schemas/courses';
import type { CourseFields, EditableCourse, EditableLesson, EditableSection } from '../../../shared/schemas/studio';
import { auditLog, courses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode, studioCast } from '../../test-support/fixtures';
import { wordDiff } from './wordDiff';

let t: TestApp;
let instructor: string;
let admin: string;
let student: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ instructor, admin, student, categoryId } = await studioCast(t, 'admincourses.teacher'));
}, 120_000);
afterAll(() => t?.close());

function api(name: keyof typeof API_ROUTES, params: Record<string, number> = {}, query?: Record<string, string | number>): string {
  return `/api${apiPath(API_ROUTES[name] as string, params as never, query as never)}`;
}

const post = (url: string, token: string, payload?: object) => t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

async function lastAudit(action: string, targetId: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** A course through the studio: priced, one section with one lesson, submitted and approved (published). */
async function publishedCourse(title: string): Promise<{ course: EditableCourse; section: EditableSection; lesson: EditableLesson }> {
  const created = (await post(api('instructorCourses'), instructor, { title, language: 'en', categoryId })).json<EditableCourse>();
  const course = await putFields(created, { isFree: false, prices: { USD: 1999, THB: 69000 }, description: 'Paint with water and colour.' });
  const section = (await post(api('instructorCourseSections', { id: course.id }), instructor, { title: 'Basics' })).json<EditableSection>();
  const lesson = (await post(api('instructorSectionLessons', { id: section.id }), instructor, { title: 'Welcome', kind: 'text' })).json<EditableLesson>();
  expect((await post(api('instructorCourseSubmit', { id: course.id }), instructor)).statusCode).toBe(200);
  expect((await post(api('adminCourseApprove', { id: course.id }), admin)).statusCode).toBe(200);
  return { course: await getCourse(course.id), section, lesson };
}

async function getCourse(id: number): Promise<EditableCourse> {
  return (await t.request({ method: 'GET', url: api('instructorCourse', { id }), token: instructor })).json<EditableCourse>();
}

async function putFields(c: EditableCourse, patch: Partial<CourseFields>): Promise<EditableCourse> {
  const { title, subtitle, description, outcomes, requirements, level, language, categoryId: cat, coverImage, isFree, prices, titleTranslations } = c;
  const res = await t.request({
    method: 'PUT',
    url: api('instructorCourse', { id: c.id }),
    token: instructor,
    headers: { 'if-match': String(c.version) },
    payload: { title, subtitle, description, outcomes, requirements, level, language, categoryId: cat, coverImage, isFree, prices, titleTranslations, ...patch },
  });
  expect(res.statusCode).toBe(200);
  return res.json<EditableCourse>();
}

async function listCourses(query: Record<string, string | number>): Promise<AdminCoursePage> {
  const res = await t.request({ method: 'GET', url: api('adminCourses', {}, query), token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<AdminCoursePage>();
}

describe('word diff', () => {
  it('keeps the common words and marks what was deleted and inserted, Thai included', () => {
    expect(wordDiff('Paint with water', 'Paint with oil and water')).toEqual([
      { op: 'equal', text: 'Paint with ' },
      { op: 'insert', text: 'oil and ' },
      { op: 'equal', text: 'water' },
    ]);
    const thai = wordDiff('เรียนวาดภาพสีน้ำ', 'เรียนวาดภาพสีน้ำมัน');
    expect(thai[0]).toMatchObject({ op: 'equal' });
    expect(thai.filter((p) => p.op !== 'equal').map((p) => p.text).join('')).not.toBe('');
    expect(thai.filter((p) => p.op !== 'insert').map((p) => p.text).join('')).toBe('เรียนวาดภาพสีน้ำ');
    expect(thai.filter((p) => p.op !== 'delete').map((p) => p.text).join('')).toBe('เรียนวาดภาพสีน้ำมัน');
  });

  it('shows a rewritten phrase as one deletion then one insertion, not a zipper of words around the spaces', () => {
    expect(wordDiff('Learn the DOM for complete beginners.', 'Learn with a market tour today.')).toEqual([
      { op: 'equal', text: 'Learn ' },
      { op: 'delete', text: 'the DOM for complete beginners' },
      { op: 'insert', text: 'with a market tour today' },
      { op: 'equal', text: '.' },
    ]);
    // An unchanged word between two changes stays unchanged.
    expect(wordDiff('red cat sat', 'blue cat ran')).toEqual([
      { op: 'delete', text: 'red' },
      { op: 'insert', text: 'blue' },
      { op: 'equal', text: ' cat ' },
      { op: 'delete', text: 'sat' },
      { op: 'insert', text: 'ran' },
    ]);
  });
});

describe('GET /Admin/Courses', () => {
  it('lists every course with status, owner, prices and the revision waiting; filters by status and search; admins only', async () => {
    const { course } = await publishedCourse('Zebra Sketching Unique');
    const draft = (await post(api('instructorCourses'), instructor, { title: 'Zebra Drafting Unique', language: 'en', categoryId })).json<EditableCourse>();
    const found = await listCourses({ search: 'zebra', pageSize: 50 });
    const published = found.items.find((i) => i.id === course.id)!;
    expect(published).toMatchObject({ status: 'published', owner: { username: 'instructor' }, isFree: false, prices: { USD: 1999, THB: 69000 }, featured: false, revisionInReview: false, awaitingReview: false, enrolments: 0 });
    expect(found.items.find((i) => i.id === draft.id)).toMatchObject({ status: 'draft' });
    const onlyDrafts = await listCourses({ search: 'zebra', status: 'draft' });
    expect(onlyDrafts.items.map((i) => i.id)).toEqual([draft.id]);
    expect(onlyDrafts.total).toBe(1);
    // A revision submitted for review.
    await putFields(await getCourse(course.id), { title: 'Zebra Sketching Unique Revised' });
    expect((await post(api('instructorCourseSubmit', { id: course.id }), instructor)).statusCode).toBe(200);
    const again = await listCourses({ search: 'zebra sketching', pageSize: 50 });
    expect(again.items.find((i) => i.id === course.id)).toMatchObject({ status: 'published', revisionInReview: true, awaitingReview: true });
    // By the owner's username.
    expect((await listCourses({ search: 'instructor', pageSize: 100 })).total).toBeGreaterThan(0);
    for (const token of [student, instructor]) expect((await t.request({ method: 'GET', url: api('adminCourses'), token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api('adminCourses') })).statusCode).toBe(401);
    const bad = await t.request({ method: 'GET', url: api('adminCourses', {}, { status: 'lost' }), token: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /Admin/Courses/{id}/Diff', () => {
  it("shows a revision's text (word diff), outline, prices and media against the live course; a new course against nothing", async () => {
    const { course, section, lesson } = await publishedCourse('Diff Watercolour');
    expect((await t.request({ method: 'GET', url: api('adminCourseDiff', { id: course.id }), token: admin })).json<CourseDiff>()).toMatchObject({ kind: 'none', text: [], outline: [] });
    const live = await getCourse(course.id);
    await putFields(live, { description: 'Paint with oil and colour.', prices: { USD: 2999 }, titleTranslations: { th: 'สีน้ำ' } });
    const section2 = (await post(api('instructorCourseSections', { id: course.id }), instructor, { title: 'Advanced' })).json<EditableSection>();
    const renamed = await t.request({ method: 'PUT', url: api('instructorSection', { id: section.id }), token: instructor, headers: { 'if-match': String(section.version) }, payload: { title: 'Fundamentals' } });
    expect(renamed.statusCode).toBe(200);
    // The lesson moves to the new section.
    const now = await getCourse(course.id);
    const outline = await t.request({
      method: 'PUT',
      url: api('instructorCourseOutline', { id: course.id }),
      token: instructor,
      headers: { 'if-match': String(now.version) },
      payload: { sections: [{ id: section2.id, lessonIds: [lesson.id] }, { id: section.id, lessonIds: [] }] },
    });
    expect(outline.statusCode).toBe(200);

    const res = await t.request({ method: 'GET', url: api('adminCourseDiff', { id: course.id }), token: admin });
    expect(res.statusCode).toBe(200);
    const diff = res.json<CourseDiff>();
    expect(diff.kind).toBe('revision');
    const description = diff.text.find((x) => x.field === 'description')!;
    expect(description).toMatchObject({ before: 'Paint with water and colour.', after: 'Paint with oil and colour.' });
    expect(description.parts).toEqual([
      { op: 'equal', text: 'Paint with ' },
      { op: 'delete', text: 'water' },
      { op: 'insert', text: 'oil' },
      { op: 'equal', text: ' and colour.' },
    ]);
    expect(diff.text.find((x) => x.field === 'titleTranslation')).toMatchObject({ lang: 'th', before: '', after: 'สีน้ำ' });
    expect(diff.prices).toEqual([
      { currency: 'USD', before: 1999, after: 2999 },
      { currency: 'THB', before: 69000, after: null },
    ]);
    expect(diff.outline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ change: 'added', item: 'section', id: section2.id, title: 'Advanced' }),
        expect.objectContaining({ change: 'renamed', item: 'section', id: section.id, before: 'Basics', after: 'Fundamentals' }),
        // The section it left, as it was named then.
        expect.objectContaining({ change: 'moved', item: 'lesson', id: lesson.id, fromSection: 'Basics', toSection: 'Advanced' }),
      ]),
    );

    // A new course: everything it has, against nothing.
    const fresh = (await post(api('instructorCourses'), instructor, { title: 'Brand New Diff', language: 'en', categoryId })).json<EditableCourse>();
    const newDiff = (await t.request({ method: 'GET', url: api('adminCourseDiff', { id: fresh.id }), token: admin })).json<CourseDiff>();
    expect(newDiff.kind).toBe('new');
    expect(newDiff.text.find((x) => x.field === 'title')).toMatchObject({ before: '', after: 'Brand New Diff', parts: [{ op: 'insert', text: 'Brand New Diff' }] });
    expect((await t.request({ method: 'GET', url: api('adminCourseDiff', { id: 99999999 }), token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api('adminCourseDiff', { id: course.id }), token: instructor })).statusCode).toBe(403);
  });

  it('approve and reject are audited', async () => {
    const { course } = await publishedCourse('Audited Approval');
    const line = await lastAudit('course.approve', String(course.id));
    expect(line).toMatchObject({ targetType: 'course', before: { status: 'in_review' }, after: { status: 'published' } });
    await putFields(await getCourse(course.id), { subtitle: 'A change' });
    await post(api('instructorCourseSubmit', { id: course.id }), instructor);
    expect((await post(api('adminCourseReject', { id: course.id }), admin, { reason: 'Say more.' })).statusCode).toBe(200);
    expect(await lastAudit('course.reject', String(course.id))).toMatchObject({ before: { revision: 'in_review' }, after: { revision: 'rejected' }, detail: { revision: true, reason: 'Say more.' } });
  });
});

describe('unpublish, republish, feature', () => {
  const catalogue = async (search: string) => (await t.request({ method: 'GET', url: `/api${apiPath(API_ROUTES.courses, {} as never, { search } as never)}` })).json<Page<CourseSummary>>();

  it('takes a course off the catalogue at once and back, audited; only published courses; featured ones lead the catalogue', async () => {
    const { course } = await publishedCourse('Quokka Painting Unique');
    expect((await catalogue('Quokka Painting Unique')).items.map((i) => i.id)).toContain(course.id);

    const off = await post(api('adminCourseUnpublish', { id: course.id }), admin, { reason: 'Copied material' });
    expect(off.statusCode).toBe(200);
    expect(off.json<AdminCourseItem>().status).toBe('unpublished');
    expect((await catalogue('Quokka Painting Unique')).items.map((i) => i.id)).not.toContain(course.id);
    expect(await lastAudit('course.unpublish', String(course.id))).toMatchObject({ before: { status: 'published' }, after: { status: 'unpublished' }, detail: { reason: 'Copied material' } });
    expect(problemCode(await post(api('adminCourseUnpublish', { id: course.id }), admin, {}))).toBe('COURSE_NOT_PUBLISHED');
    const featureOff = await t.request({ method: 'PUT', url: api('adminCourseFeature', { id: course.id }), token: admin, payload: { featured: true } });
    expect(featureOff.statusCode).toBe(409);
    expect(problemCode(featureOff)).toBe('COURSE_NOT_PUBLISHED');

    const back = await post(api('adminCourseRepublish', { id: course.id }), admin);
    expect(back.statusCode).toBe(200);
    expect(back.json<AdminCourseItem>().status).toBe('published');
    expect((await catalogue('Quokka Painting Unique')).items.map((i) => i.id)).toContain(course.id);
    expect(await lastAudit('course.republish', String(course.id))).toBeDefined();
    expect(problemCode(await post(api('adminCourseRepublish', { id: course.id }), admin))).toBe('COURSE_NOT_UNPUBLISHED');

    // An instructor's own unpublish is not undone by the admin: it needs a review.
    expect((await post(api('instructorCourseUnpublish', { id: course.id }), instructor)).statusCode).toBe(200);
    expect(problemCode(await post(api('adminCourseRepublish', { id: course.id }), admin))).toBe('COURSE_NOT_UNPUBLISHED');
    expect((await post(api('adminCourseUnpublish', { id: course.id }), student, {})).statusCode).toBe(403);
  });

  it('a featured course comes first in the default catalogue order', async () => {
    const a = await publishedCourse('Featured Otter Unique');
    const b = await publishedCourse('Featured Otter Unique Two');
    // b is more popular: first by default.
    await t.database.db.update(courses).set({ enrollmentCount: 50 }).where(eq(courses.id, b.course.id));
    const before = await t.request({ method: 'GET', url: `/api${apiPath(API_ROUTES.courses, {} as never, { pageSize: 100 } as never)}` });
    const ids = before.json<Page<CourseSummary>>().items.map((i) => i.id);
    expect(ids.indexOf(b.course.id)).toBeLessThan(ids.indexOf(a.course.id));

    const res = await t.request({ method: 'PUT', url: api('adminCourseFeature', { id: a.course.id }), token: admin, payload: { featured: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCourseItem>()).toMatchObject({ featured: true });
    expect(await lastAudit('course.feature', String(a.course.id))).toMatchObject({ before: { featuredAt: null } });
    const page1 = (await t.request({ method: 'GET', url: `/api${apiPath(API_ROUTES.courses, {} as never, { pageSize: 2 } as never)}` })).json<Page<CourseSummary>>();
    expect(page1.items[0]!.id).toBe(a.course.id);
    // No course twice across pages, the total unchanged.
    const all = (await t.request({ method: 'GET', url: `/api${apiPath(API_ROUTES.courses, {} as never, { pageSize: 100 } as never)}` })).json<Page<CourseSummary>>();
    expect(new Set(all.items.map((i) => i.id)).size).toBe(all.items.length);
    expect(all.items[0]!.id).toBe(a.course.id);
    const page2 = (await t.request({ method: 'GET', url: `/api${apiPath(API_ROUTES.courses, {} as never, { pageSize: 2, page: 2 } as never)}` })).json<Page<CourseSummary>>();
    expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));

    const unfeature = await t.request({ method: 'PUT', url: api('adminCourseFeature', { id: a.course.id }), token: admin, payload: { featured: false } });
    expect(unfeature.json<AdminCourseItem>()).toMatchObject({ featured: false, featuredAt: null });
    expect(await lastAudit('course.unfeature', String(a.course.id))).toBeDefined();
    const after = (await t.request({ method: 'GET', url: `/api${apiPath(API_ROUTES.courses, {} as never, { pageSize: 100 } as never)}` })).json<Page<CourseSummary>>();
    expect(after.items[0]!.id).not.toBe(a.course.id);
  });
});

describe('GET|PUT /Admin/Categories', () => {
  const getTree = async () => {
    const res = await t.request({ method: 'GET', url: api('adminCategories'), token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${res.json<AdminCategoryTree>().version}"`);
    return res.json<AdminCategoryTree>();
  };
  // Titles the seed left to fall back to English (CSS, React) are sent as the English title, as the editor does.
  const write = (tree: AdminCategoryTree): CategoryWrite[] =>
    tree.items.map(({ id, title, titleTh, titleVi, titleTl, parentId }) => ({ id, title, titleTh: titleTh || title, titleVi: titleVi || title, titleTl: titleTl || title, parentId }));
  const putTree = (items: CategoryWrite[], version: number | null) =>
    t.request({ method: 'PUT', url: api('adminCategories'), token: admin, headers: version === null ? {} : { 'if-match': `"${version}"` }, payload: { items } });

  it('adds, renames, reorders and deletes with the version; refuses cycles, depth, blank titles, used categories; audited; the public list follows', async () => {
    await post(api('instructorCourses'), instructor, { title: 'Category User', language: 'en', categoryId });
    const tree = await getTree();
    expect(tree.items.find((c) => c.id === categoryId)!.courseCount).toBeGreaterThan(0);
    const topLevel = tree.items.find((c) => c.parentId === null)!;
    const items = write(tree);
    const added: CategoryWrite = { id: -1, title: '  Pottery ', titleTh: 'เครื่องปั้นดินเผา', titleVi: 'Gốm', titleTl: 'Palayok', parentId: topLevel.id };
    // The new one first among its siblings.
    const saved = await putTree([added, ...items], tree.version);
    expect(saved.statusCode).toBe(200);
    const next = saved.json<AdminCategoryTree>();
    expect(next.version).not.toBe(tree.version);
    const pottery = next.items.find((c) => c.title === 'Pottery')!;
    expect(pottery).toMatchObject({ parentId: topLevel.id, sortOrder: 0, titleTh: 'เครื่องปั้นดินเผา', courseCount: 0 });
    const line = await lastAudit('category.update', 'tree');
    expect(line!.after).toHaveProperty(String(pottery.id));
    // The public list shows it at once.
    expect((await t.request({ method: 'GET', url: '/api/Categories' })).json<Category[]>().map((c) => c.id)).toContain(pottery.id);

    // The old version is stale; none is 428.
    expect(problemCode(await putTree(items, tree.version))).toBe('VERSION_CONFLICT');
    expect((await putTree(items, null)).statusCode).toBe(428);

    const current = write(next);
    const rename = current.map((c) => (c.id === pottery.id ? { ...c, title: 'Ceramics' } : c));
    const blank = current.map((c) => (c.id === pottery.id ? { ...c, titleVi: '  ' } : c));
    expect(problemCode(await putTree(blank, next.version))).toBe('CATEGORY_TREE_INVALID');
    const long = current.map((c) => (c.id === pottery.id ? { ...c, titleTl: 'x'.repeat(101) } : c));
    expect(problemCode(await putTree(long, next.version))).toBe('CATEGORY_TREE_INVALID');
    // Too deep: a fourth level.
    const third = next.items.find((c) => c.parentId !== null && next.items.find((p) => p.id === c.parentId)!.parentId !== null)!;
    const deep = [...current, { id: -2, title: 'Glazes', titleTh: 'เคลือบ', titleVi: 'Men', titleTl: 'Glaze ng palayok', parentId: third.id }];
    expect(problemCode(await putTree(deep, next.version))).toBe('CATEGORY_TREE_INVALID');
    // A cycle: the top level under its own child.
    const cycle = current.map((c) => (c.id === topLevel.id ? { ...c, parentId: pottery.id } : c));
    expect(problemCode(await putTree(cycle, next.version))).toBe('CATEGORY_TREE_INVALID');
    // A category with courses cannot go.
    const withCourses = current.filter((c) => c.id !== categoryId);
    const refused = await putTree(withCourses, next.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Problem>().code).toBe('CATEGORY_HAS_COURSES');

    const renamed = await putTree(rename, next.version);
    expect(renamed.statusCode).toBe(200);
    const afterRename = renamed.json<AdminCategoryTree>();
    expect(afterRename.items.find((c) => c.id === pottery.id)!.title).toBe('Ceramics');
    // Deleting the empty one.
    const gone = await putTree(write(afterRename).filter((c) => c.id !== pottery.id), afterRename.version);
    expect(gone.statusCode).toBe(200);
    expect(gone.json<AdminCategoryTree>().items.map((c) => c.id)).not.toContain(pottery.id);
    expect((await lastAudit('category.update', 'tree'))!.detail).toMatchObject({ removed: [pottery.id] });
    expect((await t.request({ method: 'GET', url: api('adminCategories'), token: instructor })).statusCode).toBe(403);
  });
});

describe('POST /Admin/Courses/Bulk', () => {
  const bulk = (payload: object, token = admin) => t.request({ method: 'POST', url: api('adminCoursesBulk'), token, payload });
  const auditCount = async (action: string, targetId: string) =>
    (await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))).length;

  it('unpublishes several courses, each audited as the single action, refusing per course; republish undoes it', async () => {
    const a = (await publishedCourse('Bulk Heron One')).course;
    const b = (await publishedCourse('Bulk Heron Two')).course;
    // b is already off the catalogue: refused as the single action would (nothing written for it).
    expect((await post(api('adminCourseUnpublish', { id: b.id }), admin, {})).statusCode).toBe(200);
    const unpublishedBefore = await auditCount('course.unpublish', String(b.id));

    const res = await bulk({ ids: [a.id, b.id, a.id, 2147483000], action: 'unpublish', reason: 'Spring clean' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CoursesBulkResult>()).toEqual({
      results: [
        { id: a.id, outcome: 'done', code: null },
        { id: b.id, outcome: 'refused', code: 'COURSE_NOT_PUBLISHED' },
        { id: 2147483000, outcome: 'refused', code: 'COURSE_NOT_FOUND' },
      ],
      done: 1,
      unchanged: 0,
      refused: 2,
    });
    expect((await t.database.db.select({ status: courses.status }).from(courses).where(eq(courses.id, a.id)))[0]!.status).toBe('unpublished');
    expect(await lastAudit('course.unpublish', String(a.id))).toMatchObject({ before: { status: 'published' }, after: { status: 'unpublished' }, detail: { reason: 'Spring clean' } });
    expect(await auditCount('course.unpublish', String(a.id))).toBe(1);
    expect(await auditCount('course.unpublish', String(b.id))).toBe(unpublishedBefore);

    const back = await bulk({ ids: [a.id, b.id], action: 'republish' });
    expect(back.json<CoursesBulkResult>()).toMatchObject({ done: 2, refused: 0 });
    expect(await auditCount('course.republish', String(a.id))).toBe(1);
    expect(await auditCount('course.republish', String(b.id))).toBe(1);
  });

  it(`caps a request at ${BULK_MAX_IDS} courses (400 BULK_TOO_MANY, nothing done), checks the body, admins only`, async () => {
    const { course } = await publishedCourse('Bulk Heron Cap');
    const ids = [course.id, ...Array.from({ length: BULK_MAX_IDS }, (_, i) => 2147400000 + i)];
    const tooMany = await bulk({ ids, action: 'unpublish' });
    expect([tooMany.statusCode, problemCode(tooMany)]).toEqual([400, 'BULK_TOO_MANY']);
    expect(await auditCount('course.unpublish', String(course.id))).toBe(0);
    // Exactly the cap is fine (repeats count once).
    expect((await bulk({ ids: [...ids.slice(0, BULK_MAX_IDS), course.id], action: 'unpublish' })).statusCode).toBe(200);
    expect(await auditCount('course.unpublish', String(course.id))).toBe(1);
    expect((await bulk({ ids: [], action: 'unpublish' })).statusCode).toBe(400);
    expect((await bulk({ ids: [course.id], action: 'delete' })).statusCode).toBe(400);
    expect((await bulk({ ids: [course.id], action: 'republish' }, student)).statusCode).toBe(403);
    expect((await bulk({ ids: [course.id], action: 'republish' }, instructor)).statusCode).toBe(403);
  });
});
