import { expectSaga } from 'redux-saga-test-plan';
import type { Action } from 'redux';
import { fork } from 'redux-saga/effects';
import { ApiError } from '../../api/apiError';
import * as authApi from '../../api/authApi';
import * as coursesApi from '../../api/coursesApi';
import * as lessonsApi from '../../api/lessonsApi';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { rootStateWith, runWatcher } from '../../testing/rootState';
import { aCustomer } from '../../testing/fixtures';
import { aCompletion, aCourseDetail, anEnrolledViewer, aLesson } from '../../testing/courseFixtures';
import { authSaga } from '../auth/authSaga';
import { initialAuthState } from '../auth/authSlice';
import * as session from '../auth/session';
import { learningSaga } from './learningSaga';
import { courseProgress, initialLearningState, learningActions, selectLearning, type LearningState } from './learningSlice';

const course = () => aCourseDetail({ viewer: anEnrolledViewer() });
const signedIn = (user = aCustomer({ points: 110, completedLessons: 8, completedCourses: 1 })) => ({ ...initialAuthState, status: 'success' as const, user, initialized: true });
/** A player showing `lesson` of `detail`, both loaded. */
const playing = (detail = course(), lesson = aLesson()): LearningState => ({
  ...initialLearningState,
  course: { status: 'succeeded', key: detail.slug, data: detail, error: null },
  lesson: { status: 'succeeded', key: String(lesson.id), data: lesson, error: null },
});

const run = (state: RootState, ...actions: Action[]) => runWatcher(learningSaga, state, ...actions);

afterEach(() => jest.restoreAllMocks());

describe('opening the player', () => {
  it('loads the course outline and the lesson together', async () => {
    const detail = course();
    const lesson = aLesson();
    const getCourse = jest.spyOn(coursesApi, 'get').mockResolvedValue(detail);
    const getLesson = jest.spyOn(lessonsApi, 'get').mockResolvedValue(lesson);
    const state = await run(rootStateWith(), learningActions.playerOpened({ courseIdOrSlug: 'react-fundamentals', lessonId: 102 }));
    expect(getCourse).toHaveBeenCalledWith('react-fundamentals');
    expect(getLesson).toHaveBeenCalledWith(102);
    expect(selectLearning(state).course).toEqual({ status: 'succeeded', key: 'react-fundamentals', data: detail, error: null });
    expect(selectLearning(state).lesson).toEqual({ status: 'succeeded', key: '102', data: lesson, error: null });
  });

  it('keeps the outline it has when moving to another lesson of the course (named by id)', async () => {
    const detail = course();
    const getCourse = jest.spyOn(coursesApi, 'get');
    const getLesson = jest.spyOn(lessonsApi, 'get').mockResolvedValue(aLesson({ id: 103 }));
    const state = await run(rootStateWith({ learning: playing(detail) }), learningActions.playerOpened({ courseIdOrSlug: '7', lessonId: 103 }));
    expect(getCourse).not.toHaveBeenCalled();
    expect(getLesson).toHaveBeenCalledWith(103);
    expect(selectLearning(state).course).toMatchObject({ status: 'succeeded', data: detail });
    expect(selectLearning(state).lesson).toMatchObject({ status: 'succeeded', key: '103', data: { id: 103 } });
  });

  it('stores 403 LESSON_LOCKED', async () => {
    jest.spyOn(coursesApi, 'get').mockResolvedValue(course());
    jest.spyOn(lessonsApi, 'get').mockRejectedValue(new ApiError({ status: 403, code: 'LESSON_LOCKED', message: 'Locked' }));
    const state = await run(rootStateWith(), learningActions.playerOpened({ courseIdOrSlug: 'x', lessonId: 5 }));
    expect(selectLearning(state).lesson).toMatchObject({ status: 'failed', key: '5', data: null, error: { code: 'LESSON_LOCKED', status: 403 } });
    expect(selectLearning(state).course.status).toBe('failed');
  });
});

describe('completing a lesson', () => {
  it('ticks the lesson, moves the progress bar and puts the new counters into the current user', async () => {
    const completion = aCompletion({ points: 120, customerCompletedLessons: 9, customerCompletedCourses: 1 });
    const user = aCustomer({ points: 110, completedLessons: 8, completedCourses: 1 });
    const complete = jest.spyOn(lessonsApi, 'complete').mockResolvedValue(completion);
    const me = jest.spyOn(authApi, 'me');
    const state = await run(rootStateWith({ auth: signedIn(user), learning: playing() }), learningActions.completeRequested({ lessonId: 102 }));
    expect(complete).toHaveBeenCalledWith(102);
    expect(selectLearning(state).lesson.data?.isCompleted).toBe(true);
    expect(courseProgress(selectLearning(state).course.data)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(selectLearning(state).completing).toBe(false);
    expect(state.auth.user).toEqual({ ...user, points: 120, completedLessons: 9, completedCourses: 1 });
    expect(me).not.toHaveBeenCalled();
  });

  it('keeps the certificate code when the last lesson completes the course', async () => {
    const completion = aCompletion({ lessonId: 103, courseCompleted: true, certificateCode: 'CODE-1', completedLessons: 3, customerCompletedCourses: 2 });
    jest.spyOn(lessonsApi, 'complete').mockResolvedValue(completion);
    const state = await run(rootStateWith({ auth: signedIn(), learning: playing(course(), aLesson({ id: 103 })) }), learningActions.completeRequested({ lessonId: 103 }));
    expect(selectLearning(state).lastCompletion?.certificateCode).toBe('CODE-1');
    expect(selectLearning(state).course.data?.viewer?.certificateCode).toBe('CODE-1');
    expect(state.auth.user?.completedCourses).toBe(2);
  });

  it('reloads the user from the server when none is in the store', async () => {
    const fresh = aCustomer({ points: 130 });
    jest.spyOn(lessonsApi, 'complete').mockResolvedValue(aCompletion());
    jest.spyOn(session, 'getSession').mockReturnValue({ accessToken: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' });
    const me = jest.spyOn(authApi, 'me').mockResolvedValue(fresh);
    const { storeState } = await expectSaga(function* learningAndAuth() {
      yield fork(learningSaga);
      yield fork(authSaga);
    })
      .withReducer(rootReducer, rootStateWith({ learning: playing() }))
      .dispatch(learningActions.completeRequested({ lessonId: 102 }))
      .silentRun(50);
    expect(me).toHaveBeenCalledTimes(1);
    expect((storeState as RootState).auth.user).toEqual(fresh);
  });

  it('stores the failure and leaves the lesson and the counters alone', async () => {
    const user = aCustomer({ points: 110 });
    jest.spyOn(lessonsApi, 'complete').mockRejectedValue(new ApiError({ status: 403, code: 'NOT_ENROLLED', message: 'No' }));
    const state = await run(rootStateWith({ auth: signedIn(user), learning: playing() }), learningActions.completeRequested({ lessonId: 102 }));
    expect(selectLearning(state).completing).toBe(false);
    expect(selectLearning(state).completeError).toEqual({ code: 'NOT_ENROLLED', message: 'No' });
    expect(selectLearning(state).lesson.data?.isCompleted).toBe(false);
    expect(state.auth.user).toEqual(user);
  });
});

describe('engagement', () => {
  const video = () =>
    aLesson({ id: 101, kind: 'video', videoUrl: '/storage/course-video/intro.webm', engagement: { rule: 'watch', requiredSeconds: 0, secondsLeft: 0, watchedPercent: 40, requiredPercent: 90 } });

  it('sends a completion only once the report before it has been answered', async () => {
    const calls: string[] = [];
    jest.spyOn(lessonsApi, 'savePosition').mockImplementation(async (_id, position) => {
      calls.push(`save ${position}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(`saved ${position}`);
      return { lessonId: 101, position, watchedPercent: 95 };
    });
    jest.spyOn(lessonsApi, 'complete').mockImplementation(async () => {
      calls.push('complete');
      return aCompletion({ lessonId: 101 });
    });
    const state = await run(
      rootStateWith({ auth: signedIn(), learning: playing(course(), video()) }),
      learningActions.positionSaveRequested({ lessonId: 101, position: 290 }),
      learningActions.positionSaveRequested({ lessonId: 101, position: 300 }),
      learningActions.completeRequested({ lessonId: 101 }),
    );
    expect(calls).toEqual(['save 290', 'saved 290', 'save 300', 'saved 300', 'complete']);
    expect(selectLearning(state).lesson.data).toMatchObject({ isCompleted: true, engagement: null });
  });

  it("keeps the server's share watched after each report", async () => {
    jest.spyOn(lessonsApi, 'savePosition').mockResolvedValue({ lessonId: 101, position: 60, watchedPercent: 55 });
    const state = await run(rootStateWith({ learning: playing(course(), video()) }), learningActions.positionSaveRequested({ lessonId: 101, position: 60 }));
    expect(selectLearning(state).lesson.data?.engagement).toMatchObject({ rule: 'watch', watchedPercent: 55 });
  });

  it('reads the lesson again after 409 LESSON_NOT_ENGAGED, for what is missing now', async () => {
    const refreshed = video();
    refreshed.engagement!.watchedPercent = 42;
    jest.spyOn(lessonsApi, 'complete').mockRejectedValue(new ApiError({ status: 409, code: 'LESSON_NOT_ENGAGED', message: 'Watch first' }));
    const get = jest.spyOn(lessonsApi, 'get').mockResolvedValue(refreshed);
    const state = await run(rootStateWith({ auth: signedIn(), learning: playing(course(), video()) }), learningActions.completeRequested({ lessonId: 101 }));
    expect(get).toHaveBeenCalledWith(101);
    expect(selectLearning(state).completeError).toEqual({ code: 'LESSON_NOT_ENGAGED', message: 'Watch first' });
    expect(selectLearning(state).lesson.data?.engagement?.watchedPercent).toBe(42);
    expect(selectLearning(state).completing).toBe(false);
  });

  it('sends one completion for a double click', async () => {
    const complete = jest.spyOn(lessonsApi, 'complete').mockResolvedValue(aCompletion());
    const state = await run(rootStateWith({ auth: signedIn(), learning: playing() }), learningActions.completeRequested({ lessonId: 102 }), learningActions.completeRequested({ lessonId: 102 }));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(selectLearning(state).completing).toBe(false);
  });
});

describe('saving the position', () => {
  it('saves the position, keepalive when the page closes, and shows it', async () => {
    const savePosition = jest.spyOn(lessonsApi, 'savePosition').mockResolvedValue({ lessonId: 102, position: 37, watchedPercent: 0 });
    const state = await run(rootStateWith({ learning: playing() }), learningActions.positionSaveRequested({ lessonId: 102, position: 37.8, keepalive: true }));
    expect(savePosition).toHaveBeenCalledWith(102, 37.8, { keepalive: true });
    expect(selectLearning(state).lesson.data?.position).toBe(37);
  });

  it('only logs a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(lessonsApi, 'savePosition').mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }));
    const state = await run(rootStateWith({ learning: playing() }), learningActions.positionSaveRequested({ lessonId: 101, position: 37 }));
    expect(warn).toHaveBeenCalled();
    expect(selectLearning(state).completeError).toBeNull();
    expect(selectLearning(state).lesson.status).toBe('succeeded');
    expect(state.ui.error).toBeNull();
  });
});
