// A stand-in for the two Google endpoints firebase-admin calls to check an ID token: the public keys
// of the token service and the identity toolkit's account lookup (for disabled and revoked users).
// firebase-admin reaches it through its `httpAgent` option: an agent that connects every request to
// this local server, so the real verification code runs against keys made here.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import crypto from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import type { Credential } from 'firebase-admin/app';

interface FakeUser {
  disabled?: boolean;
  /** Seconds since the epoch: tokens whose auth_time is earlier are revoked. */
  validSince?: number;
}

export interface MintOptions {
  sub: string;
  provider?: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string;
  /** Overrides of the standard claims (aud, iss, exp, iat, auth_time). */
  claims?: JWTPayload;
  /** Sign with a key Google does not publish (same kid). */
  foreignKey?: boolean;
  kid?: string;
}

export interface FakeGoogle {
  projectId: string;
  httpAgent: http.Agent;
  credential: Credential;
  /** Users the account lookup knows; an uid not here is "user not found". */
  users: Map<string, FakeUser>;
  /** When set, the key endpoint answers 500 (Google unreachable). */
  failKeys: boolean;
  mint(options: MintOptions): Promise<string>;
  /** A token with `alg: none` and no signature. */
  unsigned(options: MintOptions): string;
  close(): Promise<void>;
}

const KID = 'fake-google-key-1';

export async function startFakeGoogle(projectId = 'demo-academy'): Promise<FakeGoogle> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const users = new Map<string, FakeUser>();

  const state = { failKeys: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url?.startsWith('/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com')) {
        if (state.failKeys) return send(500, { error: 'backendError' });
        // firebase-admin accepts any PEM Node can read as a public key; Google publishes X.509 certificates.
        return send(200, { [KID]: publicKey.export({ type: 'spki', format: 'pem' }) }, { 'cache-control': 'public, max-age=0' });
      }
      if (req.method === 'POST' && req.url === `/v1/projects/${projectId}/accounts:lookup`) {
        if (req.headers.authorization !== 'Bearer fake-access-token') return send(401, { error: { code: 401, message: 'UNAUTHENTICATED' } });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { localId?: string[] };
        const uid = body.localId?.[0] ?? '';
        const user = users.get(uid);
        if (!user) return send(200, { kind: 'identitytoolkit#GetAccountInfoResponse' });
        return send(200, {
          users: [{ localId: uid, disabled: !!user.disabled, ...(user.validSince ? { validSince: String(user.validSince) } : {}), createdAt: '1700000000000', lastLoginAt: '1700000000000' }],
        });
      }
      send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  /** Every https request firebase-admin makes goes, as plain HTTP, to the local server. */
  class LocalAgent extends https.Agent {
    override createConnection(): net.Socket {
      return net.connect(port, '127.0.0.1');
    }
  }
  const httpAgent = new LocalAgent({ keepAlive: false });

  const claims = (o: MintOptions): JWTPayload => {
    const now = Math.floor(Date.now() / 1000);
    const provider = o.provider ?? 'google.com';
    return {
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      auth_time: now - 5,
      iat: now - 5,
      exp: now + 3600,
      sub: o.sub,
      ...(o.email === null ? {} : { email: o.email ?? `${o.sub}@example.com`, email_verified: o.emailVerified ?? true }),
      ...(o.name ? { name: o.name } : {}),
      firebase: { sign_in_provider: provider, identities: { [provider]: [`${provider}-${o.sub}`] } },
      ...o.claims,
    };
  };

  return {
    projectId,
    httpAgent,
    credential: { getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }) },
    users,
    get failKeys() {
      return state.failKeys;
    },
    set failKeys(v: boolean) {
      state.failKeys = v;
    },
    async mint(o) {
      return new SignJWT(claims(o))
        .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? KID, typ: 'JWT' })
        .sign(o.foreignKey ? foreign.privateKey : privateKey);
    },
    unsigned(o) {
      const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      return `${part({ alg: 'none', kid: KID, typ: 'JWT' })}.${part(claims(o))}.`;
    },
    async close() {
      httpAgent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
