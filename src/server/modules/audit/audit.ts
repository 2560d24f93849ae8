// The audit trail: what an admin did, to what, with which details. Written in the same transaction as
// the change it records, so a change without its line (or a line without its change) cannot happen.
import { auditLog } from '../../db/schema';
import type { Executor } from '../cart/cartLines';

export interface AuditLine {
  actorId: string | null;
  /** A verb of the form `<area>.<action>`, e.g. `payout.approve`. */
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

export async function audit(db: Executor, line: AuditLine): Promise<void> {
  await db.insert(auditLog).values({ actorId: line.actorId, action: line.action, targetType: line.targetType, targetId: line.targetId, detail: line.detail ?? {} });
}
