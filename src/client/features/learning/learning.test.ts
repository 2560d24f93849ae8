import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as coursesApi from '../../api/coursesApi';
import * as lessonsApi from '../../api/lessonsApi';
import { rootReducer } from '../../app/rootReducer';
import { rootStateWith } from '../../testing/rootState';
import { aCustomer } from '../../testing/fixtures';
import { aCompletion, aCourseDetail, anEnrolledViewer, aLesson } from '../../testing/courseFixtures';
import { authActions, initialAuthState } from '../auth/authSlice';
import { completeLessonSaga, openPlayerSaga, savePositionSaga } from './learningSaga';
import { courseProgress, initialLearningState, learningActions } from './learningSlice';

const course = () => aCourseDetail({ viewer: anEnrolledViewer() });
const signedIn = (user = aCustomer({ points: 110, completedLessons: 8, completedCourses: 1 })) => ({ ...initialAuthState, status: 'success' as const, user, initialized: true });

describe('openPlayerSaga', () => {
  it('loads the course outline and the lesson together', async () => {
    const detail = course();
    const lesson = aLesson();
    const { storeState } = await expectSaga(openPlayerSaga, learningActions.playerOpened({ courseIdOrSlug: 'react-fundamentals', lessonId: 102 }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(coursesApi.get), detail],
        [matchers.call.fn(lessonsApi.get), lesson],
      ])
      .call(coursesApi.get, 'react-fundamentals')
      .call(lessonsApi.get, 102)
      .put(learningActions.loaded({ course: detail, lesson }))
      .run();
    expect(storeState.learning).toMatchObject({ status: 'loaded', lesson, course: detail });
  });

  it('keeps the outline it has when moving to another lesson of the course', () => {
    const detail = course();
    return expectSaga(openPlayerSaga, learningActions.playerOpened({ courseIdOrSlug: '7', lessonId: 103 }))
      .withReducer(rootReducer, rootStateWith({ learning: { ...initialLearningState, course: detail, lesson: aLesson(), status: 'loaded' } }))
      .provide([[matchers.call.fn(lessonsApi.get), aLesson({ id: 103 })]])
      .not.call.fn(coursesApi.get)
      .call(lessonsApi.get, 103)
      .run();
  });

  it('stores 403 LESSON_LOCKED', async () => {
    const { storeState } = await expectSaga(openPlayerSaga, learningActions.playerOpened({ courseIdOrSlug: 'x', lessonId: 5 }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(coursesApi.get), course()],
        [matchers.call.fn(lessonsApi.get), throwError(new ApiError({ status: 403, code: 'LESSON_LOCKED', message: 'Locked' }))],
      ])
      .put(learningActions.loadFailed({ code: 'LESSON_LOCKED', message: 'Locked' }))
      .run();
    expect(storeState.learning.status).toBe('failed');
  });
});

describe('completeLessonSaga', () => {
  it('ticks the lesson, moves the progress bar and puts the new counters into the current user', async () => {
    const completion = aCompletion({ points: 120, customerCompletedLessons: 9, customerCompletedCourses: 1 });
    const user = aCustomer({ points: 110, completedLessons: 8, completedCourses: 1 });
    const { storeState } = await expectSaga(completeLessonSaga, learningActions.completeRequested({ lessonId: 102 }))
      .withReducer(rootReducer, rootStateWith({ auth: signedIn(user), learning: { ...initialLearningState, course: course(), lesson: aLesson(), status: 'loaded' } }))
      .provide([[matchers.call.fn(lessonsApi.complete), completion]])
      .call(lessonsApi.complete, 102)
      .put(learningActions.completed(completion))
      .put(authActions.currentUserLoaded({ ...user, points: 120, completedLessons: 9, completedCourses: 1 }))
      .run();
    expect(storeState.learning.lesson?.isCompleted).toBe(true);
    expect(courseProgress(storeState.learning.course)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(storeState.auth.user).toMatchObject({ points: 120, completedLessons: 9 });
  });

  it('keeps the certificate code when the last lesson completes the course', async () => {
    const completion = aCompletion({ lessonId: 103, courseCompleted: true, certificateCode: 'CODE-1', completedLessons: 3, customerCompletedCourses: 2 });
    const { storeState } = await expectSaga(completeLessonSaga, learningActions.completeRequested({ lessonId: 103 }))
      .withReducer(rootReducer, rootStateWith({ auth: signedIn(), learning: { ...initialLearningState, course: course(), lesson: aLesson({ id: 103 }), status: 'loaded' } }))
      .provide([[matchers.call.fn(lessonsApi.complete), completion]])
      .run();
    expect(storeState.learning.lastCompletion?.certificateCode).toBe('CODE-1');
    expect(storeState.learning.course?.viewer?.certificateCode).toBe('CODE-1');
    expect(storeState.auth.user?.completedCourses).toBe(2);
  });

  it('reloads the user when none is in the store', () =>
    expectSaga(completeLessonSaga, learningActions.completeRequested({ lessonId: 102 }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(lessonsApi.complete), aCompletion()]])
      .put(authActions.userReloadRequested())
      .run());

  it('stores the failure and leaves the counters alone', async () => {
    const { storeState } = await expectSaga(completeLessonSaga, learningActions.completeRequested({ lessonId: 102 }))
      .withReducer(rootReducer, rootStateWith({ auth: signedIn() }))
      .provide([[matchers.call.fn(lessonsApi.complete), throwError(new ApiError({ status: 403, code: 'NOT_ENROLLED', message: 'No' }))]])
      .put(learningActions.completeFailed({ code: 'NOT_ENROLLED', message: 'No' }))
      .not.put.actionType(authActions.currentUserLoaded.type)
      .run();
    expect(storeState.learning.completing).toBe(false);
  });
});

describe('savePositionSaga', () => {
  it('saves the position, keepalive when the page closes', () =>
    expectSaga(savePositionSaga, learningActions.positionSaveRequested({ lessonId: 101, position: 37, keepalive: true }))
      .provide([[matchers.call.fn(lessonsApi.savePosition), { lessonId: 101, position: 37 }]])
      .call(lessonsApi.savePosition, 101, 37, { keepalive: true })
      .run());

  it('only logs a failure', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    return expectSaga(savePositionSaga, learningActions.positionSaveRequested({ lessonId: 101, position: 37 }))
      .provide([[matchers.call.fn(lessonsApi.savePosition), throwError(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }))]])
      .not.put.actionType(learningActions.completeFailed.type)
      .run()
      .then(() => {
        expect(warn).toHaveBeenCalled();
        warn.mockRestore();
      });
  });
});
