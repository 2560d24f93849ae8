import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Completion, CourseDetail, Lesson } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';

export interface LearningState {
  /** The course of the player, keyed by the id or slug it was opened with (its outline drives the side list and the progress bar); loaded once per course. */
  course: RequestState<CourseDetail>;
  /** The lesson shown, keyed by its id; it loads together with the course when the course is new. */
  lesson: RequestState<Lesson>;
  completing: boolean;
  completeError: ErrorInfo | null;
  /** The answer of the last "mark complete" (the celebration reads courseCompleted and the certificate). */
  lastCompletion: Completion | null;
}

export const initialLearningState: LearningState = { course: idleRequest<CourseDetail>(), lesson: idleRequest<Lesson>(), completing: false, completeError: null, lastCompletion: null };

export interface PlayerOpenedPayload {
  courseIdOrSlug: string;
  lessonId: number;
}

export interface PositionPayload {
  lessonId: number;
  position: number;
  /** The page is closing: the request must outlive it. */
  keepalive?: boolean;
}

/** True when `idOrSlug` names this course (by slug or by id). */
export function isCourse(course: Pick<CourseDetail, 'id' | 'slug'> | null, idOrSlug: string): boolean {
  return course !== null && (course.slug === idOrSlug || String(course.id) === idOrSlug);
}

const learningSlice = createSlice({
  name: 'learning',
  initialState: initialLearningState,
  reducers: {
    playerOpened(state, action: PayloadAction<PlayerOpenedPayload>) {
      const { courseIdOrSlug, lessonId } = action.payload;
      // The saga asks for the course only when the player does not hold it already.
      if (!isCourse(state.course.data, courseIdOrSlug)) requestStarted(state.course, courseIdOrSlug);
      requestStarted(state.lesson, String(lessonId));
      state.completeError = null;
      if (state.lastCompletion && !state.lastCompletion.courseCompleted) state.lastCompletion = null;
    },
    loaded(state, action: PayloadAction<{ course: CourseDetail; lesson: Lesson }>) {
      requestSucceeded(state.course, action.payload.course);
      requestSucceeded(state.lesson, action.payload.lesson);
      if (state.lastCompletion && state.lastCompletion.courseId !== action.payload.course.id) state.lastCompletion = null;
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      if (state.course.status === 'loading') requestFailed(state.course, action.payload);
      requestFailed(state.lesson, action.payload);
    },
    completeRequested(state, _action: PayloadAction<{ lessonId: number }>) {
      state.completing = true;
      state.completeError = null;
    },
    completed(state, action: PayloadAction<Completion>) {
      const c = action.payload;
      state.completing = false;
      state.lastCompletion = c;
      const lesson = state.lesson.data;
      if (lesson?.id === c.lessonId) {
        lesson.isCompleted = true;
        lesson.engagement = null;
      }
      const course = state.course.data;
      if (course && course.id === c.courseId) {
        for (const section of course.sections) for (const lesson of section.lessons) if (lesson.id === c.lessonId) lesson.isCompleted = true;
        if (course.viewer) {
          course.viewer.completedLessons = c.completedLessons;
          course.viewer.lastLessonId = c.lessonId;
          if (c.certificateCode) course.viewer.certificateCode = c.certificateCode;
        }
      }
    },
    completeFailed(state, action: PayloadAction<ErrorInfo>) {
      state.completing = false;
      state.completeError = action.payload;
    },
    /** A completion asked for again once the lesson was complete: nothing is sent. */
    completeSkipped(state) {
      state.completing = false;
    },
    /** The lesson read again (after a refused completion: what is missing now). */
    lessonRefreshed(state, action: PayloadAction<Lesson>) {
      if (state.lesson.data?.id === action.payload.id) state.lesson.data = action.payload;
    },
    positionSaveRequested(state, action: PayloadAction<PositionPayload>) {
      const lesson = state.lesson.data;
      if (lesson?.id === action.payload.lessonId) lesson.position = Math.floor(action.payload.position);
    },
    /** The server's count of what has been watched of a video lesson, after a report. */
    positionSaved(state, action: PayloadAction<{ lessonId: number; watchedPercent: number }>) {
      const lesson = state.lesson.data;
      if (lesson?.id === action.payload.lessonId && lesson.engagement?.rule === 'watch') lesson.engagement.watchedPercent = action.payload.watchedPercent;
    },
    /**
     * A quiz attempt ended: the lesson (its quiz's attempts and grade, and whether it is complete now: a pass
     * completes it on the server) and the course's progress are read again, without a loading state.
     */
    progressRefreshRequested(_state, _action: PayloadAction<{ courseIdOrSlug: string; lessonId: number; passed: boolean }>) {},
    progressRefreshed(state, action: PayloadAction<{ course: CourseDetail; lesson: Lesson }>) {
      if (state.course.data?.id === action.payload.course.id) state.course.data = action.payload.course;
      if (state.lesson.data?.id === action.payload.lesson.id) state.lesson.data = action.payload.lesson;
    },
    celebrationDismissed(state) {
      state.lastCompletion = null;
    },
  },
});

export const learningActions = learningSlice.actions;
export const learningReducer = learningSlice.reducer;

/** The slice joins the store with the lesson player (useSlice): until then the initial state. */
interface WithLearning {
  learning?: LearningState;
  [slice: string]: unknown;
}
export const selectLearning = (state: WithLearning): LearningState => state.learning ?? initialLearningState;

/** Completed and total lessons of the player's course. */
export function courseProgress(course: Pick<CourseDetail, 'sections'> | null): { done: number; total: number; percent: number } {
  if (!course) return { done: 0, total: 0, percent: 0 };
  let done = 0;
  let total = 0;
  for (const section of course.sections)
    for (const lesson of section.lessons) {
      total += 1;
      if (lesson.isCompleted) done += 1;
    }
  return { done, total, percent: total > 0 ? Math.floor((done * 100) / total) : 0 };
}
