import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '../services';
import { preferredEncoding, type CachedJson } from './jsonCache';

export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
export type RouteModule = (app: TypedApp, services: Services) => void;

/**
 * Sends JSON already serialized to bytes (cached lists; Fastify passes a Buffer through untouched),
 * compressed when it is worth it and the client accepts brotli or gzip.
 */
export function sendJsonBytes(reply: FastifyReply, body: CachedJson) {
  reply.type('application/json; charset=utf-8');
  if (!body.compressible) return reply.send(body.json);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  return encoding ? reply.header('content-encoding', encoding).send(body.encodedAs(encoding)) : reply.send(body.json);
}
