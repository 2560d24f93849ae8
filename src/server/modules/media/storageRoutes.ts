import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_FOLDERS, isFileFolder } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { STORAGE_BASE } from '../../../shared/apiPaths';
import { contentTypeOf, isSafeStorageName, StoredFileNotFound, type ByteRange, type StorageAdapter, type StoredFileInfo } from '../../adapters/storage/storageAdapter';
import { AppError, sendProblem } from '../../plugins/errors';
import { isProtectedFolder, type MediaUrls } from './mediaUrls';

/** Public files never change under their name: browsers and CDNs may keep them for a week. */
const PUBLIC_CACHE = 'public, max-age=604800, immutable';

type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * A Range header against a file of `size` bytes (RFC 9110, 14.1.2): one range `a-b`, `a-` or `-n`.
 * A malformed header or several ranges are ignored (the whole file, as the RFC allows); a range that
 * starts past the end cannot be satisfied.
 */
export function resolveRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) } };
}

/** A strong validator: our files are written once under their name, so size and time identify the bytes. */
function etagOf(info: StoredFileInfo): string {
  return `"${info.size.toString(36)}-${info.modifiedAt.getTime().toString(36)}"`;
}

function notModified(req: FastifyRequest, etag: string, info: StoredFileInfo): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && Math.floor(info.modifiedAt.getTime() / 1000) <= Math.floor(time / 1000);
}

/** If-Range: the range applies only while the file is still the one the client has part of. */
function rangeStillValid(req: FastifyRequest, etag: string, info: StoredFileInfo): boolean {
  const header = req.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = Array.isArray(header) ? (header[0] ?? '') : header;
  if (ifRange.startsWith('"')) return ifRange === etag;
  const time = Date.parse(ifRange);
  return Number.isFinite(time) && Math.floor(info.modifiedAt.getTime() / 1000) === Math.floor(time / 1000);
}

/**
 * GET and HEAD /storage/{folder}/{name}: stored files read through the storage adapter (disk or S3),
 * with ranges (206, 416) so that video and audio can seek. Public folders are cached publicly for a
 * week; protected folders (lesson videos) need a valid signed URL (403 MEDIA_URL_INVALID or
 * MEDIA_URL_EXPIRED) and are cached privately no longer than the URL lives.
 */
export function registerStorageRoutes(app: FastifyInstance, deps: { storage: StorageAdapter; mediaUrls: MediaUrls }): void {
  const { storage, mediaUrls } = deps;

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const { folder, name } = req.params as { folder: string; name: string };
    if (!isFileFolder(folder) || !isSafeStorageName(name)) return sendProblem(reply, 404, ERROR_CODES.NOT_FOUND, 'Nothing is here.');
    let cacheControl = PUBLIC_CACHE;
    if (isProtectedFolder(folder)) {
      const check = mediaUrls.verify(folder, name, req.query as Record<string, unknown>);
      if (!check.ok) {
        if (check.reason === 'expired') throw new AppError(403, ERROR_CODES.MEDIA_URL_EXPIRED, 'This media link has expired; open the lesson again.');
        throw new AppError(403, ERROR_CODES.MEDIA_URL_INVALID, 'This media link is not valid.');
      }
      cacheControl = `private, max-age=${mediaUrls.secondsLeft(check.expires)}`;
    }

    const info = await storage.stat(folder, name);
    if (!info) return sendProblem(reply, 404, ERROR_CODES.NOT_FOUND, 'Nothing is here.');
    const etag = etagOf(info);
    reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', info.modifiedAt.toUTCString()).header('accept-ranges', 'bytes');
    if (notModified(req, etag, info)) return reply.code(304).send();

    const answer = rangeStillValid(req, etag, info) ? resolveRange(req.headers.range, info.size) : ({ kind: 'whole' } as const);
    if (answer.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${info.size}`);
      return sendProblem(reply, 416, ERROR_CODES.RANGE_NOT_SATISFIABLE, `The file has ${info.size} bytes.`);
    }
    reply.type(contentTypeOf(name));
    // Lesson attachments are downloads, never shown inline (an HTML or SVG file could not run here either way).
    if (folder === FILE_FOLDERS.lessonAttachment) reply.header('content-disposition', 'attachment').header('x-content-type-options', 'nosniff');
    let range: ByteRange | undefined;
    if (answer.kind === 'part') {
      range = answer.range;
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    }
    reply.header('content-length', String(range ? range.end - range.start + 1 : info.size));
    if (req.method === 'HEAD' || info.size === 0) return reply.send();
    try {
      return reply.send(await storage.read(folder, name, range));
    } catch (err) {
      // Removed between the two calls.
      if (err instanceof StoredFileNotFound) {
        reply.removeHeader('content-range').removeHeader('content-length').removeHeader('etag').removeHeader('last-modified');
        return sendProblem(reply, 404, ERROR_CODES.NOT_FOUND, 'Nothing is here.');
      }
      throw err;
    }
  };

  // privateCache: a signed file's `private` Cache-Control stays even when the request carried a session.
  app.route({ method: ['GET', 'HEAD'], url: `${STORAGE_BASE}/:folder/:name`, config: { privateCache: true }, handler: serve });
}
