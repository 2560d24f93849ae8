import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  max?: number;
  /** Waiting for a connection (a new one, or a free one from a busy pool). */
  connectTimeoutMs?: number;
  /** One statement: PostgreSQL cancels it (statement_timeout), and the driver gives up a little later
   * when the server does not answer at all (a frozen or unreachable host). */
  statementTimeoutMs?: number;
}

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/** The SQL writer of connectDatabase()'s `db` (the same casing), for executePrepared(). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs `query` as a named prepared statement on `db`'s connection (a transaction's, or one of the pool's):
 * PostgreSQL parses it once per connection and, after a few runs, plans it once, where db.execute() has it
 * parsed and planned on every run (about half the cost of a large statement that is cheap to run). `name`
 * must always come with the same SQL text (its values are parameters).
 */
export function executePrepared<T extends Record<string, unknown>>(db: Pick<Database, '_'>, name: string, query: SQL): Promise<pg.QueryResult<T>> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute() as Promise<pg.QueryResult<T>>;
}

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
