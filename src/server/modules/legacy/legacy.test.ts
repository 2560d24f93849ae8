import { createTestApp, tokenFromMail, type TestApp } from '../../test-support/testApp';
import { freshIp, problemCode } from '../../test-support/fixtures';
import { usernameFromName } from './legacyRoutes';
import { USERNAME_PATTERN } from '../../../shared/constants';
import type { Customer } from '../../../shared/schemas/customer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const signup = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/signup', remoteAddress: freshIp(), payload });
const legacyLogin = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/login', payload });
const USERNAME_RE = new RegExp(USERNAME_PATTERN);

describe('POST /api/login (legacy)', () => {
  it('answers only {token}, and the token is a working session', async () => {
    const res = await legacyLogin({ email: 'student@academy.test', password: 'Mango-Lantern-42' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(['token']);
    const me = await t.request({ method: 'GET', url: '/api/Auth/Me', token: body.token as string });
    expect(me.json<Customer>().username).toBe('student');
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const wrong = await legacyLogin({ email: 'student@academy.test', password: 'nope-nope' });
    const unknown = await legacyLogin({ email: 'nobody@academy.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(problemCode(wrong)).toBe('AUTH_INVALID_CREDENTIALS');
    expect(unknown.body).toBe(wrong.body);
  });

  it.each([[{}], [{ email: 'student@academy.test' }], [{ username: 'student', password: 'Mango-Lantern-42' }], [{ email: '', password: 'x' }]])('refuses %j with VALIDATION_FAILED', async (payload) => {
    const res = await legacyLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/signup (legacy)', () => {
  it('creates a customer from name, e-mail and password and mails an activation link', async () => {
    const res = await signup({ name: 'Nguyen Van  An', email: 'an.nguyen@example.com', password: 'Correct-Horse-9' });
    expect(res.statusCode).toBe(201);
    const customer = res.json<Customer>();
    expect(customer).toMatchObject({ email: 'an.nguyen@example.com', firstName: 'Nguyen', lastName: 'Van An', role: 'student', isEmailVerified: false });
    expect(customer.username).toMatch(USERNAME_RE);
    expect(customer.username).toMatch(/^nguyen\.van\.an\d{4}$/);
    const mail = (await t.mails()).find((m) => m.to.includes('an.nguyen@example.com'));
    expect(tokenFromMail(mail!.text, '/auth/activate')).toBeTruthy();
    expect((await legacyLogin({ email: 'an.nguyen@example.com', password: 'Correct-Horse-9' })).statusCode).toBe(200);
  });

  it('gives two people of the same name different usernames', async () => {
    const a = (await signup({ name: 'Same Name', email: 'same1@example.com', password: 'Correct-Horse-9' })).json<Customer>();
    const b = (await signup({ name: 'Same Name', email: 'same2@example.com', password: 'Correct-Horse-9' })).json<Customer>();
    expect(a.username).not.toBe(b.username);
  });

  it('makes valid usernames from names in any script and odd e-mail addresses', async () => {
    const res = await signup({ name: 'สมชาย ใจดี', email: '_x_@example.com', password: 'Correct-Horse-9' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Customer>().username).toMatch(USERNAME_RE);
    for (const [name, email] of [['李小龍', '-.-@example.com'], ['***', 'a@example.com'], ['Émilie Dupont', 'e@example.com'], ['  ', '__init__@example.com'], ['x', '.hidden.@example.com'], ['a'.repeat(100), 'long@example.com']] as const) {
      for (let i = 0; i < 20; i++) expect(usernameFromName(name, email)).toMatch(USERNAME_RE);
    }
  });

  it('refuses a common or guessable password like the sign-up page, and creates nothing', async () => {
    for (const password of ['password', '12345678', 'annlee2026', 'annlee123']) {
      const res = await signup({ name: 'Ann Lee', email: 'annlee@example.com', password });
      expect([password, res.statusCode]).toEqual([password, 400]);
      expect(problemCode(res)).toBe('AUTH_PASSWORD_TOO_WEAK');
      expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['body.password']);
    }
    expect((await signup({ name: 'Ann Lee', email: 'annlee@example.com', password: 'Correct-Horse-9' })).statusCode).toBe(201);
  });

  it('answers log-ins and sign-ups with Cache-Control: no-store', async () => {
    expect((await legacyLogin({ email: 'student@academy.test', password: 'Mango-Lantern-42' })).headers['cache-control']).toBe('no-store');
    expect((await signup({ name: 'Store Less', email: 'storeless@example.com', password: 'Correct-Horse-9' })).headers['cache-control']).toBe('no-store');
  });

  it('refuses a taken e-mail in any case', async () => {
    const res = await signup({ name: 'Copy Cat', email: 'STUDENT@academy.test', password: 'Correct-Horse-9' });
    expect(res.statusCode).toBe(409);
    expect(problemCode(res)).toBe('CUSTOMER_EMAIL_TAKEN');
  });

  it.each([
    [{ name: 'Ann', email: 'not-an-email', password: 'Correct-Horse-9' }, 'body.email'],
    [{ name: 'Ann', email: 'ann@example.com', password: 'short' }, 'body.password'],
    [{ name: '', email: 'ann@example.com', password: 'Correct-Horse-9' }, 'body.name'],
    [{ email: 'ann@example.com', password: 'Correct-Horse-9' }, 'body.name'],
    [{ name: 'x'.repeat(101), email: 'ann@example.com', password: 'Correct-Horse-9' }, 'body.name'],
  ])('refuses %j with VALIDATION_FAILED at %s', async (payload, path) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
    expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(path);
  });
});
