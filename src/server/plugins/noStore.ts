import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A personal answer the browser may keep in its own cache (media behind a short-lived signed
     * address): its `private` Cache-Control stays even when the request carried a session.
     */
    privateCache?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `Cache-Control: no-store` on every personal answer, so that no browser cache, shared proxy or
 * back-forward cache keeps it: whatever was asked with a session (a Bearer token, or the customer
 * it named), and every answer to a write (the token of a log-in or sign-up, an activation). Other
 * answers keep the Cache-Control their route set; a route with `config.privateCache` keeps its own
 * `private` one.
 */
export const noStorePlugin = fp(
  async (app) => {
    // Synchronous: an async hook costs a promise on every answer.
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => {
      const personal = request.customer !== null || request.headers.authorization !== undefined || !READS.has(request.method);
      if (personal && !(reply.routeOptions.config?.privateCache && String(reply.getHeader('cache-control') ?? '').startsWith('private'))) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'no-store', dependencies: ['auth'] },
);
