import { ADMIN_URL_ENV, SEEDED_DATA_DIR_ENV, SEEDED_TEMPLATE_ENV, TEMPLATE_ENV, startTestDatabaseServer, type TestDatabaseServer } from './testDatabaseServer';
import { createSeededTemplate } from './testApp';

declare global {
  var __academyTestDb: TestDatabaseServer | undefined;
}

export default async function globalSetup() {
  const server = await startTestDatabaseServer();
  globalThis.__academyTestDb = server;
  process.env[ADMIN_URL_ENV] = server.adminUrl;
  process.env[TEMPLATE_ENV] = server.template;
  // The demo content is loaded once per run; createTestApp({ seed: true }) copies it in milliseconds.
  const seeded = await createSeededTemplate(server.adminUrl, server.template);
  process.env[SEEDED_TEMPLATE_ENV] = seeded.template;
  process.env[SEEDED_DATA_DIR_ENV] = seeded.dataDir;
}
