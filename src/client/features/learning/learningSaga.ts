import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Customer } from '../../../shared/schemas/customer';
import type { Completion, CourseDetail, Lesson } from '../../../shared/schemas/courses';
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
 * current user (the profile header's points and completed lessons and courses update at once).
 */
export function* completeLessonSaga(action: PayloadAction<{ lessonId: number }>) {
  let completion: Completion;
  try {
    completion = yield call(lessonsApi.complete, action.payload.lessonId);
  } catch (error) {
    yield put(learningActions.completeFailed(toErrorInfo(error)));
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

/** Remembering the position is best effort: a failure is only logged. */
export function* savePositionSaga(action: PayloadAction<PositionPayload>) {
  const { lessonId, position, keepalive } = action.payload;
  try {
    yield call(lessonsApi.savePosition, lessonId, position, { keepalive });
  } catch (error) {
    yield call(logWarning, 'Saving the lesson position failed', error);
  }
}

export function* learningSaga() {
  yield takeLatest(learningActions.playerOpened.type, openPlayerSaga);
  yield takeLeading(learningActions.completeRequested.type, completeLessonSaga);
  yield takeEvery(learningActions.positionSaveRequested.type, savePositionSaga);
}
