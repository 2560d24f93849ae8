// Which parts of a video a student has played, from the positions the player reports and the time
// between reports. A report credits the stretch just before its position, as long as the wall-clock
// time since the previous report could have played it (at up to MAX_PLAYBACK_RATE, at most
// MAX_CREDIT_PER_REPORT_SECONDS): reporting 0 and then the end a second later credits about two
// seconds, and a seek credits nothing until playback has run from the new place.
import { MAX_CREDIT_PER_REPORT_SECONDS, MAX_PLAYBACK_RATE } from '../../../shared/engagement';

export type Segment = [number, number];

/** Slack on the playback rate for whole-second positions and network delays between reports. */
const RATE_SLACK = 1.1;
/** Stretches closer than this are joined (positions are whole seconds). */
const JOIN_GAP_SECONDS = 0.5;
/** A bound on what one lesson's progress row holds; more stretches than this are never needed to cover a video. */
const MAX_SEGMENTS = 500;

/** Stored to a tenth of a second, each stretch rounded inwards, so storing never adds to what was watched. */
const startTenth = (n: number) => Math.max(0, Math.ceil(n * 10 - 1e-6) / 10);
const endTenth = (n: number) => Math.floor(n * 10 + 1e-6) / 10;

/** Sorted, disjoint stretches, each within [0, duration]. */
export function normalize(segments: readonly Segment[], duration: number): Segment[] {
  const clipped = segments
    .filter((s): s is Segment => Array.isArray(s) && Number.isFinite(s[0]) && Number.isFinite(s[1]))
    .map(([a, b]): Segment => [Math.max(0, Math.min(a, duration)), Math.max(0, Math.min(b, duration))])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const out: Segment[] = [];
  for (const [a, b] of clipped) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out.map(([a, b]): Segment => [startTenth(a), endTenth(b)]).filter(([a, b]) => b > a);
}

/** Seconds of the video covered. */
export function watchedSeconds(segments: readonly Segment[], duration: number): number {
  return normalize(segments, duration).reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Whole percent of the video covered (0 for a video without a duration). */
export function watchedPercent(segments: readonly Segment[], duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.floor((watchedSeconds(segments, duration) * 100) / duration + 1e-9));
}

export interface Report {
  /** The previous report: its position (seconds) and when it arrived (null: none yet). */
  previous: { position: number; at: Date | null };
  position: number;
  at: Date;
}

/** The stretches after one more report. */
export function addReport(segments: readonly Segment[], duration: number, report: Report): Segment[] {
  const { previous, position, at } = report;
  if (duration <= 0 || previous.at === null) return normalize(segments, duration);
  const elapsed = (at.getTime() - previous.at.getTime()) / 1000;
  const to = Math.min(position, duration);
  const from = Math.min(previous.position, duration);
  if (elapsed <= 0 || to <= from) return normalize(segments, duration);
  const playable = Math.min(elapsed * MAX_PLAYBACK_RATE * RATE_SLACK, MAX_CREDIT_PER_REPORT_SECONDS);
  const credited: Segment = [Math.max(from, to - playable), to];
  const next = normalize([...segments, credited], duration);
  return next.length > MAX_SEGMENTS ? normalize(segments, duration) : next;
}
