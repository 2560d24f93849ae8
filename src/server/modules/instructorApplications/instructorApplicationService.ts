import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { INSTRUCTOR_SECTIONS, ROUTES, STUDENT_SECTIONS } from '../../../shared/spaRoutes';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { APPLICATION_STATUSES, InstructorApplication, InstructorApplicationRequest } from '../../../shared/schemas/studio';
import type { ServerContext } from '../../context';
import type { SettingsService } from '../settings/settingsService';
import { customers, instructorApplications, type CustomerRow, type InstructorApplicationRow } from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { audit } from '../audit/audit';
import { fullName, isoTime } from '../courses/courseSql';
import { applicationApprovedMail, applicationRejectedMail } from './applicationMails';

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
type Applicant = Pick<CustomerRow, 'username' | 'firstName' | 'lastName' | 'email' | 'profileImage'>;

const notFound = () => new AppError(404, ERROR_CODES.INSTRUCTOR_APPLICATION_NOT_FOUND, 'There is no such application.');
const alreadyDecided = () => new AppError(409, ERROR_CODES.INSTRUCTOR_APPLICATION_ALREADY_DECIDED, 'This application was decided already.');
const invalid = (detail: string) => new AppError(400, ERROR_CODES.INSTRUCTOR_APPLICATION_INVALID, detail);


function toDto(row: InstructorApplicationRow, applicant?: Applicant): InstructorApplication {
  return {
    id: row.id,
    status: row.status,
    bio: row.bio,
    topics: row.topics,
    reason: row.reason,
    createdAt: isoTime(row.createdAt),
    decidedAt: row.decidedAt ? isoTime(row.decidedAt) : null,
    ...(applicant
      ? { applicant: { username: applicant.username, fullName: fullName(applicant.firstName, applicant.lastName, applicant.username), email: applicant.email, profileImage: applicant.profileImage } }
      : {}),
  };
}

/** Trimmed topics, each once (case-insensitively), in the order given. */
function cleanTopics(topics: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of topics) {
    const topic = raw.trim().replace(/\s+/g, ' ');
    if (!topic) throw invalid('A topic is blank.');
    const key = topic.toLocaleLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(topic);
    }
  }
  return out;
}

/** Applying to teach, and the admin's decision: an approval makes the account an instructor at once. */
export class InstructorApplicationService {
  constructor(
    private readonly ctx: ServerContext,
    /** New applications can be closed by the admins. */
    private readonly settings: SettingsService,
  ) {}

  async apply(caller: CustomerRow, request: InstructorApplicationRequest): Promise<InstructorApplication> {
    if (caller.role !== 'student') throw new AppError(409, ERROR_CODES.INSTRUCTOR_APPLICATION_ALREADY_INSTRUCTOR, 'This account teaches already.');
    if (!(await this.settings.values()).instructorApplicationsOpen) throw new AppError(409, ERROR_CODES.INSTRUCTOR_APPLICATIONS_CLOSED, 'New instructor applications are closed for now.');
    const bio = request.bio.trim();
    if (bio.length < 20) throw invalid('The bio is too short.');
    const topics = cleanTopics(request.topics);
    try {
      const [row] = await this.ctx.db.insert(instructorApplications).values({ customerId: caller.id, bio, topics }).returning();
      return toDto(row!);
    } catch (err) {
      // The one-pending-per-customer index: a second application, or one racing the first.
      if (uniqueViolation(err) !== null) throw new AppError(409, ERROR_CODES.INSTRUCTOR_APPLICATION_PENDING, 'An application is waiting for a decision already.');
      throw err;
    }
  }

  /** The caller's latest application. */
  async mine(caller: CustomerRow): Promise<InstructorApplication> {
    const [row] = await this.ctx.db
      .select()
      .from(instructorApplications)
      .where(eq(instructorApplications.customerId, caller.id))
      .orderBy(desc(instructorApplications.createdAt), desc(instructorApplications.id))
      .limit(1);
    if (!row) throw notFound();
    return toDto(row);
  }

  /** Pending ones oldest first (a queue); decided ones newest decision first. */
  async list(status: ApplicationStatus | undefined, page: number, pageSize: number): Promise<Page<InstructorApplication>> {
    const where: SQL | undefined = status ? eq(instructorApplications.status, status) : undefined;
    const order =
      status === 'pending'
        ? [instructorApplications.createdAt, instructorApplications.id]
        : [desc(instructorApplications.createdAt), desc(instructorApplications.id)];
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(instructorApplications).where(where),
      this.ctx.db
        .select({
          application: instructorApplications,
          applicant: { username: customers.username, firstName: customers.firstName, lastName: customers.lastName, email: customers.email, profileImage: customers.profileImage },
        })
        .from(instructorApplications)
        .innerJoin(customers, eq(customers.id, instructorApplications.customerId))
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return { items: rows.map((r) => toDto(r.application, r.applicant)), total: total?.n ?? 0, page, pageSize };
  }

  /** The applicant becomes an instructor (unless an admin already); mailed in their language. */
  async approve(admin: CustomerRow, id: number): Promise<InstructorApplication> {
    const decided = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(instructorApplications)
        .set({ status: 'approved', decidedBy: admin.id, decidedAt: new Date(), reason: null })
        .where(and(eq(instructorApplications.id, id), eq(instructorApplications.status, 'pending')))
        .returning();
      if (!row) return null;
      const [applicant] = await tx
        .update(customers)
        .set({ role: 'instructor', updatedAt: new Date() })
        .where(and(eq(customers.id, row.customerId), eq(customers.role, 'student')))
        .returning();
      const who = applicant ?? (await tx.select().from(customers).where(eq(customers.id, row.customerId)))[0]!;
      await audit(tx, {
        actorId: admin.id,
        action: 'application.approve',
        targetType: 'customer',
        targetId: who.encryptId,
        detail: { applicationId: row.id, username: who.username },
        before: { role: applicant ? 'student' : who.role },
        after: { role: who.role },
      });
      return { row, applicant: who };
    });
    if (!decided) throw await this.whyNotPending(id);
    const { row, applicant } = decided;
    const link = `${this.ctx.config.publicUrl}/${ROUTES.instructor}/${dashboardSection}`;
    await this.ctx.mailer.send(applicationApprovedMail(applicant.lang, applicant.email, displayName(applicant), link));
    return toDto(row, applicant);
  }

  async reject(admin: CustomerRow, id: number, rawReason: string): Promise<InstructorApplication> {
    const reason = rawReason.trim();
    if (!reason) throw invalid('Give a reason.');
    const decided = await this.ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(instructorApplications)
        .set({ status: 'rejected', decidedBy: admin.id, decidedAt: new Date(), reason })
        .where(and(eq(instructorApplications.id, id), eq(instructorApplications.status, 'pending')))
        .returning();
      if (!updated) return null;
      const [who] = await tx.select().from(customers).where(eq(customers.id, updated.customerId));
      await audit(tx, { actorId: admin.id, action: 'application.reject', targetType: 'customer', targetId: who!.encryptId, detail: { applicationId: updated.id, username: who!.username, reason } });
      return { row: updated, applicant: who };
    });
    if (!decided) throw await this.whyNotPending(id);
    const { row, applicant } = decided;
    const link = `${this.ctx.config.publicUrl}/${ROUTES.student}/${teachSection}`;
    await this.ctx.mailer.send(applicationRejectedMail(applicant!.lang, applicant!.email, displayName(applicant!), link, reason));
    return toDto(row, applicant);
  }

  private async whyNotPending(id: number): Promise<AppError> {
    const [row] = await this.ctx.db.select({ id: instructorApplications.id }).from(instructorApplications).where(eq(instructorApplications.id, id));
    return row ? alreadyDecided() : notFound();
  }
}

const teachSection = STUDENT_SECTIONS.find((s) => s === 'teach')!;
const dashboardSection = INSTRUCTOR_SECTIONS.find((s) => s === 'dashboard')!;

function displayName(row: Pick<CustomerRow, 'firstName' | 'username'>): string {
  return row.firstName.trim() || row.username;
}
