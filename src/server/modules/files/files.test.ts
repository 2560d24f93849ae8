import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, customers, files } from '../../db/schema';
import { JOBS } from '../../jobs/jobHandlers';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, fileForm, listFiles, makeImage, multipart, pngBomb, problemCode, tokenFor, uploadImage, type ImageFormat } from '../../test-support/fixtures';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import type { UploadResponse } from '../../../shared/schemas/files';

let t: TestApp;
let student: string;
let instructor: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [student, instructor, admin] = await Promise.all(['student', 'instructor', 'admin'].map((u) => tokenFor(t, u))) as [string, string, string];
});
afterAll(() => t.close());

const upload = (token: string | undefined, form: { payload: Buffer; headers: Record<string, string> }, folder = 'customer-profile-image') =>
  t.request({ method: 'POST', url: `/api/Files/?folder=${encodeURIComponent(folder)}`, ...(token ? { token } : {}), ...form });
const storagePath = (folder: string, name: string) => path.join(t.dataDir, 'storage', folder, name);
const fileRecord = async (name: string) => (await t.database.db.select().from(files).where(eq(files.nameBySystem, name)))[0];

describe('POST /api/Files/?folder=', () => {
  it.each<[ImageFormat, string, string]>([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
  ])('stores a %s image re-encoded under storage/{folder}/{uuid}.{ext} and serves it', async (format, contentType, ext) => {
    const image = await makeImage(format, 40, 30);
    // The client's content type and name are not trusted: only the bytes count.
    const res = await upload(student, fileForm(image, '../../evil.exe', 'application/octet-stream'));
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResponse>();
    expect(body).toMatchObject({ folder: 'customer-profile-image', contentType, width: 40, height: 30 });
    expect(body.nameBySystem).toMatch(new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.${ext}$`));
    const onDisk = fs.readFileSync(storagePath('customer-profile-image', body.nameBySystem));
    expect(onDisk.length).toBe(body.size);
    expect((await sharp(onDisk).metadata()).format).toBe(format === 'jpeg' ? 'jpeg' : format);
    const record = await fileRecord(body.nameBySystem);
    expect(record).toMatchObject({ folder: 'customer-profile-image', ownerId: (await customerRow(t, 'student')).id, size: body.size, contentType });

    const served = await t.request({ method: 'GET', url: `/storage/customer-profile-image/${body.nameBySystem}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(onDisk)).toBe(true);
  });

  it('strips EXIF metadata from a JPEG', async () => {
    const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'GPS at home' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    expect(withExif.includes('Secret Owner')).toBe(true);
    const body = (await upload(student, fileForm(withExif, 'me.jpg', 'image/jpeg'))).json<UploadResponse>();
    const stored = fs.readFileSync(storagePath('customer-profile-image', body.nameBySystem));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('Secret Owner')).toBe(false);
    expect(stored.includes('GPS at home')).toBe(false);
  });

  it('shrinks large images to at most 2048 px', async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const body = (await upload(student, fileForm(big))).json<UploadResponse>();
    expect(body).toMatchObject({ width: 2048, height: 683 });
  });

  it('refuses a text file named .png and garbage behind image magic bytes', async () => {
    const pngMagic = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png at all')]);
    for (const data of [Buffer.from('hello, I am text\n'), pngMagic, Buffer.from('GIF89a...garbage'), Buffer.alloc(0), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const res = await upload(student, fileForm(data, 'photo.png', 'image/png'));
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('STUDENT.PROFILE.ERROR_INVALID_FILE');
    }
  });

  it('refuses more than 5 MB with 413 and accepts exactly 5 MB as far as size goes', async () => {
    const over = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41);
    const tooLarge = await upload(student, fileForm(over, 'big.png'));
    expect(tooLarge.statusCode).toBe(413);
    expect(problemCode(tooLarge)).toBe('STUDENT.PROFILE.ERROR_FILE_TOO_LARGE');

    // A real JPEG padded after its end marker to exactly 5 MiB.
    const jpeg = await makeImage('jpeg', 16, 16);
    const exact = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES - jpeg.length, 0)]);
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    const res = await upload(student, fileForm(exact, 'exact.jpg', 'image/jpeg'));
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBe(201);
    expect(res.json<UploadResponse>().size).toBeLessThan(MAX_UPLOAD_BYTES);
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const bomb = pngBomb(10000, 10000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 10000, height: 10000 });
    const res = await upload(student, fileForm(bomb));
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('FILE_IMAGE_TOO_LARGE_DIMENSIONS');
  });

  it.each(['avatars', '', '../customer-profile-image', 'customer-profile-image/../../secrets', '..', 'customer-profile-image%2F..', 'CUSTOMER-PROFILE-IMAGE'])(
    'refuses the folder %j',
    async (folder) => {
      const res = await upload(student, fileForm(await makeImage('png')), folder);
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('FILE_FOLDER_INVALID');
    },
  );

  it('refuses a missing folder parameter', async () => {
    const res = await t.request({ method: 'POST', url: '/api/Files/', token: student, ...fileForm(await makeImage('png')) });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
  });

  it('lets only instructors and admins fill cover folders', async () => {
    const image = await makeImage('png');
    for (const folder of ['analysis-and-news-cover-image', 'course-cover-image']) {
      const res = await upload(student, fileForm(image), folder);
      expect(res.statusCode).toBe(403);
      expect(problemCode(res)).toBe('FORBIDDEN');
      expect((await upload(instructor, fileForm(image), folder)).statusCode).toBe(201);
      expect((await upload(admin, fileForm(image), folder)).statusCode).toBe(201);
    }
  });

  it('needs a session', async () => {
    const res = await upload(undefined, fileForm(await makeImage('png')));
    expect(res.statusCode).toBe(401);
    expect(problemCode(res)).toBe('AUTH_REQUIRED');
  });

  it('needs the field named file', async () => {
    const image = await makeImage('png');
    for (const form of [multipart([{ name: 'picture', data: image, filename: 'a.png', contentType: 'image/png' }]), multipart([{ name: 'note', data: 'hello' }])]) {
      const res = await upload(student, form);
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('FILE_MISSING');
    }
  });

  it('refuses a body that is not multipart', async () => {
    const json = await t.request({ method: 'POST', url: '/api/Files/?folder=customer-profile-image', token: student, payload: { file: 'data' } });
    expect(json.statusCode).toBe(415);
    expect(problemCode(json)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const raw = await t.request({ method: 'POST', url: '/api/Files/?folder=customer-profile-image', token: student, payload: await makeImage('png'), headers: { 'content-type': 'image/png' } });
    expect(raw.statusCode).toBe(415);
    expect(problemCode(raw)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('stores one file per request, however many the form carries', async () => {
    const image = await makeImage('png');
    const form = multipart([
      { name: 'file', data: image, filename: 'a.png', contentType: 'image/png' },
      { name: 'file', data: image, filename: 'b.png', contentType: 'image/png' },
    ]);
    const count = async () => (await t.database.pool.query<{ n: string }>('select count(*) as n from files')).rows[0]!.n;
    const before = Number(await count());
    const res = await upload(student, form);
    expect(res.statusCode).toBe(201);
    expect(Number(await count())).toBe(before + 1);
  });

  it('leaves no temporary files behind', async () => {
    await uploadImage(t, student);
    const leftovers = listFiles(path.join(t.dataDir, 'storage')).filter((f) => f.endsWith('.tmp') || path.basename(f).startsWith('.'));
    expect(leftovers).toEqual([]);
  });
});

describe('DELETE /api/Files?nameBySystem=', () => {
  const remove = (token: string | undefined, name: string) => t.request({ method: 'DELETE', url: `/api/Files?nameBySystem=${encodeURIComponent(name)}`, ...(token ? { token } : {}) });

  it('by the owner: removes the record, the file on disk and the profile image that used it', async () => {
    const file = await uploadImage(t, student);
    expect((await t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token: student, payload: { profileImage: file.nameBySystem } })).statusCode).toBe(200);
    const onDisk = storagePath('customer-profile-image', file.nameBySystem);
    expect(fs.existsSync(onDisk)).toBe(true);

    const res = await remove(student, file.nameBySystem);
    expect(res.statusCode).toBe(204);
    expect(fs.existsSync(onDisk)).toBe(false);
    expect(await fileRecord(file.nameBySystem)).toBeUndefined();
    expect((await customerRow(t, 'student')).profileImage).toBeNull();
    expect((await t.request({ method: 'GET', url: `/storage/customer-profile-image/${file.nameBySystem}` })).statusCode).toBe(404);

    const again = await remove(student, file.nameBySystem);
    expect(again.statusCode).toBe(404);
    expect(problemCode(again)).toBe('FILE_NOT_FOUND');
  });

  it('by another student: 403 and nothing changes; by an admin: allowed', async () => {
    const other = await t.signUp('filethief');
    const file = await uploadImage(t, student);
    const res = await remove(other.token, file.nameBySystem);
    expect(res.statusCode).toBe(403);
    expect(problemCode(res)).toBe('FORBIDDEN');
    expect(await fileRecord(file.nameBySystem)).toBeDefined();
    expect(fs.existsSync(storagePath('customer-profile-image', file.nameBySystem))).toBe(true);
    expect((await remove(instructor, file.nameBySystem)).statusCode).toBe(403);

    expect((await remove(admin, file.nameBySystem)).statusCode).toBe(204);
    expect(fs.existsSync(storagePath('customer-profile-image', file.nameBySystem))).toBe(false);
    const [adminRow] = await t.database.db.select().from(customers).where(eq(customers.username, 'admin'));
    const lines = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'file.delete'), eq(auditLog.targetId, file.nameBySystem)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId: adminRow!.id, targetType: 'file', detail: { folder: 'customer-profile-image', name: file.nameBySystem } });
  });

  it('does not audit an owner deleting their own file', async () => {
    const file = await uploadImage(t, student);
    expect((await remove(student, file.nameBySystem)).statusCode).toBe(204);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, file.nameBySystem))).toHaveLength(0);
  });

  it('answers 404 for unknown names, 400 without a name and 401 without a session', async () => {
    expect(problemCode(await remove(admin, 'no-such-file.png'))).toBe('FILE_NOT_FOUND');
    expect(problemCode(await remove(admin, '../secrets/jwt-secret'))).toBe('FILE_NOT_FOUND');
    expect(fs.existsSync(path.join(t.dataDir, 'secrets', 'jwt-secret'))).toBe(true);
    const missing = await t.request({ method: 'DELETE', url: '/api/Files', token: admin });
    expect(missing.statusCode).toBe(400);
    expect(problemCode(missing)).toBe('VALIDATION_FAILED');
    expect(problemCode(await remove(undefined, 'x.png'))).toBe('AUTH_REQUIRED');
  });
});

describe('GET /storage/{folder}/{name}', () => {
  it('serves nothing outside the storage folder, no hidden files and no listings', async () => {
    const secret = fs.readFileSync(path.join(t.dataDir, 'secrets', 'jwt-secret'), 'utf8');
    fs.writeFileSync(path.join(t.dataDir, 'storage', 'customer-profile-image', '.hidden.tmp'), 'hidden');
    for (const url of [
      '/storage/../secrets/jwt-secret',
      '/storage/..%2Fsecrets%2Fjwt-secret',
      '/storage/%2e%2e/secrets/jwt-secret',
      '/storage/customer-profile-image/..%2F..%2Fsecrets%2Fjwt-secret',
      '/storage/customer-profile-image/.hidden.tmp',
      '/storage/customer-profile-image/',
      '/storage/nothing-here.png',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('hidden');
      // Either refused, or (for a path the client normalises away from /storage) the SPA page.
      if (String(res.headers['content-type']).includes('text/html')) expect([200, 404]).toContain(res.statusCode);
      else {
        expect([400, 403, 404]).toContain(res.statusCode);
        expect(['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND']).toContain(problemCode(res));
      }
    }
    fs.rmSync(path.join(t.dataDir, 'storage', 'customer-profile-image', '.hidden.tmp'));
  });
});

describe('files in use', () => {
  const remove = (token: string, name: string) => t.request({ method: 'DELETE', url: `/api/Files?nameBySystem=${encodeURIComponent(name)}`, token });
  const one = async (query: ReturnType<typeof sql>) => (await t.database.db.execute<{ name: string; folder: string }>(query)).rows[0]!;

  it.each([
    ['a course cover', sql`select cover_image as name, 'course-cover-image' as folder from courses where cover_image is not null limit 1`],
    ['a lesson video', sql`select substring(video_url from '[^/]+$') as name, 'course-video' as folder from lessons where video_url is not null and not is_preview limit 1`],
    ['a news cover', sql`select cover_image as name, 'analysis-and-news-cover-image' as folder from news_items where cover_image is not null limit 1`],
    ['a post cover', sql`select cover_image as name, 'post-cover-image' as folder from posts where cover_image is not null limit 1`],
    ['a podcast', sql`select audio_file as name, 'podcast-audio' as folder from posts where audio_file is not null limit 1`],
    ['an event cover', sql`select cover_image as name, 'event-cover-image' as folder from events where cover_image is not null limit 1`],
  ])('refuses to delete %s still in use, even for an admin (409 FILE_IN_USE)', async (what, query) => {
    const file = await one(query);
    expect(await fileRecord(file.name)).toBeDefined();
    const res = await remove(admin, file.name);
    expect(res.statusCode).toBe(409);
    expect(problemCode(res)).toBe('FILE_IN_USE');
    expect(res.json<{ detail: string }>().detail).toContain(what);
    expect(await fileRecord(file.name)).toBeDefined();
    expect(fs.existsSync(storagePath(file.folder, file.name))).toBe(true);
  });

  it("lets the owner delete their own profile photo (it leaves the profile), not an admin while it is on someone's profile", async () => {
    const mine = await uploadImage(t, student);
    expect((await t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token: student, payload: { profileImage: mine.nameBySystem } })).statusCode).toBe(200);
    const byAdmin = await remove(admin, mine.nameBySystem);
    expect(byAdmin.statusCode).toBe(409);
    expect(problemCode(byAdmin)).toBe('FILE_IN_USE');
    expect((await customerRow(t, 'student')).profileImage).toBe(mine.nameBySystem);

    expect((await remove(student, mine.nameBySystem)).statusCode).toBe(204);
    expect((await customerRow(t, 'student')).profileImage).toBeNull();
    expect(fs.existsSync(storagePath('customer-profile-image', mine.nameBySystem))).toBe(false);
  });

  it('lets an instructor delete a cover of theirs that nothing uses', async () => {
    const cover = await uploadImage(t, instructor, 'course-cover-image');
    expect((await remove(instructor, cover.nameBySystem)).statusCode).toBe(204);
    expect(fs.existsSync(storagePath('course-cover-image', cover.nameBySystem))).toBe(false);
  });
});

describe('a replaced profile photo', () => {
  const setPhoto = (token: string, name: string | null) => t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token, payload: { profileImage: name } });
  const gone = async (name: string) => {
    expect(await fileRecord(name)).toBeUndefined();
    expect(fs.existsSync(storagePath('customer-profile-image', name))).toBe(false);
    expect((await t.request({ method: 'GET', url: `/storage/customer-profile-image/${name}` })).statusCode).toBe(404);
  };
  const kept = async (name: string) => {
    expect(await fileRecord(name)).toBeDefined();
    expect(fs.existsSync(storagePath('customer-profile-image', name))).toBe(true);
  };

  it('is deleted when another photo takes its place or the photo is removed, through either route', async () => {
    const { token } = await t.signUp('photo.changer');
    const first = await uploadImage(t, token);
    const second = await uploadImage(t, token);
    const third = await uploadImage(t, token);
    expect((await setPhoto(token, first.nameBySystem)).statusCode).toBe(200);
    expect((await setPhoto(token, second.nameBySystem)).statusCode).toBe(200);
    await gone(first.nameBySystem);
    await kept(second.nameBySystem);

    // The specification's client sends the whole customer back with PUT /api/Customers.
    const res = await t.request({ method: 'PUT', url: '/api/Customers', token, payload: { profileImage: third.nameBySystem } });
    expect(res.statusCode).toBe(200);
    await gone(second.nameBySystem);
    await kept(third.nameBySystem);

    expect((await setPhoto(token, null)).statusCode).toBe(200);
    await gone(third.nameBySystem);
  });

  it('stays when the same photo is set again', async () => {
    const { token } = await t.signUp('photo.same');
    const photo = await uploadImage(t, token);
    expect((await setPhoto(token, photo.nameBySystem)).statusCode).toBe(200);
    expect((await setPhoto(token, photo.nameBySystem)).statusCode).toBe(200);
    await kept(photo.nameBySystem);
  });
});

describe('uploads-purge (hourly job)', () => {
  it('is scheduled every hour', () => {
    expect(JOBS['uploads-purge'].schedule?.cron).toMatch(/^\d{1,2} \* \* \* \*$/);
  });

  it('removes uploads nothing uses once a day old, and stray files of that age; keeps everything in use or recent', async () => {
    const { token } = await t.signUp('purge.me');
    const unusedOld = await uploadImage(t, token);
    const usedOld = await uploadImage(t, token);
    const unusedNew = await uploadImage(t, token);
    expect((await t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token, payload: { profileImage: usedOld.nameBySystem } })).statusCode).toBe(200);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.database.db.update(files).set({ createdAt: twoDaysAgo }).where(inArray(files.nameBySystem, [unusedOld.nameBySystem, usedOld.nameBySystem]));
    // Files without a record: one left by a write that never finished two days ago, one being written now.
    const strayOld = storagePath('course-cover-image', 'c0ffee00-0000-4000-8000-000000000001.png');
    const strayNew = storagePath('course-cover-image', 'c0ffee00-0000-4000-8000-000000000002.png');
    for (const stray of [strayOld, strayNew]) fs.writeFileSync(stray, 'x');
    fs.utimesSync(strayOld, twoDaysAgo, twoDaysAgo);
    const before = listFiles(path.join(t.dataDir, 'storage')).length;

    await t.context.jobs.send('uploads-purge', {});
    expect(await t.jobs.drain(['uploads-purge'])).toBe(1);

    expect(await fileRecord(unusedOld.nameBySystem)).toBeUndefined();
    expect(fs.existsSync(storagePath('customer-profile-image', unusedOld.nameBySystem))).toBe(false);
    expect(fs.existsSync(strayOld)).toBe(false);
    for (const name of [usedOld.nameBySystem, unusedNew.nameBySystem]) {
      expect(await fileRecord(name)).toBeDefined();
      expect(fs.existsSync(storagePath('customer-profile-image', name))).toBe(true);
    }
    expect(fs.existsSync(strayNew)).toBe(true);
    // Everything else (the seed's covers, videos and audio, all in use) is still there.
    expect(listFiles(path.join(t.dataDir, 'storage')).length).toBe(before - 2);
    fs.rmSync(strayNew);
  });
});

describe('upload limits per customer', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seed: true, env: { UPLOAD_RATE_MAX: '5', UPLOAD_RATE_WINDOW_SECONDS: '600', UPLOAD_QUOTA_MB: '1' } });
  });
  afterAll(() => limited.close());
  const send = (token: string, image: Buffer) => limited.request({ method: 'POST', url: '/api/Files/?folder=customer-profile-image', token, ...fileForm(image) });
  const stored = async (token: string) => {
    const me = await limited.request({ method: 'GET', url: '/api/Auth/Me', token });
    const row = await limited.database.db.select({ id: customers.id }).from(customers).where(eq(customers.encryptId, me.json<{ encryptId: string }>().encryptId));
    return limited.database.db.select().from(files).where(eq(files.ownerId, row[0]!.id));
  };
  /** A PNG of random pixels: it does not compress, so its size is about width × height × 3. */
  const noise = (side: number) => sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();

  it('answers 429 FILE_UPLOAD_RATE_LIMITED past the rate, for that customer only, and keeps nothing of the refused uploads', async () => {
    const a = await limited.signUp('rate.a');
    const b = await limited.signUp('rate.b');
    const image = await makeImage('png');
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await send(a.token, image)).statusCode);
    expect(answers.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));
    const refused = await send(a.token, image);
    expect(problemCode(refused)).toBe('FILE_UPLOAD_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(a.token)).toHaveLength(5);
    expect((await send(b.token, image)).statusCode).toBe(201);
  });

  it('answers 413 FILE_QUOTA_EXCEEDED once the stored uploads would pass the quota; deleting one makes room; admins have none', async () => {
    const { token } = await limited.signUp('quota.a');
    const big = await noise(450); // about 600 KB: one fits in 1 MB, two do not
    expect(big.length).toBeGreaterThan(512 * 1024);
    const first = await send(token, big);
    expect(first.statusCode).toBe(201);
    const second = await send(token, big);
    expect(second.statusCode).toBe(413);
    expect(problemCode(second)).toBe('FILE_QUOTA_EXCEEDED');
    expect(await stored(token)).toHaveLength(1);
    // A small one still fits.
    expect((await send(token, await makeImage('png'))).statusCode).toBe(201);

    const name = first.json<UploadResponse>().nameBySystem;
    expect((await limited.request({ method: 'DELETE', url: `/api/Files?nameBySystem=${name}`, token })).statusCode).toBe(204);
    expect((await send(token, big)).statusCode).toBe(201);

    const admin = await tokenFor(limited, 'admin');
    for (let i = 0; i < 3; i++) expect((await send(admin, big)).statusCode).toBe(201);
  });

  it('checks the quota of two uploads sent at once one after the other: only one fits', async () => {
    const { token } = await limited.signUp('quota.race');
    const big = await noise(450);
    const answers = (await Promise.all([send(token, big), send(token, big)])).map((r) => r.statusCode).sort();
    expect(answers).toEqual([201, 413]);
    expect(await stored(token)).toHaveLength(1);
  });
});
