import crypto from 'node:crypto';
import fs from 'node:fs';
import { FILE_FOLDERS } from '../../shared/constants';
import type { CourseDetail, Lesson } from '../../shared/schemas/courses';
import { escapeHtml } from '../modules/authoring/richText';
import { loadSharp } from '../modules/files/imageProcessing';
import { bufferSource, readVideoDuration } from '../modules/videoUploads/videoContainer';
import { createTestApp, type TestApp } from '../test-support/testApp';
import { courseCoverSvg, courseMotif, eventCoverSvg, portraitSvg } from './art/coverArt';
import { COURSES, SAMPLE_LEARNERS } from './coursesData';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { EVENTS } from './eventsData';
import { NARRATED_LESSONS, narratedLessonFile } from './narratedLessons';
import { SHIPPED_ART } from './shippedArt';

const digest = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

describe('the drawn demo art', () => {
  it('draws every course a cover of its own, the same one every time', () => {
    const drawings = COURSES.map((c) => courseCoverSvg(c));
    expect(new Set(drawings).size).toBe(COURSES.length);
    expect(courseCoverSvg(COURSES[0]!)).toBe(drawings[0]);
    // Pictures follow the subject: a trading course shows a chart, a guitar course a guitar.
    expect(courseMotif({ slug: 'technical-trading-charts', category: 'Trading & Investing' })).toBe('candles');
    expect(courseMotif({ slug: 'ukulele-tagalog', category: 'Music' })).toBe('guitar');
    expect(courseMotif({ slug: 'something-new', category: 'No such category' })).toBe('lightbulb');
  });

  it('draws every event and every demo person differently', () => {
    expect(new Set(EVENTS.map((e) => eventCoverSvg({ slug: e.slug, kind: e.kind, past: e.inDays < 0 }))).size).toBe(EVENTS.length);
    const people = [...DEMO_ACCOUNTS, ...SAMPLE_LEARNERS].map((p) => portraitSvg({ username: p.username, hair: 'short' }));
    expect(new Set(people).size).toBe(people.length);
  });

  it.each([
    ['course covers', SHIPPED_ART.courseCover, COURSES.map((c) => c.slug)],
    ['event covers', SHIPPED_ART.eventCover, EVENTS.map((e) => e.slug)],
    ['portraits', SHIPPED_ART.portrait, [...DEMO_ACCOUNTS, ...SAMPLE_LEARNERS].map((p) => p.username)],
  ] as const)('ships %s: one WebP per item, of the size the seed records, no two alike', async (_what, art, keys) => {
    const sharp = await loadSharp();
    const hashes = new Set<string>();
    for (const key of keys) {
      const data = fs.readFileSync(art.file(key));
      const meta = await sharp(data).metadata();
      expect({ key, format: meta.format, width: meta.width, height: meta.height }).toEqual({ key, format: 'webp', ...art.size });
      hashes.add(digest(data));
    }
    expect(hashes.size).toBe(keys.length);
  });

  it('ships the narrated lessons: an MP4 of half a minute or more for a course in their language', async () => {
    expect(NARRATED_LESSONS.length).toBeGreaterThanOrEqual(3);
    for (const lesson of NARRATED_LESSONS) {
      const course = COURSES.find((c) => c.slug === lesson.course);
      expect({ file: lesson.file, lang: course?.language }).toEqual({ file: lesson.file, lang: lesson.lang });
      const seconds = await readVideoDuration(bufferSource(fs.readFileSync(narratedLessonFile(lesson))), 'mp4');
      expect(seconds).toBeGreaterThanOrEqual(30);
      expect(lesson.slides.every((s) => s.heading && s.say)).toBe(true);
    }
  });
});

describe('the seeded demo uses the art', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('gives every course its own stored cover and the instructor a portrait', async () => {
    const { rows } = await t.database.pool.query<{ cover_image: string; width: number }>(
      'select c.cover_image, f.width from courses c join files f on f.name_by_system = c.cover_image where f.folder = $1',
      [FILE_FOLDERS.courseCoverImage],
    );
    expect(rows).toHaveLength(COURSES.length);
    expect(new Set(rows.map((r) => r.cover_image)).size).toBe(COURSES.length);
    expect(rows.every((r) => r.width === SHIPPED_ART.courseCover.size.width)).toBe(true);
    const course = (await t.request({ method: 'GET', url: '/api/Courses/javascript-from-zero' })).json<CourseDetail>();
    expect(course.instructor?.profileImage).toEqual(expect.any(String));
    // The stored picture is the shipped one, served as the public cover.
    const cover = await t.request({ method: 'GET', url: `/storage/${FILE_FOLDERS.courseCoverImage}/${course.coverImage}` });
    expect(cover.statusCode).toBe(200);
    expect(digest(cover.rawPayload)).toBe(digest(fs.readFileSync(SHIPPED_ART.courseCover.file('javascript-from-zero'))));
  });

  it('opens the narrated courses with their narrated welcome, as long as the video', async () => {
    const course = (await t.request({ method: 'GET', url: '/api/Courses/javascript-from-zero' })).json<CourseDetail>();
    const welcome = course.sections[0]!.lessons[0]!;
    const lesson = (await t.request({ method: 'GET', url: `/api/Lessons/${welcome.id}` })).json<Lesson>();
    expect(lesson.kind).toBe('video');
    expect(lesson.duration).toBe(await readVideoDuration(bufferSource(fs.readFileSync(narratedLessonFile(NARRATED_LESSONS[0]!))), 'mp4'));
    // Its transcript, slide by slide, under the video.
    for (const slide of NARRATED_LESSONS[0]!.slides) expect(lesson.body).toContain(escapeHtml(slide.say));
    expect(lesson.body).toContain('<h3>Transcript</h3>');
  });
});
