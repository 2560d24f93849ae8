import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '../services';

export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
export type RouteModule = (app: TypedApp, services: Services) => void;

/** Sends JSON that is already serialized to bytes (cached lists): Fastify passes a Buffer through untouched. */
export function sendJsonBytes(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
