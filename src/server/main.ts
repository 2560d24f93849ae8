import { buildApp } from './app';
import { ConfigError, loadSecrets, parseConfig } from './config';
import { connectDatabase, migrateDatabase } from './db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded';
import { seedDemoContent } from './seed/seed';

/** Process start: configuration, database (embedded unless DATABASE_URL), migrations, demo content, HTTP. */
async function main() {
  let config;
  try {
    config = loadSecrets(parseConfig());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const say = (msg: string) => console.log(`[academy] ${msg}`);

  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    say(`starting the embedded PostgreSQL in ${config.dataDir}/postgres`);
    embedded = await startEmbeddedDatabase(config.dataDir, { say });
    url = embedded.url;
  }
  const database = connectDatabase(url, config.database);
  const { app, services, context, jobs } = await buildApp({ config, db: database.db }).catch(async (err) => {
    await database.close();
    await embedded?.stop();
    throw err;
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await embedded?.stop();
      say('stopped cleanly');
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await migrateDatabase(database.db);
    if (config.seedDemoContent) await seedDemoContent(database.db, services.files, say);
    await jobs.start({ ctx: context, services });
    await app.listen({ port: config.port, host: config.host });
    say(`ready on http://localhost:${config.port} (API docs at /api/docs)`);
  } catch (err) {
    console.error('[academy] start failed:', err instanceof Error ? err.message : err);
    await stop('start failure');
  }
}

main().catch((err) => {
  console.error('[academy] could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
