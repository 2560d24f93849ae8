import { startProductionServer, type RunningServer } from './server';

declare global {
  var __academyE2eServer: RunningServer | undefined;
}

/** One production server for the whole end-to-end run; its address reaches the tests through the environment. */
export default async function globalSetup() {
  const server = await startProductionServer();
  globalThis.__academyE2eServer = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
}
