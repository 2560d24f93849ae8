import { ADMIN_URL_ENV, TEMPLATE_ENV, startTestDatabaseServer, type TestDatabaseServer } from './testDatabaseServer';

declare global {
  var __academyTestDb: TestDatabaseServer | undefined;
}

export default async function globalSetup() {
  const server = await startTestDatabaseServer();
  globalThis.__academyTestDb = server;
  process.env[ADMIN_URL_ENV] = server.adminUrl;
  process.env[TEMPLATE_ENV] = server.template;
}
