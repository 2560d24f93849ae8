// Writing quizzes (/api/Instructor: the course's instructor, any course for an admin): settings and
// question order (If-Match), the question bank, CSV and GIFT files, per-student overrides.
//
// These routes live in a scope of their own with two compilers of their own:
// - bodies are checked exactly as sent (modules/validation.ts): a question is one of several shapes by
//   `type`, which the app's coercing, stripping options would mangle;
// - answers are written with JSON.stringify: fast-json-stringify cannot write a union inside an
//   intersection (QuizQuestionSchema). The schemas still document every answer in OpenAPI.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import { QUIZ_IMPORT_MAX_BYTES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import {
  EditableQuizSchema, InstructorQuizListSchema, QuestionBankPageSchema, QuestionBankQuerySchema, QuestionInputSchema, QuestionTagsSchema, QuizFileQuerySchema,
  QuizIdParamSchema, QuizImportResultSchema, QuizOverrideListSchema, QuizOverrideParamSchema, QuizOverrideRequestSchema, QuizQuestionSchema,
  QuizUpdateRequestSchema,
} from '../../../shared/schemas/quiz';
import { IdParamSchema } from '../../../shared/schemas/studio';
import { caller } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { optionalIfMatch, requireIfMatch, setVersionTag } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';
import { unionBodyValidatorCompiler } from '../validation';

const tags = ['Instructor: quizzes'];
const security = [{ bearer: [] }];
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The version the edit started from: 3 or "3"' })) });

export const quizAuthoringRoutes: RouteModule = (app, { quizAuthoring }) => {
  const teach = app.requireRole('instructor', 'admin');

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.setValidatorCompiler(unionBodyValidatorCompiler());
    scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
    // Import files arrive as text; they must be UTF-8.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(['text/plain', 'text/csv'], { parseAs: 'buffer' }, (_req, body, done) => {
      try {
        done(null, new TextDecoder('utf-8', { fatal: true }).decode(body as Buffer));
      } catch {
        done(new AppError(400, ERROR_CODES.QUIZ_IMPORT_INVALID, 'The file is not UTF-8 text.'), undefined);
      }
    });

    scope.get(
      API_ROUTES.instructorQuizzes,
      {
        onRequest: teach,
        schema: {
          tags,
          security,
          summary: "The quizzes of the caller's courses with their figures: questions an attempt asks, submitted attempts and students (previews excluded), pass rate and average of the students' grades, essay answers waiting",
          response: { 200: InstructorQuizListSchema },
        },
      },
      async (req) => quizAuthoring.list(caller(req)),
    );

    scope.get(
      API_ROUTES.instructorQuiz,
      { onRequest: teach, schema: { tags, security, summary: 'A quiz as its author edits it; ETag: its version', params: QuizIdParamSchema, response: { 200: EditableQuizSchema } } },
      async (req, reply) => {
        const quiz = await quizAuthoring.get(caller(req), req.params.quizId);
        setVersionTag(reply, quiz.version);
        return quiz;
      },
    );

    scope.put(
      API_ROUTES.instructorQuiz,
      {
        onRequest: teach,
        schema: {
          tags,
          security,
          summary:
            "Save the settings and the fixed questions in order. If-Match: the quiz's version (428 without; 409 VERSION_CONFLICT with currentVersion and current when stale). Every question from the bank of the course's instructor, once; every draw's tag with enough questions (400 QUIZ_SETTINGS_INVALID)",
          params: QuizIdParamSchema,
          headers: ifMatch,
          body: QuizUpdateRequestSchema,
          response: { 200: EditableQuizSchema },
        },
      },
      async (req, reply) => {
        const expected = requireIfMatch(req);
        const quiz = await quizAuthoring.update(caller(req), req.params.quizId, expected, req.body);
        setVersionTag(reply, quiz.version);
        return quiz;
      },
    );

    scope.post(
      API_ROUTES.instructorQuizQuestions,
      {
        onRequest: teach,
        schema: {
          tags,
          security,
          summary: "A new question in the bank of the course's instructor, appended to the quiz (the quiz's version moves); ETag: the question's version. 400 QUIZ_QUESTION_INVALID says what does not hold together",
          params: QuizIdParamSchema,
          body: QuestionInputSchema,
          response: { 201: QuizQuestionSchema },
        },
      },
      async (req, reply) => {
        const question = await quizAuthoring.addQuestion(caller(req), req.params.quizId, req.body);
        setVersionTag(reply, question.version);
        return reply.code(201).send(question);
      },
    );

    scope.get(
      API_ROUTES.instructorQuestions,
      {
        onRequest: teach,
        schema: { tags, security, summary: "The caller's question bank, newest edit first (?tag, ?search in the prompt, ?type; ?page&pageSize)", querystring: QuestionBankQuerySchema, response: { 200: QuestionBankPageSchema } },
      },
      async (req) => quizAuthoring.bank(caller(req), req.query),
    );

    scope.get(
      API_ROUTES.instructorQuestionTags,
      { onRequest: teach, schema: { tags, security, summary: "The tags of the caller's question bank with how many questions carry each", response: { 200: QuestionTagsSchema } } },
      async (req) => quizAuthoring.tags(caller(req)),
    );

    scope.put(
      API_ROUTES.instructorQuestion,
      {
        onRequest: teach,
        schema: {
          tags,
          security,
          summary: "Edit a bank question. If-Match: the question's version. Option, item and pair ids sent back are kept (earlier answers still point at them); new ones get new ids",
          params: IdParamSchema,
          headers: ifMatch,
          body: QuestionInputSchema,
          response: { 200: QuizQuestionSchema },
        },
      },
      async (req, reply) => {
        const expected = requireIfMatch(req);
        const question = await quizAuthoring.updateQuestion(caller(req), req.params.id, expected, req.body);
        setVersionTag(reply, question.version);
        return question;
      },
    );

    scope.delete(
      API_ROUTES.instructorQuestion,
      {
        onRequest: teach,
        schema: { tags, security, summary: 'Remove a bank question and take it out of every quiz (If-Match optional); running attempts keep their copy', params: IdParamSchema, headers: ifMatch },
      },
      async (req, reply) => {
        await quizAuthoring.deleteQuestion(caller(req), req.params.id, optionalIfMatch(req));
        return reply.code(204).send();
      },
    );

    scope.get(
      API_ROUTES.instructorQuizExport,
      {
        onRequest: teach,
        schema: {
          tags,
          security,
          summary: "The quiz's fixed questions as CSV (UTF-8 with a BOM) or Moodle GIFT (fill_blanks and ordering, which GIFT lacks, as comments)",
          params: QuizIdParamSchema,
          querystring: QuizFileQuerySchema,
          response: { 200: Type.String({ description: 'text/csv or text/plain' }) },
        },
      },
      async (req, reply) => {
        const file = await quizAuthoring.exportFile(caller(req), req.params.quizId, req.query.format);
        return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.text);
      },
    );

    scope.post(
      API_ROUTES.instructorQuizImport,
      {
        onRequest: teach,
        bodyLimit: QUIZ_IMPORT_MAX_BYTES,
        schema: {
          tags,
          security,
          summary: `Questions from a CSV or GIFT file (text/plain, UTF-8, at most ${QUIZ_IMPORT_MAX_BYTES} bytes) appended to the quiz; rows or questions that cannot be imported are listed in \`errors\` with their line. 400 QUIZ_IMPORT_INVALID: not readable at all`,
          params: QuizIdParamSchema,
          querystring: QuizFileQuerySchema,
          consumes: ['text/plain', 'text/csv'],
          response: { 200: QuizImportResultSchema },
        },
      },
      async (req) => {
        const body: unknown = req.body;
        if (typeof body !== 'string') throw new AppError(400, ERROR_CODES.QUIZ_IMPORT_INVALID, 'Send the file as text/plain.');
        return quizAuthoring.importFile(caller(req), req.params.quizId, req.query.format, body);
      },
    );

    scope.get(
      API_ROUTES.instructorQuizOverrides,
      { onRequest: teach, schema: { tags, security, summary: "Students' extra time and attempts on this quiz", params: QuizIdParamSchema, response: { 200: QuizOverrideListSchema } } },
      async (req) => quizAuthoring.overrides(caller(req), req.params.quizId),
    );

    scope.put(
      API_ROUTES.instructorQuizOverrides,
      {
        onRequest: teach,
        schema: {
          tags,
          security,
          summary: 'Set one student\'s extra time and attempts (replacing any earlier); the student must be enrolled in the course (404 CUSTOMER_NOT_FOUND). Answers the whole list',
          params: QuizIdParamSchema,
          body: QuizOverrideRequestSchema,
          response: { 200: QuizOverrideListSchema },
        },
      },
      async (req) => quizAuthoring.putOverride(caller(req), req.params.quizId, req.body),
    );

    scope.delete(
      API_ROUTES.instructorQuizOverride,
      { onRequest: teach, schema: { tags, security, summary: "Remove one student's override (204 also when there was none)", params: QuizOverrideParamSchema } },
      async (req, reply) => {
        await quizAuthoring.deleteOverride(caller(req), req.params.quizId, req.params.username);
        return reply.code(204).send();
      },
    );
  });
};
