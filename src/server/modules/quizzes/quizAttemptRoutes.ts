import { API_ROUTES } from '../../../shared/apiPaths';
import {
  AttemptIdParamSchema, AttemptSchema, CheckAnswerRequestSchema, QuestionFeedbackSchema, QuizIdParamSchema, SaveAnswersRequestSchema, SavedAnswersSchema,
} from '../../../shared/schemas/quiz';
import { caller, claimsOf } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { unionBodyValidatorCompiler } from '../validation';

const tags = ['Quizzes: taking'];
const security = [{ bearer: [] }];

/** Answers are unions (text, number, boolean, list, map): checked exactly as sent (modules/validation.ts). */
const validatorCompiler = unionBodyValidatorCompiler();

export const quizAttemptRoutes: RouteModule = (app, { quizAttempts }) => {
  app.post(
    API_ROUTES.quizAttempts,
    {
      onRequest: app.authenticate,
      validatorCompiler,
      schema: {
        tags,
        security,
        summary:
          "Start an attempt, or get back the one in progress. Enrolled students within their attempts (with their override) and past any cooldown (409 QUIZ_NO_ATTEMPTS_LEFT, QUIZ_COOLDOWN with missing.secondsLeft); the course's instructor and admins as an uncounted preview; 403 QUIZ_NOT_ENROLLED, 404 QUIZ_NOT_FOUND, 409 QUIZ_EMPTY",
        params: QuizIdParamSchema,
        response: { 200: AttemptSchema },
      },
    },
    async (req) => quizAttempts.start(caller(req), req.params.quizId),
  );

  app.get(
    API_ROUTES.attempt,
    {
      onRequest: app.authenticate,
      validatorCompiler,
      schema: { tags, security, summary: "One of the caller's attempts (an attempt past its deadline is submitted first with what was saved); 404 QUIZ_ATTEMPT_NOT_FOUND", params: AttemptIdParamSchema, response: { 200: AttemptSchema } },
    },
    async (req) => quizAttempts.get(caller(req), req.params.attemptId),
  );

  app.put(
    API_ROUTES.attemptAnswers,
    {
      onRequest: app.authenticate,
      validatorCompiler,
      schema: {
        tags,
        security,
        summary:
          'Save answers (merged with those saved; null removes one). 400 QUIZ_ANSWER_INVALID (a shape that does not fit the question, or a question not in the attempt), 409 QUIZ_ANSWER_LOCKED (checked), 409 QUIZ_ATTEMPT_CLOSED (submitted, or past its deadline: then submitted with what was saved)',
        params: AttemptIdParamSchema,
        body: SaveAnswersRequestSchema,
        response: { 200: SavedAnswersSchema },
      },
    },
    async (req) => quizAttempts.saveAnswers(caller(req), req.params.attemptId, req.body.answers),
  );

  app.post(
    API_ROUTES.attemptCheck,
    {
      onRequest: app.authenticate,
      validatorCompiler,
      schema: {
        tags,
        security,
        summary: "With feedback after each question: grade one answered question and lock it; the feedback as the quiz's settings allow",
        params: AttemptIdParamSchema,
        body: CheckAnswerRequestSchema,
        response: { 200: QuestionFeedbackSchema },
      },
    },
    async (req) => quizAttempts.check(caller(req), req.params.attemptId, req.body.questionId),
  );

  app.post(
    API_ROUTES.attemptSubmit,
    {
      // The token only: the submit checks the customer and the token's version in its own read (one query less).
      onRequest: app.authenticateToken,
      validatorCompiler,
      schema: { tags, security, summary: 'Submit and grade on the server, once (a second submit answers the same result); a passing grade completes the lesson', params: AttemptIdParamSchema, response: { 200: AttemptSchema } },
    },
    async (req) => {
      const claims = claimsOf(req);
      return quizAttempts.submit({ id: claims.sub, tokenVersion: claims.ver }, req.params.attemptId);
    },
  );
};
