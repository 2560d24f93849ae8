// Translation keys, storage folders and error keys of the content sections.
import { FILE_FOLDERS } from '../../../shared/constants';
import type { EventKind, PostKind } from '../../../shared/schemas/content';
import { errorMessageKey } from '../../lib/errors';

/** Storage folders of the content files (src/shared/API.md, "Content sections"). */
export const CONTENT_FOLDERS = {
  postCover: FILE_FOLDERS.postCoverImage,
  podcastAudio: FILE_FOLDERS.podcastAudio,
  eventCover: FILE_FOLDERS.eventCoverImage,
} as const;

/** Translation keys of the sections (PAGES.<page>.TITLE); their paths are in app/paths.ts. */
export const POST_KIND_META: Record<PostKind, { page: string }> = {
  blog: { page: 'BLOGS' },
  podcast: { page: 'PODCASTS' },
};

export const EVENT_KIND_META: Record<EventKind, { page: string }> = {
  seminar: { page: 'SEMINARS' },
  'robo-camp': { page: 'ROBO_CAMPS' },
  'road-trip': { page: 'ROBO_ROAD_TRIP' },
  event: { page: 'EVENTS' },
};

/** Codes of the content API with their own message (ERRORS.<code>). */
export const CONTENT_ERROR_KEYS: Record<string, string> = {
  POST_NOT_FOUND: 'ERRORS.POST_NOT_FOUND',
  EVENT_NOT_FOUND: 'ERRORS.EVENT_NOT_FOUND',
  EVENT_FULL: 'ERRORS.EVENT_FULL',
  EVENT_ALREADY_REGISTERED: 'ERRORS.EVENT_ALREADY_REGISTERED',
  EVENT_OVER: 'ERRORS.EVENT_OVER',
  EVENT_REGISTRATION_NOT_FOUND: 'ERRORS.EVENT_REGISTRATION_NOT_FOUND',
};

export function contentErrorKey(code: string | undefined): string {
  if (code === undefined) return errorMessageKey('UNKNOWN');
  return CONTENT_ERROR_KEYS[code] ?? errorMessageKey(code);
}

/** Paragraphs of a plain-text body: separated by a blank line (never HTML). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** "1:05:09" / "42:07" for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** "12 Mar 2026, 09:00 – 17:00" in the UI language (Intl), with the range collapsed where it can be; in `timeZone` when given (an event's venue). */
export function formatDateRange(startIso: string, endIso: string, lang: string, timeZone?: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const locale = lang === 'tl' ? 'fil' : lang;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).formatRange(start, end);
  } catch {
    return `${start.toISOString().slice(0, 16).replace('T', ' ')} – ${end.toISOString().slice(0, 16).replace('T', ' ')}`;
  }
}

/** The event has ended (no more registrations). */
export const isOver = (event: { endsAt: string }, now = Date.now()) => new Date(event.endsAt).getTime() < now;
