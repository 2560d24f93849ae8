/**
 * The S3 adapter against a local S3-compatible server (s3rver, files in a temp folder), and the app
 * serving a protected lesson video from it through a signed URL with STORAGE_URL set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { customers, lessons } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { makeCourse, problemCode } from '../../test-support/fixtures';
import type { Lesson } from '../../../shared/schemas/courses';
import { S3StorageAdapter } from './s3StorageAdapter';
import { StoredFileNotFound } from './storageAdapter';
import { parseStorageUrl, type S3Location } from './storageLocation';

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: { closeAllConnections(): void };
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
// s3rver ships no types; this is the part of it the test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as S3rverClass;

const BUCKET = 'academy-test';
let dir: string;
let server: S3rverServer;
let endpoint: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  server.httpServer?.closeAllConnections();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const storageUrl = (prefix = '') => `s3://S3RVER:S3RVER@${BUCKET}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`;
const location = (prefix = '') => parseStorageUrl(storageUrl(prefix), '/unused') as S3Location;

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3StorageAdapter', () => {
  let storage: S3StorageAdapter;
  beforeAll(() => {
    storage = new S3StorageAdapter(location('deploy/one'));
  });
  afterAll(() => storage.close());
  const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  it('writes, stats, reads whole and by range, lists and removes', async () => {
    await storage.write('course-video', 'a1.mp4', data);
    await storage.write('course-video', 'b2.mp4', Buffer.from('second'));
    await storage.write('course-cover-image', 'c3.png', Buffer.from('cover'));

    const info = await storage.stat('course-video', 'a1.mp4');
    expect(info?.size).toBe(5000);
    expect(info!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storage.exists('course-video', 'a1.mp4')).toBe(true);
    expect((await bytes(await storage.read('course-video', 'a1.mp4'))).equals(data)).toBe(true);
    expect((await bytes(await storage.read('course-video', 'a1.mp4', { start: 100, end: 199 }))).equals(data.subarray(100, 200))).toBe(true);
    expect((await bytes(await storage.read('course-video', 'a1.mp4', { start: 4990, end: 4999 }))).equals(data.subarray(4990))).toBe(true);

    const listed: string[] = [];
    for await (const item of storage.list('course-video')) listed.push(`${item.name}:${item.size}`);
    expect(listed.sort()).toEqual(['a1.mp4:5000', 'b2.mp4:6']);

    // Under the prefix of the URL, in the folder's own "directory".
    expect(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((p) => p.includes(path.join('deploy', 'one', 'course-video')))).toBe(true);

    await storage.remove('course-video', 'a1.mp4');
    expect(await storage.stat('course-video', 'a1.mp4')).toBeNull();
    expect(await storage.exists('course-video', 'a1.mp4')).toBe(false);
    await expect(storage.read('course-video', 'a1.mp4')).rejects.toBeInstanceOf(StoredFileNotFound);
    // Removing what is not there is not an error.
    await storage.remove('course-video', 'a1.mp4');
  });

  it('writes a local file streamed (writeFile, as the video upload does)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-writefile-'));
    try {
      const source = path.join(dir, 'upload.part');
      const big = Buffer.alloc(300_000, 7);
      fs.writeFileSync(source, big);
      await storage.writeFile('course-video', 'w1.webm', source, big.length);
      expect((await storage.stat('course-video', 'w1.webm'))?.size).toBe(big.length);
      expect((await bytes(await storage.read('course-video', 'w1.webm'))).equals(big)).toBe(true);
      await storage.remove('course-video', 'w1.webm');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses names that are not ours before asking S3', async () => {
    await expect(storage.write('course-video', '../escape.mp4', data)).rejects.toThrow('unsafe storage path');
    await expect(storage.stat('course-video', '.hidden')).rejects.toThrow('unsafe storage path');
  });
});

describe('the app with STORAGE_URL=s3://…', () => {
  let t: TestApp;
  let studentToken: string;
  let lessonId: number;
  const video = Buffer.alloc(64 * 1024, 7);

  beforeAll(async () => {
    t = await createTestApp({ env: { STORAGE_URL: storageUrl('app') } });
    const teacher = await t.signUp('s3.teacher');
    await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, 's3.teacher'));
    const course = await makeCourse(t, { slug: 's3-course', instructor: 's3.teacher' });
    // The lesson's video lives in the bucket, like an upload.
    const name = await t.services.files.storeShippedFile(null, 'course-video', video, 'mp4', 'video/mp4');
    lessonId = course.lockedLessonId;
    await t.database.db.update(lessons).set({ kind: 'video', videoUrl: t.services.files.storedFileUrl('course-video', name) }).where(eq(lessons.id, lessonId));
    const student = await t.signUp('s3.student');
    studentToken = student.token;
    const enrol = await t.request({ method: 'POST', url: `/api/Courses/${course.id}/Enroll`, token: studentToken });
    expect(enrol.statusCode).toBe(201);
    expect(teacher.token).toBeTruthy();
  });
  afterAll(() => t.close());

  it('stores files in the bucket, not on disk', async () => {
    expect(t.context.storage).toBeInstanceOf(S3StorageAdapter);
    expect(fs.existsSync(path.join(t.dataDir, 'storage', 'course-video'))).toBe(false);
  });

  it('serves a protected video through a signed URL, with ranges, and refuses it unsigned', async () => {
    const res = await t.request({ method: 'GET', url: `/api/Lessons/${lessonId}`, token: studentToken });
    expect(res.statusCode).toBe(200);
    const url = res.json<Lesson>().videoUrl!;
    expect(url).toMatch(/^\/storage\/course-video\/[0-9a-f-]{36}\.mp4\?expires=\d+&customer=[\w-]+&signature=[\w-]{43}$/);

    const whole = await t.request({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect(String(whole.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);

    const part = await t.request({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const unsigned = await t.request({ method: 'GET', url: url.split('?')[0]! });
    expect(unsigned.statusCode).toBe(403);
    expect(problemCode(unsigned)).toBe('MEDIA_URL_INVALID');
  });

  it('purges a stray object of the bucket that nothing uses, and keeps the video in use', async () => {
    await t.context.storage.write('course-cover-image', 'c0ffee00-0000-4000-8000-00000000000a.png', Buffer.from('stray'));
    const result = await t.services.files.purgeUnused(0);
    expect(result.strays).toBeGreaterThanOrEqual(1);
    expect(await t.context.storage.exists('course-cover-image', 'c0ffee00-0000-4000-8000-00000000000a.png')).toBe(false);
    const [row] = (await t.database.db.execute<{ video_url: string }>(sql`select video_url from lessons where id = ${lessonId}`)).rows;
    const name = row!.video_url.split('/').pop()!;
    expect(await t.context.storage.exists('course-video', name)).toBe(true);
  });
});

describe('parseStorageUrl', () => {
  it('reads the bucket, prefix, endpoint, region, path style and credentials', () => {
    expect(parseStorageUrl('s3://KEY:se%2Fcret@my-bucket/some/prefix/?endpoint=http://127.0.0.1:4569&region=eu-west-1&forcePathStyle=true', '/d')).toEqual({
      kind: 's3', bucket: 'my-bucket', prefix: 'some/prefix/', endpoint: 'http://127.0.0.1:4569', region: 'eu-west-1', forcePathStyle: true,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 'se/cret' },
    });
    expect(parseStorageUrl('s3://my-bucket', '/d')).toEqual({ kind: 's3', bucket: 'my-bucket', prefix: '', endpoint: null, region: 'us-east-1', forcePathStyle: false, credentials: null });
    expect(parseStorageUrl(undefined, '/data/storage')).toEqual({ kind: 'disk', dir: '/data/storage' });
    expect(parseStorageUrl('file:///srv/academy/files', '/d')).toEqual({ kind: 'disk', dir: '/srv/academy/files' });
    // '..' in the path is resolved by the URL parser: the prefix never climbs.
    expect(parseStorageUrl('s3://my-bucket/a/../b', '/d')).toMatchObject({ prefix: 'b/' });
  });

  it.each([
    ['s3://', /bucket/],
    ['s3://UPPER', /bucket/],
    ['s3://bucket?endpoint=ftp://x', /endpoint/],
    ['s3://bucket?forcePathStyle=yes', /forcePathStyle/],
    ['s3://bucket?acl=public', /unknown parameter acl/],
    ['s3://KEY@bucket', /both/],
    ['http://bucket', /file: or s3:/],
  ])('refuses %s', (url, message) => {
    expect(() => parseStorageUrl(url, '/d')).toThrow(message);
  });
});
