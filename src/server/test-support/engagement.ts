// Studying lessons in tests without waiting: the app's engagement clock (LessonService.clock) is moved
// on instead of sleeping, and everything else goes through the API as the player sends it.
import { POSITION_REPORT_INTERVAL_SECONDS } from '../../shared/engagement';
import type { Lesson } from '../../shared/schemas/courses';
import type { TestApp } from './testApp';

const clocks = new WeakMap<TestApp, { offsetMs: number }>();

function clockOf(t: TestApp): { offsetMs: number } {
  let clock = clocks.get(t);
  if (!clock) {
    const state = { offsetMs: 0 };
    t.services.lessons.clock = () => new Date(Date.now() + state.offsetMs);
    clocks.set(t, state);
    clock = state;
  }
  return clock;
}

/** Moves the app's engagement clock `seconds` on (it only ever moves forward, from the real time). */
export function advanceClock(t: TestApp, seconds: number): void {
  clockOf(t).offsetMs += Math.ceil(seconds * 1000);
}

async function call(t: TestApp, options: Parameters<TestApp['request']>[0]) {
  const res = await t.request(options);
  if (res.statusCode !== 200) throw new Error(`engage: ${String(options.method)} ${options.url} answered ${res.statusCode} ${res.body}`);
  return res;
}

/** Reports a player position, as the player does while a video plays. Answers the share watched so far. */
export async function reportPosition(t: TestApp, token: string, lessonId: number, position: number): Promise<number> {
  const res = await call(t, { method: 'PUT', url: `/api/Lessons/${lessonId}/Position`, token, payload: { position } });
  return res.json<{ watchedPercent: number }>().watchedPercent;
}

/**
 * Engages the student with a lesson honestly, the way the player does: a text lesson is opened and
 * kept open for its reading time; a video is played from the start to its end at normal speed,
 * reporting every POSITION_REPORT_INTERVAL_SECONDS. Time is moved on, never waited for. A lesson
 * already complete needs nothing. The student must be enrolled (or the lesson a preview).
 */
export async function engage(t: TestApp, token: string, lessonId: number): Promise<void> {
  const lesson = (await call(t, { method: 'GET', url: `/api/Lessons/${lessonId}`, token })).json<Lesson>();
  const engagement = lesson.engagement;
  if (!engagement) return;
  if (engagement.rule === 'read') {
    advanceClock(t, engagement.secondsLeft);
    return;
  }
  await reportPosition(t, token, lessonId, 0);
  for (let position = 0; position < lesson.duration; ) {
    const step = Math.min(POSITION_REPORT_INTERVAL_SECONDS, lesson.duration - position);
    advanceClock(t, step);
    position += step;
    await reportPosition(t, token, lessonId, position);
  }
}

/** engage() for each lesson, one after the other. */
export async function engageAll(t: TestApp, token: string, lessonIds: readonly number[]): Promise<void> {
  for (const id of lessonIds) await engage(t, token, id);
}
