import { IdParamSchema } from '../../../shared/schemas/common';
import { CompletionSchema, LessonSchema, PositionRequestSchema, PositionResponseSchema } from '../../../shared/schemas/courses';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Lessons'];
const security = [{ bearer: [] }];

export const lessonRoutes: RouteModule = (app, { lessons }) => {
  app.get(
    API_ROUTES.lesson,
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags,
        summary: "A lesson with its content: enrolled students, or anyone for a free preview; else 403 LESSON_LOCKED. An enrolled student's first opening starts its reading time; `engagement` says what is left before it can be completed",
        params: IdParamSchema,
        response: { 200: LessonSchema },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'authorization').header('cache-control', 'private, no-cache');
      return lessons.get(req.params.id, req.customer);
    },
  );

  app.post(
    API_ROUTES.lessonComplete,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Mark a lesson complete once it was engaged with: a video played over at least 90 % of its length (in plausible time), a text open for its reading time; else 409 LESSON_NOT_ENGAGED with \`missing\`. The first completion adds points and counters; completing the course's last lesson issues the certificate, whose code every later call on the completed course answers. Repeats add nothing.`,
        security,
        params: IdParamSchema,
        response: { 200: CompletionSchema },
      },
    },
    async (req) => lessons.complete(caller(req), req.params.id),
  );

  app.put(
    API_ROUTES.lessonPosition,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Report the player position (seconds): the resume point, and for a video the stretch played since the previous report (at most 2x the time between them) counts as watched',
        security,
        params: IdParamSchema,
        body: PositionRequestSchema,
        response: { 200: PositionResponseSchema },
      },
    },
    async (req) => lessons.setPosition(caller(req), req.params.id, req.body.position),
  );
};
