import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { createTestApp, tokenFromMail, type TestApp } from '../../test-support/testApp';
import { customerRow, freshIp, problemCode, tokenFor, uploadImage } from '../../test-support/fixtures';
import type { Customer } from '../../../shared/schemas/customer';
import type { AuthResponse } from '../../../shared/schemas/auth';

let t: TestApp;
let studentToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  studentToken = await tokenFor(t, 'student');
  adminToken = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const signUpRequest = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/Customers', remoteAddress: freshIp(), payload });
const valid = (username: string, extra: Record<string, unknown> = {}) => ({ username, email: `${username}@example.com`, password: 'Correct-Horse-9', ...extra });
const errorPaths = (res: { json: <T>() => T }) => res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
const activationToken = async (to: string) => {
  const mails = (await t.mails()).filter((m) => m.to.includes(to) && m.text.includes('/auth/activate?token='));
  return tokenFromMail(mails[mails.length - 1]!.text, '/auth/activate');
};

describe('POST /api/Customers (sign-up)', () => {
  it('creates an unverified student with a referral code and mails an activation link in the chosen language', async () => {
    const res = await signUpRequest(valid('Newbie.One', { firstName: ' Ann ', lastName: 'Lee', country: 193, lang: 'en' }));
    expect(res.statusCode).toBe(201);
    const customer = res.json<Customer>();
    expect(customer).toMatchObject({ username: 'Newbie.One', email: 'Newbie.One@example.com', firstName: 'Ann', lastName: 'Lee', role: 'student', points: 0, isEmailVerified: false, profileImage: null, country: 193, lang: 'en' });
    expect(customer.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(customer.encryptId.length).toBeGreaterThanOrEqual(20);
    const mail = (await t.mails()).find((m) => m.to.includes('Newbie.One@example.com'));
    expect(mail?.subject).toBe('Confirm your e-mail for Academy');
    expect((await activationToken('Newbie.One@example.com')).length).toBeGreaterThan(10);
  });

  it.each([
    ['a too-short username', { username: 'a' }, 'body.username'],
    ['a username with spaces', { username: 'bad name' }, 'body.username'],
    ['a username starting with a dot', { username: '.dotty' }, 'body.username'],
    ['a short password', { password: 'short' }, 'body.password'],
    ['a bad e-mail', { email: 'not-an-email' }, 'body.email'],
    ['an unknown country', { country: 1 }, 'body.country'],
    ['an unknown language', { lang: 'de' }, 'body.lang'],
    ['a missing e-mail', { email: undefined }, 'body.email'],
  ])('rejects %s with VALIDATION_FAILED and the field path', async (_label, change, path) => {
    const res = await signUpRequest({ ...valid('validuser1'), ...change });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
    expect(errorPaths(res)).toContain(path);
  });

  it('refuses a taken username in any case and a taken e-mail in any case', async () => {
    expect((await signUpRequest(valid('dupuser'))).statusCode).toBe(201);
    const name = await signUpRequest(valid('DUPUSER', { email: 'other-dup@example.com' }));
    expect(name.statusCode).toBe(409);
    expect(problemCode(name)).toBe('CUSTOMER_USERNAME_TAKEN');
    const email = await signUpRequest(valid('dupuser2', { email: 'DupUser@EXAMPLE.com' }));
    expect(email.statusCode).toBe(409);
    expect(problemCode(email)).toBe('CUSTOMER_EMAIL_TAKEN');
    const demo = await signUpRequest(valid('someone9', { email: 'STUDENT@academy.test' }));
    expect(problemCode(demo)).toBe('CUSTOMER_EMAIL_TAKEN');
  });

  it.each(['admin', 'Support', 'ROOT', 'moderator', 'academy'])('refuses the reserved name %s', async (username) => {
    const res = await signUpRequest(valid(username, { email: `${username}-reserved@example.com` }));
    expect(res.statusCode).toBe(409);
    expect(problemCode(res)).toBe('CUSTOMER_USERNAME_TAKEN');
  });

  it('records a valid referral code (any case) and refuses an unknown one without creating the account', async () => {
    const referred = await signUpRequest(valid('referred1', { referralCode: ' student2026 ' }));
    expect(referred.statusCode).toBe(201);
    const student = await customerRow(t, 'student');
    expect((await customerRow(t, 'referred1')).referredBy).toBe(student.id);

    const bad = await signUpRequest(valid('referred2', { referralCode: 'NOPE9999' }));
    expect(bad.statusCode).toBe(400);
    expect(problemCode(bad)).toBe('CUSTOMER_REFERRAL_INVALID');
    const check = await t.request({ method: 'GET', url: '/api/Customers/CheckUsername/referred2', remoteAddress: freshIp() });
    expect(check.json()).toEqual({ username: 'referred2', available: true });
  });

  it('limits sign-ups per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await t.request({ method: 'POST', url: '/api/Customers', remoteAddress: ip, payload: { username: 'x' } })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET /api/Customers/CheckUsername/{username}', () => {
  const check = (username: string, remoteAddress = freshIp()) => t.request({ method: 'GET', url: `/api/Customers/CheckUsername/${encodeURIComponent(username)}`, remoteAddress });

  it('answers available, taken (any case, reserved) and invalid', async () => {
    expect((await check('free.name_1')).json()).toEqual({ username: 'free.name_1', available: true });
    expect((await check('STUDENT')).json()).toEqual({ username: 'STUDENT', available: false, reason: 'taken' });
    expect((await check('support')).json()).toEqual({ username: 'support', available: false, reason: 'taken' });
    expect((await check('no spaces')).json()).toEqual({ username: 'no spaces', available: false, reason: 'invalid' });
    expect((await check('ab')).json()).toMatchObject({ available: false, reason: 'invalid' });
  });

  it('is rate limited per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await check(`probe${i}`, ip)).statusCode).toBe(200);
    const limited = await check('probe-last', ip);
    expect(limited.statusCode).toBe(429);
    expect(problemCode(limited)).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('probe-last')).statusCode).toBe(200);
  });
});

describe('GET /api/Customers/Referral/{code}', () => {
  const referral = (code: string, remoteAddress = freshIp()) => t.request({ method: 'GET', url: `/api/Customers/Referral/${encodeURIComponent(code)}`, remoteAddress });

  it('confirms a valid code with the referrer and refuses unknown or malformed ones', async () => {
    expect((await referral('STUDENT2026')).json()).toEqual({ code: 'STUDENT2026', valid: true, referrerUsername: 'student' });
    expect((await referral('teach2026')).json()).toEqual({ code: 'TEACH2026', valid: true, referrerUsername: 'instructor' });
    const unknown = (await referral('ZZZZ9999')).json<Record<string, unknown>>();
    expect(unknown).toEqual({ code: 'ZZZZ9999', valid: false });
    expect((await referral('!!')).json()).toMatchObject({ valid: false });
  });

  it('is rate limited per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await referral(`CODE${i}X`, ip)).statusCode).toBe(200);
    const limited = await referral('CODELAST', ip);
    expect(limited.statusCode).toBe(429);
    expect(problemCode(limited)).toBe('RATE_LIMITED');
  });
});

describe('POST /api/Customers/Activate and Activate/Resend', () => {
  it('refuses unknown tokens', async () => {
    const res = await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: 'x'.repeat(22) } });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('CUSTOMER_ACTIVATION_TOKEN_INVALID');
  });

  it('resends a fresh link to unverified customers only; the earlier link stops working', async () => {
    const { token } = await t.signUp('resend1');
    const first = (await activationToken('resend1@example.com'));
    const resent = await t.request({ method: 'POST', url: '/api/Customers/Activate/Resend', token });
    expect(resent.statusCode).toBe(202);
    const second = (await activationToken('resend1@example.com'));
    expect(second).not.toBe(first);
    expect(problemCode(await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: first } }))).toBe('CUSTOMER_ACTIVATION_TOKEN_INVALID');
    expect((await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: second } })).statusCode).toBe(200);

    const before = (await t.mails()).length;
    expect((await t.request({ method: 'POST', url: '/api/Customers/Activate/Resend', token: studentToken })).statusCode).toBe(202);
    expect(await t.mails()).toHaveLength(before);
    expect((await t.request({ method: 'POST', url: '/api/Customers/Activate/Resend' })).statusCode).toBe(401);
  });
});

describe('PUT /api/Customers', () => {
  const put = (token: string, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/Customers', token, payload });

  it('ignores role, points, counters and verification sent by the client', async () => {
    const { token } = await t.signUp('sneaky1');
    const before = await customerRow(t, 'sneaky1');
    const res = await put(token, { firstName: 'Sneaky', role: 'admin', points: 9999, completedCourses: 50, completedLessons: 700, isEmailVerified: true, referralCode: 'MINE', tokenVersion: 99, passwordHash: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({ firstName: 'Sneaky', role: 'student', points: 0, completedCourses: 0, completedLessons: 0, isEmailVerified: false });
    const after = await customerRow(t, 'sneaky1');
    expect(after).toEqual({ ...before, firstName: 'Sneaky', updatedAt: after.updatedAt });
  });

  it('updates the editable fields', async () => {
    const { token } = await t.signUp('editor1');
    const res = await put(token, { firstName: ' Eve ', lastName: 'Tran', country: 193, lang: 'vi', socialLinks: { facebook: 'https://facebook.com/eve' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({ firstName: 'Eve', lastName: 'Tran', country: 193, lang: 'vi', socialLinks: { facebook: 'https://facebook.com/eve' } });
    const bad = await put(token, { country: 5 });
    expect(bad.statusCode).toBe(400);
    expect(problemCode(bad)).toBe('VALIDATION_FAILED');
  });

  it('an e-mail change resets verification and mails a new activation link to the new address', async () => {
    const { token } = await t.signUp('mover1');
    await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: (await activationToken('mover1@example.com')) } });
    expect((await customerRow(t, 'mover1')).isEmailVerified).toBe(true);

    const same = await put(token, { email: 'MOVER1@example.com' });
    expect(same.json<Customer>().isEmailVerified).toBe(true);

    const res = await put(token, { email: 'moved1@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({ email: 'moved1@example.com', isEmailVerified: false });
    const activated = await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: (await activationToken('moved1@example.com')) } });
    expect(activated.json<{ customer: Customer }>().customer).toMatchObject({ email: 'moved1@example.com', isEmailVerified: true });

    const taken = await put(token, { email: 'Student@Academy.test' });
    expect(taken.statusCode).toBe(409);
    expect(problemCode(taken)).toBe('CUSTOMER_EMAIL_TAKEN');
    expect((await customerRow(t, 'mover1')).email).toBe('moved1@example.com');
  });

  it('a username change checks availability', async () => {
    const { token } = await t.signUp('renamer1');
    for (const username of ['STUDENT', 'support']) {
      const res = await put(token, { username });
      expect(res.statusCode).toBe(409);
      expect(problemCode(res)).toBe('CUSTOMER_USERNAME_TAKEN');
    }
    expect(problemCode(await put(token, { username: 'bad name' }))).toBe('VALIDATION_FAILED');
    expect((await put(token, { username: 'Renamer1' })).json<Customer>().username).toBe('Renamer1');
    expect((await put(token, { username: 'renamed.one' })).json<Customer>().username).toBe('renamed.one');
    expect((await t.login('renamed.one', 'Correct-Horse-9')).customer.username).toBe('renamed.one');
  });

  it('another customer record: 403 for a student, allowed for an admin', async () => {
    const victim = await t.signUp('victim1');
    const { token } = await t.signUp('attacker1');
    const res = await put(token, { encryptId: victim.customer.encryptId, firstName: 'Hacked' });
    expect(res.statusCode).toBe(403);
    expect(problemCode(res)).toBe('FORBIDDEN');
    expect((await customerRow(t, 'victim1')).firstName).toBe('');
    const byAdmin = await put(adminToken, { encryptId: victim.customer.encryptId, firstName: 'Fixed' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Customer>()).toMatchObject({ username: 'victim1', firstName: 'Fixed' });
    expect((await customerRow(t, 'admin')).firstName).toBe('Linh');
  });
});

describe('PUT /api/Customers/ProfileImage', () => {
  const setImage = (token: string, profileImage: string | null, encryptId?: string) =>
    t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token, payload: { profileImage, ...(encryptId ? { encryptId } : {}) } });

  it('takes only the caller\'s own uploaded profile image, and null clears it', async () => {
    const me = await t.signUp('photo1');
    const other = await t.signUp('photo2');
    const instructorToken = await tokenFor(t, 'instructor');
    const mine = await uploadImage(t, me.token);
    const theirs = await uploadImage(t, other.token);
    const cover = await uploadImage(t, me.token === instructorToken ? me.token : instructorToken, 'course-cover-image');
    const instructorProfile = await uploadImage(t, instructorToken);

    const ok = await setImage(me.token, mine.nameBySystem, me.customer.encryptId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Customer>().profileImage).toBe(mine.nameBySystem);

    for (const [token, name] of [[me.token, theirs.nameBySystem], [instructorToken, cover.nameBySystem], [me.token, 'no-such-file.png'], [me.token, '../../secrets/jwt-secret']] as const) {
      const res = await setImage(token, name);
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('CUSTOMER_PROFILE_IMAGE_INVALID');
    }
    expect((await customerRow(t, 'photo1')).profileImage).toBe(mine.nameBySystem);
    expect((await setImage(instructorToken, instructorProfile.nameBySystem)).statusCode).toBe(200);

    // The PUT /Customers path applies the same rule.
    const viaPut = await t.request({ method: 'PUT', url: '/api/Customers', token: me.token, payload: { profileImage: theirs.nameBySystem } });
    expect(problemCode(viaPut)).toBe('CUSTOMER_PROFILE_IMAGE_INVALID');

    const cleared = await setImage(me.token, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<Customer>().profileImage).toBeNull();
    expect((await customerRow(t, 'photo1')).profileImage).toBeNull();
  });

  it('refuses another customer\'s record to a student and needs a session', async () => {
    const victim = await t.signUp('photo3');
    const me = await t.signUp('photo4');
    const mine = await uploadImage(t, me.token);
    const res = await setImage(me.token, mine.nameBySystem, victim.customer.encryptId);
    expect(res.statusCode).toBe(403);
    expect((await customerRow(t, 'photo3')).profileImage).toBeNull();
    expect((await setImage('', null)).statusCode).toBe(401);
    expect(problemCode(await t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token: me.token, payload: {} }))).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/Customers/Token/{encryptId}', () => {
  const get = (token: string, encryptId: string) => t.request({ method: 'GET', url: `/api/Customers/Token/${encodeURIComponent(encryptId)}`, token });

  it('own record: yes; another: 403; admin: any; unknown for admin: 404', async () => {
    const a = await t.signUp('lookup1');
    const b = await t.signUp('lookup2');
    const own = await get(a.token, a.customer.encryptId);
    expect(own.statusCode).toBe(200);
    expect(own.json<Customer>().username).toBe('lookup1');
    const other = await get(a.token, b.customer.encryptId);
    expect(other.statusCode).toBe(403);
    expect(problemCode(other)).toBe('FORBIDDEN');
    expect(problemCode(await get(a.token, 'unknown-encrypt-id'))).toBe('FORBIDDEN');
    const byAdmin = await get(adminToken, b.customer.encryptId);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Customer>().username).toBe('lookup2');
    const unknown = await get(adminToken, 'unknown-encrypt-id');
    expect(unknown.statusCode).toBe(404);
    expect(problemCode(unknown)).toBe('CUSTOMER_NOT_FOUND');
    expect(problemCode(await t.request({ method: 'GET', url: `/api/Customers/Token/${a.customer.encryptId}` }))).toBe('AUTH_REQUIRED');
  });

  it('the demo student reads their own record after sign-in', async () => {
    const session: AuthResponse = await t.login('student', 'Student#2026');
    const res = await get(session.accessToken, session.customer.encryptId);
    expect(res.json<Customer>()).toMatchObject({ username: 'student', email: 'student@academy.test', isEmailVerified: true, referralCode: 'STUDENT2026' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.username, 'student'));
    expect(row?.encryptId).toBe(session.customer.encryptId);
  });
});
