// Translation keys, storage folders and error keys of the content sections.
import { FILE_FOLDERS } from '../../../shared/constants';
import type { EventKind, PostKind } from '../../../shared/schemas/content';
import { errorMessageKey } from '../../lib/errors';
import { dateTimeFormat } from '../../lib/format';

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

/**
 * Online events ("Online (live stream)", "ออนไลน์", "Trực tuyến"): nobody travels to them, so their times
 * are shown in the viewer's zone; an in-person event's in its venue's.
 */
export function isOnlineEvent(place: string): boolean {
  return /^\s*(online|ออนไลน์|trực tuyến)/iu.test(place);
}

/** The IANA zone an event's times are shown in: the venue's, or undefined (the viewer's) for an online event. */
export function eventDisplayZone(event: { place: string; timeZone: string }): string | undefined {
  return isOnlineEvent(event.place) ? undefined : event.timeZone;
}

/**
 * "Dec 6, 2026, 1:00 – 4:00 PM GMT+7", "6 ธ.ค. 2569 13:00–16:00 GMT+7" in the UI language (Intl through lib/format: Thai keeps
 * its Buddhist year), the range collapsed where it can be, in `timeZone` (the viewer's when undefined) and
 * labelled with that zone's short name. The machine-readable ISO instant goes in `<time dateTime>`.
 */
export function formatDateRange(startIso: string, endIso: string, lang: string, timeZone?: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  try {
    return dateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).formatRange(start, end);
  } catch {
    return `${start.toISOString().slice(0, 16).replace('T', ' ')} – ${end.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

/** A zone's long name in the UI language ("Indochina Time", "เวลาอินโดจีน"); the viewer's zone when undefined. */
export function timeZoneName(lang: string, timeZone?: string, at = new Date()): string {
  try {
    const part = dateTimeFormat(lang, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone ?? '';
  } catch {
    return timeZone ?? '';
  }
}

/** The event has ended (no more registrations). */
export const isOver = (event: { endsAt: string }, now = Date.now()) => new Date(event.endsAt).getTime() < now;
