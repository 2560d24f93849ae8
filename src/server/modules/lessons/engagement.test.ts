// Completion means engagement: a video counts once its reported positions cover 90 % of it in
// plausible time, a text once it was open for its reading time; certificates keep what they were
// issued with. Time is moved with the app's engagement clock, never waited for.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, makeCourse, problemCode, tokenFor, type TestCourse } from '../../test-support/fixtures';
import { advanceClock, engage, engageAll, reportPosition } from '../../test-support/engagement';
import { certificates, courses, customers, lessonProgress, lessons } from '../../db/schema';
import { requiredReadingSeconds } from '../../../shared/engagement';
import type { Problem } from '../../../shared/schemas/common';
import type { Certificate, Completion, Lesson } from '../../../shared/schemas/courses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 30_000);
afterAll(() => t.close());

const complete = (token: string, lessonId: number) => t.request({ method: 'POST', url: `/api/Lessons/${lessonId}/Complete`, token });
const open = async (token: string, lessonId: number) => {
  const res = await t.request({ method: 'GET', url: `/api/Lessons/${lessonId}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<Lesson>();
};
const enroll = (token: string, courseId: number) => t.request({ method: 'POST', url: `/api/Courses/${courseId}/Enroll`, token });
const problem = (res: { headers: Record<string, unknown>; body: string }) => {
  expect(problemCode(res)).toBe('LESSON_NOT_ENGAGED');
  return JSON.parse(res.body) as Problem;
};

/** A course of its own with a video lesson of `seconds` appended, and a student enrolled in it. */
async function videoCourse(slug: string, seconds: number): Promise<{ course: TestCourse; videoId: number; token: string }> {
  const course = await makeCourse(t, { slug });
  const [first] = await t.database.db.select({ sectionId: lessons.sectionId }).from(lessons).where(eq(lessons.id, course.lessonIds[0]!));
  const [video] = await t.database.db
    .insert(lessons)
    .values({ sectionId: first!.sectionId, courseId: course.id, title: 'A long video', kind: 'video', durationSeconds: seconds, sortOrder: 99, body: 'Notes', videoUrl: '/storage/course-video/none.mp4' })
    .returning({ id: lessons.id });
  const { token } = await t.signUp(`${slug}.student`);
  expect((await enroll(token, course.id)).statusCode).toBe(201);
  return { course: { ...course, lessonIds: [...course.lessonIds, video!.id] }, videoId: video!.id, token };
}

/** Plays [from, to] reporting every `step` seconds of video, `rate` times normal speed. Answers the last share watched. */
async function play(token: string, lessonId: number, from: number, to: number, options: { step?: number; rate?: number } = {}): Promise<number> {
  const step = options.step ?? 10;
  const rate = options.rate ?? 1;
  let watched = await reportPosition(t, token, lessonId, from);
  for (let position = from; position < to; ) {
    const next = Math.min(to, position + step);
    advanceClock(t, (next - position) / rate);
    position = next;
    watched = await reportPosition(t, token, lessonId, position);
  }
  return watched;
}

describe('video lessons', () => {
  it('refuses an instant completion, and positions reported faster than the video can play', async () => {
    const { videoId, token } = await videoCourse('engage-instant', 300);
    const refused = await complete(token, videoId);
    expect(refused.statusCode).toBe(409);
    expect(problem(refused)).toMatchObject({ status: 409, missing: { watchedPercent: 0, requiredPercent: 90 } });

    // 0 and then the end, one second apart: about two seconds count.
    await reportPosition(t, token, videoId, 0);
    advanceClock(t, 1);
    expect(await reportPosition(t, token, videoId, 300)).toBe(0);
    // The whole video reported in quick succession: only the real time the calls took counts (a few
    // seconds of video at most, however slow this machine is), far from the 90 % needed.
    for (let p = 0; p <= 300; p += 30) await reportPosition(t, token, videoId, p);
    const lesson = await open(token, videoId);
    expect(lesson.engagement).toMatchObject({ rule: 'watch', requiredSeconds: 0, secondsLeft: 0, requiredPercent: 90 });
    expect(lesson.engagement!.watchedPercent).toBeLessThan(10);
    expect(problem(await complete(token, videoId)).missing).toEqual({ watchedPercent: lesson.engagement!.watchedPercent, requiredPercent: 90 });
    expect((await open(token, videoId)).isCompleted).toBe(false);
  });

  it('accepts 90 % watched at normal speed, and not 86 %', async () => {
    const { videoId, token, course } = await videoCourse('engage-ninety', 300);
    expect(await play(token, videoId, 0, 260)).toBe(86);
    const short = await complete(token, videoId);
    expect(short.statusCode).toBe(409);
    expect(problem(short).missing).toEqual({ watchedPercent: 86, requiredPercent: 90 });
    expect(problem(short).detail).toContain('90 %');

    expect(await play(token, videoId, 260, 270)).toBe(90);
    const done = await complete(token, videoId);
    expect(done.statusCode).toBe(200);
    expect(done.json<Completion>()).toMatchObject({ lessonId: videoId, courseId: course.id, newlyCompleted: true, pointsAwarded: 10 });
    expect(await open(token, videoId)).toMatchObject({ isCompleted: true, engagement: null });
  });

  it('credits up to twice the normal speed, not three times', async () => {
    const fast = await videoCourse('engage-double', 300);
    expect(await play(fast.token, fast.videoId, 0, 300, { rate: 2 })).toBeGreaterThanOrEqual(95);
    expect((await complete(fast.token, fast.videoId)).statusCode).toBe(200);

    const faster = await videoCourse('engage-triple', 300);
    expect(await play(faster.token, faster.videoId, 0, 300, { rate: 3 })).toBeLessThan(80);
    expect((await complete(faster.token, faster.videoId)).statusCode).toBe(409);
  });

  it('does not count what was skipped, but counts it once it is watched', async () => {
    const { videoId, token } = await videoCourse('engage-skip', 300);
    await play(token, videoId, 0, 20);
    // A jump to near the end, then the rest played: only the time actually spent counts.
    advanceClock(t, 5);
    const afterJump = await reportPosition(t, token, videoId, 280);
    expect(afterJump).toBeLessThan(15);
    const skipped = await play(token, videoId, 280, 300);
    expect(skipped).toBeLessThan(25);
    expect(problem(await complete(token, videoId)).missing).toEqual({ watchedPercent: skipped, requiredPercent: 90 });

    // Going back and watching the middle fills the gap.
    await reportPosition(t, token, videoId, 20);
    expect(await play(token, videoId, 20, 280)).toBe(100);
    expect((await complete(token, videoId)).statusCode).toBe(200);
  });

  it('keeps the resume position and reports the share watched to the player', async () => {
    const { videoId, token } = await videoCourse('engage-resume', 100);
    expect(await play(token, videoId, 0, 50)).toBe(50);
    const lesson = await open(token, videoId);
    expect(lesson).toMatchObject({ position: 50, engagement: { rule: 'watch', watchedPercent: 50, requiredPercent: 90 } });
  });
});

describe('text lessons', () => {
  it('completes only after the lesson was open for its reading time', async () => {
    const course = await makeCourse(t, { slug: 'engage-reading', lessons: 3 });
    const { token } = await t.signUp('slow.reader');
    await enroll(token, course.id);
    const lessonId = course.lockedLessonId;
    const [row] = await t.database.db.select({ body: lessons.body }).from(lessons).where(eq(lessons.id, lessonId));
    const required = requiredReadingSeconds(row!.body);

    // Never opened: the whole reading time is missing.
    const unopened = await complete(token, lessonId);
    expect(unopened.statusCode).toBe(409);
    expect(problem(unopened).missing).toEqual({ secondsLeft: required, requiredSeconds: required });

    const first = await open(token, lessonId);
    expect(first.engagement).toEqual({ rule: 'read', requiredSeconds: required, secondsLeft: required, watchedPercent: 0, requiredPercent: 0 });
    advanceClock(t, required - 3);
    const early = await complete(token, lessonId);
    expect(early.statusCode).toBe(409);
    expect(problem(early).missing!.secondsLeft).toBeGreaterThanOrEqual(2);
    expect(problem(early).missing!.secondsLeft).toBeLessThanOrEqual(3);
    // Opening it again does not start the time over.
    expect((await open(token, lessonId)).engagement!.secondsLeft).toBeLessThanOrEqual(3);

    advanceClock(t, 3);
    const done = await complete(token, lessonId);
    expect(done.statusCode).toBe(200);
    expect(done.json<Completion>().newlyCompleted).toBe(true);
  });

  it('asks longer reading for longer lessons, within the bounds', () => {
    expect(requiredReadingSeconds('short')).toBe(10);
    expect(requiredReadingSeconds('word '.repeat(400))).toBe(60);
    expect(requiredReadingSeconds('word '.repeat(100_000))).toBe(180);
    // Thai has no spaces between words: counted by letters, not as a single word.
    expect(requiredReadingSeconds('ก'.repeat(6 * 400))).toBe(60);
  });

  it('keeps an instructor reading their own lesson out of it: no progress, no engagement', async () => {
    const course = await makeCourse(t, { slug: 'engage-instructor' });
    const token = await tokenFor(t, 'instructor');
    expect((await open(token, course.lockedLessonId)).engagement).toBeNull();
    const me = await customerRow(t, 'instructor');
    expect(await t.database.db.select().from(lessonProgress).where(and(eq(lessonProgress.customerId, me.id), eq(lessonProgress.courseId, course.id)))).toEqual([]);
  });
});

describe('certificates', () => {
  it('keep the name, the course title, the instructor and the date they were issued with', async () => {
    const course = await makeCourse(t, { slug: 'engage-frozen', title: 'Frozen Title' });
    const { token, customer } = await t.signUp('frozen.learner', undefined, { firstName: 'Ada', lastName: 'Lovelace' });
    await enroll(token, course.id);
    await engageAll(t, token, course.lessonIds);
    let last: Completion | null = null;
    for (const id of course.lessonIds) last = (await complete(token, id)).json<Completion>();
    const code = last!.certificateCode!;
    expect(code).toMatch(/^ACAD-/);
    const issued = (await t.request({ method: 'GET', url: `/api/Certificates/Verify/${code}` })).json<Certificate>();
    expect(issued).toMatchObject({ code, studentName: 'Ada Lovelace', instructorName: 'Maria Santos', course: { id: course.id, title: 'Frozen Title' } });

    // The learner renames themself, the course and the instructor are renamed.
    const renamed = await t.request({ method: 'PUT', url: '/api/Customers', token, payload: { encryptId: customer.encryptId, firstName: 'Someone', lastName: 'Else' } });
    expect(renamed.statusCode).toBe(200);
    await t.database.db.update(courses).set({ title: 'A New Title' }).where(eq(courses.id, course.id));
    const instructor = await customerRow(t, 'instructor');
    await t.database.db.update(customers).set({ firstName: 'Renamed' }).where(eq(customers.id, instructor.id));
    try {
      const verified = await t.request({ method: 'GET', url: `/api/Certificates/Verify/${code}` });
      expect(verified.json<Certificate>()).toEqual(issued);
      const mine = (await t.request({ method: 'GET', url: '/api/Certificates', token })).json<{ items: Certificate[] }>();
      expect(mine.items).toEqual([issued]);
      // Completing again answers the same certificate, not a new one.
      expect((await complete(token, course.lessonIds[0]!)).json<Completion>()).toMatchObject({ certificateCode: code, newlyCompleted: false, pointsAwarded: 0 });
    } finally {
      await t.database.db.update(customers).set({ firstName: instructor.firstName }).where(eq(customers.id, instructor.id));
    }
  });

  it("the migration fills the frozen fields of earlier certificates from the names they showed", async () => {
    const course = await makeCourse(t, { slug: 'engage-backfill', title: 'Backfilled Course' });
    const { token, customer } = await t.signUp('backfill.learner', undefined, { lastName: 'Solo' });
    await enroll(token, course.id);
    await engageAll(t, token, course.lessonIds);
    for (const id of course.lessonIds) await complete(token, id);
    const me = await customerRow(t, customer.username);
    await t.database.db.update(certificates).set({ learnerName: '?', courseTitle: '?', instructorName: '?' }).where(eq(certificates.customerId, me.id));
    const migration = fs.readFileSync(path.join(__dirname, '../../db/migrations/0006_engagement.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').map((s) => s.trim()).find((s) => s.startsWith('UPDATE "certificates"'));
    expect(backfill).toBeDefined();
    await t.database.db.execute(sql.raw(backfill!));
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.customerId, me.id));
    expect(row).toMatchObject({ learnerName: 'Solo', courseTitle: 'Backfilled Course', instructorName: 'Maria Santos' });
  });
});

describe('engaging through the test helper', () => {
  it('completes every lesson of a seeded course with videos and texts', async () => {
    const { token } = await t.signUp('helper.check');
    const [course] = await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'git-for-teams'));
    await enroll(token, course!.id);
    const ids = (await t.database.db.select({ id: lessons.id, kind: lessons.kind }).from(lessons).where(eq(lessons.courseId, course!.id))).map((l) => l);
    expect(new Set(ids.map((l) => l.kind))).toEqual(new Set(['video', 'text']));
    for (const { id } of ids) {
      expect((await complete(token, id)).statusCode).toBe(409);
      await engage(t, token, id);
      expect((await complete(token, id)).statusCode).toBe(200);
    }
  });
});
