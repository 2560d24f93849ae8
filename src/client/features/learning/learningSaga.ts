import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Customer } from '../../../shared/schemas/customer';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Completion, CourseDetail, Lesson, PositionResponse } from '../../../shared/schemas/courses';
import * as coursesApi from '../../api/coursesApi';
import * as lessonsApi from '../../api/lessonsApi';
import { toRequestError } from '../../app/request';
import { toErrorInfo } from '../../lib/errors';
import { authActions, selectCurrentUser } from '../auth';
import { isCourse, learningActions, selectLearning, type LearningState, type PlayerOpenedPayload, type PositionPayload } from './learningSlice';

/** The lesson, and the course outline unless the player already has it. */
export function* openPlayerSaga(action: PayloadAction<PlayerOpenedPayload>) {
  const { courseIdOrSlug, lessonId } = action.payload;
  const state: LearningState = yield select(selectLearning);
  try {
    let course: CourseDetail;
    let lesson: Lesson;
    if (state.course.data && isCourse(state.course.data, courseIdOrSlug)) {
      course = state.course.data;
      lesson = yield call(lessonsApi.get, lessonId);
    } else {
      [course, lesson] = yield all([call(coursesApi.get, courseIdOrSlug), call(lessonsApi.get, lessonId)]);
    }
    yield put(learningActions.loaded({ course, lesson }));
  } catch (error) {
    yield put(learningActions.loadFailed(toRequestError(error)));
  }
}

/**
 * Marks the lesson complete. The answer carries the student's new counters, which go straight into the
 * current user (the profile header's points and completed lessons and courses update at once). A
 * refusal for want of engagement reads the lesson again, so the page shows what is missing now.
 */
export function* completeLessonSaga(action: PayloadAction<{ lessonId: number }>) {
  let completion: Completion;
  try {
    completion = yield call(lessonsApi.complete, action.payload.lessonId);
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(learningActions.completeFailed(info));
    if (info.code === ERROR_CODES.LESSON_NOT_ENGAGED) {
      try {
        const lesson: Lesson = yield call(lessonsApi.get, action.payload.lessonId);
        yield put(learningActions.lessonRefreshed(lesson));
      } catch (refreshError) {
        yield call(logWarning, 'Reading the lesson again failed', refreshError);
      }
    }
    return;
  }
  yield put(learningActions.completed(completion));
  const user: Customer | null = yield select(selectCurrentUser);
  if (user) {
    yield put(
      authActions.currentUserLoaded({
        ...user,
        points: completion.points,
        completedLessons: completion.customerCompletedLessons,
        completedCourses: completion.customerCompletedCourses,
      }),
    );
  } else {
    yield put(authActions.userReloadRequested());
  }
}

function logWarning(message: string, error: unknown): void {
  console.warn(message, error);
}

/** Reporting the position is best effort: a failure is only logged. The answer says how much of a video counts as watched. */
export function* savePositionSaga(action: PayloadAction<PositionPayload>) {
  const { lessonId, position, keepalive } = action.payload;
  try {
    const saved: PositionResponse = yield call(lessonsApi.savePosition, lessonId, position, { keepalive });
    yield put(learningActions.positionSaved({ lessonId, watchedPercent: saved.watchedPercent }));
  } catch (error) {
    yield call(logWarning, 'Saving the lesson position failed', error);
  }
}

const isKeepaliveSave = (action: Action) => learningActions.positionSaveRequested.match(action) && action.payload.keepalive === true;
const isQueued = (action: Action) => learningActions.completeRequested.match(action) || (learningActions.positionSaveRequested.match(action) && action.payload.keepalive !== true);

/**
 * Position reports and completions go out one at a time, in the order they were asked for: the server
 * counts what was watched from consecutive reports, and judges a completion sent after a video's last
 * report on it. A completion asked for again while one is queued or done is dropped (a double click).
 * A report made while the page closes goes at once (it must leave before the page does).
 */
export function* playerQueueSaga() {
  const queue: Channel<Action> = yield actionChannel(isQueued);
  for (;;) {
    const action: Action = yield take(queue);
    if (learningActions.completeRequested.match(action)) {
      const state: LearningState = yield select(selectLearning);
      const lesson = state.lesson.data;
      if (lesson?.id === action.payload.lessonId && lesson.isCompleted) {
        yield put(learningActions.completeSkipped());
        continue;
      }
      yield call(completeLessonSaga, action);
    } else if (learningActions.positionSaveRequested.match(action)) {
      yield call(savePositionSaga, action);
    }
  }
}

/**
 * After a quiz attempt: the lesson and the course again (a pass completed the lesson on the server, maybe
 * the course too, with its certificate), and the signed-in user's counters after a pass. Best effort.
 */
export function* refreshProgressSaga(action: PayloadAction<{ courseIdOrSlug: string; lessonId: number; passed: boolean }>) {
  const { courseIdOrSlug, lessonId, passed } = action.payload;
  try {
    const [course, lesson]: [CourseDetail, Lesson] = yield all([call(coursesApi.get, courseIdOrSlug), call(lessonsApi.get, lessonId)]);
    yield put(learningActions.progressRefreshed({ course, lesson }));
  } catch (error) {
    yield call(logWarning, 'Reading the lesson again after a quiz failed', error);
  }
  if (passed) yield put(authActions.userReloadRequested());
}

export function* learningSaga() {
  yield takeLatest(learningActions.playerOpened.type, openPlayerSaga);
  yield takeLatest(learningActions.progressRefreshRequested.type, refreshProgressSaga);
  yield takeEvery(isKeepaliveSave, savePositionSaga);
  yield call(playerQueueSaga);
}
