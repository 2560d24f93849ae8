import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What code deep inside a request may want to know about it without being handed the request. */
export interface RequestContext {
  /** The client's address (req.ip: honours the trusted proxy setting). */
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The context of the request this code runs for, or undefined outside a request (jobs, start-up). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `fn` as if inside a request with this context (jobs acting for a request, tests). */
export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * Every request runs its hooks and handler inside an AsyncLocalStorage context holding the client's
 * address, so that an audit line written anywhere during the request records it.
 */
export const requestContextPlugin = fp(
  async (app) => {
    // The callback form: the rest of the request's life continues inside storage.run(). Entered again
    // before the handler, because a request body is read in the socket's own async context.
    const enter = (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      storage.run({ ip: request.ip }, done);
    };
    app.addHook('onRequest', enter);
    app.addHook('preHandler', enter);
  },
  { name: 'request-context' },
);
