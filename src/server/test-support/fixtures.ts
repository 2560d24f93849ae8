import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { certificates, courseSections, courses, customers, enrollments, lessonProgress, lessons, reviews, wishlistItems, type CustomerRow } from '../db/schema';
import type { Problem } from '../../shared/schemas/common';
import type { UploadResponse } from '../../shared/schemas/files';
import type { TestApp } from './testApp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** A small real image of the given format, drawn by sharp. */
export async function makeImage(format: ImageFormat, width = 32, height = 24): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  switch (format) {
    case 'jpeg':
      return base.jpeg().toBuffer();
    case 'png':
      return base.png().toBuffer();
    case 'webp':
      return base.webp().toBuffer();
    case 'gif':
      return base.gif().toBuffer();
  }
}

/**
 * A valid, tiny PNG that decodes to width x height pixels (1-bit greyscale, all black): a
 * decompression bomb. Built by hand because encoding it with sharp takes seconds.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface MultipartPart {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte and header. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----academy${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A file part named `file`, as the SPA sends it. */
export function fileForm(data: Buffer | string, filename = 'picture.png', contentType = 'image/png') {
  return multipart([{ name: 'file', data, filename, contentType }]);
}

/** POST /api/Files/?folder= with a real image; fails the test unless it is stored. */
export async function uploadImage(t: TestApp, token: string, folder = 'customer-profile-image', image?: Buffer): Promise<UploadResponse> {
  const res = await t.request({ method: 'POST', url: `/api/Files/?folder=${encodeURIComponent(folder)}`, token, ...fileForm(image ?? (await makeImage('png'))) });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<UploadResponse>();
}

/** The problem+json `code`, after checking the content type. */
export function problemCode(res: { headers: Record<string, unknown>; body: string }): string {
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  return (JSON.parse(res.body) as Problem).code;
}

export async function customerRow(t: TestApp, username: string): Promise<CustomerRow> {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.username, username));
  if (!row) throw new Error(`no customer ${username}`);
  return row;
}

/** A valid access token for the customer's current token version, without a password hash (fast). */
export async function tokenFor(t: TestApp, username: string): Promise<string> {
  const row = await customerRow(t, username);
  return (await t.context.accessTokens.issue(row.id, row.tokenVersion)).accessToken;
}

/** Every file below a folder, relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

let ipCounter = 0;
/** A fresh client address, so per-IP rate limits of one test do not spill into another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The exact public fields of a customer: never the internal id, the password hash or the token version. */
export const CUSTOMER_FIELDS = [
  'encryptId', 'username', 'email', 'firstName', 'lastName', 'role', 'points', 'completedCourses', 'completedLessons',
  'isEmailVerified', 'profileImage', 'country', 'lang', 'referralCode', 'socialLinks', 'createdAt',
].sort();

export interface TestCourse {
  id: number;
  slug: string;
  /** A free preview, then lessons only enrolled students may open. */
  previewLessonId: number;
  lockedLessonId: number;
  lessonIds: number[];
}

/**
 * A course of its own for one test, written straight to the database: free and published unless
 * told otherwise, by the demo instructor unless told otherwise (null: no instructor).
 */
export async function makeCourse(
  t: TestApp,
  options: { slug: string; title?: string; price?: number; isPublished?: boolean; instructor?: string | null; lessons?: number },
): Promise<TestCourse> {
  const db = t.database.db;
  const instructorId = options.instructor === null ? null : (await customerRow(t, options.instructor ?? 'instructor')).id;
  const isPublished = options.isPublished ?? true;
  const [course] = await db
    .insert(courses)
    .values({
      slug: options.slug,
      title: options.title ?? `Test course ${options.slug}`,
      subtitle: 'Made by a test',
      description: 'A course made by a test.',
      level: 'all',
      language: 'en',
      price: options.price ?? 0,
      instructorId,
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    })
    .returning({ id: courses.id, slug: courses.slug });
  const [section] = await db.insert(courseSections).values({ courseId: course!.id, title: 'Section 1', sortOrder: 0 }).returning({ id: courseSections.id });
  const count = Math.max(2, options.lessons ?? 2);
  const rows = await db
    .insert(lessons)
    .values(
      Array.from({ length: count }, (_, i) => ({
        sectionId: section!.id,
        courseId: course!.id,
        title: `Lesson ${i + 1}`,
        kind: 'text' as const,
        durationSeconds: 120,
        isPreview: i === 0,
        sortOrder: i,
        body: `Secret body ${i + 1} of ${options.slug}`,
      })),
    )
    .returning({ id: lessons.id });
  const lessonIds = rows.map((r) => r.id).sort((a, b) => a - b);
  return { id: course!.id, slug: course!.slug, previewLessonId: lessonIds[0]!, lockedLessonId: lessonIds[1]!, lessonIds };
}

/**
 * Everything a learner has in one course, and the course's counters: compare two of these to
 * prove a call changed nothing.
 */
export async function learnerState(t: TestApp, username: string, courseId: number) {
  const db = t.database.db;
  const me = await customerRow(t, username);
  const mine = (table: { customerId: AnyPgColumn; courseId: AnyPgColumn }) => and(eq(table.customerId, me.id), eq(table.courseId, courseId));
  const [enrollment, progress, wishlist, review, certificate, [course]] = await Promise.all([
    db.select().from(enrollments).where(mine(enrollments)),
    db.select().from(lessonProgress).where(mine(lessonProgress)).orderBy(asc(lessonProgress.lessonId)),
    db.select().from(wishlistItems).where(mine(wishlistItems)),
    db.select().from(reviews).where(mine(reviews)),
    db.select().from(certificates).where(mine(certificates)),
    db.select({ enrollmentCount: courses.enrollmentCount, ratingSum: courses.ratingSum, ratingCount: courses.ratingCount }).from(courses).where(eq(courses.id, courseId)),
  ]);
  return {
    counters: { points: me.points, completedLessons: me.completedLessons, completedCourses: me.completedCourses },
    enrollment,
    progress,
    wishlist,
    review,
    certificate,
    course,
  };
}
export type LearnerState = Awaited<ReturnType<typeof learnerState>>;

/** Who the studio's tests act as: the demo instructor, admin and student, another instructor (a fresh account by `otherName`), and a category to file courses under. */
export interface StudioCast {
  instructor: string;
  admin: string;
  student: string;
  other: string;
  categoryId: number;
}

export async function studioCast(t: TestApp, otherName: string): Promise<StudioCast> {
  const [instructor, admin, student] = [await tokenFor(t, 'instructor'), await tokenFor(t, 'admin'), await tokenFor(t, 'student')];
  await t.signUp(otherName);
  await t.database.db.update(customers).set({ role: 'instructor' }).where(eq(customers.username, otherName));
  const other = await tokenFor(t, otherName);
  const cats = await t.request({ method: 'GET', url: '/api/Categories' });
  const categoryId = (cats.json<{ id: number }[]>()[0] as { id: number }).id;
  return { instructor, admin, student, other, categoryId };
}
