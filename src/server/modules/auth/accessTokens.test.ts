// Access tokens: what verifies, and that keeping verified tokens a minute changes none of it (an expired
// token is refused even while it is kept, a forged one is checked every time).
import crypto from 'node:crypto';
import { SESSION_LIFETIME_SECONDS } from '../../../shared/constants';
import { AccessTokens } from './accessTokens';

const secret = crypto.randomBytes(48);
let nowMs = Date.parse('2026-11-28T00:00:00Z');
const tokens = new AccessTokens(secret, () => new Date(nowMs));

describe('AccessTokens', () => {
  it('answers the claims of a token it issued, again from what it kept, until the second it expires, even while kept', async () => {
    const { accessToken, expiresAt } = await tokens.issue('customer-1', 3);
    expect(await tokens.verify(accessToken)).toEqual({ sub: 'customer-1', ver: 3 });
    // 30 s before it expires: verified (and kept a minute from now).
    nowMs = Date.parse(expiresAt) - 30_000;
    expect(await tokens.verify(accessToken)).toEqual({ sub: 'customer-1', ver: 3 });
    expect(await tokens.verify(accessToken)).toEqual({ sub: 'customer-1', ver: 3 });
    // Its expiry second: refused, though kept 30 s ago.
    nowMs = Date.parse(expiresAt);
    expect(await tokens.verify(accessToken)).toBeNull();
    nowMs = Date.parse(expiresAt) - SESSION_LIFETIME_SECONDS * 1000;
  });

  it('refuses a token whose signature or claims were changed, every time, after the real one was kept', async () => {
    const { accessToken } = await tokens.issue('customer-2', 1);
    expect(await tokens.verify(accessToken)).toEqual({ sub: 'customer-2', ver: 1 });
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'customer-1' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const forged of [`${header}.${otherPayload}.${signature}`, `${header}.${payload}.${flipped}`, 'not-a-token']) {
      expect(await tokens.verify(forged)).toBeNull();
      expect(await tokens.verify(forged)).toBeNull();
    }
  });

  it('refuses a token of another secret', async () => {
    const other = new AccessTokens(crypto.randomBytes(48), () => new Date(nowMs));
    expect(await tokens.verify((await other.issue('customer-3', 0)).accessToken)).toBeNull();
  });
});
