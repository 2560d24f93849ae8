// The quiz editor and the quiz results as requests (app/request.ts). The quiz being edited is one
// request (`quizRequest`, by quiz id); what changes its questions (add, edit, import) loads it again and
// puts the fresh quiz into that request, so the editor (and its autosave's version) follows. Saves of the
// settings and the order run in the studio's autosave; `quizEditorSaga` brings their answers here.
// Only the lazily loaded instructor pages import this file.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import type {
  EditableQuiz,
  EssayGradeRequest,
  EssayQueue,
  InstructorQuizList,
  ItemAnalysis,
  QuestionBankQuery,
  QuestionInput,
  QuestionTags,
  QuizImportResult,
  QuizOverrideList,
  QuizOverrideRequest,
  QuizQuestion,
  RegradeResult,
} from '../../../shared/schemas/quiz';
import * as quizApi from '../../api/quizAuthoringApi';
import type { Versioned } from '../../api/studioApi';
import { defineRequest } from '../../app/request';
import { studioActions, type SaveObject } from '../studio';
import { callTracked } from '../ui';
import { saveFile } from '../teaching';

export const quizRequest = defineRequest<number, EditableQuiz>('quizEditor/quiz', (quizId) => quizApi.getQuiz(quizId), { keyOf: String });

/** The quiz again from the server, into quizRequest (the editor shows it and its new version). */
function* refreshQuiz(quizId: number) {
  const quiz: EditableQuiz = yield call(quizApi.getQuiz, quizId);
  yield put(quizRequest.actions.updated({ key: String(quizId), data: quiz }));
  return quiz;
}

/**
 * A saved (or taken over) quiz from the autosave: the editor's copy becomes the server's answer. When the
 * answer is not a whole quiz (a conflict whose problem carried less), the quiz is read again.
 */
export function* quizSavedSaga(action: PayloadAction<{ key: string; data: unknown; version: number }>) {
  const { key, data, version } = action.payload;
  if (!key.startsWith('quiz:')) return;
  const quiz = data as EditableQuiz | null;
  if (quiz !== null && typeof quiz === 'object' && typeof quiz.id === 'number' && Array.isArray(quiz.questions)) {
    yield put(quizRequest.actions.updated({ key: String(quiz.id), data: { ...quiz, version } }));
    return;
  }
  try {
    yield call(refreshQuiz, Number(key.slice(5)));
  } catch {
    // The editor keeps what it shows; the next save or a reload brings the quiz.
  }
}

export function* quizEditorSaga() {
  yield takeEvery(studioActions.objectSaved.type, quizSavedSaga);
}

/**
 * The autosave's call for a quiz (useAutosave's `save`): settings and order with If-Match. The PUT's
 * answer is the whole quiz; the studio puts it in `objectSaved`, which quizSavedSaga takes.
 */
export function quizSaver(quizId: number): SaveObject {
  return async (_key, value, version) => {
    const saved: Versioned<EditableQuiz> = await quizApi.updateQuiz(quizId, value as Parameters<typeof quizApi.updateQuiz>[1], version);
    return { data: saved.data, version: saved.version };
  };
}

export interface QuestionSaveArg {
  quizId: number;
  /** null: a new question (appended to the quiz). */
  questionId: number | null;
  /** The question's version (If-Match) when editing. */
  version: number;
  question: QuestionInput;
}

/** Adds a question to the quiz or changes one in the bank (If-Match: the question's version); the quiz is loaded again. */
export const questionSaveRequest = defineRequest(
  'quizEditor/questionSave',
  function* ({ quizId, questionId, version, question }: QuestionSaveArg) {
    let saved: QuizQuestion;
    if (questionId === null) saved = yield* callTracked(quizApi.createQuestion, quizId, question);
    else {
      const answer: Versioned<QuizQuestion> = yield* callTracked(quizApi.updateQuestion, questionId, question, version);
      saved = answer.data;
    }
    yield call(refreshQuiz, quizId);
    return saved;
  },
  { mode: 'leading' },
);

export const questionTagsRequest = defineRequest<number, QuestionTags>('quizEditor/tags', () => quizApi.listQuestionTags(), { keyOf: String });

export const questionBankRequest = defineRequest<QuestionBankQuery, quizApi.QuestionBankPage>('quizEditor/bank', (query) => quizApi.listQuestions(query));

export interface QuestionDeleteArg {
  quizId: number;
  questionId: number;
}

/** Deletes a bank question; the quiz being edited is read again (it may have used it). */
export const questionDeleteRequest = defineRequest(
  'quizEditor/questionDelete',
  function* ({ quizId, questionId }: QuestionDeleteArg) {
    yield* callTracked(quizApi.deleteQuestion, questionId);
    yield call(refreshQuiz, quizId);
    return questionId;
  },
  { mode: 'leading' },
);

export interface ImportArg {
  quizId: number;
  format: quizApi.QuizFileFormat;
  text: string;
}

export const importRequest = defineRequest(
  'quizEditor/import',
  function* ({ quizId, format, text }: ImportArg) {
    const result: QuizImportResult = yield* callTracked(quizApi.importQuestions, quizId, format, text);
    if (result.imported > 0) yield call(refreshQuiz, quizId);
    return result;
  },
  { mode: 'leading' },
);

export interface ExportArg {
  quizId: number;
  format: quizApi.QuizFileFormat;
}

export const exportRequest = defineRequest(
  'quizEditor/export',
  function* ({ quizId, format }: ExportArg) {
    const file: quizApi.DownloadedFile = yield* callTracked(quizApi.exportQuestions, quizId, format);
    yield call(saveFile, file.blob, file.fileName);
    return file.fileName;
  },
  { mode: 'leading' },
);

export const overridesRequest = defineRequest<number, QuizOverrideList>('quizEditor/overrides', (quizId) => quizApi.listOverrides(quizId), { keyOf: String });

export type OverrideChange = { quizId: number; save: QuizOverrideRequest } | { quizId: number; remove: string };

/** Saves (answered with the whole list) or removes (then the list is read again) one student's override; the list goes into overridesRequest. */
export const overrideChangeRequest = defineRequest(
  'quizEditor/overrideChange',
  function* (change: OverrideChange) {
    let list: QuizOverrideList;
    if ('save' in change) list = yield* callTracked(quizApi.saveOverride, change.quizId, change.save);
    else {
      yield* callTracked(quizApi.deleteOverride, change.quizId, change.remove);
      list = yield call(quizApi.listOverrides, change.quizId);
    }
    yield put(overridesRequest.actions.updated({ key: String(change.quizId), data: list }));
    return list;
  },
  { mode: 'leading' },
);

// ---- The results of a quiz (/instructor/quiz and /instructor/quiz/:quizId) ---------------------------

export const quizListRequest = defineRequest<'mine', InstructorQuizList>('quizEditor/list', () => quizApi.listQuizzes(), { keyOf: String });

export interface AttemptsArg {
  quizId: number;
  page: number;
  pageSize: number;
}

export const attemptsRequest = defineRequest<AttemptsArg, quizApi.QuizAttemptPage>('quizEditor/attempts', ({ quizId, page, pageSize }) => quizApi.listAttempts(quizId, page, pageSize));

export const itemAnalysisRequest = defineRequest<number, ItemAnalysis>('quizEditor/itemAnalysis', (quizId) => quizApi.getItemAnalysis(quizId), { keyOf: String });

export const attemptsCsvRequest = defineRequest(
  'quizEditor/attemptsCsv',
  function* (quizId: number) {
    const file: quizApi.DownloadedFile = yield* callTracked(quizApi.downloadAttemptsCsv, quizId);
    yield call(saveFile, file.blob, file.fileName);
    return file.fileName;
  },
  { mode: 'leading', keyOf: String },
);

export const regradeRequest = defineRequest(
  'quizEditor/regrade',
  function* (quizId: number) {
    const result: RegradeResult = yield* callTracked(quizApi.regrade, quizId);
    return result;
  },
  { mode: 'leading', keyOf: String },
);

export const essayQueueRequest = defineRequest<number, EssayQueue>('quizEditor/essayQueue', (quizId) => quizApi.getEssayQueue(quizId), { keyOf: String });

export interface EssayGradeArg extends EssayGradeRequest {
  quizId: number;
  attemptId: number;
  questionId: number;
}

/** Grades one essay answer; the queue (without it) and the quizzes' figures (essays waiting) are read again. */
export const essayGradeRequest = defineRequest(
  'quizEditor/essayGrade',
  function* ({ quizId, attemptId, questionId, points, comment }: EssayGradeArg) {
    yield* callTracked(quizApi.gradeEssay, attemptId, questionId, { points, comment });
    const queue: EssayQueue = yield call(quizApi.getEssayQueue, quizId);
    yield put(essayQueueRequest.actions.updated({ key: String(quizId), data: queue }));
    try {
      const list: InstructorQuizList = yield call(quizApi.listQuizzes);
      yield put(quizListRequest.actions.updated({ key: 'mine', data: list }));
    } catch {
      // The grade is saved; the count of essays waiting catches up on the next visit.
    }
    return { attemptId, questionId };
  },
  { mode: 'leading' },
);
