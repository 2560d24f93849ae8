import { CustomerSchema } from '../../../shared/schemas/customer';
import { LegacyLoginRequestSchema, LegacyLoginResponseSchema, LegacySignupRequestSchema } from '../../../shared/schemas/auth';
import type { RouteModule } from '../typedApp';
import { API_ROUTES } from '../../../shared/apiPaths';

const tags = ['Legacy'];

/** Letters and digits in dot-separated runs, with no dot at either end. */
function usernamePart(text: string): string {
  return text.normalize('NFKD').replace(/[^a-zA-Z0-9]+/g, '.').replace(/^\.+|\.+$/g, '');
}

/**
 * A username from a display name (or else the e-mail's local part) for the legacy sign-up, which
 * has no username field. Always matches USERNAME_PATTERN: it starts with a letter or digit and
 * ends with four digits.
 */
export function usernameFromName(name: string, email: string): string {
  const base = (usernamePart(name) || usernamePart(email.split('@')[0] ?? '')).slice(0, 20).replace(/\.+$/, '').toLowerCase();
  return (base.length >= 2 ? base : 'learner') + Math.floor(1000 + Math.random() * 9000);
}

export const legacyRoutes: RouteModule = (app, { auth, customers }) => {
  app.post(API_ROUTES.legacyLogin, { schema: { tags, summary: 'Legacy log-in by e-mail', body: LegacyLoginRequestSchema, response: { 200: LegacyLoginResponseSchema } } }, async (req) => {
    const session = await auth.login(req.body.email, req.body.password, req.ip);
    return { token: session.accessToken };
  });

  app.post(
    API_ROUTES.legacySignup,
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } }, schema: { tags, summary: 'Legacy sign-up with name, e-mail and password', body: LegacySignupRequestSchema, response: { 201: CustomerSchema } } },
    async (req, reply) => {
      const [firstName, ...rest] = req.body.name.trim().split(/\s+/);
      let username = usernameFromName(req.body.name, req.body.email);
      while (await customers.isUsernameTaken(username)) username = usernameFromName(req.body.name, req.body.email);
      const customer = await customers.signUp({ username, email: req.body.email, password: req.body.password, firstName: firstName ?? '', lastName: rest.join(' ') });
      return reply.code(201).send(customer);
    },
  );
};
