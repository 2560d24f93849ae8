import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import { PageQuerySchema } from '../../../shared/schemas/common';
import {
  EssayGradeParamSchema, EssayGradeRequestSchema, EssayQueueQuerySchema, EssayQueueSchema, ItemAnalysisSchema, QuizAttemptPageSchema, QuizAttemptRowSchema, QuizIdParamSchema, RegradeResultSchema,
} from '../../../shared/schemas/quiz';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';

const tags = ['Quizzes: results'];
const security = [{ bearer: [] }];

export const quizResultsRoutes: RouteModule = (app, { quizResults }) => {
  // The course's instructor or an admin; someone else's quiz is 404 QUIZ_NOT_FOUND, students 403.
  const staff = app.requireRole('instructor', 'admin');

  app.get(
    API_ROUTES.instructorQuizAttempts,
    { onRequest: staff, schema: { tags, security, summary: "The learners' attempts at a quiz, the latest first (previews excluded)", params: QuizIdParamSchema, querystring: PageQuerySchema, response: { 200: QuizAttemptPageSchema } } },
    async (req) => quizResults.attemptsPage(caller(req), req.params.quizId, req.query.page ?? 1, req.query.pageSize ?? 20),
  );

  app.get(
    API_ROUTES.instructorQuizAttemptsCsv,
    { onRequest: staff, schema: { tags, security, summary: 'Every attempt with every answer as CSV (one row per attempt and question), UTF-8 with a BOM', params: QuizIdParamSchema, response: { 200: Type.String({ description: 'text/csv' }) } } },
    async (req, reply) => {
      const csv = await quizResults.attemptsCsv(caller(req), req.params.quizId);
      const name = `quiz-${req.params.quizId}-attempts-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
    },
  );

  app.get(
    API_ROUTES.instructorQuizItemAnalysis,
    {
      onRequest: staff,
      schema: { tags, security, summary: 'Per question: answered, share correct, discrimination index (top minus bottom 27 %), most chosen wrong option, average seconds, flags', params: QuizIdParamSchema, response: { 200: ItemAnalysisSchema } },
    },
    async (req) => quizResults.itemAnalysis(caller(req), req.params.quizId),
  );

  app.post(
    API_ROUTES.instructorQuizRegrade,
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: "Grade every submitted attempt again with the questions' current keys; learners who now pass complete the lesson; those whose result changed are mailed",
        params: QuizIdParamSchema,
        response: { 200: RegradeResultSchema },
      },
    },
    async (req) => quizResults.regrade(caller(req), req.params.quizId),
  );

  app.get(
    API_ROUTES.instructorEssayQueue,
    { onRequest: staff, schema: { tags, security, summary: "Essay answers waiting for a grade in the caller's quizzes (?quizId: one quiz), oldest first", querystring: EssayQueueQuerySchema, response: { 200: EssayQueueSchema } } },
    async (req) => quizResults.essayQueue(caller(req), req.query.quizId),
  );

  app.post(
    API_ROUTES.instructorEssayGrade,
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Grade one essay answer waiting for its grade (points up to the question\'s, a comment); the last one graded finalises the attempt. 400/409 QUIZ_GRADE_INVALID, 404 QUIZ_ATTEMPT_NOT_FOUND',
        params: EssayGradeParamSchema,
        body: EssayGradeRequestSchema,
        response: { 200: QuizAttemptRowSchema },
      },
    },
    async (req) => quizResults.gradeEssay(caller(req), req.params.attemptId, req.params.questionId, req.body),
  );
};
