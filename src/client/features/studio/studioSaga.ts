// The studio's API calls and flows: my courses, create, load the edited course (and the drafts a reload
// left), sections and lessons, the outline (one PUT per reorder, in order, rolled back on failure),
// submit and unpublish. Autosave of fields runs in autosaveMachine (useAutosave).
import type { PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AuthoringLessonKind } from '../../../shared/constants';
import type { CreateCourseRequest, EditableCourse, EditableLesson, EditableSection, InstructorCourseList } from '../../../shared/schemas/studio';
import * as studioApi from '../../api/studioApi';
import { toRequestError } from '../../app/request';
import { toErrorInfo } from '../../lib/errors';
import { readDrafts, writeDrafts } from './draftStorage';
import { outlineOf, selectStudio, studioActions, type StudioState } from './studioSlice';

export function* loadListSaga() {
  try {
    const list: InstructorCourseList = yield call(studioApi.listCourses);
    yield put(studioActions.listSucceeded(list.items));
  } catch (error) {
    yield put(studioActions.listFailed(toRequestError(error)));
  }
}

export function* listActionSaga(action: PayloadAction<{ courseId: number }>) {
  const submit = studioActions.submitFromListRequested.match(action);
  try {
    const course: EditableCourse = yield call(submit ? studioApi.submitCourse : studioApi.unpublishCourse, action.payload.courseId);
    yield put(studioActions.listActionSucceeded(course));
  } catch (error) {
    yield put(studioActions.listActionFailed(toErrorInfo(error)));
  }
}

export function* createCourseSaga(action: PayloadAction<CreateCourseRequest>) {
  try {
    const course: EditableCourse = yield call(studioApi.createCourse, action.payload);
    yield put(studioActions.createSucceeded(course));
  } catch (error) {
    yield put(studioActions.createFailed(toRequestError(error)));
  }
}

export function* loadCourseSaga(action: PayloadAction<{ id: number }>) {
  try {
    const course: EditableCourse = yield call(studioApi.getCourse, action.payload.id);
    yield put(studioActions.courseSucceeded(course));
    const drafts: ReturnType<typeof readDrafts> = yield call(readDrafts, course);
    if (Object.keys(drafts).length > 0) yield put(studioActions.draftsRestored(drafts));
  } catch (error) {
    yield put(studioActions.courseFailed(toRequestError(error)));
  }
}

/** After every change of the drafts: the tab's copy follows. */
export function* persistDraftsSaga() {
  const state: StudioState = yield select(selectStudio);
  const id = state.course.data?.id;
  if (id !== undefined) yield call(writeDrafts, id, state.drafts);
}

export function* addSectionSaga(action: PayloadAction<{ courseId: number; title: string }>) {
  try {
    const section: EditableSection = yield call(studioApi.createSection, action.payload.courseId, { title: action.payload.title });
    yield put(studioActions.sectionAdded({ ...section, lessons: section.lessons ?? [] }));
  } catch (error) {
    yield put(studioActions.structureFailed(toErrorInfo(error)));
  }
}

/** A rename is the author's explicit choice: over a newer version it is sent once more with that version. */
export function* renameSectionSaga(action: PayloadAction<{ sectionId: number; title: string; version: number }>) {
  const { sectionId, title } = action.payload;
  try {
    let saved: studioApi.Versioned<EditableSection>;
    try {
      saved = yield call(studioApi.updateSection, sectionId, { title }, action.payload.version);
    } catch (error) {
      const conflict = studioApi.versionConflictOf(error);
      if (!conflict) throw error;
      saved = yield call(studioApi.updateSection, sectionId, { title }, conflict.currentVersion);
    }
    yield put(studioActions.objectSaved({ key: `section:${sectionId}`, data: { ...saved.data, title: saved.data?.title ?? title }, version: saved.version, clean: true }));
    yield put(studioActions.structureSucceeded());
  } catch (error) {
    yield put(studioActions.structureFailed(toErrorInfo(error)));
  }
}

export function* deleteSectionSaga(action: PayloadAction<{ sectionId: number }>) {
  try {
    yield call(studioApi.deleteSection, action.payload.sectionId);
    yield put(studioActions.sectionDeleted(action.payload));
  } catch (error) {
    yield put(studioActions.structureFailed(toErrorInfo(error)));
  }
}

export function* addLessonSaga(action: PayloadAction<{ sectionId: number; title: string; kind: AuthoringLessonKind }>) {
  const { sectionId, title, kind } = action.payload;
  try {
    const lesson: EditableLesson = yield call(studioApi.createLesson, sectionId, { title, kind });
    yield put(studioActions.lessonAdded(lesson));
  } catch (error) {
    yield put(studioActions.structureFailed(toErrorInfo(error)));
  }
}

export function* deleteLessonSaga(action: PayloadAction<{ lessonId: number }>) {
  try {
    yield call(studioApi.deleteLesson, action.payload.lessonId);
    yield put(studioActions.lessonDeleted(action.payload));
  } catch (error) {
    yield put(studioActions.structureFailed(toErrorInfo(error)));
  }
}

/** Sends the outline as the store has it now, with the course's current version. */
export function* saveOutlineSaga() {
  const state: StudioState = yield select(selectStudio);
  const course = state.course.data;
  if (!course) return;
  const outline = outlineOf(course.sections);
  try {
    let saved: studioApi.Versioned<EditableCourse>;
    try {
      saved = yield call(studioApi.putOutline, course.id, outline, course.version);
    } catch (error) {
      // The version also counts the course's fields (our own autosave may have moved it on): when the
      // outline on the server is still the one this reorder started from, the order is sent again.
      const conflict = studioApi.versionConflictOf(error);
      const previous = state.outline.previous;
      if (!conflict || !previous) throw error;
      const fresh: EditableCourse = yield call(studioApi.getCourse, course.id);
      if (JSON.stringify(outlineOf(fresh.sections)) !== JSON.stringify(outlineOf(previous))) throw error;
      saved = yield call(studioApi.putOutline, course.id, outline, fresh.version);
    }
    yield put(studioActions.outlineSaved({ version: saved.version }));
  } catch (error) {
    yield put(studioActions.outlineFailed(toErrorInfo(error)));
    // Someone changed the course meanwhile: load it again (the drafts stay).
    if (studioApi.versionConflictOf(error)) yield put(studioActions.courseRequested({ id: course.id }));
  }
}

/** Reorders are sent one after the other, each with the version the previous one returned. */
export function* outlineQueueSaga() {
  const channel: unknown = yield actionChannel(studioActions.outlineReordered.type);
  for (;;) {
    yield take(channel as Parameters<typeof take>[0]);
    yield call(saveOutlineSaga);
  }
}

export function* submitSaga(action: PayloadAction<{ courseId: number }>) {
  try {
    const course: EditableCourse = yield call(studioApi.submitCourse, action.payload.courseId);
    yield put(studioActions.submitSucceeded(course));
  } catch (error) {
    yield put(studioActions.submitFailed(toRequestError(error)));
  }
}

export function* studioSaga() {
  yield takeLatest(studioActions.listRequested.type, loadListSaga);
  yield takeLeading([studioActions.submitFromListRequested.type, studioActions.unpublishRequested.type], listActionSaga);
  yield takeLeading(studioActions.createRequested.type, createCourseSaga);
  yield takeLatest(studioActions.courseRequested.type, loadCourseSaga);
  yield takeEvery(
    [studioActions.draftChanged.type, studioActions.draftsRestored.type, studioActions.objectSaved.type, studioActions.sectionDeleted.type, studioActions.lessonDeleted.type],
    persistDraftsSaga,
  );
  yield takeEvery(studioActions.sectionAddRequested.type, addSectionSaga);
  yield takeEvery(studioActions.sectionRenameRequested.type, renameSectionSaga);
  yield takeEvery(studioActions.sectionDeleteRequested.type, deleteSectionSaga);
  yield takeEvery(studioActions.lessonAddRequested.type, addLessonSaga);
  yield takeEvery(studioActions.lessonDeleteRequested.type, deleteLessonSaga);
  yield takeLeading(studioActions.submitRequested.type, submitSaga);
  yield call(outlineQueueSaga);
}
