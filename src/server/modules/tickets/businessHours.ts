// The support clock: business seconds, Monday to Friday 09:00-18:00 in the ticket's region time zone.
// The regions' zones have no daylight saving today, but the day boundaries are computed through Intl
// for any zone, so a zone that has it is still counted right.
import type { CountryId } from '../../../shared/constants';

/** Each region's time zone (Global: UTC). */
export const REGION_TIME_ZONES: { readonly [C in CountryId]: string } = {
  999: 'UTC',
  174: 'Asia/Bangkok',
  193: 'Asia/Ho_Chi_Minh',
  138: 'Asia/Manila',
};

export const BUSINESS_DAY_START_HOUR = 9;
export const BUSINESS_DAY_END_HOUR = 18;
/** Monday (1) to Friday (5), as Date.getUTCDay() counts. */
const BUSINESS_WEEKDAYS = new Set([1, 2, 3, 4, 5]);
/** A clock this long (ten years of days) is a bug; stop counting there. */
const MAX_DAYS = 3660;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of `ms` in the zone, as if they were UTC (so the offset is their difference). */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `ms`, in milliseconds (Bangkok: +7 h). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const wall = wallClockAsUtc(Math.floor(ms / 1000) * 1000, timeZone);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant the zone's clock shows `wallUtc` (a wall time written as UTC). */
function instantOf(wallUtc: number, timeZone: string): number {
  let guess = wallUtc - zoneOffsetMs(wallUtc, timeZone);
  // Once more, for an offset that changed between the guess and the answer.
  guess = wallUtc - zoneOffsetMs(guess, timeZone);
  return guess;
}

/**
 * Business seconds between two instants in the zone: the parts of [from, to) that fall on Monday to
 * Friday between 09:00 and 18:00 local time. 0 when `to` is not after `from`.
 */
export function businessSecondsBetween(from: Date, to: Date, timeZone: string): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  // The local calendar day of `from`, as a UTC midnight.
  const firstWall = wallClockAsUtc(start, timeZone);
  let day = Date.UTC(new Date(firstWall).getUTCFullYear(), new Date(firstWall).getUTCMonth(), new Date(firstWall).getUTCDate());
  let total = 0;
  for (let i = 0; i < MAX_DAYS; i++, day += DAY_MS) {
    const open = instantOf(day + BUSINESS_DAY_START_HOUR * 3_600_000, timeZone);
    if (open >= end) break;
    if (!BUSINESS_WEEKDAYS.has(new Date(day).getUTCDay())) continue;
    const close = instantOf(day + BUSINESS_DAY_END_HOUR * 3_600_000, timeZone);
    const a = Math.max(open, start);
    const b = Math.min(close, end);
    if (b > a) total += b - a;
  }
  return Math.floor(total / 1000);
}
