// The audit trail for admins: search (read only: no code path changes or deletes a line but the
// retention job), and that job, which deletes lines older than a year (the only deletion migration
// 0018's trigger lets through).
import { and, count, desc, eq, gte, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditLogItem, AuditLogPage, AuditLogQuery } from '../../../shared/schemas/adminAudit';
import type { ServerContext } from '../../context';
import { auditLog, customers } from '../../db/schema';
import type { Services } from '../../services';
import { fullName } from '../courses/courseSql';

/** How long a line is kept. */
export const AUDIT_RETENTION_INTERVAL = '1 year';

/** Target types whose id names a person (by encryptId, or by the account's id). */
const PERSON_TARGETS = ['customer', 'person', 'instructor'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsPattern = (text: string) => `%${escapeLike(text)}%`;

export class AuditLogService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}

  /** Lines newest first, filtered (see AuditLogQuery). */
  async search(query: AuditLogQuery): Promise<AuditLogPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const actor = alias(customers, 'actor');
    const person = alias(customers, 'target_person');
    const conditions: SQL[] = [];
    const who = query.actor?.trim();
    if (who) {
      const pattern = containsPattern(who);
      conditions.push(
        or(
          eq(actor.encryptId, who),
          sql`${actor.username} ilike ${pattern}`,
          sql`${actor.email} ilike ${pattern}`,
          sql`concat_ws(' ', ${actor.firstName}, ${actor.lastName}) ilike ${pattern}`,
          // A deleted account's lines: by the name kept on the line.
          and(isNull(auditLog.actorId), or(sql`${auditLog.actorUsername} ilike ${pattern}`, sql`${auditLog.actorName} ilike ${pattern}`)),
        )!,
      );
    }
    const action = query.action?.trim();
    if (action) {
      // An area ("payout" or "payout.") is every action of it; anything else the action itself.
      const area = action.endsWith('.') ? action : action.includes('.') ? null : `${action}.`;
      conditions.push(area ? like(auditLog.action, `${escapeLike(area)}%`) : eq(auditLog.action, action));
    }
    const target = query.target?.trim();
    if (target) {
      const cut = target.indexOf(':');
      if (cut < 0) conditions.push(eq(auditLog.targetType, target));
      else conditions.push(eq(auditLog.targetType, target.slice(0, cut)), eq(auditLog.targetId, target.slice(cut + 1)));
    }
    if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) conditions.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
    const where = conditions.length ? and(...conditions) : undefined;
    const personJoin = and(sql`${auditLog.targetType} in (${sql.join(PERSON_TARGETS.map((t) => sql`${t}`), sql`, `)})`, or(eq(person.encryptId, auditLog.targetId), sql`${person.id}::text = ${auditLog.targetId}`));

    const [rows, [total]] = await Promise.all([
      this.ctx.db
        .select({
          line: auditLog,
          actor: { encryptId: actor.encryptId, username: actor.username, firstName: actor.firstName, lastName: actor.lastName },
          person: { encryptId: person.encryptId, username: person.username },
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(person, personJoin)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      who
        ? this.ctx.db.select({ n: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.actorId)).where(where)
        : this.ctx.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const items: AuditLogItem[] = rows.map(({ line, actor: a, person: p }) => ({
      id: line.id,
      actor: a ? { encryptId: a.encryptId, username: a.username, name: fullName(a.firstName, a.lastName, a.username) } : null,
      formerActor: !a && line.actorUsername ? { username: line.actorUsername, name: fullName(line.actorName, null, line.actorUsername) } : null,
      action: line.action,
      targetType: line.targetType,
      targetId: line.targetId,
      targetPerson: p ? { encryptId: p.encryptId, username: p.username } : null,
      detail: line.detail,
      before: line.before ?? null,
      after: line.after ?? null,
      ip: line.ip ?? null,
      createdAt: line.createdAt.toISOString(),
    }));
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /** The retention job: deletes the lines older than a year; answers how many. */
  async purgeExpired(): Promise<number> {
    const deleted = await this.ctx.db.delete(auditLog).where(lt(auditLog.createdAt, sql`now() - ${sql.raw(`interval '${AUDIT_RETENTION_INTERVAL}'`)}`)).returning({ id: auditLog.id });
    return deleted.length;
  }
}
