import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SESSION_LIFETIME_SECONDS } from '../../../shared/constants';
import { TtlCache } from '../ttlCache';

const ISSUER = 'academy';
const AUDIENCE = 'academy-api';

export interface AccessTokenClaims {
  /** Internal customer id. */
  sub: string;
  /** The customer's token version when issued; a raised version revokes this token. */
  ver: number;
}

export interface IssuedToken {
  accessToken: string;
  expiresAt: string;
}

/** Tokens verified lately, kept a minute: a signature is checked once, not on every call of a busy session. */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 10_000;

/** One-day HS256 JWTs, revoked early by raising the customer's token version. */
export class AccessTokens {
  /**
   * The claims of tokens whose signature, issuer and audience were checked, by the token's text; a hit is
   * still refused once the token expires. Only what verified is kept, so a forged or malformed token is
   * checked every time; revocation is the token version, read from the database on every call, not here.
   */
  private readonly verified: TtlCache<string, AccessTokenClaims & { exp: number }>;

  constructor(private readonly secret: Uint8Array, private readonly now: () => Date = () => new Date()) {
    this.verified = new TtlCache({ ttlMs: VERIFIED_TTL_MS, maxEntries: VERIFIED_MAX, now: () => this.now().getTime() });
  }

  async issue(customerId: string, tokenVersion: number): Promise<IssuedToken> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const exp = issuedAt + SESSION_LIFETIME_SECONDS;
    const accessToken = await new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(customerId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(exp)
      .sign(this.secret);
    return { accessToken, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The claims, or null for any token that is malformed, forged, expired or of another issuer. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const seen = this.verified.get(token);
    // As jose checks `exp`: expired from its second on.
    if (seen) return seen.exp > Math.floor(this.now().getTime() / 1000) ? { sub: seen.sub, ver: seen.ver } : null;
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      this.verified.set(token, { sub: payload.sub, ver: payload.ver, exp: payload.exp });
      return { sub: payload.sub, ver: payload.ver };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
