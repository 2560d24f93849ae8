import crypto from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { Certificate } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { certificates, courses, customers, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { fullName, isoTime } from '../courses/courseSql';
import { courseQuizGrade } from '../quizzes/quizAttemptService';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const instructor = alias(customers, 'instructor');

/** 80 random bits in Crockford-like base32 without look-alikes, grouped: ACAD-XXXX-XXXX-XXXX-XXXX. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return `ACAD-${out.match(/.{4}/g)!.join('-')}`;
}

/**
 * The student's certificate for a course: issued now, with the learner's name, the course title and the
 * instructor's name as they are at this moment (a later rename changes nothing on it), or the one
 * issued before (one per student and course, by a unique index). `issued` tells which.
 */
export async function issueCertificate(
  tx: Transaction,
  customerId: string,
  courseId: number,
  issuedAt?: Date,
): Promise<{ code: string; issued: boolean }> {
  // One query at a time: a transaction has one connection.
  const [learner] = await tx.select({ username: customers.username, firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, customerId));
  const [course] = await tx
    .select({ title: courses.title, username: instructor.username, firstName: instructor.firstName, lastName: instructor.lastName })
    .from(courses)
    .leftJoin(instructor, eq(instructor.id, courses.instructorId))
    .where(eq(courses.id, courseId));
  if (!learner || !course) throw new Error('certificate for an unknown student or course');
  // The final grade of a course with graded quizzes, frozen like the names.
  const gradePercent = await courseQuizGrade(tx, customerId, courseId);
  const inserted = await tx
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      customerId,
      courseId,
      ...(issuedAt ? { issuedAt } : {}),
      learnerName: fullName(learner.firstName, learner.lastName, learner.username),
      courseTitle: course.title,
      instructorName: course.username === null ? null : fullName(course.firstName, course.lastName, course.username),
      gradePercent,
    })
    .onConflictDoNothing({ target: [certificates.customerId, certificates.courseId] })
    .returning({ code: certificates.code });
  if (inserted[0]) return { code: inserted[0].code, issued: true };
  const [existing] = await tx.select({ code: certificates.code }).from(certificates).where(and(eq(certificates.customerId, customerId), eq(certificates.courseId, courseId)));
  if (!existing) throw new Error('certificate neither inserted nor found');
  return { code: existing.code, issued: false };
}

export class CertificateService {
  constructor(private readonly db: Database) {}

  /** The certificate as issued: its frozen names and title; the course's id, slug and language for the link. */
  private select() {
    return this.db
      .select({
        code: certificates.code,
        issuedAt: certificates.issuedAt,
        learnerName: certificates.learnerName,
        courseTitle: certificates.courseTitle,
        instructorName: certificates.instructorName,
        gradePercent: certificates.gradePercent,
        courseId: courses.id,
        courseSlug: courses.slug,
        courseLanguage: courses.language,
      })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId));
  }

  private static toDto(row: Awaited<ReturnType<CertificateService['select']>>[number]): Certificate {
    return {
      code: row.code,
      issuedAt: isoTime(row.issuedAt),
      studentName: row.learnerName,
      course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle, language: row.courseLanguage },
      instructorName: row.instructorName,
      ...(row.gradePercent !== null ? { gradePercent: Math.round(row.gradePercent * 10) / 10 } : {}),
    };
  }

  async mine(caller: CustomerRow, page: number, pageSize: number): Promise<Page<Certificate>> {
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(certificates).where(eq(certificates.customerId, caller.id)),
      this.select().where(eq(certificates.customerId, caller.id)).orderBy(desc(certificates.issuedAt), desc(certificates.id)).limit(pageSize).offset((page - 1) * pageSize),
    ]);
    return { items: rows.map((r) => CertificateService.toDto(r)), total: total?.n ?? 0, page, pageSize };
  }

  /** Public: anyone holding the code can check who earned which course and when, as it was issued. */
  async verify(code: string): Promise<Certificate> {
    const [row] = await this.select().where(eq(certificates.code, code.trim().toUpperCase()));
    if (!row) throw new AppError(404, ERROR_CODES.CERTIFICATE_NOT_FOUND, 'No certificate has this code.');
    return CertificateService.toDto(row);
  }
}
