// How an audit line reads: its action as a translated label (the raw action when none), its target's
// page in the console when there is one, and a change as a list of fields (before -> after).
import { adminPaths } from '../../app/areaPaths';
import type { AuditLogItem } from '../../../shared/schemas/adminAudit';

/** The areas actions start with (`<area>.<verb>`), as the console's filter offers them. */
export const AUDIT_ACTION_AREAS = ['people', 'application', 'course', 'category', 'news', 'post', 'event', 'order', 'payment', 'refund', 'payout', 'ticket', 'settings'] as const;
export type AuditActionArea = (typeof AUDIT_ACTION_AREAS)[number];

/** The target types with a translated name (ADMIN_AUDIT.TARGETS.*); any other type is shown as written. */
export const AUDIT_TARGET_TYPES = ['customer', 'person', 'instructor', 'application', 'course', 'category', 'news', 'post', 'event', 'order', 'payment', 'refund', 'payout', 'settings', 'ticket', 'canned_reply'] as const;

/** The translation key of a target type (`canned_reply` -> ADMIN_AUDIT.TARGETS.CANNED_REPLY), or null when it has none. */
export function targetTypeKey(type: string): string | null {
  return (AUDIT_TARGET_TYPES as readonly string[]).includes(type) ? `ADMIN_AUDIT.TARGETS.${type.toUpperCase()}` : null;
}

/** The translation key of an action: `payout.approve` -> ADMIN_AUDIT.ACTIONS.PAYOUT_APPROVE. */
export function actionKey(action: string): string {
  return `ADMIN_AUDIT.ACTIONS.${action.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[^a-zA-Z0-9]+/g, '_').toUpperCase()}`;
}

const numeric = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/** The console page of the line's target, or null when none exists. */
export function targetPath(item: Pick<AuditLogItem, 'targetType' | 'targetId' | 'targetPerson'>): string | null {
  const n = numeric(item.targetId);
  switch (item.targetType) {
    case 'customer':
    case 'person':
    case 'instructor':
      return item.targetPerson ? adminPaths.person(item.targetPerson.encryptId) : null;
    case 'course':
      return n === null ? null : adminPaths.courseReview(n);
    case 'order':
      return adminPaths.order(item.targetId);
    case 'news':
      return n === null ? null : adminPaths.newsEdit(n);
    case 'post':
      return n === null ? null : adminPaths.postEdit(n);
    case 'event':
      return n === null ? null : adminPaths.eventEdit(n);
    case 'payout':
      return adminPaths.payouts();
    case 'refund':
      return adminPaths.refunds();
    case 'payment':
      return adminPaths.payments();
    case 'category':
      return adminPaths.categories();
    case 'application':
      return adminPaths.instructorApplications();
    case 'settings':
      return adminPaths.settings();
    case 'ticket':
      return n === null ? null : adminPaths.ticket(n);
    default:
      return null;
  }
}

/** A value as one line of text: text as it is, numbers and booleans as written, objects as compact JSON, none as null. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Every field named in before or after, in the order they first appear. */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: valueText(before?.[field]), after: valueText(after?.[field]) }));
}
