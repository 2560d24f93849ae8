import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { engageAll } from '../../test-support/engagement';
import type { Customer } from '../../../shared/schemas/customer';
import type { Page } from '../../../shared/schemas/common';
import type { Certificate, Completion, CourseDetail, Enrollment, Lesson } from '../../../shared/schemas/courses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 30_000);
afterAll(() => t.close());

async function course(slug: string, token?: string): Promise<CourseDetail> {
  const res = await t.request({ method: 'GET', url: `/api/Courses/${slug}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<CourseDetail>();
}
const lessonIds = (c: CourseDetail) => c.sections.flatMap((s) => s.lessons.map((l) => l.id));
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/Auth/Me', token })).json<Customer>();
const complete = (token: string, lessonId: number) => t.request({ method: 'POST', url: `/api/Lessons/${lessonId}/Complete`, token });
const enroll = (token: string, courseId: number) => t.request({ method: 'POST', url: `/api/Courses/${courseId}/Enroll`, token });

describe('lesson access', () => {
  it('opens free previews to everyone and locks the rest with LESSON_LOCKED', async () => {
    const c = await course('git-for-teams');
    const lessons = c.sections.flatMap((s) => s.lessons);
    const preview = lessons.find((l) => l.isPreview && l.kind === 'text')!;
    const locked = lessons.find((l) => !l.isPreview)!;

    const open = await t.request({ method: 'GET', url: `/api/Lessons/${preview.id}` });
    expect(open.statusCode).toBe(200);
    expect(open.json<Lesson>().body.length).toBeGreaterThan(100);
    expect(open.json<Lesson>()).toMatchObject({ position: 0, isCompleted: false, courseSlug: 'git-for-teams' });

    const anonymous = await t.request({ method: 'GET', url: `/api/Lessons/${locked.id}` });
    expect(anonymous.statusCode).toBe(403);
    expect(problemCode(anonymous)).toBe('LESSON_LOCKED');
    expect(anonymous.body).not.toContain('git add');

    const { token } = await t.signUp('lesson.reader');
    const notEnrolled = await t.request({ method: 'GET', url: `/api/Lessons/${locked.id}`, token });
    expect(notEnrolled.statusCode).toBe(403);
    expect(problemCode(notEnrolled)).toBe('LESSON_LOCKED');

    expect((await enroll(token, c.id)).statusCode).toBe(201);
    const enrolled = await t.request({ method: 'GET', url: `/api/Lessons/${locked.id}`, token });
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json<Lesson>();
    const ids = lessonIds(c);
    const at = ids.indexOf(locked.id);
    expect(body.prevLessonId).toBe(ids[at - 1] ?? null);
    expect(body.nextLessonId).toBe(ids[at + 1] ?? null);

    // The course's instructor may read every lesson without enrolling.
    const instructor = await tokenFor(t, 'instructor');
    expect((await t.request({ method: 'GET', url: `/api/Lessons/${locked.id}`, token: instructor })).statusCode).toBe(200);

    const missing = await t.request({ method: 'GET', url: '/api/Lessons/999999' });
    expect(missing.statusCode).toBe(404);
    expect(problemCode(missing)).toBe('LESSON_NOT_FOUND');
  });

  it('serves the video of a video lesson from local storage', async () => {
    const c = await course('git-for-teams');
    const video = c.sections.flatMap((s) => s.lessons).find((l) => l.kind === 'video' && l.isPreview)!;
    const lesson = (await t.request({ method: 'GET', url: `/api/Lessons/${video.id}` })).json<Lesson>();
    expect(lesson.videoUrl).toMatch(/^\/storage\/course-video\/[\w.-]+\.(webm|mp4)(\?.*)?$/);
    const file = await t.request({ method: 'GET', url: lesson.videoUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^video\/(webm|mp4)/);
    expect(file.rawPayload.length).toBeGreaterThan(10_000);
  });
});

describe('enrolment', () => {
  it('enrols once in a free course, even when asked concurrently', async () => {
    const { token } = await t.signUp('eager.enroller');
    const c = await course('home-workout-fitness');
    const before = c.enrollmentCount;
    const answers = await Promise.all(Array.from({ length: 6 }, () => enroll(token, c.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect((await course('home-workout-fitness')).enrollmentCount).toBe(before + 1);
    expect(answers[0]!.json<Enrollment>()).toMatchObject({ completedLessons: 0, totalLessons: 7, progressPercent: 0, lastLesson: null });
  });

  it('answers 402 PAYMENT_REQUIRED for a paid course, 404 for an unknown one, 401 without a session', async () => {
    const { token } = await t.signUp('no.money');
    const paid = await course('react-state-management');
    const res = await enroll(token, paid.id);
    expect(res.statusCode).toBe(402);
    expect(problemCode(res)).toBe('PAYMENT_REQUIRED');
    expect((await course('react-state-management')).enrollmentCount).toBe(paid.enrollmentCount);
    expect(problemCode(await enroll(token, 999999))).toBe('COURSE_NOT_FOUND');
    expect((await t.request({ method: 'POST', url: `/api/Courses/${paid.id}/Enroll` })).statusCode).toBe(401);
  });
});

describe('completion counters', () => {
  it('counts a lesson once under ten concurrent completions, and a course once when its last two lessons finish together', async () => {
    const { token } = await t.signUp('busy.learner');
    const c = await course('teaching-online-effectively');
    const ids = lessonIds(c);
    expect(ids).toHaveLength(7);

    const notYet = await complete(token, ids[0]!);
    expect(notYet.statusCode).toBe(403);
    expect(problemCode(notYet)).toBe('NOT_ENROLLED');
    await enroll(token, c.id);
    await engageAll(t, token, ids);

    const burst = (await Promise.all(Array.from({ length: 10 }, () => complete(token, ids[0]!)))).map((r) => {
      expect(r.statusCode).toBe(200);
      return r.json<Completion>();
    });
    expect(burst.filter((b) => b.newlyCompleted)).toHaveLength(1);
    expect(burst.reduce((sum, b) => sum + b.pointsAwarded, 0)).toBe(10);
    expect(await me(token)).toMatchObject({ points: 10, completedLessons: 1, completedCourses: 0 });

    for (const id of ids.slice(1, 5)) expect((await complete(token, id)).json<Completion>().newlyCompleted).toBe(true);

    // The last two lessons, each several times, all at once.
    const last = [ids[5]!, ids[6]!, ids[5]!, ids[6]!, ids[6]!, ids[5]!];
    const finals = (await Promise.all(last.map((id) => complete(token, id)))).map((r) => r.json<Completion>());
    expect(finals.filter((f) => f.newlyCompleted)).toHaveLength(2);
    // One call issued the certificate (and the course bonus); every call on the completed course answers its code.
    const issued = finals.filter((f) => f.pointsAwarded > 10);
    expect(issued).toHaveLength(1);
    const code = issued[0]!.certificateCode;
    expect(code).toMatch(/^ACAD-/);
    expect(finals.filter((f) => f.courseCompleted).every((f) => f.certificateCode === code)).toBe(true);
    expect(finals.reduce((sum, f) => sum + f.pointsAwarded, 0)).toBe(2 * 10 + 100);
    expect(await me(token)).toMatchObject({ points: 7 * 10 + 100, completedLessons: 7, completedCourses: 1 });

    // Repeats afterwards change nothing, and still answer the certificate's code.
    const again = (await complete(token, ids[6]!)).json<Completion>();
    expect(again).toMatchObject({ newlyCompleted: false, pointsAwarded: 0, courseCompleted: true, certificateCode: code, completedLessons: 7, totalLessons: 7, points: 170 });
    expect((await complete(token, ids[0]!)).json<Completion>()).toMatchObject({ newlyCompleted: false, courseCompleted: true, certificateCode: code });

    const certificates = (await t.request({ method: 'GET', url: '/api/Certificates', token })).json<Page<Certificate>>();
    expect(certificates.total).toBe(1);
    expect(certificates.items[0]!.code).toBe(code);
    expect(certificates.items[0]!.course.slug).toBe('teaching-online-effectively');

    const detail = await course('teaching-online-effectively', token);
    expect(detail.sections.flatMap((s) => s.lessons).every((l) => l.isCompleted)).toBe(true);
    expect(detail.viewer).toMatchObject({ completedLessons: 7, certificateCode: code });
  }, 30_000);

  it('keeps the counters of different courses apart when they are completed concurrently', async () => {
    const { token } = await t.signUp('two.tracks');
    const a = await course('guitar-for-beginners');
    const b = await course('ui-design-principles');
    await enroll(token, a.id);
    await enroll(token, b.id);
    const all = [...lessonIds(a), ...lessonIds(b)];
    await engageAll(t, token, all);
    const results = await Promise.all(all.map((id) => complete(token, id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const finished = results.map((r) => r.json<Completion>()).filter((r) => r.certificateCode);
    expect(new Set(finished.map((r) => r.certificateCode)).size).toBe(2);
    expect(await me(token)).toMatchObject({ points: 14 * 10 + 2 * 100, completedLessons: 14, completedCourses: 2 });
  }, 30_000);
});

describe('resume position and my enrolments', () => {
  it('remembers the position and shows it as the last lesson', async () => {
    const { token } = await t.signUp('resume.later');
    const c = await course('cybersecurity-basics');
    const ids = lessonIds(c);
    const put = (id: number, position: number) => t.request({ method: 'PUT', url: `/api/Lessons/${id}/Position`, token, payload: { position } });
    expect(problemCode(await put(ids[2]!, 30))).toBe('NOT_ENROLLED');
    await enroll(token, c.id);
    await engageAll(t, token, [ids[0]!]);
    expect((await complete(token, ids[0]!)).statusCode).toBe(200);
    const saved = await put(ids[2]!, 95);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ lessonId: ids[2], position: 95, watchedPercent: 0 });
    expect((await put(ids[2]!, -1)).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/Lessons/${ids[2]}`, token })).json<Lesson>().position).toBe(95);

    const mine = (await t.request({ method: 'GET', url: '/api/Enrollments', token })).json<Page<Enrollment>>();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ completedLessons: 1, totalLessons: 7, progressPercent: 14, lastLesson: { id: ids[2], position: 95 }, certificateCode: null });
    expect(mine.items[0]!.course.slug).toBe('cybersecurity-basics');
    expect((await t.request({ method: 'GET', url: '/api/Enrollments' })).statusCode).toBe(401);
  });

  it("shows the demo student's seeded progress, certificate and consistent counters", async () => {
    const token = await tokenFor(t, 'student');
    const mine = (await t.request({ method: 'GET', url: '/api/Enrollments', token })).json<Page<Enrollment>>();
    expect(mine.total).toBe(4);
    const bySlug = new Map(mine.items.map((e) => [e.course.slug, e]));
    expect(bySlug.get('javascript-from-zero')).toMatchObject({ progressPercent: 100, completedLessons: 7 });
    expect(bySlug.get('javascript-from-zero')!.certificateCode).toMatch(/^ACAD-/);
    expect(bySlug.get('react-fundamentals')).toMatchObject({ completedLessons: 3, lastLesson: { position: 40 } });
    const completed = mine.items.reduce((n, e) => n + e.completedLessons, 0);
    const finished = mine.items.filter((e) => e.completedAt).length;
    expect(await me(token)).toMatchObject({ completedLessons: completed, completedCourses: finished, points: completed * 10 + finished * 100 });
  });
});

describe('certificates', () => {
  it('verifies a code publicly, in any letter case, and answers CERTIFICATE_NOT_FOUND otherwise', async () => {
    const token = await tokenFor(t, 'student');
    const [cert] = (await t.request({ method: 'GET', url: '/api/Certificates', token })).json<Page<Certificate>>().items;
    expect(cert).toBeDefined();
    const check = await t.request({ method: 'GET', url: `/api/Certificates/Verify/${cert!.code.toLowerCase()}` });
    expect(check.statusCode).toBe(200);
    expect(check.json<Certificate>()).toMatchObject({ code: cert!.code, studentName: 'Somchai Jaidee', instructorName: 'Maria Santos', course: { slug: 'javascript-from-zero' } });
    const bad = await t.request({ method: 'GET', url: '/api/Certificates/Verify/ACAD-NOPE-NOPE-NOPE-NOPE' });
    expect(bad.statusCode).toBe(404);
    expect(problemCode(bad)).toBe('CERTIFICATE_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/api/Certificates' })).statusCode).toBe(401);
  });
});
