// /api/Tickets (the caller's own tickets: any signed-in customer), /api/Instructor/Tickets (tickets
// forwarded to the calling instructor) and /api/Admin/Tickets, /api/Admin/CannedReplies (admins only).
// Every answer is personal (Cache-Control: no-store, set for every request with a session).
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { IdParamSchema } from '../../../shared/schemas/common';
import {
  AdminTicketDetailSchema,
  AdminTicketMergeSchema,
  AdminTicketReplySchema,
  AdminTicketsPageSchema,
  AdminTicketsQuerySchema,
  AdminTicketUpdateSchema,
  CannedRepliesSchema,
  CannedReplyInputSchema,
  CannedReplySchema,
  InstructorTicketDetailSchema,
  InstructorTicketsPageSchema,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_UPLOADS_PER_HOUR,
  TicketDetailSchema,
  TicketLinkOptionsSchema,
  TicketNoteSchema,
  TicketOpenSchema,
  TicketReplySchema,
  TicketsPageSchema,
  TicketsQuerySchema,
  TicketUploadSchema,
} from '../../../shared/schemas/tickets';
import { TICKET_API_ROUTES } from '../../../shared/ticketApiPaths';
import { caller } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { requireIfMatch, setVersionTag } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';

const tags = ['Tickets'];
const instructorTags = ['Instructor: tickets'];
const adminTags = ['Admin: tickets'];
const security = [{ bearer: [] }];
const AttachmentParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), attachmentId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The ticket version the change started from: 3 or "3" (required; 428 without)' })) });

/** Content-Disposition with the name in ASCII and in UTF-8 (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const ticketRoutes: RouteModule = (app, { tickets }) => {
  const admin = app.requireRole('admin');
  const instructor = app.requireRole('instructor', 'admin');

  // ---- The caller's own tickets --------------------------------------------------------------------

  app.get(
    TICKET_API_ROUTES.tickets,
    { onRequest: app.authenticate, schema: { tags, security, summary: "The caller's tickets, the latest activity first (?status: one status, or active = all but closed), with status, links and the last public message", querystring: TicketsQuerySchema, response: { 200: TicketsPageSchema } } },
    async (req) => tickets.list(caller(req), req.query),
  );

  app.post(
    TICKET_API_ROUTES.tickets,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Open a ticket (201) with its first message (plain text, shown as text) and attachments (ids from POST /Tickets/Attachments). Optional links: the caller\'s own order, a course they take or teach, a lesson of such a course (400 TICKET_LINK_INVALID otherwise); 400 TICKET_ATTACHMENT_NOT_FOUND for an attachment that is not the caller\'s unsent upload; 429 TICKET_OPEN_RATE_LIMITED past 5 new tickets an hour, TICKET_MESSAGE_RATE_LIMITED past 30 messages an hour',
        body: TicketOpenSchema,
        response: { 201: TicketDetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await tickets.open(caller(req), req.body)),
  );

  app.get(
    TICKET_API_ROUTES.ticketLinks,
    { onRequest: app.authenticate, schema: { tags, security, summary: "What a new ticket may be linked to: the caller's paid orders (50 newest), courses they take or teach (50) and those courses' lessons (500)", response: { 200: TicketLinkOptionsSchema } } },
    async (req) => tickets.linkOptions(caller(req)),
  );

  app.post(
    TICKET_API_ROUTES.ticketUploads,
    {
      onRequest: app.authenticate,
      // Per customer, counted before the body is read (like /Files).
      config: {
        rateLimit: {
          max: TICKET_UPLOADS_PER_HOUR,
          timeWindow: 3_600_000,
          keyGenerator: (req) => `ticket-upload:${req.customer?.id ?? req.ip}`,
          errorResponseBuilder: (_req, ctx) => new AppError(429, ERROR_CODES.TICKET_UPLOAD_RATE_LIMITED, 'Too many uploads in a short time; try again later.', { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) }),
        },
      },
      bodyLimit: TICKET_ATTACHMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Upload one attachment (multipart field `file`) for a message about to be sent (201; its id goes in attachmentIds): a JPEG, PNG or WebP image (checked by its bytes and re-encoded) or a PDF (starting with %PDF-, stored as it is); 400 TICKET_ATTACHMENT_INVALID, 413 TICKET_ATTACHMENT_TOO_LARGE past 5 MB, 429 TICKET_UPLOAD_RATE_LIMITED past 30 an hour. Unsent uploads are deleted after a day',
        consumes: ['multipart/form-data'],
        response: { 201: TicketUploadSchema },
      },
    },
    async (req, reply) => {
      const me = caller(req);
      if (!req.isMultipart()) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Send the file as multipart/form-data in the field "file".');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw new AppError(400, ERROR_CODES.FILE_MISSING, 'Send the file in the form field "file".');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ERROR_CODES.TICKET_ATTACHMENT_TOO_LARGE, 'An attachment can be at most 5 MB.');
        throw err;
      }
      return reply.code(201).send(await tickets.attachments.upload(me, data, part.filename));
    },
  );

  app.get(
    TICKET_API_ROUTES.ticket,
    { onRequest: app.authenticate, schema: { tags, security, summary: "One of the caller's tickets with its public thread (never an internal note); 404 TICKET_NOT_FOUND for anyone else's", params: IdParamSchema, response: { 200: TicketDetailSchema } } },
    async (req) => tickets.get(caller(req), req.params.id),
  );

  app.post(
    TICKET_API_ROUTES.ticketMessages,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Reply to one of the caller's tickets (201): a pending or resolved ticket opens again; 409 TICKET_CLOSED for a closed one (reopen it first); 404 TICKET_NOT_FOUND; 400 TICKET_ATTACHMENT_NOT_FOUND; 429 TICKET_MESSAGE_RATE_LIMITED past 30 messages an hour. The instructor it was forwarded to is mailed",
        params: IdParamSchema,
        body: TicketReplySchema,
        response: { 201: TicketDetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await tickets.reply(caller(req), req.params.id, req.body)),
  );

  app.post(
    TICKET_API_ROUTES.ticketClose,
    { onRequest: app.authenticate, schema: { tags, security, summary: "Close one of the caller's tickets; 409 TICKET_STATE_CONFLICT when closed already; 404 TICKET_NOT_FOUND", params: IdParamSchema, response: { 200: TicketDetailSchema } } },
    async (req) => tickets.close(caller(req), req.params.id),
  );

  app.post(
    TICKET_API_ROUTES.ticketReopen,
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: "Reopen one of the caller's closed tickets within 7 days of closing (409 TICKET_REOPEN_EXPIRED after; TICKET_STATE_CONFLICT when not closed or merged); 404 TICKET_NOT_FOUND", params: IdParamSchema, response: { 200: TicketDetailSchema } },
    },
    async (req) => tickets.reopen(caller(req), req.params.id),
  );

  app.get(
    TICKET_API_ROUTES.ticketAttachment,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "An attachment of a message the caller may read (the requester and the forwarded instructor: public messages; admins: every one): images inline, PDFs as downloads (Content-Disposition: attachment), always X-Content-Type-Options: nosniff; 404 TICKET_ATTACHMENT_NOT_FOUND otherwise",
        params: AttachmentParamsSchema,
        response: { 200: Type.Unknown({ description: 'The file (image/jpeg, image/png, image/webp or application/pdf)' }) },
      },
    },
    async (req, reply) => {
      const file = await tickets.attachmentFor(caller(req), req.params.id, req.params.attachmentId);
      const stream = await tickets.attachments.read(file.fileName);
      return reply
        .type(file.contentType)
        .header('content-disposition', disposition(file.contentType === 'application/pdf' ? 'attachment' : 'inline', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('content-length', String(file.size))
        .send(stream);
    },
  );

  // ---- The instructor's forwarded tickets ----------------------------------------------------------

  app.get(
    TICKET_API_ROUTES.instructorTickets,
    { onRequest: instructor, schema: { tags: instructorTags, security, summary: 'The tickets forwarded to the calling instructor about their courses (?status), the requester by first name only', querystring: TicketsQuerySchema, response: { 200: InstructorTicketsPageSchema } } },
    async (req) => tickets.instructorList(caller(req), req.query),
  );

  app.get(
    TICKET_API_ROUTES.instructorTicket,
    {
      onRequest: instructor,
      schema: { tags: instructorTags, security, summary: "A ticket forwarded to the caller: its public thread, the requester's first name and the course or lesson (none of the learner's other data); 404 TICKET_NOT_FOUND otherwise", params: IdParamSchema, response: { 200: InstructorTicketDetailSchema } },
    },
    async (req) => tickets.instructorGet(caller(req), req.params.id),
  );

  app.post(
    TICKET_API_ROUTES.instructorTicketMessages,
    {
      onRequest: instructor,
      schema: {
        tags: instructorTags,
        security,
        summary: "The instructor's answer to a ticket forwarded to them (201; mailed to the requester; the ticket then waits for the learner); 409 TICKET_CLOSED; 404 TICKET_NOT_FOUND; 429 TICKET_MESSAGE_RATE_LIMITED",
        params: IdParamSchema,
        body: TicketReplySchema,
        response: { 201: InstructorTicketDetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await tickets.instructorReply(caller(req), req.params.id, req.body)),
  );

  // ---- The staff -------------------------------------------------------------------------------------

  app.get(
    TICKET_API_ROUTES.adminTickets,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          'The queue (?status: active = new, open and pending, the default; one status; all) filtered by category, assignee (me, none or an admin\'s encryptId) and search (subject, requester\'s name, username or e-mail, ticket number); the longest-waiting first (?sort=newest: latest activity first)',
        querystring: AdminTicketsQuerySchema,
        response: { 200: AdminTicketsPageSchema },
      },
    },
    async (req) => tickets.adminList(caller(req), req.query),
  );

  app.get(
    TICKET_API_ROUTES.adminTicket,
    { onRequest: admin, schema: { tags: adminTags, security, summary: 'A ticket with its whole thread (internal notes too), the requester, assignee, clocks and version (also in ETag); 404 TICKET_NOT_FOUND', params: IdParamSchema, response: { 200: AdminTicketDetailSchema } } },
    async (req, reply) => {
      const detail = await tickets.adminGet(req.params.id);
      setVersionTag(reply, detail.version);
      return detail;
    },
  );

  app.put(
    TICKET_API_ROUTES.adminTicket,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          "Change status (along the state table; 409 TICKET_STATE_CONFLICT otherwise), assignee (an admin's encryptId or null; 400 TICKET_ASSIGNEE_INVALID) and category, with If-Match: version (428 without; 409 VERSION_CONFLICT when stale). Audited (ticket.status, ticket.assign, ticket.category); a status change is mailed to the requester",
        headers: ifMatch,
        params: IdParamSchema,
        body: AdminTicketUpdateSchema,
        response: { 200: AdminTicketDetailSchema },
      },
    },
    async (req, reply) => {
      const detail = await tickets.adminUpdate(caller(req), req.params.id, req.body, requireIfMatch(req));
      setVersionTag(reply, detail.version);
      return detail;
    },
  );

  app.post(
    TICKET_API_ROUTES.adminTicketMessages,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          'A public reply from the staff (201; mailed to the requester; audited as ticket.reply): the ticket becomes pending unless status says open or resolved; the first one records the first response time; an unassigned ticket is assigned to the replier. 409 TICKET_CLOSED; 404 TICKET_NOT_FOUND',
        params: IdParamSchema,
        body: AdminTicketReplySchema,
        response: { 201: AdminTicketDetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await tickets.adminReply(caller(req), req.params.id, req.body)),
  );

  app.post(
    TICKET_API_ROUTES.adminTicketNotes,
    {
      onRequest: admin,
      schema: { tags: adminTags, security, summary: 'An internal note (201): never shown to the learner or the instructor, never mailed; audited as ticket.note without its text. 404 TICKET_NOT_FOUND', params: IdParamSchema, body: TicketNoteSchema, response: { 201: AdminTicketDetailSchema } },
    },
    async (req, reply) => reply.code(201).send(await tickets.adminNote(caller(req), req.params.id, req.body)),
  );

  app.post(
    TICKET_API_ROUTES.adminTicketMerge,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          "Merge this ticket (a duplicate) into intoId of the same requester: the duplicate is closed with mergedInto, its messages show in the other's thread (answers the target). 409 TICKET_MERGE_INVALID (itself, another requester's, closed or merged target); 404 TICKET_NOT_FOUND. Audited (ticket.merge); the requester is mailed",
        params: IdParamSchema,
        body: AdminTicketMergeSchema,
        response: { 200: AdminTicketDetailSchema },
      },
    },
    async (req) => tickets.adminMerge(caller(req), req.params.id, req.body.intoId),
  );

  app.post(
    TICKET_API_ROUTES.adminTicketForward,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary: "Forward a course_content ticket linked to a course to the course's instructor, who may then read its public thread and answer (mailed; audited as ticket.forward). 409 TICKET_FORWARD_UNAVAILABLE (another category, no course or no instructor), TICKET_CLOSED; 404 TICKET_NOT_FOUND",
        params: IdParamSchema,
        response: { 200: AdminTicketDetailSchema },
      },
    },
    async (req) => tickets.adminForward(caller(req), req.params.id),
  );

  app.get(
    TICKET_API_ROUTES.adminCannedReplies,
    { onRequest: admin, schema: { tags: adminTags, security, summary: 'The canned replies (title and text in th, en, vi, tl)', response: { 200: CannedRepliesSchema } } },
    async () => tickets.cannedList(),
  );

  app.post(
    TICKET_API_ROUTES.adminCannedReplies,
    { onRequest: admin, schema: { tags: adminTags, security, summary: 'Add a canned reply (201; audited canned_reply.create); 400 CANNED_REPLY_INVALID without an English title and text', body: CannedReplyInputSchema, response: { 201: CannedReplySchema } } },
    async (req, reply) => reply.code(201).send(await tickets.cannedCreate(caller(req), req.body)),
  );

  app.put(
    TICKET_API_ROUTES.adminCannedReply,
    {
      onRequest: admin,
      schema: { tags: adminTags, security, summary: 'Replace a canned reply (audited canned_reply.update); 404 CANNED_REPLY_NOT_FOUND; 400 CANNED_REPLY_INVALID', params: IdParamSchema, body: CannedReplyInputSchema, response: { 200: CannedReplySchema } },
    },
    async (req) => tickets.cannedUpdate(caller(req), req.params.id, req.body),
  );

  app.delete(
    TICKET_API_ROUTES.adminCannedReply,
    { onRequest: admin, schema: { tags: adminTags, security, summary: 'Delete a canned reply (204; audited canned_reply.delete); 404 CANNED_REPLY_NOT_FOUND', params: IdParamSchema } },
    async (req, reply) => {
      await tickets.cannedDelete(caller(req), req.params.id);
      return reply.code(204).send();
    },
  );
};
