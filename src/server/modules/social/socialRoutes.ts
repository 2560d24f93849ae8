import { AuthResponseSchema } from '../../../shared/schemas/auth';
import { FirebaseSignInRequestSchema, SOCIAL_PROVIDERS, SocialAccountsSchema, SocialLinkRequestSchema } from '../../../shared/schemas/social';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';
import { apiPath } from '../../../shared/apiPaths';
import { SOCIAL_API_ROUTES } from '../../../shared/socialApiPaths';

const security = [{ bearer: [] }];

/** Social sign-in (POST /Auth/Firebase/{provider}) and the caller's linked providers (/Customers/Social). */
export const socialRoutes: RouteModule = (app, { social }) => {
  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      apiPath(SOCIAL_API_ROUTES.authFirebase, { provider }),
      {
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          tags: ['Auth'],
          summary: `Sign in with ${provider} through the identity service: the ID token is verified, the linked customer signed in (or a new one created)`,
          body: FirebaseSignInRequestSchema,
          response: { 200: AuthResponseSchema },
        },
      },
      async (req) => social.signIn(provider, req.body, { cookieHeader: req.headers.cookie }),
    );

    app.post(
      apiPath(SOCIAL_API_ROUTES.customersSocialLink, { provider }),
      {
        onRequest: app.authenticate,
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: { tags: ['Customers'], summary: `Link a ${provider} account (its identity service ID token) to the caller`, security, body: SocialLinkRequestSchema, response: { 200: SocialAccountsSchema } },
      },
      async (req) => social.link(caller(req), provider, req.body),
    );

    app.post(
      apiPath(SOCIAL_API_ROUTES.customersSocialRevoke, { provider }),
      { onRequest: app.authenticate, schema: { tags: ['Customers'], summary: `Unlink the caller's ${provider} account`, security, response: { 200: SocialAccountsSchema } } },
      async (req) => social.revoke(caller(req), provider),
    );
  }

  app.get(
    SOCIAL_API_ROUTES.customersSocial,
    { onRequest: app.authenticate, schema: { tags: ['Customers'], summary: "The caller's linked sign-in providers", security, response: { 200: SocialAccountsSchema } } },
    async (req) => social.list(caller(req)),
  );
};
