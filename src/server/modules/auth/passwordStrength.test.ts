import { assertStrongPassword, passwordStrength, stopPasswordStrengthWorker } from './passwordStrength';

afterAll(() => stopPasswordStrengthWorker());

describe('the password strength check (zxcvbn-ts in a worker thread)', () => {
  it('scores common passwords low and unrelated words high, several checks at once', async () => {
    const scores = await Promise.all(['password', '12345678', 'qwertyuiop', 'Mango-Lantern-42', 'Quartz-Monsoon-19'].map((p) => passwordStrength(p, {})));
    expect(scores.map((s) => s.score)).toEqual([0, 0, 0, expect.any(Number), expect.any(Number)]);
    expect(scores[3]!.score).toBeGreaterThanOrEqual(3);
    expect(scores[4]!.score).toBeGreaterThanOrEqual(3);
    expect(scores[0]!.feedback.warning).toBeTruthy();
  });

  it("counts the owner's own names against the password", async () => {
    const alone = await passwordStrength('somchaijaidee', {});
    const own = await passwordStrength('somchaijaidee', { username: 'somchai', firstName: 'Somchai', lastName: 'Jaidee' });
    expect(own.score).toBeLessThan(alone.score);
    await expect(assertStrongPassword('somchaijaidee', { username: 'somchai', lastName: 'Jaidee' }, 'password')).rejects.toMatchObject({ code: 'AUTH_PASSWORD_TOO_WEAK', status: 400 });
  });

  it('starts a new worker after the last one ended', async () => {
    await stopPasswordStrengthWorker();
    expect((await passwordStrength('password', {})).score).toBe(0);
  });
});
