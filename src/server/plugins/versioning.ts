// Optimistic concurrency for versioned objects (a course, a section, a lesson ...): the client sends the
// version its edit started from in If-Match (`3` or the ETag form `"3"`, also W/"3"); the server answers
// 428 without it, 409 VERSION_CONFLICT (with the version saved now and the object as it is now) when
// someone saved in between, and sends the new version back in ETag.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/errorCodes';
import { AppError } from './errors';

/**
 * How long a version may be: a counter kept in an integer column (at most 9 digits, so it never overflows
 * PostgreSQL's int4 in a comparison), or the epoch milliseconds of the row's last change (13 digits today)
 * for objects without a counter of their own (people, news, posts, events in the admin console).
 */
export type VersionKind = 'counter' | 'timestamp';
const VERSION_DIGITS: Record<VersionKind, number> = { counter: 9, timestamp: 15 };

/** The version named by an If-Match value, or null when there is none or it is not a version. */
export function parseIfMatch(header: string | string[] | undefined, kind: VersionKind = 'counter'): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined) return null;
  const match = new RegExp(`^\\s*(?:W\\/)?"?(\\d{1,${VERSION_DIGITS[kind]}})"?\\s*$`).exec(raw);
  return match ? Number(match[1]) : null;
}

export function preconditionRequired(): AppError {
  return new AppError(428, ERROR_CODES.PRECONDITION_REQUIRED, 'Send the version your edit started from in If-Match.');
}

/** The request's If-Match version; 428 when it is missing or unreadable. */
export function requireIfMatch(request: FastifyRequest, kind: VersionKind = 'counter'): number {
  const version = parseIfMatch(request.headers['if-match'], kind);
  if (version === null) throw preconditionRequired();
  return version;
}

/** The request's If-Match version when one was sent (a delete may go without); a malformed one is 428. */
export function optionalIfMatch(request: FastifyRequest, kind: VersionKind = 'counter'): number | null {
  if (request.headers['if-match'] === undefined) return null;
  return requireIfMatch(request, kind);
}

/** 409: someone saved `current` (now at `currentVersion`) after the version the edit started from. */
export function versionConflict(currentVersion: number, current: unknown): AppError {
  return new AppError(409, ERROR_CODES.VERSION_CONFLICT, 'Someone saved this after the version you edited. Compare and choose what to keep.', {}, undefined, undefined, {
    currentVersion,
    current,
  });
}

/** Throws the 409 when `expected` (If-Match) is not the object's version now. */
export function checkVersion(expected: number | null, actual: number, current: () => unknown): void {
  if (expected !== null && expected !== actual) throw versionConflict(actual, current());
}

export function etagOf(version: number): string {
  return `"${version}"`;
}

/** ETag: "<version>" on an answer that carries a versioned object. */
export function setVersionTag(reply: FastifyReply, version: number): void {
  reply.header('etag', etagOf(version));
}
