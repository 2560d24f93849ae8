// The audit trail for admins (GET /api/Admin/AuditLog): newest first, filtered by actor, action,
// target and dates. Append only: no route changes or deletes a line.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Nullable, PageOf } from './common';

const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day (UTC), YYYY-MM-DD' });

export const AuditLogQuerySchema = Type.Object({
  /** Who: a username, name or e-mail (contains), or an encryptId (exact). */
  actor: Type.Optional(Type.String({ maxLength: 200 })),
  /** An action (`payout.approve`) or the start of one (`payout.` or `payout`). */
  action: Type.Optional(Type.String({ maxLength: 100 })),
  /** A target type (`payout`) or type and id (`payout:12`). */
  target: Type.Optional(Type.String({ maxLength: 200 })),
  /** From this day on (UTC). */
  from: Type.Optional(DateOnly),
  /** Up to and with this day (UTC). */
  to: Type.Optional(DateOnly),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;

export const AuditActorSchema = Type.Object({
  encryptId: Type.String(),
  username: Type.String(),
  name: Type.String(),
});
export type AuditActor = Static<typeof AuditActorSchema>;

export const AuditLogItemSchema = Type.Object({
  id: Type.Integer(),
  /** Who did it; null when that account was deleted since (or the system did it). */
  actor: Nullable(AuditActorSchema),
  /** When the actor's account was deleted since: who it was when the line was written (else null). */
  formerActor: Nullable(Type.Object({ username: Type.String(), name: Type.String() })),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  /** A person as target: their encryptId (for a link to their page), when the account still exists. */
  targetPerson: Nullable(Type.Object({ encryptId: Type.String(), username: Type.String() })),
  detail: Type.Record(Type.String(), Type.Unknown()),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  ip: Nullable(Type.String()),
  createdAt: IsoDateTime,
});
export type AuditLogItem = Static<typeof AuditLogItemSchema>;
export const AuditLogPageSchema = PageOf(AuditLogItemSchema);
export type AuditLogPage = Static<typeof AuditLogPageSchema>;
