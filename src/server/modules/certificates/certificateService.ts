import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { Certificate } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { certificates, courses, customers, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { fullName, isoTime } from '../courses/courseSql';

const student = alias(customers, 'student');
const instructor = alias(customers, 'instructor');

export class CertificateService {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select({
        code: certificates.code,
        issuedAt: certificates.issuedAt,
        courseId: courses.id,
        courseSlug: courses.slug,
        courseTitle: courses.title,
        courseLanguage: courses.language,
        studentUsername: student.username,
        studentFirstName: student.firstName,
        studentLastName: student.lastName,
        instructorUsername: instructor.username,
        instructorFirstName: instructor.firstName,
        instructorLastName: instructor.lastName,
      })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .innerJoin(student, eq(student.id, certificates.customerId))
      .leftJoin(instructor, eq(instructor.id, courses.instructorId));
  }

  private static toDto(row: Awaited<ReturnType<CertificateService['select']>>[number]): Certificate {
    return {
      code: row.code,
      issuedAt: isoTime(row.issuedAt),
      studentName: fullName(row.studentFirstName, row.studentLastName, row.studentUsername),
      course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle, language: row.courseLanguage },
      instructorName: row.instructorUsername ? fullName(row.instructorFirstName, row.instructorLastName, row.instructorUsername) : null,
    };
  }

  async mine(caller: CustomerRow, page: number, pageSize: number): Promise<Page<Certificate>> {
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(certificates).where(eq(certificates.customerId, caller.id)),
      this.select().where(eq(certificates.customerId, caller.id)).orderBy(desc(certificates.issuedAt), desc(certificates.id)).limit(pageSize).offset((page - 1) * pageSize),
    ]);
    return { items: rows.map((r) => CertificateService.toDto(r)), total: total?.n ?? 0, page, pageSize };
  }

  /** Public: anyone holding the code can check who earned which course and when. */
  async verify(code: string): Promise<Certificate> {
    const [row] = await this.select().where(eq(certificates.code, code.trim().toUpperCase()));
    if (!row) throw new AppError(404, ERROR_CODES.CERTIFICATE_NOT_FOUND, 'No certificate has this code.');
    return CertificateService.toDto(row);
  }
}
