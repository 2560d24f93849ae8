// When a lesson counts as studied. The API enforces these rules when a lesson is marked complete; the
// player reads the same numbers to show how much is left (a countdown, the share watched).
// Plain values and functions only: the SPA imports this file.

/** Reading speed assumed for text lessons: a brisk reader, so nobody waits longer than reading takes. */
export const READING_WORDS_PER_MINUTE = 400;
/** Bounds of a text lesson's reading time, in seconds. */
export const MIN_READING_SECONDS = 10;
export const MAX_READING_SECONDS = 180;
/**
 * Thai is written without spaces between words: such text counts one word for this many letters
 * (about the length of a Thai word), so its reading time does not collapse to the floor.
 */
const LETTERS_PER_WORD = 6;

/** Share of a video's duration that must have been played. */
export const VIDEO_REQUIRED_PERCENT = 90;
/** The fastest playback credited: a report can add at most this many seconds of video per second of wall-clock time. */
export const MAX_PLAYBACK_RATE = 2;
/** The player reports its position at least this often while playing (and on play, pause, seek and end). */
export const POSITION_REPORT_INTERVAL_SECONDS = 10;
/** The most video one report can add; a longer silence only moves the resume point. */
export const MAX_CREDIT_PER_REPORT_SECONDS = 60;

/** Words in a text: whitespace-separated tokens, or letters / 6 for text written without spaces. */
export function wordCount(text: string): number {
  const tokens = text.split(/\s+/).filter(Boolean).length;
  const letters = text.replace(/\s+/g, '').length;
  return Math.max(tokens, Math.ceil(letters / LETTERS_PER_WORD));
}

/** Seconds a text lesson must stay open before it can be marked complete. */
export function requiredReadingSeconds(body: string): number {
  // Bodies are HTML (course authoring): the tags are not read.
  const seconds = Math.ceil((wordCount(body.replace(/<[^>]*>/g, ' ')) * 60) / READING_WORDS_PER_MINUTE);
  return Math.min(MAX_READING_SECONDS, Math.max(MIN_READING_SECONDS, seconds));
}

/** A course left is kept this many days: enrolling again within them restores the progress; after them it is deleted. */
export const LEFT_ENROLLMENT_KEPT_DAYS = 30;
