// Taking a quiz: start (or get back) an attempt, read it, save answers as the learner goes, check one
// answer (feedback after each question), submit. The quiz itself arrives with its lesson (GET /Lessons/{id}).
import type { Attempt, CheckAnswerRequest, QuestionFeedback, SaveAnswersRequest, SavedAnswers } from '../../shared/schemas/quiz';
import { apiPath } from '../../shared/apiPaths';
import { QUIZ_API_ROUTES } from '../../shared/quizApiPaths';
import { apiRequest } from './apiClient';

/** Starts an attempt, or answers the one still in progress (409 QUIZ_COOLDOWN, QUIZ_NO_ATTEMPTS_LEFT ...). */
export function startAttempt(quizId: number, signal?: AbortSignal): Promise<Attempt> {
  return apiRequest<Attempt>('POST', apiPath(QUIZ_API_ROUTES.quizAttempts, { quizId }), { signal });
}

/** One of the caller's attempts with what was saved (and its result once submitted). */
export function getAttempt(attemptId: number, signal?: AbortSignal): Promise<Attempt> {
  return apiRequest<Attempt>('GET', apiPath(QUIZ_API_ROUTES.attempt, { attemptId }), { signal });
}

/** Merges these answers into those saved (null removes one). `keepalive` for a save while the page closes. */
export function saveAnswers(attemptId: number, answers: SaveAnswersRequest['answers'], options: { keepalive?: boolean } = {}): Promise<SavedAnswers> {
  const body: SaveAnswersRequest = { answers };
  return apiRequest<SavedAnswers>('PUT', apiPath(QUIZ_API_ROUTES.attemptAnswers, { attemptId }), { body, keepalive: options.keepalive });
}

/** Checks one saved answer (feedback after each question); the question is locked from then on. */
export function checkAnswer(attemptId: number, questionId: number): Promise<QuestionFeedback> {
  const body: CheckAnswerRequest = { questionId };
  return apiRequest<QuestionFeedback>('POST', apiPath(QUIZ_API_ROUTES.attemptCheck, { attemptId }), { body });
}

/** Submits the attempt with what was saved: the answer is the attempt with its result. */
export function submitAttempt(attemptId: number): Promise<Attempt> {
  return apiRequest<Attempt>('POST', apiPath(QUIZ_API_ROUTES.attemptSubmit, { attemptId }));
}
