// GET /robots.txt and GET /sitemap.xml: public, the same for everyone, cached by browsers and crawlers for a while.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { sendProblem } from '../../plugins/errors';
import type { SeoService } from './seoService';

const SitemapQuerySchema = Type.Object({ part: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) });

export function seoRoutes(app: FastifyInstance, seo: SeoService): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots());
  });

  app.get<{ Querystring: { part?: number } }>('/sitemap.xml', { schema: { hide: true, querystring: SitemapQuerySchema } }, async (request, reply) => {
    const xml = await seo.sitemap(request.query.part);
    if (xml === null) return sendProblem(reply, 404, ERROR_CODES.NOT_FOUND, 'No such sitemap part.');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
}
