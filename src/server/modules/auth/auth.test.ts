import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { AccessTokens } from './accessTokens';
import { CUSTOMER_FIELDS, customerRow, freshIp, problemCode } from '../../test-support/fixtures';
import { createTestApp, tokenFromMail, type TestApp } from '../../test-support/testApp';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { Customer } from '../../../shared/schemas/customer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_SCORE } from '../../../shared/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('POST /api/Auth', () => {
  it('signs the demo student in with username or e-mail and returns a one-day bearer token', async () => {
    for (const username of ['student', 'STUDENT@academy.test']) {
      const res = await t.request({ method: 'POST', url: '/api/Auth', payload: { username, password: 'Mango-Lantern-42' } });
      expect(res.statusCode).toBe(200);
      const body = res.json<AuthResponse>();
      expect(body.tokenType).toBe('Bearer');
      expect(body.customer.username).toBe('student');
      expect(body.customer).not.toHaveProperty('passwordHash');
      const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
    }
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await t.request({ method: 'POST', url: '/api/Auth', payload: { username: 'instructor', password: 'nope-nope' } });
    const unknown = await t.request({ method: 'POST', url: '/api/Auth', payload: { username: 'nobody-here', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });
});

describe('sign-up, activation and sessions', () => {
  it('mails an activation link whose token verifies the address once and signs in', async () => {
    const { customer, token } = await t.signUp('newlearner');
    expect(customer.isEmailVerified).toBe(false);
    const mail = (await t.mails()).find((m) => m.to.includes('newlearner@example.com'));
    expect(mail).toBeDefined();
    const activation = tokenFromMail(mail!.text, '/auth/activate');
    const first = await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: activation } });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ customer: Customer }>().customer.isEmailVerified).toBe(true);
    const again = await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: activation } });
    expect(again.json<{ code: string }>().code).toBe('CUSTOMER_ACTIVATION_TOKEN_INVALID');
    const me = await t.request({ method: 'GET', url: '/api/Auth/Me', token });
    expect(me.json<Customer>().isEmailVerified).toBe(true);
  });

  it('revokes the token on sign-out', async () => {
    const { accessToken } = await t.login('student', 'Mango-Lantern-42');
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token: accessToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/Auth/SignOut', token: accessToken })).statusCode).toBe(204);
    const after = await t.request({ method: 'GET', url: '/api/Auth/Me', token: accessToken });
    expect(after.statusCode).toBe(401);
    expect(after.json<{ code: string }>().code).toBe('AUTH_TOKEN_INVALID');
  });
});


const login = (username: string, password: string, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/Auth', payload: { username, password }, ...(remoteAddress ? { remoteAddress } : {}) });

describe('login throttling', () => {
  it('refuses the address after 5 failures for an account, even with the right password, with Retry-After', async () => {
    const { password } = await t.signUp('throttled1');
    for (let i = 0; i < 5; i++) expect((await login('throttled1', 'wrong-password')).statusCode).toBe(401);
    const res = await login('throttled1', password);
    expect(res.statusCode).toBe(429);
    expect(problemCode(res)).toBe('AUTH_TOO_MANY_ATTEMPTS');
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is not affected.
    expect((await login('instructor', 'Teak-Harbor-77')).statusCode).toBe(200);
  });

  it('throttles an unknown account exactly like a real one', async () => {
    await t.signUp('throttled2-real');
    for (let i = 0; i < 5; i++) expect((await login('throttled2-real', 'wrong-password')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login('ghost-account', 'wrong-password')).statusCode).toBe(401);
    const real = await login('throttled2-real', 'Correct-Horse-9');
    const ghost = await login('ghost-account', 'whatever-it-is');
    expect(real.statusCode).toBe(429);
    expect(ghost.statusCode).toBe(429);
    expect(ghost.body).toBe(real.body);
    expect(ghost.headers['retry-after']).toBeDefined();
  });

  it('counts failures by username and by e-mail against the same account', async () => {
    const { password } = await t.signUp('throttled3');
    for (let i = 0; i < 3; i++) expect((await login('throttled3', 'wrong-password')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login('THROTTLED3@example.com', 'wrong-password')).statusCode).toBe(401);
    expect((await login('throttled3@example.com', password)).statusCode).toBe(429);
    expect((await login('throttled3', password)).statusCode).toBe(429);
  });

  it('a success before the limit clears the account count', async () => {
    const { password } = await t.signUp('throttled4');
    for (let i = 0; i < 4; i++) expect((await login('throttled4', 'wrong-password')).statusCode).toBe(401);
    expect((await login('throttled4', password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('throttled4', 'wrong-password')).statusCode).toBe(401);
    expect((await login('throttled4', password)).statusCode).toBe(200);
  });

  it('throttles per IP across accounts', async () => {
    const ipApp = await createTestApp({ throttle: { ipFailures: 3 } });
    try {
      await ipApp.signUp('ipvictim');
      const attempt = (username: string, password: string, remoteAddress: string) =>
        ipApp.request({ method: 'POST', url: '/api/Auth', remoteAddress, payload: { username, password } });
      for (const name of ['someone-a', 'someone-b', 'someone-c']) expect((await attempt(name, 'wrong-password', '198.51.100.7')).statusCode).toBe(401);
      const blocked = await attempt('ipvictim', 'Correct-Horse-9', '198.51.100.7');
      expect(blocked.statusCode).toBe(429);
      expect(problemCode(blocked)).toBe('AUTH_TOO_MANY_ATTEMPTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The legacy log-in shares the same throttle.
      const legacy = await ipApp.request({ method: 'POST', url: '/api/login', remoteAddress: '198.51.100.7', payload: { email: 'ipvictim@example.com', password: 'Correct-Horse-9' } });
      expect(legacy.statusCode).toBe(429);
      // Another address still signs in.
      expect((await attempt('ipvictim', 'Correct-Horse-9', '198.51.100.8')).statusCode).toBe(200);
    } finally {
      await ipApp.close();
    }
  }, 30_000);

  describe('nobody can lock somebody else out', () => {
    let lockApp: TestApp;
    /** The slow-downs the throttle asked for, in order (the test sleeper waits for none). */
    const delays: number[] = [];
    beforeAll(async () => {
      lockApp = await createTestApp({ seed: true, loginSleep: async (ms) => void delays.push(ms) });
    });
    afterAll(() => lockApp.close());
    const attempt = (username: string, password: string, remoteAddress: string) =>
      lockApp.request({ method: 'POST', url: '/api/Auth', remoteAddress, payload: { username, password } });

    it('five wrong passwords for admin from one address lock that address only; the right password from another signs in after a short wait', async () => {
      delays.length = 0;
      for (let i = 0; i < 5; i++) expect((await attempt('admin', 'wrong-password', '203.0.113.10')).statusCode).toBe(401);
      expect(delays).toEqual([]);
      const locked = await attempt('admin', 'Quartz-Monsoon-19', '203.0.113.10');
      expect(locked.statusCode).toBe(429);
      expect(problemCode(locked)).toBe('AUTH_TOO_MANY_ATTEMPTS');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await attempt('admin', 'Quartz-Monsoon-19', '198.51.100.20');
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json<AuthResponse>().customer.username).toBe('admin');
      expect(delays).toEqual([250]);
      // The owner's success ends the slow-down; the attacking address stays locked.
      expect((await attempt('admin', 'Quartz-Monsoon-19', '198.51.100.21')).statusCode).toBe(200);
      expect(delays).toEqual([250]);
      expect((await attempt('admin', 'Quartz-Monsoon-19', '203.0.113.10')).statusCode).toBe(429);
    });

    it('an account guessed from many addresses waits longer each time but is never refused; an unknown name waits alike', async () => {
      const spread = async (username: string, password: string) => {
        delays.length = 0;
        const answers = [];
        for (let i = 0; i < 8; i++) answers.push(await attempt(username, password, `192.0.2.${i + 1}`));
        return { statuses: answers.map((r) => r.statusCode), bodies: new Set(answers.map((r) => r.body)), delays: [...delays] };
      };
      const real = await spread('instructor', 'wrong-password');
      const ghost = await spread('ghost-of-instructor', 'wrong-password');
      expect(real.statuses).toEqual(Array(8).fill(401));
      expect(real.delays).toEqual([250, 500, 1000]);
      expect(ghost).toEqual(real);
      delays.length = 0;
      expect((await attempt('instructor', 'Teak-Harbor-77', '192.0.2.99')).statusCode).toBe(200);
      expect(delays).toEqual([2000]);
    });
  });
});

describe('POST /api/Auth validation', () => {
  it.each([
    [{}, 'body.username'],
    [{ username: 'student' }, 'body.password'],
    [{ username: '', password: 'x' }, 'body.username'],
    [{ username: 'student', password: 'x'.repeat(129) }, 'body.password'],
  ])('rejects %j with VALIDATION_FAILED', async (payload, path) => {
    const res = await t.request({ method: 'POST', url: '/api/Auth', payload });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
    expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(path);
  });

  it('answers malformed JSON with INVALID_JSON', async () => {
    const res = await t.request({ method: 'POST', url: '/api/Auth', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('INVALID_JSON');
  });
});

describe('token revocation', () => {
  it('ChangePassword: wrong current password is refused, the old token dies, the new one works', async () => {
    const { token, password } = await t.signUp('changer1');
    const second = (await t.login('changer1', password)).accessToken;
    const wrong = await t.request({ method: 'POST', url: '/api/Auth/ChangePassword', token, payload: { currentPassword: 'not-it-at-all', newPassword: 'Brand-New-Pass-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(problemCode(wrong)).toBe('AUTH_WRONG_PASSWORD');
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token })).statusCode).toBe(200);

    const short = await t.request({ method: 'POST', url: '/api/Auth/ChangePassword', token, payload: { currentPassword: password, newPassword: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(problemCode(short)).toBe('VALIDATION_FAILED');

    const ok = await t.request({ method: 'POST', url: '/api/Auth/ChangePassword', token, payload: { currentPassword: password, newPassword: 'Brand-New-Pass-1' } });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json<AuthResponse>().accessToken;
    for (const old of [token, second]) {
      const res = await t.request({ method: 'GET', url: '/api/Auth/Me', token: old });
      expect(res.statusCode).toBe(401);
      expect(problemCode(res)).toBe('AUTH_TOKEN_INVALID');
    }
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token: fresh })).json<Customer>().username).toBe('changer1');
    expect((await login('changer1', password)).statusCode).toBe(401);
    expect((await login('changer1', 'Brand-New-Pass-1')).statusCode).toBe(200);
  });

  it('ChangePassword refuses a weak new password and keeps the old one', async () => {
    const { token, password } = await t.signUp('changer2', 'Correct-Horse-9', { firstName: 'Wanida' });
    for (const weak of ['12345678', 'password', 'wanida2026', 'changer2changer2']) {
      const res = await t.request({ method: 'POST', url: '/api/Auth/ChangePassword', token, payload: { currentPassword: password, newPassword: weak } });
      expect([weak, res.statusCode]).toEqual([weak, 400]);
      expect(problemCode(res)).toBe('AUTH_PASSWORD_TOO_WEAK');
    }
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token })).statusCode).toBe(200);
    expect((await login('changer2', password)).statusCode).toBe(200);
  });

  it('ChangePassword and SignOut need a session', async () => {
    for (const url of ['/api/Auth/ChangePassword', '/api/Auth/SignOut']) {
      const res = await t.request({ method: 'POST', url, payload: { currentPassword: 'a', newPassword: 'Brand-New-Pass-1' } });
      expect(res.statusCode).toBe(401);
      expect(problemCode(res)).toBe('AUTH_REQUIRED');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });
});

describe('POST /api/Auth/PasswordStrength (the meter under a new-password field)', () => {
  const ask = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/Auth/PasswordStrength', remoteAddress: freshIp(), payload });

  it('scores a password with the check sign-up applies, the owner\'s names counting against it', async () => {
    const common = await ask({ password: 'password' });
    expect(common.statusCode).toBe(200);
    expect(common.headers['cache-control']).toBe('no-store');
    expect(common.json()).toMatchObject({ score: 0, warning: expect.any(String), suggestions: expect.any(Array) });
    const strong = await ask({ password: 'Mango-Lantern-42' });
    expect(strong.json<{ score: number }>().score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);

    const alone = (await ask({ password: 'somchaijaidee' })).json<{ score: number }>().score;
    const own = (await ask({ password: 'somchaijaidee', username: 'somchai', firstName: 'Somchai', lastName: 'Jaidee' })).json<{ score: number }>().score;
    expect(own).toBeLessThan(alone);
    // What the meter says is what sign-up decides.
    const signUp = await t.request({ method: 'POST', url: '/api/Customers', remoteAddress: freshIp(), payload: { username: 'somchai', email: 'somchai@example.com', firstName: 'Somchai', lastName: 'Jaidee', password: 'somchaijaidee' } });
    expect(own < PASSWORD_MIN_SCORE ? 400 : 201).toBe(signUp.statusCode);
  });

  it('refuses what is not a password to score (400) and limits how often one address asks (429)', async () => {
    expect((await ask({ password: '' })).statusCode).toBe(400);
    expect((await ask({ password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).statusCode).toBe(400);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await t.request({ method: 'POST', url: '/api/Auth/PasswordStrength', remoteAddress: ip, payload: { password: `Pw-${i}` } })).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('password reset', () => {
  const pre = (email: string) => t.request({ method: 'POST', url: '/api/Auth/PreResetPassword', remoteAddress: freshIp(), payload: { email } });
  const validate = (token: string) => t.request({ method: 'POST', url: '/api/Auth/ValidatePostResetPassword', remoteAddress: freshIp(), payload: { token } });
  const post = (token: string, newPassword: string) => t.request({ method: 'POST', url: '/api/Auth/PostResetPassword', remoteAddress: freshIp(), payload: { token, newPassword } });
  // The request only queues the work: the job looks the account up and queues the mail.
  const resetMails = async (to: string) => {
    await t.jobs.drain(['password-reset-request']);
    return (await t.mails()).filter((m) => m.to.includes(to) && m.text.includes('/auth/reset-password?token='));
  };

  it('answers an unknown address like a known one and mails nothing', async () => {
    const before = (await t.mails()).length;
    const unknown = await pre('nobody-at-all@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ ok: true });
    await t.jobs.drain(['password-reset-request']);
    expect(await t.mails()).toHaveLength(before);
    await t.signUp('resetter0');
    const known = await pre('resetter0@example.com');
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect((await resetMails('resetter0@example.com'))).toHaveLength(1);
  });

  it('answers before any work on the account: no lookup, no token until the job runs', async () => {
    await t.signUp('resetter5');
    const row = await customerRow(t, 'resetter5');
    const resetTokens = async () => (await t.database.pool.query(`select 1 from one_time_tokens where customer_id = $1 and purpose = 'reset'`, [row.id])).rowCount;
    const lookups = jest.spyOn(t.services.customers, 'findByLogin');
    try {
      const known = await pre('resetter5@example.com');
      const unknown = await pre('nobody-resetter5@example.com');
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      expect(lookups).not.toHaveBeenCalled();
      expect(await resetTokens()).toBe(0);
      expect(await t.jobs.drain(['password-reset-request'])).toBe(2);
      expect(lookups).toHaveBeenCalledTimes(2);
    } finally {
      lookups.mockRestore();
    }
    expect(await resetTokens()).toBe(1);
    expect(await resetMails('resetter5@example.com')).toHaveLength(1);
  });

  it('refuses a weak new password and keeps the link for a better one', async () => {
    await t.signUp('resetter6');
    await pre('resetter6@example.com');
    const resetToken = tokenFromMail((await resetMails('resetter6@example.com'))[0]!.text, '/auth/reset-password');
    for (const weak of ['password1', 'resetter6resetter6', 'qwertyuiop']) {
      const res = await post(resetToken, weak);
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('AUTH_PASSWORD_TOO_WEAK');
      expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['body.newPassword']);
    }
    expect((await login('resetter6', 'Correct-Horse-9')).statusCode).toBe(200);
    expect((await post(resetToken, 'Reset-Pass-2026')).statusCode).toBe(200);
  });

  it('resets with the mailed token once, revokes sessions and verifies the address', async () => {
    const { token: session, customer } = await t.signUp('resetter1');
    expect(customer.isEmailVerified).toBe(false);
    expect((await pre('RESETTER1@example.com')).statusCode).toBe(202);
    const mails = (await resetMails('resetter1@example.com'));
    expect(mails).toHaveLength(1);
    const resetToken = tokenFromMail(mails[0]!.text, '/auth/reset-password');

    const check = await validate(resetToken);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: 'resetter1@example.com' });
    // Validating does not use the token up.
    expect((await validate(resetToken)).statusCode).toBe(200);

    const weak = await post(resetToken, 'short');
    expect(weak.statusCode).toBe(400);
    expect(problemCode(weak)).toBe('VALIDATION_FAILED');

    const done = await post(resetToken, 'Reset-Pass-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    const old = await t.request({ method: 'GET', url: '/api/Auth/Me', token: session });
    expect(old.statusCode).toBe(401);
    expect(problemCode(old)).toBe('AUTH_TOKEN_INVALID');
    expect((await login('resetter1', 'Correct-Horse-9')).statusCode).toBe(401);
    const after = await login('resetter1', 'Reset-Pass-2026');
    expect(after.statusCode).toBe(200);
    expect(after.json<AuthResponse>().customer.isEmailVerified).toBe(true);

    for (const res of [await post(resetToken, 'Another-Pass-2026'), await validate(resetToken)]) {
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('AUTH_RESET_TOKEN_INVALID');
    }
  });

  it('refuses an expired token', async () => {
    await t.signUp('resetter2');
    await pre('resetter2@example.com');
    const resetToken = tokenFromMail((await resetMails('resetter2@example.com'))[0]!.text, '/auth/reset-password');
    expect((await validate(resetToken)).statusCode).toBe(200);
    const row = await customerRow(t, 'resetter2');
    await t.database.pool.query(`update one_time_tokens set expires_at = now() - interval '1 second' where customer_id = $1 and purpose = 'reset'`, [row.id]);
    for (const res of [await validate(resetToken), await post(resetToken, 'Reset-Pass-2026')]) {
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('AUTH_RESET_TOKEN_INVALID');
    }
    expect((await login('resetter2', 'Correct-Horse-9')).statusCode).toBe(200);
  });

  it('a second request invalidates the first token', async () => {
    await t.signUp('resetter3');
    await pre('resetter3@example.com');
    // Delivered before the second request, so the outbox keeps them in order.
    expect(await resetMails('resetter3@example.com')).toHaveLength(1);
    await pre('resetter3@example.com');
    const [first, second] = (await resetMails('resetter3@example.com')).map((m) => tokenFromMail(m.text, '/auth/reset-password'));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
    expect(problemCode(await validate(first!))).toBe('AUTH_RESET_TOKEN_INVALID');
    expect((await post(first!, 'Reset-Pass-2026')).statusCode).toBe(400);
    expect((await post(second!, 'Reset-Pass-2026')).statusCode).toBe(200);
  });

  it('refuses tokens that were never issued and activation tokens used as reset tokens', async () => {
    await t.signUp('resetter4');
    const activation = tokenFromMail((await t.mails()).find((m) => m.to.includes('resetter4@'))!.text, '/auth/activate');
    for (const token of [crypto.randomBytes(16).toString('base64url'), activation]) {
      expect(problemCode(await validate(token))).toBe('AUTH_RESET_TOKEN_INVALID');
      expect(problemCode(await post(token, 'Reset-Pass-2026'))).toBe('AUTH_RESET_TOKEN_INVALID');
    }
  });

  it('limits reset requests per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.request({ method: 'POST', url: '/api/Auth/PreResetPassword', remoteAddress: ip, payload: { email: `x${i}@example.com` } })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('POST /api/Auth/Token/{token}', () => {
  it('exchanges the one-time sign-in token from activation for a session, once', async () => {
    await t.signUp('tokenuser');
    const activation = tokenFromMail((await t.mails()).find((m) => m.to.includes('tokenuser@'))!.text, '/auth/activate');
    const activated = await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: activation } });
    const { signInToken } = activated.json<{ signInToken: string }>();
    const first = await t.request({ method: 'POST', url: `/api/Auth/Token/${encodeURIComponent(signInToken)}` });
    expect(first.statusCode).toBe(200);
    const session = first.json<AuthResponse>();
    expect(session.customer.username).toBe('tokenuser');
    expect(session.customer.isEmailVerified).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token: session.accessToken })).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: `/api/Auth/Token/${encodeURIComponent(signInToken)}` });
    expect(again.statusCode).toBe(400);
    expect(problemCode(again)).toBe('AUTH_SIGNIN_TOKEN_INVALID');
  });

  it('refuses unknown tokens, activation tokens and too-short tokens', async () => {
    await t.signUp('tokenuser2');
    const activation = tokenFromMail((await t.mails()).find((m) => m.to.includes('tokenuser2@'))!.text, '/auth/activate');
    expect(problemCode(await t.request({ method: 'POST', url: `/api/Auth/Token/${crypto.randomBytes(16).toString('base64url')}` }))).toBe('AUTH_SIGNIN_TOKEN_INVALID');
    expect(problemCode(await t.request({ method: 'POST', url: `/api/Auth/Token/${activation}` }))).toBe('AUTH_SIGNIN_TOKEN_INVALID');
    const short = await t.request({ method: 'POST', url: '/api/Auth/Token/abc' });
    expect(short.statusCode).toBe(400);
    expect(problemCode(short)).toBe('VALIDATION_FAILED');
  });
});

describe('access token checks', () => {
  const me = (token: string) => t.request({ method: 'GET', url: '/api/Auth/Me', token });
  const expectInvalid = async (token: string) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(problemCode(res)).toBe('AUTH_TOKEN_INVALID');
    expect(res.headers['www-authenticate']).toContain('invalid_token');
  };

  it('accepts a token from a clock 23 hours back and refuses one past its day', async () => {
    const row = await customerRow(t, 'instructor');
    const dayAgo = (hours: number) => new AccessTokens(t.config.jwtSecret, () => new Date(Date.now() - hours * 3_600_000));
    expect((await me((await dayAgo(23).issue(row.id, row.tokenVersion)).accessToken)).statusCode).toBe(200);
    await expectInvalid((await dayAgo(25).issue(row.id, row.tokenVersion)).accessToken);
  });

  it('refuses tampered tokens, other secrets, alg none, other issuers and stale versions', async () => {
    const row = await customerRow(t, 'instructor');
    const good = (await t.context.accessTokens.issue(row.id, row.tokenVersion)).accessToken;
    const [header, , signature] = good.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(good), ver: row.tokenVersion + 7 })).toString('base64url');
    await expectInvalid(`${header}.${forgedPayload}.${signature}`);
    await expectInvalid(`${good.slice(0, -3)}${good.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`);
    await expectInvalid((await new AccessTokens(crypto.randomBytes(48)).issue(row.id, row.tokenVersion)).accessToken);
    await expectInvalid(new UnsecuredJWT({ ver: row.tokenVersion }).setSubject(row.id).setIssuer('academy').setAudience('academy-api').setIssuedAt().setExpirationTime('1h').encode());
    const sign = (issuer: string, audience: string) =>
      new SignJWT({ ver: row.tokenVersion }).setProtectedHeader({ alg: 'HS256' }).setSubject(row.id).setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime('1h').sign(t.config.jwtSecret);
    await expectInvalid(await sign('someone-else', 'academy-api'));
    await expectInvalid(await sign('academy', 'another-api'));
    await expectInvalid((await t.context.accessTokens.issue(row.id, row.tokenVersion - 1)).accessToken);
    await expectInvalid('not.a.jwt');
  });

  it('refuses well-signed tokens for unknown or malformed subjects without a 5xx', async () => {
    for (const sub of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1", '']) {
      await expectInvalid((await t.context.accessTokens.issue(sub, 0)).accessToken);
    }
    const noVersion = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject((await customerRow(t, 'student')).id).setIssuer('academy').setAudience('academy-api').setIssuedAt().setExpirationTime('1h').sign(t.config.jwtSecret);
    await expectInvalid(noVersion);
  });

  it('answers requests arriving together (read in one query) each with its own customer, refusing the stale and the unknown', async () => {
    const student = await customerRow(t, 'student');
    const instructor = await customerRow(t, 'instructor');
    const issue = async (id: string, ver: number) => (await t.context.accessTokens.issue(id, ver)).accessToken;
    const tokens = [
      await issue(student.id, student.tokenVersion),
      await issue(instructor.id, instructor.tokenVersion),
      await issue(instructor.id, instructor.tokenVersion + 1),
      await issue(crypto.randomUUID(), 0),
      await issue(student.id.toUpperCase(), student.tokenVersion),
      await issue(student.id, student.tokenVersion),
    ];
    const answers = await Promise.all(tokens.map((token) => me(token)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 401, 200, 200]);
    expect([0, 1, 4, 5].map((i) => answers[i]!.json<Customer>().username)).toEqual(['student', 'instructor', 'student', 'student']);
    expect([2, 3].map((i) => problemCode(answers[i]!))).toEqual(['AUTH_TOKEN_INVALID', 'AUTH_TOKEN_INVALID']);
  });

  it('asks for a session when the header is missing or not a bearer token', async () => {
    for (const authorization of [undefined, 'Basic c3R1ZGVudDpTdHVkZW50IzIwMjY=', 'Bearer', 'Bearer two words', 'token abc']) {
      const res = await t.request({ method: 'GET', url: '/api/Auth/Me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(problemCode(res)).toBe('AUTH_REQUIRED');
    }
  });
});

describe('customer answers', () => {
  it('never carry the password hash, the internal id or the token version', async () => {
    const signUp = await t.request({ method: 'POST', url: '/api/Customers', remoteAddress: freshIp(), payload: { username: 'shapeuser', email: 'shapeuser@example.com', password: 'Correct-Horse-9' } });
    const row = await customerRow(t, 'shapeuser');
    const session = await login('shapeuser', 'Correct-Horse-9');
    const token = session.json<AuthResponse>().accessToken;
    const activation = tokenFromMail((await t.mails()).find((m) => m.to.includes('shapeuser@'))!.text, '/auth/activate');
    const activated = await t.request({ method: 'POST', url: '/api/Customers/Activate', payload: { token: activation } });
    const answers: [string, unknown][] = [
      ['sign-up', signUp.json()],
      ['login', session.json<AuthResponse>().customer],
      ['me', (await t.request({ method: 'GET', url: '/api/Auth/Me', token })).json()],
      ['by token', (await t.request({ method: 'GET', url: `/api/Customers/Token/${row.encryptId}`, token })).json()],
      ['update', (await t.request({ method: 'PUT', url: '/api/Customers', token, payload: { firstName: 'Shape' } })).json()],
      ['activate', activated.json<{ customer: Customer }>().customer],
    ];
    for (const [, answer] of answers) {
      expect(Object.keys(answer as object).sort()).toEqual(CUSTOMER_FIELDS);
      const text = JSON.stringify(answer);
      expect(text).not.toContain(row.id);
      expect(text).not.toContain('$argon2');
      expect(text).not.toMatch(/passwordHash|tokenVersion|password/i);
    }
    // The session token carries the internal id only inside the signed JWT, never in the body.
    expect(session.body.replace(token, '')).not.toContain(row.id);
  });
});

describe('GET /api/Auth/Me', () => {
  it('reflects database changes made after the token was issued', async () => {
    const { token } = await t.signUp('meuser');
    await t.database.db.execute(sql`update customers set points = 42 where username = 'meuser'`);
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token })).json<Customer>().points).toBe(42);
  });
});
