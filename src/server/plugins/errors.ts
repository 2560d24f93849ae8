import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ErrorCode } from '../../shared/errorCodes';
import type { Problem } from '../../shared/schemas/common';
import { databaseUnavailable } from '../db/errors';

/** What a 503 for a database outage asks clients to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error we mean to show the caller: a status, a stable code and a safe sentence. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly headers: Record<string, string> = {},
    readonly errors?: Problem['errors'],
    readonly missing?: Problem['missing'],
    /** More members of the problem (VERSION_CONFLICT: `currentVersion` and `current`). */
    readonly extra?: Pick<Problem, 'currentVersion' | 'current'>,
  ) {
    super(detail ?? code);
    this.name = 'AppError';
  }
}

function problem(status: number, code: string, detail?: string, errors?: Problem['errors'], missing?: Problem['missing']): Problem {
  const body: Problem = { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, code };
  if (detail) body.detail = detail;
  if (errors && errors.length) body.errors = errors;
  if (missing) body.missing = missing;
  return body;
}

export function sendProblem(reply: FastifyReply, status: number, code: string, detail?: string, errors?: Problem['errors'], missing?: Problem['missing']) {
  return reply.code(status).type('application/problem+json; charset=utf-8').send(problem(status, code, detail, errors, missing));
}

/** Fastify and plugin errors that are the caller's fault, by their code. Their messages are not passed on. */
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ERROR_CODES.INVALID_JSON, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ERROR_CODES.INVALID_JSON, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'This content type is not accepted here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, ERROR_CODES.BAD_REQUEST, 'The content length does not match the body.'],
  FST_REQ_FILE_TOO_LARGE: [413, ERROR_CODES.FILE_TOO_LARGE, 'The file is larger than 5 MB.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Send the file as multipart/form-data.'],
  FST_PARTS_LIMIT: [413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'Too many parts in the form.'],
  FST_FILES_LIMIT: [413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'Send one file at a time.'],
  FST_FIELDS_LIMIT: [413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'Too many fields in the form.'],
  FST_PROTO_VIOLATION: [400, ERROR_CODES.BAD_REQUEST, 'The form is malformed.'],
  FST_ERR_BAD_URL: [400, ERROR_CODES.BAD_REQUEST, 'The address is malformed.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, ERROR_CODES.BAD_REQUEST, 'The address is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, ERROR_CODES.BAD_REQUEST, 'The request cannot be routed.'],
};

/** Codes for other 4xx raised by the framework or a plugin (e.g. @fastify/static's 403 for dotfiles). */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
};

function validationErrors(error: FastifyError): Problem['errors'] {
  const where = error.validationContext ?? 'body';
  return (error.validation ?? []).slice(0, 20).map((v) => {
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    const pathParts = [where, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : []), ...(missing ? [missing] : [])];
    return { path: pathParts.join('.'), message: v.message ?? 'is invalid' };
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing (a malformed percent-escape, an
 * over-long path parameter) never reach the error handler, and Fastify would answer them with its
 * own JSON echoing the path.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, code, detail] = FRAMEWORK_ERRORS[error.code] ?? [400, ERROR_CODES.BAD_REQUEST, 'The request cannot be handled.'];
  return sendProblem(reply, status, code, detail);
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.headers);
    if (error.extra) {
      return reply.code(error.status).type('application/problem+json; charset=utf-8').send({ ...problem(error.status, error.code, error.detail, error.errors, error.missing), ...error.extra });
    }
    return sendProblem(reply, error.status, error.code, error.detail, error.errors, error.missing);
  }
  if (error.validation) {
    return sendProblem(reply, 400, ERROR_CODES.VALIDATION_FAILED, 'Some fields are missing or invalid.', validationErrors(error));
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return sendProblem(reply, known[0], known[1], known[2]);
  const status = error.statusCode ?? 500;
  if (status === 429) return sendProblem(reply, 429, ERROR_CODES.RATE_LIMITED, 'Too many requests; try again later.');
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return sendProblem(reply, status, CLIENT_ERROR_CODES[status] ?? ERROR_CODES.BAD_REQUEST);
  }
  if (databaseUnavailable(error)) {
    // An outage, not a bug: clients and load balancers retry; recovery is automatic (the pool reconnects).
    request.log.error({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendProblem(reply, 503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The service is briefly unavailable. Please try again in a moment.');
  }
  // Never pass on a stack, SQL, a path or a library's message.
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(reply, 500, ERROR_CODES.INTERNAL_ERROR, 'Something went wrong on our side. Please try again.');
}

/** Every error answered as problem+json with a stable code; a 5xx says nothing of its cause. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
