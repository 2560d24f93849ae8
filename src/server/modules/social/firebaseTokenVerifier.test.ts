// Social sign-in through the whole API with firebase-admin's real token checks (not the emulator's):
// tokens are signed with keys made here and published by a local stand-in for Google (fakeGoogle.ts).
import { count, eq } from 'drizzle-orm';
import { customerIdentities, customers } from '../../db/schema';
import { createTestApp, tokenFromMail, type TestApp } from '../../test-support/testApp';
import { customerRow, freshIp, problemCode } from '../../test-support/fixtures';
import { startFakeGoogle, type FakeGoogle, type MintOptions } from '../../test-support/fakeGoogle';
import { createFirebaseTokenVerifier } from './firebaseTokenVerifier';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { SocialAccounts } from '../../../shared/schemas/social';

let google: FakeGoogle;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  google = await startFakeGoogle('demo-academy');
  const firebase = { apiKey: 'k', authDomain: 'demo-academy.firebaseapp.com', projectId: 'demo-academy', authEmulatorHost: null };
  t = await createTestApp({
    env: { FIREBASE_PROJECT_ID: 'demo-academy' },
    firebaseVerifier: createFirebaseTokenVerifier(firebase, { httpAgent: google.httpAgent, credential: google.credential }),
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

/** A new identity-service user the lookup knows. */
function newUser(extra: Partial<MintOptions> = {}): MintOptions {
  seq += 1;
  const sub = `uid-${Date.now().toString(36)}-${seq}`;
  google.users.set(sub, {});
  return { sub, email: `social.${seq}.${Date.now().toString(36)}@example.com`, name: 'Somchai Jaidee', ...extra };
}

const signIn = (provider: 'Google' | 'Facebook', payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/Auth/Firebase/${provider}`, remoteAddress: freshIp(), payload });
const customerCount = async () => (await t.database.db.select({ n: count() }).from(customers))[0]!.n;
const identityCount = async () => (await t.database.db.select({ n: count() }).from(customerIdentities))[0]!.n;

describe('POST /api/Auth/Firebase/{provider} with firebase-admin checking real signatures', () => {
  it('creates a customer for a new Google identity (verified e-mail, no password), and signs the same customer in again', async () => {
    const user = newUser({ name: 'Somchai Jaidee' });
    const idToken = await google.mint(user);
    const first = await signIn('Google', { uid: user.sub, idToken, lang: 'en', country: 138 });
    expect(first.statusCode).toBe(200);
    const session = first.json<AuthResponse>();
    expect(session.tokenType).toBe('Bearer');
    expect(session.customer).toMatchObject({ email: user.email, isEmailVerified: true, firstName: 'Somchai', lastName: 'Jaidee', role: 'student', lang: 'en', country: 138 });
    expect(session.customer.username).toBe(user.email!.split('@')[0]);
    // The session works.
    const me = await t.request({ method: 'GET', url: '/api/Auth/Me', token: session.accessToken });
    expect(me.json<{ encryptId: string }>().encryptId).toBe(session.customer.encryptId);
    // No password: the password log-in cannot open it.
    const row = await customerRow(t, session.customer.username);
    expect(row.passwordHash).toBeNull();

    const again = await signIn('Google', { uid: user.sub, idToken: await google.mint(user) });
    expect(again.statusCode).toBe(200);
    expect(again.json<AuthResponse>().customer.encryptId).toBe(session.customer.encryptId);
    const social = await t.request({ method: 'GET', url: '/api/Customers/Social', token: session.accessToken });
    expect(social.json<SocialAccounts>()).toMatchObject({ hasPassword: false, identities: [{ provider: 'Google', email: user.email, displayName: 'Somchai Jaidee' }] });
  });

  it('a Facebook identity whose e-mail is not verified gets an unverified account and the activation mail', async () => {
    const user = newUser({ provider: 'facebook.com', emailVerified: false });
    const res = await signIn('Facebook', { uid: user.sub, idToken: await google.mint(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().customer.isEmailVerified).toBe(false);
    const mail = (await t.mails()).find((m) => m.to.includes(user.email!));
    expect(mail && tokenFromMail(mail.text, '/auth/activate').length).toBeGreaterThan(10);
  });

  const refused: [string, (u: MintOptions) => Promise<Record<string, unknown>>, number, string][] = [
    ['another project\'s audience', async (u) => ({ uid: u.sub, idToken: await google.mint({ ...u, claims: { aud: 'other-project' } }) }), 401, 'SOCIAL_TOKEN_INVALID'],
    ['another issuer', async (u) => ({ uid: u.sub, idToken: await google.mint({ ...u, claims: { iss: 'https://securetoken.google.com/other-project' } }) }), 401, 'SOCIAL_TOKEN_INVALID'],
    ['an expired token', async (u) => ({ uid: u.sub, idToken: await google.mint({ ...u, claims: { iat: 1_700_000_000, auth_time: 1_700_000_000, exp: 1_700_003_600 } }) }), 401, 'SOCIAL_TOKEN_INVALID'],
    ['an unsigned token', async (u) => ({ uid: u.sub, idToken: google.unsigned(u) }), 401, 'SOCIAL_TOKEN_INVALID'],
    ['a token signed by a key Google does not publish', async (u) => ({ uid: u.sub, idToken: await google.mint({ ...u, foreignKey: true }) }), 401, 'SOCIAL_TOKEN_INVALID'],
    ['a key id Google does not know', async (u) => ({ uid: u.sub, idToken: await google.mint({ ...u, kid: 'unknown-kid' }) }), 401, 'SOCIAL_TOKEN_INVALID'],
    ['a token that is not a JWT', async (u) => ({ uid: u.sub, idToken: 'x'.repeat(40) }), 401, 'SOCIAL_TOKEN_INVALID'],
    ['a uid that is not the token\'s subject', async (u) => ({ uid: 'someone-else', idToken: await google.mint(u) }), 401, 'SOCIAL_UID_MISMATCH'],
    ['a Facebook sign-in sent to the Google path', async (u) => ({ uid: u.sub, idToken: await google.mint({ ...u, provider: 'facebook.com' }) }), 400, 'SOCIAL_PROVIDER_MISMATCH'],
    ['a token without an e-mail for a new account', async (u) => ({ uid: u.sub, idToken: await google.mint({ ...u, email: null }) }), 400, 'SOCIAL_EMAIL_REQUIRED'],
    ['no token at all', async (u) => ({ uid: u.sub }), 400, 'VALIDATION_FAILED'],
  ];
  it.each(refused)('refuses %s, creating nothing', async (_name, body, status, code) => {
    const user = newUser();
    const [customersBefore, identitiesBefore] = [await customerCount(), await identityCount()];
    const res = await signIn('Google', await body(user));
    expect(res.statusCode).toBe(status);
    expect(problemCode(res)).toBe(code);
    expect(res.body).not.toMatch(/firebase|securetoken|stack/i);
    expect([await customerCount(), await identityCount()]).toEqual([customersBefore, identitiesBefore]);
  });

  it('refuses a disabled user (403), a revoked session and a deleted user (401)', async () => {
    const disabled = newUser();
    google.users.set(disabled.sub, { disabled: true });
    const a = await signIn('Google', { uid: disabled.sub, idToken: await google.mint(disabled) });
    expect([a.statusCode, problemCode(a)]).toEqual([403, 'SOCIAL_USER_DISABLED']);

    const revoked = newUser();
    const idToken = await google.mint(revoked);
    google.users.set(revoked.sub, { validSince: Math.floor(Date.now() / 1000) + 1 });
    const b = await signIn('Google', { uid: revoked.sub, idToken });
    expect([b.statusCode, problemCode(b)]).toEqual([401, 'SOCIAL_TOKEN_REVOKED']);

    const deleted = newUser();
    google.users.delete(deleted.sub);
    const c = await signIn('Google', { uid: deleted.sub, idToken: await google.mint(deleted) });
    expect([c.statusCode, problemCode(c)]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
  });

  it('answers 503 when Google\'s keys cannot be fetched', async () => {
    const user = newUser();
    google.failKeys = true;
    try {
      const res = await signIn('Google', { uid: user.sub, idToken: await google.mint(user) });
      expect([res.statusCode, problemCode(res)]).toEqual([503, 'SOCIAL_SERVICE_UNAVAILABLE']);
    } finally {
      google.failKeys = false;
    }
    expect((await signIn('Google', { uid: user.sub, idToken: await google.mint(user) })).statusCode).toBe(200);
  });

  it('never attaches a new identity to an existing account by its e-mail (409 SOCIAL_EMAIL_IN_USE)', async () => {
    const owner = await t.signUp(`owner${Date.now().toString(36)}`);
    const user = newUser({ email: owner.customer.email.toUpperCase() });
    const res = await signIn('Google', { uid: user.sub, idToken: await google.mint(user) });
    expect([res.statusCode, problemCode(res)]).toEqual([409, 'SOCIAL_EMAIL_IN_USE']);
    const social = await t.request({ method: 'GET', url: '/api/Customers/Social', token: owner.token });
    expect(social.json<SocialAccounts>().identities).toEqual([]);
  });

  it('treats an address an e-mail change took away less than 7 days ago as taken (its revert link must still work)', async () => {
    const owner = await t.signUp(`mover${Date.now().toString(36)}`);
    const oldEmail = owner.customer.email;
    const moved = await t.request({ method: 'PUT', url: '/api/Customers', token: owner.token, payload: { email: `new.${oldEmail}`, currentPassword: owner.password } });
    expect(moved.statusCode).toBe(200);
    const user = newUser({ email: oldEmail });
    const res = await signIn('Google', { uid: user.sub, idToken: await google.mint(user) });
    expect([res.statusCode, problemCode(res)]).toEqual([409, 'SOCIAL_EMAIL_IN_USE']);
  });
});

describe('/api/Customers/Social: link, list and revoke', () => {
  it('links Google to a password account, signs in with it, refuses it for others, then unlinks it', async () => {
    const ann = await t.signUp(`ann${Date.now().toString(36)}`);
    const bob = await t.signUp(`bob${Date.now().toString(36)}`);
    const user = newUser();
    const link = (token: string, u: MintOptions, provider: 'Google' | 'Facebook' = 'Google') =>
      google.mint(u).then((idToken) => t.request({ method: 'POST', url: `/api/Customers/Social/${provider}`, token, payload: { uid: u.sub, idToken } }));

    const empty = await t.request({ method: 'GET', url: '/api/Customers/Social', token: ann.token });
    expect(empty.json<SocialAccounts>()).toEqual({ identities: [], hasPassword: true });

    const linked = await link(ann.token, user);
    expect(linked.statusCode).toBe(200);
    expect(linked.json<SocialAccounts>().identities).toEqual([expect.objectContaining({ provider: 'Google', email: user.email })]);
    // Linking the same identity again changes nothing.
    expect((await link(ann.token, user)).json<SocialAccounts>().identities).toHaveLength(1);

    // Google now signs Ann in.
    const session = await signIn('Google', { uid: user.sub, idToken: await google.mint(user) });
    expect(session.json<AuthResponse>().customer.encryptId).toBe(ann.customer.encryptId);

    // Bob cannot take Ann's Google identity; Ann cannot link a second Google account.
    const stolen = await link(bob.token, user);
    expect([stolen.statusCode, problemCode(stolen)]).toEqual([409, 'SOCIAL_IDENTITY_IN_USE']);
    const second = await link(ann.token, newUser());
    expect([second.statusCode, problemCode(second)]).toEqual([409, 'SOCIAL_PROVIDER_ALREADY_LINKED']);
    // A Facebook token cannot link Google.
    const mismatch = await link(ann.token, newUser({ provider: 'facebook.com' }));
    expect([mismatch.statusCode, problemCode(mismatch)]).toEqual([400, 'SOCIAL_PROVIDER_MISMATCH']);
    expect((await t.request({ method: 'GET', url: '/api/Customers/Social', token: bob.token })).json<SocialAccounts>().identities).toEqual([]);

    const revoked = await t.request({ method: 'POST', url: '/api/Customers/Social/Google/Revoke', token: ann.token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<SocialAccounts>().identities).toEqual([]);
    const again = await t.request({ method: 'POST', url: '/api/Customers/Social/Google/Revoke', token: ann.token });
    expect([again.statusCode, problemCode(again)]).toEqual([404, 'SOCIAL_NOT_LINKED']);

    // Unlinked, the same Google identity would make a new account; its e-mail is new, so it may, and it is not Ann.
    const fresh = await signIn('Google', { uid: user.sub, idToken: await google.mint(user) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<AuthResponse>().customer.encryptId).not.toBe(ann.customer.encryptId);
  });

  it('keeps the last way in of a social-only account until it sets a password', async () => {
    const google1 = newUser();
    const session = (await signIn('Google', { uid: google1.sub, idToken: await google.mint(google1) })).json<AuthResponse>();
    const token = session.accessToken;
    const last = await t.request({ method: 'POST', url: '/api/Customers/Social/Google/Revoke', token });
    expect([last.statusCode, problemCode(last)]).toEqual([409, 'SOCIAL_LAST_SIGN_IN_METHOD']);

    // With Facebook linked too, Google may go; then Facebook is the last one.
    const fb = newUser({ provider: 'facebook.com' });
    const linked = await t.request({ method: 'POST', url: '/api/Customers/Social/Facebook', token, payload: { uid: fb.sub, idToken: await google.mint(fb) } });
    expect(linked.json<SocialAccounts>().identities.map((i) => i.provider)).toEqual(['Google', 'Facebook']);
    expect((await t.request({ method: 'POST', url: '/api/Customers/Social/Google/Revoke', token })).statusCode).toBe(200);
    const lastFb = await t.request({ method: 'POST', url: '/api/Customers/Social/Facebook/Revoke', token });
    expect(problemCode(lastFb)).toBe('SOCIAL_LAST_SIGN_IN_METHOD');

    // "Forgot password" sets one; then the last provider may be unlinked.
    await t.request({ method: 'POST', url: '/api/Auth/PreResetPassword', remoteAddress: freshIp(), payload: { email: session.customer.email } });
    const mail = (await t.mails()).filter((m) => m.to.includes(session.customer.email) && m.text.includes('/auth/reset-password')).pop();
    const reset = await t.request({ method: 'POST', url: '/api/Auth/PostResetPassword', payload: { token: tokenFromMail(mail!.text, '/auth/reset-password'), newPassword: 'Brand-New-Pass-7' } });
    expect(reset.statusCode).toBe(200);
    const fresh = await t.login(session.customer.username, 'Brand-New-Pass-7');
    const unlinked = await t.request({ method: 'POST', url: '/api/Customers/Social/Facebook/Revoke', token: fresh.accessToken });
    expect(unlinked.json<SocialAccounts>()).toEqual({ identities: [], hasPassword: true });
  });

  it('needs a signed-in caller', async () => {
    for (const [method, url] of [['GET', '/api/Customers/Social'], ['POST', '/api/Customers/Social/Google'], ['POST', '/api/Customers/Social/Facebook/Revoke']] as const) {
      const res = await t.request({ method, url, payload: method === 'POST' ? { uid: 'u', idToken: 'x'.repeat(30) } : undefined });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('deleting a customer deletes its identities', async () => {
    const user = newUser();
    const session = (await signIn('Google', { uid: user.sub, idToken: await google.mint(user) })).json<AuthResponse>();
    const row = await customerRow(t, session.customer.username);
    await t.database.db.delete(customers).where(eq(customers.id, row.id));
    expect(await t.database.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, row.id))).toEqual([]);
  });
});

describe('without Firebase configuration', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('every social call answers 404 SOCIAL_NOT_CONFIGURED', async () => {
    const { accessToken } = await plain.signUp(`plain${Date.now().toString(36)}`).then((s) => ({ accessToken: s.token }));
    const body = { uid: 'some-uid', idToken: 'x'.repeat(40) };
    for (const [url, token] of [['/api/Auth/Firebase/Google', undefined], ['/api/Auth/Firebase/Facebook', undefined], ['/api/Customers/Social/Google', accessToken]] as const) {
      const res = await plain.request({ method: 'POST', url, payload: body, token });
      expect([url, res.statusCode, problemCode(res)]).toEqual([url, 404, 'SOCIAL_NOT_CONFIGURED']);
    }
  });
});
