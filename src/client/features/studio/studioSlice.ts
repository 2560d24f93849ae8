// The instructor studio's state: my courses, the course being edited (as the server last answered),
// the author's unsaved edits (drafts, also kept in sessionStorage by the saga), and the outcome of
// structural changes (add, rename, delete, reorder), submit and unpublish.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthoringLessonKind } from '../../../shared/constants';
import type {
  CourseFields,
  CreateCourseRequest,
  EditableCourse,
  EditableLesson,
  EditableSection,
  InstructorCourseItem,
  LessonFields,
  OutlineRequest,
  SectionRequest,
} from '../../../shared/schemas/studio';
import type { QuizUpdateRequest } from '../../../shared/schemas/quiz';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';
import type { ErrorInfo } from '../../lib/errors';

/** What an edited object is: the course's fields, a section (its title), a lesson, or a quiz lesson's quiz (settings and question order). */
export type DraftKey = 'course' | `section:${number}` | `lesson:${number}` | `quiz:${number}`;

export type Draft =
  | { kind: 'course'; value: CourseFields }
  | { kind: 'section'; value: SectionRequest }
  | { kind: 'lesson'; value: LessonFields }
  | { kind: 'quiz'; value: QuizUpdateRequest };

export type DraftValue<K extends DraftKey> = K extends 'course' ? CourseFields : K extends `section:${number}` ? SectionRequest : K extends `quiz:${number}` ? QuizUpdateRequest : LessonFields;

export const sectionKey = (id: number): DraftKey => `section:${id}`;
export const lessonKey = (id: number): DraftKey => `lesson:${id}`;
export const quizKey = (id: number): DraftKey => `quiz:${id}`;

export type ActionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface StudioState {
  list: RequestState<InstructorCourseItem[]>;
  /** A list row's submit or unpublish in flight, and the last such error. */
  listAction: { courseId: number | null; error: ErrorInfo | null };
  create: { status: ActionStatus; error: RequestError | null; createdId: number | null };
  /** The course as the server last answered (key: its id). */
  course: RequestState<EditableCourse>;
  /** Unsaved edits of the course being edited, by object. */
  drafts: Partial<Record<DraftKey, Draft>>;
  /** Add, rename, delete of sections and lessons. */
  structure: { status: ActionStatus; error: ErrorInfo | null; lastCreatedLessonId: number | null };
  /** A reorder waiting for the server; `previous` is the outline to roll back to. */
  outline: { pending: boolean; previous: EditableSection[] | null; error: ErrorInfo | null };
  /** Submit for review: the server's list of what is missing when it refused. */
  submit: { status: ActionStatus; error: RequestError | null };
}

export const initialStudioState: StudioState = {
  list: idleRequest<InstructorCourseItem[]>(),
  listAction: { courseId: null, error: null },
  create: { status: 'idle', error: null, createdId: null },
  course: idleRequest<EditableCourse>(),
  drafts: {},
  structure: { status: 'idle', error: null, lastCreatedLessonId: null },
  outline: { pending: false, previous: null, error: null },
  submit: { status: 'idle', error: null },
};

function findLesson(course: EditableCourse, id: number): EditableLesson | undefined {
  for (const section of course.sections) {
    const lesson = section.lessons.find((l) => l.id === id);
    if (lesson) return lesson;
  }
  return undefined;
}

/** The order of a course's outline as PUT /Outline takes it. */
export function outlineOf(sections: readonly EditableSection[]): OutlineRequest {
  return { sections: sections.map((s) => ({ id: s.id, lessonIds: s.lessons.map((l) => l.id) })) };
}

/** Sets a status and its error on a part of the state (outside immer's draft types). */
function settle<S extends { status: ActionStatus; error: RequestError | null }>(target: S, status: ActionStatus, error: RequestError | null): void {
  target.status = status;
  target.error = error;
}

const studioSlice = createSlice({
  name: 'studio',
  initialState: initialStudioState,
  reducers: {
    listRequested(state) {
      requestStarted(state.list);
    },
    listSucceeded(state, action: PayloadAction<InstructorCourseItem[]>) {
      requestSucceeded(state.list, action.payload);
    },
    listFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.list, action.payload);
    },
    submitFromListRequested(state, action: PayloadAction<{ courseId: number }>) {
      state.listAction = { courseId: action.payload.courseId, error: null };
    },
    unpublishRequested(state, action: PayloadAction<{ courseId: number }>) {
      state.listAction = { courseId: action.payload.courseId, error: null };
    },
    listActionSucceeded(state, action: PayloadAction<EditableCourse>) {
      const course = action.payload;
      state.listAction = { courseId: null, error: null };
      const row = state.list.data?.find((r) => r.id === course.id);
      if (row) {
        row.status = course.status;
        row.hasDraftChanges = course.hasDraftChanges;
        row.version = course.version;
        row.updatedAt = course.updatedAt;
      }
      if (state.course.data?.id === course.id) state.course.data = course;
    },
    listActionFailed(state, action: PayloadAction<ErrorInfo>) {
      state.listAction = { courseId: null, error: action.payload };
    },

    createRequested(state, _action: PayloadAction<CreateCourseRequest>) {
      state.create = { status: 'pending', error: null, createdId: null };
    },
    createSucceeded(state, action: PayloadAction<EditableCourse>) {
      state.create = { status: 'succeeded', error: null, createdId: action.payload.id };
      state.course.key = String(action.payload.id);
      requestSucceeded(state.course, action.payload);
      state.drafts = {};
    },
    createFailed(state, action: PayloadAction<RequestError>) {
      settle(state.create, 'failed', action.payload);
      state.create.createdId = null;
    },
    createReset(state) {
      settle(state.create, 'idle', null);
      state.create.createdId = null;
    },

    courseRequested(state, action: PayloadAction<{ id: number }>) {
      const key = String(action.payload.id);
      if (state.course.key !== key) {
        state.drafts = {};
        settle(state.submit, 'idle', null);
        state.outline = initialStudioState.outline;
        state.structure = initialStudioState.structure;
      }
      requestStarted(state.course, key);
    },
    courseSucceeded(state, action: PayloadAction<EditableCourse>) {
      if (state.course.key === String(action.payload.id)) requestSucceeded(state.course, action.payload);
    },
    courseFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.course, action.payload);
    },

    /** The author typed: the edit is kept until the server has it. */
    draftChanged(state, action: PayloadAction<{ key: DraftKey; draft: Draft }>) {
      state.drafts[action.payload.key] = action.payload.draft;
    },
    draftsRestored(state, action: PayloadAction<Partial<Record<DraftKey, Draft>>>) {
      state.drafts = { ...action.payload, ...state.drafts };
    },
    /** A save (or "take theirs") answered: the server's object replaces ours; the draft goes when `clean`. */
    objectSaved(state, action: PayloadAction<{ key: DraftKey; data: unknown; version: number; clean: boolean }>) {
      const { key, data, version, clean } = action.payload;
      if (clean) delete state.drafts[key];
      const course = state.course.data;
      // A quiz is kept by the quiz editor (it takes this action too), not in the course.
      if (!course || data === null || typeof data !== 'object' || key.startsWith('quiz:')) return;
      if (key === 'course') {
        const fields = data as Partial<EditableCourse>;
        const { sections: _sections, ...rest } = fields;
        Object.assign(course, rest);
        course.version = version;
      } else if (key.startsWith('section:')) {
        const section = course.sections.find((s) => s.id === Number(key.slice(8)));
        if (section) {
          const { lessons: _lessons, ...rest } = data as Partial<EditableSection>;
          Object.assign(section, rest);
          section.version = version;
        }
      } else {
        const lesson = findLesson(course, Number(key.slice(7)));
        if (lesson) {
          Object.assign(lesson, data as Partial<EditableLesson>);
          lesson.version = version;
        }
      }
    },

    sectionAddRequested(state, _action: PayloadAction<{ courseId: number; title: string }>) {
      state.structure = { status: 'pending', error: null, lastCreatedLessonId: null };
    },
    sectionAdded(state, action: PayloadAction<EditableSection>) {
      state.structure = { status: 'succeeded', error: null, lastCreatedLessonId: null };
      state.course.data?.sections.push(action.payload);
    },
    sectionRenameRequested(state, _action: PayloadAction<{ sectionId: number; title: string; version: number }>) {
      state.structure = { status: 'pending', error: null, lastCreatedLessonId: null };
    },
    sectionDeleteRequested(state, _action: PayloadAction<{ sectionId: number }>) {
      state.structure = { status: 'pending', error: null, lastCreatedLessonId: null };
    },
    sectionDeleted(state, action: PayloadAction<{ sectionId: number }>) {
      state.structure = { status: 'succeeded', error: null, lastCreatedLessonId: null };
      const course = state.course.data;
      if (!course) return;
      const section = course.sections.find((s) => s.id === action.payload.sectionId);
      for (const lesson of section?.lessons ?? []) delete state.drafts[lessonKey(lesson.id)];
      delete state.drafts[sectionKey(action.payload.sectionId)];
      course.sections = course.sections.filter((s) => s.id !== action.payload.sectionId);
    },
    lessonAddRequested(state, _action: PayloadAction<{ sectionId: number; title: string; kind: AuthoringLessonKind }>) {
      state.structure = { status: 'pending', error: null, lastCreatedLessonId: null };
    },
    lessonAdded(state, action: PayloadAction<EditableLesson>) {
      state.structure = { status: 'succeeded', error: null, lastCreatedLessonId: action.payload.id };
      state.course.data?.sections.find((s) => s.id === action.payload.sectionId)?.lessons.push(action.payload);
    },
    lessonDeleteRequested(state, _action: PayloadAction<{ lessonId: number }>) {
      state.structure = { status: 'pending', error: null, lastCreatedLessonId: null };
    },
    lessonDeleted(state, action: PayloadAction<{ lessonId: number }>) {
      state.structure = { status: 'succeeded', error: null, lastCreatedLessonId: null };
      delete state.drafts[lessonKey(action.payload.lessonId)];
      for (const section of state.course.data?.sections ?? []) section.lessons = section.lessons.filter((l) => l.id !== action.payload.lessonId);
    },
    structureSucceeded(state) {
      state.structure = { status: 'succeeded', error: null, lastCreatedLessonId: null };
    },
    structureFailed(state, action: PayloadAction<ErrorInfo>) {
      state.structure = { status: 'failed', error: action.payload, lastCreatedLessonId: null };
    },

    /** Optimistic: the new order shows at once; the saga sends it and rolls back on failure. */
    outlineReordered(state, action: PayloadAction<{ sections: EditableSection[] }>) {
      const course = state.course.data;
      if (!course) return;
      if (!state.outline.pending) state.outline.previous = course.sections;
      state.outline.pending = true;
      state.outline.error = null;
      course.sections = action.payload.sections;
    },
    outlineSaved(state, action: PayloadAction<{ version: number }>) {
      state.outline = { pending: false, previous: null, error: null };
      if (state.course.data) state.course.data.version = action.payload.version;
    },
    outlineFailed(state, action: PayloadAction<ErrorInfo>) {
      const course = state.course.data;
      if (course && state.outline.previous) course.sections = state.outline.previous;
      state.outline = { pending: false, previous: null, error: action.payload };
    },
    outlineErrorDismissed(state) {
      state.outline.error = null;
    },

    submitRequested(state, _action: PayloadAction<{ courseId: number }>) {
      state.submit = { status: 'pending', error: null };
    },
    submitSucceeded(state, action: PayloadAction<EditableCourse>) {
      state.submit = { status: 'succeeded', error: null };
      const course = state.course.data;
      if (course && course.id === action.payload.id) {
        course.status = action.payload.status;
        course.review = action.payload.review;
        course.hasDraftChanges = action.payload.hasDraftChanges;
        course.version = action.payload.version;
      }
    },
    submitFailed(state, action: PayloadAction<RequestError>) {
      settle(state.submit, 'failed', action.payload);
    },
  },
});

export const studioActions = studioSlice.actions;
export const studioReducer = studioSlice.reducer;

interface WithStudio {
  studio?: StudioState;
}
export const selectStudio = (state: WithStudio): StudioState => state.studio ?? initialStudioState;
export const selectEditedCourse = (state: WithStudio): EditableCourse | null => selectStudio(state).course.data;
export const selectDrafts = (state: WithStudio) => selectStudio(state).drafts;
/** True while any edit of the course has not reached the server. */
export const selectHasUnsaved = (state: WithStudio): boolean => Object.keys(selectStudio(state).drafts).length > 0 || selectStudio(state).outline.pending;

export function selectLesson(state: WithStudio, id: number): EditableLesson | undefined {
  const course = selectEditedCourse(state);
  return course ? findLesson(course, id) : undefined;
}
