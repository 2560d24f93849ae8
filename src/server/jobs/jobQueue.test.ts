import path from 'node:path';
import { buildApp } from '../app';
import type { MailAdapter, MailMessage } from '../adapters/mail/mailAdapter';
import { createTestApp, type TestApp } from '../test-support/testApp';
import { JOB_SCHEMA } from './pgBossJobQueue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (to: string): MailMessage => ({ to, subject: `Hello ${to}`, text: 'Plain words.', html: '<p>Plain words.</p>' });

async function jobsFor(to: string) {
  const { rows } = await t.database.pool.query<{ id: string; state: string; waiting: boolean }>(
    `select id, state, start_after > now() as waiting from ${JOB_SCHEMA}.job where name = 'mail' and data->>'to' = $1 order by created_on`,
    [to],
  );
  return rows;
}

const sentTo = async (to: string) => (await t.mails()).filter((m) => m.to === to);

describe('the job queue', () => {
  it('keeps a mail as a stored job until a worker delivers it, and delivers it once', async () => {
    await t.context.mailer.send(message('queued@example.com'));
    // Nothing has worked on it yet: it is a row in the database, not a promise in memory.
    expect(await jobsFor('queued@example.com')).toEqual([expect.objectContaining({ state: 'created' })]);

    // Another server on the same database (the first one could have been killed) delivers it.
    const other = await buildApp({ config: t.config, db: t.database.db, clientDir: path.join(t.dataDir, 'no-client'), jobWorkers: false });
    try {
      await other.jobs.start({ ctx: other.context, services: other.services });
      expect(await other.jobs.drain(['mail'])).toBe(1);
      expect(await other.jobs.drain(['mail'])).toBe(0);
    } finally {
      await other.app.close();
    }
    expect(await jobsFor('queued@example.com')).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(await sentTo('queued@example.com')).toHaveLength(1);
  });

  it('retries a mail with backoff while delivery fails, and delivers it when SMTP is back', async () => {
    const real = t.context.mailDelivery;
    let attempts = 0;
    const down: MailAdapter = {
      send: async () => {
        attempts++;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    t.context.mailDelivery = down;
    try {
      await t.context.mailer.send(message('retry@example.com'));
      await t.jobs.drain(['mail']);
      expect(attempts).toBe(1);
      const [failed] = await jobsFor('retry@example.com');
      expect(failed).toMatchObject({ state: 'retry', waiting: true });
      // Backoff: the retry waits, so an immediate second pass does not hammer the SMTP server.
      expect(await t.jobs.drain(['mail'])).toBe(0);
      expect(attempts).toBe(1);
    } finally {
      t.context.mailDelivery = real;
    }
    expect(await sentTo('retry@example.com')).toHaveLength(0);

    // Its time comes (moved forward here instead of waiting out the backoff).
    await t.database.pool.query(`update ${JOB_SCHEMA}.job set start_after = now() where name = 'mail' and data->>'to' = $1`, ['retry@example.com']);
    expect(await sentTo('retry@example.com')).toHaveLength(1);
    expect(await jobsFor('retry@example.com')).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('runs every job to the end with workers on: a mail sent is delivered without anyone draining', async () => {
    const worker = await buildApp({ config: t.config, db: t.database.db, clientDir: path.join(t.dataDir, 'no-client'), jobWorkers: true });
    try {
      await worker.jobs.start({ ctx: worker.context, services: worker.services });
      await worker.context.mailer.send(message('worker@example.com'));
      let state = '';
      for (let i = 0; i < 100 && state !== 'completed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = (await jobsFor('worker@example.com'))[0]?.state ?? '';
      }
      expect(state).toBe('completed');
    } finally {
      await worker.app.close();
    }
    const files = (await t.mails()).filter((m) => m.to === 'worker@example.com');
    expect(files).toHaveLength(1);
  });
});
