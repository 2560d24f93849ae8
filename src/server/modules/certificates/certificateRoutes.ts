import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { PageQuerySchema } from '../../../shared/schemas/common';
import { CertificateCodeParamSchema, CertificatePageSchema, CertificateSchema } from '../../../shared/schemas/courses';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Certificates'];

export const certificateRoutes: RouteModule = (app, { certificates }) => {
  app.get(
    API_ROUTES.certificates,
    { onRequest: app.authenticate, schema: { tags, summary: 'My certificates, newest first', security: [{ bearer: [] }], querystring: PageQuerySchema, response: { 200: CertificatePageSchema } } },
    async (req) => certificates.mine(caller(req), req.query.page ?? 1, req.query.pageSize ?? DEFAULT_PAGE_SIZE),
  );

  app.get(
    API_ROUTES.certificateVerify,
    {
      // Public and guessable only by brute force: limit the guessing.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Verify a certificate by its public code (no sign-in)', params: CertificateCodeParamSchema, response: { 200: CertificateSchema } },
    },
    async (req) => certificates.verify(req.params.code),
  );
};
