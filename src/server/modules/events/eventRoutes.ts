import { Type } from '@sinclair/typebox';
import { SlugParamSchema } from '../../../shared/schemas/catalog';
import { IdParamSchema } from '../../../shared/schemas/common';
import { EventDetailQuerySchema, EventDetailSchema, EventListQuerySchema, EventPageSchema, EventRegistrationSchema, type EventListQuery } from '../../../shared/schemas/content';
import { caller } from '../../plugins/auth';
import { sendJsonBytes, type RouteModule } from '../typedApp';
import { eventNotFound } from './eventService';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Events'];
const security = [{ bearer: [] }];

/** The same key whatever order the parameters came in. */
function cacheKey(query: EventListQuery): string {
  return `events:${query.kind ?? ''}:${query.when ?? ''}:${query.countryId ?? ''}:${query.lang ?? ''}:${query.page ?? 1}:${query.pageSize ?? 12}`;
}

export const eventRoutes: RouteModule = (app, { events }) => {
  app.get(
    API_ROUTES.events,
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags,
        summary:
          "Published seminars, robo camps, road trips and events (drafts never); ?when=upcoming (soonest first) or past (latest first), ?kind, ?countryId, ?lang (texts in the reader's language when translated; `lang` says which). Signed in: isRegistered.",
        querystring: EventListQuerySchema,
        response: { 200: EventPageSchema },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'authorization');
      // isRegistered depends on the caller: only anonymous answers are shared.
      // Asked with a session: the no-store plugin marks the answer personal.
      if (req.customer) return events.list(req.query, req.customer.id);
      reply.header('cache-control', 'public, max-age=10');
      return sendJsonBytes(reply, await events.anonymousCache.get(cacheKey(req.query), () => events.list(req.query, null)));
    },
  );

  app.get(
    API_ROUTES.eventsMine,
    { onRequest: app.authenticate, schema: { tags, summary: 'My registrations, upcoming first', security, response: { 200: Type.Array(EventRegistrationSchema) } } },
    async (req) => events.mine(caller(req)),
  );

  app.get(
    API_ROUTES.eventBySlug,
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags,
        summary: "One published event with its description (HTML) and schedule (times local to its timeZone); ?lang: the reader's language when translated. A draft: 404 EVENT_NOT_FOUND",
        params: SlugParamSchema,
        querystring: EventDetailQuerySchema,
        response: { 200: EventDetailSchema },
      },
    },
    async (req, reply) => {
      // Anonymous answers may be shared briefly; the no-store plugin marks a signed-in caller's as personal.
      reply.header('vary', 'authorization').header('cache-control', 'public, max-age=10');
      return (await events.bySlug(req.params.slug, req.customer?.id ?? null, req.query.lang ?? null)) ?? Promise.reject(eventNotFound());
    },
  );

  app.post(
    API_ROUTES.eventRegister,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Take a seat (201). 409 EVENT_ALREADY_REGISTERED, 409 EVENT_FULL, 400 EVENT_OVER, 404 EVENT_NOT_FOUND.',
        security,
        params: IdParamSchema,
        response: { 201: EventRegistrationSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await events.register(caller(req), req.params.id)),
  );

  app.delete(
    API_ROUTES.eventRegister,
    { onRequest: app.authenticate, schema: { tags, summary: 'Give the seat back (204); 404 EVENT_REGISTRATION_NOT_FOUND when none is held', security, params: IdParamSchema } },
    async (req, reply) => {
      await events.cancel(caller(req), req.params.id);
      return reply.code(204).send();
    },
  );
};

