import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { Role } from '../../shared/constants';
import type { CustomerRow } from '../db/schema';
import type { AccessTokenClaims, AccessTokens } from '../modules/auth/accessTokens';
import type { CustomerService } from '../modules/customers/customerService';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by `authenticate`. */
    customer: CustomerRow | null;
    /** A valid token's claims, set by `authenticateToken` (the customer is not read). */
    claims: AccessTokenClaims | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The token only: signed, unexpired, ours. For a hot route whose handler reads what it needs of the
     * customer in its own query, and there checks that the customer exists with the token's version
     * (tokenInvalid() otherwise), as `authenticate` does: claimsOf(request).
     */
    authenticateToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Public routes that show more to a signed-in caller: no header is fine, a bad token is still 401. */
    authenticateOptional: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

interface AuthPluginOptions {
  accessTokens: AccessTokens;
  customers: CustomerService;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const authRequired = () => new AppError(401, ERROR_CODES.AUTH_REQUIRED, 'Please sign in.', { 'www-authenticate': 'Bearer' });
/** 401 for a token that is not (or no longer) valid: forged, expired, or of a customer gone or whose token version was raised. */
export const tokenInvalid = () =>
  new AppError(401, ERROR_CODES.AUTH_TOKEN_INVALID, 'Your session has ended. Please sign in again.', { 'www-authenticate': 'Bearer error="invalid_token"' });

/** 401 for the token of an account an admin disabled: the session is over, and the code says why. */
const accountDisabledSession = () =>
  new AppError(401, ERROR_CODES.AUTH_ACCOUNT_DISABLED, 'This account has been disabled. Please contact support.', { 'www-authenticate': 'Bearer error="invalid_token"' });

/** Bearer JWT -> customer, with revocation by the customer's token version. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, deps) => {
    app.decorateRequest('customer', null);
    app.decorateRequest('claims', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw authRequired();
      const claims = await deps.accessTokens.verify(token);
      // Read with the other requests of this turn of the event loop (one query for a class at once), never kept.
      const row = claims ? await deps.customers.findForRequest(claims.sub) : null;
      // A disabled account's own token (disabling raised the version too) says why the session ended.
      if (claims && row?.disabledAt) throw accountDisabledSession();
      if (!claims || !row || row.tokenVersion !== claims.ver) throw tokenInvalid();
      request.customer = row;
    });

    app.decorate('authenticateToken', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw authRequired();
      const claims = await deps.accessTokens.verify(token);
      // A customer id is a uuid (anything else cannot be a customer, and would be an error in a query).
      if (!claims || !UUID_RE.test(claims.sub)) throw tokenInvalid();
      request.claims = claims;
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization) await app.authenticate(request, reply);
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!request.customer || !roles.includes(request.customer.role)) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You do not have access to this.');
    });
  },
  { name: 'auth' },
);

/** The token's claims in a handler behind `authenticateToken` (the handler checks the customer and version). */
export function claimsOf(request: FastifyRequest): AccessTokenClaims {
  if (!request.claims) throw authRequired();
  return request.claims;
}

/** The signed-in customer in a handler behind `authenticate`. */
export function caller(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw new AppError(401, ERROR_CODES.AUTH_REQUIRED, 'Please sign in.');
  return request.customer;
}
