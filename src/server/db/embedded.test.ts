import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startChildDatabase, type ChildDatabase } from '../test-support/childDatabase';
import { isAlive } from './embedded';

let dataDir: string;
const children: ChildDatabase[] = [];

async function startChild(env: Record<string, string> = {}): Promise<ChildDatabase> {
  const started = await startChildDatabase(dataDir, env);
  children.push(started);
  return started;
}

function postmasterPid(): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

// One data folder for the file (initdb once); every test leaves its database stopped.
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-embedded-'));
  fs.chmodSync(dataDir, 0o755);
});

afterEach(async () => {
  for (const started of children.splice(0)) await started.stop();
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded PostgreSQL on restart', () => {
  it('stops a PostgreSQL orphaned by a killed server and starts again on the same data', async () => {
    const first = await startChild();
    const orphan = postmasterPid();
    const died = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await died;
    // kill -9 leaves PostgreSQL running without its server.
    expect(isAlive(orphan)).toBe(true);

    const second = await startChild();
    expect(second.refused).toBeUndefined();
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    expect(second.output()).toContain(`SAY stopping the PostgreSQL (pid ${orphan})`);
    expect(await selectOne(second.ready!)).toBe(1);
  }, 60_000);

  it('refuses a second server on the data of a live one, naming its pid', async () => {
    const first = await startChild();
    const second = await startChild();
    expect(second.refused).toBe(`Another Academy server (pid ${first.child.pid}) is using the database in ${path.join(dataDir, 'postgres')}; stop it or choose another DATA_DIR.`);
    // The live server's database is untouched.
    expect(await selectOne(first.ready!)).toBe(1);
  }, 60_000);

  it('refuses to start the same data twice in one process', async () => {
    const only = await startChild({ TWICE: '1' });
    expect(only.refused).toBe(`This process (pid ${only.child.pid}) already runs the database in ${path.join(dataDir, 'postgres')}.`);
  }, 60_000);
});
