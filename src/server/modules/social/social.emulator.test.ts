// Social sign-in against the Firebase Auth emulator: the identity service's own tokens, accounts,
// disabling and revocation, checked by firebase-admin on the real API path.
import {
  emulatorDisableUser, emulatorRevokeRefreshTokens, emulatorSignInWithIdp, useFirebaseEmulator, type FirebaseEmulator,
} from '../../../../test/support/firebaseEmulator.mjs';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { freshIp, problemCode } from '../../test-support/fixtures';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { SocialAccounts } from '../../../shared/schemas/social';

// Starting an emulator for this file alone takes 15-20 s (npm test shares one).
jest.setTimeout(90_000);

let emulator: FirebaseEmulator;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  emulator = await useFirebaseEmulator();
  t = await createTestApp({ env: { FIREBASE_PROJECT_ID: emulator.projectId, FIREBASE_API_KEY: 'fake-api-key', FIREBASE_AUTH_EMULATOR_HOST: emulator.host } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;
const signIn = (provider: 'Google' | 'Facebook', payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/Auth/Firebase/${provider}`, remoteAddress: freshIp(), payload });

describe('social sign-in with the emulator', () => {
  it('signs a Google user up, then in again, and the config tells the SPA where the emulator is', async () => {
    const id = unique();
    const google = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `g-${id}`, email: `g.${id}@example.com`, displayName: 'Malee Suk' });
    const first = await signIn('Google', { uid: google.localId, idToken: google.idToken, lang: 'th', country: 174 });
    expect(first.statusCode).toBe(200);
    const session = first.json<AuthResponse>();
    expect(session.customer).toMatchObject({ email: `g.${id}@example.com`, isEmailVerified: true, firstName: 'Malee', lastName: 'Suk', lang: 'th' });

    const again = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `g-${id}`, email: `g.${id}@example.com` });
    expect(again.localId).toBe(google.localId);
    const second = await signIn('Google', { uid: again.localId, idToken: again.idToken });
    expect(second.json<AuthResponse>().customer.encryptId).toBe(session.customer.encryptId);

    const config = await t.request({ method: 'GET', url: '/api/config' });
    expect(config.json<{ firebase: { authEmulatorUrl?: string } }>().firebase.authEmulatorUrl).toBe(`http://${emulator.host}`);
  });

  it('signs a Facebook user in on the Facebook path only', async () => {
    const id = unique();
    const fb = await emulatorSignInWithIdp(emulator.host, { providerId: 'facebook.com', sub: `f-${id}`, email: `f.${id}@example.com` });
    const wrongPath = await signIn('Google', { uid: fb.localId, idToken: fb.idToken });
    expect([wrongPath.statusCode, problemCode(wrongPath)]).toEqual([400, 'SOCIAL_PROVIDER_MISMATCH']);
    const res = await signIn('Facebook', { uid: fb.localId, idToken: fb.idToken });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a uid that is not the token\'s subject and a token of another project', async () => {
    const id = unique();
    const a = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `a-${id}`, email: `a.${id}@example.com` });
    const b = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `b-${id}`, email: `b.${id}@example.com` });
    const mismatch = await signIn('Google', { uid: b.localId, idToken: a.idToken });
    expect([mismatch.statusCode, problemCode(mismatch)]).toEqual([401, 'SOCIAL_UID_MISMATCH']);

    // The same emulator, another project id in our configuration: the token's audience is wrong.
    const other = await createTestApp({ env: { FIREBASE_PROJECT_ID: 'demo-other', FIREBASE_AUTH_EMULATOR_HOST: emulator.host } });
    try {
      const res = await other.request({ method: 'POST', url: '/api/Auth/Firebase/Google', payload: { uid: a.localId, idToken: a.idToken } });
      expect([res.statusCode, problemCode(res)]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
    } finally {
      await other.close();
    }
  });

  it('refuses a user the identity service disabled (403) and a session it revoked (401)', async () => {
    const id = unique();
    const disabled = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `d-${id}`, email: `d.${id}@example.com` });
    await emulatorDisableUser(emulator.host, emulator.projectId, disabled.localId);
    const a = await signIn('Google', { uid: disabled.localId, idToken: disabled.idToken });
    expect([a.statusCode, problemCode(a)]).toEqual([403, 'SOCIAL_USER_DISABLED']);

    const revoked = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `r-${id}`, email: `r.${id}@example.com` });
    // validSince has second granularity: revoke in a later second than the sign-in.
    await new Promise((r) => setTimeout(r, 1100));
    await emulatorRevokeRefreshTokens(emulator.host, emulator.projectId, revoked.localId);
    const b = await signIn('Google', { uid: revoked.localId, idToken: revoked.idToken });
    expect([b.statusCode, problemCode(b)]).toEqual([401, 'SOCIAL_TOKEN_REVOKED']);
  });

  it('links a Google account to a password account and refuses it to another customer', async () => {
    const id = unique();
    const owner = await t.signUp(`own${id}`);
    const other = await t.signUp(`oth${id}`);
    const google = await emulatorSignInWithIdp(emulator.host, { providerId: 'google.com', sub: `l-${id}`, email: `l.${id}@example.com` });
    const linked = await t.request({ method: 'POST', url: '/api/Customers/Social/Google', token: owner.token, payload: { uid: google.localId, idToken: google.idToken } });
    expect(linked.json<SocialAccounts>().identities).toEqual([expect.objectContaining({ provider: 'Google', email: `l.${id}@example.com` })]);
    const refused = await t.request({ method: 'POST', url: '/api/Customers/Social/Google', token: other.token, payload: { uid: google.localId, idToken: google.idToken } });
    expect([refused.statusCode, problemCode(refused)]).toEqual([409, 'SOCIAL_IDENTITY_IN_USE']);
    const session = await signIn('Google', { uid: google.localId, idToken: google.idToken });
    expect(session.json<AuthResponse>().customer.encryptId).toBe(owner.customer.encryptId);
  });
});
