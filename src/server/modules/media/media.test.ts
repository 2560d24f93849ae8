import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, listFiles, problemCode, tokenFor } from '../../test-support/fixtures';
import type { Lesson } from '../../../shared/schemas/courses';
import { DEMO_ASSETS_DIR } from '../../paths';
import { MediaUrls, storedFileOf } from './mediaUrls';
import { resolveRange } from './storageRoutes';

let t: TestApp;
let student: string;
let instructor: string;
let admin: string;
/** The demo course the demo student is enrolled in: a paid-content video lesson and the free preview video. */
let lockedVideo: number;
let previewVideo: number;
const ASSET = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'demo-lesson.mp4'));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [student, instructor, admin] = (await Promise.all(['student', 'instructor', 'admin'].map((u) => tokenFor(t, u)))) as [string, string, string];
  const videos = (
    await t.database.db.execute<{ id: number; is_preview: boolean }>(sql`
      select l.id, l.is_preview from lessons l join courses c on c.id = l.course_id
      where c.slug = 'react-fundamentals' and l.kind = 'video' order by l.id`)
  ).rows;
  lockedVideo = videos.find((v) => !v.is_preview)!.id;
  previewVideo = videos.find((v) => v.is_preview)!.id;
});
afterAll(() => t.close());

const lesson = (id: number, token?: string) => t.request({ method: 'GET', url: `/api/Lessons/${id}`, ...(token ? { token } : {}) });
const videoUrlOf = async (id: number, token?: string) => {
  const res = await lesson(id, token);
  expect(res.statusCode).toBe(200);
  return res.json<Lesson>().videoUrl!;
};
const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.request({ method, url, headers });
const SIGNED = /^\/storage\/course-video\/([0-9a-f-]{36}\.(mp4|webm))\?expires=(\d+)&customer=([\w-]+)&signature=([\w-]{43})$/;

describe('protected lesson videos', () => {
  it('are stored under random names, none of them the demo file name', async () => {
    const names = listFiles(path.join(t.dataDir, 'storage', 'course-video'));
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(mp4|webm)$/);
    const stored = (await t.database.db.execute<{ video_url: string }>(sql`select distinct video_url from lessons where video_url is not null`)).rows;
    for (const row of stored) expect(row.video_url).not.toMatch(/demo-lesson|intro-lesson/);
  });

  it('GET /api/Lessons/{id} gives the enrolled student a signed URL of minutes that serves the video privately', async () => {
    const url = await videoUrlOf(lockedVideo, student);
    const match = SIGNED.exec(url);
    expect(match).not.toBeNull();
    const [, , , expires, customer] = match!;
    expect(customer).toBe((await customerRow(t, 'student')).encryptId);
    const left = Number(expires) - Date.now() / 1000;
    expect(left).toBeGreaterThan(t.config.mediaUrlTtlSeconds - 5);
    expect(left).toBeLessThanOrEqual(t.config.mediaUrlTtlSeconds + 60);

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(ASSET)).toBe(true);
    const cache = String(res.headers['cache-control']);
    expect(cache).toMatch(/^private, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(cache)![1])).toBeLessThanOrEqual(t.config.mediaUrlTtlSeconds);
    expect(cache).not.toMatch(/public|immutable/);
    // Asked with a session too (personal answers are otherwise no-store), the browser may keep it for the URL's life.
    const withSession = await t.request({ method: 'GET', url, token: student, headers: { range: 'bytes=0-9' } });
    expect(withSession.statusCode).toBe(206);
    expect(String(withSession.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
  });

  it("is refused without a signature, with a changed one, another customer's, another file's, and when expired", async () => {
    const url = await videoUrlOf(lockedVideo, student);
    const [pathPart, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const withParam = (name: string, value: string) => {
      const copy = new URLSearchParams(params);
      copy.set(name, value);
      return `${pathPart}?${copy.toString()}`;
    };
    const sig = params.get('signature')!;
    const otherFile = SIGNED.exec(await videoUrlOf(previewVideo, student))![1]!;
    const invalid = [
      pathPart,
      `${pathPart}?expires=${params.get('expires')}&customer=${params.get('customer')}`,
      withParam('signature', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`),
      withParam('signature', 'x'.repeat(43)),
      withParam('signature', `${sig}=`),
      withParam('customer', (await customerRow(t, 'admin')).encryptId),
      withParam('expires', String(Number(params.get('expires')) + 3600)),
      `/storage/course-video/${otherFile}?${query}`,
    ];
    for (const bad of invalid) {
      const res = await get(bad);
      expect(res.statusCode).toBe(403);
      expect(problemCode(res)).toBe('MEDIA_URL_INVALID');
      expect(res.headers['content-type']).not.toContain('video');
    }

    // A URL signed with the right key an hour ago has expired.
    const name = SIGNED.exec(url)![1]!;
    const past = new MediaUrls({ secret: t.config.jwtSecret, ttlSeconds: t.config.mediaUrlTtlSeconds, storageBaseUrl: t.config.storageBaseUrl }, () => Date.now() - 3600_000);
    const expired = await get(past.urlFor('course-video', name, (await customerRow(t, 'student')).encryptId));
    expect(expired.statusCode).toBe(403);
    expect(problemCode(expired)).toBe('MEDIA_URL_EXPIRED');
    // Signed with another key: not ours.
    const forged = new MediaUrls({ secret: new TextEncoder().encode('another-secret-of-at-least-32-chars!'), ttlSeconds: 600, storageBaseUrl: '/storage' });
    expect(problemCode(await get(forged.urlFor('course-video', name, 'anonymous')))).toBe('MEDIA_URL_INVALID');
  });

  it('the old fixed name is gone: unsigned 403, signed 404', async () => {
    expect((await get('/storage/course-video/demo-lesson.mp4')).statusCode).toBe(403);
    const signed = await get(t.context.mediaUrls.urlFor('course-video', 'demo-lesson.mp4', null));
    expect(signed.statusCode).toBe(404);
    expect(problemCode(signed)).toBe('NOT_FOUND');
  });

  it('serves byte ranges (206, 416), HEAD and conditional requests so that the player can seek', async () => {
    const url = await videoUrlOf(lockedVideo, student);
    const size = ASSET.length;

    const first = await get(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(ASSET.subarray(0, 100))).toBe(true);
    expect(String(first.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);

    const rest = await get(url, { range: 'bytes=1000-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(ASSET.subarray(1000))).toBe(true);

    const tail = await get(url, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(ASSET.subarray(size - 50))).toBe(true);

    const past = await get(url, { range: 'bytes=999999999-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(problemCode(past)).toBe('RANGE_NOT_SATISFIABLE');

    // Several ranges, or a malformed header: the whole file.
    for (const range of ['bytes=0-1,5-6', 'bytes=x-y', 'items=0-5', 'bytes=9-3']) {
      const whole = await get(url, { range });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.length).toBe(size);
    }

    const head = await get(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.length).toBe(0);
    const headRange = await get(url, { range: 'bytes=10-19' }, 'HEAD');
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers['content-length']).toBe('10');

    const etag = String(first.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    // If-Range with a stale validator: the whole (current) file instead of a part.
    expect((await get(url, { range: 'bytes=0-9', 'if-range': '"stale"' })).statusCode).toBe(200);
    expect((await get(url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
  });

  it("the course's instructor and admins get signed URLs; a student who is not enrolled and a visitor get LESSON_LOCKED", async () => {
    expect(await videoUrlOf(lockedVideo, instructor)).toMatch(SIGNED);
    expect((await get(await videoUrlOf(lockedVideo, admin))).statusCode).toBe(200);
    const outsider = await t.signUp('media.outsider');
    for (const token of [outsider.token, undefined]) {
      const res = await lesson(lockedVideo, token);
      expect(res.statusCode).toBe(403);
      expect(problemCode(res)).toBe('LESSON_LOCKED');
    }
  });

  it('a free preview video plays for visitors through a URL signed for nobody in particular', async () => {
    const url = await videoUrlOf(previewVideo);
    expect(SIGNED.exec(url)?.[4]).toBe('anonymous');
    const res = await get(url, { range: 'bytes=0-9' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/webm');
  });

  it('covers stay public: cached for a week by anyone, ranges too, without a signature', async () => {
    const [cover] = (await t.database.db.execute<{ cover_image: string }>(sql`select cover_image from courses where cover_image is not null limit 1`)).rows;
    const url = `/storage/course-cover-image/${cover!.cover_image}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const part = await get(url, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(res.rawPayload.subarray(0, 4))).toBe(true);
  });
});

describe('MediaUrls', () => {
  const urls = new MediaUrls({ secret: new TextEncoder().encode('k'.repeat(40)), ttlSeconds: 600, storageBaseUrl: 'https://cdn.example.com/files' }, () => 1_700_000_000_000);

  it('signs our protected files whether stored under the CDN base or /storage, and leaves everything else alone', () => {
    const viewer = { encryptId: 'abc_DEF-123' };
    for (const stored of ['https://cdn.example.com/files/course-video/a1.mp4', '/storage/course-video/a1.mp4']) {
      const signed = urls.lessonVideoUrl(stored, viewer)!;
      expect(signed).toMatch(/^\/storage\/course-video\/a1\.mp4\?expires=\d+&customer=abc_DEF-123&signature=[\w-]{43}$/);
      expect(urls.verify('course-video', 'a1.mp4', Object.fromEntries(new URLSearchParams(signed.split('?')[1])))).toEqual({ ok: true, expires: 1_700_000_400 + 240 });
    }
    for (const other of ['https://www.youtube.com/watch?v=x', '/storage/course-cover-image/a.png', 'https://evil.example.com/course-video/a1.mp4', '/storage/course-video/../x.mp4', '/storage/course-video/a/b.mp4']) {
      expect(urls.lessonVideoUrl(other, viewer)).toBe(other);
    }
    expect(urls.lessonVideoUrl(null, viewer)).toBeNull();
    expect(storedFileOf('/storage/course-video/.hidden', '/storage')).toBeNull();
  });

  it('rounds the expiry up to a minute and never lets a cache keep a file longer than the lifetime', () => {
    const expires = Number(new URLSearchParams(urls.urlFor('course-video', 'a.mp4', null).split('?')[1]).get('expires'));
    expect(expires % 60).toBe(0);
    expect(expires - 1_700_000_000).toBeGreaterThanOrEqual(600);
    expect(expires - 1_700_000_000).toBeLessThan(660);
    expect(urls.secondsLeft(expires)).toBe(600);
    // Within the same minute the URL is the same, so a browser reopening the lesson uses its cached copy.
    let now = 1_700_000_040_000 + 1_000; // one second past a whole minute
    const ticking = new MediaUrls({ secret: new TextEncoder().encode('k'.repeat(40)), ttlSeconds: 600, storageBaseUrl: '/storage' }, () => now);
    const first = ticking.urlFor('course-video', 'a.mp4', 'someone');
    now += 50_000;
    expect(ticking.urlFor('course-video', 'a.mp4', 'someone')).toBe(first);
    now += 60_000;
    expect(ticking.urlFor('course-video', 'a.mp4', 'someone')).not.toBe(first);
  });
});

describe('resolveRange', () => {
  it.each([
    [undefined, 100, { kind: 'whole' }],
    ['bytes=0-0', 100, { kind: 'part', range: { start: 0, end: 0 } }],
    ['bytes=0-', 100, { kind: 'part', range: { start: 0, end: 99 } }],
    ['bytes=50-1000', 100, { kind: 'part', range: { start: 50, end: 99 } }],
    ['bytes=-1000', 100, { kind: 'part', range: { start: 0, end: 99 } }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['bytes=5-4', 100, { kind: 'whole' }],
    ['bytes=-', 100, { kind: 'whole' }],
    ['bytes=0-1,3-4', 100, { kind: 'whole' }],
    ['bytes=1e3-', 100, { kind: 'whole' }],
    [`bytes=${'9'.repeat(20)}-`, 100, { kind: 'whole' }],
  ])('%s of %d bytes', (header, size, expected) => {
    expect(resolveRange(header, size)).toEqual(expected);
  });
});
