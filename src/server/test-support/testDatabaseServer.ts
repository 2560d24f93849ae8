import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, migrateDatabase } from '../db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded';
import { installJobSchema } from '../jobs/pgBossJobQueue';

export const TEMPLATE_ENV = 'ACADEMY_TEST_TEMPLATE_DB';
export const ADMIN_URL_ENV = 'ACADEMY_TEST_ADMIN_URL';
/** The template with the demo content, and the data folder holding the files the seed stored. */
export const SEEDED_TEMPLATE_ENV = 'ACADEMY_TEST_SEEDED_TEMPLATE_DB';
export const SEEDED_DATA_DIR_ENV = 'ACADEMY_TEST_SEEDED_DATA_DIR';

export interface TestDatabaseServer {
  adminUrl: string;
  template: string;
  stop(): Promise<void>;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One PostgreSQL for a whole test run: the machine's (DATABASE_URL) or an embedded one in a temp
 * folder. A migrated template database is made once; each test file copies it (CREATE DATABASE ...
 * TEMPLATE), which takes a few milliseconds and keeps files independent of each other.
 */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  let embedded: EmbeddedDatabase | null = null;
  let tmpDir: string | null = null;
  let adminUrl = process.env.DATABASE_URL || '';
  if (!adminUrl) {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-pg-'));
    fs.chmodSync(tmpDir, 0o755);
    embedded = await startEmbeddedDatabase(tmpDir);
    adminUrl = embedded.url;
  }
  const template = `academy_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.end();
  const tpl = connectDatabase(withDatabase(adminUrl, template), { max: 1 });
  await migrateDatabase(tpl.db);
  // The job queue's tables too, so each test's app starts its queue without installing them.
  await installJobSchema(tpl.pool);
  await tpl.close();
  return {
    adminUrl,
    template,
    async stop() {
      if (embedded) {
        await embedded.stop();
        if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
        return;
      }
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      const dbs = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'academy_t%' and datname like $1`, [`%_${process.pid}_%`]);
      for (const { datname } of dbs.rows) await c.query(`drop database if exists ${datname} with (force)`);
      await c.query(`drop database if exists ${template} with (force)`);
      await c.end();
    },
  };
}

/** A fresh database copied from the run's template (migrated; with `seeded`, also holding the demo content). */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env[ADMIN_URL_ENV];
  const template = process.env[TEMPLATE_ENV];
  const source = options.seeded ? process.env[SEEDED_TEMPLATE_ENV] : template;
  if (!adminUrl || !template || !source) throw new Error('The server test project must run with its globalSetup');
  const pid = template.split('_')[2];
  const name = `academy_t${Math.random().toString(36).slice(2, 10)}_${pid}_db`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${source}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
