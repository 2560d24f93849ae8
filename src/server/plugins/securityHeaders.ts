import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { contentSecurityPolicy } from './security';

/**
 * helmet's headers, computed once. @fastify/helmet builds a new helmet middleware (and parses the
 * CSP) on every request, which cost about 8% of the CPU of a cached GET; the headers never change.
 */
export function computeSecurityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Firebase's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15552000, includeSubDomains: true } : false,
    // Headers for browsers of another era (IE8's download dialog, Flash's cross-domain files, the
    // retired XSS auditor) and DNS prefetch control: no current browser needs them, every answer paid for them.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = computeSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
