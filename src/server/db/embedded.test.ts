import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const CHILD = path.resolve(__dirname, '../test-support/embeddedDatabaseChild.ts');
let dataDir: string;
const children: ChildProcess[] = [];

/** Starts a child and waits for its first answer: READY <url> or REFUSED <message>. */
function startChild(env: Record<string, string> = {}): Promise<{ child: ChildProcess; ready?: string; refused?: string; output: () => string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(proc);
    let out = '';
    const output = () => out;
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      const refused = /REFUSED (.*)/.exec(out);
      if (ready?.[1]) resolve({ child: proc, ready: ready[1], output });
      else if (refused?.[1]) resolve({ child: proc, refused: refused[1], output });
    });
    proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.once('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
  });
}

function postmasterPid(): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
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
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
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
    expect(running(orphan)).toBe(true);

    const second = await startChild();
    expect(second.refused).toBeUndefined();
    expect(running(orphan)).toBe(false);
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
