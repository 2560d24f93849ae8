// Enrolling and leaving: an instructor cannot enrol in their own course; a free course can be left,
// its progress kept 30 days for a return and purged after them by the scheduled job.
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, learnerState, makeCourse, problemCode, tokenFor } from '../../test-support/fixtures';
import { engageAll } from '../../test-support/engagement';
import { courses, enrollments, leftEnrollments, lessonProgress } from '../../db/schema';
import type { Customer } from '../../../shared/schemas/customer';
import type { Page } from '../../../shared/schemas/common';
import type { Completion, CourseDetail, Enrollment, Lesson } from '../../../shared/schemas/courses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 30_000);
afterAll(() => t.close());

const enroll = (token: string | undefined, courseId: number) => t.request({ method: 'POST', url: `/api/Courses/${courseId}/Enroll`, token });
const leave = (token: string | undefined, courseId: number) => t.request({ method: 'DELETE', url: `/api/Courses/${courseId}/Enroll`, token });
const complete = (token: string, lessonId: number) => t.request({ method: 'POST', url: `/api/Lessons/${lessonId}/Complete`, token });
const detail = async (slug: string, token?: string) => (await t.request({ method: 'GET', url: `/api/Courses/${slug}`, token })).json<CourseDetail>();
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/Auth/Me', token })).json<Customer>();
const enrollmentCount = async (courseId: number) => (await t.database.db.select({ n: courses.enrollmentCount }).from(courses).where(eq(courses.id, courseId)))[0]!.n;
/** Moves a student's departure from a course `days` into the past. */
async function leftDaysAgo(username: string, courseId: number, days: number): Promise<void> {
  const { id } = await customerRow(t, username);
  await t.database.db
    .update(leftEnrollments)
    .set({ leftAt: sql`now() - make_interval(days => ${days})` })
    .where(and(eq(leftEnrollments.customerId, id), eq(leftEnrollments.courseId, courseId)));
}

/** A student enrolled in a course of their own with its first lesson completed and a resume point in the second. */
async function studentWithProgress(slug: string) {
  const course = await makeCourse(t, { slug, lessons: 3 });
  const username = `${slug}.student`;
  const { token } = await t.signUp(username);
  expect((await enroll(token, course.id)).statusCode).toBe(201);
  await engageAll(t, token, [course.lessonIds[0]!]);
  expect((await complete(token, course.lessonIds[0]!)).statusCode).toBe(200);
  expect((await t.request({ method: 'PUT', url: `/api/Lessons/${course.lessonIds[1]}/Position`, token, payload: { position: 33 } })).statusCode).toBe(200);
  return { course, username, token };
}

describe('enrolling in one\'s own course', () => {
  it('is refused with 409 OWN_COURSE; the course page tells the instructor; others (an admin too) may enrol', async () => {
    const course = await makeCourse(t, { slug: 'own-course' });
    const instructor = await tokenFor(t, 'instructor');
    const before = await learnerState(t, 'instructor', course.id);
    const refused = await enroll(instructor, course.id);
    expect(refused.statusCode).toBe(409);
    expect(problemCode(refused)).toBe('OWN_COURSE');
    expect(await learnerState(t, 'instructor', course.id)).toEqual(before);
    expect((await detail(course.slug, instructor)).viewer).toMatchObject({ isEnrolled: false, isInstructor: true });

    const admin = await tokenFor(t, 'admin');
    expect((await enroll(admin, course.id)).statusCode).toBe(201);
    expect((await detail(course.slug, admin)).viewer).toMatchObject({ isEnrolled: true, isInstructor: false });
  });
});

describe('leaving a course', () => {
  it('removes the enrolment and its access; enrolling again within 30 days restores the progress', async () => {
    const { course, username, token } = await studentWithProgress('leave-restore');
    const countBefore = await enrollmentCount(course.id);
    const pointsBefore = (await me(token)).points;
    const [enrolledBefore] = (await t.request({ method: 'GET', url: '/api/Enrollments', token })).json<Page<Enrollment>>().items;

    const left = await leave(token, course.id);
    expect(left.statusCode).toBe(204);
    expect(await enrollmentCount(course.id)).toBe(countBefore - 1);
    expect((await t.request({ method: 'GET', url: '/api/Enrollments', token })).json<Page<Enrollment>>().total).toBe(0);
    expect((await detail(course.slug, token)).viewer).toMatchObject({ isEnrolled: false });
    expect(problemCode(await t.request({ method: 'GET', url: `/api/Lessons/${course.lockedLessonId}`, token }))).toBe('LESSON_LOCKED');
    expect(problemCode(await complete(token, course.lessonIds[2]!))).toBe('NOT_ENROLLED');
    // Leaving again changes nothing.
    expect((await leave(token, course.id)).statusCode).toBe(204);
    expect(await enrollmentCount(course.id)).toBe(countBefore - 1);
    // Points earned stay while the progress is kept.
    expect((await me(token)).points).toBe(pointsBefore);

    await leftDaysAgo(username, course.id, 29);
    const back = await enroll(token, course.id);
    expect(back.statusCode).toBe(201);
    expect(back.json<Enrollment>()).toEqual(enrolledBefore);
    expect(back.json<Enrollment>()).toMatchObject({ completedLessons: 1, lastLesson: { id: course.lessonIds[1], position: 33 } });
    expect(await enrollmentCount(course.id)).toBe(countBefore);
    expect((await detail(course.slug, token)).sections[0]!.lessons.map((l) => l.isCompleted)).toEqual([true, false, false]);
    expect((await t.request({ method: 'GET', url: `/api/Lessons/${course.lessonIds[1]}`, token })).json<Lesson>().position).toBe(33);
    expect(await t.database.db.select().from(leftEnrollments)).toEqual([]);
  });

  it('after 30 days the scheduled purge deletes the progress and the lesson points it earned; enrolling again starts afresh', async () => {
    const kept = await studentWithProgress('leave-kept');
    const purged = await studentWithProgress('leave-purged');
    const points = (await me(purged.token)).points;
    expect((await leave(kept.token, kept.course.id)).statusCode).toBe(204);
    expect((await leave(purged.token, purged.course.id)).statusCode).toBe(204);
    await leftDaysAgo(kept.username, kept.course.id, 29);
    await leftDaysAgo(purged.username, purged.course.id, 31);

    await t.jobs.send('left-enrolments-purge', {});
    expect(await t.jobs.drain(['left-enrolments-purge'])).toBe(1);

    const progressOf = async (username: string, courseId: number) => {
      const { id } = await customerRow(t, username);
      return t.database.db.select().from(lessonProgress).where(and(eq(lessonProgress.customerId, id), eq(lessonProgress.courseId, courseId)));
    };
    expect(await progressOf(purged.username, purged.course.id)).toEqual([]);
    expect(await progressOf(kept.username, kept.course.id)).toHaveLength(2);
    expect(await me(purged.token)).toMatchObject({ points: points - 10, completedLessons: 0 });

    const again = await enroll(purged.token, purged.course.id);
    expect(again.statusCode).toBe(201);
    expect(again.json<Enrollment>()).toMatchObject({ completedLessons: 0, lastLesson: null });
    expect((await enroll(kept.token, kept.course.id)).json<Enrollment>()).toMatchObject({ completedLessons: 1, lastLesson: { position: 33 } });
  });

  it('starts afresh when enrolling again after 30 days, even before the purge ran', async () => {
    const { course, username, token } = await studentWithProgress('leave-late');
    expect((await leave(token, course.id)).statusCode).toBe(204);
    await leftDaysAgo(username, course.id, 45);
    const again = await enroll(token, course.id);
    expect(again.json<Enrollment>()).toMatchObject({ completedLessons: 0, lastLesson: null });
    expect(await me(token)).toMatchObject({ points: 0, completedLessons: 0 });
    const completion = (await engageAll(t, token, [course.lessonIds[0]!]), await complete(token, course.lessonIds[0]!)).json<Completion>();
    expect(completion).toMatchObject({ newlyCompleted: true, pointsAwarded: 10, points: 10 });
  });

  it('keeps the certificate of a completed course left', async () => {
    const course = await makeCourse(t, { slug: 'leave-certified' });
    const { token } = await t.signUp('leave.certified');
    await enroll(token, course.id);
    await engageAll(t, token, course.lessonIds);
    let code: string | null = null;
    for (const id of course.lessonIds) code = (await complete(token, id)).json<Completion>().certificateCode;
    expect((await leave(token, course.id)).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/Certificates/Verify/${code}` })).statusCode).toBe(200);
    expect((await detail(course.slug, token)).viewer).toMatchObject({ isEnrolled: false, certificateCode: code });
  });

  it('refuses to leave a paid course (409 LEAVE_PAID_COURSE), answers 404 for an unknown one and 401 without a session', async () => {
    const paid = await makeCourse(t, { slug: 'leave-paid', price: 12.5 });
    const { token, customer } = await t.signUp('paid.leaver');
    // Enrolled by other means than a purchase (payments do not exist yet).
    const { id } = await customerRow(t, customer.username);
    await t.database.db.insert(enrollments).values({ customerId: id, courseId: paid.id });
    const refused = await leave(token, paid.id);
    expect(refused.statusCode).toBe(409);
    expect(problemCode(refused)).toBe('LEAVE_PAID_COURSE');
    expect(await t.database.db.select().from(enrollments).where(and(eq(enrollments.customerId, id), eq(enrollments.courseId, paid.id)))).toHaveLength(1);
    expect(problemCode(await leave(token, 999999))).toBe('COURSE_NOT_FOUND');
    expect((await leave(undefined, paid.id)).statusCode).toBe(401);
  });

  it('lets a student leave a course unpublished since they enrolled; to others a draft does not exist', async () => {
    const { course, token } = await studentWithProgress('leave-unpublished');
    await t.database.db.update(courses).set({ isPublished: false }).where(eq(courses.id, course.id));
    const { token: stranger } = await t.signUp('draft.stranger');
    expect(problemCode(await leave(stranger, course.id))).toBe('COURSE_NOT_FOUND');
    expect((await leave(token, course.id)).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/Enrollments', token })).json<Page<Enrollment>>().total).toBe(0);
  });

  it('enrols and leaves exactly once under concurrent calls', async () => {
    const { course, token } = await studentWithProgress('leave-race');
    const before = await enrollmentCount(course.id);
    const calls = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? enroll(token, course.id) : leave(token, course.id))));
    expect(calls.map((c) => (c.statusCode < 300 ? 'ok' : c.body))).toEqual(calls.map(() => 'ok'));
    const enrolled = (await t.request({ method: 'GET', url: '/api/Enrollments', token })).json<Page<Enrollment>>().total;
    expect(await enrollmentCount(course.id)).toBe(before - 1 + enrolled);
    const { id } = await customerRow(t, 'leave-race.student');
    const left = await t.database.db.select().from(leftEnrollments).where(eq(leftEnrollments.customerId, id));
    expect(left.length + enrolled).toBe(1);
  });
});
