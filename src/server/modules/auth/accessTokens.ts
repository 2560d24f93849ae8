import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SESSION_LIFETIME_SECONDS } from '../../../shared/constants';

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

/** One-day HS256 JWTs, revoked early by raising the customer's token version. */
export class AccessTokens {
  constructor(private readonly secret: Uint8Array, private readonly now: () => Date = () => new Date()) {}

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
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { sub: payload.sub, ver: payload.ver };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
