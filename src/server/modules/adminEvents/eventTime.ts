// An event's times are written as local date-times at its venue (its IANA time zone) and stored in UTC.
// The conversion uses only Intl: the zone's offset at an instant is read back from a formatter.

/** The canonical name of a time zone Intl knows (e.g. "asia/bangkok" -> "Asia/Bangkok"), or null. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock fields in `zone` at instant `ms`, as if they were UTC (epoch ms). */
function wallClockMs(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC instant of a local date-time ("2026-12-01T09:30") in `zone`; null when it is not a real date
 * (2026-02-30, 25:00). A time skipped by a daylight-saving change resolves to the instant after the gap.
 */
export function zonedLocalToUtc(local: string, zone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The offset at the guess, then again at the corrected instant (they differ only near a change).
  const first = asUtc - (wallClockMs(asUtc, zone) - asUtc);
  const second = asUtc - (wallClockMs(first, zone) - first);
  return new Date(second);
}

/** The local date-time ("2026-12-01T09:30") of instant `at` in `zone`. */
export function utcToZonedLocal(at: Date, zone: string): string {
  return new Date(wallClockMs(at.getTime(), zone)).toISOString().slice(0, 16);
}
