import { OkSchema } from '../../../shared/schemas/common';
import { ContactRequestSchema } from '../../../shared/schemas/content';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Contact'];

export const contactRoutes: RouteModule = (app, { contact }) => {
  app.post(
    API_ROUTES.contact,
    {
      // Per client address (TRUST_PROXY decides which one): a form anyone may post must not become a mail cannon.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags, summary: 'The contact form: stored and mailed to the academy (Reply-To the sender); 5 per 10 minutes per address', body: ContactRequestSchema, response: { 202: OkSchema } },
    },
    async (req, reply) => {
      const meta = { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
      await contact.submit(req.body, meta, (err) => req.log.error({ err }, 'contact mail not sent; the message is stored'));
      return reply.code(202).send({ ok: true });
    },
  );
};
