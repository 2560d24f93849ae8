// The quiz authoring calls of the instructor area (/api/Instructor): a quiz's settings and questions,
// the question bank, import and export, per-student overrides, results, item analysis, regrade and the
// essay queue. Only the lazily loaded instructor chunk imports this module.
import { apiPath } from '../../shared/apiPaths';
import { QUIZ_AUTHORING_API_ROUTES as ROUTES } from '../../shared/quizApiPaths';
import type {
  EditableQuiz,
  EssayGradeRequest,
  EssayQueue,
  InstructorQuizList,
  ItemAnalysis,
  QuestionBankQuery,
  QuestionInput,
  QuestionTags,
  QuizAttemptRow,
  QuizImportResult,
  QuizOverrideList,
  QuizOverrideRequest,
  QuizQuestion,
  QuizUpdateRequest,
  RegradeResult,
} from '../../shared/schemas/quiz';
import { apiRequest } from './apiClient';
import { downloadFile, type DownloadedFile } from './download';
import { versioned, type Versioned } from './studioApi';

export type { DownloadedFile } from './download';

/** The two file formats of import and export: CSV (one row a question) and Moodle GIFT. */
export type QuizFileFormat = 'csv' | 'gift';

export interface QuestionBankPage {
  items: QuizQuestion[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QuizAttemptPage {
  items: QuizAttemptRow[];
  total: number;
  page: number;
  pageSize: number;
}

export function listQuizzes(): Promise<InstructorQuizList> {
  return apiRequest<InstructorQuizList>('GET', apiPath(ROUTES.instructorQuizzes));
}

export function getQuiz(quizId: number): Promise<EditableQuiz> {
  return apiRequest<EditableQuiz>('GET', apiPath(ROUTES.instructorQuiz, { quizId }));
}

/** Settings and the fixed questions' order in one PUT with If-Match; a stale version is a 409 (versionConflictOf). */
export function updateQuiz(quizId: number, request: QuizUpdateRequest, version: number): Promise<Versioned<EditableQuiz>> {
  return versioned<EditableQuiz>('PUT', apiPath(ROUTES.instructorQuiz, { quizId }), request, version);
}

/** A new question in the caller's bank, appended to the quiz. */
export function createQuestion(quizId: number, question: QuestionInput): Promise<QuizQuestion> {
  return apiRequest<QuizQuestion>('POST', apiPath(ROUTES.instructorQuizQuestions, { quizId }), { body: question });
}

/** A bank question changed (every quiz that uses it sees the change), with the question's version as If-Match. */
export function updateQuestion(id: number, question: QuestionInput, version: number): Promise<Versioned<QuizQuestion>> {
  return versioned<QuizQuestion>('PUT', apiPath(ROUTES.instructorQuestion, { id }), question, version);
}

/** A question leaves the bank and every quiz that used it (attempts keep the copy they froze). */
export function deleteQuestion(id: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(ROUTES.instructorQuestion, { id }));
}

export function listQuestions(query: QuestionBankQuery): Promise<QuestionBankPage> {
  return apiRequest<QuestionBankPage>('GET', apiPath(ROUTES.instructorQuestions, null, { ...query }));
}

export function listQuestionTags(): Promise<QuestionTags> {
  return apiRequest<QuestionTags>('GET', apiPath(ROUTES.instructorQuestionTags));
}

/** The file's text goes as text/plain (a Blob of that type); rows that could not be read come back in `errors`. */
export function importQuestions(quizId: number, format: QuizFileFormat, text: string): Promise<QuizImportResult> {
  return apiRequest<QuizImportResult>('POST', apiPath(ROUTES.instructorQuizImport, { quizId }, { format }), { formData: new Blob([text], { type: 'text/plain;charset=utf-8' }) });
}

export function exportQuestions(quizId: number, format: QuizFileFormat): Promise<DownloadedFile> {
  return downloadFile(apiPath(ROUTES.instructorQuizExport, { quizId }, { format }), format === 'csv' ? 'text/csv' : 'text/plain', `quiz-${quizId}.${format === 'csv' ? 'csv' : 'gift.txt'}`);
}

export function listOverrides(quizId: number): Promise<QuizOverrideList> {
  return apiRequest<QuizOverrideList>('GET', apiPath(ROUTES.instructorQuizOverrides, { quizId }));
}

/** Sets (or replaces) one student's override; the answer is the whole list. */
export function saveOverride(quizId: number, request: QuizOverrideRequest): Promise<QuizOverrideList> {
  return apiRequest<QuizOverrideList>('PUT', apiPath(ROUTES.instructorQuizOverrides, { quizId }), { body: request });
}

export function deleteOverride(quizId: number, username: string): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(ROUTES.instructorQuizOverride, { quizId, username }));
}

export function listAttempts(quizId: number, page: number, pageSize: number): Promise<QuizAttemptPage> {
  return apiRequest<QuizAttemptPage>('GET', apiPath(ROUTES.instructorQuizAttempts, { quizId }, { page, pageSize }));
}

export function downloadAttemptsCsv(quizId: number): Promise<DownloadedFile> {
  return downloadFile(apiPath(ROUTES.instructorQuizAttemptsCsv, { quizId }), 'text/csv', `quiz-${quizId}-answers.csv`);
}

export function getItemAnalysis(quizId: number): Promise<ItemAnalysis> {
  return apiRequest<ItemAnalysis>('GET', apiPath(ROUTES.instructorQuizItemAnalysis, { quizId }));
}

export function regrade(quizId: number): Promise<RegradeResult> {
  return apiRequest<RegradeResult>('POST', apiPath(ROUTES.instructorQuizRegrade, { quizId }));
}

export function getEssayQueue(quizId?: number): Promise<EssayQueue> {
  return apiRequest<EssayQueue>('GET', apiPath(ROUTES.instructorEssayQueue, null, { quizId }));
}

/** Grades one essay answer; the answer is the attempt's row (final once its last essay is graded). */
export function gradeEssay(attemptId: number, questionId: number, request: EssayGradeRequest): Promise<QuizAttemptRow> {
  return apiRequest<QuizAttemptRow>('POST', apiPath(ROUTES.instructorEssayGrade, { attemptId, questionId }), { body: request });
}
