import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '../services';

export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
export type RouteModule = (app: TypedApp, services: Services) => void;

/** Sends JSON that is already serialized (cached lists) without serializing it again. */
export function sendJsonString(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').serializer((payload: unknown) => payload as string).send(json);
}
