import { ERROR_CODES } from '../../../shared/errorCodes';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { DeleteFileQuerySchema, UploadQuerySchema, UploadResponseSchema } from '../../../shared/schemas/files';
import { caller } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Files'];
const security = [{ bearer: [] }];

export const fileRoutes: RouteModule = (app, { files }) => {
  const limit = files.uploadRateLimit;
  app.post(
    API_ROUTES.files,
    {
      onRequest: app.authenticate,
      // Per customer (the limit's hook runs after authenticate), counted before the body is read.
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (req) => `upload:${req.customer?.id ?? req.ip}`,
          errorResponseBuilder: (_req, ctx) =>
            new AppError(429, ERROR_CODES.FILE_UPLOAD_RATE_LIMITED, 'Too many uploads in a short time; try again later.', { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) }),
        },
      },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: { tags, summary: 'Upload an image (multipart field `file`) into an allowlisted folder; per-customer rate limit (429 FILE_UPLOAD_RATE_LIMITED) and storage quota (413 FILE_QUOTA_EXCEEDED)', security, querystring: UploadQuerySchema, consumes: ['multipart/form-data'], response: { 201: UploadResponseSchema } },
    },
    async (req, reply) => {
      const me = caller(req);
      const folder = files.checkFolder(me, req.query.folder);
      if (!req.isMultipart()) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Send the file as multipart/form-data in the field "file".');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw new AppError(400, ERROR_CODES.FILE_MISSING, 'Send the file in the form field "file".');
      // Throws FST_REQ_FILE_TOO_LARGE past 5 MB (mapped to STUDENT.PROFILE.ERROR_FILE_TOO_LARGE).
      const data = await part.toBuffer();
      return reply.code(201).send(await files.upload(me, folder, data));
    },
  );

  app.delete(API_ROUTES.files, { onRequest: app.authenticate, schema: { tags, summary: 'Delete a stored file (owner or admin); 409 FILE_IN_USE while something uses it', security, querystring: DeleteFileQuerySchema } }, async (req, reply) => {
    await files.delete(caller(req), req.query.nameBySystem);
    return reply.code(204).send();
  });
};
