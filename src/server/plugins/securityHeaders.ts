import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * A strict Content-Security-Policy without inline script. Emotion injects <style> tags, so styles
 * need 'unsafe-inline'; scripts never do. Firebase's endpoints are allowed only when it is configured.
 */
function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const storage = config.storageBaseUrl.startsWith('http') ? originOf(config.storageBaseUrl) : [];
  const chat = originOf(config.chatWidgetUrl);
  const firebase = config.firebase
    ? ['https://*.googleapis.com', 'https://*.firebaseapp.com', 'https://apis.google.com', 'https://www.gstatic.com', ...(config.firebase.authEmulatorHost ? [`http://${config.firebase.authEmulatorHost}`] : [])]
    : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...chat, ...(config.firebase ? ['https://apis.google.com', 'https://www.gstatic.com'] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...storage, ...chat],
    mediaSrc: ["'self'", ...storage],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...chat, ...firebase],
    frameSrc: ["'self'", ...chat, ...(config.firebase ? [`https://${config.firebase.authDomain}`] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // helmet adds it by default; over plain http on localhost it would break every request.
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
  };
}

/**
 * helmet's headers, computed once. @fastify/helmet builds a new helmet middleware (and parses the
 * CSP) on every request, which cost about 8% of the CPU of a cached GET; the headers never change.
 */
function computeSecurityHeaders(config: AppConfig): Record<string, string> {
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

/** helmet's security headers on every answer, the Content-Security-Policy among them. */
export const securityHeadersPlugin = fp<{ config: AppConfig; chatWidgetUrl?: () => string | null }>(
  async (app, { config, chatWidgetUrl }) => {
    // The live-chat address is a setting admins change (`chatWidgetUrl`): the headers are computed again when it does.
    let built = { chat: config.chatWidgetUrl, headers: computeSecurityHeaders(config) };
    app.addHook('onRequest', (_request, reply, done) => {
      const chat = chatWidgetUrl ? chatWidgetUrl() : config.chatWidgetUrl;
      if (chat !== built.chat) built = { chat, headers: computeSecurityHeaders({ ...config, chatWidgetUrl: chat }) };
      reply.headers(built.headers);
      done();
    });
  },
  { name: 'security-headers' },
);
