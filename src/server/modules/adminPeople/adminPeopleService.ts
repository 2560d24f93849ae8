// People: the admin search, a person's detail (enrolments, orders, tickets, sign-in methods), role,
// disable/enable (one or up to BULK_MAX_IDS at once), activation and reset mails.
//
// Concurrency of PUT: the version is the person's updatedAt in epoch milliseconds (customers has no
// version column). Every change made here moves updatedAt forward by at least 1 ms, so the version of
// a change made here always differs; other changes of the record (a profile edit, a sign-out) move it
// too, which at worst asks the admin to look again. The check runs under the target row's lock.
//
// The last enabled admin: role and disable changes lock every admin row (and the target's) in id order
// in their transaction, then count the enabled admins left; two admins demoting each other at once are
// ordered by those locks, and the second sees the first's change.
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type {
  AdminPeoplePage, AdminPeopleQuery, AdminPerson, AdminPersonDetail, AdminPersonMailResult, AdminPersonUpdate,
} from '../../../shared/schemas/adminPeople';
import { BULK_MAX_IDS, type BulkItemResult, type PeopleBulkRequest, type PeopleBulkResult } from '../../../shared/schemas/adminBulk';
import type { InstructorApplication } from '../../../shared/schemas/studio';
import type { ServerContext } from '../../context';
import {
  courses, customerIdentities, customers, deletedAccounts, enrollments, instructorApplications, lessons, orders, tickets, type CustomerRow,
} from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { versionConflict } from '../../plugins/versioning';
import type { Services } from '../../services';
import { audit } from '../audit/audit';

const ORDERS_SHOWN = 50;
const TICKETS_SHOWN = 50;
const TARGET_TYPE = 'customer';

const notFound = () => new AppError(404, ERROR_CODES.CUSTOMER_NOT_FOUND, 'No such person.');

export function versionOf(row: Pick<CustomerRow, 'updatedAt'>): number {
  return row.updatedAt.getTime();
}

/** `%`, `_` and `\` typed in a search are searched for as they are. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toAdminPerson(row: CustomerRow): AdminPerson {
  return {
    encryptId: row.encryptId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isEmailVerified: row.isEmailVerified,
    disabled: row.disabledAt !== null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    country: row.country,
    lang: row.lang,
    profileImage: row.profileImage,
  };
}

const notDeleted = sql`not exists (select 1 from ${deletedAccounts} where ${deletedAccounts.customerId} = ${customers.id})`;

/** Customer rows as the locking query returns them (snake case from raw SQL). */
interface LockedRow extends Record<string, unknown> {
  id: string;
  role: string;
  disabled_at: Date | string | null;
}

export class AdminPeopleService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}

  async list(query: AdminPeopleQuery): Promise<AdminPeoplePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const conditions: SQL[] = [notDeleted];
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      conditions.push(
        or(
          sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) like ${pattern}`,
          sql`lower(${customers.username}) like ${pattern}`,
          sql`lower(${customers.email}) like ${pattern}`,
        )!,
      );
    }
    if (query.role) conditions.push(eq(customers.role, query.role));
    if (query.status === 'disabled') conditions.push(isNotNull(customers.disabledAt));
    else if (query.status === 'active') conditions.push(and(isNull(customers.disabledAt), eq(customers.isEmailVerified, true))!);
    else if (query.status === 'unverified') conditions.push(and(isNull(customers.disabledAt), eq(customers.isEmailVerified, false))!);
    const where = and(...conditions);
    const [rows, [count]] = await Promise.all([
      this.ctx.db.select().from(customers).where(where).orderBy(desc(customers.createdAt), asc(customers.id)).limit(pageSize).offset((page - 1) * pageSize),
      this.ctx.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
    ]);
    return { items: rows.map(toAdminPerson), total: Number(count?.n ?? 0), page, pageSize };
  }

  private async target(encryptId: string): Promise<CustomerRow> {
    const [row] = await this.ctx.db.select().from(customers).where(and(eq(customers.encryptId, encryptId), notDeleted));
    if (!row) throw notFound();
    return row;
  }

  async detail(admin: CustomerRow, encryptId: string): Promise<AdminPersonDetail> {
    return this.detailOf(admin, await this.target(encryptId));
  }

  private async detailOf(admin: CustomerRow, row: CustomerRow): Promise<AdminPersonDetail> {
    const [enrolled, bought, identities, [application], opened] = await Promise.all([
      this.ctx.db
        .select({
          courseId: courses.id,
          courseTitle: courses.title,
          courseSlug: courses.slug,
          courseLang: courses.language,
          completedLessons: enrollments.completedLessons,
          totalLessons: sql<number>`(select count(*)::int from ${lessons} tl where tl.course_id = ${enrollments.courseId})`,
          completedAt: enrollments.completedAt,
          enrolledAt: enrollments.enrolledAt,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.customerId, row.id))
        .orderBy(desc(enrollments.enrolledAt), asc(courses.id)),
      this.ctx.db
        .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, status: orders.status, totalMinor: orders.totalMinor, currency: orders.currency })
        .from(orders)
        .where(eq(orders.customerId, row.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ORDERS_SHOWN),
      this.ctx.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, row.id)).orderBy(customerIdentities.provider),
      this.ctx.db.select().from(instructorApplications).where(eq(instructorApplications.customerId, row.id)).orderBy(desc(instructorApplications.createdAt), desc(instructorApplications.id)).limit(1),
      this.ctx.db
        .select({ id: tickets.id, subject: tickets.subject, status: tickets.status, lastMessageAt: tickets.lastMessageAt })
        .from(tickets)
        .where(eq(tickets.requesterId, row.id))
        .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
        .limit(TICKETS_SHOWN),
    ]);
    const applicationDto: InstructorApplication | null = application
      ? {
          id: application.id,
          status: application.status,
          bio: application.bio,
          topics: application.topics,
          reason: application.reason,
          createdAt: application.createdAt.toISOString(),
          decidedAt: application.decidedAt?.toISOString() ?? null,
        }
      : null;
    return {
      person: toAdminPerson(row),
      version: versionOf(row),
      isSelf: row.id === admin.id,
      enrollments: enrolled.map((e) => {
        const total = Number(e.totalLessons);
        return {
          courseId: e.courseId,
          courseTitle: e.courseTitle,
          courseSlug: e.courseSlug,
          courseLang: e.courseLang,
          completedLessons: e.completedLessons,
          totalLessons: total,
          progress: e.completedAt ? 100 : total > 0 ? Math.min(100, Math.floor((e.completedLessons * 100) / total)) : 0,
          completedAt: e.completedAt?.toISOString() ?? null,
          enrolledAt: e.enrolledAt.toISOString(),
        };
      }),
      orders: bought.map((o) => ({ id: o.id, number: o.number, createdAt: o.createdAt.toISOString(), status: o.status, totalMinor: Number(o.totalMinor), currency: o.currency })),
      tickets: opened.map((k) => ({ id: k.id, subject: k.subject, status: k.status, lastMessageAt: k.lastMessageAt.toISOString() })),
      signIn: {
        password: row.passwordHash !== null,
        social: identities.map((i) => ({ provider: i.provider === 'google' ? ('Google' as const) : ('Facebook' as const), email: i.email, linkedAt: i.createdAt.toISOString() })),
      },
      instructorApplication: applicationDto,
    };
  }

  /**
   * PUT {role} or {disabled}: under the locks of every admin row and the target's, with `expected`
   * (If-Match) checked against the target's version. Refused: the admin's own record (409
   * PEOPLE_SELF_CHANGE), a change that leaves no enabled admin (409 PEOPLE_LAST_ADMIN). Disabling ends
   * every session of the person at once (tokenVersion raised in the same change). Audited.
   */
  async update(admin: CustomerRow, encryptId: string, change: AdminPersonUpdate, expected: number): Promise<AdminPersonDetail> {
    const { row } = await this.apply(admin, await this.target(encryptId), change, expected);
    return this.detailOf(admin, row);
  }

  /**
   * POST /Admin/Customers/Bulk: disable or enable up to BULK_MAX_IDS people, each exactly as the single
   * PUT (the same refusals, its own transaction and audit line) but without a version to check. A
   * refusal of one person does not stop the others; the answer says what became of each.
   */
  async bulk(admin: CustomerRow, request: PeopleBulkRequest): Promise<PeopleBulkResult> {
    const ids = [...new Set(request.ids)];
    if (ids.length > BULK_MAX_IDS) throw new AppError(400, ERROR_CODES.BULK_TOO_MANY, `At most ${BULK_MAX_IDS} people at once.`);
    const change: AdminPersonUpdate = { disabled: request.action === 'disable' };
    const results: BulkItemResult<string>[] = [];
    for (const id of ids) {
      try {
        const { changed } = await this.apply(admin, await this.target(id), change, null);
        results.push({ id, outcome: changed ? 'done' : 'unchanged', code: null });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        results.push({ id, outcome: 'refused', code: err.code });
      }
    }
    const count = (outcome: BulkItemResult<string>['outcome']) => results.filter((r) => r.outcome === outcome).length;
    return { results, done: count('done'), unchanged: count('unchanged'), refused: count('refused') };
  }

  /** One change of one person (see update); `expected` null: no version check (bulk). */
  private async apply(admin: CustomerRow, found: CustomerRow, change: AdminPersonUpdate, expected: number | null): Promise<{ row: CustomerRow; changed: boolean }> {
    if (found.id === admin.id) throw new AppError(409, ERROR_CODES.PEOPLE_SELF_CHANGE, 'You cannot change your own role or disable your own account.');
    return this.ctx.db.transaction(async (tx) => {
      // Every admin row, the target's and the caller's, in one order, so that concurrent changes queue.
      const locked = (
        await tx.execute<LockedRow>(sql`
          select id, role, disabled_at from customers
          where role = 'admin' or id = ${found.id} or id = ${admin.id}
          order by id for update`)
      ).rows;
      const current = locked.find((r) => r.id === found.id);
      if (!current) throw notFound();
      const [before] = await tx.select().from(customers).where(eq(customers.id, found.id));
      if (!before) throw notFound();
      if (expected !== null && versionOf(before) !== expected) throw versionConflict(versionOf(before), toAdminPerson(before));

      const enabledAdmin = (r: LockedRow) => r.role === 'admin' && r.disabled_at === null;
      const targetLeavesAdmins = enabledAdmin(current) && ((change.role !== undefined && change.role !== 'admin') || change.disabled === true);
      if (targetLeavesAdmins && !locked.some((r) => r.id !== found.id && enabledAdmin(r))) {
        throw new AppError(409, ERROR_CODES.PEOPLE_LAST_ADMIN, 'This is the last enabled admin; make someone else an admin first.');
      }
      // The caller may have lost the role meanwhile (another admin's change that committed first).
      const me = locked.find((r) => r.id === admin.id);
      if (!me || !enabledAdmin(me)) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You do not have access to this.');

      const bump = sql`greatest(now(), ${customers.updatedAt} + interval '1 millisecond')`;
      if (change.role !== undefined) {
        if (change.role === before.role) return { row: before, changed: false };
        const [after] = await tx.update(customers).set({ role: change.role, updatedAt: bump }).where(eq(customers.id, before.id)).returning();
        await audit(tx, { actorId: admin.id, action: 'people.role', targetType: TARGET_TYPE, targetId: before.encryptId, before: { role: before.role }, after: { role: change.role }, detail: { username: before.username } });
        return { row: after!, changed: true };
      }
      const disable = change.disabled === true;
      if (disable === (before.disabledAt !== null)) return { row: before, changed: false };
      const [after] = await tx
        .update(customers)
        .set(disable ? { disabledAt: sql`now()`, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: bump } : { disabledAt: null, updatedAt: bump })
        .where(eq(customers.id, before.id))
        .returning();
      await audit(tx, {
        actorId: admin.id,
        action: disable ? 'people.disable' : 'people.enable',
        targetType: TARGET_TYPE,
        targetId: before.encryptId,
        before: { disabledAt: before.disabledAt?.toISOString() ?? null },
        after: { disabledAt: after!.disabledAt?.toISOString() ?? null },
        detail: { username: before.username, ...(disable ? { sessionsEnded: true } : {}) },
      });
      return { row: after!, changed: true };
    });
  }

  /** POST …/Resend-Activation: a new activation link (earlier ones stop working); only for an unconfirmed address. */
  async resendActivation(admin: CustomerRow, encryptId: string): Promise<AdminPersonMailResult> {
    const row = await this.target(encryptId);
    if (row.isEmailVerified) throw new AppError(409, ERROR_CODES.PEOPLE_ALREADY_VERIFIED, 'This e-mail address is already confirmed.');
    await this.services.customers.sendActivation(row);
    await audit(this.ctx.db, { actorId: admin.id, action: 'people.resendActivation', targetType: TARGET_TYPE, targetId: row.encryptId, detail: { username: row.username, email: row.email } });
    return { ok: true, email: row.email };
  }

  /** POST …/Reset-Password: the forgotten-password mail, in the person's language; the admin never sees the link. */
  async sendPasswordReset(admin: CustomerRow, encryptId: string): Promise<AdminPersonMailResult> {
    const row = await this.target(encryptId);
    await this.services.auth.mailResetLink(row);
    await audit(this.ctx.db, { actorId: admin.id, action: 'people.resetPassword', targetType: TARGET_TYPE, targetId: row.encryptId, detail: { username: row.username, email: row.email } });
    return { ok: true, email: row.email };
  }
}
