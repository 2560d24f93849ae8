// The e2e server's own database (the embedded PostgreSQL in its DATA_DIR), for what a browser test
// cannot do in test time: moving a student's first opening of a lesson into the past stands in for
// reading it for minutes (the server measures reading time from that opening).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dataDir } from './browser';

/** Runs `work` with a connection to the e2e server's database. */
export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dir = dataDir();
  const password = fs.readFileSync(path.join(dir, 'secrets', 'postgres-password'), 'utf8').trim();
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in ${dir}/postgres/postmaster.pid`);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'academy', password, database: 'academy' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Moves a student's first opening of a lesson `seconds` into the past: its reading time has passed, without the wait. */
export async function backdateLessonOpening(username: string, lessonId: number, seconds: number): Promise<void> {
  await withE2eDatabase(async (db) => {
    const res = await db.query(
      `update lesson_progress p set opened_at = p.opened_at - make_interval(secs => $3)
         from customers c where c.id = p.customer_id and c.username = $1 and p.lesson_id = $2 and p.opened_at is not null`,
      [username, lessonId, seconds],
    );
    if (res.rowCount !== 1) throw new Error(`${username} has not opened lesson ${lessonId}`);
  });
}
