import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { VIDEO_UPLOAD_PART_BYTES } from '../../../shared/constants';
import type { EditableLesson, VideoUpload } from '../../../shared/schemas/studio';
import type { Lesson } from '../../../shared/schemas/courses';
import { enrollments, lessonAttachments, lessons, videoUploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, makeCourse, makeImage, multipart, problemCode, tokenFor, type TestCourse } from '../../test-support/fixtures';
import { makeMp4, makeWebm } from './videoFixtures';

const OFFSET_TYPE = 'application/offset+octet-stream';

let t: TestApp;
let instructor: string;
let otherInstructor: string;
let student: string;
let course: TestCourse;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  instructor = await tokenFor(t, 'instructor');
  const other = await t.signUp('other.teacher');
  await t.database.db.execute(sql`update customers set role = 'instructor' where id = ${(await customerRow(t, 'other.teacher')).id}`);
  otherInstructor = other.token;
  student = (await t.signUp('video.student')).token;
  course = await makeCourse(t, { slug: 'video-upload-course', isPublished: false });
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.config.dataDir, 'video-uploads');

async function start(lessonId: number, size: number, token = instructor, fileName = 'lesson.mp4') {
  return t.request({ method: 'POST', url: '/api/Instructor/VideoUploads', token, payload: { lessonId, fileName, size } });
}

async function patch(id: string, offset: number, bytes: Buffer, token = instructor) {
  return t.request({ method: 'PATCH', url: `/api/Instructor/VideoUploads/${id}`, token, headers: { 'content-type': OFFSET_TYPE, 'upload-offset': String(offset) }, payload: bytes });
}

async function head(id: string, token = instructor) {
  return t.request({ method: 'HEAD', url: `/api/Instructor/VideoUploads/${id}`, token });
}

/** A lesson of its own for one test, in the instructor's draft course. */
async function freshLesson(): Promise<number> {
  counter++;
  const [row] = await t.database.db
    .insert(lessons)
    .values({ sectionId: (await t.database.db.select({ s: lessons.sectionId }).from(lessons).where(eq(lessons.id, course.lessonIds[0]!)))[0]!.s, courseId: course.id, title: `Video ${counter}`, kind: 'video', sortOrder: 10 + counter })
    .returning({ id: lessons.id });
  return row!.id;
}

describe('resumable video upload', () => {
  it('starts, takes parts, survives a dropped connection (HEAD tells where to resume), and completes onto the lesson with its duration', async () => {
    const lessonId = await freshLesson();
    const file = makeMp4({ seconds: 42, moovAtEnd: true, mediaBytes: 300_000 });

    const started = await start(lessonId, file.length);
    expect(started.statusCode).toBe(201);
    const upload = started.json<VideoUpload>();
    expect(upload).toMatchObject({ lessonId, size: file.length, offset: 0, complete: false });
    expect(upload.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(started.headers['upload-offset']).toBe('0');

    const first = await patch(upload.id, 0, file.subarray(0, 100_000));
    expect([first.statusCode, first.headers['upload-offset']]).toEqual([204, '100000']);
    const second = await patch(upload.id, 100_000, file.subarray(100_000, 200_000));
    expect([second.statusCode, second.headers['upload-offset']]).toEqual([204, '200000']);

    // The connection drops after 50 000 of the next 100 000 bytes: what arrived is kept.
    const short = await patch(upload.id, 200_000, file.subarray(200_000, 250_000));
    expect(short.statusCode).toBe(204);
    const asked = await head(upload.id);
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['upload-offset']).toBe('250000');
    expect(asked.headers['upload-length']).toBe(String(file.length));
    expect(asked.headers['cache-control']).toBe('no-store');

    // A client that thinks it sent the whole part is told where the upload really stands.
    const wrong = await patch(upload.id, 300_000, file.subarray(300_000));
    expect(wrong.statusCode).toBe(409);
    expect(problemCode(wrong)).toBe('VIDEO_UPLOAD_OFFSET_MISMATCH');
    expect(wrong.headers['upload-offset']).toBe('250000');
    expect(wrong.json<{ missing: { offset: number } }>().missing.offset).toBe(250_000);

    const last = await patch(upload.id, 250_000, file.subarray(250_000));
    expect(last.statusCode).toBe(200);
    const done = last.json<VideoUpload>();
    expect(done.complete).toBe(true);
    expect(done.offset).toBe(file.length);
    expect(done.lesson).toMatchObject({ id: lessonId, duration: 42, video: { source: 'upload' } });
    const name = done.lesson!.video!.ref;
    expect(name).toMatch(/^[0-9a-f-]{36}\.mp4$/);

    // Stored whole in the protected folder, under our own name; the temporary bytes are gone.
    const stored = path.join(t.config.storageDir, 'course-video', name);
    expect(fs.readFileSync(stored).equals(file)).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir(), `${upload.id}.part`))).toBe(false);
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(row).toMatchObject({ durationSeconds: 42, videoUrl: `/storage/course-video/${name}` });

    // GET tells the same, with the lesson; a PATCH after the end is a conflict.
    const got = await t.request({ method: 'GET', url: `/api/Instructor/VideoUploads/${upload.id}`, token: instructor });
    expect(got.json<VideoUpload>()).toMatchObject({ complete: true, offset: file.length, lesson: { id: lessonId, duration: 42 } });
    expect((await patch(upload.id, file.length, Buffer.from('x'))).statusCode).toBe(409);
  });

  it('keeps the bytes that arrived when a real connection drops halfway through a part', async () => {
    const lessonId = await freshLesson();
    const file = makeMp4({ seconds: 12, mediaBytes: 400_000 });
    const upload = (await start(lessonId, file.length)).json<VideoUpload>();
    // The app stays usable through inject; t.close() stops the listening server.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    // Says 300 000 bytes, sends 120 000, then the connection goes.
    await new Promise<void>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'PATCH', path: `/api/Instructor/VideoUploads/${upload.id}`, headers: { authorization: `Bearer ${instructor}`, 'content-type': OFFSET_TYPE, 'upload-offset': '0', 'content-length': '300000' } });
      req.on('error', () => resolve());
      req.write(file.subarray(0, 120_000), () => setTimeout(() => req.destroy(), 200));
      req.on('close', () => resolve());
    });
    let offset = '0';
    for (let i = 0; i < 50 && offset === '0'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      offset = String((await head(upload.id)).headers['upload-offset']);
    }
    expect(offset).toBe('120000');
    const rest = await patch(upload.id, 120_000, file.subarray(120_000));
    expect(rest.statusCode).toBe(200);
    expect(rest.json<VideoUpload>().lesson?.duration).toBe(12);
  });

  it('takes a WebM in one part and reads its duration from Segment Info', async () => {
    const lessonId = await freshLesson();
    const file = makeWebm({ seconds: 95, mediaBytes: 20_000 });
    const upload = (await start(lessonId, file.length, instructor, 'clip.webm')).json<VideoUpload>();
    const res = await patch(upload.id, 0, file);
    expect(res.statusCode).toBe(200);
    expect(res.json<VideoUpload>().lesson).toMatchObject({ duration: 95, video: { source: 'upload', ref: expect.stringMatching(/\.webm$/) } });
  });

  it('refuses a PNG renamed .mp4 on its first bytes and drops the upload', async () => {
    const lessonId = await freshLesson();
    const png = await makeImage('png', 64, 64);
    const upload = (await start(lessonId, png.length, instructor, 'holiday.mp4')).json<VideoUpload>();
    const res = await patch(upload.id, 0, png);
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VIDEO_NOT_A_VIDEO');
    expect((await head(upload.id)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(uploadsDir(), `${upload.id}.part`))).toBe(false);
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(row!.videoUrl).toBeNull();
  });

  it('refuses a video over MAX_VIDEO_MB when it starts, and bytes past the announced size while streaming', async () => {
    const lessonId = await freshLesson();
    const tooBig = await start(lessonId, t.config.maxVideoBytes + 1);
    expect(tooBig.statusCode).toBe(413);
    expect(problemCode(tooBig)).toBe('VIDEO_TOO_LARGE');

    const file = makeMp4({ seconds: 5, mediaBytes: 5000 });
    const upload = (await start(lessonId, 1000)).json<VideoUpload>();
    const over = await patch(upload.id, 0, file);
    expect(over.statusCode).toBe(413);
    expect(problemCode(over)).toBe('VIDEO_TOO_LARGE');
    // Nothing of the refused part was kept.
    expect((await head(upload.id)).headers['upload-offset']).toBe('0');
  });

  it('enforces the announced size while streaming a body without Content-Length', async () => {
    const lessonId = await freshLesson();
    const file = makeMp4({ seconds: 5, mediaBytes: 5000 });
    const upload = (await start(lessonId, 1000)).json<VideoUpload>();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/Instructor/VideoUploads/${upload.id}`,
      token: instructor,
      headers: { 'content-type': OFFSET_TYPE, 'upload-offset': '0' },
      payload: Readable.from([file.subarray(0, 600), file.subarray(600)]),
    });
    expect([res.statusCode, problemCode(res)]).toEqual([413, 'VIDEO_TOO_LARGE']);
    expect((await head(upload.id)).headers['upload-offset']).toBe('0');
  });

  it('refuses a PATCH larger than one part', async () => {
    const lessonId = await freshLesson();
    const size = VIDEO_UPLOAD_PART_BYTES + 1024;
    const upload = (await start(lessonId, size)).json<VideoUpload>();
    const body = Buffer.concat([makeMp4({ seconds: 5, mediaBytes: 100 }), Buffer.alloc(size - makeMp4({ seconds: 5, mediaBytes: 100 }).length)]);
    const res = await patch(upload.id, 0, body);
    expect(res.statusCode).toBe(413);
    expect(problemCode(res)).toBe('VIDEO_PART_TOO_LARGE');
  });

  it('wants the offset content type and an Upload-Offset header', async () => {
    const lessonId = await freshLesson();
    const upload = (await start(lessonId, 100)).json<VideoUpload>();
    const json = await t.request({ method: 'PATCH', url: `/api/Instructor/VideoUploads/${upload.id}`, token: instructor, headers: { 'content-type': 'application/octet-stream', 'upload-offset': '0' }, payload: Buffer.alloc(10) });
    expect(json.statusCode).toBe(415);
    const noOffset = await t.request({ method: 'PATCH', url: `/api/Instructor/VideoUploads/${upload.id}`, token: instructor, headers: { 'content-type': OFFSET_TYPE }, payload: Buffer.alloc(10) });
    expect(noOffset.statusCode).toBe(400);
  });

  it("another instructor's lesson or upload is not found; a student may not upload at all", async () => {
    const lessonId = await freshLesson();
    const theirs = await start(lessonId, 1000, otherInstructor);
    expect(theirs.statusCode).toBe(404);
    expect(problemCode(theirs)).toBe('LESSON_NOT_FOUND');
    const upload = (await start(lessonId, 1000)).json<VideoUpload>();
    expect((await head(upload.id, otherInstructor)).statusCode).toBe(404);
    const stolen = await patch(upload.id, 0, makeMp4({ seconds: 1, mediaBytes: 10 }), otherInstructor);
    expect(stolen.statusCode).toBe(404);
    expect(problemCode(stolen)).toBe('VIDEO_UPLOAD_NOT_FOUND');
    expect((await head(upload.id)).headers['upload-offset']).toBe('0');

    const asStudent = await start(lessonId, 1000, student);
    expect(asStudent.statusCode).toBe(403);
    expect((await head(upload.id, student)).statusCode).toBe(403);
    // An admin may.
    expect((await head(upload.id, await tokenFor(t, 'admin'))).statusCode).toBe(204);
  });

  it("on a published course the video goes to the draft revision, and the purge keeps its file while the draft uses it", async () => {
    const published = await makeCourse(t, { slug: 'video-upload-published' });
    const file = makeMp4({ seconds: 9, mediaBytes: 2000 });
    const upload = (await start(published.lockedLessonId, file.length)).json<VideoUpload>();
    const res = await patch(upload.id, 0, file);
    expect(res.statusCode).toBe(200);
    const name = res.json<VideoUpload>().lesson!.video!.ref;
    // Students still see the published lesson until the revision is approved.
    const [live] = await t.database.db.select().from(lessons).where(eq(lessons.id, published.lockedLessonId));
    expect(live!.videoUrl).toBeNull();
    await t.services.files.purgeUnused(0);
    expect(fs.existsSync(path.join(t.config.storageDir, 'course-video', name))).toBe(true);
  });

  it('the hourly purge removes uploads not finished within 24 hours, bytes included', async () => {
    const lessonId = await freshLesson();
    const upload = (await start(lessonId, 10_000)).json<VideoUpload>();
    await patch(upload.id, 0, makeMp4({ seconds: 1, mediaBytes: 100 }).subarray(0, 50));
    const fresh = (await start(lessonId, 10_000)).json<VideoUpload>();
    await t.database.db.update(videoUploads).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(videoUploads.id, upload.id));
    await t.jobs.send('uploads-purge', {});
    await t.jobs.drain(['uploads-purge']);
    expect((await head(upload.id)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(uploadsDir(), `${upload.id}.part`))).toBe(false);
    expect((await head(fresh.id)).statusCode).toBe(204);
  });
});

describe('lesson attachments', () => {
  function form(data: Buffer, filename: string, contentType = 'application/octet-stream') {
    return multipart([{ name: 'file', filename, contentType, data }]);
  }
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

  it('attaches a PDF; an enrolled student gets a signed download URL served as an attachment; DELETE removes it', async () => {
    const published = await makeCourse(t, { slug: 'attachment-course' });
    const lessonId = published.lockedLessonId;
    const res = await t.request({ method: 'POST', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: instructor, ...form(pdf, 'Worksheet 1.pdf') });
    expect(res.statusCode).toBe(200);
    expect(res.json<EditableLesson>().attachment).toEqual({ fileName: 'Worksheet 1.pdf', size: pdf.length, contentType: 'application/pdf' });

    const me = await customerRow(t, 'video.student');
    await t.database.db.insert(enrollments).values({ customerId: me.id, courseId: published.id });
    const lesson = (await t.request({ method: 'GET', url: `/api/Lessons/${lessonId}`, token: student })).json<Lesson>();
    expect(lesson.attachment).toEqual({ fileName: 'Worksheet 1.pdf', size: pdf.length, contentType: 'application/pdf' });
    expect(lesson.attachmentUrl).toMatch(/^\/storage\/lesson-attachment\/[0-9a-f-]{36}\.pdf\?expires=\d+&customer=.+&signature=/);
    const download = await t.request({ method: 'GET', url: lesson.attachmentUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.headers['content-type']).toMatch(/^application\/pdf/);
    // Without the signature the file is not served.
    expect((await t.request({ method: 'GET', url: lesson.attachmentUrl!.split('?')[0]! })).statusCode).toBe(403);

    // Someone not enrolled cannot open the lesson, so gets no URL.
    expect((await t.request({ method: 'GET', url: `/api/Lessons/${lessonId}`, token: otherInstructor })).statusCode).toBe(403);

    const removed = await t.request({ method: 'DELETE', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: instructor });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<EditableLesson>().attachment).toBeNull();
    expect(await t.database.db.select().from(lessonAttachments).where(eq(lessonAttachments.lessonId, lessonId))).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: lesson.attachmentUrl! })).statusCode).toBe(404);
    const again = await t.request({ method: 'DELETE', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: instructor });
    expect([again.statusCode, problemCode(again)]).toEqual([404, 'ATTACHMENT_NOT_FOUND']);
  });

  it('checks the kind by the bytes: an executable named .pdf is refused, a PNG and a text file are taken', async () => {
    const lessonId = course.lessonIds[1]!;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 1)]);
    const bad = await t.request({ method: 'POST', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: instructor, ...form(exe, 'notes.pdf') });
    expect([bad.statusCode, problemCode(bad)]).toEqual([400, 'ATTACHMENT_TYPE_NOT_ALLOWED']);
    const png = await t.request({ method: 'POST', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: instructor, ...form(await makeImage('png'), 'diagram.PNG') });
    expect(png.json<EditableLesson>().attachment).toMatchObject({ fileName: 'diagram.png', contentType: 'image/png' });
    const text = await t.request({ method: 'POST', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: instructor, ...form(Buffer.from('สวัสดี notes\n'), 'notes.txt') });
    expect(text.json<EditableLesson>().attachment).toMatchObject({ fileName: 'notes.txt', contentType: 'text/plain' });
    // The PNG it replaced is gone from storage: one file left for the lesson.
    expect(fs.readdirSync(path.join(t.config.storageDir, 'lesson-attachment')).filter((n) => n.endsWith('.png'))).toHaveLength(0);
  });

  it("another instructor's lesson: 404; a student: 403", async () => {
    const lessonId = course.lessonIds[0]!;
    const theirs = await t.request({ method: 'POST', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: otherInstructor, ...form(pdf, 'a.pdf') });
    expect([theirs.statusCode, problemCode(theirs)]).toEqual([404, 'LESSON_NOT_FOUND']);
    const asStudent = await t.request({ method: 'POST', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: student, ...form(pdf, 'a.pdf') });
    expect(asStudent.statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/Instructor/Lessons/${lessonId}/Attachment`, token: otherInstructor })).statusCode).toBe(404);
  });
});
