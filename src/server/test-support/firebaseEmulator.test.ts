// Smoke test of the Firebase Auth emulator set-up (test/support/firebaseEmulator.mjs): what the
// social sign-in tests rely on. It uses the emulator test/run-all.mjs started
// (TEST_FIREBASE_EMULATOR_HOST) or, run alone, starts its own. The emulator may be shared with
// other test files running in parallel: every identity here is unique, and nothing wipes the
// shared project's accounts.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PROJECT_ID,
  decodeJwtPayload,
  emulatorDeleteAllAccounts,
  emulatorDisableUser,
  emulatorGetAccount,
  emulatorRevokeRefreshTokens,
  emulatorSignInWithIdp,
  fakeIdpIdToken,
  useFirebaseEmulator,
  type FakeIdpProvider,
  type FirebaseEmulator,
} from '../../../test/support/firebaseEmulator.mjs';

let emulator: FirebaseEmulator;

beforeAll(async () => {
  emulator = await useFirebaseEmulator();
}, 180_000);

afterAll(async () => {
  await emulator?.stop();
}, 30_000);

function identity(provider: string) {
  const id = randomUUID();
  return { sub: `${provider}-${id}`, email: `${provider}-${id}@example.com`, displayName: `Smoke ${provider}` };
}

async function expectRefused(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toMatchObject({ name: 'EmulatorRequestError', code });
}

test('fakeIdpIdToken is an unsigned JWT carrying the identity', () => {
  const token = fakeIdpIdToken({ sub: 'abc', email: 'a@example.com', displayName: 'Ann' });
  const [header, payload, signature] = token.split('.');
  expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'none', typ: 'JWT' });
  expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({ sub: 'abc', email: 'a@example.com', email_verified: true, name: 'Ann' });
  expect(signature).toBe('');
  expect(decodeJwtPayload(fakeIdpIdToken({ sub: 'x', emailVerified: false }))).toEqual({ sub: 'x', email_verified: false });
  expect(() => fakeIdpIdToken({ sub: '' })).toThrow(/sub/);
});

test('the emulator answers on 127.0.0.1 for the demo project', async () => {
  expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
  expect(emulator.projectId).toBe(DEFAULT_PROJECT_ID);
  const res = await fetch(`http://${emulator.host}/`);
  expect(res.ok).toBe(true);
  expect(await res.json()).toMatchObject({ authEmulator: { ready: true } });
});

describe.each<FakeIdpProvider>(['google.com', 'facebook.com'])('sign-in with a fake %s identity', (providerId) => {
  test('returns a Firebase ID token for a new account, and the same account for the same sub', async () => {
    const who = identity(providerId.split('.')[0] ?? providerId);
    const first = await emulatorSignInWithIdp(emulator.host, { providerId, ...who });
    expect(first.isNewUser).toBe(true);
    expect(first.localId).toMatch(/^\w{20,}$/);
    expect(first.email).toBe(who.email);
    expect(first.refreshToken).toEqual(expect.any(String));

    const claims = decodeJwtPayload(first.idToken);
    expect(claims).toMatchObject({
      sub: first.localId,
      user_id: first.localId,
      aud: DEFAULT_PROJECT_ID,
      iss: `https://securetoken.google.com/${DEFAULT_PROJECT_ID}`,
      email: who.email,
      email_verified: true,
      name: who.displayName,
      firebase: { sign_in_provider: providerId, identities: { [providerId]: [who.sub], email: [who.email] } },
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const again = await emulatorSignInWithIdp(emulator.host, { providerId, ...who });
    expect(again.localId).toBe(first.localId);
    expect(again.isNewUser).toBe(false);
    expect(again.idToken).not.toBe('');

    const other = await emulatorSignInWithIdp(emulator.host, { providerId, ...identity('other') });
    expect(other.localId).not.toBe(first.localId);
  });

  test('a disabled account is refused with USER_DISABLED, and signs in again once enabled', async () => {
    const who = identity(providerId.split('.')[0] ?? providerId);
    const { localId } = await emulatorSignInWithIdp(emulator.host, { providerId, ...who });
    await emulatorDisableUser(emulator.host, emulator.projectId, localId);
    expect(await emulatorGetAccount(emulator.host, emulator.projectId, localId)).toMatchObject({ localId, disabled: true });
    await expectRefused(emulatorSignInWithIdp(emulator.host, { providerId, ...who }), 'USER_DISABLED');

    await emulatorDisableUser(emulator.host, emulator.projectId, localId, false);
    await expect(emulatorSignInWithIdp(emulator.host, { providerId, ...who })).resolves.toMatchObject({ localId });
  });
});

test('revoking refresh tokens makes earlier ID tokens expired', async () => {
  const { idToken, localId } = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', ...identity('revoke') });
  const lookup = () =>
    fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
  expect((await lookup()).status).toBe(200);
  // validSince has one-second granularity: a token issued in the same second stays valid.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await emulatorRevokeRefreshTokens(emulator.host, emulator.projectId, localId);
  const account = await emulatorGetAccount(emulator.host, emulator.projectId, localId);
  expect(Number(account?.validSince)).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 2);
  const res = await lookup();
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: { message: 'TOKEN_EXPIRED' } });
});

test('a bad fake token is refused', async () => {
  const res = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ postBody: `id_token=${fakeIdpIdToken({ sub: 'x' }).replace(/^[^.]+/, 'garbage')}&providerId=google.com`, requestUri: 'http://localhost', returnSecureToken: true }),
  });
  expect(res.status).toBe(400);
  expect((await res.json()).error.message).toMatch(/^INVALID_IDP_RESPONSE/);
});

test('deleting all accounts empties a project (a throw-away one: the shared project is left alone)', async () => {
  const projectId = `demo-academy-smoke-${randomUUID().slice(0, 8)}`;
  const res = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: 'someone@example.com', password: 'secret-123' }),
  });
  expect(res.status).toBe(200);
  const { localId } = (await res.json()) as { localId: string };
  expect(await emulatorGetAccount(emulator.host, projectId, localId)).toMatchObject({ localId });
  await emulatorDeleteAllAccounts(emulator.host, projectId);
  expect(await emulatorGetAccount(emulator.host, projectId, localId)).toBeUndefined();
});
