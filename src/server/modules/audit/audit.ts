// The audit trail: what an admin did, to what, with which details, from which address. Written in the
// same transaction as the change it records, so a change without its line (or a line without its
// change) cannot happen. Append only: migration 0018's trigger refuses any change to a line and any
// deletion younger than a year (the retention job deletes the older ones).
import { sql } from 'drizzle-orm';
import { auditLog, customers } from '../../db/schema';
import type { Executor } from '../cart/cartLines';
import { currentRequestContext } from '../../plugins/requestContext';

export interface AuditLine {
  actorId: string | null;
  /** A verb of the form `<area>.<action>`, e.g. `payout.approve`. */
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
  /** The target's changed fields before and after (never a secret: no password hash, token or full account number). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The admin's address; by default the current request's (req.ip, through the request context). */
  ip?: string | null;
}

export async function audit(db: Executor, line: AuditLine): Promise<void> {
  await db.insert(auditLog).values({
    actorId: line.actorId,
    // Who the actor is now, kept on the line: the account may be deleted later (actorId then becomes null).
    ...(line.actorId
      ? {
          actorUsername: sql`(select ${customers.username} from ${customers} where ${customers.id} = ${line.actorId})`,
          actorName: sql`(select trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName})) from ${customers} where ${customers.id} = ${line.actorId})`,
        }
      : {}),
    action: line.action,
    targetType: line.targetType,
    targetId: line.targetId,
    detail: line.detail ?? {},
    before: line.before ?? null,
    after: line.after ?? null,
    ip: line.ip ?? currentRequestContext()?.ip ?? null,
  });
}

/** The fields of `after` whose values differ from `before`'s, as the pair an audit line keeps. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}
