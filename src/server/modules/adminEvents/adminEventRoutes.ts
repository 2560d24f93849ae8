// /api/Admin/Events: the admin's event editor, an event's registrations (JSON or CSV) and a message to
// them. Admins only (others 403, 401 without a session); every change audited.
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { API_ROUTES } from '../../../shared/apiPaths';
import {
  AdminEventPageSchema, AdminEventQuerySchema, AdminEventSchema, AdminEventWriteSchema, EventMessageAcceptedSchema, EventMessageRequestSchema, EventRegistrantsQuerySchema, EventRegistrantsSchema,
} from '../../../shared/schemas/adminEvents';
import { IdParamSchema } from '../../../shared/schemas/common';
import { caller } from '../../plugins/auth';
import { requireIfMatch, setVersionTag } from '../../plugins/versioning';
import type { CsvDownload } from '../earnings/earningsService';
import type { RouteModule } from '../typedApp';

const tags = ['Admin: content'];
const security = [{ bearer: [] }];
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The version the edit started from (the event\'s `version`): 1764230400123 or "1764230400123"' })) });

function sendCsv(reply: FastifyReply, csv: CsvDownload) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('cache-control', 'no-store')
    .send(csv.stream);
}

const fieldCodes = '400 VALIDATION_FAILED, EVENT_TIME_ZONE_INVALID, EVENT_DATES_INVALID (not a real local date-time, or the end before the start), EVENT_SCHEDULE_INVALID, EVENT_COVER_INVALID; 409 EVENT_SLUG_TAKEN';

export const adminEventRoutes: RouteModule = (app, { adminEvents }) => {
  const admin = app.requireRole('admin');

  app.get(
    API_ROUTES.adminEvents,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Every event, drafts too (?kind, ?search in title, slug or venue, ?status=draft|upcoming|past), upcoming soonest first, then the rest latest first',
        querystring: AdminEventQuerySchema,
        response: { 200: AdminEventPageSchema },
      },
    },
    async (req) => adminEvents.list(req.query),
  );

  app.post(
    API_ROUTES.adminEvents,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: `Create an event (201; audited event.create). Start and end are local date-times in timeZone, stored in UTC; the description is kept to safe markup; the slug is made from the title unless given. ${fieldCodes}`,
        body: AdminEventWriteSchema,
        response: { 201: AdminEventSchema },
      },
    },
    async (req, reply) => {
      const event = await adminEvents.create(caller(req).id, req.body);
      setVersionTag(reply, event.version);
      return reply.code(201).send(event);
    },
  );

  app.get(
    API_ROUTES.adminEvent,
    { onRequest: admin, schema: { tags, security, summary: 'One event with every field, its local times and its version (ETag). 404 EVENT_NOT_FOUND', params: IdParamSchema, response: { 200: AdminEventSchema } } },
    async (req, reply) => {
      const event = await adminEvents.get(req.params.id);
      setVersionTag(reply, event.version);
      return event;
    },
  );

  app.put(
    API_ROUTES.adminEvent,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: `Save an event (audited event.update with the changed fields). If-Match: its version (428 PRECONDITION_REQUIRED without; 409 VERSION_CONFLICT when it changed since, a registration included). 409 EVENT_CAPACITY_BELOW_REGISTERED; ${fieldCodes}; 404 EVENT_NOT_FOUND`,
        headers: ifMatch,
        params: IdParamSchema,
        body: AdminEventWriteSchema,
        response: { 200: AdminEventSchema },
      },
    },
    async (req, reply) => {
      const version = requireIfMatch(req, 'timestamp');
      const event = await adminEvents.update(caller(req).id, req.params.id, req.body, version);
      setVersionTag(reply, event.version);
      return event;
    },
  );

  app.delete(
    API_ROUTES.adminEvent,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Delete an event nobody registered for (204; audited event.delete). 409 EVENT_HAS_REGISTRATIONS otherwise: make it a draft to call it off and message the registrants. 404 EVENT_NOT_FOUND',
        params: IdParamSchema,
      },
    },
    async (req, reply) => {
      await adminEvents.remove(caller(req).id, req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    API_ROUTES.adminEventRegistrations,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "An event's registrations, oldest first (name, username, e-mail, registeredAt) with its capacity; ?format=csv: text/csv (UTF-8 with a BOM) as an attachment, headers in the admin's language. 404 EVENT_NOT_FOUND",
        params: IdParamSchema,
        querystring: EventRegistrantsQuerySchema,
        response: { 200: EventRegistrantsSchema },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') return sendCsv(reply, await adminEvents.registrantsCsv(req.params.id, caller(req).lang));
      return adminEvents.registrants(req.params.id);
    },
  );

  app.post(
    API_ROUTES.adminEventMessage,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          "Mail every registrant {subject, body} (plain text), each framed in the registrant's language, through the mail queue (202; audited event.message). 409 EVENT_NO_REGISTRANTS; 429 EVENT_MESSAGE_RATE_LIMITED (3 a day per event, Retry-After); 400 VALIDATION_FAILED (blank); 404 EVENT_NOT_FOUND",
        params: IdParamSchema,
        body: EventMessageRequestSchema,
        response: { 202: EventMessageAcceptedSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await adminEvents.message(caller(req).id, req.params.id, req.body)),
  );
};
