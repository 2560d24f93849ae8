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

    const res = await put(token, { email: 'moved1@example.com', currentPassword: 'Correct-Horse-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({ email: 'moved1@example.com', isEmailVerified: false });
    const activated = await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: (await activationToken('moved1@example.com')) } });
    expect(activated.json<{ customer: Customer }>().customer).toMatchObject({ email: 'moved1@example.com', isEmailVerified: true });

    const taken = await put(token, { email: 'Student@Academy.test', currentPassword: 'Correct-Horse-9' });
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

  it('another customer record: 403 for a student and for an admin (no side door past the audited admin routes)', async () => {
    const victim = await t.signUp('victim1');
    const { token } = await t.signUp('attacker1');
    for (const caller of [token, adminToken]) {
      const res = await put(caller, { encryptId: victim.customer.encryptId, firstName: 'Hacked' });
      expect(res.statusCode).toBe(403);
      expect(problemCode(res)).toBe('FORBIDDEN');
    }
    expect((await customerRow(t, 'victim1')).firstName).toBe('');
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

  it('own record: yes; another: 403, for an admin too (admins read people through /api/Admin/Customers)', async () => {
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
    expect(byAdmin.statusCode).toBe(403);
    expect(problemCode(byAdmin)).toBe('FORBIDDEN');
    expect(byAdmin.body).not.toContain('lookup2');
    expect(problemCode(await get(adminToken, 'unknown-encrypt-id'))).toBe('FORBIDDEN');
    expect(problemCode(await t.request({ method: 'GET', url: `/api/Customers/Token/${a.customer.encryptId}` }))).toBe('AUTH_REQUIRED');
  });

  it('the demo student reads their own record after sign-in', async () => {
    const session: AuthResponse = await t.login('student', 'Mango-Lantern-42');
    const res = await get(session.accessToken, session.customer.encryptId);
    expect(res.json<Customer>()).toMatchObject({ username: 'student', email: 'student@academy.test', isEmailVerified: true, referralCode: 'STUDENT2026' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.username, 'student'));
    expect(row?.encryptId).toBe(session.customer.encryptId);
  });
});

describe('PUT /api/Customers with the customer GET /api/Auth/Me gave', () => {
  it('sends back every field unchanged (no profile image, no links) and nothing changes', async () => {
    const { token } = await t.signUp('roundtrip1');
    const before = await customerRow(t, 'roundtrip1');
    const me = (await t.request({ method: 'GET', url: '/api/Auth/Me', token })).json<Customer>();
    expect(me.profileImage).toBeNull();
    const res = await t.request({ method: 'PUT', url: '/api/Customers', token, payload: me });
    expect([res.statusCode, res.body]).toEqual([200, JSON.stringify(me)]);
    expect(await customerRow(t, 'roundtrip1')).toEqual(before);
  });

  it('sends back a customer with a photo, links, names and a region unchanged', async () => {
    const { token } = await t.signUp('roundtrip2', 'Correct-Horse-9', { firstName: 'Thảo', lastName: 'Nguyễn', country: 193, lang: 'vi' });
    const photo = await uploadImage(t, token);
    expect((await t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token, payload: { profileImage: photo.nameBySystem } })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: '/api/Customers', token, payload: { socialLinks: { facebook: 'https://facebook.com/thao', website: 'https://thao.example' } } })).statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/Auth/Me', token })).json<Customer>();
    const before = await customerRow(t, 'roundtrip2');
    const res = await t.request({ method: 'PUT', url: '/api/Customers', token, payload: me });
    expect([res.statusCode, res.body]).toEqual([200, JSON.stringify(me)]);
    expect(await customerRow(t, 'roundtrip2')).toEqual(before);
  });
});

describe('social links', () => {
  const put = (token: string, socialLinks: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/Customers', token, payload: { socialLinks } });

  it('takes https: addresses only; an empty value removes the link', async () => {
    const { token } = await t.signUp('linker1');
    const ok = await put(token, { facebook: ' https://facebook.com/linker ', line: 'https://line.me/ti/p/~linker', website: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Customer>().socialLinks).toEqual({ facebook: 'https://facebook.com/linker', line: 'https://line.me/ti/p/~linker' });
    for (const bad of ['http://facebook.com/linker', 'javascript:alert(1)', 'facebook.com/linker', 'https://', 'https://user:pass@evil.example', 'data:text/html,hi', 'HTTPS:/x', '//facebook.com/x']) {
      const res = await put(token, { facebook: 'https://facebook.com/still', youtube: bad });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(problemCode(res)).toBe('CUSTOMER_SOCIAL_LINK_INVALID');
      expect(errorPaths(res)).toEqual(['body.socialLinks.youtube']);
    }
    expect((await customerRow(t, 'linker1')).socialLinks).toEqual({ facebook: 'https://facebook.com/linker', line: 'https://line.me/ti/p/~linker' });
    expect((await put(token, { facebook: 'HTTPS://Facebook.com/Linker' })).json<Customer>().socialLinks).toEqual({ facebook: 'HTTPS://Facebook.com/Linker' });
  });
});

describe('password strength at sign-up', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1', 'P@ssw0rd1', 'weakling2026', 'academy2026'])('refuses %s with AUTH_PASSWORD_TOO_WEAK and creates nothing', async (password) => {
    const username = `weakling${Math.random().toString(36).slice(2, 7)}`;
    const res = await signUpRequest(valid(username, { password }));
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('AUTH_PASSWORD_TOO_WEAK');
    expect(errorPaths(res)).toEqual(['body.password']);
    expect((await t.request({ method: 'GET', url: `/api/Customers/CheckUsername/${username}`, remoteAddress: freshIp() })).json()).toMatchObject({ available: true });
  });

  it('refuses a password made of the account\'s own name', async () => {
    const res = await signUpRequest(valid('kittisak.w', { password: 'Kittisak.W1', firstName: 'Kittisak' }));
    expect(problemCode(res)).toBe('AUTH_PASSWORD_TOO_WEAK');
  });

  it('takes the demo accounts\' passwords and a passphrase', async () => {
    for (const password of ['Mango-Lantern-42', 'Teak-Harbor-77', 'Quartz-Monsoon-19', 'correct horse battery staple']) {
      const username = `strong${Math.random().toString(36).slice(2, 7)}`;
      expect((await signUpRequest(valid(username, { password }))).statusCode).toBe(201);
    }
  });
});

describe('changing the e-mail address', () => {
  const put = (token: string, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/Customers', token, payload });
  const confirm = (token: string) => t.request({ method: 'POST', url: '/api/Customers/Email/Confirm', remoteAddress: freshIp(), payload: { token } });
  const revert = (token: string) => t.request({ method: 'POST', url: '/api/Customers/Email/Revert', remoteAddress: freshIp(), payload: { token } });
  const mailsTo = async (to: string, linkPart: string) => (await t.mails()).filter((m) => m.to.includes(to) && m.text.includes(`${linkPart}?token=`));
  const lastToken = async (to: string, linkPart: string) => {
    const mails = await mailsTo(to, linkPart);
    return tokenFromMail(mails[mails.length - 1]!.text, linkPart);
  };
  const me = async (token: string) => t.request({ method: 'GET', url: '/api/Auth/Me', token });

  it('needs the current password: missing or wrong, nothing in the request changes', async () => {
    const { token } = await t.signUp('mailer1');
    const before = await customerRow(t, 'mailer1');
    const missing = await put(token, { email: 'mailer1.new@example.com', firstName: 'Changed' });
    expect(missing.statusCode).toBe(400);
    expect(problemCode(missing)).toBe('AUTH_PASSWORD_REQUIRED');
    const wrong = await put(token, { email: 'mailer1.new@example.com', firstName: 'Changed', currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(problemCode(wrong)).toBe('AUTH_WRONG_PASSWORD');
    expect(await customerRow(t, 'mailer1')).toEqual(before);
    expect(await mailsTo('mailer1.new@example.com', '/auth/activate')).toEqual([]);
    // The same address in another case, or no e-mail at all, needs no password.
    expect((await put(token, { email: 'MAILER1@example.com', firstName: 'Kept' })).statusCode).toBe(200);
  });

  it('with the password: applies the change, verifies the new address again and mails the old one a revert link', async () => {
    const { token } = await t.signUp('mailer2', 'Correct-Horse-9', { lang: 'en' });
    const res = await put(token, { email: 'mailer2.new@example.com', currentPassword: 'Correct-Horse-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({ email: 'mailer2.new@example.com', isEmailVerified: false });
    expect(await mailsTo('mailer2.new@example.com', '/auth/activate')).toHaveLength(1);
    const [notice] = await mailsTo('mailer2@example.com', '/auth/revert-email');
    expect(notice?.subject).toBe('The e-mail address of your Academy account was changed');
    expect(notice?.text).toContain('mailer2.new@example.com');
    // The session goes on.
    expect((await me(token)).json<Customer>().email).toBe('mailer2.new@example.com');
  });

  it('the revert link restores the old address once, ends every session, removes the password and mails a reset link', async () => {
    const { token } = await t.signUp('mailer3', 'Correct-Horse-9', { lang: 'en' });
    expect((await put(token, { email: 'thief3@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    const activation = await lastToken('thief3@example.com', '/auth/activate');
    const link = await lastToken('mailer3@example.com', '/auth/revert-email');

    const res = await revert(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'mailer3@example.com' });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await customerRow(t, 'mailer3');
    expect(row).toMatchObject({ email: 'mailer3@example.com', isEmailVerified: true, passwordHash: null });
    expect(problemCode(await me(token))).toBe('AUTH_TOKEN_INVALID');
    expect((await t.request({ method: 'POST', url: '/api/Auth', payload: { username: 'mailer3', password: 'Correct-Horse-9' } })).statusCode).toBe(401);
    // The activation link mailed to the other address signs nobody in any more.
    expect(problemCode(await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: activation } }))).toBe('CUSTOMER_ACTIVATION_TOKEN_INVALID');
    // The owner chooses a new password through the mailed reset link.
    const reset = await lastToken('mailer3@example.com', '/auth/reset-password');
    expect((await t.request({ method: 'POST', url: '/api/Auth/PostResetPassword', remoteAddress: freshIp(), payload: { token: reset, newPassword: 'Orchid-Canal-58' } })).statusCode).toBe(200);
    expect((await t.login('mailer3', 'Orchid-Canal-58')).customer.email).toBe('mailer3@example.com');

    const again = await revert(link);
    expect(again.statusCode).toBe(400);
    expect(problemCode(again)).toBe('CUSTOMER_EMAIL_TOKEN_INVALID');
  });

  it('after two changes the first address can always come back, and a later link dies with it', async () => {
    const { token } = await t.signUp('mailer4');
    expect((await put(token, { email: 'mailer4.b@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    expect((await put(token, { email: 'mailer4.c@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    const toA = await lastToken('mailer4@example.com', '/auth/revert-email');
    const toB = await lastToken('mailer4.b@example.com', '/auth/revert-email');
    // Whoever holds B uses its link first: the address goes back to B, and A's link still works.
    expect((await revert(toB)).json()).toEqual({ email: 'mailer4.b@example.com' });
    expect((await revert(toA)).json()).toEqual({ email: 'mailer4@example.com' });
    expect((await customerRow(t, 'mailer4')).email).toBe('mailer4@example.com');

    const { token: other } = await t.signUp('mailer5');
    expect((await put(other, { email: 'mailer5.b@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    expect((await put(other, { email: 'mailer5.c@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    const firstLink = await lastToken('mailer5@example.com', '/auth/revert-email');
    const laterLink = await lastToken('mailer5.b@example.com', '/auth/revert-email');
    expect((await revert(firstLink)).statusCode).toBe(200);
    expect(problemCode(await revert(laterLink))).toBe('CUSTOMER_EMAIL_TOKEN_INVALID');
    expect((await customerRow(t, 'mailer5')).email).toBe('mailer5@example.com');
  });

  it('keeps the old address for its owner while the revert link works (7 days)', async () => {
    const { token } = await t.signUp('mailer6');
    expect((await put(token, { email: 'mailer6.new@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    const squatter = await signUpRequest(valid('squatter6', { email: 'MAILER6@example.com' }));
    expect(squatter.statusCode).toBe(409);
    expect(problemCode(squatter)).toBe('CUSTOMER_EMAIL_TAKEN');
    const { token: otherToken } = await t.signUp('squatter6b');
    expect(problemCode(await put(otherToken, { email: 'mailer6@example.com', currentPassword: 'Correct-Horse-9' }))).toBe('CUSTOMER_EMAIL_TAKEN');
    // Its owner may take it back by hand.
    expect((await put(token, { email: 'mailer6@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    expect((await put(token, { email: 'mailer6.newer@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    const link = await lastToken('mailer6@example.com', '/auth/revert-email');
    // Seven days on, the link is dead and the address free.
    const row = await customerRow(t, 'mailer6');
    await t.database.pool.query(`update one_time_tokens set expires_at = now() - interval '1 second' where customer_id = $1 and purpose = 'email-revert'`, [row.id]);
    expect(problemCode(await revert(link))).toBe('CUSTOMER_EMAIL_TOKEN_INVALID');
    expect((await signUpRequest(valid('squatter6c', { email: 'mailer6@example.com' }))).statusCode).toBe(201);
  });

  it('an account without a password confirms from its current address; nothing changes before', async () => {
    const { token } = await t.signUp('social7');
    await t.database.pool.query(`update customers set password_hash = null where username = 'social7'`);
    const res = await put(token, { email: 'social7.new@example.com', firstName: 'Seven' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({ email: 'social7@example.com', firstName: 'Seven' });
    expect(await mailsTo('social7.new@example.com', '/auth/activate')).toEqual([]);
    const link = await lastToken('social7@example.com', '/auth/confirm-email');

    const done = await confirm(link);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: 'social7.new@example.com' });
    expect(await customerRow(t, 'social7')).toMatchObject({ email: 'social7.new@example.com', isEmailVerified: false });
    expect(await mailsTo('social7.new@example.com', '/auth/activate')).toHaveLength(1);
    expect(await mailsTo('social7@example.com', '/auth/revert-email')).toHaveLength(1);
    expect(problemCode(await confirm(link))).toBe('CUSTOMER_EMAIL_TOKEN_INVALID');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a confirmation whose address was taken meanwhile is refused and stays usable', async () => {
    const { token } = await t.signUp('social8');
    await t.database.pool.query(`update customers set password_hash = null where username = 'social8'`);
    expect((await put(token, { email: 'social8.new@example.com' })).statusCode).toBe(200);
    const link = await lastToken('social8@example.com', '/auth/confirm-email');
    const taker = await signUpRequest(valid('social8taker', { email: 'social8.new@example.com' }));
    expect(taker.statusCode).toBe(201);
    const refused = await confirm(link);
    expect(refused.statusCode).toBe(409);
    expect(problemCode(refused)).toBe('CUSTOMER_EMAIL_TAKEN');
    await t.database.pool.query(`delete from customers where username = 'social8taker'`);
    expect((await confirm(link)).json()).toEqual({ email: 'social8.new@example.com' });
  });

  it('an admin cannot move someone else\'s address, even with the admin\'s own password (no account takeover)', async () => {
    const victim = await t.signUp('mailer9');
    for (const body of [{}, { currentPassword: 'Quartz-Monsoon-19' }]) {
      const res = await put(adminToken, { encryptId: victim.customer.encryptId, email: 'mailer9.new@example.com', ...body });
      expect(res.statusCode).toBe(403);
      expect(problemCode(res)).toBe('FORBIDDEN');
    }
    expect((await customerRow(t, 'mailer9')).email).toBe('mailer9@example.com');
    expect(await mailsTo('mailer9@example.com', '/auth/revert-email')).toHaveLength(0);
  });

  it('refuses links that were never issued, and a revert link used as a confirmation', async () => {
    const { token } = await t.signUp('mailer10');
    expect((await put(token, { email: 'mailer10.new@example.com', currentPassword: 'Correct-Horse-9' })).statusCode).toBe(200);
    const link = await lastToken('mailer10@example.com', '/auth/revert-email');
    for (const res of [await confirm(link), await confirm('x'.repeat(22)), await revert('y'.repeat(22))]) {
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('CUSTOMER_EMAIL_TOKEN_INVALID');
    }
    expect(problemCode(await revert('short'))).toBe('VALIDATION_FAILED');
    expect((await revert(link)).statusCode).toBe(200);
  });
});
