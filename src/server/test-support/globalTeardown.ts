import fs from 'node:fs';
import { SEEDED_DATA_DIR_ENV } from './testDatabaseServer';

export default async function globalTeardown() {
  await globalThis.__academyTestDb?.stop();
  const seededDir = process.env[SEEDED_DATA_DIR_ENV];
  if (seededDir) fs.rmSync(seededDir, { recursive: true, force: true });
}
