import { createTestApp, tokenFromMail, type TestApp } from '../../test-support/testApp';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { Customer } from '../../../shared/schemas/customer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('POST /api/Auth', () => {
  it('signs the demo student in with username or e-mail and returns a one-day bearer token', async () => {
    for (const username of ['student', 'STUDENT@academy.test']) {
      const res = await t.request({ method: 'POST', url: '/api/Auth', payload: { username, password: 'Student#2026' } });
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
    const mail = t.mails().find((m) => m.to.includes('newlearner@example.com'));
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
    const { accessToken } = await t.login('student', 'Student#2026');
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token: accessToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/Auth/SignOut', token: accessToken })).statusCode).toBe(204);
    const after = await t.request({ method: 'GET', url: '/api/Auth/Me', token: accessToken });
    expect(after.statusCode).toBe(401);
    expect(after.json<{ code: string }>().code).toBe('AUTH_TOKEN_INVALID');
  });
});
