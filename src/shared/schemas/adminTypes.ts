// Plain types of the admin console's stored shapes (no TypeBox, so the DB schema and the SPA can use
// them): a content item's fields in the languages other than its own, an event's schedule, and the
// settings admins change at run time.
import type { Language } from '../constants';

/** A content item's text in other languages than its own (`lang`): a missing language shows the item's own. */
export type ContentTranslations = Partial<Record<Language, { title?: string; summary?: string; body?: string }>>;

/** One line of an event's programme: a local time ("09:30") and what happens then. */
export interface EventScheduleItem {
  time: string;
  title: string;
}
