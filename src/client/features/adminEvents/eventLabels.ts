// Translation keys of the event kinds and statuses in the admin's pages, and a time shown in an event's zone.
import type { EventAdminStatus } from '../../../shared/schemas/adminEvents';
import type { EventKind } from '../../../shared/schemas/content';
import { formatDateTime } from '../../lib/format';

export const EVENT_KIND_KEYS: Record<EventKind, string> = {
  seminar: 'ADMIN_EVENTS.KINDS.SEMINAR',
  'robo-camp': 'ADMIN_EVENTS.KINDS.ROBO_CAMP',
  'road-trip': 'ADMIN_EVENTS.KINDS.ROAD_TRIP',
  event: 'ADMIN_EVENTS.KINDS.EVENT',
};

/** The kinds in the order the site lists them. */
export const EVENT_KINDS = Object.keys(EVENT_KIND_KEYS) as EventKind[];

export const EVENT_STATUS_KEYS: Record<EventAdminStatus, string> = {
  draft: 'ADMIN_EVENTS.STATUSES.DRAFT',
  scheduled: 'ADMIN_EVENTS.STATUSES.SCHEDULED',
  upcoming: 'ADMIN_EVENTS.STATUSES.UPCOMING',
  past: 'ADMIN_EVENTS.STATUSES.PAST',
};

/** "15 Jan 2030, 09:30" at the venue (the event's zone), in the UI language. */
export function formatInZone(iso: string, lang: string, timeZone: string): string {
  return formatDateTime(iso, lang, timeZone);
}
