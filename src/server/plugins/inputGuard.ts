import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ErrorCode } from '../../shared/errorCodes';
import type { Problem } from '../../shared/schemas/common';
import { AppError } from './errors';

/** Refuses bytes that are not UTF-8 instead of reading them as U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The path of the first value PostgreSQL cannot take, or null: a NUL character in a string (or a
 * key), or a number that is not finite (JSON's `1e309`, or a "1e309" that Ajv coerces to Infinity
 * without applying the integer bounds). Iterative, so a deeply nested body cannot overflow the stack.
 */
function findUnstorableValue(root: unknown, rootPath: string): string | null {
  const stack: [unknown, string][] = [[root, rootPath]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * JSON bodies must be UTF-8 (RFC 8259): invalid bytes are a 400 INVALID_JSON, not text stored with
 * U+FFFD in their place. Then Fastify's own parser, with its prototype-poisoning checks.
 */
function strictJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => {
    let text: string;
    try {
      text = UTF8.decode(body);
    } catch {
      done(new AppError(400, ERROR_CODES.INVALID_JSON, 'The request body is not valid UTF-8.'));
      return;
    }
    parseJson(request, text, done);
  };
}

/**
 * Fastify's `clientErrorHandler`: errors of Node's HTTP parser, before any request exists (an
 * address or headers longer than `maxHeaderSize`: 431; a malformed request: 400; too slow: 408),
 * answered as problem+json like every other error, then the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail]: [number, ErrorCode, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERROR_CODES.REQUEST_HEADERS_TOO_LARGE, 'The address or the headers are too long.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERROR_CODES.BAD_REQUEST, 'The request took too long to arrive.']
        : [400, ERROR_CODES.BAD_REQUEST, 'The request is malformed.'];
  const title = STATUS_CODES[status] ?? 'Error';
  const problem: Problem = { type: 'about:blank', title, status, code, detail };
  const body = JSON.stringify(problem);
  this.log.info({ err }, 'client error');
  // As Node does: no answer into the middle of one already being written on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.end(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  } else {
    socket.destroy(err);
  }
}

/**
 * Refuses such values as a validation failure, after schema validation and before any handler; reads
 * JSON bodies as strict UTF-8.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, strictJsonParser(app));
    // A synchronous hook: an async one costs a promise and a microtask on every request, even a GET with nothing to check.
    app.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      for (const [where, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
        const path = findUnstorableValue(value, where);
        if (path) {
          done(new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Some fields are missing or invalid.', {}, [{ path, message: 'must not contain NUL characters or non-finite numbers' }]));
          return;
        }
      }
      done();
    });
  },
  { name: 'input-guard' },
);
