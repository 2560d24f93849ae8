import PgBoss from 'pg-boss';
import type pg from 'pg';
import { JOBS, type JobDeps } from './jobHandlers';
import type { JobName, JobPayloads, JobQueue, SendOptions } from './jobQueue';

/** pg-boss keeps its tables in this schema of our database; no other server is needed. */
export const JOB_SCHEMA = 'pgboss';

export interface PgBossJobQueueOptions {
  /** Poll for work and run scheduled jobs (the server); tests leave it off and call drain(). */
  work: boolean;
  pollingIntervalSeconds?: number;
  log?: (message: string, err?: unknown) => void;
}

const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** Our pg pool, lent to pg-boss, so jobs and requests share connections and settings. */
function poolAdapter(pool: pg.Pool): PgBoss.Db {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** Creates (or upgrades) pg-boss's tables and our queues without starting any worker. */
export async function installJobSchema(pool: pg.Pool): Promise<void> {
  const queue = new PgBossJobQueue(pool, { work: false });
  await queue.start(null);
  await queue.stop();
}

/**
 * The job queue on PostgreSQL (pg-boss 10). A job is a row: `send` inserts it (so it survives a
 * crash), a worker takes it with SKIP LOCKED (so it runs on one node), and a job whose worker died
 * expires and is retried. Scheduled jobs are sent by pg-boss's own cron, once across every node.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private deps: JobDeps | null = null;
  private started: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool, private readonly options: PgBossJobQueueOptions) {
    this.boss = new PgBoss({
      db: poolAdapter(pool),
      schema: JOB_SCHEMA,
      schedule: options.work,
      supervise: options.work,
      // A job that a dead worker held comes back after this long.
      expireInSeconds: 5 * 60,
      retentionDays: 7,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err) => options.log?.('job queue error', err));
  }

  /** Creates the queue tables (first start) and the queues; with `work`, starts the workers and schedules. */
  start(deps: JobDeps | null): Promise<void> {
    this.deps = deps;
    this.started ??= (async () => {
      await this.boss.start();
      for (const name of JOB_NAMES) {
        const job = JOBS[name];
        await this.boss.createQueue(name, { name, retryLimit: job.retryLimit ?? 5, retryDelay: job.retryDelaySeconds ?? 30, retryBackoff: true });
      }
      if (!this.options.work) return;
      for (const name of JOB_NAMES) {
        await this.boss.work(name, { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1 }, async (jobs) => {
          for (const job of jobs) await this.runOne(name, job.data as JobPayloads[typeof name]);
        });
        const schedule = JOBS[name].schedule;
        if (schedule) await this.boss.schedule(name, schedule.cron, schedule.data as object, { tz: 'UTC' });
        else await this.boss.unschedule(name);
      }
    })();
    return this.started;
  }

  private async runOne<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void> {
    if (!this.deps) throw new Error('job queue not started');
    const job = JOBS[name] as (typeof JOBS)[N];
    await job.run(data, this.deps);
  }

  async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}): Promise<void> {
    if (!this.started) throw new Error('job queue not started');
    await this.started;
    await this.boss.send(name, data as object, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /**
   * Runs every job that is due now, in this process, until none is left (tests, and `npm run jobs`
   * style one-off runs). A job that throws is failed, so pg-boss retries it later with backoff.
   */
  async drain(names: readonly JobName[] = JOB_NAMES): Promise<number> {
    if (!this.started) throw new Error('job queue not started');
    await this.started;
    let ran = 0;
    for (let round = 0; round < 20; round++) {
      let found = 0;
      for (const name of names) {
        const jobs = await this.boss.fetch<JobPayloads[typeof name]>(name, { batchSize: 50 });
        for (const job of jobs) {
          found++;
          try {
            await this.runOne(name, job.data);
            await this.boss.complete(name, job.id);
          } catch (err) {
            await this.boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
          }
        }
      }
      ran += found;
      if (found === 0) break;
    }
    return ran;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Lets running handlers finish; the pool is ours and is closed by the caller.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }
}
