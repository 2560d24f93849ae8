import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import { ATTACHMENT_MAX_BYTES, VIDEO_UPLOAD_PART_BYTES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { EditableLessonSchema, IdParamSchema, StartVideoUploadRequestSchema, VideoUploadSchema } from '../../../shared/schemas/studio';
import { caller } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { RouteModule } from '../typedApp';

const tags = ['Instructor'];
const security = [{ bearer: [] }];

/** The tus header names this subset follows. */
export const UPLOAD_HEADERS = { offset: 'upload-offset', length: 'upload-length', resumable: 'tus-resumable' } as const;
export const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';

/** Each PATCH's raw byte stream, handed from the content-type parser to the handler. */
const partStreams = new WeakMap<FastifyRequest, Readable>();

const UploadIdParamSchema = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) });

/** PATCHes of one customer per minute (a 2 GB video is 256 parts): generous, but bounded. */
const PATCH_RATE = { max: 600, timeWindow: 60_000 };

function rateLimit(name: string, limit: { max: number; windowMs: number }) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:${req.customer?.id ?? req.ip}`,
    errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
      new AppError(429, ERROR_CODES.FILE_UPLOAD_RATE_LIMITED, 'Too many uploads in a short time; try again later.', { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) }),
  };
}

function offsetHeaders(reply: FastifyReply, offset: number, size: number) {
  return reply.header(UPLOAD_HEADERS.offset, String(offset)).header(UPLOAD_HEADERS.length, String(size)).header(UPLOAD_HEADERS.resumable, '1.0.0').header('cache-control', 'no-store');
}

export const videoUploadRoutes: RouteModule = (app, { videoUploads, attachments, files }) => {
  const staff = app.requireRole('instructor', 'admin');
  const uploadLimit = files.uploadRateLimit;

  app.post(
    API_ROUTES.instructorVideoUploads,
    {
      onRequest: staff,
      config: { rateLimit: rateLimit('video-upload', uploadLimit) },
      schema: {
        tags,
        summary: `Start a resumable upload of a lesson's video (the lesson's instructor or an admin): then PATCH its bytes in parts of at most ${VIDEO_UPLOAD_PART_BYTES} bytes (Content-Type ${OFFSET_CONTENT_TYPE}, Upload-Offset). 413 VIDEO_TOO_LARGE past MAX_VIDEO_MB`,
        security,
        body: StartVideoUploadRequestSchema,
        response: { 201: VideoUploadSchema },
      },
    },
    async (req, reply) => {
      const upload = await videoUploads.start(caller(req), req.body);
      offsetHeaders(reply, upload.offset, upload.size);
      return reply.code(201).header('location', `/api${API_ROUTES.instructorVideoUpload.replace(':id', upload.id)}`).send(upload);
    },
  );

  // HEAD before GET, so Fastify does not make its own HEAD out of the GET.
  app.head(
    API_ROUTES.instructorVideoUpload,
    { onRequest: staff, schema: { tags, summary: 'Where an upload stands: 204 with Upload-Offset (the next PATCH starts there) and Upload-Length', security, params: UploadIdParamSchema } },
    async (req, reply) => {
      const upload = await videoUploads.get(caller(req), req.params.id);
      return offsetHeaders(reply, upload.offset, upload.size).code(204).send();
    },
  );

  app.get(
    API_ROUTES.instructorVideoUpload,
    { onRequest: staff, schema: { tags, summary: 'An upload as JSON (with the lesson once complete)', security, params: UploadIdParamSchema, response: { 200: VideoUploadSchema } } },
    async (req, reply) => {
      const upload = await videoUploads.get(caller(req), req.params.id);
      offsetHeaders(reply, upload.offset, upload.size);
      return upload;
    },
  );

  // The bytes of a PATCH reach the handler as the raw stream (limited to a part there), never buffered.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    // The stream is kept aside, not as the body: the input guard walks bodies, and must not walk a stream.
    scope.addContentTypeParser(OFFSET_CONTENT_TYPE, (req, payload, done) => {
      partStreams.set(req, payload);
      done(null, undefined);
    });
    scope.patch(
      API_ROUTES.instructorVideoUpload,
      {
        onRequest: staff,
        config: { rateLimit: rateLimit('video-upload-part', { max: PATCH_RATE.max, windowMs: PATCH_RATE.timeWindow }) },
        bodyLimit: VIDEO_UPLOAD_PART_BYTES,
        schema: {
          tags,
          summary: `Append the next bytes at Upload-Offset (at most ${VIDEO_UPLOAD_PART_BYTES}): 204 with the new Upload-Offset, or 200 with the upload and its lesson when that was the last part. 409 VIDEO_UPLOAD_OFFSET_MISMATCH with the current offset (header and missing.offset) when the offset is wrong; 400 VIDEO_NOT_A_VIDEO when the first bytes are not MP4 or WebM (the upload is dropped)`,
          security,
          params: UploadIdParamSchema,
          consumes: [OFFSET_CONTENT_TYPE],
          response: { 200: VideoUploadSchema },
        },
      },
      async (req, reply) => {
        const me = caller(req);
        const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== OFFSET_CONTENT_TYPE) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, `Send the bytes as ${OFFSET_CONTENT_TYPE}.`);
        const offsetText = req.headers[UPLOAD_HEADERS.offset];
        if (typeof offsetText !== 'string' || !/^[0-9]{1,15}$/.test(offsetText)) throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'Say where the bytes go with an Upload-Offset header.');
        const lengthText = req.headers['content-length'];
        const contentLength = typeof lengthText === 'string' && /^[0-9]{1,15}$/.test(lengthText) ? Number(lengthText) : null;
        const body = partStreams.get(req) ?? Readable.from([]);
        try {
          const result = await videoUploads.append(me, req.params.id, Number(offsetText), body, contentLength);
          if (result.upload) {
            offsetHeaders(reply, result.offset, result.upload.size);
            return reply.code(200).send(result.upload);
          }
          const upload = await videoUploads.get(me, req.params.id);
          return offsetHeaders(reply, result.offset, upload.size).code(204).send();
        } finally {
          // Whatever the handler did not read is drained, so the answer can go out.
          if (!body.readableEnded) body.resume();
        }
      },
    );
    scope.post(
      API_ROUTES.instructorLessonAttachment,
      {
        onRequest: staff,
        config: { rateLimit: rateLimit('attachment-upload', uploadLimit) },
        bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          summary: 'Attach a downloadable file to a lesson (multipart field `file`, at most 50 MB: pdf, zip, docx, xlsx, pptx, txt, png, jpg, checked by its bytes); replaces the one before. 400 ATTACHMENT_TYPE_NOT_ALLOWED, 413 ATTACHMENT_TOO_LARGE',
          security,
          params: IdParamSchema,
          consumes: ['multipart/form-data'],
          response: { 200: EditableLessonSchema },
        },
      },
      async (req) => {
        const me = caller(req);
        if (!req.isMultipart()) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Send the file as multipart/form-data in the field "file".');
        const part = await req.file({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
        if (!part || part.fieldname !== 'file') throw new AppError(400, ERROR_CODES.FILE_MISSING, 'Send the file in the form field "file".');
        return attachments.attach(me, req.params.id, part.filename || 'attachment', part.file);
      },
    );
  });

  app.delete(
    API_ROUTES.instructorLessonAttachment,
    { onRequest: staff, schema: { tags, summary: "Remove a lesson's attachment (404 ATTACHMENT_NOT_FOUND when it has none)", security, params: IdParamSchema, response: { 200: EditableLessonSchema } } },
    async (req) => attachments.detach(caller(req), req.params.id),
  );
};
