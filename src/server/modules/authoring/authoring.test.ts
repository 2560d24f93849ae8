import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { API_ROUTES, apiPath } from '../../../shared/apiPaths';
import type { Page, Problem } from '../../../shared/schemas/common';
import type { CourseDetail, CourseSummary } from '../../../shared/schemas/courses';

type CoursePage = Page<CourseSummary>;
import type { CourseDiff } from '../../../shared/schemas/adminCourses';
import type { CourseFields, CourseInReview, CourseReview, EditableCourse, EditableLesson, EditableSection, InstructorCourseList } from '../../../shared/schemas/studio';
import { courses, customers, lessons } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { makeCourse, problemCode, studioCast, uploadImage } from '../../test-support/fixtures';
import { plainTextToHtml, sanitizeLessonHtml } from './richText';
import { slugOf } from './slugs';

let t: TestApp;
let instructor: string;
let admin: string;
let student: string;
let other: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ instructor, admin, student, other, categoryId } = await studioCast(t, 'other.teacher'));
}, 120_000);
afterAll(() => t?.close());

/** '/api' + the route, filled. */
function api(name: keyof typeof API_ROUTES, params: Record<string, number> = {}): string {
  return `/api${apiPath(API_ROUTES[name] as string, params as never)}`;
}

const courses$ = api('instructorCourses');
const course$ = (id: number) => api('instructorCourse', { id });

async function create(token: string, title: string): Promise<EditableCourse> {
  const res = await t.request({ method: 'POST', url: courses$, token, payload: { title, language: 'en', categoryId } });
  expect(res.statusCode).toBe(201);
  return res.json<EditableCourse>();
}

function fieldsOf(c: EditableCourse, patch: Partial<CourseFields> = {}): CourseFields {
  const { title, subtitle, description, outcomes, requirements, level, language, categoryId: cat, coverImage, isFree, prices, titleTranslations } = c;
  return { title, subtitle, description, outcomes, requirements, level, language, categoryId: cat, coverImage, isFree, prices, titleTranslations, ...patch };
}

async function put(token: string, c: EditableCourse, patch: Partial<CourseFields>, ifMatch: string | null = String(c.version)) {
  return t.request({ method: 'PUT', url: course$(c.id), token, headers: ifMatch === null ? {} : { 'if-match': ifMatch }, payload: fieldsOf(c, patch) });
}

async function addSection(token: string, courseId: number, title: string): Promise<EditableSection> {
  const res = await t.request({ method: 'POST', url: api('instructorCourseSections', { id: courseId }), token, payload: { title } });
  expect(res.statusCode).toBe(201);
  return res.json<EditableSection>();
}

async function addLesson(token: string, sectionId: number, title: string, kind = 'text'): Promise<EditableLesson> {
  const res = await t.request({ method: 'POST', url: api('instructorSectionLessons', { id: sectionId }), token, payload: { title, kind } });
  expect(res.statusCode).toBe(201);
  return res.json<EditableLesson>();
}

async function putLesson(token: string, lesson: EditableLesson, patch: Partial<EditableLesson>) {
  const { title, duration, isPreview, body, video } = { ...lesson, ...patch };
  return t.request({ method: 'PUT', url: api('instructorLesson', { id: lesson.id }), token, headers: { 'if-match': `"${lesson.version}"` }, payload: { title, duration, isPreview, body, video } });
}

async function get(token: string, id: number): Promise<EditableCourse> {
  const res = await t.request({ method: 'GET', url: course$(id), token });
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).toBe(`"${res.json<EditableCourse>().version}"`);
  return res.json<EditableCourse>();
}

const post = (url: string, token: string, payload?: object) => t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

/** A course with one section and one text lesson, priced, ready to submit. */
async function readyCourse(title: string): Promise<{ course: EditableCourse; section: EditableSection; lesson: EditableLesson }> {
  const created = await create(instructor, title);
  const course = (await put(instructor, created, { isFree: false, prices: { USD: 1999, THB: 69000 } })).json<EditableCourse>();
  const section = await addSection(instructor, course.id, 'Basics');
  const lesson = await addLesson(instructor, section.id, 'Welcome');
  return { course: await get(instructor, course.id), section, lesson };
}

describe('course authoring: the whole flow', () => {
  it('create, edit, outline, submit, reject with a mailed reason, fix, approve: then students find it', async () => {
    const created = await create(instructor, 'Gardening for Busy People');
    expect(created).toMatchObject({ status: 'draft', version: 1, slug: 'gardening-for-busy-people', hasDraftChanges: false, sections: [], review: { state: null } });

    // Submitting an empty course lists what is missing.
    const early = await post(api('instructorCourseSubmit', { id: created.id }), instructor);
    expect(early.statusCode).toBe(422);
    expect(problemCode(early)).toBe('COURSE_INCOMPLETE');
    expect(early.json<Problem>().errors!.map((e) => e.path).sort()).toEqual(['prices.USD', 'sections']);

    const saved = await put(instructor, created, { subtitle: 'Grow food on a balcony', isFree: false, prices: { USD: 2500, THB: 89000, VND: 59000000 }, outcomes: [' Plan a balcony garden '], titleTranslations: { th: 'สวนผักสำหรับคนไม่มีเวลา' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const course = saved.json<EditableCourse>();
    expect(course).toMatchObject({ version: 2, subtitle: 'Grow food on a balcony', prices: { USD: 2500, THB: 89000, VND: 59000000 }, outcomes: ['Plan a balcony garden'] });
    expect(Date.parse(course.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const s1 = await addSection(instructor, course.id, 'Soil');
    const s2 = await addSection(instructor, course.id, 'Seeds');
    const l1 = await addLesson(instructor, s1.id, 'What soil needs');
    const l2 = await addLesson(instructor, s1.id, 'Pots', 'video');
    const l3 = await addLesson(instructor, s2.id, 'Sowing');
    const edited = await putLesson(instructor, l1, { body: '<h2>Soil</h2><p>Loam <script>alert(1)</script>is best.</p>', duration: 300 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<EditableLesson>()).toMatchObject({ version: 2, body: '<h2>Soil</h2><p>Loam is best.</p>', duration: 300 });
    expect((await putLesson(instructor, l2, { video: { source: 'youtube', ref: 'https://www.youtube.com/watch?v=abc' } })).statusCode).toBe(200);

    // The outline: sections swapped, a lesson moved to the other section.
    const before = await get(instructor, course.id);
    const outline = await t.request({
      method: 'PUT',
      url: api('instructorCourseOutline', { id: course.id }),
      token: instructor,
      headers: { 'if-match': String(before.version) },
      payload: { sections: [{ id: s2.id, lessonIds: [l3.id, l2.id] }, { id: s1.id, lessonIds: [l1.id] }] },
    });
    expect(outline.statusCode).toBe(200);
    const ordered = outline.json<EditableCourse>();
    expect(ordered.sections.map((s) => [s.id, s.lessons.map((l) => l.id)])).toEqual([[s2.id, [l3.id, l2.id]], [s1.id, [l1.id]]]);
    expect(ordered.sections[0]!.lessons[1]!.sectionId).toBe(s2.id);
    expect(ordered.version).toBe(before.version + 1);

    const submitted = await post(api('instructorCourseSubmit', { id: course.id }), instructor);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<EditableCourse>()).toMatchObject({ status: 'in_review', review: { state: 'in_review' } });

    const queue = (await t.request({ method: 'GET', url: api('adminCourseReviews'), token: admin })).json<CourseInReview[]>();
    expect(queue.find((q) => q.id === course.id)).toMatchObject({ isRevision: false, title: 'Gardening for Busy People', instructor: { username: 'instructor' } });

    const rejected = await post(api('adminCourseReject', { id: course.id }), admin, { reason: 'The soil lesson needs pictures.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<EditableCourse>()).toMatchObject({ status: 'rejected', review: { state: 'rejected', reason: 'The soil lesson needs pictures.' } });
    const mail = (await t.mails()).find((m) => m.to.includes('instructor@academy.test') && m.subject.includes('Gardening for Busy People'));
    expect(mail?.text).toContain('The soil lesson needs pictures.');
    expect((await get(instructor, course.id)).review.reason).toBe('The soil lesson needs pictures.');

    // Not in review any more: a second decision is refused.
    expect(problemCode(await post(api('adminCourseApprove', { id: course.id }), admin))).toBe('COURSE_NOT_IN_REVIEW');

    const l1now = (await get(instructor, course.id)).sections[1]!.lessons[0]!;
    expect((await putLesson(instructor, l1now, { body: '<p>Loam.</p><img src="https://images.example.com/soil.jpg" alt="Soil">' })).statusCode).toBe(200);
    expect((await post(api('instructorCourseSubmit', { id: course.id }), instructor)).statusCode).toBe(200);
    // Not public yet; this search page is now in the catalogue cache, which the approval must clear.
    const hidden = (await t.request({ method: 'GET', url: `/api/Courses?search=${encodeURIComponent('balcony garden')}` })).json<CoursePage>();
    expect(hidden.items.map((i) => i.id)).not.toContain(course.id);
    const approved = await post(api('adminCourseApprove', { id: course.id }), admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<EditableCourse>()).toMatchObject({ status: 'published', review: { state: null, reason: null } });
    expect(approved.json<EditableCourse>().publishedAt).not.toBeNull();
    expect((await t.mails()).filter((m) => m.subject.includes('Gardening for Busy People'))).toHaveLength(2);

    const found = (await t.request({ method: 'GET', url: `/api/Courses?search=${encodeURIComponent('balcony garden')}` })).json<CoursePage>();
    expect(found.items.map((i) => i.id)).toContain(course.id);
    const thai = (await t.request({ method: 'GET', url: `/api/Courses?search=${encodeURIComponent('สวนผัก')}` })).json<CoursePage>();
    expect(thai.items.map((i) => i.id)).toContain(course.id);
    const page = await t.request({ method: 'GET', url: `/api/Courses/${course.slug}` });
    expect(page.statusCode).toBe(200);
    const detail = page.json<CourseDetail>();
    expect(detail).toMatchObject({ id: course.id, price: 25, isFree: false, prices: { USD: 2500, THB: 89000, VND: 59000000 }, titleTranslations: { th: 'สวนผักสำหรับคนไม่มีเวลา' } });
    expect(detail.sections.map((s) => s.title)).toEqual(['Seeds', 'Soil']);

    const mine = (await t.request({ method: 'GET', url: courses$, token: instructor })).json<InstructorCourseList>();
    expect(mine.items.find((i) => i.id === course.id)).toMatchObject({ status: 'published', hasDraftChanges: false });
  });
});

describe('a published course is edited as a draft revision', () => {
  it('students keep the published version until the admin approves the revision; the review lists the changes', async () => {
    const { course, section, lesson } = await readyCourse('Watercolour Basics');
    expect((await post(api('instructorCourseSubmit', { id: course.id }), instructor)).statusCode).toBe(200);
    expect((await post(api('adminCourseApprove', { id: course.id }), admin)).statusCode).toBe(200);
    const live = await get(instructor, course.id);
    // Submitting without changes: nothing to review.
    expect(problemCode(await post(api('instructorCourseSubmit', { id: course.id }), instructor))).toBe('COURSE_NOTHING_TO_SUBMIT');

    const renamed = await put(instructor, live, { title: 'Watercolour From Zero', prices: { USD: 2999 } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<EditableCourse>()).toMatchObject({ status: 'published', hasDraftChanges: true, title: 'Watercolour From Zero' });
    const newSection = await addSection(instructor, course.id, 'Colour mixing');
    const newLesson = await addLesson(instructor, newSection.id, 'Primary colours');
    expect((await putLesson(instructor, lesson, { title: 'Welcome, painters' })).statusCode).toBe(200);

    // Students (and the catalogue) still see the published course.
    const publicView = (await t.request({ method: 'GET', url: `/api/Courses/${course.id}`, token: student })).json<CourseDetail>();
    expect(publicView.title).toBe('Watercolour Basics');
    expect(publicView.prices).toEqual({ USD: 1999, THB: 69000 });
    expect(publicView.sections).toHaveLength(1);
    expect(publicView.sections[0]!.lessons[0]!.title).toBe('Welcome');
    const [row] = await t.database.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, newLesson.id));
    expect(row).toBeUndefined();

    const list = (await t.request({ method: 'GET', url: courses$, token: instructor })).json<InstructorCourseList>();
    expect(list.items.find((i) => i.id === course.id)).toMatchObject({ title: 'Watercolour From Zero', hasDraftChanges: true, status: 'published' });

    expect((await post(api('instructorCourseSubmit', { id: course.id }), instructor)).json<EditableCourse>().review.state).toBe('in_review');
    const queue = (await t.request({ method: 'GET', url: api('adminCourseReviews'), token: admin })).json<CourseInReview[]>();
    expect(queue.find((q) => q.id === course.id)).toMatchObject({ isRevision: true, title: 'Watercolour From Zero' });

    const review = (await t.request({ method: 'GET', url: api('adminCourseReview', { id: course.id }), token: admin })).json<CourseReview>();
    expect(review.instructor).toMatchObject({ username: 'instructor', email: 'instructor@academy.test' });
    // What changed: the admin's diff of the revision against the live course.
    const diff = (await t.request({ method: 'GET', url: api('adminCourseDiff', { id: course.id }), token: admin })).json<CourseDiff>();
    expect(diff.kind).toBe('revision');
    expect(diff.text.find((c) => c.field === 'title')).toMatchObject({ before: 'Watercolour Basics', after: 'Watercolour From Zero' });
    expect(diff.prices).toEqual([
      { currency: 'USD', before: 1999, after: 2999 },
      { currency: 'THB', before: 69000, after: null },
    ]);
    expect(diff.outline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ change: 'added', item: 'section', id: newSection.id }),
        expect.objectContaining({ change: 'added', item: 'lesson', id: newLesson.id }),
        expect.objectContaining({ change: 'renamed', item: 'lesson', id: lesson.id, before: 'Welcome', after: 'Welcome, painters' }),
      ]),
    );
    expect(diff.outline.find((o) => o.item === 'section' && o.id === section.id)).toBeUndefined();

    expect((await post(api('adminCourseApprove', { id: course.id }), admin)).statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: `/api/Courses/${course.id}`, token: student })).json<CourseDetail>();
    expect(after.title).toBe('Watercolour From Zero');
    expect(after.price).toBe(29.99);
    expect(after.prices).toEqual({ USD: 2999 });
    expect(after.sections.map((s) => s.title)).toEqual(['Basics', 'Colour mixing']);
    expect(after.sections[0]!.lessons[0]).toMatchObject({ id: lesson.id, title: 'Welcome, painters' });
    expect(after.sections[1]!.lessons[0]!.id).toBe(newLesson.id);
    const edit = await get(instructor, course.id);
    expect(edit.hasDraftChanges).toBe(false);
    const search = (await t.request({ method: 'GET', url: `/api/Courses?search=${encodeURIComponent('Watercolour From Zero')}` })).json<CoursePage>();
    expect(search.items.map((i) => i.id)).toContain(course.id);
  });

  it("the video upload sets a lesson's video through the revision (the live lesson keeps its own)", async () => {
    const { course, lesson } = await readyCourse('Uploaded Videos');
    await post(api('instructorCourseSubmit', { id: course.id }), instructor);
    await post(api('adminCourseApprove', { id: course.id }), admin);
    const me = (await t.database.db.select().from(customers).where(eq(customers.username, 'instructor')))[0]!;
    const stranger = (await t.database.db.select().from(customers).where(eq(customers.username, 'other.teacher')))[0]!;
    await expect(t.services.authoring.findEditableLesson(stranger, lesson.id)).rejects.toMatchObject({ code: 'LESSON_NOT_FOUND' });
    expect(await t.services.authoring.findEditableLesson(me, lesson.id)).toEqual({ lessonId: lesson.id, courseId: course.id, live: true });
    const updated = await t.services.authoring.setLessonVideo(me, lesson.id, { source: 'upload', ref: 'abc.mp4' }, 42.4);
    expect(updated).toMatchObject({ video: { source: 'upload', ref: 'abc.mp4' }, duration: 42, version: lesson.version + 1 });
    expect(await t.services.authoring.getLesson(me, lesson.id)).toMatchObject({ video: { source: 'upload', ref: 'abc.mp4' } });
    const [live] = await t.database.db.select({ videoUrl: lessons.videoUrl }).from(lessons).where(eq(lessons.id, lesson.id));
    expect(live!.videoUrl).toBeNull();
    await post(api('instructorCourseSubmit', { id: course.id }), instructor);
    await post(api('adminCourseApprove', { id: course.id }), admin);
    const [after] = await t.database.db.select({ videoUrl: lessons.videoUrl, duration: lessons.durationSeconds }).from(lessons).where(eq(lessons.id, lesson.id));
    expect(after).toEqual({ videoUrl: '/storage/course-video/abc.mp4', duration: 42 });
  });

  it('a revision can be discarded, and a published course unpublished', async () => {
    const { course } = await readyCourse('Calligraphy');
    await post(api('instructorCourseSubmit', { id: course.id }), instructor);
    await post(api('adminCourseApprove', { id: course.id }), admin);
    const live = await get(instructor, course.id);
    const draft = (await put(instructor, live, { title: 'Calligraphy II' })).json<EditableCourse>();
    const discarded = (await post(api('instructorCourseDiscardDraft', { id: course.id }), instructor)).json<EditableCourse>();
    expect(discarded).toMatchObject({ title: 'Calligraphy', hasDraftChanges: false });
    expect(discarded.version).toBeGreaterThan(draft.version);
    // An edit of the discarded revision is stale.
    expect((await put(instructor, draft, { title: 'Calligraphy III' })).statusCode).toBe(409);

    const off = await post(api('instructorCourseUnpublish', { id: course.id }), instructor);
    expect(off.json<EditableCourse>().status).toBe('unpublished');
    expect((await t.request({ method: 'GET', url: `/api/Courses/${course.id}`, token: student })).statusCode).toBe(404);
    const [row] = await t.database.db.select({ isPublished: courses.isPublished }).from(courses).where(eq(courses.id, course.id));
    expect(row!.isPublished).toBe(false);
    expect(problemCode(await post(api('instructorCourseUnpublish', { id: course.id }), instructor))).toBe('COURSE_NOT_PUBLISHED');
  });
});

describe('covers', () => {
  it("takes the caller's own uploaded cover; a file a draft revision uses cannot be deleted", async () => {
    const { course } = await readyCourse('Covered Course');
    await post(api('instructorCourseSubmit', { id: course.id }), instructor);
    await post(api('adminCourseApprove', { id: course.id }), admin);
    const mine = await uploadImage(t, instructor, 'course-cover-image');
    const theirs = await uploadImage(t, other, 'course-cover-image');
    const live = await get(instructor, course.id);
    expect(problemCode(await put(instructor, live, { coverImage: theirs.nameBySystem }))).toBe('COURSE_COVER_INVALID');
    const saved = await put(instructor, live, { coverImage: mine.nameBySystem });
    expect(saved.json<EditableCourse>()).toMatchObject({ coverImage: mine.nameBySystem, hasDraftChanges: true });
    const removal = await t.request({ method: 'DELETE', url: `/api/Files?nameBySystem=${encodeURIComponent(mine.nameBySystem)}`, token: instructor });
    expect(removal.statusCode).toBe(409);
    expect(problemCode(removal)).toBe('FILE_IN_USE');
  });
});

describe('versions', () => {
  it('two saves from the same version: the second gets 409 with the current course; no If-Match is 428', async () => {
    const c = await create(instructor, 'Conflicts Course');
    const first = await put(instructor, c, { subtitle: 'Tab one' }, `"${c.version}"`);
    expect(first.statusCode).toBe(200);
    const second = await put(instructor, c, { subtitle: 'Tab two' }, String(c.version));
    expect(second.statusCode).toBe(409);
    const problem = second.json<Problem>();
    expect(problem.code).toBe('VERSION_CONFLICT');
    expect(problem.currentVersion).toBe(c.version + 1);
    expect(problem.current).toMatchObject({ id: c.id, subtitle: 'Tab one', version: c.version + 1 });
    expect((await get(instructor, c.id)).subtitle).toBe('Tab one');

    // Saving a course in review takes it out of review.
    const ready = await readyCourse('Back To Draft');
    expect((await post(api('instructorCourseSubmit', { id: ready.course.id }), instructor)).json<EditableCourse>().status).toBe('in_review');
    const back = await put(instructor, await get(instructor, ready.course.id), { subtitle: 'One more fix' });
    expect(back.json<EditableCourse>()).toMatchObject({ status: 'draft', review: { state: null } });
    expect((await t.request({ method: 'GET', url: api('adminCourseReviews'), token: admin })).json<CourseInReview[]>().map((q) => q.id)).not.toContain(ready.course.id);

    const missing = await put(instructor, c, { subtitle: 'No header' }, null);
    expect(missing.statusCode).toBe(428);
    expect(problemCode(missing)).toBe('PRECONDITION_REQUIRED');
    expect(problemCode(await put(instructor, c, { subtitle: 'Bad header' }, 'abc'))).toBe('PRECONDITION_REQUIRED');

    const section = await addSection(instructor, c.id, 'One');
    const renamed = await t.request({ method: 'PUT', url: api('instructorSection', { id: section.id }), token: instructor, headers: { 'if-match': '1' }, payload: { title: 'Uno' } });
    expect(renamed.json<EditableSection>()).toMatchObject({ title: 'Uno', version: 2 });
    const stale = await t.request({ method: 'PUT', url: api('instructorSection', { id: section.id }), token: instructor, headers: { 'if-match': '1' }, payload: { title: 'Ein' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Problem>()).toMatchObject({ currentVersion: 2, current: { title: 'Uno' } });
    const lesson = await addLesson(instructor, section.id, 'L');
    expect((await putLesson(instructor, lesson, { title: 'L1' })).statusCode).toBe(200);
    const staleLesson = await putLesson(instructor, lesson, { title: 'L2' });
    expect(staleLesson.statusCode).toBe(409);
    expect(staleLesson.json<Problem>()).toMatchObject({ currentVersion: 2, current: { title: 'L1' } });
    expect((await t.request({ method: 'DELETE', url: api('instructorLesson', { id: lesson.id }), token: instructor, headers: { 'if-match': '1' } })).statusCode).toBe(409);
    expect((await t.request({ method: 'DELETE', url: api('instructorLesson', { id: lesson.id }), token: instructor })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: api('instructorSection', { id: section.id }), token: instructor, headers: { 'if-match': '2' } })).statusCode).toBe(204);
    expect((await get(instructor, c.id)).sections).toEqual([]);
  });
});

describe('outline validation', () => {
  it('refuses a missing id, another course id and a duplicate', async () => {
    const { course, section, lesson } = await readyCourse('Outline Checks');
    const s2 = await addSection(instructor, course.id, 'Second');
    const foreign = await readyCourse('Outline Foreign');
    const version = (await get(instructor, course.id)).version;
    const outline = (sections: { id: number; lessonIds: number[] }[]) =>
      t.request({ method: 'PUT', url: api('instructorCourseOutline', { id: course.id }), token: instructor, headers: { 'if-match': String(version) }, payload: { sections } });
    for (const sections of [
      [{ id: section.id, lessonIds: [lesson.id] }],
      [{ id: section.id, lessonIds: [] }, { id: s2.id, lessonIds: [] }],
      [{ id: section.id, lessonIds: [lesson.id, foreign.lesson.id] }, { id: s2.id, lessonIds: [] }],
      [{ id: section.id, lessonIds: [lesson.id] }, { id: foreign.section.id, lessonIds: [] }, { id: s2.id, lessonIds: [] }],
      [{ id: section.id, lessonIds: [lesson.id, lesson.id] }, { id: s2.id, lessonIds: [] }],
      [{ id: section.id, lessonIds: [lesson.id] }, { id: section.id, lessonIds: [] }, { id: s2.id, lessonIds: [] }],
    ]) {
      const res = await outline(sections);
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('OUTLINE_INVALID');
    }
    expect((await outline([{ id: s2.id, lessonIds: [lesson.id] }, { id: section.id, lessonIds: [] }])).statusCode).toBe(200);
    expect((await get(instructor, foreign.course.id)).sections[0]!.lessons).toHaveLength(1);
  });
});

describe('access', () => {
  it('another instructor gets 404s; a student 403; an admin reaches every course', async () => {
    const { course, section, lesson } = await readyCourse('Private Course');
    const cases = [
      ['GET', course$(course.id), undefined, 'COURSE_NOT_FOUND'],
      ['PUT', course$(course.id), fieldsOf(course), 'COURSE_NOT_FOUND'],
      ['POST', api('instructorCourseSections', { id: course.id }), { title: 'x' }, 'COURSE_NOT_FOUND'],
      ['POST', api('instructorCourseSubmit', { id: course.id }), undefined, 'COURSE_NOT_FOUND'],
      ['PUT', api('instructorSection', { id: section.id }), { title: 'x' }, 'SECTION_NOT_FOUND'],
      ['DELETE', api('instructorSection', { id: section.id }), undefined, 'SECTION_NOT_FOUND'],
      ['POST', api('instructorSectionLessons', { id: section.id }), { title: 'x', kind: 'text' }, 'SECTION_NOT_FOUND'],
      ['PUT', api('instructorLesson', { id: lesson.id }), { title: 'x', duration: 0, isPreview: false, body: '', video: null }, 'LESSON_NOT_FOUND'],
      ['DELETE', api('instructorLesson', { id: lesson.id }), undefined, 'LESSON_NOT_FOUND'],
    ] as const;
    for (const [method, url, payload, code] of cases) {
      const res = await t.request({ method, url, token: other, headers: { 'if-match': '1' }, ...(payload ? { payload } : {}) });
      expect([method, url, res.statusCode, problemCode(res)]).toEqual([method, url, 404, code]);
      const asStudent = await t.request({ method, url, token: student, headers: { 'if-match': '1' }, ...(payload ? { payload } : {}) });
      expect(asStudent.statusCode).toBe(403);
    }
    // The same answer as for an id nobody has.
    expect(problemCode(await t.request({ method: 'GET', url: course$(2_000_000_000), token: other }))).toBe('COURSE_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: courses$, token: other })).json<InstructorCourseList>().items.map((i) => i.id)).not.toContain(course.id);
    expect((await t.request({ method: 'GET', url: course$(course.id), token: admin })).statusCode).toBe(200);
    const adminList = await t.request({ method: 'GET', url: `${courses$}?instructor=instructor`, token: admin });
    expect(adminList.json<InstructorCourseList>().items.map((i) => i.id)).toContain(course.id);
    expect((await t.request({ method: 'GET', url: api('adminCourseReviews'), token: instructor })).statusCode).toBe(403);
    expect((await post(api('adminCourseApprove', { id: course.id }), instructor)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: courses$ })).statusCode).toBe(401);
  });

  it('an existing (seeded) course opens in the editor with its prices and HTML bodies', async () => {
    const paid = await makeCourse(t, { slug: 'authoring-legacy-paid', price: 49.5 });
    const c = await get(instructor, paid.id);
    expect(c).toMatchObject({ status: 'published', isFree: false, prices: { USD: 4950 } });
    expect(c.sections[0]!.lessons).toHaveLength(2);
  });
});

describe('sanitising lesson bodies', () => {
  it('never keeps scripts, event handlers or javascript: links', async () => {
    const dirty = [
      '<p onclick="steal()">Hi<script>alert(1)</script></p>',
      '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)"><img src="https://ok.example/a.png" onload="x()">',
      '<a href="javascript:alert(1)">a</a><a href="JAVASCRIPT:alert(1)">b</a><a href=" jav&#x09;ascript:alert(1)">c</a>',
      '<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe><style>*{}</style><p style="x">s</p>',
    ].join('');
    const clean = sanitizeLessonHtml(dirty);
    expect(clean).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<style|style=/i);
    expect(clean).toContain('<img src="https://ok.example/a.png" />');
    expect(sanitizeLessonHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect(sanitizeLessonHtml('<h1>T</h1><h3>S</h3><ul><li><code>x</code></li></ul><img src="/storage/course-cover-image/a.png" alt="A">')).toBe(
      '<h2>T</h2><h3>S</h3><ul><li><code>x</code></li></ul><img src="/storage/course-cover-image/a.png" alt="A" />',
    );

    // Through the API, and what a student then receives.
    const { course, lesson } = await readyCourse('Safe Bodies');
    const saved = await putLesson(instructor, lesson, { body: dirty, isPreview: true });
    expect(saved.json<EditableLesson>().body).not.toMatch(/<script|onerror|javascript:/i);
    await post(api('instructorCourseSubmit', { id: course.id }), instructor);
    await post(api('adminCourseApprove', { id: course.id }), admin);
    const asStudent = await t.request({ method: 'GET', url: `/api/Lessons/${lesson.id}`, token: student });
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.json<{ body: string }>().body).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('refuses a video address that is not YouTube or Vimeo over https', async () => {
    const { lesson } = await readyCourse('Video Checks');
    const res = await putLesson(instructor, lesson, { video: { source: 'youtube', ref: 'javascript:alert(1)' } });
    expect(problemCode(res)).toBe('LESSON_VIDEO_INVALID');
  });
});

describe('migration 0009', () => {
  it('turned plain-text bodies into escaped paragraphs, as plainTextToHtml does', async () => {
    const file = fs.readFileSync(path.join(__dirname, '../../db/migrations/0009_course_authoring.sql'), 'utf8');
    const update = file.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "lessons" SET "body"'));
    expect(update).toBeDefined();
    const legacy = await makeCourse(t, { slug: 'authoring-migration-bodies' });
    const plain = 'First <b>para</b> & "quotes"\nsecond line\n\n\n  Second para  \n\n';
    await t.database.db.update(lessons).set({ body: plain }).where(eq(lessons.id, legacy.previewLessonId));
    await t.database.db.execute(sql.raw(`${update!.replace(/;\s*$/, '')} AND id = ${legacy.previewLessonId}`));
    const [row] = await t.database.db.select({ body: lessons.body }).from(lessons).where(eq(lessons.id, legacy.previewLessonId));
    expect(row!.body).toBe('<p>First &lt;b&gt;para&lt;/b&gt; &amp; &quot;quotes&quot;<br>second line</p><p>Second para</p>');
    expect(plainTextToHtml(plain)).toBe(row!.body);
    // Saving it again in the editor keeps the text (escaped markup stays text).
    expect(sanitizeLessonHtml(row!.body)).toBe('<p>First &lt;b&gt;para&lt;/b&gt; &amp; "quotes"<br />second line</p><p>Second para</p>');
  });
});

describe('slugs', () => {
  it('keeps Thai letters, drops accents, and falls back to the id', async () => {
    expect(slugOf('เรียน Python ง่ายๆ')).toBe('เรียน-python-ง่ายๆ');
    expect(slugOf('Tiếng Việt cơ bản')).toBe('tieng-viet-co-ban');
    const thai = await create(instructor, 'การทำอาหารไทย');
    expect(thai.slug).toBe('การทำอาหารไทย');
    const again = await create(instructor, 'การทำอาหารไทย');
    expect(again.slug).toBe('การทำอาหารไทย-2');
    const symbols = await create(instructor, '日本語の基礎');
    expect(symbols.slug).toBe(`course-${symbols.id}`);
    expect((await t.request({ method: 'GET', url: `/api/Courses/${encodeURIComponent(thai.slug)}`, token: instructor })).statusCode).toBe(200);
  });

  it('validates the category and the title', async () => {
    const res = await t.request({ method: 'POST', url: courses$, token: instructor, payload: { title: 'Fine title', language: 'en', categoryId: 999999 } });
    expect(problemCode(res)).toBe('COURSE_CATEGORY_INVALID');
    const blank = await t.request({ method: 'POST', url: courses$, token: instructor, payload: { title: '     ', language: 'en', categoryId } });
    expect(blank.statusCode).toBe(400);
  });
});
