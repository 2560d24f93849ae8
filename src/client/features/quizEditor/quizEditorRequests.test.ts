// The quiz editor's requests and saga in a real store (quiz API stubbed): what each call sends and the
// state it leaves, including the quiz loaded again after its questions change and the autosave's answer
// reaching the edited quiz.
import { waitFor } from '@testing-library/react';
import { ApiError } from '../../api/apiError';
import * as quizApi from '../../api/quizAuthoringApi';
import { runRequest } from '../../testing/requestStore';
import { studioActions } from '../studio/studioSlice';
import { aSingleQuestion, anAttemptRow, anEditableQuiz, anEssayItem } from './quizEditorFixtures';
import { essayGradeRequest, essayQueueRequest, importRequest, overrideChangeRequest, overridesRequest, questionSaveRequest, quizEditorSaga, quizRequest, quizSaver } from './quizEditorRequests';
import { newQuestion } from './quizForm';

jest.mock('../../api/quizAuthoringApi');
const api = quizApi as jest.Mocked<typeof quizApi>;

beforeEach(() => jest.resetAllMocks());

/** A store whose quizRequest holds quiz 40 as loaded. */
async function storeWithQuiz() {
  api.getQuiz.mockResolvedValueOnce(anEditableQuiz());
  const { store } = await runRequest(quizRequest, 40);
  return store;
}

describe('questionSaveRequest', () => {
  it('adds a new question, then puts the quiz as loaded again into the editor', async () => {
    const store = await storeWithQuiz();
    const created = aSingleQuestion({ id: 104 });
    api.createQuestion.mockResolvedValue(created);
    api.getQuiz.mockResolvedValue(anEditableQuiz({ version: 5, questions: [...anEditableQuiz().questions, created] }));
    const question = { ...newQuestion('single'), prompt: 'Hot?' };
    const { state } = await runRequest(questionSaveRequest, { quizId: 40, questionId: null, version: 0, question }, store);
    expect(state).toMatchObject({ status: 'succeeded', data: { id: 104 } });
    expect(api.createQuestion).toHaveBeenCalledWith(40, question);
    expect(api.updateQuestion).not.toHaveBeenCalled();
    expect(quizRequest.select(store.getState()).data).toMatchObject({ version: 5, questions: [{ id: 101 }, { id: 102 }, { id: 103 }, { id: 104 }] });
  });

  it('changes a bank question with its version; a 409 fails the request and leaves the quiz alone', async () => {
    const store = await storeWithQuiz();
    api.updateQuestion.mockRejectedValue(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'x', problem: { currentVersion: 3 } }));
    const { state } = await runRequest(questionSaveRequest, { quizId: 40, questionId: 101, version: 1, question: aSingleQuestion() }, store);
    expect(api.updateQuestion).toHaveBeenCalledWith(101, expect.objectContaining({ type: 'single' }), 1);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'VERSION_CONFLICT', status: 409 } });
    expect(api.getQuiz).toHaveBeenCalledTimes(1);
    expect(quizRequest.select(store.getState()).data?.version).toBe(4);
  });
});

describe('importRequest', () => {
  it('sends the file text and loads the quiz again when something was imported', async () => {
    const store = await storeWithQuiz();
    api.importQuestions.mockResolvedValue({ imported: 1, questions: [], errors: [], version: 6 });
    api.getQuiz.mockResolvedValue(anEditableQuiz({ version: 6 }));
    const { state } = await runRequest(importRequest, { quizId: 40, format: 'gift' as const, text: '::Q1:: Hot? {T}' }, store);
    expect(api.importQuestions).toHaveBeenCalledWith(40, 'gift', '::Q1:: Hot? {T}');
    expect(state.data?.imported).toBe(1);
    expect(quizRequest.select(store.getState()).data?.version).toBe(6);
  });

  it('does not load the quiz again when every row was refused', async () => {
    const store = await storeWithQuiz();
    api.importQuestions.mockResolvedValue({ imported: 0, questions: [], errors: [{ line: 1, code: 'QUIZ_QUESTION_INVALID', detail: 'x' }], version: 4 });
    await runRequest(importRequest, { quizId: 40, format: 'csv' as const, text: 'bad' }, store);
    expect(api.getQuiz).toHaveBeenCalledTimes(1);
  });
});

describe('quizEditorSaga', () => {
  it('puts the quiz an autosave answered (or a conflict took over) into the editor; other objects are ignored', async () => {
    const store = await storeWithQuiz();
    store.injectSaga(quizEditorSaga);
    store.dispatch(studioActions.objectSaved({ key: 'lesson:31', data: { id: 31, title: 'x' }, version: 9, clean: true }));
    expect(quizRequest.select(store.getState()).data?.version).toBe(4);
    store.dispatch(studioActions.objectSaved({ key: 'quiz:40', data: anEditableQuiz({ passMarkPercent: 65, version: 2 }), version: 5, clean: true }));
    await waitFor(() => expect(quizRequest.select(store.getState()).data).toMatchObject({ passMarkPercent: 65, version: 5 }));
  });

  it('reads the quiz again when a taken-over answer is not a whole quiz', async () => {
    const store = await storeWithQuiz();
    store.injectSaga(quizEditorSaga);
    api.getQuiz.mockResolvedValue(anEditableQuiz({ passMarkPercent: 90, version: 7 }));
    store.dispatch(studioActions.objectSaved({ key: 'quiz:40', data: { passMarkPercent: 90 }, version: 7, clean: true }));
    await waitFor(() => expect(quizRequest.select(store.getState()).data).toMatchObject({ passMarkPercent: 90, version: 7 }));
    expect(api.getQuiz).toHaveBeenLastCalledWith(40);
  });

  it('quizSaver sends the settings and order with If-Match and answers the server’s quiz and version', async () => {
    api.updateQuiz.mockResolvedValue({ data: anEditableQuiz({ version: 5 }), version: 5 });
    const { questions: _q, ...rest } = anEditableQuiz();
    const value = { ...rest, questionIds: [103, 101] };
    await expect(quizSaver(40)('quiz:40', value, 4)).resolves.toEqual({ data: anEditableQuiz({ version: 5 }), version: 5 });
    expect(api.updateQuiz).toHaveBeenCalledWith(40, value, 4);
  });
});

describe('overrides and essays', () => {
  it('saves a student’s override, then the list is loaded again into overridesRequest', async () => {
    api.listOverrides.mockResolvedValueOnce({ items: [] });
    const { store } = await runRequest(overridesRequest, 40);
    const saved = { username: 'ann', fullName: 'Ann', extraTimeSeconds: 600, extraAttempts: 1, updatedAt: '2026-11-01T00:00:00.000Z' };
    api.saveOverride.mockResolvedValue({ items: [saved] });
    await runRequest(overrideChangeRequest, { quizId: 40, save: { username: 'ann', extraTimeSeconds: 600, extraAttempts: 1 } }, store);
    expect(api.saveOverride).toHaveBeenCalledWith(40, { username: 'ann', extraTimeSeconds: 600, extraAttempts: 1 });
    expect(overridesRequest.select(store.getState()).data?.items).toEqual([saved]);
    expect(api.listOverrides).toHaveBeenCalledTimes(1);
    api.deleteOverride.mockResolvedValue(undefined);
    api.listOverrides.mockResolvedValue({ items: [] });
    await runRequest(overrideChangeRequest, { quizId: 40, remove: 'ann' }, store);
    expect(api.deleteOverride).toHaveBeenCalledWith(40, 'ann');
    expect(overridesRequest.select(store.getState()).data?.items).toEqual([]);
  });

  it('grades an essay and the queue in the store no longer has it', async () => {
    api.getEssayQueue.mockResolvedValueOnce({ items: [anEssayItem()] });
    const { store } = await runRequest(essayQueueRequest, 40);
    api.gradeEssay.mockResolvedValue(anAttemptRow());
    api.getEssayQueue.mockResolvedValue({ items: [] });
    const { state } = await runRequest(essayGradeRequest, { quizId: 40, attemptId: 900, questionId: 103, points: 4.5, comment: 'Good' }, store);
    expect(state.status).toBe('succeeded');
    expect(api.gradeEssay).toHaveBeenCalledWith(900, 103, { points: 4.5, comment: 'Good' });
    expect(essayQueueRequest.select(store.getState()).data?.items).toEqual([]);
  });

  it('a refused grade fails with its code and keeps the queue', async () => {
    api.getEssayQueue.mockResolvedValueOnce({ items: [anEssayItem()] });
    const { store } = await runRequest(essayQueueRequest, 40);
    api.gradeEssay.mockRejectedValue(new ApiError({ status: 400, code: 'QUIZ_GRADE_INVALID', message: 'too many points' }));
    const { state } = await runRequest(essayGradeRequest, { quizId: 40, attemptId: 900, questionId: 103, points: 9, comment: '' }, store);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'QUIZ_GRADE_INVALID' } });
    expect(essayQueueRequest.select(store.getState()).data?.items).toHaveLength(1);
  });
});
